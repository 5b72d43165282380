"""Lay-offs at the end of a deal: every card laid off extends a meld on the table.

A deal is entered with each player's lay-offs as one list, without the meld each card went
onto. The cards laid off must still fit the melds on the table, each meld as it was melded
(its wild cards keep what they stand for, 001 pagat 500 Rummy, Jokers): "players are allowed to
meld cards which extend combinations which are already on the table" (001 Laying Off); "cards
that extend runs and sets that have already been laid down by any player" (000 Play).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .cards import Card, Rank, Suit, notations
from .deal import PlayerDeal
from .errors import DealError
from .melds import TableMeld
from .options import Rules
from .problems import Param, Problem

SEARCH_LIMIT = 20_000
"""Ways of sharing the cards among the melds tried, whole or in part, before giving up; past
it the lay-offs are taken as entered rather than refused unproven."""


def verify_lay_offs(
    players: Sequence[PlayerDeal],
    tables: Sequence[Sequence[TableMeld]],
    rules: Rules,
    wild_rank: Rank | None,
) -> None:
    """Check that the cards laid off, all players' together, can be shared among the melds on
    the table so that each meld takes its share as a legal lay-off (:func:`check_lay_off`).

    :param players: the deal's players.
    :param tables: each player's melds on the table (:func:`on_table`), in the order entered.
    :raises DealError: ``deal.no_lay_offs`` (``name``, ``variant``) at the lay-offs of the first
        player who laid off in a game that plays on no one else's melds: "It is not allowed to
        play on another player's books or runs" (011 Five Crowns, everything2.com; the option
        ``lay_offs``); else pointing at the lay-offs of the first player with a card that fits no
        meld (``lay_off.extends_no_meld``: ``player``, ``card`` and the ``melds``, each a tuple
        of cards; ``lay_off.extends_no_meld_as_melded``: ``player``, ``card``), or at the first
        player's lay-offs when the cards cannot all fit at once
        (``lay_off.cannot_all_fit``: the ``cards`` laid off and a ``card`` among them).
    """
    laid = [(index, card) for index, player in enumerate(players) for card in player.laid_off]
    if not laid:
        return
    if not rules.lay_offs:
        index = laid[0][0]
        said: dict[str, Param] = {"name": players[index].name, "variant": rules.variant}
        raise DealError(Problem("deal.no_lay_offs", said, ("players", index, "laid_off")))
    melds = [table for player in tables for table in player if table.verdict.valid]
    naturals = [_Naturals.of(meld) for meld in melds]
    options = []
    for index, card in laid:
        wild = rules.is_wild(card, wild_rank)
        places = [place for place, kin in enumerate(naturals) if wild or kin.allow(card)]
        if not places and not any(kin.touch(card) for kin in naturals):
            melded = tuple(notations(meld.cards) for meld in melds)
            raise DealError(
                Problem(
                    "lay_off.extends_no_meld",
                    {"player": players[index].name, "card": str(card), "melds": melded},
                    ("players", index, "laid_off"),
                )
            )
        options.append(places)
    if _shared(options, [card for _, card in laid], melds) is False:
        alone = [
            (index, card)
            for (index, card), places in zip(laid, options, strict=True)
            if not any(melds[place].lay_off((card,)).valid for place in places)
        ]
        index, card = (alone or laid)[0]
        path = ("players", index, "laid_off")
        if len(laid) == 1:
            named = {"player": players[index].name, "card": str(card)}
            raise DealError(Problem("lay_off.extends_no_meld_as_melded", named, path))
        cards = notations(card for _, card in laid)
        raise DealError(
            Problem("lay_off.cannot_all_fit", {"cards": cards, "card": str(card)}, path)
        )


@dataclass(frozen=True)
class _Naturals:
    """The ranks and suits of a meld's natural cards (of all its cards where all are wild),
    each once, which say what natural card may join it."""

    ranks: tuple[Rank | None, ...]
    suits: tuple[Suit | None, ...]
    all_wild: bool

    @classmethod
    def of(cls, meld: TableMeld) -> _Naturals:
        naturals = [reading.card for reading in meld.verdict.cards if not reading.wild]
        shown = naturals or meld.cards
        ranks = tuple(dict.fromkeys(card.rank for card in shown))
        return cls(ranks, tuple(dict.fromkeys(card.suit for card in shown)), not naturals)

    def touch(self, card: Card) -> bool:
        """Whether the natural ``card`` has one of their ranks or suits: else it joins no set
        or run with them."""
        return card.rank in self.ranks or card.suit in self.suits

    def allow(self, card: Card) -> bool:
        """Whether the natural ``card`` may join, as far as they say: a set only where they all
        have its rank, a run only where they all have its suit (the lay-off is read as a set or
        a run of all the natural cards, :func:`check_lay_off`); where all are wild, if it
        touches them."""
        if self.all_wild:
            return self.touch(card)
        return self.ranks == (card.rank,) or self.suits == (card.suit,)


def _shared(
    options: Sequence[Sequence[int]], cards: Sequence[Card], melds: Sequence[TableMeld]
) -> bool | None:
    """Whether the cards can be shared among the melds (each card to one of its ``options``) so
    that each meld takes its share as a legal lay-off; ``None`` when the search gives up after
    :data:`SEARCH_LIMIT` tries.

    The cards with the fewest melds to go to are placed first, each first onto a meld with no
    card yet that it extends by itself; a meld's share is judged as soon as no card left to
    place may join it, and a way of sharing is dropped there when that share is no legal
    lay-off.
    """
    order = sorted(range(len(cards)), key=lambda i: len(options[i]))
    last_step = {place: step for step, i in enumerate(order) for place in options[i]}
    closing: list[list[int]] = [[] for _ in order]
    for place, step in last_step.items():
        closing[step].append(place)
    groups: dict[int, list[Card]] = {place: [] for place in last_step}
    known: dict[tuple[int, tuple[str, ...]], bool] = {}
    tries = 0

    def fits(place: int, group: Sequence[Card]) -> bool:
        key = (place, tuple(sorted(str(card) for card in group)))
        if key not in known:
            known[key] = not group or melds[place].lay_off(group).valid
        return known[key]

    def places_for(card: Card, places: Sequence[int]) -> Iterator[int]:
        """The melds to try ``card`` on, best first: those with no card yet that it extends
        by itself, then those with cards, then the others."""
        alone_no = []
        for place in places:
            if not groups[place]:
                if fits(place, [card]):
                    yield place
                else:
                    alone_no.append(place)
        yield from (place for place in places if groups[place])
        yield from alone_no

    def place_next(step: int) -> bool | None:
        nonlocal tries
        if step == len(order):
            return True
        i = order[step]
        for place in places_for(cards[i], options[i]):
            groups[place].append(cards[i])
            if all(fits(closed, groups[closed]) for closed in closing[step]):
                found = place_next(step + 1)
            else:
                tries += 1
                found = None if tries > SEARCH_LIMIT else False
            groups[place].pop()
            if found is not False:
                return found
        return False

    return place_next(0)
