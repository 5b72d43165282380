"""Lay-offs at the end of a deal: every card laid off extends a meld on the table.

A deal is entered with each player's lay-offs as one list, without the meld each card went
onto. The cards laid off must still fit the melds on the table, each meld as it was melded
(its wild cards keep what they stand for, 001 pagat 500 Rummy, Jokers): "players are allowed to
meld cards which extend combinations which are already on the table" (001 Laying Off); "cards
that extend runs and sets that have already been laid down by any player" (000 Play).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import Card, Rank, format_cards
from .errors import DealError
from .melds import check_lay_off, check_meld
from .options import Rules

if TYPE_CHECKING:
    from .scoring import PlayerDeal

SEARCH_LIMIT = 20_000
"""Ways of sharing the cards among the melds tried before giving up; past it the lay-offs are
taken as entered rather than refused unproven."""


def verify_lay_offs(players: Sequence[PlayerDeal], rules: Rules, wild_rank: Rank | None) -> None:
    """Check that the cards laid off, all players' together, can be shared among the melds on
    the table so that each meld takes its share as a legal lay-off (:func:`check_lay_off`).

    :raises DealError: pointing at the lay-offs of the first player with a card that fits no
        meld, or at the first player's lay-offs when the cards cannot all fit at once.
    """
    laid = [(index, card) for index, player in enumerate(players) for card in player.laid_off]
    if not laid:
        return
    melds = [
        (meld, player.stated(number))
        for player in players
        for number, meld in enumerate(player.melds)
        if check_meld(meld, rules, wild_rank, player.stated(number)).valid
    ]
    options = []
    for index, card in laid:
        fits = [
            place
            for place, (meld, said) in enumerate(melds)
            if _may_join(card, meld, said, rules, wild_rank)
        ]
        if not fits:
            name = players[index].name
            table = "; ".join(format_cards(meld) for meld, _ in melds) or "none"
            raise DealError(
                f"{name} laid off {card}, but it extends no meld on the table (melds: {table}).",
                ("players", index, "laid_off"),
            )
        options.append(fits)
    if _shared(options, [card for _, card in laid], melds, rules, wild_rank) is False:
        alone = [
            (index, card)
            for (index, card), fits in zip(laid, options, strict=True)
            if not any(
                check_lay_off((card,), melds[place][0], rules, wild_rank, (), melds[place][1]).valid
                for place in fits
            )
        ]
        index, card = (alone or laid)[0]
        if len(laid) == 1:
            raise DealError(
                f"{players[index].name} laid off {card}, but it extends no meld on the table as "
                "it was melded.",
                ("players", index, "laid_off"),
            )
        cards = format_cards(card for _, card in laid)
        raise DealError(
            f"The cards laid off ({cards}) cannot all extend the melds on the table together; "
            f"{card} fits no meld by itself.",
            ("players", index, "laid_off"),
        )


def _may_join(
    card: Card, meld: tuple[Card, ...], said: Sequence[str | None], rules: Rules, wild: Rank | None
) -> bool:
    """Whether ``card`` could be part of a lay-off onto ``meld``: a wild card always; a natural
    card of the set's rank or the run's suit."""
    if rules.is_wild(card, wild):
        return True
    naturals = [other for other in meld if not rules.is_wild(other, wild)] or list(meld)
    return any(other.rank is card.rank or other.suit is card.suit for other in naturals)


def _shared(
    options: Sequence[Sequence[int]],
    cards: Sequence[Card],
    melds: Sequence[tuple[tuple[Card, ...], Sequence[str | None]]],
    rules: Rules,
    wild_rank: Rank | None,
) -> bool | None:
    """Whether the cards can be shared among the melds (each card to one of its ``options``);
    ``None`` when the search gives up after :data:`SEARCH_LIMIT` tries."""
    order = sorted(range(len(cards)), key=lambda i: len(options[i]))
    groups: dict[int, list[Card]] = {}
    tries = 0
    known: dict[tuple[int, tuple[Card, ...]], bool] = {}

    def fits(place: int, group: list[Card]) -> bool:
        key = (place, tuple(sorted(group, key=lambda card: card.sort_key)))
        if key not in known:
            meld, said = melds[place]
            known[key] = check_lay_off(group, meld, rules, wild_rank, onto_stated=said).valid
        return known[key]

    def place_next(step: int) -> bool | None:
        nonlocal tries
        if step == len(order):
            tries += 1
            if tries > SEARCH_LIMIT:
                return None
            return all(fits(place, group) for place, group in groups.items() if group)
        card = cards[order[step]]
        for place in options[order[step]]:
            groups.setdefault(place, []).append(card)
            found = place_next(step + 1)
            groups[place].pop()
            if found is not False:
                return found
        return False

    return place_next(0)
