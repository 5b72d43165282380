"""A game scored as win, draw or loss from a phone at 390 x 844 (issue 52, item 5): Scores only
started with "Win / draw / loss points" 3/1/0 under its house rules, each deal entered with one
tap a player (a radio button each for win, draw and loss, big enough to tap), a deal no table
writes refused beside the player before Save, the scoreboard showing each result and its points
(010 Score pads, Results: "Three points for a win", a win 3, a draw 1 to each, a loss 0)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.entry import open_deal
from tests.e2e.phone import (
    axe_violations,
    choose_game,
    expect_totals,
    fits_the_phone,
    ready,
    start_game,
)


def tap_result(page: Page, name: str, result: str) -> None:
    """Tap ``result`` ("Win", "Draw", "Loss") in the player's group of results."""
    group = page.get_by_role("group", name=f"{name}'s result")
    group.locator("label.result", has_text=result).click()


def test_games_entered_as_win_draw_or_loss_from_the_phone(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    start_game(page, ["Ann", "Bob", "Cy"])
    choose_game(page, "Scores only")
    page.locator("details.house-rules summary").click()
    page.get_by_label("Win / draw / loss points").fill("1/½/0")
    page.get_by_role("button", name="Start the game").click()
    ready(page)
    expect(page.get_by_text("Totals are whole numbers: score 1/½/0 as 2/1/0.")).to_be_visible()
    page.get_by_label("Win / draw / loss points").fill("3/1/0")
    page.get_by_role("button", name="Start the game").click()
    ready(page)

    open_deal(page, 1)
    for name in ("Ann", "Bob", "Cy"):
        labels = page.get_by_role("group", name=f"{name}'s result").locator("label.result")
        expect(labels).to_have_count(3)
        for index in range(3):
            box = labels.nth(index).bounding_box()
            assert box is not None and box["height"] >= 44 and box["width"] >= 80
    expect(page.get_by_label("Ann's score")).to_have_count(0)  # no number box
    tap_result(page, "Ann", "Win")
    tap_result(page, "Bob", "Loss")
    page.reload()  # a tap stays on the phone
    ready(page)
    group = page.get_by_role("group", name="Ann's result")
    expect(group.get_by_role("radio", name="Win")).to_be_checked()
    tap_result(page, "Cy", "Loss")
    expect(page.locator(".save-sheet")).to_contain_text("Results entered.")
    assert fits_the_phone(page)
    assert axe_violations(page) == []
    screenshot("win-draw-loss-deal")
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["3", "0", "0"])
    ready(page)

    page.get_by_role("link", name="Enter deal 2").click()
    ready(page)
    tap_result(page, "Ann", "Win")
    tap_result(page, "Bob", "Draw")
    tap_result(page, "Cy", "Loss")
    refusal = "Ann won and Bob drew: a deal is won or drawn, not both."
    expect(page.locator(".save-sheet")).to_contain_text(refusal)
    screenshot("win-draw-loss-refused")
    tap_result(page, "Ann", "Draw")
    expect(page.locator(".save-sheet")).not_to_contain_text(refusal)
    page.get_by_role("button", name="Save deal 2").click()
    expect_totals(page, ["4", "1", "0"])
    ready(page)

    page.get_by_role("link", name="Enter deal 3").click()
    ready(page)
    for name, result in (("Ann", "Loss"), ("Bob", "Loss"), ("Cy", "Win")):
        tap_result(page, name, result)
    page.get_by_role("button", name="Save deal 3").click()
    expect_totals(page, ["4", "1", "3"])
    ready(page)
    deal_two = page.locator("#deal-2 summary")
    expect(deal_two).to_contain_text("D")
    expect(deal_two).to_contain_text("Draw")  # read out beside the letter
    assert fits_the_phone(page)
    screenshot("win-draw-loss-board")
