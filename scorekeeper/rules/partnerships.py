"""Partnerships: a game's players in teams, partners sitting apart, a team's score the sum of
its players'.

A table of four plays two against two, partners facing each other (seats 1 and 3 against 2 and
4: "Players are divided into two competing partnerships, and partners sit across from one
another", Yahoo! Games, Canasta); six play "two three-player partnerships, or three two-player
partnerships" (rummy-games.com, Canasta for Six Players), partners alternating round the table
so that each sits between opponents (docs/rule-sources.md). So a player's team is their seat
counted round the teams (:func:`team_seats`). What a deal gives a team is what it
gives its players together; a team's running total is its players' together; the game's target
and winner are the teams' (:func:`team_outcome`).

>>> team_seats(4, 2)
(0, 1, 0, 1)
>>> team_seats(6, 3)
(0, 1, 2, 0, 1, 2)
>>> team_totals((120, 40, -15, 300), (0, 1, 0, 1))
(105, 340)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .deal import Standings
from .errors import RulesError
from .problems import Param, Problem

TEAM_SIZE_LEAST = 2
"""A team holds at least two players: one alone plays for themself."""


def team_seats(players: int, teams: int) -> tuple[int, ...]:
    """Each seat's team (from 0), in seating order: partners sit apart, every team's players
    alternating with the others' round the table.

    :param players: the players at the table.
    :param teams: how many teams they play in.
    :raises RulesError: ``teams.uneven`` (``players``, ``teams``) where the players cannot make
        that many teams of one size, of two players at least; ``option`` is ``teams``.
    """
    if teams < 2 or players % teams or players // teams < TEAM_SIZE_LEAST:
        said: dict[str, Param] = {"players": players, "teams": teams}
        raise RulesError(Problem("teams.uneven", said, ("teams",)))
    return tuple(seat % teams for seat in range(players))


def new_partners(players: int) -> tuple[int, ...]:
    """The seating of a rematch with new partners, as the seats of the game before in the new
    order: the first player keeps the seat, each other moves one seat on, the last to the
    second. Four players all get a new partner (Ann and Cy against Bob and Dee become Ann and
    Bob against Dee and Cy); three rematches so seat every pairing once.

    >>> new_partners(4)
    (0, 3, 1, 2)
    """
    if players < TEAM_SIZE_LEAST:
        return tuple(range(players))
    return (0, players - 1, *range(1, players - 1))


def team_totals(totals: Sequence[int], seats: Sequence[int]) -> tuple[int, ...]:
    """Each team's running total (points): its players' together.

    :param totals: each player's, in seating order.
    :param seats: each seat's team (:func:`team_seats`).
    """
    sums = [0] * (max(seats, default=-1) + 1)
    for total, team in zip(totals, seats, strict=True):
        sums[team] += total
    return tuple(sums)


def team_outcome(
    names: Sequence[str],
    totals: Sequence[int],
    seats: Sequence[int],
    last_out: str | None,
    outcome: Callable[[dict[str, int], str | None], tuple[bool, tuple[str, ...]]],
) -> tuple[bool, tuple[str, ...]]:
    """Whether a game played in teams is over, and its winners: ``outcome`` (the game's, on
    running totals by name) asked of the teams' totals, each team named by its first player;
    the winners are every player of the winning teams, in seating order.

    >>> def highest(totals, last_out):
    ...     best = max(totals.values())
    ...     return best >= 500, tuple(name for name, total in totals.items() if total == best)
    >>> team_outcome(("Ann", "Bob", "Cy", "Di"), (300, 100, 250, 20), (0, 1, 0, 1), None, highest)
    (True, ('Ann', 'Cy'))
    """
    first = {team: names[seats.index(team)] for team in sorted(set(seats))}
    by_team = dict(zip(first.values(), team_totals(totals, seats), strict=True))
    out_team = None if last_out is None else first[seats[list(names).index(last_out)]]
    finished, winning = outcome(by_team, out_team)
    teams = {team for team, name in first.items() if name in winning}
    return finished, tuple(name for name, team in zip(names, seats, strict=True) if team in teams)


@dataclass(frozen=True)
class TeamStanding:
    """One team of a game played in partnerships, as its standings give it.

    :ivar names: its players, in seating order.
    :ivar total: its running total, its players' together (points).
    :ivar won: whether it won the game.
    """

    names: tuple[str, ...]
    total: int
    won: bool


def team_standings(standings: Standings) -> tuple[TeamStanding, ...]:
    """Each team's players, total and win, in the order of their first players' seats; none
    where each plays for themself (:func:`team_totals`)."""
    if not standings.teams:
        return ()
    teams = []
    for team, total in enumerate(team_totals(standings.totals, standings.teams)):
        names = tuple(
            name for name, at in zip(standings.names, standings.teams, strict=True) if at == team
        )
        teams.append(TeamStanding(names, total, names[0] in standings.winners))
    return tuple(teams)
