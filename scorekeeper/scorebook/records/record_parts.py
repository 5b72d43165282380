"""A table's records as parts that join: what a run of games (in the order they were started)
adds to every record, so that the records of all of a table's games are the parts of its runs
joined, and a change to one game sums again only the part of the run that holds it
(:mod:`.record_ledger` keeps the runs).

Each game is read as a :class:`GameLine`: the numbers the engine gave when each of its deals was
written, stored on each player's row (:mod:`..scores.tally`). Nothing here scores a card: a part
counts, adds and compares those numbers. Every record is either a sum (games played and won, deals,
points, each pair's games), the first of a total order (the best deal, best game total and
biggest comeback: the first game and seat to make it holds it; each name's latest name and
look), or a run of wins, kept as the wins a part starts and ends with and its longest run, so
that joining two parts in order finds runs that cross between them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import NamedTuple

from scorekeeper.rules.partnerships import team_seats, team_totals


class SeatLine(NamedTuple):
    """One player's stored numbers in one game (a :class:`~scorekeeper.models.Player` row).

    Points are the game's points; ``best_deal``/``lowest_deal`` and their deal numbers are
    ``None`` before the player's first deal; ``below_highest``/``above_lowest`` are the most
    points their running total was below the highest or above the lowest one after a deal.
    """

    name_key: str
    name: str
    seat: int
    won: bool
    total: int
    best_deal: int | None
    best_deal_number: int | None
    lowest_deal: int | None
    lowest_deal_number: int | None
    below_highest: int
    above_lowest: int
    went_out: int
    hand_points: int
    colour: str
    avatar: str | None


class GameLine(NamedTuple):
    """One game as its records read it: ``lowest`` where its lowest total wins; ``version``
    is the game's version it was read at; ``teams`` how many teams its players played in
    (the option ``teams``), ``None`` where each played for themself; ``seats`` in seating
    order."""

    id: int
    version: int
    variant: str
    lowest: bool
    started: datetime
    view_id: str
    finished: bool
    deal_count: int
    teams: int | None
    seats: tuple[SeatLine, ...]

    @property
    def order(self) -> tuple[datetime, int]:
        """Where the game stands among a table's games: started, then its id."""
        return self.started, self.id


class Run(NamedTuple):
    """A player's finished games of a part, as runs of wins: how many games, the wins it
    starts with and ends with (all of them where every game was won) and its longest run."""

    games: int
    first: int
    last: int
    most: int


NO_RUN = Run(0, 0, 0, 0)


def then(earlier: Run, later: Run) -> Run:
    """The runs of ``earlier``'s games followed by ``later``'s.

    >>> then(Run(2, 0, 2, 2), Run(3, 1, 0, 1))
    Run(games=5, first=0, last=0, most=3)
    """
    first = earlier.first + later.first if earlier.first == earlier.games else earlier.first
    last = later.last + earlier.last if later.last == later.games else later.last
    return Run(
        earlier.games + later.games,
        first,
        last,
        max(earlier.most, later.most, earlier.last + later.first),
    )


class Mark(NamedTuple):
    """A record made: ``rank`` orders the candidates (the least holds the record: the best
    points first, then the earliest game, deal and seat); by ``name_key`` in ``view_id``'s
    game, with ``partners`` (their partners' name keys in a game played in teams), ``points``
    (points), in deal ``deal`` (``None`` for a game's record)."""

    rank: tuple[object, ...]
    name_key: str
    points: int
    view_id: str
    started: datetime
    deal: int | None = None
    partners: tuple[str, ...] = ()


def _first(one: Mark | None, other: Mark | None) -> Mark | None:
    if one is None:
        return other
    if other is None:
        return one
    return one if one.rank <= other.rank else other


@dataclass(frozen=True)
class Counters:
    """A person's record counters over some games, declared here alone: a part sums them
    (:class:`Sums`) and a record shows them (``records.PlayerRecord`` is made of them).

    :ivar played: games the player sat in, finished or not.
    :ivar finished: finished games the player sat in (the win rate's base).
    :ivar won: games the player won (a joint win counts for each winner).
    :ivar deals: deals the player was dealt in.
    :ivar deal_points: the player's deal scores added up (points).
    :ivar best_deal: the player's highest deal score (points), ``None`` before any deal.
    :ivar went_out: deals the player ended by going out.
    :ivar hand_points: points of the cards left in the player's hand, over all deals.
    """

    played: int = 0
    finished: int = 0
    won: int = 0
    deals: int = 0
    deal_points: int = 0
    best_deal: int | None = None
    went_out: int = 0
    hand_points: int = 0

    def __add__(self, other: Counters) -> Counters:
        """The counters of these games and ``other``'s together."""
        best_deal = self.best_deal
        if other.best_deal is not None and (best_deal is None or other.best_deal > best_deal):
            best_deal = other.best_deal
        return Counters(
            played=self.played + other.played,
            finished=self.finished + other.finished,
            won=self.won + other.won,
            deals=self.deals + other.deals,
            deal_points=self.deal_points + other.deal_points,
            best_deal=best_deal,
            went_out=self.went_out + other.went_out,
            hand_points=self.hand_points + other.hand_points,
        )


NO_COUNTERS = Counters()


@dataclass
class Sums:
    """One person's sums over a part's games: their ``counters``, and ``latest``, which ranks
    the name that names them: that of their latest game (by id), where two of their names sat
    in it the person's own name, else the first seat's (game id, own name, minus seat, name)."""

    latest: tuple[int, bool, int, str]
    counters: Counters = NO_COUNTERS

    def add(self, other: Sums) -> None:
        """Add ``other``'s games to these."""
        self.latest = max(self.latest, other.latest)
        self.counters += other.counters


@dataclass
class GamePart:
    """What a part holds of the records of one game (a preset, lowest total winning or not):
    the first of each record's candidates, and each name's runs of wins."""

    best_deal: Mark | None = None
    best_game: Mark | None = None
    comeback: Mark | None = None
    runs: dict[str, Run] = field(default_factory=dict)


@dataclass
class Part:
    """What a run of games adds to the records (games in the order they were started).

    :ivar names: each name key's latest name: (game id, name).
    :ivar looks: each name key's latest look: ((started, game id), colour, avatar).
    :ivar people: each person's sums (by person key: a name made one person counts as them).
    :ivar streaks: each person's runs of wins over every game.
    :ivar pairs: each pair of name keys (in order) that sat in a finished game together:
        games against each other (each for themself, or on opposing teams) and wins of each,
        then games as partners and their team's wins.
    :ivar games: by (preset, lowest total wins).
    """

    names: dict[str, tuple[int, str]] = field(default_factory=dict)
    looks: dict[str, tuple[tuple[datetime, int], str, str | None]] = field(default_factory=dict)
    people: dict[str, Sums] = field(default_factory=dict)
    streaks: dict[str, Run] = field(default_factory=dict)
    pairs: dict[tuple[str, str], tuple[int, int, int, int, int]] = field(default_factory=dict)
    games: dict[tuple[str, bool], GamePart] = field(default_factory=dict)


def _one_more(run: Run, won: bool) -> Run:
    """``run`` followed by one more game, won or not (``then`` with a game's run)."""
    if not won:
        return Run(run.games + 1, run.first, 0, run.most)
    first = run.first + 1 if run.first == run.games else run.first
    return Run(run.games + 1, first, run.last + 1, max(run.most, run.last + 1))


def _may_hold(mark: Mark | None, first: int) -> bool:
    """Whether a candidate whose rank starts with ``first`` may come before ``mark``."""
    return mark is None or first <= mark.rank[0]  # type: ignore[operator]


def part_of(lines: Iterable[GameLine], people: Mapping[str, str]) -> Part:
    """The part of ``lines`` (games in the order they were started).

    :param people: name keys made one person, with that person's key.
    """
    part = Part()
    for line in lines:
        _add_game(part, line, people)
    return part


def _add_game(part: Part, line: GameLine, people: Mapping[str, str]) -> None:
    """Add ``line``, a game later than any of ``part``'s, to ``part`` (called for each of some
    10,000 games when a big table is first read: a candidate for a ranked record is made only
    where its points may hold it). In a game played in teams a game total is its team's (the
    engine's ``team_totals``), made by the team's first player with their partners; a
    comeback is the team's as stored (``tally.PlayerTally``); partners played no game against
    each other."""
    game = part.games.get((line.variant, line.lowest))
    if game is None:
        game = part.games[line.variant, line.lowest] = GamePart()
    order = line.order
    sign = -1 if line.lowest else 1
    teams = team_seats(len(line.seats), line.teams) if line.teams is not None else ()
    partners = _partners(line.seats, teams)
    totals = _game_totals(line.seats, teams)
    for place, seat in enumerate(line.seats):
        key = seat.name_key
        part.names[key] = max(part.names.get(key, (0, "")), (line.id, seat.name))
        look = part.looks.get(key)
        if look is None or look[0] < order:
            part.looks[key] = (order, seat.colour, seat.avatar)
        person = people.get(key, key)
        latest = (line.id, key == person, -seat.seat, seat.name)
        game_sums = Sums(
            latest,
            Counters(
                played=1,
                finished=int(line.finished),
                won=int(seat.won),
                deals=line.deal_count,
                deal_points=seat.total,
                best_deal=seat.best_deal,
                went_out=seat.went_out,
                hand_points=seat.hand_points,
            ),
        )
        if person in part.people:
            part.people[person].add(game_sums)
        else:
            part.people[person] = game_sums
        deal = seat.lowest_deal if line.lowest else seat.best_deal
        if deal is not None and _may_hold(game.best_deal, -sign * deal):
            number = seat.lowest_deal_number if line.lowest else seat.best_deal_number
            rank: tuple[object, ...] = (-sign * deal, line.started, line.id, number or 0, seat.seat)
            mark = Mark(rank, key, deal, line.view_id, line.started, number, partners[place])
            game.best_deal = _first(game.best_deal, mark)
        if not line.finished:
            continue
        total = totals[place]
        if total is not None and _may_hold(game.best_game, -sign * total):
            rank = (-sign * total, line.started, line.id, seat.seat)
            mark = Mark(rank, key, total, line.view_id, line.started, None, partners[place])
            game.best_game = _first(game.best_game, mark)
        behind = seat.above_lowest if line.lowest else seat.below_highest
        if seat.won and behind > 0 and _may_hold(game.comeback, -behind):
            rank = (-behind, line.started, line.id, seat.seat)
            mark = Mark(rank, key, behind, line.view_id, line.started, None, partners[place])
            game.comeback = _first(game.comeback, mark)
        game.runs[key] = _one_more(game.runs.get(key, NO_RUN), seat.won)
        part.streaks[person] = _one_more(part.streaks.get(person, NO_RUN), seat.won)
    if line.finished:
        for first, one in enumerate(line.seats):
            for other in line.seats:
                if one.name_key < other.name_key:
                    pair = (one.name_key, other.name_key)
                    games, won, lost, together, won_together = part.pairs.get(pair, NO_PAIR)
                    if other.name_key in partners[first]:
                        together, won_together = together + 1, won_together + one.won
                    else:
                        games, won, lost = games + 1, won + one.won, lost + other.won
                    part.pairs[pair] = (games, won, lost, together, won_together)


NO_PAIR = (0, 0, 0, 0, 0)


def _partners(seats: Sequence[SeatLine], teams: Sequence[int]) -> list[tuple[str, ...]]:
    """Each seat's partners' name keys, in seating order; none where each played for themself.

    :param teams: each seat's team (the engine's ``team_seats``), empty where there are none.
    """
    if not teams:
        return [()] * len(seats)
    return [
        tuple(other.name_key for at, other in enumerate(seats) if teams[at] == team and at != place)
        for place, team in enumerate(teams)
    ]


def _game_totals(seats: Sequence[SeatLine], teams: Sequence[int]) -> list[int | None]:
    """Each seat's game total as a game total's record counts it: the player's own, or in a
    game played in teams their team's (the engine's ``team_totals``) at the team's first
    seat, ``None`` at the others'."""
    if not teams:
        return [seat.total for seat in seats]
    sums = team_totals([seat.total for seat in seats], teams)
    return [sums[team] if teams.index(team) == place else None for place, team in enumerate(teams)]


def joined(parts: Sequence[Part]) -> Part:
    """The part of the games of ``parts`` one after another (a new part: none is changed)."""
    whole = Part()
    for part in parts:
        for key, latest in part.names.items():
            whole.names[key] = max(whole.names.get(key, latest), latest)
        for key, look in part.looks.items():
            seen = whole.looks.get(key)
            if seen is None or seen[0] < look[0]:
                whole.looks[key] = look
        for person, sums in part.people.items():
            if person in whole.people:
                whole.people[person].add(sums)
            else:
                whole.people[person] = Sums(sums.latest)
                whole.people[person].add(sums)
        for person, run in part.streaks.items():
            whole.streaks[person] = then(whole.streaks.get(person, NO_RUN), run)
        for pair, counts in part.pairs.items():
            was = whole.pairs.get(pair, NO_PAIR)
            whole.pairs[pair] = (
                was[0] + counts[0],
                was[1] + counts[1],
                was[2] + counts[2],
                was[3] + counts[3],
                was[4] + counts[4],
            )
        for kind, game in part.games.items():
            known_game = whole.games.get(kind)
            if known_game is None:
                known_game = whole.games[kind] = GamePart()
            known_game.best_deal = _first(known_game.best_deal, game.best_deal)
            known_game.best_game = _first(known_game.best_game, game.best_game)
            known_game.comeback = _first(known_game.comeback, game.comeback)
            for key, run in game.runs.items():
                known_game.runs[key] = then(known_game.runs.get(key, NO_RUN), run)
    return whole
