"""A deal of the Canasta family entered as the table's counts, in place of the cards.

The score sheets these games are kept on take each side's counts, not its cards (007, 008,
009): its natural (clean) and mixed (dirty) canastas, its red threes, the card points it
melded and the card points left in its players' hands. A deal may be entered so: each player's
:class:`~scorekeeper.rules.deal.SideCounts` in place of the cards, a side's counts being its
players' together (a table that counts by side enters them on one partner, the other's left
at 0). Who went out, and how, are the deal's facts as for cards.

What counts can be checked is checked here (:func:`counted_sides`): every count a whole
number, none larger than the packs hold; points a multiple of the smallest step card points
take (5); a canasta's seven cards count at least seven of the cheapest natural card, one of
them wild for a mixed one (a clean canasta of fours: 35 points); the red threes no more than
the packs hold. Each game checks the rest (going out needs a canasta, the first meld's minimum)
and gives its bonuses (:func:`score_counted`).

>>> from scorekeeper.rules.presets import find_preset
>>> rules = find_preset("canasta").for_players(4)
>>> canasta_least_points(rules)
(35, 50)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import reduce
from math import gcd

from .cards import Card, is_red_three
from .deal import COUNT_NAMES, CountName, DealScore, PlayerDeal, PlayerScore, SideCounts
from .errors import DealError
from .game import DealFacts
from .options import Rules
from .problems import Param, Path, Problem

CANASTA_CARDS = 7
"""A canasta (a book, a canastra) is seven cards at least (007, 008, 009)."""


@dataclass(frozen=True)
class CountedSide:
    """One side's counts: its seats (in seating order) and its players' counts together.

    :ivar seats: the side's seats.
    :ivar counts: its players' counts added up.
    """

    seats: tuple[int, ...]
    counts: SideCounts

    @property
    def canastas(self) -> int:
        """Its canastas, clean and dirty."""
        return self.counts.clean + self.counts.dirty

    @property
    def melded(self) -> bool:
        """Whether it melded anything (red threes aside)."""
        return self.counts.melded > 0


def is_counted(players: Sequence[PlayerDeal]) -> bool:
    """Whether a deal was entered as counts: any player's counts given."""
    return any(player.counts is not None for player in players)


def counts_path(seat: int, name: CountName) -> Path:
    """Where one of a player's counts is entered."""
    return ("players", seat, "counts", name)


def points_step(rules: Rules) -> int:
    """The step every card's points are a multiple of (5 in the Canasta family), in points."""
    return reduce(gcd, (rules.card_value(card, None) for card in rules.pack), 0) or 1


def canasta_least_points(rules: Rules) -> tuple[int, int]:
    """The fewest card points a clean and a dirty canasta of seven cards can count: seven of
    the cheapest natural card; six of them and the cheapest wild card."""
    wild = [card for card in rules.pack if rules.is_wild(card, None)]
    least = min(rules.card_value(card, None) for card in rules.pack if card not in wild)
    wilds = [rules.card_value(card, None) for card in wild]
    return CANASTA_CARDS * least, (CANASTA_CARDS - 1) * least + min(wilds, default=least)


def most_of(rules: Rules, name: CountName, held: Callable[[Card], int] | None = None) -> int:
    """The most a player's count ``name`` may be, by what the packs hold: the points held
    counted as the game counts a card held (``held``, by default its card points: a red three
    held is 500 in Hand and Foot where red threes are a penalty)."""
    cards = sum(rules.pack.values())
    if name in ("clean", "dirty"):
        return cards // CANASTA_CARDS
    if name == "red_threes":
        return red_threes_held(rules)
    if name == "hand" and held is not None:
        return sum(held(card) * copies for card, copies in rules.pack.items())
    return sum(rules.card_value(card, None) * copies for card, copies in rules.pack.items())


def red_threes_held(rules: Rules) -> int:
    """How many red threes the packs hold."""
    return sum(copies for card, copies in rules.pack.items() if is_red_three(card))


def counted_sides(
    facts: DealFacts,
    sides: Sequence[tuple[int, ...]],
    taken: Sequence[CountName],
    held: Callable[[Card], int] | None = None,
) -> list[CountedSide]:
    """Each side's counts, once every player's are checked.

    :param sides: each side's seats.
    :param taken: the counts the game takes (another count must be 0).
    :param held: what a card left in hand counts, where not its card points (:func:`most_of`).
    :raises DealError: at the count (``counts_path``) or the player's counts:
        ``counts.every_player`` (``name``) for a player without counts;
        ``counts.with_cards`` (``name``) for a player with cards or a typed score as well;
        ``counts.not_counted`` (``name``, ``count``) for a count the game does not take;
        ``counts.too_many`` (``name``, ``count``, ``most``) for a count past what the packs
        hold, or below 0 (``most`` then 0); ``counts.points_step`` (``name``, ``count``,
        ``points``, ``step``) for points no cards add up to; ``counts.canasta_points``
        (``name``, ``clean``, ``dirty``, ``points``, ``least``) for a side's melded points
        fewer than its canastas' cards count at least (at the melded points of the side's
        first player); ``counts.too_many`` (``count``: ``red_threes``) where the sides'
        red threes together are more than the packs hold.
    """
    rules = facts.rules
    for seat, player in enumerate(facts.players):
        _verify_player(rules, seat, player, taken, held)
    counted = [
        CountedSide(
            seats,
            sum((facts.players[seat].counts or SideCounts() for seat in seats), SideCounts()),
        )
        for seats in sides
    ]
    clean_least, dirty_least = canasta_least_points(rules)
    for side in counted:
        least = side.counts.clean * clean_least + side.counts.dirty * dirty_least
        if side.counts.melded < least:
            first = side.seats[0]
            said: dict[str, Param] = {
                "name": facts.players[first].name,
                "clean": side.counts.clean,
                "dirty": side.counts.dirty,
                "points": side.counts.melded,
                "least": least,
            }
            raise DealError(Problem("counts.canasta_points", said, counts_path(first, "melded")))
    most = red_threes_held(rules)
    if sum(side.counts.red_threes for side in counted) > most:
        said = {"name": facts.players[0].name, "count": "red_threes", "most": most}
        raise DealError(Problem("counts.too_many", said, counts_path(0, "red_threes")))
    return counted


def _verify_player(
    rules: Rules,
    seat: int,
    player: PlayerDeal,
    taken: Sequence[CountName],
    held: Callable[[Card], int] | None,
) -> None:
    said: dict[str, Param] = {"name": player.name}
    if player.counts is None:
        raise DealError(Problem("counts.every_player", said, ("players", seat, "counts")))
    if player.melds or player.laid_off or player.hand or player.typed is not None:
        raise DealError(Problem("counts.with_cards", said, ("players", seat, "counts")))
    step = points_step(rules)
    for name in COUNT_NAMES:
        value = player.counts.count(name)
        path = counts_path(seat, name)
        if value and name not in taken:
            raise DealError(Problem("counts.not_counted", said | {"count": name}, path))
        most = most_of(rules, name, held)
        if not 0 <= value <= most:
            about: dict[str, Param] = {"count": name, "most": most if value > 0 else 0}
            raise DealError(Problem("counts.too_many", said | about, path))
        if name in ("melded", "hand") and value % step:
            about = {"count": name, "points": value, "step": step}
            raise DealError(Problem("counts.points_step", said | about, path))


def score_counted(
    facts: DealFacts,
    sides: Sequence[CountedSide],
    bonuses: tuple[int, int],
    side_bonus: Callable[[CountedSide], int],
    going_out: int,
) -> DealScore:
    """Each player's deal score from the counts, so that a side's players' scores add up to
    the side's (the card points melded, the canasta bonuses and the side's own bonus, less the
    points left in hand): each player's own counts are theirs, the side's bonus
    (``side_bonus``: red threes, a morto not taken) goes to the side's first player with red
    threes counted, else to its first player; ``going_out`` (points) to the player who went
    out.

    :param bonuses: a clean and a dirty canasta's bonus, in points.
    """
    players = facts.players
    melded = [0] * len(players)
    held = [0] * len(players)
    bonus = [0] * len(players)
    clean, dirty = bonuses
    for seat, player in enumerate(players):
        counts = player.counts or SideCounts()
        melded[seat] = counts.melded
        held[seat] = counts.hand
        bonus[seat] = counts.clean * clean + counts.dirty * dirty
    for side in sides:
        reds = [seat for seat in side.seats if (players[seat].counts or SideCounts()).red_threes]
        bonus[(reds or list(side.seats))[0]] += side_bonus(side)
    if facts.went_out is not None:
        bonus[facts.names.index(facts.went_out)] += going_out
    scores = tuple(
        PlayerScore(player.name, melded[i], held[i], bonus[i], melded[i] + bonus[i] - held[i])
        for i, player in enumerate(players)
    )
    return DealScore(scores, facts.went_out)
