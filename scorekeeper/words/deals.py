"""The words for the problems of a whole deal and of how it is dealt: the players and their
names, contracts, going out, Tonk's endings, the wild rank by deal, upcards, and the
cross-checks of the cards seats hand in (``rules/scoring.py``, ``rules/dealing.py``,
``rules/handins.py``); and the words of a deal plan's facts, the card that shows the wild rank
(:func:`say_wild_card`) and how upcards size the hands (:func:`say_upcard_rule`).

>>> WORDS["deal.named_twice"]({"name": "Ann"})
'Ann is named twice.'
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.dealing import UpcardRule, WildCard
from scorekeeper.rules.options import OPTIONS
from scorekeeper.rules.problems import Param, Problem

from .area import Area
from .phrases import cards, counted, either, listed, number_word, variant_name

_RUMMY_PLAYS_ON = (
    '004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard pile '
    '... and continue play"'
)
_TONK_DEAL = '004 Tonk: "Deal each player five cards'

_WILD_CARDS = {
    "dealer_upcard": "the dealer's face-up first card",
    "dealer_last_card": "the dealer's last card, shown to all",
    "extra_card": "an extra card dealt face up to the dealer",
    "separate_card": "a card turned after the deal, not part of any hand",
}

_ALWAYS_WILD_CARDS = {
    "bury": "if it is always wild, it is buried and another card is turned",
    "deal_more": "if it is always wild, the dealer gets more cards until one is not",
}
"""000 Variations, Dealing: "If the indicator card is a permanent wild card, some give the dealer
additional cards until a card that is not a permanent wild card is found. Others bury ..."."""


def say_wild_card(card: WildCard) -> str:
    """The card that shows a deal's wild rank, as in "The wild rank is shown by ...".

    >>> say_wild_card(WildCard("dealer_upcard", "bury"))
    "the dealer's face-up first card; if it is always wild, it is buried and another card is turned"
    """
    shown = _WILD_CARDS[card.indicator]
    return shown if card.permanent is None else f"{shown}; {_ALWAYS_WILD_CARDS[card.permanent]}"


def say_upcard_rule(rule: UpcardRule) -> str:
    """How the upcards size the hands, as the dealer reads it (000 Deal and Variations, Dealing;
    003 V1, V7; George).

    >>> from scorekeeper.rules.presets import find_preset
    >>> say_upcard_rule(UpcardRule("total", find_preset("george").upcard_cards, ("2", "3")))
    "Each player's face-up first card says how many cards they hold in all, itself included: 2 \
to 10 their number, a jack 11, a queen 12, a king 13, an ace 14. An upcard of 2 or 3 is buried in \
the pack and another dealt face up."
    """
    numbers = rule.cards
    if rule.counts == "total":
        says = "how many cards they hold in all, itself included"
    else:
        says = "how many more cards they are dealt face down"
    pips = all(numbers[str(n)] == n for n in range(2, 11))
    each = ["2 to 10 their number" if pips else "a number card as the table says"]
    jack, queen, king = (numbers[rank] for rank in ("J", "Q", "K"))
    if jack == queen == king:
        each.append(f"a picture {jack}")
    else:
        each += [f"a jack {jack}", f"a queen {queen}", f"a king {king}"]
    each.append(f"an ace {numbers['A']}")
    sentence = f"Each player's face-up first card says {says}: {', '.join(each)}."
    if rule.buried:
        buried = either(rule.buried)
        sentence += f" An upcard of {buried} is buried in the pack and another dealt face up."
    return sentence


def contract(sets: int, runs: int) -> str:
    """A contract as players say it: ``"1 set and 1 run"``, ``"3 runs"`` (004 Contract Rummy).

    >>> contract(2, 1), contract(0, 3)
    ('2 sets and 1 run', '3 runs')
    """
    return listed([counted(n, thing) for n, thing in ((sets, "set"), (runs, "run")) if n])


def _int(param: Param) -> int:
    """A parameter that is a count."""
    if not isinstance(param, int):
        raise TypeError(f"not a count: {param!r}")
    return param


def _tuple(param: Param) -> tuple[Param, ...]:
    """A parameter that is a tuple."""
    if not isinstance(param, tuple):
        raise TypeError(f"not a tuple: {param!r}")
    return param


def _texts(param: Param) -> list[str]:
    """A parameter that is a tuple (of names, cards, lengths), each as text."""
    return [str(item) for item in _tuple(param)]


def _inner(param: Param) -> str:
    """A problem inside a problem, in words."""
    from . import say  # the package imports this module first

    if not isinstance(param, Problem):
        raise TypeError(f"not a problem: {param!r}")
    return say(param)


def _game(params: Mapping[str, Param]) -> str:
    return variant_name(str(params["variant"]))


def _contract(params: Mapping[str, Param]) -> str:
    return contract(_int(params["sets"]), _int(params["runs"]))


def _melds_differ(params: Mapping[str, Param]) -> str:
    kinds = params["kinds"]
    entered = [f"a {either(_texts(meld)) or 'no meld'}" for meld in _tuple(kinds)]
    return (
        f"{params['name']}: deal {params['number']}'s contract is {_contract(params)}, but the "
        f"melds entered are {listed(entered)}. Once the contract is down, a player only lays off."
    )


def _cards_left_in_hand(params: Mapping[str, Param]) -> str:
    name, left = params["name"], _texts(params["cards"])
    verb = "is" if len(left) == 1 else "are"
    return (
        f"{name} went out, so {name} has no cards left in hand; {cards(tuple(left))} {verb} "
        "entered there."
    )


def _not_a_going_out_hand(params: Mapping[str, Param]) -> str:
    lengths = " + ".join(_texts(params["lengths"])) or "none"
    hands = "; ".join(" + ".join(_texts(hand)) for hand in _tuple(params["hands"]))
    return (
        f"{params['name']} went out with runs of {lengths}: going out takes one of these hands, "
        f"all at once: {hands}."
    )


def _card_overused(params: Mapping[str, Param]) -> str:
    held = _int(params["held"])
    copies = f"only {number_word(held)}" if held else "none"
    names = listed(_texts(params["names"]))
    return f"{params['card']} is entered by {names}, but the packs hold {copies}."


def _stock_out_and_went_out(params: Mapping[str, Param]) -> str:
    stock, claims = _texts(params["stock_out"]), _texts(params["went_out"])
    says = ["says" if len(names) == 1 else "say" for names in (stock, claims)]
    return (
        f"{listed(stock)} {says[0]} the stock ran out, but {listed(claims)} {says[1]} they went "
        "out."
    )


def _not_in_pack(params: Mapping[str, Param]) -> str:
    source = OPTIONS[str(params["source"])].source
    return (
        f"{_inner(params['pack']).rstrip('.')}: {params['name']}'s upcard cannot be "
        f"{params['upcard']} ({source})."
    )


WORDS: Area = {
    "deal.no_players": lambda _: "A deal needs at least one player.",
    "deal.name_missing": lambda _: "Every player needs a name.",
    "deal.named_twice": lambda p: f"{p['name']} is named twice.",
    "deal.went_out_unknown": lambda p: f"{p['name']} is not one of this deal's players.",
    "deal.entered_too_often": lambda p: f"{p['card']} is entered too often.",
    "deal.illegal_meld": lambda p: f"{p['name']}: {_inner(p['meld'])}",
    "deal.no_rummy_doubling": lambda p: f"{_game(p)} has no doubling for rummy",
    "deal.rummy_without_going_out": lambda _: "Rummy is a way of going out: say who went out",
    "deal.no_cards_entered": lambda p: (
        f"{p['name']} went out, but no cards are entered: enter what each player melded, laid "
        "off and held in hand (a player goes out by getting rid of every card: 000 End of the "
        "play; 004 Rummy)."
    ),
    "deal.laid_off_before_melding": lambda p: (
        f"{p['name']} laid off cards without a meld of their own: in this game you lay off only "
        "after melding a set or run yourself."
    ),
    "deal.players_differ": lambda p: f"deal {p['number']} does not have the game's players",
    "deal.totals_differ": lambda _: "the totals do not have the game's players",
    "contract.went_out_without_it": lambda p: (
        f"{p['name']} went out without melding the contract ({_contract(p)})."
    ),
    "contract.laid_off_before_it": lambda p: (
        f"{p['name']} laid off cards without melding the contract ({_contract(p)}) first."
    ),
    "contract.melds_differ": _melds_differ,
    "wild_rank.off_schedule": lambda p: (
        f"{_game(p)}: in deal {p['number']} the wild rank is {p['expected']}, not {p['given']}"
    ),
    "wild_rank.number_needed": lambda p: (
        f"{_game(p)} takes each deal's wild rank from the deal's number: give the number (or the "
        f"wild rank) ({OPTIONS['wild_schedule'].source})"
    ),
    "tonk.ending_needed": lambda p: f"{_game(p)} needs how the deal ended",
    "tonk.no_endings": lambda p: f"{_game(p)} has no ways of ending a deal to choose from",
    "tonk.who_ended_needed": lambda _: (
        "Say who went out, knocked or showed a tonk, unless the stock ran out"
    ),
    "tonk.not_the_hand_dealt": lambda p: (
        f"{p['name']} has {counted(_int(p['cards']), 'card')} entered: a tonk is the "
        f"{p['dealt']} cards dealt, held in hand with nothing melded ({_TONK_DEAL} ... Declare "
        'tonks immediately").'
    ),
    "tonk.too_many_cards": lambda p: (
        f"{p['name']} has {p['cards']} cards entered, melded, laid off and in hand: {_game(p)} "
        f'deals {p["dealt"]}, so a player has at most {p["most"]} ({_TONK_DEAL}").'
    ),
    "tonk.not_a_tonk": lambda p: (
        f"{p['name']}'s hand is worth {p['points']}: a tonk is a hand of "
        f"{either(_texts(p['tonks']))}."
    ),
    "going_out.needed": lambda p: (
        f"In {_game(p)} a deal ends only when a player goes out: say who did ({_RUMMY_PLAYS_ON})"
    ),
    "going_out.no_first_turn_bonus": lambda p: f"{_game(p)} has no first-turn bonus",
    "going_out.first_turn_without_going_out": lambda _: (
        "Only the player who went out can have gone out on the first turn"
    ),
    "going_out.melded_without_going_out": lambda p: (
        f"{p['name']} did not go out, so {p['name']} melded nothing: in {_game(p)} you go out "
        f"with your whole hand at once, or you don't go out at all. Enter {p['name']}'s cards "
        "as left in hand."
    ),
    "going_out.cards_left_in_hand": _cards_left_in_hand,
    "going_out.wrong_card_count": lambda p: (
        f"{p['name']} went out with {p['melded']} cards melded: going out takes exactly "
        f"{p['needed']}."
    ),
    "going_out.not_a_going_out_hand": _not_a_going_out_hand,
    "upcard.unknown_player": lambda p: f"{p['name']} is not one of the players",
    "upcard.not_in_pack": _not_in_pack,
    "hand_in.card_overused": _card_overused,
    "hand_in.too_many_cards": lambda p: (
        f"{p['name']} has {p['cards']} cards entered, but a player has at most {p['most']} "
        f'({_TONK_DEAL}").'
    ),
    "hand_in.nobody_went_out": lambda p: (
        f"Every seat has handed in, and nobody says they went out: in {_game(p)} a deal ends "
        f"only when a player goes out ({_RUMMY_PLAYS_ON})."
    ),
    "hand_in.went_out_with_hand": lambda p: (
        f"{p['name']} went out, so {p['name']} has no cards left in hand."
    ),
    "hand_in.several_went_out": lambda p: (
        f"{listed(_texts(p['names']))} each say they went out: only one player goes out."
    ),
    "hand_in.stock_out_and_went_out": _stock_out_and_went_out,
}
