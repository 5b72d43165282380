"""A player who joins between deals or leaves (issue 52, item 5; 010 Score pads: a late player's
column starts where they sat down, a player who left keeps their line's last total): who may,
which players a stored deal holds, a deal scored for the players dealt in, and the standings
(a player who left neither ends the game nor wins it). Hypothesis: each player's total is their
starting score plus the deals they were dealt into, whoever joined or left."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    PlayerDeal,
    RulesError,
    Seating,
    at_table,
    can_join,
    find_preset,
    joining_score,
    score_deal,
    seated_score,
    standings,
    verify_join,
    verify_leave,
)
from scorekeeper.rules.deal import Standings
from scorekeeper.rules.ranking import lead

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
FIVE_HUNDRED = find_preset("500-rummy")


def typed(names: tuple[str, ...], scores: list[int]):
    """A deal of typed scores for ``names`` (010 Score pads: the scores as the table writes
    them), scored for every player of ``NAMES`` it names and their seats."""
    return score_deal(
        FIVE_HUNDRED,
        [PlayerDeal(name, typed=str(score)) for name, score in zip(names, scores, strict=True)],
        None,
    )


def test_a_stored_deal_without_seats_is_every_player_who_did_not_join_late() -> None:
    """010: the deals before a late player sat down have no line of theirs."""
    table = Seating(("Ann", "Bob", "Cy"), late=frozenset({2}))
    assert table.dealt_in(None) == ("Ann", "Bob")
    assert table.dealt_in([2, 0]) == ("Ann", "Cy")
    assert table.seats_of({"Ann", "Bob"}) is None
    assert table.seats_of({"Ann", "Bob", "Cy"}) == [0, 1, 2]


def test_a_player_who_left_is_dealt_in_no_more() -> None:
    table = Seating(("Ann", "Bob", "Cy")).left_seat(1)
    assert table.next_deal() == ("Ann", "Cy")
    assert table.gone == {"Bob"}
    assert table.seats_of(table.next_deal()) == [0, 2]


def test_a_joiner_takes_the_next_seat() -> None:
    table = Seating(("Ann", "Bob")).joined("Cy")
    assert table.names == ("Ann", "Bob", "Cy")
    assert table.late == {2}
    assert table.next_deal() == ("Ann", "Bob", "Cy")


def test_a_partnership_game_keeps_its_players() -> None:
    """007 Canasta, Partnerships: the seats make the teams."""
    with pytest.raises(RulesError) as refused:
        verify_join(find_preset("canasta"), Seating(NAMES[:4]))
    assert refused.value.problem.code == "seating.partnerships"
    with pytest.raises(RulesError):
        verify_leave(find_preset("canasta"), Seating(NAMES[:4]), 0)


def test_a_game_that_reads_its_earlier_deals_keeps_its_players() -> None:
    """005 pagat Gin Rummy, Scoring: the deal that reaches the target carries the game bonus,
    read from every earlier deal of each player."""
    assert not can_join(find_preset("gin-rummy"), Seating(("Ann", "Bob")))


def test_a_full_table_takes_no_one_more() -> None:
    """004 Koon Kan: two players."""
    with pytest.raises(RulesError) as refused:
        verify_join(find_preset("koon-kan"), Seating(("Ann", "Bob")))
    assert refused.value.problem.params == {"most": 2}
    assert can_join(FIVE_HUNDRED, Seating(("Ann", "Bob")))
    most = FIVE_HUNDRED.players_max  # those who left are not at the table
    full = Seating(tuple(f"P{seat}" for seat in range(most)))
    assert not can_join(FIVE_HUNDRED, full)
    assert can_join(FIVE_HUNDRED, full.left_seat(0))


def test_nobody_leaves_below_the_fewest_players() -> None:
    """001 pagat 500 Rummy: two or more players."""
    with pytest.raises(RulesError) as refused:
        verify_leave(FIVE_HUNDRED, Seating(("Ann", "Bob")), 0)
    assert refused.value.problem.code == "seating.too_few"
    verify_leave(FIVE_HUNDRED, Seating(("Ann", "Bob", "Cy")), 0)


def test_a_player_who_left_cannot_leave_again() -> None:
    with pytest.raises(RulesError) as refused:
        verify_leave(FIVE_HUNDRED, Seating(NAMES, left=frozenset({1})), 1)
    assert refused.value.problem.code == "seating.gone"


def test_the_table_sets_a_late_players_starting_score() -> None:
    """No rule text gives one (docs/rule-sources.md, 010): 0 is offered, and counting down the
    number counted down from (010 Score pads, Counting down)."""
    assert joining_score(FIVE_HUNDRED) == 0
    darts = find_preset("scores-only").with_options({"count_down_from": 501, "winner": "lowest"})
    assert joining_score(darts) == 501


def test_a_player_not_dealt_in_scores_0_in_the_deal() -> None:
    result = seated_score(typed(("Ann", "Cy"), [30, -5]), ("Ann", "Bob", "Cy"))
    assert [(player.name, player.score) for player in result.players] == [
        ("Ann", 30),
        ("Bob", 0),
        ("Cy", -5),
    ]


def test_a_player_who_left_does_not_win() -> None:
    """001 pagat 500 Rummy, The Scoring: the first to 500 wins; Ann left at 520 (as she never
    would have: at 520 the game is over), so the game goes on until Bob reaches it."""
    names = ("Ann", "Bob", "Cy")
    first = seated_score(typed(names, [490, 100, 50]), names)
    second = seated_score(typed(("Bob", "Cy"), [420, 10]), names)
    board = standings(FIVE_HUNDRED, names, [first, second], away={"Ann"})
    assert board.totals == (490, 520, 60)
    assert board.finished
    assert board.winners == ("Bob",)


def test_who_leads_is_among_the_players_at_the_table() -> None:
    """000 pagat 5000 Rummy, Scoring: the highest total leads; a player who left is not
    ranked."""
    board = Standings(("Ann", "Bob", "Cy"), (900, 300, 120), False, ())
    found = lead(FIVE_HUNDRED, at_table(board, {"Ann"}))
    assert found is not None
    assert found.leaders == ("Bob",)
    assert found.margin == 180


@st.composite
def seatings(draw: st.DrawFn):
    """Players who join and leave over a few deals of typed scores: each deal's players and
    scores, every player's starting score."""
    count = draw(st.integers(min_value=2, max_value=3))
    table = Seating(NAMES[:count])
    starting = [draw(st.integers(-100, 100)) for _ in range(count)]
    deals: list[tuple[tuple[str, ...], list[int]]] = []
    for _ in range(draw(st.integers(min_value=0, max_value=5))):
        move = draw(st.sampled_from(("deal", "join", "leave")))
        if move == "join" and len(table.names) < len(NAMES) and can_join(FIVE_HUNDRED, table):
            table = table.joined(NAMES[len(table.names)])
            starting.append(draw(st.integers(-100, 100)))
        elif move == "leave" and len(table.next_deal()) > FIVE_HUNDRED.players_min:
            seat = table.names.index(draw(st.sampled_from(table.next_deal())))
            table = table.left_seat(seat)
        players = table.next_deal()
        scores = draw(
            st.lists(st.integers(-200, 200), min_size=len(players), max_size=len(players))
        )
        deals.append((players, scores))
    return table, starting, deals


@settings(max_examples=150, deadline=None)
@given(seatings())
def test_a_total_is_the_starting_score_and_the_deals_played(case) -> None:
    """Each player's running total is their starting score plus their scores in the deals they
    were dealt into (010 Score pads: a column added up), whoever joined or left."""
    table, starting, deals = case
    results = [seated_score(typed(players, scores), table.names) for players, scores in deals]
    board = standings(FIVE_HUNDRED, table.names, results, starting, away=table.gone)
    for seat, name in enumerate(table.names):
        played = sum(
            score
            for players, scores in deals
            for player, score in zip(players, scores, strict=True)
            if player == name
        )
        assert board.totals[seat] == starting[seat] + played
    assert not set(board.winners) & table.gone
