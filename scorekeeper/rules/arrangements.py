"""The arrangement with the least deadwood: a hand split into melds and deadwood.

Given a player's cards, :func:`least_deadwood` finds the melds that leave the fewest points of
*deadwood* (the cards in no meld), and :func:`least_deadwood_after_discard` does the same for
the hand kept after discarding one card (a Gin Rummy knocker holds 11 cards, discards one and
shows 10). The rules of melding are a :class:`MeldStyle`; :data:`GIN_RUMMY` and
:data:`INDIAN_RUMMY` are the two games' styles.

- Gin Rummy (published descriptions: pagat.com, "Gin Rummy", and others agree): a meld is a
  *set* of 3 or 4 cards of one rank or a *run* of 3 or more consecutive cards of one suit;
  the ace is low only (A-2-3 is a run, Q-K-A is not); one pack, no wild cards; deadwood counts
  ace 1, 2 to 10 their face value, J Q K 10 each.
- Indian Rummy, 13 cards (published descriptions: pagat.com, "Indian Rummy", and the Indian
  sites agree): two packs with printed jokers, and a *wild joker*: every card of the deal's
  wild rank is a joker too. A *sequence* (run) is 3 or more consecutive cards of one suit, the
  ace high or low (A-2-3 and Q-K-A, never K-A-2); a set is 3 or 4 cards of one rank in
  different suits. A joker stands for any card a meld needs; a *pure sequence* holds none (a
  card of the wild rank in its own place stands for itself: it is *natural*). A hand shows
  when it holds two sequences, one of them pure; else all its cards count. Deadwood counts
  A K Q J 10 each, 2 to 10 their face value, jokers 0.

Each meld needs a natural card: jokers alone are no meld (as in ``melds.py``). Cards are
given as :class:`Card` values; copies of one card (two packs) are interchangeable.

>>> from scorekeeper.rules.cards import format_cards
>>> arrangement = least_deadwood(Card.parse("AS 2S 3S 7H 7D 7C 9D 10D JD KH"), GIN_RUMMY)
>>> [format_cards(meld) for meld in arrangement.melds], format_cards(arrangement.deadwood)
(['7C 7D 7H', '9D 10D JD', 'AS 2S 3S'], 'KH')
>>> arrangement.points
10
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations

from .cards import JOKER, Card, Rank, Suit
from .problems import Problem, ProblemError

MIN_MELD = 3
"""Cards in the smallest meld, set or run."""
_FACE_POINTS = 10
"""Deadwood points of a J, Q or K in both games."""
_LOW, _HIGH = 1, 14
"""The run places of an ace: below the 2, and (where the style allows it) above the king."""


class HandError(ProblemError):
    """A hand the style's packs cannot hold: a joker where there are none (code
    ``card.no_jokers``), more jokers than the packs hold (``card.too_many_jokers``, with
    ``held`` and ``entered``), or more copies of a card (``card.too_many_copies``, with
    ``card``, ``held``, ``packs`` and ``entered``): the codes a meld check gives."""


@dataclass(frozen=True)
class MeldStyle:
    """A game's rules for melding a hand and counting its deadwood.

    :ivar decks: 52-card packs in play: the copies of each card a hand may hold.
    :ivar jokers: printed jokers in the packs (0: none). Whether there is also a wild rank is
        the deal's (the ``wild_rank`` of :func:`least_deadwood`).
    :ivar ace_high: whether an ace may stand above the king in a run (Q-K-A); it always may
        stand below the 2 (A-2-3), never both (K-A-2 is no run).
    :ivar ace_points: an ace's deadwood points; 2 to 10 count their face value, J Q K 10.
    :ivar wild_points: the deadwood points of a wild card: a printed joker or a card of the
        wild rank.
    :ivar set_most: cards in a set at most, wild cards included.
    :ivar sequences_needed: runs (sequences) a hand needs for its melds to count; 0: none.
    :ivar pure_sequences_needed: of those, runs with no wild card standing in (pure).
    """

    decks: int
    jokers: int
    ace_high: bool
    ace_points: int
    wild_points: int = 0
    set_most: int = 4
    sequences_needed: int = 0
    pure_sequences_needed: int = 0


GIN_RUMMY = MeldStyle(decks=1, jokers=0, ace_high=False, ace_points=1)
"""Gin Rummy (published descriptions: pagat.com, "Gin Rummy"): one pack, no wild cards, sets
of 3-4, runs with the ace low only, ace 1 point."""

INDIAN_RUMMY = MeldStyle(
    decks=2,
    jokers=2,
    ace_high=True,
    ace_points=10,
    wild_points=0,
    sequences_needed=2,
    pure_sequences_needed=1,
)
"""Indian Rummy, 13 cards (published descriptions: pagat.com, "Indian Rummy"): two packs and
their two printed jokers; the deal's wild rank gives more jokers; runs with the ace high or
low; ace 10 points, jokers 0; two sequences needed, one of them pure."""


@dataclass(frozen=True)
class Arrangement:
    """A hand split into melds and deadwood.

    :ivar melds: each meld's cards, the melds by suit and rank of their lowest card: a run low
        to high with each wild card in the place it fills, a set by suit with its wild cards
        last.
    :ivar deadwood: the cards in no meld, by suit and rank (jokers last).
    :ivar points: what the hand counts, in points: the deadwood's; but where the style needs
        sequences the arrangement lacks (:attr:`sequence_rule_met` false), every card's, the
        melded ones too (a cap on that count, as in Indian Rummy's 80, is the scoring's).
    :ivar sequences: runs among the melds.
    :ivar pure_sequences: of those, runs with no wild card standing in for another card.
    :ivar sequence_rule_met: whether the melds hold the sequences the style needs (always true
        for a style that needs none).
    :ivar discard: the card discarded first (:func:`least_deadwood_after_discard`), else
        ``None``.
    """

    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]
    points: int
    sequences: int
    pure_sequences: int
    sequence_rule_met: bool
    discard: Card | None = None


def deadwood_points(card: Card, style: MeldStyle, wild_rank: Rank | None = None) -> int:
    """A card's deadwood points under ``style``: a wild card (a joker, or a card of
    ``wild_rank``) ``style.wild_points``; an ace ``style.ace_points``; J Q K 10; 2 to 10 their
    face value.

    >>> deadwood_points(Card.from_str("AH"), GIN_RUMMY), deadwood_points(JOKER, INDIAN_RUMMY)
    (1, 0)
    """
    if card.rank is None or card.rank is wild_rank:
        return style.wild_points
    if card.rank is Rank.ACE:
        return style.ace_points
    return min(card.rank.value, _FACE_POINTS)


def least_deadwood(
    cards: Sequence[Card], style: MeldStyle, wild_rank: Rank | None = None
) -> Arrangement:
    """The arrangement of all ``cards`` with the least deadwood.

    Where the style needs sequences (Indian Rummy), an arrangement that holds them comes first
    and, of those, the one with the least deadwood; where none holds them, every card counts
    and the arrangement returned holds as many pure sequences, then sequences, as can be made,
    then the least deadwood. Of equal arrangements, any one.

    :param cards: the hand, any number of cards in any order (10 or 11 in Gin Rummy, 13 in
        Indian Rummy).
    :param style: the game's meld rules.
    :param wild_rank: the deal's wild rank, whose cards are jokers; ``None``: none.
    :returns: the melds, the deadwood and its points.
    :raises HandError: for cards the style's packs do not hold.
    :raises ValueError: for more than 15 different cards (no game here deals such a hand).

    >>> from scorekeeper.rules.cards import format_cards
    >>> gin = least_deadwood(Card.parse("5H 6H 7H 8S 8D 8C 2C 3C 4C KS"), GIN_RUMMY)
    >>> [format_cards(meld) for meld in gin.melds], gin.points
    (['2C 3C 4C', '8C 8D 8S', '5H 6H 7H'], 10)
    """
    return _Finder(cards, style, wild_rank, discards=False).best()


def least_deadwood_after_discard(
    cards: Sequence[Card], style: MeldStyle, wild_rank: Rank | None = None
) -> Arrangement:
    """The least deadwood of the hand kept after discarding one of ``cards``: the best 10 of
    a Gin Rummy hand of 11, or of an Indian Rummy hand of 14 before the show.

    Chosen as :func:`least_deadwood` chooses, over every card that may be discarded; where no
    discard leaves the sequences the style needs, every card kept counts, and the card worth
    the most points is discarded.

    :returns: the arrangement of the cards kept; its :attr:`Arrangement.discard` is the card
        discarded.
    :raises HandError: for cards the style's packs do not hold.
    :raises ValueError: for no cards: there is nothing to discard.

    >>> kept = least_deadwood_after_discard(
    ...     Card.parse("AS 2S 3S 7H 7D 7C 9D 10D JD KH QC"), GIN_RUMMY
    ... )
    >>> str(kept.discard), kept.points
    ('KH', 10)
    """
    if not cards:
        raise ValueError("nothing discarded")
    kept = _Finder(cards, style, wild_rank, discards=True).best()
    if kept.sequence_rule_met:
        return kept
    # No discard lets the melds count: every card kept counts, so the card worth most goes.
    discard = max(cards, key=lambda card: (deadwood_points(card, style, wild_rank), card.sort_key))
    rest = list(cards)
    rest.remove(discard)
    return replace(least_deadwood(rest, style, wild_rank), discard=discard)


# --- the search ----------------------------------------------------------------------------
#
# The hand is held as counts of its distinct cards, each in 4 bits of one int (the state): the
# cards of the wild rank first, then the cards that only stand for themselves, and last the
# jokers, a count that also takes in each card of the wild rank played as a joker (all wild
# cards count the same, so which one fills which place does not matter). Every meld the hand
# could make is listed once beforehand as its natural cards and how many wild cards fill it.
# The search takes the first card left. A card of the wild rank is natural in a meld, or
# becomes one more joker. Another card is deadwood, or discarded, or natural in a meld. A meld
# is filled by jokers first, then by cards of the wild rank not yet decided (each choice of
# them). What each state leaves is remembered for each count of sequences and pure sequences
# made (up to those needed) and whether the discard is made: the least points, and the move
# that gives them; an outcome another beats in every count and in points is dropped.

_BITS = 4
_NIBBLE = (1 << _BITS) - 1
_MOST_CARDS = 15
"""Distinct cards in a hand, at most: the jokers take the last place of 4 bits each."""
_LOW_BITS = int("1" * (_MOST_CARDS + 1), 16)
"""Bit 0 of each card's 4 bits."""
_Key = tuple[int, int, int]
"""Pure sequences made (up to those needed), sequences made (likewise), discards made."""


@dataclass(frozen=True)
class _Meld:
    """A meld the hand could make: its natural cards (by index), how many wild cards fill it,
    whether it is a run, and the run's first place (for showing it in order)."""

    naturals: tuple[int, ...]
    wilds: int
    run: bool
    start: int

    @property
    def taken(self) -> int:
        """One of each natural card, in the state's form."""
        return sum(1 << (_BITS * i) for i in self.naturals)


@dataclass(frozen=True)
class _Move:
    """How a state is left for the state ``child``, adding ``points`` of deadwood: ``meld``
    filled by ``fillers`` (cards by index, the jokers' index for a joker), or ``card`` as
    deadwood, discarded, or (a card of the wild rank) played as a joker."""

    child: int
    points: int
    card: int = -1
    discarded: bool = False
    as_joker: bool = False
    meld: _Meld | None = None
    fillers: tuple[int, ...] = ()


_Best = dict[_Key, tuple[int, _Move | None, _Key]]


def _held(state: int) -> int:
    """The cards of ``state`` held at least once, as bit 0 of each card's 4 bits."""
    return (state | state >> 1 | state >> 2 | state >> 3) & _LOW_BITS


class _Finder:
    def __init__(
        self, cards: Sequence[Card], style: MeldStyle, wild_rank: Rank | None, discards: bool
    ) -> None:
        _check_packs(cards, style)
        self.style = style
        self.wild_rank = wild_rank
        self.discards = discards
        counts = Counter(card for card in cards if card != JOKER)
        self.cards = sorted(counts, key=lambda card: (card.rank is not wild_rank, card.sort_key))
        if len(self.cards) > _MOST_CARDS:
            raise ValueError("distinct cards", len(self.cards))
        self.joker = len(self.cards)
        self.cards.append(JOKER)
        self.printed_jokers = len(cards) - sum(counts.values())
        self.wild_ranked = [i for i, card in enumerate(self.cards) if card.rank is wild_rank]
        self.points = [deadwood_points(card, style, wild_rank) for card in self.cards]
        self.start = sum(counts[card] << (_BITS * i) for i, card in enumerate(self.cards))
        self.start += self.printed_jokers << (_BITS * self.joker)
        wilds = self.printed_jokers + sum(counts[self.cards[i]] for i in self.wild_ranked)
        self.melds_with: list[list[tuple[int, _Meld]]] = [[] for _ in self.cards]
        for meld in _melds(self.cards[: self.joker], style, wilds):
            self.melds_with[meld.naturals[0]].append((meld.taken, meld))
        self.memo: dict[int, _Best] = {}

    def best(self) -> Arrangement:
        style = self.style
        found = self.search(self.start)
        done = int(self.discards)
        keys = [key for key in found if key[2] == done]
        met = (style.pure_sequences_needed, style.sequences_needed, done)
        key = met if met in found else min(keys, key=lambda key: (-key[0], -key[1], found[key][0]))
        return self.arrangement(key, met in found)

    def search(self, state: int) -> _Best:
        known = self.memo.get(state)
        if known is not None:
            return known
        if state == 0:
            self.memo[state] = {(0, 0, 0): (0, None, (0, 0, 0))}
            return self.memo[state]
        first = next(i for i in range(len(self.cards)) if (state >> (_BITS * i)) & _NIBBLE)
        rest = state - (1 << (_BITS * first))
        moves: list[_Move] = []
        if self.cards[first].rank is self.wild_rank and first != self.joker:
            moves.append(_Move(rest + (1 << (_BITS * self.joker)), 0, first, as_joker=True))
        else:
            moves.append(_Move(rest, self.points[first], first))
            if self.discards:
                moves.append(_Move(rest, 0, first, discarded=True))
        held = _held(state)
        for taken, meld in self.melds_with[first]:
            if taken & ~held == 0:
                moves.extend(self.meld_moves(state - taken, meld))
        best: _Best = {}
        for move in moves:
            self.take(best, move)
        self.memo[state] = _undominated(best)
        return self.memo[state]

    def meld_moves(self, left: int, meld: _Meld) -> Iterator[_Move]:
        """The moves that make ``meld``, its natural cards taken to leave ``left``: jokers
        fill it first, then each choice of the cards of the wild rank left."""
        jokers = min(meld.wilds, (left >> (_BITS * self.joker)) & _NIBBLE)
        more = meld.wilds - jokers
        left -= jokers << (_BITS * self.joker)
        pool = [
            i for i in self.wild_ranked for _ in range(min(more, (left >> (_BITS * i)) & _NIBBLE))
        ]
        for extra in sorted(set(combinations(pool, more))):
            child = left
            for i in extra:
                child -= 1 << (_BITS * i)
            yield _Move(child, 0, meld=meld, fillers=(self.joker,) * jokers + extra)

    def take(self, best: _Best, move: _Move) -> None:
        """Each outcome of ``move``'s child state, kept where it is the best yet."""
        style = self.style
        meld = move.meld
        pure = int(meld is not None and meld.run and meld.wilds == 0)
        sequence = int(meld is not None and meld.run)
        discarded = int(move.discarded)
        for child_key, (child_points, _, _) in self.search(move.child).items():
            pures, sequences, discards = child_key
            if discarded and discards:
                continue
            key = (
                min(style.pure_sequences_needed, pures + pure),
                min(style.sequences_needed, sequences + sequence),
                discards + discarded,
            )
            total = child_points + move.points
            if key not in best or total < best[key][0]:
                best[key] = (total, move, child_key)

    def arrangement(self, key: _Key, met: bool) -> Arrangement:
        melds: list[tuple[Card, ...]] = []
        deadwood: list[Card] = []
        discard: Card | None = None
        held: list[Card] = []
        jokers = [JOKER] * self.printed_jokers  # the wild cards played as jokers
        sequences = pures = 0
        state = self.start
        while state:
            _, move, child_key = self.memo[state][key]
            assert move is not None
            card = jokers.pop() if move.card == self.joker else self.cards[move.card]
            if move.meld is not None:
                fillers = [jokers.pop() if i == self.joker else self.cards[i] for i in move.fillers]
                melds.append(self.shown(move.meld, fillers))
                held.extend(melds[-1])
                sequences += move.meld.run
                pures += move.meld.run and not move.meld.wilds
            elif move.as_joker:
                jokers.insert(0, card)
            elif move.discarded:
                discard = card
            else:
                deadwood.append(card)
                held.append(card)
            state, key = move.child, child_key
        counted = deadwood if met else held
        points = sum(deadwood_points(card, self.style, self.wild_rank) for card in counted)
        return Arrangement(
            melds=tuple(sorted(melds, key=lambda meld: min(card.sort_key for card in meld))),
            deadwood=tuple(sorted(deadwood, key=lambda card: card.sort_key)),
            points=points,
            sequences=sequences,
            pure_sequences=pures,
            sequence_rule_met=met,
            discard=discard,
        )

    def shown(self, meld: _Meld, wilds: list[Card]) -> tuple[Card, ...]:
        """The meld's cards, ``wilds`` filling it: a run in order with its wild cards in their
        places, a set by suit with its wild cards last."""
        naturals = [self.cards[i] for i in meld.naturals]
        if not meld.run:
            return (*sorted(naturals, key=lambda card: card.sort_key), *wilds)
        by_place = {_place(card, meld.start): card for card in naturals}
        return tuple(
            by_place[place] if place in by_place else wilds.pop(0)
            for place in range(meld.start, meld.start + len(naturals) + meld.wilds)
        )


def _undominated(best: _Best) -> _Best:
    """``best`` without the outcomes another beats: as many sequences and pure sequences or
    more, the same discards, no more points. What follows adds the same to both."""
    return {
        key: found
        for key, found in best.items()
        if not any(
            other != key
            and other[2] == key[2]
            and other[0] >= key[0]
            and other[1] >= key[1]
            and best[other][0] <= found[0]
            for other in best
        )
    }


def _place(card: Card, start: int) -> int:
    """A natural card's place in a run starting at ``start``: an ace above the king where the
    run reaches it."""
    assert card.rank is not None
    return _HIGH if card.rank is Rank.ACE and start > _LOW else card.rank.value


def _melds(cards: Sequence[Card], style: MeldStyle, wilds: int) -> Iterator[_Meld]:
    """Every meld of the distinct ``cards``: its natural cards (indexes into ``cards``) and
    how many of the hand's ``wilds`` fill it; each set of natural cards and number of wild
    cards once, as a run where it can be one."""
    found: dict[tuple[tuple[int, ...], int], _Meld] = {}
    for meld in (*_runs(cards, style, wilds), *_sets(cards, style, wilds)):
        # Where wild cards count nothing, one in a meld saves no more than one in the
        # deadwood: each set of natural cards is filled with as few as it needs.
        key = (meld.naturals, meld.wilds if style.wild_points else 0)
        kept = found.get(key)
        if kept is None or (meld.wilds, not meld.run) < (kept.wilds, not kept.run):
            found[key] = meld
    yield from found.values()


def _runs(cards: Sequence[Card], style: MeldStyle, wilds: int) -> Iterator[_Meld]:
    highest = _HIGH if style.ace_high else Rank.KING.value
    for suit in Suit:
        at: dict[int, int] = {}
        for i, card in enumerate(cards):
            if card.suit is suit and card.rank is not None:
                at[card.rank.value] = i
                if card.rank is Rank.ACE and style.ace_high:
                    at[_HIGH] = i
        if not at:
            continue
        for start in range(_LOW, highest - MIN_MELD + 2):
            for size in range(MIN_MELD, min(len(Rank), highest - start + 1) + 1):
                present = [at[place] for place in range(start, start + size) if place in at]
                fewest = max(1, size - wilds)
                for count in range(fewest, len(present) + 1):
                    for naturals in combinations(present, count):
                        yield _Meld(tuple(sorted(naturals)), size - count, True, start)


def _sets(cards: Sequence[Card], style: MeldStyle, wilds: int) -> Iterator[_Meld]:
    for rank in Rank:
        present = [i for i, card in enumerate(cards) if card.rank is rank]
        for size in range(MIN_MELD, style.set_most + 1):
            for count in range(max(1, size - wilds), min(size, len(present)) + 1):
                for naturals in combinations(present, count):
                    yield _Meld(naturals, size - count, False, 0)


def _check_packs(cards: Sequence[Card], style: MeldStyle) -> None:
    counts = Counter(cards)
    for card, entered in counts.items():
        if card == JOKER:
            if not style.jokers:
                raise HandError(Problem("card.no_jokers"))
            if entered > style.jokers:
                raise HandError(
                    Problem("card.too_many_jokers", {"held": style.jokers, "entered": entered})
                )
        elif entered > style.decks:
            raise HandError(
                Problem(
                    "card.too_many_copies",
                    {
                        "card": str(card),
                        "held": style.decks,
                        "packs": style.decks,
                        "entered": entered,
                    },
                )
            )
