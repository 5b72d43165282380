"""Tests for ``scorekeeper.rules.cards``: card notation and the packs' contents.

Sources: the issue's Notation section (rank then suit, case-insensitive; ``A 2-10 J Q K``, ``T``
for 10; suits ``C D H S`` or ``♣ ♦ ♥ ♠``; ``JK`` or ``Joker``; canonical ``10H``, ``AS``, ``JK``;
a bad token raises ``NotationError`` naming it), STYLE point 1 (the parse/format round trip),
000 pagat 5000 Rummy, Players and Cards and Variations, and 001 pagat 500 Rummy, Players and Cards.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import (
    FRENCH_SUITS,
    JOKER,
    PHASE_10_COLOURS,
    RUMMIKUB_COLOURS,
    SKIP,
    Card,
    NotationError,
    Rank,
    Suit,
    format_cards,
    pack_contents,
)

# Every card a game can hold, written out by hand (not taken from the engine's own pack).
ALL_NOTATIONS = [
    rank + suit
    for suit in "CDHS"
    for rank in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
] + ["JK"]
# ... and every numbered card or tile (012, 013) and Phase 10's skip.
ALL_NOTATIONS += [str(number) + colour for colour in "RBGYKO" for number in range(1, 14)]
ALL_NOTATIONS += ["SKIP"]

cards = st.sampled_from(ALL_NOTATIONS).map(Card.from_str)


# --- Notation: every accepted form, and the canonical form -------------------------------------


@pytest.mark.parametrize(
    ("token", "canonical"),
    [
        ("10H", "10H"),
        ("10h", "10H"),
        ("TH", "10H"),
        ("th", "10H"),
        ("T♥", "10H"),
        ("10♥", "10H"),
        ("AS", "AS"),
        ("as", "AS"),
        ("aS", "AS"),
        ("A♠", "AS"),
        ("a♠", "AS"),
        ("2C", "2C"),
        ("2♣", "2C"),
        ("9d", "9D"),
        ("9♦", "9D"),
        ("JH", "JH"),
        ("jh", "JH"),
        ("Q♣", "QC"),
        ("qs", "QS"),
        ("KD", "KD"),
        ("k♦", "KD"),
        ("JK", "JK"),
        ("jk", "JK"),
        ("Jk", "JK"),
        ("Joker", "JK"),
        ("JOKER", "JK"),
        ("joker", "JK"),
        ("  7h  ", "7H"),
        ("7*", "7*"),
        ("7★", "7*"),
        ("q☆", "Q*"),
        ("t*", "10*"),
    ],
)
def test_card_notation_accepted_forms(token: str, canonical: str) -> None:
    """Issue, Notation: rank then suit, case-insensitive, T = 10, letter or symbol suits, JK or
    Joker; ``str`` gives the canonical form."""
    assert str(Card.from_str(token)) == canonical


@pytest.mark.parametrize(
    ("token", "rank", "suit"),
    [
        ("AC", Rank.ACE, Suit.CLUBS),
        ("2D", Rank.TWO, Suit.DIAMONDS),
        ("10H", Rank.TEN, Suit.HEARTS),
        ("T♠", Rank.TEN, Suit.SPADES),
        ("JS", Rank.JACK, Suit.SPADES),
        ("QH", Rank.QUEEN, Suit.HEARTS),
        ("KC", Rank.KING, Suit.CLUBS),
    ],
)
def test_card_notation_reads_rank_and_suit(token: str, rank: Rank, suit: Suit) -> None:
    """Issue, Notation: rank then suit."""
    card = Card.from_str(token)
    assert (card.rank, card.suit) == (rank, suit)
    assert card == Card(rank, suit)
    assert not card.is_joker


def test_joker_notation_is_the_joker() -> None:
    """Issue, Notation: a joker is JK or Joker (001 pagat 500 Rummy, Players and Cards: two
    jokers are added to the pack)."""
    assert Card.from_str("Joker") == JOKER
    assert Card.from_str("jk") == JOKER
    assert JOKER.is_joker
    assert (JOKER.rank, JOKER.suit) == (None, None)
    assert str(JOKER) == "JK"


def test_card_repr_shows_notation() -> None:
    """STYLE point 1 (issue, Notation): ``repr`` shows the canonical notation."""
    assert repr(Card.from_str("t♥")) == "Card('10H')"
    assert repr(JOKER) == "Card('JK')"


def test_card_is_a_value() -> None:
    """STYLE point 1: cards are values; equal cards are equal and hash alike (so two 5H from two
    packs, 000 pagat 5000 Rummy, Melds "5-5-5", are the same card)."""
    assert Card.from_str("5h") == Card.from_str("5♥")
    assert hash(Card.from_str("5h")) == hash(Card.from_str("5♥"))
    assert len({Card.from_str("5h"), Card.from_str("5H"), Card.from_str("5C")}) == 2
    assert Card.from_str("5H") != Card.from_str("5D")
    assert Card.from_str("JK") != Card.from_str("JH")


def test_card_needs_both_rank_and_suit_or_neither() -> None:
    """Issue, Notation: a card has a rank and a suit; only a joker has neither."""
    with pytest.raises(ValueError):
        Card(Rank.ACE, None)
    with pytest.raises(ValueError):
        Card(None, Suit.HEARTS)


def test_parse_reads_a_list_in_order() -> None:
    """Issue, Notation; STYLE point 1: ``Card.parse("7h 8h 9h JK")`` gives the cards in order."""
    assert Card.parse("7h 8h 9h JK") == (
        Card(Rank.SEVEN, Suit.HEARTS),
        Card(Rank.EIGHT, Suit.HEARTS),
        Card(Rank.NINE, Suit.HEARTS),
        JOKER,
    )


@pytest.mark.parametrize(
    "text", ["5H 6H 7H", "5h,6h,7h", "5H, 6H, 7H", "  5♥\t6♥\n7♥  ", "5h,,6h  7h,"]
)
def test_parse_accepts_spaces_and_commas(text: str) -> None:
    """Issue, Notation: cards separated by spaces or commas."""
    assert format_cards(Card.parse(text)) == "5H 6H 7H"


@pytest.mark.parametrize("text", ["", "   ", " , "])
def test_parse_of_no_cards_is_empty(text: str) -> None:
    """Issue, Notation: text with no card tokens gives no cards."""
    assert Card.parse(text) == ()


def test_format_cards_writes_canonical_notation() -> None:
    """Issue, Notation: canonical ``10H``, ``AS``, ``JK``, separated by spaces."""
    assert format_cards(Card.parse("th a♠ joker 2c q♦")) == "10H AS JK 2C QD"
    assert format_cards([]) == ""


# --- Bad tokens --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "token",
    ["ZZ", "11H", "1H", "0H", "HA", "10", "H", "A", "10X", "AH5", "JKR", "Jokers", "♥10", "1OH"],
)
def test_bad_card_token_raises_notation_error_naming_it(token: str) -> None:
    """Issue, Notation: a bad token raises NotationError whose problem holds the token."""
    with pytest.raises(NotationError) as caught:
        Card.from_str(token)
    assert caught.value.problem.code == "card.invalid_card"
    assert caught.value.problem.params == {"text": token}


def test_parse_names_the_bad_token_among_good_ones() -> None:
    """Issue, Notation: NotationError names the bad token, not a good neighbour."""
    with pytest.raises(NotationError) as caught:
        Card.parse("7H ZQ 9H")
    assert caught.value.problem.params == {"text": "ZQ"}


def test_notation_error_is_a_value_error() -> None:
    """STYLE point 2: the engine's errors are ValueErrors."""
    with pytest.raises(ValueError):
        Card.from_str("ZZ")


# --- Ranks -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("A", Rank.ACE),
        ("a", Rank.ACE),
        ("2", Rank.TWO),
        ("3", Rank.THREE),
        ("4", Rank.FOUR),
        ("5", Rank.FIVE),
        ("6", Rank.SIX),
        ("7", Rank.SEVEN),
        ("8", Rank.EIGHT),
        ("9", Rank.NINE),
        ("10", Rank.TEN),
        ("T", Rank.TEN),
        ("t", Rank.TEN),
        ("J", Rank.JACK),
        ("q", Rank.QUEEN),
        ("K", Rank.KING),
        (" k ", Rank.KING),
    ],
)
def test_rank_parse_accepted_forms(text: str, rank: Rank) -> None:
    """Issue, Notation: ranks A, 2-10, J, Q, K (T = 10), case-insensitive."""
    assert Rank.parse(text) is rank


@pytest.mark.parametrize(("rank", "text"), [(Rank.ACE, "A"), (Rank.TEN, "10"), (Rank.KING, "K")])
def test_rank_str_is_its_notation(rank: Rank, text: str) -> None:
    """Issue, Notation: canonical rank symbols."""
    assert str(rank) == text


@pytest.mark.parametrize("text", ["1", "11", "0", "Z", "", "AH", "JK", "ten"])
def test_bad_rank_raises_notation_error_naming_it(text: str) -> None:
    """Issue, Notation: a bad rank raises NotationError naming it."""
    with pytest.raises(NotationError) as caught:
        Rank.parse(text)
    assert caught.value.problem.code == "card.invalid_rank"
    assert caught.value.problem.params == {"text": text}


def test_rank_order_ace_to_king() -> None:
    """000 pagat 5000 Rummy, Melds: "the cards rank in order A-2-3-4-5-6-7-8-9-10-J-Q-K"."""
    assert [int(rank) for rank in Rank] == list(range(1, 14))
    assert Rank.ACE < Rank.TWO < Rank.TEN < Rank.JACK < Rank.QUEEN < Rank.KING


def test_suit_letters_and_symbols() -> None:
    """Issue, Notation: suits C D H S or ♣ ♦ ♥ ♠; Five Crowns' stars * or ★ (011 The Cards:
    the braille edition's rules write the star suit as a star)."""
    assert [str(suit) for suit in Suit][:5] == ["C", "D", "H", "S", "*"]
    assert [suit.symbol for suit in Suit][:5] == ["♣", "♦", "♥", "♠", "★"]


def test_colour_letters() -> None:
    """012 (Phase 10: red, blue, green, yellow) and 013 (Rummikub: black, blue, orange, red):
    a colour is written by a letter no French suit or rank symbol uses alone as a suit."""
    assert [str(suit) for suit in Suit][5:] == ["R", "B", "G", "Y", "K", "O"]
    assert all(suit.is_colour for suit in Suit if str(suit) in "RBGYKO")
    assert not any(suit.is_colour for suit in FRENCH_SUITS)


@pytest.mark.parametrize(
    ("token", "canonical"),
    [("12g", "12G"), ("1R", "1R"), ("13k", "13K"), ("7o", "7O"), ("10b", "10B"), ("5Y", "5Y")],
)
def test_numbered_card_notation(token: str, canonical: str) -> None:
    """012 The Deck ("cards numbered 1 through 12" in four colours) and 013 (tiles 1 to 13 in
    four colours): a numbered card is its number then its colour's letter."""
    card = Card.from_str(token)
    assert str(card) == canonical
    assert card.suit is not None and card.suit.is_colour
    assert card.rank is not None and str(card.rank.value) == canonical[:-1]


@pytest.mark.parametrize("token", ["AR", "JB", "QG", "KK", "TY", "0R", "14B", "1H", "11S"])
def test_a_colour_takes_numbers_and_a_suit_letters(token: str) -> None:
    """012/013: numbered cards print numbers only, so ``AR`` or ``KK`` is no card; a French
    card keeps its letters (000 Melds: A, J, Q, K), so ``1H`` or ``11S`` is none either."""
    with pytest.raises(NotationError) as caught:
        Card.from_str(token)
    assert caught.value.problem.code == "card.invalid_card"


def test_skip_and_wild_cards() -> None:
    """012 The Deck: "four Skip cards, and eight Wild cards": a skip is ``SKIP`` (or ``SK``),
    no joker; a wild card is the joker (``W``, ``Wild``)."""
    assert Card.parse("skip sk") == (SKIP, SKIP)
    assert Card.parse("w wild jk") == (JOKER, JOKER, JOKER)
    assert SKIP != JOKER and not SKIP.is_joker and JOKER.is_joker
    assert str(SKIP) == "SKIP" and hash(SKIP) != hash(JOKER)
    hand = sorted(Card.parse("SKIP W 3R"), key=lambda card: card.sort_key)
    assert format_cards(hand) == "3R JK SKIP"


def test_phase_10_deck() -> None:
    """012 The Deck: 108 cards, 1 to 12 twice in each of four colours, 8 wilds, 4 skips."""
    pack = pack_contents(2, 8, [Rank.KING], PHASE_10_COLOURS, skips=4)
    assert sum(pack.values()) == 108
    assert (pack[Card.from_str("12G")], pack[Card.from_str("13G")]) == (2, 0)
    assert (pack[JOKER], pack[SKIP], pack[Card.from_str("7H")]) == (8, 4, 0)


def test_rummikub_tiles() -> None:
    """013: 106 tiles, 1 to 13 twice in each of black, blue, orange and red, and two jokers."""
    pack = pack_contents(2, 2, suits=RUMMIKUB_COLOURS)
    assert sum(pack.values()) == 106
    assert (pack[Card.from_str("13K")], pack[Card.from_str("1O")], pack[JOKER]) == (2, 2, 2)
    assert (pack[Card.from_str("5G")], pack[SKIP]) == (0, 0)


def test_stars_sort_after_the_french_suits() -> None:
    """Card docs: ``sort_key`` orders suit then rank, jokers last; stars come after spades, so
    every French hand sorts as before."""
    assert sorted(Card.parse("JK 3* KS"), key=lambda card: card.sort_key) == list(
        Card.parse("KS 3* JK")
    )


def test_sort_key_is_suit_then_rank_jokers_last() -> None:
    """Card docs: ``sort_key`` orders suit then rank, jokers last."""
    cards_ = Card.parse("JK 2S KC AH AC")
    assert format_cards(sorted(cards_, key=lambda card: card.sort_key)) == "AC KC AH 2S JK"


# --- Hypothesis properties ---------------------------------------------------------------------


@given(st.lists(cards, max_size=30))
def test_parse_of_format_is_the_cards(cards_: list[Card]) -> None:
    """STYLE point 1: the round trip parse(format(x)) == x, for any list of cards."""
    assert Card.parse(format_cards(cards_)) == tuple(cards_)


@given(cards)
def test_from_str_of_str_is_the_card(card: Card) -> None:
    """STYLE point 1: one card's round trip, and its notation is the canonical form."""
    assert Card.from_str(str(card)) == card
    assert str(card) in ALL_NOTATIONS


@given(st.text())
def test_parse_of_any_text_gives_cards_or_notation_error(text: str) -> None:
    """Issue, Notation: any text either parses to cards or raises NotationError, nothing else."""
    try:
        parsed = Card.parse(text)
    except NotationError:
        return
    assert isinstance(parsed, tuple)
    assert all(isinstance(card, Card) for card in parsed)


@given(st.text(alphabet="AaTtJjQqKkZz0123456789CcDdHhSsOoEeRr♣♦♥♠ ,\t", max_size=20))
def test_parse_of_card_like_text_gives_cards_or_notation_error(text: str) -> None:
    """Issue, Notation: text made of notation's own letters either parses or raises
    NotationError; what parses is canonical on the way back out."""
    try:
        parsed = Card.parse(text)
    except NotationError:
        return
    assert all(str(card) in ALL_NOTATIONS for card in parsed)


@given(st.text())
def test_rank_parse_of_any_text_gives_rank_or_notation_error(text: str) -> None:
    """Issue, Notation: any text is a rank or raises NotationError, nothing else."""
    try:
        rank = Rank.parse(text)
    except NotationError:
        return
    assert isinstance(rank, Rank)


@given(st.sampled_from(list(Rank)))
def test_rank_parse_of_str_is_the_rank(rank: Rank) -> None:
    """STYLE point 1: a rank's round trip."""
    assert Rank.parse(str(rank)) is rank


# --- Pack contents -----------------------------------------------------------------------------


def test_one_pack_without_jokers() -> None:
    """000 pagat 5000 Rummy, Players and Cards: "a standard 52-card pack"."""
    pack = pack_contents(1, 0)
    assert sum(pack.values()) == 52
    assert len(pack) == 52
    assert set(pack.values()) == {1}
    assert pack[JOKER] == 0
    assert {str(card) for card in pack} == set(ALL_NOTATIONS[:52])


def test_two_packs_without_jokers() -> None:
    """000 pagat 5000 Rummy, Players and Cards: "two 52-card packs (104 cards)"."""
    pack = pack_contents(2, 0)
    assert sum(pack.values()) == 104
    assert pack[Card.from_str("5H")] == 2
    assert pack[JOKER] == 0


def test_one_pack_and_two_jokers() -> None:
    """001 pagat 500 Rummy, Players and Cards: "a standard 52 card deck plus two jokers, 54 cards
    in all"."""
    pack = pack_contents(1, 2)
    assert sum(pack.values()) == 54
    assert pack[JOKER] == 2
    assert pack[Card.from_str("AS")] == 1


def test_two_packs_and_four_jokers() -> None:
    """001 pagat 500 Rummy, Players and Cards: "two decks shuffled together (108 cards)"."""
    pack = pack_contents(2, 4)
    assert sum(pack.values()) == 108
    assert pack[JOKER] == 4
    assert pack[Card.from_str("KD")] == 2


def test_five_crowns_packs() -> None:
    """011 The Cards: "two 58-card decks", each with three jokers and five suits (stars,
    hearts, clubs, spades, diamonds) of eleven cards, 3 to K: 116 cards, six jokers."""
    suits = [Suit.STARS, Suit.HEARTS, Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS]
    pack = pack_contents(2, 6, removed_ranks=[Rank.ACE, Rank.TWO], suits=suits)
    assert sum(pack.values()) == 116
    assert pack[JOKER] == 6
    assert pack[Card.from_str("3*")] == 2
    assert pack[Card.from_str("K★")] == 2
    assert pack[Card.from_str("AS")] == 0
    assert pack[Card.from_str("2*")] == 0


def test_the_french_pack_holds_no_stars() -> None:
    """Every game but Five Crowns keeps the four French suits (000 Players and Cards)."""
    assert pack_contents(2, 4)[Card.from_str("7*")] == 0


def test_pack_without_twos() -> None:
    """000 pagat 5000 Rummy, Variations (Cards, Wild Cards and Card Values): "It seems to be quite
    common to play without twos, so that a double deck contains 96 cards"."""
    pack = pack_contents(2, 0, removed_ranks=[Rank.TWO])
    assert sum(pack.values()) == 96
    assert pack[Card.from_str("2C")] == 0
    assert pack[Card.from_str("3C")] == 2
