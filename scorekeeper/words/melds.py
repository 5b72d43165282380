"""The words for the problems of melds and lay-offs (``rules/melds.py``, ``rules/layoffs.py``),
of the final discard (``rules/discards.py``, whose verdict's note is worded here whether the
player may go out or not) and of the checks asked as cards are tapped (``scorebook/checks.py``).

A problem that holds another (a meld on the table that is not legal, and why) says the inner
one through :func:`scorekeeper.words.say`.

>>> from scorekeeper.rules.problems import Problem
>>> too_few = Problem("meld.too_few_cards", {"cards": ("7H", "8H"), "least": 3})
>>> WORDS["meld.too_few_cards"](too_few.params)
'A meld needs at least 3 cards; this one has 2: the 7 and 8 of hearts.'
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.problems import Param
from scorekeeper.words.card_names import COLOURS, is_numbered
from scorekeeper.words.languages import format_number, gettext, ngettext

from .area import Area
from .phrases import (
    cards,
    count,
    figures,
    listed,
    rank_plural,
    said_inside,
    sentence,
    stand_in,
    suit_plural,
)


def _size(shown: Param) -> int:
    """How many cards a parameter of cards holds."""
    return len(shown) if isinstance(shown, tuple) else 1


def _pairs(param: Param) -> tuple[tuple[Param, ...], ...]:
    """A parameter that is a tuple of pairs (a card and what it stands for)."""
    pairs = param if isinstance(param, tuple) else ()
    return tuple(pair for pair in pairs if isinstance(pair, tuple))


def _wild_cards(params: Mapping[str, Param]) -> str:
    wilds = count(params["wilds"])
    if not wilds:
        return gettext("no wild card")
    return ngettext("%(num)d wild card", "%(num)d wild cards", wilds)


def _not_as_stated(params: Mapping[str, Param]) -> str:
    said = listed(
        [
            gettext("%(card)s as %(stands)s", card=cards(card), stands=stand_in(stands))
            for card, stands in _pairs(params["stated"])
        ]
    )
    return sentence(
        gettext(
            "%(cards)s make no set or run with %(stated)s.",
            cards=cards(params["cards"]),
            stated=said,
        )
    )


def _too_few_cards(params: Mapping[str, Param]) -> str:
    shown = params["cards"]
    return ngettext(
        "A meld needs at least %(num)d card; this one has %(size)s: %(cards)s.",
        "A meld needs at least %(num)d cards; this one has %(size)s: %(cards)s.",
        count(params["least"]),
        cards=cards(shown),
        size=format_number(_size(shown)),
    )


def _too_few_naturals(params: Mapping[str, Param]) -> str:
    number = count(params["naturals"])
    if number:
        naturals = ngettext("%(num)d natural card", "%(num)d natural cards", number)
    else:
        naturals = gettext("no natural card")
    return gettext(
        "This meld (%(cards)s) has %(wild_cards)s and %(naturals)s: a meld needs more natural "
        "cards than wild cards in this game.",
        cards=cards(params["cards"]),
        wild_cards=_wild_cards(params),
        naturals=naturals,
    )


def _too_many_wilds(params: Mapping[str, Param]) -> str:
    said = {
        "cards": cards(params["cards"]),
        "wild_cards": _wild_cards(params),
        "most": figures(params["most"]),
    }
    if params["split"]:
        return gettext(
            "This meld (%(cards)s) has %(wild_cards)s: this game allows at most %(most)s in a "
            "meld (or in each part of 3 or more cards of a longer meld).",
            **said,
        )
    return gettext(
        "This meld (%(cards)s) has %(wild_cards)s: this game allows at most %(most)s in a meld.",
        **said,
    )


def _set_too_big(params: Mapping[str, Param]) -> str:
    shown = params["cards"]
    return ngettext(
        "A set holds at most %(most)s cards with %(num)d pack, wild cards included; this one "
        "has %(size)s: %(cards)s.",
        "A set holds at most %(most)s cards with %(num)d packs, wild cards included; this one "
        "has %(size)s: %(cards)s.",
        count(params["packs"]),
        most=figures(params["most"]),
        cards=cards(shown),
        size=format_number(_size(shown)),
    )


def _not_one_suit(params: Mapping[str, Param]) -> str:
    """A card of another suit in a run; of another colour in a run of numbered cards or tiles
    (012 Phase 10, 013 Rummikub), which names its colour rather than a suit."""
    suit = str(params["suit"])
    if suit in COLOURS:
        return sentence(
            gettext(
                "%(card)s is not in the run's colour (%(colour)s): a run needs cards of one "
                "colour.",
                card=cards(params["card"]),
                colour=suit_plural(suit),
            )
        )
    return sentence(
        gettext(
            "%(card)s is not one of the %(suits)s: a run needs cards of one suit.",
            card=cards(params["card"]),
            suits=suit_plural(suit),
        )
    )


def _does_not_fit(params: Mapping[str, Param]) -> str:
    """A card that fits neither a run nor a set; a numbered card or tile (012, 013) is told of
    colours and numbers rather than suits and ranks."""
    if is_numbered(str(params["card"])):
        return sentence(
            gettext(
                "%(card)s does not fit: a run needs cards of one colour and a set cards of one "
                "number.",
                card=cards(params["card"]),
            )
        )
    return sentence(
        gettext(
            "%(card)s does not fit: a run needs cards of one suit and a set cards of one rank.",
            card=cards(params["card"]),
        )
    )


def _run_gap(params: Mapping[str, Param]) -> str:
    said = ngettext(
        "%(card)s is too far from %(start)s: the run needs %(num)d more card to fill its gaps "
        "and has %(wild_cards)s.",
        "%(card)s is too far from %(start)s: the run needs %(num)d more cards to fill its gaps "
        "and has %(wild_cards)s.",
        count(params["missing"]),
        card=cards(params["card"]),
        start=cards(params["from"]),
        wild_cards=_wild_cards(params),
    )
    return sentence(said)


def _wild_card_kept(params: Mapping[str, Param]) -> str:
    said = listed(
        [
            gettext("%(card)s stands for %(stands)s", card=cards(card), stands=stand_in(stands))
            for card, stands in _pairs(params["kept"])
        ]
    )
    return sentence(
        gettext(
            "%(cards)s cannot be laid off on this meld (%(onto)s): %(kept)s, as it was melded, "
            "and a wild card keeps the card it stands for.",
            cards=cards(params["cards"]),
            onto=cards(params["onto"]),
            kept=said,
        )
    )


def _does_not_extend(params: Mapping[str, Param]) -> str:
    kinds = params["kinds"]
    said = {"cards": cards(params["cards"]), "onto": cards(params["onto"])}
    if kinds == ("set",):
        return sentence(
            gettext(
                "%(cards)s cannot be laid off on this meld (%(onto)s): it does not extend the set.",
                **said,
            )
        )
    if kinds == ("run",):
        return sentence(
            gettext(
                "%(cards)s cannot be laid off on this meld (%(onto)s): it does not extend the run.",
                **said,
            )
        )
    return sentence(
        gettext(
            "%(cards)s cannot be laid off on this meld (%(onto)s): it does not extend the set or "
            "run.",
            **said,
        )
    )


def _extends_no_meld(params: Mapping[str, Param]) -> str:
    melds = params["melds"]
    said = {"player": params["player"], "card": cards(params["card"])}
    if isinstance(melds, tuple) and melds:
        return gettext(
            "%(player)s laid off %(card)s, but it extends no meld on the table (melds: %(melds)s).",
            melds="; ".join(cards(meld) for meld in melds),
            **said,
        )
    return gettext(
        "%(player)s laid off %(card)s, but it extends no meld on the table (melds: none).", **said
    )


def _fits(params: Mapping[str, Param]) -> str:
    """The card and the first meld it fits, with how many more: "the 10 of clubs fits a meld on
    the table (the 7, 8, and 9 of clubs) and 1 other meld"."""
    others = count(params["others"])
    said = {"card": cards(params["card"]), "meld": cards(params["meld"])}
    if not others:
        return gettext("%(card)s fits a meld on the table (%(meld)s)", **said)
    return ngettext(
        "%(card)s fits a meld on the table (%(meld)s) and %(num)d other meld",
        "%(card)s fits a meld on the table (%(meld)s) and %(num)d other melds",
        others,
        **said,
    )


def _playable(params: Mapping[str, Param]) -> str:
    """A playable final discard under rules that do not let a player go out with one: meld it,
    and then what."""
    then, fits = params["then"], _fits(params)
    if then == "float":
        said = gettext(
            "%(fits)s: under your rules you cannot go out with a playable card; meld it and float.",
            fits=fits,
        )
    elif then == "go_out":
        said = gettext(
            "%(fits)s: under your rules you cannot go out with a playable card; meld it to go out.",
            fits=fits,
        )
    else:
        said = gettext(
            "%(fits)s: under your rules you cannot go out with a playable card; meld it.", fits=fits
        )
    return sentence(said)


WORDS: Area = {
    # Melds (rules/melds.py) and the checks of scorebook/checks.py.
    "meld.wild_rank_not_chosen": lambda _: gettext("Choose the wild rank to check this meld."),
    "meld.no_cards": lambda p: ngettext(
        "Choose the cards of the meld: it needs at least %(num)d.",
        "Choose the cards of the meld: it needs at least %(num)d.",
        count(p["least"]),
    ),
    "meld.too_few_cards": _too_few_cards,
    "meld.stated_not_wild": lambda p: sentence(
        gettext(
            "%(card)s is not a wild card here, so it stands for itself, not %(stated)s.",
            card=cards(p["card"]),
            stated=stand_in(p["stated"]),
        )
    ),
    "meld.not_as_stated": _not_as_stated,
    "meld.too_few_naturals": _too_few_naturals,
    "meld.too_many_wilds": _too_many_wilds,
    "meld.only_jokers": lambda _: gettext("A meld needs at least one card that is not a joker."),
    "meld.sets_not_allowed": lambda p: gettext(
        "Sets are not allowed in this game; these cards would be one: %(cards)s.",
        cards=cards(p["cards"]),
    ),
    "meld.set_suit_twice": lambda p: sentence(
        gettext(
            "%(card)s appears twice: the cards of a set must all be of different suits.",
            card=cards(p["card"]),
        )
    ),
    "meld.set_suits_full": lambda p: sentence(
        gettext(
            "%(card)s cannot be a %(size)sth card of a set of %(ranks)s: a set has at most "
            "%(most)s cards, one of each suit.",
            card=cards(p["card"]),
            size=figures(p["size"]),
            ranks=rank_plural(str(p["rank"])),
            most=figures(p["most"]),
        )
    ),
    "meld.set_too_big": _set_too_big,
    "meld.runs_not_allowed": lambda p: gettext(
        "Runs are not allowed in this game, so these cards are no meld: %(cards)s.",
        cards=cards(p["cards"]),
    ),
    "meld.run_rank_twice": lambda p: sentence(
        gettext("%(card)s appears twice: a run needs one card of each rank.", card=cards(p["card"]))
    ),
    "meld.ace_in_middle": lambda p: sentence(
        gettext(
            "%(card)s cannot be in the middle of a run: an ace is low (A-2-3) or high (Q-K-A).",
            card=cards(p["card"]),
        )
    ),
    "meld.ace_low_only": lambda p: sentence(
        gettext(
            "%(card)s cannot be high in a run: in this game an ace is low only (A-2-3), so "
            "Q-K-A and K-A-2 are not runs.",
            card=cards(p["card"]),
        )
    ),
    "meld.ace_high_only": lambda p: sentence(
        gettext(
            "%(card)s cannot be low in a run: in this game an ace is high only (Q-K-A), so "
            "A-2-3 and K-A-2 are not runs.",
            card=cards(p["card"]),
        )
    ),
    "meld.ace_not_in_runs": lambda p: sentence(
        gettext("%(card)s cannot be in a run in this game.", card=cards(p["card"]))
    ),
    "meld.run_gap": _run_gap,
    "meld.not_one_rank": lambda p: sentence(
        gettext(
            "%(card)s does not belong with the %(ranks)s: a set needs cards of one rank.",
            card=cards(p["card"]),
            ranks=rank_plural(str(p["rank"])),
        )
    ),
    "meld.not_one_suit": _not_one_suit,
    "meld.does_not_fit": _does_not_fit,
    # Lay-offs (rules/melds.py: check_lay_off; rules/layoffs.py: a deal's lay-offs).
    "lay_off.no_cards": lambda _: gettext("Choose at least one card to lay off."),
    "lay_off.table_meld_illegal": lambda p: gettext(
        "The meld on the table (%(meld)s) is not legal: %(reason)s",
        meld=cards(p["meld"]),
        reason=said_inside(p["reason"]),
    ),
    "lay_off.wild_card_kept": _wild_card_kept,
    "lay_off.does_not_extend": _does_not_extend,
    "lay_off.extends_no_meld": _extends_no_meld,
    "lay_off.extends_no_meld_as_melded": lambda p: gettext(
        "%(player)s laid off %(card)s, but it extends no meld on the table as it was melded.",
        player=p["player"],
        card=cards(p["card"]),
    ),
    "lay_off.cannot_all_fit": lambda p: gettext(
        "The cards laid off (%(cards)s) cannot all extend the melds on the table together; "
        "%(card)s fits no meld by itself.",
        cards=cards(p["cards"]),
        card=cards(p["card"]),
    ),
    # The final discard (rules/discards.py).
    "discard.table_meld_illegal": lambda p: gettext(
        "Meld %(number)s on the table (%(meld)s) is not legal: %(reason)s",
        number=figures(p["number"]),
        meld=cards(p["meld"]),
        reason=said_inside(p["reason"]),
    ),
    "discard.unplayable": lambda p: sentence(
        gettext(
            "%(card)s fits no meld on the table: you may discard it and go out.",
            card=cards(p["card"]),
        )
    ),
    "discard.playable_allowed": lambda p: sentence(
        gettext(
            "%(fits)s, but your rules let you go out with a playable card: discard it.",
            fits=_fits(p),
        )
    ),
    "discard.playable": _playable,
}
