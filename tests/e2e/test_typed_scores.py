"""Typed scores on a phone (issue 39, item 1), at 390 x 844: a table that counts its own points
ticks "Type each player's score instead of the cards", types each player's score (a sum is
worked out), sees the sheet by Save total them, saves, and the scoreboard marks the deal typed,
not checked. A reload on the way keeps what was typed. No rule is cited: nothing is counted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.entry import new_game, open_deal
from tests.e2e.phone import (
    axe_violations,
    choose_game,
    expect_totals,
    fits_the_phone,
    ready,
    start_game,
)


def test_a_deal_typed_as_scores_is_saved_and_marked(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    new_game(page, ["Ann", "Bob", "Cy"])
    open_deal(page, 1)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("9")
    expect(page.get_by_label("Ann's score")).to_be_hidden()
    page.get_by_label("Type each player's score instead of the cards").check()
    expect(page.get_by_label("Meld 1").first).to_be_hidden()
    page.get_by_label("Ann", exact=True).check()
    page.get_by_label("Ann's score").fill("80+15")
    page.get_by_label("Bob's score").fill("-20")
    page.reload()  # what was typed stays on the phone
    ready(page)
    expect(page.get_by_label("Ann's score")).to_have_value("80+15")
    expect(page.get_by_label("Type each player's score instead of the cards")).to_be_checked()
    page.get_by_label("Cy's score").fill("0")
    sheet = page.locator(".save-sheet")
    expect(sheet).to_contain_text("95")
    assert fits_the_phone(page)
    assert axe_violations(page) == []
    screenshot("typed-scores-form")
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["95", "-20", "0"])
    expect(page.get_by_text("(typed, not checked)")).to_be_attached()
    screenshot("typed-scores-sheet")


def test_a_scores_only_game_of_any_card_game_to_a_low_target(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """Three typed deals to 50, lowest total wins (a house rule of the game)."""
    start_game(page, ["Ann", "Bob"])
    choose_game(page, "Scores only")
    page.get_by_label("Target score").fill("50")
    page.locator("details.house-rules summary").click()
    page.get_by_label("Who wins").select_option("lowest")
    screenshot("scores-only-new-game")
    page.get_by_role("button", name="Start the game").click()
    ready(page)
    deals = [("12+3", "7", ["15", "7"]), ("20", "-4", ["35", "3"]), ("10+5", "2+2", ["50", "7"])]
    for number, (ann, bob, totals) in enumerate(deals, start=1):
        if number == 1:
            open_deal(page, 1)
        else:
            expect(page.get_by_role("heading", name=f"Deal {number}", exact=True)).to_be_visible()
            ready(page)
        expect(page.get_by_label("Type each player's score instead of the cards")).to_have_count(0)
        page.get_by_label("Ann's score").fill(ann)
        page.get_by_label("Bob's score").fill(bob)
        if number == 1:
            expect(page.locator(".save-sheet")).to_contain_text("15")
            assert fits_the_phone(page)
            assert axe_violations(page) == []
            screenshot("scores-only-deal")
        page.get_by_role("button", name=f"Save deal {number}").click()
        expect_totals(page, totals)
        ready(page)
        if number < len(deals):
            page.get_by_role("link", name=f"Enter deal {number + 1}").click()
    expect(page.locator(".winner")).to_contain_text("Bob")  # the lowest, once Ann passed 50
    screenshot("scores-only-board")
