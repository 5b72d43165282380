"""An event's results, read from its tables' stored games: each table's ranking points, and the
standings (single, by series, by day, by pair) the engine counts from them.

Nothing is scored again here: each table's running totals, winners and deals are the numbers
stored when its deals were written, so a deal saved, fixed or deleted at one table shows in
the standings at the next read, and no table waits on another's write.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction

from sqlalchemy.orm import selectinload

from scorekeeper.extensions import db
from scorekeeper.models import Change, Deal, Event, Game, GameEvent, Series, SeriesTable
from scorekeeper.rules.event_standings import Played, Standing, pair_standings, standings
from scorekeeper.rules.ranking_points import TableDeal, TableResult, ranking_points
from scorekeeper.scorebook.changes.events import pairs_of, ranking_rule
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
            rules = game_rules(game)
            lower_better = rule.scheme == "score" and rules.lowest_wins
            result = TableResult(
                totals=tuple(player.total for player in game.players),
                lowest_wins=rules.lowest_wins,
                winners=tuple(player.seat for player in game.players if player.won),
                deals=tuple(_table_deal(deal, len(game.players)) for deal in game.deals)
                if rule.scheme == "romme"
                else (),
            )
            # A table that has played no deal yet has no result to rank.
            points = (
                ranking_points(rule, result)
                if game.deal_count
                else (Fraction(0),) * len(result.totals)
            )
            tables.append(
                TableOutcome(
                    series.number,
                    table.number,
                    game,
                    tuple(table.entrants),
                    result.totals,
                    points,
                    game.deal_count,
                    game.finished,
                )
            )
            if game.deal_count:
                played += [
                    Played(entrant, series.number, series.day, points[seat], result.totals[seat])
                    for seat, entrant in enumerate(table.entrants)
                ]
    ids = [entrant.id for entrant in event.entrants]
    numbers = {series.number for series in series_list}
    days = {series.day for series in series_list}
    pairs = pairs_of(event)
    return EventResults(
        tables=tuple(tables),
        single=standings(played, ids, lower_better=lower_better),
        series={
            number: standings(played, ids, series=number, lower_better=lower_better)
            for number in sorted(numbers)
        },
        days={
            day: standings(played, ids, day=day, lower_better=lower_better) for day in sorted(days)
        },
        pairs=pair_standings(played, pairs, lower_better=lower_better) if pairs else (),
        corrections=_corrections(series_list),
    )


def _series_with_games(event: Event) -> Sequence[Series]:
    """The event's series with their tables' games, players and deals, in a few queries."""
    query = (
        db.select(Series)
        .filter_by(event_id=event.id)
        .order_by(Series.number)
        .options(
            selectinload(Series.tables)
            .selectinload(SeriesTable.game)
            .options(
                selectinload(Game.players),
                selectinload(Game.deals).selectinload(Deal.lines),
            )
        )
    )
    return db.session.execute(query).scalars().all()


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
