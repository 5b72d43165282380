"""Writing to the database with the write lock held only for the write.

A request reads what it needs, checks and scores it with the engine and builds what it will
store, all in a transaction that only reads; then :func:`write_transaction` ends that one and
writes in a new, short transaction of its own (on SQLite under the write lock, see
:mod:`scorekeeper.scorebook.sqlite`). Rendering happens after the commit.

:func:`change` makes one change to a game so: planned outside the write lock, written if the
game is still as read, planned again if someone else changed it meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import TypeVar

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm.exc import StaleDataError

from scorekeeper.extensions import db
from scorekeeper.models import Game, utcnow
from scorekeeper.rules.problems import Problem, ProblemError
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


T = TypeVar("T")
WRITE_TRIES = 5
"""How often a change is planned again when someone else changed the game meanwhile."""


class StaleGameError(ProblemError):
    """A change made from a state of the game that someone else has changed since:
    ``game.changed_meanwhile``."""

    def __init__(self) -> None:
        super().__init__(Problem("game.changed_meanwhile"))


class GameMovedError(Exception):
    """The game changed between reading it and writing to it."""


def change(
    game: Game,
    plan: Callable[[], Callable[[], T]],
    *,
    next_version: bool = True,
    keep_loaded: bool = False,
) -> T:
    """Make a change to ``game``: ``plan`` reads, checks and scores it outside the write lock
    and returns what writes it; that runs in a short transaction of its own, if the game is
    still as read. If someone else changed the game in between, plan again: a plan that checks
    a version then finds it stale. The last of :data:`WRITE_TRIES` plans under the write lock,
    so that a busy game is still changed, in turn.

    :param next_version: whether the change makes the game's next version (a rescore does not).
    :param keep_loaded: as :func:`~scorekeeper.scorebook.writing.write_transaction`'s.
    :raises StaleGameError: as :func:`_write`.
    """
    for _ in range(WRITE_TRIES - 1):
        read_version = game.version
        write = plan()
        try:
            unmoved = partial(_unmoved, game, read_version, write)
            return _write(game, unmoved, next_version, keep_loaded)
        except GameMovedError:
            continue
    return _write(game, lambda: plan()(), next_version, keep_loaded)


def _unmoved(game: Game, read_version: int, write: Callable[[], T]) -> T:
    """:raises GameMovedError: unless the game is still at ``read_version``; else write."""
    if game.version != read_version:
        raise GameMovedError()
    return write()


def _write(game: Game, write: Callable[[], T], next_version: bool, keep_loaded: bool) -> T:
    """Run ``write`` in a transaction of its own, the game read afresh (its row locked where
    the database locks rows), and make the game's next version if ``next_version``.
    ``keep_loaded``: as :func:`~scorekeeper.scorebook.writing.write_transaction`'s.

    :raises StaleGameError: if another request stored a deal with the same number or form
        token, or changed the game's version meanwhile.
    """
    try:
        with write_transaction(keep_loaded=keep_loaded):
            db.session.refresh(game, with_for_update=True)
            done = write()
            if next_version:
                game.version += 1
                game.changed_at = utcnow()
    except (IntegrityError, StaleDataError):
        raise StaleGameError() from None
    return done
