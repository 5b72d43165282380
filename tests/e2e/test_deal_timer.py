"""The deal in play's timer on the scorekeeper's page (issue 39, item 4), at 390 x 844: off
until "Deal timer" is pressed, then counting from the game's start, and from the last save once
a deal is saved; the phone remembers it through a reload. The page's clock is Playwright's
(installed at the real time, then moved on), so nothing waits for time to pass."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.entry import fill_deal, new_game, open_deal
from tests.e2e.phone import axe_violations, expect_totals, fits_the_phone, ready


def test_the_deal_timer_counts_the_deal_in_play(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    page.clock.install()
    new_game(page, ["Ann", "Bob"])
    timer = page.get_by_role("button", name="Deal timer")
    clock = page.locator("[data-timer-clock]")
    expect(timer).to_have_attribute("aria-pressed", "false")
    expect(clock).to_be_hidden()
    timer.click()
    expect(timer).to_have_attribute("aria-pressed", "true")
    page.clock.fast_forward("05:00")
    expect(clock).to_have_text(re.compile(r"^5:0\d$"))
    assert fits_the_phone(page)
    assert axe_violations(page) == []
    screenshot("deal-timer")

    page.clock.fast_forward("01:00:00")  # an hour and more: hours shown
    expect(clock).to_have_text(re.compile(r"^1:05:\d\d$"))
    page.reload()  # the phone remembers the timer is on
    ready(page)
    expect(page.get_by_role("button", name="Deal timer")).to_have_attribute("aria-pressed", "true")
    expect(clock).to_have_text(re.compile(r"^1:05:\d\d$"))

    # Deal 1 saved (5000 Rummy, 000 pagat: K K K 30 and Bob's 9D 4S, 10): deal 2 counts from
    # that save.
    open_deal(page, 1)
    fill_deal(page, "2", "Ann", {"players-0-melds-0": "KS KH KD", "players-1-hand": "9D 4S"})
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["40", "0"])
    page.clock.set_system_time(datetime.now(UTC))  # back from an hour ahead, to the save's time
    expect(clock).to_have_text(re.compile(r"^0:0\d$"))
    page.get_by_role("button", name="Deal timer").click()  # off again
    expect(clock).to_be_hidden()
    page.reload()
    ready(page)
    expect(page.get_by_role("button", name="Deal timer")).to_have_attribute("aria-pressed", "false")
