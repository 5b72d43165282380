"""Tests for ``scorekeeper.rules.scoring``: scoring a deal and the standings of a game.

Every expected number is worked out by hand in the test from the seeds' card values:

- 5000 Rummy (000 pagat 5000 Rummy, Scoring): ace 100; wild card 100, or 200 when aces are wild;
  K Q J 10 10 each; 2-9 5 each. The player who goes out scores the cards left in the others'
  hands; when the stock runs out nobody does.
- 500 Rummy (001 pagat 500 Rummy, Players and Cards and The Scoring): 2-10 face value; J Q K 10;
  ace 15 (1 melded low with its 2 and 3); joker 15. Each player scores melds minus hand.

The golden deals of every preset (STYLE point 8) are in ``test_golden.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.rules import (
    Card,
    DealError,
    DealScore,
    PlayerDeal,
    PlayerNameError,
    PlayerScore,
    Rank,
    RulesError,
    find_preset,
    score_deal,
    standings,
)
from scorekeeper.rules.melds import check_meld, pack_problem
from scorekeeper.rules.options import Rules
from scorekeeper.rules.problems import Problem
from tests.rules.notation import player, scores

FIVE_THOUSAND = find_preset("5000-rummy")
FIVE_HUNDRED = find_preset("500-rummy")


def packs_problem(cards: str, rules: Rules) -> Problem:
    """What the packs say of ``cards`` entered together (``melds.pack_problem``), as an
    error carries it before it is pointed at its input."""
    return DealError(pack_problem(Card.parse(cards), rules)).problem


# --- 5000 Rummy --------------------------------------------------------------------------------


def test_5000_player_who_went_out_collects_the_other_hands() -> None:
    """000 pagat 5000 Rummy, Scoring: "if the play ended by one of the players going out, that
    player scores the value of all the cards remaining in the other players' hands".
    Fours wild. Ann: 5H 6H 7H = 15, laid off 8H = 5, melded 20. Bob's hand 4C (wild, 100) KD (10)
    AS (100) = 210; Cat's hand 9S 9D = 10. Ann's bonus 210 + 10 = 220, score 240; Bob and Cat
    score their melds (0 and 15) and lose nothing."""
    deal = score_deal(
        FIVE_THOUSAND,
        [
            player("Ann", melds=("5H 6H 7H",), laid_off="8H"),
            player("Bob", hand="4C KD AS"),
            player("Cat", melds=("JC QC KC",), laid_off="", hand="9S 9D"),
        ],
        went_out="Ann",
        wild_rank=Rank.FOUR,
    )
    assert scores(deal) == {
        "Ann": (20, 0, 220, 240),
        "Bob": (0, 210, 0, 0),
        "Cat": (30, 10, 0, 30),
    }
    assert deal.went_out == "Ann"
    assert [p.name for p in deal.players] == ["Ann", "Bob", "Cat"]


def test_5000_stock_ran_out_nobody_collects() -> None:
    """000 pagat 5000 Rummy, Scoring: the cards in hand go to a player only "if the play ended by
    one of the players going out"; when the stock runs out (End of the play) they are neither
    collected nor subtracted. Fours wild: Ann 5H 6H 7H = 15, hand 2C = 5; Bob hand 4C KD AS =
    210."""
    deal = score_deal(
        FIVE_THOUSAND,
        [player("Ann", melds=("5H 6H 7H",), hand="2C"), player("Bob", hand="4C KD AS")],
        went_out=None,
        wild_rank=Rank.FOUR,
    )
    assert scores(deal) == {"Ann": (15, 5, 0, 15), "Bob": (0, 210, 0, 0)}
    assert deal.went_out is None


def test_5000_wild_rank_cards_in_hand_count_100() -> None:
    """000 pagat 5000 Rummy, Scoring: "Aces and wild cards are worth 100 points each"; a card of the
    wild rank is worth the wild value wherever it lies. Jacks wild: Bob holds JC JD (100 each)
    and QS (10) = 210; Ann, out with 2H 3H 4H (15), collects 210: 225."""
    deal = score_deal(
        FIVE_THOUSAND,
        [player("Ann", melds=("2H 3H 4H",)), player("Bob", hand="JC JD QS")],
        went_out="Ann",
        wild_rank=Rank.JACK,
    )
    assert scores(deal) == {"Ann": (15, 0, 210, 225), "Bob": (0, 210, 0, 0)}


def test_5000_wild_aces_in_hand_count_200() -> None:
    """000 pagat 5000 Rummy, Scoring: "If aces are wild, they are worth 200 points each". Aces
    wild: Bob holds AH (200) and KH (10) = 210; Ann out with 7C 8C 9C (15): 225."""
    deal = score_deal(
        FIVE_THOUSAND,
        [player("Ann", melds=("7C 8C 9C",)), player("Bob", hand="AH KH")],
        went_out="Ann",
        wild_rank=Rank.ACE,
    )
    assert scores(deal) == {"Ann": (15, 0, 210, 225), "Bob": (0, 210, 0, 0)}


def test_5000_melded_wild_card_standing_for_itself_counts_100() -> None:
    """000 pagat 5000 Rummy, Scoring and Variations, Rules of Play ("the six ... keeps its 'wild'
    value of 100 points"). Sixes wild: Ann 5H 6H 7H = 5 + 100 + 5 = 110; stock ran out."""
    deal = score_deal(
        FIVE_THOUSAND,
        [player("Ann", melds=("5H 6H 7H",)), player("Bob", hand="2D")],
        went_out=None,
        wild_rank=Rank.SIX,
    )
    assert scores(deal) == {"Ann": (110, 0, 0, 110), "Bob": (0, 5, 0, 0)}


def test_5000_two_packs_for_five_players() -> None:
    """000 pagat 5000 Rummy, Players and Cards: "from 5 to 8 players use two 52-card packs" and
    Melds: "5-5-5 is a valid set". Kings wild. A: 5H 5H 5C = 15; B holds 5S 5S = 10; A collects 10:
    25."""
    deal = score_deal(
        FIVE_THOUSAND,
        [
            player("A", melds=("5H 5H 5C",)),
            player("B", hand="5S 5S"),
            player("C"),
            player("D"),
            player("E"),
        ],
        went_out="A",
        wild_rank=Rank.KING,
    )
    assert scores(deal)["A"] == (15, 0, 10, 25)
    assert scores(deal)["B"] == (0, 10, 0, 0)


def test_5000_subtraction_variant_with_going_out_bonus() -> None:
    """000 pagat 5000 Rummy, Variations, Ending the Play and Scoring: "each player subtracts the
    value of the cards remaining in his or her hand ... a player can have a negative score ...
    some add a bonus of, for example, 200 points to the score of the player who went out".
    Fours wild: Ann 5H 6H 7H 8H = 20 + 200; Bob 4C KD AS = 210, so -210."""
    rules = FIVE_THOUSAND.with_options({"unmelded": "subtract", "going_out_bonus": 200})
    deal = score_deal(
        rules,
        [player("Ann", melds=("5H 6H 7H 8H",)), player("Bob", hand="4C KD AS")],
        went_out="Ann",
        wild_rank=Rank.FOUR,
    )
    assert scores(deal) == {"Ann": (20, 0, 200, 220), "Bob": (0, 210, 0, -210)}


def test_5000_needs_the_wild_rank() -> None:
    """000 pagat 5000 Rummy, Deal: "The dealer's first (face up) card is wild for the current deal",
    so a 5000 deal cannot be scored without it."""
    with pytest.raises(RulesError) as caught:
        score_deal(FIVE_THOUSAND, [player("Ann", melds=("5H 6H 7H",))], went_out="Ann")
    assert caught.value.option == "wild_rank"


# --- 500 Rummy ---------------------------------------------------------------------------------


def test_500_issue_example() -> None:
    """001 pagat 500 Rummy, The Scoring: "count the total value of the cards they have melded, and
    subtract the value of the cards they have left in their hands". The issue's example, with a
    run for the 8S to extend (001 Laying Off: cards "which extend combinations which are already
    on the table"): Ann melds JH JC JD (30) and lays off 8S (8): 38; hand 2C 5D = 7; 38 - 7 =
    31. Bob melds 5S 6S 7S (18), holds AS KS = 15 + 10 = 25: -7. Without Bob's run the 8S
    extends no meld and the deal is refused."""
    ann = player("Ann", melds=("JH JC JD",), laid_off="8S", hand="2C 5D")
    deal = score_deal(
        FIVE_HUNDRED, [ann, player("Bob", melds=("5S 6S 7S",), hand="AS KS")], went_out=None
    )
    assert scores(deal) == {"Ann": (38, 7, 0, 31), "Bob": (18, 25, 0, -7)}
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_HUNDRED, [ann, player("Bob", hand="AS KS")], went_out=None)
    assert caught.value.path == ("players", 0, "laid_off")
    assert caught.value.problem.code == "lay_off.extends_no_meld"
    assert caught.value.problem.params == {
        "player": "Ann",
        "card": "8S",
        "melds": (("JH", "JC", "JD"),),
    }


def test_500_negative_score() -> None:
    """001 pagat 500 Rummy, The Scoring: "If the cards left in your hand total more than the cards
    you have melded, your score for that hand is negative". Bob melds 2C 3C 4C = 9, holds JK QD =
    25: -16. Ann goes out with 9H 10H JH = 29 and no bonus."""
    deal = score_deal(
        FIVE_HUNDRED,
        [player("Ann", melds=("9H 10H JH",)), player("Bob", melds=("2C 3C 4C",), hand="JK QD")],
        went_out="Ann",
    )
    assert scores(deal) == {"Ann": (29, 0, 0, 29), "Bob": (9, 25, 0, -16)}


def test_500_going_out_collects_nothing() -> None:
    """001 pagat 500 Rummy, The Scoring: each player's result is melds minus own hand; the player
    who goes out gets nothing from the others. Ann out: 4S 5S 6S = 15; Bob holds KH = 10: -10."""
    deal = score_deal(
        FIVE_HUNDRED,
        [player("Ann", melds=("4S 5S 6S",)), player("Bob", hand="KH")],
        went_out="Ann",
    )
    assert scores(deal) == {"Ann": (15, 0, 0, 15), "Bob": (0, 10, 0, -10)}


def test_500_low_ace_melded_scores_1_but_15_in_hand() -> None:
    """001 pagat 500 Rummy, Players and Cards ("An ace melded with the 2 and 3 of the same suit ...
    scores 1 point instead of 15") and The Scoring ("Any cards that players still have in their
    hands count against them, even if these cards could have been melded"). Ann melds AH 2H 3H =
    6 and holds AS 2S 3S = 20: -14."""
    deal = score_deal(
        FIVE_HUNDRED,
        [player("Ann", melds=("AH 2H 3H",), hand="AS 2S 3S"), player("Bob", melds=("QD KD AD",))],
        went_out="Bob",
    )
    assert scores(deal) == {"Ann": (6, 20, 0, -14), "Bob": (35, 0, 0, 35)}


def test_500_has_no_wild_rank() -> None:
    """001 pagat 500 Rummy, Jokers: only jokers are wild; a wild rank for a deal is an error."""
    with pytest.raises(RulesError) as caught:
        score_deal(FIVE_HUNDRED, [player("Ann", hand="2C")], went_out=None, wild_rank=Rank.TWO)
    assert caught.value.option == "wild_rank"


# --- DealError paths ---------------------------------------------------------------------------


def test_illegal_meld_points_at_the_meld() -> None:
    """001 pagat 500 Rummy, The Melds: "spade6 spade6 heart6 is not a valid group" (two packs);
    the error points at ("players", i, "melds", j) and names the card."""
    players = [
        player("Ann", melds=("5H 6H 7H",)),
        player("Bob", melds=("2C 3C 4C", "6S 6S 6H")),
        player("Cat"),
        player("Dan"),
        player("Eve"),
    ]
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_HUNDRED, players, went_out=None)
    assert caught.value.path == ("players", 1, "melds", 1)
    assert caught.value.problem.code == "deal.illegal_meld"
    assert caught.value.problem.params == {
        "name": "Bob",
        "meld": check_meld(Card.parse("6S 6S 6H"), FIVE_HUNDRED.for_players(5)).problem,
    }


def test_ace_in_the_middle_points_at_the_meld() -> None:
    """000 pagat 5000 Rummy, Melds: the ace is "not in the middle of a run"."""
    with pytest.raises(DealError) as caught:
        score_deal(
            FIVE_THOUSAND,
            [player("Ann", melds=("KS AS 2S",)), player("Bob", hand="3D")],
            went_out="Ann",
            wild_rank=Rank.NINE,
        )
    assert caught.value.path == ("players", 0, "melds", 0)
    assert caught.value.problem.code == "deal.illegal_meld"
    assert caught.value.problem.params == {
        "name": "Ann",
        "meld": check_meld(Card.parse("KS AS 2S"), FIVE_THOUSAND, Rank.NINE).problem,
    }


@pytest.mark.parametrize(
    ("players", "path"),
    [
        # Bob's hand holds a second 5H: one pack (001 Players and Cards).
        ([player("Ann", melds=("5H 6H 7H",)), player("Bob", hand="2C 5H")], ("players", 1, "hand")),
        # Bob lays off a second 7H.
        (
            [player("Ann", melds=("5H 6H 7H",)), player("Bob", laid_off="7H")],
            ("players", 1, "laid_off"),
        ),
        # Ann's second meld repeats her first meld's 6H.
        (
            [player("Ann", melds=("5H 6H 7H", "6C 6D 6H")), player("Bob")],
            ("players", 0, "melds", 1),
        ),
        # Three jokers where the pack has two (001 Players and Cards: "plus two jokers").
        ([player("Ann", hand="JK JK"), player("Bob", hand="3C JK")], ("players", 1, "hand")),
    ],
)
def test_too_many_copies_points_where_the_count_goes_over(
    players: list[PlayerDeal], path: tuple[Any, ...]
) -> None:
    """001 pagat 500 Rummy, Players and Cards: one pack of 52 and two jokers for up to 4 players;
    issue, Deck composition: the error points where the count goes over."""
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_HUNDRED, players, went_out=None)
    assert caught.value.path == path


def test_joker_in_5000_is_a_deal_error() -> None:
    """000 pagat 5000 Rummy, Players and Cards: standard 52-card packs, no jokers."""
    with pytest.raises(DealError) as caught:
        score_deal(
            FIVE_THOUSAND,
            [player("Ann", melds=("5H 6H 7H",)), player("Bob", hand="JK")],
            went_out="Ann",
            wild_rank=Rank.TWO,
        )
    assert caught.value.path == ("players", 1, "hand")
    assert caught.value.problem.at(()) == packs_problem("JK", FIVE_THOUSAND.for_players(2))


def test_two_packs_allow_two_copies_but_not_three() -> None:
    """000 pagat 5000 Rummy, Players and Cards: two packs for 5 to 8 players hold two of each
    card."""
    players = [player(name, hand="QD") for name in ("A", "B", "C", "D", "E")]
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_THOUSAND, players, went_out=None, wild_rank=Rank.TWO)
    assert caught.value.path == ("players", 2, "hand")
    assert caught.value.problem.at(()) == packs_problem("QD QD QD", FIVE_THOUSAND.for_players(5))


def test_went_out_must_be_a_player() -> None:
    """001 pagat 500 Rummy, The Play: the play ends when "A player has no cards left in hand"; the
    player who went out must be one of the deal's players."""
    with pytest.raises(PlayerNameError) as caught:
        score_deal(FIVE_HUNDRED, [player("Ann"), player("Bob", hand="2C")], went_out="Cat")
    assert caught.value.path == ("went_out",)
    assert caught.value.problem.code == "deal.went_out_unknown"
    assert caught.value.problem.params == {"name": "Cat"}
    assert isinstance(caught.value, DealError)


def test_cards_left_in_hand_count_against_those_who_did_not_go_out() -> None:
    """001 pagat 500 Rummy, The Scoring: "subtract the value of the cards they have left in
    their hands". Bob: 18 - 9 = 9; Ann: -3."""
    deal = score_deal(
        FIVE_HUNDRED,
        [player("Ann", hand="3D"), player("Bob", melds=("5H 6H 7H 8H",))],
        went_out="Bob",
    )
    assert scores(deal) == {"Ann": (0, 3, 0, -3), "Bob": (26, 0, 0, 26)}


def test_duplicate_player_names() -> None:
    """Issue, DealError paths: players must be told apart; the second use of a name is pointed
    at."""
    with pytest.raises(PlayerNameError) as caught:
        score_deal(FIVE_HUNDRED, [player("Ann"), player("Bob"), player("Ann")], went_out=None)
    assert caught.value.path == ("players", 2, "name")
    assert caught.value.problem.code == "deal.named_twice"
    assert caught.value.problem.params == {"name": "Ann"}


def test_blank_player_name_and_no_players() -> None:
    """Issue, DealError paths: every player needs a name; a deal needs players (001 pagat 500
    Rummy: "any number of players from 2 to about 8")."""
    with pytest.raises(PlayerNameError) as caught:
        score_deal(FIVE_HUNDRED, [player("Ann"), player("  ")], went_out=None)
    assert caught.value.path == ("players", 1, "name")
    assert caught.value.problem.code == "deal.name_missing"
    with pytest.raises(PlayerNameError) as caught:
        score_deal(FIVE_HUNDRED, [], went_out=None)
    assert (caught.value.problem.code, caught.value.path) == ("deal.no_players", ("players",))


# --- Standings ---------------------------------------------------------------------------------


def deal_of(**totals: int) -> DealScore:
    """A scored deal with the given scores (melded = score; nothing in hand)."""
    return DealScore(
        tuple(PlayerScore(name, score, 0, 0, score) for name, score in totals.items()), None
    )


def test_5000_game_goes_on_below_target() -> None:
    """000 pagat 5000 Rummy, Scoring: "Further deals are played until one or more players reaches
    a cumulative score of 5000 or more"."""
    result = standings(
        FIVE_THOUSAND, ["Ann", "Bob"], [deal_of(Ann=3000, Bob=2000), deal_of(Ann=1995, Bob=10)]
    )
    assert result.totals == (4995, 2010)
    assert result.finished is False
    assert result.winners == ()
    assert result.names == ("Ann", "Bob")


def test_5000_reaching_exactly_5000_ends_the_game() -> None:
    """000 pagat 5000 Rummy, Scoring: "a cumulative score of 5000 or more"."""
    result = standings(
        FIVE_THOUSAND, ["Ann", "Bob"], [deal_of(Ann=3000, Bob=2000), deal_of(Ann=2000, Bob=10)]
    )
    assert result.totals == (5000, 2010)
    assert (result.finished, result.winners) == (True, ("Ann",))


def test_5000_highest_total_wins() -> None:
    """000 pagat 5000 Rummy, Scoring: "At that point, the player who has most points is the
    winner" (Bob, 5500, although Ann passed 5000 too)."""
    result = standings(
        FIVE_THOUSAND,
        ["Ann", "Bob", "Cat"],
        [deal_of(Ann=4500, Bob=4000, Cat=100), deal_of(Ann=600, Bob=1500, Cat=0)],
    )
    assert result.totals == (5100, 5500, 100)
    assert (result.finished, result.winners) == (True, ("Bob",))


def test_5000_tie_gives_joint_winners() -> None:
    """000 pagat 5000 Rummy, Scoring ("the player who has most points is the winner") with the
    issue's rule for a tie: joint winners (as in 000 Variations: "the tying players are joint
    winners")."""
    result = standings(
        FIVE_THOUSAND, ["Ann", "Bob", "Cat"], [deal_of(Ann=5100, Bob=5100, Cat=5000)]
    )
    assert (result.finished, result.winners) == (True, ("Ann", "Bob"))


def test_500_tie_at_target_plays_on() -> None:
    """001 pagat 500 Rummy, The Scoring: "In the event of a tie, further hands are played until
    there is a single winner"."""
    result = standings(
        FIVE_HUNDRED, ["Ann", "Bob"], [deal_of(Ann=300, Bob=250), deal_of(Ann=210, Bob=260)]
    )
    assert result.totals == (510, 510)
    assert (result.finished, result.winners) == (False, ())


def test_500_single_leader_over_target_wins() -> None:
    """001 pagat 500 Rummy, The Scoring: "the player with the highest score wins" once scores pass
    500 (Ann 520 over Bob 510)."""
    result = standings(FIVE_HUNDRED, ["Ann", "Bob", "Cat"], [deal_of(Ann=520, Bob=510, Cat=-40)])
    assert (result.finished, result.winners) == (True, ("Ann",))


def test_500_tie_after_play_on_broken() -> None:
    """001 pagat 500 Rummy, The Scoring: after a tied 510-510 the next hand (Ann 4, Bob -3) leaves
    a single winner."""
    result = standings(
        FIVE_HUNDRED, ["Ann", "Bob"], [deal_of(Ann=510, Bob=510), deal_of(Ann=4, Bob=-3)]
    )
    assert result.totals == (514, 507)
    assert (result.finished, result.winners) == (True, ("Ann",))


def test_500_reaching_500_ends_the_game() -> None:
    """001 pagat 500 Rummy, Introduction: "The game is won by the first player to reach a
    cumulative score of 500 or more" (the issue: a tie "at or over the target")."""
    result = standings(FIVE_HUNDRED, ["Ann", "Bob"], [deal_of(Ann=500, Bob=499)])
    assert (result.finished, result.winners) == (True, ("Ann",))


def test_500_negative_totals() -> None:
    """001 pagat 500 Rummy, The Scoring: "It is also possible for your cumulative score to be
    negative - for example if you make a negative score on the first hand". Bob: -25 then 10;
    Ann: 30 - 7 = 23."""
    first = score_deal(
        FIVE_HUNDRED,
        [
            player("Ann", melds=("JH JC JD",), hand="2C 5D"),
            player("Bob", hand="AS KS"),
        ],
        went_out=None,
    )
    result = standings(FIVE_HUNDRED, ["Ann", "Bob"], [first, deal_of(Ann=0, Bob=10)])
    assert result.totals == (23, -15)
    assert (result.finished, result.winners) == (False, ())


def test_standings_with_no_deals() -> None:
    """000 pagat 5000 Rummy, Scoring: cumulative scores start at 0."""
    result = standings(FIVE_HUNDRED, ["Ann", "Bob"], [])
    assert (result.totals, result.finished, result.winners) == ((0, 0), False, ())


def test_standings_reject_a_deal_with_other_players() -> None:
    """Issue, standings: each deal names the game's players."""
    with pytest.raises(RulesError) as caught:
        standings(FIVE_HUNDRED, ["Ann", "Bob"], [deal_of(Ann=10, Cat=5)])
    assert caught.value.problem.code == "deal.players_differ"
    assert caught.value.problem.params == {"number": 1}
