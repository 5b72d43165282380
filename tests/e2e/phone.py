"""What a player does on the phone, as steps the end-to-end tests share: wait for the page to be
ready, start a game, tap cards into a field, read the totals, and check that a page fits the
phone's width."""

from __future__ import annotations

from collections.abc import Sequence

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

SUITS = {
    "C": ("♣", "clubs"),
    "D": ("♦", "diamonds"),
    "H": ("♥", "hearts"),
    "S": ("♠", "spades"),
    "*": ("★", "stars"),  # Five Crowns (011)
}
RANKS = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}


def card_button(card: str) -> str:
    """A card picker button's exact name, its visible text first: ``"AC"`` is "A♣ Ace of
    clubs", ``"10H"`` "10♥ 10 of hearts", ``"JK"`` "JK Joker"."""
    if card == "JK":
        return "JK Joker"
    rank, (symbol, suit) = card[:-1], SUITS[card[-1]]
    return f"{rank}{symbol} {RANKS.get(rank, rank)} of {suit}"


def ready(page: Page) -> None:
    """Wait until the page shown has run its scripts: static/js/ready.js marks ``<html>``.
    Call it after anything that opens a page, before tapping what a script makes work."""
    expect(page.locator("html")).to_have_attribute("data-ready", "true")


def tap_cards(page: Page, field_id: str, cards: str) -> None:
    """Open the picker under a cards field and tap each card, like ``"KS KH JK"``."""
    ready(page)
    page.locator(f'[data-pick="{field_id}"]').click()
    picker = page.locator("#card-picker")
    expect(picker).to_be_visible()
    for card in cards.split():
        picker.get_by_role("button", name=card_button(card), exact=True).click()
    expect(page.locator(f"#{field_id}")).to_have_value(cards)
    picker.get_by_role("button", name="Done").click()


def axe_violations(page: Page) -> list[str]:
    """axe-core's serious and critical findings on the page, as "rule: help (where)" lines, with
    its experimental rules and ``target-size`` on too, and every ``<details>`` opened first (a
    deal that loads as it opens is waited for). The page's scripts must have run first: a
    ``<details>`` opened before htmx went over the page never loads its deal."""
    ready(page)
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    expect(page.locator("details [hx-trigger^='toggle']")).to_have_count(0)
    axe = Axe()
    page.evaluate(axe.axe_script)
    rules = page.evaluate("axe.getRules(['experimental']).map((rule) => rule.ruleId)")
    options = {"rules": {rule: {"enabled": True} for rule in [*rules, "target-size"]}}
    results = axe.run(page, options={"resultTypes": ["violations"], **options})
    return [
        f"{violation['id']}: {violation['help']} ({node['target']})"
        for violation in results.response["violations"]
        if violation["impact"] in ("serious", "critical")
        for node in violation["nodes"]
    ]


def fits_the_phone(page: Page) -> bool:
    """No sideways scrolling. A mobile browser widens its layout to fit what overflows, so
    compare with the phone's width rather than ``window.innerWidth``."""
    page.wait_for_load_state("load")
    width = page.viewport_size["width"] if page.viewport_size else 0
    return page.evaluate("document.documentElement.scrollWidth") <= width


def expect_totals(page: Page, totals: Sequence[str], timeout: float | None = None) -> None:
    expect(page.locator(".total-points")).to_have_text(list(totals), timeout=timeout)


def start_game(page: Page, names: Sequence[str]) -> None:
    page.goto("/")
    page.get_by_role("link", name="Start a game").click()
    expect(page.get_by_role("heading", name="New game")).to_be_visible()
    ready(page)
    for number, name in enumerate(names, start=1):
        page.get_by_label(f"Player {number}", exact=True).fill(name)


def choose_game(page: Page, name: str) -> None:
    """On the new-game form, open the list of games (the game played last is chosen) and
    choose ``name``; the form says it is chosen."""
    choice = page.locator("details.game-choice")
    if choice.get_attribute("open") is None:
        choice.locator("summary").click()
    page.get_by_label(name, exact=True).check()
    expect(page.locator("#chosen-game")).to_have_text(name)
