"""Ranking points (issue 53, ``rules/ranking_points.py``): Rommé's competition points (014
Events, Rommé's points: a plain win 5, a hand rommé at most 8, up to 30 points in hand 1 to 3),
points by place with ties sharing the places' points (014 Events, Ties), win/draw/loss (010
Score pads, Results) and the game's own score."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import (
    EventError,
    RankingRule,
    TableDeal,
    TableResult,
    ranking_points,
    verify_ranking_rule,
)
from scorekeeper.rules.ranking_points import MOST_POINTS, place_points

ROMME = RankingRule("romme")


def game(*totals: int, lowest_wins: bool = False, winners: tuple[int, ...] = ()) -> TableResult:
    return TableResult(tuple(totals), lowest_wins, winners, ())


def romme(*deals: TableDeal) -> tuple[Fraction, ...]:
    return ranking_points(ROMME, TableResult((0,) * len(deals[0].in_hand), True, (), deals))


def test_going_out_earns_5_and_a_hand_romme_8() -> None:
    """014 Rommé's points (GSBV Halle 2012): a plain win 5 points, a hand rommé (a win without
    exchanging or laying off) at most 8; 2013: the most, 8, rarely, as every card must go down."""
    assert romme(TableDeal(1, False, (90, 0, 90, 90)))[1] == 5
    assert romme(TableDeal(1, True, (90, 0, 90, 90)))[1] == 8


@pytest.mark.parametrize(
    ("in_hand", "points"),
    [(0, 3), (10, 3), (11, 2), (20, 2), (21, 1), (30, 1), (31, 0), (95, 0)],
)
def test_up_to_30_in_hand_earns_1_to_3_by_the_default_steps(in_hand: int, points: int) -> None:
    """014 Rommé's points: up to 30 points in hand at the end, 1 to 3 points (2012); up to 30,
    still 2 (2013). The steps themselves, 10/20/30 for 3/2/1, are the app's default."""
    assert romme(TableDeal(0, False, (0, in_hand, 99)))[1] == points


def test_romme_points_are_summed_over_the_deals_and_the_steps_are_the_organisers() -> None:
    deals = (TableDeal(0, False, (0, 7, 25, 60)), TableDeal(2, True, (15, 30, 0, 31)))
    assert romme(*deals) == (7, 4, 9, 0)
    house = RankingRule("romme", romme_win=4, romme_hand=6, romme_steps=((5, 2), (30, 1)))
    table = TableResult((0, 0, 0, 0), True, (), deals)
    assert ranking_points(house, table) == (4 + 1, 1 + 1, 1 + 6, 0)


def test_a_deal_nobody_went_out_of_earns_by_the_points_in_hand() -> None:
    """The app's reading: with nobody out, every player is scored as one who did not go out."""
    assert romme(TableDeal(None, False, (5, 25, 40))) == (3, 1, 0)


@pytest.mark.parametrize(
    ("totals", "lowest_wins", "points"),
    [
        ((120, 95, 60, 40), False, (4, 3, 2, 1)),
        ((120, 95, 60, 40), True, (1, 2, 3, 4)),
        ((120, 95, 120, 40), False, (Fraction(7, 2), 2, Fraction(7, 2), 1)),
        ((50, 50, 50, 10), False, (3, 3, 3, 1)),
        ((0, 0, 0, 0), False, (Fraction(5, 2),) * 4),
        ((10, 20, 20, 20), False, (1, 3, 3, 3)),
    ],
)
def test_places_earn_4_3_2_1_and_tied_players_share_their_places_points(
    totals: tuple[int, ...], lowest_wins: bool, points: tuple[Fraction, ...]
) -> None:
    """014 Ties: the points of the tied places added up and divided among the tied players
    (two tied for 1st at 4/3/2/1: 3½ each)."""
    assert ranking_points(RankingRule(), game(*totals, lowest_wins=lowest_wins)) == points


def test_a_table_of_five_gives_its_fifth_one_less_and_a_table_of_three_the_first_three() -> None:
    """The app's reading: a place past the list one point less than the one before, not below
    0, so a table's winner earns the same at a table of three, four or five."""
    assert ranking_points(RankingRule(), game(5, 4, 3, 2, 1)) == (4, 3, 2, 1, 0)
    assert ranking_points(RankingRule(), game(3, 2, 1)) == (4, 3, 2)
    assert place_points((10, 6, 3), 5) == (10, 6, 3, 2, 1)
    assert place_points((10, 6, 1), 5) == (10, 6, 1, 0, 0)


def test_results_give_a_lone_winner_3_shared_winners_1_and_the_rest_0() -> None:
    """010 Score pads, Results: three points for a win, one each for a draw, none for a loss."""
    rule = RankingRule("results")
    assert ranking_points(rule, game(500, 300, 200, winners=(0,))) == (3, 0, 0)
    assert ranking_points(rule, game(500, 500, 200, winners=(0, 1))) == (1, 1, 0)


def test_results_while_the_game_goes_on_read_the_best_total_so_far() -> None:
    """The app's reading: with no winner yet, the best total(s) so far count as the winners."""
    rule = RankingRule("results")
    assert ranking_points(rule, game(120, 80, 90)) == (3, 0, 0)
    assert ranking_points(rule, game(20, 80, 20, lowest_wins=True)) == (1, 0, 1)


def test_score_is_the_running_total() -> None:
    assert ranking_points(RankingRule("score"), game(120, -35, 0)) == (120, -35, 0)


@pytest.mark.parametrize(
    "table",
    [
        TableResult((0, 0), False, (2,), ()),
        TableResult((0, 0), False, (), (TableDeal(0, False, (0, 1, 2)),)),
        TableResult((0, 0), False, (), (TableDeal(3, False, (0, 1)),)),
    ],
)
def test_a_table_that_does_not_hold_together_is_a_programmers_error(table: TableResult) -> None:
    with pytest.raises(ValueError):
        ranking_points(ROMME, table)


@pytest.mark.parametrize(
    ("rule", "code", "path"),
    [
        (RankingRule(places=()), "event.places_empty", ("places",)),
        (RankingRule(places=(4, 3, 5)), "event.places_rising", ("places", 2)),
        (RankingRule(places=(4, -1)), "event.points_range", ("places", 1)),
        (RankingRule(places=(MOST_POINTS + 1,)), "event.points_range", ("places", 0)),
        (RankingRule("results", win=1, draw=2), "event.results_order", ("draw",)),
        (RankingRule("results", win=1, draw=1, loss=1), "event.results_order", ("draw",)),
        (RankingRule("results", loss=-1), "event.points_range", ("loss",)),
        (RankingRule("romme", romme_hand=4), "event.hand_below_win", ("romme_hand",)),
        (RankingRule("romme", romme_win=-5), "event.points_range", ("romme_win",)),
        (
            RankingRule("romme", romme_steps=((20, 3), (10, 2))),
            "event.steps_order",
            ("romme_steps", 1),
        ),
        (
            RankingRule("romme", romme_steps=((10, 2), (20, 3))),
            "event.steps_order",
            ("romme_steps", 1),
        ),
        (
            RankingRule("romme", romme_steps=((10, 6),)),
            "event.step_above_win",
            ("romme_steps", 0),
        ),
        (RankingRule("romme", romme_steps=((-1, 2),)), "event.points_range", ("romme_steps", 0)),
    ],
)
def test_a_rule_that_makes_no_sense_is_refused_at_its_field(
    rule: RankingRule, code: str, path: tuple[str | int, ...]
) -> None:
    with pytest.raises(EventError) as caught:
        verify_ranking_rule(rule)
    assert (caught.value.problem.code, caught.value.path) == (code, path)


def test_only_the_schemes_fields_are_checked_and_the_defaults_pass() -> None:
    for scheme in ("romme", "places", "results", "score"):
        verify_ranking_rule(RankingRule(scheme))  # type: ignore[arg-type]
    verify_ranking_rule(RankingRule("romme", places=()))
    verify_ranking_rule(RankingRule("romme", romme_steps=()))
    with pytest.raises(ValueError, match="scheme"):
        verify_ranking_rule(RankingRule("chips"))  # type: ignore[arg-type]


@given(
    st.lists(st.integers(-500, 500), min_size=3, max_size=5),
    st.booleans(),
    st.lists(st.integers(0, 50), min_size=1, max_size=5).map(lambda xs: sorted(xs, reverse=True)),
)
def test_places_share_out_exactly_the_tables_points_and_rank_as_the_totals(
    totals: list[int], lowest_wins: bool, places: list[int]
) -> None:
    """Sharing never makes or loses points: the table's points add up to its places' points,
    and a better total never earns less (014 Ties)."""
    rule = RankingRule(places=tuple(places))
    points = ranking_points(rule, game(*totals, lowest_wins=lowest_wins))
    assert sum(points) == sum(place_points(places, len(totals)))
    sign = -1 if lowest_wins else 1
    for one, other in product(range(len(totals)), repeat=2):
        if sign * totals[one] > sign * totals[other]:
            assert points[one] >= points[other]
        if totals[one] == totals[other]:
            assert points[one] == points[other]
