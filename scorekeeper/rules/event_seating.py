"""Seating an event: a club evening or tournament played as ordinary games, one per table and
series, its entrants drawn to tables or seated by their standing (014 Events).

An entrant is a whole number (the web side's id); a table is numbered from 1 and its seats are
listed in seat order, seat 1 first. Tables are of four (014 Events, Tables: a championship's
series played at tables of four); when the entrants do not divide by four, the organiser chooses
tables of five or tables of three for the rest (``OddTables``). The bigger tables come first, so
table 1 is always a table of the largest size and the top table (014 Events, Tables: the back
tables take the players of three).

Tandem partners (``pairs``) never sit at one table (014 Events, Seating by standing: each
tandem played every series at different tables): at one table a pair's two entrants would play
with each other rather than against the field.

>>> table_sizes(10), table_sizes(10, "three")
((5, 5), (4, 3, 3))
>>> [table.seats for table in seat_by_standing([11, 12, 13, 14, 15, 16, 17, 18, 19])]
[(11, 13, 15, 17, 19), (12, 14, 16, 18)]
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from .problems import Param, Problem, ProblemError

OddTables = Literal["five", "three"]
"""What the entrants beyond a multiple of four make: tables of five (``"five"``) or tables of
three (``"three"``)."""

ODD_TABLES: tuple[OddTables, ...] = get_args(OddTables)

FEWEST_ENTRANTS = 3
"""The fewest entrants an event seats: one table of three."""

MOST_ENTRANTS = 1000
"""The most entrants an event seats (250 tables of four): the app's limit, no rule's."""


class EventError(ProblemError):
    """An event the engine cannot seat or score as asked: too few or too many entrants,
    partners who cannot sit apart, a ranking rule that makes no sense. The problem's path names
    the input it concerns (``("entrants",)``, ``("pairs", 0)``, ``("places", 2)``).

    It lives here, not in ``errors.py``, which the stored games' scoring reads: the events
    leave the engine's version (and so every stored game's numbers) as they are.
    """


@dataclass(frozen=True)
class EventTable:
    """One table of a series.

    :ivar number: the table's number, from 1 (the top table when seated by standing).
    :ivar seats: the entrants in seat order, seat 1 first.
    """

    number: int
    seats: tuple[int, ...]


def table_sizes(entrants: int, odd_tables: OddTables = "five") -> tuple[int, ...]:
    """The size of each table, table 1 first, for ``entrants`` players: tables of four, and
    for the rest tables of five or of three, the bigger tables first (014 Events, Tables).

    With ``"five"``, the ``r = entrants % 4`` players over a multiple of four each join a table,
    making ``r`` tables of five; with ``"three"``, ``(4 - r) % 4`` tables take one player fewer,
    making tables of three. Where there are too few players for that (``"five"``: fewer than
    ``5 * r``, as 6 or 7; ``"three"``: fewer than three per table of three, as 5), the other kind
    is made, so every number from 3 up is seated.

    >>> table_sizes(4), table_sizes(7), table_sizes(13), table_sizes(13, "three")
    ((4,), (4, 3), (5, 4, 4), (4, 3, 3, 3))
    >>> table_sizes(5, "three")
    (5,)

    :param entrants: how many players are seated.
    :param odd_tables: ``"five"`` or ``"three"``.
    :returns: each table's number of seats, non-increasing, summing to ``entrants``.
    :raises EventError: ``event.too_few`` (``fewest``) below 3 entrants, ``event.too_many``
        (``most``) above :data:`MOST_ENTRANTS`, both at ``("entrants",)``.
    :raises ValueError: for ``odd_tables`` other than ``"five"`` or ``"three"``.
    """
    if odd_tables not in ODD_TABLES:
        raise ValueError("odd_tables", odd_tables)
    _verify_count(entrants)
    rest = entrants % 4
    fives, threes = rest, (4 - rest) % 4
    fives_fit, threes_fit = entrants >= 5 * fives, entrants >= 3 * threes
    if (odd_tables == "five" and fives_fit) or not threes_fit:
        return (5,) * fives + (4,) * ((entrants - 5 * fives) // 4)
    return (4,) * ((entrants - 3 * threes) // 4) + (3,) * threes


def draw_seating(
    entrants: Sequence[int],
    *,
    seed: int,
    pairs: Sequence[tuple[int, int]] = (),
    odd_tables: OddTables = "five",
) -> tuple[EventTable, ...]:
    """The entrants drawn to tables and seats at random (014 Events, Seating: the first
    series drawn), the same ``seed`` and ``entrants`` always giving the same seating.

    The entrants are shuffled (``random.Random(seed)``) and seated in the order of
    :func:`seat_by_standing`. Then, while a pair sits at one table, the later-seated partner
    changes places with an entrant drawn (from the same generator) among those at another table
    whose own partner does not sit at the partner's table; each change parts one pair and joins
    none, and with two tables or more such an entrant always exists.

    >>> seating = draw_seating(range(1, 9), seed=7, pairs=[(1, 2), (3, 4)])
    >>> [len(table.seats) for table in seating]
    [4, 4]
    >>> seating == draw_seating(range(1, 9), seed=7, pairs=[(1, 2), (3, 4)])
    True

    :param entrants: the entrants' ids, each once, in any order (the order with the seed makes
        the draw).
    :param seed: the draw's seed, kept to show or repeat the draw.
    :param pairs: the tandem partners, each entrant in one pair at most; a pair with an entrant
        not among ``entrants`` (who sits this series out) does not count.
    :param odd_tables: as :func:`table_sizes`.
    :returns: the tables, table 1 first.
    :raises EventError: as :func:`table_sizes`; ``event.pairs_together`` at ``("pairs", index)``
        where a pair counts and there is one table only.
    :raises ValueError: for an entrant listed twice, or a pair of one entrant or sharing an
        entrant with another pair.
    """
    order = list(entrants)
    sizes = table_sizes(len(order), odd_tables)
    partner = _partners(order, pairs)
    generator = random.Random(seed)
    generator.shuffle(order)
    tables = [table for table, _ in _places(sizes)]
    _verify_apart(len(sizes), partner, pairs)
    while (moved := _clash(order, tables, partner, len(order))) is not None:
        table_of = {entrant: tables[place] for place, entrant in enumerate(order)}
        others = [
            place
            for place, entrant in enumerate(order)
            if tables[place] != tables[moved]
            and (entrant not in partner or table_of[partner[entrant]] != tables[moved])
        ]
        if not others:  # pragma: no cover - two tables or more always leave one (see above)
            raise EventError(Problem("event.pairs_together", {}, ("pairs", 0)))
        other = generator.choice(others)
        order[moved], order[other] = order[other], order[moved]
    return _tables(order, sizes)


def seat_by_standing(
    order: Sequence[int],
    *,
    pairs: Sequence[tuple[int, int]] = (),
    odd_tables: OddTables = "five",
) -> tuple[EventTable, ...]:
    """The entrants seated by their standing, best first (014 Events, Seating by standing): the
    leader at table 1 seat 1, the second at table 2 seat 1, and so on, the top ``T`` entrants
    (``T`` tables) each on seat 1 of tables 1 to ``T``, the next ``T`` on seat 2, and so on. With
    tables of five the fifth seats go to the tables of five alone (tables 1 to ``r``), with tables
    of three the fourth seats to the tables of four alone.

    Partners apart (the app's rule): going down the standing, an entrant who would sit at their
    partner's table changes places with the nearest entrant below them in the standing who may
    sit there (whose partner is not at that table); the one displaced is seated in turn further
    down. Where nobody below may (at the foot of the standing), the entrant changes places with
    the nearest entrant above them for whom the change leaves every pair seated so far apart.

    >>> [table.seats for table in seat_by_standing([1, 2, 3, 4, 5, 6, 7, 8], pairs=[(1, 3)])]
    [(1, 4, 5, 7), (2, 3, 6, 8)]

    :param order: the entrants' ids, best first, each once.
    :param pairs: as :func:`draw_seating`.
    :param odd_tables: as :func:`table_sizes`.
    :returns: the tables, table 1 (the top table) first.
    :raises EventError: as :func:`draw_seating`.
    :raises ValueError: as :func:`draw_seating`.
    """
    seated = list(order)
    sizes = table_sizes(len(seated), odd_tables)
    partner = _partners(seated, pairs)
    _verify_apart(len(sizes), partner, pairs)
    tables = [table for table, _ in _places(sizes)]
    for place in range(len(seated)):
        place_of = {entrant: index for index, entrant in enumerate(seated)}
        if _fits(seated[place], place, place_of, partner, tables):
            continue
        below = next(
            (
                other
                for other in range(place + 1, len(seated))
                if _fits(seated[other], place, place_of, partner, tables)
            ),
            None,
        )
        if below is None:
            below = next(
                (
                    other
                    for other in range(place - 1, -1, -1)
                    if not _clash(_swapped(seated, place, other), tables, partner, place + 1)
                ),
                None,
            )
        if below is None:  # pragma: no cover - never met with two tables or more
            raise EventError(Problem("event.pairs_together", {}, ("pairs", 0)))
        seated = _swapped(seated, place, below)
    return _tables(seated, sizes)


def _verify_count(entrants: int) -> None:
    if entrants < FEWEST_ENTRANTS:
        fewest: dict[str, Param] = {"fewest": FEWEST_ENTRANTS}
        raise EventError(Problem("event.too_few", fewest, ("entrants",)))
    if entrants > MOST_ENTRANTS:
        most: dict[str, Param] = {"most": MOST_ENTRANTS}
        raise EventError(Problem("event.too_many", most, ("entrants",)))


def _partners(entrants: Sequence[int], pairs: Sequence[tuple[int, int]]) -> dict[int, int]:
    """Each paired entrant's partner, for the pairs whose two entrants are both seated."""
    if len(set(entrants)) != len(entrants):
        raise ValueError("entrant twice")
    present = set(entrants)
    partner: dict[int, int] = {}
    for first, second in pairs:
        if first == second or first in partner or second in partner:
            raise ValueError("overlapping pair", (first, second))
        if first in present and second in present:
            partner[first], partner[second] = second, first
    return partner


def _verify_apart(tables: int, partner: dict[int, int], pairs: Sequence[tuple[int, int]]) -> None:
    """Partners can sit apart with two tables or more; with one, a pair that counts is refused."""
    if tables > 1 or not partner:
        return
    index = next(index for index, (first, _) in enumerate(pairs) if first in partner)
    raise EventError(Problem("event.pairs_together", {}, ("pairs", index)))


def _places(sizes: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Every seat as ``(table index, seat index)``, seat 1 of every table first, then seat 2..."""
    for seat in range(max(sizes)):
        for table, size in enumerate(sizes):
            if seat < size:
                yield table, seat


def _tables(order: Sequence[int], sizes: Sequence[int]) -> tuple[EventTable, ...]:
    """The tables with ``order`` seated in the order of :func:`_places`."""
    seats: list[list[int]] = [[] for _ in sizes]
    for entrant, (table, _) in zip(order, _places(sizes), strict=True):
        seats[table].append(entrant)
    return tuple(EventTable(number + 1, tuple(row)) for number, row in enumerate(seats))


def _clash(
    order: Sequence[int], tables: Sequence[int], partner: dict[int, int], upto: int
) -> int | None:
    """The first place before ``upto`` whose entrant sits at one table with their partner
    seated earlier, or ``None``."""
    first_at: dict[int, int] = {}
    for place, entrant in enumerate(order[:upto]):
        if entrant in partner and first_at.get(partner[entrant]) == tables[place]:
            return place
        first_at[entrant] = tables[place]
    return None


def _fits(
    entrant: int,
    place: int,
    place_of: dict[int, int],
    partner: dict[int, int],
    tables: Sequence[int],
) -> bool:
    """Whether ``entrant`` may sit at ``place``: their partner is not seated before ``place``
    at its table (``place_of``: each entrant's place now)."""
    if entrant not in partner:
        return True
    mate = place_of[partner[entrant]]
    return not (mate < place and tables[mate] == tables[place])


def _swapped(order: Sequence[int], place: int, other: int) -> list[int]:
    changed = list(order)
    changed[place], changed[other] = changed[other], changed[place]
    return changed
