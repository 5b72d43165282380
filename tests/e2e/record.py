"""A deal entered on the deal form, as the record's tests play one (``enter_deal``)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.phone import ready


def enter_deal(page: Page, wild: str, went_out: str, cards: dict[str, str]) -> None:
    """Enter the next deal by typing notation: ``cards`` maps a field id to its cards."""
    page.get_by_role("link", name="Enter deal").click()
    expect(page.get_by_role("heading", name=re.compile(r"^Deal \d+$"))).to_be_visible()
    ready(page)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option(wild)
    page.get_by_label(went_out, exact=True).check()
    for field, text in cards.items():
        page.locator(f"#{field}").fill(text)
    page.get_by_role("button", name="Save deal").click()
    expect(page.get_by_text("saved.")).to_be_visible()
