"""Cards, ranks and suits, and their notation.

Notation is rank then suit, case-insensitive: ranks ``A 2 3 4 5 6 7 8 9 10 J Q K`` (``T`` also
means 10), suits ``C D H S`` or ``♣ ♦ ♥ ♠``; a joker is ``JK`` (also ``Joker``). The canonical
form is upper case with a letter suit: ``10H``, ``AS``, ``JK``. Five Crowns' fifth suit, stars,
is ``*`` (or ``★``): ``7*``; only a game whose packs hold it (``Rules.deck``) deals it.

Numbered cards and tiles (Phase 10's cards, Rummikub's tiles) have a colour for a suit and
their number for a rank, written number then colour letter: ``R`` red, ``B`` blue, ``G``
green, ``Y`` yellow, ``K`` black, ``O`` orange (``12G``, ``1R``, ``13K``); a colour takes
numbers only. Phase 10's wild card is the joker (also written ``W`` or ``Wild``), and its
skip card is ``SKIP`` (also ``SK``).

>>> Card.parse("7h 8h 9h JK")
(Card('7H'), Card('8H'), Card('9H'), Card('JK'))
>>> str(Card.from_str("t♠"))
'10S'
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from types import MappingProxyType

from .errors import NotationError
from .problems import Problem


class Rank(enum.IntEnum):
    """A card's rank; the value is its place in the order A (1) to K (13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    def __str__(self) -> str:
        return _RANK_SYMBOLS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank: ``"A"``, ``"2"`` to ``"10"`` (or ``"T"``), ``"J"``, ``"Q"``, ``"K"``.

        :raises NotationError: for anything else, code ``card.invalid_rank`` with the ``text``.

        >>> Rank.parse("q")
        <Rank.QUEEN: 12>
        """
        rank = _RANKS_BY_SYMBOL.get(text.strip().upper())
        if rank is None:
            raise NotationError(Problem("card.invalid_rank", {"text": text}))
        return rank


class Suit(enum.Enum):
    """A card's suit, named by its letter."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    STARS = "*"
    """Five Crowns' fifth suit (docs/rule-sources.md, 011): written ``*``, the star every
    keyboard has, which no rank or suit letter uses; read ``★`` too."""
    RED = "R"
    BLUE = "B"
    GREEN = "G"
    YELLOW = "Y"
    BLACK = "K"
    ORANGE = "O"

    def __str__(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``♣ ♦ ♥ ♠ ★``; a colour's is its letter."""
        return _SUIT_SYMBOLS.get(self, self.value)

    @property
    def is_colour(self) -> bool:
        """True for the colour of a numbered card or tile (Phase 10, Rummikub), whose rank is
        written as its number."""
        return self in _COLOURS


FRENCH_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
"""The four suits of the French pack every game but Five Crowns is played with."""

FIVE_CROWNS_SUITS = (Suit.STARS, Suit.HEARTS, Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS)
"""Five Crowns' five suits, as its rules list them (011): stars, hearts, clubs, spades,
diamonds."""

PHASE_10_COLOURS = (Suit.RED, Suit.BLUE, Suit.GREEN, Suit.YELLOW)
"""Phase 10's four colours: its numbered cards 1 to 12 in red, blue, green and yellow."""

RUMMIKUB_COLOURS = (Suit.BLACK, Suit.BLUE, Suit.ORANGE, Suit.RED)
"""Rummikub's four colours: its tiles 1 to 13 in black, blue, orange and red."""

_COLOURS = frozenset(PHASE_10_COLOURS + RUMMIKUB_COLOURS)


_RANK_SYMBOLS = {rank: str(rank.value) for rank in Rank} | {
    Rank.ACE: "A",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}
_RANKS_BY_SYMBOL = {symbol: rank for rank, symbol in _RANK_SYMBOLS.items()} | {"T": Rank.TEN}
_SUIT_SYMBOLS = {
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
    Suit.SPADES: "♠",
    Suit.STARS: "★",
}
_SUITS_BY_SYMBOL = (
    {suit.value: suit for suit in Suit}
    | {symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()}
    | {"☆": Suit.STARS}
)
_JOKER_WORDS = {"JK", "JOKER", "W", "WILD"}
_SKIP_WORDS = {"SKIP", "SK"}
_NUMBERS = {str(rank.value): rank for rank in Rank}
_SEPARATORS = re.compile(r"[\s,]+")


@dataclass(frozen=True, eq=False)
class Card:
    """One playing card, a joker (``rank`` and ``suit`` both ``None``), or Phase 10's skip
    card (``skip``, without rank or suit).

    Compare cards with ``==``; sort them with :attr:`sort_key`. A rank without a suit, or a
    suit without a rank, raises :class:`ValueError` (a mistake in the code, not the input).
    """

    rank: Rank | None
    suit: Suit | None
    skip: bool = False
    _hash: int = field(init=False, repr=False, compare=False)
    _text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if (self.rank is None) != (self.suit is None) or (self.skip and self.rank is not None):
            raise ValueError("half a card", self.rank, self.suit)
        key: tuple[int, str]
        if self.rank is None or self.suit is None:
            key, text = ((0, "SKIP"), "SKIP") if self.skip else ((0, ""), "JK")
        elif self.suit.is_colour:
            key, text = (self.rank, self.suit.value), str(self.rank.value) + self.suit.value
        else:
            key, text = (self.rank, self.suit.value), _RANK_SYMBOLS[self.rank] + self.suit.value
        object.__setattr__(self, "_hash", hash(key))
        object.__setattr__(self, "_text", text)  # written once: cards are shown and looked up often

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.rank is other.rank and self.suit is other.suit and self.skip is other.skip

    @property
    def is_joker(self) -> bool:
        """True for a joker (Phase 10's wild card)."""
        return self.rank is None and not self.skip

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit then rank, jokers then skips last: an order for showing a hand."""
        if self.rank is None or self.suit is None:
            return (len(Suit), int(self.skip))
        return (list(Suit).index(self.suit), self.rank.value)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @classmethod
    def from_str(cls, token: str) -> Card:
        """Read one card in notation (``"10h"``, ``"T♥"``, ``"JK"``, ``"Joker"``, ``"12g"``,
        ``"Skip"``).

        :raises NotationError: code ``card.invalid_card``, with the token as ``text``.

        >>> Card.from_str("qs")
        Card('QS')
        >>> Card.from_str("ZZ")
        Traceback (most recent call last):
        ...
        scorekeeper.rules.errors.NotationError: card.invalid_card {'text': 'ZZ'}
        """
        card = _card_named(token.strip().upper())
        if card is None:
            raise NotationError(Problem("card.invalid_card", {"text": token}))
        return card

    @classmethod
    def parse(cls, text: str) -> tuple[Card, ...]:
        """Read cards separated by spaces or commas: ``"7h 8h 9h JK"``.

        :returns: the cards in the order written (empty text gives no cards).
        :raises NotationError: for the first token that is not a card (see :meth:`from_str`).
        """
        return tuple(cls.from_str(token) for token in _SEPARATORS.split(text) if token)


JOKER = Card(None, None)
SKIP = Card(None, None, skip=True)
"""Phase 10's skip card: in no meld, 15 points left in hand."""


@lru_cache(maxsize=1024)
def _card_named(text: str) -> Card | None:
    """The card written ``text`` (upper case, trimmed), or ``None``: remembered, as the same
    few dozen names are read again on every score sheet."""
    if text in _JOKER_WORDS:
        return JOKER
    if text in _SKIP_WORDS:
        return SKIP
    suit = _SUITS_BY_SYMBOL.get(text[-1:])
    if suit is None:
        return None
    rank = (_NUMBERS if suit.is_colour else _RANKS_BY_SYMBOL).get(text[:-1])
    return None if rank is None else Card(rank, suit)


def is_red_three(card: Card) -> bool:
    """A three of hearts or diamonds: laid apart for a bonus in the Canasta family (007, 008)."""
    return card.rank is Rank.THREE and card.suit in (Suit.HEARTS, Suit.DIAMONDS)


def format_cards(cards: Iterable[Card]) -> str:
    """Write cards in canonical notation, separated by spaces: ``"7H 8H 9H JK"``.

    >>> format_cards(Card.parse("7h t♥ joker"))
    '7H 10H JK'
    """
    return " ".join(str(card) for card in cards)


def notations(cards: Iterable[Card]) -> tuple[str, ...]:
    """Cards in canonical notation, one string each, as a problem's parameters carry them.

    >>> notations(Card.parse("7h joker"))
    ('7H', 'JK')
    """
    return tuple(str(card) for card in cards)


def full_pack(suits: Iterable[Suit] = FRENCH_SUITS) -> tuple[Card, ...]:
    """The cards of one pack without jokers, ace to king in each of ``suits``: the 52 of the
    French pack, clubs to spades, unless other suits are given (Five Crowns', or the colours
    of numbered cards, 1 to 13)."""
    return tuple(Card(rank, suit) for suit in suits for rank in Rank)


def pack_contents(
    decks: int,
    jokers: int,
    removed_ranks: Iterable[Rank] = (),
    suits: Iterable[Suit] = FRENCH_SUITS,
    skips: int = 0,
) -> Mapping[Card, int]:
    """How many copies of each card the game's packs hold together.

    :param decks: packs shuffled together (the French pack's 52 cards, or Five Crowns'), or
        copies of each numbered card or tile.
    :param jokers: jokers (wild cards) added, in all.
    :param removed_ranks: ranks taken out of every pack.
    :param suits: the packs' suits: the French pack's four unless told.
    :param skips: Phase 10's skip cards, in all.
    :returns: copies by card, read-only; a card the packs do not hold counts 0.

    >>> pack_contents(2, 4)[Card.from_str("5H")], pack_contents(2, 4)[JOKER]
    (2, 4)
    >>> pack_contents(1, 0, [Rank.TWO])[Card.from_str("2S")]
    0
    >>> pack_contents(1, 0)[Card.from_str("5*")]
    0
    """
    return _pack_contents(decks, jokers, frozenset(removed_ranks), tuple(suits), skips)


@cache
def _pack_contents(
    decks: int, jokers: int, removed: frozenset[Rank], suits: tuple[Suit, ...], skips: int
) -> Mapping[Card, int]:
    contents = Counter({card: decks for card in full_pack(suits) if card.rank not in removed})
    if jokers:
        contents[JOKER] = jokers
    if skips:
        contents[SKIP] = skips
    return MappingProxyType(contents)  # shared between calls: nobody may change it
