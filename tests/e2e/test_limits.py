"""A wild card keeps the card it was melded as, on the phone in real Chromium: the deal form says
what the wild card of a run stands for as it is typed, a stated one (KS=5D) is kept, and the
record shows both. Going out with cards in hand is refused next to that hand.

Sources: 001 pagat 500 Rummy, Jokers ("by putting the cards down in this arrangement you are
specifying that the joker represents the club8"); 004 Rummy ("When a player melds all cards in
his hand, he goes out").
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import choose_game, fits_the_phone, ready, start_game


def test_a_jokers_place_is_kept_and_shown(page: Page, screenshot: Callable[[str], Path]) -> None:
    start_game(page, ["Ann", "Bob", "Cy"])
    page.get_by_role("button", name="Start the game").click()  # 5000 Rummy
    page.get_by_role("link", name="Enter deal 1").click()
    expect(page.locator(".deal-plan")).to_contain_text("like JK=8C")
    ready(page)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("K")

    page.locator("#players-0-melds-0").fill("6C 7C KD")
    expect(page.locator("#players-0-melds-0-check")).to_contain_text(
        "the king of diamonds is the 8 of clubs"
    )
    page.locator("#players-0-melds-1").fill("6D 7D KS=5D")
    expect(page.locator("#players-0-melds-1-check")).to_contain_text(
        "the king of spades is the 5 of diamonds"
    )
    page.locator("#players-1-hand").fill("QD")
    page.get_by_label("Ann", exact=True).check()
    page.locator("#players-0-hand").fill("2C")
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.locator("#players-0-hand-error")).to_contain_text(
        "Ann went out, so Ann has no cards left in hand"
    )
    assert fits_the_phone(page)
    screenshot("limits-joker-deal-form")

    page.locator("#players-0-hand").fill("")
    page.locator("#players-1-hand").fill("QD")
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    page.get_by_role("link", name="The record: chart, every deal, download, print").click()
    ready(page)
    page.get_by_text("Deal 1's cards and how it scored").click()
    expect(page.locator(".deal-cards").first).to_contain_text("K♦ of diamonds as 8♣")
    expect(page.locator(".deal-cards").first).to_contain_text("K♠ of spades as 5♦")
    expect(page.locator(".deal-cards").nth(1)).to_contain_text("Q♦")
    assert fits_the_phone(page)
    screenshot("limits-joker-record")
    page.emulate_media(color_scheme="dark")
    screenshot("limits-joker-record-dark")


def test_rules_page_lists_the_limits(page: Page, screenshot: Callable[[str], Path]) -> None:
    page.goto("/rules")
    game = page.locator("#game-continental-rummy")
    game.get_by_text("Its limits, and which the app holds").click()
    expect(game).to_contain_text("2 to 12 players.")
    expect(game).to_contain_text("nobody melds or builds except to go out")
    assert fits_the_phone(page)
    game.scroll_into_view_if_needed()
    page.screenshot(path="test-results/limits-rules-page.png")


def test_meld_check_in_a_game_without_a_wild_rank(page: Page) -> None:
    """001 pagat 500 Rummy, Jokers: with no wild rank to choose, the meld check still answers as
    a meld is typed, and says the joker of 6C 7C JK is the 8C."""
    start_game(page, ["Ann", "Bob", "Cy"])
    choose_game(page, "500 Rummy")
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter deal 1").click()
    ready(page)
    page.locator("#players-0-melds-0").fill("6C 7C JK")
    expect(page.locator("#players-0-melds-0-check")).to_have_text(
        "✓ Run, 28 points; the joker is the 8 of clubs"
    )
