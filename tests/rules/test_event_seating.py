"""Seating an event (issue 53, ``rules/event_seating.py``): tables of four, of five or three for
the rest (014 Events, Tables: the championship's tables of four; skatguru's tables of three
at the back); the first series drawn, later ones by standing, the leader at table 1 seat 1, the
top T entrants on seat 1 of tables 1 to T (014 Events, Seating by standing: the Wetterauer
Zeitung's tandem championship, 2019); partners at different tables."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import EventError, EventTable, draw_seating, seat_by_standing, table_sizes
from scorekeeper.rules.event_seating import MOST_ENTRANTS, OddTables


@pytest.mark.parametrize(
    ("entrants", "odd_tables", "sizes"),
    [
        (3, "five", (3,)),
        (4, "five", (4,)),
        (5, "five", (5,)),
        (6, "five", (3, 3)),  # two tables of five need 10: tables of three instead
        (7, "five", (4, 3)),
        (8, "five", (4, 4)),
        (9, "five", (5, 4)),
        (11, "five", (4, 4, 3)),  # three tables of five need 15
        (14, "five", (5, 5, 4)),
        (15, "five", (5, 5, 5)),
        (72, "five", (4,) * 18),  # 014: 36 tandems at tables of four
        (3, "three", (3,)),
        (5, "three", (5,)),  # three tables of three need 9: a table of five instead
        (6, "three", (3, 3)),
        (9, "three", (3, 3, 3)),
        (10, "three", (4, 3, 3)),
        (13, "three", (4, 3, 3, 3)),
        (17, "three", (4, 4, 3, 3, 3)),
    ],
)
def test_tables_of_four_and_the_rest_at_tables_of_five_or_three_bigger_first(
    entrants: int, odd_tables: OddTables, sizes: tuple[int, ...]
) -> None:
    """014 Events, Tables: tables of four; skatguru's tables of three (at most three) at the
    back, so table 1 is the top table."""
    assert table_sizes(entrants, odd_tables) == sizes


@pytest.mark.parametrize(
    ("entrants", "code", "params"),
    [
        (2, "event.too_few", {"fewest": 3}),
        (0, "event.too_few", {"fewest": 3}),
        (MOST_ENTRANTS + 1, "event.too_many", {"most": MOST_ENTRANTS}),
    ],
)
def test_too_few_or_too_many_entrants_are_refused(
    entrants: int, code: str, params: dict[str, int]
) -> None:
    """014 Events, Tables: the smallest table is of three; the most is the app's limit."""
    with pytest.raises(EventError) as caught:
        table_sizes(entrants)
    assert (caught.value.problem.code, dict(caught.value.problem.params)) == (code, params)
    assert caught.value.path == ("entrants",)
    assert table_sizes(MOST_ENTRANTS) == (4,) * (MOST_ENTRANTS // 4)


def test_an_unknown_kind_of_odd_table_is_a_programmers_error() -> None:
    with pytest.raises(ValueError, match="odd_tables"):
        table_sizes(9, "six")  # type: ignore[arg-type]


def test_the_tandem_championship_seats_the_best_tandem_at_tables_1_and_2_seat_1() -> None:
    """014 Events, Seating by standing (Wetterauer Zeitung 2019): 36 tandems at tables of four;
    at the fourth series the better of the leading tandem sat at table 1 seat 1, the other at
    table 2 seat 1; a tandem further down played at tables 3 and 4, each on seat 4."""
    order = list(range(1, 73))  # 18 tables: ranks 1-18 take seat 1, 55-72 seat 4
    pairs = [(order[rank], order[rank + 1]) for rank in range(0, 72, 2)]
    tables = seat_by_standing(order, pairs=pairs)
    assert len(tables) == 18
    assert tables[0] == EventTable(1, (1, 19, 37, 55))
    assert tables[1].seats[0] == 2
    assert (tables[2].seats[3], tables[3].seats[3]) == (57, 58)


def test_with_tables_of_five_the_fifth_seats_are_at_the_top_tables() -> None:
    """014 Events, Tables: 13 entrants at one table of five and two of four; the 13th sits on
    seat 5 of table 1, the only table of five."""
    tables = seat_by_standing(list(range(1, 14)))
    assert [table.seats for table in tables] == [
        (1, 4, 7, 10, 13),
        (2, 5, 8, 11),
        (3, 6, 9, 12),
    ]


def test_with_tables_of_three_the_fourth_seats_are_at_the_tables_of_four() -> None:
    """014 Events, Tables (skatguru): the tables of three are the back tables."""
    tables = seat_by_standing(list(range(1, 11)), odd_tables="three")
    assert [table.seats for table in tables] == [(1, 4, 7, 10), (2, 5, 8), (3, 6, 9)]


def test_a_partner_who_would_join_their_partner_changes_with_the_next_one_down() -> None:
    """014 Events, Seating by standing, partners apart (the app's rule): 1 and 3 are partners;
    3 would sit at table 1 with 1, so 3 changes places with 4, the nearest below who may."""
    tables = seat_by_standing([1, 2, 3, 4, 5, 6, 7, 8], pairs=[(1, 3)])
    assert [table.seats for table in tables] == [(1, 4, 5, 7), (2, 3, 6, 8)]


def test_at_the_foot_of_the_standing_a_partner_changes_with_one_above() -> None:
    """The last entrant, 8, would sit at table 2 with their partner 6 and nobody is below:
    8 changes places with 7, the nearest above for whom every pair stays apart."""
    tables = seat_by_standing([1, 2, 3, 4, 5, 6, 7, 8], pairs=[(6, 8)])
    assert [table.seats for table in tables] == [(1, 3, 5, 8), (2, 4, 6, 7)]


def test_partners_at_one_table_only_are_refused() -> None:
    """Partners cannot sit apart at one table."""
    for seat in (
        lambda: seat_by_standing([1, 2, 3, 4], pairs=[(5, 6), (2, 4)]),
        lambda: draw_seating([1, 2, 3, 4], seed=1, pairs=[(5, 6), (2, 4)]),
    ):
        with pytest.raises(EventError) as caught:
            seat()
        assert caught.value.problem.code == "event.pairs_together"
        assert caught.value.path == ("pairs", 1)


def test_a_pair_with_an_entrant_sitting_out_is_no_constraint() -> None:
    assert seat_by_standing([1, 2, 3, 4], pairs=[(1, 9)])[0].seats == (1, 2, 3, 4)


@pytest.mark.parametrize(
    ("entrants", "pairs"),
    [
        ([1, 2, 3, 1], []),
        ([1, 2, 3, 4, 5, 6, 7, 8], [(1, 1)]),
        ([1, 2, 3, 4, 5, 6, 7, 8], [(1, 2), (2, 3)]),
    ],
)
def test_an_entrant_twice_or_in_two_pairs_is_a_programmers_error(
    entrants: list[int], pairs: list[tuple[int, int]]
) -> None:
    with pytest.raises(ValueError):
        seat_by_standing(entrants, pairs=pairs)
    with pytest.raises(ValueError):
        draw_seating(entrants, seed=0, pairs=pairs)


def test_the_draw_is_the_seeds_and_differs_between_seeds() -> None:
    """014 Events, Seating: the first series is drawn; the seed repeats the draw."""
    entrants = list(range(1, 21))
    draws = {draw_seating(entrants, seed=seed) for seed in range(10)}
    assert len(draws) > 1
    assert draw_seating(entrants, seed=3) == draw_seating(entrants, seed=3)


@st.composite
def fields(draw: st.DrawFn) -> tuple[list[int], list[tuple[int, int]], OddTables]:
    """Entrants (ids 1 to n in any order), pairs among them (and some with an entrant who sits
    out), and the kind of odd table."""
    count = draw(st.integers(3, 60))
    entrants = draw(st.permutations(range(1, count + 1)))
    mixed = draw(st.permutations([*entrants, 1000, 1001]))
    paired = draw(st.integers(0, len(mixed) // 2))
    pairs = [(mixed[2 * index], mixed[2 * index + 1]) for index in range(paired)]
    odd_tables = draw(st.sampled_from(["five", "three"]))
    return list(entrants), pairs, odd_tables


def assert_well_seated(
    tables: tuple[EventTable, ...],
    entrants: list[int],
    pairs: list[tuple[int, int]],
    odd_tables: OddTables,
) -> None:
    seated = [entrant for table in tables for entrant in table.seats]
    assert sorted(seated) == sorted(entrants)
    assert tuple(len(table.seats) for table in tables) == table_sizes(len(entrants), odd_tables)
    assert [table.number for table in tables] == list(range(1, len(tables) + 1))
    if len(tables) > 1:
        table_of = {entrant: table.number for table in tables for entrant in table.seats}
        for first, second in pairs:
            if first in table_of and second in table_of:
                assert table_of[first] != table_of[second], (first, second)


@given(fields())
@settings(max_examples=300, deadline=None)
def test_by_standing_everyone_once_partners_apart_the_leader_at_table_1_seat_1(
    field: tuple[list[int], list[tuple[int, int]], OddTables],
) -> None:
    entrants, pairs, odd_tables = field
    if len(table_sizes(len(entrants), odd_tables)) == 1 and any(
        first in entrants and second in entrants for first, second in pairs
    ):
        with pytest.raises(EventError):
            seat_by_standing(entrants, pairs=pairs, odd_tables=odd_tables)
        return
    tables = seat_by_standing(entrants, pairs=pairs, odd_tables=odd_tables)
    assert_well_seated(tables, entrants, pairs, odd_tables)
    assert tables[0].seats[0] == entrants[0]
    if not pairs:  # rank r at table r % T on seat r // T, while the rows are full
        rows = len(tables) * min(len(table.seats) for table in tables)
        for rank, entrant in enumerate(entrants[:rows]):
            assert tables[rank % len(tables)].seats[rank // len(tables)] == entrant


@given(fields(), st.integers(0, 2**32))
@settings(max_examples=300, deadline=None)
def test_a_draw_seats_everyone_once_partners_apart_the_same_for_the_same_seed(
    field: tuple[list[int], list[tuple[int, int]], OddTables], seed: int
) -> None:
    entrants, pairs, odd_tables = field
    if len(table_sizes(len(entrants), odd_tables)) == 1 and any(
        first in entrants and second in entrants for first, second in pairs
    ):
        with pytest.raises(EventError):
            draw_seating(entrants, seed=seed, pairs=pairs, odd_tables=odd_tables)
        return
    tables = draw_seating(entrants, seed=seed, pairs=pairs, odd_tables=odd_tables)
    assert_well_seated(tables, entrants, pairs, odd_tables)
    assert tables == draw_seating(entrants, seed=seed, pairs=pairs, odd_tables=odd_tables)
