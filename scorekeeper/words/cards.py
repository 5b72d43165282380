"""The words for the problems of cards (``card``): cards, ranks and stated wild cards that do not
read (``rules/cards.py``, ``rules/stated.py``) and cards the game's packs do not hold that often
(``rules/melds.py: pack_problem``).

>>> from scorekeeper.rules.problems import Problem
>>> WORDS["card.invalid_rank"](Problem("card.invalid_rank", {"text": "11"}).params)
"invalid rank '11' (expected A, 2 to 10, J, Q or K)"
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.problems import Param

from .area import Area, Words
from .phrases import counted


def _invalid(what: str, expected: str) -> Words:
    return lambda p: f"invalid {what} {str(p['text'])!r} ({expected})"


def _too_many_copies(params: Mapping[str, Param]) -> str:
    card, held, packs = params["card"], params["held"], params["packs"]
    holds = "is only one" if held == 1 else f"are only {held} of"
    in_packs = counted(packs, "pack") if isinstance(packs, int) else str(packs)
    return (
        f"There {holds} {card} in this game ({in_packs}), "
        f"but {card} is entered {params['entered']} times."
    )


WORDS: Area = {
    "card.invalid_rank": _invalid("rank", "expected A, 2 to 10, J, Q or K"),
    "card.invalid_card": _invalid(
        "card", "expected rank then suit, like 10H, QS or 7♦, or JK for a joker"
    ),
    "card.invalid_stated": _invalid(
        "card", "after = comes the card or rank the wild card stands for, like JK=8C or JK=9"
    ),
    "card.no_jokers": lambda _: "There are no jokers in this game.",
    "card.not_in_play": lambda p: f"{p['card']} is not in play.",
    "card.too_many_jokers": lambda p: (
        f"This game has only {p['held']} jokers, but {p['entered']} are entered."
    ),
    "card.too_many_copies": _too_many_copies,
}
