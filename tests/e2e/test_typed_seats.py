"""Typed scores from the seats' own phones (issue 39, item 1: "each seat types its own"), at
390 x 844. A scores-only game of three players: each player types their own score of the
deal on their phone and taps Done; the scorekeeper's form fills each score from the seats, the
sheet by Save totals them, and one tap saves the deal. A seat's reload keeps what it typed.
And in a game of cards, a seat that ticks "Type my score instead of my cards" makes the deal
a typed one on the scorekeeper's form. No rule is cited: nothing is counted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import (
    axe_violations,
    choose_game,
    expect_totals,
    fits_the_phone,
    ready,
    start_game,
)
from tests.e2e.results import RESULTS
from tests.e2e.seats import (
    DRAFT_WAIT,
    expect_deal_number,
    keeper_opens_deal,
    save,
    seat_phones,
    start_seated_game,
)

NAMES = ["Ann", "Bob", "Cy"]
DEALS = [(["25+40-10", "-20", "0"], ["55", "-20", "0"]), (["5", "12+3", "30"], ["60", "-5", "30"])]


def type_score(seat: Page, score: str) -> None:
    seat.get_by_label("My score", exact=True).fill(score)
    seat.locator("#seat-dock").get_by_role("button", name="Done", exact=True).click()
    expect(seat.locator("#seat-status")).to_contain_text("Handed in", timeout=DRAFT_WAIT)


def test_three_seats_type_their_scores_of_a_scores_only_game(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    start_game(page, NAMES)
    choose_game(page, "Scores only")
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0", "0", "0"])
    expect(page.get_by_role("heading", name="Hand in your scores")).to_be_visible()
    seat_url = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        ann = seats[0]
        # A scores-only game asks a seat for its score alone: no cards, no card picker.
        expect(ann.get_by_label("My score", exact=True)).to_be_visible()
        expect(ann.get_by_label("Meld 1")).to_be_hidden()
        expect(ann.locator("#seat-dock .picker")).to_be_hidden()
        expect(ann.get_by_label("Type my score instead of my cards")).to_have_count(0)
        for number, (scores, totals) in enumerate(DEALS, start=1):
            keeper_opens_deal(page, number, None)
            for seat in seats:
                expect_deal_number(seat, number)
            if number == 1:
                ann.get_by_label("My score", exact=True).fill(scores[0])
                ann.reload()  # what was typed stays on the phone
                ready(ann)
                expect(ann.get_by_label("My score", exact=True)).to_have_value(scores[0])
            for seat, score in zip(seats, scores, strict=True):
                type_score(seat, score)
            expect(page.locator("[data-seat-count]")).to_have_text(
                "3/3 handed in", timeout=DRAFT_WAIT
            )
            for index, score in enumerate(scores):
                expect(page.locator(f"#players-{index}-score")).to_have_value(score)
            if number == 1:
                assert fits_the_phone(ann)
                assert axe_violations(ann) == []
                ann.screenshot(path=str(RESULTS / "typed-seat.png"), full_page=True)
                screenshot("typed-seats-keeper-form")
            save(page, number, totals)


def test_a_seat_typing_its_score_makes_the_deal_typed(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    seat_url = start_seated_game(page)
    keeper_opens_deal(page, 1, "2")
    expect(page.get_by_label("Type each player's score instead of the cards")).not_to_be_checked()
    with seat_phones(browser, browser_context_args, seat_url, ["Bob"]) as (bob,):
        bob.get_by_label("Type my score instead of my cards").check()
        expect(bob.get_by_label("Meld 1")).to_be_hidden()
        type_score(bob, "35")
        expect(page.get_by_label("Type each player's score instead of the cards")).to_be_checked(
            timeout=DRAFT_WAIT
        )
        expect(page.get_by_label("Bob's score")).to_have_value("35")
        expect(page.get_by_label("Ann's score")).to_have_value("")
