"""Cross-checks of the cards players hand in from their own seats (rules/handins.py).

000 (pagat 5000 Rummy), Players, cards and deal: "3 or 4 players use a standard 52-card pack;
from 5 to 8 players use two 52-card packs", so the packs bound how often a card can be
entered across seats. 000, End of the play: going out is "having no cards left in hand".
004 (Tonk), Knocking: a knocker shows a hand, so a hand is no problem there; "Deal each player
five cards" bounds a seat's cards. 004 (Rummy): "If the stock is exhausted before a player goes
out, turn over the discard pile ... and continue play": somebody goes out."""

from __future__ import annotations

import pytest

from scorekeeper.rules import Card, HandIn, PlayerDeal, check_hand_ins, find_preset
from scorekeeper.rules.handins import (
    HandInProblem,
    nobody_went_out,
    overused_cards,
    too_many_cards,
    went_out_disagreements,
    went_out_with_hand,
)
from scorekeeper.rules.problems import Param

FIVE_THOUSAND = find_preset("5000-rummy")


def said(problem: HandInProblem) -> tuple[str, dict[str, Param]]:
    """A cross-check's problem as its code and parameters."""
    return problem.problem.code, dict(problem.problem.params)


def seat(name: str, melds: str = "", hand: str = "", went_out: bool = False) -> HandIn:
    meld_cards = tuple(Card.parse(meld) for meld in melds.split("|") if meld.strip())
    return HandIn(PlayerDeal(name, melds=meld_cards, hand=Card.parse(hand)), went_out)


def test_000_one_pack_a_card_entered_by_two_players_names_both() -> None:
    problems = overused_cards(
        [seat("Ann", "7H 8H 9H"), seat("Bob", hand="7H 2C")], FIVE_THOUSAND.for_players(3)
    )
    assert [(p.kind, said(p), p.names) for p in problems] == [
        (
            "card_overused",
            ("hand_in.card_overused", {"card": "7H", "names": ("Ann", "Bob"), "held": 1}),
            ("Ann", "Bob"),
        )
    ]


def test_000_two_packs_for_five_players_hold_each_card_twice() -> None:
    rules = FIVE_THOUSAND.for_players(5)
    twice = [seat("Ann", "7H 8H 9H"), seat("Bob", hand="7H")]
    assert overused_cards(twice, rules) == ()
    thrice = [*twice, seat("Cy", hand="7H")]
    (problem,) = overused_cards(thrice, rules)
    assert said(problem) == (
        "hand_in.card_overused",
        {"card": "7H", "names": ("Ann", "Bob", "Cy"), "held": 2},
    )


def test_000_one_players_own_excess_is_left_to_the_deal_form() -> None:
    """Entered twice by one seat is that seat's own error, shown on its field when scored."""
    assert overused_cards([seat("Ann", "7H 7H 7H")], FIVE_THOUSAND.for_players(3)) == ()


def test_000_a_card_the_packs_do_not_hold_at_all() -> None:
    rules = find_preset("george").for_players(3)  # George plays without twos (000 Variations)
    (problem,) = overused_cards([seat("Ann", hand="2C"), seat("Bob", hand="2C")], rules)
    assert said(problem) == (
        "hand_in.card_overused",
        {"card": "2C", "names": ("Ann", "Bob"), "held": 0},
    )


def test_000_end_of_the_play_a_player_who_went_out_has_no_hand() -> None:
    problems = went_out_with_hand(
        [seat("Ann", "KS KH KD", "4C", went_out=True), seat("Bob", hand="9D")]
    )
    assert [(said(p), p.names) for p in problems] == [
        (("hand_in.went_out_with_hand", {"name": "Ann"}), ("Ann",))
    ]
    assert went_out_with_hand([seat("Ann", "KS KH KD", went_out=True)]) == ()


def test_seats_that_each_say_they_went_out_disagree() -> None:
    (problem,) = went_out_disagreements(
        [seat("Ann", went_out=True), seat("Bob"), seat("Cy", went_out=True)]
    )
    assert (problem.kind, problem.names) == ("went_out_disagreement", ("Ann", "Cy"))
    assert said(problem) == ("hand_in.several_went_out", {"names": ("Ann", "Cy")})
    assert went_out_disagreements([seat("Ann", went_out=True), seat("Bob")]) == ()


@pytest.mark.parametrize("hand_after_going_out", [False, True])
def test_004_tonk_a_knocker_shows_a_hand(hand_after_going_out: bool) -> None:
    rules = find_preset("tonk").for_players(3)
    hand_ins = [seat("Ann", hand="2C 3D", went_out=True), seat("Bob", hand="KS")]
    kinds = [
        p.kind for p in check_hand_ins(hand_ins, rules, hand_after_going_out=hand_after_going_out)
    ]
    assert kinds == ([] if hand_after_going_out else ["went_out_with_hand"])


def test_drafts_that_agree_have_no_problems() -> None:
    hand_ins = [
        seat("Ann", "7H 8H 9H|KS KH KD", went_out=True),
        seat("Bob", hand="7C 2D"),
        seat("Cy"),
    ]
    assert check_hand_ins(hand_ins, FIVE_THOUSAND.for_players(3)) == ()


def test_004_tonk_a_seat_with_more_cards_than_a_hand_holds_is_named() -> None:
    """004 Tonk: "Deal each player five cards": a seat with six cards is named, unless it
    says it went out (going out without a discard melds the card drawn too); seven never."""
    tonk = find_preset("tonk").for_players(2)
    six = [seat("Ann", hand="2C 3C 4C 5C 6C 7C"), seat("Bob", hand="KD")]
    assert [(p.kind, p.names) for p in too_many_cards(six, tonk)] == [("too_many_cards", ("Ann",))]
    assert said(too_many_cards(six, tonk)[0]) == (
        "hand_in.too_many_cards",
        {"name": "Ann", "cards": 6, "most": 5, "dealt": 5, "variant": "tonk"},
    )
    out = [seat("Ann", melds="2C 3C 4C|5C 6C 7C", went_out=True), seat("Bob", hand="KD")]
    assert too_many_cards(out, tonk) == ()
    seven = [seat("Ann", melds="2C 3C 4C|5C 6C 7C 8C", went_out=True), seat("Bob")]
    assert [p.names for p in too_many_cards(seven, tonk)] == [("Ann",)]
    assert too_many_cards(six, FIVE_THOUSAND.for_players(2)) == ()  # no such limit there


def test_004_rummy_and_koon_kan_a_seat_with_an_eleventh_card_is_named() -> None:
    """004 Rummy: "With two players, ten cards each"; 004 Koon Kan: "Deal ten cards to each
    player"; "The player may not place the draw card in his hand": a seat that did not go out
    hands in ten cards at most, one that went out eleven (the last card drawn, melded)."""
    ten = "AC 2C 3C 4C 5C 6C 7C JC QC KC"
    for slug in ("rummy", "koon-kan"):
        rules = find_preset(slug).for_players(2)
        eleven = [seat("Ann", melds="AH 2H 3H", went_out=True), seat("Bob", hand=f"{ten} AD")]
        [problem] = too_many_cards(eleven, rules)
        assert said(problem) == (
            "hand_in.too_many_cards",
            {"name": "Bob", "cards": 11, "most": 10, "dealt": 10, "variant": slug},
        )
        out = seat("Ann", melds="AH 2H 3H 4H 5H|6S 7S JS|QS QH QD", went_out=True)
        assert too_many_cards([out, seat("Bob", hand=ten)], rules) == ()


def test_004_continental_seats_are_not_counted_against_the_fifteen_dealt() -> None:
    """004 Continental Rummy "follows the basic rules of Contract Rummy", whose Drawing cards
    lets a player take the discard out of turn "and the topmost stock card" and "not discard":
    a seat may hand in more than the fifteen cards dealt."""
    continental = find_preset("continental-rummy").for_players(2)
    seventeen = "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 3D 4D 5D 6D 7D"
    assert too_many_cards([seat("Ann"), seat("Bob", hand=seventeen)], continental) == ()


def test_004_rummy_every_seat_handed_in_with_nobody_out_is_named() -> None:
    """004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard
    pile ... and continue play": once every seat has handed in and none says it went out, the
    deal cannot be saved; the scorekeeper is told before trying."""
    rummy = find_preset("rummy")
    done = [
        HandIn(PlayerDeal("Ann", hand=Card.parse("2C")), handed_in=True),
        HandIn(PlayerDeal("Bob", hand=Card.parse("KD")), handed_in=True),
    ]
    (problem,) = nobody_went_out(done, rummy)
    assert problem.kind == "nobody_went_out" and problem.names == ("Ann", "Bob")
    assert said(problem) == ("hand_in.nobody_went_out", {"variant": "rummy"})
    assert nobody_went_out(done[:1] + [HandIn(PlayerDeal("Bob"))], rummy) == ()  # Bob is not done
    assert nobody_went_out(done, FIVE_THOUSAND) == ()  # the stock may run out there


def test_000_a_seat_says_the_stock_ran_out_while_another_says_they_went_out() -> None:
    """000, End of the play: the play ends when a player goes out, or when "there are no
    cards left in the stock pile": not both."""
    stock_out = HandIn(PlayerDeal("Bob", hand=Card.parse("7C")), stock_out=True)
    (problem,) = went_out_disagreements([seat("Ann", "7H 8H 9H", went_out=True), stock_out])
    assert problem.kind == "went_out_disagreement"
    assert said(problem) == (
        "hand_in.stock_out_and_went_out",
        {"stock_out": ("Bob",), "went_out": ("Ann",)},
    )
    assert problem.names == ("Ann", "Bob")
    both_agree = [seat("Ann", hand="2C"), stock_out, HandIn(PlayerDeal("Cy"), stock_out=True)]
    assert went_out_disagreements(both_agree) == ()
