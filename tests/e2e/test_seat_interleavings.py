"""Random interleavings of what the phones at a table do to one deal (issues 19 and 36): seats
changing their cards and handing them in again, or changing them after Done without handing them
in, the scorekeeper typing over them, reloading the form and leaving it for the scoreboard and
coming back, in any order. However they fall, the deal stored holds, in every field, either the
cards that seat last handed in or what the scorekeeper typed after it (and chose to keep): never
a card from an earlier draft, nor one a seat never handed in.

Each run follows a model of the table beside the browsers: the seat's last draft per field, who
last wrote the field, and what the scorekeeper typed. The runs are seeded, so a failure repeats.

5000 Rummy, twos wild (000 pagat 5000 Rummy): Ann goes out with KS KH KD and lays off on Bob's
5H 6H 7H; Bob melds 5H 6H 7H and keeps a hand. Every card here is legal wherever it goes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import ready
from tests.e2e.seat_origins import change_and_hand_in, stored_deal
from tests.e2e.seats import (
    DRAFT_WAIT,
    SeatCards,
    hand_in,
    keeper_opens_deal,
    seat_phones,
    start_seated_game,
)

NAMES = ["Ann", "Bob", "Cy", "Dan"]
"""The game's players; Ann and Bob hand in from their phones."""
FIELDS = {"players-0-laid_off": (0, "laid_off"), "players-1-hand": (1, "hand")}
"""The form's fields the run changes: each is one seat's (seat, the seat page's field)."""
CARDS = {
    "players-0-laid_off": ["8H", "4H", "8H 4H", ""],
    "players-1-hand": ["9D", "4S", "9D 4S", "QC 3H", ""],
}
"""What may go in each field: lay-offs that fit Bob's run, hands of cards nobody else holds."""
STEPS = ("seat", "seat", "edit", "keeper", "reload", "reopen")
SEEDS = (19, 20, 21)


@dataclass
class Field:
    """One field as the model sees it: the seat's last draft of it, and the scorekeeper's
    typing. ``owner`` is "seat" (it follows the seat), "keeper" (typed before the seat had
    anything there) or "kept" (typed over, or kept against, the seat's draft as it was then);
    ``changed`` says the seat changed its draft since it was kept."""

    seat: str = ""
    typed: str = ""
    owner: str = "seat"
    changed: bool = False
    editing: str | None = None
    """What the seat's phone has while it changes its cards after Done, not handed in."""

    def phone(self) -> str:
        return self.seat if self.editing is None else self.editing

    def waits(self) -> bool:
        """Save waits for the seat: it is changing its cards, and the scorekeeper typed none."""
        return self.editing is not None and (self.owner == "seat" or not self.typed)

    def shown(self) -> str:
        return self.seat if self.owner == "seat" else self.typed

    def differs(self) -> bool:
        asks = self.owner == "keeper" or (self.owner == "kept" and self.changed)
        return asks and self.seat not in ("", self.typed)

    def seat_hands_in(self, cards: str) -> None:
        self.seat = cards
        self.changed = True
        self.editing = None

    def keeper_types(self, cards: str) -> None:
        if self.owner == "seat":
            self.owner, self.changed = ("kept" if self.seat else "keeper"), False
        self.typed = cards

    def keep(self) -> None:
        self.owner, self.changed = "kept", False

    def use(self) -> None:
        self.owner = "seat"


def reopened(page: Page) -> None:
    ready(page)
    expect(page.locator("#seat-drafts[data-ready]")).to_have_count(1)


def in_step(page: Page, table: dict[str, Field]) -> None:
    """The form shows, in every field, what the model says, and lists every difference."""
    for name, model in table.items():
        expect(page.locator(f"#{name}")).to_have_value(model.shown(), timeout=DRAFT_WAIT)
    differing = sum(model.differs() for model in table.values())
    expect(page.locator("#seat-differences > li")).to_have_count(differing, timeout=DRAFT_WAIT)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_stored_deal_holds_only_the_last_draft_or_the_scorekeepers_typing(
    page: Page, browser: Browser, browser_context_args: dict[str, Any], seed: int
) -> None:
    chance = random.Random(seed)
    table = {name: Field() for name in FIELDS}
    seat_url = start_seated_game(page)
    view_url = page.locator('section.share .share-link a[href*="/g/"]').get_attribute("href")
    with seat_phones(browser, browser_context_args, seat_url, NAMES[:2]) as seats:
        keeper_opens_deal(page, 1, "2")
        hand_in(seats[0], SeatCards(melds=["KS KH KD"], went_out=True))
        hand_in(seats[1], SeatCards(melds=["5H 6H 7H"]))
        in_step(page, table)
        for _ in range(16):
            step = chance.choice(STEPS)
            name = chance.choice(list(FIELDS))
            model = table[name]
            if step == "seat":
                cards = chance.choice([c for c in CARDS[name] if c != model.phone()])
                number, seat_field = FIELDS[name]
                change_and_hand_in(seats[number], seat_field, cards)
                model.seat_hands_in(cards)
            elif step == "edit":  # after Done, not handed in: the form keeps what was
                cards = chance.choice([c for c in CARDS[name] if c != model.phone()])
                number, seat_field = FIELDS[name]
                seats[number].locator(f"#{seat_field}").fill(cards)
                status = seats[number].locator("#seat-status")
                expect(status).not_to_contain_text("Handed in", timeout=DRAFT_WAIT)
                expect(status).to_contain_text("Kept", timeout=DRAFT_WAIT)
                model.editing = cards
            elif step == "keeper":  # a change: typing what the field holds changes nothing
                cards = chance.choice([c for c in CARDS[name] if c != model.shown()])
                page.locator(f"#{name}").fill(cards)
                model.keeper_types(cards)
            elif step == "reload":
                page.reload()
                reopened(page)
            else:
                page.get_by_role("link", name="← Scoreboard").click()
                ready(page)
                keeper_opens_deal(page, 1, None)
            in_step(page, table)

        # A seat still changing its cards hands them in, or not, at random.
        for name, model in table.items():
            if model.editing is not None and chance.random() < 0.5:
                number, _ = FIELDS[name]
                seats[number].locator("#seat-dock").get_by_role(
                    "button", name="Done", exact=True
                ).click()
                expect(seats[number].locator("#seat-status")).to_contain_text(
                    "Handed in", timeout=DRAFT_WAIT
                )
                model.seat_hands_in(model.editing)
                # Handed in as it was may change no field: the scorekeeper sees it by its mark.
                state = page.locator(f'[data-seat-state="{number}"]')
                expect(state).to_have_attribute("title", "handed in", timeout=DRAFT_WAIT)
        in_step(page, table)

        # Every difference left is chosen, at random, by one tap.
        differences = page.locator("#seat-differences > li")
        while differences.count():
            item = differences.first
            text = item.inner_text()
            name = next(n for n in FIELDS if text.startswith(f"{NAMES[FIELDS[n][0]]}: "))
            if chance.random() < 0.5:
                item.get_by_role("button", name="Keep").click()
                table[name].keep()
            else:
                item.get_by_role("button", name="Use").click()
                table[name].use()
            in_step(page, table)
        # Save waits for a seat still changing its cards: it is saved with what it handed in.
        waiting = [NAMES[FIELDS[name][0]] for name, model in table.items() if model.waits()]
        for who in waiting:
            state = page.locator(f'[data-seat-state="{NAMES.index(who)}"]')
            expect(state).to_have_attribute("title", "changing their cards", timeout=DRAFT_WAIT)
        page.locator("#save-sheet [data-save]").click()
        for who in waiting:
            page.locator("#seat-waiting").get_by_role(
                "button", name=f"Save with what {who} handed in"
            ).click()
        expect(page.get_by_text("Deal 1 saved.")).to_be_visible()

    stored = stored_deal(page, view_url or "")
    assert " ".join(stored[0]["laid_off"]) == table["players-0-laid_off"].shown()
    assert " ".join(stored[1]["hand"]) == table["players-1-hand"].shown()
