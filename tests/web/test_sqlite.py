"""SQLite settings for several phones at once (issue 5, Integrity)."""

from __future__ import annotations

from flask import Flask
from sqlalchemy import event, text

from scorekeeper.extensions import db
from scorekeeper.sqlite import BUSY_TIMEOUT_MS
from tests.conftest import sqlite_only

pytestmark = sqlite_only


def test_connections_use_wal_a_busy_timeout_and_foreign_keys(app: Flask) -> None:
    with app.app_context():
        pragma = {
            name: db.session.execute(text(f"PRAGMA {name}")).scalar_one()
            for name in ("journal_mode", "busy_timeout", "foreign_keys")
        }
    assert pragma == {"journal_mode": "wal", "busy_timeout": BUSY_TIMEOUT_MS, "foreign_keys": 1}


def test_a_request_that_changes_data_takes_the_write_lock_up_front(app: Flask) -> None:
    statements: list[str] = []

    @app.post("/probe")
    def probe() -> str:
        db.session.execute(text("SELECT 1"))
        return ""

    @app.get("/probe")
    def read_probe() -> str:
        db.session.execute(text("SELECT 1"))
        return ""

    with app.app_context():
        engine = db.engine

    def record(conn: object, cursor: object, statement: str, *args: object) -> None:
        statements.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    client = app.test_client()
    client.post("/probe")
    client.get("/probe")
    event.remove(engine, "before_cursor_execute", record)
    begins = [statement for statement in statements if statement.startswith("BEGIN")]
    assert begins == ["BEGIN IMMEDIATE", "BEGIN"]
