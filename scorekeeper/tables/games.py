"""A table's games as its page and downloads list them: filtered by player and game, newest
first, a page of :data:`PAGE` at a time or streamed one by one, all from stored numbers."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from sqlalchemy import Select, func

from scorekeeper.extensions import db
from scorekeeper.games.store import fresh_all
from scorekeeper.games.summary import GameSummary, summaries
from scorekeeper.models import Game, Player, Table
from scorekeeper.rules import find_preset

PAGE = 50
"""Games on one page of a table, newest first."""
BATCH = 200
"""Games read at once while a download streams."""


@dataclass(frozen=True)
class GameFilter:
    """Which of a table's games to show: those ``player`` sat in (any capitals) and of the
    game ``variant`` (a preset's slug, like ``"500-rummy"``); empty lets every game through."""

    player: str = ""
    variant: str = ""


def player_names(table: Table) -> list[str]:
    """Everyone who played at the table, each once whatever the capitals (as named in their
    latest game), in alphabetical order."""
    query = (
        db.select(Player.name_key, Player.name)
        .join(Game, Player.game_id == Game.id)
        .where(Game.table_id == table.id)
        .group_by(Player.name_key, Player.name)
        .order_by(func.max(Game.id))
    )
    names = {key: name for key, name in db.session.execute(query)}
    return sorted(names.values(), key=str.casefold)


def variants(table: Table) -> dict[str, str]:
    """The games played at the table: each preset's slug and name."""
    query = db.select(Game.variant).where(Game.table_id == table.id).distinct()
    return {slug: find_preset(slug).name for slug in db.session.execute(query).scalars()}


def table_games(table: Table, wanted: GameFilter) -> Select[tuple[Game]]:
    """The table's games that ``wanted`` lets through, as a query (not yet ordered), once
    every one of them holds numbers from the engine running now (see ``store.fresh``)."""
    query = db.select(Game).where(Game.table_id == table.id)
    if wanted.variant:
        query = query.where(Game.variant == wanted.variant)
    if wanted.player:
        sat = db.select(Player.game_id).where(Player.name_key == wanted.player.casefold())
        query = query.where(Game.id.in_(sat))
    fresh_all(query)
    return query


def game_count(query: Select[tuple[Game]]) -> int:
    """How many games ``query`` finds."""
    counted = db.select(func.count()).select_from(query.order_by(None).subquery())
    return db.session.execute(counted).scalar_one()


def page_of(query: Select[tuple[Game]], page: int) -> list[GameSummary]:
    """Page ``page`` (from 1) of ``query``'s games, newest first."""
    return summaries(_newest_first(query).offset((page - 1) * PAGE).limit(PAGE))


def each_game(query: Select[tuple[Game]], oldest_first: bool = False) -> Iterator[GameSummary]:
    """``query``'s games one by one, newest first (or oldest), read :data:`BATCH` at a time."""
    ordered = _newest_first(query)
    if oldest_first:
        ordered = query.order_by(Game.created_at, Game.id)
    offset = 0
    while True:
        found = summaries(ordered.offset(offset).limit(BATCH))
        yield from found
        if len(found) < BATCH:
            return
        offset += BATCH


def _newest_first(query: Select[tuple[Game]]) -> Select[tuple[Game]]:
    return query.order_by(Game.created_at.desc(), Game.id.desc())
