"""A table's games as its page and downloads list them: filtered by player and game, newest
first, a page of :data:`PAGE` at a time or streamed one by one, all from stored numbers."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Select, case, func

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player, Table
from scorekeeper.rules import find_preset
from scorekeeper.scorebook.reading.summary import GameSummary, summaries
from scorekeeper.scorebook.records.turns import let_others_run
from scorekeeper.scorebook.scores.kept import kept
from scorekeeper.scorebook.scores.rescoring import fresh_all, stale

T = TypeVar("T")

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


def variants(table: Table) -> dict[str, str]:
    """The games played at the table: each preset's slug and name."""
    query = db.select(Game.variant).where(Game.table_id == table.id).distinct()
    return {slug: find_preset(slug).name for slug in db.session.execute(query).scalars()}


@dataclass(frozen=True)
class TableGames:
    """The games of a table that a filter lets through, or the games of a set of players on no
    table (their implicit table: :func:`players_games`).

    :ivar owner: whose games they are: the table's id, or the players' names casefolded.
    :ivar query: the games, as a query (not yet ordered).
    :ivar count: how many they are.
    :ivar stamp: what changes whenever any of them does: the newest one's id, the latest
        change's time and the sum of their versions (every change of a game's deals makes its
        next version and stamps its time; a game added, moved or deleted changes the count).
    """

    owner: int | tuple[str, ...]
    wanted: GameFilter
    query: Select[Game]
    count: int
    stamp: tuple[Any, ...]

    def kept(self, what: str, draw: Callable[[], T]) -> T:
        """``draw()``, or what it gave for these games as they are now (see
        :mod:`scorekeeper.scorebook.scores.kept`).

        :param what: what is drawn, with whatever else it depends on.
        """
        return kept(f"{what} {(self.owner, self.wanted, self.stamp)!r}", draw)


def table_games(table: Table, wanted: GameFilter) -> TableGames:
    """The table's games that ``wanted`` lets through, once every one of them holds numbers
    from the engine running now (see ``rescoring.fresh``); counted with their stamp in one query
    on the table's index."""
    query = db.select(Game).where(Game.table_id == table.id)
    return _counted(table.id, wanted, query)


def players_games(names: Sequence[str]) -> TableGames:
    """The games on no table played by exactly ``names`` (any capitals, any seating order):
    the players' implicit table, whose records every game counts towards, also one never put on
    a table. Found from the players' names (``ix_player_name_key``), then counted and stamped as
    a table's games are.

    :param names: the players' names, each once whatever its capitals.
    """
    keys = tuple(sorted({name.casefold() for name in names}))
    among = (
        db.select(Player.game_id)
        .where(Player.name_key.in_(keys))
        .group_by(Player.game_id)
        .having(func.count() == len(keys))
    )
    exactly = (
        db.select(Player.game_id)
        .where(Player.game_id.in_(among))
        .group_by(Player.game_id)
        .having(func.count() == len(keys))
    )
    query = db.select(Game).where(Game.table_id.is_(None), Game.id.in_(exactly))
    return _counted(keys, GameFilter(), query)


def _counted(owner: int | tuple[str, ...], wanted: GameFilter, query: Select[Game]) -> TableGames:
    """``owner``'s games in ``query`` that ``wanted`` lets through, counted with their stamp
    in one query, each holding numbers from the engine running now."""
    if wanted.variant:
        query = query.where(Game.variant == wanted.variant)
    if wanted.player:
        sat = db.select(Player.game_id).where(Player.name_key == wanted.player.casefold())
        query = query.where(Game.id.in_(sat))
    overview = query.with_only_columns(
        func.count(),
        func.sum(case((stale(), 1), else_=0)),
        func.max(Game.id),
        func.max(Game.changed_at),
        func.sum(Game.version),
    )
    count, stale_count, *stamp = db.session.execute(overview).one()
    if stale_count:
        fresh_all(query)
    return TableGames(owner, wanted, query, count, (count, *stamp))


def page_of(query: Select[Game], page: int) -> list[GameSummary]:
    """Page ``page`` (from 1) of ``query``'s games, newest first."""
    return summaries(_newest_first(query).offset((page - 1) * PAGE).limit(PAGE))


def each_game(query: Select[Game], oldest_first: bool = False) -> Iterator[GameSummary]:
    """``query``'s games one by one, newest first (or oldest), read :data:`BATCH` at a time,
    the other requests having their turn before each batch (a download of a big table streams
    for a second or two: see :mod:`.turns`)."""
    ordered = _newest_first(query)
    if oldest_first:
        ordered = query.order_by(Game.created_at, Game.id)
    offset = 0
    while True:
        let_others_run()
        found = summaries(ordered.offset(offset).limit(BATCH))
        yield from found
        if len(found) < BATCH:
            return
        offset += BATCH


def _newest_first(query: Select[Game]) -> Select[Game]:
    return query.order_by(Game.created_at.desc(), Game.id.desc())
