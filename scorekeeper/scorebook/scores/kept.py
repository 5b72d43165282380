"""What a read draws from stored numbers, kept in the app's cache under what it was drawn
from: for a game, its version (every change of what a game shows, a deal stored, fixed,
deleted or put back, a rematch started, makes its next version); for a table, the stamp of
its games (``scorekeeper.scorebook.records.table_games.TableGames``). What is kept so never goes out
of date, and the readers of a game or a table between two changes draw it once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from scorekeeper.extensions import cache

from .tally import current_engine_version

T = TypeVar("T")


def kept(key: str, draw: Callable[[], T]) -> T:
    """``draw()``, or what it gave under ``key`` in this process, by the engine running now.

    :param key: names what is drawn and everything it depends on.
    """
    key = f"{key} {current_engine_version()}"
    found: T | None = cache.get(key)
    if found is None:
        found = draw()
        cache.set(key, found)
    return found


class Versioned(Protocol):
    """A game as far as what is kept for it goes: a :class:`~scorekeeper.models.Game`, or
    what a read found of one (``seat_look.SeatLook``)."""

    @property
    def id(self) -> int: ...

    @property
    def version(self) -> int: ...


def kept_for_version(game: Versioned, what: str, draw: Callable[[], T]) -> T:
    """``draw()``, or what it gave for ``game`` at its version.

    :param what: what is drawn, with whatever else it depends on (like the order of the
        players).
    """
    return kept(f"{what} {game.id} {game.version}", draw)
