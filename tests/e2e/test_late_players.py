"""A player who joins late (issue 52, item 5), at 390 x 844 in real Chromium: a score pad of
three plays deals 1 and 2; Dee arrives, and the scorekeeper opens "A player joins or leaves"
under the players' tiles and adds her at the score the table sets (40); deal 3's form asks for
four scores, the sheet by Save totals them, and the score sheet shows Dee's line starting at
deal 3 (no line in deals 1 and 2). No rule is cited: the scores are typed, and no rule text
gives a late player's score (docs/rule-sources.md, 010)."""

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


def test_a_player_joins_after_deal_2_and_plays_deal_3(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    start_game(page, ["Ann", "Bob", "Cy"])
    choose_game(page, "Scores only")
    page.get_by_role("button", name="Start the game").click()
    ready(page)
    deals = [(("30", "-10", "75"), ["30", "-10", "75"]), (("20", "40", "5"), ["50", "30", "80"])]
    for number, (scores, totals) in enumerate(deals, start=1):
        open_deal(page, number)
        for name, score in zip(("Ann", "Bob", "Cy"), scores, strict=True):
            page.get_by_label(f"{name}'s score").fill(score)
        page.get_by_role("button", name=f"Save deal {number}").click()
        expect_totals(page, totals)
        ready(page)
    scoreboard = page.url
    page.locator("details.seating summary").click()
    page.get_by_label("Name", exact=True).fill("Dee")
    page.get_by_label("Starting score").fill("40")
    screenshot("late-player-join-form")
    page.locator("form.join-form").get_by_role("button", name="Add a player").click()
    expect(page.get_by_text("Dee joins at 40 points, dealt in from deal 3.")).to_be_visible()
    expect_totals(page, ["50", "30", "80", "40"])
    ready(page)
    open_deal(page, 3)
    for name, score in zip(("Ann", "Bob", "Cy", "Dee"), ("10", "10", "10", "25"), strict=True):
        page.get_by_label(f"{name}'s score").fill(score)
    expect(page.locator(".save-sheet")).to_contain_text("65")
    assert fits_the_phone(page)
    assert axe_violations(page) == []
    screenshot("late-player-deal-3")
    page.get_by_role("button", name="Save deal 3").click()
    expect_totals(page, ["60", "40", "90", "65"])
    page.goto(scoreboard)
    ready(page)
    expect(page.locator("#deal-1 .sat-out")).to_have_count(1)  # Dee: no line in deal 1
    expect(page.locator("#deal-3 .sat-out")).to_have_count(0)
    expect(page.get_by_text("joined at deal 3, from 40")).to_be_visible()
    assert fits_the_phone(page)
    assert axe_violations(page) == []
    screenshot("late-player-scoreboard")
