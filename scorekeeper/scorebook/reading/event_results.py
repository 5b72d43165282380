"""An event's results, read from its tables' stored games: each table's ranking points, and the
standings (single, by series, by day, by pair) the engine counts from them.

Nothing is scored again here: each table's running totals, winners and deals are the numbers
stored when its deals were written, so a deal saved, fixed or deleted at one table shows in
the standings at the next read, and no table waits on another's write.

What a table adds (its totals and ranking points) is kept in the app's cache under its game's
version (:mod:`~scorekeeper.scorebook.scores.kept`): after a deal written at one table of a
hundred, a read draws that table's numbers again (its deals read only there, and only for
Rommé's points) and takes the others' as kept. :func:`event_stamp` reads in one query what
changes with anything the event's pages show, for what is drawn from the results (the wall)
to be kept under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from functools import partial

from sqlalchemy import bindparam, func
from sqlalchemy.orm import selectinload

from scorekeeper.extensions import db
from scorekeeper.models import (
    Change,
    Deal,
    Event,
    Game,
    GameEvent,
    Player,
    Series,
    SeriesTable,
)
from scorekeeper.rules.event_standings import Played, Standing, pair_standings, standings
from scorekeeper.rules.ranking_points import RankingRule, TableDeal, TableResult, ranking_points
from scorekeeper.scorebook.changes.events import pairs_of, ranking_rule
from scorekeeper.scorebook.polls import read_alone
from scorekeeper.scorebook.scores.kept import kept_for_version
from scorekeeper.scorebook.scores.scoresheet import game_rules


@dataclass(frozen=True)
class TableOutcome:
    """One table of a series as it stands.

    :ivar entrants: the entrants' ids in seat order.
    :ivar totals: each seat's running total in the game, in points.
    :ivar points: each seat's ranking points so far.
    :ivar deals: the deals stored at the table.
    """

    series: int
    number: int
    game: Game
    entrants: tuple[int, ...]
    totals: tuple[int, ...]
    points: tuple[Fraction, ...]
    deals: int
    finished: bool


@dataclass(frozen=True)
class Correction:
    """A deal fixed, deleted or put back at a table after it was saved: the standings
    changed with it."""

    series: int
    table: int
    deal: int
    change: Change


@dataclass(frozen=True)
class EventResults:
    """Everything the event's pages show of its results.

    :ivar single: every entrant's standing over the whole event, best first.
    :ivar series: each series' standings, by its number.
    :ivar days: each day's standings, by its number.
    :ivar pairs: each pair's standing where the event ranks pairs, else ``()``.
    :ivar corrections: the latest corrections at the tables, newest first.
    """

    tables: tuple[TableOutcome, ...]
    single: tuple[Standing, ...]
    series: dict[int, tuple[Standing, ...]]
    days: dict[int, tuple[Standing, ...]]
    pairs: tuple[Standing, ...]
    corrections: tuple[Correction, ...]


LATEST_CORRECTIONS = 5


def event_results(event: Event) -> EventResults:
    """The event's tables and standings as the stored games give them."""
    rule = ranking_rule(event)
    series_list = _series_with_games(event)
    tables: list[TableOutcome] = []
    played: list[Played] = []
    lower_better = False
    for series in series_list:
        for table in series.tables:
            game = table.game
            totals, points, lowest_wins = kept_for_version(
                game, f"event-table {rule!r}", partial(_table_numbers, rule, game)
            )
            lower_better = rule.scheme == "score" and lowest_wins
            tables.append(
                TableOutcome(
                    series.number,
                    table.number,
                    game,
                    tuple(table.entrants),
                    totals,
                    points,
                    game.deal_count,
                    game.finished,
                )
            )
            if game.deal_count:
                played += [
                    Played(entrant, series.number, series.day, points[seat], totals[seat])
                    for seat, entrant in enumerate(table.entrants)
                ]
    ids = [entrant.id for entrant in event.entrants]
    numbers = {series.number for series in series_list}
    days = {series.day for series in series_list}
    pairs = pairs_of(event)
    single = standings(played, ids, lower_better=lower_better)
    # A series or a day that is the whole event so far has the event's standings (a recount
    # of 400 entrants' points saved on each read of a first series or a first day).
    return EventResults(
        tables=tuple(tables),
        single=single,
        series={
            number: single
            if len(numbers) == 1
            else standings(played, ids, series=number, lower_better=lower_better)
            for number in sorted(numbers)
        },
        days={
            day: single
            if len(days) == 1
            else standings(played, ids, day=day, lower_better=lower_better)
            for day in sorted(days)
        },
        pairs=pair_standings(played, pairs, lower_better=lower_better) if pairs else (),
        corrections=_corrections(series_list),
    )


def _series_with_games(event: Event) -> Sequence[Series]:
    """The event's series with their tables and games, in three queries: not the games'
    players or deals, nor their rules (a snapshot of some kilobytes a game): what a table adds
    is kept per version of its game, and they are read only to draw it again."""
    query = (
        db.select(Series)
        .filter_by(event_id=event.id)
        .order_by(Series.number)
        .options(selectinload(Series.tables).selectinload(SeriesTable.game).defer(Game.rules))
    )
    return db.session.execute(query).scalars().all()


TableNumbers = tuple[tuple[int, ...], tuple[Fraction, ...], bool]
"""What a table adds to the event: each seat's running total (points), each seat's ranking
points, and whether the game's lowest total wins."""


def _table_numbers(rule: RankingRule, game: Game) -> TableNumbers:
    """A table's totals and ranking points as its stored game gives them, read (its players,
    and for Rommé's points its deals) only when not kept for the game's version."""
    rules = game_rules(game)
    query_players = db.select(Player).filter_by(game_id=game.id).order_by(Player.seat)
    players = list(db.session.execute(query_players).scalars())
    seats = len(players)
    deals: tuple[TableDeal, ...] = ()
    if rule.scheme == "romme":
        query = (
            db.select(Deal)
            .filter_by(game_id=game.id)
            .order_by(Deal.number)
            .options(selectinload(Deal.lines))
        )
        deals = tuple(_table_deal(deal, seats) for deal in db.session.execute(query).scalars())
    result = TableResult(
        totals=tuple(player.total for player in players),
        lowest_wins=rules.lowest_wins,
        winners=tuple(player.seat for player in players if player.won),
        deals=deals,
    )
    # A table that has played no deal yet has no result to rank.
    points = ranking_points(rule, result) if game.deal_count else (Fraction(0),) * seats
    return result.totals, points, rules.lowest_wins


@dataclass(frozen=True)
class EventStamp:
    """What changes with anything an event's pages show: its series drawn, the clocks
    started, its tables' games and the sum of their versions (every deal stored, fixed,
    deleted or put back at a table makes its game's next version)."""

    event_id: int
    series: int
    clocks: int
    games: int
    versions: int

    @property
    def tag(self) -> str:
        """The stamp in a word, for a key or an ETag."""
        return f"{self.event_id}-{self.series}-{self.clocks}-{self.games}-{self.versions}"

    @classmethod
    def from_tag(cls, tag: str) -> EventStamp | None:
        """The stamp a :attr:`tag` names (``None``: not a stamp's tag)."""
        parts = tag.split("-")
        if len(parts) != 5 or not all(part.isdigit() and part.isascii() for part in parts):
            return None
        return cls(*map(int, parts))

    def covers(self, other: EventStamp) -> bool:
        """Whether what this stamp shows is ``other``'s or came after it: the same event, and
        nothing of it less (each only grows: series drawn, clocks started, games, versions)."""
        return self.event_id == other.event_id and all(
            mine >= theirs
            for mine, theirs in zip(
                (self.series, self.clocks, self.games, self.versions),
                (other.series, other.clocks, other.games, other.versions),
                strict=True,
            )
        )


_STAMP = (
    db.select(
        Event.id,
        func.count(func.distinct(Series.id)).label("series"),
        func.count(Series.ends_at).label("clocks"),
        func.count(Game.id).label("games"),
        func.coalesce(func.sum(Game.version), 0).label("versions"),
    )
    .outerjoin(Series, Series.event_id == Event.id)
    .outerjoin(SeriesTable, SeriesTable.series_id == Series.id)
    .outerjoin(Game, Game.id == SeriesTable.game_id)
    .where(Event.view_id == bindparam("view_id"))
    .group_by(Event.id)
)


def event_stamp(view_id: str) -> EventStamp | None:
    """The stamp of the event whose view id is ``view_id`` (``None``: no such event), in one
    query on the indexes of its series and tables and the games' keys, on a connection of its
    own (:mod:`~scorekeeper.scorebook.polls`): it takes no lock, so no table's save waits on
    it. Its cost grows with the event's tables by one index entry and one game row each."""
    rows = read_alone(_STAMP, {"view_id": view_id})
    if not rows:
        return None
    row = rows[0]
    return EventStamp(row.id, row.series, row.clocks, row.games, int(row.versions))


def _table_deal(deal: Deal, seats: int) -> TableDeal:
    """A stored deal as ranking points read it: who went out, whether in one go, and each
    seat's points left in hand (0 for a seat not dealt in)."""
    in_hand = [0] * seats
    for line in deal.lines:
        in_hand[line.seat] = line.hand_points
    in_one_go = deal.rummy or deal.ending == "went_out_concealed"
    return TableDeal(deal.went_out, in_one_go, tuple(in_hand))


def _corrections(series_list: Sequence[Series]) -> tuple[Correction, ...]:
    """The latest deals fixed, deleted or put back at the event's tables, newest first."""
    where = {
        table.game_id: (series.number, table.number)
        for series in series_list
        for table in series.tables
    }
    if not where:
        return ()
    kinds = [Change.DEAL_FIXED, Change.DEAL_DELETED, Change.DEAL_RESTORED]
    query = (
        db.select(GameEvent)
        .where(GameEvent.game_id.in_(where), GameEvent.kind.in_(kinds))
        .order_by(GameEvent.at.desc(), GameEvent.id.desc())
        .limit(LATEST_CORRECTIONS)
    )
    return tuple(
        Correction(*where[change.game_id], change.deal_number or 0, change.change)
        for change in db.session.execute(query).scalars()
    )


@dataclass(frozen=True)
class TableOfEvent:
    """Where a game is played in an event: the event's name and view id, the series and
    table, and when the series' time is up (``None``: not timed, or its clock not started)."""

    event: str
    view_id: str
    series: int
    table: int
    ends_at: datetime | None


def table_of_event(game: Game) -> TableOfEvent | None:
    """The event a game is a table of, in one query; ``None`` for a game of no event."""
    query = (
        db.select(Event.name, Event.view_id, Series.number, SeriesTable.number, Series.ends_at)
        .join(Series, Series.event_id == Event.id)
        .join(SeriesTable, SeriesTable.series_id == Series.id)
        .where(SeriesTable.game_id == game.id)
    )
    row = db.session.execute(query).one_or_none()
    return None if row is None else TableOfEvent(*row)
