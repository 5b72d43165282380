"""Typed scores on a phone (issue 39, item 1), at 390 x 844: a table that counts its own points
ticks "Type each player's score instead of the cards", types each player's score (a sum is
worked out), sees the sheet by Save total them, saves, and the scoreboard marks the deal typed,
not checked. A reload on the way keeps what was typed. No rule is cited: nothing is counted."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.entry import fill_deal, new_game, open_deal
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


def test_a_typed_deal_between_deals_of_cards_is_marked_in_the_record_and_the_csv(
    page: Page,
) -> None:
    """5000 Rummy (000 pagat 5000 Rummy, Scoring: K Q J 10 10 points, 2-9 5; the player who
    goes out collects the others' hands). Deal 1, twos wild: Ann melds KS KH KD (30) and goes
    out with Bob's 9D 4S (10): 40. Deal 2 typed: Ann 15, Bob 50+5. Deal 3, threes wild: Bob
    melds QS QH QD (30) and goes out with Ann's 5C (5): 35. Totals: Ann 55, Bob 90."""
    new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    fill_deal(page, "2", "Ann", {"players-0-melds-0": "KS KH KD", "players-1-hand": "9D 4S"})
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["40", "0"])
    open_deal(page, 2)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("7")
    page.get_by_label("Type each player's score instead of the cards").check()
    page.get_by_label("Ann's score").fill("15")
    page.get_by_label("Bob's score").fill("50+5")
    page.get_by_role("button", name="Save deal 2").click()
    expect_totals(page, ["55", "55"])
    open_deal(page, 3)
    fill_deal(page, "3", "Bob", {"players-1-melds-0": "QS QH QD", "players-0-hand": "5C"})
    page.get_by_role("button", name="Save deal 3").click()
    expect_totals(page, ["55", "90"])
    page.get_by_role("link", name="The record: chart, every deal, download, print").click()
    ready(page)
    times = page.locator(".deal-time")
    expect(times).to_have_count(3)
    expect(times.nth(1)).to_contain_text("scores typed, not checked")
    expect(times.nth(0)).not_to_contain_text("typed")
    expect(times.nth(2)).not_to_contain_text("typed")
    download = page.get_by_role("link", name="Spreadsheet (CSV)").get_attribute("href") or ""
    rows = list(csv.reader(io.StringIO(page.request.get(download).text())))
    assert [row[4] for row in rows] == [
        "Scores",
        "counted from the cards",
        "typed, not checked",
        "counted from the cards",
    ]
