"""Tests for the house-rule options of ``scorekeeper.rules.options`` as the engine applies them:
cards taken out, wild cards, limits on wild cards, card points, scoring modes and lay-offs.

Each test cites the rule text it checks, by its code and section (``docs/rule-sources.md``); every
expected number is worked out by hand in the test. Card values:

- 5000 Rummy (000 Scoring): ace 100; wild card 100, or 200 when aces are wild; K Q J 10 10 each;
  2-9 5 each.
- Rummy (004 Rummy, Scoring): face cards 10, aces 1, others their index value.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    FRENCH_SUITS,
    JOKER,
    OPTIONS,
    PRESETS,
    Card,
    DealError,
    Rank,
    Rules,
    RulesError,
    check_lay_off,
    find_preset,
    game_of,
    score_deal,
)
from scorekeeper.rules.options import MOST_CONTRACT_MELDS, MOST_DECKS, MOST_JOKERS
from tests.rules.notation import meld, player, scores

FIVE_THOUSAND = find_preset("5000-rummy")
FIVE_HUNDRED = find_preset("500-rummy")
RUMMY = find_preset("rummy")
KOON_KAN = find_preset("koon-kan")
WITH_JOKERS = FIVE_THOUSAND.with_options({"decks": 2, "jokers": 4})
"""5000 Rummy with two packs and four jokers (000 Variations, Cards: "three or four players can
play with a double deck (with 4 jokers if used)")."""


# --- removed_ranks -----------------------------------------------------------------------------


def test_removed_twos_make_a_96_card_double_pack() -> None:
    """000 Variations, Cards: "It seems to be quite common to play without twos, so that a double
    deck contains 96 cards"."""
    rules = FIVE_THOUSAND.with_options({"decks": 2, "removed_ranks": ["2"]})
    assert sum(rules.pack.values()) == 96
    assert not any(card.rank is Rank.TWO for card in rules.pack)
    assert rules.pack[Card.from_str("3C")] == 2


@pytest.mark.parametrize(
    ("removed", "cards", "lowest"),
    [
        (["2", "3"], 88, Rank.FOUR),  # "2x44 cards, where the lowest card is a 4"
        (["2", "3", "4", "5"], 72, Rank.SIX),  # "decks of 36 cards containing nothing below a 6"
    ],
)
def test_removed_low_cards_pack_contents(removed: list[str], cards: int, lowest: Rank) -> None:
    """000 Variations, Cards: "variants played with 2x44 cards, where the lowest card is a 4, and
    with 2 or more decks of 36 cards containing nothing below a 6"."""
    rules = FIVE_THOUSAND.with_options({"decks": 2, "removed_ranks": removed})
    assert sum(rules.pack.values()) == cards
    ranks = {card.rank for card in rules.pack if card.rank is not Rank.ACE}
    assert min(rank for rank in ranks if rank is not None) is lowest


@pytest.mark.parametrize("aces", ["low", "high", "low_or_high"])
def test_without_twos_aces_are_high_only(aces: str) -> None:
    """000 Variations, Cards: "If low cards are omitted, aces are always high in runs, next to the
    king"; whatever the aces option says."""
    rules = WITH_JOKERS.with_options({"removed_ranks": ["2"], "aces": aces})
    assert rules.run_order[0] is Rank.THREE
    assert rules.run_order[-1] is Rank.ACE
    assert meld("QH KH AH", rules).valid
    assert not meld("AH 3H 4H", rules).valid
    assert not meld("AH JK 3H", rules).valid  # no 2H for the joker to stand for


def test_koon_kan_6_7_j_is_a_run() -> None:
    """docs/rule-sources.md, Koon Kan (gamecabinet.com "Coon Can"): "with the 8s, 9s and 10s
    removed,
    6-7-J is a run (7 and J are consecutive)"; 004 Koon Kan: forty cards."""
    assert sum(KOON_KAN.pack.values()) == 40
    assert meld("6H 7H JH", KOON_KAN).kinds == ("run",)
    assert meld("7S JS QS", KOON_KAN).valid
    assert not meld("5H 6H 8H", KOON_KAN).valid  # no 8s in the pack
    assert not meld("6H 7H QH", KOON_KAN).valid  # J is between them


def test_koon_kan_aces_high_and_low() -> None:
    """004 Koon Kan: "Aces may be played both high and low" (8s, 9s, 10s removed, not twos)."""
    assert meld("AH 2H 3H", KOON_KAN).valid
    assert meld("QH KH AH", KOON_KAN).valid


def test_a_wild_card_never_stands_for_a_removed_card() -> None:
    """Issue 4, removed_ranks: "A wild card never stands for a card the packs do not hold"; with
    8-9-10 out the joker after a 7 is a jack (docs/rule-sources.md, Coon Can)."""
    rules = WITH_JOKERS.with_options({"removed_ranks": ["8", "9", "10"]})
    verdict = meld("7H JK QH", rules)
    assert verdict.valid
    assert verdict.cards[1].stands_for == "JH"


# --- permanent_wilds ---------------------------------------------------------------------------


def test_twos_always_wild() -> None:
    """000 Variations, Cards: "make all the twos permanent wild cards"; a wild card is worth 100
    (000 Scoring)."""
    rules = FIVE_THOUSAND.with_options({"permanent_wilds": ["2"]})
    verdict = meld("7H 2C 9H", rules, Rank.FIVE)
    assert verdict.valid and verdict.cards[1].stands_for == "8H"
    assert verdict.points == 5 + 100 + 5
    assert rules.is_wild(Card.from_str("2S"), Rank.FIVE)
    assert not FIVE_THOUSAND.is_wild(Card.from_str("2S"), Rank.FIVE)
    assert not meld("7H 2C 9H", FIVE_THOUSAND, Rank.FIVE).valid


def test_one_eyed_jacks_are_wild_by_card() -> None:
    """000 Variations, Cards: "Some groups have other permanent wild cards such as tens or
    one-eyed jacks" (the jack of spades and the jack of hearts)."""
    rules = FIVE_THOUSAND.with_options({"permanent_wilds": ["js", "JH"]})
    assert rules.permanent_wilds == ("JS", "JH")
    assert meld("7H JS 9H", rules, Rank.FIVE).valid
    assert meld("7C JH 9C", rules, Rank.FIVE).valid
    assert not meld("7H JD 9H", rules, Rank.FIVE).valid  # two-eyed
    assert rules.card_value(Card.from_str("JS"), Rank.FIVE) == 100
    assert rules.card_value(Card.from_str("JC"), Rank.FIVE) == 10


def test_tens_always_wild_by_rank() -> None:
    """000 Variations, Cards: "other permanent wild cards such as tens"."""
    rules = FIVE_THOUSAND.with_options({"permanent_wilds": ["T"]})
    assert rules.permanent_wilds == ("10",)
    assert all(rules.is_permanent_wild(Card.from_str(f"10{suit}")) for suit in "CDHS")
    assert rules.is_permanent_wild(JOKER)


# --- max_wilds_per_meld ------------------------------------------------------------------------

ONE_WILD = WITH_JOKERS.with_options({"max_wilds_per_meld": 1})


def test_one_wild_card_per_meld() -> None:
    """000 Variations, Rules of Play: "Some play that only one wild card is allowed in a meld"."""
    assert meld("7H JK 9H", ONE_WILD, Rank.FIVE).valid
    verdict = meld("7H 7S JK JK", ONE_WILD, Rank.FIVE)
    assert not verdict.valid
    assert verdict.problem is not None and verdict.problem.code == "meld.too_many_wilds"
    assert verdict.problem.params["most"] == 1 and verdict.problem.params["wilds"] == 2
    assert meld("7H 7S JK JK", WITH_JOKERS, Rank.FIVE).valid  # no limit by default


@pytest.mark.parametrize(
    ("cards", "valid"),
    [
        ("3H JK 5H 6H JK 8H", True),  # 3H JK 5H + 6H JK 8H
        ("3H 4H JK JK 7H 8H", True),  # 3H 4H JK + JK 7H 8H
        ("3H JK JK 6H 7H 8H", False),  # no split leaves one wild card in each part
        ("3H JK 5H JK 7H", False),  # five cards cannot be split into parts of 3
        ("7H 7S 7D 7C JK JK", True),  # a set of six: 7 7 JK + 7 7 JK
        ("7H 7S 7D JK JK", False),  # a set of five
    ],
)
def test_a_meld_of_six_or_more_may_be_split(cards: str, valid: bool) -> None:
    """000 Variations, Rules of Play: "only one wild card is allowed in a meld, but ... a meld of
    six cards or more can be split into two parts, so that one wild card can be used in each"."""
    verdict = meld(cards, ONE_WILD, Rank.FIVE)
    assert verdict.valid is valid
    if not valid:
        assert verdict.problem is not None and verdict.problem.code == "meld.too_many_wilds"
        assert verdict.problem.params["most"] == 1


def test_split_long_melds_off_the_limit_holds_for_the_whole_meld() -> None:
    """000 Variations (George): "A set can contain at most one wild card", without the six-card
    split of 000 Rules of Play."""
    rules = ONE_WILD.with_options({"split_long_melds": False})
    for cards in ("3H JK 5H 6H JK 8H", "7H 7S 7D 7C JK JK"):
        verdict = meld(cards, rules, Rank.FIVE)
        assert not verdict.valid
        assert verdict.problem is not None and verdict.problem.code == "meld.too_many_wilds"
        assert verdict.problem.params["most"] == 1 and verdict.problem.params["split"] is False
    assert meld("3H JK 5H 6H 7H 8H", rules, Rank.FIVE).valid


def test_a_lay_off_keeps_to_the_wild_card_limit() -> None:
    """000 Variations, Rules of Play: only one wild card in a meld; a lay-off makes the meld
    longer, so a second wild card fits only once the meld can be split."""
    onto = Card.parse("7H JK 9H")
    assert not check_lay_off(Card.parse("JK"), onto, ONE_WILD, Rank.FIVE).valid
    assert check_lay_off(Card.parse("10H JH JK"), onto, ONE_WILD, Rank.FIVE).valid


def test_max_wilds_zero_allows_no_wild_card() -> None:
    """000 Variations, Rules of Play (the limit as a number): 0 allows natural melds only."""
    rules = WITH_JOKERS.with_options({"max_wilds_per_meld": 0})
    assert meld("7H 8H 9H", rules, Rank.FIVE).valid
    assert not meld("7H JK 9H", rules, Rank.FIVE).valid


# --- naturals_must_outnumber_wilds and wild_in_place_is_natural --------------------------------

OUTNUMBER = WITH_JOKERS.with_options({"naturals_must_outnumber_wilds": True})


@pytest.mark.parametrize(
    ("cards", "valid"),
    [("6H 7H JK", True), ("7H JK JK", False), ("6H 7H JK JK", False), ("5H 6H 7H JK JK", True)],
)
def test_naturals_must_outnumber_wilds(cards: str, valid: bool) -> None:
    """000 Variations, Rules of Play: "Some play that the number of natural cards in a meld must
    always be greater than the number of wild cards"."""
    verdict = meld(cards, OUTNUMBER, Rank.TEN)
    assert verdict.valid is valid
    if not valid:
        assert verdict.problem is not None and verdict.problem.code == "meld.too_few_naturals"
    assert meld(cards, WITH_JOKERS, Rank.TEN).valid


def test_a_wild_card_in_its_own_place_counts_as_natural() -> None:
    """000 Variations, Rules of Play: "if sixes are wild, some treat the run 6-7-8 as already
    containing a wild card, while other groups treat the six as natural since it is the correct
    value and suit to fit into the run, even though it keeps its "wild" value of 100 points"."""
    natural = ONE_WILD.with_options({"wild_in_place_is_natural": True})
    counted_wild = ONE_WILD.with_options({"wild_in_place_is_natural": False})
    verdict = meld("6H 7H 8H JK", natural, Rank.SIX)
    assert verdict.valid
    assert verdict.points == 100 + 5 + 5 + 100  # the six keeps its wild value
    assert not meld("6H 7H 8H JK", counted_wild, Rank.SIX).valid
    assert meld("6H 7H 8H", counted_wild, Rank.SIX).valid  # one wild card is allowed


def test_a_wild_card_of_the_sets_rank_counts_as_natural() -> None:
    """000 Variations, Rules of Play (wild cards that represent themselves), for a set: with
    sixes wild, 6-6-JK holds one wild card or two."""
    natural = OUTNUMBER.with_options({"wild_in_place_is_natural": True})
    counted_wild = OUTNUMBER.with_options({"wild_in_place_is_natural": False})
    assert meld("6H 6S 6D JK", natural, Rank.SIX).valid
    assert not meld("6H 6S JK JK", counted_wild, Rank.SIX).valid
    assert not meld("6H 6S 6D JK", counted_wild, Rank.SIX).valid  # all four are wild


# --- card_points and wild_points ---------------------------------------------------------------


def test_card_points_by_card() -> None:
    """000 Variations, Card Values: "Some have special high values for other particular cards, for
    example 45 for the queen of spades"."""
    rules = FIVE_THOUSAND.with_options({"card_points": {"qs": 45}})
    assert rules.card_points["QS"] == 45
    assert rules.card_value(Card.from_str("QS"), Rank.FIVE) == 45
    assert rules.card_value(Card.from_str("QH"), Rank.FIVE) == 10
    assert meld("QS QH QD", rules, Rank.FIVE).points == 45 + 10 + 10
    assert rules.card_value(Card.from_str("QS"), Rank.QUEEN) == 100  # wild: the wild value
    deal = score_deal(
        rules, [player("Ann", hand="QS"), player("Bob", ("5H 6H 7H",))], "Bob", Rank.KING
    )
    assert scores(deal)["Bob"] == (15, 0, 45, 60)


def test_wild_points_null_keeps_the_cards_own_points() -> None:
    """Option wild_points (000 Scoring gives wild cards 100; empty keeps each card's own points,
    as in 004 Rummy 11 where the wild rank is only a substitute)."""
    rules = FIVE_THOUSAND.with_options({"wild_points": None})
    assert rules.card_value(Card.from_str("7H"), Rank.SEVEN) == 5
    assert rules.card_value(Card.from_str("AH"), Rank.ACE) == 100
    assert meld("7H 9H 10H", rules, Rank.SEVEN).points == 5 + 5 + 10
    assert meld("7H 9H 10H", FIVE_THOUSAND, Rank.SEVEN).points == 100 + 5 + 10


def test_wild_cards_always_200() -> None:
    """000 Variations, Card Values: "Some play that wild cards are always worth 200, whether they
    are aces or not, and that aces are 100 when not wild"."""
    rules = FIVE_THOUSAND.with_options({"wild_points": 200, "wild_ace_points": 200})
    assert rules.card_value(Card.from_str("7H"), Rank.SEVEN) == 200
    assert rules.card_value(Card.from_str("AH"), Rank.ACE) == 200
    assert rules.card_value(Card.from_str("AH"), Rank.SEVEN) == 100


# --- unmelded, melds_score, going_out_bonus, rummy doubling -----------------------------------


def test_unmelded_to_player_out_and_subtract() -> None:
    """000 Variations, Ending the Play and Scoring ("each player subtracts the value of the cards
    remaining in his or her hand") together with 003 V5 ("the player going out will collect all
    the cards still in the hands of the other players")."""
    rules = FIVE_THOUSAND.with_options({"unmelded": "to_player_out_and_subtract"})
    deal = score_deal(
        rules,
        [player("Ann", ("KH KS KD",)), player("Bob", ("5C 6C 7C",), hand="AS 9D")],
        "Ann",
        Rank.TWO,
    )
    # Ann: 30 melded + Bob's 105; Bob: 15 melded - 105 in hand.
    assert scores(deal) == {"Ann": (30, 0, 105, 135), "Bob": (15, 105, 0, -90)}


def test_unmelded_penalty_is_the_hand() -> None:
    """004 Contract Rummy: "The player with the lowest total score after seven rounds wins"; the
    score is the cards left in hand (face 10, ace 15, joker 20)."""
    rules = find_preset("contract-rummy")
    deal = score_deal(
        rules,
        [
            player("Ann", ("KH KS KD", "5C 5D 5S")),
            player("Bob", hand="AS JK 9D"),
            player("Cy", hand="2C"),
        ],
        "Ann",
        number=1,
    )
    assert scores(deal) == {"Ann": (0, 0, 0, 0), "Bob": (0, 44, 0, 44), "Cy": (0, 2, 0, 2)}


def test_melds_score_false_only_the_player_out_scores() -> None:
    """004 Rummy, Scoring: "When a player goes out, she scores points for every card remaining in
    her opponents' hands" (melds score nothing)."""
    deal = score_deal(
        RUMMY,
        [player("Ann", ("KH KS KD",), laid_off="KC"), player("Bob", ("5C 6C 7C",), hand="AS 9D")],
        "Ann",
    )
    assert scores(deal) == {"Ann": (0, 0, 10, 10), "Bob": (0, 10, 0, 0)}
    melding = RUMMY.with_options({"melds_score": True})
    deal = score_deal(
        melding,
        [player("Ann", ("KH KS KD",), laid_off="KC"), player("Bob", ("5C 6C 7C",), hand="AS 9D")],
        "Ann",
    )
    assert scores(deal) == {"Ann": (40, 0, 10, 50), "Bob": (18, 10, 0, 18)}


def test_going_out_bonus() -> None:
    """000 Variations, Ending the Play and Scoring: "With this type of scoring some add a bonus
    of, for example, 200 points to the score of the player who went out"."""
    rules = find_preset("5000-rummy-subtract").with_options({"going_out_bonus": 200})
    deal = score_deal(
        rules,
        [player("Ann", ("KH KS KD",)), player("Bob", ("5C 6C 7C",), hand="AS")],
        "Ann",
        Rank.TWO,
    )
    assert scores(deal) == {"Ann": (30, 0, 200, 230), "Bob": (15, 100, 0, -85)}


def test_rummy_doubles_every_point() -> None:
    """004 Rummy, Scoring: "If the winner melded her entire hand in a single turn, she earns a
    rummy bonus, and all points are doubled"."""
    players = [player("Ann", ("KH KS KD", "2C 3C 4C")), player("Bob", hand="AS 9D QC")]
    plain = score_deal(RUMMY, players, "Ann")
    doubled = score_deal(RUMMY, players, "Ann", rummy=True)
    assert scores(plain)["Ann"] == (0, 0, 20, 20)
    assert scores(doubled)["Ann"][3] == 40
    assert scores(doubled)["Bob"][3] == 0


@pytest.mark.parametrize("slug", ["5000-rummy", "500-rummy", "contract-rummy"])
def test_rummy_in_a_game_without_rummy_doubling_is_refused(slug: str) -> None:
    """004 Rummy, Scoring: the rummy bonus belongs to basic Rummy; other games have none, so the
    fact is refused naming it."""
    with pytest.raises(RulesError) as caught:
        score_deal(
            find_preset(slug).with_options({"wild_upcard": False}),
            [player("Ann", ("KH KS KD",)), player("Bob", hand="AS")],
            "Ann",
            number=4 if slug == "contract-rummy" else None,
            rummy=True,
        )
    assert caught.value.option == "rummy"


def test_rummy_needs_a_player_who_went_out() -> None:
    """004 Rummy, Scoring: rummy is a way of going out."""
    with pytest.raises(RulesError) as caught:
        score_deal(RUMMY, [player("Ann", hand="KH"), player("Bob", hand="AS")], None, rummy=True)
    assert caught.value.option == "rummy"


# --- lay_off_after_own_meld --------------------------------------------------------------------


def test_lay_off_only_after_own_meld() -> None:
    """002 5000 Rummy, Playing on Melds: "This cannot be done however, till you as a player, have
    played a meld in front of yourself"; 000 Variations: "a player cannot 'lay off' cards ...
    until after they have melded at least one set or run of their own"."""
    rules = FIVE_THOUSAND.with_options({"lay_off_after_own_meld": True})
    players = [player("Ann", ("5H 6H 7H",)), player("Bob", laid_off="8H", hand="KS")]
    with pytest.raises(DealError) as caught:
        score_deal(rules, players, None, Rank.TWO)
    assert caught.value.path == ("players", 1, "laid_off")
    assert caught.value.problem.code == "deal.laid_off_before_melding"
    assert caught.value.problem.params == {"name": "Bob"}
    score_deal(FIVE_THOUSAND, players, None, Rank.TWO)  # the base rules allow it
    allowed = [player("Ann", ("5H 6H 7H",)), player("Bob", ("QC QD QS",), laid_off="8H")]
    deal = score_deal(rules, allowed, None, Rank.TWO)
    assert scores(deal)["Bob"] == (35, 0, 0, 35)


# --- lay_offs ----------------------------------------------------------------------------------


FIVE_CROWNS = find_preset("five-crowns")


def test_five_crowns_refuses_lay_offs() -> None:
    """011 Five Crowns (everything2.com, Going Out): "It is not allowed to play on another
    player's books or runs". Deal 1, 3s wild: Ann goes out with 5H 6H 7H; Bob's 8H would
    extend her run in 5000 Rummy (000 Play: "cards that extend runs and sets that have already
    been laid down by any player"), but here it is refused at his lay-offs, and counts 8 in his
    hand: 8 + 13 + 12 = 33."""
    assert not FIVE_CROWNS.lay_offs
    assert not game_of(FIVE_CROWNS).takes_lay_offs(FIVE_CROWNS)
    ann = player("Ann", ("5H 6H 7H",))
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_CROWNS, [ann, player("Bob", laid_off="8H", hand="KS QS")], "Ann", number=1)
    assert caught.value.path == ("players", 1, "laid_off")
    assert caught.value.problem.code == "deal.no_lay_offs"
    assert caught.value.problem.params == {"name": "Bob", "variant": "five-crowns"}
    deal = score_deal(FIVE_CROWNS, [ann, player("Bob", hand="8H KS QS")], "Ann", number=1)
    assert scores(deal)["Bob"] == (0, 33, 0, 33)


def test_lay_offs_are_played_by_default_and_the_option_turns_them_off_in_any_game() -> None:
    """000 Play: a player may lay off on any meld on the table, the default; the option
    ``lay_offs`` off refuses them in every game that lays off: 5000 Rummy, and Gin Rummy's
    defender (005 Laying off), whose lay-offs the same check reads. In 5000 Rummy Bob's 8H laid
    off counts 5 to him (000 Scoring: 2 to 9 count 5), his KS 10 is no one's as the stock ran
    out."""
    assert FIVE_THOUSAND.lay_offs and game_of(FIVE_THOUSAND).takes_lay_offs(FIVE_THOUSAND)
    players = [player("Ann", ("5H 6H 7H",)), player("Bob", laid_off="8H", hand="KS")]
    assert scores(score_deal(FIVE_THOUSAND, players, None, Rank.TWO))["Bob"] == (5, 10, 0, 5)
    none = FIVE_THOUSAND.with_options({"lay_offs": False})
    with pytest.raises(DealError) as caught:
        score_deal(none, players, None, Rank.TWO)
    assert caught.value.problem.code == "deal.no_lay_offs"
    gin = find_preset("gin-rummy").with_options({"lay_offs": False})
    ann = player("Ann", ("AS 2S 3S", "10H JH QH", "7C 7H 7S"), hand="5S")
    ben = player("Ben", (), "KH", "KC 5D 9H 8D AC 9S KD 7D 9D")
    with pytest.raises(DealError) as caught:
        score_deal(gin, [ann, ben], "Ann", ending="knock")
    assert (caught.value.problem.code, caught.value.path) == (
        "deal.no_lay_offs",
        ("players", 1, "laid_off"),
    )
    assert not game_of(gin).takes_lay_offs(gin)
    # A game that never lays off (Canasta: a card added to a meld is entered in it) asks for
    # none whatever the option says.
    canasta = find_preset("canasta")
    assert canasta.lay_offs and not game_of(canasta).takes_lay_offs(canasta)


# --- validation of the new options -------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("removed_ranks", ["A", "Z"]),
        ("removed_ranks", 2),
        ("permanent_wilds", "2"),
        ("permanent_wilds", ["Joker"]),
        ("permanent_wilds", ["11"]),
        ("max_wilds_per_meld", 1.0),
        ("max_wilds_per_meld", True),
        ("naturals_must_outnumber_wilds", "true"),
        ("split_long_melds", "no"),
        ("wild_in_place_is_natural", None),
        ("wild_points", "100"),
        ("wild_ace_points", -1),
        ("unmelded", "double"),
        ("melds_score", 0),
        ("going_out_bonus", -200),
        ("rummy_doubles", "yes"),
        ("lay_off_after_own_meld", 1),
        ("continental_bonuses", None),
        ("going_out_cards", 2),
        ("going_out_patterns", [3, 3, 3]),
        ("going_out_patterns", [[]]),
        ("contracts", [{"sets": 1, "runs": 1}]),
        ("contracts", [{"sets": 1, "runs": 1, "cards": 0}]),
        ("hand_sizes", [{"players": 2, "cards": 0}]),
        ("hand_sizes", {"players": 2, "cards": 10}),
        ("upcard_counts", "some"),
        ("upcard_cards", {"A": -1}),
        ("permanent_wild_upcard", 0),
        ("buried_upcards", ["1"]),
        ("scoring", "money"),
        ("knock_penalty", "triple"),
        ("wild_schedule", "king_to_ace"),
        ("wild_indicator", "first_card"),
        ("discard_draw", "any"),
        ("rummy_calls", "always"),
        ("floating", "no"),
        ("final_discard_unplayable", None),
        ("deals", -1),
        ("players_min", 1),
    ],
)
def test_new_options_reject_bad_values_naming_the_option(name: str, value: Any) -> None:
    """Issue 4, Options: every option is validated; a bad value raises RulesError naming it."""
    with pytest.raises(RulesError) as caught:
        FIVE_THOUSAND.with_options({name: value})
    assert caught.value.option == name
    assert caught.value.problem.code.startswith("option.")
    assert caught.value.problem.params["option"] == name


def test_players_min_above_players_max_names_the_option() -> None:
    """Issue 4, Options: options that contradict each other are refused, naming one of them."""
    with pytest.raises(RulesError) as caught:
        FIVE_THOUSAND.with_options({"players_min": 5, "players_max": 4})
    assert caught.value.option == "players_min"
    assert caught.value.problem.code == "option.players_min_above_max"
    assert caught.value.problem.params == {"fewest": 5, "most": 4}


# --- the options round trip, as a property -----------------------------------------------------

RANKS = st.sampled_from([str(rank) for rank in Rank])
CARDS = st.sampled_from([str(Card(rank, suit)) for rank in Rank for suit in FRENCH_SUITS])
SMALL = st.integers(min_value=0, max_value=30)


def _int_value(name: str) -> st.SearchStrategy[Any]:
    spec = OPTIONS[name]
    most = spec.maximum if spec.maximum is not None else (spec.minimum or 0) + 200
    values = st.integers(min_value=spec.minimum or 0, max_value=most)
    return st.none() | values if spec.nullable else values


def _row(name: str) -> st.SearchStrategy[dict[str, int]]:
    least = {"jokers": 0, "sets": 0, "runs": 0}
    most = {"decks": MOST_DECKS, "jokers": MOST_JOKERS}
    rows = st.fixed_dictionaries(
        {
            key: st.integers(min_value=least.get(key, 1), max_value=most.get(key, 12))
            for key in OPTIONS[name].row
        }
    )
    if name == "contracts":
        return rows.filter(lambda row: row["sets"] + row["runs"] <= MOST_CONTRACT_MELDS)
    return rows


def _value(name: str) -> st.SearchStrategy[Any]:
    spec = OPTIONS[name]
    match spec.kind:
        case "int":
            return _int_value(name)
        case "bool":
            return st.booleans()
        case "choice":
            return st.sampled_from(list(spec.choices))
        case "ranks":
            return st.lists(RANKS, max_size=4)
        case "wilds":
            return st.lists(RANKS | CARDS, max_size=3)
        case "points":
            keys = RANKS | CARDS if name == "card_points" else RANKS
            return st.dictionaries(keys, SMALL, max_size=4)
        case "rows":
            return st.lists(_row(name), min_size=1 if name == "packs" else 0, max_size=4)
        case "patterns":
            lengths = st.lists(st.integers(min_value=3, max_value=8), min_size=1, max_size=5)
            return st.lists(lengths, max_size=3)
        case "results":
            steps = st.tuples(st.integers(-5, 5), st.integers(0, 5), st.integers(1, 5))
            points = steps.map(
                lambda n: {"win": n[0] + n[1] + n[2], "draw": n[0] + n[1], "loss": n[0]}
            )
            return st.none() | points
    raise AssertionError(spec.kind)


OPTION_SETS = st.fixed_dictionaries(
    {}, optional={name: _value(name) for name in OPTIONS if name not in ("players_min",)}
)


@settings(max_examples=150, deadline=None)
@given(preset=st.sampled_from(list(PRESETS.values())), options=OPTION_SETS)
def test_any_valid_options_round_trip(preset: Rules, options: dict[str, Any]) -> None:
    """STYLE point 5 (store the slug and the overrides): any options built from the values
    OPTIONS accepts give rules that ``with_options(rules.options())`` gives back."""
    if options.get("players_max", preset.players_max) < preset.players_min:
        options["players_max"] = preset.players_min
    if options.get("result_points") is not None:  # a deal scored by results: not with these
        options.pop("zero_sum", None)
        options.pop("count_down_from", None)
    if preset.typed_only and options.get("count_down_from") is not None:
        # a score pad counting down takes no target, and the lowest wins (010 Counting down)
        options |= {"target": None, "winner": "lowest", "tie_at_target": "joint_winners"}
    rules = preset.with_options(options)
    assert preset.with_options(rules.options()) == rules
    assert rules.with_options(rules.options()) == rules


def test_removed_ranks_are_stored_once_in_rank_order() -> None:
    """Option removed_ranks (000 Variations, Cards): a list of ranks, kept canonical."""
    rules = FIVE_THOUSAND.with_options({"removed_ranks": ["3", "2", "2", "t"]})
    assert rules.removed_ranks == (Rank.TWO, Rank.THREE, Rank.TEN)
    assert rules.options()["removed_ranks"] == ["2", "3", "10"]
    assert Counter(card.rank for card in rules.pack)[Rank.TEN] == 0


def test_wild_ace_points_default_to_the_wild_value() -> None:
    """000 pagat 5000 Rummy, Variations: "Some play that wild cards are always worth 200,
    whether they are aces or not": a table that sets only the wild value gets it for aces too;
    the 5000 preset keeps 200 for wild aces (000 Scoring)."""
    rules = find_preset("rummy-11").with_options(
        {"wild_points": 50, "wild_schedule": "ace_to_king"}
    )
    assert rules.card_value(Card.from_str("AS"), Rank.ACE) == 50
    assert find_preset("5000-rummy").card_value(Card.from_str("AS"), Rank.ACE) == 200


@pytest.mark.parametrize("value", [[], {}, ["low"], 1.5])
def test_a_choice_that_is_not_text_is_refused_by_name(value: object) -> None:
    """Issue 2, Options validated: a wrong type raises RulesError naming the option (found by
    Hypothesis over the API: a list for a choice once crashed the check)."""
    with pytest.raises(RulesError) as caught:
        find_preset("5000-rummy").with_options({"aces": value})
    assert caught.value.option == "aces"
