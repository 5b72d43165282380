"""What the pages' polls read while nothing may have changed: one indexed query each, built
once, on a connection of its own.

A viewer's poll (the game's version), the scorekeeper's poll of the seats' drafts and a seat's
poll of the deal being played are most of the requests of an evening of tables
(``benchmarks/evening.py``); most of them change nothing, and are answered 304 from this one
read. It is made outside a transaction, which would cost two more statements (BEGIN and
ROLLBACK; on PostgreSQL two more round trips to the server): a statement reads from one
snapshot all the same. A meld check, asked on every tap of a meld, reads the
game's rules the same way (:func:`~scorekeeper.scorebook.reading.reads.next_deal_rules`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Executable, Row

from scorekeeper.extensions import db
from scorekeeper.scorebook.sqlite import READ_ALONE


def read_alone(statement: Executable, params: Mapping[str, Any]) -> Sequence[Row[Any]]:
    """The rows ``statement`` finds with ``params`` (its bound parameters), read on a
    connection of its own."""
    with db.engine.connect() as connection:
        if connection.dialect.name == "postgresql":
            connection.execution_options(isolation_level="AUTOCOMMIT")
        elif connection.dialect.name == "sqlite":
            connection.execution_options(**{READ_ALONE: True})
        return connection.execute(statement, params).all()
