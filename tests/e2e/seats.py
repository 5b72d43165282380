"""A seated game played from several phones: the seats opened in their own contexts, cards
tapped and handed in, the keeper's form opened and saved, and the totals waited for."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, expect
from playwright.sync_api import Error as PlaywrightError

from tests.e2e.phone import (
    card_button,
    choose_game,
    expect_totals,
    ready,
    start_game,
)

NAMES = ["Ann", "Bob", "Cy", "Dan"]


DRAFT_WAIT = 60_000
"""How long the scorekeeper's form may take to show a seat's draft on a busy test machine (ms),
the browser tests two at a time on 2 cores beside other work: a ceiling, not a measure (a
passing test waits only for the draft); the speed aim itself is measured by benchmarks/seats.py."""


@dataclass
class SeatCards:
    """What one player taps in: melds, lay-offs, hand, and whether they went out; in Tonk
    and Gin Rummy, how they ended the deal (``ending``: the seat page's choice, "I knocked"),
    or that the stock ran out."""

    melds: Sequence[str] = ()
    laid_off: str = ""
    hand: str = ""
    went_out: bool = False
    ending: str = ""
    stock_out: bool = False


def tap(seat: Page, cards: str) -> None:
    dock = seat.locator("#seat-dock")
    for card in cards.split():
        dock.get_by_role("button", name=card_button(card), exact=True).click()


def hand_in(seat: Page, cards: SeatCards) -> None:
    """Tap a player's cards into their seat page, the way a player does, and tap Done (or
    "I went out: done")."""
    dock = seat.locator("#seat-dock")
    for index, meld in enumerate(cards.melds):
        if index:
            dock.get_by_role("button", name="New meld", exact=True).click()
        tap(seat, meld)
    if cards.laid_off:
        dock.get_by_role("button", name="Laid off", exact=True).click()
        tap(seat, cards.laid_off)
    if cards.hand:
        dock.get_by_role("button", name="Hand", exact=True).click()
        tap(seat, cards.hand)
    if cards.ending:
        seat.get_by_label(cards.ending, exact=True).check()
    if cards.stock_out:
        seat.get_by_label("The stock ran out (nobody went out)").check()
    if cards.went_out:
        dock.get_by_role("button", name="I went out: done").click()
        expect(seat.get_by_label("I went out")).to_be_checked()
    else:
        dock.get_by_role("button", name="Done", exact=True).click()
    expect(seat.locator("#seat-status")).to_contain_text("Handed in", timeout=DRAFT_WAIT)


def open_seat(context: BrowserContext, seat_url: str, name: str) -> Page:
    seat = context.new_page()
    seat.goto(seat_url)
    expect(seat.get_by_role("heading", name="Who are you?")).to_be_visible()
    seat.get_by_role("button", name=name, exact=True).click()  # the name claims the seat
    expect(seat.locator("form[data-ready]")).to_have_count(1)
    ready(seat)
    return seat


def expect_deal_number(seat: Page, number: int) -> None:
    expect(seat.get_by_role("heading", name=f": deal {number}")).to_be_visible(timeout=DRAFT_WAIT)
    expect(seat.locator("form[data-ready]")).to_have_count(1)


@contextmanager
def seat_phones(
    browser: Browser, args: dict[str, Any], seat_url: str, names: Sequence[str]
) -> Iterator[list[Page]]:
    contexts = [browser.new_context(**args) for _ in names]
    try:
        yield [
            open_seat(context, seat_url, name)
            for context, name in zip(contexts, names, strict=True)
        ]
    finally:
        for context in contexts:
            put_away(context)


def put_away(context: BrowserContext) -> None:
    """Close a phone. Its seat pages poll, send drafts and follow the keeper to the next deal;
    closing a phone with them running hung once in a busy run (in Page.close, and before that
    in BrowserContext.close). So it first goes offline (no request left under way) and leaves
    its pages for about:blank (no script left running), then closes."""
    context.set_offline(True)
    for page in context.pages:
        leave(page)
    context.close()


def leave(page: Page) -> None:
    """Go to about:blank; a navigation of the page's own (a seat page following the keeper to
    the next deal) may interrupt it once or twice: go again. Interrupted by a navigation to
    about:blank (one of these tries, once the page's own had finished), wait for it to end
    there (it did once on a busy machine)."""
    for _ in range(5):
        try:
            page.goto("about:blank")
            return
        except PlaywrightError as error:
            if "interrupted by another navigation" not in str(error):
                raise
            if 'another navigation to "about:blank"' in str(error):
                page.wait_for_url("about:blank")
                return
    page.goto("about:blank")


def start_seated_game(page: Page, variant: str | None = None) -> str:
    """Start a four-player game; return its seat link as the scorekeeper's page shows it."""
    start_game(page, NAMES)
    if variant:
        choose_game(page, variant)
    page.get_by_role("button", name="Start the game").click()
    expect_totals(page, ["0"] * 4)
    link = page.locator("#seat-link .share-link a")
    expect(link).to_be_visible()
    return link.get_attribute("href") or ""


def keeper_opens_deal(page: Page, number: int, wild: str | None) -> None:
    """Deal 1 from the scoreboard; a later deal's form is where the last save led."""
    if number == 1:
        page.get_by_role("link", name=f"Enter deal {number}").click()
    expect(page.get_by_role("heading", name=f"Deal {number}", exact=True)).to_be_visible()
    expect(page.locator("#seat-drafts[data-ready]")).to_have_count(1)
    ready(page)
    if wild:
        page.get_by_label("Wild rank (the dealer's upcard)").select_option(wild)


def hand_in_all(page: Page, seats: Sequence[Page], hands: Sequence[SeatCards]) -> None:
    """Every seat hands in its cards; the scorekeeper's form says all have."""
    for seat, cards in zip(seats, hands, strict=True):
        hand_in(seat, cards)
    expect(page.locator("[data-seat-count]")).to_have_text(
        f"{len(seats)}/{len(seats)} handed in", timeout=DRAFT_WAIT
    )


def save(page: Page, number: int, totals: Sequence[str]) -> None:
    """The scorekeeper's one tap on Save: it leads to the next deal's form (the players hold
    their seats), whose sheet shows the running totals; the scoreboard shows them too."""
    page.get_by_role("button", name=f"Save deal {number}: all handed in").click()
    expect(page.get_by_text(f"Deal {number} saved.")).to_be_visible()
    expect(page.get_by_role("heading", name=f"Deal {number + 1}", exact=True)).to_be_visible()
    expect_sheet_totals(page, totals)
    page.get_by_role("link", name="← Scoreboard").click()
    expect_totals(page, totals)
    page.go_back()


def expect_sheet_totals(page: Page, totals: Sequence[str]) -> None:
    """The running totals in the sheet by Save, in seating order."""
    shown = page.locator(".save-sheet .tally-total")
    expect(shown).to_have_text([re.compile(rf"\s{total}$") for total in totals])
