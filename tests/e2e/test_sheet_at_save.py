"""The scorekeeper stores exactly the sheet they saw, and only what each player handed in (issue
36), at 390 x 844: the scorekeeper types Ann's, Bob's and Dan's cards; Cy hands in hers from her
phone, then goes back to change them.

Scores by hand (000 pagat 5000 Rummy, Scoring: K Q J 10 10 points, 2 to 9 5 points, aces 100;
the player who goes out also scores the cards left in the others' hands), twos wild, Ann goes
out with KS KH KD 30 + 5H 6H 7H 15: with Cy's handed-in QC 3H Ann scores 45 + Bob's 9D 4S 10 +
Cy's 15 + Dan's JC 10 = 80; Bob AS AH AD 300; Cy lays off 8H 5; Dan 10C 10D 10S 30. With Cy's
hand QC KC instead, Ann scores 85.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.entry import new_game, open_deal
from tests.e2e.phone import ready
from tests.e2e.seat_origins import stored_deal
from tests.e2e.seats import (
    DRAFT_WAIT,
    SeatCards,
    hand_in,
    keeper_opens_deal,
    seat_phones,
    start_seated_game,
    tap,
)

KEEPERS = {
    "players-0-melds-0": "KS KH KD",
    "players-0-melds-1": "5H 6H 7H",
    "players-1-melds-0": "AS AH AD",
    "players-1-hand": "9D 4S",
    "players-3-melds-0": "10C 10D 10S",
    "players-3-hand": "JC",
}
CY = SeatCards(laid_off="8H", hand="QC 3H")


def keeper_types_the_others(page: Page) -> None:
    for field, cards in KEEPERS.items():
        page.locator(f"#{field}").fill(cards)
    page.locator('input[name="went_out"][value="0"]').check()


def scores_shown(page: Page) -> list[str]:
    return page.locator("#preview .tally-score").all_inner_texts()


def set_up(page: Page, cy: Page) -> None:
    keeper_opens_deal(page, 1, "2")
    keeper_types_the_others(page)
    hand_in(cy, CY)
    expect(page.locator("#players-2-hand")).to_have_value("QC 3H", timeout=DRAFT_WAIT)
    expect(page.locator("#preview .tally-score")).to_have_text(["80", "300", "5", "30"])


def cy_goes_back_to(cy: Page, action: str) -> None:
    """Cy taps Hand, then "Undo last" or "Clear", after Done."""
    dock = cy.locator("#seat-dock")
    dock.get_by_role("button", name="Hand", exact=True).click()
    dock.get_by_role("button", name=action, exact=True).click()
    expect(cy.locator("#seat-status")).not_to_contain_text("Handed in", timeout=DRAFT_WAIT)


def look(page: Page, name: str) -> None:
    page.screenshot(path=f"test-results/{name}.png")
    page.emulate_media(color_scheme="dark")
    page.screenshot(path=f"test-results/{name}-dark.png")
    page.emulate_media(color_scheme="light")


@pytest.mark.parametrize(
    ("action", "then"),
    [("Undo last", "Cy hands in"), ("Clear", "left out"), ("Undo last", "taken as they are")],
)
def test_a_seat_changing_its_cards_after_done_stores_only_what_it_handed_in(
    page: Page, browser: Browser, browser_context_args: dict[str, Any], action: str, then: str
) -> None:
    """Cy goes back to her cards after Done: nothing is stored until she hands them in again
    (Ann 85 with Cy's QC KC), or the scorekeeper saves with what she handed in (Ann 80), or takes
    her cards as they are now (her hand QC after the undo: Ann 45 + 10 + 10 + 10 = 75), which
    her page then says were stored as taken, not as she handed them in (issue 49, item 3)."""
    seat_url = start_seated_game(page)
    view_url = page.locator('section.share .share-link a[href*="/g/"]').get_attribute("href") or ""
    with seat_phones(browser, browser_context_args, seat_url, ["Cy"]) as (cy,):
        set_up(page, cy)
        cy_goes_back_to(cy, action)
        state = page.locator('[data-seat-state="2"]')
        expect(state).to_have_attribute("title", "changing their cards", timeout=DRAFT_WAIT)
        # The form keeps what Cy handed in; Save waits for her, saying so beside it.
        expect(page.locator("#players-2-hand")).to_have_value("QC 3H")
        expect(page.locator("#preview .tally-score")).to_have_text(["80", "300", "5", "30"])
        save = page.locator("#save-sheet [data-save]")
        expect(save).to_have_text("Save deal 1")
        save.click()
        waiting = page.locator("#seat-waiting")
        expect(waiting).to_contain_text(
            "Cy is changing their cards: the form has what they handed in."
        )
        expect(waiting).to_be_in_viewport()
        look(page, f"keeper-cy-changing-{then.split()[0].lower()}")
        expect(page.get_by_role("heading", name="Deal 1", exact=True)).to_be_visible()
        assert page.request.get(f"{view_url}/scoresheet.json").json()["deals"] == []

        if then == "Cy hands in":  # Cy finishes her change: the form follows her new hand-in
            tap(cy, "KC")
            cy.locator("#seat-dock").get_by_role("button", name="Done", exact=True).click()
            expect(page.locator("#players-2-hand")).to_have_value("QC KC", timeout=DRAFT_WAIT)
            expect(page.locator("#preview .tally-score")).to_have_text(["85", "300", "5", "30"])
            expect(waiting).to_be_hidden()
            save.click()
            expected = (["QC", "KC"], 85)
        elif then == "left out":  # the scorekeeper saves with what Cy handed in
            waiting.get_by_role("button", name="Save with what Cy handed in").click()
            expected = (["QC", "3H"], 80)
        else:  # the scorekeeper takes Cy's cards as they are now, then saves
            waiting.get_by_role("button", name="Use Cy’s cards as they are now").click()
            expect(page.locator("#players-2-hand")).to_have_value("QC")
            expect(page.locator("#preview .tally-score")).to_have_text(["75", "300", "5", "30"])
            expect(waiting).to_be_hidden()
            save.click()
            expected = (["QC"], 75)
        expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
        if then == "left out":  # Cy's page says what was stored and what her phone had
            stored_note = cy.locator(".seat-stored-changed")
            expect(stored_note).to_contain_text(
                "the change you were making after Done is not in it", timeout=DRAFT_WAIT
            )
            expect(cy.locator(".seat-stored")).to_contain_text("Q♣")
            brief = cy.locator("#seat-stored-brief")  # above the dock, in view
            expect(brief).to_contain_text("Your change after Done is not in it.")
            expect(brief).to_be_in_viewport()
            look(cy, "seat-stored-with-change-left-out")
        if then == "taken as they are":  # Cy's page says her cards were taken, not handed in
            taken_note = cy.locator(".seat-stored-taken")
            expect(taken_note).to_contain_text(
                "Stored with your cards as the scorekeeper took them from your phone, not as you "
                "handed them in. You had handed in:",
                timeout=DRAFT_WAIT,
            )
            expect(taken_note).to_contain_text("3♥")  # her hand as handed in, QC 3H
            brief = cy.locator("#seat-stored-brief")
            expect(brief).to_contain_text(
                "Your cards as the scorekeeper took them, not as you handed them in."
            )
            expect(brief).to_be_in_viewport()
            look(cy, "seat-stored-taken")

    ready(page)
    stored = stored_deal(page, view_url)
    assert stored[2]["hand"] == expected[0]
    assert stored[0]["score"] == expected[1]


@pytest.mark.parametrize("before", [0.3, 0.6, 0.9])
def test_the_scores_stored_are_the_scores_on_screen_at_the_tap(
    page: Page, browser: Browser, browser_context_args: dict[str, Any], before: float
) -> None:
    """Cy's new hand reaches the scorekeeper's form ``before`` seconds before they tap Save
    (the sheet by Save counts it 500 ms after the change, then asks the server): the deal
    stored has the scores the sheet showed at the tap, or nothing is stored."""
    seat_url = start_seated_game(page)
    view_url = page.locator('section.share .share-link a[href*="/g/"]').get_attribute("href") or ""
    with seat_phones(browser, browser_context_args, seat_url, ["Cy"]) as (cy,):
        set_up(page, cy)
        page.evaluate(COUNT_SAVES)
        cy_goes_back_to(cy, "Undo last")
        tap(cy, "KC")
        cy.locator("#seat-dock").get_by_role("button", name="Done", exact=True).click()
        expect(cy.locator("#seat-status")).to_contain_text("Handed in", timeout=DRAFT_WAIT)
        expect(page.locator("#players-2-hand")).to_have_value("QC KC", timeout=DRAFT_WAIT)
        page.wait_for_timeout(before * 1000)  # the race itself, not a wait for the page
        shown, sent = page.evaluate(TAP_SAVE)
        if sent:
            answered = page.get_by_text("Deal 1 saved.").or_(page.locator(".form-error"))
            expect(answered).to_be_visible(timeout=DRAFT_WAIT)
        else:
            expect(page.get_by_role("heading", name="Deal 1", exact=True)).to_be_visible()
        deals = page.request.get(f"{view_url}/scoresheet.json").json()["deals"]
        if deals:
            assert [str(player["score"]) for player in deals[0]["players"]] == shown
        else:  # nothing stored: the sheet says why, or was still counting
            assert page.locator(".form-error").count() or not sent


COUNT_SAVES = """() => {
  window.dealSaves = 0;
  const fetched = window.fetch;
  window.fetch = (url, options) => {
    if (options && options.method === "POST" && String(url).includes("/deals/new")) {
      window.dealSaves += 1;
    }
    return fetched(url, options);
  };
}"""
"""Count the deal saves the page sends (save-queue.js sends them with fetch)."""

TAP_SAVE = """() => {
  const shown = Array.from(document.querySelectorAll("#preview .tally-score"), (score) =>
    score.textContent.trim());
  document.querySelector("#save-sheet [data-save]").click();
  return [shown, window.dealSaves > 0];
}"""
"""The scores on screen and the tap on Save, in one step: nothing can change between."""


@pytest.mark.parametrize("size", [(390, 844), (360, 640)])
def test_save_counts_before_it_stores_and_says_why_it_did_not(
    page: Page, size: tuple[int, int]
) -> None:
    """A tap on Save while the sheet has not counted the form's last change stores nothing
    ("Counting…"); once counted, Save stores the deal shown. A deal refused says why by Save.
    Two players, twos wild, Ann goes out: KS KH KD 30 + Bob's 9D 5 = 35; Bob AS AH AD 300."""
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    new_game(page, ["Ann", "Bob"])
    view_url = page.locator('section.share .share-link a[href*="/g/"]').get_attribute("href") or ""
    open_deal(page, 1)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("2")
    page.get_by_label("Ann", exact=True).check()
    page.locator("#players-0-melds-0").fill("KS KH KD")
    page.locator("#players-1-melds-0").fill("AS AH AD")
    save = page.locator("#save-sheet [data-save]")
    expect(save).to_have_text("Save deal 1")
    page.evaluate(COUNT_SAVES)
    page.locator("#players-1-hand").fill("9D")
    label, sent = page.evaluate(TAP_SAVE_AS_LABELLED)
    if label == "Counting…":  # the usual case: the tap came before the sheet's answer
        assert not sent
        look(page, f"keeper-counting-{width}")
    expect(save).to_have_text("Save deal 1")
    expect(page.locator("#preview .tally-score")).to_have_text(["35", "300"])
    if not sent:
        assert page.request.get(f"{view_url}/scoresheet.json").json()["deals"] == []
        page.locator("#players-0-melds-1").fill("5C 6C 8C")  # not a run: refused
        expect(save).to_have_text("Save deal 1")
        save.click()
        # Refused: the page comes back with the reason by the meld and in the sheet, in view.
        expect(page.locator("#players-0-melds-1-error")).to_contain_text("Ann:")
        ready(page)
        expect(page.locator("#save-sheet .check.bad")).to_be_in_viewport()
        look(page, f"keeper-refused-{width}")
        page.locator("#players-0-melds-1").fill("")
        expect(page.locator("#preview .tally-score")).to_have_text(["35", "300"])
        save.click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()
    stored = page.request.get(f"{view_url}/scoresheet.json").json()["deals"][0]["players"]
    assert [player["score"] for player in stored] == [35, 300]


TAP_SAVE_AS_LABELLED = """() => {
  const save = document.querySelector("#save-sheet [data-save]");
  const label = save.textContent.trim();
  save.click();
  return [label, window.dealSaves > 0];
}"""
"""Save's label at the tap, and the tap, in one step."""
