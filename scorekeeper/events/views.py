"""The events' pages: start an event, draw its series, start a series' clock, print each
table's sheet, and show the standings, to the organiser, to the players and on the wall.

An event has two links like a table: ``/ev/e/<edit_key>`` for the organiser (who draws the
series and holds every table's scorekeeper link) and ``/ev/<view_id>`` for everyone (the
seating, each player's own seat link, the standings); ``/ev/<view_id>/wall`` is the big screen,
which reads its standings again every few seconds. Every number is one the engine worked out
when a deal was written at a table (``scorebook.reading.event_results``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from babel.numbers import format_decimal
from flask import abort, flash, make_response, redirect, render_template, request, url_for
from markupsafe import Markup
from werkzeug.datastructures import ETags
from werkzeug.wrappers import Response as BaseResponse

from ..extensions import cache
from ..models import Change, Event, Series, utcnow
from ..rules import RulesError
from ..scorebook.changes.events import (
    MAX_NAME,
    EventInputError,
    EventPlan,
    create_event,
    draw_series,
    event_by_edit_key,
    event_by_view_id,
    start_clock,
)
from ..scorebook.changes.leagues import EveningOf, LeagueInputError, evening_of, group_players
from ..scorebook.reading.event_results import (
    Correction,
    EventResults,
    EventStamp,
    event_results,
    event_stamp,
)
from ..scorebook.scores.tally import current_engine_version
from ..web.change_limit import change_limit
from ..web.creations import creation_limit
from ..web.deal_form import add_error
from ..web.etags import in_words, names_etag, unchanged
from ..web.share import qr_svg
from ..words import say
from ..words.languages import format_number, gettext, page_language
from .blueprint import bp
from .forms import DrawForm, NewEventForm

GONE = frozenset({"event.all_series_drawn", "event.series_drawn_meanwhile"})
"""A series' form sent when there is no series left to draw: the page says so, no field."""
WALL_EVERY = 5
"""How often the wall page reads the standings again, in seconds."""


@bp.route("/events/new", methods=["GET", "POST"])
@creation_limit
def new() -> str | BaseResponse | tuple[str, int]:
    """Set up a new event; it opens on the organiser's page."""
    form = NewEventForm()
    if request.method == "GET" and request.args.get("league"):
        form = NewEventForm(**_evening_defaults())
    if request.method == "POST":
        if form.validate():
            try:
                evening = _evening(form)
                event = create_event(
                    EventPlan(
                        name=form.name.data or "",
                        variant=form.variant.data or "",
                        entrants=form.lines(),
                        ranking=form.ranking(),
                        series_count=form.series_count.data or 1,
                        series_deals=form.series_deals.data,
                        series_minutes=form.series_minutes.data,
                        odd_tables="three" if form.odd_tables.data == "three" else "five",
                        evening=evening,
                    )
                )
            except LeagueInputError as error:
                add_error(form.name, say(error))
            except EventInputError as error:
                culprit = str(error.problem.path[0]) if error.problem.path else "entrants"
                add_error(form[culprit] if culprit in form else form.entrants, say(error))
            except RulesError as error:
                add_error(form.variant, say(error))
            else:
                return redirect(url_for(".edit", edit_key=event.edit_key))
        return render_template("events/new.html", form=form), 422
    return render_template("events/new.html", form=form)


def _evening(form: NewEventForm) -> EveningOf | None:
    """The league season and group the new event is an evening of (``None``: none).

    :raises LeagueInputError: see ``leagues.evening_of``.
    """
    if (sent := form.league_evening()) is None:
        return None
    _, season = evening_of(*sent)
    return EveningOf(season.id, sent[2])


def _evening_defaults() -> dict[str, str]:
    """The new-event form filled for an evening of a league's group, from the link the league's
    page gives (``?league=<edit key>&season=1&group=2``): its name and the group's players
    (none for a link that names no open season's group)."""
    sent = NewEventForm(formdata=None, league=request.args.get("league", ""))
    sent.league_season.data = request.args.get("season", "")
    sent.league_group.data = request.args.get("group", "")
    if (evening := sent.league_evening()) is None:
        return {}
    try:
        league, season = evening_of(*evening)
    except LeagueInputError:
        return {}
    group = evening[2]
    said = gettext("Season %(season)s, group %(group)s", season=season.number, group=group)
    named = f"{league.name} · {said}"
    return {
        "name": named if len(named) <= MAX_NAME else said,
        "entrants": "\n".join(group_players(season, group)),
        "league": league.edit_key,
        "league_season": str(season.number),
        "league_group": str(group),
    }


@bp.get("/ev/e/<edit_key>")
def edit(edit_key: str) -> str:
    """The organiser's page: draw the next series, start its clock, every table's links, the
    standings."""
    event = _editable(edit_key)
    return _organiser_page(event, DrawForm(formdata=None, day=_last_day(event)))


@bp.post("/ev/e/<edit_key>/series")
@change_limit
def draw(edit_key: str) -> BaseResponse | tuple[str, int]:
    """Draw the next series: seated by the standing (the leader at table 1, seat 1) or at
    random; a refusal comes back by the form, nothing stored."""
    event = _editable(edit_key)
    form = DrawForm()
    if form.validate():
        by_standing = form.seating.data == "standing" and bool(event.series)
        standing = None
        if by_standing:
            standing = [row.entrants[0] for row in event_results(event).single]
        try:
            series = draw_series(event, standing, day=form.day.data or 1)
        except EventInputError as error:
            if error.problem.code not in GONE:
                add_error(form.seating, say(error))
                return _organiser_page(event, form), 422
            flash(say(error))  # the form was sent after the series was drawn
            return redirect(url_for(".edit", edit_key=edit_key, _anchor="series"))
        else:
            flash(gettext("Series %(number)s is drawn.", number=series.number))
            return redirect(url_for(".edit", edit_key=edit_key, _anchor="series"))
    return _organiser_page(event, form), 422


@bp.post("/ev/e/<edit_key>/series/<int:number>/clock")
@change_limit
def clock(edit_key: str, number: int) -> BaseResponse:
    """Start a timed series' clock (started already: as it was)."""
    event = _editable(edit_key)
    series = _series(event, number)
    if event.series_minutes is None:
        abort(404)
    start_clock(series, event.series_minutes)
    return redirect(url_for(".edit", edit_key=edit_key, _anchor="series"))


@bp.get("/ev/e/<edit_key>/series/<int:number>/print")
def print_sheets(edit_key: str, number: int) -> str:
    """Each table of a series on a sheet of its own: its players by seat and a QR code of its
    scorekeeper's link (seat 1 keeps the list, as club rules have it)."""
    event = _editable(edit_key)
    series = _series(event, number)
    names = _names(event)
    sheets = [
        (
            table,
            qr_svg(
                url_for("games.edit", edit_key=table.game.edit_key, _external=True),
                gettext("QR code of table %(number)s", number=table.number),
            ),
        )
        for table in series.tables
    ]
    return render_template(
        "events/print.html", event=event, series=series, sheets=sheets, names=names
    )


@bp.get("/ev/<view_id>")
def view(view_id: str) -> str:
    """The event for the players: where each sits in the series in play, with their own seat
    link, and the standings."""
    event = _viewable(view_id)
    return render_template("events/view.html", **_shown(event))


@bp.get("/ev/<view_id>/wall")
def wall(view_id: str) -> str:
    """The wall page for a big screen: the standings, the series in play and its clock, in
    large type; it reads them again every :data:`WALL_EVERY` seconds (what it shows drawn as
    its poll draws it, :func:`wall_now`)."""
    event = _viewable(view_id)
    _, drawn = _drawn_wall(view_id)
    return render_template(
        "events/wall.html", every=WALL_EVERY, event=event, wall_now=Markup(drawn.markup)
    )


@bp.get("/ev/<view_id>/wall/now")
def wall_now(view_id: str) -> BaseResponse:
    """What the wall page shows, for it to swap in (``docs/caching.md``): the wall this process
    drew last, drawn at most once per stamp of the event (:func:`event_stamp`), language and
    :data:`WALL_DRAWN_FOR` seconds; 304 when the screen shows it, or the event as it stands,
    or a wall newer than it (drawn by another process: never a step back). An unchanged wall
    costs one query; a deal stored reaches every screen within :data:`WALL_DRAWN_FOR` seconds
    after its poll."""
    stamp, drawn = _drawn_wall(view_id)
    sent = request.if_none_match
    held = [etag for etag in (_wall_etag(stamp), drawn.etag) if names_etag(sent, etag)]
    held += [etag for etag, shown in _stamps_held(sent) if shown.covers(drawn.stamp)]
    if held:
        return unchanged(held[0])
    response = make_response(drawn.markup)
    response.set_etag(drawn.etag)
    response.cache_control.no_cache = True
    return response


WALL_DRAWN_FOR = 1.0
"""Seconds a process answers the wall it drew last after the event's stamp has changed: with
a deal stored every 0.3 s of a championship (100 tables, a deal every 30 s each), each process
draws the wall (400 entrants' standings, 100 tables) about once a second, not on every deal."""


@dataclass(frozen=True)
class DrawnWall:
    """The wall as a process drew it last: when (:func:`_clock`), for which stamp of the
    event, its ETag and its markup."""

    drawn_at: float
    stamp: EventStamp
    etag: str
    markup: str


def _clock() -> float:
    """Seconds since the epoch (the wall drawn last is shared by a process's threads)."""
    return time.time()


def _wall_etag(stamp: EventStamp) -> str:
    """The ETag of the wall drawn for ``stamp``: the stamp, the engine's version and the page's
    language."""
    return in_words(f"{stamp.tag}.{current_engine_version()}")


def _stamps_held(sent: ETags) -> list[tuple[str, EventStamp]]:
    """The walls' ETags a screen sent (``If-None-Match``), by this engine and in this language,
    each with the stamp it names (a compressed answer's ``:gzip`` left aside)."""
    ending = f".{current_engine_version()}.{page_language()}"
    found = []
    for sent_etag in sent.as_set():
        etag = sent_etag.rsplit(":", 1)[0] if ":" in sent_etag else sent_etag
        if etag.endswith(ending):
            stamp = EventStamp.from_tag(etag.removesuffix(ending))
            if stamp is not None:
                found.append((etag, stamp))
    return found


def wall_key(view_id: str, language: str) -> str:
    """Where a process keeps the wall of an event (its view id) in a language."""
    return f"event-wall {view_id} {language}"


def _drawn_wall(view_id: str) -> tuple[EventStamp, DrawnWall]:
    """The event's stamp now and its wall as this process drew it last, drawn again when the
    stamp has changed since, once it is :data:`WALL_DRAWN_FOR` seconds old. The stamp is one
    query (:func:`event_stamp`), which takes no lock.

    :raises NotFound: (404) when no event has ``view_id``.
    """
    stamp = event_stamp(view_id)
    if stamp is None:
        abort(404)
    key = wall_key(view_id, page_language())
    found: DrawnWall | None = cache.get(key)
    now = _clock()
    if found is not None and (found.stamp == stamp or now - found.drawn_at < WALL_DRAWN_FOR):
        return stamp, found
    event = _viewable(view_id)
    markup = render_template("events/_wall_now.html", every=WALL_EVERY, **_shown(event))
    drawn = DrawnWall(now, stamp, _wall_etag(stamp), markup)
    cache.set(key, drawn)
    return stamp, drawn


@bp.app_template_filter("ranking_points")
def ranking_points_shown(points: Fraction) -> str:
    """Ranking points as the page's language writes them: ``7``, ``3½``, else two decimals."""
    return _points_shown(points, page_language())


@lru_cache(maxsize=4096)
def _points_shown(points: Fraction, language: str) -> str:
    """Worked out once per number and language: the standings of a championship show 400
    entrants' points, most of them the same few."""
    whole, rest = divmod(points, 1)
    if rest == 0:
        return format_number(int(whole))
    if rest == Fraction(1, 2):
        return f"{format_number(int(whole)) if whole else ''}½"
    return format_decimal(float(points), "0.##", locale=language)


@bp.app_template_filter("correction_said")
def correction_said(correction: Correction) -> str:
    """A correction at a table, in a sentence."""
    params = {"table": correction.table, "series": correction.series, "deal": correction.deal}
    if correction.change is Change.DEAL_DELETED:
        return gettext("Table %(table)s of series %(series)s deleted deal %(deal)s.", **params)
    if correction.change is Change.DEAL_RESTORED:
        return gettext("Table %(table)s of series %(series)s put back deal %(deal)s.", **params)
    return gettext("Table %(table)s of series %(series)s fixed deal %(deal)s.", **params)


def _organiser_page(event: Event, form: DrawForm) -> str:
    return render_template(
        "events/edit.html",
        form=form,
        wall_url=url_for(".wall", view_id=event.view_id, _external=True),
        view_url=url_for(".view", view_id=event.view_id, _external=True),
        **_shown(event),
    )


def _shown(event: Event) -> dict[str, object]:
    """What every page of the event shows: its results, the series in play and the names."""
    results: EventResults = event_results(event)
    current = event.series[-1] if event.series else None
    return {
        "event": event,
        "results": results,
        "current": current,
        "names": _names(event),
        "now": utcnow(),
        "tables": [table for table in results.tables if current and table.series == current.number],
    }


def _names(event: Event) -> dict[int, str]:
    return {entrant.id: entrant.name for entrant in event.entrants}


def _last_day(event: Event) -> int:
    return event.series[-1].day if event.series else 1


def _series(event: Event, number: int) -> Series:
    found = [series for series in event.series if series.number == number]
    if not found:
        abort(404)
    return found[0]


def _editable(edit_key: str) -> Event:
    event = event_by_edit_key(edit_key)
    if event is None:
        abort(404)
    return event


def _viewable(view_id: str) -> Event:
    event = event_by_view_id(view_id)
    if event is None:
        abort(404)
    return event
