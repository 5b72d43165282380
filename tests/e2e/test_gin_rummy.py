"""Gin Rummy on a phone, end to end in real Chromium at 390 x 844: a game of three deals (a
knock entered through the least-deadwood arrangement, a draw, gin that ends the game), and the
sheet by Save showing a defender's cards as counted, at their least deadwood.

Worked out by hand from 005 pagat Gin Rummy, Scoring (aces 1, J Q K 10): deal 1, Ann knocks
with 2H (2); Bob lays 6C off on her 3C-5C and keeps KH KC 8D 9H 5S AH (43): Ann 41. Deal 2, a
draw: nothing. Deal 3, Ann's gin; Bob keeps 9D 10D KD QS 2D 4C 6H (51): 51 + 20 = 71, Ann at
112 ends the game; Bob scored nothing, a shutout: the game bonus doubled, 200, and Ann's two
boxes of 20: deal 3 gives Ann 71 + 200 + 40 = 311; totals 352 and 0.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import choose_game, expect_totals, fits_the_phone, ready, start_game, tap_cards
from tests.e2e.results import RESULTS


def test_a_gin_game_of_three_deals(page: Page, screenshot: Callable[[str], Path]) -> None:
    start_game(page, ["Ann", "Bob"])
    choose_game(page, "Gin Rummy")
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter deal 1").click()
    ready(page)

    # Deal 1: Ann's ten cards typed into her hand; the app finds her melds.
    page.get_by_label("Knocked").check()
    page.locator(".who").get_by_label("Ann", exact=True).check()
    tap_cards(page, "players-0-hand", "3C 4C 5C 7H 7D 7S JD QD KD 2H")
    tap_cards(page, "players-1-melds-0", "9S 10S JS")
    tap_cards(page, "players-1-laid_off", "6C")
    tap_cards(page, "players-1-hand", "KH KC 8D 9H 5S AH")
    detail = page.locator("#preview-detail")
    expect(detail).to_contain_text("Ann's cards can leave 2 points of deadwood")
    expect(detail).to_contain_text("Bob: the least deadwood these cards leave, 43 points.")
    assert fits_the_phone(page)
    screenshot("gin-deal-arrangement")
    detail.get_by_role("button", name="Use this arrangement for Ann").click()
    expect(page.locator("#players-0-melds-2")).to_have_value("JD QD KD")
    expect(page.locator("#players-0-hand")).to_have_value("2H")
    expect(page.locator("#preview")).to_contain_text("41")
    expect(detail).to_contain_text("Ann: the least deadwood these cards leave, 2 points.")
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["41", "0"])

    # Deal 2: two cards left in the stock; no cards need entering.
    page.get_by_role("link", name="Enter deal 2").click()
    ready(page)
    page.get_by_label("A draw: two cards left in the stock").check()
    page.get_by_role("button", name="Save deal 2").click()
    expect_totals(page, ["41", "0"])

    # Deal 3: Ann's gin ends the game, its bonuses in the deal's score.
    page.get_by_role("link", name="Enter deal 3").click()
    ready(page)
    page.get_by_label("Gin: no deadwood").check()
    page.locator(".who").get_by_label("Ann", exact=True).check()
    tap_cards(page, "players-0-melds-0", "AH 2H 3H 4H")
    tap_cards(page, "players-0-melds-1", "8S 8C 8D")
    page.locator("#players-0-melds").get_by_role("button", name="Add meld").click()
    tap_cards(page, "players-0-melds-2", "JC QC KC")
    tap_cards(page, "players-1-melds-0", "5S 6S 7S")
    tap_cards(page, "players-1-hand", "9D 10D KD QS 2D 4C 6H")
    expect(page.locator("#preview")).to_contain_text("311")
    expect(page.locator("#preview")).to_contain_text("Ann wins the game.")
    assert fits_the_phone(page)
    screenshot("gin-deal-3")
    page.get_by_role("button", name="Save deal 3").click()
    expect_totals(page, ["352", "0"])
    assert fits_the_phone(page)
    screenshot("gin-scoreboard")


def test_the_sheet_by_save_shows_the_defenders_cards_as_counted(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """005 pagat Gin Rummy, Knocking and Scoring (each player's cards spread in melds, the
    unmatched counted): Ann knocks with 5 (5S); Ben's ten cards tapped into his hand in the
    order they come (78 points) leave 21 at best, K-K-K and 9-9-9 melded: the sheet by Save
    says Ann 16 and shows the melds and the deadwood it counted, and Save stores 16 (issue 49,
    item 5: the sheet and the store said 73)."""
    start_game(page, ["Ann", "Ben"])
    choose_game(page, "Gin Rummy")
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter deal 1").click()
    ready(page)
    page.get_by_label("Knocked").check()
    page.locator(".who").get_by_label("Ann", exact=True).check()
    tap_cards(page, "players-0-melds-0", "AS 2S 3S")
    tap_cards(page, "players-0-melds-1", "10H JH QH")
    page.locator("#players-0-melds").get_by_role("button", name="Add meld").click()
    tap_cards(page, "players-0-melds-2", "7C 7H 7S")
    tap_cards(page, "players-0-hand", "5S")
    tap_cards(page, "players-1-hand", "KC 5D 9H 8D AC 9S KD 7D 9D KH")
    sheet = page.locator("#save-sheet")
    counted = sheet.locator(".tally-count")
    expect(counted).to_have_text(  # each card as a screen reader names it
        "Ben counts 21, melded at best: K♣ of clubs K♦ of diamonds K♥ of hearts · 9♦ of diamonds"
        " 9♥ of hearts 9♠ of spades — deadwood A♣ of clubs 5♦ of diamonds 7♦ of diamonds 8♦ of"
        " diamonds"
    )
    expect(sheet.locator(".tally-score")).to_have_text(["16", "0"])
    assert fits_the_phone(page)
    screenshot("gin-sheet-counted")
    page.screenshot(path=RESULTS / "gin-sheet-counted-screen.png")  # what the phone shows
    page.locator('[data-pick="players-1-hand"]').click()  # the picker open: the sheet docked
    expect(page.locator("#card-picker")).to_be_visible()
    expect(counted).to_be_visible()
    page.screenshot(path=RESULTS / "gin-sheet-counted-docked.png")
    page.locator("#card-picker").get_by_role("button", name="Done").click()
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["16", "0"])
