"""Ranking: the players in order of their running totals, and who leads by how much.

The better total is the higher one, or the lower one where the lowest total wins (004 Contract
Rummy: "The player with the lowest total score after seven rounds wins").

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.deal import Standings
>>> board = Standings(("Ann", "Bob", "Cy"), (520, 400, 520), False, ())
>>> lead(find_preset("5000-rummy"), board)
Lead(leaders=('Ann', 'Cy'), total=520, margin=120)
>>> [place.name for place in ranking(find_preset("contract-rummy"), board)]
['Bob', 'Ann', 'Cy']
"""

from __future__ import annotations

from dataclasses import dataclass

from .deal import Standings
from .options import Rules
from .partnerships import team_totals


@dataclass(frozen=True)
class Place:
    """A player's place in the ranking: ``place`` 1 is the best total; tied players share one.

    :ivar total: the player's running total, in points.
    """

    name: str
    total: int
    place: int


@dataclass(frozen=True)
class Lead:
    """Who leads a game and by how much.

    :ivar leaders: the players with the best total, in seating order (several when level).
    :ivar total: the best total, in points.
    :ivar margin: how many points the leaders are ahead of the next best total; 0 when every
        player is level.
    """

    leaders: tuple[str, ...]
    total: int
    margin: int


def ranking(rules: Rules, board: Standings) -> tuple[Place, ...]:
    """The players from the best total to the worst; tied players keep their seating order
    and share a place (1, 1, 3).

    :param board: the game's standings (:func:`scorekeeper.rules.standings`).
    """
    sign = _sign(rules)
    seats = sorted(range(len(board.names)), key=lambda seat: -sign * board.totals[seat])
    places: list[Place] = []
    for index, seat in enumerate(seats):
        total = board.totals[seat]
        tied = places and places[-1].total == total
        places.append(Place(board.names[seat], total, places[-1].place if tied else index + 1))
    return tuple(places)


def lead(rules: Rules, board: Standings) -> Lead | None:
    """Who has the best total and by how many points over the next best (000 pagat 5000 Rummy,
    Scoring: the highest total wins; 004 Contract Rummy: the lowest); ``None`` for a game
    without players. In partnerships the totals are the teams' and the leaders every player of
    the leading teams (007 Canasta, Partnerships; :func:`by_team`).

    >>> from scorekeeper.rules.presets import find_preset
    >>> teams = Standings(("Ann", "Bob", "Cy", "Di"), (60, 90, 45, 0), False, (), (0, 1, 0, 1))
    >>> lead(find_preset("rummy"), teams)
    Lead(leaders=('Ann', 'Cy'), total=105, margin=15)
    """
    if board.teams:
        found = lead(rules, by_team(board))
        if found is None:
            return None
        firsts = {board.names[board.teams.index(team)]: team for team in set(board.teams)}
        leading = {firsts[name] for name in found.leaders}
        members = tuple(
            name for name, team in zip(board.names, board.teams, strict=True) if team in leading
        )
        return Lead(members, found.total, found.margin)
    places = ranking(rules, board)
    if not places:
        return None
    leaders = tuple(place for place in places if place.place == 1)
    rest = places[len(leaders) :]
    margin = abs(leaders[0].total - rest[0].total) if rest else 0
    return Lead(tuple(place.name for place in leaders), leaders[0].total, margin)


def by_team(board: Standings) -> Standings:
    """``board`` with one total a team (its players' together), each team named by its first
    player in seating order; the winners as they are."""
    firsts = [board.names[board.teams.index(team)] for team in range(max(board.teams) + 1)]
    totals = team_totals(board.totals, board.teams)
    return Standings(tuple(firsts), totals, board.finished, board.winners)


def _sign(rules: Rules) -> int:
    """1 where a higher total is better, -1 where the lowest total wins."""
    return -1 if rules.lowest_wins else 1
