"""Two phones keep the same game at once (issue 5, Tests that try to break it): both enter deal
1; the second save is refused with "someone else just changed this game", keeping what was typed;
saved again it becomes deal 2. Exactly two deals are stored and both phones show them.

Scores (000 pagat 5000 Rummy, Scoring): deal 1, jacks wild, Ann melds three aces (300) and goes
out, collecting Bob's 3C KC (15): Ann 315. Deal 2, sevens wild, Bob melds three queens (30) and
goes out, collecting Ann's 4D (5): Bob 35.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.test_game import expect_totals, start_game


def fill_deal(page: Page, wild: str, went_out: str, cards: dict[str, str]) -> None:
    page.get_by_label("Wild rank (the dealer's upcard)").select_option(wild)
    page.get_by_label(went_out, exact=True).check()
    for field, value in cards.items():
        page.locator(f"#{field}").fill(value)


def test_two_phones_enter_a_deal_at_once(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    start_game(page, ["Ann", "Bob"])
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0"])
    other = browser.new_context(**browser_context_args)
    try:
        second = other.new_page()
        second.goto(page.url)
        expect_totals(second, ["0", "0"])

        page.get_by_role("link", name="Enter deal 1").click()
        second.get_by_role("link", name="Enter deal 1").click()
        fill_deal(page, "J", "Ann", {"players-0-melds-0": "AS AH AD", "players-1-hand": "3C KC"})
        fill_deal(second, "7", "Bob", {"players-1-melds-0": "QS QH QD", "players-0-hand": "4D"})

        page.get_by_role("button", name="Save deal 1").click()
        expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
        expect_totals(page, ["315", "0"])

        second.get_by_role("button", name="Save deal 1").click()
        expect(second.get_by_role("alert")).to_contain_text("Someone else just changed this game")
        expect(second.get_by_role("heading", name="Deal 2")).to_be_visible()
        expect(second.get_by_text("Bob deals.")).to_be_visible()
        expect(second.locator("#players-1-melds-0")).to_have_value("QS QH QD")
        expect(second.locator("#players-0-hand")).to_have_value("4D")
        expect(second.get_by_label("Bob", exact=True)).to_be_checked()
        expect(second.get_by_label("Wild rank (the dealer's upcard)")).to_have_value("7")

        second.get_by_role("button", name="Save deal 2").click()
        expect(second.get_by_text("Deal 2 saved.")).to_be_visible()
        expect_totals(second, ["315", "35"])
        expect(second.locator(".sheet-deal")).to_have_count(2)

        page.reload()
        expect_totals(page, ["315", "35"])
        expect(page.locator(".sheet-deal")).to_have_count(2)
    finally:
        other.close()
