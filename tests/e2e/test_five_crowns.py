"""A deal of Five Crowns entered with the docked card picker at 390 x 844 (issue 52, item 3):
the game at its seventh deal, whose form says 9 cards each and 9s wild; the cards tapped in,
stars among them and a 9 standing in a run as a wild card; the deal saved and the running
totals shown.

Scored by hand from 011 Five Crowns (docs/rule-sources.md: Card Values, Scoring): the player
who goes out scores 0, each other player the cards left in hand, 3 to 10 face value, J 11,
Q 12, K 13, the deal's wild rank 20, a joker 50; melds score nothing; lowest total wins.

- Deals 1 to 6 (through the JSON API, as tests/web/test_variants.py plays them): Ann goes out
  each time with a run of stars; Bob keeps KH (13), Cy QH (12): Ann 0, Bob 78, Cy 72.
- Deal 7, 9 cards, 9s wild: Ann goes out with 3★ 4★ 9♦ 6★ 7★ (the 9♦ for the 5★) and K♥ K♦
  K★ K♠. Bob lays down 10♣ 10♦ 10♥ and keeps 3♣ 4♠ 6♦ Q♥ 8♠ J♦: 3 + 4 + 6 + 12 + 8 + 11 = 44.
  Cy keeps 9♥ J★ 3♥ 4♦ 8♣ Q♣ 5♠ 7♦ 10♠: 20 + 11 + 3 + 4 + 8 + 12 + 5 + 7 + 10 = 80.
  Totals: Ann 0, Bob 78 + 44 = 122, Cy 72 + 80 = 152.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect

from tests.e2e.phone import card_button, expect_totals, fits_the_phone, ready

NAMES = ["Ann", "Bob", "Cy"]


def api_game_at_deal_seven(page: Page) -> dict[str, Any]:
    """A game of Five Crowns started through the JSON API and its deals 1 to 6 added: Ann goes
    out with a run of stars the length of the deal's hand, Bob keeps KH, Cy QH."""
    body = {"variant": "five-crowns", "players": NAMES, "options": {}}
    answer = page.request.post("/api/v1/games", data=body)
    assert answer.status == 201, answer.text()
    game: dict[str, Any] = answer.json()
    headers = {"Authorization": f"Bearer {game['edit_key']}"}
    for number in range(1, 7):
        run = [f"{rank}*" for rank in range(3, number + 5)]  # n + 2 cards: 3★ upwards
        deal = {
            "players": [
                {"name": "Ann", "melds": [run], "hand": []},
                {"name": "Bob", "melds": [], "hand": ["KH"]},
                {"name": "Cy", "melds": [], "hand": ["QH"]},
            ],
            "went_out": "Ann",
        }
        added = page.request.post(f"/api/v1/games/{game['id']}/deals", data=deal, headers=headers)
        assert added.status == 201, added.text()
    return game


def tap(dock: Locator, cards: str) -> None:
    """Tap cards in the docked picker, like ``"3* 4* 9D"``."""
    for card in cards.split():
        dock.get_by_role("button", name=card_button(card), exact=True).click()


def step(dock: Locator, name: str) -> None:
    dock.get_by_role("button", name=name, exact=True).click()


def test_deal_seven_of_five_crowns_with_the_picker(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    assert page.viewport_size == {"width": 390, "height": 844}
    game = api_game_at_deal_seven(page)
    page.goto(game["urls"]["edit"])
    ready(page)
    expect_totals(page, ["0", "78", "72"])
    page.get_by_role("link", name="Enter deal 7").click()
    expect(page.get_by_role("heading", name="Deal 7")).to_be_visible()
    ready(page)
    # 011 The Deal, Card Values: deal 7 deals 9 cards and the 9s are wild; no rank to choose.
    expect(page.get_by_text("9 cards each.")).to_be_visible()
    expect(page.get_by_text("9s are wild this deal.")).to_be_visible()
    expect(page.get_by_label("Wild rank (the dealer's upcard)")).to_have_count(0)
    # 011 everything2.com: no playing on another player's melds, so no lay-offs to enter.
    expect(page.locator("#players-0-laid_off")).to_have_count(0)

    dock = page.locator("#card-picker")
    expect(dock).to_be_visible()
    title = dock.locator("[data-pick-title]")
    verdict = dock.locator("[data-dock-verdict]")
    # The decks hold stars and no aces nor twos (011 The Deck).
    expect(dock.get_by_role("button", name=card_button("5*"), exact=True)).to_be_visible()
    expect(dock.get_by_role("button", name=card_button("AS"), exact=True)).to_have_count(0)
    expect(dock.get_by_role("button", name="Lay-offs", exact=True)).to_be_hidden()

    expect(title).to_have_text("Ann · Meld 1")
    tap(dock, "3* 4* 9D 6* 7*")
    expect(page.locator("#players-0-melds-0")).to_have_value("3* 4* 9D 6* 7*")
    expect(verdict).to_contain_text("✓ Run")
    step(dock, "New meld")
    expect(title).to_have_text("Ann · Meld 2")
    tap(dock, "KH KD K* KS")
    expect(verdict).to_contain_text("✓ Set")
    step(dock, "Went out")
    expect(page.get_by_label("Ann", exact=True)).to_be_checked()

    expect(title).to_have_text("Bob · Meld 1")
    tap(dock, "10C 10D 10H")
    step(dock, "Hand")
    expect(title).to_have_text("Bob · Left in hand")
    tap(dock, "3C 4S 6D QH 8S JD")
    step(dock, "Cy’s hand")  # Cy melded nothing
    expect(title).to_have_text("Cy · Left in hand")
    tap(dock, "9H J* 3H 4D 8C QC 5S 7D 10S")
    expect(page.locator("#players-2-hand")).to_have_value("9H J* 3H 4D 8C QC 5S 7D 10S")

    # The sheet by Save counts each hand against its holder: a wild 9 is 20.
    sheet = page.locator("#preview-detail")
    expect(sheet).to_contain_text("Bob")
    expect(sheet).to_contain_text("44")
    expect(sheet).to_contain_text("80")
    assert fits_the_phone(page)
    results = screenshot("five-crowns-deal-7").parent
    page.screenshot(path=str(results / "five-crowns-deal-7-screen.png"))  # what the phone shows

    expect(dock.locator("[data-walk-end]")).to_contain_text("tap Save")
    page.locator("#save-sheet [data-save]").click()
    expect(page.get_by_text("Deal 7 saved.")).to_be_visible()
    expect_totals(page, ["0", "122", "152"])
    # Deal 8 next: 10 cards, 10s wild.
    expect(page.get_by_text("10 cards each.")).to_be_visible()
    assert fits_the_phone(page)
    screenshot("five-crowns-scoreboard")
