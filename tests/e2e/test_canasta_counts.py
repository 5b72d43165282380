"""A deal of Canasta entered as the table's counts on one scorekeeper's phone (issue 51, item 4),
at 390 x 844: the keeper starts a game for four in two teams, opens the new-deal form, ticks
"Enter each side's counts instead of the cards", types both sides' counts on each side's first
player (Ann for Ann and Cy, Bob for Bob and Dee), says the deal ended by going out and who went
out, and saves; the scoreboard shows each team's total. A count the cards cannot make is refused
next to its field, with nothing saved and nothing typed lost, then corrected and saved.

The deal (tests/web/test_counted_deals.py's), scored by hand from 007 Canasta (docs/rule-sources.md:
Yahoo! Games, Scoring; Britannica): natural canasta 500, mixed 300, red threes 100 each, going
out 100, then the card points melded less those left in hand.

- Ann and Cy: 1 natural (500) + 1 mixed (300) + 2 red threes (200) + Cy went out (100)
  + 310 melded - 0 in hand = 1,410.
- Bob and Dee: no canasta, 1 red three (100) + 70 melded - 45 in hand = 125.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.entry import open_deal
from tests.e2e.phone import axe_violations, choose_game, expect_totals, fits_the_phone, start_game

NAMES = ["Ann", "Bob", "Cy", "Dee"]
COUNTS_BOX = "Enter each side's counts instead of the cards"
LABELS = {
    "clean": "Natural canastas (500 each)",
    "dirty": "Mixed canastas (300 each)",
    "red_threes": "Red threes laid down",
    "melded": "Card points melded",
    "hand": "Card points left in hand",
}
ANN_CY = {"clean": "1", "dirty": "1", "red_threes": "2", "melded": "312", "hand": "0"}
"""Ann and Cy's counts as first typed: 312 melded, a slip for 310 (every card counts 5, 10, 20
or 50 in 007 Canasta, so card points go in fives)."""
BOB_DEE = {"red_threes": "1", "melded": "70", "hand": "45"}
"""Bob and Dee's counts; the canasta fields left empty (0)."""


def type_counts(page: Page, side: str, counts: dict[str, str]) -> None:
    """Type a side's counts into its fieldset ("Ann and Cy's counts"), each by its label."""
    fieldset = page.get_by_role("group", name=f"{side}'s counts")
    expect(fieldset).to_be_visible()
    for name, value in counts.items():
        fieldset.get_by_label(LABELS[name], exact=True).fill(value)


def top_of(page: Page, selector: str) -> float:
    """Where an element's top edge is on the page, in CSS pixels."""
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return round(box["y"], 1)


def test_a_deal_of_canasta_entered_as_counts_on_one_phone(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    start_game(page, NAMES)
    choose_game(page, "Canasta")
    expect(page.get_by_label("Partnerships")).to_have_value("2")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0", "0", "0", "0", "0"])  # two teams, then the four players
    open_deal(page, 1)

    box = page.get_by_label(COUNTS_BOX)
    expect(page.get_by_role("group", name="Ann and Cy's counts")).to_be_hidden()
    box.check()
    # The cards fields and the partners' fieldsets hide; each side's counts show on its first.
    expect(page.locator("#players-0-hand")).to_be_hidden()
    # One way at a time: the typed scores' box hides while the counts' is ticked.
    expect(page.get_by_label("Type each player's score instead of the cards")).to_be_hidden()
    expect(page.locator("fieldset.player-cards.partner").first).to_be_hidden()
    expect(page.locator("#players-2-counts-melded")).to_have_count(0)
    page.locator(".who").get_by_label("Cy", exact=True).check()
    # Choosing who went out ticks "Went out" (ending-follows.js): one tap, not two.
    expect(page.get_by_label("Went out", exact=True)).to_be_checked()
    type_counts(page, "Ann and Cy", ANN_CY)
    type_counts(page, "Bob and Dee", BOB_DEE)
    assert fits_the_phone(page)
    assert axe_violations(page) == []
    shot = screenshot("canasta-counts-form")
    print(f"the counts form: {shot}")

    # The slip: refused by its field, with its message; nothing saved, nothing typed lost.
    page.get_by_role("button", name="Save deal 1").click()
    melded = page.locator("#players-0-counts-melded")
    note = page.locator("#players-0-counts-melded-error")
    expect(note).to_contain_text("No cards count 312: card points go in steps of 5.")
    expect(melded).to_have_attribute("aria-describedby", "players-0-counts-melded-error")
    expect(page.get_by_role("heading", name="Deal 1", exact=True)).to_be_visible()
    expect(box).to_be_checked()
    expect(melded).to_have_value("312")
    expect(page.locator("#players-1-counts-hand")).to_have_value("45")
    expect(page.locator(".who").get_by_label("Cy", exact=True)).to_be_checked()
    # The message under "Card points melded" moves its whole row down: the neighbour's input
    # stays level with it (entry.css, .counts-field's subgrid).
    assert top_of(page, "#players-0-counts-red_threes") == top_of(page, "#players-0-counts-melded")
    screenshot("canasta-counts-refused")
    page.get_by_role("link", name="← Scoreboard").click()
    expect_totals(page, ["0", "0", "0", "0", "0", "0"])  # nothing saved
    expect(page.get_by_text("Deal 1 saved.")).to_have_count(0)

    # Back to the form: what was typed is still there (the draft); correct 312 to 310 and save.
    open_deal(page, 1)
    expect(box).to_be_checked()
    expect(melded).to_have_value("312")
    melded.fill("310")
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()  # the save leads to the scoreboard
    expect(page.locator(".team-totals .total-name")).to_have_text(["Ann and Cy", "Bob and Dee"])
    expect(page.locator(".team-totals .total-points")).to_have_text(["1,410", "125"])
    expect(page.get_by_text("Ann and Cy lead by 1,285")).to_be_visible()
    assert fits_the_phone(page)
    screenshot("canasta-counts-scoreboard")
