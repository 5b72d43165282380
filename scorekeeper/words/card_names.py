"""The cards and suits named in the page's language: as the card picker's buttons and the card
faces say them to screen readers ("Ace of clubs", "of hearts"; "As de tréboles", "As trefl"),
and as sentences name them ("the 7 of hearts", "el 7 de corazones", "7 kier"), worked out once
per language rather than for each card on every page."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from scorekeeper.words.languages import gettext, ngettext, page_language, pgettext

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S", "*")
"""Every suit's letter in notation: the French pack's four, then Five Crowns' stars (``*``),
which a page shows only for a game whose packs hold it (``Rules.suits``)."""
JOKER = "JK"


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
    return {**names, **stars, **suits}


def card_names() -> Mapping[str, str]:
    """The page's language's names of the cards (``"AC"``: "Ace of clubs") and of the suits
    (``"C"``: "clubs")."""
    return _names(page_language())


@dataclass(frozen=True)
class SaidNames:
    """How the sentences of one language name cards.

    :ivar cards: every card by its notation, the joker's too: ``"7H"``: "the 7 of hearts",
        ``"JK"``: "the joker" (Spanish "el 7 de corazones", "el joker"; Polish "7 kier").
    :ivar ranks: every rank as a list of cards of one suit names it (:meth:`cards_of`): ``"7"``:
        "7", ``"A"``: "ace" (Spanish "el 7", "el as": each with its article).
    :ivar some_rank: every rank as a set's wild card stands for one of it: ``"8"``: "an 8".
    :ivar suits: every suit by its letter, as the picker names it: ``"H"``: "hearts".
    """

    cards: Mapping[str, str]
    ranks: Mapping[str, str]
    some_rank: Mapping[str, str]
    suits: Mapping[str, str]

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
    suits = {suit: _names(language)[suit] for suit in SUITS}
    ranks = {rank: _rank_in_sentence(rank) for rank in RANKS}
    said = SaidNames({}, ranks, some_rank, suits)
    cards = {rank + suit: said.cards_of_suit(ranks[rank], suit) for suit in SUITS for rank in RANKS}
    cards[JOKER] = SaidNames.jokers(1)
    return SaidNames(cards, ranks, some_rank, suits)


def said_names() -> SaidNames:
    """How the page's language's sentences name cards (:class:`SaidNames`)."""
    return _said(page_language())
