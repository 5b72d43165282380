"""The rules of a game as data: one frozen :class:`Rules` value, and the named presets.

A preset is a :class:`Rules` value looked up by its slug (``"5000-rummy"``); house rules are
options laid over it with :meth:`Rules.with_options`, which validates every name, type and range.

>>> rules = find_preset("5000-rummy").with_options({"target": 1500})
>>> rules.target, rules.wild_upcard
(1500, True)
>>> find_preset("5000-rummy").with_options({"decks": 0})
Traceback (most recent call last):
...
scorekeeper.rules.errors.RulesError: option 'decks' must be at least 1, not 0
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any, Literal

from .cards import Card, Rank, pack_contents
from .errors import NotationError, RulesError

Aces = Literal["low", "high", "low_or_high"]
Unmelded = Literal["to_player_out", "subtract"]
Winner = Literal["highest", "lowest"]
TieAtTarget = Literal["joint_winners", "play_on"]


@dataclass(frozen=True)
class OptionSpec:
    """What one house-rule option accepts, for validation and for the API's documents."""

    kind: type
    description: str
    minimum: int | None = None
    nullable: bool = False
    choices: tuple[str, ...] = ()


OPTIONS: Mapping[str, OptionSpec] = MappingProxyType(
    {
        "decks": OptionSpec(
            int, "52-card packs shuffled together; null: by the number of players", 1, True
        ),
        "jokers": OptionSpec(int, "jokers in all; null: jokers_per_deck for each pack", 0, True),
        "jokers_per_deck": OptionSpec(int, "jokers added with each pack when jokers is null", 0),
        "two_decks_from": OptionSpec(int, "players from which two packs are used", 2),
        "target": OptionSpec(int, "the target score (points)", 1),
        "wild_upcard": OptionSpec(bool, "the dealer's upcard makes its rank wild for the deal"),
        "sets_allowed": OptionSpec(bool, "sets (groups of one rank) may be melded"),
        "runs_allowed": OptionSpec(bool, "runs (sequences in one suit) may be melded"),
        "set_suits_distinct": OptionSpec(
            bool, "the cards of a set must all be of different suits (so at most 4)"
        ),
        "real_card_beside_wild": OptionSpec(
            bool, "the real card a wild card stands for in a run may be melded; the wild stays"
        ),
        "aces": OptionSpec(
            str, "where an ace goes in a run", choices=("low", "high", "low_or_high")
        ),
        "card_points": OptionSpec(
            dict, 'points by rank ("A", "2" ... "K"), merged over the preset\'s values'
        ),
        "wild_points": OptionSpec(int, "points of a wild card", 0),
        "wild_ace_points": OptionSpec(int, "points of an ace when aces are the wild rank", 0),
        "ace_low_points": OptionSpec(
            int, "points of a natural ace melded low in a run; null: its usual points", 0, True
        ),
        "unmelded": OptionSpec(
            str,
            "what cards left in hand do: the player who went out collects them, or each "
            "player loses their own",
            choices=("to_player_out", "subtract"),
        ),
        "going_out_bonus": OptionSpec(int, "points for the player who goes out", 0),
        "winner": OptionSpec(
            str, "who wins once the target is reached", choices=("highest", "lowest")
        ),
        "tie_at_target": OptionSpec(
            str,
            "a tie for the win: joint winners, or further deals until one player leads",
            choices=("joint_winners", "play_on"),
        ),
    }
)

_RANK_KEYS = tuple(str(rank) for rank in Rank)


@dataclass(frozen=True)
class Rules:
    """Every rule of one game: the preset's values with the table's house rules laid over.

    Points are in the game's points; ``card_points`` maps a rank in notation (``"A"``, ``"10"``)
    to points. Create variations with :meth:`with_options`, not by calling the constructor.
    """

    variant: str
    name: str
    description: str
    decks: int | None = None
    jokers: int | None = None
    jokers_per_deck: int = 0
    two_decks_from: int = 5
    target: int = 5000
    wild_upcard: bool = False
    sets_allowed: bool = True
    runs_allowed: bool = True
    set_suits_distinct: bool = False
    real_card_beside_wild: bool = False
    aces: Aces = "low_or_high"
    card_points: Mapping[str, int] = field(default_factory=dict)
    wild_points: int = 0
    wild_ace_points: int = 0
    ace_low_points: int | None = None
    unmelded: Unmelded = "subtract"
    going_out_bonus: int = 0
    winner: Winner = "highest"
    tie_at_target: TieAtTarget = "joint_winners"

    def with_options(self, options: Mapping[str, Any]) -> Rules:
        """These rules with house rules laid over them.

        :param options: option name to value, as in the API's ``options`` object.
        :returns: a new :class:`Rules`.
        :raises RulesError: for an unknown option, a wrong type or a value out of range,
            naming the option.
        """
        if not isinstance(options, Mapping):
            raise RulesError("options must be an object of option names and values")
        changes: dict[str, Any] = {}
        for name, value in options.items():
            spec = OPTIONS.get(name)
            if spec is None:
                raise RulesError(f"unknown option {name!r}", name)
            changes[name] = _checked(name, spec, value, self)
        return dataclasses.replace(self, **changes)

    def options(self) -> dict[str, Any]:
        """Every option's value, JSON-ready: ``with_options`` of it gives these rules back."""
        values = {name: getattr(self, name) for name in OPTIONS}
        values["card_points"] = dict(self.card_points)
        return values

    def for_players(self, players: int) -> Rules:
        """These rules with the packs and jokers fixed for a table of ``players``.

        >>> find_preset("500-rummy").for_players(5).jokers
        4
        """
        decks = self.decks or (2 if players >= self.two_decks_from else 1)
        jokers = self.jokers if self.jokers is not None else self.jokers_per_deck * decks
        return dataclasses.replace(self, decks=decks, jokers=jokers)

    @cached_property
    def pack(self) -> Counter[Card]:
        """How many copies of each card the game holds (a table of unknown size: one pack)."""
        decks = self.decks or 1
        jokers = self.jokers if self.jokers is not None else self.jokers_per_deck * decks
        return pack_contents(decks, jokers)

    @cached_property
    def run_order(self) -> tuple[Rank, ...]:
        """The ranks in run order; an ace stands at the low end, the high end, or both."""
        middle = tuple(rank for rank in Rank if rank is not Rank.ACE)
        low = (Rank.ACE,) if self.aces in ("low", "low_or_high") else ()
        high = (Rank.ACE,) if self.aces in ("high", "low_or_high") else ()
        return low + middle + high

    def is_wild(self, card: Card, wild_rank: Rank | None) -> bool:
        """True if ``card`` is wild in a deal whose wild rank is ``wild_rank``."""
        return card.rank is None or card.rank is wild_rank

    def card_value(self, card: Card, wild_rank: Rank | None) -> int:
        """The points of ``card`` wherever it lies (in a meld or in hand), in points.

        A wild card is worth the wild value wherever it lies (000 pagat 5000 Rummy, Scoring).
        """
        if self.is_wild(card, wild_rank):
            if card.rank is Rank.ACE:
                return self.wild_ace_points
            return self.wild_points
        assert card.rank is not None
        return self.card_points[str(card.rank)]

    def verify_wild_rank(self, wild_rank: Rank | None) -> None:
        """Check that a deal's wild rank is given exactly when the game has one.

        :raises RulesError: naming ``wild_rank``.
        """
        if self.wild_upcard and wild_rank is None:
            raise RulesError(
                f"{self.name} needs the deal's wild rank (the rank of the dealer's upcard)",
                "wild_rank",
            )
        if not self.wild_upcard and wild_rank is not None:
            raise RulesError(f"{self.name} has no wild rank for a deal", "wild_rank")


def _checked(name: str, spec: OptionSpec, value: Any, base: Rules) -> Any:
    if value is None:
        if spec.nullable:
            return None
        raise RulesError(f"option {name!r} cannot be null", name)
    if spec.kind is dict:
        return _checked_card_points(value, base)
    if spec.kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise RulesError(f"option {name!r} must be a whole number, not {value!r}", name)
    if not isinstance(value, spec.kind):
        kind = "true or false" if spec.kind is bool else "text"
        raise RulesError(f"option {name!r} must be {kind}, not {value!r}", name)
    if isinstance(value, int) and spec.minimum is not None and value < spec.minimum:
        raise RulesError(f"option {name!r} must be at least {spec.minimum}, not {value}", name)
    if spec.choices and value not in spec.choices:
        allowed = ", ".join(repr(choice) for choice in spec.choices)
        raise RulesError(f"option {name!r} must be one of {allowed}, not {value!r}", name)
    return value


def _checked_card_points(value: Any, base: Rules) -> Mapping[str, int]:
    if not isinstance(value, Mapping):
        message = "option 'card_points' must be an object of ranks and points"
        raise RulesError(message, "card_points")
    points = dict(base.card_points)
    for key, number in value.items():
        try:
            rank = Rank.parse(str(key))
        except NotationError as error:
            raise RulesError(f"option 'card_points': {error}", "card_points") from None
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise RulesError(
                f"option 'card_points': points for {key!r} must be a whole number of at least 0",
                "card_points",
            )
        points[str(rank)] = number
    return points


def _points(ace: int, pips: Mapping[int, int], pictures: int) -> dict[str, int]:
    values = {"A": ace} | {str(number): points for number, points in pips.items()}
    return values | {rank: pictures for rank in ("J", "Q", "K")}


FIVE_THOUSAND_RUMMY = Rules(
    variant="5000-rummy",
    name="5000 Rummy",
    description="Hands sized by each upcard; the dealer's upcard is wild; aces and wilds 100.",
    target=5000,
    wild_upcard=True,
    real_card_beside_wild=True,
    card_points=_points(100, {n: 5 for n in range(2, 10)} | {10: 10}, 10),
    wild_points=100,
    wild_ace_points=200,
    unmelded="to_player_out",
)
"""000 pagat 5000 Rummy, base rules: Players and Cards, Melds, Scoring."""

FIVE_HUNDRED_RUMMY = Rules(
    variant="500-rummy",
    name="500 Rummy",
    description="Jokers wild; score your melds and lose what is left in your hand.",
    jokers_per_deck=2,
    target=500,
    set_suits_distinct=True,
    card_points=_points(15, {n: n for n in range(2, 11)}, 10),
    wild_points=15,
    wild_ace_points=15,
    ace_low_points=1,
    unmelded="subtract",
    tie_at_target="play_on",
)
"""001 pagat 500 Rummy, base rules: Players and Cards, The Melds, Jokers, The Scoring."""

PRESETS: Mapping[str, Rules] = MappingProxyType(
    {rules.variant: rules for rules in (FIVE_THOUSAND_RUMMY, FIVE_HUNDRED_RUMMY)}
)


def find_preset(slug: str) -> Rules:
    """The preset named by ``slug`` (``"5000-rummy"``, ``"500-rummy"``).

    :raises RulesError: for an unknown slug, listing the known ones.
    """
    rules = PRESETS.get(slug)
    if rules is None:
        known = ", ".join(PRESETS)
        raise RulesError(f"unknown variant {slug!r} (known: {known})")
    return rules
