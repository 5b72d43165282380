"""Two phones keep the same game at once (issue 10, item 4): both enter deal 1, and the second
save shows the two entries side by side instead of saving twice; "Mine is the next deal"
stores it as deal 2 and "Keep theirs" stores nothing. Both phones fix deal 1: the second fix
shows what the first changed, even when no score changed, before anything is overwritten.

Scores (000 pagat 5000 Rummy, Scoring): deal 1, jacks wild, Ann melds three aces (300) and goes
out, collecting Bob's 3C KC (15): Ann 315. The other phone's deal 1, sevens wild: Bob melds
three queens (30) and goes out, collecting Ann's 4D (5): Bob 35.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.entry import deals_stored, fill_deal, new_game, open_deal
from tests.e2e.phone import expect_totals, fits_the_phone, ready
from tests.e2e.results import RESULTS

ANN_DEAL = {"players-0-melds-0": "AS AH AD", "players-1-hand": "3C KC"}
BOB_DEAL = {"players-1-melds-0": "QS QH QD", "players-0-hand": "4D"}


@pytest.fixture
def second(browser: Browser, browser_context_args: dict[str, Any]) -> Iterator[Page]:
    """Another phone with the same edit link."""
    context = browser.new_context(**browser_context_args)
    yield context.new_page()
    context.close()


def both_enter_deal_1(page: Page, second: Page) -> str:
    scoreboard = new_game(page, ["Ann", "Bob"])
    second.goto(scoreboard)
    ready(second)
    open_deal(page, 1)
    open_deal(second, 1)
    fill_deal(page, "J", "Ann", ANN_DEAL)
    fill_deal(second, "7", "Bob", BOB_DEAL)
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    expect_totals(page, ["315", "0"])

    second.get_by_role("button", name="Save deal 1").click()
    expect(second.get_by_role("heading", name="Deal 1 is already saved")).to_be_visible()
    ready(second)
    ann, bob = second.locator(".conflict > li").nth(0), second.locator(".conflict > li").nth(1)
    expect(ann).to_contain_text("Theirs 315 melded AS AH AD")
    expect(ann).to_contain_text("Yours 0 hand 4D")
    expect(ann).to_contain_text("Score difference: -315")
    expect(bob).to_contain_text("Theirs 0 hand 3C KC")
    expect(bob).to_contain_text("Yours 35 melded QS QH QD")
    expect(bob).to_contain_text("Score difference: +35")
    return scoreboard


def test_mine_is_the_next_deal(page: Page, second: Page) -> None:
    scoreboard = both_enter_deal_1(page, second)
    assert fits_the_phone(second)
    second.screenshot(path=str(RESULTS / "two-phones-conflict.png"), full_page=True)
    second.emulate_media(color_scheme="dark")
    second.screenshot(path=str(RESULTS / "two-phones-conflict-dark.png"), full_page=True)
    second.emulate_media(color_scheme="light")

    second.get_by_role("button", name="Mine is the next deal").click()
    expect(second.get_by_text("Deal 2 saved.")).to_be_visible()
    expect_totals(second, ["315", "35"])
    open_deal(second, 3)
    expect(second.get_by_text("Restored what you had entered")).to_have_count(0)
    page.reload()
    expect_totals(page, ["315", "35"])
    assert deals_stored(page, scoreboard) == 2


def test_keep_theirs_stores_nothing(page: Page, second: Page) -> None:
    scoreboard = both_enter_deal_1(page, second)
    expect(second.get_by_role("link", name="Keep theirs")).to_have_class("button primary wide")
    second.get_by_role("link", name="Keep theirs").click()
    expect_totals(second, ["315", "0"])
    open_deal(second, 2)
    expect(second.get_by_text("Restored what you had entered")).to_have_count(0)
    assert deals_stored(page, scoreboard) == 1


def test_a_conflicting_fix_shows_what_the_other_phone_changed(page: Page, second: Page) -> None:
    scoreboard = new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    fill_deal(page, "J", "Ann", ANN_DEAL)
    page.get_by_role("button", name="Save deal 1").click()
    expect_totals(page, ["315", "0"])
    fix_url = scoreboard + "/deals/1/edit"
    page.goto(fix_url)
    ready(page)
    second.goto(fix_url)
    ready(second)

    # The first phone: Bob held 3C QC, not 3C KC. No score changes (K and Q are 10 each).
    page.locator("#players-1-hand").fill("3C QC")
    page.get_by_role("button", name="Save the fix").click()
    expect(page.get_by_text("Deal 1 fixed.")).to_be_visible()
    expect_totals(page, ["315", "0"])

    # The second phone adds the fourth ace to Ann's meld, without knowing of that fix.
    second.locator("#players-0-melds-0").fill("AS AH AD AC")
    second.get_by_role("button", name="Save the fix").click()
    expect(second.get_by_role("heading", name="Deal 1 changed on another phone")).to_be_visible()
    ready(second)
    changed = second.locator(".conflict > li.changed")
    expect(changed).to_have_count(2)  # Bob's hand (theirs), Ann's fourth ace (yours)
    bob = changed.filter(has=second.get_by_role("heading", name="Bob"))
    expect(bob).to_contain_text("Before 0 hand 3C KC")
    expect(bob).to_contain_text("Theirs (now) 0 hand 3C QC")
    expect(bob).to_contain_text("Yours 0 hand 3C KC")
    expect(bob).to_contain_text("Score difference: none")
    ann = changed.filter(has=second.get_by_role("heading", name="Ann"))
    expect(ann).to_contain_text("AS AH AD AC")
    assert fits_the_phone(second)
    second.screenshot(path=str(RESULTS / "fix-conflict.png"), full_page=True)
    assert deals_stored(page, scoreboard) == 1
    expect_totals(page, ["315", "0"])  # nothing overwritten yet

    second.get_by_role("button", name="Save mine over theirs").click()
    expect(second.get_by_text("Deal 1 fixed.")).to_be_visible()
    expect_totals(second, ["415", "0"])
    assert deals_stored(page, scoreboard) == 1
