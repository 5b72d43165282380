"""Count what entering a deal costs on a phone: taps, scrolls and cards, at 390 x 844.

Run: ``.venv/bin/python benchmarks/entry.py [alone|seats]`` (from the repository root; a mode
named runs alone). It serves the app on 127.0.0.1 from a background thread, with a throw-away
SQLite database (the server stops when the script ends), starts a 4-player 5000 Rummy game
and enters the same 5 deals (25 cards or more each) in real Chromium at 390 x 844, as a player
does. It counts, per deal:

- taps: every tap it makes, from the scoreboard's way into deal N (its wild rank) to the save;
- scrolls: every time what it must tap next is off the screen or under the docked card
  picker, so that the player would have to scroll to it (the script then scrolls it into view);
- cards: the cards entered (melds, lay-offs and hands);
- seconds_est: the time a person takes, estimated: 1 s per card found and tapped, 1.5 s per other
  control tapped or scroll, 4 s to read the sheet by Save and save (``SECONDS``);
- layout_shift: how much the page jumped while it filled, as Chromium's Layout Instability API
  counts it for Cumulative Layout Shift (the largest session window of shifts not caused by a
  tap in the 500 ms before; ``LAYOUT_SHIFT``), read on the deal form (or the seat page) just
  before Save (or Done).

Each mode in ``MODES`` enters the game its own way and prints one line per deal and the mean;
the script checks each game's totals against the engine's scores, then ends with each mode's
summary line, in ``MODES`` order:

    ENTRY alone taps=<mean> cards=<mean> scrolls=<mean> seconds_est=<mean> layout_shift_max=<max>
    ENTRY seats keeper_taps=<mean> seat_taps_over_cards=<mean> seconds_est=<mean>
        seat_layout_shift_max=<max> form_layout_shift_max=<max>

(means per deal, largest layout shift of any deal; seat_taps_over_cards: the extra taps per
seat per deal).

For "seats", seconds_est is the slowest seat's time plus the scorekeeper's, per deal: the seats
tap at once.

"alone" is the scorekeeper alone with the docked picker (templates/cards/_dock.html); "seats"
is each player on their own phone through the seat link, and the scorekeeper saving; "typed" is
the scorekeeper alone typing each player's score of the deal (``ENTRY typed ...
seconds_per_player=<mean>``); "counts" is the scorekeeper alone entering a deal of Canasta for
four in two teams as each side's counts (issue 51: canastas, red threes, card points melded and
in hand; ``COUNTED``), in a Canasta game of its own (``ENTRY counts ... keys=<mean>``).
"""

from __future__ import annotations

import importlib.util
import itertools
import logging
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flask_migrate import upgrade  # noqa: E402

try:
    from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright
except ImportError:
    sys.exit(
        "benchmarks/entry.py needs Playwright, one of the development packages: run "
        "'bash scripts/test' once (it installs requirements/dev.lock into .venv and Chromium), "
        "then '.venv/bin/python benchmarks/entry.py'."
    )

from scorekeeper import create_app  # noqa: E402
from scorekeeper.rules import Card, PlayerDeal, Rank, find_preset, score_deal  # noqa: E402
from scorekeeper.rules.deal import COUNT_NAMES, Ending, SideCounts  # noqa: E402

# tests/ is no package, and a dependency (confusables) installs one named "tests": load by path.
_spec = importlib.util.spec_from_file_location("live_server", ROOT / "tests" / "live_server.py")
assert _spec is not None and _spec.loader is not None
live_server = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(live_server)

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
VARIANT = "5000-rummy"
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
SYSTEM_CHROMIUM = Path("/usr/bin/chromium")
ON_SCREEN = """element => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
}"""
"""Whether a player sees an element and can tap it: its middle is on the screen and nothing
(the docked picker) lies over it."""


@dataclass(frozen=True)
class Hand:
    """One player's cards at the end of a deal, in notation."""

    melds: tuple[str, ...] = ()
    laid_off: str = ""
    hand: str = ""

    def cards(self) -> int:
        return sum(len(text.split()) for text in (*self.melds, self.laid_off, self.hand))


@dataclass(frozen=True)
class Deal:
    """A deal to enter: its wild rank (the dealer's upcard), who went out, every hand."""

    wild_rank: str
    went_out: int
    hands: tuple[Hand, Hand, Hand, Hand]

    def cards(self) -> int:
        return sum(hand.cards() for hand in self.hands)


# One pack for four players (000 pagat 5000 Rummy, The Deal): no card twice in a deal.
DEALS = (
    Deal(
        "K",
        0,
        (
            Hand(melds=("QS QH QD", "4C 5C 6C 7C")),
            Hand(melds=("9H 10H JH",), hand="2S 3D 8D KH 5S"),
            Hand(hand="AS 4D 6H 9C JD 3C 2H"),
            Hand(melds=("8S 8H 8C",), hand="5D 10S"),
        ),
    ),
    Deal(
        "5",
        1,
        (
            Hand(melds=("JS JH JC",), hand="2D 3S 9S 10C KD"),
            Hand(melds=("7D 8D 9D 10D", "AH AC AS"), laid_off="JD"),
            Hand(hand="4H 6S QC QD 2C 3H KS"),
            Hand(melds=("4S 4C 4D",), hand="6C 8H"),
        ),
    ),
    Deal(
        "2",
        2,
        (
            Hand(hand="AS KS QH 9C 7D 5S 3H"),
            Hand(melds=("10S 10H 10D",), hand="JC 4D 8S 6H"),
            Hand(melds=("3C 4C 5C 6C", "KH KD KC"), laid_off="10C"),
            Hand(melds=("7H 8H 9H",), hand="AD QS"),
        ),
    ),
    Deal(
        "9",
        3,
        (
            Hand(melds=("5H 6H 7H",), hand="KC 2S 4S"),
            Hand(hand="AC 3D 8C JS QD 10H 2D"),
            Hand(melds=("QS QC QH",), laid_off="8H", hand="3S 6D"),
            Hand(melds=("2H 3H 4H", "JC JD JH", "10S 10C 10D")),
        ),
    ),
    Deal(
        "J",
        0,
        (
            Hand(melds=("2C 3C 4C 5C", "KS KH KD"), laid_off="6S"),
            Hand(melds=("7S 8S 9S",), hand="AH QD 4D"),
            Hand(melds=("10D 10H 10C",), hand="3S 5H 8D 2D"),
            Hand(hand="AS 6C 9H QC 4H 7D 3D"),
        ),
    ),
)


@dataclass(frozen=True)
class CountedDeal:
    """A deal of Canasta as the table counted it: who went out and how, and each side's counts
    (by ``COUNT_NAMES``; "" is a field left empty, 0), the first side Ann and Cy's."""

    went_out: int
    ending: str
    sides: tuple[dict[str, str], dict[str, str]]

    def keys(self) -> int:
        return sum(len(value) for side in self.sides for value in side.values())


COUNTED = (
    # tests/web/test_counted_deals.py's worked deal (007 Canasta, Yahoo! Games, Scoring;
    # Britannica): Ann and Cy 1 natural (500), 1 mixed (300), 2 red threes (200), Cy went out
    # (100), 310 melded, 0 in hand: 1,410; Bob and Dee 1 red three (100), 70 melded, 45 in
    # hand: 125. Bob and Dee's canastas are left empty (0), passed with the Next key.
    CountedDeal(
        2,
        "Went out",
        (
            {"clean": "1", "dirty": "1", "red_threes": "2", "melded": "310", "hand": "0"},
            {"clean": "", "dirty": "", "red_threes": "1", "melded": "70", "hand": "45"},
        ),
    ),
)
COUNTS_VARIANT = "canasta"
ENDINGS: dict[str, Ending] = {"Went out": "went_out"}
"""The deal form's words for how a deal of ``COUNTED`` ended, as the engine names it."""

SUITS = {"C": ("♣", "clubs"), "D": ("♦", "diamonds"), "H": ("♥", "hearts"), "S": ("♠", "spades")}
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}


def card_name(card: str) -> str:
    """A picker button's exact name, its visible text first: ``"10H"`` is "10♥ 10 of hearts",
    ``"JK"`` "JK Joker" (templates/cards/_picker.html)."""
    if card == "JK":
        return "JK Joker"
    rank, (symbol, suit) = card[:-1], SUITS[card[-1]]
    return f"{rank}{symbol} {RANK_NAMES.get(rank, rank)} of {suit}"


SECONDS = {"card": 1.0, "control": 1.5, "select": 2.5, "save": 4.0, "key": 0.4}
"""A person's time per card found and tapped, other control tapped or scroll, select chosen (none
in these modes: the wild rank is a button on the scoreboard), reading the sheet then saving,
and a key typed (a typed score's digits and signs)."""


LAYOUT_SHIFT = """(() => {
  let largest = 0, window_ = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue;
      const joins = window_ && shift.startTime - last < 1000 && shift.startTime - first < 5000;
      window_ = joins ? window_ + shift.value : shift.value;
      if (!joins) first = shift.startTime;
      last = shift.startTime;
      largest = Math.max(largest, window_);
    }
  }).observe({ type: "layout-shift", buffered: true });
  Object.defineProperty(window, "layoutShift", { get: () => largest });
})();"""
"""Run in every page before its own scripts: ``window.layoutShift`` is the page's CLS so far."""


def phone_page(browser: Browser) -> Page:
    """A new phone (390 x 844) whose pages measure how much they jump."""
    context = browser.new_context(**PHONE)
    context.add_init_script(LAYOUT_SHIFT)
    return context.new_page()


@dataclass
class Counts:
    """What one phone did during one deal: taps (cards and saves among them) and scrolls."""

    taps: int = 0
    scrolls: int = 0
    cards: int = 0
    saves: int = 0
    keys: int = 0
    shift: float = 0.0

    def seconds(self) -> float:
        """The estimated time a person takes for it (``SECONDS``)."""
        controls = self.taps - self.cards - self.saves + self.scrolls
        return (
            SECONDS["card"] * self.cards
            + SECONDS["control"] * controls
            + SECONDS["save"] * self.saves
            + SECONDS["key"] * self.keys
        )


@dataclass
class Phone:
    """A page at 390 x 844 whose taps, and the scrolls they need, are counted."""

    page: Page
    counts: Counts = field(default_factory=Counts)

    def tap(self, target: Locator) -> None:
        """Tap what a player sees; count a scroll first when it is not on the screen."""
        target.wait_for(state="visible")
        if not target.evaluate(ON_SCREEN):
            self.counts.scrolls += 1
            target.evaluate("element => element.scrollIntoView({block: 'start'})")
        target.click()
        self.counts.taps += 1

    def tap_cards(self, picker: Locator, cards: str) -> None:
        for card in cards.split():
            self.tap(picker.get_by_role("button", name=card_name(card), exact=True))
            self.counts.cards += 1

    def save(self, target: Locator) -> None:
        """Read the sheet by Save (once it has counted the last card: until then Save says
        "Counting…" and stores nothing), then tap Save."""
        expect(target).not_to_have_text("Counting…")
        self.measure_shift()
        self.tap(target)
        self.counts.saves += 1

    def measure_shift(self) -> None:
        """Note how much the page has jumped so far (``LAYOUT_SHIFT``)."""
        self.counts.shift = float(self.page.evaluate("window.layoutShift"))

    def entered(self, number: int, cards: int) -> Entered:
        counts = self.counts
        return Entered(number, counts.taps, counts.scrolls, cards, counts.seconds(), counts.shift)


@dataclass(frozen=True)
class Entered:
    """One deal as a mode entered it."""

    number: int
    taps: int
    scrolls: int
    cards: int
    seconds: float
    layout_shift: float


@dataclass(frozen=True)
class Game:
    """A game started for a mode: its scorekeeper's page and its address."""

    page: Page
    edit_url: str


Mode = Callable[[Browser, str], str]
"""Enters ``DEALS`` in a fresh game on the server at the address given, prints a line per deal
and the mean, checks the totals (``check_totals``); returns the mode's summary line."""


def start_game(browser: Browser, base_url: str) -> Game:
    """A 4-player 5000 Rummy game, started on a new phone (not counted)."""
    page = phone_page(browser)
    page.goto(f"{base_url}/games/new?variant={VARIANT}")
    for number, name in enumerate(PLAYERS, start=1):
        page.get_by_label(f"Player {number}", exact=True).fill(name)
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Deal 1: Ann deals.")).to_be_visible()
    return Game(page, page.url)


def enter_alone(browser: Browser, base_url: str) -> str:
    """The scorekeeper alone: the docked picker walks every player's melds, lay-offs and hand.

    Per deal: the wild rank (the dealer's upcard) on the scoreboard, which opens the deal
    form with it, every card (a run by its two ends, ``as_tapped``), "Lay-offs" and "Hand"
    where a player has them, "Went out" (which moves on to the next player) or "Next" (to the
    next player's melds, or straight to their hand when they have no meld), and "Save". No
    "New meld": a card that cannot join a legal meld starts the next one by itself.
    """
    game = start_game(browser, base_url)
    phone = Phone(game.page)
    page, dock = game.page, game.page.locator("#card-picker")
    entered = []
    for number, deal in enumerate(DEALS, start=1):
        phone.counts = Counts()
        phone.tap(wild_rank_link(page, number, deal))
        expect(dock).to_be_visible()
        previous_move = ""  # the walk starts at the first player's melds, as after "Went out"
        for seat, hand in enumerate(deal.hands):
            if previous_move != "next" and not hand.melds and not hand.laid_off:
                phone.tap(dock.get_by_role("button", name="Hand", exact=True))
            for meld in hand.melds:
                phone.tap_cards(dock, as_tapped(meld))
            if hand.laid_off:
                phone.tap(dock.get_by_role("button", name="Lay-offs"))
                phone.tap_cards(dock, hand.laid_off)
            if hand.hand:
                if hand.melds or hand.laid_off:
                    phone.tap(dock.get_by_role("button", name="Hand", exact=True))
                phone.tap_cards(dock, hand.hand)
            previous_move = move_on(phone, dock, deal, seat)
        phone.save(page.locator("#save-sheet [data-save]"))
        expect(page.get_by_text(f"Deal {number} saved.")).to_be_visible()
        entered.append(phone.entered(number, deal.cards()))
    report("alone", entered)
    check_totals(game)
    shift = max(deal.layout_shift for deal in entered)
    return f"ENTRY alone {summary(entered)} layout_shift_max={shift:.3f}"


def enter_typed(browser: Browser, base_url: str) -> str:
    """The scorekeeper alone, typing each player's score of the deal (issue 39: a table that
    counts its own points): the wild rank on the scoreboard, "Type each player's score instead
    of the cards", who went out, then the first player's score field, each score's digits with
    the keyboard's Next key between them, and "Save".
    The scores typed are the engine's scores of ``DEALS``, so the totals check as for cards."""
    game = start_game(browser, base_url)
    phone = Phone(game.page)
    page = game.page
    entered = []
    for number, (deal, scores) in enumerate(zip(DEALS, deal_scores(), strict=True), start=1):
        phone.counts = Counts()
        phone.tap(wild_rank_link(page, number, deal))
        phone.tap(page.get_by_label("Type each player's score instead of the cards"))
        phone.tap(page.get_by_label(PLAYERS[deal.went_out], exact=True))
        for seat, (name, score) in enumerate(zip(PLAYERS, scores, strict=True)):
            field = page.get_by_label(f"{name}'s score")
            if seat == 0:
                phone.tap(field)
            else:  # the keyboard's Next key (enterkeyhint) moves on: a tap, no scroll
                page.keyboard.press("Enter")
                expect(field).to_be_focused()
                phone.counts.taps += 1
            field.press_sequentially(str(score))
            phone.counts.keys += len(str(score))
        phone.save(page.locator("#save-sheet [data-save]"))
        expect(page.get_by_text(f"Deal {number} saved.")).to_be_visible()
        entered.append(phone.entered(number, 0))
    report("typed", entered)
    check_totals(game)
    per_player = statistics.mean(deal.seconds for deal in entered) / len(PLAYERS)
    return f"ENTRY typed {summary(entered)} seconds_per_player={per_player:.1f}"


def enter_counts(browser: Browser, base_url: str) -> str:
    """The scorekeeper alone entering ``COUNTED`` as each side's counts, in a Canasta game for
    four in two teams (Ann and Cy, Bob and Dee): "Enter deal N" on the scoreboard, "Enter each
    side's counts instead of the cards", who went out (which ticks "Went out"; any other ending
    one tap more), then the first count
    on Ann's side's fieldset, each count's digits with the keyboard's Next key between the ten
    fields (an empty one is passed with Next: 0), and "Save". The totals are checked against the
    engine's scores of the same counts."""
    page = phone_page(browser)
    page.goto(f"{base_url}/games/new?variant={COUNTS_VARIANT}")
    for number, name in enumerate(PLAYERS, start=1):
        page.get_by_label(f"Player {number}", exact=True).fill(name)
    expect(page.get_by_label("Partnerships")).to_have_value("2")
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Deal 1: Ann deals.")).to_be_visible()
    game = Game(page, page.url)
    phone = Phone(page)
    entered = []
    for number, deal in enumerate(COUNTED, start=1):
        phone.counts = Counts()
        phone.tap(page.get_by_role("link", name=f"Enter deal {number}"))
        expect(page.get_by_role("heading", name=f"Deal {number}", exact=True)).to_be_visible()
        expect(page.locator("html")).to_have_attribute("data-ready", "true")
        phone.tap(page.get_by_label("Enter each side's counts instead of the cards"))
        phone.tap(page.locator(".who").get_by_label(PLAYERS[deal.went_out], exact=True))
        if deal.ending != "Went out":  # who went out ticks "Went out" (ending-follows.js)
            phone.tap(page.get_by_label(deal.ending, exact=True))
        expect(page.get_by_label(deal.ending, exact=True)).to_be_checked()
        fields = [
            page.locator(f"#players-{seat}-counts-{name}")
            for seat in range(len(deal.sides))  # each side's first player: seats 0 and 1
            for name in COUNT_NAMES
        ]
        values = [side[name] for side in deal.sides for name in COUNT_NAMES]
        for place, (field_, value) in enumerate(zip(fields, values, strict=True)):
            if place == 0:
                phone.tap(field_)
            else:  # the keyboard's Next key (enterkeyhint) moves on: a tap, no scroll
                page.keyboard.press("Enter")
                expect(field_).to_be_focused()
                phone.counts.taps += 1
            if value:
                field_.press_sequentially(value)
                phone.counts.keys += len(value)
        phone.save(page.locator("#save-sheet [data-save]"))
        expect(page.get_by_text(f"Deal {number} saved.")).to_be_visible()
        entered.append(phone.entered(number, 0))
    report("counts", entered)
    check_counted_totals(game)
    keys = statistics.mean(deal.keys() for deal in COUNTED)
    return f"ENTRY counts {summary(entered)} keys={keys:.1f}"


def counted_scores() -> list[list[int]]:
    """Each deal of ``COUNTED``: every player's score, from the engine (the counts on each
    side's first player, seats 0 and 1; the partners' left empty)."""
    rules = find_preset(COUNTS_VARIANT).for_players(len(PLAYERS))
    scored = []
    for deal in COUNTED:
        players = [
            PlayerDeal(name, counts=side_counts(deal, seat)) for seat, name in enumerate(PLAYERS)
        ]
        result = score_deal(rules, players, PLAYERS[deal.went_out], ending=ENDINGS[deal.ending])
        scored.append([player.score for player in result.players])
    return scored


def side_counts(deal: CountedDeal, seat: int) -> SideCounts:
    """The counts entered on the player at ``seat``: their side's where they are its first."""
    if seat >= len(deal.sides):
        return SideCounts()
    return SideCounts(*(int(deal.sides[seat][name] or "0") for name in COUNT_NAMES))


def check_counted_totals(game: Game) -> None:
    """The scoreboard shows the engine's totals for ``COUNTED``: each team's (Ann and Cy, Bob
    and Dee), then each player's; or the script stops."""
    game.page.goto(game.edit_url)
    shown = [text.replace(",", "") for text in game.page.locator(".total-points").all_inner_texts()]
    players = [sum(scores) for scores in zip(*counted_scores(), strict=True)]
    teams = [players[0] + players[2], players[1] + players[3]]
    expected = [str(total) for total in (*teams, *players)]
    if shown != expected:
        sys.exit(f"totals {shown} are not the engine's {expected}")


def enter_seats(browser: Browser, base_url: str) -> str:
    """4 seat phones and the scorekeeper: each player taps in their own cards on their seat
    page (templates/seats/seat.html), and the scorekeeper's form fills itself from them.

    A seat, per deal: every card (a run by its two ends; no "+ New meld", as a card that cannot
    join a finished meld starts the next one by itself), "Laid off" and "Hand" where it has them,
    and "Done" ("I went out: done" for the player who did). Opening the seat link and answering
    "Who are you?" happen once a game and are not counted; after a save each seat page moves on
    to the next deal by itself. The scorekeeper: in deal 1 the wild rank on the scoreboard
    (opening the deal form with it), then "Save" once every seat has handed in; a save leads to
    the next deal's form, where the dealer's phone says the wild rank (their upcard's rank,
    counted as the dealer's tap) and the scorekeeper taps only "Save".
    The seats' taps are counted one phone after another; at a table they tap at once.
    """
    game = start_game(browser, base_url)
    keeper, page = Phone(game.page), game.page
    seat_url = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    seats = []
    for name in PLAYERS:
        seat = phone_page(browser)
        seat.goto(seat_url)
        seat.get_by_role("link", name=name, exact=True).click()
        seats.append(Phone(seat))
    kept: list[Entered] = []
    handed: list[list[Entered]] = [[] for _ in PLAYERS]
    for number, deal in enumerate(DEALS, start=1):
        keeper.counts = Counts()
        for seat in seats:
            seat.counts = Counts()
        if number == 1:
            keeper.tap(wild_rank_link(page, number, deal))
        else:  # the keeper is on this deal's form since the last Save; the dealer says the rank
            dealer = seats[(number - 1) % len(seats)]
            expect(dealer.page.get_by_role("heading", name=f"deal {number}")).to_be_visible()
            upcard = dealer.page.locator("form[data-upcard]")
            dealer.tap(upcard.get_by_role("button", name=deal.wild_rank, exact=True))
            expect(page.get_by_label("Wild rank (the dealer's upcard)")).to_have_value(
                deal.wild_rank
            )
        page.locator("#seat-drafts[data-ready]").wait_for(state="attached")
        for place, (seat, hand) in enumerate(zip(seats, deal.hands, strict=True)):
            expect(seat.page.get_by_role("heading", name=f"deal {number}")).to_be_visible()
            seat.page.locator("form[data-ready]").wait_for()
            # The deal is played between the upcard and the seats' entry: the seat has heard.
            expect(seat.page.locator("#seat-wild")).to_have_text(f"Wild rank: {deal.wild_rank}")
            dock = seat.page.locator("#seat-dock")
            for meld in hand.melds:
                seat.tap_cards(dock, as_tapped(meld))
            for label, cards in (("Laid off", hand.laid_off), ("Hand", hand.hand)):
                if cards:
                    seat.tap(dock.get_by_role("button", name=label, exact=True))
                    seat.tap_cards(dock, cards)
            seat.measure_shift()
            if place == deal.went_out:
                seat.tap(dock.get_by_role("button", name="I went out: done"))
            else:
                seat.tap(dock.get_by_role("button", name="Done", exact=True))
            expect(seat.page.locator("#seat-status")).to_contain_text("Handed in")
            handed[place].append(seat.entered(number, hand.cards()))
        keeper.save(page.get_by_role("button", name=f"Save deal {number}: all handed in"))
        expect(page.get_by_text(f"Deal {number} saved.")).to_be_visible(timeout=30_000)
        kept.append(keeper.entered(number, 0))
    report("seats scorekeeper", kept)
    for name, entered in zip(PLAYERS, handed, strict=True):
        report(f"seats {name}", entered)
    check_totals(game)
    over = statistics.mean(deal.taps - deal.cards for entered in handed for deal in entered)
    keeper_taps = statistics.mean(deal.taps for deal in kept)
    seconds = statistics.mean(
        max(seat.seconds for seat in seats_of_deal) + keeper.seconds
        for keeper, *seats_of_deal in zip(kept, *handed, strict=True)
    )
    shift = max(deal.layout_shift for entered in handed for deal in entered)
    return (
        f"ENTRY seats keeper_taps={keeper_taps:.1f} seat_taps_over_cards={over:.1f} "
        f"seconds_est={seconds:.1f} seat_layout_shift_max={shift:.3f} "
        f"form_layout_shift_max={max(deal.layout_shift for deal in kept):.3f}"
    )


RUN_ORDER = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def as_tapped(meld: str) -> str:
    """The cards a player taps for a meld: a run of three or more by its two ends (the picker
    fills in the cards between, static/js/picker.js), any other meld card by card."""
    cards = meld.split()
    places = [RUN_ORDER.index(card[:-1]) for card in cards]
    one_suit = len({card[-1] for card in cards}) == 1
    in_a_row = all(later - earlier == 1 for earlier, later in itertools.pairwise(places))
    return f"{cards[0]} {cards[-1]}" if len(cards) > 2 and one_suit and in_a_row else meld


def wild_rank_link(page: Page, number: int, deal: Deal) -> Locator:
    """The scoreboard's button for the deal's wild rank (the dealer's upcard), which opens the
    deal form with that rank wild."""
    ranks = page.get_by_role("navigation", name=f"Tap deal {number}’s wild rank to enter it")
    return ranks.get_by_role("link", name=deal.wild_rank, exact=True)


def move_on(phone: Phone, dock: Locator, deal: Deal, seat: int) -> str:
    """Leave a player's last field: "Went out" for the player who did (on to the next player's
    melds), else "Next" to the next player's melds or, when they have none, to their hand.
    Returns the move made ("went_out", "next" or "" after the last player)."""
    if seat == deal.went_out:
        phone.tap(dock.get_by_role("button", name="Went out"))
        return "went_out"
    if seat + 1 == len(deal.hands):
        return ""
    following = PLAYERS[seat + 1]
    if deal.hands[seat + 1].melds:
        phone.tap(dock.get_by_role("button", name=f"Next: {following}"))
    else:
        phone.tap(dock.get_by_role("button", name=f"{following}’s hand"))
    return "next"


def report(phone: str, entered: Sequence[Entered]) -> None:
    """Print one phone's line per deal and its mean."""
    for deal in entered:
        print(
            f"{phone} deal {deal.number}: taps={deal.taps} cards={deal.cards} "
            f"scrolls={deal.scrolls} seconds_est={deal.seconds:.1f} "
            f"layout_shift={deal.layout_shift:.3f} "
            f"(taps over cards {deal.taps - deal.cards})"
        )
    print(f"{phone} mean: {summary(entered)}")


def summary(entered: Sequence[Entered]) -> str:
    """``taps=<mean> cards=<mean> scrolls=<mean> seconds_est=<mean>`` over the deals."""
    return " ".join(
        f"{label}={statistics.mean(getattr(deal, name) for deal in entered):.1f}"
        for name, label in (
            ("taps", "taps"),
            ("cards", "cards"),
            ("scrolls", "scrolls"),
            ("seconds", "seconds_est"),
        )
    )


def expected_totals() -> list[int]:
    """Every player's running total after ``DEALS``, from the engine."""
    return [sum(scores) for scores in zip(*deal_scores(), strict=True)]


def deal_scores() -> list[list[int]]:
    """Each deal of ``DEALS``: every player's score, from the engine."""
    rules = find_preset(VARIANT).for_players(len(PLAYERS))
    scored = []
    for deal in DEALS:
        players = [
            PlayerDeal(
                name,
                tuple(Card.parse(meld) for meld in hand.melds),
                Card.parse(hand.laid_off),
                Card.parse(hand.hand),
            )
            for name, hand in zip(PLAYERS, deal.hands, strict=True)
        ]
        result = score_deal(rules, players, PLAYERS[deal.went_out], Rank.parse(deal.wild_rank))
        scored.append([player.score for player in result.players])
    return scored


def check_totals(game: Game) -> None:
    """The scoreboard shows the engine's totals for ``DEALS``, or the script stops."""
    game.page.goto(game.edit_url)
    shown = [text.replace(",", "") for text in game.page.locator(".total-points").all_inner_texts()]
    expected = [str(total) for total in expected_totals()]
    if shown != expected:
        sys.exit(f"totals {shown} are not the engine's {expected}")


MODES: dict[str, Mode] = {
    "alone": enter_alone,
    "seats": enter_seats,
    "typed": enter_typed,
    "counts": enter_counts,
}
"""The ways of entering the game, in the order their summary lines are printed."""


@contextmanager
def app_server() -> Iterator[str]:
    """The app on 127.0.0.1 with a throw-away database; yields its base URL."""
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {"SECRET_KEY": "entry", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/entry.sqlite3"}
        )
        with app.app_context():
            upgrade()
        with live_server.serving(app) as url:
            yield url


def main() -> None:
    executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
    with app_server() as base_url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        chosen = sys.argv[1:] or list(MODES)  # like "seats": that mode alone
        summaries = [MODES[name](browser, base_url) for name in chosen]
        browser.close()
    for line in summaries:
        print(line)


if __name__ == "__main__":
    main()
