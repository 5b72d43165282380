"""Ranking points: what one game at an event's table earns each of its players toward the
event's standings (014 Events), by one of four schemes the organiser chooses:

- ``"romme"``: Rommé's competition points, deal by deal: going out earns ``romme_win`` (5),
  going out in one go (hand rommé: every card laid down at once) ``romme_hand`` (8), and a
  player left with few points in hand a little (014 Events, Rommé's points: up to 30 points in
  hand, 1 to 3 points). The texts do not give the steps; the default, at most 10 points in hand
  3, at most 20 2, at most 30 1 (``romme_steps``), is the app's, an organiser's option.
- ``"places"``: points by the place at the table, from the game's running totals
  (``places``, 4/3/2/1); players tied share the points of the places they fill (014 Events,
  Ties).
- ``"results"``: a win, a draw or a loss (``win``/``draw``/``loss``, 3/1/0, as 010 Score pads,
  Results).
- ``"score"``: the game's running totals themselves.

Points are :class:`~fractions.Fraction` values, as a shared place may be worth a half.

>>> table = TableResult((120, 95, 120, 40), lowest_wins=False, winners=(), deals=())
>>> [str(points) for points in ranking_points(RankingRule(), table)]
['7/2', '2', '7/2', '1']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, get_args

from .event_seating import EventError
from .problems import Param, Path, Problem

Scheme = Literal["romme", "places", "results", "score"]
"""How a table's game earns ranking points (see the module's text)."""

SCHEMES: tuple[Scheme, ...] = get_args(Scheme)

MOST_POINTS = 1000
"""The most any number of a ranking rule may be (points, or points in hand): the app's limit."""


@dataclass(frozen=True)
class RankingRule:
    """The organiser's rule for ranking points; only the fields of its ``scheme`` count.

    :ivar scheme: ``"romme"``, ``"places"``, ``"results"`` or ``"score"``.
    :ivar places: the points for 1st, 2nd... at a table, non-increasing; a place past the list
        (the fifth at a table of five under 4/3/2/1) earns one point less than the place
        before it, never below 0 (the app's reading: a table's winner earns the same whatever
        its size).
    :ivar win: ``"results"``: points for winning the game alone.
    :ivar draw: ``"results"``: points for each of several winners (a shared win).
    :ivar loss: ``"results"``: points for any other player.
    :ivar romme_win: ``"romme"``: points for going out.
    :ivar romme_hand: ``"romme"``: points for going out in one go (hand rommé).
    :ivar romme_steps: ``"romme"``: ``(most in hand, points)`` steps, the most in hand
        ascending: a player who did not go out earns the points of the first step whose most
        is at least their points in hand, else 0.
    """

    scheme: Scheme = "places"
    places: tuple[int, ...] = (4, 3, 2, 1)
    win: int = 3
    draw: int = 1
    loss: int = 0
    romme_win: int = 5
    romme_hand: int = 8
    romme_steps: tuple[tuple[int, int], ...] = ((10, 3), (20, 2), (30, 1))


@dataclass(frozen=True)
class TableDeal:
    """One stored deal at a table, as ``"romme"`` reads it.

    :ivar went_out: the seat (index from 0) of the player who went out, ``None`` if nobody did.
    :ivar in_one_go: whether they went out in one go (hand rommé: every card laid down at once,
        as going out concealed).
    :ivar in_hand: each seat's points left in hand, in points (the one who went out: 0).
    """

    went_out: int | None
    in_one_go: bool
    in_hand: tuple[int, ...]


@dataclass(frozen=True)
class TableResult:
    """A table's game as stored.

    :ivar totals: each seat's running total, in points.
    :ivar lowest_wins: whether the lowest total is the best (the game's rules).
    :ivar winners: the seats of the game's winners; empty while it goes on.
    :ivar deals: its deals in order.
    """

    totals: tuple[int, ...]
    lowest_wins: bool
    winners: tuple[int, ...]
    deals: tuple[TableDeal, ...]


def verify_ranking_rule(rule: RankingRule) -> None:
    """Check the fields of ``rule``'s scheme: every number from 0 to :data:`MOST_POINTS`;
    ``places`` not empty and non-increasing; ``loss <= draw <= win`` with ``loss < win``;
    ``romme_hand >= romme_win``, the steps' most in hand ascending, their points non-increasing
    and none above ``romme_win`` (a player who did not go out earns less than one who did).

    >>> verify_ranking_rule(RankingRule(places=(10, 6, 3, 1)))
    >>> verify_ranking_rule(RankingRule(places=(3, 4)))
    Traceback (most recent call last):
    ...
    scorekeeper.rules.event_seating.EventError: event.places_rising {'place': 2}

    :raises EventError: ``event.points_range`` (``least``, ``most``) at the number's field
        (``("places", 1)``, ``("win",)``, ``("romme_steps", 0)``); ``event.places_empty`` at
        ``("places",)``; ``event.places_rising`` (``place``: 2 for the second) at
        ``("places", index)``; ``event.results_order`` at ``("draw",)``;
        ``event.hand_below_win`` at ``("romme_hand",)``; ``event.steps_order`` and
        ``event.step_above_win`` at ``("romme_steps", index)``.
    :raises ValueError: for a scheme that is none of :data:`SCHEMES`.
    """
    if rule.scheme not in SCHEMES:
        raise ValueError("ranking scheme", rule.scheme)
    if rule.scheme == "places":
        _verify_places(rule.places)
    elif rule.scheme == "results":
        for name in ("win", "draw", "loss"):
            _verify_range(getattr(rule, name), (name,))
        if not rule.loss <= rule.draw <= rule.win or rule.loss == rule.win:
            raise EventError(Problem("event.results_order", {}, ("draw",)))
    elif rule.scheme == "romme":
        _verify_romme(rule)


def ranking_points(rule: RankingRule, table: TableResult) -> tuple[Fraction, ...]:
    """The ranking points ``rule`` gives each seat of ``table`` (see the module's text).

    >>> deals = (TableDeal(0, False, (0, 7, 25, 60)), TableDeal(2, True, (15, 30, 0, 31)))
    >>> table = TableResult((0, 0, 0, 0), lowest_wins=True, winners=(), deals=deals)
    >>> [int(points) for points in ranking_points(RankingRule("romme"), table)]
    [7, 4, 9, 0]

    :param rule: a rule :func:`verify_ranking_rule` passes.
    :param table: the game as stored.
    :returns: each seat's points, seat order.
    :raises ValueError: where a deal's ``in_hand`` has not one number a seat, or a seat in
        ``went_out`` or ``winners`` is not one of the table's.
    """
    _verify_table(table)
    if rule.scheme == "score":
        return tuple(Fraction(total) for total in table.totals)
    if rule.scheme == "places":
        return _by_places(rule.places, table)
    if rule.scheme == "results":
        return _by_results(rule, table)
    if rule.scheme == "romme":
        return _by_romme(rule, table)
    raise ValueError("ranking scheme", rule.scheme)


def place_points(places: Sequence[int], seats: int) -> tuple[int, ...]:
    """The points of each place at a table of ``seats``: ``places`` as far as they go, then one
    point less each place, never below 0.

    >>> place_points((4, 3, 2, 1), 5), place_points((4, 3, 2, 1), 3)
    ((4, 3, 2, 1, 0), (4, 3, 2))
    """
    points: list[int] = []
    for place in range(seats):
        points.append(places[place] if place < len(places) else max(0, points[-1] - 1))
    return tuple(points)


def _by_places(places: Sequence[int], table: TableResult) -> tuple[Fraction, ...]:
    """Points by place, tied seats sharing the points of the places they fill (014 Ties)."""
    worth = place_points(places, len(table.totals))
    sign = 1 if table.lowest_wins else -1
    order = sorted(range(len(table.totals)), key=lambda seat: sign * table.totals[seat])
    points = [Fraction(0)] * len(order)
    start = 0
    while start < len(order):
        end = start
        while end < len(order) and table.totals[order[end]] == table.totals[order[start]]:
            end += 1
        shared = Fraction(sum(worth[start:end]), end - start)
        for seat in order[start:end]:
            points[seat] = shared
        start = end
    return tuple(points)


def _by_results(rule: RankingRule, table: TableResult) -> tuple[Fraction, ...]:
    """A lone winner ``win``, several winners ``draw`` each, the others ``loss``; while the
    game goes on (no winners yet), the seats with the best total so far count as its winners
    (the app's reading: the standings show the game as it stands)."""
    winners = set(table.winners) or set(_best(table))
    points = rule.win if len(winners) == 1 else rule.draw
    return tuple(
        Fraction(points if seat in winners else rule.loss) for seat in range(len(table.totals))
    )


def _by_romme(rule: RankingRule, table: TableResult) -> tuple[Fraction, ...]:
    """Rommé's points summed over the deals (014 Rommé's points); in a deal nobody went out of,
    every player earns by their points in hand (the app's reading)."""
    points = [0] * len(table.totals)
    for deal in table.deals:
        for seat, in_hand in enumerate(deal.in_hand):
            if seat == deal.went_out:
                points[seat] += rule.romme_hand if deal.in_one_go else rule.romme_win
            else:
                points[seat] += next(
                    (earned for most, earned in rule.romme_steps if in_hand <= most), 0
                )
    return tuple(Fraction(total) for total in points)


def _best(table: TableResult) -> tuple[int, ...]:
    """The seats with the best total (the lowest where the lowest wins)."""
    best = (min if table.lowest_wins else max)(table.totals)
    return tuple(seat for seat, total in enumerate(table.totals) if total == best)


def _verify_table(table: TableResult) -> None:
    seats = len(table.totals)
    if any(not 0 <= seat < seats for seat in table.winners):
        raise ValueError("winner seat", table.winners, seats)
    for deal in table.deals:
        if len(deal.in_hand) != seats:
            raise ValueError("in_hand", len(deal.in_hand), seats)
        if deal.went_out is not None and not 0 <= deal.went_out < seats:
            raise ValueError("went_out seat", deal.went_out, seats)


def _verify_range(number: int, path: Path) -> None:
    if not 0 <= number <= MOST_POINTS:
        said: dict[str, Param] = {"least": 0, "most": MOST_POINTS}
        raise EventError(Problem("event.points_range", said, path))


def _verify_places(places: Sequence[int]) -> None:
    if not places:
        raise EventError(Problem("event.places_empty", {}, ("places",)))
    for index, points in enumerate(places):
        _verify_range(points, ("places", index))
        if index and points > places[index - 1]:
            place: dict[str, Param] = {"place": index + 1}
            raise EventError(Problem("event.places_rising", place, ("places", index)))


def _verify_romme(rule: RankingRule) -> None:
    _verify_range(rule.romme_win, ("romme_win",))
    _verify_range(rule.romme_hand, ("romme_hand",))
    if rule.romme_hand < rule.romme_win:
        raise EventError(Problem("event.hand_below_win", {}, ("romme_hand",)))
    for index, (most, points) in enumerate(rule.romme_steps):
        path: Path = ("romme_steps", index)
        _verify_range(most, path)
        _verify_range(points, path)
        if index and (
            most <= rule.romme_steps[index - 1][0] or points > rule.romme_steps[index - 1][1]
        ):
            raise EventError(Problem("event.steps_order", {}, path))
        if points > rule.romme_win:
            raise EventError(Problem("event.step_above_win", {}, path))
