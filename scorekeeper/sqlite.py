"""SQLite made safe for several phones at once.

Every connection runs in WAL mode (readers do not wait for a writer), waits up to
:data:`BUSY_TIMEOUT_MS` for a lock instead of failing, and enforces foreign keys. A request that
may change data (any method but GET, HEAD and OPTIONS) takes the write lock when its transaction
begins (``BEGIN IMMEDIATE``), so concurrent writers queue up rather than fail halfway; this is
SQLAlchemy's "Serializable isolation / Savepoints / Transactional DDL" recipe for pysqlite.
"""

from __future__ import annotations

from typing import Any

from flask import has_request_context, request
from sqlalchemy import Engine, event

BUSY_TIMEOUT_MS = 15_000
READING = frozenset({"GET", "HEAD", "OPTIONS"})


def configure_sqlite(engine: Engine) -> None:
    """Attach the settings above to ``engine`` if it is SQLite; other databases are left as
    they are."""
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _on_connect)
        event.listen(engine, "begin", _on_begin)


def _on_connect(dbapi_connection: Any, connection_record: Any) -> None:
    # Let SQLAlchemy's "begin" event emit BEGIN, not the sqlite3 module.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _on_begin(connection: Any) -> None:
    writing = has_request_context() and request.method not in READING
    connection.exec_driver_sql("BEGIN IMMEDIATE" if writing else "BEGIN")
