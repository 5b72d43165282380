"""What each player handed in is what is stored (issue 19), at 390 x 844: four seat phones and
the scorekeeper. The scorekeeper's form is reopened mid-deal both ways (a reload, and "←
Scoreboard" then "Enter deal 1"); then Cy corrects her lay-off and Dan clears his hand and enters
another. The deal stored holds exactly what each seat last handed in.

Scores by hand (000 pagat 5000 Rummy, Scoring: aces 100, K Q J 10 10 points, 2 to 9 5 points; the
player who goes out also scores the cards left in the others' hands), twos wild, Ann goes out:
KS KH KD 30 + 5H 6H 7H 15 + Bob's 9D 4S 10, Cy's QC 3H 15, Dan's 4C 5 = 75; Bob AS AH AD 300;
Cy lays off KC 10 (on Ann's kings); Dan 10C 10D 10S 30. With what the phones first handed in
(Cy's 8H, Dan's JC) it would have been 80, 300, 5, 30.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import ready
from tests.e2e.seat_origins import change_and_hand_in, stored_deal
from tests.e2e.seats import (
    DRAFT_WAIT,
    NAMES,
    SeatCards,
    hand_in_all,
    keeper_opens_deal,
    save,
    seat_phones,
    start_seated_game,
)

FIRST = [
    SeatCards(melds=["KS KH KD", "5H 6H 7H"], went_out=True),
    SeatCards(melds=["AS AH AD"], hand="9D 4S"),
    SeatCards(laid_off="8H", hand="QC 3H"),
    SeatCards(melds=["10C 10D 10S"], hand="JC"),
]


def reopened(page: Page) -> None:
    """The scorekeeper's form, open again: its fields put back and the seats asked."""
    ready(page)
    expect(page.locator("#seat-drafts[data-ready]")).to_have_count(1)
    expect(page.get_by_text("Restored what you had entered.")).to_be_visible()


def test_the_deal_stored_is_what_each_seat_last_handed_in(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    seat_url = start_seated_game(page)
    view_url = page.locator('section.share .share-link a[href*="/g/"]').get_attribute("href") or ""
    assert "/g/" in view_url
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        keeper_opens_deal(page, 1, "2")
        hand_in_all(page, seats, FIRST)
        expect(page.locator("#players-2-laid_off")).to_have_value("8H", timeout=DRAFT_WAIT)

        page.reload()  # a pull-to-refresh mid-deal
        reopened(page)
        change_and_hand_in(seats[2], "laid_off", "KC")
        expect(page.locator("#players-2-laid_off")).to_have_value("KC", timeout=DRAFT_WAIT)

        page.get_by_role("link", name="← Scoreboard").click()
        ready(page)
        keeper_opens_deal(page, 1, None)
        reopened(page)
        change_and_hand_in(seats[3], "hand", "")
        expect(page.locator("#players-3-hand")).to_have_value("", timeout=DRAFT_WAIT)
        change_and_hand_in(seats[3], "hand", "4C")
        expect(page.locator("#players-3-hand")).to_have_value("4C", timeout=DRAFT_WAIT)

        expect(page.locator("#seat-differences")).to_be_hidden()
        page.screenshot(path="test-results/keeper-at-save.png")
        page.emulate_media(color_scheme="dark")
        page.screenshot(path="test-results/keeper-at-save-dark.png")
        save(page, 1, ["75", "300", "10", "30"])

    stored = stored_deal(page, view_url)
    assert [(player["melds"], player["laid_off"], player["hand"]) for player in stored] == [
        ([["KS", "KH", "KD"], ["5H", "6H", "7H"]], [], []),
        ([["AS", "AH", "AD"]], [], ["9D", "4S"]),
        ([], ["KC"], ["QC", "3H"]),
        ([["10C", "10D", "10S"]], [], ["4C"]),
    ]


def test_a_seat_that_differs_from_the_scorekeeper_is_chosen_at_save(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    """The scorekeeper changes Cy's lay-off after her phone filled it; Cy then hands in another.
    Save stores nothing until one tap chooses; the choice shows beside the Save tapped."""
    seat_url = start_seated_game(page)
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        keeper_opens_deal(page, 1, "2")
        hand_in_all(page, seats, FIRST)
        expect(page.locator("#players-2-laid_off")).to_have_value("8H", timeout=DRAFT_WAIT)
        page.locator("#players-2-laid_off").fill("7H")  # the scorekeeper's own correction
        change_and_hand_in(seats[2], "laid_off", "KC")
        differences = page.locator("#seat-differences")
        expect(differences).to_contain_text(
            "Cy: Laid off on other melds: you have “7H”; Cy’s phone says “KC”.",
            timeout=DRAFT_WAIT,
        )
        expect(page.get_by_role("button", name="Save deal 1: all handed in")).to_be_hidden()

        page.get_by_role("button", name="Save deal 1", exact=True).click()
        expect(differences).to_be_in_viewport()
        page.screenshot(path="test-results/keeper-differences.png")
        expect(page.locator(".sheet-deal")).to_have_count(0)  # still the form: nothing stored
        differences.get_by_role("button", name="Use “KC”").click()
        expect(page.locator("#players-2-laid_off")).to_have_value("KC")
        expect(differences).to_be_hidden()
        save(page, 1, ["80", "300", "10", "30"])


def test_a_seat_that_says_the_stock_ran_out_fills_the_ending(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    """000, End of the play: the play also ends when "there are no cards left in the stock
    pile". Cy says so on her phone and hands it in: the scorekeeper's form says nobody went
    out; once Cy untaps it and hands that in, the form follows."""
    seat_url = start_seated_game(page)
    with seat_phones(browser, browser_context_args, seat_url, ["Cy"]) as (cy,):
        keeper_opens_deal(page, 1, "2")
        nobody = page.get_by_label("Nobody: the stock ran out")
        stock_out = cy.get_by_label("The stock ran out (nobody went out)")
        done = cy.locator("#seat-dock").get_by_role("button", name="Done", exact=True)
        stock_out.check()
        done.click()
        expect(nobody).to_be_checked(timeout=DRAFT_WAIT)
        stock_out.uncheck()
        expect(cy.locator("#seat-status")).not_to_contain_text("Handed in", timeout=DRAFT_WAIT)
        done.click()
        expect(nobody).not_to_be_checked(timeout=DRAFT_WAIT)
