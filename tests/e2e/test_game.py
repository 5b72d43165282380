"""A game kept on a phone, end to end in real Chromium: start it from the home page, enter deals
by tapping cards, fix one, follow it from a second phone, and play a short game to its end.

Expected scores are worked out by hand from 000 pagat 5000 Rummy, Scoring: aces and wild cards
100, K Q J 10 10 points, 2-9 5 points; the player who goes out also scores the cards left in
the others' hands.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import (
    card_button,
    choose_game,
    expect_totals,
    fits_the_phone,
    ready,
    start_game,
    tap_cards,
)


def test_keep_score_of_a_game(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    # Start a 5000 Rummy game for three from the home page.
    start_game(page, ["Ann", "Bob", "Cy"])
    expect(page.get_by_label("5000 Rummy", exact=True)).to_be_checked()
    expect(page.get_by_label("Deals first")).to_have_value("0")
    expect(page.locator("#first_dealer option").first).to_have_text("Ann")
    assert fits_the_phone(page)
    screenshot("game-new")
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Deal 1: Ann deals.")).to_be_visible()
    expect_totals(page, ["0", "0", "0"])

    # Deal 1, 2s wild, Ann goes out. Her second meld is not legal at first.
    page.get_by_role("link", name="Enter deal 1").click()
    ready(page)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("2")
    page.get_by_label("Ann", exact=True).check()
    tap_cards(page, "players-0-melds-0", "KS KH KD")
    expect(page.locator("#players-0-melds-0-check")).to_have_text("✓ Set, 30 points")
    tap_cards(page, "players-0-melds-1", "9S 10S QD")
    expect(page.locator("#players-0-melds-1-check")).to_contain_text("✗")
    tap_cards(page, "players-1-melds-0", "AS AH AD")
    tap_cards(page, "players-1-hand", "9D 4S")
    tap_cards(page, "players-2-laid_off", "8C")
    tap_cards(page, "players-2-hand", "QC 2H")
    expect(page.locator("#preview")).to_contain_text("(Ann, meld 2)")
    page.locator('[data-pick="players-0-melds-1"]').click()  # the picker open, for the picture
    assert fits_the_phone(page)
    screenshot("game-deal-entry")
    page.get_by_role("button", name="Save deal 1").click()

    # Refused, with the engine's reason next to the meld; every value is kept.
    error = page.locator("#players-0-melds-1-error")
    expect(error).to_contain_text("Ann:")
    expect(page.locator("#players-1-hand")).to_have_value("9D 4S")
    ready(page)
    page.locator('[data-pick="players-0-melds-1"]').click()
    page.locator("#card-picker").get_by_role("button", name="Clear").click()
    page.locator("#card-picker").get_by_role("button", name="Done").click()
    tap_cards(page, "players-0-melds-1", "5C 6C 7C")
    expect(page.locator("#players-0-melds-1-check")).to_have_text("✓ Run, 15 points")
    # Ann: 30 + 15, and Bob's 9D 4S (10) and Cy's QC 2H (10 + 100) = 165; Bob 300; Cy 5.
    expect(page.locator("#preview-detail")).to_contain_text("Ann 45 0 120 165")
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    expect_totals(page, ["165", "300", "5"])

    # Deal 2, Bob deals, 5s wild; Cy goes out. Bob's 9-10-J of hearts: 25, his 5D in hand (a
    # wild card, 100) goes to Cy. Cy: three queens (30) and 3D 4D with the wild 5S (5 + 5 +
    # 100), and collects Ann's JD 10C (20) and Bob's 5D (100): 260.
    page.get_by_role("link", name="Enter deal 2").click()
    expect(page.get_by_text("Bob deals.")).to_be_visible()
    ready(page)
    tap_cards(page, "players-2-melds-1", "3D 4D 5S")
    check = page.locator("#players-2-melds-1-check")
    expect(check).to_have_text("✗ Choose the wild rank to check this meld.")
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("5")
    # Checked again with 5s wild; the 5S is the 5D (001 pagat 500 Rummy, Jokers: it keeps it).
    expect(check).to_have_text("✓ Run, 110 points; the 5 of spades is the 5 of diamonds")
    page.get_by_label("Cy", exact=True).check()
    tap_cards(page, "players-0-hand", "JD 10C")
    tap_cards(page, "players-1-melds-0", "9H 10H JH")
    tap_cards(page, "players-1-hand", "5D")
    tap_cards(page, "players-2-melds-0", "QS QC QH")
    page.get_by_role("button", name="Save deal 2").click()
    expect_totals(page, ["165", "325", "265"])
    assert fits_the_phone(page)

    # Fix deal 1: Bob melded the fourth ace too (100 more).
    ready(page)  # htmx loads the deal's detail as it opens: it must have gone over the page
    page.locator("#deal-1 summary").click()
    expect(page.locator("#deal-1")).to_contain_text("Ann went out.")
    page.get_by_role("link", name="Fix deal 1").click()
    expect(page.locator("#players-1-melds-0")).to_have_value("AS AH AD")
    ready(page)
    page.locator('[data-pick="players-1-melds-0"]').click()
    page.locator("#card-picker").get_by_role("button", name=card_button("AC"), exact=True).click()
    page.locator("#card-picker").get_by_role("button", name="Done").click()
    expect(page.locator("#players-1-melds-0-check")).to_have_text("✓ Set, 400 points")
    page.get_by_role("button", name="Save the fix").click()
    expect(page.get_by_text("Deal 1 fixed.")).to_be_visible()
    expect_totals(page, ["165", "425", "265"])
    results = screenshot("game-scoreboard").parent

    # A second phone opens the view link and sees the next deal arrive by itself.
    view_url = page.locator(".share-link a[href*='/g/']").get_attribute("href")
    assert view_url and "/g/" in view_url
    other = browser.new_context(**browser_context_args)
    try:
        view = other.new_page()
        view.goto(view_url)
        ready(view)
        expect_totals(view, ["165", "425", "265"])
        assert "/e/" not in view.content()

        # Deal 3, Cy deals, 9s wild; the stock runs out: Ann's 2-3-4 of spades, 15.
        page.get_by_role("link", name="Enter deal 3").click()
        expect(page.get_by_role("heading", name="Deal 3")).to_be_visible()
        ready(page)
        page.get_by_label("Wild rank (the dealer's upcard)").select_option("9")
        page.get_by_label("Nobody: the stock ran out").check()
        page.get_by_role("button", name="Add meld").first.click()
        expect(page.locator("#players-0-melds-2")).to_be_visible()
        tap_cards(page, "players-0-melds-2", "2S 3S 4S")
        page.get_by_role("button", name="Save deal 3").click()
        expect_totals(page, ["180", "425", "265"])

        expect_totals(view, ["180", "425", "265"])
        expect(view.get_by_text("Deal 4: Ann deals.")).to_be_visible()
        assert fits_the_phone(view)
        view.screenshot(path=str(results / "game-view.png"), full_page=True)
    finally:
        other.close()


def test_new_game_form_follows_the_chosen_game(page: Page) -> None:
    """Choosing 500 Rummy fills in its own target (001 pagat 500 Rummy: 500); "Add player"
    adds a name input and the first-dealer choice follows the names typed."""
    start_game(page, ["Ann", "Bob", "Cy", "Di"])
    expect(page.get_by_label("Target score")).to_have_value("5000")
    choose_game(page, "500 Rummy")
    expect(page.get_by_label("Target score")).to_have_value("500")
    expect(page.get_by_label("Player 1", exact=True)).to_have_value("Ann")
    page.get_by_role("button", name="Add player").click()
    expect(page.get_by_label("Player 5", exact=True)).to_be_focused()
    expect(page.get_by_label("Player 4", exact=True)).to_have_value("Di")
    page.get_by_label("Player 5", exact=True).fill("Ed")
    page.get_by_label("Deals first").select_option(label="Ed")
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_role("heading", name="500 Rummy")).to_be_visible()
    expect(page.get_by_text("Deal 1: Ed deals.")).to_be_visible()
    expect_totals(page, ["0"] * 5)


def test_play_a_short_game_to_its_end(page: Page, screenshot: Callable[[str], Path]) -> None:
    """000 pagat 5000 Rummy, Scoring: once a total reaches the target, the highest wins.
    The target is 100; Ann's three aces make 300, and Bob's 3C KC left in hand (5 + 10) go
    to her: 315."""
    start_game(page, ["Ann", "Bob"])
    page.get_by_label("Target score").fill("100")
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter deal 1").click()
    ready(page)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("J")
    page.get_by_label("Ann", exact=True).check()
    tap_cards(page, "players-0-melds-0", "AS AH AD")
    tap_cards(page, "players-1-hand", "3C KC")
    page.get_by_role("button", name="Save deal 1").dblclick()  # saves once
    winner = page.get_by_role("status").filter(has_text="wins")
    expect(winner).to_have_text("★ Ann wins with 315, 315 ahead")
    expect_totals(page, ["315", "0"])
    expect(page.locator(".sheet-deal")).to_have_count(1)
    expect(page.get_by_role("button", name="Rematch")).to_be_visible()
    expect(page.get_by_text("same rules; Bob deals first.")).to_be_visible()
    expect(page.get_by_role("link", name="Enter deal 2")).to_have_count(0)
    assert fits_the_phone(page)
    screenshot("game-finished")

    page.get_by_role("button", name="Rematch").click()
    expect(page.get_by_text("Deal 1: Bob deals.")).to_be_visible()
    expect_totals(page, ["0", "0"])
