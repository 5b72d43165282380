"""The meld checks asked as cards are tapped (scorekeeper/scorebook/checks.py), the same for the
scorekeeper's deal form and a seat's phone. 000 pagat 5000 Rummy, Melds: "a set of three or
four cards of the same rank"; the dealer's upcard sets the wild rank. 003 Rummy 11: the wild rank
follows the deal number (its schedule)."""

from __future__ import annotations

from scorekeeper.rules import Rank, find_preset, plan_deal
from scorekeeper.scorebook.checks import CHOOSE_WILD_RANK, check_meld_text, deal_wild_rank
from scorekeeper.words import say

FIVE_THOUSAND = find_preset("5000-rummy")


def test_a_legal_set_is_judged_with_the_cards_that_may_join_it() -> None:
    check = check_meld_text("QS QH QD", FIVE_THOUSAND, Rank.KING, True)
    assert check.verdict is not None and check.verdict.valid and check.problem is None
    # the fourth queen, and the kings (wild)
    assert set(check.extends.split()) == {"QC", "KC", "KD", "KH", "KS"}


def test_nothing_is_judged_before_the_wild_rank_is_chosen() -> None:
    assert check_meld_text("QS QH QD", FIVE_THOUSAND, None, True).problem == CHOOSE_WILD_RANK
    assert check_meld_text("", FIVE_THOUSAND, None, True).problem is None


def test_cards_that_do_not_read_say_so() -> None:
    check = check_meld_text("QS QX", FIVE_THOUSAND, Rank.KING, True)
    assert check.verdict is None and check.problem and "QX" in say(check.problem)


def test_an_illegal_meld_extends_nothing() -> None:
    check = check_meld_text("4C QH QD", FIVE_THOUSAND, Rank.KING, True)
    assert check.verdict is not None and not check.verdict.valid and check.extends == ""


def test_the_wild_rank_chosen_or_scheduled() -> None:
    assert deal_wild_rank(FIVE_THOUSAND, None, "K") == (Rank.KING, True)
    assert deal_wild_rank(FIVE_THOUSAND, None, "") == (None, True)
    assert deal_wild_rank(FIVE_THOUSAND, None, "X") == (None, True)
    rummy_11 = find_preset("rummy-11")
    plan = plan_deal(rummy_11.for_players(2), ["Ann", "Bob"], 0, 3)
    assert plan.wild_rank is not None
    assert deal_wild_rank(rummy_11, plan, "K") == (plan.wild_rank, False)
