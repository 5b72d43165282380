"""After the scorekeeper saves a deal, each seat page shows what it stored for that seat; a
player whose stored cards are not what they handed in says so with one tap, and the
scorekeeper's scoreboard shows it (issue 19). At 390 x 844.

5000 Rummy (000 pagat 5000 Rummy, Scoring), twos wild: Ann goes out with KS KH KD 30 +
5H 6H 7H 15 and scores the cards left in the others' hands. Bob hands in AS AH AD and 9D 4S,
but the scorekeeper had typed Bob's hand as 9D alone: Ann gets 9D 5 + Cy's QC 3H 15 + Dan's
JC 10 = 75, Bob 300, Cy 8H 5, Dan 10C 10D 10S 30.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import axe_violations, fits_the_phone, ready
from tests.e2e.seats import (
    DRAFT_WAIT,
    SeatCards,
    expect_deal_number,
    expect_sheet_totals,
    hand_in,
    keeper_opens_deal,
    seat_phones,
    start_seated_game,
    tap,
)

RESULTS = Path("test-results")


def test_a_seat_sees_its_stored_line_and_says_it_is_not_what_it_handed_in(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
) -> None:
    seat_url = start_seated_game(page)
    edit_url = page.url
    keeper_opens_deal(page, 1, "2")
    page.locator("#players-1-hand").fill("9D")
    page.locator("#players-2-laid_off").fill("8H")
    page.locator("#players-2-hand").fill("QC 3H")
    page.locator("#players-3-melds-0").fill("10C 10D 10S")
    page.locator("#players-3-hand").fill("JC")
    with seat_phones(browser, browser_context_args, seat_url, ["Ann", "Bob"]) as (ann, bob):
        hand_in(ann, SeatCards(melds=["KS KH KD", "5H 6H 7H"], went_out=True))
        hand_in(bob, SeatCards(melds=["AS AH AD"], hand="9D 4S"))
        expect(page.locator("#players-0-melds-1")).to_have_value("5H 6H 7H", timeout=DRAFT_WAIT)
        expect(page.locator("#players-1-melds-0")).to_have_value("AS AH AD", timeout=DRAFT_WAIT)
        expect(page.locator("#players-1-hand")).to_have_value("9D")
        # Bob's phone differs from what the scorekeeper typed: one tap keeps the scorekeeper's.
        differences = page.locator("#seat-differences")
        differences.get_by_role("button", name="Keep “9D”").click(timeout=DRAFT_WAIT)
        expect(differences).to_be_hidden()
        page.get_by_role("button", name=re.compile(r"^Save deal 1")).click()
        expect(page.get_by_role("heading", name="Deal 2", exact=True)).to_be_visible()
        expect_sheet_totals(page, ["75", "300", "5", "30"])  # the form the save led to

        expect_deal_number(bob, 2)
        stored = bob.locator(".seat-stored")
        expect(stored.get_by_role("heading", name="Deal 1 as stored")).to_be_visible()
        expect(stored).to_contain_text("Ann went out.")
        expect(stored).to_contain_text("This deal: 300.")
        expect(stored).to_contain_text("Your total now: 300.")
        expect(stored.locator(".deal-cards")).to_contain_text("In hand")
        expect(stored.locator(".deal-cards")).not_to_contain_text("4♠")
        # The smallest phone sees it too, above the dock: the line stored, in brief.
        bob.set_viewport_size({"width": 360, "height": 640})
        brief = bob.locator("#seat-stored-brief")
        expect(brief).to_have_text("Deal 1 as stored: 300 points, total 300.")
        expect(brief).to_be_in_viewport(ratio=1)
        bob.screenshot(path=str(RESULTS / "seats-stored-360x640.png"))
        bob.set_viewport_size({"width": 390, "height": 844})
        assert fits_the_phone(bob)
        bob.screenshot(path=str(RESULTS / "seats-stored-light.png"))
        bob.emulate_media(color_scheme="dark")
        bob.screenshot(path=str(RESULTS / "seats-stored-dark.png"))
        bob.emulate_media(color_scheme="light")
        assert axe_violations(bob) == []

        stored.get_by_role("button", name="This is not what I handed in").click()
        expect(bob.locator(".seat-stored-mark")).to_contain_text(
            "Marked: the scorekeeper sees what you handed in."
        )
        expect(bob.get_by_role("button", name="This is not what I handed in")).to_have_count(0)
        bob.emulate_media(color_scheme="dark")
        bob.screenshot(path=str(RESULTS / "seats-stored-marked-dark.png"))

    # The scorekeeper, on deal 2's form since the save, hears of it with the seats' drafts.
    on_form = page.locator("#seat-marks")
    expect(on_form).to_contain_text(
        "Deal 1: Bob says this is not what they handed in.", timeout=DRAFT_WAIT
    )
    expect(on_form.get_by_role("link", name="Fix deal 1")).to_have_attribute(
        "href", re.compile(r"/deals/1/edit$")
    )
    page.goto(edit_url)
    ready(page)
    marks = page.locator(".hand-in-marks")
    expect(marks).to_contain_text("Deal 1: Bob says this is not what they handed in.")
    expect(marks).to_contain_text("4♠")
    expect(page.locator("#deal-1 .sheet-num")).to_contain_text("⚑")
    marks.screenshot(path=str(RESULTS / "seats-keeper-mark.png"))
    assert axe_violations(page) == []
    marks.get_by_role("link", name="Fix deal 1").click()
    expect(page.locator("#players-1-hand")).to_have_value("9D")


def test_a_finished_meld_and_a_cross_check_on_the_seat_pages(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    """As on the scorekeeper's dock: K♠ K♥ K♦ is a set 5♥ cannot join, so 5♥ starts meld 2.
    Then Bob enters Ann's 7♥ (one pack: 000 Players, cards and deal): both their pages say so,
    Cy's does not. Cy says the stock ran out while Ann says she went out (000 End of the play:
    one or the other): both their pages say so."""
    seat_url = start_seated_game(page)
    keeper_opens_deal(page, 1, "2")
    seats = ["Ann", "Bob", "Cy"]
    with seat_phones(browser, browser_context_args, seat_url, seats) as (ann, bob, cy):
        tap(ann, "KS KH KD 5H 6H 7H")
        expect(ann.locator("#melds-0")).to_have_value("KS KH KD")
        expect(ann.locator("#melds-1")).to_have_value("5H 6H 7H")
        expect(ann.locator("#melds-1-check")).to_contain_text("Run")
        dock = ann.locator("#seat-dock")
        expect(dock.get_by_role("button", name="Meld 2", exact=True)).to_have_attribute(
            "aria-pressed", "true"
        )
        # Not handed in yet: the scorekeeper sees Ann entering, and none of her cards (issue 36).
        ann_state = page.locator('[data-seat-state="0"]')
        expect(ann_state).to_have_attribute("title", "entering", timeout=DRAFT_WAIT)
        expect(page.locator("#players-0-melds-1")).to_have_value("")

        bob.locator("#seat-dock").get_by_role("button", name="Hand", exact=True).click()
        tap(bob, "7H")
        overused = "The 7 of hearts is entered by Ann and Bob, but the packs hold only one."
        for seat in (ann, bob):
            expect(seat.locator("#seat-problems")).to_have_text(overused, timeout=DRAFT_WAIT)
        expect(cy.locator("#seat-problems li")).to_have_count(0)
        bob.screenshot(path=str(RESULTS / "seats-cross-check.png"))

        # "I went out" and "The stock ran out" untick each other; seats that disagree hear it.
        stock_out = cy.get_by_label("The stock ran out (nobody went out)")
        stock_out.check()
        cy.get_by_label("I went out", exact=True).check()
        expect(stock_out).not_to_be_checked()
        stock_out.check()
        expect(cy.get_by_label("I went out", exact=True)).not_to_be_checked()
        ann.get_by_label("I went out", exact=True).check()
        ended = "Cy says the stock ran out, but Ann says they went out."
        expect(cy.locator("#seat-problems li")).to_have_text([ended], timeout=DRAFT_WAIT)
        expect(ann.locator("#seat-problems li")).to_have_text([overused, ended])
        assert axe_violations(bob) == []
