"""JSON API v1 for club evenings and tournaments (issue 53, 014 Events): create an event, draw
its series, and read it: its entrants, each series' tables with every seat's total and ranking
points, and the standings (single, by series, by day, by pair).

An event is read by its view id; drawing a series needs ``Authorization: Bearer <edit_key>``
(missing: 401 ``api.event_key_not_sent``; wrong, the view id included: 403
``api.event_wrong_key``; no such event: 404 ``api.no_event``). Every number is one the engine
worked out when a deal was written at a table (``scorebook.reading.event_results``); a table is
an ordinary game, played through ``/api/v1/games/<id>`` like any other.
"""

from __future__ import annotations

import secrets
from fractions import Fraction

from flask import Response, jsonify, url_for

from ..models import Event, Series, SeriesTable
from ..rules.event_standings import Standing
from ..rules.problems import Problem, ProblemError, field_name
from ..rules.ranking_points import RankingRule, verify_ranking_rule
from ..scorebook.changes.events import (
    MAX_NAME,
    EventInputError,
    EventPlan,
    create_event,
    draw_series,
    event_by_view_id,
)
from ..scorebook.names import name_problem, normal_name
from ..scorebook.reading.event_results import EventResults, TableOutcome, event_results
from ..web.creations import creation_limit
from ..words.games import GAMES
from .blueprint import bp
from .event_schemas import (
    EntrantOut,
    EventCreatedOut,
    EventCreateRequest,
    EventOut,
    EventUrlsOut,
    NumberedStandingsOut,
    RankingIn,
    SeatOut,
    SeriesDrawRequest,
    SeriesOut,
    SeriesTableOut,
    StandingOut,
    StandingsOut,
)
from .views import ApiError, bearer, parse_body, parse_rules


@bp.post("/events")
@creation_limit
def event_create() -> tuple[Response, int]:
    """Create an event with its entrants; answer its view id, edit key and links.

    :raises ApiError: 400 for a malformed body, a name that does not fit, an unknown game or a
        house rule it refuses; 422 for an event the scorebook refuses (``event.*``, an
        entrant's name, its ``field`` the line: ``entrants[3]``), a ranking rule the engine
        refuses (``ranking.places[1]``), or tables the game is not played at
        (``event.tables_not_for_game``).
    """
    body = parse_body(EventCreateRequest)
    name = normal_name(body.name)
    if not 0 < len(name) <= MAX_NAME:
        raise ApiError(400, Problem("api.event_name_length", {"most": MAX_NAME}), "name")
    if problem := name_problem(name):
        raise ApiError(400, Problem("api.event_name_refused", {"problem": problem}), "name")
    parse_rules(body.variant, body.options)  # 400 for an unknown game or house rule
    ranking = _ranking(body.ranking)
    lines = body.entrants
    try:
        event = create_event(
            EventPlan(
                name=name,
                variant=body.variant,
                entrants=lines,
                ranking=ranking,
                series_count=body.series_count,
                series_deals=body.series_deals,
                series_minutes=body.series_minutes,
                odd_tables=body.odd_tables,
                options=body.options,
            )
        )
    except EventInputError as error:
        raise ApiError(422, error, field_name(error.problem.path) or None) from None
    out = EventCreatedOut(
        id=event.view_id,
        edit_key=event.edit_key,
        urls=_urls(event, edit=True),
    )
    response = jsonify(out.model_dump())
    response.headers["Location"] = url_for("api.event_read", view_id=event.view_id)
    return response, 201


@bp.get("/events/<view_id>")
def event_read(view_id: str) -> Response:
    """An event: its entrants, its series with each table's players by seat, their totals and
    ranking points, and the standings."""
    event = _event(view_id)
    results = event_results(event)
    numbers = {entrant.id: entrant.number for entrant in event.entrants}
    names = {entrant.id: entrant.name for entrant in event.entrants}

    def rows(standings: tuple[Standing, ...]) -> list[StandingOut]:
        return [_standing_out(row, numbers, names) for row in standings]

    out = EventOut(
        id=event.view_id,
        name=event.name,
        variant=event.variant,
        game=str(GAMES[event.variant].name) if event.variant in GAMES else event.variant,
        options=dict(event.options),
        series_count=event.series_count,
        series_deals=event.series_deals,
        series_minutes=event.series_minutes,
        odd_tables="three" if event.odd_tables == "three" else "five",
        pairs=event.pairs,
        ranking=dict(event.ranking),
        entrants=[
            EntrantOut(number=entrant.number, name=entrant.name, pair=entrant.pair)
            for entrant in event.entrants
        ],
        series=[_series_out(event, series, results) for series in event.series],
        standings=StandingsOut(
            single=rows(results.single),
            series=[
                NumberedStandingsOut(number=number, standings=rows(standings))
                for number, standings in results.series.items()
            ],
            days=[
                NumberedStandingsOut(number=day, standings=rows(standings))
                for day, standings in results.days.items()
            ],
            pairs=rows(results.pairs),
        ),
        urls=_urls(event),
    )
    return jsonify(out.model_dump())


@bp.post("/events/<view_id>/series")
def series_draw(view_id: str) -> tuple[Response, int]:
    """Draw the event's next series (edit key needed): 201 with its tables, each an ordinary
    game with its scorekeeper's link; sent again with the same ``number`` once drawn, 200 with
    that series and nothing new.

    :raises ApiError: 409 ``event.all_series_drawn`` once every series is drawn,
        ``event.series_drawn_meanwhile`` when another request drew it first (without
        ``number``), ``api.series_not_next`` for a ``number`` past the next; 422 for a seating
        the engine refuses or a table its game refuses (``field`` ``series``).
    """
    event = _event(view_id, edit=True)
    body = parse_body(SeriesDrawRequest)
    if body.number is not None:
        drawn = _drawn(event, body.number)
        if drawn is not None:
            return jsonify(_series_out(event, drawn, edit=True).model_dump()), 200
        if body.number > len(event.series) + 1:
            problem = Problem(
                "api.series_not_next", {"number": body.number, "next": len(event.series) + 1}
            )
            raise ApiError(409, problem, "number")
    standing = None
    if body.seating == "standing" and event.series:  # the first series is drawn at random
        standing = [row.entrants[0] for row in event_results(event).single]
    try:
        series = draw_series(event, standing, day=body.day)
    except EventInputError as error:
        code = error.problem.code
        if code == "event.series_drawn_meanwhile" and body.number is not None:
            event = _event(view_id)  # read again: the other request's series
            drawn = _drawn(event, body.number)
            if drawn is not None:
                return jsonify(_series_out(event, drawn, edit=True).model_dump()), 200
        status = 409 if code in ("event.all_series_drawn", "event.series_drawn_meanwhile") else 422
        raise ApiError(status, error, "series") from None
    response = jsonify(_series_out(event, series, edit=True).model_dump())
    response.headers["Location"] = url_for("api.event_read", view_id=view_id)
    return response, 201


def _ranking(sent: RankingIn) -> RankingRule:
    """The ranking rule sent, each field left out at its published value.

    :raises ApiError: 422 naming the number the engine refuses (``ranking.places[1]``).
    """
    given = sent.model_dump(exclude_none=True)
    if "places" in given:
        given["places"] = tuple(given["places"])
    if "romme_steps" in given:
        steps = given["romme_steps"]
        for index, step in enumerate(steps):
            if len(step) != 2:
                detail = "Each step is [most in hand, points]"
                at = field_name(("ranking", "romme_steps", index))
                raise ApiError(
                    400, Problem("api.field_invalid", {"field": at, "detail": detail}), at
                )
        given["romme_steps"] = tuple((most, points) for most, points in steps)
    rule = RankingRule(**given)
    try:
        verify_ranking_rule(rule)
    except ProblemError as error:
        raise ApiError(422, error, field_name(("ranking", *error.problem.path))) from None
    return rule


def _event(view_id: str, *, edit: bool = False) -> Event:
    """The event whose view id is ``view_id``; with ``edit``, only for a caller who sent its
    edit key as ``Authorization: Bearer <edit_key>`` (compared in constant time).

    :raises ApiError: 404 ``api.no_event``, 401 ``api.event_key_not_sent``, 403
        ``api.event_wrong_key``.
    """
    event = event_by_view_id(view_id)
    if event is None:
        raise ApiError(404, Problem("api.no_event"))
    if edit:
        sent = bearer()
        if not sent:
            raise ApiError(401, Problem("api.event_key_not_sent"))
        if not secrets.compare_digest(sent.encode(), event.edit_key.encode()):
            raise ApiError(403, Problem("api.event_wrong_key"))
    return event


def _drawn(event: Event, number: int) -> Series | None:
    found = [series for series in event.series if series.number == number]
    return found[0] if found else None


def _urls(event: Event, *, edit: bool = False) -> EventUrlsOut:
    view_id = event.view_id
    return EventUrlsOut(
        view=url_for("events.view", view_id=view_id, _external=True),
        wall=url_for("events.wall", view_id=view_id, _external=True),
        edit=url_for("events.edit", edit_key=event.edit_key, _external=True) if edit else None,
        standings_csv=url_for("events.standings_csv", view_id=view_id, _external=True),
        standings_print=url_for("events.standings_print", view_id=view_id, _external=True),
        api=url_for("api.event_read", view_id=view_id, _external=True),
    )


def _series_out(
    event: Event, series: Series, results: EventResults | None = None, *, edit: bool = False
) -> SeriesOut:
    """A series as the API shows it; its tables' totals and points from ``results`` (read
    when not given)."""
    results = results or event_results(event)
    outcomes = {table.number: table for table in results.tables if table.series == series.number}
    numbers = {entrant.id: entrant.number for entrant in event.entrants}
    names = {entrant.id: entrant.name for entrant in event.entrants}
    return SeriesOut(
        number=series.number,
        day=series.day,
        seating="standing" if series.seating == "standing" else "random",
        drawn_at=series.drawn_at.isoformat() + "Z",
        ends_at=series.ends_at.isoformat() + "Z" if series.ends_at else None,
        tables=[
            _table_out(table, outcomes[table.number], numbers, names, edit=edit)
            for table in series.tables
        ],
    )


def _table_out(
    table: SeriesTable,
    outcome: TableOutcome,
    numbers: dict[int, int],
    names: dict[int, str],
    *,
    edit: bool,
) -> SeriesTableOut:
    game = table.game
    return SeriesTableOut(
        number=table.number,
        game=game.view_id,
        view=url_for("games.view", view_id=game.view_id, _external=True),
        edit=url_for("games.edit", edit_key=game.edit_key, _external=True) if edit else None,
        edit_key=game.edit_key if edit else None,
        deals=outcome.deals,
        finished=outcome.finished,
        players=[
            SeatOut(
                seat=seat + 1,
                entrant=numbers[entrant],
                name=names[entrant],
                seat_url=url_for(
                    "seats.seat", seat_key=game.seat_key, seat=seat + 1, _external=True
                )
                if game.seat_key
                else None,
                total=outcome.totals[seat],
                points=_rounded(outcome.points[seat]),
                points_exact=str(outcome.points[seat]),
            )
            for seat, entrant in enumerate(outcome.entrants)
        ],
    )


def _standing_out(row: Standing, numbers: dict[int, int], names: dict[int, str]) -> StandingOut:
    return StandingOut(
        place=row.place,
        entrants=[numbers[entrant] for entrant in row.entrants],
        names=[names[entrant] for entrant in row.entrants],
        points=_rounded(row.points),
        points_exact=str(row.points),
        games=row.games,
    )


def _rounded(points: Fraction) -> float:
    """Ranking points as a JSON number, rounded to 2 decimals (3½: 3.5)."""
    return round(float(points), 2)
