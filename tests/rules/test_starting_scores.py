"""A game resumed from a score sheet on paper (issue 52, item 5): each player's starting score
counts in the running totals, the target, the win and a team's total (``standings``'s
``starting``), and in the running total a deal reads before it (``DealFacts.total_before``:
Canasta's first meld minimum, Gin Rummy's game end)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import PlayerDeal, RulesError, find_preset, score_deal, standings
from scorekeeper.rules.errors import DealError
from scorekeeper.rules.games import game_of
from scorekeeper.rules.indian import pool_state
from scorekeeper.rules.partnerships import team_totals
from scorekeeper.rules.scoring import verify_starting
from scorekeeper.rules.typed_scores import MOST_POINTS
from tests.rules.notation import player

NAMES = ("Ann", "Bob", "Cy", "Dee")
PRESETS = ("500-rummy", "canasta", "hand-and-foot", "scores-only", "tonk", "gin-rummy")
"""Games a deal of typed scores may be entered in without a wild rank: alone or in teams, by
target, by a number of deals, or neither."""

points = st.integers(min_value=-MOST_POINTS, max_value=MOST_POINTS)


@st.composite
def resumed_games(draw: st.DrawFn) -> tuple[str, list[str], list[int], list[list[int]]]:
    """A preset, its players, their starting scores and a few deals' typed scores."""
    slug = draw(st.sampled_from(PRESETS))
    rules = find_preset(slug)
    count = draw(st.integers(min_value=rules.players_min, max_value=min(4, rules.players_max)))
    if rules.teams is not None:  # two teams of two
        count = 4
    names = list(NAMES[:count])
    starting = draw(st.lists(points, min_size=count, max_size=count))
    deals = draw(
        st.lists(st.lists(st.integers(-500, 500), min_size=count, max_size=count), max_size=4)
    )
    return slug, names, starting, deals


@settings(max_examples=120, deadline=None)
@given(resumed_games())
def test_a_resumed_games_totals_are_its_starting_scores_and_its_deals(
    game: tuple[str, list[str], list[int], list[list[int]]],
) -> None:
    slug, names, starting, typed = game
    rules = find_preset(slug).for_players(len(names))  # as a game stores them
    deals = [
        score_deal(
            rules,
            [PlayerDeal(name, typed=str(score)) for name, score in zip(names, scores, strict=True)],
            None,
            number=number,
        )
        for number, scores in enumerate(typed, start=1)
    ]
    after = standings(rules, names, deals, starting)
    expected = tuple(
        start + sum(scores[seat] for scores in typed) for seat, start in enumerate(starting)
    )
    assert after.totals == expected
    if after.teams:
        sides = team_totals(expected, after.teams)
        assert team_totals(after.totals, after.teams) == sides
    from_zero = standings(rules, names, deals)
    assert from_zero.totals == tuple(
        sum(scores[seat] for scores in typed) for seat in range(len(names))
    )


def test_a_target_reached_partly_from_paper_ends_the_game() -> None:
    rules = find_preset("500-rummy")
    deal = score_deal(rules, [PlayerDeal("Ann", typed="60"), PlayerDeal("Bob", typed="35")], None)
    assert not standings(rules, ["Ann", "Bob"], [deal]).finished
    after = standings(rules, ["Ann", "Bob"], [deal], (450, 0))
    assert after.finished and after.winners == ("Ann",)


def test_a_teams_starting_total_is_its_players_together() -> None:
    rules = find_preset("canasta")
    scores = {"Ann": "60", "Bob": "40", "Cy": "50", "Dee": "30"}
    deal = score_deal(rules, [PlayerDeal(name, typed=text) for name, text in scores.items()], None)
    after = standings(rules, NAMES, [deal], (3000, 2500, 1900, 2000))  # 5,010 against 4,570
    assert after.finished and after.winners == ("Ann", "Cy")
    assert not standings(rules, NAMES, [deal], (3000, 2500, 1800, 2000)).finished


def test_a_gin_game_ended_partly_from_paper_carries_the_game_end_bonuses() -> None:
    """005 pagat Gin Rummy, Scoring: the deal that brings a player to 100 carries the game
    bonus (100, doubled: Bob scored nothing) and a box (20) for each deal won; from 80 on
    paper, Ann's gin of 20 does."""
    rules = find_preset("gin-rummy")
    ann = player("Ann", ("AH 2H 3H 4H", "8S 8C 8D", "JC QC KC"))
    bob = player("Bob", ("4S 5S 6S 7S", "9D 10D JD", "KS KH KD"))
    fresh = score_deal(rules, [ann, bob], "Ann", ending="gin")
    resumed = score_deal(rules, [ann, bob], "Ann", ending="gin", starting=(80, 0))
    assert [score.score for score in fresh.players] == [20, 0]
    assert [score.score for score in resumed.players] == [20 + 2 * 100 + 20, 0]


def test_starting_scores_out_of_bounds_or_ending_the_game_are_refused() -> None:
    verify_starting(find_preset("scores-only"), ["Ann", "Bob"], [MOST_POINTS, -MOST_POINTS])
    rules = find_preset("500-rummy")
    with pytest.raises(DealError) as too_large:
        verify_starting(rules, ["Ann", "Bob"], [0, -MOST_POINTS - 1])
    assert too_large.value.problem.code == "start.too_large"
    assert too_large.value.path == ("starting_scores", 1)
    with pytest.raises(RulesError) as over:
        verify_starting(rules, ["Ann", "Bob"], [499, 500])
    assert over.value.problem.code == "start.game_over"
    with pytest.raises(RulesError):
        verify_starting(rules, ["Ann", "Bob"], [0])


def test_pool_rummy_puts_out_a_player_whose_points_from_paper_reach_the_pool() -> None:
    """006 Indian Rummy, Pool rummy: a player whose total reaches 201 is out; Cy comes from
    paper at 205."""
    rules = find_preset("indian-rummy").with_options({"indian_format": "pool_201"})
    names = ("Ann", "Bob", "Cy")
    assert pool_state(rules, names, []).out == frozenset()
    assert pool_state(rules, names, [], (40, 0, 205)).out == {"Cy"}
    assert game_of(rules).sitting_out(rules, names, (), (40, 0, 205)) == {"Cy"}
