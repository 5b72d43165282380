"""A table's records, read from each player's record numbers as stored with every deal
written (``scorekeeper/scorebook/tally.py``), equal a plain count of the typed scores after any
sequence of changes: deals saved, fixed and deleted, and games deleted (Hypothesis). The count
is the one of ``test_table_records_property.py``, which follows the definitions of
``scorekeeper/scorebook/table_records.py`` (and docs/features.md) deal by deal, in Python."""

from __future__ import annotations

from dataclasses import replace

from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.extensions import db
from scorekeeper.models import Game
from scorekeeper.rules import PlayerDeal
from scorekeeper.scorebook.deals import add_deal, delete_deal, replace_deal
from scorekeeper.scorebook.games import create_game
from scorekeeper.scorebook.links import game_by_key
from scorekeeper.scorebook.scoresheet import DealEntry
from scorekeeper.scorebook.table_games import GameFilter, table_games
from scorekeeper.scorebook.table_records import Made, table_records
from scorekeeper.scorebook.tables import create_table
from tests.web.test_table_records_property import Played, counted, played

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


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(games=st.lists(played(), min_size=1, max_size=5), changes=CHANGES)
def test_the_records_after_any_changes_equal_a_plain_count(
    app: Flask, games: list[Played], changes: list[tuple[object, ...]]
) -> None:
    with app.app_context():
        table = create_table("Property")
        views = []
        for game in games:
            options = {"winner": "lowest" if game.lowest else "highest", "deals": game.planned}
            stored = create_game("scores-only", options, game.names, table=table)
            for deal in game.scores:
                add_deal(stored, entry(game.names, deal))
            views.append(stored.view_id)
        for change in changes:
            games, views = changed(games, views, change)
        found = table_records(table_games(table, GameFilter()))

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
