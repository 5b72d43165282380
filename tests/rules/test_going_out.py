"""Tests for how a player may go out and what it pays, in ``scorekeeper.rules.scoring``:
Contract Rummy's contracts, Continental Rummy's going-out hands and bonuses, Koon Kan's eleven
cards and Tonk's stakes.

Sources: 004 rummy family (Variation 1: Contract Rummy; Variation 2: Continental Rummy; Koon Kan;
Tonk) and the facts in ``docs/rule-sources.md`` (bicyclecards.com Continental Rummy; Tonk).
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import (
    DealError,
    DealScore,
    RulesError,
    find_preset,
    score_deal,
)
from scorekeeper.rules.points import verify_contract
from tests.rules.notation import player

CONTRACT = find_preset("contract-rummy")
CONTRACT_FIVE = CONTRACT.for_players(5)
"""Three packs and two jokers (004 Contract Rummy, Dealing: five or more players)."""
CONTINENTAL = find_preset("continental-rummy")
KOON_KAN = find_preset("koon-kan")
TONK = find_preset("tonk")


def scores(deal: DealScore) -> dict[str, int]:
    return {p.name: p.score for p in deal.players}


def contract_ok(number: int, melds: tuple[str, ...], went_out: bool = True) -> bool:
    try:
        verify_contract(CONTRACT_FIVE, number, 0, player("Ann", melds), None, went_out)
    except DealError:
        return False
    return True


# --- Contract Rummy ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "melds"),
    [
        (1, ("KH KS KD", "5C 5D 5S")),  # 2 sets
        (2, ("KH KS KD", "5C 6C 7C")),  # 1 set, 1 sequence
        (3, ("5C 6C 7C", "9H 10H JH")),  # 2 sequences
        (4, ("KH KS KD", "5C 5D 5S", "9H 9C 9S")),  # 3 sets
        (5, ("KH KS KD", "5C 5D 5S", "5H 6H 7H", "9S 10S JS")),  # 2 sets, 2 sequences
        (6, ("KH KS KD", "5H 6H 7H", "9S 10S JS")),  # 1 set, 2 sequences
        (7, ("5H 6H 7H", "9S 10S JS", "2D 3D 4D")),  # 3 sequences
    ],
)
def test_each_deal_has_its_contract(number: int, melds: tuple[str, ...]) -> None:
    """004 Contract Rummy, the contracts table: 1 two sets; 2 one set, one sequence; 3 two
    sequences; 4 three sets; 5 two sets, two sequences; 6 one set, two sequences; 7 three
    sequences."""
    assert contract_ok(number, melds)
    assert not contract_ok(number % 7 + 1, melds)  # the next deal's contract differs


def test_contract_must_be_exact() -> None:
    """004 Contract Rummy, Melding: "All players must first meld the exact melds called for in
    the contract ... Once a player meets the contract ... she may not create any new melds"."""
    assert not contract_ok(1, ("KH KS KD", "5C 5D 5S", "9H 9C 9S"))  # one set too many
    assert not contract_ok(1, ("KH KS KD",))  # one set short
    assert not contract_ok(2, ("KH KS KD", "5C 5D 5S"))  # a set for the sequence


def test_a_meld_that_reads_both_ways_takes_the_kind_the_contract_needs() -> None:
    """004 Contract Rummy, Jokers ("jokers are wild and stand in for any card"): 9D JK JK is a set
    or a sequence, so it meets whichever part of the contract is left."""
    assert contract_ok(2, ("9D JK JK", "5C 6C 7C"))  # 9D JK JK as the set
    assert contract_ok(2, ("9D JK JK", "5C 5S 5H"))  # 9D JK JK as the sequence
    assert not contract_ok(3, ("5C 5S 5H", "9D JK JK"))  # 5-5-5 is no sequence


@pytest.mark.parametrize(
    ("melds", "apart"),
    [
        (("3H 4H 5H", "7H 8H 9H"), True),  # 6H between them
        (("3H 4H 5H", "6H 7H 8H"), False),  # continuous: 3 to 8
        (("3H 4H 5H", "5H 6H 7H"), False),  # overlapping
        (("3H 4H 5H", "6S 7S 8S"), True),  # two suits
        (("JK 5H 6H", "8H 9H 10H"), True),  # JK is 4H or 7H: as 4H, 7H separates them
        (("JK 5H 6H", "7H 8H 9H"), False),  # JK as 4H or 7H: continuous either way
        (("QH KH AH", "4H 5H 6H"), True),  # the ace is high here: far from 4-5-6
        (("JH QH KH", "AH 2H 3H"), True),  # K-A-2 is not continuous (004 Contract Rummy)
        (("QH KH AH", "2H 3H 4H"), True),
        (("9H 10H JH", "QH KH AH"), False),  # continuous: 9 to A
    ],
)
def test_two_sequences_in_one_suit_must_not_be_continuous(
    melds: tuple[str, str], apart: bool
) -> None:
    """004 Contract Rummy: "When two or more sequences are required, play two different suits.
    Or, if you play in the same suit, separate the sequences by at least one card (the two
    sequences may not be in continuous rank order)"; "Ranking is still not continuous, so K-A-2
    is not valid"."""
    assert contract_ok(3, melds) is apart


def test_going_out_without_the_contract_is_refused() -> None:
    """004 Contract Rummy: "In each round, a different contract is required to go out"."""
    players = [player("Ann", hand=""), player("Bob", hand="5C"), player("Cy", hand="KH")]
    with pytest.raises(DealError) as caught:
        score_deal(CONTRACT, players, "Ann", number=1)
    assert caught.value.path == ("players", 0, "melds", 0)
    assert caught.value.problem.code == "contract.went_out_without_it"
    assert caught.value.problem.params == {"name": "Ann", "sets": 2, "runs": 0}


def test_players_who_did_not_go_out_may_have_no_melds() -> None:
    """004 Contract Rummy: a player who has not met the contract simply has not melded; their
    hand is their score. They cannot lay off before the contract is down (Melding)."""
    players = [
        player("Ann", ("KH KS KD", "5C 5D 5S")),
        player("Bob", hand="5H"),
        player("Cy", laid_off="KC", hand="2C"),
    ]
    with pytest.raises(DealError) as caught:
        score_deal(CONTRACT, players, "Ann", number=1)
    assert caught.value.path == ("players", 2, "laid_off")
    assert caught.value.problem.code == "contract.laid_off_before_it"
    assert caught.value.problem.params["name"] == "Cy"


def test_contract_rummy_has_seven_deals() -> None:
    """004 Contract Rummy: "Games are always limited to seven rounds"."""
    players = [player("Ann", ("KH KS KD", "5C 5D 5S")), player("Bob"), player("Cy")]
    with pytest.raises(RulesError) as caught:
        score_deal(CONTRACT, players, "Ann", number=8)
    assert caught.value.option == "number"


# --- Continental Rummy -------------------------------------------------------------------------

FIVE_THREES = ("3H 4H 5H", "6H 7H 8H", "9S 10S JS", "QS KS AS", "4D 5D 6D")


@pytest.mark.parametrize(
    "melds",
    [
        FIVE_THREES,
        ("3H 4H 5H 6H", "7S 8S 9S 10S", "JD QD KD AD", "4C 5C 6C"),  # 4 + 4 + 4 + 3
        ("3H 4H 5H 6H 7H", "7S 8S 9S 10S", "JD QD KD", "4C 5C 6C"),  # 5 + 4 + 3 + 3
    ],
)
def test_continental_going_out_hands(melds: tuple[str, ...]) -> None:
    """004 Continental Rummy: "go out, all at once, with one of the three following hands: Five
    three-card sequences; Three four-card sequences plus one three-card sequence; One five-card
    sequence, one four-card sequence, two three-card sequences"."""
    deal = score_deal(CONTINENTAL, [player("Ann", melds), player("Bob", hand="KC")], "Ann")
    assert deal.went_out == "Ann"


@pytest.mark.parametrize(
    "melds",
    [
        ("3H 4H 5H 6H 7H 8H", "9S 10S JS", "QS KS AS", "4D 5D 6D"),  # 6 + 3 + 3 + 3
        FIVE_THREES[:4],  # only twelve cards
        ("3H 4H 5H 6H 7H", "7S 8S 9S 10S JS", "JD QD KD", "4C 5C 6C"),  # 5 + 5 + 3 + 3
    ],
)
def test_continental_other_hands_do_not_go_out(melds: tuple[str, ...]) -> None:
    """004 Continental Rummy: "You go out with the above hands in one fell swoop, or you don't go
    out at all"."""
    with pytest.raises(DealError) as caught:
        score_deal(CONTINENTAL, [player("Ann", melds), player("Bob", hand="KC")], "Ann")
    assert caught.value.problem.code == "going_out.not_a_going_out_hand"
    lengths = tuple(sorted((len(meld.split()) for meld in melds), reverse=True))
    assert caught.value.problem.params["lengths"] == lengths
    assert (5, 4, 3, 3) in caught.value.problem.params["hands"]


def test_continental_no_lay_offs_when_going_out() -> None:
    """004 Continental Rummy: "players may not meld or build any other cards"."""
    with pytest.raises(DealError):
        score_deal(
            CONTINENTAL,
            [player("Ann", FIVE_THREES, laid_off="7D"), player("Bob", hand="KC")],
            "Ann",
        )


def test_continental_sets_are_not_melds() -> None:
    """004 Continental Rummy: "Sets are not valid in Continental Rummy"."""
    melds = ("3H 3S 3D", *FIVE_THREES[1:])
    with pytest.raises(DealError) as caught:
        score_deal(CONTINENTAL, [player("Ann", melds), player("Bob", hand="KC")], "Ann")
    assert caught.value.path == ("players", 0, "melds", 0)


def bonus(melds: tuple[str, ...], players: int = 2, first_turn: str | None = None) -> int:
    others = [player(f"P{i}") for i in range(1, players)]
    deal = score_deal(
        CONTINENTAL,
        [player("Ann", melds), *others],
        "Ann",
        first_turn=first_turn,  # type: ignore[arg-type]
    )
    return deal.players[0].bonus


def test_continental_bonus_no_wild_cards() -> None:
    """docs/rule-sources.md (bicyclecards.com Continental Rummy): 1 point for going out and 10 for
    using no deuce or joker; 004 Continental Rummy: "multiplied by the number of players"."""
    assert bonus(FIVE_THREES, players=2) == (1 + 10) * 2
    assert bonus(FIVE_THREES, players=7) == (1 + 10) * 7


def test_continental_bonus_per_deuce_and_joker() -> None:
    """docs/rule-sources.md (bicyclecards.com): "1 per deuce and 2 per joker in the winning
    hand"."""
    melds = ("3H 2C 5H", "6H JK 8H", "9S 10S JS", "QS KS AS", "4D 5D 6D")
    assert bonus(melds, players=3) == (1 + 1 + 2) * 3


def test_continental_bonus_first_turn() -> None:
    """docs/rule-sources.md (bicyclecards.com): "7 for going out on the first turn, 10 for going
    out on
    the first turn without drawing"."""
    assert bonus(FIVE_THREES, first_turn="drew") == (1 + 10 + 7) * 2
    assert bonus(FIVE_THREES, first_turn="no_draw") == (1 + 10 + 10) * 2


def test_continental_bonus_all_one_suit() -> None:
    """docs/rule-sources.md (bicyclecards.com): "10 if all 15 cards are of one suit"."""
    melds = ("AH 2H 3H", "4H 5H 6H", "7H 8H 9H", "10H JH QH", "3H 4H 5H")
    # 2H is a deuce: 1 + 1 (deuce) + 10 (one suit), no "no wild card" 10.
    assert bonus(melds, players=3) == (1 + 1 + 10) * 3


def test_continental_first_turn_only_for_continental() -> None:
    """docs/rule-sources.md (Continental bonuses): the first-turn bonus belongs to Continental
    Rummy."""
    with pytest.raises(RulesError) as caught:
        score_deal(
            find_preset("rummy"),
            [player("Ann", ("KH KS KD",)), player("Bob")],
            "Ann",
            first_turn="drew",
        )
    assert caught.value.option == "first_turn"
    assert caught.value.problem.code == "going_out.no_first_turn_bonus"
    assert caught.value.problem.params == {"variant": "rummy"}


def test_continental_player_out_collects_the_hands_plus_bonus() -> None:
    """004 Continental Rummy: "In addition to the standard point scores, the following points are
    added to the winner's score" (cards left in hand: face 10, ace 15, joker 20, as Contract)."""
    deal = score_deal(
        CONTINENTAL, [player("Ann", FIVE_THREES), player("Bob", hand="KC AS JK 7D")], "Ann"
    )
    assert scores(deal) == {"Ann": 10 + 15 + 20 + 7 + (1 + 10) * 2, "Bob": 0}


# --- Koon Kan ----------------------------------------------------------------------------------


def test_koon_kan_goes_out_with_eleven_cards() -> None:
    """004 Koon Kan: "The goal is to meld eleven cards: ten in your hand, plus the final card
    drawn"."""
    eleven = ("AH 2H 3H", "4S 5S 6S 7S", "JC JD JH JS")
    deal = score_deal(KOON_KAN, [player("Ann", eleven), player("Bob", hand="KC 5D")], "Ann")
    assert scores(deal) == {"Ann": 15, "Bob": 0}
    with pytest.raises(DealError) as caught:
        score_deal(KOON_KAN, [player("Ann", eleven[:2]), player("Bob", hand="KC")], "Ann")
    assert caught.value.problem.code == "going_out.wrong_card_count"
    assert caught.value.problem.params == {"name": "Ann", "melded": 7, "needed": 11}


def test_koon_kan_stock_exhausted_is_a_draw() -> None:
    """004 Koon Kan: "The game is a draw if the stock is exhausted before either player goes
    out"."""
    deal = score_deal(
        KOON_KAN, [player("Ann", ("AH 2H 3H",), hand="QS"), player("Bob", hand="KC")], None
    )
    assert scores(deal) == {"Ann": 0, "Bob": 0}


# --- Tonk --------------------------------------------------------------------------------------


def tonk(ending: str, went_out: str | None, *hands: str, **options: str) -> dict[str, int]:
    rules = TONK.with_options(options) if options else TONK
    players = [player(name, hand=hand) for name, hand in zip("ABC", hands, strict=False)]
    return scores(score_deal(rules, players, went_out, ending=ending))  # type: ignore[arg-type]


def test_tonk_dealt_49_or_50_is_paid_double() -> None:
    """004 Tonk: "If a player's hand is worth 49 or 50 points, it's a tonk. Declare tonks
    immediately, and all other players must pay the winner a double stake"."""
    assert tonk("tonk", "A", "KS QS JS 10S 10H", "2C", "3C") == {"A": 4, "B": -2, "C": -2}
    assert tonk("tonk", "A", "KS QS JS 10S 9H", "2C") == {"A": 2, "B": -2}


def test_tonk_two_tonks_are_a_draw() -> None:
    """004 Tonk: "The game is a draw if two players have tonks"."""
    assert tonk("tonk", "A", "KS QS JS 10S 9H", "KH QH JH 10H 10D") == {"A": 0, "B": 0}


def test_tonk_that_is_not_49_or_50_is_refused() -> None:
    """004 Tonk: a tonk is a hand of 49 or 50 points."""
    with pytest.raises(DealError) as caught:
        tonk("tonk", "A", "KS QS JS 10S 8H", "2C")
    assert caught.value.path == ("players", 0, "hand")
    assert caught.value.problem.code == "tonk.not_a_tonk"
    assert caught.value.problem.params == {"name": "A", "points": 48, "tonks": (49, 50)}


def test_tonk_knock_with_the_lowest_hand() -> None:
    """004 Tonk: "By knocking, she is betting that she has the lowest overall score in cards. If
    she's right, she is paid the basic stake"."""
    assert tonk("knock", "A", "2C 3C", "9S", "KD") == {"A": 2, "B": -1, "C": -1}


@pytest.mark.parametrize("hands", [("KC 5D", "7S", "QD QH"), ("7C", "7S", "QD QH")])
def test_tonk_losing_knock_double_to_the_lowest(hands: tuple[str, str, str]) -> None:
    """004 Tonk: "Otherwise, she pays the actual low-score holder double the stake, while all
    other players pay a standard stake" (a tie with the knocker is not "right")."""
    assert tonk("knock", "A", *hands) == {"A": -2, "B": 3, "C": -1}


def test_tonk_losing_knock_stake_to_each() -> None:
    """docs/rule-sources.md, Tonk: "a knocker whose hand is not the lowest pays (descriptions
    differ:
    double to the lowest hand, or every player's stake)": the second reading as an option."""
    result = tonk("knock", "A", "KC 5D", "7S", "QD QH", knock_penalty="stake_to_each")
    assert result == {"A": -2, "B": 1, "C": 1}
    assert tonk("knock", "A", "2C", "7S", knock_penalty="stake_to_each") == {"A": 1, "B": -1}


def test_tonk_going_out_with_and_without_a_discard() -> None:
    """004 Tonk: "Players who go out by melding earn the standard stake, unless they go out
    without a discard. This is another type of tonk and earns the winner double stakes from all
    players"."""
    assert tonk("went_out", "A", "", "9S", "KD") == {"A": 2, "B": -1, "C": -1}
    assert tonk("went_out_no_discard", "A", "", "9S", "KD") == {"A": 4, "B": -2, "C": -2}


def test_tonk_stock_runs_out() -> None:
    """004 Tonk: "The game is over if the stock runs out. If this happens, the player with the
    lowest overall score is paid the basic stake from all players"; a tie for it pays nobody."""
    assert tonk("stock_out", None, "4H 4D", "3C 2C", "9H") == {"A": -1, "B": 2, "C": -1}
    assert tonk("stock_out", None, "4H", "3C AC", "9H") == {"A": 0, "B": 0, "C": 0}


def test_tonk_needs_how_the_deal_ended() -> None:
    """004 Tonk: the stakes depend on how the deal ended; other games have no such fact."""
    with pytest.raises(RulesError) as caught:
        score_deal(TONK, [player("A", hand="2C"), player("B", hand="3C")], "A")
    assert caught.value.option == "ending"
    assert caught.value.problem.code == "tonk.ending_needed"
    with pytest.raises(RulesError) as caught:
        score_deal(
            find_preset("rummy"),
            [player("A", ("2C 3C 4C",)), player("B", hand="3D")],
            "A",
            ending="went_out",
        )
    assert caught.value.option == "ending"
    assert caught.value.problem.code == "tonk.no_endings"
