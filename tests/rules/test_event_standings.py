"""An event's standings (issue 53, ``rules/event_standings.py``): each entrant's ranking points
summed over their tables, each tandem's its two entrants' together (014 Events, Standings: the
tandems ranked by "the total a tandem had reached"), over the event, a series or a day; level
entrants share a place (014 Events, Ties) in registration order."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import Played, Standing, entrant_standings, pair_standings
from scorekeeper.rules.event_standings import standings


def played(entrant: int, points: int | Fraction, series: int = 1, day: int = 1) -> Played:
    return Played(entrant, series, day, Fraction(points), 0)


EVENING = [
    played(1, 4, series=1),
    played(2, 3, series=1),
    played(3, 2, series=1),
    played(4, 1, series=1),
    played(1, 1, series=2, day=2),
    played(2, 2, series=2, day=2),
    played(3, 4, series=2, day=2),
    played(4, 3, series=2, day=2),
]


def test_every_entrant_is_listed_best_first_even_without_games() -> None:
    rows = standings(EVENING, [1, 2, 3, 4, 5])
    assert rows == (
        Standing((3,), Fraction(6), 2, 1),
        Standing((1,), Fraction(5), 2, 2),
        Standing((2,), Fraction(5), 2, 2),
        Standing((4,), Fraction(4), 2, 4),
        Standing((5,), Fraction(0), 0, 5),
    )
    assert entrant_standings is standings


def test_level_entrants_share_a_place_in_registration_order() -> None:
    """014 Ties: level on points, one place (1, 1, 3), as the players of one game (ranking.py)."""
    rows = standings(EVENING, [2, 1, 4, 3])
    assert [(row.entrants, row.place) for row in rows] == [
        ((3,), 1),
        ((2,), 2),
        ((1,), 2),
        ((4,), 4),
    ]


def test_a_series_or_a_day_alone() -> None:
    first = standings(EVENING, [1, 2, 3, 4], series=1)
    assert [(row.entrants[0], int(row.points), row.games) for row in first] == [
        (1, 4, 1),
        (2, 3, 1),
        (3, 2, 1),
        (4, 1, 1),
    ]
    assert standings(EVENING, [1, 2, 3, 4], day=2)[0].entrants == (3,)
    assert all(row.games == 0 for row in standings(EVENING, [1, 2], series=1, day=2))


def test_fewer_points_rank_higher_where_lower_is_better() -> None:
    rows = standings(EVENING, [1, 2, 3, 4], series=1, lower_better=True)
    assert [row.entrants[0] for row in rows] == [4, 3, 2, 1]


def test_a_tandem_ranks_by_its_two_entrants_points_together() -> None:
    """014 Standings (Wetterauer Zeitung 2019): the tandems ranked by their total together."""
    rows = pair_standings(EVENING, [(1, 4), (2, 3)])
    assert rows == (
        Standing((2, 3), Fraction(11), 4, 1),
        Standing((1, 4), Fraction(9), 4, 2),
    )


def test_shared_halves_add_up_exactly() -> None:
    rows = standings([played(1, Fraction(7, 2)), played(1, Fraction(1, 2))], [1])
    assert rows[0].points == 4


@pytest.mark.parametrize("groups", [[(1, 2), (2, 3)], [(1, 1)]])
def test_an_entrant_in_two_pairs_is_a_programmers_error(groups: list[tuple[int, int]]) -> None:
    with pytest.raises(ValueError):
        pair_standings(EVENING, groups)
    with pytest.raises(ValueError):
        standings(EVENING, [1, 2, 1])


results = st.lists(
    st.builds(
        Played,
        st.integers(1, 8),
        st.integers(1, 3),
        st.integers(1, 2),
        st.fractions(-20, 20, max_denominator=4),
        st.integers(-100, 100),
    ),
    max_size=40,
)


@given(results, st.permutations(range(1, 8)), st.none() | st.integers(1, 3), st.booleans())
def test_standings_are_a_plain_recount_in_any_order(
    played_list: list[Played], entrants: list[int], series: int | None, lower_better: bool
) -> None:
    rows = standings(played_list, entrants, series=series, lower_better=lower_better)
    counted = [p for p in played_list if series is None or p.series == series]
    sums = {e: sum((p.points for p in counted if p.entrant == e), Fraction(0)) for e in entrants}
    games = Counter(p.entrant for p in counted)
    assert [row.entrants[0] for row in rows] == sorted(
        entrants, key=lambda e: (sums[e] if lower_better else -sums[e], entrants.index(e))
    )
    for row in rows:
        (entrant,) = row.entrants
        assert (row.points, row.games) == (sums[entrant], games[entrant])
        assert row.place == 1 + sum(
            1 for e in entrants if (sums[e] < row.points if lower_better else sums[e] > row.points)
        )
    assert standings(list(reversed(played_list)), entrants, series=series) == standings(
        played_list, entrants, series=series
    )


@given(results, st.permutations(range(1, 9)))
def test_a_pairs_points_are_its_two_entrants_points(
    played_list: list[Played], entrants: list[int]
) -> None:
    pairs = [(entrants[index], entrants[index + 1]) for index in range(0, 8, 2)]
    single = {row.entrants[0]: row for row in standings(played_list, entrants)}
    for row in pair_standings(played_list, pairs):
        first, second = row.entrants
        assert row.points == single[first].points + single[second].points
        assert row.games == single[first].games + single[second].games
