"""Gin Rummy from two seat phones (issue 38, done-when): each player taps their own ten cards
and says how the deal ended ("I knocked", "I went gin", or that the stock ran out); the
scorekeeper's form fills itself, knocker and ending included, and each deal is saved with one
tap. Three browser contexts at 390 x 844.

The deals and their scores are those of test_gin_rummy.py, worked out by hand from 005 pagat
Gin Rummy, Scoring (aces 1, J Q K 10): deal 1, Ann knocks with 2H (2) and Bob, laying 6C off on
her 3C-5C, keeps KH KC 8D 9H 5S AH (43): Ann 41. Deal 2, a draw: nothing. Deal 3, Ann's gin,
Bob keeps 9D 10D KD QS 2D 4C 6H (51): 51 + 20 = 71, and Ann at 112 ends the game; Bob scored
nothing, a shutout: the game bonus doubled, 200, and Ann's two boxes of 20: 71 + 200 + 40 = 311;
totals 352 and 0.
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
    expect_deal_number,
    hand_in_all,
    keeper_opens_deal,
    save,
    seat_phones,
)

NAMES = ["Ann", "Bob"]
DEALS = [
    (
        [
            SeatCards(melds=["3C 4C 5C", "7H 7D 7S", "JD QD KD"], hand="2H", ending="I knocked"),
            SeatCards(melds=["9S 10S JS"], laid_off="6C", hand="KH KC 8D 9H 5S AH"),
        ],
        "Knocked",
        ["41", "0"],
    ),
    ([SeatCards(stock_out=True), SeatCards()], "A draw: two cards left in the stock", ["41", "0"]),
]
GIN = [
    SeatCards(melds=["AH 2H 3H 4H", "8S 8C 8D", "JC QC KC"], ending="I went gin"),
    SeatCards(melds=["5S 6S 7S"], hand="9D 10D KD QS 2D 4C 6H"),
]


def test_two_seat_phones_hand_in_three_deals_of_gin(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    start_game(page, NAMES)
    choose_game(page, "Gin Rummy")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0"])
    seat_url = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        ann = seats[0]
        expect(ann.get_by_role("radio", name="I knocked")).to_be_visible()
        expect(
            ann.get_by_role("radio", name="I went big gin (all eleven cards melded)")
        ).to_have_count(0)
        for number, (hands, ending, totals) in enumerate(DEALS, start=1):
            keeper_opens_deal(page, number, None)
            if number > 1:
                for seat in seats:
                    expect_deal_number(seat, number)
            hand_in_all(page, seats, hands)
            # The seats' words fill the form: how the deal ended, and who knocked.
            expect(page.get_by_label(ending)).to_be_checked()
            if number == 1:
                expect(page.locator(".who").get_by_label("Ann", exact=True)).to_be_checked()
                expect(page.locator("#players-0-hand")).to_have_value("2H")
                screenshot("gin-seats-keeper-form")
                assert fits_the_phone(page)
            save(page, number, totals)

        keeper_opens_deal(page, 3, None)
        for seat in seats:
            expect_deal_number(seat, 3)
        hand_in_all(page, seats, GIN)
        expect(page.get_by_label("Gin: no deadwood")).to_be_checked()
        expect(page.locator(".who").get_by_label("Ann", exact=True)).to_be_checked()
        expect(page.locator("#preview")).to_contain_text("311")
        expect(ann.get_by_label("I went gin", exact=True)).to_be_checked()
        assert fits_the_phone(ann)
        assert not axe_violations(ann)
        ann.screenshot(path=str(RESULTS / "gin-seat-went-gin.png"), full_page=True)
        # The deal that ends the game leads back to the scoreboard.
        page.get_by_role("button", name="Save deal 3: all handed in").click()
        expect(page.get_by_text("Deal 3 saved.")).to_be_visible()
        expect_totals(page, ["352", "0"])
