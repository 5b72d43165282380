"""Cross-checks of the cards players hand in from their own seats, before a deal is saved.

Each seat enters its own melds, lay-offs and hand; nobody sees the whole deal until the
scorekeeper does. These checks look across the seats and name the players a problem is about,
so the table can sort it out before the deal is scored: a card entered by two players more
often than the packs hold it (000 Deal: the packs are the game's whole supply of cards), a
player who went out and still has cards in hand (000 End of the play: going out is getting rid
of every card), seats that disagree about who went out, or about whether anyone did (000
End of the play: the play also ends when "there are no cards left in the stock pile"), a seat
with more cards than a Tonk hand holds (004 Tonk: "Deal each player five cards"), and every seat
handed in with nobody out where a deal ends only by going out (004 Rummy: "If the stock is
exhausted ... continue play").

>>> from scorekeeper.rules.presets import find_preset
>>> problems = check_hand_ins(
...     [HandIn(PlayerDeal("Ann", hand=Card.parse("7H"))),
...      HandIn(PlayerDeal("Bob", melds=(Card.parse("7H 8H 9H"),)), went_out=True)],
...     find_preset("5000-rummy"),
... )
>>> [(problem.problem.code, dict(problem.problem.params)) for problem in problems]
[('hand_in.card_overused', {'card': '7H', 'names': ('Ann', 'Bob'), 'held': 1})]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import Card
from .deal import PlayerDeal
from .deal_checks import most_cards_held
from .games import game_of
from .options import Rules
from .problems import Param, Problem

ProblemKind = Literal[
    "card_overused",
    "went_out_with_hand",
    "went_out_disagreement",
    "too_many_cards",
    "nobody_went_out",
]


@dataclass(frozen=True)
class HandIn:
    """What one seat has handed in (or is still entering).

    :ivar cards: the player's melds, lay-offs and cards left in hand.
    :ivar went_out: the seat says this player went out.
    :ivar handed_in: the seat says its draft is complete ("Done").
    :ivar stock_out: the seat says the stock ran out: nobody went out.
    """

    cards: PlayerDeal
    went_out: bool = False
    handed_in: bool = False
    stock_out: bool = False


@dataclass(frozen=True)
class HandInProblem:
    """One problem found across the seats' drafts.

    :ivar kind: which check found it (one check may find problems of several codes).
    :ivar problem: what is wrong, naming the players (codes ``hand_in.*``).
    :ivar names: the players it is about, in seating order: the seats it concerns.
    """

    kind: ProblemKind
    problem: Problem
    names: tuple[str, ...]


def check_hand_ins(
    hand_ins: Sequence[HandIn],
    rules: Rules,
    *,
    hand_after_going_out: bool = False,
) -> tuple[HandInProblem, ...]:
    """Every problem across the seats' drafts, cards first.

    :param hand_ins: one per seat, in seating order.
    :param rules: the game's rules, resolved for its players (their packs).
    :param hand_after_going_out: the player who ended the deal may hold cards (a knock in
        Tonk, 004 Tonk: the knocker shows a hand; a knock in Gin Rummy, 005: the knocker's
        deadwood); then no hand is flagged.
    :returns: the problems; empty when the drafts agree.
    """
    return (
        *overused_cards(hand_ins, rules),
        *too_many_cards(hand_ins, rules),
        *([] if hand_after_going_out else went_out_with_hand(hand_ins)),
        *went_out_disagreements(hand_ins),
        *nobody_went_out(hand_ins, rules),
    )


def overused_cards(hand_ins: Sequence[HandIn], rules: Rules) -> tuple[HandInProblem, ...]:
    """Cards entered by two or more players more often than the packs hold them together
    (one player's own excess is the deal form's error, not a cross-check).

    :returns: one problem per such card, in the order the cards were first entered.
    """
    holders: dict[Card, list[str]] = {}
    counts: Counter[Card] = Counter()
    for hand_in in hand_ins:
        for card in _cards_of(hand_in.cards):
            counts[card] += 1
            names = holders.setdefault(card, [])
            if hand_in.cards.name not in names:
                names.append(hand_in.cards.name)
    problems = []
    for card, names in holders.items():
        if len(names) > 1 and counts[card] > rules.pack[card]:
            said: dict[str, Param] = {
                "card": str(card),
                "names": tuple(names),
                "held": rules.pack[card],
            }
            problem = Problem("hand_in.card_overused", said)
            problems.append(HandInProblem("card_overused", problem, tuple(names)))
    return tuple(problems)


def too_many_cards(hand_ins: Sequence[HandIn], rules: Rules) -> tuple[HandInProblem, ...]:
    """Seats with more cards, melded, laid off and in hand, than a player can have where each
    turn draws one card and discards one (:func:`~scorekeeper.rules.deal_checks.most_cards_held`;
    one more for a seat that says it went out, which may have gone out without a discard):
    "Deal each player five cards" (004 Tonk), "With two players, ten cards each" (004 Rummy),
    "Deal ten cards to each player" (004 Koon Kan). Nothing in games without such a limit."""
    one_card_turns = game_of(rules).one_card_turns
    dealt = most_cards_held(rules, len(hand_ins), False, one_card_turns=one_card_turns)
    problems = []
    for hand_in in hand_ins:
        most = most_cards_held(
            rules, len(hand_ins), hand_in.went_out, one_card_turns=one_card_turns
        )
        cards = len(tuple(_cards_of(hand_in.cards)))
        if most is not None and cards > most:
            name = hand_in.cards.name
            said: dict[str, Param] = {
                "name": name,
                "cards": cards,
                "most": most,
                "dealt": dealt,
                "variant": rules.variant,
            }
            problem = Problem("hand_in.too_many_cards", said)
            problems.append(HandInProblem("too_many_cards", problem, (name,)))
    return tuple(problems)


def nobody_went_out(hand_ins: Sequence[HandIn], rules: Rules) -> tuple[HandInProblem, ...]:
    """Every seat handed in and none says it went out, where a deal ends only when a player goes out
    (``restock_from_discards``, in a game not played for stakes; 004 Rummy: "If
    the stock is exhausted before a player goes out, turn over the discard pile ... and continue
    play")."""
    if not rules.restock_from_discards or game_of(rules).stakes or not hand_ins:
        return ()
    if not all(hand_in.handed_in for hand_in in hand_ins) or any(h.went_out for h in hand_ins):
        return ()
    names = tuple(hand_in.cards.name for hand_in in hand_ins)
    problem = Problem("hand_in.nobody_went_out", {"variant": rules.variant})
    return (HandInProblem("nobody_went_out", problem, names),)


def went_out_with_hand(hand_ins: Sequence[HandIn]) -> tuple[HandInProblem, ...]:
    """Players whose seat says they went out and whose draft still has cards in hand."""
    return tuple(
        HandInProblem(
            "went_out_with_hand",
            Problem("hand_in.went_out_with_hand", {"name": hand_in.cards.name}),
            (hand_in.cards.name,),
        )
        for hand_in in hand_ins
        if hand_in.went_out and hand_in.cards.hand
    )


def went_out_disagreements(hand_ins: Sequence[HandIn]) -> tuple[HandInProblem, ...]:
    """Seats that disagree about who went out: two or more that each say they did; or one
    that says the stock ran out (nobody went out) while another says they went out.

    :returns: at most one problem of each.
    """
    claims = [hand_in.cards.name for hand_in in hand_ins if hand_in.went_out]
    problems = []
    if len(claims) > 1:
        problem = Problem("hand_in.several_went_out", {"names": tuple(claims)})
        problems.append(HandInProblem("went_out_disagreement", problem, tuple(claims)))
    stock = [hand_in.cards.name for hand_in in hand_ins if hand_in.stock_out]
    if claims and stock:
        said: dict[str, Param] = {"stock_out": tuple(stock), "went_out": tuple(claims)}
        problem = Problem("hand_in.stock_out_and_went_out", said)
        names = tuple(h.cards.name for h in hand_ins if h.went_out or h.stock_out)
        problems.append(HandInProblem("went_out_disagreement", problem, names))
    return tuple(problems)


def _cards_of(player: PlayerDeal) -> Iterable[Card]:
    for meld in player.melds:
        yield from meld
    yield from player.laid_off
    yield from player.hand
