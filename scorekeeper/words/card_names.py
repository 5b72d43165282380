"""The cards and suits named in the page's language: as the card picker's buttons and the card
faces say them to screen readers ("Ace of clubs", "of hearts"; "As de tréboles", "As trefl"),
and as sentences name them ("the 7 of hearts", "el 7 de corazones", "7 kier"), worked out once
per language rather than for each card on every page.

Numbered cards and tiles (Phase 10, 012; Rummikub, 013) are named by their colour and number
("Red 12", "Rot 12", "12 rojo", "12 rouge", "Czerwona 12"; in a sentence "the red 12"), Phase
10's skip card "Skip" ("the skip"). The joker (``JK``) keeps its name in every deck: it is
Rummikub's joker and Phase 10's wild card, which only the picker's button of a Phase 10 game
calls "Wild" (:func:`wild_name`), as the notation is the same and the words of a problem do
not know the game's deck."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from scorekeeper.words.languages import gettext, ngettext, page_language, pgettext

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S", "*")
"""Every suit's letter in notation: the French pack's four, then Five Crowns' stars (``*``),
which a page shows only for a game whose packs hold it (``Rules.suits``)."""
COLOURS = ("R", "B", "G", "Y", "K", "O")
"""The colours of numbered cards and tiles by their letter in notation: red, blue, green,
yellow, black, orange (a page shows only the game's deck's, ``Rules.suits``)."""
NUMBERS = tuple(str(number) for number in range(1, 14))
"""The numbers of numbered cards and tiles, 1 to 13, as notation writes them (``12G``)."""
JOKER = "JK"
SKIP = "SKIP"
"""Phase 10's skip card in notation."""


def is_numbered(card: str) -> bool:
    """True for a numbered card or tile in notation (``"12G"``, ``"1R"``): a number then a
    colour's letter."""
    return card[-1:] in COLOURS and card[:-1] in NUMBERS


def _colour_names() -> dict[str, str]:
    """Each colour's name, as the picker's rows and a run's colour name it: "red"."""
    return {
        "R": pgettext("a colour of numbered cards or tiles", "red"),
        "B": pgettext("a colour of numbered cards or tiles", "blue"),
        "G": pgettext("a colour of numbered cards or tiles", "green"),
        "Y": pgettext("a colour of numbered cards or tiles", "yellow"),
        "K": pgettext("a colour of numbered cards or tiles", "black"),
        "O": pgettext("a colour of numbered cards or tiles", "orange"),
    }


def _numbered_names() -> dict[str, str]:
    """Every numbered card by its notation, as the picker's button names it: "Red 12"."""
    colours = {
        "R": pgettext("a numbered card's colour, in its name", "red"),
        "B": pgettext("a numbered card's colour, in its name", "blue"),
        "G": pgettext("a numbered card's colour, in its name", "green"),
        "Y": pgettext("a numbered card's colour, in its name", "yellow"),
        "K": pgettext("a numbered card's colour, in its name", "black"),
        "O": pgettext("a numbered card's colour, in its name", "orange"),
    }
    names = {}
    for letter, colour in colours.items():
        for number in NUMBERS:
            name = pgettext(
                "a numbered card or tile by its colour and number, like Red 12",
                "%(colour)s %(number)s",
                colour=colour,
                number=number,
            )
            names[number + letter] = name[:1].upper() + name[1:]
    return names


@cache
def _names(language: str) -> Mapping[str, str]:
    """Every card by its notation, and every suit by its letter, in ``language``: the page's,
    whose catalogue ``gettext`` reads."""
    suits = {"C": gettext("clubs"), "D": gettext("diamonds"), "H": gettext("hearts")}
    suits["S"] = gettext("spades")
    suits["*"] = gettext("stars")  # Five Crowns' fifth suit (011)
    ranks = {"A": gettext("Ace"), "J": gettext("Jack"), "Q": gettext("Queen"), "K": gettext("King")}
    names = {
        rank + letter: gettext("%(rank)s of %(suit)s", rank=ranks.get(rank, rank), suit=suit)
        for letter, suit in suits.items()
        if letter != "*"
        for rank in RANKS
    }
    # A star card's name whole, as a language writes it: French elides "de" before "étoile"
    # ("7 d’étoile", as "7 de cœur"), which "%(rank)s of %(suit)s" cannot do.
    stars = {rank + "*": gettext("%(rank)s of stars", rank=ranks.get(rank, rank)) for rank in RANKS}
    skip = pgettext("Phase 10's skip card, as its button names it", "Skip")
    return {**names, **stars, **suits, **_numbered_names(), **_colour_names(), SKIP: skip}


def card_names() -> Mapping[str, str]:
    """The page's language's names of the cards (``"AC"``: "Ace of clubs", ``"12G"``: "Green
    12", ``"SKIP"``: "Skip"), of the suits (``"C"``: "clubs") and of the colours (``"G"``:
    "green")."""
    return _names(page_language())


def wild_name() -> str:
    """Phase 10's wild card (the joker's notation, ``JK``) as its picker's button names it, in
    the page's language: "Wild"."""
    return pgettext("Phase 10's wild card, as its button names it", "Wild")


@dataclass(frozen=True)
class SaidNames:
    """How the sentences of one language name cards.

    :ivar cards: every card by its notation, the joker's too: ``"7H"``: "the 7 of hearts",
        ``"JK"``: "the joker" (Spanish "el 7 de corazones", "el joker"; Polish "7 kier").
    :ivar ranks: every rank as a list of cards of one suit names it (:meth:`cards_of`): ``"7"``:
        "7", ``"A"``: "ace" (Spanish "el 7", "el as": each with its article).
    :ivar some_rank: every rank as a set's wild card stands for one of it: ``"8"``: "an 8".
    :ivar suits: every suit by its letter, as the picker names it: ``"H"``: "hearts"; a
        colour's too: ``"R"``: "red".
    """

    cards: Mapping[str, str]
    ranks: Mapping[str, str]
    some_rank: Mapping[str, str]
    suits: Mapping[str, str]

    @staticmethod
    def numbered(colour: str, numbers: str, count: int) -> str:
        """Numbered cards of one colour (its letter), their numbers already named (and listed),
        ``count`` of them: ``"the red 12"``, ``"the red 7, 8, and 9"`` (Spanish ``"el 12 rojo"``,
        ``"el 7, el 8 y el 9 rojos"``; Polish ``"czerwona 12"``, ``"czerwone 7, 8 i 9"``).

        :raises KeyError: for a letter that is no colour's.
        """
        said = {
            "R": lambda: ngettext(
                "the red %(numbers)s", "the red %(numbers)s", count, numbers=numbers
            ),
            "B": lambda: ngettext(
                "the blue %(numbers)s", "the blue %(numbers)s", count, numbers=numbers
            ),
            "G": lambda: ngettext(
                "the green %(numbers)s", "the green %(numbers)s", count, numbers=numbers
            ),
            "Y": lambda: ngettext(
                "the yellow %(numbers)s", "the yellow %(numbers)s", count, numbers=numbers
            ),
            "K": lambda: ngettext(
                "the black %(numbers)s", "the black %(numbers)s", count, numbers=numbers
            ),
            "O": lambda: ngettext(
                "the orange %(numbers)s", "the orange %(numbers)s", count, numbers=numbers
            ),
        }
        return said[colour]()

    @staticmethod
    def skips(count: int) -> str:
        """Phase 10's skip cards in a row: "the skip", "2 skips"."""
        return ngettext("the skip", "%(num)d skips", count)

    @staticmethod
    def cards_of(ranks: str, suits: str) -> str:
        """Ranks and suits, each already named (and listed), as the cards of those ranks and
        suits: ``"the 7, 8, and 9 of hearts"``, ``"the 5 of hearts and clubs"``."""
        return gettext("the %(ranks)s of %(suits)s", ranks=ranks, suits=suits)

    def cards_of_suit(self, ranks: str, letter: str) -> str:
        """Ranks already named (and listed) as the cards of those ranks in the one suit
        ``letter``: ``"the 7, 8, and 9 of hearts"``; the stars' in their own words, where a
        language says "of" otherwise before them (French "le 7 d’étoile")."""
        if letter == "*":
            return gettext("the %(ranks)s of stars", ranks=ranks)
        return self.cards_of(ranks, self.suits[letter])

    @staticmethod
    def jokers(count: int) -> str:
        """Jokers in a row: "the joker", "2 jokers"."""
        return ngettext("the joker", "%(num)d jokers", count)


def _rank_in_sentence(rank: str) -> str:
    """A rank as a sentence names a card of it before the suit, in the page's language."""
    faces = {
        "A": pgettext("a card's rank in a sentence", "ace"),
        "J": pgettext("a card's rank in a sentence", "jack"),
        "Q": pgettext("a card's rank in a sentence", "queen"),
        "K": pgettext("a card's rank in a sentence", "king"),
    }
    return faces.get(rank) or pgettext("a card's rank in a sentence", "%(rank)s", rank=rank)


@cache
def _said(language: str) -> SaidNames:
    """The names of :class:`SaidNames` in ``language``: the page's, whose catalogue ``gettext``
    reads."""
    some_rank = {
        "A": gettext("an ace"),
        "2": gettext("a 2"),
        "3": gettext("a 3"),
        "4": gettext("a 4"),
        "5": gettext("a 5"),
        "6": gettext("a 6"),
        "7": gettext("a 7"),
        "8": gettext("an 8"),
        "9": gettext("a 9"),
        "10": gettext("a 10"),
        "J": gettext("a jack"),
        "Q": gettext("a queen"),
        "K": gettext("a king"),
    }
    suits = {suit: _names(language)[suit] for suit in SUITS + COLOURS}
    ranks = {rank: _rank_in_sentence(rank) for rank in RANKS + NUMBERS}
    said = SaidNames({}, ranks, some_rank, suits)
    cards = {rank + suit: said.cards_of_suit(ranks[rank], suit) for suit in SUITS for rank in RANKS}
    for colour in COLOURS:
        for number in NUMBERS:
            cards[number + colour] = SaidNames.numbered(colour, ranks[number], 1)
    cards[JOKER] = SaidNames.jokers(1)
    cards[SKIP] = SaidNames.skips(1)
    return SaidNames(cards, ranks, some_rank, suits)


def said_names() -> SaidNames:
    """How the page's language's sentences name cards (:class:`SaidNames`)."""
    return _said(page_language())
