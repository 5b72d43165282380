"""A table's records, summed in the database from the numbers the engine gave when each deal was
written: each player's total, win and record numbers in each game (their best and lowest deal
score, and how far behind they once were: see :class:`scorekeeper.scorebook.tally.PlayerTally`),
stored on the player's row with each deal written, so that no deal is read at all. Nothing here
scores a card: each record is one query over one row a player and game, grouped and ranked by
the database (SQLite and PostgreSQL alike), that answers a row per pair of players or per game
played at the table.

- **Head-to-head**: for each pair of players, the finished games both sat in and how many each
  won (a joint win counts for each winner).
- **Records per game** (a game being a preset, like 500 Rummy, and whether its lowest total
  wins): the best deal (the highest deal score; the lowest where the lowest total wins), the
  best game total (the same, of a finished game's totals), the most finished games won in a
  row by one player (of the games they sat in), and the biggest comeback.
- **The biggest comeback** is the most points a winner of a finished game was behind the
  leader after one of its deals: after each deal, the leader's running total is the best one
  (the highest, or the lowest where the lowest total wins), and a player's deficit is how far
  their running total is from it; a winner's comeback is their largest deficit over the game's
  deals. A winner never behind after any deal made no comeback.

Where two players share a record, the one who made it first holds it (but the most games won
in a row, which names everyone who won that many). A player is known by name, whatever its
capitals, as in :mod:`scorekeeper.scorebook.records`; the records are kept under the stamp of
the games they were summed from (``TableGames.kept``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import CTE, ColumnElement, FromClause, Subquery, and_, case, func
from sqlalchemy.orm import aliased

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player, SamePerson

from .table_games import TableGames
from .turns import let_others_run


@dataclass(frozen=True)
class HeadToHead:
    """Two players' games together.

    :ivar names: the two players, in alphabetical order, as named in their latest game.
    :ivar games: finished games both sat in.
    :ivar wins: the games each of them won, in the order of ``names``.
    """

    names: tuple[str, str]
    games: int
    wins: tuple[int, int]


@dataclass(frozen=True)
class GameMark:
    """The game a record was made in: its view id (for a link) and when it was started."""

    view_id: str
    started: datetime


@dataclass(frozen=True)
class Made:
    """A record made by one player (as named in their latest game) in one game.

    :ivar points: the deal score, the game total or the deficit overcome (points).
    :ivar deal: the deal's number, for a deal's record; ``None`` for a game's.
    """

    name: str
    points: int
    game: GameMark
    deal: int | None = None


@dataclass(frozen=True)
class WinningRun:
    """The most finished games won one after another, and everyone who won that many."""

    names: tuple[str, ...]
    games: int


@dataclass(frozen=True)
class GameRecords:
    """The records of one game played at a table.

    :ivar variant: the preset's slug (``"500-rummy"``).
    :ivar lowest_wins: whether its lowest total wins (the records are the lowest then).
    :ivar best_deal: the best deal score, ``None`` before any deal.
    :ivar best_game: the best total of a finished game, ``None`` before one is finished.
    :ivar winning_run: the most games won in a row, ``None`` before anyone won a game.
    :ivar comeback: the biggest comeback, ``None`` while no winner was ever behind.
    """

    variant: str
    lowest_wins: bool
    best_deal: Made | None = None
    best_game: Made | None = None
    winning_run: WinningRun | None = None
    comeback: Made | None = None


@dataclass(frozen=True)
class TableRecords:
    """Every record of a table's games: the pairs of players by name, the games by name."""

    head_to_head: tuple[HeadToHead, ...]
    games: tuple[GameRecords, ...]


def table_records(games: TableGames) -> TableRecords:
    """The head-to-head and the records of each game over ``games``, as summed when any of
    them last changed (see the module's note)."""
    return games.kept("table-head-to-head", lambda: _summed(games))


def _summed(games: TableGames) -> TableRecords:
    chosen = games.query.with_only_columns(Game.id).order_by(None).subquery()
    played = played_games(chosen)
    names = _latest_names(chosen)
    found: dict[tuple[str, bool], GameRecords] = {}

    def at(variant: str, lowest: int) -> GameRecords:
        return found.setdefault((variant, bool(lowest)), GameRecords(variant, bool(lowest)))

    for variant, lowest, key, points, view_id, started, deal in _best_deals(played):
        made = Made(names[key], points, GameMark(view_id, started), deal)
        found[variant, bool(lowest)] = replace(at(variant, lowest), best_deal=made)
    for variant, lowest, key, points, view_id, started in _best_games(played):
        made = Made(names[key], points, GameMark(view_id, started))
        found[variant, bool(lowest)] = replace(at(variant, lowest), best_game=made)
    runs: dict[tuple[str, int], list[str]] = {}
    longest: dict[tuple[str, int], int] = {}
    for variant, lowest, key, run in _winning_runs(played):
        runs.setdefault((variant, lowest), []).append(names[key])
        longest[variant, lowest] = run
    for (variant, lowest), winners in runs.items():
        run = WinningRun(tuple(sorted(winners, key=str.casefold)), longest[variant, lowest])
        found[variant, bool(lowest)] = replace(at(variant, lowest), winning_run=run)
    for variant, lowest, key, points, view_id, started in _comebacks(played):
        made = Made(names[key], points, GameMark(view_id, started))
        found[variant, bool(lowest)] = replace(at(variant, lowest), comeback=made)
    return TableRecords(
        _head_to_head(chosen, names),
        tuple(sorted(found.values(), key=lambda item: (item.variant, item.lowest_wins))),
    )


def played_games(chosen: Subquery) -> CTE:
    """The games ``chosen`` with what their records are ranked by: columns ``id``,
    ``variant``, ``lowest`` (1 where the stored rules' ``winner`` says the lowest total wins,
    else 0), ``started``, ``view_id``, ``finished``, ``table_id``. Materialized, so that each
    game's stored rules are read once, not once for each of its players or deal lines."""
    lowest = case((Game.rules["winner"].as_string() == "lowest", 1), else_=0)
    played: CTE = (
        db.select(
            Game.id,
            Game.variant,
            lowest.label("lowest"),
            Game.created_at.label("started"),
            Game.view_id,
            Game.finished,
            Game.table_id,
        )
        .join(chosen, chosen.c.id == Game.id)
        .cte("played")
        .prefix_with("MATERIALIZED")
    )
    return played


def _better(points: Any, played: FromClause) -> ColumnElement[int]:
    """``points`` as a number where more is better: less is, where the lowest total wins."""
    return case((played.c.lowest == 1, -points), else_=points)


def _latest_names(chosen: Subquery) -> dict[str, str]:
    """Each player's name (by name key) as in their latest game of ``chosen``."""
    query = (
        db.select(Player.name_key, Player.name)
        .join(chosen, chosen.c.id == Player.game_id)
        .group_by(Player.name_key, Player.name)
        .order_by(func.max(Player.game_id))
    )
    return {key: name for key, name in db.session.execute(query)}


def _head_to_head(chosen: Subquery, names: dict[str, str]) -> tuple[HeadToHead, ...]:
    """Each pair of players' finished games together and wins, one row per pair (after the
    other requests had their turn: see :mod:`.turns`)."""
    let_others_run()
    one, other = aliased(Player), aliased(Player)
    query = (
        db.select(
            one.name_key,
            other.name_key,
            func.count(),
            func.sum(case((one.won, 1), else_=0)),
            func.sum(case((other.won, 1), else_=0)),
        )
        .join(other, (other.game_id == one.game_id) & (one.name_key < other.name_key))
        .join(Game, Game.id == one.game_id)
        .join(chosen, chosen.c.id == Game.id)
        .where(Game.finished)
        .group_by(one.name_key, other.name_key)
    )
    pairs = [
        HeadToHead((names[first], names[second]), games, (won, lost))
        for first, second, games, won, lost in db.session.execute(query)
    ]
    return tuple(sorted(pairs, key=lambda pair: tuple(name.casefold() for name in pair.names)))


def _first(ranked: Subquery, *columns: str) -> list[Any]:
    """The rows of ``ranked`` ranked first in their game (its ``place`` 1), after the other
    requests had their turn (each record is a query of its own: see :mod:`.turns`)."""
    let_others_run()
    query = db.select(*(ranked.c[name] for name in columns)).where(ranked.c.place == 1)
    return list(db.session.execute(query))


def _place(played: FromClause, *order: Any) -> Any:
    """Each row's place among the rows of its game (a preset, lowest total wins or not)."""
    return func.row_number().over(partition_by=(played.c.variant, played.c.lowest), order_by=order)


def _best_deals(played: CTE) -> list[Any]:
    """The best deal score of each game: by whom, in which game and deal. Read from each
    player's row (its highest and lowest deal scores and the first deal of each, stored with
    each deal written), the first game and deal, then seat, holding it ranked first."""
    lowest = played.c.lowest == 1
    points = case((lowest, Player.lowest_deal), else_=Player.best_deal)
    deal = case((lowest, Player.lowest_deal_number), else_=Player.best_deal_number)
    ranked = (
        db.select(
            played.c.variant,
            played.c.lowest,
            Player.name_key,
            points.label("points"),
            played.c.view_id,
            played.c.started,
            deal.label("deal"),
            _place(
                played,
                _better(points, played).desc(),
                played.c.started,
                played.c.id,
                deal,
                Player.seat,
            ).label("place"),
        )
        .select_from(Player)
        .join(played, played.c.id == Player.game_id)
        .where(Player.best_deal.is_not(None))
        .subquery()
    )
    return _first(ranked, "variant", "lowest", "name_key", "points", "view_id", "started", "deal")


def _best_games(played: CTE) -> list[Any]:
    """The best total of a finished game of each game: by whom and in which game."""
    ranked = (
        db.select(
            played.c.variant,
            played.c.lowest,
            Player.name_key,
            Player.total.label("points"),
            played.c.view_id,
            played.c.started,
            _place(
                played,
                _better(Player.total, played).desc(),
                played.c.started,
                played.c.id,
                Player.seat,
            ).label("place"),
        )
        .select_from(Player)
        .join(played, played.c.id == Player.game_id)
        .where(played.c.finished)
        .subquery()
    )
    return _first(ranked, "variant", "lowest", "name_key", "points", "view_id", "started")


def winning_runs(played: CTE, by_game: bool, people: bool = False) -> Subquery:
    """Each player's longest run of finished games won one after another (of the games they
    sat in, in the order they were started), per game played (``by_game``) or over all of
    them: columns ``name_key``, ``run`` (games) and, per game, ``variant`` and ``lowest``.

    Counted as islands: along a player's games, the games of one run of wins share the
    difference between their number among the player's games and among the player's wins.

    :param played: the games, as :func:`played_games` gives them.
    :param people: count a name made one person at its table as that person (``name_key``
        is then the person's).
    """
    apart: tuple[Any, ...] = (played.c.variant, played.c.lowest) if by_game else ()
    order = (played.c.started, played.c.id)
    key: ColumnElement[str] = (
        func.coalesce(SamePerson.person_key, Player.name_key)
        if people
        else Player.name_key.expression
    )
    query = (
        db.select(
            *apart,
            key.label("name_key"),
            Player.won.label("won"),
            (
                func.row_number().over(partition_by=(*apart, key), order_by=order)
                - func.row_number().over(partition_by=(*apart, key, Player.won), order_by=order)
            ).label("island"),
        )
        .select_from(Player)
        .join(played, played.c.id == Player.game_id)
        .where(played.c.finished)
    )
    if people:
        same = and_(
            SamePerson.table_id == played.c.table_id, SamePerson.name_key == Player.name_key
        )
        query = query.outerjoin(SamePerson, same)
    numbered = query.subquery()
    kept = [numbered.c[name] for name in ("variant", "lowest") if by_game]
    islands = (
        db.select(*kept, numbered.c.name_key, func.count().label("run"))
        .where(numbered.c.won)
        .group_by(*kept, numbered.c.name_key, numbered.c.island)
        .subquery()
    )
    kept = [islands.c[name] for name in ("variant", "lowest") if by_game]
    runs: Subquery = (
        db.select(*kept, islands.c.name_key, func.max(islands.c.run).label("run"))
        .group_by(*kept, islands.c.name_key)
        .subquery()
    )
    return runs


def _winning_runs(played: CTE) -> list[Any]:
    """Everyone who won the most games in a row of each game, with how many."""
    runs = winning_runs(played, by_game=True)
    ranked = db.select(
        runs,
        func.rank()
        .over(partition_by=(runs.c.variant, runs.c.lowest), order_by=runs.c.run.desc())
        .label("place"),
    ).subquery()
    return _first(ranked, "variant", "lowest", "name_key", "run")


def _comebacks(played: CTE) -> list[Any]:
    """The biggest comeback of each game: by whom, how far behind (points), in which game.
    Read from each winner's row (the most points their running total was below the highest
    one and above the lowest one after a deal, stored with each deal written), the right one
    taken by the game's rules, ranked."""
    behind = case((played.c.lowest == 1, Player.above_lowest), else_=Player.below_highest)
    ranked = (
        db.select(
            played.c.variant,
            played.c.lowest,
            Player.name_key,
            behind.label("points"),
            played.c.view_id,
            played.c.started,
            _place(played, behind.desc(), played.c.started, played.c.id, Player.seat).label(
                "place"
            ),
        )
        .select_from(Player)
        .join(played, played.c.id == Player.game_id)
        .where(played.c.finished, Player.won, behind > 0)
        .subquery()
    )
    return _first(ranked, "variant", "lowest", "name_key", "points", "view_id", "started")


def table_records_data(records: TableRecords) -> dict[str, Any]:
    """A table's head-to-head and records of each game as JSON shows them (the table's JSON
    download): points as numbers, games by their view id."""

    def made(record: Made | None) -> dict[str, Any] | None:
        if record is None:
            return None
        found = {"name": record.name, "points": record.points, "game": record.game.view_id}
        return found | ({"deal": record.deal} if record.deal is not None else {})

    return {
        "head_to_head": [
            {"players": list(pair.names), "games": pair.games, "won": list(pair.wins)}
            for pair in records.head_to_head
        ],
        "game_records": [
            {
                "game": game.variant,
                "lowest_wins": game.lowest_wins,
                "best_deal": made(game.best_deal),
                "best_game_total": made(game.best_game),
                "most_wins_in_a_row": None
                if game.winning_run is None
                else {"names": list(game.winning_run.names), "games": game.winning_run.games},
                "biggest_comeback": made(game.comeback),
            }
            for game in records.games
        ],
    }
