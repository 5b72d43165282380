"""A club evening simulated end to end (issue 53, "Done when"): 20 players at 5 tables, 3 timed
series, reseated by the standing, one deal fixed after its series; every standing checked
against a count by hand.

The organiser sets the evening up and draws each series on a phone at 390 x 844; each table's
scorekeeper saves its deals through the games' API (typed scores, "Scores only"); a wall page
on a 1920 x 1080 screen follows the standings without being reloaded.

The count by hand (014 Events): each table's running totals give its places, the highest
first (Scores only: ``winner`` ``highest``); the places earn 4, 3, 2 and 1 points, players tied
on a total sharing the points of the places they fill (014 Ties: two tied for first 3½ each);
an entrant's points are summed over the series. Level entrants keep the order they were
registered in, and a series seated by the standing puts the top five on seat 1 of tables 1 to 5,
the next five on seat 2, and so on (014 Seating by standing).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Locator, Page, expect

from tests.e2e.phone import fits_the_phone, ready
from tests.e2e.results import RESULTS

PLAYERS = [
    "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo",
    "Kim", "Lou", "Max", "Ned", "Olga", "Pat", "Quin", "Rex", "Sue", "Tom",
]  # fmt: skip
SERIES = 3
TABLES = 5
MINUTES = 120
WALL_WAIT = 30_000
"""How long the wall may take to show new standings, in milliseconds: it reads them again every
5 seconds (htmx); room for a busy machine. A passing test waits one poll at most."""

TOTALS = [
    (120, 95, 60, 30),  # four places apart: 4, 3, 2, 1
    (80, 80, 40, 10),  # tied for first: 3½ each
    (100, 50, 50, 20),  # tied for second: 2½ each
    (70, 140, 35, 35),  # tied for third: 1½ each
    (10, 200, 150, 90),
]
"""The tables' totals after their two deals, by seat; each series' table takes one, turned."""
FIRST_DEAL = (25, 5, 15, 35)
"""Each seat's typed score in a table's deal 1; deal 2 brings the seat to its total."""
FIXED_SECOND_DEAL = (-5, -5, 185, 300)
"""Series 1, table 1's deal 2 as fixed after series 3: the last seat first, and so on."""

Seating = list[list[str]]
Deals = dict[tuple[int, int], list[list[int]]]
"""Each (series, table)'s deals, each deal the seats' typed scores in seat order."""


def planned_deals(series: int, table: int) -> list[list[int]]:
    """The two deals table ``table`` of series ``series`` saves: distinct totals at some tables,
    ties at others, the best seat not always seat 1."""
    pattern = TOTALS[(series + table) % len(TOTALS)]
    turn = (series * table) % 4
    totals = list(pattern[turn:] + pattern[:turn])
    return [
        list(FIRST_DEAL),
        [total - first for total, first in zip(totals, FIRST_DEAL, strict=True)],
    ]


def place_points(totals: Sequence[int]) -> list[Fraction]:
    """A table's ranking points by hand: places 4, 3, 2, 1 by total, the highest first, tied
    totals sharing the points of the places they fill."""
    worth = [4, 3, 2, 1]
    ranked = sorted(totals, reverse=True)
    points = []
    for total in totals:
        first = ranked.index(total)
        tied = ranked.count(total)
        points.append(Fraction(sum(worth[first : first + tied]), tied))
    return points


def count_by_hand(
    seatings: Sequence[Seating], deals: Deals, only: int | None = None
) -> dict[str, Fraction]:
    """Each entrant's points summed over the series played (or series ``only``)."""
    points = dict.fromkeys(PLAYERS, Fraction(0))
    for series, seating in enumerate(seatings, start=1):
        if only is not None and series != only:
            continue
        for table, seats in enumerate(seating, start=1):
            totals = [sum(column) for column in zip(*deals[(series, table)], strict=True)]
            for name, earned in zip(seats, place_points(totals), strict=True):
                points[name] += earned
    return points


def in_order(points: dict[str, Fraction]) -> list[str]:
    """The entrants best first, level ones in the order they were registered."""
    return sorted(PLAYERS, key=lambda name: (-points[name], PLAYERS.index(name)))


def shown(points: Fraction) -> str:
    """Ranking points as the pages write them in English: ``7``, ``3½``, ``½``."""
    whole, rest = divmod(points, 1)
    assert rest in (0, Fraction(1, 2)), points  # halves only: ties of two
    if rest == 0:
        return str(whole)
    return f"{whole or ''}½"


def standing_cells(points: dict[str, Fraction], games: int) -> list[str]:
    """The standings' cells, row by row: place (level entrants share one), name, points, games."""
    cells: list[str] = []
    for name in in_order(points):
        place = 1 + sum(1 for other in PLAYERS if points[other] > points[name])
        cells += [str(place), name, shown(points[name]), str(games)]
    return cells


def by_standing(order: Sequence[str]) -> Seating:
    """Series seated by the standing: the top five on seat 1 of tables 1 to 5, and so on."""
    return [[order[seat * TABLES + table] for seat in range(4)] for table in range(TABLES)]


def standings_cells(page: Page, title_id: str) -> Locator:
    return page.locator(f"section[aria-labelledby='{title_id}'] tbody td")


def seating_shown(page: Page) -> Seating:
    """The series in play's tables on the organiser's page, each its players in seat order."""
    tables = page.locator(".event-table")
    expect(tables).to_have_count(TABLES)
    return [
        table.locator(".event-seats li > span:first-child").all_inner_texts()
        for table in tables.all()
    ]


def edit_keys_shown(page: Page) -> list[str]:
    """Each table's scorekeeper key, from its link on the organiser's page, table 1 first."""
    return [
        (page.get_by_role("link", name=f"Table {number}", exact=True).get_attribute("href") or "")
        .rstrip("/")
        .rsplit("/", 1)[-1]
        for number in range(1, TABLES + 1)
    ]


def start_the_clock(page: Page, series: int) -> None:
    page.get_by_role("button", name=f"Start the clock: {MINUTES} minutes").click()
    expect(page.locator(".series-clock [data-countdown-left]")).to_have_text(
        re.compile(rf"^({MINUTES}:00|{MINUTES - 1}:\d\d)$")
    )
    expect(page.get_by_role("timer")).to_contain_text(f"Series {series} ends at")


def test_a_club_evening_of_twenty(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    # The organiser sets up the evening on the phone.
    page.goto("/events/new")
    ready(page)
    page.get_by_label("Name of the event").fill("Club evening of twenty")
    page.get_by_label("Game", exact=True).select_option(label="Scores only")
    page.get_by_label("Players", exact=True).fill("\n".join(PLAYERS))
    page.get_by_label("Series", exact=True).fill(str(SERIES))
    page.get_by_label("Minutes a series").fill(str(MINUTES))
    page.get_by_label("Places: 4, 3, 2, 1 (tied places shared)").check()
    page.get_by_role("button", name="Start the event").click()
    expect(page.get_by_role("heading", name="Club evening of twenty", level=1)).to_be_visible()
    ready(page)
    organiser = page.url
    view_url = page.get_by_role("link", name="The players' page").get_attribute("href") or ""
    wall_url = page.get_by_role("link", name="The wall page").get_attribute("href") or ""
    event_id = view_url.rstrip("/").rsplit("/", 1)[-1]

    screen = browser.new_context(
        **{
            **browser_context_args,
            "viewport": {"width": 1920, "height": 1080},
            "device_scale_factor": 1,
            "is_mobile": False,
            "has_touch": False,
        }
    )
    wall = screen.new_page()
    refused: list[str] = []
    wall.on(
        "console",
        lambda message: (
            refused.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    try:
        wall.goto(wall_url)
        ready(wall)
        expect(wall.get_by_role("heading", name="Standings")).to_be_visible()
        loaded = wall.evaluate("performance.timeOrigin")

        seatings: list[Seating] = []
        deals: Deals = {}
        series_keys: list[list[str]] = []
        for series in range(1, SERIES + 1):
            # Draw the series by tapping: the first at random, the others by the standing.
            if series > 1:
                page.get_by_label("By the standing: the leader at table 1, seat 1").check()
            page.get_by_role("button", name=f"Draw series {series}").click()
            expect(page.get_by_text(f"Series {series} is drawn.")).to_be_visible()
            ready(page)
            seating = seating_shown(page)
            assert all(len(seats) == 4 for seats in seating), seating
            assert sorted(name for seats in seating for name in seats) == sorted(PLAYERS)
            if series > 1:
                before = in_order(count_by_hand(seatings, deals))
                assert seating == by_standing(before), (seating, before)
                assert seating[0][0] == before[0]  # the leader: table 1, seat 1
            seatings.append(seating)
            start_the_clock(page, series)
            ready(page)
            keys = edit_keys_shown(page)
            series_keys.append(keys)

            # The leader also sits at table 1, seat 1 as the API tells it.
            event = page.request.get(f"/api/v1/events/{event_id}")
            assert event.ok, event.text()
            drawn = event.json()["series"][series - 1]
            assert drawn["number"] == series
            games = [table["game"] for table in drawn["tables"]]
            assert [[p["name"] for p in table["players"]] for table in drawn["tables"]] == seating
            if series == 2:
                assert drawn["tables"][0]["players"][0]["name"] == before[0]

            # Each table's scorekeeper saves two deals of typed scores.
            for table, seats in enumerate(seating, start=1):
                deals[(series, table)] = planned_deals(series, table)
                for scores in deals[(series, table)]:
                    saved = page.request.post(
                        f"/api/v1/games/{games[table - 1]}/deals",
                        data={
                            "players": [
                                {"name": name, "score": score}
                                for name, score in zip(seats, scores, strict=True)
                            ]
                        },
                        headers={"Authorization": f"Bearer {keys[table - 1]}"},
                    )
                    assert saved.status == 201, saved.text()

            check_standings(page, organiser, wall, seatings, deals, series)
            assert wall.evaluate("performance.timeOrigin") == loaded  # never reloaded

        # After series 3, table 1 of series 1 fixes its deal 2.
        answer = page.request.get(f"/api/v1/events/{event_id}").json()
        game = answer["series"][0]["tables"][0]["game"]
        page.goto(organiser)
        expect(page.get_by_role("button", name=re.compile("^Draw series"))).to_have_count(0)
        key = series_keys[0][0]  # its scorekeeper's key, as the organiser handed it out
        deals[(1, 1)][1] = list(FIXED_SECOND_DEAL)
        fixed = page.request.put(
            f"/api/v1/games/{game}/deals/2",
            data={
                "players": [
                    {"name": name, "score": score}
                    for name, score in zip(seatings[0][0], FIXED_SECOND_DEAL, strict=True)
                ]
            },
            headers={"Authorization": f"Bearer {key}"},
        )
        assert fixed.ok, fixed.text()
        check_standings(page, organiser, wall, seatings, deals, SERIES)
        said = "Table 1 of series 1 fixed deal 2."
        expect(page.locator("section[aria-labelledby='corrections-title'] li")).to_have_text([said])
        expect(wall.locator("section[aria-labelledby='corrections-title'] li")).to_have_text(
            [said], timeout=WALL_WAIT
        )
        assert wall.evaluate("performance.timeOrigin") == loaded

        assert fits_the_phone(page)
        screenshot("club-evening-organiser-390")
        assert wall.evaluate("document.documentElement.scrollWidth") <= 1920
        wall.screenshot(path=str(RESULTS / "club-evening-wall-1920.png"), full_page=True)
        assert refused == []
    finally:
        screen.close()


def check_standings(
    page: Page,
    organiser: str,
    wall: Page,
    seatings: Sequence[Seating],
    deals: Deals,
    played: int,
) -> None:
    """The organiser's page (read again) and the wall (without a reload) show every entrant's
    points as counted by hand: overall, and each series' own."""
    page.goto(organiser)
    ready(page)
    overall = count_by_hand(seatings, deals)
    expected = standing_cells(overall, played)
    expect(standings_cells(page, "standings-title")).to_have_text(expected)
    for series in range(1, played + 1):
        alone = count_by_hand(seatings, deals, only=series)
        expect(standings_cells(page, f"series-{series}-title")).to_have_text(
            standing_cells(alone, 1)
        )
    expect(standings_cells(wall, "standings-title")).to_have_text(expected, timeout=WALL_WAIT)
