"""A seat's change handed in, and the deal as stored, for the tests of where each card came from."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from tests.e2e.seats import (
    DRAFT_WAIT,
)


def change_and_hand_in(seat: Page, field: str, cards: str) -> None:
    """A player changes one of their fields and taps Done again."""
    seat.locator(f"#{field}").fill(cards)
    expect(seat.locator("#seat-status")).not_to_contain_text("Handed in", timeout=DRAFT_WAIT)
    seat.locator("#seat-dock").get_by_role("button", name="Done", exact=True).click()
    expect(seat.locator("#seat-status")).to_contain_text("Handed in", timeout=DRAFT_WAIT)


def stored_deal(page: Page, view_url: str) -> list[dict[str, Any]]:
    response = page.request.get(f"{view_url}/scoresheet.json")
    assert response.ok
    return response.json()["deals"][0]["players"]  # type: ignore[no-any-return]
