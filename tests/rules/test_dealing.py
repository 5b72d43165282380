"""Tests for ``scorekeeper.rules.dealing``: who deals, the order, hand sizes, the wild rank by
deal and what each upcard means.

Sources: 000 pagat 5000 Rummy (Deal; Variations, Dealing and Choosing the Wild Card), 001 pagat
500 Rummy (The Deal), 003 5000 Rummy (The Deal; V1, V2, V7) and 004 rummy family (Rummy, How to
deal; Contract Rummy, Dealing; Continental Rummy; Koon Kan; Tonk; Rummy 11).
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import Card, PlayerDeal, Rank, RulesError, find_preset, score_deal
from scorekeeper.rules.dealing import (
    WildCard,
    dealer_seat,
    hand_size,
    plan_deal,
    scheduled_wild_rank,
    upcard_deal,
)
from scorekeeper.rules.options import WildIndicator

FIVE_THOUSAND = find_preset("5000-rummy")
NAMES = ("Ann", "Bob", "Cy", "Dee")


# --- the dealer and the order ------------------------------------------------------------------


@pytest.mark.parametrize(("number", "dealer"), [(1, "Cy"), (2, "Dee"), (3, "Ann"), (8, "Bob")])
def test_the_deal_passes_to_the_left(number: int, dealer: str) -> None:
    """000 Deal: "The turn to deal passes to the left after each hand" (seats are in order, the
    next seat on the left)."""
    assert plan_deal(FIVE_THOUSAND, NAMES, first_dealer=2, number=number).dealer == dealer
    assert NAMES[dealer_seat(2, number, len(NAMES))] == dealer


def test_cards_go_round_from_the_dealers_left_and_the_dealer_is_last() -> None:
    """000 Deal: "For each player, starting to the dealer's left ... The dealer will be the last
    to receive cards"."""
    plan = plan_deal(FIVE_THOUSAND, NAMES, first_dealer=1, number=1)
    assert plan.dealer == "Bob"
    assert plan.order == ("Cy", "Dee", "Ann", "Bob")
    assert plan_deal(FIVE_THOUSAND, NAMES, first_dealer=3, number=1).order == NAMES


def test_plan_of_5000_has_no_fixed_hand_size_and_a_wild_card() -> None:
    """000 Deal: each player's first card says how many more they get; "The dealer's first (face
    up) card is wild for the current deal"."""
    plan = plan_deal(FIVE_THOUSAND, NAMES, first_dealer=0, number=1)
    assert plan.hand_size is None
    assert plan.wild_rank is None
    assert plan.wild_card == WildCard("dealer_upcard", None)
    assert plan.contract is None and plan.last is False


@pytest.mark.parametrize("indicator", ["dealer_last_card", "extra_card", "separate_card"])
def test_plan_names_the_wild_indicator(indicator: WildIndicator) -> None:
    """000 Variations, Dealing and Choosing the Wild Card: "exposing the dealer's last card"; "an
    extra card dealt face up to the dealer"; "a separate card ... it does not belong to the
    dealer"."""
    rules = FIVE_THOUSAND.with_options({"wild_indicator": indicator})
    wild_card = plan_deal(rules, NAMES, first_dealer=0, number=1).wild_card
    assert wild_card == WildCard(indicator, None)


# --- hand sizes --------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "cards"), [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_rummy_hand_sizes(players: int, cards: int) -> None:
    """004 Rummy, How to deal: "With two players, ten cards each; With three or four players,
    seven cards each; With five or six players, six cards each"."""
    names = NAMES + ("Eve", "Fay")
    plan = plan_deal(find_preset("rummy"), names[:players], first_dealer=0, number=1)
    assert plan.hand_size == cards


@pytest.mark.parametrize(("players", "cards"), [(2, 13), (3, 7), (5, 7), (8, 7)])
def test_500_rummy_hand_sizes(players: int, cards: int) -> None:
    """001 The Deal: "When there are more than two players dealer deals ... until everyone has
    seven cards. In a two-player game the dealer deals thirteen cards to each player"."""
    assert hand_size(find_preset("500-rummy"), players, 1) == cards


@pytest.mark.parametrize(("number", "cards"), [(1, 10), (4, 10), (5, 12), (7, 12)])
def test_contract_rummy_hand_sizes(number: int, cards: int) -> None:
    """004 Contract Rummy, Dealing: "Each player receives ten cards in the first four rounds,
    twelve cards in the remaining three rounds"."""
    plan = plan_deal(find_preset("contract-rummy"), NAMES, first_dealer=0, number=number)
    assert plan.hand_size == cards
    assert plan.contract is not None and plan.contract.cards == cards
    assert plan.last is (number == 7)


def test_contract_rummy_plan_names_the_contract() -> None:
    """004 Contract Rummy, contracts table: round 2 is "1 set, 1 sequence"."""
    plan = plan_deal(find_preset("contract-rummy"), NAMES, first_dealer=0, number=2)
    assert plan.contract is not None
    assert (plan.contract.sets, plan.contract.runs) == (1, 1)
    assert str(plan.contract) == "1 set and 1 run"


@pytest.mark.parametrize(("number", "cards", "wild"), [(1, 3, Rank.THREE), (11, 13, Rank.KING)])
def test_rummy_11_hand_sizes_and_wild_ranks(number: int, cards: int, wild: Rank) -> None:
    """004 Variation 6: Rummy 11: "players receive three cards in Round 1, four cards in Round 2
    ... each round features a different wild card, based on the number of cards dealt: in Round
    1, 3s are wild; in Round 2, 4s are wild"."""
    plan = plan_deal(find_preset("rummy-11"), NAMES, first_dealer=0, number=number)
    assert (plan.hand_size, plan.wild_rank) == (cards, wild)
    assert plan.last is (number == 11)


@pytest.mark.parametrize(
    ("slug", "cards"), [("continental-rummy", 15), ("koon-kan", 10), ("tonk", 5)]
)
def test_fixed_hand_sizes(slug: str, cards: int) -> None:
    """004 Continental Rummy ("All players are dealt fifteen cards"), Koon Kan ("Deal ten cards to
    each player"), Tonk ("Deal each player five cards")."""
    assert plan_deal(find_preset(slug), NAMES[:2], first_dealer=0, number=1).hand_size == cards


@pytest.mark.parametrize(("slug", "deals"), [("contract-rummy", 7), ("rummy-11", 11)])
def test_no_deal_after_the_last(slug: str, deals: int) -> None:
    """004 Contract Rummy ("limited to seven rounds") and Rummy 11 ("eleven total rounds")."""
    with pytest.raises(RulesError) as caught:
        plan_deal(find_preset(slug), NAMES, first_dealer=0, number=deals + 1)
    assert caught.value.option == "number"


# --- the wild rank by deal ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "rank"),
    [(1, Rank.ACE), (2, Rank.TWO), (10, Rank.TEN), (13, Rank.KING), (14, Rank.ACE)],
)
def test_ace_to_king_wilds(number: int, rank: Rank) -> None:
    """003 V2, Ace to King Wilds: "you automatically start with Aces being wild, and work your way
    up the ranks, repeat if needed"."""
    rules = FIVE_THOUSAND.with_options({"wild_schedule": "ace_to_king"})
    assert scheduled_wild_rank(rules, number) is rank
    assert plan_deal(rules, NAMES, first_dealer=0, number=number).wild_rank is rank


def test_a_scheduled_wild_rank_is_not_shown_by_a_card() -> None:
    """003 V2, Ace to King Wilds: "you automatically start with Aces being wild, and work your way
    up the ranks" instead of the dealer's face-up card making the wild (003 The Deal), so the plan
    names no card for it."""
    rules = FIVE_THOUSAND.with_options({"wild_schedule": "ace_to_king"})
    plan = plan_deal(rules, NAMES, first_dealer=0, number=3)
    assert (plan.wild_rank, plan.wild_card) == (Rank.THREE, None)


def test_no_schedule_no_wild_rank_by_deal() -> None:
    """000 Deal: the wild rank comes from the dealer's card, not from the deal's number."""
    assert scheduled_wild_rank(FIVE_THOUSAND, 3) is None


def test_a_deal_off_the_schedule_is_refused() -> None:
    """004 Variation 6: Rummy 11: in Round 2, 4s are wild; scoring it with another wild rank is
    refused, naming wild_rank."""
    players = [PlayerDeal("Ann", melds=(Card.parse("2C 3C 4C 5C"),)), PlayerDeal("Bob")]
    rules = find_preset("rummy-11")
    score_deal(rules, players, "Ann", Rank.FOUR, number=2)
    with pytest.raises(RulesError) as caught:
        score_deal(rules, players, "Ann", Rank.FIVE, number=2)
    assert caught.value.option == "wild_rank"


# --- upcards -----------------------------------------------------------------------------------


def face_down(rules_slug: str, upcard: str, **options: object) -> int | None:
    rules = find_preset(rules_slug)
    if options:
        rules = rules.with_options(options)
    return upcard_deal(rules, Card.from_str(upcard)).face_down


@pytest.mark.parametrize(
    ("upcard", "more"),
    [("7H", 7), ("2C", 2), ("10D", 10), ("JS", 10), ("QH", 10), ("KC", 10), ("AS", 11)],
)
def test_5000_upcard_says_how_many_more(upcard: str, more: int) -> None:
    """000 Deal: "if a player's first card is a 7, the dealer gives the player 7 more cards face
    down ... A player whose first card is a picture (jack, queen, king) receives 10 more cards: if
    the first card is an ace, the player receives 11 more cards"."""
    deal = upcard_deal(FIVE_THOUSAND, Card.from_str(upcard))
    assert deal.face_down == more
    assert deal.hand == more + 1
    assert deal.buried is False


@pytest.mark.parametrize(("upcard", "more"), [("5H", 4), ("6S", 5), ("KD", 9), ("AC", 10)])
def test_upcard_counts_the_whole_hand(upcard: str, more: int) -> None:
    """003 V1, Count Variation: "you subtract one from the total cards dealt. If the face-up card
    is a 5, the dealer would only deal 4 more cards to the player"; 000 Variations, Dealing: "a
    player who was dealt a 6 first would get only 5 cards face down"."""
    assert face_down("5000-rummy", upcard, upcard_counts="total") == more


@pytest.mark.parametrize(("upcard", "hand"), [("JH", 11), ("QH", 12), ("KH", 13), ("AH", 14)])
def test_george_upcards(upcard: str, hand: int) -> None:
    """000 Variations (George / 2500 Rummy): "a player's first card indicates the total number of
    cards to be dealt to the player, counting jack as 11, queen 12, king 13, ace 14"."""
    deal = upcard_deal(find_preset("george"), Card.from_str(upcard))
    assert deal.hand == hand
    assert deal.face_down == hand - 1


def test_ace_15_by_option() -> None:
    """000 Variations, Dealing: "Some give 14 or 15 cards rather than 11 for an ace"."""
    assert face_down("5000-rummy", "AH", upcard_cards={"A": 15}) == 15


@pytest.mark.parametrize("upcard", ["2H", "3C", "4S"])
def test_buried_low_upcards(upcard: str) -> None:
    """003 V7, Burying Low Cards: "if a 2-3-4 rank card is dealt face-up to a player, it is buried
    and another card is dealt face-up"."""
    rules = FIVE_THOUSAND.with_options({"buried_upcards": ["2", "3", "4"]})
    deal = upcard_deal(rules, Card.from_str(upcard))
    assert deal.buried is True
    assert deal.face_down is None and deal.hand is None
    assert upcard_deal(rules, Card.from_str("5H")).face_down == 5


def test_the_plan_says_how_upcards_size_the_hands() -> None:
    """000 Deal: "if a player's first card is a 7, the dealer gives the player 7 more cards face
    down ... a picture ... 10 more cards: if the first card is an ace, the player receives 11
    more cards"; 000 Variations (George): "a player's first card indicates the total number of
    cards"; 003 V7: "if a 2-3-4 rank card is dealt face-up to a player, it is buried"."""
    rule = plan_deal(FIVE_THOUSAND, NAMES, first_dealer=0, number=1).upcard_rule
    assert rule is not None and (rule.counts, rule.buried) == ("additional", ())
    assert (rule.cards["7"], rule.cards["Q"], rule.cards["A"]) == (7, 10, 11)
    george = plan_deal(find_preset("george"), NAMES, first_dealer=0, number=1).upcard_rule
    assert george is not None and george.counts == "total" and george.cards["K"] == 13
    buried = FIVE_THOUSAND.with_options({"buried_upcards": ["2", "3", "4"]})
    rule = plan_deal(buried, NAMES, first_dealer=0, number=1).upcard_rule
    assert rule is not None and rule.buried == ("2", "3", "4")
    assert plan_deal(find_preset("rummy"), NAMES, 0, 1).upcard_rule is None  # 004: fixed hands


@pytest.mark.parametrize("cards", [15, 20, 25])
def test_permanent_wild_upcard_gives_more_cards(cards: int) -> None:
    """000 Variations, Dealing: "When permanent wild cards are used, they usually correspond to a
    larger number of cards, such as 15, 20 or even 25"."""
    options = {"permanent_wilds": ["2"], "permanent_wild_upcard": cards}
    assert face_down("5000-rummy", "2H", **options) == cards
    assert face_down("5000-rummy", "2H", upcard_counts="total", **options) == cards - 1
    assert face_down("5000-rummy", "3H", **options) == 3


def test_permanent_wild_upcard_buried() -> None:
    """000 Variations, Dealing: "Alternatively, some play that a wild card dealt as an upcard is
    buried in the pack and replaced by another card"; a joker too (003 V6, jokers always wild)."""
    rules = FIVE_THOUSAND.with_options({"permanent_wilds": ["2"], "jokers": 2})
    assert upcard_deal(rules, Card.from_str("2H")).buried is True
    assert upcard_deal(rules, Card.from_str("JK")).buried is True
    assert upcard_deal(rules, Card.from_str("3H")).buried is False


def test_an_always_wild_indicator_is_buried_or_dealt_past() -> None:
    """000 pagat 5000 Rummy, Variations, Dealing: "If the indicator card is a permanent wild
    card, some give the dealer additional cards until a card that is not a permanent wild card
    is found. Others bury the permanent wild card in the deck and deal a replacement"."""
    rules = find_preset("5000-rummy").with_options({"permanent_wilds": ["2"]})
    buried = plan_deal(rules, NAMES, first_dealer=0, number=1).wild_card
    assert buried == WildCard("dealer_upcard", "bury")
    more = plan_deal(
        rules.with_options({"permanent_wild_indicator": "deal_more"}), NAMES, 0, 1
    ).wild_card
    assert more == WildCard("dealer_upcard", "deal_more")
    plain = plan_deal(find_preset("5000-rummy"), NAMES, first_dealer=0, number=1).wild_card
    assert plain == WildCard("dealer_upcard", None)  # no always-wild cards: nothing to say
