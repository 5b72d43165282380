"""Writing to the database with the write lock held only for the write.

A request reads what it needs, checks and scores it with the engine and builds what it will
store, all in a transaction that only reads; then :func:`write_transaction` ends that one and
writes in a new, short transaction of its own (on SQLite under the write lock, see
:mod:`scorekeeper.scorebook.sqlite`). Rendering happens after the commit.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from scorekeeper.extensions import db
from scorekeeper.scorebook.sqlite import write_lock


@contextmanager
def write_transaction(*, keep_loaded: bool = False) -> Iterator[None]:
    """End the reading transaction, run the block in a transaction that writes, and commit it;
    roll it back if the block raises.

    Ending the reading transaction expires what the session loaded: the block reads again
    whatever it checks (a game's version), so it acts on the database as it is now.

    :param keep_loaded: after the commit, the objects keep what they hold instead of being read
        again when next used (each object read again costs a query; on PostgreSQL a round trip
        to the server, and more under load). Only for a block that writes through the objects
        themselves: a bulk DELETE or UPDATE leaves the objects it touched as they were, and a
        row joined to another by its id leaves that one's list of them as it was.
    """
    db.session.rollback()
    with write_lock():
        try:
            yield
            session = db.session()
            session.expire_on_commit = not keep_loaded
            try:
                session.commit()
            finally:
                session.expire_on_commit = True
        except BaseException:
            db.session.rollback()
            raise
