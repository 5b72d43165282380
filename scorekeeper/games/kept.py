"""What a read draws from a game's stored numbers, kept in the app's cache for the game's
version: every change of what a game shows (a deal stored, fixed, deleted or put back, a
rematch started) makes its next version, so what is kept for a version never goes out of
date, and the readers of a game between two changes draw it once."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from scorekeeper.extensions import cache
from scorekeeper.models import Game

from .tally import ENGINE_VERSION

T = TypeVar("T")


def kept_for_version(game: Game, what: str, draw: Callable[[], T]) -> T:
    """``draw()``, or what it gave for ``game`` at its version, by the engine running now.

    :param what: what is drawn, with whatever else it depends on (like the order of the
        players), as the key it is kept under.
    """
    key = f"{what} {game.id} {game.version} {ENGINE_VERSION}"
    found: T | None = cache.get(key)
    if found is None:
        found = draw()
        cache.set(key, found)
    return found
