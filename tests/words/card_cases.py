"""The card problems' cases: one per code, each a problem the engine raises and the words said."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules import Card, NotationError, Rank, Rules, check_meld, find_preset, read_card
from scorekeeper.rules.problems import Problem

FIVE_THOUSAND = find_preset("5000-rummy")


FIVE_HUNDRED = find_preset("500-rummy")


def refused(read: Callable[[str], object], text: str) -> Problem:
    """The problem of the notation error that reading ``text`` raises."""
    with pytest.raises(NotationError) as caught:
        read(text)
    return caught.value.problem


def meld(text: str, rules: Rules, wild_rank: Rank | None = None) -> Problem:
    """The problem of an illegal meld."""
    problem = check_meld(Card.parse(text), rules, wild_rank).problem
    assert problem is not None
    return problem


CASES = [
    (
        "card.invalid_rank",
        lambda: refused(Rank.parse, "11"),
        "'11' is not a rank. Write A, 2 to 10, J, Q or K.",
    ),
    (
        "card.invalid_card",
        lambda: refused(Card.from_str, "ZZ"),
        "'ZZ' is not a card. Write its rank then its suit, like 10H, QS or 7♦, or JK for a joker.",
    ),
    (
        "card.invalid_stated",
        lambda: refused(read_card, "JK=X"),
        "'JK=X' is not a card. After = write the card or rank the wild card stands for, like "
        "JK=8C or JK=9.",
    ),
    (
        "card.no_jokers",
        lambda: meld("5H 5C JK", FIVE_THOUSAND, Rank.TWO),
        "There are no jokers in this game.",
    ),
    (
        "card.not_in_play",
        lambda: meld("7H 8H 9H", find_preset("koon-kan")),
        "The 8 of hearts is not in play.",
    ),
    (
        "card.too_many_jokers",
        lambda: meld("9D JK JK JK", FIVE_HUNDRED),
        "This game has only 2 jokers, but 3 are entered.",
    ),
    (
        "card.too_many_copies",
        lambda: meld("5H 5H 5C", FIVE_THOUSAND, Rank.KING),
        "The 5 of hearts is in this game only once (1 pack), but it is entered 2 times.",
    ),
    (
        "card.too_many_copies",
        lambda: meld("5H 5H 5H", FIVE_THOUSAND.for_players(5), Rank.KING),
        "The 5 of hearts is in this game only 2 times (2 packs), but it is entered 3 times.",
    ),
]
