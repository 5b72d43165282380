"""The docked card picker of a game on Phase 10's numbered cards (012 The Deck: 1 to 12 in red,
blue, green and yellow, Wild and Skip cards), in real Chromium at 390 x 844: a card is tapped
by its number in its colour, the wild and the skip by their buttons; the chips show each as the
picker does, and a card typed as players type it (``10g``) is read the engine's way. No preset
plays this deck yet: the test makes a game of Rummy's rules with Phase 10's deck."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from scorekeeper.rules import Rank, find_preset, presets
from scorekeeper.words import games as game_words
from tests.e2e.phone import fits_the_phone, ready

RUMMY = find_preset("rummy")
TEST_PHASE_10 = dataclasses.replace(
    RUMMY,
    variant="test-phase-10",
    name="Test Phase 10",
    source="a test's own game on 012 Phase 10's cards",
    deck="phase_10",
    decks=2,
    jokers=8,
    removed_ranks=(Rank.KING,),
)
TEST_RUMMIKUB = dataclasses.replace(
    RUMMY,
    variant="test-rummikub",
    name="Test Rummikub",
    source="a test's own game on 013 Rummikub's tiles",
    deck="rummikub",
    decks=2,
    jokers=2,
)


@pytest.fixture(autouse=True)
def numbered_games(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test games among the presets and the games' words of the live server, which runs
    in this process, for this test alone."""
    for rules in (TEST_PHASE_10, TEST_RUMMIKUB):
        monkeypatch.setitem(presets._PRESETS, rules.variant, rules)
        words = game_words.GameWords(rules.name, "A test's game.", ())  # type: ignore[arg-type]
        monkeypatch.setitem(game_words._WORDS, rules.variant, words)
    yield


def new_game(page: Page, variant: str) -> dict[str, str]:
    """A game of ``variant`` for Ann and Bob through the API: its links."""
    body: dict[str, Any] = {"variant": variant, "players": ["Ann", "Bob"]}
    response = page.request.post("/api/v1/games", data=body)
    assert response.status == 201, response.text()
    urls: dict[str, str] = response.json()["urls"]
    return urls


def new_deal(page: Page) -> None:
    """A Phase 10 game for Ann and Bob, and its first deal's form, scripts run."""
    page.goto(urlsplit(new_game(page, TEST_PHASE_10.variant)["edit"]).path + "/deals/new")
    expect(page.get_by_role("heading", name="Deal 1")).to_be_visible()
    ready(page)


def test_a_phase_10_card_the_wild_and_the_skip_are_picked(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    new_deal(page)
    dock = page.locator("#card-picker")
    title = dock.locator("[data-pick-title]")
    expect(title).to_have_text("Ann · Meld 1")
    green_12 = dock.get_by_role("button", name="12G Green 12", exact=True)
    expect(green_12).to_have_text("12G")
    green_12.click()
    dock.get_by_role("button", name="Wild (JK)", exact=True).click()
    expect(page.locator("#players-0-melds-0")).to_have_value("12G JK")
    expect(green_12).to_have_attribute("data-left", "1")  # two of each number and colour

    # A run tapped by its two ends is filled in by number (never round: 12 is the highest).
    dock.get_by_role("button", name="New meld", exact=True).click()
    expect(title).to_have_text("Ann · Meld 2")
    dock.get_by_role("button", name="3R Red 3", exact=True).click()
    dock.get_by_role("button", name="6R Red 6", exact=True).click()
    expect(page.locator("#players-0-melds-1")).to_have_value("3R 4R 5R 6R")

    dock.get_by_role("button", name="Hand", exact=True).click()
    expect(title).to_have_text("Ann · Left in hand")
    dock.get_by_role("button", name="Skip (SKIP)", exact=True).click()
    expect(page.locator("#players-0-hand")).to_have_value("SKIP")
    chips = dock.locator(".chips")
    expect(chips.get_by_role("button")).to_have_text(["Skip"])

    # Typed as players type it: read the engine's way, its chip in its colour, its copy used.
    page.locator("#players-0-hand").fill("skip 10g w")
    expect(chips.get_by_role("button")).to_have_text(["Skip", "10G", "JK"])
    expect(chips.get_by_role("button", name="Remove 10G")).to_have_class("chip tone tone-green")
    expect(dock.get_by_role("button", name="10G Green 10", exact=True)).to_have_attribute(
        "data-left", "1"
    )
    expect(dock.get_by_role("button", name="Wild (JK)", exact=True)).to_have_attribute(
        "data-left", "6"
    )
    # No 13 in Phase 10, no French card.
    expect(dock.locator('[data-card="13G"], [data-card="QH"]')).to_have_count(0)
    assert fits_the_phone(page)
    results = screenshot("numbered-picker").parent
    page.screenshot(path=str(results / "numbered-picker-screen.png"))
    page.emulate_media(color_scheme="dark")
    page.screenshot(path=str(results / "numbered-picker-screen-dark.png"))


def test_rummikub_tiles_read_in_their_colours_in_the_meld_checker(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """013: a group of one number in different colours; the checker opened from a Rummikub game
    shows its four colours, 1 to 13, and its verdict's tiles as numbers in their colours."""
    view_id = urlsplit(new_game(page, TEST_RUMMIKUB.variant)["view"]).path.rsplit("/", 1)[-1]
    page.goto(f"/check?game={view_id}")
    ready(page)
    picker = page.locator("#cards-picker")
    for tile in ("13O", "13K", "13R"):
        picker.get_by_role("button", name=f"{tile} ", exact=False).first.click()
    picker.get_by_role("button", name="JK Joker", exact=True).click()
    expect(page.locator("#cards")).to_have_value("13O 13K 13R JK")
    verdict = page.locator("#verdict")
    expect(verdict).to_contain_text("✓")
    expect(verdict.locator(".tone-orange").first).to_have_text("13OOrange 13")
    expect(verdict.locator(".tone-black").first).to_contain_text("Black 13")
    expect(page.locator('#cards-picker [data-card="5G"]')).to_have_count(0)
    assert fits_the_phone(page)
    screenshot("numbered-checker")
