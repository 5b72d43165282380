"""Club evenings and tournaments: an event created with its entrants, found by its links, and
its series drawn, each table of a series an ordinary game stored with it.

An event joins games, it does not replace them: a series' tables are games created as the
new-game form creates them (``games.create_game``), played and saved as any other, and the
event's standings read their stored numbers (``scorekeeper.scorebook.reading.event_results``).
A series is drawn in one transaction: its tables and their games are all stored, or none.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import Entrant, Event, LeagueEvening, Series, SeriesTable, utcnow
from scorekeeper.rules import find_preset
from scorekeeper.rules.event_seating import (
    EventTable,
    OddTables,
    draw_seating,
    seat_by_standing,
    table_sizes,
)
from scorekeeper.rules.problems import Param, Problem, ProblemError
from scorekeeper.rules.ranking_points import RankingRule, verify_ranking_rule
from scorekeeper.scorebook.changes.games import (
    GameInputError,
    create_game,
    new_edit_key,
    new_view_id,
    verify_name,
)
from scorekeeper.scorebook.changes.leagues import EveningOf
from scorekeeper.scorebook.names import normal_name
from scorekeeper.scorebook.writing import write_transaction

MAX_NAME = 60
MOST_ENTRANTS = 1000
"""The most entrants an event registers (a championship of 400 fits)."""
MOST_SERIES = 20
MOST_DEALS = 100
"""The most deals a series may have a table play."""
MOST_MINUTES = 600
"""The longest a series may be timed, in minutes."""
MOST_DAYS = 30
"""The latest day a series may be drawn for (an event's first day is 1)."""


class EventInputError(ProblemError):
    """Input an event or a series cannot be made from (``event.*``, a name refused); the
    problem's path names the culprit (``("entrants", 4)``: the fifth line)."""


@dataclass(frozen=True)
class EventPlan:
    """An event as the organiser set it up, checked by :func:`create_event`.

    :ivar entrants: each line of the entrants' list: one name, or a pair's two names.
    :ivar series_deals: the deals a table plays in a series (``None``: played on time).
    :ivar series_minutes: a series' time in minutes (``None``: not timed).
    :ivar evening: the league season and group the event is an evening of (``None``: none).
    """

    name: str
    variant: str
    entrants: Sequence[Sequence[str]]
    ranking: RankingRule
    series_count: int = 3
    series_deals: int | None = None
    series_minutes: int | None = None
    odd_tables: OddTables = "five"
    options: Mapping[str, Any] | None = None
    evening: EveningOf | None = None


def create_event(plan: EventPlan) -> Event:
    """Check and store an event with its entrants, numbered in the order listed.

    :raises EventInputError: for no deals and no time per series (``event.no_length``), pairs
        mixed with single entrants (``event.pairs_mixed``), a name refused or given twice
        (its path ``("entrants", line)``), too few or too many entrants (``event.too_few``,
        ``event.too_many``), and a ranking rule the engine refuses.
    :raises RulesError: for an unknown game or a house rule it refuses.
    """
    find_preset(plan.variant).with_options(plan.options or {})
    if plan.series_deals is None and plan.series_minutes is None:
        raise EventInputError(Problem("event.no_length", path=("series_deals",)))
    try:
        verify_ranking_rule(plan.ranking)
    except ProblemError as error:
        raise EventInputError(error.problem.at(("ranking",))) from None
    pairs = any(len(line) == 2 for line in plan.entrants)
    names = _verified_entrants(plan.entrants, pairs)
    try:
        table_sizes(len(names), plan.odd_tables)
    except ProblemError as error:
        raise EventInputError(error.problem.at(("entrants",))) from None
    event = Event(
        view_id=new_view_id(),
        edit_key=new_edit_key(),
        name=normal_name(plan.name),
        variant=plan.variant,
        options=dict(plan.options or {}),
        ranking=_ranking_json(plan.ranking),
        series_count=plan.series_count,
        series_deals=plan.series_deals,
        series_minutes=plan.series_minutes,
        odd_tables=plan.odd_tables,
        pairs=pairs,
        entrants=[
            Entrant(number=number, name=name, pair=pair)
            for number, (name, pair) in enumerate(names, start=1)
        ],
    )
    with write_transaction():
        db.session.add(event)
        if plan.evening is not None:
            db.session.add(
                LeagueEvening(
                    event=event, season_id=plan.evening.season_id, group_number=plan.evening.group
                )
            )
    return event


def _verified_entrants(lines: Sequence[Sequence[str]], pairs: bool) -> list[tuple[str, int | None]]:
    """Each entrant's name (as stored) and pair number, in the order listed.

    :raises EventInputError: see :func:`create_event`.
    """
    names: list[tuple[str, int | None]] = []
    seen: dict[str, str] = {}
    for line, given in enumerate(lines):
        if pairs and len(given) != 2:
            raise EventInputError(Problem("event.pairs_mixed", path=("entrants", line)))
        for typed in given:
            name = normal_name(typed)
            try:
                verify_name(name, len(names) + 1, (), ("entrants", line))
            except GameInputError as error:
                raise EventInputError(error.problem) from None
            if name.casefold() in seen:
                twice: dict[str, Param] = {"name": name}
                raise EventInputError(Problem("event.entrant_twice", twice, ("entrants", line)))
            seen[name.casefold()] = name
            names.append((name, line + 1 if pairs else None))
    if len(names) > MOST_ENTRANTS:
        raise EventInputError(Problem("event.too_many", {"most": MOST_ENTRANTS}, ("entrants",)))
    return names


def _ranking_json(rule: RankingRule) -> dict[str, Any]:
    """The ranking rule as stored: its fields, tuples as lists."""
    return {
        "scheme": rule.scheme,
        "places": list(rule.places),
        "win": rule.win,
        "draw": rule.draw,
        "loss": rule.loss,
        "romme_win": rule.romme_win,
        "romme_hand": rule.romme_hand,
        "romme_steps": [list(step) for step in rule.romme_steps],
    }


def ranking_rule(event: Event) -> RankingRule:
    """The event's ranking rule, as stored."""
    stored = dict(event.ranking)
    steps = tuple((int(limit), int(points)) for limit, points in stored.pop("romme_steps", ()))
    places = tuple(int(points) for points in stored.pop("places", (4, 3, 2, 1)))
    return RankingRule(**stored, places=places, romme_steps=steps)


def event_by_view_id(view_id: str) -> Event | None:
    return db.session.execute(db.select(Event).filter_by(view_id=view_id)).scalar_one_or_none()


def event_by_edit_key(edit_key: str) -> Event | None:
    return db.session.execute(db.select(Event).filter_by(edit_key=edit_key)).scalar_one_or_none()


def pairs_of(event: Event) -> tuple[tuple[int, int], ...]:
    """The event's pairs, each its two entrants' ids in the order registered."""
    members: dict[int, list[int]] = {}
    for entrant in event.entrants:
        if entrant.pair is not None:
            members.setdefault(entrant.pair, []).append(entrant.id)
    return tuple((one, other) for one, other in members.values())


def draw_series(
    event: Event, standing: Sequence[int] | None, *, day: int = 1, seed: int | None = None
) -> Series:
    """Draw the event's next series and store it with a game at each of its tables.

    :param standing: the entrants' ids best first, to seat by the standing (the leader at
        table 1 seat 1); ``None``: at random, from ``seed`` (drawn when not given), which is
        stored so that the draw can be told again.
    :raises EventInputError: ``event.all_series_drawn`` once every series of the event is
        drawn, ``event.series_drawn_meanwhile`` when another phone drew it first; the
        engine's refusals of a seating (pairs that cannot sit apart).
    """
    number = len(event.series) + 1
    if number > event.series_count:
        raise EventInputError(
            Problem("event.all_series_drawn", {"count": event.series_count}, ("series",))
        )
    seed = secrets.randbelow(2**31) if seed is None else seed
    ids = [entrant.id for entrant in event.entrants]
    odd: OddTables = "three" if event.odd_tables == "three" else "five"
    try:
        if standing is None:
            tables = draw_seating(ids, seed=seed, pairs=pairs_of(event), odd_tables=odd)
        else:
            tables = seat_by_standing(standing, pairs=pairs_of(event), odd_tables=odd)
    except ProblemError as error:
        raise EventInputError(error.problem.at(("series",))) from None
    names = {entrant.id: entrant.name for entrant in event.entrants}
    options = dict(event.options)
    if event.series_deals is not None:
        options["deals"] = event.series_deals
    rows = [_series_table(table, names, event.variant, options) for table in tables]
    seating = "random" if standing is None else "standing"
    series = Series(number=number, day=day, seating=seating, seed=seed, tables=rows)
    try:
        with write_transaction():
            series.event_id = event.id
            db.session.add(series)
    except IntegrityError:  # another phone drew this series meanwhile
        raise EventInputError(Problem("event.series_drawn_meanwhile", path=("series",))) from None
    return series


def _series_table(
    table: EventTable, names: Mapping[int, str], variant: str, options: Mapping[str, Any]
) -> SeriesTable:
    """One table of a series with its game (not yet stored): the entrants in seat order."""
    game = create_game(variant, options, [names[seat] for seat in table.seats], commit=False)
    return SeriesTable(number=table.number, game=game, entrants=list(table.seats))


def start_clock(series: Series, minutes: int, now: datetime | None = None) -> datetime:
    """Start a timed series' clock: it ends ``minutes`` from now (started already: as it was).

    :returns: when the series' time is up (UTC, without a time zone).
    """
    with write_transaction():
        if series.ends_at is None:
            series.ends_at = (now or utcnow()) + timedelta(minutes=minutes)
        ends_at = series.ends_at
    return ends_at
