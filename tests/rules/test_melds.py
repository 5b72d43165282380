"""Tests for ``scorekeeper.rules.melds``: sets, runs, wild cards, lay-offs and their verdicts.

Every worked example of the seeds' meld sections is here: 000 pagat 5000 Rummy, Melds, Play and
Scoring; 001 pagat 500 Rummy, Players and Cards, The Melds, Laying Off, Jokers and Drawing from
the Discard Pile. Points are worked out by hand from the seeds' card values:

- 5000 Rummy (000 Scoring): ace 100; wild card 100, or 200 when aces are wild; K Q J 10 10 each;
  2-9 5 each.
- 500 Rummy (001 Players and Cards): 2-10 face value; J Q K 10; ace 15, but 1 when melded with the
  2 and 3 of its suit; joker 15.

Readings are order-free (the engine's docs): where a wild card could stand for several cards, the
tests accept any of them.
"""

from __future__ import annotations

import itertools
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    Card,
    IllegalMeldError,
    MeldVerdict,
    Rank,
    Rules,
    can_lay_off,
    can_meld,
    check_lay_off,
    check_meld,
    extending_cards,
    find_preset,
    verify_lay_off,
    verify_meld,
)
from scorekeeper.rules.problems import Param, Problem
from tests.rules.notation import meld

FIVE_THOUSAND = find_preset("5000-rummy")
FIVE_THOUSAND_TWO_PACKS = FIVE_THOUSAND.for_players(5)
FIVE_HUNDRED = find_preset("500-rummy")
FIVE_HUNDRED_TWO_PACKS = FIVE_HUNDRED.for_players(5)


def lay_off(cards: str, onto: str, rules: Rules, wild_rank: Rank | None = None) -> MeldVerdict:
    return check_lay_off(Card.parse(cards), Card.parse(onto), rules, wild_rank)


def assert_illegal(verdict: MeldVerdict, code: str, **params: Param) -> None:
    """An illegal verdict: no kinds, no points, no readings, and the problem ``code`` with (at
    least) ``params``, which name the problem card."""
    assert not verdict.valid
    assert verdict.kinds == ()
    assert verdict.points is None
    assert verdict.problem is not None
    assert verdict.problem.code == code
    assert {key: verdict.problem.params[key] for key in params} == params
    assert all(reading.stands_for is None for reading in verdict.cards)


# --- 000 pagat 5000 Rummy, Melds: sets ---------------------------------------------------------


def test_5000_set_of_three_kings() -> None:
    """000 pagat 5000 Rummy, Melds: "A set consists of three or more cards of the same rank, for
    example three kings". Points (000 Scoring): 10 + 10 + 10 = 30."""
    verdict = meld("KC KD KH", FIVE_THOUSAND, Rank.TWO)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.problem is None
    assert verdict.points == 30
    assert [reading.stands_for for reading in verdict.cards] == ["KC", "KD", "KH"]
    assert not any(reading.wild for reading in verdict.cards)


def test_5000_set_of_five_sevens_with_two_packs() -> None:
    """000 pagat 5000 Rummy, Melds: "... or five sevens" (possible with two packs, 000 Players and
    Cards). Points: 5 x 5 = 25."""
    verdict = meld("7C 7D 7H 7S 7C", FIVE_THOUSAND_TWO_PACKS, Rank.TWO)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.points == 25


def test_5000_set_of_five_sevens_needs_two_packs() -> None:
    """000 pagat 5000 Rummy, Melds and Players and Cards: with one pack there is one 7C."""
    verdict = meld("7C 7D 7H 7S 7C", FIVE_THOUSAND, Rank.TWO)
    assert_illegal(verdict, "card.too_many_copies", card="7C", held=1, entered=2)


def test_5000_identical_cards_set_with_two_decks() -> None:
    """000 pagat 5000 Rummy, Melds: "When this game is played with more than one deck, a set may
    contain identical cards, so for example 5-5-5 is a valid set". Points: 5 + 5 + 5 = 15."""
    verdict = meld("5H 5H 5C", FIVE_THOUSAND_TWO_PACKS, Rank.KING)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.points == 15


def test_5000_identical_cards_set_not_with_one_deck() -> None:
    """000 pagat 5000 Rummy, Melds: identical cards only "with more than one deck"; issue, Deck
    composition: two 5H with one pack is illegal with that reason."""
    verdict = meld("5H 5H 5C", FIVE_THOUSAND, Rank.KING)
    assert_illegal(verdict, "card.too_many_copies", card="5H", held=1, packs=1, entered=2)


def test_5000_three_identical_cards_are_too_many_for_two_decks() -> None:
    """000 pagat 5000 Rummy, Players and Cards: two packs hold two of each card."""
    verdict = meld("5H 5H 5H", FIVE_THOUSAND_TWO_PACKS, Rank.KING)
    assert_illegal(verdict, "card.too_many_copies", card="5H", held=2, packs=2, entered=3)


# --- 000 pagat 5000 Rummy, Melds: runs and the ace ---------------------------------------------


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        ("AH 2H 3H", 110),  # 100 + 5 + 5: no low-ace discount in 5000 (000 Scoring)
        ("QS KS AS", 120),  # 10 + 10 + 100
        ("9C 10C JC QC KC AC", 145),  # 5 + 10 + 10 + 10 + 10 + 100
        ("4D 5D 6D", 15),
    ],
)
def test_5000_runs_ace_low_or_high(cards: str, points: int) -> None:
    """000 pagat 5000 Rummy, Melds: "the cards rank in order A-2-3-4-5-6-7-8-9-10-J-Q-K-A. The ace
    can therefore be at the low end of a run, next to the 2, or at the high end next to the
    king"; points from 000 Scoring."""
    verdict = meld(cards, FIVE_THOUSAND, Rank.EIGHT)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == points


@pytest.mark.parametrize("cards", ["KS AS 2S", "QS KS AS 2S 3S", "AS 2S KS"])
def test_5000_ace_never_in_the_middle(cards: str) -> None:
    """000 pagat 5000 Rummy, Melds: the ace is at the low or high end "but not in the middle of a
    run"; the reason names the ace."""
    assert_illegal(meld(cards, FIVE_THOUSAND, Rank.EIGHT), "meld.ace_in_middle", card="AS")


def test_5000_run_needs_one_suit() -> None:
    """000 pagat 5000 Rummy, Melds: runs are "consecutive cards of the same suit"."""
    assert_illegal(meld("5H 6C 7H", FIVE_THOUSAND, Rank.KING), "meld.does_not_fit", card="6C")


# --- 000 pagat 5000 Rummy, Melds: wild cards ---------------------------------------------------


@pytest.mark.parametrize("order", list(itertools.permutations(["8S", "6D", "10S"])))
def test_5000_sixes_wild_8_6_10_is_a_run(order: tuple[str, ...]) -> None:
    """000 pagat 5000 Rummy, Melds: "if 6's are wild, 8-6-10 is a valid run", in any order. The
    6 stands for the 9. Points (000 Scoring): 5 + 100 + 10 = 115."""
    verdict = check_meld([Card.from_str(token) for token in order], FIVE_THOUSAND, Rank.SIX)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == 115
    readings = {str(reading.card): reading for reading in verdict.cards}
    assert readings["6D"].wild
    assert readings["6D"].stands_for == "9S"
    assert not readings["8S"].wild and readings["8S"].stands_for == "8S"
    assert not readings["10S"].wild and readings["10S"].stands_for == "10S"


def test_5000_8_6_10_is_no_run_when_sixes_are_not_wild() -> None:
    """000 pagat 5000 Rummy, Melds: the 6 fills the gap only as a wild card."""
    verdict = meld("8S 6D 10S", FIVE_THOUSAND, Rank.FIVE)
    assert_illegal(verdict, "meld.does_not_fit", card="6D")


def test_5000_wild_card_in_a_set() -> None:
    """000 pagat 5000 Rummy, Melds: "A wild card can be used as a substitute for any missing card
    needed to form a set". Sevens wild: 9C 9D 7S is a set of nines; 5 + 5 + 100 = 110."""
    verdict = meld("9C 9D 7S", FIVE_THOUSAND, Rank.SEVEN)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.points == 110
    (seven,) = [reading for reading in verdict.cards if str(reading.card) == "7S"]
    assert seven.wild
    assert seven.stands_for == "9"


def test_5000_wild_card_as_a_high_ace() -> None:
    """000 pagat 5000 Rummy, Melds (any missing card, the ace high). Sixes wild: QH KH 6C is a run,
    the 6 standing for JH or AH; 10 + 10 + 100 = 120 either way."""
    verdict = meld("QH KH 6C", FIVE_THOUSAND, Rank.SIX)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == 120
    (six,) = [reading for reading in verdict.cards if str(reading.card) == "6C"]
    assert six.stands_for in {"JH", "AH"}


def test_5000_wild_card_standing_for_itself_counts_wild_value() -> None:
    """000 pagat 5000 Rummy, Scoring: "Aces and wild cards are worth 100 points each"; a card of
    the wild rank is worth the wild value wherever it lies (000 Rules of Play: "the six ... keeps
    its 'wild' value of 100 points"). Sixes wild: 5H 6H 7H = 5 + 100 + 5 = 110."""
    verdict = meld("5H 6H 7H", FIVE_THOUSAND, Rank.SIX)
    assert verdict.valid
    assert verdict.points == 110
    (six,) = [reading for reading in verdict.cards if str(reading.card) == "6H"]
    assert six.wild
    assert six.stands_for == "6H"


def test_5000_wild_aces_are_worth_200() -> None:
    """000 pagat 5000 Rummy, Scoring: "If aces are wild, they are worth 200 points each". Aces
    wild: 5H 6H AS is a run (AS as 4H or 7H): 5 + 5 + 200 = 210."""
    verdict = meld("5H 6H AS", FIVE_THOUSAND, Rank.ACE)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == 210
    (ace,) = [reading for reading in verdict.cards if str(reading.card) == "AS"]
    assert ace.wild and ace.stands_for in {"4H", "7H"}


def test_5000_set_of_wild_aces() -> None:
    """000 pagat 5000 Rummy, Scoring: aces wild are 200 each; AC AD AH = 600."""
    verdict = meld("AC AD AH", FIVE_THOUSAND, Rank.ACE)
    assert verdict.valid
    assert "set" in verdict.kinds
    assert verdict.points == 600


def test_5000_wild_card_cannot_fill_two_gaps() -> None:
    """000 pagat 5000 Rummy, Melds: a wild card is a substitute for one missing card; 4S 6S 8S with
    one wild card (a king) leaves a gap. The reason names a card at the gap."""
    verdict = meld("4S KD 6S 8S", FIVE_THOUSAND, Rank.KING)
    assert_illegal(verdict, "meld.run_gap", missing=2, wilds=1)
    assert verdict.problem is not None
    assert {verdict.problem.params["card"], verdict.problem.params["from"]} <= {"4S", "6S", "8S"}


# --- 001 pagat 500 Rummy, The Melds ------------------------------------------------------------


def test_500_group_of_jacks() -> None:
    """001 pagat 500 Rummy, The Melds: "A group consists of three or four cards of the same rank,
    such as heartJ clubJ diamondJ". Points: 10 + 10 + 10 = 30."""
    verdict = meld("JH JC JD", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.points == 30


def test_500_group_of_four() -> None:
    """001 pagat 500 Rummy, The Melds: "three or four cards of the same rank". 4 x 9 = 36."""
    verdict = meld("9C 9D 9H 9S", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.points == 36


def test_500_group_needs_different_suits_with_two_packs() -> None:
    """001 pagat 500 Rummy, The Melds: "When more than one deck is used, the cards of a group must
    all be of different suits. spade6 spade6 heart6 is not a valid group"."""
    verdict = meld("6S 6S 6H", FIVE_HUNDRED_TWO_PACKS)
    assert_illegal(verdict, "meld.set_suit_twice", card="6S")


def test_500_spade6_spade6_heart6_with_one_pack() -> None:
    """001 pagat 500 Rummy, The Melds and Players and Cards: one pack has a single 6S."""
    assert_illegal(meld("6S 6S 6H", FIVE_HUNDRED), "card.too_many_copies", card="6S")


def test_500_group_of_five_with_two_packs_is_illegal() -> None:
    """001 pagat 500 Rummy, The Melds: "three or four cards", all of different suits, even with two
    packs."""
    assert not meld("QC QD QH QS QC", FIVE_HUNDRED_TWO_PACKS).valid


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        ("AD 2D 3D 4D", 10),  # 1 + 2 + 3 + 4: the low ace scores 1 (001 Players and Cards)
        ("QC KC AC", 35),  # 10 + 10 + 15
    ],
)
def test_500_ace_low_or_high_sequences(cards: str, points: int) -> None:
    """001 pagat 500 Rummy, The Melds: "diamondA diamond2 diamond3 diamond4 and clubQ clubK clubA
    are both valid sequences"; points from 001 Players and Cards."""
    verdict = meld(cards, FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == points


def test_500_king_ace_two_is_not_a_sequence() -> None:
    """001 pagat 500 Rummy, The Melds: "spadeK spadeA spade2 is not valid"; the reason names the
    ace."""
    assert_illegal(meld("KS AS 2S", FIVE_HUNDRED), "meld.ace_in_middle", card="AS")


@pytest.mark.parametrize(
    "cards",
    ["AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"],
)
def test_500_ace_not_low_and_high_at_once(cards: str) -> None:
    """001 pagat 500 Rummy, The Melds: "An ace can count as low or high but not both at the same
    time": with two packs, A-2-...-K-A (the second ace natural or a joker) is no sequence."""
    verdict = meld(cards, FIVE_HUNDRED_TWO_PACKS)
    assert not verdict.valid
    assert verdict.problem is not None
    assert verdict.problem.code in {"meld.ace_in_middle", "meld.run_rank_twice"}
    assert verdict.problem.params["card"] == "AH"


def test_500_ace_two_three_scores_six() -> None:
    """001 pagat 500 Rummy, Players and Cards: "An ace melded with the 2 and 3 of the same suit as
    part of a sequence meld scores 1 point instead of 15": 1 + 2 + 3 = 6."""
    verdict = meld("3H AH 2H", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.points == 6


def test_500_sequence_heart_5_6_7() -> None:
    """001 pagat 500 Rummy, The Melds: "A sequence consists of three or more consecutive cards of
    the same suit, such as heart5 heart6 heart7": 5 + 6 + 7 = 18."""
    verdict = meld("5H 6H 7H", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == 18


def test_500_group_of_fours_from_the_discard_pile() -> None:
    """001 pagat 500 Rummy, Drawing from the Discard Pile: "You can then meld the club4 spade4
    diamond4"; points 4 + 4 + 4 = 12."""
    verdict = meld("4C 4S 4D", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.points == 12


# --- 001 pagat 500 Rummy, Jokers ---------------------------------------------------------------


def test_500_joker_completes_a_sequence() -> None:
    """001 pagat 500 Rummy, Jokers: "you might meld club6 club7 joker as a sequence ... the joker
    represents the club8". Readings are order-free, so the joker stands for 5C or 8C;
    points 6 + 7 + 15 = 28."""
    verdict = meld("6C 7C JK", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == 28
    joker = verdict.cards[2]
    assert joker.wild
    assert joker.stands_for in {"5C", "8C"}


def test_500_nine_and_two_jokers_is_a_group_or_a_sequence() -> None:
    """001 pagat 500 Rummy, Jokers: "If you were to meld diamond9 and two jokers you would have to
    state whether it was meant to be a group of nines or a sequence ... 7-8-9, 8-9-10 or 9-10-J".
    Points 9 + 15 + 15 = 39 either way."""
    verdict = meld("9D JK JK", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("set", "run")
    assert verdict.points == 39
    for joker in verdict.cards[1:]:
        assert joker.wild
        assert joker.stands_for in {"9", "7D", "8D", "10D", "JD"}


def test_500_joker_stands_for_the_missing_suit() -> None:
    """001 pagat 500 Rummy, Jokers: "a joker does have to represent some specific card": with three
    twos there is a fourth two for it. Points 2 + 2 + 2 + 15 = 21."""
    verdict = meld("2C 2D 2H JK", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.points == 21
    assert verdict.cards[3].stands_for == "2"


@pytest.mark.parametrize("rules", [FIVE_HUNDRED, FIVE_HUNDRED_TWO_PACKS], ids=["1pack", "2packs"])
def test_500_four_kings_and_a_joker_is_illegal(rules: Rules) -> None:
    """001 pagat 500 Rummy, Jokers: "It is therefore not possible to meld a group of ... four kings
    and a joker, because there is no fifth king that the joker could represent. Even if you are
    playing with two packs"."""
    verdict = meld("KC KD KH KS JK", rules)
    assert_illegal(verdict, "meld.set_suits_full", card="JK", size=5, rank="K", most=4)


def test_500_only_two_jokers_in_one_pack() -> None:
    """001 pagat 500 Rummy, Players and Cards: "a standard 52 card deck plus two jokers"."""
    verdict = meld("9D JK JK JK", FIVE_HUNDRED)
    assert_illegal(verdict, "card.too_many_jokers", held=2, entered=3)


def test_500_jokers_alone_are_no_meld() -> None:
    """001 pagat 500 Rummy, Jokers: "a joker does have to represent some specific card" - three
    jokers (two packs, four jokers) stand for nothing in particular."""
    verdict = meld("JK JK JK", FIVE_HUNDRED_TWO_PACKS)
    assert_illegal(verdict, "meld.only_jokers")


def test_points_under_the_best_reading() -> None:
    """001 pagat 500 Rummy, Players and Cards and Jokers: AS JK JK can be a group of aces
    (15 x 3 = 45), Q-K-A (15 + 15 + 15 = 45) or A-2-3 (1 + 15 + 15 = 31); the best is 45."""
    verdict = meld("AS JK JK", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.points == 45


# --- An ace at one end only (005 Gin Rummy, Melds; 004 Rummy; 000 Variations) -------------------


@pytest.mark.parametrize("cards", ["KS AS 2S", "QS KS AS", "AS KS QS", "JS QS KS AS", "JS QS AS"])
def test_gin_refuses_a_high_ace_because_the_ace_is_low_only(cards: str) -> None:
    """005 Gin Rummy, Melds: "the ace low only (A-2-3 is a run, Q-K-A is not)"
    (docs/rule-sources.md): K-A-2 and Q-K-A are refused for that reason, naming the ace (issue
    49, item 7: K-A-2 said "an ace is low or high", Q-K-A "needs 10 more cards")."""
    gin = find_preset("gin-rummy")
    assert meld("AS 2S 3S", gin).valid
    assert_illegal(meld(cards, gin), "meld.ace_low_only", card="AS")


@pytest.mark.parametrize(
    ("rules", "wild_rank", "wild_between"),
    [
        (find_preset("rummy"), None, None),  # 004 Rummy: "aces always low"
        # 004 Rummy 11: "The standard Rummy rules are followed"; threes wild in its first deal
        (find_preset("rummy-11"), Rank.THREE, "QS 3D AS"),
        (FIVE_HUNDRED.with_options({"aces": "low"}), None, "QS JK AS"),  # a house rule alone
    ],
)
def test_every_game_whose_ace_is_low_only_says_so(
    rules: Rules, wild_rank: Rank | None, wild_between: str | None
) -> None:
    """004 Rummy: "Card rankings are standard, with aces always low"; "K of spades-A of
    spades-2 of spades is not valid". The reason follows the rules' ``aces``, whatever the game:
    K-A-2, Q-K-A and Q-A with a wild card between are refused as the ace is low only."""
    for cards in ("KS AS 2S", "QS KS AS", *([wild_between] if wild_between else [])):
        assert_illegal(meld(cards, rules, wild_rank), "meld.ace_low_only", card="AS")


@pytest.mark.parametrize("cards", ["AS 2S 3S", "KS AS 2S", "AS 3S JK"])
def test_an_ace_high_only_refuses_a_low_ace_for_that_reason(cards: str) -> None:
    """001 pagat 500 Rummy, The Melds: the ace is low or high; the house rule ``aces`` "high"
    (000 pagat 5000 Rummy, Melds: "at the high end next to the king") leaves Q-K-A alone, and
    A-2-3 and K-A-2 are refused because the ace is high only."""
    high = FIVE_HUNDRED.with_options({"aces": "high"})
    assert meld("QS KS AS", high).valid
    assert_illegal(meld(cards, high), "meld.ace_high_only", card="AS")


def test_without_the_low_cards_the_ace_is_high_only() -> None:
    """000 pagat 5000 Rummy, Variations: "If low cards are omitted, aces are always high in
    runs, next to the king": without the twos, A-3-4 is refused for that reason."""
    rules = FIVE_THOUSAND.with_options({"removed_ranks": ["2"]})
    assert meld("QS KS AS", rules, Rank.EIGHT).valid
    assert_illegal(meld("AS 3S 4S", rules, Rank.EIGHT), "meld.ace_high_only", card="AS")


@pytest.mark.parametrize(
    ("cards", "rules", "code", "names"),
    [
        # 005 Gin Rummy, Melds: the ace low is not the reason A-2-Q is no run
        ("AS 2S QS", find_preset("gin-rummy"), "meld.run_gap", {"card": "QS", "from": "2S"}),
        # 001 pagat 500 Rummy, The Melds: the ace low or high, "spadeK spadeA spade2 is not valid"
        ("KS AS 2S", FIVE_HUNDRED, "meld.ace_in_middle", {"card": "AS"}),
        # 001 pagat 500 Rummy, The Melds: J-Q-A is a gap where the ace may be high
        ("JS QS AS", FIVE_HUNDRED, "meld.run_gap", {"card": "JS", "from": "AS", "missing": 1}),
    ],
)
def test_other_reasons_stay_where_the_ace_may_be_either_or_is_not_the_reason(
    cards: str, rules: Rules, code: str, names: dict[str, Param]
) -> None:
    """An ace at either end keeps "not in the middle" and a gap keeps its own reason (000 pagat
    5000 Rummy, Melds; 001 pagat 500 Rummy, The Melds; 005 Gin Rummy, Melds)."""
    assert_illegal(meld(cards, rules), code, **names)


# --- Deck composition ----------------------------------------------------------------------------


def test_joker_in_a_game_without_jokers() -> None:
    """000 pagat 5000 Rummy, Players and Cards: a standard 52-card pack, no jokers; issue, Deck
    composition: "a joker in a game without jokers" is illegal with that reason."""
    verdict = meld("5H 5C JK", FIVE_THOUSAND, Rank.TWO)
    assert_illegal(verdict, "card.no_jokers")


def test_joker_in_500_played_without_jokers() -> None:
    """001 pagat 500 Rummy, Variations: "500 Rum can be played ... without jokers"."""
    rules = FIVE_HUNDRED.with_options({"jokers": 0})
    assert_illegal(meld("6C 7C JK", rules), "card.no_jokers")


def test_two_of_a_card_with_one_pack_in_500() -> None:
    """001 pagat 500 Rummy, Players and Cards: one pack holds one of each card."""
    assert_illegal(meld("5H 5H 6H 7H", FIVE_HUNDRED), "card.too_many_copies", card="5H")


# --- Reasons name the problem card ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "rules", "wild_rank", "code", "names"),
    [
        # "three or more" (001 The Melds)
        ("5H 6H", FIVE_HUNDRED, None, "meld.too_few_cards", {"cards": ("5H", "6H"), "least": 3}),
        # consecutive (001 The Melds)
        ("5H 6H 8H", FIVE_HUNDRED, None, "meld.run_gap", {"card": "8H", "from": "6H"}),
        ("2D 3D 5D 6D", FIVE_HUNDRED, None, "meld.run_gap", {"card": "5D", "from": "3D"}),
        # same suit (001 The Melds)
        ("5H 6C 7H", FIVE_HUNDRED, None, "meld.does_not_fit", {"card": "6C"}),
        # same rank (001 The Melds)
        ("9C 9D 8S", FIVE_HUNDRED, None, "meld.not_one_rank", {"card": "8S", "rank": "9"}),
        # ace not both (001 The Melds)
        ("KD AD 2D", FIVE_HUNDRED, None, "meld.ace_in_middle", {"card": "AD"}),
        # not in the middle (000 Melds)
        ("JH QH KH AH 2H", FIVE_THOUSAND, Rank.FIVE, "meld.ace_in_middle", {"card": "AH"}),
        # a run: one of each rank
        ("5H 5H 6H 7H", FIVE_THOUSAND_TWO_PACKS, Rank.TWO, "meld.run_rank_twice", {"card": "5H"}),
        # group suits differ (001 The Melds)
        ("7C 7D 7C", FIVE_HUNDRED_TWO_PACKS, None, "meld.set_suit_twice", {"card": "7C"}),
    ],
)
def test_reason_names_the_problem_card(
    cards: str, rules: Rules, wild_rank: Rank | None, code: str, names: dict[str, Param]
) -> None:
    """Issue, Melds: "a one-sentence reason naming the problem card when illegal" (000 pagat 5000
    Rummy, Melds; 001 pagat 500 Rummy, The Melds)."""
    verdict = meld(cards, rules, wild_rank)
    assert_illegal(verdict, code, **names)


def test_no_cards_is_no_meld() -> None:
    """001 pagat 500 Rummy, The Melds: a meld is three or more cards."""
    verdict = meld("", FIVE_HUNDRED)
    assert_illegal(verdict, "meld.no_cards", least=3)


# --- Laying off (001 pagat 500 Rummy, Laying Off; 000 pagat 5000 Rummy, Play) ------------------


@pytest.mark.parametrize(("cards", "points"), [("4H", 4), ("8H", 8), ("4H 8H", 12), ("8H 4H", 12)])
def test_500_lay_off_at_either_end(cards: str, points: int) -> None:
    """001 pagat 500 Rummy, Laying Off: "if heart5 heart6 heart7 is already on the board, any
    player on their turn can add the heart4 or heart8 or both"."""
    verdict = lay_off(cards, "5H 6H 7H", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == points
    assert [reading.stands_for for reading in verdict.cards] == cards.split()


@pytest.mark.parametrize(
    ("cards", "code"),
    [
        ("3H", "lay_off.does_not_extend"),
        ("9H", "lay_off.does_not_extend"),
        ("4C", "lay_off.does_not_extend"),
        ("5H", "card.too_many_copies"),  # one pack holds one 5H (001 Players and Cards)
        ("3H 4H 9H", "lay_off.does_not_extend"),
    ],
)
def test_500_lay_off_must_extend_the_sequence(cards: str, code: str) -> None:
    """001 pagat 500 Rummy, Laying Off: "extra consecutive cards of the same suit can be added to a
    sequence at either end"."""
    assert_illegal(lay_off(cards, "5H 6H 7H", FIVE_HUNDRED), code)


def test_500_lay_off_fourth_card_of_a_group() -> None:
    """001 pagat 500 Rummy, Laying Off: "The fourth card of the same rank can be added to a group
    of three"."""
    verdict = lay_off("9H", "9C 9S 9D", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("set",)
    assert verdict.points == 9


def test_500_no_fifth_card_of_a_group() -> None:
    """001 pagat 500 Rummy, The Melds and Laying Off: a group has at most four cards, of different
    suits, even with two packs."""
    assert not lay_off("9C", "9C 9D 9H 9S", FIVE_HUNDRED_TWO_PACKS).valid
    verdict = lay_off("9C", "9C 9S 9D", FIVE_HUNDRED_TWO_PACKS)
    assert_illegal(verdict, "lay_off.does_not_extend", cards=("9C",), kinds=("set",))


@pytest.mark.parametrize(("onto", "kind"), [("7C 8C 9C", "run"), ("10D 10H 10S", "set")])
def test_500_club_ten_onto_the_sequence_or_the_group(onto: str, kind: str) -> None:
    """001 pagat 500 Rummy, Laying Off: "if there is a sequence club7 club8 club9 and a group
    diamond10 heart10 spade10 on the board, and you have a club10 in your hand, you can choose
    whether to add your club10 to the sequence or the group"."""
    verdict = lay_off("10C", onto, FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == (kind,)
    assert verdict.points == 10


def test_500_laying_off_example_sequence() -> None:
    """001 pagat 500 Rummy, Laying Off, Example: "A has put down heart5-heart6-heart7, B has put
    down club9-spade9-diamond9. B can lay off the heart8 on A's sequence. C can now put down the
    heart9 and must announce whether it is being added to the hearts run or to C's set of nines.
    If C added the heart9 to the heart run, D can now extend the run further by laying down the
    heart10. If C had announced the heart9 as belonging to the set of nines then of course it
    would not be legal to lay down the heart10 as an extension of the run, which is still only
    5-6-7-8"."""
    assert can_lay_off(Card.parse("8H"), Card.parse("5H 6H 7H"), FIVE_HUNDRED)
    assert can_lay_off(Card.parse("9H"), Card.parse("5H 6H 7H 8H"), FIVE_HUNDRED)
    assert can_lay_off(Card.parse("9H"), Card.parse("9C 9S 9D"), FIVE_HUNDRED)
    # C added the 9H to the run: the 10H extends it.
    assert can_lay_off(Card.parse("10H"), Card.parse("5H 6H 7H 8H 9H"), FIVE_HUNDRED)
    # C added the 9H to the nines: the run is still 5-6-7-8 and the 10H does not extend it.
    verdict = lay_off("10H", "5H 6H 7H 8H", FIVE_HUNDRED)
    assert_illegal(
        verdict, "lay_off.does_not_extend", cards=("10H",), onto=("5H", "6H", "7H", "8H")
    )


def test_5000_lay_off_after_a_lay_off() -> None:
    """000 pagat 5000 Rummy, Play: "if player A has melded 6-7-8 and player B had added 9 to it,
    other players need to be aware that a 5 or a 10 can now be added (but not another 9)". Two
    packs, so a second 9C exists; points 5 each (000 Scoring), 10 for the ten."""
    onto = "6C 7C 8C 9C"
    five = lay_off("5C", onto, FIVE_THOUSAND_TWO_PACKS, Rank.KING)
    ten = lay_off("10C", onto, FIVE_THOUSAND_TWO_PACKS, Rank.KING)
    assert (five.valid, five.points) == (True, 5)
    assert (ten.valid, ten.points) == (True, 10)
    verdict = lay_off("9C", onto, FIVE_THOUSAND_TWO_PACKS, Rank.KING)
    assert_illegal(verdict, "lay_off.does_not_extend", cards=("9C",))


def test_5000_lay_off_another_card_of_a_set() -> None:
    """000 pagat 5000 Rummy, Melds and Play: a set is "three or more" of a rank, so it takes more
    cards of the rank; with two packs even an identical card ("5-5-5")."""
    verdict = lay_off("QS", "QC QD QH", FIVE_THOUSAND, Rank.TWO)
    assert (verdict.valid, verdict.kinds, verdict.points) == (True, ("set",), 10)
    verdict = lay_off("QC QS", "QC QD QH QS", FIVE_THOUSAND_TWO_PACKS, Rank.TWO)
    assert (verdict.valid, verdict.points) == (True, 20)


def test_5000_lay_off_a_wild_card() -> None:
    """000 pagat 5000 Rummy, Melds and Scoring: a wild card (sevens wild) laid off at the end of a
    run stands for the next card and counts 100."""
    verdict = lay_off("7S", "10H JH QH", FIVE_THOUSAND, Rank.SEVEN)
    assert verdict.valid
    assert verdict.points == 100
    assert verdict.cards[0].wild
    assert verdict.cards[0].stands_for in {"9H", "KH"}


def test_500_joker_on_the_table_cannot_be_moved() -> None:
    """001 pagat 500 Rummy, Jokers: "A player melding a joker must make it clear which rank it
    represents, and this cannot subsequently be changed". With 5H JK 7H on the table the joker is
    the 6H, so the real 6H cannot be laid off there."""
    assert not can_lay_off(Card.parse("6H"), Card.parse("5H JK 7H"), FIVE_HUNDRED)
    assert can_lay_off(Card.parse("8H"), Card.parse("5H JK 7H"), FIVE_HUNDRED)


@pytest.mark.parametrize(("cards", "points"), [("5C", 5), ("9C", 9), ("5C 9C", 14)])
def test_500_lay_off_on_a_sequence_with_a_joker(cards: str, points: int) -> None:
    """001 pagat 500 Rummy, Jokers: with club6 club7 joker on the table (the joker the club8),
    "Later someone may lay off the club5 or club9 on this sequence"."""
    verdict = lay_off(cards, "6C 7C JK", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.kinds == ("run",)
    assert verdict.points == points


def test_500_lay_off_a_low_ace() -> None:
    """001 pagat 500 Rummy, Players and Cards: an ace melded with the 2 and 3 of its suit scores 1;
    laying off is melding (001 Laying Off: "players are allowed to meld cards which extend
    combinations")."""
    verdict = lay_off("AH", "2H 3H 4H", FIVE_HUNDRED)
    assert verdict.valid
    assert verdict.points == 1


def test_lay_off_onto_an_illegal_meld() -> None:
    """001 pagat 500 Rummy, Laying Off: cards extend combinations "already on the table", which
    are legal melds."""
    verdict = lay_off("8H", "5H 6C 7H", FIVE_HUNDRED)
    assert_illegal(verdict, "lay_off.table_meld_illegal", meld=("5H", "6C", "7H"))
    assert verdict.problem is not None
    assert verdict.problem.params["reason"] == Problem("meld.does_not_fit", {"card": "6C"})


def test_lay_off_needs_a_card() -> None:
    """001 pagat 500 Rummy, Laying Off: laying off is adding cards."""
    verdict = check_lay_off((), Card.parse("5H 6H 7H"), FIVE_HUNDRED)
    assert_illegal(verdict, "lay_off.no_cards")


def test_lay_off_counts_copies_on_the_table() -> None:
    """Issue, Deck composition: with one pack the 7H on the table is the only one."""
    verdict = lay_off("7H", "7C 7D 7H", FIVE_THOUSAND, Rank.TWO)
    assert_illegal(verdict, "card.too_many_copies", card="7H", held=1, entered=2)


# --- verify / can / check agree (STYLE point 3) ------------------------------------------------

MELD_CASES = [
    ("JH JC JD", FIVE_HUNDRED, None),
    ("6S 6S 6H", FIVE_HUNDRED_TWO_PACKS, None),
    ("KS AS 2S", FIVE_HUNDRED, None),
    ("9D JK JK", FIVE_HUNDRED, None),
    ("KC KD KH KS JK", FIVE_HUNDRED, None),
    ("8S 6D 10S", FIVE_THOUSAND, Rank.SIX),
    ("8S 6D 10S", FIVE_THOUSAND, Rank.FIVE),
    ("5H 5H 5C", FIVE_THOUSAND, Rank.TWO),
    ("5H 5H 5C", FIVE_THOUSAND_TWO_PACKS, Rank.TWO),
]


@pytest.mark.parametrize(("cards", "rules", "wild_rank"), MELD_CASES)
def test_verify_and_can_meld_agree_with_check(
    cards: str, rules: Rules, wild_rank: Rank | None
) -> None:
    """STYLE point 3 (examples from 000 Melds and 001 The Melds, Jokers): ``verify_meld`` raises
    IllegalMeldError with the reason exactly when ``can_meld`` is false."""
    parsed = Card.parse(cards)
    verdict = check_meld(parsed, rules, wild_rank)
    assert can_meld(parsed, rules, wild_rank) is verdict.valid
    if verdict.valid:
        assert verify_meld(parsed, rules, wild_rank) == verdict
    else:
        with pytest.raises(IllegalMeldError) as caught:
            verify_meld(parsed, rules, wild_rank)
        assert caught.value.problem == verdict.problem


@pytest.mark.parametrize(
    ("cards", "onto", "valid"),
    [("8H", "5H 6H 7H", True), ("10H", "5H 6H 7H 8H", False), ("9H", "9C 9S 9D", True)],
)
def test_verify_and_can_lay_off_agree_with_check(cards: str, onto: str, valid: bool) -> None:
    """STYLE point 3 (001 pagat 500 Rummy, Laying Off examples)."""
    parsed, table = Card.parse(cards), Card.parse(onto)
    verdict = check_lay_off(parsed, table, FIVE_HUNDRED)
    assert verdict.valid is valid
    assert can_lay_off(parsed, table, FIVE_HUNDRED) is valid
    if valid:
        assert verify_lay_off(parsed, table, FIVE_HUNDRED) == verdict
    else:
        with pytest.raises(IllegalMeldError) as caught:
            verify_lay_off(parsed, table, FIVE_HUNDRED)
        assert caught.value.problem == verdict.problem
        assert isinstance(caught.value, ValueError)


# --- Properties --------------------------------------------------------------------------------

NOTATIONS = [rank + suit for suit in "CDHS" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]
small_melds = st.lists(
    st.sampled_from([*NOTATIONS, "JK"]).map(Card.from_str), min_size=3, max_size=6
)


@settings(max_examples=150, deadline=None)
@given(small_melds, st.randoms(use_true_random=False), st.sampled_from(list(Rank)))
def test_meld_verdict_does_not_depend_on_order(
    cards: list[Card], random: Random, wild_rank: Rank
) -> None:
    """000 pagat 5000 Rummy, Melds ("8-6-10 is a valid run": order is free) and the engine's docs:
    "The order in which the cards are given does not matter"; validity, kinds and points are the
    same in any order, and ``can_meld`` agrees with ``check_meld``."""
    shuffled = list(cards)
    random.shuffle(shuffled)
    for rules, wild in ((FIVE_HUNDRED_TWO_PACKS, None), (FIVE_THOUSAND_TWO_PACKS, wild_rank)):
        first, second = check_meld(cards, rules, wild), check_meld(shuffled, rules, wild)
        assert (first.valid, first.kinds, first.points) == (
            second.valid,
            second.kinds,
            second.points,
        )
        assert can_meld(cards, rules, wild) is first.valid
        assert (first.problem is None) is first.valid


def test_real_card_of_a_wild_card_in_a_run_may_be_melded_000_play_wild_cards() -> None:
    """000 pagat 5000 Rummy, Play, Wild cards: "If you hold the real card that is represented by
    a wild card that has been used in a run, you may meld the real card ... The wild card
    remains in place." Sixes wild: 6D stands for 9S in 8S 6D 10S, so 9S may be melded (5
    points); 9H may not."""
    onto = Card.parse("8S 6D 10S")
    verdict = check_lay_off(Card.parse("9S"), onto, FIVE_THOUSAND, Rank.SIX)
    assert (verdict.valid, verdict.kinds, verdict.points) == (True, ("run",), 5)
    assert not check_lay_off(Card.parse("9H"), onto, FIVE_THOUSAND, Rank.SIX).valid


def test_500_has_no_real_card_beside_a_joker_001_jokers() -> None:
    """001 pagat 500 Rummy, Jokers: a joker keeps the card it was declared as; the real card
    does not join the meld beside it (no such rule in 001)."""
    verdict = check_lay_off(Card.parse("8C"), Card.parse("6C 7C JK"), FIVE_HUNDRED)
    assert not verdict.valid  # the joker is the 8C: it is not read again as the 9C
    assert not check_lay_off(Card.parse("7C"), Card.parse("6C JK 8C"), FIVE_HUNDRED).valid


def test_fifth_king_reason_names_the_joker_001_jokers() -> None:
    """001 pagat 500 Rummy, Jokers: "it is not possible to meld a group of ... four kings and a
    joker, because there is no fifth king that the joker could represent"."""
    verdict = check_meld(Card.parse("KS KH KD KC JK"), FIVE_HUNDRED)
    assert_illegal(verdict, "meld.set_suits_full", card="JK", rank="K")


# --- What may still join a meld being entered (the docked picker's next meld) ------------------


def extends(cards: str, rules: Rules, wild_rank: Rank | None = None) -> set[str]:
    return {str(card) for card in extending_cards(Card.parse(cards), rules, wild_rank)}


def test_a_run_is_extended_at_either_end_and_by_wild_cards_000_melds() -> None:
    """000 pagat 5000 Rummy, Melds: a run is "three or more consecutive cards of the same suit"
    and a wild card "can be used to represent any card": 4C-7C takes the 3C or 8C, or any king
    when kings are wild (the deal's wild rank, 000 The Deal)."""
    assert extends("4C 5C 6C 7C", FIVE_THOUSAND, Rank.KING) == {"3C", "8C", "KC", "KD", "KH", "KS"}


def test_a_set_is_extended_by_its_rank_while_the_pack_holds_one_000_melds() -> None:
    """000 pagat 5000 Rummy, Melds: a set is "three or more cards of the same rank"; one pack
    for four players (000 Players and Cards) holds one queen of clubs, two packs two."""
    assert extends("QS QH QD", FIVE_THOUSAND, Rank.KING) == {"QC", "KC", "KD", "KH", "KS"}
    assert extends("QS QH QD QC", FIVE_THOUSAND, Rank.KING) == {"KC", "KD", "KH", "KS"}
    assert "QS" in extends("QS QH QD QC", FIVE_THOUSAND_TWO_PACKS, Rank.KING)


def test_an_unfinished_meld_is_extended_by_nothing_000_melds() -> None:
    """000 pagat 5000 Rummy, Melds: "three or more" cards: two are no meld yet, so no card is
    said to extend it (every card may still join it)."""
    assert extends("4C 5C", FIVE_THOUSAND, Rank.KING) == set()
    assert extends("4C 5D 9H", FIVE_THOUSAND, Rank.KING) == set()


def test_500_joker_extends_a_run_001_jokers() -> None:
    """001 pagat 500 Rummy, Jokers: "Jokers are wild, and can be used to represent any card"."""
    assert extends("6C 7C 8C", FIVE_HUNDRED) == {"5C", "9C", "JK"}


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["4C 5C 6C", "9H 10H JH QH", "7S 7D 7C", "QS KS AS", "2D 2H JK"]),
    st.sampled_from([Rank.TWO, Rank.SIX, Rank.KING]),
    st.sampled_from(["5000-rummy", "500-rummy"]),
)
def test_exactly_the_extending_cards_keep_the_meld_legal(
    cards: str, wild_rank: Rank, preset: str
) -> None:
    """Whatever the game: a card is among the extending cards exactly when the meld with it
    added is legal (000 Melds; 001 The Melds)."""
    rules = find_preset(preset)
    found = set(extending_cards(Card.parse(cards), rules, wild_rank))
    for card in rules.pack:
        legal = check_meld((*Card.parse(cards), card), rules, wild_rank).valid
        assert (card in found) is (legal and check_meld(Card.parse(cards), rules, wild_rank).valid)
