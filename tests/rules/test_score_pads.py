"""The score pad's house rules (issue 52, item 5), read by Scores only (preset ``scores-only``):
zero-sum deals, each deal's scores adding up to 0 (010 Score pads, Zero-sum deals: rummikub.org,
Scoring), and counting down from a number to exactly 0 (010 Score pads, Counting down: darts'
501, flyordie.com and aacdarts.com)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import (
    DealError,
    PlayerDeal,
    RulesError,
    find_preset,
    opening_scores,
    score_deal,
    standings,
    verify_starting,
)
from scorekeeper.rules.games import game_of

PAD = find_preset("scores-only")
ZERO_SUM = PAD.with_options({"zero_sum": True})
COUNT_DOWN = PAD.with_options({"count_down_from": 100, "winner": "lowest"})
NAMES = ["Ann", "Bob", "Cy"]


def typed(*scores: str) -> list[PlayerDeal]:
    return [PlayerDeal(name, typed=score) for name, score in zip(NAMES, scores, strict=False)]


@given(st.lists(st.integers(-500, 500), min_size=2, max_size=6))
def test_a_zero_sum_pad_takes_exactly_the_deals_that_add_up_to_0(scores: list[int]) -> None:
    players = [PlayerDeal(f"P{seat}", typed=str(score)) for seat, score in enumerate(scores)]
    if sum(scores) == 0:
        deal = score_deal(ZERO_SUM, players, None)
        assert [player.score for player in deal.players] == scores
        return
    with pytest.raises(DealError) as refused:
        score_deal(ZERO_SUM, players, None)
    assert refused.value.problem.code == "typed.not_zero_sum"
    assert refused.value.problem.params == {"total": sum(scores)}
    assert refused.value.path == ("players", 0, "score")


def test_a_pad_not_kept_zero_sum_takes_any_sum() -> None:
    deal = score_deal(PAD, typed("40", "-25", "0"), None)
    assert [player.score for player in deal.players] == [40, -25, 0]


def test_a_rummikub_deal_is_zero_sum_with_the_winners_sum_as_typed() -> None:
    # rummikub.org, Scoring, Example 1: A goes out, collecting B's 24, C's 31 and D's 17.
    names = ["A", "B", "C", "D"]
    scores = ["24+31+17", "-24", "-31", "-17"]
    players = [PlayerDeal(name, typed=score) for name, score in zip(names, scores, strict=True)]
    deal = score_deal(ZERO_SUM, players, "A")
    assert [player.score for player in deal.players] == [72, -24, -31, -17]


def test_counting_down_takes_each_deal_off_what_each_player_has_left() -> None:
    starting = opening_scores(COUNT_DOWN, [0, 0, 0])
    assert starting == (100, 100, 100)
    first = score_deal(COUNT_DOWN, typed("60", "30", "0"), None, starting=starting)
    assert [(player.typed, player.score) for player in first.players] == [
        ("60", -60),
        ("30", -30),
        ("0", 0),
    ]
    after = standings(COUNT_DOWN, NAMES, [first], starting)
    assert (after.totals, after.finished) == ((40, 70, 100), False)
    second = score_deal(
        COUNT_DOWN, typed("40", "70", "5"), None, earlier=[first], starting=starting
    )
    after = standings(COUNT_DOWN, NAMES, [first, second], starting)
    assert (after.totals, after.finished, after.winners) == ((0, 0, 95), True, ("Ann", "Bob"))


def test_a_deal_taking_a_player_below_0_is_refused_at_their_score() -> None:
    starting = (100, 100, 100)
    first = score_deal(COUNT_DOWN, typed("60", "30", "0"), None, starting=starting)
    with pytest.raises(DealError) as refused:
        score_deal(COUNT_DOWN, typed("40", "71", "5"), None, earlier=[first], starting=starting)
    assert refused.value.problem.code == "typed.below_zero"
    assert refused.value.problem.params == {"name": "Bob", "left": 70, "taken": 71}
    assert refused.value.path == ("players", 1, "score")


def test_the_first_to_reach_exactly_0_wins_and_the_game_ends() -> None:
    starting = (100, 100, 100)
    deals = [score_deal(COUNT_DOWN, typed("100", "99", "1"), None, starting=starting)]
    after = standings(COUNT_DOWN, NAMES, deals, starting)
    assert (after.totals, after.finished, after.winners) == ((0, 1, 99), True, ("Ann",))


def test_after_the_tables_deals_the_fewest_left_win() -> None:
    rules = COUNT_DOWN.with_options({"deals": 1})
    deals = [score_deal(rules, typed("10", "50", "50"), None, starting=(100, 100, 100))]
    after = standings(rules, NAMES, deals, (100, 100, 100))
    assert (after.totals, after.finished, after.winners) == ((90, 50, 50), True, ("Bob", "Cy"))


def test_points_from_paper_are_what_each_has_left() -> None:
    assert opening_scores(COUNT_DOWN, [0, 35, 120]) == (100, 35, 120)
    assert opening_scores(PAD, [0, 35]) == (0, 35)
    verify_starting(COUNT_DOWN, ["Ann", "Bob"], [100, 35])
    with pytest.raises(DealError) as refused:
        verify_starting(COUNT_DOWN, ["Ann", "Bob"], [100, -1])
    assert (refused.value.problem.code, refused.value.path) == (
        "start.below_zero",
        ("starting_scores", 1),
    )
    verify_starting(PAD, ["Ann", "Bob"], [100, -1])


def test_counting_down_reads_the_earlier_deals() -> None:
    assert game_of(COUNT_DOWN).reads_earlier(COUNT_DOWN)
    assert not game_of(PAD).reads_earlier(PAD)


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"winner": "lowest", "target": 500}, "option.count_down_with_target"),
        ({}, "option.count_down_winner"),
        ({"winner": "highest"}, "option.count_down_winner"),
        ({"winner": "lowest", "tie_at_target": "play_on"}, "option.count_down_play_on"),
    ],
)
def test_counting_down_refuses_a_target_or_another_way_of_winning(
    options: dict[str, object], code: str
) -> None:
    with pytest.raises(RulesError) as refused:
        PAD.with_options({"count_down_from": 501, **options})
    assert (refused.value.problem.code, refused.value.option) == (code, "count_down_from")


def test_only_the_score_pad_reads_its_house_rules() -> None:
    rules = find_preset("500-rummy").with_options({"count_down_from": 501, "zero_sum": True})
    assert not rules.counts_down and not game_of(rules).reads_earlier(rules)
    deal = score_deal(rules, typed("40", "-25", "0"), None)
    assert [player.score for player in deal.players] == [40, -25, 0]
