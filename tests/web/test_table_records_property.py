"""A table's head-to-head and records of each game, as the database sums them, equal what a
plain count of the typed scores finds, for any table of short Scores only games, the highest or
the lowest total winning (Hypothesis), also after any sequence of changes: deals saved, fixed
and deleted, and games deleted (the records read from each player's record numbers, stored
with every deal written: ``scorekeeper/scorebook/scores/tally.py``). The count below follows the
definitions of ``scorekeeper/scorebook/records/table_records.py`` (and docs/features.md) deal by
deal, in Python."""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from unittest.mock import patch

from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.extensions import cache, db
from scorekeeper.models import Game, Table
from scorekeeper.rules import PlayerDeal
from scorekeeper.scorebook.changes.deals import add_deal, delete_deal, replace_deal
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.changes.links import game_by_key
from scorekeeper.scorebook.changes.tables import create_table
from scorekeeper.scorebook.records import record_ledger
from scorekeeper.scorebook.records.records import player_records
from scorekeeper.scorebook.records.table_games import GameFilter, table_games
from scorekeeper.scorebook.records.table_records import Made, TableRecords, table_records
from scorekeeper.scorebook.scores.scoresheet import DealEntry

NAMES = ("Ann", "Bob", "Cy")


@dataclass(frozen=True)
class Played:
    """A Scores only game of ``planned`` deals (finished once all are played)."""

    names: tuple[str, ...]
    lowest: bool
    planned: int
    scores: tuple[tuple[int, ...], ...]

    @property
    def finished(self) -> bool:
        return len(self.scores) == self.planned

    def totals(self, deals: int) -> list[int]:
        """Each player's running total after ``deals`` deals."""
        return [sum(deal[seat] for deal in self.scores[:deals]) for seat in range(len(self.names))]

    def better(self, points: int) -> int:
        return -points if self.lowest else points

    @property
    def winners(self) -> set[str]:
        if not self.finished:
            return set()
        totals = self.totals(self.planned)
        best = max(self.better(total) for total in totals)
        return {
            name
            for name, total in zip(self.names, totals, strict=True)
            if self.better(total) == best
        }


@st.composite
def played(draw: st.DrawFn) -> Played:
    names = draw(st.permutations(NAMES).map(tuple))[: draw(st.integers(2, 3))]
    planned = draw(st.integers(1, 3))
    deals = draw(st.integers(1, planned))
    scores = draw(
        st.lists(st.tuples(*(st.integers(-20, 40) for _ in names)), min_size=deals, max_size=deals)
    )
    return Played(names, draw(st.booleans()), planned, tuple(scores))


def counted(games: list[Played]) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The head-to-head and each game's records, counted in Python: games by their place."""
    pairs = []
    for one, other in combinations(NAMES, 2):
        together = [g for g in games if g.finished and {one, other} <= set(g.names)]
        if together:
            wins = (
                sum(one in g.winners for g in together),
                sum(other in g.winners for g in together),
            )
            pairs.append(((one, other), len(together), wins))
    records = []
    for lowest in (False, True):
        kind = [(place, g) for place, g in enumerate(games) if g.lowest == lowest]
        if not kind:
            continue
        deals = [
            (-g.better(score), place, number, seat, g.names[seat], score)
            for place, g in kind
            for number, deal in enumerate(g.scores, start=1)
            for seat, score in enumerate(deal)
        ]
        _, place, number, _, name, score = min(deals)
        best_deal = (name, score, place, number)
        ends = [
            (-g.better(total), place, seat, g.names[seat], total)
            for place, g in kind
            if g.finished
            for seat, total in enumerate(g.totals(g.planned))
        ]
        best_game = None
        if ends:
            _, place, _, name, total = min(ends)
            best_game = (name, total, place)
        runs: dict[str, int] = {}
        for name in NAMES:
            run = 0
            for _, g in kind:
                if g.finished and name in g.names:
                    run = run + 1 if name in g.winners else 0
                    runs[name] = max(runs.get(name, 0), run)
        most = max(runs.values(), default=0)
        winning_run = (sorted(n for n, r in runs.items() if r == most), most) if most else None
        comebacks = []
        for place, g in kind:
            for seat, name in enumerate(g.names):
                if name in g.winners:
                    behind = 0
                    for deals_played in range(1, g.planned + 1):
                        totals = [g.better(total) for total in g.totals(deals_played)]
                        behind = max(behind, max(totals) - totals[seat])
                    if behind:
                        comebacks.append((-behind, place, seat, name))
        comeback = None
        if comebacks:
            behind, place, _, name = min(comebacks)
            comeback = (name, -behind, place)
        records.append((lowest, best_deal, best_game, winning_run, comeback))
    return pairs, records


def assert_counted(found: TableRecords, games: list[Played], views: list[str]) -> None:
    """``found`` (the records of the games stored as ``views``) is what :func:`counted` finds
    for ``games``."""
    pairs, records = counted(games)
    assert [(pair.names, pair.games, pair.wins) for pair in found.head_to_head] == pairs

    def made(record: Made | None, with_deal: bool = False) -> tuple[object, ...] | None:
        if record is None:
            return None
        mark = (record.name, record.points, views.index(record.game.view_id))
        return (*mark, record.deal) if with_deal else mark

    assert [
        (
            game.lowest_wins,
            made(game.best_deal, with_deal=True),
            made(game.best_game),
            None
            if game.winning_run is None
            else (list(game.winning_run.names), game.winning_run.games),
            made(game.comeback),
        )
        for game in found.games
    ] == records


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(games=st.lists(played(), min_size=1, max_size=6))
def test_the_databases_records_equal_a_plain_count(app: Flask, games: list[Played]) -> None:
    with app.app_context():
        table = create_table("Property")
        views = stored_at(table, games)
        found = table_records(table_games(table, GameFilter()))

    assert_counted(found, games, views)


SCORES = st.lists(st.integers(-20, 40), min_size=3, max_size=3)
CHANGES = st.lists(
    st.tuples(st.sampled_from(("save", "fix", "delete deal", "delete game")), st.integers(0, 9))
    | st.tuples(st.just("fix"), st.integers(0, 9), st.integers(0, 2), SCORES)
    | st.tuples(st.just("save"), st.integers(0, 9), SCORES),
    max_size=8,
)
"""Changes by what they do, the game's place (any number: taken modulo the games), and for
a fix the deal's place and its new scores, for a save the new deal's scores (a change with
none saves or fixes each player's 7)."""


def entry(names: tuple[str, ...], scores: tuple[int, ...]) -> DealEntry:
    typed = zip(names, scores, strict=True)
    return DealEntry(None, tuple(PlayerDeal(name, typed=str(score)) for name, score in typed), None)


def stored_at(table: Table, games: list[Played]) -> list[str]:
    """``games`` stored at ``table``, each deal typed; their view ids."""
    views = []
    for game in games:
        options = {"winner": "lowest" if game.lowest else "highest", "deals": game.planned}
        stored = create_game("scores-only", options, game.names, table=table)
        for deal in game.scores:
            add_deal(stored, entry(game.names, deal))
        views.append(stored.view_id)
    return views


def changed(
    games: list[Played], views: list[str], change: tuple[object, ...]
) -> tuple[list[Played], list[str]]:
    """``change`` made to the stored games (``views``: their view ids) and to ``games``."""
    if not games:
        return games, views
    what, place, *more = change
    assert isinstance(place, int)
    place %= len(games)
    game, stored = games[place], game_by_key("view_id", views[place])
    if what == "delete game":
        db.session.delete(db.session.get(Game, stored.id))
        db.session.commit()
        return games[:place] + games[place + 1 :], views[:place] + views[place + 1 :]
    if what == "save" and not game.finished:
        scores = tuple(more[-1] if more else [7] * 3)[: len(game.names)]  # type: ignore[index]
        add_deal(stored, entry(game.names, scores))
        game = replace(game, scores=(*game.scores, scores))
    elif what == "fix" and game.scores:
        number = (more[0] if more else 0) % len(game.scores)  # type: ignore[operator]
        scores = tuple(more[-1] if more else [7] * 3)[: len(game.names)]  # type: ignore[index]
        replace_deal(stored, number + 1, entry(game.names, scores))
        game = replace(game, scores=(*game.scores[:number], scores, *game.scores[number + 1 :]))
    elif what == "delete deal" and len(game.scores) > 1:  # the count wants a deal a game
        delete_deal(stored, len(game.scores))
        game = replace(game, scores=game.scores[:-1])
    return [*games[:place], game, *games[place + 1 :]], views


def counted_players(games: list[Played]) -> list[tuple[object, ...]]:
    """Each player's record, counted in Python: name, games played, finished and won, deals,
    points, best deal, longest run of wins; the most won first, then the most played, then by
    name."""
    found = []
    for name in NAMES:
        sat = [g for g in games if name in g.names]
        if not sat:
            continue
        scores = [deal[g.names.index(name)] for g in sat for deal in g.scores]
        run = longest = 0
        for g in sat:
            if g.finished:
                run = run + 1 if name in g.winners else 0
                longest = max(longest, run)
        won = sum(name in g.winners for g in sat)
        finished = sum(g.finished for g in sat)
        found.append(
            (name, len(sat), finished, won, len(scores), sum(scores), max(scores), longest)
        )
    return sorted(found, key=lambda record: (-record[3], -record[1], record[0]))  # type: ignore[operator]


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(games=st.lists(played(), min_size=1, max_size=5), changes=CHANGES)
def test_the_records_after_any_changes_equal_a_plain_count(
    app: Flask, games: list[Played], changes: list[tuple[object, ...]]
) -> None:
    """Read after every change, so each read brings the kept runs of games up to date (runs
    of two games here, so that changes land in different runs and runs are cut in two), and
    every other time with the runs' games dropped from the cache."""
    with app.app_context(), patch.object(record_ledger, "BLOCK", 2):
        table = create_table("Property")
        views = stored_at(table, games)
        for step, change in enumerate([("save", 0, [7, 7, 7]), *changes]):
            games, views = changed(games, views, change)
            if step % 2:  # the cache dropped the runs' games: they are read again
                entries = cache.cache._cache
                for key in [key for key in entries if "record-run" in key]:
                    entries.pop(key)
            kept = table_games(table, GameFilter())
            assert_counted(table_records(kept), games, views)
            assert [
                (
                    record.name,
                    record.played,
                    record.finished,
                    record.won,
                    record.deals,
                    record.deal_points,
                    record.best_deal,
                    record.longest_streak,
                )
                for record in player_records(kept)
            ] == counted_players(games)
