"""Leagues across evenings (issue 53, ``rules/leagues.py``): a group's cumulative table over a
season's evenings, a new league's groups, and the next season's groups with promotion and
relegation.

Sources: 015 Leagues (a box league's cycle: the top two of each box but box 1 go up, the bottom
two of each box but the lowest go down, the middle stay; new players join at the bottom of the
league; the Skat leagues' champion and runner-up go up), 014 Events (Ties: level players share a
place).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules.leagues import (
    EveningRow,
    LeagueError,
    Move,
    SeasonStanding,
    first_groups,
    next_groups,
    season_standings,
    verify_league,
)
from scorekeeper.rules.problems import Problem


def row(name: str, points: int | Fraction, games: int = 1) -> EveningRow:
    return EveningRow(name, Fraction(points), games)


def refused(call: Callable[[], object]) -> Problem:
    with pytest.raises(LeagueError) as caught:
        call()
    return caught.value.problem


def test_a_season_adds_up_its_evenings_by_name_letter_case_aside() -> None:
    first = [row("Ann", 4), row("bob", 3), row("Cy", 2), row("Di", 1)]
    second = [row("ANN", 1), row("Bob", 4), row("cy", 3, games=2)]
    table = season_standings([first, second], ["Ann", "Bob", "Cy", "Di"])
    assert table == (
        SeasonStanding("Bob", Fraction(7), 2, 2, 1),
        SeasonStanding("Ann", Fraction(5), 2, 2, 2),
        SeasonStanding("Cy", Fraction(5), 2, 3, 2),
        SeasonStanding("Di", Fraction(1), 1, 1, 4),
    )


def test_level_players_share_a_place_in_registration_order() -> None:
    """014 Ties: level on points, one place (1, 1, 3); registration order among them."""
    evening = [row("Ann", 2), row("Bob", 2), row("Cy", Fraction(7, 2))]
    table = season_standings([evening], ["Bob", "Ann", "Cy", "Di"])
    assert [(line.name, line.place) for line in table] == [
        ("Cy", 1),
        ("Bob", 2),
        ("Ann", 2),
        ("Di", 4),
    ]


def test_a_guest_is_listed_after_the_group_and_a_player_twice_is_a_mistake() -> None:
    table = season_standings([[row("Guest", 0), row("Ann", 0)]], ["Ann"])
    assert [line.name for line in table] == ["Ann", "Guest"]
    with pytest.raises(ValueError):
        season_standings([], ["Ann", "ann"])


def test_a_new_league_splits_the_list_evenly_strongest_on_top() -> None:
    assert first_groups([str(n) for n in range(10)], 3, 1) == (
        ("0", "1", "2", "3"),
        ("4", "5", "6"),
        ("7", "8", "9"),
    )
    assert first_groups(["A", "B", "C"], 1, 0) == (("A", "B", "C"),)


def test_a_new_league_refuses_what_cannot_be_played() -> None:
    eight = ["A", "B", "C", "D", "E", "F", "G", "H"]
    assert refused(lambda: verify_league(eight, 0, 1)) == Problem(
        "league.groups_range", {"least": 1, "most": 10}, ("groups",)
    )
    assert refused(lambda: verify_league(eight, 3, 1)) == Problem(
        "league.too_few_players", {"fewest": 9, "groups": 3}, ("players",)
    )
    assert refused(lambda: verify_league(eight, 2, 3)) == Problem(
        "league.promoted_range", {"least": 0, "most": 2}, ("promoted",)
    )
    assert refused(lambda: verify_league([*eight, "b"], 2, 1)) == Problem(
        "league.player_twice", {"name": "b"}, ("players", 8)
    )


def test_the_top_and_bottom_two_move_none_beyond_the_ends() -> None:
    """015: the two highest of each box but box 1 go up, the two lowest of each box but the
    lowest go down, the middle stay: box 1 and the lowest take two new players, the others
    four."""
    final = [[f"{group}{place}" for place in range(1, 7)] for group in "ABC"]
    season = next_groups(final, 2)
    assert season.groups == (
        ("A1", "A2", "A3", "A4", "B1", "B2"),
        ("A5", "A6", "B3", "B4", "C1", "C2"),
        ("B5", "B6", "C3", "C4", "C5", "C6"),
    )
    assert season.moves == (
        Move("A5", 0, 1),
        Move("A6", 0, 1),
        Move("B1", 1, 0),
        Move("B2", 1, 0),
        Move("B5", 1, 2),
        Move("B6", 1, 2),
        Move("C1", 2, 1),
        Move("C2", 2, 1),
    )
    assert [move.up for move in season.moves[:3]] == [False, False, True]
    assert season.moves[0].down and not season.moves[2].down


def test_newcomers_join_the_lowest_group_and_none_may_already_play() -> None:
    final = [["Ann", "Bob", "Cy"]]
    season = next_groups(final, 1, ["Di"])
    assert season.groups == (("Ann", "Bob", "Cy", "Di"),)  # one group: nobody moves
    assert season.moves == (Move("Di", None, 0),)
    assert not season.moves[0].up and not season.moves[0].down
    assert refused(lambda: next_groups(final, 1, ["Di", "ann"])) == Problem(
        "league.player_twice", {"name": "ann"}, ("newcomers", 1)
    )


def test_more_moved_than_half_a_group_is_refused() -> None:
    final = [["A", "B", "C", "D"], ["E", "F", "G"]]
    assert refused(lambda: next_groups(final, 2)) == Problem(
        "league.promoted_range", {"least": 0, "most": 1}, ("promoted",)
    )
    with pytest.raises(ValueError):
        next_groups([["A", "B"], ["a", "C"]], 1)


@st.composite
def leagues(draw: st.DrawFn) -> tuple[list[list[str]], int, list[str]]:
    groups = draw(st.integers(1, 5))
    promoted = draw(st.integers(0, 3))
    sizes = draw(st.lists(st.integers(max(2 * promoted, 1), 9), min_size=groups, max_size=groups))
    names = iter(range(1000))
    final = [[f"P{next(names)}" for _ in range(size)] for size in sizes]
    newcomers = [f"N{number}" for number in range(draw(st.integers(0, 4)))]
    return final, promoted, newcomers


@given(leagues())
def test_everyone_is_placed_once_and_every_group_keeps_its_size(
    league: tuple[list[list[str]], int, list[str]],
) -> None:
    final, promoted, newcomers = league
    season = next_groups(final, promoted, newcomers)
    placed = Counter(name for group in season.groups for name in group)
    everyone = [name for group in final for name in group] + newcomers
    assert placed == Counter(everyone)
    sizes = [len(group) for group in season.groups]
    expected = [len(group) for group in final]
    expected[-1] += len(newcomers)
    assert sizes == expected


@given(leagues())
def test_n_go_each_way_between_neighbouring_groups_and_nobody_further(
    league: tuple[list[list[str]], int, list[str]],
) -> None:
    final, promoted, newcomers = league
    season = next_groups(final, promoted, newcomers)
    group_of = {name: index for index, group in enumerate(season.groups) for name in group}
    for index, group in enumerate(final):
        for place, name in enumerate(group):
            went = group_of[name] - index
            assert abs(went) <= 1
            goes_up = index > 0 and place < promoted
            goes_down = index < len(final) - 1 and place >= len(group) - promoted
            assert went == (-1 if goes_up else 1 if goes_down else 0), (name, final)
    for upper in range(len(final) - 1):
        ups = [m for m in season.moves if m.came_from == upper + 1 and m.goes_to == upper]
        downs = [m for m in season.moves if m.came_from == upper and m.goes_to == upper + 1]
        assert len(ups) == len(downs) == promoted
    assert all(group_of[name] == len(final) - 1 for name in newcomers)
