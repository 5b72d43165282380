"""Drafts on the phone (issue 10, item 1): a half-entered deal survives a reload (what
pull-to-refresh does), Back and Forward, and a closed tab, with a note saying it was restored;
once saved, the draft is gone and the deal is stored once. Back after saving, then Save, stores
no phantom deal.

Scores (000 pagat 5000 Rummy, Scoring): jacks wild, Ann melds three kings (30) and goes out,
collecting Bob's 3C 9D (5 + 5): Ann 40.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.entry import deals_stored, expect_form, fill_deal, new_game, open_deal
from tests.e2e.phone import expect_totals, fits_the_phone, ready, tap_cards

DEAL = {"players-0-melds-0": "KS KH KD", "players-1-hand": "3C 9D"}
RESTORED = "Restored what you had entered."


def half_entered(page: Page) -> None:
    """Deal 1 with the wild rank, who went out, a meld typed and a hand tapped in."""
    fill_deal(page, "J", "Ann", {"players-0-melds-0": DEAL["players-0-melds-0"]})
    tap_cards(page, "players-1-hand", DEAL["players-1-hand"])


def save_deal_1(page: Page) -> None:
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    expect_totals(page, ["40", "0"])


def test_reload_and_pull_to_refresh_keep_the_deal(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    scoreboard = new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    expect(page.get_by_text(RESTORED)).to_have_count(0)
    half_entered(page)

    page.reload()  # pull-to-refresh at the top of the form reloads it the same way
    ready(page)
    expect(page.get_by_role("status").filter(has_text=RESTORED)).to_be_visible()
    expect_form(page, "J", "Ann", DEAL)
    expect(page.locator("#players-0-melds-0-check")).to_have_text("✓ Set, 30 points")
    assert fits_the_phone(page)
    screenshot("draft-restored")
    page.emulate_media(color_scheme="dark")
    screenshot("draft-restored-dark")
    page.emulate_media(color_scheme="light")

    page.evaluate("window.scrollTo(0, 0)")
    page.goto(page.url)  # opened again from the address bar
    ready(page)
    expect_form(page, "J", "Ann", DEAL)

    save_deal_1(page)
    open_deal(page, 2)
    expect(page.get_by_text(RESTORED)).to_have_count(0)
    expect(page.locator("#players-0-melds-0")).to_have_value("")
    assert deals_stored(page, scoreboard) == 1


def test_back_and_forward_keep_the_deal(page: Page) -> None:
    scoreboard = new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    half_entered(page)
    page.get_by_role("link", name="← Scoreboard").click()
    expect_totals(page, ["0", "0"])

    page.go_back()
    ready(page)
    expect_form(page, "J", "Ann", DEAL)
    page.go_forward()
    expect_totals(page, ["0", "0"])
    page.go_back()
    ready(page)
    expect_form(page, "J", "Ann", DEAL)
    save_deal_1(page)
    assert deals_stored(page, scoreboard) == 1


def test_a_closed_tab_keeps_the_deal(page: Page, context: BrowserContext) -> None:
    new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    form_url = page.url
    half_entered(page)
    page.close()

    again = context.new_page()
    again.goto(form_url)
    ready(again)
    expect(again.get_by_role("status").filter(has_text=RESTORED)).to_be_visible()
    expect_form(again, "J", "Ann", DEAL)
    save_deal_1(again)


def test_back_after_saving_then_save_stores_no_phantom(page: Page) -> None:
    """The browser used to put back the wild rank and "who went out" after Back, and Save then
    stored an all-zero deal 2. Now the page either is the saved form itself, which the server
    knows (stored once), or a fresh form for deal 2, which refuses a deal without cards."""
    scoreboard = new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    fill_deal(page, "J", "Ann", DEAL)
    save_deal_1(page)

    page.go_back()
    ready(page)
    page.get_by_role("button", name=re.compile(r"^Save deal \d+$")).click()
    refused = page.get_by_text("Say who went out, or that the stock ran out.")
    expect(page.get_by_text("Deal 1 saved.").or_(refused)).to_be_visible()
    assert deals_stored(page, scoreboard) == 1

    # What the browser restored before: the wild rank and who went out, no cards.
    open_deal(page, 2)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("J")
    page.get_by_label("Ann", exact=True).check()
    page.get_by_role("button", name="Save deal 2").click()
    expect(page.get_by_role("alert").first).to_contain_text(
        "Ann went out, but no cards are entered"
    )
    assert deals_stored(page, scoreboard) == 1


def test_start_again_drops_the_draft(page: Page) -> None:
    new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    half_entered(page)
    page.reload()
    ready(page)
    page.get_by_role("status").filter(has_text=RESTORED).get_by_role(
        "button", name="Start again"
    ).click()
    expect(page.locator("#players-0-melds-0")).to_have_value("")
    ready(page)
    expect(page.get_by_text(RESTORED)).to_have_count(0)
    expect(page.get_by_label("Ann", exact=True)).not_to_be_checked()


def test_a_draft_with_a_meld_added_comes_back_whole(page: Page) -> None:
    """Ann's third meld came with "Add meld": after a reload the form grows one again."""
    new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    half_entered(page)
    page.get_by_role("button", name="Add meld").first.click()
    page.locator("#players-0-melds-2").fill("2S 3S 4S")
    page.reload()
    ready(page)
    expect(page.get_by_role("status").filter(has_text=RESTORED)).to_be_visible()
    expect(page.locator("#players-0-melds-2")).to_have_value("2S 3S 4S")
    expect_form(page, "J", "Ann", DEAL)
