"""The games this device has started or opened, remembered in the signed session cookie.

The cookie holds up to :data:`LIMIT` pairs ``[view_id, edit_key or None]``, most recently opened
first; the edit key only where this device has opened the game's edit link.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import session

from scorekeeper.extensions import db
from scorekeeper.models import Game

from .scoresheet import Scoresheet, scoresheet

LIMIT = 30
KEY = "recent_games"


@dataclass(frozen=True)
class RecentGame:
    """A remembered game, scored, and whether this device holds its edit key."""

    game: Game
    sheet: Scoresheet
    can_edit: bool


def remember(game: Game, *, edit: bool) -> None:
    """Put ``game`` first in this device's list, keeping its edit key if the device has it.

    :param edit: whether the game was opened with its edit link.
    """
    pairs: list[list[str | None]] = session.get(KEY, [])
    known = next((key for view_id, key in pairs if view_id == game.view_id), None)
    pair = [game.view_id, game.edit_key if edit else known]
    if pairs[:1] == [pair]:
        return
    others = [other for other in pairs if other[0] != game.view_id]
    session[KEY] = [pair, *others][:LIMIT]


def recent_games() -> list[RecentGame]:
    """The remembered games that still exist, newest first."""
    keys = {view_id: key for view_id, key in session.get(KEY, [])}
    if not keys:
        return []
    query = db.select(Game).where(Game.view_id.in_(keys)).order_by(Game.created_at.desc())
    return [
        RecentGame(game, scoresheet(game), keys[game.view_id] == game.edit_key)
        for game in db.session.execute(query).scalars()
    ]
