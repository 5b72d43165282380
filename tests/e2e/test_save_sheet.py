"""The sheet by Save on the deal form (issue 19): the deal's scores and new totals, who went
out and every problem sit with the Save control, both in view when Save is tapped, at 390 x 844
and 360 x 640, with the card picker open or closed; what the app answers (a refusal, the
stock-out question) shows there too, in view.

Scores (000 pagat 5000 Rummy, Scoring: K Q J 10 10 points, 2-9 5 points; the player who goes
out also scores the cards left in the others' hands), twos wild, Ann goes out: KS KH KD 30 +
5C 6C 7C 15 + Bob's 9D 4S 10 = 55; Bob AS AH AD 300, no hand of his own to lose.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.entry import new_game, open_deal
from tests.e2e.phone import card_button, fits_the_phone, ready
from tests.e2e.results import RESULTS

PHONES = {"390x844": (390, 844), "360x640": (360, 640)}


def screen(page: Page, name: str) -> None:
    """What the phone's screen shows (not the whole page), as ``test-results/<name>.png``."""
    page.screenshot(path=str(RESULTS / f"{name}.png"))


def in_view_at_save(page: Page) -> None:
    """The sheet and its Save are both inside the screen."""
    expect(page.locator("#save-sheet")).to_be_in_viewport(ratio=1)
    expect(page.locator("#save-sheet [data-save]")).to_be_in_viewport(ratio=1)


@pytest.mark.parametrize("phone", PHONES)
def test_the_sheet_and_save_are_in_view_and_so_is_the_answer(page: Page, phone: str) -> None:
    width, height = PHONES[phone]
    page.set_viewport_size({"width": width, "height": height})
    new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("2")
    page.get_by_label("Ann", exact=True).check()
    page.locator("#players-0-melds-0").fill("KS KH KD")
    page.locator("#players-0-melds-1").fill("5C 6C 8C")  # not a run
    page.locator("#players-1-melds-0").fill("AS AH AD")
    page.locator("#players-1-hand").fill("9D 4S")
    sheet = page.locator("#save-sheet")
    expect(sheet).to_contain_text("(Ann, meld 2)")
    for dock in ("open", "closed"):
        in_view_at_save(page)
        assert fits_the_phone(page)
        screen(page, f"save-sheet-{phone}-problem-dock-{dock}")
        if dock == "open":
            page.locator("#card-picker").get_by_role("button", name="Done").click()
            expect(page.locator("#card-picker")).to_be_hidden()

    page.locator("#save-sheet [data-save]").click()
    # Refused: the page comes back with the reason in the sheet, in view, and by the meld.
    expect(page.locator("#players-0-melds-1-error")).to_contain_text("Ann:")
    ready(page)
    expect(sheet.locator(".check.bad")).to_contain_text("(Ann, meld 2)")
    expect(sheet.locator(".check.bad")).to_be_in_viewport()
    in_view_at_save(page)

    page.locator("#players-0-melds-1").fill("5C 6C 7C")
    expect(sheet).to_contain_text("Ann 55 → total 55")
    expect(sheet).to_contain_text("Bob 300 → total 300")
    expect(sheet).to_contain_text("Ann went out.")
    in_view_at_save(page)
    screen(page, f"save-sheet-{phone}-scores")
    page.emulate_media(color_scheme="dark")
    screen(page, f"save-sheet-{phone}-scores-dark")
    page.emulate_media(color_scheme="light")
    page.locator("#save-sheet [data-save]").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_four_players_and_their_phones_fit_above_the_open_dock(page: Page, scheme: str) -> None:
    """The tightest first screen: 360 x 640, four players, the seats' states, the dock open.
    The sheet keeps one shape as it fills (a row per player, scored or not yet)."""
    page.set_viewport_size({"width": 360, "height": 640})
    page.emulate_media(color_scheme=scheme)
    new_game(page, ["Ann", "Bob", "Cy", "Dee"])
    open_deal(page, 1)
    sheet = page.locator("#save-sheet")
    expect(page.locator("#card-picker")).to_be_visible()
    expect(sheet.locator(".tally-scores li")).to_have_count(4)
    expect(page.locator("#seat-drafts[data-ready]")).to_have_count(1)
    expect(sheet.locator(".seat-count")).to_be_hidden()  # no phone in use: no count
    in_view_at_save(page)
    dock = page.locator("#card-picker")
    expect(dock).to_contain_text("Wild rank: tap the dealer's upcard")
    dock.get_by_role("button", name=card_button("2C"), exact=True).click()
    expect(dock).to_contain_text("Ann · Meld 1")
    before = sheet.bounding_box()
    for card in ("KS", "KH", "KD"):
        dock.get_by_role("button", name=card_button(card), exact=True).click()
    for seat, hand in enumerate(("9D 4S", "QC", "3H 3C")):
        page.locator(f"#players-{seat + 1}-hand").fill(hand)
    expect(sheet.locator(".tally-out")).to_have_text("Who went out? Scored as if nobody did.")
    expect(sheet.locator(".tally-scores")).to_contain_text("Ann 30")
    in_view_at_save(page)
    assert sheet.bounding_box() == before  # scored: the same rows, nothing moved
    assert fits_the_phone(page)
    screen(page, f"save-sheet-360x640-four-seats-{scheme}")


def test_the_stock_out_question_is_asked_in_the_sheet(page: Page) -> None:
    """A deal where nobody went out and nobody melded anything is asked about first
    (scorekeeper/scorebook/changes/phantoms.py): the question shows by Save, in view, and one tick
    answers it."""
    page.set_viewport_size({"width": 360, "height": 640})
    new_game(page, ["Ann", "Bob"])
    open_deal(page, 1)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("2")
    page.get_by_label("Nobody: the stock ran out", exact=True).check()
    page.locator("#players-0-hand").fill("KS")
    page.locator("#players-1-hand").fill("9D")
    page.locator("#save-sheet [data-save]").click()
    question = page.locator("#save-sheet .confirm")
    expect(question).to_contain_text("nobody went out and nobody melded or laid off anything")
    ready(page)
    expect(question).to_be_in_viewport()
    question.get_by_label("Yes: the stock ran out and nobody melded anything").check()
    page.locator("#save-sheet [data-save]").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()


def send_draft(
    page: Page, drafts_url: str, seat_url: str, seat: int, draft: dict[str, Any]
) -> None:
    """A seat's phone sends its draft through the API (the seat key, its phone's token)."""
    headers = {
        "Authorization": f"Bearer {seat_url.rsplit('/', 1)[1]}",
        "Seat-Phone": f"the-phone-of-seat-{seat}",
    }
    response = page.request.put(f"{drafts_url}/{seat}", data=draft, headers=headers)
    assert response.ok, response.text()


def test_the_sheet_keeps_still_and_small_as_the_seats_hand_in(page: Page) -> None:
    """Issue 49, item 12: at 360 x 640, as the seats' drafts arrive, the sheet by Save neither
    grows nor moves (the line of the phones keeps its room from the first paint, CLS), and once
    phones hold the seats it covers under a third of the screen: the scores, one line, the
    phones' marks and Save; which phone holds each seat is one tap away, on that line."""
    page.set_viewport_size({"width": 360, "height": 640})
    new_game(page, ["Ann", "Bob", "Cy", "Dee"])
    seat_url = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    open_deal(page, 1)
    expect(page.locator("#seat-drafts[data-ready]")).to_have_count(1)
    sheet = page.locator("#save-sheet")
    count = sheet.locator(".seat-count")
    expect(count).to_be_hidden()  # no phone in use: no count, its room kept
    before = sheet.bounding_box()
    drafts_url = page.locator("#seat-drafts").get_attribute("data-drafts-url") or ""
    send_draft(page, drafts_url, seat_url, 1, {"melds": [["KS", "KH", "KD"]], "handed_in": True})
    expect(count).to_be_visible()
    expect(count).to_contain_text("1/4 handed in")
    send_draft(page, drafts_url, seat_url, 2, {"hand": ["9D", "4S"], "handed_in": True})
    expect(count).to_contain_text("2/4 handed in")
    assert sheet.bounding_box() == before  # the phones' line shown in its room: nothing moved

    page.reload()  # the phones now hold seats: the list of them is one tap away
    ready(page)
    expect(page.locator("#seat-drafts[data-ready]")).to_have_count(1)
    expect(count).to_contain_text("2/4 handed in")
    phones = sheet.locator(".seat-phones")
    expect(phones).to_be_hidden()
    height = (sheet.bounding_box() or {"height": 640})["height"]
    assert height < 640 / 3, f"the sheet by Save covers {height} px of 640"
    in_view_at_save(page)
    count.click()
    expect(phones).to_be_visible()
    expect(phones).to_contain_text(re.compile(r"Ann: .+, since "))
    in_view_at_save(page)
    screen(page, "save-sheet-360x640-phones-open")
