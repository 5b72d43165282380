"""Two short games at one table, end to end in real Chromium at a phone's size: start the
table, start a game at it, play to the target, rematch, then open the table: both games, the
wins chart, the player records with the right numbers, and the CSV download.

Scores by hand from 000 pagat 5000 Rummy, Scoring: aces 100, K Q J 10 10 points, 2-9 5 points;
the player who goes out also scores the cards left in the others' hands. The target is 100.
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import axe_violations, fits_the_phone, ready
from tests.e2e.record import enter_deal


def record_of(page: Page, name: str) -> dict[str, str]:
    """A player's record on the table page: each statistic's name and value."""
    card = page.locator(".player-record").filter(has=page.get_by_role("heading", name=name))
    terms = card.locator("dt").all_inner_texts()
    return dict(zip(terms, card.locator("dd").all_inner_texts(), strict=True))


def test_two_games_at_one_table(page: Page, screenshot: Callable[[str], Path]) -> None:
    page.goto("/")
    page.get_by_role("link", name="Your tables").click()
    page.get_by_role("link", name="Start a table").click()
    page.get_by_label("Name of the table").fill("Friday nights")
    page.get_by_role("button", name="Start the table").click()
    expect(page.get_by_role("heading", name="Friday nights")).to_be_visible()
    expect(page.get_by_text("No games at this table yet.")).to_be_visible()

    # Game 1: Ann goes out with three aces (300) and collects Bob's 3C KC (15): 315, she wins.
    page.get_by_role("link", name="New game at this table").click()
    expect(page.get_by_role("heading", name="New game")).to_be_visible()
    ready(page)
    expect(page.get_by_label("Table", exact=True)).to_have_value(page.url.split("table=")[1])
    expect(page.locator("#table option:checked")).to_have_text("Friday nights")
    page.get_by_label("Player 1", exact=True).fill("Ann")
    page.get_by_label("Player 2", exact=True).fill("Bob")
    page.get_by_label("Target score").fill("100")
    assert fits_the_phone(page)
    screenshot("table-new-game")
    page.get_by_role("button", name="Start the game").click()
    enter_deal(page, "J", "Ann", {"players-0-melds-0": "AS AH AD", "players-1-hand": "3C KC"})
    winner = page.get_by_role("status").filter(has_text="wins")
    expect(winner).to_have_text("★ Ann wins with 315, 315 ahead")

    # Game 2, the rematch at the same table: Bob goes out with three aces and collects Ann's
    # 5C: 305, he wins.
    page.get_by_role("button", name="Rematch").click()
    enter_deal(page, "9", "Bob", {"players-1-melds-0": "AS AH AD", "players-0-hand": "5C"})
    winner = page.get_by_role("status").filter(has_text="wins")
    expect(winner).to_have_text("★ Bob wins with 305, 305 ahead")
    page.get_by_role("link", name="Friday nights: the table's games and records").click()
    expect(page.get_by_text("view only")).to_be_visible()

    # This device keeps the table's edit link: its games page opens it in one tap.
    page.get_by_role("link", name="Games", exact=True).click()
    assert fits_the_phone(page)
    screenshot("games-with-tables")
    page.get_by_role("link", name="Friday nights").click()
    expect(page.get_by_role("link", name="New game at this table")).to_be_visible()

    games = page.locator(".past-game")
    expect(games).to_have_count(2)
    expect(games.nth(0)).to_contain_text("★ Bob won")
    expect(games.nth(0).locator(".past-totals li")).to_have_text(["Ann 0", "Bob 305"])
    expect(games.nth(1)).to_contain_text("★ Ann won")
    expect(games.nth(1).locator(".past-totals li")).to_have_text(["Ann 315", "Bob 0"])
    chart = page.get_by_role("img", name="Games won per player")
    expect(chart).to_be_visible()
    expect(chart.locator("rect")).to_have_count(2)
    assert record_of(page, "Ann") == {
        "Games played": "2",
        "Games won": "1",
        "Win rate": "50%",
        "Longest winning streak": "1",
        "Average deal score": "157.5",
        "Best deal": "315",
        "Times went out": "1",
        "Average points left in hand": "2.5",
    }
    assert record_of(page, "Bob") == {
        "Games played": "2",
        "Games won": "1",
        "Win rate": "50%",
        "Longest winning streak": "1",
        "Average deal score": "152.5",
        "Best deal": "305",
        "Times went out": "1",
        "Average points left in hand": "7.5",
    }
    assert fits_the_phone(page)
    screenshot("table")
    assert axe_violations(page) == []

    with page.expect_download() as download:
        page.get_by_role("link", name="Spreadsheet (CSV)").click()
    rows = list(csv.reader(download.value.path().read_text(encoding="utf-8").splitlines()))
    assert rows[0] == [
        *("Date", "Game", "Game id", "Deals", "Player", "Total", "Won", "Team", "Team total")
    ]
    assert [row[1:2] + row[3:] for row in rows[1:]] == [
        ["5000 Rummy", "1", "Ann", "315", "yes", "", ""],
        ["5000 Rummy", "1", "Bob", "0", "no", "", ""],
        ["5000 Rummy", "1", "Ann", "0", "no", "", ""],
        ["5000 Rummy", "1", "Bob", "305", "yes", "", ""],
    ]

    # Only Bob's games of 5000 Rummy: both.
    ready(page)
    page.get_by_label("Player", exact=True).select_option("Bob")
    page.get_by_role("button", name="Show").click()
    expect(page.get_by_role("status")).to_have_text("2 games with Bob. Show every game")

    page.emulate_media(color_scheme="dark")
    screenshot("table-dark")
