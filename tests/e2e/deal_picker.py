"""A new game started from the new-game page, for the card picker's tests (``new_game``)."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

from tests.e2e.phone import choose_game, ready


def new_game(page: Page, names: list[str], variant: str = "5000 Rummy") -> Locator:
    """Start a game and open its first deal; the docked picker, once the page's scripts run."""
    page.goto("/games/new")
    for number in range(5, len(names) + 1):
        page.get_by_role("button", name="Add player").click()
        expect(page.get_by_label(f"Player {number}", exact=True)).to_be_focused()
    for number, name in enumerate(names, start=1):
        page.get_by_label(f"Player {number}", exact=True).fill(name)
    choose_game(page, variant)
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter deal 1").click()
    expect(page.get_by_role("heading", name="Deal 1")).to_be_visible()
    ready(page)
    return page.locator("#card-picker")
