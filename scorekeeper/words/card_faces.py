"""The cards' faces as each language's decks print them: the rank letters a player reads in a
card's corner (English, Spanish, Portuguese, Italian and Hindi A K Q J, Polish A K D W, French
A R D V, German A K D B; 10 as 10), for every card shown to a person as a card (the picker's
buttons, the chips, the deal sheets, the seat pages, the verdicts). What is typed in a field,
the API, the downloads and the stored data keep the notation's English letters (``"QH"``)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from scorekeeper.words.card_names import RANKS, SKIP, card_names
from scorekeeper.words.languages import DEFAULT, page_language

FACE_LETTERS: Mapping[str, Mapping[str, str]] = {
    "en": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
    # Spain's French-suited decks (Fournier's poker and rummy packs) print the English letters.
    "es": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
    # As, Król, Dama, Walet.
    "pl": {"A": "A", "K": "K", "Q": "D", "J": "W"},
    # As, Roi, Dame, Valet.
    "fr": {"A": "A", "K": "R", "Q": "D", "J": "V"},
    # Ass, König, Dame, Bube.
    "de": {"A": "A", "K": "K", "Q": "D", "J": "B"},
    # India's decks print the English letters (ikka, badshah, begam, gulam read A K Q J).
    "hi": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
    # Italy's French-suited decks (Modiano's poker and Burraco packs) print the international
    # letters: asso, re, donna, fante read A K Q J.
    "it": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
    # Brazil's decks (Copag) print the English letters: ás, rei, dama, valete read A K Q J.
    "pt": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
}
"""Each language's letters for the ranks that are letters in notation, by its code: a language
of ``LANGUAGES`` needs its own (``tests/web/test_card_faces.py``)."""


@cache
def _faces(language: str) -> Mapping[str, str]:
    """Every rank of notation, the joker's ``JK`` and Phase 10's skip card, as ``language``'s
    decks print it (a numbered card's number is its own face)."""
    letters = FACE_LETTERS.get(language, FACE_LETTERS[DEFAULT])
    faces = {rank: letters.get(rank, rank) for rank in RANKS}
    return {**faces, "JK": "JK", SKIP: card_names()[SKIP]}


def rank_faces() -> Mapping[str, str]:
    """The page's language's face of every rank in notation: ``"Q"``: ``"D"`` in Polish,
    ``"10"``: ``"10"``, ``"JK"``: ``"JK"``; and of Phase 10's skip card, ``"SKIP"``: its name
    ("Skip", German "Aussetzen")."""
    return _faces(page_language())
