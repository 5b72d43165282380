"""SQLite made safe for several phones at once.

Every connection runs in WAL mode (readers do not wait for a writer), waits up to
:data:`BUSY_TIMEOUT_MS` for a lock instead of failing, and enforces foreign keys. A transaction
that writes begins inside :func:`write_lock` and takes the write lock when it begins
(``BEGIN IMMEDIATE``), so concurrent writers queue up rather than fail halfway; every other
transaction only reads, from a snapshot, and takes no lock (SQLAlchemy's "Serializable
isolation / Savepoints / Transactional DDL" recipe for pysqlite). A request reads, checks,
scores and renders outside the write lock, which is held only for the write itself
(see :mod:`scorekeeper.scorebook.writing`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from sqlalchemy import Engine, event

BUSY_TIMEOUT_MS = 30_000
"""How long a write waits for another to finish: far longer than any write takes (a few
milliseconds), so that nobody is ever told the database is locked."""

_writing: ContextVar[bool] = ContextVar("writing", default=False)

READ_ALONE = "scorekeeper_read_alone"
"""An execution option of a connection whose statements each read alone: no BEGIN is sent, so
that each runs in SQLite's own transaction of one statement (what PostgreSQL's AUTOCOMMIT
does; see :func:`scorekeeper.scorebook.polls.read_alone`), two statements fewer a read."""


@contextmanager
def write_lock() -> Iterator[None]:
    """Transactions begun inside take the write lock as they begin."""
    token = _writing.set(True)
    try:
        yield
    finally:
        _writing.reset(token)


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
    if connection.get_execution_options().get(READ_ALONE):
        return  # and the ROLLBACK at the end finds no transaction: sqlite3 sends nothing
    connection.exec_driver_sql("BEGIN IMMEDIATE" if _writing.get() else "BEGIN")
