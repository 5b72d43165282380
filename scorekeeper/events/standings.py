"""An event's standings to take away (issue 53, item 5): ``/ev/<view_id>/standings.csv`` for a
spreadsheet, one row per entrant, and ``/ev/<view_id>/standings``, a clean page to print (the
pairs, then every entrant with each series' points). Both read the stored games as the other
pages do (``scorebook.reading.event_results``); their words are in the page's language.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from flask import abort, render_template
from werkzeug.wrappers import Response as BaseResponse

from ..models import Event
from ..scorebook.changes.events import event_by_view_id
from ..scorebook.reading.event_results import EventResults, event_results
from ..web.downloads import csv_download
from ..words.languages import gettext
from .blueprint import bp


@bp.get("/ev/<view_id>/standings.csv")
def standings_csv(view_id: str) -> BaseResponse:
    """The standings for a spreadsheet, streamed: one row per entrant, best first, with their
    place, name, pair, ranking points, games and each series' points; the header in the page's
    language, points as numbers (a half as ``3.5``)."""
    event = _viewable(view_id)
    results = event_results(event)
    names = {entrant.id: entrant.name for entrant in event.entrants}
    pairs = _pair_names(event)
    by_series = _series_points(results)
    header: list[str | int | None] = [
        gettext("Place"),
        gettext("Player"),
        gettext("Pair"),
        gettext("Points"),
        gettext("Games"),
        *(gettext("Series %(number)s", number=number) for number in results.series),
    ]

    def rows() -> Iterator[list[str | int | None]]:
        yield header
        for row in results.single:
            (entrant,) = row.entrants
            yield [
                row.place,
                names[entrant],
                pairs.get(entrant),
                _points_cell(row.points),
                row.games,
                *(_points_cell(points.get(entrant, Fraction(0))) for points in by_series),
            ]

    return csv_download(rows(), f"{_file_stem(event)}.csv")


@bp.get("/ev/<view_id>/standings")
def standings_print(view_id: str) -> str:
    """The standings as a page to print: the pairs' (where the event has pairs), then every
    entrant's with each series' points."""
    event = _viewable(view_id)
    results = event_results(event)
    names = {entrant.id: entrant.name for entrant in event.entrants}
    return render_template(
        "events/standings.html",
        event=event,
        results=results,
        names=names,
        pairs=_pair_names(event),
        by_series=_series_points(results),
    )


def _series_points(results: EventResults) -> list[dict[int, Fraction]]:
    """Each series' ranking points by entrant, series 1 first."""
    return [
        {row.entrants[0]: row.points for row in standings} for standings in results.series.values()
    ]


def _pair_names(event: Event) -> dict[int, str]:
    """Each entrant's pair as its two names (``Ann & Bob``), where the event has pairs."""
    members: dict[int, list[str]] = {}
    for entrant in event.entrants:
        if entrant.pair is not None:
            members.setdefault(entrant.pair, []).append(entrant.name)
    return {
        entrant.id: " & ".join(members[entrant.pair])
        for entrant in event.entrants
        if entrant.pair is not None
    }


def _points_cell(points: Fraction) -> int | str:
    """Ranking points for a spreadsheet: a whole number as one, else two decimals at most with
    a point (``3.5``)."""
    if points.denominator == 1:
        return int(points)
    return f"{float(points):.2f}".rstrip("0")


def _file_stem(event: Event) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in event.name.lower()).strip("-")
    return f"event-{slug or 'standings'}-standings"


def _viewable(view_id: str) -> Event:
    event = event_by_view_id(view_id)
    if event is None:
        abort(404)
    return event
