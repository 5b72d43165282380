"""A seat that types its score after handing in its cards (issue 49, item 2), at 390 x 844: Bob
hands in his aces, Cy her hand, then Cy ticks "Type my score instead of my cards" and hands in
50. The scorekeeper's form becomes a deal of typed scores; Save says at once that Bob handed in
cards, not a score, and stores nothing until the scorekeeper types Bob's score over his cards
(or Bob types it). What is stored is what the sheet named: the scorekeeper's 400 for Bob, Cy's
50, the scorekeeper's scores for Ann and Dan. Typed scores are not counted: no rule is cited."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import fits_the_phone
from tests.e2e.results import RESULTS
from tests.e2e.seat_origins import stored_deal
from tests.e2e.seats import (
    DRAFT_WAIT,
    SeatCards,
    hand_in,
    keeper_opens_deal,
    seat_phones,
    start_seated_game,
)


def test_a_seat_typing_its_score_after_its_cards_leaves_no_silent_empty_score(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    seat_url = start_seated_game(page)
    view_url = page.locator('section.share .share-link a[href*="/g/"]').get_attribute("href") or ""
    with seat_phones(browser, browser_context_args, seat_url, ["Bob", "Cy"]) as (bob, cy):
        keeper_opens_deal(page, 1, "2")
        hand_in(bob, SeatCards(melds=["AS AH AD"]))
        hand_in(cy, SeatCards(hand="QH 3H"))
        expect(page.locator("#players-2-hand")).to_have_value("QH 3H", timeout=DRAFT_WAIT)

        cy.get_by_label("Type my score instead of my cards").check()
        cy.get_by_label("My score", exact=True).fill("50")
        cy.locator("#seat-dock").get_by_role("button", name="Done", exact=True).click()
        expect(cy.locator("#seat-status")).to_contain_text("Handed in", timeout=DRAFT_WAIT)

        typed = page.get_by_label("Type each player's score instead of the cards")
        expect(typed).to_be_checked(timeout=DRAFT_WAIT)
        expect(page.get_by_label("Cy's score")).to_have_value("50")
        expect(page.get_by_label("Bob's score")).to_have_value("")
        page.get_by_label("Ann's score").fill("10")
        page.get_by_label("Dan's score").fill("0")
        waiting = page.locator("#seat-waiting")
        expect(waiting).to_contain_text(
            "Bob handed in cards, not a score: type Bob’s score, or wait for them to type it."
        )
        save = page.locator("#save-sheet [data-save]")
        expect(save).to_have_text("Save deal 1")
        save.click()
        expect(waiting).to_be_in_viewport()
        expect(page.get_by_role("heading", name="Deal 1", exact=True)).to_be_visible()
        assert page.request.get(f"{view_url}/scoresheet.json").json()["deals"] == []
        assert fits_the_phone(page)
        page.screenshot(path=str(RESULTS / "keeper-bob-handed-in-cards-not-a-score.png"))

        waiting.get_by_role("button", name="Type Bob’s score").click()
        expect(page.get_by_label("Bob's score")).to_be_focused()
        page.keyboard.type("400")
        expect(waiting).to_be_hidden()
        expect(page.locator("#preview .tally-score")).to_have_text(["10", "400", "50", "0"])
        page.screenshot(path=str(RESULTS / "keeper-bob-score-typed.png"))
        save.click()
        expect(page.get_by_text("Deal 1 saved.")).to_be_visible()

    stored = stored_deal(page, view_url)
    assert [(player["score"], player["hand"]) for player in stored] == [
        (10, []),
        (400, []),
        (50, []),
        (0, []),
    ]
