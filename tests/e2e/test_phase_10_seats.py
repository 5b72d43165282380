"""Phase 10 at the table (issue 52, item 2): each player's phase on the scoreboard and on every
seat phone at 390 x 844, read from the game's earlier deals.

012 Phase 10 (docs/rule-sources.md; ourpastimes.com, The Phases: a player who completes a phase
moves on to the next, one who does not repeats it). Two deals through the JSON API: in deal 1
Ann goes out with phase 1 (two sets of 3) and Bob lays down his phase 1, holding 12R SKIP (10 +
15 = 25); Cy holds 4R 5B (10). In deal 2 Ann goes out with phase 2 (a set of 3 and a run of 4);
Bob and Cy lay down nothing, holding 3B (5) and 1R 1B (10). So for deal 3 Ann is on phase 3,
Bob on phase 2 and Cy on phase 1; the totals are Ann 0, Bob 30, Cy 20.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import expect_totals, fits_the_phone, ready
from tests.e2e.results import RESULTS
from tests.e2e.seats import seat_phones

NAMES = ["Ann", "Bob", "Cy"]
DEALS = [
    [
        {"name": "Ann", "melds": [["7R", "7B", "JK"], ["9G", "9Y", "9Y"]]},
        {
            "name": "Bob",
            "melds": [["3R", "3B", "3G"], ["11Y", "11R", "JK"]],
            "hand": ["12R", "SKIP"],
        },
        {"name": "Cy", "hand": ["4R", "5B"]},
    ],
    [
        {"name": "Ann", "melds": [["5R", "5B", "5G"], ["1Y", "2R", "3B", "JK"]]},
        {"name": "Bob", "hand": ["3B"]},
        {"name": "Cy", "hand": ["1R", "1B"]},
    ],
]


def api_game_at_deal_three(page: Page) -> dict[str, Any]:
    """A game of Phase 10 started through the JSON API, its deals 1 and 2 added."""
    answer = page.request.post("/api/v1/games", data={"variant": "phase-10", "players": NAMES})
    assert answer.status == 201, answer.text()
    game: dict[str, Any] = answer.json()
    headers = {"Authorization": f"Bearer {game['edit_key']}"}
    for players in DEALS:
        deal = {"players": players, "went_out": "Ann"}
        added = page.request.post(f"/api/v1/games/{game['id']}/deals", data=deal, headers=headers)
        assert added.status == 201, added.text()
    return game


def test_each_seat_phone_shows_the_players_phases(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    assert page.viewport_size == {"width": 390, "height": 844}
    game = api_game_at_deal_three(page)
    page.goto(game["urls"]["edit"])
    ready(page)
    expect_totals(page, ["0", "30", "20"])
    expect(page.locator(".totals .stage-mark")).to_have_text(["Phase 3", "Phase 2", "Phase 1"])
    assert fits_the_phone(page)
    screenshot("phase-10-scoreboard")
    seat_url = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        expected = [
            "Phase 3 · Bob: Phase 2 · Cy: Phase 1",
            "Phase 2 · Ann: Phase 3 · Cy: Phase 1",
            "Phase 1 · Ann: Phase 3 · Bob: Phase 2",
        ]
        for seat, name, marks in zip(seats, NAMES, expected, strict=True):
            expect(seat.get_by_role("heading", name=f"{name}: deal 3")).to_be_visible()
            expect(seat.locator(".stage-marks")).to_have_text(marks)
            assert fits_the_phone(seat)
        seats[2].screenshot(path=str(RESULTS / "phase-10-seat-cy.png"), full_page=True)
    page.get_by_role("link", name="Enter deal 3").click()
    expect(page.get_by_role("heading", name="Deal 3")).to_be_visible()
    ready(page)
    expect(page.locator("legend .stage-mark")).to_have_text(["· Phase 3", "· Phase 2", "· Phase 1"])
    assert fits_the_phone(page)
    screenshot("phase-10-deal-form")
