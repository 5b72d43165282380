"""The games this device has started or opened, remembered in the signed session cookie
(see :mod:`scorekeeper.web.remembered`): up to :data:`LIMIT`, most recently opened first.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.extensions import db
from scorekeeper.models import Game
from scorekeeper.scorebook.reading.summary import GameSummary, summaries
from scorekeeper.scorebook.scores.rescoring import fresh_all
from scorekeeper.web import remembered

LIMIT = 30
KEY = "recent_games"


@dataclass(frozen=True)
class RecentGame:
    """A remembered game, as a list shows it, and whether this device holds its edit key."""

    sheet: GameSummary
    can_edit: bool


def remember(game: Game, *, edit: bool) -> None:
    """Put ``game`` first in this device's list, keeping its edit key if the device has it.

    :param edit: whether the game was opened with its edit link.
    """
    remembered.remember(KEY, game.view_id, game.edit_key if edit else None, LIMIT)


def recent_games() -> list[RecentGame]:
    """The remembered games that still exist, newest first."""
    keys = remembered.remembered(KEY)
    if not keys:
        return []
    query = db.select(Game).where(Game.view_id.in_(keys))
    fresh_all(query)
    return [
        RecentGame(sheet, keys[sheet.view_id] == sheet.edit_key)
        for sheet in summaries(query.order_by(Game.created_at.desc()))
    ]


def last_variant() -> str:
    """The game (its preset's slug) of the newest game this device remembers; "" for none."""
    keys = remembered.remembered(KEY)
    if not keys:
        return ""
    query = (
        db.select(Game.variant)
        .where(Game.view_id.in_(keys))
        .order_by(Game.created_at.desc())
        .limit(1)
    )
    return db.session.execute(query).scalar() or ""
