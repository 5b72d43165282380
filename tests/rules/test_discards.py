"""Tests for ``scorekeeper.rules.discards``: "Can I go out with this discard?" (issue 4, The deal
helper and the referee during play).

Sources: 000 pagat 5000 Rummy (Melds; Play, Wild cards; End of the play; Floating), 001 pagat
500 Rummy (The Melds; Laying Off; The Play; Variations: Floating, Unplayable discard required when
going out), 003 5000 Rummy (Ending the Round) and docs/rule-sources.md (Koon Kan).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    FRENCH_SUITS,
    Card,
    DiscardVerdict,
    IllegalDiscardError,
    IllegalMeldError,
    Rank,
    Rules,
    can_final_discard,
    can_lay_off,
    check_final_discard,
    find_preset,
    verify_final_discard,
)
from scorekeeper.rules.problems import Problem

FIVE_THOUSAND = find_preset("5000-rummy")
FIVE_HUNDRED = find_preset("500-rummy")


def discard(
    card: str, table: tuple[str, ...], rules: Rules, wild_rank: Rank | None = Rank.TWO
) -> DiscardVerdict:
    if not rules.wild_upcard:
        wild_rank = None
    return check_final_discard(
        Card.from_str(card), [Card.parse(meld) for meld in table], rules, wild_rank
    )


# --- the final discard must be unplayable -------------------------------------------------------


def test_5000_a_playable_card_cannot_go_out() -> None:
    """000 End of the play: "this final discard must be "unplayable": it cannot be a card that
    could have been added to a meld on the table. A player who has no unplayable cards has to
    "float""."""
    verdict = discard("7H", ("KS KD KC", "4H 5H 6H"), FIVE_THOUSAND)
    assert verdict.playable is True
    assert verdict.fits == (1,) and verdict.onto == 1
    assert verdict.may_go_out is False
    assert verdict.note == Problem(
        "discard.playable", {"card": "7H", "meld": ("4H", "5H", "6H"), "others": 0, "then": "float"}
    )


def test_5000_an_unplayable_card_goes_out() -> None:
    """000 End of the play: "A player has only one card left after melding and discards it, so
    having no cards left in hand. This is called "going out"."""
    verdict = discard("9C", ("KS KD KC", "4H 5H 6H"), FIVE_THOUSAND)
    assert verdict == DiscardVerdict(
        Card.from_str("9C"),
        playable=False,
        fits=(),
        onto=None,
        may_go_out=True,
        note=Problem("discard.unplayable", {"card": "9C"}),
    )


def test_5000_subtract_the_last_card_must_be_unplayable() -> None:
    """003 Ending the Round: "The game is over once a players last card is placed on the discard
    pile, and is unplayable on any available melds"."""
    rules = find_preset("5000-rummy-subtract")
    assert not can_final_discard(Card.from_str("KH"), [Card.parse("KS KD KC")], rules, Rank.TWO)
    assert can_final_discard(Card.from_str("QH"), [Card.parse("KS KD KC")], rules, Rank.TWO)


def test_no_melds_on_the_table() -> None:
    """000 End of the play: with nothing on the table no card could be added to a meld."""
    verdict = discard("7H", (), FIVE_THOUSAND)
    assert verdict.may_go_out and not verdict.playable


def test_500_base_rules_allow_a_playable_final_discard() -> None:
    """001 The Play: the play ends when a player "meld[s] all but one and then discard[s] their
    last card"; the unplayable-discard rule is only a variation."""
    verdict = discard("7H", ("4H 5H 6H",), FIVE_HUNDRED)
    assert verdict.playable is True and verdict.may_go_out is True
    assert verdict.note == Problem(
        "discard.playable_allowed", {"card": "7H", "meld": ("4H", "5H", "6H"), "others": 0}
    )


def test_500_unplayable_discard_variation_floats() -> None:
    """001 Variations, Unplayable discard required when going out: "if your final card is
    playable, then instead of discarding it and going out you have to meld it and become a
    floater"."""
    rules = FIVE_HUNDRED.with_options({"final_discard_unplayable": True, "floating": True})
    verdict = discard("7H", ("4H 5H 6H",), rules)
    assert verdict.may_go_out is False
    assert verdict.note.code == "discard.playable"
    assert verdict.note.params["then"] == "float"


def test_unplayable_discard_without_floating_melds_to_go_out() -> None:
    """001 The Play: melding every card ends the play ("A player has no cards left in hand. This
    can happen either when a player melds all their cards ..."), so without floating a playable
    last card is melded to go out."""
    rules = FIVE_HUNDRED.with_options({"final_discard_unplayable": True})
    verdict = discard("7H", ("4H 5H 6H",), rules)
    assert verdict.may_go_out is False
    assert verdict.note.code == "discard.playable"
    assert verdict.note.params["then"] == "go_out"


# --- what is playable --------------------------------------------------------------------------


def test_a_card_that_fits_two_melds() -> None:
    """001 Laying Off: "if there is a sequence 7-8-9 of clubs and a group 10-10-10 ... and you have
    the 10 of clubs in your hand, you can choose whether to add your 10 to the sequence or the
    group"."""
    verdict = discard("10C", ("7C 8C 9C", "10D 10H 10S"), FIVE_HUNDRED)
    assert verdict.fits == (0, 1) and verdict.onto == 0
    assert verdict.note.code == "discard.playable_allowed"
    assert verdict.note.params == {"card": "10C", "meld": ("7C", "8C", "9C"), "others": 1}


def test_500_second_card_of_a_suit_does_not_fit_a_group() -> None:
    """001 The Melds: "When more than one deck is used, the cards of a group must all be of
    different suits", so a second jack of hearts is unplayable on J-J-J."""
    rules = FIVE_HUNDRED.for_players(5)
    assert not discard("JH", ("JH JC JD",), rules).playable
    assert discard("JS", ("JH JC JD",), rules).playable


def test_a_card_past_a_high_ace_does_not_fit() -> None:
    """000 Melds: "The ace can therefore be at the low end of a run ... or at the high end next to
    the king, but not in the middle of a run"."""
    assert not discard("2H", ("QH KH AH",), FIVE_THOUSAND, Rank.NINE).playable
    assert discard("JH", ("QH KH AH",), FIVE_THOUSAND, Rank.NINE).playable


def test_a_wild_card_is_playable_on_a_run() -> None:
    """000 Melds: "A wild card can be used as a substitute for any missing card needed to form a
    set or run", so it can always extend a run that has room."""
    verdict = discard("2C", ("4H 5H 6H",), FIVE_THOUSAND, Rank.TWO)
    assert verdict.playable and not verdict.may_go_out


def test_the_real_card_of_a_wild_card_is_playable() -> None:
    """000 Play, Wild cards: "If you hold the real card that is represented by a wild card that has
    been used in a run, you may meld the real card ... The wild card remains in place"."""
    assert discard("7H", ("6H 2C 8H",), FIVE_THOUSAND, Rank.TWO).playable
    assert not discard("7H", ("6H JK 8H",), FIVE_HUNDRED).playable  # 001 Jokers: it stays


def test_koon_kan_jack_after_a_seven() -> None:
    """docs/rule-sources.md, Koon Kan: "with the 8s, 9s and 10s removed, 6-7-J is a run"."""
    verdict = discard("JH", ("5H 6H 7H",), find_preset("koon-kan"))
    assert verdict.playable and verdict.may_go_out


# --- cards that cannot be on the table together ------------------------------------------------


def test_an_illegal_meld_on_the_table_is_named() -> None:
    """000 Melds: only sets and runs are on the table; an illegal one cannot be judged."""
    with pytest.raises(IllegalMeldError) as caught:
        discard("7H", ("4H 5H 6H", "9C 10D JS"), FIVE_THOUSAND, Rank.TWO)
    assert caught.value.problem.code == "discard.table_meld_illegal"
    assert caught.value.problem.params["number"] == 2
    assert caught.value.problem.params["meld"] == ("9C", "10D", "JS")
    reason = caught.value.problem.params["reason"]
    assert isinstance(reason, Problem) and reason.code.startswith("meld.")


@pytest.mark.parametrize(
    ("card", "table", "problem"),
    [
        (
            "8H",
            ("7H 8H 9H",),
            Problem("card.too_many_copies", {"card": "8H", "held": 1, "packs": 1, "entered": 2}),
        ),
        ("JK", ("7H 8H 9H",), Problem("card.no_jokers")),
    ],
)
def test_a_card_the_packs_do_not_hold(card: str, table: tuple[str, ...], problem: Problem) -> None:
    """000 Players and Cards: one 52-card pack for 3 or 4 players, without jokers."""
    with pytest.raises(IllegalMeldError) as caught:
        discard(card, table, FIVE_THOUSAND)
    assert caught.value.problem == problem


# --- verify / can ------------------------------------------------------------------------------


def test_verify_raises_the_note_and_can_says_no() -> None:
    """STYLE point 3: ``verify_*`` raises with the reason, ``can_*`` returns a bool."""
    card, table = Card.from_str("7H"), [Card.parse("4H 5H 6H")]
    with pytest.raises(IllegalDiscardError) as caught:
        verify_final_discard(card, table, FIVE_THOUSAND, Rank.TWO)
    assert caught.value.problem == check_final_discard(card, table, FIVE_THOUSAND, Rank.TWO).note
    assert isinstance(caught.value, ValueError)
    assert can_final_discard(card, table, FIVE_THOUSAND, Rank.TWO) is False
    nine = Card.from_str("9C")
    assert verify_final_discard(nine, table, FIVE_THOUSAND, Rank.TWO).may_go_out
    assert can_final_discard(nine, table, FIVE_THOUSAND, Rank.TWO) is True


TABLE = [Card.parse(meld) for meld in ("4H 5H 6H", "KS KD KC", "9D 10D JD QD")]
ON_TABLE = {card for meld in TABLE for card in meld}


@settings(max_examples=60, deadline=None)
@given(
    card=st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from(FRENCH_SUITS)).filter(
        lambda card: card not in ON_TABLE
    ),
    unplayable_rule=st.booleans(),
)
def test_playable_is_any_lay_off_and_going_out_follows_the_rule(
    card: Card, unplayable_rule: bool
) -> None:
    """000 End of the play: a card is playable when it "could have been added to a meld on the
    table"; 001 Variations: the rule forbids going out only with a playable card."""
    rules = FIVE_THOUSAND.with_options({"final_discard_unplayable": unplayable_rule})
    verdict = check_final_discard(card, TABLE, rules, Rank.TWO)
    fits = tuple(i for i, meld in enumerate(TABLE) if can_lay_off([card], meld, rules, Rank.TWO))
    assert verdict.fits == fits
    assert verdict.playable is bool(fits)
    assert verdict.may_go_out is not (unplayable_rule and bool(fits))
    assert verdict.note.params["card"] == str(card)
    if not fits:
        assert verdict.note.code == "discard.unplayable"
    else:
        refused = "discard.playable" if unplayable_rule else "discard.playable_allowed"
        assert verdict.note.code == refused
