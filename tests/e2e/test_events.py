"""A club evening (issue 53) in real Chromium: the organiser sets it up and draws series 1 on a
phone at 390 x 844, a player finds their table and seat link on the players' page, table 1's
scorekeeper saves a deal through the deal form and the standings follow; the wall page on a
1920 x 1080 screen shows a deal saved at another table without being reloaded.

Scores by hand (000 pagat 5000 Rummy, Scoring: K Q J 10 score 10, 2-9 score 5; the hand-
subtracted preset takes each hand from its holder, 003): the player who goes out with KS KH KD
has the best total at the table, so takes the place points' 4 (014: places 4, 3, 2, 1).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Locator, Page, expect

from tests.e2e.phone import fits_the_phone, ready
from tests.e2e.results import RESULTS

EIGHT = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
GAME = "5000 Rummy, hand subtracted"
WALL_WAIT = 30_000
"""How long the wall may take to show a deal, in milliseconds: it reads the standings again
every 5 seconds (htmx); room for a busy machine. A passing test waits one poll at most."""


def set_up_event(page: Page, name: str, minutes: str = "") -> None:
    """Set up an event of eight through ``/events/new``, 10 deals a series (and ``minutes``, if
    given), and draw series 1 (two tables of four); the page is left on the organiser's page."""
    page.goto("/events/new")
    ready(page)
    page.get_by_label("Name of the event").fill(name)
    page.get_by_label("Game", exact=True).select_option(label=GAME)
    page.get_by_label("Players", exact=True).fill("\n".join(EIGHT))
    page.get_by_label("Deals a series").fill("10")
    page.get_by_label("Minutes a series").fill(minutes)
    page.get_by_role("button", name="Start the event").click()
    expect(page.get_by_role("heading", name=name, level=1)).to_be_visible()
    ready(page)
    page.get_by_role("button", name="Draw series 1").click()
    expect(page.get_by_text("Series 1 is drawn.")).to_be_visible()
    expect(page.locator(".event-table")).to_have_count(2)


def seated(table: Locator) -> list[str]:
    """The players of an organiser's table, in seat order."""
    return table.locator(".event-seats li > span:first-child").all_inner_texts()


def first_standing(page: Page) -> Locator:
    """The cells of the first row of the event's standings."""
    return page.locator("section[aria-labelledby='standings-title'] tbody tr").first.locator("td")


def test_an_evening_on_the_organisers_phone(page: Page, screenshot: Callable[[str], Path]) -> None:
    set_up_event(page, "Club evening")
    organiser = page.url
    table_1 = seated(page.locator(".event-table").first)
    assert sorted(table_1 + seated(page.locator(".event-table").nth(1))) == sorted(EIGHT)
    assert fits_the_phone(page)

    # A player finds their table on the players' page and taps their name: their seat.
    page.get_by_role("link", name="The players' page").click()
    expect(page.get_by_role("heading", name="Series 1: find your table")).to_be_visible()
    assert fits_the_phone(page)
    screenshot("event-players-390")
    page.locator(".event-table").first.get_by_role("link", name=table_1[1], exact=True).click()
    expect(page).to_have_url(re.compile(r"/s/[\w-]+/2$"))  # seats count from 1
    expect(page.get_by_role("heading", name=f"Are you {table_1[1]}?")).to_be_visible()

    # Table 1's scorekeeper saves deal 1: seat 1 goes out with three kings.
    page.goto(organiser)
    page.get_by_role("link", name="Table 1", exact=True).click()
    page.get_by_role("link", name="Enter deal 1").click()
    expect(page.get_by_role("heading", name="Deal 1")).to_be_visible()
    ready(page)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("2")
    page.get_by_label(table_1[0], exact=True).check()
    page.locator("#players-0-melds-0").fill("KS KH KD")
    page.locator("#players-1-hand").fill("9D")
    page.locator("#players-2-hand").fill("4C QC")
    page.locator("#players-3-hand").fill("KC JC 10C")
    page.get_by_role("button", name="Save deal 1").click()
    expect(page.get_by_text("Deal 1 saved.")).to_be_visible()

    # Back on the organiser's page: the winner first, with the places' 4 points.
    page.goto(organiser)
    expect(first_standing(page)).to_have_text(["1", table_1[0], "4", "1"])
    rows = page.locator("section[aria-labelledby='standings-title'] tbody tr")
    expect(rows.nth(1).locator("td").nth(1)).to_have_text(table_1[1])  # -5: second, 3
    expect(rows.nth(3).locator("td").nth(1)).to_have_text(table_1[3])  # -30: last, 1
    assert fits_the_phone(page)
    screenshot("event-organiser-390")

    # The sheets to print: one a table, each with its QR code.
    page.get_by_role("link", name="Print a sheet for each table").click()
    expect(page.locator(".table-sheet")).to_have_count(2)
    expect(page.locator(".sheet-qr svg")).to_have_count(2)
    page.emulate_media(media="print")
    expect(page.locator(".topbar")).to_be_hidden()
    expect(page.locator(".page-foot")).to_be_hidden()
    expect(page.locator(".back")).to_be_hidden()
    screenshot("event-print")
    # On paper, each table's sheet is a page of its own; the QR code is 6 cm across (at CSS's
    # 96 px an inch, 6 cm is 226.8 px).
    pdf = page.pdf(format="A4")
    (RESULTS / "event-print.pdf").write_bytes(pdf)
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)) == 2
    breaks = page.locator(".table-sheet").evaluate_all(
        "(sheets) => sheets.map((sheet) => getComputedStyle(sheet).breakAfter)"
    )
    assert breaks == ["page", "auto"]
    qr = page.locator(".sheet-qr").first.bounding_box()
    assert qr is not None and abs(qr["width"] - 226.8) < 1, qr


def test_the_wall_follows_a_deal_without_a_reload(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    set_up_event(page, "Tournament day", minutes="90")
    page.get_by_role("button", name="Start the clock: 90 minutes").click()
    expect(page.locator(".series-clock [data-countdown-left]")).to_have_text(
        re.compile(r"^(90:00|89:\d\d)$")
    )
    table_2 = seated(page.locator(".event-table").nth(1))
    edit_key = page.get_by_role("link", name="Table 2", exact=True).get_attribute("href") or ""
    wall_url = page.get_by_role("link", name="The wall page").get_attribute("href") or ""
    page.get_by_role("link", name="The players' page").click()
    scores = page.locator(".event-table").nth(1).get_by_role("link", name="The table's scores")
    view_id = (scores.get_attribute("href") or "").rsplit("/", 1)[-1]

    screen = browser.new_context(
        **{
            **browser_context_args,
            "viewport": {"width": 1920, "height": 1080},
            "device_scale_factor": 1,
            "is_mobile": False,
            "has_touch": False,
            "color_scheme": "dark",  # a club room's lights down: the wall in the dark scheme
        }
    )
    wall = screen.new_page()
    try:
        wall.goto(wall_url)
        ready(wall)
        expect(wall.get_by_role("heading", name="Standings")).to_be_visible()
        expect(wall.get_by_role("timer")).to_contain_text("Series 1 ends at")
        expect(first_standing(wall).nth(2)).to_have_text("0")
        loaded = wall.evaluate("performance.timeOrigin")
        # Each time htmx swaps the standings in, the clock's minutes left are there at once
        # (a listener on window hears the swap after the page's own, on document).
        wall.evaluate(
            """() => {
              window.clockEmptyAtSwap = [];
              window.addEventListener("htmx:afterSwap", () => window.clockEmptyAtSwap.push(
                document.querySelector("[data-countdown-left]").textContent === ""));
            }"""
        )

        # Table 2 saves deal 1 (through the API, as its scorekeeper's phone would): its seat 2
        # goes out with three kings, the others hold 9D, 4C QC and KC JC 10C.
        winner = table_2[1]
        hands = [["9D"], [], ["4C", "QC"], ["KC", "JC", "10C"]]
        deal = {
            "wild_rank": "2",
            "went_out": winner,
            "players": [
                {
                    "name": name,
                    "melds": [["KS", "KH", "KD"]] if name == winner else [],
                    "hand": hand,
                }
                for name, hand in zip(table_2, hands, strict=True)
            ],
        }
        key = edit_key.rsplit("/", 1)[-1]
        saved = page.request.post(
            f"/api/v1/games/{view_id}/deals", data=deal, headers={"Authorization": f"Bearer {key}"}
        )
        assert saved.status == 201, saved.text()

        # The wall shows it at its next reading, the same page still loaded.
        expect(first_standing(wall)).to_have_text(["1", winner, "4", "1"], timeout=WALL_WAIT)
        assert wall.evaluate("performance.timeOrigin") == loaded
        swaps = wall.evaluate("window.clockEmptyAtSwap")
        assert swaps and not any(swaps), swaps
        expect(wall.get_by_role("timer").locator("[data-countdown-left]")).to_have_text(
            re.compile(r"^(90:00|89:\d\d)$")
        )
        assert wall.evaluate("document.documentElement.scrollWidth") <= 1920
        wall.screenshot(path=str(RESULTS / "event-wall-1920.png"), full_page=True)
        # Legible from across a room: the standings' names in large type.
        size = wall.locator(".wall .standings td").first.evaluate(
            "(cell) => parseFloat(getComputedStyle(cell).fontSize)"
        )
        assert size >= 28, size
    finally:
        screen.close()
