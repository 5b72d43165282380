"""Tests for ``scorekeeper.rules.presets``: each preset's values against its rule source.

One test (or a few) per preset, each citing the seed section the values come from. The 5000 and
500 Rummy card values are also in ``test_options.py``; here every preset is checked whole.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import PRESETS, Card, Rank, Rules, check_meld, find_preset
from scorekeeper.rules.dealing import hand_size

PIPS = {str(n): n for n in range(2, 11)}
"""2 to 10 at their index value."""


def points(ace: int, pips: dict[str, int], pictures: int) -> dict[str, int]:
    return {"A": ace, **pips, "J": pictures, "Q": pictures, "K": pictures}


def packs(rules: Rules, players: int) -> tuple[int | None, int | None, int]:
    """(decks, jokers, cards in all) for a table of ``players``."""
    fixed = rules.for_players(players)
    return fixed.decks, fixed.jokers, sum(fixed.pack.values())


def test_every_preset_names_its_source() -> None:
    """docs/rule-sources.md: cite the seed by file and section; every preset says where it is
    from, but the one whose deals are all typed (scores only: it holds no rule, so it has
    none)."""
    for slug, rules in PRESETS.items():
        assert rules.variant == slug
        if rules.typed_only:
            assert rules.source == "" and slug == "scores-only"
        else:
            assert rules.source[:3] in (
                "000",
                "001",
                "003",
                "004",
                "005",
                "006",
                "007",
                "008",
                "009",
                "011",
                "012",
                "013",
            )


def test_5000_rummy() -> None:
    """000 pagat 5000 Rummy: Players and Cards ("3 or 4 players use a standard 52-card pack; from
    5 to 8 players use two"), Deal (upcards; the dealer's is wild), Scoring (aces and wild cards
    100, wild aces 200, K Q J 10 10, 2-9 5; the player who goes out scores the others' hands),
    End of the play (unplayable final discard), Floating; target 5000."""
    rules = find_preset("5000-rummy")
    assert packs(rules, 4)[:2] == (1, 0) and packs(rules, 5)[:2] == (2, 0)
    assert rules.wild_upcard and rules.wild_indicator == "dealer_upcard"
    assert dict(rules.card_points) == points(
        100, {**{str(n): 5 for n in range(2, 10)}, "10": 10}, 10
    )
    assert (rules.wild_points, rules.wild_ace_points) == (100, 200)
    assert rules.unmelded == "to_player_out" and rules.melds_score
    assert rules.upcard_counts == "additional"
    assert rules.upcard_cards == {**points(11, PIPS, 10)}
    assert rules.floating and rules.final_discard_unplayable and rules.discard_to_go_out
    assert rules.rummy_calls == "melded_players"  # 000 Play, Calling "rummy"
    assert (rules.target, rules.winner) == (5000, "highest")
    assert hand_size(rules, 4, 1) is None


def test_5000_rummy_subtract() -> None:
    """003 5000 Rummy: The Deal (pictures 10, aces 11 more cards; "Leave the Jokers out!"),
    Scoring ("count the points of the cards in their hand and subtract it from their meld
    score"), Ending the Round (the last card "is unplayable on any available melds"; floating)."""
    rules = find_preset("5000-rummy-subtract")
    assert rules.unmelded == "subtract"
    assert packs(rules, 4)[:2] == (1, 0) and packs(rules, 5)[:2] == (2, 0)
    assert (rules.wild_points, rules.wild_ace_points) == (100, 200)
    assert rules.card_points["A"] == 100 and rules.card_points["9"] == 5
    assert rules.upcard_cards["K"] == 10 and rules.upcard_cards["A"] == 11
    assert rules.final_discard_unplayable and rules.floating
    assert rules.target == 5000


def test_500_rummy() -> None:
    """001 pagat 500 Rummy: Players and Cards (52 + 2 jokers; two decks from 5 players; 2-10 face
    value, J Q K 10, ace and joker 15, a low ace 1), The Melds (a group's suits all differ), The
    Deal (13 cards for two, else 7), The Scoring (melds minus hand; a tie plays on), target 500."""
    rules = find_preset("500-rummy")
    assert packs(rules, 4) == (1, 2, 54) and packs(rules, 5) == (2, 4, 108)
    assert (rules.players_min, rules.players_max) == (2, 8)
    assert dict(rules.card_points) == points(15, PIPS, 10)
    assert (rules.wild_points, rules.ace_low_points) == (15, 1)
    assert rules.set_suits_distinct and not rules.wild_upcard
    assert rules.unmelded == "subtract"
    assert (hand_size(rules, 2, 1), hand_size(rules, 3, 1)) == (13, 7)
    assert rules.rummy_calls == "anyone_in_the_pile"  # 001 Calling "Rummy!"
    assert not rules.discard_to_go_out  # 001 The Play: "when a player melds all their cards"
    assert (rules.target, rules.tie_at_target) == (500, "play_on")


def test_george() -> None:
    """000 Variations (George / 2500 Rummy): "no runs can be melded, only sets ... A set can
    contain at most one wild card ... only when a player has two natural cards in hand that match
    the deepest buried card ... a double 48-card pack without twos, and a player's first card
    indicates the total number of cards ... jack as 11, queen 12, king 13, ace 14"."""
    rules = find_preset("george")
    assert packs(rules, 4) == (2, 0, 96)
    assert rules.removed_ranks == (Rank.TWO,)
    assert not rules.runs_allowed and rules.sets_allowed
    assert rules.max_wilds_per_meld == 1
    assert rules.discard_draw == "two_naturals"
    assert rules.upcard_counts == "total"
    assert {rank: rules.upcard_cards[rank] for rank in "JQKA"} == {
        "J": 11,
        "Q": 12,
        "K": 13,
        "A": 14,
    }
    assert rules.target == 2500


def test_george_at_most_one_wild_card_in_any_set() -> None:
    """000 Variations (George): "A set can contain at most one wild card", however long the set
    (the six-card split belongs to another variation, 000 Rules of Play)."""
    rules = find_preset("george")
    assert check_meld(Card.parse("7H 7S 7D 5C"), rules, Rank.FIVE).valid
    assert not check_meld(Card.parse("7H 7S 5D 5C"), rules, Rank.FIVE).valid
    assert not check_meld(Card.parse("7H 7S 7D 7C 5D 5C"), rules, Rank.FIVE).valid
    assert not check_meld(Card.parse("7H 8H 9H"), rules, Rank.FIVE).valid  # no runs


def test_rummy() -> None:
    """004 Rummy: NUMBER OF PLAYERS 2 to 6; HOW TO DEAL (a fifty-two-card deck; 10, 7 or 6 cards;
    "aces always low"); SCORING (the player who goes out scores the cards in the opponents' hands:
    face cards 10, aces 1, others index value; doubled for rummy; "played to 50 or 100")."""
    rules = find_preset("rummy")
    assert packs(rules, 6) == (1, 0, 52)
    assert (rules.players_min, rules.players_max) == (2, 6)
    assert rules.aces == "low"
    assert dict(rules.card_points) == points(1, PIPS, 10)
    assert not rules.melds_score and rules.unmelded == "to_player_out"
    assert rules.rummy_doubles
    assert [hand_size(rules, n, 1) for n in (2, 3, 4, 5, 6)] == [10, 7, 7, 6, 6]
    assert rules.target == 100
    assert not rules.wild_upcard and rules.wild_schedule == "none"


def test_contract_rummy() -> None:
    """004 Variation 1: Contract Rummy: "three to eight players"; "With three or four players, use
    two fifty-two-card decks plus one joker (105 cards total). With five or more players, use
    three ... plus two jokers (158 cards total)"; "Aces rank both high and low"; seven rounds;
    jokers 20 and aces 15; "The player with the lowest total score after seven rounds wins"."""
    rules = find_preset("contract-rummy")
    assert packs(rules, 3) == (2, 1, 105) and packs(rules, 5) == (3, 2, 158)
    assert (rules.players_min, rules.players_max) == (3, 8)
    assert rules.aces == "low_or_high"
    assert dict(rules.card_points) == {**points(15, PIPS, 10), "JK": 20}
    assert rules.card_value(Card.from_str("JK"), None) == 20
    assert rules.unmelded == "penalty"
    assert [(c.sets, c.runs, c.cards) for c in rules.contracts] == [
        (2, 0, 10),
        (1, 1, 10),
        (0, 2, 10),
        (3, 0, 10),
        (2, 2, 12),
        (1, 2, 12),
        (0, 3, 12),
    ]
    assert (rules.deal_count, rules.target, rules.winner) == (7, None, "lowest")


def test_continental_rummy() -> None:
    """004 Variation 2: Continental Rummy: "may be played by two to twelve players. With up to
    five players, use two fifty-two-card decks plus one joker (105 cards total); with six to eight
    players, use three ... plus three jokers (159 cards total); with nine or more players, use
    four ... plus three jokers (212 cards total). All players are dealt fifteen cards ... Both
    jokers and 2s are wild"; sets are not valid; three going-out hands; "typically played to
    500 points"."""
    rules = find_preset("continental-rummy")
    assert (rules.players_min, rules.players_max) == (2, 12)
    assert packs(rules, 5) == (2, 1, 105)
    assert packs(rules, 8) == (3, 3, 159)
    assert packs(rules, 12) == (4, 3, 211)  # 4 x 52 + 3: the seed's "212" is off by one
    assert hand_size(rules, 12, 1) == 15
    assert not rules.sets_allowed and rules.runs_allowed
    assert rules.permanent_wilds == ("2",)
    assert rules.aces == "low_or_high"
    assert set(rules.going_out_patterns) == {(3, 3, 3, 3, 3), (4, 4, 4, 3), (5, 4, 3, 3)}
    assert rules.continental_bonuses
    assert rules.target == 500


def test_koon_kan() -> None:
    """004 Koon Kan: "two players ... removing all 8s, 9s, and 10s ... leaving forty cards total.
    Aces may be played both high and low. Deal ten cards to each player ... The goal is to meld
    eleven cards ... This card must immediately be melded or discarded"."""
    rules = find_preset("koon-kan")
    assert (rules.players_min, rules.players_max) == (2, 2)
    assert packs(rules, 2) == (1, 0, 40)
    assert rules.removed_ranks == (Rank.EIGHT, Rank.NINE, Rank.TEN)
    assert rules.aces == "low_or_high"
    assert hand_size(rules, 2, 1) == 10
    assert rules.going_out_cards == 11
    assert rules.stock_card_played_at_once
    assert dict(rules.card_points) == points(1, PIPS, 10)  # "all other standard Rummy rules"


def test_tonk() -> None:
    """004 Tonk: "ideal for two or three players ... agree on a stake ... Deal each player five
    cards ... face cards are 10 points each, aces are 1, and all other cards are their index
    value"; docs/rule-sources.md, Tonk."""
    rules = find_preset("tonk")
    assert (rules.players_min, rules.players_max) == (2, 3)
    assert packs(rules, 3) == (1, 0, 52)
    assert hand_size(rules, 3, 1) == 5
    assert dict(rules.card_points) == points(1, PIPS, 10)
    assert rules.scoring == "stakes"
    assert rules.knock_penalty == "double_to_lowest"  # the seed's reading
    assert rules.target is None and rules.deal_count is None


def test_rummy_11() -> None:
    """004 Variation 6: Rummy 11: "best for two to four players ... a single fifty-two-card deck
    for two players; two fifty-two-card decks for three or four players. The game has eleven total
    rounds ... After Round 11, the player with the highest score wins"; scored as 004 Rummy."""
    rules = find_preset("rummy-11")
    assert (rules.players_min, rules.players_max) == (2, 4)
    assert packs(rules, 2) == (1, 0, 52) and packs(rules, 3) == (2, 0, 104)
    assert rules.wild_schedule == "cards_dealt" and not rules.wild_upcard
    assert (rules.deal_count, rules.target, rules.winner) == (11, None, "highest")
    assert dict(rules.card_points) == points(1, PIPS, 10)
    assert not rules.melds_score and rules.unmelded == "to_player_out"


def test_five_crowns() -> None:
    """011 Five Crowns: "PLAYERS: 2 to 7"; "two 58-card decks. Each deck has three Jokers and five
    suits: stars, hearts, clubs, spades, and diamonds. Each suit has eleven cards: 3 through 10,
    Jack, Queen and King"; "all eleven hands", three cards in the first, thirteen in the last,
    "the card that matches the number of cards dealt in the hand is wild"; "Each number card is
    worth its face value, the Jacks are 11 points, Queens are 12, Kings are 13, Jokers are 50,
    and the current wild card is 20 points"; "the lowest number of points" wins."""
    rules = find_preset("five-crowns")
    assert (rules.players_min, rules.players_max) == (2, 7)
    assert packs(rules, 2) == (2, 6, 116) and packs(rules, 7) == (2, 6, 116)
    pack = rules.pack
    assert [pack[Card.from_str(card)] for card in ("3*", "K*", "10H", "JK", "AS", "2*")] == [
        2,
        2,
        2,
        6,
        0,
        0,
    ]
    assert [hand_size(rules, 4, number) for number in (1, 7, 11)] == [3, 9, 13]
    assert (rules.deal_count, rules.target, rules.winner) == (11, None, "lowest")
    values = [
        rules.card_value(Card.from_str(card), Rank.NINE)
        for card in ("3*", "8H", "10C", "JS", "QD", "K*", "9H", "JK")
    ]
    assert values == [3, 8, 10, 11, 12, 13, 20, 50]
    assert rules.card_value(Card.from_str("9H"), Rank.KING) == 9
    assert not rules.melds_score and rules.unmelded == "penalty"


def test_five_crowns_runs_are_one_suit_and_books_any_suits() -> None:
    """011 Runs: "a sequence of three or more cards of the same suit ... Any card in a run can be
    replaced by any wild card or Joker ... when 7s are wild, a run could be made from 9, 7, J or
    6, 7, 7, 9"; Books: "three or more cards of the same value regardless of suit"."""
    rules = find_preset("five-crowns")
    verdict = check_meld(Card.parse("9D 7C JD"), rules, Rank.SEVEN)
    assert verdict.valid and verdict.kinds == ("run",)
    assert [reading.stands_for for reading in verdict.cards] == ["9D", "10D", "JD"]
    assert check_meld(Card.parse("6D 7* 7* 9D"), rules, Rank.SEVEN).valid
    book = check_meld(Card.parse("8* 8* 8H"), rules, Rank.SEVEN)
    assert book.valid and book.kinds == ("set",)
    assert check_meld(Card.parse("J* Q* K*"), rules, Rank.THREE).kinds == ("run",)
    assert not check_meld(Card.parse("7H 8H 9S"), rules, Rank.THREE).valid
    assert check_meld(Card.parse("8S QS Q*"), rules, Rank.EIGHT).valid


@pytest.mark.parametrize("slug", list(PRESETS))
def test_every_preset_round_trips_its_options(slug: str) -> None:
    """STYLE point 5: a preset is its slug plus options; ``with_options(options())`` is itself."""
    rules = find_preset(slug)
    assert rules.with_options(rules.options()) == rules


def test_gin_rummy() -> None:
    """005 pagat Gin Rummy: two players, one pack, ten cards each; ace low (A-2-3, not Q-K-A);
    aces 1, J Q K 10; knock at 10 or less; undercut 10, gin 20, game 100, a box of 20 a deal
    won, the game bonus doubled on a shutout; big gin and Oklahoma are house rules (005
    Variations), off."""
    rules = find_preset("gin-rummy")
    assert (rules.players_min, rules.players_max) == (2, 2)
    assert sum(rules.for_players(2).pack.values()) == 52
    assert rules.hand_sizes[0].cards == 10 and rules.aces == "low"
    assert [rules.card_points[rank] for rank in ("A", "2", "9", "10", "J", "Q", "K")] == [
        1,
        2,
        9,
        10,
        10,
        10,
        10,
    ]
    assert (rules.scoring, rules.knock_limit, rules.target) == ("gin", 10, 100)
    assert (rules.undercut_bonus, rules.gin_bonus, rules.game_bonus, rules.box_bonus) == (
        10,
        20,
        100,
        20,
    )
    assert rules.shutout == "game_bonus_doubled"
    assert rules.big_gin_bonus is None and not rules.oklahoma
