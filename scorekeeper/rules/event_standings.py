"""An event's standings: each entrant's ranking points summed over the tables they played, or
each pair's (a tandem: its two entrants' together), best first, over the whole event, one
series or one day (014 Events, Standings: a championship's tandems ranked by the total each
tandem had reached, a series won by its best total).

Players level on points share a place (1, 1, 3: 014 Events, Ties), as the players of one game
do (``ranking.py``), and keep the order they were registered in.

>>> played = [Played(1, 1, 1, Fraction(4), 120), Played(2, 1, 1, Fraction(2), 60),
...           Played(3, 1, 1, Fraction(4), 110)]
>>> [(row.entrants, int(row.points), row.place) for row in standings(played, [1, 2, 3, 4])]
[((1,), 4, 1), ((3,), 4, 1), ((2,), 2, 3), ((4,), 0, 4)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Played:
    """One entrant's result at one table of one series.

    :ivar entrant: the entrant's id.
    :ivar series: the series, from 1.
    :ivar day: the event's day it was played on, from 1.
    :ivar points: the ranking points it earned
        (:func:`~scorekeeper.rules.ranking_points.ranking_points`).
    :ivar total: the game's own running total there, in points.
    """

    entrant: int
    series: int
    day: int
    points: Fraction
    total: int


@dataclass(frozen=True)
class Standing:
    """One line of the standings.

    :ivar entrants: one entrant, or a pair's two, in the order given.
    :ivar points: their ranking points together.
    :ivar games: the tables they played (a pair: both entrants' together).
    :ivar place: from 1; entrants level on points share one (1, 1, 3).
    """

    entrants: tuple[int, ...]
    points: Fraction
    games: int
    place: int


def standings(
    played: Iterable[Played],
    entrants: Sequence[int],
    *,
    series: int | None = None,
    day: int | None = None,
    lower_better: bool = False,
) -> tuple[Standing, ...]:
    """Each entrant's points and games, best first (014 Events, Standings).

    :param played: the results, in any order; those of an entrant not in ``entrants`` are left
        out (a standing of some entrants only).
    :param entrants: every entrant to list, in registration order; one with no games has 0.
    :param series: only that series, if given.
    :param day: only that day, if given (with ``series``: both).
    :param lower_better: whether fewer points rank higher (a scheme of points in hand).
    :returns: one :class:`Standing` an entrant, best first; level entrants in ``entrants``'
        order, sharing a place.
    :raises ValueError: for an entrant listed twice.
    """
    return _ranked([(entrant,) for entrant in entrants], played, series, day, lower_better)


def pair_standings(
    played: Iterable[Played],
    pairs: Sequence[tuple[int, int]],
    *,
    series: int | None = None,
    day: int | None = None,
    lower_better: bool = False,
) -> tuple[Standing, ...]:
    """Each pair's points (its two entrants' together) and games (both entrants' tables),
    best first, as :func:`standings` (014 Events, Standings: the tandems ranked by their
    total).

    >>> played = [Played(1, 1, 1, Fraction(3), 0), Played(2, 1, 1, Fraction(1), 0),
    ...           Played(3, 1, 1, Fraction(5), 0)]
    >>> rows = pair_standings(played, [(1, 2), (3, 4)])
    >>> [(row.entrants, int(row.points), row.games) for row in rows]
    [((3, 4), 5, 1), ((1, 2), 4, 2)]

    :param pairs: every pair, in registration order; an entrant in one pair at most.
    :raises ValueError: for an entrant in two pairs, or a pair of one entrant.
    """
    return _ranked([tuple(pair) for pair in pairs], played, series, day, lower_better)


def _ranked(
    groups: Sequence[tuple[int, ...]],
    played: Iterable[Played],
    series: int | None,
    day: int | None,
    lower_better: bool,
) -> tuple[Standing, ...]:
    members = [entrant for group in groups for entrant in group]
    if len(set(members)) != len(members):
        raise ValueError("entrant twice")
    points = dict.fromkeys(members, Fraction(0))
    games = dict.fromkeys(members, 0)
    for result in played:
        counted = (series is None or result.series == series) and (day is None or result.day == day)
        if counted and result.entrant in points:
            points[result.entrant] += result.points
            games[result.entrant] += 1
    totals = [sum((points[entrant] for entrant in group), Fraction(0)) for group in groups]
    sign = 1 if lower_better else -1
    order = sorted(range(len(groups)), key=lambda index: sign * totals[index])
    lines: list[Standing] = []
    for rank, index in enumerate(order):
        tied = lines and lines[-1].points == totals[index]
        place = lines[-1].place if tied else rank + 1
        played_games = sum(games[entrant] for entrant in groups[index])
        lines.append(Standing(groups[index], totals[index], played_games, place))
    return tuple(lines)
