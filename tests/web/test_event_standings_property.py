"""An event's standings, read from its tables' stored games, equal a plain recount of what was
played, after any order of deals saved, fixed and deleted at its tables (Hypothesis; issue 53).

The event plays Scores only (each deal typed), ranked by places 4/3/2/1 (014: tied places share
their points) or by the game's own score. The recount below works from the typed scores alone:
each table's totals, its players sorted by them, each group of equal totals sharing the points
of the places it fills, a table without a deal counting none; each entrant's points summed over
the series.
"""

from __future__ import annotations

from fractions import Fraction

from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.extensions import db
from scorekeeper.models import Event
from scorekeeper.rules import PlayerDeal
from scorekeeper.rules.ranking_points import RankingRule
from scorekeeper.scorebook.changes.deals import add_deal, delete_deal, replace_deal
from scorekeeper.scorebook.changes.events import EventPlan, create_event, draw_series
from scorekeeper.scorebook.changes.links import game_by_key
from scorekeeper.scorebook.reading.event_results import event_results
from scorekeeper.scorebook.scores.scoresheet import DealEntry

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy")
PLACES = (4, 3, 2, 1)

SCORES = st.lists(st.integers(-5, 5), min_size=5, max_size=5)
CHANGES = st.lists(
    st.tuples(st.just("save"), st.integers(0, 20), SCORES)
    | st.tuples(st.just("fix"), st.integers(0, 20), st.integers(0, 9), SCORES)
    | st.tuples(st.just("delete"), st.integers(0, 20), st.integers(0, 9))
    | st.tuples(st.just("draw"), st.booleans()),
    max_size=12,
)
"""Changes: a deal saved at a table (any number: taken modulo the tables drawn), a deal fixed
or deleted (its place modulo the table's deals), or the next series drawn (by the standing or
at random)."""


def entry(names: list[str], scores: list[int]) -> DealEntry:
    typed = zip(names, scores[: len(names)], strict=True)
    return DealEntry(None, tuple(PlayerDeal(name, typed=str(score)) for name, score in typed), None)


def place_points(totals: list[int]) -> list[Fraction]:
    """Each seat's points: the places 4/3/2/1 (then one less a place, never below 0), shared by
    equal totals (the higher total better)."""
    order = sorted(range(len(totals)), key=lambda seat: -totals[seat])
    worth = [
        PLACES[i] if i < len(PLACES) else max(0, PLACES[-1] - (i - len(PLACES) + 1))
        for i in range(len(totals))
    ]
    points = [Fraction(0)] * len(totals)
    start = 0
    while start < len(order):
        end = start
        while end < len(order) and totals[order[end]] == totals[order[start]]:
            end += 1
        share = Fraction(sum(worth[start:end]), end - start)
        for seat in order[start:end]:
            points[seat] = share
        start = end
    return points


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    entrants=st.integers(3, 9),
    scheme=st.sampled_from(("places", "score")),
    changes=CHANGES,
)
def test_the_standings_after_any_changes_equal_a_plain_recount(
    app: Flask, entrants: int, scheme: str, changes: list[tuple[object, ...]]
) -> None:
    with app.app_context():
        event = create_event(
            EventPlan(
                name="Property",
                variant="scores-only",
                entrants=[[name] for name in NAMES[:entrants]],
                ranking=RankingRule(scheme=scheme),  # type: ignore[arg-type]
                series_count=3,
                series_deals=50,
            )
        )
        draw_series(event, None, seed=7)
        played: dict[str, list[list[int]]] = {}  # each table's game (view id): its deals
        for change in changes:
            event = db.session.get(Event, event.id)
            tables = [table for series in event.series for table in series.tables]
            what, *rest = change
            if what == "draw":
                if len(event.series) < event.series_count:
                    standing = [row.entrants[0] for row in event_results(event).single]
                    draw_series(event, standing if rest[0] else None, seed=len(changes))
                continue
            table = tables[int(rest[0]) % len(tables)]  # type: ignore[call-overload]
            game = game_by_key("view_id", table.game.view_id)
            names = [player.name for player in game.players]
            deals = played.setdefault(game.view_id, [])
            if what == "save":
                scores = list(rest[-1])[: len(names)]  # type: ignore[call-overload]
                add_deal(game, entry(names, scores))
                deals.append(scores)
            elif what == "fix" and deals:
                number = int(rest[1]) % len(deals)  # type: ignore[call-overload]
                scores = list(rest[-1])[: len(names)]  # type: ignore[call-overload]
                replace_deal(game, number + 1, entry(names, scores))
                deals[number] = scores
            elif what == "delete" and deals:
                number = int(rest[1]) % len(deals)  # type: ignore[call-overload]
                delete_deal(game, number + 1)
                del deals[number]
        event = db.session.get(Event, event.id)
        expected: dict[int, Fraction] = {entrant.id: Fraction(0) for entrant in event.entrants}
        games: dict[int, int] = dict.fromkeys(expected, 0)
        for series in event.series:
            for table in series.tables:
                deals = played.get(table.game.view_id, [])
                if not deals:
                    continue
                totals = [sum(deal[seat] for deal in deals) for seat in range(len(table.entrants))]
                points = place_points(totals) if scheme == "places" else list(map(Fraction, totals))
                for seat, entrant in enumerate(table.entrants):
                    expected[entrant] += points[seat]
                    games[entrant] += 1
        single = event_results(event).single
        assert {row.entrants[0]: row.points for row in single} == expected
        assert {row.entrants[0]: row.games for row in single} == games
        ordered = [row.points for row in single]
        assert ordered == sorted(ordered, reverse=True)
