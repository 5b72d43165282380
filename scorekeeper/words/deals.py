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

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l

from scorekeeper.rules.dealing import UpcardRule, WildCard
from scorekeeper.rules.game import Game
from scorekeeper.rules.options import OPTIONS, Contract, Rules
from scorekeeper.rules.phase_10 import PHASES
from scorekeeper.rules.problems import Param
from scorekeeper.words.languages import format_number, gettext, ngettext

from .area import Area
from .phrases import (
    cards,
    count,
    either,
    figures,
    game,
    listed,
    rank_plural,
    said_inside,
    sentence,
    texts,
)

_RUMMY_PLAYS_ON = (
    '004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard pile '
    '... and continue play"'
)
_TONK_DEAL = '004 Tonk: "Deal each player five cards'
_GIN = "005 pagat Gin Rummy"
_CANASTA = "007 Yahoo! Games, Canasta"
_HAND_AND_FOOT = "008 GOCC, Hand and Foot"
_BURACO = "009 pagat, Buraco"
_PHASE_10 = "012 Phase 10"

_ENDINGS = {
    "went_out": _l("going out with a final discard"),
    "went_out_no_discard": _l("going out without a discard"),
    "knock": _l("a knock"),
    "tonk": _l("a tonk"),
    "stock_out": _l("the stock running out"),
    "gin": _l("gin"),
    "big_gin": _l("big gin"),
    "went_out_concealed": _l("going out concealed"),
    "went_out_morto_untaken": _l("going out while the other side never took its morto"),
}
"""How a deal ends, in words, as the engine's ``Ending`` names it."""


COUNT_WORDS: Mapping[str, LazyString] = {
    "clean": _l("clean canastas"),
    "dirty": _l("mixed canastas"),
    "red_threes": _l("red threes"),
    "melded": _l("card points melded"),
    "hand": _l("card points in hand"),
}
"""A side's counts (``SideCounts``) as a problem names them."""


def _wild_limits(p: Mapping[str, Param]) -> str:
    """A Canasta meld over the wild limits, with the most wild cards a meld takes or none."""
    said = {
        "name": p["name"],
        "rank": rank_plural(str(p["rank"])),
        "naturals": figures(p["naturals"]),
        "wilds": figures(p["wilds"]),
        "source": _CANASTA,
    }
    if p["most"] is None:
        return gettext(
            "The meld of %(rank)s of %(name)s's side has %(naturals)s natural cards and "
            "%(wilds)s wild: a meld holds two natural cards at least, and never more wild cards "
            "than natural ones (%(source)s).",
            **said,
        )
    return gettext(
        "The meld of %(rank)s of %(name)s's side has %(naturals)s natural cards and %(wilds)s "
        "wild: a meld holds two natural cards at least, never more wild cards than natural "
        "ones, and at most %(most)s wild cards (%(source)s).",
        most=figures(p["most"]),
        **said,
    )


def _pile_wilds(p: Mapping[str, Param]) -> str:
    """A Hand and Foot pile over the wild limits, with the most wild cards a pile takes or
    none."""
    said = {
        "name": p["name"],
        "rank": rank_plural(str(p["rank"])),
        "naturals": figures(p["naturals"]),
        "wilds": figures(p["wilds"]),
        "source": _HAND_AND_FOOT,
    }
    if p["most"] is None:
        return gettext(
            "%(name)s's pile of %(rank)s has %(naturals)s natural cards and %(wilds)s wild: a "
            "pile holds more natural cards than wild ones, or as many by the house rule "
            "(%(source)s).",
            **said,
        )
    return gettext(
        "%(name)s's pile of %(rank)s has %(naturals)s natural cards and %(wilds)s wild: a pile "
        "holds more natural cards than wild ones (or as many, by the house rule) and at most "
        "%(most)s wild cards (%(source)s).",
        most=figures(p["most"]),
        **said,
    )


def _endings(values: Param) -> list[str]:
    return [str(_ENDINGS.get(value, value)) for value in texts(values)]


_WILD_CARDS = {
    "dealer_upcard": _l("the dealer's face-up first card"),
    "dealer_last_card": _l("the dealer's last card, shown to all"),
    "extra_card": _l("an extra card dealt face up to the dealer"),
    "separate_card": _l("a card turned after the deal, not part of any hand"),
}

_ALWAYS_WILD_CARDS = {
    "bury": _l("if it is always wild, it is buried and another card is turned"),
    "deal_more": _l("if it is always wild, the dealer gets more cards until one is not"),
    "aces": _l("if it is a printed joker, the aces are wild"),
}
"""000 Variations, Dealing: "If the indicator card is a permanent wild card, some give the dealer
additional cards until a card that is not a permanent wild card is found. Others bury ..."."""

_COPIES = {2: _l("two"), 3: _l("three"), 4: _l("four")}
"""How many copies of a card the packs hold, in words (more in figures)."""


def say_wild_card(card: WildCard) -> str:
    """The card that shows a deal's wild rank, as in "The wild rank is shown by ...".

    >>> say_wild_card(WildCard("dealer_upcard", "bury"))
    "the dealer's face-up first card; if it is always wild, it is buried and another card is turned"
    """
    shown = str(_WILD_CARDS[card.indicator])
    if card.permanent is None:
        return shown
    return f"{shown}; {_ALWAYS_WILD_CARDS[card.permanent]}"


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
    pips = all(numbers[str(n)] == n for n in range(2, 11))
    each = [gettext("2 to 10 their number") if pips else gettext("a number card as the table says")]
    jack, queen, king = (numbers[rank] for rank in ("J", "Q", "K"))
    if jack == queen == king:
        each.append(gettext("a picture %(number)s", number=format_number(jack)))
    else:
        each += [
            gettext("a jack %(number)s", number=format_number(jack)),
            gettext("a queen %(number)s", number=format_number(queen)),
            gettext("a king %(number)s", number=format_number(king)),
        ]
    each.append(gettext("an ace %(number)s", number=format_number(numbers["A"])))
    if rule.counts == "total":
        sentence = gettext(
            "Each player's face-up first card says how many cards they hold in all, itself "
            "included: %(values)s.",
            values=", ".join(each),
        )
    else:
        sentence = gettext(
            "Each player's face-up first card says how many more cards they are dealt face "
            "down: %(values)s.",
            values=", ".join(each),
        )
    if rule.buried:
        buried = gettext(
            "An upcard of %(ranks)s is buried in the pack and another dealt face up.",
            ranks=either(rule.buried),
        )
        sentence = f"{sentence} {buried}"
    return sentence


def contract(sets: int, runs: int) -> str:
    """A contract as players say it: ``"1 set and 1 run"``, ``"3 runs"`` (004 Contract Rummy).

    >>> contract(2, 1), contract(0, 3)
    ('2 sets and 1 run', '3 runs')
    """
    said = []
    if sets:
        said.append(ngettext("%(num)d set", "%(num)d sets", sets))
    if runs:
        said.append(ngettext("%(num)d run", "%(num)d runs", runs))
    return listed(said)


SAID_TEXT: Mapping[str, str] = {
    "": _l("Played on to the end"),
    "first_drop": _l("Dropped before drawing (first drop)"),
    "middle_drop": _l("Dropped later (middle drop)"),
    "wrong_show": _l("Showed wrongly (wrong show)"),
    "morto_untaken": _l("The side never took its morto (-100)"),
    "phase_1": _l("Laid down phase 1"),
    "phase_2": _l("Laid down phase 2"),
    "phase_3": _l("Laid down phase 3"),
    "phase_4": _l("Laid down phase 4"),
    "phase_5": _l("Laid down phase 5"),
    "phase_6": _l("Laid down phase 6"),
    "phase_7": _l("Laid down phase 7"),
    "phase_8": _l("Laid down phase 8"),
    "phase_9": _l("Laid down phase 9"),
    "phase_10": _l("Laid down phase 10"),
}
"""What a player said beyond the cards, as the engine's ``Said`` names it: an Indian Rummy
drop or wrong show (006 Indian Rummy, Drops, Wrong show), Buraco's morto never taken (009),
the phase laid down in Phase 10 played in any order (012 Phase 10 Masters); nothing said: the
cards are counted."""


_SAID_NOTHING: Mapping[str, str] = {
    "buraco": _l("The side took its morto, or went out"),
    "phase_10": _l("Laid down no phase"),
}
"""What saying nothing means, where a game other than Indian Rummy asks (009 Buraco)."""


def said_choices(game: Game, rules: Rules) -> list[tuple[str, str]]:
    """What a player of ``game`` played by ``rules`` may say beyond the cards, as a form
    offers it: nothing (in the game's words) and each of the game's sayings
    (:meth:`~scorekeeper.rules.game.Game.sayings_for`)."""
    nothing = _SAID_NOTHING.get(game.scoring, SAID_TEXT[""])
    return [("", nothing), *((said, SAID_TEXT[said]) for said in game.sayings_for(rules))]


def said_words(said: str | None) -> str:
    """What an Indian Rummy player said beyond the cards, in words (the ``said_words`` template
    filter): ``"Dropped later (middle drop)"``; empty for nothing said (006 Indian Rummy)."""
    return str(SAID_TEXT[said]) if said and said in SAID_TEXT else ""


def said_contract(asked: Contract) -> str:
    """A deal's contract as players say it (the ``contract_said`` template filter): ``"2 sets"``,
    ``"2 tríos"`` in Spanish (004 Contract Rummy)."""
    return contract(asked.sets, asked.runs)


def phase_part(kind: str, least: int) -> str:
    """One part of a phase as players say it: ``"a set of 3"``, ``"a run of 7"``, ``"7 cards of
    one colour"`` (012 Phase 10, The Phases)."""
    number = format_number(least)
    if kind == "set":
        return gettext("a set of %(number)s", number=number)
    if kind == "run":
        return gettext("a run of %(number)s", number=number)
    return gettext("%(number)s cards of one colour", number=number)


def phase_parts(phase: int) -> str:
    """A phase's parts as players say them: ``"a set of 3 and a run of 4"`` (012 Phase 10,
    The Phases)."""
    return listed([phase_part(part.kind, part.least) for part in PHASES[phase - 1]])


def phase_mark(phase: int | None) -> str:
    """A player's phase as the pages show it: ``"Phase 4"``; ``"Phases done"`` past the
    tenth."""
    if phase is None:
        return gettext("Phases done")
    return gettext("Phase %(number)s", number=format_number(phase))


_PART_REASONS = {
    "skip": _l("a skip is in no meld"),
    "all_wild": _l("a meld needs a card that is not wild"),
    "set": _l("a set is of one number, in any colours"),
    "run": _l("a run is of numbers in order from 1 to 12, in any colours"),
    "colour": _l("a colour group is of one colour"),
}


def _not_part(p: Mapping[str, Param]) -> str:
    kind, least = str(p["kind"]), count(p["least"])
    if p["reason"] == "short":
        why = ngettext("it needs %(num)d card at least", "it needs %(num)d cards at least", least)
    else:
        reason = str(p["reason"])
        why = str(_PART_REASONS[kind if reason == "mixed" else reason])
    return gettext(
        "%(name)s is on phase %(phase)s (%(parts)s). Not %(part)s: %(cards)s; %(why)s "
        "(%(source)s).",
        name=p["name"],
        phase=figures(p["phase"]),
        parts=phase_parts(count(p["phase"])),
        cards=cards(tuple(texts(p["cards"]))),
        part=phase_part(kind, least),
        why=why,
        source=_PHASE_10,
    )


def _tuple(param: Param) -> tuple[Param, ...]:
    """A parameter that is a tuple."""
    if not isinstance(param, tuple):
        raise TypeError(f"not a tuple: {param!r}")
    return param


def _contract(params: Mapping[str, Param]) -> str:
    return contract(count(params["sets"]), count(params["runs"]))


def _meld_kinds(kinds: Param) -> str:
    """What a meld entered reads as: a set, a run, either, or no meld."""
    if kinds == ("set",):
        return gettext("a set")
    if kinds == ("run",):
        return gettext("a run")
    if kinds:
        return gettext("a set or run")
    return gettext("a no meld")


def _melds_differ(params: Mapping[str, Param]) -> str:
    return gettext(
        "%(name)s: deal %(number)s's contract is %(contract)s, but the melds entered are "
        "%(melds)s. Once the contract is down, a player only lays off.",
        name=params["name"],
        number=figures(params["number"]),
        contract=_contract(params),
        melds=listed([_meld_kinds(kinds) for kinds in _tuple(params["kinds"])]),
    )


def _cards_left_in_hand(params: Mapping[str, Param]) -> str:
    left = texts(params["cards"])
    return ngettext(
        "%(name)s went out, so %(name)s has no cards left in hand; %(cards)s is entered there.",
        "%(name)s went out, so %(name)s has no cards left in hand; %(cards)s are entered there.",
        len(left),
        name=params["name"],
        cards=cards(tuple(left)),
    )


def _not_a_going_out_hand(params: Mapping[str, Param]) -> str:
    lengths = " + ".join(texts(params["lengths"])) or gettext("none")
    hands = "; ".join(" + ".join(texts(hand)) for hand in _tuple(params["hands"]))
    return gettext(
        "%(name)s went out with runs of %(lengths)s: going out takes one of these hands, all at "
        "once: %(hands)s.",
        name=params["name"],
        lengths=lengths,
        hands=hands,
    )


def _card_overused(params: Mapping[str, Param]) -> str:
    held = count(params["held"])
    said = {"card": cards(params["card"]), "names": listed(texts(params["names"]))}
    if not held:
        return sentence(
            gettext("%(card)s is entered by %(names)s, but the packs hold none.", **said)
        )
    return sentence(
        ngettext(
            "%(card)s is entered by %(names)s, but the packs hold only one.",
            "%(card)s is entered by %(names)s, but the packs hold only %(copies)s.",
            held,
            copies=str(_COPIES.get(held, format_number(held))),
            **said,
        )
    )


def _start_game_over(params: Mapping[str, Param]) -> str:
    """Scores from paper that would end the game before its first deal."""
    target = params.get("target")
    if isinstance(target, int):
        return gettext(
            "With these scores from paper the game is already over (its target is %(target)s): "
            "check them, or raise the target.",
            target=figures(target),
        )
    return gettext("With these scores from paper the game is already over: check them.")


def _stock_out_and_went_out(params: Mapping[str, Param]) -> str:
    stock, claims = texts(params["stock_out"]), texts(params["went_out"])
    return gettext(
        "%(stock_out)s, but %(went_out)s.",
        stock_out=ngettext(
            "%(names)s says the stock ran out",
            "%(names)s say the stock ran out",
            len(stock),
            names=listed(stock),
        ),
        went_out=ngettext(
            "%(names)s says they went out",
            "%(names)s say they went out",
            len(claims),
            names=listed(claims),
        ),
    )


def _not_in_pack(params: Mapping[str, Param]) -> str:
    return gettext(
        "%(pack)s: %(name)s's upcard cannot be %(upcard)s (%(source)s).",
        pack=said_inside(params["pack"]).rstrip("."),
        name=params["name"],
        upcard=cards(params["upcard"]),
        source=OPTIONS[str(params["source"])].source,
    )


_DEALT_SOURCES = {
    "rummy": '004 Rummy, How to deal: "With two players, ten cards each ..."',
    "koon-kan": '004 Koon Kan: "Deal ten cards to each player"',
    "tonk": f'{_TONK_DEAL}"',
}
"""The line each game's cards dealt are stated by, where each turn draws one card and discards
one; another game's hand sizes come from the ``hand_sizes`` option's source."""


def _too_many_cards(p: Mapping[str, Param]) -> str:
    """More cards than dealt where each turn draws one card and discards one: in a deal
    (``deal.too_many_cards``) and in a seat's hand-in (``hand_in.too_many_cards``)."""
    source = _DEALT_SOURCES.get(str(p["variant"]), OPTIONS["hand_sizes"].source)
    return ngettext(
        "%(name)s has %(num)d card entered, melded, laid off and in hand: %(game)s deals "
        "%(dealt)s and each turn draws one card and discards one, so %(name)s has at most "
        "%(most)s (%(source)s).",
        "%(name)s has %(num)d cards entered, melded, laid off and in hand: %(game)s deals "
        "%(dealt)s and each turn draws one card and discards one, so %(name)s has at most "
        "%(most)s (%(source)s).",
        count(p["cards"]),
        name=p["name"],
        game=game(p),
        dealt=figures(p["dealt"]),
        most=figures(p["most"]),
        source=source,
    )


WORDS: Area = {
    "deal.no_players": lambda _: gettext("A deal needs at least one player."),
    "deal.name_missing": lambda _: gettext("Every player needs a name."),
    "deal.named_twice": lambda p: gettext("%(name)s is named twice.", name=p["name"]),
    "deal.went_out_unknown": lambda p: gettext(
        "%(name)s is not one of this deal's players.", name=p["name"]
    ),
    "deal.entered_too_often": lambda p: sentence(
        gettext("%(card)s is entered too often.", card=cards(p["card"]))
    ),
    "deal.illegal_meld": lambda p: gettext(
        "%(name)s: %(problem)s", name=p["name"], problem=said_inside(p["meld"])
    ),
    "deal.no_rummy_doubling": lambda p: gettext(
        "%(game)s has no doubling for rummy: leave rummy unmarked.", game=game(p)
    ),
    "deal.rummy_without_going_out": lambda _: gettext(
        "Rummy is a way of going out: say who went out."
    ),
    "deal.no_cards_entered": lambda p: gettext(
        "%(name)s went out, but no cards are entered: enter what each player melded, laid off "
        "and held in hand (a player goes out by getting rid of every card: 000 End of the play; "
        "004 Rummy).",
        name=p["name"],
    ),
    "deal.laid_off_before_melding": lambda p: gettext(
        "%(name)s laid off cards without a meld of their own: in this game you lay off only "
        "after melding a set or run yourself.",
        name=p["name"],
    ),
    "deal.no_lay_offs": lambda p: gettext(
        "%(name)s laid off cards, but in %(game)s no one plays on another player's melds: "
        "enter them in a meld of %(name)s's own or in the hand.",
        name=p["name"],
        game=game(p),
    ),
    "deal.too_many_cards": _too_many_cards,
    "deal.players_differ": lambda p: gettext(
        "Deal %(number)s does not have the game's players: each deal is scored with them.",
        number=figures(p["number"]),
    ),
    "deal.totals_differ": lambda _: gettext(
        "The totals do not have the game's players: give one for each player."
    ),
    "contract.went_out_without_it": lambda p: gettext(
        "%(name)s went out without melding the contract (%(contract)s).",
        name=p["name"],
        contract=_contract(p),
    ),
    "contract.laid_off_before_it": lambda p: gettext(
        "%(name)s laid off cards without melding the contract (%(contract)s) first.",
        name=p["name"],
        contract=_contract(p),
    ),
    "contract.melds_differ": _melds_differ,
    "contract.runs_join": lambda p: gettext(
        "%(name)s: two runs of deal %(number)s's contract are in one suit and join up, so they "
        "are one run; two runs of one suit need a gap between them.",
        name=p["name"],
        number=figures(p["number"]),
    ),
    "wild_rank.off_schedule": lambda p: gettext(
        "In %(game)s the wild rank of deal %(number)s is %(expected)s, not %(given)s.",
        game=game(p),
        number=figures(p["number"]),
        expected=p["expected"],
        given=p["given"],
    ),
    "wild_rank.number_needed": lambda p: gettext(
        "%(game)s takes each deal's wild rank from the deal's number: give the number (or the "
        "wild rank) (%(source)s).",
        game=game(p),
        source=OPTIONS["wild_schedule"].source,
    ),
    "tonk.ending_needed": lambda p: gettext(
        "Say how the deal ended: %(game)s scores by it.", game=game(p)
    ),
    "tonk.no_endings": lambda p: gettext(
        "%(game)s has no ways of ending a deal to choose from: leave the ending empty.",
        game=game(p),
    ),
    "deal.ending_not_in_game": lambda p: gettext(
        "A deal of %(game)s does not end by %(ending)s: it ends by %(endings)s.",
        game=game(p),
        ending=_endings((p["ending"],))[0],
        endings=either(_endings(p["endings"])),
    ),
    "upcard.not_in_game": lambda p: gettext(
        "%(game)s takes no upcard: only Oklahoma Gin's upcard sets the knock limit.", game=game(p)
    ),
    "upcard.needed": lambda p: gettext(
        "In %(game)s under Oklahoma Gin the first upcard sets the knock limit: enter it "
        "(%(source)s).",
        game=game(p),
        source=f"{_GIN}, Variations",
    ),
    "upcard.joker": lambda p: gettext("%(game)s is played without jokers.", game=game(p)),
    "gin.wrong_card_count": lambda p: ngettext(
        "%(name)s has %(num)d card entered, melded, laid off and in hand: %(expected)s are "
        "needed (ten dealt; the knocker shows eleven only for big gin) (%(source)s).",
        "%(name)s has %(num)d cards entered, melded, laid off and in hand: %(expected)s are "
        "needed (ten dealt; the knocker shows eleven only for big gin) (%(source)s).",
        count(p["cards"]),
        name=p["name"],
        expected=figures(p["expected"]),
        source=f"{_GIN}, Deal",
    ),
    "gin.knocker_laid_off": lambda p: gettext(
        "%(name)s knocked, so %(name)s lays nothing off: only the defender lays off, on the "
        "knocker's melds (%(source)s).",
        name=p["name"],
        source=f"{_GIN}, Laying off",
    ),
    "gin.deadwood_in_gin": lambda p: gettext(
        "%(name)s went gin with %(cards)s in hand (%(points)s points): gin is knocking with no "
        "deadwood. Choose a knock, or meld those cards.",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
        points=figures(p["points"]),
    ),
    "gin.laid_off_after_gin": lambda p: gettext(
        "%(knocker)s went gin, so %(name)s lays nothing off: enter those cards in the hand "
        "(%(source)s).",
        name=p["name"],
        knocker=p["knocker"],
        source=f"{_GIN}, Laying off",
    ),
    "gin.over_knock_limit": lambda p: gettext(
        "%(name)s knocked with %(points)s points of deadwood: the knock limit is %(limit)s. "
        "Arranged at best, these cards leave %(best)s.",
        name=p["name"],
        points=figures(p["points"]),
        limit=figures(p["limit"]),
        best=figures(p["best"]),
    ),
    "gin.knock_is_gin": lambda p: gettext(
        "%(name)s knocked with no deadwood: that is gin. Choose gin (the defender lays nothing "
        "off).",
        name=p["name"],
    ),
    "gin.no_big_gin": lambda p: gettext(
        "%(game)s is played without big gin here: set a big gin bonus in the house rules to "
        "play it.",
        game=game(p),
    ),
    "canasta.teams_needed": lambda p: gettext(
        "%(players)s players play Canasta in partnerships, partners apart round the table: "
        "choose the teams (%(source)s).",
        players=figures(p["players"]),
        source=_CANASTA,
    ),
    "canasta.no_form": lambda p: gettext(
        "Canasta is played by two, three, four or six players, not %(players)s (%(source)s).",
        players=figures(p["players"]),
        source=_CANASTA,
    ),
    "canasta.laid_off": lambda p: gettext(
        "Nothing is laid off in Canasta: enter the cards %(name)s added to a meld in that meld, "
        "on either partner.",
        name=p["name"],
    ),
    "canasta.red_three_in_hand": lambda p: gettext(
        "%(name)s has %(cards)s in hand: a red three is laid face up as soon as it comes. Enter "
        "it as a meld of red threes only.",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
    ),
    "canasta.red_three_mixed": lambda p: gettext(
        "%(name)s has a meld of %(cards)s: red threes are never melded with other cards. Enter "
        "them as a meld of red threes only.",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
    ),
    "canasta.not_one_rank": lambda p: gettext(
        "%(name)s has a meld of %(cards)s: a meld is natural cards of one rank with wild "
        "cards. Enter each rank as a meld of its own.",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
    ),
    "canasta.too_few_cards": lambda p: ngettext(
        "The meld of %(rank)s of %(name)s's side has %(num)d card: a meld holds three cards or "
        "more (%(source)s).",
        "The meld of %(rank)s of %(name)s's side has %(num)d cards: a meld holds three cards or "
        "more (%(source)s).",
        count(p["cards"]),
        name=p["name"],
        rank=rank_plural(str(p["rank"])),
        source=_CANASTA,
    ),
    "canasta.wild_limits": lambda p: _wild_limits(p),
    "canasta.meld_wilds": lambda p: ngettext(
        "This meld (%(cards)s) has %(num)d natural card and %(wilds)s wild: a meld holds two "
        "natural cards at least, and never more wild cards than natural ones (%(source)s).",
        "This meld (%(cards)s) has %(num)d natural cards and %(wilds)s wild: a meld holds two "
        "natural cards at least, and never more wild cards than natural ones (%(source)s).",
        count(p["naturals"]),
        cards=cards(tuple(texts(p["cards"]))),
        wilds=figures(p["wilds"]),
        source=_CANASTA,
    ),
    "canasta.black_threes": lambda p: gettext(
        "%(name)s's side melded %(cards)s: black threes are melded only by the player going "
        "out, three or four of them with no wild card (%(source)s).",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
        source=_CANASTA,
    ),
    "canasta.no_canasta": lambda p: ngettext(
        "%(name)s went out, but the side has %(canastas)s canastas: going out needs %(num)d "
        "canasta on the side first.",
        "%(name)s went out, but the side has %(canastas)s canastas: going out needs %(num)d "
        "canastas on the side first.",
        count(p["needed"]),
        name=p["name"],
        canastas=figures(p["canastas"]),
    ),
    "counts.every_player": lambda p: gettext(
        "Enter %(name)s's counts too: a deal is entered as each side's counts, or as the cards.",
        name=p["name"],
    ),
    "counts.with_cards": lambda p: gettext(
        "%(name)s has counts and cards (or a typed score): keep one of them.", name=p["name"]
    ),
    "counts.not_in_game": lambda p: gettext(
        "This game's deals are entered as the cards, not as counts."
    ),
    "counts.not_counted": lambda p: gettext(
        "This game has no %(count)s: leave it at 0.", count=COUNT_WORDS[str(p["count"])]
    ),
    "counts.too_many": lambda p: (
        gettext(
            "%(name)s's side: %(most)s %(count)s at most, as many as the packs hold.",
            name=p["name"],
            most=figures(p["most"]),
            count=COUNT_WORDS[str(p["count"])],
        )
        if count(p["most"])
        else gettext("A count is 0 or more.")
    ),
    "counts.points_step": lambda p: gettext(
        "No cards count %(points)s: card points go in steps of %(step)s.",
        points=figures(p["points"]),
        step=figures(p["step"]),
    ),
    "counts.canasta_points": lambda p: gettext(
        "%(name)s's side counts %(clean)s clean and %(dirty)s mixed canastas, whose cards alone "
        "count %(least)s points at least: %(points)s points melded is too few.",
        name=p["name"],
        clean=figures(p["clean"]),
        dirty=figures(p["dirty"]),
        least=figures(p["least"]),
        points=figures(p["points"]),
    ),
    "canasta.below_minimum": lambda p: gettext(
        "%(name)s's side melded %(points)s points in all, less than the %(minimum)s its first "
        "meld needs at a total of %(total)s: red threes and canastas do not count toward it "
        "(%(source)s).",
        name=p["name"],
        points=figures(p["points"]),
        minimum=figures(p["minimum"]),
        total=figures(p["total"]),
        source=f"{_CANASTA}, Initial Meld Requirements",
    ),
    "hand_and_foot.laid_off": lambda p: gettext(
        "Nothing is laid off in Hand and Foot: enter the cards %(name)s added to a pile in that "
        "pile, the whole pile on one partner.",
        name=p["name"],
    ),
    "hand_and_foot.red_three_mixed": lambda p: gettext(
        "%(name)s has a pile of %(cards)s: red threes are laid aside, never in a pile. Enter "
        "them as a meld of red threes only.",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
    ),
    "hand_and_foot.sevens_wild": lambda p: sentence(
        gettext(
            "%(cards)s: a pile of sevens takes no wild card where sevens make books of their own "
            "(%(source)s).",
            cards=cards(tuple(texts(p["cards"]))),
            source=_HAND_AND_FOOT,
        )
    ),
    "hand_and_foot.not_one_rank": lambda p: gettext(
        "%(name)s has a pile of %(cards)s: a pile is natural cards of one rank from four to ace, "
        "with wild cards; threes and wild cards alone make no pile (%(source)s).",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
        source=_HAND_AND_FOOT,
    ),
    "hand_and_foot.wild_pile_size": lambda p: ngettext(
        "%(name)s's pile of wild cards has %(num)d card: a pile holds three to seven cards; "
        "seven make a wild book (%(source)s).",
        "%(name)s's pile of wild cards has %(num)d cards: a pile holds three to seven cards; "
        "seven make a wild book (%(source)s).",
        count(p["cards"]),
        name=p["name"],
        source=_HAND_AND_FOOT,
    ),
    "hand_and_foot.pile_size": lambda p: ngettext(
        "%(name)s's pile of %(rank)s has %(num)d card: a pile holds three to seven cards; seven "
        "make a book (%(source)s).",
        "%(name)s's pile of %(rank)s has %(num)d cards: a pile holds three to seven cards; "
        "seven make a book (%(source)s).",
        count(p["cards"]),
        name=p["name"],
        rank=rank_plural(str(p["rank"])),
        source=_HAND_AND_FOOT,
    ),
    "hand_and_foot.wild_limits": lambda p: _pile_wilds(p),
    "hand_and_foot.books_to_go_out": lambda p: ngettext(
        "%(name)s went out, but the side has %(clean)s clean books and %(dirty)s dirty: going "
        "out needs %(num)d clean book and %(num)d dirty on the side first.",
        "%(name)s went out, but the side has %(clean)s clean books and %(dirty)s dirty: going "
        "out needs %(num)d clean books and %(num)d dirty on the side first.",
        count(p["needed"]),
        name=p["name"],
        clean=figures(p["clean"]),
        dirty=figures(p["dirty"]),
    ),
    "hand_and_foot.below_minimum": lambda p: gettext(
        "%(name)s's side melded %(points)s points in all, less than the %(minimum)s its first "
        "meld needs in deal %(number)s: books and red threes do not count toward it "
        "(%(source)s).",
        name=p["name"],
        points=figures(p["points"]),
        minimum=figures(p["minimum"]),
        number=figures(p["number"]),
        source=_HAND_AND_FOOT,
    ),
    "phase_10.not_part": _not_part,
    "phase_10.meld_count": lambda p: ngettext(
        "%(name)s is on phase %(phase)s, %(parts)s, but %(num)d meld was entered: enter one "
        "meld for each part of the phase.",
        "%(name)s is on phase %(phase)s, %(parts)s, but %(num)d melds were entered: enter one "
        "meld for each part of the phase.",
        count(p["melds"]),
        name=p["name"],
        phase=figures(p["phase"]),
        parts=phase_parts(count(p["phase"])),
    ),
    "phase_10.out_without_phase": lambda p: gettext(
        "%(name)s went out without laying down phase %(phase)s: a player goes out only after "
        "laying down their phase (%(source)s).",
        name=p["name"],
        phase=figures(p["phase"]),
        source=_PHASE_10,
    ),
    "phase_10.phase_not_said": lambda p: gettext(
        "Say which phase %(name)s laid down: at this table the phases are played in any order.",
        name=p["name"],
    ),
    "phase_10.phase_done": lambda p: gettext(
        "%(name)s laid down phase %(phase)s in an earlier deal: each phase is done once, so "
        "choose one not yet done.",
        name=p["name"],
        phase=figures(p["phase"]),
    ),
    "phase_10.all_done": lambda p: gettext(
        "%(name)s has done all ten phases: no phase is left to lay down.",
        name=p["name"],
    ),
    "buraco.two_sides": lambda p: gettext(
        "%(players)s players each alone make no game of Buraco: it is two alone, or four in "
        "two partnerships, partners across the table: choose the teams (%(source)s).",
        players=figures(p["players"]),
        source=_BURACO,
    ),
    "buraco.morto_taken": lambda p: gettext(
        "%(name)s's side went out, so it took its morto: only the other side may have left its "
        "morto untaken (%(source)s).",
        name=p["name"],
        source=_BURACO,
    ),
    "buraco.no_canastra": lambda p: (
        gettext(
            "%(name)s went out, but the side has no clean canastra (seven cards or more without "
            "a wild card): going out needs one on the side first.",
            name=p["name"],
        )
        if p["clean"]
        else gettext(
            "%(name)s went out, but the side has no canastra (seven cards or more): going out "
            "needs one on the side first.",
            name=p["name"],
        )
    ),
    "buraco.laid_off": lambda p: gettext(
        "Nothing is laid off in Buraco: enter the cards %(name)s added to a meld in that meld, "
        "on either partner.",
        name=p["name"],
    ),
    "rummikub.laid_off": lambda p: gettext(
        "Nothing is laid off in Rummikub: enter %(name)s's initial meld as melds and the tiles "
        "left on the rack; what was played later is not needed.",
        name=p["name"],
    ),
    "rummikub.initial_meld_short": lambda p: gettext(
        "%(name)s's initial meld, %(melds)s, totals %(total)s: it needs %(least)s or more from "
        "%(name)s's own tiles, a joker counting as the tile it stands for.",
        name=p["name"],
        melds="; ".join(cards(tuple(texts(meld))) for meld in _tuple(p["melds"])),
        total=figures(p["total"]),
        least=figures(p["least"]),
    ),
    "rummikub.rack_short": lambda p: ngettext(
        "%(name)s made no initial meld, so keeps the %(dealt)s tiles dealt and every tile drawn, "
        "but the rack shows %(num)d tile: enter the initial meld, or the whole rack.",
        "%(name)s made no initial meld, so keeps the %(dealt)s tiles dealt and every tile drawn, "
        "but the rack shows %(num)d tiles: enter the initial meld, or the whole rack.",
        count(p["tiles"]),
        name=p["name"],
        dealt=figures(p["dealt"]),
    ),
    "rummikub.not_lowest_rack": lambda p: gettext(
        "The pool ran out, but %(name)s's rack (%(rack)s) is not the lowest: %(holder)s's is "
        "%(lowest)s. Say who held the lowest rack.",
        name=p["name"],
        rack=figures(p["rack"]),
        holder=p["holder"],
        lowest=figures(p["lowest"]),
    ),
    "indian.winner_needed": lambda _: gettext(
        "Say who showed: every deal of Indian Rummy has a winner."
    ),
    "indian.winner_said": lambda p: gettext(
        "%(name)s showed and won the deal, so %(name)s neither dropped nor showed wrongly.",
        name=p["name"],
    ),
    "indian.player_out": lambda p: gettext(
        "%(name)s is out of the pool: enter no cards for %(name)s, or say that %(name)s rejoined.",
        name=p["name"],
    ),
    "indian.sits_out": lambda p: gettext(
        "%(name)s sits out the deciding deal: only the players tied for the most chips play it, "
        "so enter no cards for %(name)s.",
        name=p["name"],
    ),
    "indian.rejoin_not_out": lambda p: gettext(
        "%(name)s is still in the game: only a player who is out rejoins.", name=p["name"]
    ),
    "indian.rejoined_twice": lambda p: gettext(
        "%(name)s has rejoined once already: a player rejoins once a game.", name=p["name"]
    ),
    "indian.rejoin_closed": lambda p: gettext(
        "%(name)s cannot rejoin: the highest score left in is %(highest)s, and rejoining is "
        "open only below %(limit)s.",
        name=p["name"],
        highest=figures(p["highest"]),
        limit=figures(p["limit"]),
    ),
    "indian.no_rejoin": lambda p: gettext(
        "Only Pool rummy has rejoins, and %(game)s is not played as a pool here.", game=game(p)
    ),
    "indian.show_needed": lambda p: gettext(
        "Enter %(name)s's show: another player's count is taken, so the winner's cards must "
        "show two sequences, one of them pure.",
        name=p["name"],
    ),
    "indian.wrong_card_count": lambda p: ngettext(
        "%(name)s has %(num)d card entered: %(expected)s are needed (thirteen dealt; a player "
        "who dropped or showed wrongly needs none).",
        "%(name)s has %(num)d cards entered: %(expected)s are needed (thirteen dealt; a player "
        "who dropped or showed wrongly needs none).",
        count(p["cards"]),
        name=p["name"],
        expected=figures(p["expected"]),
    ),
    "indian.no_pure_sequence": lambda p: gettext(
        "%(name)s's cards make no pure sequence (a run with no joker standing in), however "
        "they are arranged: that is a wrong show.",
        name=p["name"],
    ),
    "indian.one_sequence": lambda p: gettext(
        "%(name)s's cards make only one sequence, however they are arranged: a show needs two, "
        "one of them pure. That is a wrong show.",
        name=p["name"],
    ),
    "indian.cards_unmatched": lambda p: gettext(
        "%(name)s's cards leave %(cards)s unmatched (%(points)s points), however they are "
        "arranged: a show melds every card. That is a wrong show.",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
        points=figures(p["points"]),
    ),
    "indian.said_not_in_game": lambda p: gettext(
        "%(game)s has no drops, wrong shows or rejoins: those are Indian Rummy's.", game=game(p)
    ),
    "tonk.who_ended_needed": lambda _: gettext(
        "Say who went out, knocked or showed a tonk, unless the stock ran out."
    ),
    "tonk.not_the_hand_dealt": lambda p: ngettext(
        "%(name)s has %(num)d card entered: a tonk is the %(dealt)s cards dealt, held in hand "
        "with nothing melded (%(source)s).",
        "%(name)s has %(num)d cards entered: a tonk is the %(dealt)s cards dealt, held in hand "
        "with nothing melded (%(source)s).",
        count(p["cards"]),
        name=p["name"],
        dealt=figures(p["dealt"]),
        source=f'{_TONK_DEAL} ... Declare tonks immediately"',
    ),
    "tonk.too_many_cards": lambda p: ngettext(
        "%(name)s has %(num)d card entered, melded, laid off and in hand: %(game)s deals "
        "%(dealt)s, so a player has at most %(most)s (%(source)s).",
        "%(name)s has %(num)d cards entered, melded, laid off and in hand: %(game)s deals "
        "%(dealt)s, so a player has at most %(most)s (%(source)s).",
        count(p["cards"]),
        name=p["name"],
        game=game(p),
        dealt=figures(p["dealt"]),
        most=figures(p["most"]),
        source=f'{_TONK_DEAL}"',
    ),
    "tonk.played_before_tonk": lambda p: gettext(
        "%(name)s has melded or laid off cards, but a tonk is declared before anyone plays: "
        "a deal %(tonk)s ends with a tonk has no melds.",
        name=p["name"],
        tonk=p["tonk"],
    ),
    "tonk.not_a_tonk": lambda p: gettext(
        "%(name)s's hand is worth %(points)s: a tonk is a hand of %(tonks)s.",
        name=p["name"],
        points=figures(p["points"]),
        tonks=either([format_number(int(points)) for points in texts(p["tonks"])]),
    ),
    "going_out.needed": lambda p: gettext(
        "In %(game)s a deal ends only when a player goes out: say who did (%(source)s).",
        game=game(p),
        source=_RUMMY_PLAYS_ON,
    ),
    "going_out.no_first_turn_bonus": lambda p: gettext(
        "%(game)s has no bonus for going out on the first turn: leave it unmarked.",
        game=game(p),
    ),
    "going_out.first_turn_without_going_out": lambda _: gettext(
        "Only the player who went out can have gone out on the first turn."
    ),
    "going_out.melded_without_going_out": lambda p: gettext(
        "%(name)s did not go out, so %(name)s melded nothing: in %(game)s you go out with your "
        "whole hand at once, or you don't go out at all. Enter %(name)s's cards as left in hand.",
        name=p["name"],
        game=game(p),
    ),
    "going_out.cards_left_in_hand": _cards_left_in_hand,
    "going_out.wrong_card_count": lambda p: ngettext(
        "%(name)s went out with %(num)d card melded: going out takes exactly %(needed)s.",
        "%(name)s went out with %(num)d cards melded: going out takes exactly %(needed)s.",
        count(p["melded"]),
        name=p["name"],
        needed=figures(p["needed"]),
    ),
    "going_out.not_a_going_out_hand": _not_a_going_out_hand,
    "going_out.built_on_going_out": lambda p: gettext(
        "%(name)s went out and laid off %(cards)s: in %(game)s a player goes out all at once "
        "with one of the going-out hands, and builds on no other meld.",
        name=p["name"],
        cards=cards(tuple(texts(p["cards"]))),
        game=game(p),
    ),
    "upcard.unknown_player": lambda p: gettext(
        "%(name)s is not one of the players.", name=p["name"]
    ),
    "upcard.not_in_pack": _not_in_pack,
    "hand_in.card_overused": _card_overused,
    "hand_in.too_many_cards": _too_many_cards,
    "hand_in.nobody_went_out": lambda p: gettext(
        "Every seat has handed in, and nobody says they went out: in %(game)s a deal ends only "
        "when a player goes out (%(source)s).",
        game=game(p),
        source=_RUMMY_PLAYS_ON,
    ),
    "hand_in.went_out_with_hand": lambda p: gettext(
        "%(name)s went out, so %(name)s has no cards left in hand.", name=p["name"]
    ),
    "hand_in.several_went_out": lambda p: gettext(
        "%(names)s each say they went out: only one player goes out.",
        names=listed(texts(p["names"])),
    ),
    "hand_in.stock_out_and_went_out": _stock_out_and_went_out,
    "typed.not_a_sum": lambda p: gettext(
        "“%(typed)s” is not a score: type a number, or numbers to add up such as 25+40-10.",
        typed=p["typed"],
    ),
    "typed.too_long": lambda p: gettext(
        "Add up at most %(most)s numbers in one score.", most=figures(p["most"])
    ),
    "typed.too_large": lambda p: gettext(
        "A score is at most %(most)s points, either way.", most=figures(p["most"])
    ),
    "start.too_large": lambda p: gettext(
        "%(name)s's score from paper is at most %(most)s points, either way.",
        name=p["name"],
        most=figures(p["most"]),
    ),
    "start.game_over": _start_game_over,
    "seating.partnerships": lambda p: gettext(
        "A partnership game keeps its players: the seats make the teams."
    ),
    "seating.reads_earlier": lambda p: gettext(
        "This game keeps its players: scoring a deal reads every earlier deal of each player."
    ),
    "seating.too_many": lambda p: ngettext(
        "The table is full: this game takes at most %(num)d player.",
        "The table is full: this game takes at most %(num)d players.",
        count(p["most"]),
    ),
    "seating.too_few": lambda p: ngettext(
        "Nobody can leave: this game needs at least %(num)d player at the table.",
        "Nobody can leave: this game needs at least %(num)d players at the table.",
        count(p["fewest"]),
    ),
    "seating.gone": lambda p: gettext("%(name)s has left the table already.", name=p["name"]),
    "seating.no_seat": lambda p: gettext("The game has no seat %(seat)s.", seat=p["seat"]),
    "seating.not_seated": lambda p: gettext(
        "%(name)s is not a player of this game.", name=p["name"]
    ),
    "start.below_zero": lambda p: gettext(
        "%(name)s has %(left)s left on paper: counting down, a player has 0 or more left.",
        name=p["name"],
        left=figures(p["left"]),
    ),
    "typed.not_zero_sum": lambda p: gettext(
        "These scores add up to %(total)s, not 0: in a zero-sum game what one player wins, the "
        "others lose.",
        total=figures(p["total"]),
    ),
    "typed.below_zero": lambda p: gettext(
        "%(name)s has %(left)s left: taking off %(taken)s goes below 0. Type 0 for a deal "
        "that goes past it (a bust).",
        name=p["name"],
        left=figures(p["left"]),
        taken=figures(p["taken"]),
    ),
    "typed.every_player": lambda p: gettext(
        "Type %(name)s's score too: a deal is typed as every player's score, or entered as "
        "every player's cards.",
        name=p["name"],
    ),
    "typed.with_cards": lambda p: gettext(
        "%(name)s has a typed score and cards: keep one of them. A typed deal is not checked, "
        "so its cards are not counted.",
        name=p["name"],
    ),
    "results.missing": lambda p: gettext(
        "Choose %(name)s's result: a win, a draw or a loss.", name=p["name"]
    ),
    "results.nobody_won": lambda _: gettext(
        "Everyone lost: in a deal someone wins, or the players draw."
    ),
    "results.win_and_draw": lambda p: gettext(
        "%(winner)s won and %(drawer)s drew: a deal is won or drawn, not both.",
        winner=p["winner"],
        drawer=p["drawer"],
    ),
    "results.nobody_lost": lambda _: gettext(
        "Everyone won: a win needs someone who loses. Choose a draw for each player if nobody won."
    ),
    "results.lone_draw": lambda p: gettext(
        "%(name)s drew alone: a draw is shared by two players or more, the others losing.",
        name=p["name"],
    ),
    "event.too_few": lambda p: ngettext(
        "An event needs at least %(num)d player.",
        "An event needs at least %(num)d players.",
        count(p["fewest"]),
    ),
    "event.too_many": lambda p: gettext(
        "An event seats at most %(most)s players.", most=figures(p["most"])
    ),
    "event.pairs_together": lambda _: gettext(
        "Partners cannot sit apart at a single table: a pair needs two tables or more."
    ),
    "event.points_range": lambda p: gettext(
        "Type a number from %(least)s to %(most)s.",
        least=figures(p["least"]),
        most=figures(p["most"]),
    ),
    "event.places_empty": lambda _: gettext("Give the points for first place at least."),
    "event.places_rising": lambda p: gettext(
        "Place %(place)s cannot earn more points than the place above it.", place=p["place"]
    ),
    "event.results_order": lambda _: gettext(
        "A win earns more than a loss, and a shared win no less than a loss and no more than a win."
    ),
    "event.hand_below_win": lambda _: gettext(
        "Going out in one go (hand rummy) earns at least as much as going out."
    ),
    "event.steps_order": lambda _: gettext(
        "Each step allows more points in hand than the one before it, and earns no more."
    ),
    "event.step_above_win": lambda _: gettext(
        "A player who did not go out cannot earn more than the one who went out."
    ),
    "league.groups_range": lambda p: gettext(
        "From %(least)s to %(most)s groups.", least=figures(p["least"]), most=figures(p["most"])
    ),
    "league.too_few_players": lambda p: ngettext(
        "%(groups)s groups need at least %(num)d players: three for each group's table.",
        "%(groups)s groups need at least %(num)d players: three for each group's table.",
        count(p["fewest"]),
        groups=figures(p["groups"]),
    ),
    "league.promoted_range": lambda p: gettext(
        "From %(least)s to %(most)s: a group's top and bottom cannot overlap.",
        least=figures(p["least"]),
        most=figures(p["most"]),
    ),
    "league.player_twice": lambda p: gettext(
        "%(name)s is in the league already: give one of them another name, like %(name)s B.",
        name=p["name"],
    ),
}
