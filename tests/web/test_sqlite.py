"""SQLite settings for several phones at once (issue 5, Integrity)."""

from __future__ import annotations

from pathlib import Path

from flask import Flask
from sqlalchemy import event, text

import scorekeeper
from scorekeeper.extensions import db
from scorekeeper.scorebook.sqlite import BUSY_TIMEOUT_MS
from scorekeeper.scorebook.writing import write_transaction
from tests.apps import sqlite_only

pytestmark = sqlite_only


def test_connections_use_wal_a_busy_timeout_and_foreign_keys(app: Flask) -> None:
    with app.app_context():
        pragma = {
            name: db.session.execute(text(f"PRAGMA {name}")).scalar_one()
            for name in ("journal_mode", "busy_timeout", "foreign_keys")
        }
    assert pragma == {"journal_mode": "wal", "busy_timeout": BUSY_TIMEOUT_MS, "foreign_keys": 1}


def test_only_a_write_transaction_takes_the_write_lock(app: Flask) -> None:
    """A request reads, checks and scores without the write lock (``BEGIN``); only the short
    transaction that writes takes it (``BEGIN IMMEDIATE``)."""
    statements: list[str] = []

    @app.post("/probe")
    def probe() -> str:
        db.session.execute(text("SELECT 1"))
        with write_transaction():
            db.session.execute(text("SELECT 2"))
        return ""

    with app.app_context():
        engine = db.engine

    def record(conn: object, cursor: object, statement: str, *args: object) -> None:
        statements.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    app.test_client().post("/probe")
    event.remove(engine, "before_cursor_execute", record)
    begins = [statement for statement in statements if statement.startswith(("BEGIN", "SELECT"))]
    assert begins == ["BEGIN", "SELECT 1", "BEGIN IMMEDIATE", "SELECT 2"]


def test_every_write_goes_through_the_write_transaction() -> None:
    """No module commits by itself: each write is made by ``write_transaction``, which holds
    the write lock for the write alone (a transaction that read first and then wrote could
    find SQLite's snapshot stale and fail with "database is locked")."""
    package = Path(scorekeeper.__file__).parent
    committing = [
        path.relative_to(package).as_posix()
        for path in package.rglob("*.py")
        if "session.commit()" in path.read_text(encoding="utf-8")
    ]
    assert committing == ["scorebook/writing.py"]
