"""The fix form opened from a player's "This is not what I handed in" (issue 36), in real
Chromium at a phone's size: it shows what the player handed in beside the stored cards, and
"Use what Bob handed in" puts those cards in Bob's fields; nothing is stored until the
scorekeeper saves the fix.

5000 Rummy, twos wild (000 pagat 5000 Rummy, Scoring): Ann goes out with KS KH KD. Bob hands
in AS AH AD and 9D 4S, but the scorekeeper keeps Bob's hand as typed, 9D alone; fixed with
what Bob handed in, Ann collects Bob's 4S too: 5 points more.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import axe_violations, fits_the_phone, ready
from tests.e2e.results import RESULTS
from tests.e2e.seats import (
    DRAFT_WAIT,
    SeatCards,
    expect_deal_number,
    hand_in,
    keeper_opens_deal,
    seat_phones,
    start_seated_game,
)


def totals(page: Page) -> list[int]:
    return [int(text.replace(",", "")) for text in page.locator(".total-points").all_inner_texts()]


def test_the_fix_form_uses_what_a_player_handed_in(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    seat_url = start_seated_game(page)
    edit_url = page.url
    keeper_opens_deal(page, 1, "2")
    page.locator("#players-0-melds-0").fill("KS KH KD")
    page.get_by_label("Ann", exact=True).check()
    page.locator("#players-1-hand").fill("9D")
    page.locator("#players-2-hand").fill("QC 3H")
    page.locator("#players-3-hand").fill("JC")
    with seat_phones(browser, browser_context_args, seat_url, ["Bob"]) as (bob,):
        hand_in(bob, SeatCards(melds=["AS AH AD"], hand="9D 4S"))
        expect(page.locator("#players-1-melds-0")).to_have_value("AS AH AD", timeout=DRAFT_WAIT)
        differences = page.locator("#seat-differences")
        differences.get_by_role("button", name="Keep “9D”").click(timeout=DRAFT_WAIT)
        page.get_by_role("button", name=re.compile(r"^Save deal 1")).click()
        expect(page.get_by_role("heading", name="Deal 2", exact=True)).to_be_visible()
        expect_deal_number(bob, 2)
        bob.get_by_role("button", name="This is not what I handed in").click()
        expect(bob.locator(".seat-stored-mark")).to_be_visible()

    page.goto(edit_url)
    ready(page)
    before = totals(page)
    page.locator(".hand-in-marks").get_by_role("link", name="Fix deal 1").click()
    expect(page.get_by_role("heading", name="Fix deal 1")).to_be_visible()
    ready(page)
    section = page.locator("#handed-in")
    mark = section.locator(".hand-in-mark")
    expect(mark).to_have_count(1)
    expect(mark).to_contain_text("Bob says this is not what they handed in.")
    stored, theirs = mark.locator(".side").all()
    expect(stored).to_contain_text("Deal 1 as stored")
    expect(stored).not_to_contain_text("4♠")
    expect(theirs).to_contain_text("Bob handed in:")
    expect(theirs).to_contain_text("4♠")
    expect(page.locator("#players-1-hand")).to_have_value("9D")
    assert fits_the_phone(page)
    section.screenshot(path=str(RESULTS / "fix-handed-in.png"))
    assert axe_violations(page) == []

    section.get_by_role("button", name="Use what Bob handed in").click()
    expect(page.locator("#players-1-melds-0")).to_have_value("AS AH AD")
    expect(page.locator("#players-1-hand")).to_have_value("9D 4S")
    expect(page.locator("#players-0-melds-0")).to_have_value("KS KH KD")  # Ann's stay
    screenshot("fix-handed-in-used")
    # Nothing is stored by the button: the scoreboard, read apart, still has 9D alone.
    assert "Deal 1 fixed." not in page.request.get(edit_url).text()
    page.get_by_role("button", name="Save the fix").click()
    expect(page.get_by_text("Deal 1 fixed.")).to_be_visible()
    expect(page.locator(".hand-in-marks")).to_have_count(0)  # the mark is resolved
    after = totals(page)
    assert after[0] == before[0] + 5  # Ann collects Bob's 4S (000 pagat 5000 Rummy, Scoring)
