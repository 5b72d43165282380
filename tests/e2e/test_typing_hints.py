"""Typing hints only where typing is offered (issue 36), in real Chromium at a phone's size: a
seat's player taps cards in the docked picker, so the seat page's advice on typing a run's wild
card ("like JK=8C") shows only without JavaScript, where the player types; the scorekeeper's
deal form, whose fields the scorekeeper types into, says it in its plan."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.seats import open_seat, put_away, start_seated_game

ADVICE = "Typing a run: a wild card takes the place it is typed in"


def test_the_typing_advice_shows_where_the_cards_are_typed(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    seat_url = start_seated_game(page)  # 5000 Rummy: a wild rank each deal
    page.get_by_role("link", name="Enter deal 1").click()
    expect(page.locator(".deal-plan")).to_contain_text("like JK=8C")

    tapping = browser.new_context(**browser_context_args)
    typing = browser.new_context(**browser_context_args, java_script_enabled=False)
    try:
        bob = open_seat(tapping, seat_url, "Bob")
        expect(bob.locator("#seat-dock .picker")).to_be_visible()
        expect(bob.get_by_text(ADVICE)).to_be_hidden()
        cy = typing.new_page()
        cy.goto(seat_url)
        cy.get_by_role("button", name="Cy", exact=True).click()
        expect(cy.get_by_role("heading", name="Cy: deal 1")).to_be_visible()
        expect(cy.get_by_text(ADVICE)).to_be_visible()
    finally:
        put_away(tapping)
        typing.close()
