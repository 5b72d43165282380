"""Import through the page (issue 39, item 5), at 390 x 844: a score sheet from another score
pad (one row a deal, one column a player) is chosen, shown, and imported as a "Scores only"
game; a bad file is refused in words, nothing stored."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import axe_violations, expect_totals, fits_the_phone, ready

SHEET = b"Ann,Bob,Cy\n25+40-10,30,0\n-5,10,45\n"
"""Ann 55 - 5 = 50, Bob 30 + 10 = 40, Cy 0 + 45 = 45."""


def choose(page: Page, name: str, content: bytes) -> None:
    page.get_by_label("Backup (.json) or score sheet (.csv)").set_input_files(
        files=[{"name": name, "mimeType": "text/csv", "buffer": content}]
    )
    page.get_by_role("button", name="Read the file").click()
    ready(page)


def test_a_score_sheet_is_shown_then_imported(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    page.goto("/")
    page.get_by_role("link", name="Import a backup or a score sheet").click()
    ready(page)
    choose(page, "bad.csv", b"Ann,Bob\n5,ten\n")
    expect(page.locator("#file-error")).to_contain_text("“ten” is not a score")
    choose(page, "evening.csv", SHEET)
    expect(page.get_by_role("heading", name="The file holds 1 game")).to_be_visible()
    expect(page.locator(".import-game")).to_contain_text("2 deals")
    assert fits_the_phone(page)
    assert axe_violations(page) == []
    screenshot("import-preview")
    page.get_by_role("button", name="Import", exact=True).click()
    ready(page)
    expect_totals(page, ["50", "40", "45"])
    expect(page.get_by_text("1 game imported.")).to_be_visible()
    page.goto("/games")
    ready(page)
    expect(page.get_by_text("Scores only").first).to_be_visible()
