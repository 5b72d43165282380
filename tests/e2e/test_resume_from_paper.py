"""A game resumed from paper on a phone at 360 x 640 (issue 52, item 5): "Points so far" shares
the line of "Add player" while closed, so the start button is still one screen below the last
name, as tests/e2e/test_first_minutes.py holds it; opened, each points input is labelled by
the name typed above it, and the game starts from the points on paper, its score sheet opening
with them. In real Chromium."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.phone import expect_totals, ready
from tests.e2e.results import RESULTS

SMALL = {"width": 360, "height": 640}


def test_a_table_resumes_its_paper_sheet_from_the_new_game_form(page: Page) -> None:
    page.set_viewport_size(SMALL)
    page.goto("/games/new")
    ready(page)
    for number, name in enumerate(["Ann", "Bob", "Cy"], start=1):
        page.get_by_label(f"Player {number}", exact=True).fill(name)
    paper = page.locator("details.paper-start")
    expect(paper).not_to_have_attribute("open", "")
    last_name = page.get_by_label("Player 4", exact=True).bounding_box()
    start = page.get_by_role("button", name="Start the game").bounding_box()
    closed = paper.bounding_box()
    add = page.get_by_role("button", name="Add player").bounding_box()
    assert last_name is not None and start is not None and closed is not None and add is not None
    assert abs(closed["y"] - add["y"]) < add["height"]  # on the line of "Add player"
    assert start["y"] + start["height"] <= last_name["y"] + SMALL["height"]

    paper.locator("summary").click()
    expect(page.locator('[data-paper-name="0"]')).to_have_text("Ann")  # as typed above
    expect(page.locator('[data-paper-name="3"]')).to_have_text("Player 4")
    page.get_by_label("Ann · Points so far").fill("1,200")
    page.get_by_label("Bob · Points so far").fill("800")
    page.get_by_label("Cy · Points so far").fill("-45")
    page.screenshot(path=RESULTS / "resume-from-paper-new-game.png")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["1,200", "800", "-45"])
    expect(page.locator(".sheet-paper")).to_contain_text("From paper")
    page.screenshot(path=RESULTS / "resume-from-paper-keeper.png", full_page=True)
