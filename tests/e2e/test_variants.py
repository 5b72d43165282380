"""Other games on the phone, end to end in real Chromium: Contract Rummy's contract on the deal
page, Tonk's stakes, and the rules page a table reads before it trusts the app.

Numbers are worked out by hand from 004 rummy family (Contract Rummy: the cards left in hand are
the score, jokers 20, aces 15, pictures 10, others their number; Tonk: stakes).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import (
    choose_game,
    expect_totals,
    fits_the_phone,
    ready,
    start_game,
    tap_cards,
)


def test_contract_rummy_deal_follows_the_contract(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """004 Contract Rummy: deal 1's contract is two sets. Ann's set and run is refused with the
    engine's reason; two sets go through. Bob's AS 3D = 18, Cy's 4C = 4."""
    start_game(page, ["Ann", "Bob", "Cy"])
    choose_game(page, "Contract Rummy")
    expect(page.get_by_label("Target score")).to_have_value("")
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Contract: 2 sets to meld first.")).to_be_visible()
    expect(page.get_by_text("10 cards each.")).to_be_visible()
    assert fits_the_phone(page)
    screenshot("variant-contract-scoreboard")

    page.get_by_role("link", name="Enter deal 1").click()
    expect(page.locator(".deal-plan")).to_contain_text("Contract: 2 sets.")
    ready(page)
    page.get_by_label("Ann", exact=True).check()
    tap_cards(page, "players-0-melds-0", "5H 5D 5S")
    tap_cards(page, "players-0-melds-1", "9C 10C JC")
    tap_cards(page, "players-1-hand", "AS 3D")
    tap_cards(page, "players-2-hand", "4C")
    expect(page.locator("#preview")).to_contain_text("contract is 2 sets")
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.locator("#players-0-melds-0-error")).to_contain_text("deal 1's contract")
    ready(page)
    assert fits_the_phone(page)
    screenshot("variant-contract-refused")

    page.locator('[data-pick="players-0-melds-1"]').click()
    page.locator("#card-picker").get_by_role("button", name="Clear").click()
    page.locator("#card-picker").get_by_role("button", name="Done").click()
    tap_cards(page, "players-0-melds-1", "KC KD JK")
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    expect_totals(page, ["0", "18", "4"])
    expect(page.get_by_text("Contract: 1 set and 1 run to meld first.")).to_be_visible()


def test_tonk_deal_is_paid_in_stakes(page: Page, screenshot: Callable[[str], Path]) -> None:
    """004 Tonk: Ann knocks with 2C 3D AH (6), the lowest: a stake from Bob and from Cy."""
    start_game(page, ["Ann", "Bob", "Cy"])
    choose_game(page, "Tonk")
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Played for stakes")).to_be_visible()
    page.get_by_role("link", name="Enter deal 1").click()
    ready(page)
    page.get_by_label("Ann", exact=True).check()
    page.get_by_label("Knocked").check()
    tap_cards(page, "players-0-hand", "2C 3D AH")
    tap_cards(page, "players-1-hand", "9S 8S")
    tap_cards(page, "players-2-hand", "KS 4D")
    expect(page.locator("#preview-detail")).to_contain_text("Ann 0 6 0 2")  # the stakes, as saved
    expect(page.locator("#preview-detail")).to_contain_text("stakes won (+) or paid")
    assert fits_the_phone(page)
    screenshot("variant-tonk-deal")
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["2", "-1", "-1"])


def test_rules_page_reads_on_a_phone(page: Page, screenshot: Callable[[str], Path]) -> None:
    """Issue 4, The rules page: every game and house rule with its source."""
    page.goto("/")
    page.get_by_role("link", name="The rules of every game").click()
    expect(page.get_by_role("heading", name="The rules", exact=True)).to_be_visible()
    ready(page)
    george = page.locator("#game-george")
    george.get_by_text("Its rules").click()
    expect(george).to_contain_text("A 14, 2 2")
    expect(george).to_contain_text("J 11, Q 12, K 13")
    page.locator("#game-george a[href='#option-max_wilds_per_meld']").click()
    expect(page.locator("#option-max_wilds_per_meld")).to_be_in_viewport()
    assert fits_the_phone(page)
    screenshot("variant-rules")
