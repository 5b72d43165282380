"""What a player needs, where they look, at 390 x 844 (issue 49, item 11): on the scorekeeper's
scoreboard the players' colours and avatars sit by their tiles, in the first screen (they sat
at the page's foot, about 2,350 px down); a phone whose seat another phone took while its page
was open is told so at the top of the seat's page, in view without scrolling."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, Locator, Page, expect

from tests.e2e.phone import ready
from tests.e2e.seats import open_seat, put_away, start_seated_game, tap

SCREEN = 844
"""The phone's screen height (px), as the e2e tests set it."""


def in_the_first_screen(page: Page, element: Locator) -> None:
    """``element`` shows whole in the first screen: the page not scrolled, its box on it."""
    assert page.evaluate("window.scrollY") == 0
    box = element.bounding_box()
    assert box is not None
    assert 0 <= box["y"] and box["y"] + box["height"] <= SCREEN, box


def test_the_colours_and_avatars_are_by_the_players_tiles_in_the_first_screen(
    page: Page,
) -> None:
    start_seated_game(page)  # four players, the seat link on: the longest first page
    ready(page)
    looks = page.locator("#player-looks summary")
    expect(looks).to_have_text("Colours and avatars")
    in_the_first_screen(page, looks)
    looks.click()  # open, Dan's form (the last) follows the tiles
    dan = page.locator(".player-look-form").filter(has_text="Dan")
    dan.get_by_label("Avatar").fill("DJ")
    dan.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Dan's colour and avatar are saved.")).to_be_visible()
    expect(page.locator(".total").filter(has_text="Dan").locator(".avatar")).to_have_text("DJ")


def test_a_phone_whose_seat_was_taken_is_told_at_the_top_of_the_seat_page(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    seat_link = start_seated_game(page)
    first = browser.new_context(**browser_context_args)
    second = browser.new_context(**browser_context_args)
    try:
        bob = open_seat(first, seat_link, "Bob")
        page.reload()
        ready(page)
        page.get_by_role("button", name="Free Bob's seat").click()
        expect(page.get_by_text("Bob's seat is free")).to_be_visible()
        open_seat(second, seat_link, "Bob")  # another phone takes it

        bob.locator("#seat-dock").scroll_into_view_if_needed()
        tap(bob, "7H")  # the first phone, its page still open, taps a card
        said = bob.get_by_role("alert")
        expect(said).to_have_text(
            "⚠ Bob's seat is taken by another phone; ask the scorekeeper to free it."
        )
        expect(bob.get_by_role("heading", name="Who are you?")).to_be_visible()
        in_the_first_screen(bob, said)
    finally:
        put_away(first)
        put_away(second)
