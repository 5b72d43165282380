"""Leagues across evenings: a season of club evenings played in groups (a top group, a second,
...), each group's cumulative table over the season's evenings, and the next season's groups
drawn from the last tables with promotion and relegation (015 Leagues).

A player is known by name, as registered: an evening's entrant counts toward a season's table
under the registered name it matches, letter case aside (``"ann"`` is Ann). Groups are listed
top group first; a group lists its players in the order they were registered there, the order
that breaks a tie at the top or the foot of a table (the app's reading, as one evening's
standings keep level entrants in registration order: 014 Events, Ties).

At the end of a season the top ``promoted`` players of each group but the top one go up a
group, the bottom ``promoted`` of each group but the lowest go down, the others stay, and new
players join the lowest group (015 Leagues): so between two neighbouring groups as many go up as
come down, and every group keeps its size but the lowest, which grows by the newcomers.

>>> tables = [["Ann", "Bob", "Cy", "Di"], ["Ed", "Flo", "Gus", "Hal"]]
>>> next_season = next_groups(tables, promoted=1, newcomers=["Ivy"])
>>> next_season.groups
(('Ann', 'Bob', 'Cy', 'Ed'), ('Di', 'Flo', 'Gus', 'Hal', 'Ivy'))
>>> [(move.name, move.came_from, move.goes_to) for move in next_season.moves]
[('Di', 0, 1), ('Ed', 1, 0), ('Ivy', None, 1)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .problems import Param, Path, Problem, ProblemError

FEWEST_IN_GROUP = 3
"""The fewest players a group holds: one table of three (014 Events, Tables)."""

MOST_GROUPS = 10
"""The most groups a league has: the app's limit, no rule's."""


class LeagueError(ProblemError):
    """A league the engine cannot set up or carry on as asked: a group too small, more players
    moved than a group holds, a player listed twice. The problem's path names the input it
    concerns (``("players", 4)``, ``("promoted",)``, ``("groups",)``)."""


@dataclass(frozen=True)
class EveningRow:
    """One line of an evening's standings, as the league reads it.

    :ivar name: the entrant's name as the evening registered it.
    :ivar points: their ranking points that evening (014 Events, Standings).
    :ivar games: the tables they played that evening.
    """

    name: str
    points: Fraction
    games: int


@dataclass(frozen=True)
class SeasonStanding:
    """One line of a group's cumulative table.

    :ivar name: the player's name as registered in the group (a guest: as first entered).
    :ivar points: their ranking points summed over the season's evenings.
    :ivar evenings: the evenings they were an entrant of.
    :ivar games: the tables they played, over every evening.
    :ivar place: from 1; players level on points share one (1, 1, 3).
    """

    name: str
    points: Fraction
    evenings: int
    games: int
    place: int


@dataclass(frozen=True)
class Move:
    """A player who changes group for the next season, or joins the league.

    :ivar name: the player's name.
    :ivar came_from: the group they played the season in, from 0 (the top group); ``None``
        for a newcomer.
    :ivar goes_to: their group next season, from 0.
    """

    name: str
    came_from: int | None
    goes_to: int

    @property
    def up(self) -> bool:
        """Whether they go up a group (promotion)."""
        return self.came_from is not None and self.goes_to < self.came_from

    @property
    def down(self) -> bool:
        """Whether they go down a group (relegation)."""
        return self.came_from is not None and self.goes_to > self.came_from


@dataclass(frozen=True)
class NextSeason:
    """The next season's groups and who moved.

    :ivar groups: each group's players, the top group first; in a group, those come down from
        above first, then those who stay in the order they finished, then those come up from
        below, then the newcomers.
    :ivar moves: everyone who changes group, group by group from the top, then the newcomers.
    """

    groups: tuple[tuple[str, ...], ...]
    moves: tuple[Move, ...]


def season_standings(
    evenings: Iterable[Sequence[EveningRow]], players: Sequence[str]
) -> tuple[SeasonStanding, ...]:
    """A group's cumulative table: each player's ranking points summed over the season's
    evenings, best first (015 Leagues: the season's table adds up its evenings; 014 Events,
    Ties: players level on points share a place).

    >>> evening = [EveningRow("ann", Fraction(4), 1), EveningRow("Bob", Fraction(2), 1)]
    >>> [(row.name, int(row.points), row.evenings, row.place)
    ...  for row in season_standings([evening, evening], ["Bob", "Ann", "Cy"])]
    [('Ann', 8, 2, 1), ('Bob', 4, 2, 2), ('Cy', 0, 0, 3)]

    :param evenings: each evening's standings, in any order; an entrant is matched to a
        registered player by name, letter case aside; an entrant matching nobody (a guest) is
        listed after the registered players, in the order first met.
    :param players: the group's registered players, in registration order; one who played no
        evening has 0 points.
    :returns: one :class:`SeasonStanding` a player, best first; level players in registration
        order (guests after), sharing a place.
    :raises ValueError: for a player registered twice (letter case aside).
    """
    names: dict[str, str] = {}
    for name in players:
        if name.casefold() in names:
            raise ValueError("player twice", name)
        names[name.casefold()] = name
    points = dict.fromkeys(names, Fraction(0))
    counts = dict.fromkeys(names, 0)
    games = dict.fromkeys(names, 0)
    for evening in evenings:
        for row in evening:
            key = row.name.casefold()
            if key not in names:
                names[key] = row.name
                points[key], counts[key], games[key] = Fraction(0), 0, 0
            points[key] += row.points
            counts[key] += 1
            games[key] += row.games
    order = sorted(names, key=lambda key: -points[key])  # stable: registration order
    lines: list[SeasonStanding] = []
    for rank, key in enumerate(order):
        tied = lines and lines[-1].points == points[key]
        place = lines[-1].place if tied else rank + 1
        lines.append(SeasonStanding(names[key], points[key], counts[key], games[key], place))
    return tuple(lines)


def first_groups(players: Sequence[str], groups: int, promoted: int) -> tuple[tuple[str, ...], ...]:
    """A new league's groups: the players as listed, strongest first, split into ``groups``
    groups of as even a size as they make, the bigger groups on top (015 Leagues: players are
    grouped by strength; the app's reading of an even split).

    >>> first_groups(["A", "B", "C", "D", "E", "F", "G"], 2, 1)
    (('A', 'B', 'C', 'D'), ('E', 'F', 'G'))

    :param players: every player, each once (letter case aside), the strongest first.
    :param groups: how many groups, 1 to :data:`MOST_GROUPS`.
    :param promoted: the players moved each way between two groups at a season's end.
    :returns: each group's players, the top group first.
    :raises LeagueError: as :func:`verify_league`.
    """
    verify_league(players, groups, promoted)
    size, rest = divmod(len(players), groups)
    split: list[tuple[str, ...]] = []
    start = 0
    for group in range(groups):
        end = start + size + (1 if group < rest else 0)
        split.append(tuple(players[start:end]))
        start = end
    return tuple(split)


def verify_league(players: Sequence[str], groups: int, promoted: int) -> None:
    """Check a new league: its number of groups, its players and how many move each way.

    :raises LeagueError: ``league.groups_range`` (``least``, ``most``) at ``("groups",)`` for
        fewer than one group or more than :data:`MOST_GROUPS`; ``league.player_twice``
        (``name``) at ``("players", index)`` for a name listed twice, letter case aside;
        ``league.too_few_players`` (``fewest``, ``groups``) at ``("players",)`` for fewer than
        :data:`FEWEST_IN_GROUP` players a group; ``league.promoted_range`` (``least``,
        ``most``) at ``("promoted",)`` where more would move than half the smallest group (the
        top and bottom of a group never overlap), or fewer than none.
    """
    if not 1 <= groups <= MOST_GROUPS:
        raise LeagueError(
            Problem("league.groups_range", {"least": 1, "most": MOST_GROUPS}, ("groups",))
        )
    _verify_once(players, ("players",))
    if len(players) < FEWEST_IN_GROUP * groups:
        fewest: dict[str, Param] = {"fewest": FEWEST_IN_GROUP * groups, "groups": groups}
        raise LeagueError(Problem("league.too_few_players", fewest, ("players",)))
    _verify_promoted(promoted, [len(players) // groups])


def next_groups(
    final: Sequence[Sequence[str]], promoted: int, newcomers: Sequence[str] = ()
) -> NextSeason:
    """The next season's groups from this season's final tables (015 Leagues): the top
    ``promoted`` of each group but the top one go up a group, the bottom ``promoted`` of each
    group but the lowest go down, the others stay, and ``newcomers`` join the lowest group.

    :param final: each group's players in the order they finished, best first (ties in
        registration order, as :func:`season_standings` lists them), the top group first.
    :param promoted: how many move each way between two neighbouring groups.
    :param newcomers: players joining the league, in the order given.
    :returns: the groups and the moves (:class:`NextSeason`).
    :raises LeagueError: ``league.player_twice`` at ``("newcomers", index)`` for a newcomer
        listed twice or already playing (letter case aside); ``league.promoted_range`` at
        ``("promoted",)`` where a group has fewer than twice ``promoted`` players (its top and
        bottom would overlap) or ``promoted`` is below 0.
    :raises ValueError: for no group, or a player in two groups.
    """
    if not final:
        raise ValueError("no group")
    _verify_once([name for group in final for name in group], ())
    _verify_promoted(promoted, [len(group) for group in final] if len(final) > 1 else [])
    playing = {name.casefold() for group in final for name in group}
    _verify_once(newcomers, ("newcomers",), taken=playing)
    last = len(final) - 1
    down_from_above: list[list[str]] = [[] for _ in final]
    up_from_below: list[list[str]] = [[] for _ in final]
    stay: list[list[str]] = []
    moves: list[Move] = []
    for index, group in enumerate(final):
        ups = list(group[:promoted]) if index > 0 and promoted else []
        downs = list(group[len(group) - promoted :]) if index < last and promoted else []
        stay.append([name for name in group if name not in ups and name not in downs])
        if ups:
            up_from_below[index - 1] += ups
            moves += [Move(name, index, index - 1) for name in ups]
        if downs:
            down_from_above[index + 1] += downs
            moves += [Move(name, index, index + 1) for name in downs]
    groups = [
        down_from_above[index] + stay[index] + up_from_below[index] for index in range(len(final))
    ]
    groups[last] += list(newcomers)
    moves += [Move(name, None, last) for name in newcomers]
    return NextSeason(tuple(tuple(group) for group in groups), tuple(moves))


def _verify_once(names: Sequence[str], path: Path, taken: Iterable[str] = ()) -> None:
    """Each name once, letter case aside, and none of ``taken`` (casefolded).

    :raises LeagueError: ``league.player_twice`` at ``path + (index,)``; with an empty
        ``path``, :class:`ValueError` instead (a caller's mistake, not a player's input).
    """
    seen = set(taken)
    for index, name in enumerate(names):
        if name.casefold() in seen:
            if not path:
                raise ValueError("player twice", name)
            twice: dict[str, Param] = {"name": name}
            raise LeagueError(Problem("league.player_twice", twice, (*path, index)))
        seen.add(name.casefold())


def _verify_promoted(promoted: int, sizes: Sequence[int]) -> None:
    most = min(sizes) // 2 if sizes else promoted
    if promoted < 0 or promoted > most:
        limits: dict[str, Param] = {"least": 0, "most": max(most, 0)}
        raise LeagueError(Problem("league.promoted_range", limits, ("promoted",)))
