"""The checks asked as cards are tapped, before a deal is saved: a meld's verdict and the cards
that may still join it, for the scorekeeper's deal form and the seats' phones alike. The engine
judges (``check_meld``, ``extending_cards``); this reads what a field holds and the deal's wild
rank."""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.rules import (
    DealPlan,
    MeldVerdict,
    NotationError,
    Rank,
    Rules,
    extending_cards,
    format_cards,
    game_of,
    read_meld,
)
from scorekeeper.rules.problems import Problem

CHOOSE_WILD_RANK = Problem("meld.wild_rank_not_chosen")
"""No verdict before the table chose the deal's wild rank."""


@dataclass(frozen=True)
class MeldCheck:
    """What a meld field holds, judged.

    :ivar verdict: the engine's verdict, ``None`` when there is nothing to judge yet.
    :ivar problem: why it cannot be judged yet (cards that do not read, no wild rank chosen),
        or ``None``.
    :ivar extends: the cards that may still join it, in notation, space-separated ("" while it
        is no legal meld): a card outside them starts the player's next meld.
    """

    verdict: MeldVerdict | None
    problem: Problem | None
    extends: str


def deal_wild_rank(rules: Rules, plan: DealPlan | None, chosen: str) -> tuple[Rank | None, bool]:
    """The deal's wild rank: the schedule's (Rummy 11), else the one ``chosen`` (the dealer's
    upcard, in notation; "" for none yet); and whether the table chooses it (the rules take it
    from the upcard and no schedule sets it)."""
    if plan is not None and plan.wild_rank is not None:
        return plan.wild_rank, False
    chooses = rules.wild_upcard
    try:
        return (Rank.parse(chosen) if chooses and chosen else None), chooses
    except NotationError:
        return None, chooses


def check_meld_text(text: str, rules: Rules, wild: Rank | None, chooses_wild: bool) -> MeldCheck:
    """Judge the cards ``text`` (notation, a wild card may say what it stands for: ``JK=8C``)
    as one meld under ``rules`` with the wild rank ``wild``; ``chooses_wild``: the table has to
    choose it, so no verdict is given before it did."""
    try:
        cards, stated = read_meld(text)
    except NotationError as error:
        return MeldCheck(None, error.problem, "")
    if not cards:
        return MeldCheck(None, None, "")
    if chooses_wild and wild is None:
        return MeldCheck(None, CHOOSE_WILD_RANK, "")
    verdict = game_of(rules).check_meld(cards, rules, wild, stated)
    return MeldCheck(verdict, None, format_cards(extending_cards(cards, rules, wild, stated)))
