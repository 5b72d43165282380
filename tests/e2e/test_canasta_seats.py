"""Canasta from four seat phones in two partnerships (issue 51, done-when): each player taps
their own cards on their own phone, Ann her side's melds and red three and "I went out"; the
scorekeeper's form fills itself and the deal is saved with one tap; the scoreboard shows each
team's total. Five browser contexts at 390 x 844.

The deal is golden deal 1 of tests/rules/data/canasta.txt, worked out by hand from 007 Canasta
(docs/rule-sources.md: Yahoo! Games, Britannica): Ann's kings, six naturals and a two, a mixed
canasta (6 × 10 + 20 = 80, +300), her red three 100, going out 100: 580; Cy's 4 left: −5; their
side 575. Bob's aces 60, his 9 left −10: 50; Dee's joker left −50: their side 0.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import axe_violations, choose_game, expect_totals, fits_the_phone, start_game
from tests.e2e.results import RESULTS
from tests.e2e.seats import (
    SeatCards,
    expect_sheet_totals,
    hand_in_all,
    keeper_opens_deal,
    seat_phones,
)

NAMES = ["Ann", "Bob", "Cy", "Dee"]
DEAL = [
    SeatCards(melds=["KH KS KD KC KH KS 2C", "3H"], ending="I went out"),
    SeatCards(melds=["AH AS AD"], hand="9C"),
    SeatCards(hand="4S"),
    SeatCards(hand="JK"),
]


def test_four_seat_phones_hand_in_a_deal_of_canasta_in_two_teams(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    start_game(page, NAMES)
    choose_game(page, "Canasta")
    expect(page.get_by_label("Partnerships")).to_have_value("2")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0", "0", "0", "0", "0"])  # two teams, then the four players
    seat_url = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        ann = seats[0]
        expect(ann.get_by_role("radio", name="I went out", exact=True)).to_be_visible()
        keeper_opens_deal(page, 1, None)
        hand_in_all(page, seats, DEAL)
        # The seats' words fill the form: how the deal ended, and who went out.
        expect(page.get_by_label("Went out", exact=True)).to_be_checked()
        expect(page.locator(".who").get_by_label("Ann", exact=True)).to_be_checked()
        expect(page.locator("#preview")).to_contain_text("580")
        expect(page.locator(".tally-teams")).to_have_text(
            "Ann and Cy → total 575 · Bob and Dee → total 0"
        )
        screenshot("canasta-seats-keeper-form")
        assert fits_the_phone(ann)
        assert not axe_violations(ann)
        ann.screenshot(path=str(RESULTS / "canasta-seat-went-out.png"), full_page=True)
        page.get_by_role("button", name="Save deal 1: all handed in").click()
        expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
        expect_sheet_totals(page, ["580", "50", "-5", "-50"])
        page.get_by_role("link", name="← Scoreboard").click()
        expect_totals(page, ["575", "0", "580", "50", "-5", "-50"])
    expect(page.locator(".team-totals .total-name")).to_have_text(["Ann and Cy", "Bob and Dee"])
    expect(page.get_by_text("Ann and Cy lead by 575")).to_be_visible()
    assert fits_the_phone(page)
    page.screenshot(path=str(RESULTS / "canasta-teams-scoreboard.png"), full_page=True)
