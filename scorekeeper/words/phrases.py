"""The small pieces every area's words are built of: counted things, lists of names, cards and
the names of ranks and suits. Each area of ``scorekeeper/words/`` uses these, never its own.

>>> counted(1, "wild card"), counted(2, "wild card"), counted(0, "wild card", none="no")
('1 wild card', '2 wild cards', 'no wild card')
>>> listed(["Ann", "Bob", "Cy"])
'Ann, Bob and Cy'
>>> rank_plural("Q"), rank_plural("7"), suit_plural("H")
('queens', '7s', 'hearts')
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.rules.presets import find_preset
from scorekeeper.rules.problems import Param

_RANK_PLURALS = {"A": "aces", "J": "jacks", "Q": "queens", "K": "kings"}
_SUIT_PLURALS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


def counted(number: int, thing: str, plural: str | None = None, none: str | None = None) -> str:
    """``number`` and ``thing``, in the plural (``plural``, else ``thing`` + "s") unless one;
    ``none`` says zero (``"no"``: "no wild card")."""
    if number == 0 and none is not None:
        return f"{none} {thing}"
    return f"{number} {thing if number == 1 else plural or thing + 's'}"


def listed(items: Sequence[str]) -> str:
    """Items as a sentence lists them: ``"Ann"``, ``"Ann and Bob"``, ``"Ann, Bob and Cy"``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def either(items: Sequence[str]) -> str:
    """Items as a sentence offers them, one or another: ``"2"``, ``"2 or 3"``.

    >>> either(["2", "3", "4"])
    '2, 3 or 4'
    """
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} or {items[-1]}"


def number_word(number: int) -> str:
    """A small number as a word (``"two"``), a larger one in figures."""
    return _NUMBER_WORDS.get(number, str(number))


def cards(notations: Param) -> str:
    """Cards in notation as the engine writes them, space-separated: ``"7H 8H 9H"``."""
    if isinstance(notations, tuple):
        return " ".join(str(card) for card in notations)
    return str(notations)


def rank_plural(rank: str) -> str:
    """A rank (in notation) as players name a set of it: ``"aces"``, ``"7s"``."""
    return _RANK_PLURALS.get(rank, f"{rank}s")


def suit_plural(suit: str) -> str:
    """A suit (its letter) as in "a run of hearts"."""
    return _SUIT_PLURALS[suit]


def variant_name(variant: str) -> str:
    """The game's name as players know it, from its variant key: ``"5000 Rummy"``."""
    return find_preset(variant).name
