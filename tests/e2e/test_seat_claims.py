"""A seat is claimed by a phone that confirms the player's name (issue 41, item 3), at 390 x 844:
Bob's seat link opened on an Android phone asks "Are you Bob?" and claims nothing; "Yes, I am
Bob" opens his seat, and Back does not ask again; the scorekeeper's page then says which phone
holds the seat; a second phone is refused."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import axe_violations, fits_the_phone, ready
from tests.e2e.results import RESULTS
from tests.e2e.seats import put_away, start_seated_game

PIXEL = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Mobile Safari/537.36"
)


def test_bob_confirms_his_name_and_the_scorekeeper_sees_his_phone(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    seat_link = start_seated_game(page)
    bobs_phone = browser.new_context(**browser_context_args, user_agent=PIXEL)
    seat = bobs_phone.new_page()
    try:
        seat.goto(f"{seat_link}/2")  # Bob's own seat's link, shared
        question = seat.get_by_role("heading", name="Are you Bob?")
        expect(question).to_be_visible()
        ready(seat)
        assert fits_the_phone(seat)
        for scheme in ("light", "dark"):
            seat.emulate_media(color_scheme=scheme)
            assert axe_violations(seat) == []
            seat.screenshot(path=str(RESULTS / f"seat-claims-question-{scheme}.png"))
        seat.emulate_media(color_scheme="light")

        page.reload()
        ready(page)
        expect(page.locator(".seat-claims")).to_have_count(0)  # asking claimed nothing

        seat.get_by_role("button", name="Yes, I am Bob").click()
        expect(seat.get_by_role("heading", name="Bob: deal 1")).to_be_visible()
        expect(seat.locator("form[data-ready]")).to_have_count(1)
        seat.go_back()  # Back to the question: the seat is his, so his page opens
        expect(seat.get_by_role("heading", name="Bob: deal 1")).to_be_visible()
        expect(question).to_have_count(0)

        page.reload()
        held = page.locator(".seat-claims li")
        expect(held).to_have_count(1)
        expect(held).to_contain_text(re.compile(r"Bob: Android phone, Chrome, since \S"))
        expect(page.locator("html[data-local-times=ready]")).to_have_count(1)
        expect(held.get_by_role("button", name="Free Bob's seat")).to_be_visible()
        page.locator("#seat-link").scroll_into_view_if_needed()
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            assert axe_violations(page) == []
            screenshot(f"seat-claims-keeper-{scheme}")
            seat_panel = RESULTS / f"seat-claims-keeper-panel-{scheme}.png"
            page.locator("#seat-link").screenshot(path=str(seat_panel))
        page.emulate_media(color_scheme="light")

        other = browser.new_context(**browser_context_args)
        try:
            intruder = other.new_page()
            intruder.goto(seat_link)
            intruder.get_by_role("button", name="Bob", exact=True).click()
            expect(intruder.get_by_role("alert")).to_contain_text(
                "Bob's seat is taken by another phone"
            )
        finally:
            put_away(other)
        page.reload()
        expect(held).to_contain_text("A second phone tried to take this seat.")

        page.get_by_role("link", name="Enter deal 1").click()  # the sheet by Save says it too
        expect(page.locator("#seat-drafts[data-ready]")).to_have_count(1)
        phones = page.locator(".seat-phones")
        expect(phones).to_contain_text(re.compile(r"Bob: Android phone, Chrome, since \S"))
        ready(page)
        assert fits_the_phone(page)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            panel = RESULTS / f"seat-claims-deal-form-{scheme}.png"
            page.locator("#seat-drafts").locator("..").screenshot(path=str(panel))
    finally:
        put_away(bobs_phone)
