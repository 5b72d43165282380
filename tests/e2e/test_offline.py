"""Installable and offline, in real Chromium at a phone's size: the manifest and icons load, and
the last scoreboard opened stays readable when the connection drops, with a note saying so."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.phone import expect_totals, fits_the_phone, start_game
from tests.e2e.record import enter_deal


def test_manifest_and_icons(page: Page) -> None:
    page.goto("/")
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    assert href == "/manifest.webmanifest"
    manifest = page.request.get(href).json()
    assert manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        response = page.request.get(icon["src"])
        assert response.ok, icon["src"]
        assert response.headers["content-type"].startswith(icon["type"])


def test_last_scoreboard_readable_offline(
    page: Page, context: BrowserContext, screenshot: Callable[[str], Path]
) -> None:
    start_game(page, ["Ann", "Bob"])
    page.get_by_role("button", name="Start the game").click()
    # Ann goes out with three kings (30) and collects Bob's 3C 9D (10): 40.
    enter_deal(page, "J", "Ann", {"players-0-melds-0": "KS KH KD", "players-1-hand": "3C 9D"})
    expect_totals(page, ["40", "0"])
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.reload()  # now through the service worker, which keeps it
    expect_totals(page, ["40", "0"])

    context.set_offline(True)
    try:
        page.reload()
        expect(page.locator(".offline-note")).to_contain_text(
            "You are offline: this is the score as it was at"
        )
        expect_totals(page, ["40", "0"])
        expect(page.locator(".sheet-deal")).to_have_count(1)
        assert fits_the_phone(page)
        screenshot("offline-scoreboard")
    finally:
        context.set_offline(False)
    page.reload()
    expect(page.locator(".offline-note")).to_have_count(0)
    expect_totals(page, ["40", "0"])
