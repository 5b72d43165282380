"""Steps of deal entry the entry-safety tests share: open a game's deal form, fill it by typing
notation, and count the deals the scoreboard shows."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.phone import ready, start_game


def new_game(page: Page, names: list[str]) -> str:
    """Start a 5000 Rummy game; returns its scoreboard's address (the edit link)."""
    start_game(page, names)
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Deal 1:")).to_be_visible()
    ready(page)
    return page.url


def open_deal(page: Page, number: int) -> None:
    page.get_by_role("link", name=f"Enter deal {number}").click()
    expect(page.get_by_role("heading", name=f"Deal {number}")).to_be_visible()
    ready(page)


def fill_deal(page: Page, wild: str, went_out: str, cards: dict[str, str]) -> None:
    """Fill the deal form: ``cards`` maps a field id to its cards, typed as notation."""
    page.get_by_label("Wild rank (the dealer's upcard)").select_option(wild)
    page.get_by_label(went_out, exact=True).check()
    for field, value in cards.items():
        page.locator(f"#{field}").fill(value)


def expect_form(page: Page, wild: str, went_out: str, cards: dict[str, str]) -> None:
    """The deal form holds exactly what :func:`fill_deal` put in."""
    expect(page.get_by_label("Wild rank (the dealer's upcard)")).to_have_value(wild)
    expect(page.get_by_label(went_out, exact=True)).to_be_checked()
    for field, value in cards.items():
        expect(page.locator(f"#{field}")).to_have_value(value)


def deals_stored(page: Page, scoreboard: str) -> int:
    """How many deals the game has, read from a freshly loaded scoreboard."""
    page.goto(scoreboard)
    ready(page)
    return page.locator(".sheet-deal").count()
