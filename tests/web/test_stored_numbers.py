"""Stored numbers (issue 12, Scores are worked out once): what a game stores when a deal is
added, fixed, deleted or restored equals what the engine works out afresh from the deals as
entered, for every preset (Hypothesis); a stale stamp is recomputed once; ``flask rescore``."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from sqlalchemy import event as db_event
from sqlalchemy import update

from scorekeeper.extensions import db
from scorekeeper.models import Change, DealLine, Game, Player
from scorekeeper.rules import PRESETS, Card, DealError, PlayerDeal, Rank, RulesError
from scorekeeper.scorebook.changes.deals import add_deal, delete_deal, replace_deal, restore_deal
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.changes.links import game_by_key
from scorekeeper.scorebook.changes.trail import game_events
from scorekeeper.scorebook.scores.scoresheet import (
    DealEntry,
    game_rules,
    scoresheet,
)
from scorekeeper.scorebook.scores.tally import current_engine_version
from tests.web.stored_numbers import fresh_numbers, stored_numbers

NAMES = ("Ann", "Bob", "Cy", "Dee")
HUGE = 1_000_000
"""A target no example reaches, where a game has a target: the game goes on."""


@dataclass(frozen=True)
class DealShape:
    """How to build one deal from a shuffled pack: cards in each hand, and whether the player
    at ``out`` goes out with a set of three (else the stock runs out)."""

    hands: tuple[int, ...]
    out: int | None
    shuffle: int


deal_shapes = st.builds(
    DealShape,
    hands=st.lists(st.integers(0, 4), min_size=4, max_size=4).map(tuple),
    out=st.none() | st.integers(0, 3),
    shuffle=st.integers(0, 2**32 - 1),
)
operations = st.lists(
    st.one_of(
        st.tuples(st.just("add"), deal_shapes),
        st.tuples(st.just("add"), deal_shapes),
        st.tuples(st.just("fix"), st.integers(1, 40), deal_shapes),
        st.tuples(st.just("delete"), st.integers(1, 40)),
        st.tuples(st.just("restore"), st.integers(0, 10)),
    ),
    min_size=1,
    max_size=12,
)


def build_entry(game: Game, number: int, shape: DealShape) -> DealEntry:
    """A deal of ``game`` as deal ``number``, from ``shape``: cards drawn from the game's pack,
    a set of three naturals for the player going out, the facts the game asks for."""
    rules = game_rules(game)
    names = [player.name for player in game.players]
    held = rules.for_players(len(names)).pack
    pack = [card for card, count in held.items() for _ in range(count)]
    random.Random(shape.shuffle).shuffle(pack)
    plan = scoresheet(game).next_deal
    wild_rank = plan.wild_rank if plan and plan.wild_rank else None
    if wild_rank is None and rules.wild_upcard:
        wild_rank = Rank.FIVE
    out = shape.out if shape.out is not None and shape.out < len(names) else None
    meld: tuple[Card, ...] = ()
    if out is not None:
        by_rank: dict[Rank, list[Card]] = {}
        for card in pack:
            if not card.is_joker and card.rank not in (wild_rank, Rank.TWO):
                suits = by_rank.setdefault(card.rank, [])
                if card.suit not in {other.suit for other in suits}:
                    suits.append(card)
        meld = next((tuple(cards[:3]) for cards in by_rank.values() if len(cards) >= 3), ())
        for card in meld:
            pack.remove(card)
    players = []
    for seat, name in enumerate(names):
        if seat == out:
            players.append(PlayerDeal(name, melds=(meld,) if meld else ()))
            continue
        count = shape.hands[seat]
        players.append(PlayerDeal(name, hand=tuple(pack[:count])))
        del pack[:count]
    stakes = rules.scoring == "stakes"
    return DealEntry(
        wild_rank=wild_rank,
        players=tuple(players),
        went_out=names[out] if out is not None else None,
        ending=("went_out" if out is not None else "stock_out") if stakes else None,
    )


def new_game(slug: str) -> Game:
    rules = PRESETS[slug]
    count = (
        2 * rules.teams
        if rules.teams
        else max(2, min(rules.players_max, 4, max(rules.players_min, 3)))
    )
    options = {"target": HUGE} if rules.target is not None else {}
    return create_game(slug, options, NAMES[:count])


def apply(game: Game, operation: tuple[Any, ...]) -> None:
    """Do ``operation`` to ``game`` through the store, as the pages and the API do; a deal the
    engine refuses, or a deal number the game does not have, changes nothing."""
    try:
        if operation[0] == "add":
            if not game.finished:
                add_deal(game, build_entry(game, game.deal_count + 1, operation[1]))
        elif operation[0] == "fix":
            number = operation[1]
            if number <= game.deal_count:
                replace_deal(game, number, build_entry(game, number, operation[2]))
        elif operation[0] == "delete":
            if operation[1] <= game.deal_count:
                delete_deal(game, operation[1])
        else:
            deletions = [
                event
                for event in game_events(game)
                if event.change is Change.DEAL_DELETED and event.restorable
            ]
            if deletions:
                restore_deal(game, deletions[operation[1] % len(deletions)].id)
    except (DealError, RulesError):
        db.session.rollback()


@pytest.mark.parametrize("slug", sorted(PRESETS))
@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(steps=operations)
def test_stored_numbers_equal_the_engines_afresh(
    app: Flask, slug: str, steps: list[tuple[Any, ...]]
) -> None:
    with app.app_context():
        game = new_game(slug)
        for step in steps:
            apply(game, step)
            assert stored_numbers(game) == fresh_numbers(game), step
        assert game.scored_by == current_engine_version()
        event(f"deals stored: {min(game.deal_count, 3)}")


def test_fixing_deal_3_of_30_moves_the_running_totals_of_deals_3_to_30(app: Flask) -> None:
    with app.app_context():
        game = create_game("500-rummy", {"target": HUGE}, ["Ann", "Bob"])
        low = DealShape(hands=(1, 1, 0, 0), out=None, shuffle=1)
        for _ in range(30):
            add_deal(game, build_entry(game, game.deal_count + 1, low))
        before = [row.totals for row in scoresheet(game).deals]
        went_out = DealShape(hands=(0, 3, 0, 0), out=0, shuffle=2)
        replace_deal(game, 3, build_entry(game, 3, went_out))
        after = [row.totals for row in scoresheet(game).deals]
        assert after[:2] == before[:2]
        shifts = {
            tuple(new - old for new, old in zip(a, b, strict=True))
            for a, b in zip(after[2:], before[2:], strict=True)
        }
        assert len(shifts) == 1 and shifts != {(0, 0)}
        assert stored_numbers(game) == fresh_numbers(game)


def test_a_deal_added_leaves_the_game_as_a_fresh_read_finds_it(app: Flask) -> None:
    """``add_deal`` keeps the objects it wrote loaded, read by nothing after its commit: they
    hold what a fresh read of the database finds, and the game's list of deals, loaded
    before, holds the new deal."""
    with app.app_context():
        game = create_game("500-rummy", {}, ["Ann", "Bob"])
        assert game.deals == []
        deal = add_deal(game, build_entry(game, 1, DealShape((0, 2, 0, 0), 0, 5)))

        def shown() -> tuple[Any, ...]:
            return (
                game.version,
                game.deal_count,
                stored_numbers(game),
                deal.number,
                [(line.seat, line.score, line.total) for line in deal.lines],
            )

        kept = shown()
        assert [added.number for added in game.deals] == [1]
        db.session.expire_all()
        assert shown() == kept
        assert kept[0] == 2 and kept[1] == 1


def test_a_stale_stamp_is_recomputed_once_on_read(app: Flask) -> None:
    client = app.test_client()
    with app.app_context():
        game = create_game("500-rummy", {}, ["Ann", "Bob"])
        add_deal(game, build_entry(game, 1, DealShape((0, 2, 0, 0), 0, 5)))
        right = stored_numbers(game)
        db.session.execute(update(Game).values(scored_by="0ld"))
        db.session.execute(update(Player).values(total=12345))
        db.session.commit()
        view_id, engine = game.view_id, db.engine
    writes: list[str] = []

    def count(conn: object, cursor: object, statement: str, *args: object) -> None:
        if statement.startswith("UPDATE"):
            writes.append(statement)

    db_event.listen(engine, "before_cursor_execute", count)
    first = client.get(f"/g/{view_id}")
    rewritten = len(writes)
    second = client.get(f"/g/{view_id}")
    db_event.remove(engine, "before_cursor_execute", count)
    assert first.status_code == second.status_code == 200
    assert "12,345" not in first.text
    assert rewritten > 0 and len(writes) == rewritten
    with app.app_context():
        game = game_by_key("view_id", view_id)
        assert game is not None and game.scored_by == current_engine_version()
        assert stored_numbers(game) == right


def test_rescore_command_recomputes_every_game(app: Flask) -> None:
    with app.app_context():
        for names in (["Ann", "Bob"], ["Cy", "Dee"]):
            game = create_game("5000-rummy", {}, names)
            add_deal(game, build_entry(game, 1, DealShape((2, 2, 0, 0), 1, 9)))
        db.session.execute(update(DealLine).values(total=999, score=7))
        db.session.commit()
    result = app.test_cli_runner().invoke(args=["rescore"])
    assert result.exit_code == 0, result.output
    assert "2 game(s) scored again." in result.output
    with app.app_context():
        for game in db.session.execute(db.select(Game)).scalars():
            assert stored_numbers(game) == fresh_numbers(game)


def test_reads_never_ask_the_engine_to_score(app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every page, download and API answer reads stored numbers: with the engine's scoring
    switched off they all still answer, with the numbers stored."""
    client = app.test_client()
    table = client.post("/tables/new", data={"name": "Fridays"}).headers["Location"]
    with app.app_context():
        from scorekeeper.scorebook.changes.tables import table_by_edit_key

        at = table_by_edit_key(table.rsplit("/", 1)[-1])
        game = create_game("500-rummy", {}, ["Ann", "Bob"], table=at)
        add_deal(game, build_entry(game, 1, DealShape((0, 3, 0, 0), 0, 3)))
        view_id, edit_key, total = game.view_id, game.edit_key, game.players[1].total
        table_view = at.view_id if at else ""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a read asked the engine to score")

    monkeypatch.setattr("scorekeeper.scorebook.scores.scoresheet.score_deal", refuse)
    paths = [
        f"/g/{view_id}",
        f"/e/{edit_key}",
        f"/g/{view_id}/record",
        f"/g/{view_id}/scoresheet.csv",
        f"/g/{view_id}/scoresheet.json",
        f"/api/v1/games/{view_id}",
        table,
        f"/t/{table_view}",
        f"/t/{table_view}/games.csv",
        f"/t/{table_view}/games.json",
        "/games",
    ]
    for path in paths:
        response = client.get(path)
        assert response.status_code == 200, path
        assert f"{total}" in response.text, path
    detail = client.get(f"/g/{view_id}/deals/1", headers={"HX-Request": "true"})
    assert detail.status_code == 200


def test_a_stored_deal_the_engine_now_refuses_keeps_its_numbers_and_reads(app: Flask) -> None:
    """Issue 20: a Rummy deal with nobody out, stored before the engine refused it (004 Rummy:
    "If the stock is exhausted ... turn over the discard pile ... and continue play"): the
    game still reads, with the numbers it had, and the rescore command names it."""
    client = app.test_client()
    with app.app_context():
        game = create_game("rummy", {"restock_from_discards": False}, ["Ann", "Bob"])
        entry = DealEntry(None, (PlayerDeal("Ann", hand=Card.parse("2C")), PlayerDeal("Bob")), None)
        add_deal(game, entry)
        rules = {**game.rules, "restock_from_discards": True}  # as the rule came in after it
        db.session.execute(update(Game).values(scored_by="0ld", rules=rules))
        db.session.commit()
        view_id = game.view_id
    assert client.get(f"/g/{view_id}").status_code == 200
    assert client.get(f"/api/v1/games/{view_id}").get_json()["deals"][0]["scores"] == {
        "Ann": 0,
        "Bob": 0,
    }
    result = app.test_cli_runner().invoke(args=["rescore"])
    assert f"Game {view_id} was not scored: In Rummy a deal ends only" in result.output
