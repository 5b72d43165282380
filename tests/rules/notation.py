"""Deals and melds written in notation, for the engine's tests: ``player("Ann", melds=("5H 6H
7H",), hand="2C")``."""

from __future__ import annotations

from scorekeeper.rules import Card, DealScore, MeldVerdict, PlayerDeal, Rank, Rules, check_meld


def player(
    name: str, melds: tuple[str, ...] = (), laid_off: str = "", hand: str = ""
) -> PlayerDeal:
    """A player's deal from notation: ``melds`` each a string of cards."""
    return PlayerDeal(
        name,
        melds=tuple(Card.parse(meld) for meld in melds),
        laid_off=Card.parse(laid_off),
        hand=Card.parse(hand),
    )


def scores(deal: DealScore) -> dict[str, tuple[int, int, int, int]]:
    """Each player's (melded, hand, bonus, score)."""
    return {p.name: (p.melded, p.hand, p.bonus, p.score) for p in deal.players}


def meld(cards: str, rules: Rules, wild_rank: Rank | None = None) -> MeldVerdict:
    """The engine's verdict on ``cards`` as a new meld."""
    return check_meld(Card.parse(cards), rules, wild_rank)
