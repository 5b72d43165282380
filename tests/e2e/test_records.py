"""Records found as a player finds them, at a phone's size: from the home page, which says where
they are; from a game never put on a table ("Records of" its players, their implicit table);
and on a table's page: head-to-head and each game's records, read with axe in light and dark.

Scores by hand from 000 pagat 5000 Rummy, Scoring: aces 100, K Q J 10 10 points, 2-9 5 points;
the player who goes out also scores the cards left in the others' hands. The target is 100.
The players' names are this file's own, so that no other test's games on no table join theirs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.phone import axe_violations, fits_the_phone, ready, start_game
from tests.e2e.record import enter_deal


def made(page: Page, game: str) -> dict[str, str]:
    """A game's records on a records page: each record's name and what it says."""
    card = page.locator(".game-records").filter(has=page.get_by_role("heading", name=game))
    terms = card.locator("dt").all_inner_texts()
    return dict(zip(terms, card.locator("dd").all_inner_texts(), strict=True))


def looked_at_in_both_schemes(page: Page, screenshot: Callable[[str], Path], name: str) -> None:
    """The page fits the phone and passes axe in light and in dark; screenshots of both."""
    assert fits_the_phone(page)
    page.emulate_media(color_scheme="light")
    screenshot(name)
    assert axe_violations(page) == []
    page.emulate_media(color_scheme="dark")
    screenshot(f"{name}-dark")
    assert axe_violations(page) == []
    page.emulate_media(color_scheme="light")


def test_records_of_a_game_on_no_table_found_from_the_home_page(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    page.goto("/")
    expect(page.get_by_text("Records (head-to-head, best deals, winning runs")).to_be_visible()
    assert fits_the_phone(page)
    screenshot("home-records")

    # Game 1: Quill goes out with three aces (300) and collects Rosa's 3C KC (15): 315, wins.
    start_game(page, ["Quill", "Rosa"])
    page.get_by_label("Target score").fill("100")
    page.get_by_role("button", name="Start the game").click()
    enter_deal(page, "J", "Quill", {"players-0-melds-0": "AS AH AD", "players-1-hand": "3C KC"})
    # Game 2, the rematch: Rosa goes out with three aces and collects Quill's 5C: 305, wins.
    page.get_by_role("button", name="Rematch").click()
    enter_deal(page, "9", "Rosa", {"players-1-melds-0": "AS AH AD", "players-0-hand": "5C"})

    # From the home page, as the home page says: a game, then below its scoreboard.
    page.goto("/")
    page.get_by_role("link", name="Your games").click()
    page.get_by_role("link", name="5000 Rummy: Quill, Rosa").first.click()
    ready(page)
    page.get_by_role("link", name="Records of Quill and Rosa").click()
    expect(page.get_by_role("heading", name="Records of Quill and Rosa")).to_be_visible()
    expect(page.get_by_text("2 games together on no table")).to_be_visible()
    expect(page.locator(".head-to-head li")).to_have_text(["Quill 1, Rosa 1 of 2 games"])
    records = made(page, "5000 Rummy")
    assert records["Best deal"].startswith("315 Quill, deal 1 of the game of ")
    assert records["Most games won in a row"] == "1 Quill and Rosa"
    assert records["Biggest comeback"] == "no winner was ever behind"
    looked_at_in_both_schemes(page, screenshot, "records-no-table")


def test_a_tables_head_to_head_and_records(page: Page, screenshot: Callable[[str], Path]) -> None:
    page.goto("/")
    page.get_by_role("link", name="Your tables").click()
    page.get_by_role("link", name="Start a table").click()
    page.get_by_label("Name of the table").fill("Sunday club")
    page.get_by_role("button", name="Start the table").click()
    page.get_by_role("link", name="New game at this table").click()
    ready(page)
    page.get_by_label("Player 1", exact=True).fill("Odile")
    page.get_by_label("Player 2", exact=True).fill("Pavel")
    page.get_by_label("Target score").fill("100")
    page.get_by_role("button", name="Start the game").click()
    # Deal 1: Pavel goes out with three kings (30) and collects Odile's 3C (5): Odile 0,
    # Pavel 35. Deal 2: Odile goes out with three aces (300) and collects Pavel's 5C: Odile
    # 305, Pavel 35: she wins, from 35 behind.
    enter_deal(page, "J", "Pavel", {"players-1-melds-0": "KS KH KD", "players-0-hand": "3C"})
    enter_deal(page, "9", "Odile", {"players-0-melds-0": "AS AH AD", "players-1-hand": "5C"})

    page.get_by_role("link", name="Sunday club: the table's games and records").click()
    expect(page.get_by_role("heading", name="Head-to-head")).to_be_visible()
    expect(page.locator(".head-to-head li")).to_have_text(["Odile 1, Pavel 0 of 1 game"])
    records = made(page, "5000 Rummy")
    assert records["Best deal"].startswith("305 Odile, deal 2 of the game of ")
    assert records["Best game total"].startswith("305 Odile, the game of ")
    assert records["Most games won in a row"] == "1 Odile"
    assert records["Biggest comeback"].startswith("35 behind Odile, the game of ")
    page.get_by_role("heading", name="Records of each game").scroll_into_view_if_needed()
    looked_at_in_both_schemes(page, screenshot, "records-table")
