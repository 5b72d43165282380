"""Dealing: who deals, in what order, how many cards, and which rank is wild in a deal.

The first dealer is chosen by the table; "the turn to deal passes to the left after each hand"
(000 pagat 5000 Rummy, Deal). Players are given in seating order, so the player to a seat's left
is the next seat.

>>> from scorekeeper.rules.presets import find_preset
>>> plan = plan_deal(find_preset("rummy-11"), ["Ann", "Bob", "Cy"], first_dealer=0, number=2)
>>> plan.dealer, plan.order, plan.hand_size, str(plan.wild_rank)
('Bob', ('Cy', 'Ann', 'Bob'), 4, '4')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from .cards import JOKER, Card, Rank, Suit
from .errors import DealError, RulesError
from .melds import pack_problem
from .options import Contract, PermanentWildIndicator, Rules, UpcardCounts, WildIndicator
from .problems import Param, Problem


@dataclass(frozen=True)
class DealPlan:
    """What the table needs to know before deal ``number`` starts.

    :ivar dealer: who deals.
    :ivar order: who receives cards, starting at the dealer's left; the dealer comes last.
    :ivar hand_size: the cards each player is dealt, or ``None`` when each player's upcard
        says how many (see :func:`upcard_deal`).
    :ivar wild_rank: the deal's wild rank when the schedule fixes it, else ``None``.
    :ivar wild_card: the card that shows the wild rank, when a card shows it, else ``None``.
    :ivar contract: what each player must meld first (Contract Rummy), else ``None``.
    :ivar last: whether this is the game's last deal (games with a fixed number of deals).
    :ivar upcard_rule: how the upcards size the hands, where they do (000 Deal; 003 V1 and V7;
        George), else ``None``.
    :ivar upcards: what each upcard deals (:func:`upcard_table`), where upcards size the hands.
    :ivar hands: the cards each player is dealt, in ``order``: ``hand_size``, or what the
        player's upcard says where it is known (``None`` while it is not, or when it is buried).
    """

    number: int
    dealer: str
    order: tuple[str, ...]
    hand_size: int | None
    wild_rank: Rank | None
    wild_card: WildCard | None
    contract: Contract | None
    last: bool
    upcard_rule: UpcardRule | None = None
    upcards: tuple[UpcardDeal, ...] = ()
    hands: tuple[PlayerHand, ...] = ()


@dataclass(frozen=True)
class PlayerHand:
    """The cards one player is dealt: ``cards`` in all (``None`` when not known yet), after
    ``upcard`` where upcards size the hands."""

    name: str
    cards: int | None
    upcard: UpcardDeal | None = None


@dataclass(frozen=True)
class UpcardDeal:
    """What one upcard means for its player's hand.

    :ivar buried: the upcard is buried in the pack and another card is dealt face up instead.
    :ivar face_down: the cards dealt face down after the upcard (``None`` when buried).
    """

    upcard: Card
    buried: bool
    face_down: int | None

    @property
    def hand(self) -> int | None:
        """The player's whole hand, the upcard included (``None`` when buried)."""
        return None if self.face_down is None else self.face_down + 1


@dataclass(frozen=True)
class WildCard:
    """The card turned at the deal whose rank is wild (000 Deal: "The dealer's first (face up)
    card is wild"; 000 Variations, Dealing and Choosing the Wild Card).

    :ivar indicator: which card it is (the ``wild_indicator`` option).
    :ivar permanent: where the game has always-wild cards, what is done when that card is one
        (the ``permanent_wild_indicator`` option: 000 Variations, Dealing: "If the indicator
        card is a permanent wild card, some give the dealer additional cards until a card that
        is not a permanent wild card is found. Others bury ..."); else ``None``.
    """

    indicator: WildIndicator
    permanent: PermanentWildIndicator | None


@dataclass(frozen=True)
class UpcardRule:
    """How the upcards size the hands (000 Deal and Variations, Dealing; 003 V1, V7; George).

    :ivar counts: whether an upcard's number is the cards dealt after it (``"additional"``) or
        the whole hand with it (``"total"``).
    :ivar cards: the number each rank says, by rank in notation (``"Q"``: 10).
    :ivar buried: the ranks whose upcards are buried and another dealt face up, in notation.
    """

    counts: UpcardCounts
    cards: Mapping[str, int] = field(hash=False)
    buried: tuple[str, ...]


def dealer_seat(first_dealer: int, number: int, players: int) -> int:
    """The seat of who deals deal ``number`` (from 1): the deal passes to the left (000 Deal).

    >>> dealer_seat(first_dealer=2, number=2, players=3)
    0
    """
    return (first_dealer + number - 1) % players


def scheduled_wild_rank(rules: Rules, number: int) -> Rank | None:
    """The wild rank the game's schedule gives deal ``number``, or ``None`` without a schedule.

    Ace to King: aces in deal 1, twos in deal 2 ... kings in deal 13, then again (003 V2).
    Rummy 11: the rank of the cards dealt, 3s in deal 1 ... kings in deal 11 (004 Variation 6).
    """
    if rules.wild_schedule == "ace_to_king":
        return Rank((number - 1) % len(Rank) + 1)
    if rules.wild_schedule == "cards_dealt":
        return Rank(min(number + 2, Rank.KING))
    return None


def hand_size(rules: Rules, players: int, number: int) -> int | None:
    """Cards dealt to each player in deal ``number``, or ``None`` when the upcards say.

    Contract Rummy: the contract's cards (004, 10 in deals 1-4, 12 in 5-7); Rummy 11: n + 2
    (004 Variation 6); else the row of ``hand_sizes`` for the number of players (004 Rummy).
    """
    contract = contract_of(rules, number)
    if contract is not None:
        return contract.cards
    if rules.wild_schedule == "cards_dealt":
        return number + 2
    rows = [row for row in rules.hand_sizes if row.players <= players]
    return max(rows, key=lambda row: row.players).cards if rows else None


def contract_of(rules: Rules, number: int) -> Contract | None:
    """Deal ``number``'s contract in a game with contracts (004 Contract Rummy), else ``None``.

    :raises RulesError: for a deal past the last contract.
    """
    if not rules.contracts:
        return None
    rules.verify_number(number)
    return rules.contracts[number - 1]


def plan_deal(
    rules: Rules,
    names: Sequence[str],
    first_dealer: int,
    number: int,
    upcards: Mapping[str, Card] | None = None,
) -> DealPlan:
    """Who deals deal ``number``, the order, the cards, the wild rank and the contract; where
    upcards size the hands, what each upcard deals, and with the upcards dealt (``upcards``,
    by player) each player's cards and the wild rank the dealer's upcard shows (000 Deal).

    :param rules: the game's rules, packs fixed for the table (:meth:`Rules.for_players`).
    :param names: the players in seating order.
    :param first_dealer: the seat of the first deal's dealer.
    :param upcards: the face-up first card dealt to each player so far, by name.
    :raises RulesError: for a deal past the game's last, or an upcard of a player not at the
        table (``option`` names ``upcards``).
    :raises DealError: for an upcard the packs do not hold, or hold fewer times than the
        upcards show it (:func:`verify_upcards`).
    """
    upcards = upcards or {}
    for name in upcards:
        if name not in names:
            raise RulesError(Problem("upcard.unknown_player", {"name": name}, ("upcards",)))
    verify_upcards(rules, upcards)
    seat = dealer_seat(first_dealer, number, len(names))
    order = tuple(names[(seat + step) % len(names)] for step in range(1, len(names) + 1))
    rules.verify_number(number)
    count = rules.deal_count
    # A schedule, where there is one, makes the wild rank instead of a card (003 V2).
    shown = rules.wild_upcard and rules.wild_schedule == "none"
    always_wild = bool(rules.permanent_wilds or rules.pack[JOKER])
    permanent = rules.permanent_wild_indicator if always_wild else None
    wild_card = WildCard(rules.wild_indicator, permanent) if shown else None
    size = hand_size(rules, len(names), number)
    table = () if size is not None else upcard_table(rules)
    hands = tuple(_hand(rules, name, size, upcards.get(name) if table else None) for name in order)
    wild_rank = scheduled_wild_rank(rules, number)
    dealers = upcards.get(names[seat])
    if wild_rank is None and rules.wild_upcard and rules.wild_indicator == "dealer_upcard":
        if dealers is not None and not rules.is_permanent_wild(dealers) and hands[-1].cards:
            wild_rank = dealers.rank  # 000 Deal: "The dealer's first (face up) card is wild"
    return DealPlan(
        number=number,
        dealer=names[seat],
        order=order,
        hand_size=size,
        wild_rank=wild_rank,
        wild_card=wild_card,
        contract=contract_of(rules, number),
        last=count == number,
        upcard_rule=_upcard_rule(rules) if table else None,
        upcards=table,
        hands=hands,
    )


def verify_upcards(rules: Rules, upcards: Mapping[str, Card]) -> None:
    """Check that the packs hold every upcard dealt, as often as the upcards show it: "3 or 4
    players use a standard 52-card pack; from 5 to 8 players use two 52-card packs" (000
    Players and Cards), no joker where none is added, no card of a rank taken out ("play
    without twos", 000 Variations, Cards).

    :param rules: the game's rules, packs fixed for the table (:meth:`Rules.for_players`).
    :param upcards: each player's upcard, by name.
    :raises DealError: naming the first upcard too many (code ``upcard.not_in_pack``, with the
        packs' own problem as ``pack`` and the option whose rule source says what the packs hold
        as ``source``); its ``path`` is ``("upcards", name)``.

    >>> from scorekeeper.rules.presets import find_preset
    >>> try:
    ...     verify_upcards(find_preset("5000-rummy").for_players(3), {"Ann": JOKER})
    ... except DealError as error:
    ...     error.problem.code, error.problem.params["source"], error.path
    ('upcard.not_in_pack', 'packs', ('upcards', 'Ann'))
    """
    dealt: list[Card] = []
    for name, upcard in upcards.items():
        dealt.append(upcard)
        found = pack_problem([card for card in dealt if card == upcard], rules)
        if found is not None:
            said: dict[str, Param] = {
                "pack": found,
                "name": name,
                "upcard": str(upcard),
                "source": _pack_source(rules, upcard),
            }
            raise DealError(Problem("upcard.not_in_pack", said, ("upcards", name)))


def _pack_source(rules: Rules, card: Card) -> str:
    """The option whose rule source says what the packs hold, for a card they hold too few
    times."""
    if card.rank in rules.removed_ranks:
        return "removed_ranks"
    if card == JOKER:
        return "jokers" if rules.pack[JOKER] else "packs"
    return "packs"


def _hand(rules: Rules, name: str, size: int | None, upcard: Card | None) -> PlayerHand:
    if size is not None or upcard is None:
        return PlayerHand(name, size)
    deal = upcard_deal(rules, upcard)
    return PlayerHand(name, deal.hand, deal)


def _upcard_rule(rules: Rules) -> UpcardRule:
    buried = tuple(str(rank) for rank in rules.buried_upcards)
    return UpcardRule(rules.upcard_counts, rules.upcard_cards, buried)


def upcard_deal(rules: Rules, upcard: Card) -> UpcardDeal:
    """How many cards a player is dealt after ``upcard`` (000 pagat 5000 Rummy, Deal).

    The upcard's rank says a number (``upcard_cards``: 2-10 their number, pictures 10, an ace
    11); it is the cards dealt after it, or the whole hand with it (003 V1; George). An upcard of
    a buried rank (003 V7), or an always-wild one where they are buried, is buried and replaced;
    an always-wild one may stand for more cards (000 Variations, Dealing).

    >>> from scorekeeper.rules.presets import find_preset
    >>> upcard_deal(find_preset("5000-rummy"), Card.from_str("7H")).face_down
    7
    >>> upcard_deal(find_preset("george"), Card.from_str("QH")).face_down
    11
    """
    if upcard.rank in rules.buried_upcards:
        return UpcardDeal(upcard, True, None)
    if rules.is_permanent_wild(upcard):
        if rules.permanent_wild_upcard is None:
            return UpcardDeal(upcard, True, None)
        number = rules.permanent_wild_upcard
    else:
        assert upcard.rank is not None
        number = rules.upcard_cards[str(upcard.rank)]
    face_down = number - 1 if rules.upcard_counts == "total" else number
    return UpcardDeal(upcard, False, face_down)


def upcard_table(rules: Rules) -> tuple[UpcardDeal, ...]:
    """What each upcard the game's packs hold means, for a table the dealer reads from: one
    entry per rank (shown as its club), then each card wild in every deal by itself (one-eyed
    jacks), then the joker where the packs hold jokers. Empty where hands are not sized by
    upcards (a fixed hand size, ``hand_sizes``, contracts or a schedule).

    >>> from scorekeeper.rules.presets import find_preset
    >>> [(str(row.upcard), row.face_down) for row in upcard_table(find_preset("5000-rummy"))][:2]
    [('AC', 11), ('2C', 2)]
    """
    if rules.hand_sizes or rules.contracts or rules.wild_schedule == "cards_dealt":
        return ()
    if any(str(rank) not in rules.upcard_cards for rank in Rank):
        return ()  # a table whose upcards say no number of cards
    held = rules.pack
    upcards = [Card(rank, Suit.CLUBS) for rank in Rank if rank not in rules.removed_ranks]
    upcards += sorted(
        (
            card
            for card in held
            if card.rank is not None
            and rules.is_permanent_wild(card)
            and not rules.is_permanent_wild(Card(card.rank, Suit.CLUBS))
        ),
        key=lambda card: card.sort_key,
    )
    if held[JOKER]:
        upcards.append(JOKER)
    return tuple(upcard_deal(rules, card) for card in upcards)
