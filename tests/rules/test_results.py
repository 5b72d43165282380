"""A game scored as win, draw or loss (issue 52, item 5), the score pad's house rule
``result_points`` read by Scores only (010 Score pads, Results: "Three points for a win", a
win 3, a draw 1 to each team, a loss 0; chess tournament scoring, a win 1, a draw "half point
to both players (sharing the point)", a loss 0, kept here as 2/1/0)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import DealError, PlayerDeal, RulesError, find_preset, score_deal, standings
from scorekeeper.rules.results import Result, ResultPoints, read_result

PAD = find_preset("scores-only")
FOOTBALL = PAD.with_options({"result_points": {"win": 3, "draw": 1, "loss": 0}})
CHESS = PAD.with_options({"result_points": {"win": 2, "draw": 1, "loss": 0}})
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def results(*typed: str) -> list[PlayerDeal]:
    return [PlayerDeal(name, typed=text) for name, text in zip(NAMES, typed, strict=False)]


def refused(rules: Any, *typed: str) -> DealError:
    with pytest.raises(DealError) as caught:
        score_deal(rules, results(*typed), None)
    return caught.value


def test_three_points_for_a_win_one_for_a_draw_none_for_a_loss() -> None:
    """010 Three points for a win: "three ... points are awarded to the team winning a match,
    with no points awarded to the losing team. If the game is drawn, each team receives one
    point"."""
    won = score_deal(FOOTBALL, results("win", "loss"), None)
    assert [(p.score, p.typed) for p in won.players] == [(3, "win"), (0, "loss")]
    drawn = score_deal(FOOTBALL, results("draw", "draw"), None)
    assert [p.score for p in drawn.players] == [1, 1]


def test_chess_half_point_is_kept_as_two_one_none() -> None:
    """010 chessburst.com, Chess Tournament Scoring: a win 1, a draw half a point to both, a
    loss 0; doubled (2/1/0) the totals stay whole and rank the players the same."""
    games = [results("win", "loss"), results("draw", "draw"), results("loss", "win")]
    games.append(results("draw", "draw"))
    deals = [score_deal(CHESS, players, None) for players in games]
    table = standings(CHESS, ["Ann", "Bob"], deals)
    assert table.totals == (4, 4)  # 2 points each in chess's halves


def test_results_are_read_as_words_or_letters_and_stored_as_typed() -> None:
    """What was typed is kept (the deal's raw input): W/D/L as a score pad writes them."""
    deal = score_deal(FOOTBALL, results("W", " l ", "L"), None)
    assert [(p.score, p.typed) for p in deal.players] == [(3, "W"), (0, " l "), (0, "L")]
    assert read_result("DRAW") is Result.DRAW
    assert read_result("won") is None and read_result("") is None and read_result(None) is None


def test_a_half_point_option_is_refused_in_words_of_whole_numbers() -> None:
    """010 Score pads, Results: totals are whole numbers, 1/½/0 kept as 2/1/0."""
    with pytest.raises(RulesError) as caught:
        PAD.with_options({"result_points": {"win": 1, "draw": 0.5, "loss": 0}})
    assert caught.value.problem.code == "option.result_points_whole"
    assert caught.value.problem.params["key"] == "draw"
    assert caught.value.option == "result_points"
    # A whole number written as a decimal is that number.
    rules = PAD.with_options({"result_points": {"win": 3.0, "draw": 1, "loss": 0}})
    assert rules.result_points == ResultPoints(3, 1, 0)


@pytest.mark.parametrize(
    ("points", "code"),
    [
        ({"win": 3, "draw": 1}, "option.result_points_keys"),
        ({"win": 3, "draw": 1, "loss": 0, "bye": 1}, "option.result_points_keys"),
        ([3, 1, 0], "option.result_points_keys"),
        ({"win": "3", "draw": 1, "loss": 0}, "option.result_points_whole"),
        ({"win": True, "draw": 1, "loss": 0}, "option.result_points_whole"),
        ({"win": 0, "draw": 1, "loss": 3}, "option.result_points_order"),
        ({"win": 3, "draw": 4, "loss": 0}, "option.result_points_order"),
        ({"win": 1, "draw": 1, "loss": 1}, "option.result_points_order"),
        ({"win": 2_000_000, "draw": 1, "loss": 0}, "option.beyond_max_number"),
    ],
)
def test_result_points_the_table_cannot_mean_are_refused(points: Any, code: str) -> None:
    with pytest.raises(RulesError) as caught:
        PAD.with_options({"result_points": points})
    assert caught.value.problem.code == code
    assert caught.value.option == "result_points"


def test_a_loss_may_cost_points() -> None:
    """A table's own points (010 Score pads, Results: "the points the table sets")."""
    rules = PAD.with_options({"result_points": {"win": 1, "draw": 0, "loss": -1}})
    deal = score_deal(rules, results("loss", "win"), None)
    assert [p.score for p in deal.players] == [-1, 1]


@pytest.mark.parametrize("other", [{"zero_sum": True}, {"count_down_from": 10, "winner": "lowest"}])
def test_results_do_not_go_with_zero_sum_or_counting_down(other: dict[str, Any]) -> None:
    """010 Score pads: a deal scored by its results neither sums to 0 nor counts down."""
    with pytest.raises(RulesError) as caught:
        PAD.with_options({"result_points": {"win": 3, "draw": 1, "loss": 0}, **other})
    assert caught.value.problem.code == "option.results_with"
    assert caught.value.problem.params["other"] == next(iter(other))


@pytest.mark.parametrize(
    ("typed", "code", "path"),
    [
        # "If the game is drawn, each team receives one point": a deal is won or drawn.
        (("win", "win"), "results.nobody_lost", ("players", 0, "result")),
        (("win", "win", "win"), "results.nobody_lost", ("players", 0, "result")),
        (("win", "draw"), "results.win_and_draw", ("players", 1, "result")),
        (("draw", "loss", "win"), "results.win_and_draw", ("players", 0, "result")),
        (("loss", "loss"), "results.nobody_won", ("players", 0, "result")),
        # A draw is shared ("sharing the point"): one player cannot draw alone.
        (("draw", "loss"), "results.lone_draw", ("players", 0, "result")),
        (("loss", "loss", "draw"), "results.lone_draw", ("players", 2, "result")),
        (("win", "3"), "results.missing", ("players", 1, "result")),
        (("win", ""), "results.missing", ("players", 1, "result")),
    ],
)
def test_a_deal_no_table_would_write_is_refused_at_the_player(
    typed: tuple[str, ...], code: str, path: tuple[Any, ...]
) -> None:
    error = refused(FOOTBALL, *typed)
    assert error.problem.code == code
    assert error.path == path


def test_a_player_without_a_result_is_refused() -> None:
    players = [PlayerDeal("Ann", typed="win"), PlayerDeal("Bob")]
    with pytest.raises(DealError) as caught:
        score_deal(FOOTBALL, players, None)
    assert caught.value.problem.code == "results.missing"
    assert caught.value.problem.params == {"name": "Bob"}


@pytest.mark.parametrize(
    "typed",
    [
        ("draw", "draw", "draw"),  # everyone draws: a drawn deal
        ("draw", "draw", "loss"),  # two tie for the win, the third loses (the app's reading)
        ("win", "win", "loss", "loss"),  # partners win together (the app's reading)
        ("loss", "win", "loss"),
    ],
)
def test_a_deal_a_table_would_write_is_taken(typed: tuple[str, ...]) -> None:
    deal = score_deal(FOOTBALL, results(*typed), None)
    points = {"win": 3, "draw": 1, "loss": 0}
    assert [p.score for p in deal.players] == [points[text] for text in typed]


def test_the_option_is_read_by_scores_only_alone() -> None:
    """Another game typed as scores keeps its scores: ``result_points`` is the score pad's."""
    rummy = find_preset("rummy").with_options({"result_points": {"win": 3, "draw": 1, "loss": 0}})
    assert rummy.scores_results is None
    deal = score_deal(rummy, [PlayerDeal("Ann", typed="25"), PlayerDeal("Bob", typed="0")], "Ann")
    assert [p.score for p in deal.players] == [25, 0]


def test_the_option_round_trips() -> None:
    assert FOOTBALL.options()["result_points"] == {"win": 3, "draw": 1, "loss": 0}
    assert PAD.with_options(FOOTBALL.options()) == FOOTBALL
    assert PAD.options()["result_points"] is None


def _valid_deal(size: int) -> st.SearchStrategy[list[Result]]:
    """A deal a table writes: some win and the rest lose, or two or more draw and the rest
    lose (every player drawing included)."""
    won = st.integers(1, size - 1).map(
        lambda wins: [Result.WIN] * wins + [Result.LOSS] * (size - wins)
    )
    drawn = st.integers(2, size).map(
        lambda draws: [Result.DRAW] * draws + [Result.LOSS] * (size - draws)
    )
    return (won | drawn).flatmap(st.permutations)


POINTS = st.tuples(st.integers(-50, 50), st.integers(0, 50), st.integers(1, 50)).map(
    lambda steps: ResultPoints(steps[0] + steps[1] + steps[2], steps[0] + steps[1], steps[0])
)


@given(
    points=POINTS,
    games=st.integers(2, 6).flatmap(lambda size: st.lists(_valid_deal(size), max_size=8)),
    letters=st.booleans(),
)
def test_each_total_is_the_sum_of_the_points_of_the_results(
    points: ResultPoints, games: list[list[Result]], letters: bool
) -> None:
    """010 Score pads, Results: a player's total is the points of their results added up, what
    a league table shows (wins times the win's points, draws times the draw's)."""
    asked = {"win": points.win, "draw": points.draw, "loss": points.loss}
    rules = PAD.with_options({"result_points": asked})
    names = [f"P{seat}" for seat in range(len(games[0]) if games else 2)]
    deals = []
    for game in games:
        typed = [result.value[0].upper() if letters else result.value for result in game]
        players = [PlayerDeal(name, typed=text) for name, text in zip(names, typed, strict=True)]
        deals.append(score_deal(rules, players, None))
    table = standings(rules, names, deals)
    for seat in range(len(names)):
        assert table.totals[seat] == sum(points.of(game[seat]) for game in games)
