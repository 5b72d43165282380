"""Four players hand in their own cards from their own phones while the scorekeeper watches the
deal form fill itself, then saves each deal with one tap (issue 11). Five browser contexts at
390 x 844: the scorekeeper and four seats.

Scores by hand. 5000 Rummy (000 pagat 5000 Rummy, Scoring): aces 100, K Q J 10 10 points,
2-9 5 points; the player who goes out also scores the cards left in the others' hands.
- Deal 1, twos wild, Ann goes out: KS KH KD 30 + 5H 6H 7H 15 + Bob's 9D 4S 10, Cy's QC 3H 15,
  Dan's JC 10 = 80; Bob AS AH AD 300; Cy lays off 8H 5; Dan 10C 10D 10S 30.
- Deal 2, threes wild, Bob goes out: QS QH QD 30 + 4C 5C 6C 7C 20 + Ann's KC 9S 15, Cy's 2D 5,
  Dan's 10H 10 = 80; Ann JS JH JD 30; Cy 8S 8D 8C 15.
- Deal 3, fours wild, Dan goes out: 9H 10H JH QH 35 + 5S 5, KS KH 20, 6D 7D 10 = 70.
Totals: Ann 110, Bob 380, Cy 20, Dan 100.

500 Rummy (001 pagat 500 Rummy, Scoring: pip values, face cards 10; cards left in hand are
taken off their holder's score): Ann 7H 8H 9H 24 + QS QH QD 30 = 54; Bob 2C 3C 4C 9 - KD 10
= -1; Cy -(6S 5D) = -11; Dan lays off 10H 10 - 4S 4 = 6.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.phone import (
    axe_violations,
    fits_the_phone,
)
from tests.e2e.seats import (
    DRAFT_WAIT,
    NAMES,
    SeatCards,
    expect_deal_number,
    hand_in_all,
    keeper_opens_deal,
    open_seat,
    put_away,
    save,
    seat_phones,
    start_seated_game,
    tap,
)

DEALS_5000 = [
    (
        "2",
        [
            SeatCards(melds=["KS KH KD", "5H 6H 7H"], went_out=True),
            SeatCards(melds=["AS AH AD"], hand="9D 4S"),
            SeatCards(laid_off="8H", hand="QC 3H"),
            SeatCards(melds=["10C 10D 10S"], hand="JC"),
        ],
        ["80", "300", "5", "30"],
    ),
    (
        "3",
        [
            SeatCards(melds=["JS JH JD"], hand="KC 9S"),
            SeatCards(melds=["QS QH QD", "4C 5C 6C 7C"], went_out=True),
            SeatCards(melds=["8S 8D 8C"], hand="2D"),
            SeatCards(hand="10H"),
        ],
        ["110", "380", "20", "30"],
    ),
]


def test_four_phones_hand_in_three_deals_of_5000_rummy(
    page: Page,
    browser: Browser,
    browser_context_args: dict[str, Any],
    screenshot: Callable[[str], Path],
) -> None:
    seat_url = start_seated_game(page)
    screenshot("seats-keeper-link")
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        for number, (wild, hands, totals) in enumerate(DEALS_5000, start=1):
            # Deal 1's wild rank is chosen on the scorekeeper's form, deal 2's by its dealer,
            # Bob, on his phone as he turns the upcard: the form takes it.
            keeper_opens_deal(page, number, wild if number == 1 else None)
            if number == 2:
                expect(seats[1].locator("#seat-wild")).to_have_text("Tap the rank of your upcard:")
                upcard = seats[1].get_by_role("group", name="The rank of your upcard")
                upcard.get_by_role("button", name=wild, exact=True).click()
                expect(upcard.get_by_role("button", name=wild, exact=True)).to_have_attribute(
                    "aria-pressed", "true"
                )
                expect(page.get_by_label("Wild rank (the dealer's upcard)")).to_have_value(
                    wild, timeout=DRAFT_WAIT
                )
            for seat in seats:
                expect(seat.locator("#seat-wild")).to_contain_text(
                    f"Wild rank: {wild}", timeout=DRAFT_WAIT
                )
            hand_in_all(page, seats, hands)
            if number == 1:
                expect(seats[0].locator("#melds-0-check")).to_have_text("✓ Set, 30 points")
                assert fits_the_phone(seats[0])
                seats[0].screenshot(path="test-results/seats-seat-page.png")
                assert axe_violations(seats[0]) == []
            expect(page.locator("#players-0-melds-1")).to_have_value(
                hands[0].melds[1] if number == 1 else ""
            )
            expect(page.get_by_label(NAMES[number - 1], exact=True)).to_be_checked()
            if number == 1:
                screenshot("seats-keeper-filled")
            save(page, number, totals)
            for seat in seats:
                expect_deal_number(seat, number + 1)

        # Deal 3: the scorekeeper types Bob's hand before Bob's phone sends it. The
        # scorekeeper's entry is kept, the draft is shown at the Save control, not dropped, and
        # "all handed in" is not offered until one tap chooses.
        keeper_opens_deal(page, 3, "4")
        page.locator("#players-1-hand").fill("KS")
        hands = [
            SeatCards(hand="5S"),
            SeatCards(hand="KS KH"),
            SeatCards(hand="6D 7D"),
            SeatCards(melds=["9H 10H JH QH"], went_out=True),
        ]
        hand_in_all(page, seats, hands)
        difference = page.locator("#seat-differences")
        expect(difference).to_contain_text(
            "Bob: Left in hand: you have “KS”; Bob’s phone says “KS KH”."
        )
        expect(page.get_by_role("button", name="Save deal 3: all handed in")).to_be_hidden()
        expect(page.locator("#players-1-hand")).to_have_value("KS")
        difference.get_by_role("button", name="Use “KS KH”").click()
        expect(page.locator("#players-1-hand")).to_have_value("KS KH")
        expect(difference).to_be_hidden()
        save(page, 3, ["110", "380", "20", "100"])


def test_four_phones_hand_in_a_deal_of_500_rummy(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    seat_url = start_seated_game(page, "500 Rummy")
    hands = [
        SeatCards(melds=["7H 8H 9H", "QS QH QD"], went_out=True),
        SeatCards(melds=["2C 3C 4C"], hand="KD"),
        SeatCards(hand="6S 5D"),
        SeatCards(laid_off="10H", hand="4S"),
    ]
    with seat_phones(browser, browser_context_args, seat_url, NAMES) as seats:
        keeper_opens_deal(page, 1, None)
        hand_in_all(page, seats, hands)
        save(page, 1, ["54", "-1", "-11", "6"])


def test_a_seat_keeps_its_draft_through_a_reload_and_a_dropped_connection(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    seat_url = start_seated_game(page)
    keeper_opens_deal(page, 1, "2")
    with seat_phones(browser, browser_context_args, seat_url, ["Bob"]) as (bob,):
        tap(bob, "AS AH AD")
        # Entering, not handed in: the scorekeeper sees Bob at it, and no card of his yet.
        bob_state = page.locator('[data-seat-state="1"]')
        expect(bob_state).to_have_attribute("title", "entering", timeout=DRAFT_WAIT)
        expect(page.locator("#players-1-melds-0")).to_have_value("")
        bob.reload()
        expect(bob.locator("form[data-ready]")).to_have_count(1)
        expect(bob.locator("#melds-0")).to_have_value("AS AH AD")

        bob.context.set_offline(True)
        bob.locator("#seat-dock").get_by_role("button", name="Hand", exact=True).click()
        tap(bob, "9D 4S")
        expect(bob.locator("#seat-status")).to_have_text(
            "Not sent yet: it will be sent when you are back online."
        )
        puts: list[str] = []
        bob.on(
            "request", lambda request: puts.append(request.url) if request.method == "PUT" else None
        )
        bob.context.set_offline(False)
        expect(bob.locator("#seat-status")).to_have_text(
            "Kept. Tap Done when all your cards are in."
        )
        assert len(puts) == 1
        bob.locator("#seat-dock").get_by_role("button", name="Done", exact=True).click()
        expect(page.locator("#players-1-melds-0")).to_have_value("AS AH AD", timeout=DRAFT_WAIT)
        expect(page.locator("#players-1-hand")).to_have_value("9D 4S")


COUNT_LIVE_ASKS = r"""(() => {
  window.liveAsked = 0;
  const asked = [];
  window.liveAnswered = () => Promise.allSettled(asked);
  const fetchOf = window.fetch.bind(window);
  window.fetch = (resource, ...rest) => {
    if (!/\/live(\?|$)/.test(String(resource))) return fetchOf(resource, ...rest);
    window.liveAsked += 1;
    const answer = fetchOf(resource, ...rest);
    asked.push(answer);
    return answer;
  };
})();"""
"""Counts the seat page's questions to the table (``seat-live.js``) as they are asked and
answered."""


def run_answered(seat: Page, context: BrowserContext, seconds: int) -> None:
    """Run the page's clock ``seconds`` on, a second at a time, each question it asks answered
    and taken in before the next second (the page asks its next question once the last is
    answered: its ready mark ``data-live-answered`` counts the answers it took in)."""
    for _ in range(seconds):
        context.clock.run_for(1_000)
        seat.evaluate("window.liveAnswered()")
        seat.wait_for_function(
            "() => Number(document.querySelector('form[data-seat-draft]')"
            ".dataset.liveAnswered || 0) >= window.liveAsked"
        )


@pytest.mark.usefixtures("ordinary_polls")
def test_a_seat_asks_half_as_often_before_its_first_card(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    """While the deal is played (no card of it on the page) a seat page asks the table every
    6 s whether it moved on; once the player has a card in, every 3 s (issue 23: an evening of
    many tables). Time runs on Playwright's clock, 30 s at a time."""
    seat_url = start_seated_game(page)
    keeper_opens_deal(page, 1, "2")
    context = browser.new_context(**browser_context_args)
    try:
        context.add_init_script(COUNT_LIVE_ASKS)
        context.clock.install()
        bob = open_seat(context, seat_url, "Bob")
        context.clock.pause_at(bob.evaluate("Date.now()") + 100)
        asked = bob.evaluate("window.liveAsked")
        run_answered(bob, context, 30)
        playing = bob.evaluate("window.liveAsked") - asked
        tap(bob, "AS")
        context.clock.run_for(1_000)  # the draft goes (300 ms after the tap)
        expect(bob.locator("#seat-status")).to_contain_text("Kept")
        asked = bob.evaluate("window.liveAsked")
        run_answered(bob, context, 30)
        entering = bob.evaluate("window.liveAsked") - asked
        assert playing == 5
        assert entering >= 9
    finally:
        put_away(context)
