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


SOURCE_CODES = (
    "000",
    "001",
    "002",
    "003",
    "004",
    "005",
    "006",
    "007",
    "008",
    "009",
    "010",
    "011",
    "012",
    "013",
    "014",
    "015",
)
"""The rule texts docs/rule-sources.md names, by code: what a preset, a golden deal or a stated
limit may cite."""


def side_scores(deal: DealScore) -> list[int]:
    """Each of two sides' deal score (seats 1 and 3, 2 and 4), once every player's score is
    checked to be their melded points and bonus less their hand."""
    for result in deal.players:
        assert result.score == result.melded + result.bonus - result.hand
    return [deal.players[side].score + deal.players[side + 2].score for side in (0, 1)]


def four(
    ann: PlayerDeal | None = None,
    bob: PlayerDeal | None = None,
    cy: PlayerDeal | None = None,
    dee: PlayerDeal | None = None,
) -> list[PlayerDeal]:
    """Four players in seating order (two sides: Ann and Cy, Bob and Dee, in Canasta's and
    Buraco's tests), each one given or else Ann with nothing, Bob holding 9C, Cy 4S, Dee 7C."""
    return [
        ann or player("Ann"),
        bob or player("Bob", hand="9C"),
        cy or player("Cy", hand="4S"),
        dee or player("Dee", hand="7C"),
    ]


def scores(deal: DealScore) -> dict[str, tuple[int, int, int, int]]:
    """Each player's (melded, hand, bonus, score)."""
    return {p.name: (p.melded, p.hand, p.bonus, p.score) for p in deal.players}


def meld(cards: str, rules: Rules, wild_rank: Rank | None = None) -> MeldVerdict:
    """The engine's verdict on ``cards`` as a new meld."""
    return check_meld(Card.parse(cards), rules, wild_rank)
