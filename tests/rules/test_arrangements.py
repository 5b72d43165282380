"""Tests for ``scorekeeper.rules.arrangements``: the arrangement of a hand with the least deadwood.

The rules come from published descriptions (docs/rule-sources.md): Gin Rummy (pagat.com, "Gin
Rummy", and others agree) and Indian Rummy, 13 cards (pagat.com, "Indian Rummy", and the Indian
sites agree). Deadwood is worked out by hand from their card values:

- Gin Rummy: ace 1, 2-10 face value, J Q K 10; ace low only; no wild cards.
- Indian Rummy: A K Q J 10 each, 2-10 face value, jokers (printed, or of the wild rank) 0; ace
  high or low; a show needs two sequences, one of them pure, else all cards count.

A brute force that tries every way of splitting a small hand into melds checks the finder on
hands drawn by Hypothesis, in both styles.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    GIN_RUMMY,
    INDIAN_RUMMY,
    JOKER,
    Arrangement,
    Card,
    HandError,
    MeldStyle,
    Rank,
    Suit,
    deadwood_points,
    format_cards,
    least_deadwood,
    least_deadwood_after_discard,
)


def gin(cards: str) -> Arrangement:
    return least_deadwood(Card.parse(cards), GIN_RUMMY)


def indian(cards: str, wild_rank: Rank | None = None) -> Arrangement:
    return least_deadwood(Card.parse(cards), INDIAN_RUMMY, wild_rank)


def shown(arrangement: Arrangement) -> tuple[list[str], str]:
    return [format_cards(meld) for meld in arrangement.melds], format_cards(arrangement.deadwood)


# --- Gin Rummy (published descriptions: pagat.com, "Gin Rummy") ----------------------------


def test_gin_hand_has_no_deadwood() -> None:
    """Gin Rummy, Knocking and Gin: "knocking with 0 points of deadwood is going gin"; a set of
    4, a run of 3 and a run of 3 hold all 10 cards."""
    arrangement = gin("7C 7D 7H 7S 2H 3H 4H 9S 10S JS")
    assert arrangement.points == 0
    assert arrangement.deadwood == ()
    assert sorted(map(format_cards, arrangement.melds)) == ["2H 3H 4H", "7C 7D 7H 7S", "9S 10S JS"]


def test_gin_deadwood_values() -> None:
    """Gin Rummy, Deadwood: aces 1 point, face cards 10, others their number: no meld here, so
    A + 2 + 5 + 9 + 10 + J + Q + K + 4 + 7 = 68."""
    arrangement = gin("AC 2D 5H 9S 10C JD QH KS 4C 7D")
    assert arrangement.melds == ()
    assert arrangement.points == 1 + 2 + 5 + 9 + 10 + 10 + 10 + 10 + 4 + 7


def test_gin_card_goes_to_the_set_or_the_run_whichever_leaves_less() -> None:
    """Gin Rummy, Melds: "a card can only belong to one meld". The 8H could join 8C 8D 8S or
    6H 7H 8H. In the run it leaves 8C 8D 8S a set too: 0 deadwood. Here, with 8C 8D only, the
    8H in the set leaves 6H 7H (13 points), in the run leaves 8C 8D (16): the set is chosen."""
    assert gin("8C 8D 8S 6H 7H 8H 2S 3S 4S KD").points == 10
    arrangement = gin("8C 8D 6H 7H 8H 2S 3S 4S KD QD")
    assert arrangement.points == 6 + 7 + 10 + 10
    assert "8C 8D 8H" in map(format_cards, arrangement.melds)


def test_gin_run_of_four_gives_a_card_to_a_set() -> None:
    """Gin Rummy, Melds (runs of 3 or more): 5H 6H 7H 8H keeps a run of 3 when its 5H joins
    5C 5D: all 10 cards meld, where taking the run of 4 would leave 5C 5D (10 points)."""
    arrangement = gin("5H 6H 7H 8H 5C 5D JS QS KS 2C")
    assert arrangement.points == 2
    assert sorted(map(format_cards, arrangement.melds)) == ["5C 5D 5H", "6H 7H 8H", "JS QS KS"]


def test_gin_ace_is_low_only() -> None:
    """Gin Rummy, Melds: "A-2-3 is a valid run but Q-K-A is not" (ace low only)."""
    assert gin("AS 2S 3S").points == 0
    high = gin("QS KS AS")
    assert high.melds == ()
    assert high.points == 10 + 10 + 1


def test_gin_big_gin_keeps_all_eleven() -> None:
    """Gin Rummy, Big Gin: all 11 cards melded before discarding."""
    arrangement = gin("AH 2H 3H 4H 9C 9D 9S KC KD KH KS")
    assert arrangement.points == 0
    assert len(arrangement.melds) == 3


def test_gin_best_ten_of_eleven_after_discarding() -> None:
    """Gin Rummy, Knocking: the knocker discards one of 11 cards and shows 10. From this hand
    the KH goes: 7C 7D 7H, AS 2S 3S, 9D 10D JD and the QC (10) left."""
    kept = least_deadwood_after_discard(Card.parse("AS 2S 3S 7H 7D 7C 9D 10D JD KH QC"), GIN_RUMMY)
    assert kept.discard in Card.parse("KH QC")
    assert kept.points == 10
    assert len(kept.deadwood) + sum(map(len, kept.melds)) == 10


def test_gin_discard_may_break_a_meld() -> None:
    """Gin Rummy, Big Gin: with all 11 melded, the discard comes from a meld; the end card of
    the run of 4 goes and 10 cards stay gin."""
    kept = least_deadwood_after_discard(Card.parse("AH 2H 3H 4H 9C 9D 9S KC KD KH KS"), GIN_RUMMY)
    assert kept.points == 0
    assert kept.discard in Card.parse("AH 4H KC KD KH KS")


def test_gin_has_no_jokers() -> None:
    """Gin Rummy, Cards: a standard 52-card pack, no jokers; one pack, so no card twice."""
    with pytest.raises(HandError) as raised:
        least_deadwood([*Card.parse("7H 8H"), JOKER], GIN_RUMMY)
    assert raised.value.problem.code == "card.no_jokers"
    with pytest.raises(HandError) as raised:
        gin("7H 7H 8H")
    assert raised.value.problem.code == "card.too_many_copies"
    assert raised.value.problem.params["card"] == "7H"


# --- Indian Rummy (published descriptions: pagat.com, "Indian Rummy") ----------------------


def test_indian_queen_king_ace_is_a_sequence_but_not_king_ace_two() -> None:
    """Indian Rummy, Sequences: the ace is high or low, "Q-K-A" and "A-2-3" but not "K-A-2"."""
    arrangement = indian("QS KS AS AH 2H 3H 5C 6C 7C 9D 9S 9H 4D")
    assert arrangement.points == 4
    assert arrangement.pure_sequences == 3
    assert indian("KS AS 2S").melds == ()


def test_indian_joker_fills_a_gap_and_counts_nothing() -> None:
    """Indian Rummy, Jokers: a joker stands in for a missing card (5D 6D JK 8D); jokers count
    0 points. Pure sequence AH 2H 3H, sequence 5D 6D JK 8D, set 9C 9H JK, sequence QS KS AS."""
    arrangement = indian("AH 2H 3H QS KS AS 5D 6D 8D 9C 9H JK JK")
    assert arrangement.points == 0
    assert arrangement.sequence_rule_met
    assert "5D 6D JK 8D" in map(format_cards, arrangement.melds)


def test_indian_wild_rank_card_is_a_joker_or_itself() -> None:
    """Indian Rummy, Wild joker: every card of the wild rank is a joker; one in its own place
    stands for itself, so 6H 7H 8H is pure though 7s are wild. The 7S is a joker in 4D 5D 7S."""
    arrangement = indian("6H 7H 8H 4D 5D 7S 10C 10S 10H KC KD KS 2C", Rank.SEVEN)
    assert arrangement.sequence_rule_met
    assert arrangement.pure_sequences >= 1
    assert arrangement.points == 2
    assert format_cards(arrangement.deadwood) == "2C"


def test_indian_wild_rank_cards_fill_sets_too() -> None:
    """Indian Rummy, Wild joker and Scoring: the 8S (8s wild) and the printed joker make KC a
    set of three kings (or QD one of queens); jokers count 0, so only the other 10 is left."""
    arrangement = indian("2C 3C 4C 5H 6H 7H 9S 9D 9H KC QD JK 8S", Rank.EIGHT)
    assert arrangement.sequence_rule_met
    assert arrangement.points == 10
    assert deadwood_points(Card.from_str("8S"), INDIAN_RUMMY, Rank.EIGHT) == 0


def test_indian_without_a_pure_sequence_all_cards_count() -> None:
    """Indian Rummy, Scoring: without two sequences, one of them pure, all cards count (the cap
    of 80 is the scoring's). Every run here needs the joker: 5H 6H JK is a sequence but not
    pure, so all 13 cards count, 0 for the joker."""
    arrangement = indian("5H 6H JK 9C 9D 9S KC KD KS 2S 4S 3D 8D")
    assert not arrangement.sequence_rule_met
    assert arrangement.pure_sequences == 0
    total = sum(
        deadwood_points(card, INDIAN_RUMMY)
        for card in Card.parse("5H 6H 9C 9D 9S KC KD KS 2S 4S 3D 8D")
    )
    assert arrangement.points == total


def test_indian_pure_sequence_is_kept_before_less_deadwood() -> None:
    """Indian Rummy, Declaring: two sequences, one pure, come first. The joker saves more in
    QH QD JK (20 points) than in 3C JK 5C (8), but then 8S 9S 10S is the one sequence and all
    cards count: the joker goes to the second sequence."""
    arrangement = indian("8S 9S 10S 3C 5C JK KH KD KC QH QD 2D 7H")
    assert arrangement.sequence_rule_met
    assert arrangement.sequences == 2
    assert arrangement.pure_sequences == 1
    assert arrangement.points == 10 + 10 + 2 + 7


def test_indian_two_sets_but_one_sequence_count_all() -> None:
    """Indian Rummy, Scoring: a pure sequence alone is not enough; all cards count."""
    arrangement = indian("2C 3C 4C 9D 9H 9S KD KH KS 5D 7S 8H JC")
    assert arrangement.pure_sequences == 1
    assert arrangement.sequences == 1
    assert not arrangement.sequence_rule_met
    assert arrangement.points == sum(
        deadwood_points(card, INDIAN_RUMMY)
        for card in Card.parse("2C 3C 4C 9D 9H 9S KD KH KS 5D 7S 8H JC")
    )


def test_indian_two_packs_hold_two_copies() -> None:
    """Indian Rummy, Cards: two packs with jokers; a card three times is no hand."""
    assert indian("5H 6H 7H 5H 6H 7H 9C").points == 9
    with pytest.raises(HandError) as raised:
        indian("5H 5H 5H")
    assert raised.value.problem.params == {"card": "5H", "held": 2, "packs": 2, "entered": 3}
    with pytest.raises(HandError) as raised:
        least_deadwood([JOKER] * 3, INDIAN_RUMMY)
    assert raised.value.problem.code == "card.too_many_jokers"


def test_a_meld_needs_a_card_standing_for_itself() -> None:
    """As for every meld of the engine, jokers alone are no meld; a card of the wild rank in
    its own place stands for itself (Indian Rummy, Wild joker), so JK 2H JK is one: A-2-3."""
    assert least_deadwood([JOKER, JOKER], INDIAN_RUMMY, Rank.TWO).melds == ()
    arrangement = least_deadwood([JOKER, JOKER, Card.from_str("2H")], INDIAN_RUMMY, Rank.TWO)
    assert [format_cards(meld) for meld in arrangement.melds] == ["JK 2H JK"]
    assert arrangement.sequences == 1
    assert arrangement.pure_sequences == 0


def test_after_discard_needs_a_card() -> None:
    with pytest.raises(ValueError):
        least_deadwood_after_discard((), GIN_RUMMY)


# --- the brute force -----------------------------------------------------------------------


def is_wild(card: Card, wild_rank: Rank | None) -> bool:
    return card.rank is None or card.rank is wild_rank


def own_places(card: Card, style: MeldStyle) -> set[int]:
    if card.rank is None:
        return set()
    if card.rank is Rank.ACE:
        return {1, 14} if style.ace_high else {1}
    return {card.rank.value}


def reads_as(group: Sequence[Card], style: MeldStyle, wild_rank: Rank | None) -> set[str]:
    """What ``group`` can be read as: ``"set"``, ``"run"``, ``"pure"`` (a run with every card
    in its own place), written out from the rules without the finder's search."""
    found: set[str] = set()
    size = len(group)
    if size < 3:
        return found
    wild = [is_wild(card, wild_rank) for card in group]
    for rank in Rank:
        if size > style.set_most:
            break
        naturals = [c for c in group if c.rank is rank]
        others_wild = all(w for c, w in zip(group, wild, strict=True) if c.rank is not rank)
        suits = Counter(c.suit for c in naturals)
        # a natural of each suit once; a second copy must be a wild card (of the wild rank)
        extra_ok = all(n == 1 or rank is wild_rank for n in suits.values())
        if naturals and others_wild and extra_ok:
            found.add("set")
    highest = 14 if style.ace_high else 13
    for suit in Suit:
        for start in range(1, highest - size + 2):
            window = set(range(start, start + size))
            if size > 13:
                continue
            required = [c for c, w in zip(group, wild, strict=True) if not w]
            if any(c.suit is not suit or not own_places(c, style) & window for c in required):
                continue
            places = [(own_places(c, style) & window).pop() for c in required]
            if len(set(places)) < len(places):
                continue
            free = window - set(places)
            wild_cards = [c for c, w in zip(group, wild, strict=True) if w]
            at_home = [c for c in wild_cards if c.suit is suit and own_places(c, style) & free]
            if not required and not at_home:
                continue
            found.add("run")
            homes = [
                (own_places(c, style) & window).pop()
                for c in group
                if c.suit is suit and own_places(c, style) & window
            ]
            if len(homes) == size and len(set(homes)) == size:
                found.add("pure")
    return found


def arrangements(
    cards: Sequence[Card], style: MeldStyle, wild_rank: Rank | None
) -> Iterator[tuple[int, int, int]]:
    """Every split of ``cards`` into melds and deadwood, as (deadwood points, pure sequences,
    sequences), each meld read at its best."""
    if not cards:
        yield (0, 0, 0)
        return
    first, rest = cards[0], cards[1:]
    for points, pures, runs in arrangements(rest, style, wild_rank):
        yield (points + deadwood_points(first, style, wild_rank), pures, runs)
    for size in range(2, len(rest) + 1):
        for chosen in _subsets(len(rest), size):
            group = [first, *(rest[i] for i in chosen)]
            reading = reads_as(group, style, wild_rank)
            if not reading:
                continue
            left = [card for i, card in enumerate(rest) if i not in chosen]
            for points, pures, runs in arrangements(left, style, wild_rank):
                yield (points, pures + ("pure" in reading), runs + ("run" in reading))


def _subsets(n: int, size: int) -> Iterator[tuple[int, ...]]:
    yield from combinations(range(n), size)


def brute_points(cards: Sequence[Card], style: MeldStyle, wild_rank: Rank | None) -> int:
    """The least a hand counts, by trying every split."""
    total = sum(deadwood_points(card, style, wild_rank) for card in cards)
    return min(
        (
            points
            for points, pures, runs in arrangements(cards, style, wild_rank)
            if pures >= style.pure_sequences_needed and runs >= style.sequences_needed
        ),
        default=total,
    )


def assert_is_an_arrangement(
    found: Arrangement, cards: Sequence[Card], style: MeldStyle, wild_rank: Rank | None
) -> None:
    """``found`` splits ``cards`` into melds the rules allow, and counts what it says."""
    used = [card for meld in found.melds for card in meld] + list(found.deadwood)
    if found.discard is not None:
        used.append(found.discard)
    assert Counter(used) == Counter(cards)
    readings = [reads_as(meld, style, wild_rank) for meld in found.melds]
    assert all(readings)
    assert found.sequences <= sum("run" in reading for reading in readings)
    assert found.pure_sequences <= sum("pure" in reading for reading in readings)
    met = (
        found.sequences >= style.sequences_needed
        and found.pure_sequences >= style.pure_sequences_needed
    )
    assert found.sequence_rule_met == met
    melded = [card for meld in found.melds for card in meld]
    counted = list(found.deadwood) if met else [*found.deadwood, *melded]
    assert found.points == sum(deadwood_points(card, style, wild_rank) for card in counted)


RANKS = [Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.QUEEN, Rank.KING]
SMALL_PACK = [Card(rank, suit) for rank in RANKS for suit in (Suit.HEARTS, Suit.SPADES, Suit.CLUBS)]

gin_hands = st.lists(st.sampled_from(SMALL_PACK), min_size=3, max_size=8, unique=True)
indian_hands = st.lists(
    st.sampled_from([*SMALL_PACK, *SMALL_PACK[:6], JOKER]), min_size=3, max_size=8
).filter(lambda cards: Counter(cards)[JOKER] <= 2 and max(Counter(cards).values()) <= 2)


@settings(max_examples=150, deadline=None)
@given(gin_hands)
def test_gin_finder_leaves_no_more_than_any_split(cards: list[Card]) -> None:
    """Gin Rummy, Deadwood: the finder's count is the least of every split into melds."""
    found = least_deadwood(cards, GIN_RUMMY)
    assert_is_an_arrangement(found, cards, GIN_RUMMY, None)
    assert found.points == brute_points(cards, GIN_RUMMY, None)


@settings(max_examples=150, deadline=None)
@given(indian_hands, st.sampled_from([None, Rank.TWO, Rank.KING, Rank.ACE]))
def test_indian_finder_leaves_no_more_than_any_split(
    cards: list[Card], wild_rank: Rank | None
) -> None:
    """Indian Rummy, Scoring: the least count, sequences needed, of every split into melds."""
    found = least_deadwood(cards, INDIAN_RUMMY, wild_rank)
    assert_is_an_arrangement(found, cards, INDIAN_RUMMY, wild_rank)
    assert found.points == brute_points(cards, INDIAN_RUMMY, wild_rank)


@settings(max_examples=60, deadline=None)
@given(gin_hands, st.booleans())
def test_after_discard_is_the_best_of_each_discard(cards: list[Card], indian_style: bool) -> None:
    """Gin Rummy, Knocking: the hand after the discard is the best over every card discarded."""
    style = INDIAN_RUMMY if indian_style else GIN_RUMMY
    found = least_deadwood_after_discard(cards, style)
    assert_is_an_arrangement(found, cards, style, None)
    assert found.discard is not None
    best = min(
        brute_points([c for c in cards if c != discarded], style, None) for discarded in set(cards)
    )
    assert found.points == best
