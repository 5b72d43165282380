"""axe-core on the pages a table uses most, with its experimental rules and ``target-size`` on
and every ``<details>`` opened (tests/e2e/phone.py, ``axe_violations``): the new-game page,
the deal form with the docked picker, the scoreboard, the record and the rules page. The seat
page is checked in tests/e2e/test_seats.py.

Scores from 000 pagat 5000 Rummy, Scoring: K Q J 10 10 points, 2-9 5 points; the player who goes
out also scores the cards left in the others' hands.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.deal_picker import new_game
from tests.e2e.phone import axe_violations, ready
from tests.e2e.record import enter_deal


def test_the_table_pages_pass_axe(page: Page) -> None:
    page.goto("/games/new")
    ready(page)
    assert axe_violations(page) == []

    dock = new_game(page, ["Ann", "Bob"])
    expect(dock).to_be_visible()
    assert axe_violations(page) == []

    page.go_back()
    ready(page)
    # Deal 1, jacks wild, Ann goes out: three kings (30) and Bob's 3C 9D (10): 40.
    enter_deal(page, "J", "Ann", {"players-0-melds-0": "KS KH KD", "players-1-hand": "3C 9D"})
    enter_deal(page, "7", "Bob", {"players-1-melds-0": "AS AH AD", "players-0-hand": "QC"})
    ready(page)
    assert axe_violations(page) == []

    page.get_by_role("link", name="The record").click()
    ready(page)
    assert axe_violations(page) == []
    page.goto(page.url.split("#")[0].removesuffix("/record") + "/deals/2")  # without scripts' way
    expect(page.get_by_role("heading", name="5000 Rummy: deal 2")).to_be_visible()
    assert axe_violations(page) == []

    page.goto("/rules")
    ready(page)
    assert axe_violations(page) == []
