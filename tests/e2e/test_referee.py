"""The meld checker at a phone's size: tapping cards and typing them, as a player does."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import ready


def fits_the_screen(page: Page) -> bool:
    """No sideways scrolling: checked against the phone's width, since a mobile browser widens
    its layout viewport (and ``innerWidth``) to fit content that overflows."""
    assert page.viewport_size is not None
    width = page.viewport_size["width"]
    return bool(
        page.evaluate(
            f"document.documentElement.scrollWidth <= window.innerWidth"
            f" && window.innerWidth <= {width}"
        )
    )


def tap(page: Page, card: str, target: str = "cards") -> None:
    ready(page)
    page.locator(f'button[data-target="{target}"][data-card="{card}"]').tap()


def test_check_melds_by_tapping_and_typing(page: Page, screenshot: Callable[[str], Path]) -> None:
    page.goto("/")
    page.get_by_role("link", name="Check a meld").tap()
    expect(page.get_by_role("heading", name="Check a meld")).to_be_visible()
    ready(page)
    assert fits_the_screen(page)

    page.get_by_label("Variant").select_option(label="500 Rummy")
    verdict = page.locator("#verdict")
    cards = page.get_by_label("Cards", exact=True)
    page.evaluate("window.notReloaded = true")

    tap(page, "9D")
    tap(page, "JK")
    tap(page, "JK")
    expect(cards).to_have_value("9D JK JK")
    expect(verdict.locator(".verdict-word")).to_have_text("✓ Legal")
    expect(verdict.locator(".kind")).to_have_text(["set", "run"])
    expect(verdict).to_contain_text("39 points")
    assert page.evaluate("window.notReloaded") is True, "the verdict came without a reload"
    expect(page).to_have_url(re.compile(r"/check\?variant=500-rummy&.*cards=9D%20JK%20JK"))
    assert fits_the_screen(page)
    screenshot("referee-legal")

    page.get_by_role("button", name="Clear").first.tap()
    expect(cards).to_have_value("")
    expect(verdict).to_contain_text("Tap the cards of a meld")

    cards.fill("ks as 2s")
    expect(verdict.locator(".verdict-word")).to_have_text("✗ Not legal")
    expect(verdict.locator(".verdict-reason")).to_contain_text(
        "The ace of spades cannot be in the middle"
    )
    assert fits_the_screen(page)
    screenshot("referee-illegal")


def test_undo_last_and_a_bad_card(page: Page) -> None:
    page.goto("/check?variant=500-rummy")
    cards = page.get_by_label("Cards", exact=True)
    for card in ("7H", "8H", "9H", "10H"):
        tap(page, card)
    page.get_by_role("button", name="Undo last").first.tap()
    expect(cards).to_have_value("7H 8H 9H")
    expect(page.locator("#verdict")).to_contain_text("A run · 24 points")

    cards.fill("7h 8h zz")
    expect(page.locator("#cards-error")).to_have_text(
        "⚠ 'zz' is not a card: write rank then suit, like 10H or QS (JK for a joker)."
    )
    cards.fill("7h 8h 9h")
    expect(page.locator("#cards-error")).to_be_empty()
    expect(page.locator("#verdict")).to_contain_text("Legal")


def test_lay_off_with_the_second_picker(page: Page, screenshot: Callable[[str], Path]) -> None:
    page.goto("/check?variant=500-rummy")
    page.get_by_text("Lay off onto a meld on the table").tap()
    for card in ("5H", "6H", "7H"):
        tap(page, card, target="onto")
    expect(page.locator("#verdict")).to_contain_text("cards to lay off onto 5H 6H 7H")
    tap(page, "8H")
    expect(page.locator("#verdict")).to_contain_text("Extends the run · 8 points laid off")
    assert fits_the_screen(page)
    screenshot("referee-lay-off")


def test_back_button_restores_the_earlier_meld(page: Page) -> None:
    page.goto("/check?variant=500-rummy")
    tap(page, "7H")
    tap(page, "8H")
    tap(page, "9H")
    expect(page.locator("#verdict")).to_contain_text("Legal")
    page.get_by_label("Cards", exact=True).fill("7h 8h 10h")
    expect(page.locator("#verdict")).to_contain_text("Not legal")
    page.go_back()
    expect(page.get_by_label("Cards", exact=True)).to_have_value("7H 8H 9H")
    expect(page.locator("#verdict")).to_contain_text("Legal")
    expect(page.locator("#cards-picker")).to_be_visible()


def test_picker_fits_the_narrowest_phone(page: Page, screenshot: Callable[[str], Path]) -> None:
    """360 px wide: no sideways scrolling, and every card button at least 44 px each way."""
    page.set_viewport_size({"width": 360, "height": 740})
    page.emulate_media(color_scheme="dark")
    page.goto("/check?variant=5000-rummy&wild_rank=6&cards=8S+6D+10S")
    expect(page.locator("#verdict")).to_contain_text("115 points")
    assert fits_the_screen(page)
    sizes = page.locator("#cards-picker button:visible").evaluate_all(
        "buttons => buttons.map(b => [b.getBoundingClientRect().width, "
        "b.getBoundingClientRect().height])"
    )
    assert len(sizes) == 52 + 1 + 2
    assert min(width for width, _ in sizes) >= 44
    assert min(height for _, height in sizes) >= 44
    screenshot("referee-360-dark")


def test_a_player_alone_picks_stars_in_five_crowns(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """The checker opened alone: choosing Five Crowns shows the stars in the picker (011 The
    Deck: five suits), without a reload; 9★ 7♦ J★ with 7s wild (deal 5) is a run of stars, the
    7♦ for the 10★. Another variant hides them again."""
    page.goto("/check")
    ready(page)
    star = page.locator('button[data-target="cards"][data-card="9*"]')
    expect(star).to_be_hidden()
    page.evaluate("window.notReloaded = true")
    page.get_by_label("Variant").select_option(label="Five Crowns")
    expect(star).to_be_visible()
    page.get_by_label("Wild rank").select_option("7")
    for card in ("9*", "7D", "J*"):
        tap(page, card)
    cards = page.get_by_label("Cards", exact=True)
    expect(cards).to_have_value("9* 7D J*")
    verdict = page.locator("#verdict")
    expect(verdict.locator(".verdict-word")).to_have_text("✓ Legal")
    expect(verdict).to_contain_text("7♦ of diamonds is wild, as 10★ of stars")
    assert page.evaluate("window.notReloaded") is True
    assert fits_the_screen(page)
    screenshot("referee-five-crowns-alone")
    page.get_by_label("Variant").select_option(label="500 Rummy")
    expect(star).to_be_hidden()
    expect(page.locator('button[data-target="cards"][data-card="9H"]')).to_be_visible()
