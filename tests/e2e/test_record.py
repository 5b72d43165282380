"""Looking back at a game in real Chromium at a phone's size: its record page with the running
totals chart, each deal's cards and breakdown, and the score sheet downloaded as CSV.

Scores by hand from 000 pagat 5000 Rummy, Scoring: aces 100, K Q J 10 10 points, 2-9 5 points;
the player who goes out also scores the cards left in the others' hands.
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import axe_violations, fits_the_phone, ready, start_game
from tests.e2e.record import enter_deal


def test_record_of_a_game(page: Page, screenshot: Callable[[str], Path]) -> None:
    start_game(page, ["Ann", "Bob"])
    page.get_by_label("Target score").fill("500")
    page.get_by_role("button", name="Start the game").click()
    # Deal 1, Ann deals, jacks wild, Ann goes out: three kings (30) and Bob's 3C 9D (10): 40.
    enter_deal(page, "J", "Ann", {"players-0-melds-0": "KS KH KD", "players-1-hand": "3C 9D"})
    # Deal 2, Bob deals, 7s wild, Bob goes out: aces (300) and Ann's QC (10): 310.
    enter_deal(page, "7", "Bob", {"players-1-melds-0": "AS AH AD", "players-0-hand": "QC"})
    page.get_by_role("link", name="The record").click()

    expect(page.get_by_role("heading", name="5000 Rummy: the record")).to_be_visible()
    chart = page.get_by_role("img", name="Running totals after each deal")
    expect(chart).to_be_visible()
    expect(chart.locator("polyline")).to_have_count(2)
    expect(page.locator(".chart-legend li")).to_have_text(["Ann", "Bob"])
    expect(page.locator(".record-sheet tfoot td")).to_have_text(["40", "310"])
    # Each landmark has a name of its own: the part, and the table that scrolls inside it.
    for name in ("Score sheet", "Score sheet table"):
        expect(page.get_by_role("region", name=name, exact=True)).to_have_count(1)
    # A deal's cards and breakdown load as it is opened.
    deal = page.locator("#deal-2")
    expect(deal).not_to_contain_text("Bob dealt.")
    ready(page)
    deal.get_by_text("Deal 2's cards and how it scored").click()
    expect(deal).to_contain_text("Bob dealt. 7s were wild. Bob went out.")
    aces = "A♠ of spades A♥ of hearts A♦ of diamonds"
    expect(deal.locator(".deal-cards").nth(1)).to_contain_text(aces)
    expect(deal.locator(".deal-scores tbody tr").nth(1)).to_have_text("Bob 300 0 10 310")
    expect(page.locator("#deal-1")).not_to_contain_text("Ann dealt.")
    assert fits_the_phone(page)
    screenshot("record")
    assert axe_violations(page) == []

    # Printed: no top bar or buttons; the Print button first loads every deal not opened, so
    # every deal's breakdown shows (the browser's print dialog is left out).
    page.evaluate("window.print = () => { document.body.dataset.printed = 'yes'; }")
    page.get_by_role("button", name="Print").click()
    expect(page.locator("body")).to_have_attribute("data-printed", "yes")
    expect(page.locator("#deal-1")).to_contain_text("Ann dealt. Jacks were wild. Ann went out.")
    page.emulate_media(media="print")
    expect(page.locator(".topbar")).to_be_hidden()
    expect(page.get_by_role("link", name="Spreadsheet (CSV)")).to_be_hidden()
    expect(page.locator("#deal-1 .deal-scores")).to_be_visible()
    screenshot("record-print")
    page.emulate_media(media="screen")

    with page.expect_download() as download:
        page.get_by_role("link", name="Spreadsheet (CSV)").click()
    path = download.value.path()
    rows = list(csv.reader(path.read_text(encoding="utf-8").splitlines()))
    assert rows == [
        [
            "Deal",
            "Dealer",
            "Wild rank",
            "Went out",
            "Scores",
            "Ann",
            "Ann total",
            "Bob",
            "Bob total",
        ],
        ["1", "Ann", "J", "Ann", "counted from the cards", "40", "40", "0", "0"],
        ["2", "Bob", "7", "Bob", "counted from the cards", "0", "40", "310", "310"],
    ]


def test_record_in_the_dark(page: Page, screenshot: Callable[[str], Path]) -> None:
    """The record reads in a dark room too (prefers-color-scheme: dark)."""
    page.emulate_media(color_scheme="dark")
    start_game(page, ["Ann", "Bob", "Cy"])
    page.get_by_role("button", name="Start the game").click()
    enter_deal(page, "J", "Cy", {"players-2-melds-0": "KS KH KD", "players-0-hand": "3C"})
    page.get_by_role("link", name="The record").click()
    expect(page.get_by_role("img", name="Running totals after each deal")).to_be_visible()
    assert fits_the_phone(page)
    screenshot("record-dark")
    assert axe_violations(page) == []
