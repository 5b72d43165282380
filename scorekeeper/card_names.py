"""The cards and suits named in the page's language, as the card picker's buttons and the card
faces say them to screen readers ("Ace of clubs", "of hearts"; "As de tréboles", "As trefl"),
worked out once per language rather than for each card on every page."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from scorekeeper.languages import gettext, page_language

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@cache
def _names(language: str) -> Mapping[str, str]:
    """Every card by its notation, and every suit by its letter, in ``language``: the page's,
    whose catalogue ``gettext`` reads."""
    suits = {"C": gettext("clubs"), "D": gettext("diamonds"), "H": gettext("hearts")}
    suits["S"] = gettext("spades")
    ranks = {"A": gettext("Ace"), "J": gettext("Jack"), "Q": gettext("Queen"), "K": gettext("King")}
    names = {
        rank + letter: gettext("%(rank)s of %(suit)s", rank=ranks.get(rank, rank), suit=suit)
        for letter, suit in suits.items()
        for rank in RANKS
    }
    return {**names, **suits}


def card_names() -> Mapping[str, str]:
    """The page's language's names of the cards (``"AC"``: "Ace of clubs") and of the suits
    (``"C"``: "clubs")."""
    return _names(page_language())
