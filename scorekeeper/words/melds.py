"""The words for the problems of melds and lay-offs (``rules/melds.py``, ``rules/layoffs.py``),
of the final discard (``rules/discards.py``, whose verdict's note is worded here whether the
player may go out or not) and of the checks asked as cards are tapped (``scorebook/checks.py``).

A problem that holds another (a meld on the table that is not legal, and why) says the inner
one through :func:`scorekeeper.words.say`.

>>> from scorekeeper.rules.problems import Problem
>>> too_few = Problem("meld.too_few_cards", {"cards": ("7H", "8H"), "least": 3})
>>> WORDS["meld.too_few_cards"](too_few.params)
'A meld needs at least 3 cards; 7H 8H is only 2.'
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.problems import Param, Problem

from .area import Area
from .phrases import cards, counted, rank_plural, suit_plural

_THEN: Mapping[Param, str] = {"float": " and float", "go_out": " to go out", None: ""}
"""What a player whose final discard is playable does instead, after "meld it"."""


def _whole(param: Param) -> int:
    """A parameter that is a count."""
    if not isinstance(param, int):
        raise TypeError(f"not a count: {param!r}")
    return param


def _pairs(param: Param) -> tuple[tuple[Param, ...], ...]:
    """A parameter that is a tuple of pairs (a card and what it stands for)."""
    pairs = param if isinstance(param, tuple) else ()
    return tuple(pair for pair in pairs if isinstance(pair, tuple))


def _reason(params: Mapping[str, Param]) -> str:
    """The problem inside (``reason``), said."""
    from . import say  # the package imports this module first

    inner = params["reason"]
    if not isinstance(inner, Problem):
        raise TypeError(f"not a problem: {inner!r}")
    return say(inner)


def _wild_cards(params: Mapping[str, Param]) -> str:
    return counted(_whole(params["wilds"]), "wild card", none="no")


def _not_as_stated(params: Mapping[str, Param]) -> str:
    said = ", ".join(f"{card} as {stands}" for card, stands in _pairs(params["stated"]))
    return f"{cards(params['cards'])} is no set or run with {said}."


def _too_few_cards(params: Mapping[str, Param]) -> str:
    shown = params["cards"]
    size = len(shown) if isinstance(shown, tuple) else 1
    return f"A meld needs at least {params['least']} cards; {cards(shown)} is only {size}."


def _too_few_naturals(params: Mapping[str, Param]) -> str:
    naturals = counted(_whole(params["naturals"]), "natural card", none="no")
    return (
        f"{cards(params['cards'])} has {_wild_cards(params)} and {naturals}: "
        "a meld needs more natural cards than wild cards in this game."
    )


def _too_many_wilds(params: Mapping[str, Param]) -> str:
    parts = " (or in each part of 3 or more cards of a longer meld)" if params["split"] else ""
    return (
        f"{cards(params['cards'])} has {_wild_cards(params)}: this game allows at most "
        f"{params['most']} in a meld{parts}."
    )


def _set_too_big(params: Mapping[str, Param]) -> str:
    shown = params["cards"]
    size = len(shown) if isinstance(shown, tuple) else 1
    packs = counted(_whole(params["packs"]), "pack")
    return (
        f"A set holds at most {params['most']} cards with {packs}, wild cards included; "
        f"{cards(shown)} is {size}."
    )


def _run_gap(params: Mapping[str, Param]) -> str:
    missing = counted(_whole(params["missing"]), "more card", "more cards")
    return (
        f"{params['card']} is too far from {params['from']}: the run needs {missing} to fill its "
        f"gaps and has {_wild_cards(params)}."
    )


def _wild_card_kept(params: Mapping[str, Param]) -> str:
    said = ", ".join(f"{card} stands for {stands}" for card, stands in _pairs(params["kept"]))
    return (
        f"{cards(params['cards'])} cannot be laid off on {cards(params['onto'])}: {said}, as it "
        "was melded, and a wild card keeps the card it stands for."
    )


def _does_not_extend(params: Mapping[str, Param]) -> str:
    kinds = params["kinds"]
    what = " or ".join(str(kind) for kind in kinds) if isinstance(kinds, tuple) else str(kinds)
    return (
        f"{cards(params['cards'])} cannot be laid off on {cards(params['onto'])}: it does not "
        f"extend the {what}."
    )


def _extends_no_meld(params: Mapping[str, Param]) -> str:
    melds = params["melds"]
    listed = "; ".join(cards(meld) for meld in melds) if isinstance(melds, tuple) else ""
    return (
        f"{params['player']} laid off {params['card']}, but it extends no meld on the table "
        f"(melds: {listed or 'none'})."
    )


def _fits(params: Mapping[str, Param]) -> str:
    """The card and the first meld it fits, with how many more: "10C fits 7C 8C 9C (and 1
    other meld)"."""
    others = _whole(params["others"])
    more = f" (and {counted(others, 'other meld')})" if others else ""
    return f"{params['card']} fits {cards(params['meld'])}{more}"


WORDS: Area = {
    # Melds (rules/melds.py) and the checks of scorebook/checks.py.
    "meld.wild_rank_not_chosen": lambda _: "Choose the wild rank to check this meld.",
    "meld.no_cards": lambda p: f"Choose the cards of the meld: it needs at least {p['least']}.",
    "meld.too_few_cards": _too_few_cards,
    "meld.stated_not_wild": lambda p: (
        f"{p['card']} is not a wild card here, so it stands for itself, not {p['stated']}."
    ),
    "meld.not_as_stated": _not_as_stated,
    "meld.too_few_naturals": _too_few_naturals,
    "meld.too_many_wilds": _too_many_wilds,
    "meld.only_jokers": lambda _: "A meld needs at least one card that is not a joker.",
    "meld.sets_not_allowed": lambda p: (
        f"Sets are not allowed in this game; {cards(p['cards'])} would be a set."
    ),
    "meld.set_suit_twice": lambda p: (
        f"{p['card']} appears twice: the cards of a set must all be of different suits."
    ),
    "meld.set_suits_full": lambda p: (
        f"{p['card']} cannot be a {p['size']}th card of a set of {rank_plural(str(p['rank']))}: "
        f"a set has at most {p['most']} cards, one of each suit."
    ),
    "meld.set_too_big": _set_too_big,
    "meld.runs_not_allowed": lambda p: (
        f"Runs are not allowed in this game, so {cards(p['cards'])} is no meld."
    ),
    "meld.run_rank_twice": lambda p: (
        f"{p['card']} appears twice: a run needs one card of each rank."
    ),
    "meld.ace_in_middle": lambda p: (
        f"{p['card']} cannot be in the middle of a run: an ace is low (A-2-3) or high (Q-K-A)."
    ),
    "meld.ace_not_in_runs": lambda p: f"{p['card']} cannot be in a run in this game.",
    "meld.run_gap": _run_gap,
    "meld.not_one_rank": lambda p: (
        f"{p['card']} does not belong with the {rank_plural(str(p['rank']))}: a set needs "
        "cards of one rank."
    ),
    "meld.not_one_suit": lambda p: (
        f"{p['card']} is not one of the {suit_plural(str(p['suit']))}: a run needs cards of "
        "one suit."
    ),
    "meld.does_not_fit": lambda p: (
        f"{p['card']} does not fit: a run needs cards of one suit and a set cards of one rank."
    ),
    # Lay-offs (rules/melds.py: check_lay_off; rules/layoffs.py: a deal's lay-offs).
    "lay_off.no_cards": lambda _: "Choose at least one card to lay off.",
    "lay_off.table_meld_illegal": lambda p: (
        f"The meld on the table ({cards(p['meld'])}) is not legal: {_reason(p)}"
    ),
    "lay_off.wild_card_kept": _wild_card_kept,
    "lay_off.does_not_extend": _does_not_extend,
    "lay_off.extends_no_meld": _extends_no_meld,
    "lay_off.extends_no_meld_as_melded": lambda p: (
        f"{p['player']} laid off {p['card']}, but it extends no meld on the table as it was melded."
    ),
    "lay_off.cannot_all_fit": lambda p: (
        f"The cards laid off ({cards(p['cards'])}) cannot all extend the melds on the table "
        f"together; {p['card']} fits no meld by itself."
    ),
    # The final discard (rules/discards.py).
    "discard.table_meld_illegal": lambda p: (
        f"Meld {p['number']} on the table ({cards(p['meld'])}) is not legal: {_reason(p)}"
    ),
    "discard.unplayable": lambda p: (
        f"{p['card']} fits no meld on the table: you may discard it and go out."
    ),
    "discard.playable_allowed": lambda p: (
        f"{_fits(p)}, but your rules let you go out with a playable card: discard it."
    ),
    "discard.playable": lambda p: (
        f"{_fits(p)}: under your rules you cannot go out with a playable card; "
        f"meld it{_THEN[p['then']]}."
    ),
}
