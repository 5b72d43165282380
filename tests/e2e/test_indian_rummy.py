"""Indian Rummy, Pool 101, on a phone, end to end in real Chromium at 390 x 844: four deals in
which Bob counts 80 twice and is out, then Ann shows wrongly and is out too, and Cy wins.

Worked out by hand from 006 Indian Rummy (docs/rule-sources.md; tests/rules/test_indian_rummy.py):
5s wild. Deals 1 and 2, Ann shows AH-4H (pure), 6S JK 8S, 9C 9D 9H, KC KD KS; Bob's thirteen
cards make no pure sequence, 89 counted, capped at 80; Cy dropped before drawing, 20. Totals
0, 160 (out: 101 reached; he may rejoin on Cy's 40 + 1 = 41), 40. Deal 3, Cy shows the same
cards; Ann's 2C-4C and 7D-9D sequences and three queens leave 8C 9H 10S KH, 37; Bob is out and
enters nothing: 37, 160, 40. Deal 4, Ann shows wrongly, 80: 117, out; Cy is left, and wins.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import choose_game, expect_totals, fits_the_phone, ready, start_game, tap_cards

SHOW = ("AH 2H 3H 4H", "6S JK 8S", "9C 9D 9H", "KC KD KS")
NO_PURE = "5D JK 7D 9S 9H 9C KS KH KD QC JD 3S 2H"
COUNT_37 = "2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH"


def open_deal(page: Page, number: int) -> None:
    page.get_by_role("link", name=f"Enter deal {number}").click()
    ready(page)
    page.get_by_label("Wild joker (the card cut)").select_option("5")


def show(page: Page, seat: int) -> None:
    """The winner's four melds, tapped in one by one (two meld inputs, then Add meld)."""
    page.locator(f"#went_out-{seat}").check()
    for number, meld in enumerate(SHOW):
        if number >= 2:
            page.locator(f"#players-{seat}-melds").get_by_role("button", name="Add meld").click()
        tap_cards(page, f"players-{seat}-melds-{number}", meld)


def say(page: Page, seat: int, words: str) -> None:
    page.locator("fieldset.said").nth(seat).get_by_label(words).check()


def test_a_pool_101_game_with_players_out(page: Page, screenshot: Callable[[str], Path]) -> None:
    start_game(page, ["Ann", "Bob", "Cy"])
    choose_game(page, "Indian Rummy")
    expect(page.get_by_label("Format")).to_have_value("pool_101")
    page.get_by_role("button", name="Start the game").click()

    for number in (1, 2):
        open_deal(page, number)
        show(page, 0)
        tap_cards(page, "players-1-hand", NO_PURE)
        say(page, 2, "Dropped before drawing (first drop)")
        expect(page.locator("#preview")).to_contain_text("80")
        if number == 1:
            assert fits_the_phone(page)
            screenshot("indian-deal-1")
        page.get_by_role("button", name=f"Save deal {number}").click()
        expect_totals(page, ["0", "80" if number == 1 else "160", "20" if number == 1 else "40"])

    totals = page.locator(".totals")
    expect(totals).to_contain_text("out · may rejoin on 41")
    expect(totals).to_contain_text("61 to go")
    assert fits_the_phone(page)
    screenshot("indian-bob-out")
    page.emulate_media(color_scheme="dark")
    screenshot("indian-bob-out-dark")
    page.emulate_media(color_scheme="light")

    # Deal 3: Bob is out and enters nothing; Cy shows, Ann counts 37.
    open_deal(page, 3)
    show(page, 2)
    tap_cards(page, "players-0-hand", COUNT_37)
    expect(page.locator("#preview")).to_contain_text("37")
    expect(page.locator("fieldset.player-cards").nth(1)).to_contain_text(
        "Bob is out of the pool: enter nothing, unless Bob rejoined."
    )
    page.emulate_media(color_scheme="dark")
    assert fits_the_phone(page)
    screenshot("indian-deal-3-dark")
    page.emulate_media(color_scheme="light")
    page.get_by_role("button", name="Save deal 3").click()
    expect_totals(page, ["37", "160", "40"])

    # Deal 4: Ann shows wrongly (80) and is out at 117: Cy, left alone, wins without showing.
    open_deal(page, 4)
    page.locator("#went_out-2").check()
    say(page, 0, "Showed wrongly (wrong show)")
    page.get_by_role("button", name="Save deal 4").click()
    expect_totals(page, ["117", "160", "40"])
    expect(page.locator(".winner")).to_contain_text("Cy")
    assert fits_the_phone(page)
    screenshot("indian-cy-wins")
