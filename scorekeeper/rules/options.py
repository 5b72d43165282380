"""The rules of a game as data: one frozen :class:`Rules` value and every house-rule option.

A preset (``scorekeeper.rules.presets``) is a :class:`Rules` value looked up by its slug; house
rules are options laid over it with :meth:`Rules.with_options`, which validates every name, type
and range. :data:`OPTIONS` says, for each option, what it accepts and which rule source it comes
from; the words for players (labels, descriptions) are on the web side
(``scorekeeper/words/option_labels.py``).

>>> from scorekeeper.rules.presets import find_preset
>>> rules = find_preset("5000-rummy").with_options({"target": 1500})
>>> rules.target, rules.wild_upcard
(1500, True)
>>> try:
...     find_preset("5000-rummy").with_options({"decks": 0})
... except RulesError as error:
...     error.problem.code, error.problem.params["least"], error.option
('option.too_small', 1, 'decks')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Any, Literal, get_args

from .cards import (
    FIVE_CROWNS_SUITS,
    FRENCH_SUITS,
    JOKER,
    PHASE_10_COLOURS,
    RUMMIKUB_COLOURS,
    Card,
    Rank,
    Suit,
    pack_contents,
)
from .errors import NotationError, RulesError
from .partnerships import team_seats
from .problems import Param, Problem
from .results import RESULT_KEYS, ResultPoints

MAX_NUMBER = 1_000_000
"""The largest number any option takes (a target, card points, packs...): far beyond any table,
and small enough for every page to show and chart."""

LONGEST_CARRIED = 10**30
"""A number refused from this on is too long to carry in a problem: its ``value`` is ``None``."""

OptionKind = Literal[
    "int", "bool", "choice", "ranks", "wilds", "points", "rows", "patterns", "results"
]
Aces = Literal["low", "high", "low_or_high"]
Unmelded = Literal["to_player_out", "subtract", "to_player_out_and_subtract", "penalty"]
Winner = Literal["highest", "lowest", "must_go_out", "went_out_first"]
TieAtTarget = Literal["joint_winners", "play_on"]
Scoring = Literal[
    "points",
    "stakes",
    "gin",
    "indian",
    "canasta",
    "hand_and_foot",
    "buraco",
    "rummikub",
    "phase_10",
]
RedThrees = Literal["bonus", "penalty"]
PhaseOrder = Literal["in_order", "any_order"]
IndianFormat = Literal["points", "pool_101", "pool_201", "deals"]
Shutout = Literal["game_bonus_doubled", "hands_doubled", "none"]
GinDeadwood = Literal["least", "as_laid_out"]
WildSchedule = Literal["none", "ace_to_king", "cards_dealt"]
PermanentWildIndicator = Literal["bury", "deal_more", "aces"]
WildIndicator = Literal["dealer_upcard", "dealer_last_card", "extra_card", "separate_card"]
UpcardCounts = Literal["additional", "total"]
DiscardDraw = Literal["deepest_melded", "top_card", "meld_taken", "new_meld", "two_naturals"]
KnockPenalty = Literal["double_to_lowest", "stake_to_each"]
Deck = Literal["french", "five_crowns", "phase_10", "rummikub"]
RummyCalls = Literal["melded_players", "anyone_in_the_pile", "last_discard", "in_the_pile", "none"]


@dataclass(frozen=True)
class OptionSpec:
    """What one house-rule option accepts, for validation, forms and documents.

    :ivar kind: ``int``, ``bool``, ``choice`` (one of ``choices``), ``ranks`` (a list of ranks),
        ``wilds`` (a list of ranks or cards), ``points`` (points by rank or card), ``rows``
        (a list of objects with the keys ``row``), ``patterns`` (a list of lists of run lengths),
        ``results`` (points for a win, a draw and a loss: an object with the keys ``win``,
        ``draw``, ``loss``).
    :ivar source: the rule text it comes from (see ``docs/rule-sources.md``).
    :ivar minimum: for ``int``, the least value, if any.
    :ivar nullable: whether ``None`` (empty) is a value.
    :ivar maximum: for ``int``, the greatest value, if any.
    :ivar choices: for ``choice``, each value.
    :ivar row: for ``rows``, the keys of each row.
    """

    kind: OptionKind
    source: str
    minimum: int | None = None
    nullable: bool = False
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    row: tuple[str, ...] = ()


@dataclass(frozen=True)
class Packs:
    """From ``players`` players on, the game uses ``decks`` 52-card packs and ``jokers`` jokers."""

    players: int
    decks: int
    jokers: int


@dataclass(frozen=True)
class HandSize:
    """From ``players`` players on, each player is dealt ``cards`` cards."""

    players: int
    cards: int


@dataclass(frozen=True)
class Contract:
    """What a player must meld first in one deal of Contract Rummy, and the cards dealt.

    (004 Variation 1: Contract Rummy, the contracts table.)
    """

    sets: int
    runs: int
    cards: int

    def __str__(self) -> str:
        parts = [_count(self.sets, "set"), _count(self.runs, "run")]
        return " and ".join(part for part in parts if part)


def _count(number: int, thing: str) -> str:
    if number == 0:
        return ""
    return f"{number} {thing}" + ("" if number == 1 else "s")


MOST_PLAYERS = 12
"""The most players any game takes: "Continental Rummy may be played by two to twelve players"
(004 Variation 2)."""

MOST_DECKS = 6
"""The most 52-card packs a game takes: "Six decks of cards are used, including jokers" (008
emil.com Hand and Foot, for six players; Continental Rummy's nine or more players take four,
004 Variation 2). It bounds the cards on any table, and so
the work of every meld, lay-off and discard the engine judges."""

MOST_CONTRACT_MELDS = 4
"""The most melds one contract asks for: "5 | 2 sets, 2 sequences" (004 Contract Rummy, the
contracts table). Matching a player's melds to a contract tries each way of reading them as its
sets and runs, so this bounds that search."""

MOST_JOKERS = 12
"""The most jokers a game takes: two for each of :data:`MOST_DECKS` packs ("five or more could use
a triple deck (with 6 jokers if wanted)", 000 Variations; Hand and Foot's six packs "including
jokers", 008 emil.com). Jokers are wild, and a table of many
wild cards is what costs the engine most to read."""

_SOURCE_000 = "000 pagat 5000 Rummy"
_VARIATIONS_000 = "000 pagat 5000 Rummy, Variations"
_VARIATIONS_001 = "001 pagat 500 Rummy, Variations"
_GIN = "005 pagat Gin Rummy"
_GIN_VARIATIONS = "005 pagat Gin Rummy, Variations"
_INDIAN = "006 Indian Rummy (published descriptions)"
_CANASTA = "007 Canasta (published descriptions)"
_HAND_AND_FOOT = "008 Hand and Foot (published descriptions)"

MOST_BOOKS_TO_GO_OUT = 3
"""The most clean books, and as many dirty ones, a side needs to go out: one of each (008
Grandma Sue's rules: "both a 'red' and a 'black'"), two (goodsams), three (nwpages: "ie 3
Clean and 3 Dirty"; Tanglewood's first deals)."""
_BURACO = "009 Buraco (published descriptions)"
_PHASE_10 = "012 Phase 10 (published descriptions)"
_SCORE_PADS = "010 Score pads (published descriptions)"
_RUMMIKUB = "013 Rummikub (pagat Tile Rummy; the rules card; the rules sheet)"

MOST_CANASTAS_TO_GO_OUT = 2
"""The most canastas a side needs to go out: one in the classic game (007 Yahoo! Games,
Britannica), two where the table plays so (Hoyle's rules: "at least one or two canastas,
depending on the setting"; rummy-games.com, Canasta for Six Players)."""

MOST_KNOCK_LIMIT = 10
"""The highest knock limit: "Only a player with 10 or fewer points of deadwood may knock" is the
usual limit (005 pagat Gin Rummy, Knocking); a house plays lower (Oklahoma: the upcard's value,
at most 10), never higher, as more would let a player knock on a hand no text allows."""

INDIAN_FULL_COUNT = 80
"""The most a loser of a deal of Indian Rummy counts, and what a wrong show costs: "full count"
(006 Indian Rummy, Scoring: every description caps a loser's count at 80)."""

POOL_LIMITS: Mapping[str, int] = MappingProxyType({"pool_101": 101, "pool_201": 201})
"""The score at which a player of Pool rummy is out, by format (006 Indian Rummy, Pool rummy)."""

_INDIAN_DROPS: Mapping[str, tuple[int, int]] = MappingProxyType({"pool_201": (25, 50)})
"""First and middle drop by format where they are not 20 and 40 (006 Indian Rummy, Drops)."""

_REJOIN_LIMITS: Mapping[str, int] = MappingProxyType({"pool_101": 80, "pool_201": 175})
"""A player out may rejoin while the highest score left in is below this (006, Rejoin)."""

INDIAN_DEALS = 2
"""Deals in a game of Deals rummy unless the table says otherwise: "Best of 2" (006, Deals)."""

_OPTIONS: dict[str, OptionSpec] = {
    # The cards.
    "decks": OptionSpec(
        "int",
        f"{_SOURCE_000}, Players and Cards",
        1,
        True,
        maximum=MOST_DECKS,
    ),
    "jokers": OptionSpec(
        "int",
        f"{_VARIATIONS_000}; 001 pagat 500 Rummy, Players and Cards",
        0,
        True,
        maximum=MOST_JOKERS,
    ),
    "packs": OptionSpec(
        "rows",
        f"{_SOURCE_000}, Players and Cards; 001 pagat 500 Rummy, Players and Cards; 004 "
        "Rummy, Contract Rummy, Continental Rummy, Rummy 11",
        row=("players", "decks", "jokers"),
    ),
    "removed_ranks": OptionSpec(
        "ranks",
        f"{_VARIATIONS_000}, Cards; 004 Koon Kan",
    ),
    "players_min": OptionSpec(
        "int",
        "004 rummy family",
        2,
        maximum=MOST_PLAYERS,
    ),
    "players_max": OptionSpec(
        "int",
        "004 rummy family (Continental Rummy: two to twelve)",
        2,
        maximum=MOST_PLAYERS,
    ),
    "teams": OptionSpec(
        "int",
        "007 Canasta, Partnerships (two, partners across; six: two or three)",
        2,
        True,
        3,
    ),
    # Wild cards.
    "wild_upcard": OptionSpec(
        "bool",
        f"{_SOURCE_000}, Deal",
    ),
    "wild_indicator": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Deal; {_VARIATIONS_000}, Dealing",
        choices=(
            "dealer_upcard",
            "dealer_last_card",
            "extra_card",
            "separate_card",
        ),
    ),
    "permanent_wild_indicator": OptionSpec(
        "choice",
        f"{_VARIATIONS_000}, Dealing; {_INDIAN}, Wild joker (a printed joker cut: aces)",
        choices=(
            "bury",
            "deal_more",
            "aces",
        ),
    ),
    "wild_schedule": OptionSpec(
        "choice",
        "003 5000 Rummy V2 (Ace to King); 004 Variation 6 (Rummy 11)",
        choices=(
            "none",
            "ace_to_king",
            "cards_dealt",
        ),
    ),
    "permanent_wilds": OptionSpec(
        "wilds",
        f"{_VARIATIONS_000}, Cards",
    ),
    "max_wilds_per_meld": OptionSpec(
        "int",
        f"{_VARIATIONS_000}, Rules of Play",
        0,
        True,
    ),
    "split_long_melds": OptionSpec(
        "bool",
        f"{_VARIATIONS_000}, Rules of Play; {_VARIATIONS_000} (George: at most one wild "
        "card in a set)",
    ),
    "naturals_must_outnumber_wilds": OptionSpec(
        "bool",
        f"{_VARIATIONS_000}, Rules of Play",
    ),
    "wild_in_place_is_natural": OptionSpec(
        "bool",
        f"{_VARIATIONS_000}, Rules of Play",
    ),
    "real_card_beside_wild": OptionSpec(
        "bool",
        f"{_SOURCE_000}, Play (Wild cards)",
    ),
    "wild_swap": OptionSpec(
        "bool",
        "004 Contract Rummy, Jokers; 003 5000 Rummy, Types of Melds (steal wildcards)",
    ),
    # Melds.
    "sets_allowed": OptionSpec(
        "bool",
        f"{_VARIATIONS_000} (runs only)",
    ),
    "runs_allowed": OptionSpec(
        "bool",
        f"{_VARIATIONS_000} (George: sets only)",
    ),
    "set_suits_distinct": OptionSpec(
        "bool",
        "001 pagat 500 Rummy, The Melds",
    ),
    "set_max_by_packs": OptionSpec(
        "bool",
        "003 5000 Rummy, Types of Melds",
    ),
    "aces": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Melds; 004 Rummy",
        choices=(
            "low",
            "high",
            "low_or_high",
        ),
    ),
    # Card points.
    "card_points": OptionSpec(
        "points",
        f"{_VARIATIONS_000}, Card Values; {_VARIATIONS_001}",
    ),
    "wild_points": OptionSpec(
        "int",
        f"{_SOURCE_000}, Scoring",
        0,
        True,
    ),
    "wild_ace_points": OptionSpec(
        "int",
        f"{_SOURCE_000}, Scoring; {_VARIATIONS_000}",
        0,
        True,
    ),
    "ace_low_points": OptionSpec(
        "int",
        f"001 pagat 500 Rummy, Players and Cards; {_VARIATIONS_001} (5/10/15)",
        0,
        True,
    ),
    # Scoring.
    "scoring": OptionSpec(
        "choice",
        f"004 Tonk; {_GIN}, Scoring; {_INDIAN}, Scoring; {_CANASTA}, Scoring; {_HAND_AND_FOOT}, "
        f"Scoring; {_BURACO}, Scoring; {_RUMMIKUB}, Scoring; {_PHASE_10}, Scoring",
        choices=get_args(Scoring),
    ),
    # Canasta.
    "canastas_to_go_out": OptionSpec(
        "int",
        f"{_CANASTA}, Going out (one); Hoyle's rules (one or two); pagat.com and bicyclecards.com, "
        "Canasta for two players (two); rummy-games.com, Canasta for Six Players (two); empty: "
        "by the number of players, as those forms say",
        1,
        True,
        maximum=MOST_CANASTAS_TO_GO_OUT,
    ),
    # Hand and Foot.
    "wild_book": OptionSpec(
        "int",
        f"{_HAND_AND_FOOT}, Books (a book of seven wild cards, a house rule some descriptions "
        "name; none read gives its value, which the table sets, e.g. 1,500; empty: not played)",
        0,
        True,
    ),
    "sevens_book": OptionSpec(
        "int",
        f"{_HAND_AND_FOOT}, Books (drwingnut.info: a natural book of sevens 1,500; empty: not "
        "played, sevens book as any other rank)",
        0,
        True,
    ),
    "books_to_go_out": OptionSpec(
        "int",
        f"{_HAND_AND_FOOT}, Going out (a clean and a dirty book); goodsams (two of each); "
        "nwpages (three of each)",
        1,
        maximum=MOST_BOOKS_TO_GO_OUT,
    ),
    "red_threes": OptionSpec(
        "choice",
        f"{_HAND_AND_FOOT}, Red threes (jerrycolby: 100 each; goodsams, Tanglewood: 500 "
        "against in hand or foot)",
        choices=("bonus", "penalty"),
    ),
    # Buraco.
    "clean_canastra_to_go_out": OptionSpec(
        "bool",
        f"{_BURACO}, Going out (Wikipedia (pt), jogatina Buraco Aberto: a clean canastra; "
        "jogatina Buraco Fechado: any canastra)",
    ),
    # Rummikub.
    "initial_meld": OptionSpec(
        "int",
        f"{_RUMMIKUB}, the initial meld (30); rummyo.com, the Sabra way (50)",
        1,
    ),
    # Phase 10.
    "phase_order": OptionSpec(
        "choice",
        f"{_PHASE_10}, The Phases (in order); Phase 10 Masters (nemestats.com, "
        'meeplesandbeyond.com: "Phases can be done in any order"; the Masters Variant 2: the '
        "player declares the phase laid down)",
        choices=("in_order", "any_order"),
    ),
    # Indian Rummy.
    "indian_format": OptionSpec(
        "choice",
        f"{_INDIAN}, the formats",
        choices=(
            "points",
            "pool_101",
            "pool_201",
            "deals",
        ),
    ),
    "first_drop": OptionSpec(
        "int",
        f"{_INDIAN}, Drops (20; 25 at 201)",
        0,
        True,
        maximum=INDIAN_FULL_COUNT,
    ),
    "middle_drop": OptionSpec(
        "int",
        f"{_INDIAN}, Drops (40; 50 at 201)",
        0,
        True,
        maximum=INDIAN_FULL_COUNT,
    ),
    "rejoin_limit": OptionSpec(
        "int",
        f"{_INDIAN}, Pool rummy, Rejoin (below 80; below 175 at 201)",
        1,
        True,
    ),
    # Gin Rummy.
    "knock_limit": OptionSpec(
        "int",
        f"{_GIN}, Knocking (10); {_GIN_VARIATIONS} (lower limits, straight gin: 0)",
        0,
        maximum=MOST_KNOCK_LIMIT,
    ),
    "gin_bonus": OptionSpec(
        "int",
        f"{_GIN}, Scoring (20); docs/rule-sources.md (25)",
        0,
    ),
    "undercut_bonus": OptionSpec(
        "int",
        f"{_GIN}, Scoring (10); docs/rule-sources.md (20, 25)",
        0,
    ),
    "big_gin_bonus": OptionSpec(
        "int",
        f"{_GIN_VARIATIONS}, Big Gin (31 or 50; none where it is not played)",
        0,
        True,
    ),
    "game_bonus": OptionSpec(
        "int",
        f"{_GIN}, Scoring (100)",
        0,
    ),
    "box_bonus": OptionSpec(
        "int",
        f"{_GIN}, Scoring (20 a deal won); docs/rule-sources.md (25)",
        0,
    ),
    "shutout": OptionSpec(
        "choice",
        f"{_GIN}, Scoring (game bonus doubled); docs/rule-sources.md (hands doubled)",
        choices=(
            "game_bonus_doubled",
            "hands_doubled",
            "none",
        ),
    ),
    "gin_deadwood": OptionSpec(
        "choice",
        f"{_GIN}, Knocking and Laying off (each player's melds and deadwood); "
        "docs/rule-sources.md (counted as laid out)",
        choices=(
            "least",
            "as_laid_out",
        ),
    ),
    "oklahoma": OptionSpec(
        "bool",
        f"{_GIN_VARIATIONS}, Oklahoma Gin",
    ),
    "spade_doubles": OptionSpec(
        "bool",
        f"{_GIN_VARIATIONS}, Oklahoma Gin (a spade upcard doubles the deal)",
    ),
    "knock_penalty": OptionSpec(
        "choice",
        "004 Tonk; docs/rule-sources.md (descriptions differ)",
        choices=(
            "double_to_lowest",
            "stake_to_each",
        ),
    ),
    "melds_score": OptionSpec(
        "bool",
        f"{_SOURCE_000}, Scoring; 004 Rummy (they do not)",
    ),
    "unmelded": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Scoring; 001 The Scoring; 003 V5; 004 Contract Rummy",
        choices=(
            "to_player_out",
            "subtract",
            "to_player_out_and_subtract",
            "penalty",
        ),
    ),
    "going_out_bonus": OptionSpec(
        "int",
        f"{_VARIATIONS_000}, Scoring (200)",
        0,
    ),
    "rummy_doubles": OptionSpec(
        "bool",
        "004 Rummy, Scoring",
    ),
    "continental_bonuses": OptionSpec(
        "bool",
        "004 Continental Rummy; docs/rule-sources.md (bicyclecards.com)",
    ),
    "melds_only_going_out": OptionSpec(
        "bool",
        "004 Continental Rummy",
    ),
    "going_out_cards": OptionSpec(
        "int",
        "004 Koon Kan (eleven cards)",
        3,
        True,
    ),
    "going_out_patterns": OptionSpec(
        "patterns",
        "004 Continental Rummy",
    ),
    "contracts": OptionSpec(
        "rows",
        "004 Contract Rummy, contracts table",
        row=("sets", "runs", "cards"),
    ),
    # Dealing.
    "hand_sizes": OptionSpec(
        "rows",
        "004 Rummy, How to deal",
        row=("players", "cards"),
    ),
    "upcard_counts": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Deal; 003 V1",
        choices=(
            "additional",
            "total",
        ),
    ),
    "upcard_cards": OptionSpec(
        "points",
        f"{_SOURCE_000}, Deal; {_VARIATIONS_000}, Dealing (J 11, Q 12, K 13; ace 14 or 15)",
    ),
    "permanent_wild_upcard": OptionSpec(
        "int",
        f"{_VARIATIONS_000}, Dealing (15, 20 or 25)",
        1,
        True,
    ),
    "buried_upcards": OptionSpec(
        "ranks",
        f"003 V7; {_VARIATIONS_000}, Dealing",
    ),
    # Play.
    "lay_offs": OptionSpec(
        "bool",
        f"{_SOURCE_000}, Play; 011 Five Crowns (everything2.com, Going Out: no playing on another "
        "player's books or runs)",
    ),
    "lay_off_after_own_meld": OptionSpec(
        "bool",
        f"002 5000 Rummy, Playing on Melds; {_VARIATIONS_000}",
    ),
    "discard_draw": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Play; {_VARIATIONS_000}; {_VARIATIONS_001}",
        choices=(
            "deepest_melded",
            "top_card",
            "meld_taken",
            "new_meld",
            "two_naturals",
        ),
    ),
    "stock_card_played_at_once": OptionSpec(
        "bool",
        f"{_VARIATIONS_000}; 004 Koon Kan",
    ),
    "rummy_calls": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Play; 001 Calling Rummy; 002; 003 V3; {_VARIATIONS_001}",
        choices=(
            "melded_players",
            "anyone_in_the_pile",
            "last_discard",
            "in_the_pile",
            "none",
        ),
    ),
    "discard_to_go_out": OptionSpec(
        "bool",
        f"{_SOURCE_000}, End of the play; {_VARIATIONS_001}",
    ),
    "floating": OptionSpec(
        "bool",
        f"{_SOURCE_000}, Floating; {_VARIATIONS_001}",
    ),
    "restock_from_discards": OptionSpec(
        "bool",
        "004 Rummy, How to play (Rummy 11 follows the standard Rummy rules)",
    ),
    "final_discard_unplayable": OptionSpec(
        "bool",
        f"{_SOURCE_000}, End of the play; {_VARIATIONS_001}",
    ),
    # The end of the game.
    "target": OptionSpec(
        "int",
        f"{_SOURCE_000}, Scoring; {_VARIATIONS_000}",
        1,
        True,
    ),
    "deals": OptionSpec(
        "int",
        "004 Contract Rummy and Rummy 11; 003 V2",
        1,
        True,
    ),
    "winner": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Scoring; {_VARIATIONS_000}; {_VARIATIONS_001} (must go out to win)",
        choices=(
            "highest",
            "lowest",
            "must_go_out",
            "went_out_first",
        ),
    ),
    "tie_at_target": OptionSpec(
        "choice",
        f"{_SOURCE_000}, Variations; 001 pagat 500 Rummy, The Scoring",
        choices=(
            "joint_winners",
            "play_on",
        ),
    ),
    # The score pad (Scores only).
    "zero_sum": OptionSpec("bool", f"{_SCORE_PADS}, Zero-sum deals"),
    "count_down_from": OptionSpec(
        "int",
        f"{_SCORE_PADS}, Counting down",
        1,
        True,
    ),
    "result_points": OptionSpec(
        "results",
        f"{_SCORE_PADS}, Results (three points for a win: 3/1/0; chess: 1/½/0, kept as 2/1/0)",
        nullable=True,
        row=RESULT_KEYS,
    ),
}
OPTIONS: Mapping[str, OptionSpec] = MappingProxyType(_OPTIONS)

_RANK_KEYS = tuple(str(rank) for rank in Rank)
_DECK_SUITS: Mapping[Deck, tuple[Suit, ...]] = {
    "french": FRENCH_SUITS,
    "five_crowns": FIVE_CROWNS_SUITS,
    "phase_10": PHASE_10_COLOURS,
    "rummikub": RUMMIKUB_COLOURS,
}


@dataclass(frozen=True)
class Rules:
    """Every rule of one game: the preset's values with the table's house rules laid over.

    Points are the game's points; ``card_points`` maps a rank in notation (``"A"``, ``"10"``)
    or a card (``"QS"``) to points. Create variations with :meth:`with_options`, not by calling
    the constructor. The meaning of every field is in :data:`OPTIONS`, but for the preset's
    own: ``variant``, ``name``, ``source``, ``typed_only`` (a game whose every deal is typed
    as each player's score: the app knows none of its rules, see ``typed_scores.py``) and
    ``deck``, the packs' suits: the French pack's four (``"french"``), Five Crowns' five
    with its stars (``"five_crowns"``, 011), Phase 10's numbered cards in four colours with
    its skips (``"phase_10"``) or Rummikub's tiles (``"rummikub"``): a thing of the cards
    bought, not a house rule.
    """

    variant: str
    name: str
    source: str = ""
    typed_only: bool = False
    deck: Deck = "french"
    decks: int | None = None
    jokers: int | None = None
    packs: tuple[Packs, ...] = (Packs(1, 1, 0),)
    removed_ranks: tuple[Rank, ...] = ()
    players_min: int = 2
    players_max: int = 8
    teams: int | None = None
    wild_upcard: bool = False
    wild_indicator: WildIndicator = "dealer_upcard"
    permanent_wild_indicator: PermanentWildIndicator = "bury"
    wild_schedule: WildSchedule = "none"
    permanent_wilds: tuple[str, ...] = ()
    max_wilds_per_meld: int | None = None
    split_long_melds: bool = True
    naturals_must_outnumber_wilds: bool = False
    wild_in_place_is_natural: bool = True
    real_card_beside_wild: bool = False
    wild_swap: bool = False
    sets_allowed: bool = True
    runs_allowed: bool = True
    set_suits_distinct: bool = False
    set_max_by_packs: bool = False
    aces: Aces = "low_or_high"
    card_points: Mapping[str, int] = field(default_factory=dict)
    wild_points: int | None = None
    wild_ace_points: int | None = None
    ace_low_points: int | None = None
    scoring: Scoring = "points"
    knock_limit: int = MOST_KNOCK_LIMIT
    gin_bonus: int = 20
    undercut_bonus: int = 10
    big_gin_bonus: int | None = None
    game_bonus: int = 100
    box_bonus: int = 20
    shutout: Shutout = "game_bonus_doubled"
    gin_deadwood: GinDeadwood = "least"
    indian_format: IndianFormat = "pool_101"
    first_drop: int | None = None
    middle_drop: int | None = None
    rejoin_limit: int | None = None
    oklahoma: bool = False
    spade_doubles: bool = True
    canastas_to_go_out: int | None = 1
    books_to_go_out: int = 1
    red_threes: RedThrees = "bonus"
    wild_book: int | None = None
    sevens_book: int | None = None
    clean_canastra_to_go_out: bool = True
    initial_meld: int = 30
    phase_order: PhaseOrder = "in_order"
    knock_penalty: KnockPenalty = "double_to_lowest"
    melds_score: bool = True
    unmelded: Unmelded = "subtract"
    going_out_bonus: int = 0
    rummy_doubles: bool = False
    continental_bonuses: bool = False
    melds_only_going_out: bool = False
    going_out_cards: int | None = None
    going_out_patterns: tuple[tuple[int, ...], ...] = ()
    contracts: tuple[Contract, ...] = ()
    hand_sizes: tuple[HandSize, ...] = ()
    upcard_counts: UpcardCounts = "additional"
    upcard_cards: Mapping[str, int] = field(default_factory=dict)
    permanent_wild_upcard: int | None = None
    buried_upcards: tuple[Rank, ...] = ()
    lay_offs: bool = True
    lay_off_after_own_meld: bool = False
    discard_draw: DiscardDraw = "deepest_melded"
    stock_card_played_at_once: bool = False
    rummy_calls: RummyCalls = "melded_players"
    discard_to_go_out: bool = True
    floating: bool = False
    restock_from_discards: bool = False
    final_discard_unplayable: bool = False
    target: int | None = 5000
    deals: int | None = None
    winner: Winner = "highest"
    tie_at_target: TieAtTarget = "joint_winners"
    zero_sum: bool = False
    count_down_from: int | None = None
    result_points: ResultPoints | None = None

    def with_options(self, options: Mapping[str, Any]) -> Rules:
        """These rules with house rules laid over them.

        :param options: option name to value, as in the API's ``options`` object.
        :returns: a new :class:`Rules`.
        :raises RulesError: for an unknown option, a wrong type or a value out of range,
            naming the option.
        """
        if not isinstance(options, Mapping):
            raise RulesError(Problem("option.not_an_object"))
        changes: dict[str, Any] = {}
        for name, value in options.items():
            spec = OPTIONS.get(name)
            if spec is None:
                raise RulesError(_refused("option.unknown", name))
            changes[name] = _checked(name, spec, value, getattr(self, name))
        rules = dataclasses.replace(self, **changes)
        if rules.players_min > rules.players_max:
            raise RulesError(
                Problem(
                    "option.players_min_above_max",
                    {"fewest": rules.players_min, "most": rules.players_max},
                    ("players_min",),
                )
            )
        rules._verify_count_down()
        rules._verify_results()
        return rules

    def _verify_results(self) -> None:
        """A score pad of results (``result_points``) scores each deal by its results, so it
        neither adds each deal up to 0 nor counts down (010 Score pads, Results).

        :raises RulesError: ``option.results_with`` (``other``: ``zero_sum`` or
            ``count_down_from``) at ``("result_points",)``.
        """
        if self.scores_results is None:
            return
        for other in ("zero_sum", "count_down_from"):
            if getattr(self, other) not in (None, False):
                said: dict[str, Param] = {"option": "result_points", "other": other}
                raise RulesError(Problem("option.results_with", said, ("result_points",)))

    def _verify_count_down(self) -> None:
        """A score pad counting down (``count_down_from``) ends when a player reaches 0, who has the
        fewest points left, so no target and no other way of winning reads beside it (010 Score
        pads, Counting down).

        :raises RulesError: ``option.count_down_with_target``, ``option.count_down_winner``
            (the winner not ``lowest``), ``option.count_down_play_on`` (a tie played on), each
            at ``("count_down_from",)``.
        """
        if not self.counts_down:
            return
        code = None
        if self.target is not None:
            code = "option.count_down_with_target"
        elif self.winner != "lowest":
            code = "option.count_down_winner"
        elif self.tie_at_target == "play_on":
            code = "option.count_down_play_on"
        if code is not None:
            raise RulesError(Problem(code, {"option": "count_down_from"}, ("count_down_from",)))

    def options(self) -> dict[str, Any]:
        """Every option's value, JSON-ready: ``with_options`` of it gives these rules back."""
        return {name: _json_value(getattr(self, name)) for name in OPTIONS}

    def for_players(self, players: int) -> Rules:
        """These rules with the packs and jokers fixed for a table of ``players``.

        >>> from scorekeeper.rules.presets import find_preset
        >>> find_preset("500-rummy").for_players(5).jokers
        4
        """
        known: dict[int, Rules] = self.__dict__.setdefault("_for_players", {})  # as cached_property
        if players not in known:
            row = self._packs_for(players)
            decks = self.decks if self.decks is not None else row.decks
            jokers = self.jokers if self.jokers is not None else row.jokers
            known[players] = dataclasses.replace(self, decks=decks, jokers=jokers)
        return known[players]

    def _packs_for(self, players: int) -> Packs:
        rows = [row for row in self.packs if row.players <= players] or list(self.packs[:1])
        return max(rows, key=lambda row: row.players)

    @cached_property
    def pack(self) -> Mapping[Card, int]:
        """How many copies of each card the game holds (a table of unknown size: the fewest
        players' packs)."""
        rules = self if self.decks is not None and self.jokers is not None else self.for_players(0)
        assert rules.decks is not None and rules.jokers is not None
        skips = 2 * rules.decks if self.deck == "phase_10" else 0  # four skips in a pack of two
        return pack_contents(rules.decks, rules.jokers, self.removed_ranks, self.suits, skips)

    @property
    def suits(self) -> tuple[Suit, ...]:
        """The packs' suits: the French pack's four, Five Crowns' five (011 The Deck: "five
        suits: stars, hearts, clubs, spades and diamonds"), or the four colours of Phase 10's
        cards or Rummikub's tiles."""
        return _DECK_SUITS[self.deck]

    @cached_property
    def run_order(self) -> tuple[Rank, ...]:
        """The ranks in run order, without the ranks taken out; an ace stands at the low end,
        the high end, or both. With low cards taken out, aces are high only (000 Variations)."""
        middle = tuple(
            rank for rank in Rank if rank is not Rank.ACE and rank not in self.removed_ranks
        )
        if Rank.ACE in self.removed_ranks:
            return middle
        low_cards_out = Rank.TWO in self.removed_ranks
        low = (Rank.ACE,) if self.aces in ("low", "low_or_high") and not low_cards_out else ()
        high = (Rank.ACE,) if self.aces in ("high", "low_or_high") or low_cards_out else ()
        return low + middle + high

    @cached_property
    def _permanent(self) -> tuple[frozenset[Rank], frozenset[Card]]:
        cards = {Card.from_str(text) for text in self.permanent_wilds if _is_card(text)}
        ranks = {Rank.parse(text) for text in self.permanent_wilds if not _is_card(text)}
        return frozenset(ranks), frozenset(cards)

    def is_permanent_wild(self, card: Card) -> bool:
        """True for a joker and for the cards that are wild in every deal."""
        if card.is_joker:
            return True
        ranks, cards = self._permanent
        return card.rank in ranks or card in cards

    def is_wild(self, card: Card, wild_rank: Rank | None) -> bool:
        """True if ``card`` is wild in a deal whose wild rank is ``wild_rank``."""
        return self.is_permanent_wild(card) or card.rank is wild_rank

    def card_value(self, card: Card, wild_rank: Rank | None) -> int:
        """The points of ``card`` wherever it lies (in a meld or in hand), in points.

        A joker named in ``card_points`` is worth that (Five Crowns' 50, where the deal's wild
        rank is worth 20: 011 Card Values); any other wild card the wild value wherever it lies
        (000 pagat 5000 Rummy, Scoring); a card named in ``card_points`` is worth that; any
        other card its rank's points.
        """
        if card.is_joker and "JK" in self.card_points:
            return self.card_points["JK"]
        if self.wild_points is not None and self.is_wild(card, wild_rank):
            if card.rank is Rank.ACE and self.wild_ace_points is not None:
                return self.wild_ace_points
            return self.wild_points
        if str(card) in self.card_points:
            return self.card_points[str(card)]
        return 0 if card.rank is None else self.card_points[str(card.rank)]

    def verify_wild_rank(self, wild_rank: Rank | None) -> None:
        """Check a deal's wild rank: given where a card shows it (000 Deal: "The dealer's first
        (face up) card is wild"), not given where the game has none, and a rank the packs hold
        (000 Variations, Cards: "play without twos"). Where the game's schedule gives it (003 V2,
        004 Rummy 11) it may be left out: the deal's number says it (``score_deal``).

        :raises RulesError: naming ``wild_rank``.

        >>> from scorekeeper.rules.presets import find_preset
        >>> try:
        ...     find_preset("george").verify_wild_rank(Rank.TWO)
        ... except RulesError as error:
        ...     error.problem.code, error.problem.params["rank"], error.option
        ('wild_rank.taken_out', '2', 'wild_rank')
        """
        if self.wild_schedule != "none":
            return
        if self.wild_upcard and wild_rank is None:
            raise RulesError(
                Problem("wild_rank.missing", {"variant": self.variant}, ("wild_rank",))
            )
        if not self.wild_upcard and wild_rank is not None:
            raise RulesError(
                Problem("wild_rank.not_in_game", {"variant": self.variant}, ("wild_rank",))
            )
        if wild_rank in self.removed_ranks:
            taken_out = {
                "variant": self.variant,
                "rank": str(wild_rank),
                "source": OPTIONS["removed_ranks"].source,
            }
            raise RulesError(Problem("wild_rank.taken_out", taken_out, ("wild_rank",)))

    def verify_players(self, count: int) -> None:
        """Check that ``count`` players may play this game: ``players_min`` to ``players_max``
        (004: Rummy "2 to 6", Koon Kan two, Tonk two or three, Contract Rummy "three to eight",
        Continental Rummy "two to twelve", Rummy 11 "two to four"), in ``teams`` of two or more
        where the table plays in partnerships (:func:`~scorekeeper.rules.partnerships.team_seats`).

        :raises RulesError: naming ``players``; ``teams.uneven`` naming ``teams``.

        >>> from scorekeeper.rules.presets import find_preset
        >>> try:
        ...     find_preset("koon-kan").verify_players(3)
        ... except RulesError as error:
        ...     error.problem.code, error.problem.params["most"], error.option
        ('players.wrong_count', 2, 'players')
        """
        if not self.players_min <= count <= self.players_max:
            takes: dict[str, Param] = {
                "variant": self.variant,
                "fewest": self.players_min,
                "most": self.players_max,
                "count": count,
            }
            raise RulesError(Problem("players.wrong_count", takes, ("players",)))
        self.seat_teams(count)

    def seat_teams(self, count: int) -> tuple[int, ...]:
        """Each seat's team for ``count`` players where the table plays in partnerships
        (:func:`~scorekeeper.rules.partnerships.team_seats`), else empty.

        :raises RulesError: ``teams.uneven`` for teams the players cannot make.
        """
        return team_seats(count, self.teams) if self.teams is not None else ()

    def verify_number(self, number: int) -> None:
        """Check that the game has a deal ``number`` (from 1): "Games are always limited to
        seven rounds" (004 Contract Rummy), "The game has eleven total rounds" (004 Rummy 11).

        :raises RulesError: naming ``number``.
        """
        if number < 1:
            raise RulesError(Problem("deal_number.below_one", {}, ("number",)))
        count = self.deal_count
        if count is not None and number > count and not self.plays_off_ties:
            past: dict[str, Param] = {"variant": self.variant, "deals": count, "number": number}
            raise RulesError(Problem("deal_number.past_last", past, ("number",)))

    @property
    def set_most(self) -> int | None:
        """The most cards a set may hold, wild cards included, or ``None`` for no limit:
        "If you are using one deck the max cards a set may have would be four ... if your
        using two decks the max cards a set may have is eight" (003 Types of Melds)."""
        if not self.set_max_by_packs:
            return None
        packs = self.decks if self.decks is not None else self.for_players(0).decks
        return len(self.suits) * (packs or 1)

    @property
    def ranks_held(self) -> tuple[Rank, ...]:
        """The ranks the packs hold, ace to king: every rank but those taken out ("play without
        twos", 000 Variations, Cards; 004 Koon Kan): the ranks an upcard can show."""
        return tuple(rank for rank in Rank if rank not in self.removed_ranks)

    @property
    def plays_off_ties(self) -> bool:
        """Whether a tie for the most chips after Deals rummy's last deal is played off: a
        deciding deal of the tied players alone, again until one leads (006 Indian Rummy, Deals
        rummy: "the players with equal chip count will have to play tie breaker game";
        ``tie_at_target="play_on"``, the preset's). Else the tied players win together."""
        return (
            self.scoring == "indian"
            and self.indian_format == "deals"
            and self.tie_at_target == "play_on"
        )

    @property
    def lowest_wins(self) -> bool:
        """Whether the lowest total is the best: ``winner="lowest"`` (004 Contract Rummy), but
        in Indian Rummy the format's (006: the fewest points in Points and Pool rummy, the most
        chips in Deals rummy)."""
        if self.scoring == "indian":
            return self.indian_format != "deals"
        return self.winner == "lowest"

    @property
    def pool_limit(self) -> int | None:
        """In Pool rummy, the score at which a player is out (101 or 201, in points), else
        ``None`` (006 Indian Rummy, Pool rummy)."""
        if self.scoring != "indian":
            return None
        return POOL_LIMITS.get(self.indian_format)

    @property
    def drops(self) -> tuple[int, int]:
        """Indian Rummy's first and middle drop, in points: the table's, else the format's (20
        and 40; Pool 201: 25 and 50; 006 Indian Rummy, Drops)."""
        first, middle = _INDIAN_DROPS.get(self.indian_format, (20, 40))
        return (
            first if self.first_drop is None else self.first_drop,
            middle if self.middle_drop is None else self.middle_drop,
        )

    @property
    def rejoin_below(self) -> int | None:
        """In Pool rummy, a player out may rejoin while the highest score left in is below
        this (points): the table's ``rejoin_limit``, else the format's (80, Pool 201: 175;
        006 Indian Rummy, Rejoin); ``None`` outside Pool rummy."""
        limit = self.pool_limit
        if limit is None:
            return None
        return (
            self.rejoin_limit
            if self.rejoin_limit is not None
            else _REJOIN_LIMITS[self.indian_format]
        )

    @property
    def counts_down(self) -> bool:
        """Whether the game is a score pad counting down (010 Score pads, Counting down): each
        player starts at ``count_down_from`` and each deal's typed score is taken off. Only the
        score pad (``typed_only``) reads ``count_down_from``."""
        return self.typed_only and self.count_down_from is not None

    @property
    def scores_results(self) -> ResultPoints | None:
        """The points for a win, a draw and a loss where the game is a score pad of results
        (010 Score pads, Results): each deal entered as each player's result. Only the score
        pad (``typed_only``) reads ``result_points``."""
        return self.result_points if self.typed_only else None

    @property
    def has_wild_rank(self) -> bool:
        """Whether each deal has a wild rank: shown by a card, or from the schedule."""
        return self.wild_upcard or self.wild_schedule != "none"

    @property
    def deal_count(self) -> int | None:
        """How many deals the game has: the contracts' number, else ``deals`` (or ``None``)."""
        if self.scoring == "indian" and self.indian_format == "deals":
            return self.deals or INDIAN_DEALS
        return len(self.contracts) or self.deals


def _is_card(text: str) -> bool:
    try:
        Card.from_str(text)
    except NotationError:
        return False
    return True


def _json_value(value: Any) -> Any:
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, Rank):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, tuple):
        return [_json_value(item) for item in value]
    return value


def _checked(name: str, spec: OptionSpec, value: Any, current: Any) -> Any:
    if value is None:
        if spec.nullable:
            return None
        raise RulesError(_refused("option.cannot_be_null", name))
    match spec.kind:
        case "int":
            return _checked_int(name, spec, value)
        case "bool":
            if not isinstance(value, bool):
                raise RulesError(_refused("option.not_true_or_false", name, value=repr(value)))
            return value
        case "choice":
            if not isinstance(value, str) or value not in spec.choices:
                raise RulesError(
                    _refused(
                        "option.not_a_choice", name, choices=tuple(spec.choices), value=repr(value)
                    )
                )
            return value
        case "ranks":
            return tuple(sorted({_rank(name, item) for item in _list(name, value)}))
        case "wilds":
            return tuple(_wild(name, item) for item in _list(name, value))
        case "points":
            return _checked_points(name, value, current)
        case "rows":
            return _checked_rows(name, spec, value)
        case "patterns":
            return _checked_patterns(name, value)
        case "results":
            return _checked_results(name, value)


def _checked_int(name: str, spec: OptionSpec, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(_refused("option.not_a_whole_number", name, value=repr(value)))
    _verify_at_most_max(name, value)
    if spec.minimum is not None and value < spec.minimum:
        raise RulesError(_refused("option.too_small", name, least=spec.minimum, value=value))
    if spec.maximum is not None and value > spec.maximum:
        raise RulesError(_refused("option.too_large", name, most=spec.maximum, value=value))
    return value


def _refused(code: str, name: str, **params: Param) -> Problem:
    """The problem ``code`` with an option's value, about the option ``name``."""
    return Problem(code, {"option": name, **params}, (name,))


def _verify_at_most_max(name: str, number: int) -> None:
    """:raises RulesError: for a number above :data:`MAX_NUMBER`; one of :data:`LONGEST_CARRIED`
    or more is carried as ``None``."""
    if number > MAX_NUMBER:
        carried = number if number < LONGEST_CARRIED else None
        raise RulesError(_refused("option.beyond_max_number", name, most=MAX_NUMBER, value=carried))


def _list(name: str, value: Any) -> Sequence[Any]:
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise RulesError(_refused("option.not_a_list", name, value=repr(value)))
    return value


def _rank(name: str, item: Any) -> Rank:
    try:
        return Rank.parse(str(item))
    except NotationError as error:
        raise RulesError(_refused("option.unreadable", name, problem=error.problem)) from None


def _wild(name: str, item: Any) -> str:
    text = str(item)
    if _is_card(text):
        card = Card.from_str(text)
        if card == JOKER:
            raise RulesError(_refused("option.joker_always_wild", name))
        return str(card)
    return str(_rank(name, text))


def _checked_points(name: str, value: Any, current: Mapping[str, int]) -> Mapping[str, int]:
    if not isinstance(value, Mapping):
        raise RulesError(_refused("option.not_points", name))
    points = dict(current)
    for key, number in value.items():
        text = str(key)
        label = str(Card.from_str(text)) if _is_card(text) and name == "card_points" else None
        if label is None:
            label = str(_rank(name, text))
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise RulesError(_refused("option.points_not_whole", name, key=text))
        _verify_at_most_max(name, number)
        points[label] = number
    return points


def _checked_rows(name: str, spec: OptionSpec, value: Any) -> tuple[Any, ...]:
    kind = {"packs": Packs, "hand_sizes": HandSize, "contracts": Contract}[name]
    rows = []
    for index, row in enumerate(_list(name, value)):
        if not isinstance(row, Mapping) or set(row) != set(spec.row):
            raise RulesError(_refused("option.row_keys", name, row=index + 1, keys=spec.row))
        for key in spec.row:
            number = row[key]
            least = 0 if key in ("jokers", "sets", "runs") else 1
            if isinstance(number, bool) or not isinstance(number, int) or number < least:
                raise RulesError(
                    _refused(
                        "option.row_not_whole",
                        name,
                        row=index + 1,
                        key=key,
                        least=least,
                        value=repr(number),
                    )
                )
            _verify_at_most_max(name, number)
            most = (
                {"decks": MOST_DECKS, "jokers": MOST_JOKERS}.get(key) if name == "packs" else None
            )
            if most is not None and number > most:
                raise RulesError(
                    _refused(
                        "option.row_too_large",
                        name,
                        row=index + 1,
                        key=key,
                        most=most,
                        value=number,
                    )
                )
        if name == "contracts" and row["sets"] + row["runs"] > MOST_CONTRACT_MELDS:
            raise RulesError(
                _refused(
                    "option.contract_too_many_melds", name, row=index + 1, most=MOST_CONTRACT_MELDS
                )
            )
        rows.append(kind(**{key: row[key] for key in spec.row}))
    if name != "contracts":
        rows.sort(key=lambda row: row.players)
    if name == "packs" and not rows:
        raise RulesError(_refused("option.no_rows", name))
    return tuple(rows)


def _checked_results(name: str, value: Any) -> ResultPoints:
    """Points for a win, a draw and a loss, whole numbers (a table that scores 1/½/0 sets
    2/1/0: 010 Score pads, Results), a win worth more than a loss and a draw between them.

    :raises RulesError: ``option.result_points_keys`` for anything but an object of ``win``,
        ``draw`` and ``loss``; ``option.result_points_whole`` (``key``, ``value``) for a number
        that is not whole (``0.5``) or no number; ``option.result_points_order`` (``points``).
    """
    if not isinstance(value, Mapping) or set(value) != set(RESULT_KEYS):
        raise RulesError(_refused("option.result_points_keys", name, keys=RESULT_KEYS))
    numbers: dict[str, int] = {}
    for key in RESULT_KEYS:
        number = value[key]
        if isinstance(number, float) and number.is_integer():
            number = int(number)
        if isinstance(number, bool) or not isinstance(number, int):
            shown = str(number) if isinstance(number, float) else repr(number)
            raise RulesError(_refused("option.result_points_whole", name, key=key, value=shown))
        _verify_at_most_max(name, abs(number))
        numbers[key] = number
    points = ResultPoints(**numbers)
    if not points.loss <= points.draw <= points.win or points.loss == points.win:
        raise RulesError(_refused("option.result_points_order", name, points=str(points)))
    return points


def _checked_patterns(name: str, value: Any) -> tuple[tuple[int, ...], ...]:
    patterns = []
    for pattern in _list(name, value):
        lengths = _list(name, pattern)
        if not lengths or any(
            isinstance(n, bool) or not isinstance(n, int) or n < 3 for n in lengths
        ):
            raise RulesError(_refused("option.not_run_lengths", name, least=3))
        for length in lengths:
            _verify_at_most_max(name, length)
        patterns.append(tuple(sorted(lengths, reverse=True)))
    return tuple(patterns)
