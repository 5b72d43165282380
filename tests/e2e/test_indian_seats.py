"""Indian Rummy, Pool 101, from four seat phones at 390 x 844 (issue 38: "Drops and a wrong
show are said beyond the cards", the seat pages too): Cy says a first drop and Dan a middle
drop on their own phones, a reload keeps Dan's drop said (and puts back Cy's, kept on her phone
while it could not be sent), the scorekeeper's form fills itself with both, and one tap on Save
scores them.

Worked out by hand from 006 Indian Rummy (docs/rule-sources.md; tests/rules/test_indian_rummy.py),
5s wild: Ann shows AH-4H (pure), 6S JK 8S, 9C 9D 9H, KC KD KS: 0; Bob's 2C-4C and 7D-9D
sequences and three queens leave 8C 9H 10S KH, 37; Cy's first drop 20, Dan's middle drop 40
(Pool 101), whatever their cards.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import axe_violations, card_button, fits_the_phone, ready
from tests.e2e.results import RESULTS
from tests.e2e.seats import (
    DRAFT_WAIT,
    NAMES,
    SeatCards,
    hand_in,
    keeper_opens_deal,
    save,
    seat_phones,
    start_seated_game,
)

SHOW = ["AH 2H 3H 4H", "6S JK 8S", "9C 9D 9H", "KC KD KS"]
COUNT_37 = "2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH"
FIRST_DROP = "I dropped before drawing (first drop)"
MIDDLE_DROP = "I dropped later (middle drop)"
DRAFT_PUT = "**/api/v1/games/*/deals/*/drafts/*"


def drop(seat: Page, saying: str) -> None:
    """Say a drop on the seat page and hand it in: no card tapped."""
    seat.get_by_role("radio", name=saying).check()
    expect(seat.locator("#seat-dock .picker")).to_be_hidden()
    seat.locator("#seat-dock").get_by_role("button", name="Done", exact=True).click()
    expect(seat.locator("#seat-status")).to_contain_text("Handed in", timeout=DRAFT_WAIT)


def shot(seat: Page, name: str) -> Path:
    path = RESULTS / f"{name}.png"
    seat.screenshot(path=str(path), full_page=True)
    return path


def test_two_seats_drop_and_the_keepers_form_saves_their_drops(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    seat_url = start_seated_game(page, "Indian Rummy")
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        ann, bob, cy, dan = seats
        keeper_opens_deal(page, 1, None)
        page.get_by_label("Wild joker (the card cut)").select_option("5")
        expect(dan.get_by_role("radio", name="No", exact=True)).to_be_checked()

        # Dan taps a card, then says a middle drop: the card goes with the picker.
        dan.locator("#seat-dock").get_by_role("button", name="Hand", exact=True).click()
        dan.locator("#seat-dock").get_by_role("button", name=card_button("7H"), exact=True).click()
        drop(dan, MIDDLE_DROP)
        expect(dan.locator("#hand")).to_be_hidden()
        assert fits_the_phone(dan)
        assert not axe_violations(dan)
        shot(dan, "indian-seat-middle-drop")
        dan.emulate_media(color_scheme="dark")
        shot(dan, "indian-seat-middle-drop-dark")
        dan.emulate_media(color_scheme="light")

        # A reload keeps the drop said.
        dan.reload()
        ready(dan)
        expect(dan.locator("form[data-ready]")).to_have_count(1)
        expect(dan.get_by_role("radio", name=MIDDLE_DROP)).to_be_checked()
        expect(dan.locator("#seat-dock .picker")).to_be_hidden()

        # The scorekeeper says Cy dropped later, before Cy's phone says anything.
        said = page.locator("fieldset.said")
        said.nth(2).get_by_label("Dropped later (middle drop)").check()

        # "I showed" and a drop unsay each other. A drop not sent yet (the connection gone)
        # is kept on the phone, and a reload puts it back and sends it.
        cy.get_by_label("I showed (and won the deal)").check()
        expect(cy.locator("#seat-status")).to_contain_text("Kept.", timeout=DRAFT_WAIT)
        cy.route(DRAFT_PUT, lambda route: route.abort())
        cy.get_by_role("radio", name=FIRST_DROP).check()
        expect(cy.get_by_label("I showed (and won the deal)")).not_to_be_checked()
        expect(cy.locator("#seat-status")).to_contain_text("Not sent yet", timeout=DRAFT_WAIT)
        cy.unroute(DRAFT_PUT)
        cy.reload()
        ready(cy)
        # The page as the server draws it has no drop (it was never sent): the phone's is put
        # back, then sent ("Restored what you had entered.", then "Kept.").
        expect(cy.get_by_role("radio", name=FIRST_DROP)).to_be_checked()
        expect(cy.locator("#seat-status")).to_contain_text("Kept.", timeout=DRAFT_WAIT)
        expect(cy.get_by_label("I showed (and won the deal)")).not_to_be_checked()
        drop(cy, FIRST_DROP)

        hand_in(ann, SeatCards(melds=SHOW, ending="I showed (and won the deal)"))
        hand_in(bob, SeatCards(hand=COUNT_37))
        expect(bob.get_by_role("radio", name="No", exact=True)).to_be_checked()
        expect(bob.locator("#hand")).to_have_value(COUNT_37)
        shot(bob, "indian-seat-cards")
        expect(page.locator("[data-seat-count]")).to_have_text("4/4 handed in", timeout=DRAFT_WAIT)

        # Cy's phone says otherwise: the sheet by Save lists both, and one tap takes Cy's.
        differences = page.locator("#seat-differences")
        expect(differences).to_contain_text(
            "Cy: What Cy said: you have “Dropped later (middle drop)”; Cy’s phone says "
            "“Dropped before drawing (first drop)”.",
            timeout=DRAFT_WAIT,
        )
        differences.get_by_role("button", name="Use “Dropped before drawing (first drop)”").click()

        # The seats' words fill the form: who showed, each drop, the cards.
        expect(page.locator("#went_out-0")).to_be_checked()
        expect(said.nth(2).get_by_label("Dropped before drawing (first drop)")).to_be_checked()
        expect(said.nth(3).get_by_label("Dropped later (middle drop)")).to_be_checked()
        expect(said.nth(1).get_by_label("Played on to the end")).to_be_checked()
        expect(page.locator("#players-1-hand")).to_have_value(COUNT_37)
        expect(page.locator("#players-3-hand")).to_have_value("")
        expect(page.locator("#seat-differences")).to_be_hidden()
        assert fits_the_phone(page)
        screenshot("indian-seats-keeper-form")
        save(page, 1, ["0", "37", "20", "40"])

        # Dan's phone moves on to deal 2, with deal 1 as stored: his drop and its 40.
        stored = dan.locator(".seat-stored")
        expect(stored).to_contain_text("What Dan said", timeout=DRAFT_WAIT)
        expect(stored).to_contain_text("Dropped later (middle drop)")
        expect(stored).to_contain_text("This deal: 40")
        expect(dan.get_by_role("radio", name="No", exact=True)).to_be_checked()
        assert fits_the_phone(dan)
        shot(dan, "indian-seat-stored-drop")
