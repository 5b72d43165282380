"""The scoreboard and what goes with it, in real Chromium at 390 x 844: who leads, players by
rank, five-digit and negative totals at 360 px, a viewer following the rematch, a game put on a
table afterwards, the meld checker opened from a game, the Changes page in local time, and the
screen kept awake.

Games are set up through the JSON API (what a second phone would do), then used as a player
does. Scores by hand: 500 Rummy (001 pagat 500 Rummy, The Scoring: melds count for their
maker, cards left in hand against their holder) with kings made worth 4,000 by a house rule
(``card_points``); 5000 Rummy (000 pagat 5000 Rummy, Scoring: K Q J 10 score 10, 2-9 score 5,
the player who goes out also scores the others' hands).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from playwright.sync_api import Browser, Page, expect

from tests.e2e.phone import expect_totals, fits_the_phone, ready


def api_game(
    page: Page, names: list[str], variant: str = "5000-rummy", **options: Any
) -> dict[str, Any]:
    """Start a game through the JSON API; its ``id``, ``edit_key`` and ``urls``."""
    body = {"variant": variant, "players": names, "options": options}
    response = page.request.post("/api/v1/games", data=body)
    assert response.status == 201, response.text()
    return response.json()


def api_deal(page: Page, game: dict[str, Any], deal: dict[str, Any]) -> None:
    """Add the next deal through the JSON API, with the game's edit key."""
    headers = {"Authorization": f"Bearer {game['edit_key']}"}
    response = page.request.post(f"/api/v1/games/{game['id']}/deals", data=deal, headers=headers)
    assert response.status == 201, response.text()


def player(name: str, melds: tuple[str, ...] = (), hand: str = "") -> dict[str, Any]:
    return {"name": name, "melds": [meld.split() for meld in melds], "hand": hand.split()}


def big_scores(page: Page) -> dict[str, Any]:
    """500 Rummy to 99,999 with kings at 4,000: Ann melds KS KH KD (12,000), Bob holds KC
    (-4,000), Cy melds 5H 6H 7H (18) and holds 2S (-2): 12,000, -4,000, 16. Then Cy melds
    QS QH QD (30) and 8C 9C 10C (27) and goes out, Bob holds AD (15 against him) and Ann
    nothing: 12,000, -4,015, 73."""
    game = api_game(page, ["Ann", "Bob", "Cy"], "500-rummy", card_points={"K": 4000}, target=99_999)
    api_deal(
        page,
        game,
        {
            "players": [
                player("Ann", ("KS KH KD",)),
                player("Bob", hand="KC"),
                player("Cy", ("5H 6H 7H",), "2S"),
            ],
            "went_out": None,
        },
    )
    api_deal(
        page,
        game,
        {
            "players": [
                player("Ann"),
                player("Bob", hand="AD"),
                player("Cy", ("QS QH QD", "8C 9C 10C")),
            ],
            "went_out": "Cy",
        },
    )
    return game


def test_the_scoreboard_says_who_leads_and_lists_by_rank(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    game = big_scores(page)
    page.goto(game["urls"]["edit"])
    expect_totals(page, ["12,000", "-4,015", "73"])
    expect(page.locator(".lead-line")).to_have_text("Ann leads by 11,927")
    page.get_by_role("link", name="list by rank").click()
    expect_totals(page, ["12,000", "73", "-4,015"])
    expect(page.get_by_text("By rank ·")).to_be_visible()
    assert fits_the_phone(page)
    screenshot("board-leader-390")
    page.goto(game["urls"]["view"])  # this phone lists by rank on every scoreboard now
    expect_totals(page, ["12,000", "73", "-4,015"])
    page.get_by_role("link", name="list in seating order").click()
    expect_totals(page, ["12,000", "-4,015", "73"])


def test_five_digit_and_negative_totals_fit_at_360(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    game = big_scores(page)
    page.set_viewport_size({"width": 360, "height": 780})
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.goto(game["urls"]["edit"])
        expect_totals(page, ["12,000", "-4,015", "73"])
        assert fits_the_phone(page)
        cut = page.locator(".total-points").evaluate_all(
            "spans => spans.filter(s => s.scrollWidth > s.clientWidth).map(s => s.textContent)"
        )
        assert cut == []
        screenshot(f"board-big-totals-360-{scheme}")


def test_a_viewer_is_moved_to_the_rematch(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    """Target 30: Ann's KS KH KD (30) and Bob's 9D 4S (10) make 40, and she wins."""
    game = api_game(page, ["Ann", "Bob"], target=30)
    deal = {"wild_rank": "A", "went_out": "Ann"}
    api_deal(
        page, game, deal | {"players": [player("Ann", ("KS KH KD",)), player("Bob", hand="9D 4S")]}
    )
    keeper = browser.new_context(**browser_context_args)
    try:
        keeper_page = keeper.new_page()
        keeper_page.goto(game["urls"]["edit"])
        page.goto(game["urls"]["view"])
        expect(page.get_by_role("status")).to_contain_text("Ann wins with 40")
        keeper_page.get_by_role("button", name="Rematch").click()
        expect(keeper_page.get_by_text("A new game: good luck!")).to_be_visible()
        # The viewer's page learns of the rematch by its poll and moves there by itself.
        expect(page).not_to_have_url(game["urls"]["view"], timeout=20_000)
        expect_totals(page, ["0", "0"])
        expect(page.get_by_text("Deal 1: Bob deals.")).to_be_visible()
        page.get_by_role("link", name="Games", exact=True).click()
        expect(page.get_by_role("link", name="The rematch →")).to_have_count(1)
    finally:
        keeper.close()


def test_a_game_is_put_on_a_table_afterwards(page: Page, screenshot: Callable[[str], Path]) -> None:
    page.goto("/tables/new")
    page.get_by_label("Name of the table").fill("Friday nights")
    page.get_by_role("button", name="Start the table").click()
    expect(page.get_by_role("heading", name="Friday nights")).to_be_visible()
    game = api_game(page, ["Ann", "Bob"])
    page.goto(game["urls"]["edit"])
    page.get_by_text("Put this game on a table").click()
    expect(page.locator("#table option:checked")).to_have_text("Friday nights")
    assert fits_the_phone(page)
    screenshot("board-put-on-table")
    page.get_by_role("button", name="Put it on this table").click()
    expect(page.get_by_text("This game is now at Friday nights.")).to_be_visible()
    page.get_by_role("link", name="Friday nights: the table's games and records").click()
    expect(page.get_by_role("link", name="5000 Rummy: Ann, Bob")).to_be_visible()


def test_the_meld_checker_from_a_game_uses_its_rules(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    """004 Rummy 11: in deal 1 three cards are dealt and 3s are wild, so 3S stands for 4H."""
    game = api_game(page, ["Ann", "Bob"], "rummy-11")
    page.goto(game["urls"]["edit"])
    page.get_by_role("link", name="Check a meld by this game's rules").click()
    expect(page.get_by_text("By the rules of this game:")).to_contain_text("Rummy 11")
    expect(page.get_by_label("Wild rank")).to_have_value("3")
    ready(page)  # the verdict is asked by htmx, which must have gone over the page first
    page.get_by_label("Cards", exact=True).fill("3S 5H 6H")
    expect(page.locator("#verdict .verdict-word")).to_have_text("✓ Legal")
    assert fits_the_phone(page)
    screenshot("board-checker-from-game")


def test_the_checker_from_the_deal_form_takes_its_wild_rank(page: Page) -> None:
    """000 pagat 5000 Rummy: the deal's wild rank is the dealer's upcard; with 7s wild, 7S
    stands for 9H in 8H 7S 10H."""
    game = api_game(page, ["Ann", "Bob"])
    page.goto(game["urls"]["edit"])
    page.get_by_role("link", name="Enter deal 1").click()
    expect(page.get_by_role("heading", name="Deal 1")).to_be_visible()
    ready(page)
    page.get_by_label("Wild rank (the dealer's upcard)").select_option("7")
    checker = page.get_by_role("navigation", name="Main").get_by_role("link", name="Check a meld")
    expect(checker).to_have_attribute("href", f"/check?game={game['id']}&wild_rank=7")
    checker.click()
    expect(page.get_by_label("Wild rank")).to_have_value("7")
    ready(page)
    page.get_by_label("Cards", exact=True).fill("8H 7S 10H")
    expect(page.locator("#verdict .verdict-word")).to_have_text("✓ Legal")


def test_changes_in_local_time_and_read_only_for_viewers(
    browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    context = browser.new_context(
        **browser_context_args, timezone_id="Pacific/Auckland", locale="en-GB"
    )
    try:
        page = context.new_page()
        game = api_game(page, ["Ann", "Bob"])
        deal = {"wild_rank": "A", "went_out": "Ann"}
        bob_holds = {"players": [player("Ann", ("KS KH KD",)), player("Bob", hand="9D 4S")]}
        api_deal(page, game, deal | bob_holds)
        headers = {"Authorization": f"Bearer {game['edit_key']}"}
        fixed = deal | {"players": [player("Ann", ("KS KH KD",)), player("Bob", hand="9D")]}
        response = page.request.put(
            f"/api/v1/games/{game['id']}/deals/1", data=fixed, headers=headers
        )
        assert response.ok, response.text()

        page.goto(game["urls"]["view"])
        row = page.locator(".sheet-deal summary").first
        expect(row).to_have_accessible_name("Deal 1 (fixed) Ann 35 Bob 0")
        page.get_by_role("link", name="Changes: what was entered, fixed or deleted").click()
        expect(page.locator("html")).to_have_attribute("data-local-times", "ready")
        fix = page.locator(".change").first
        expect(fix).to_contain_text("Deal 1 fixed")
        expect(fix).to_contain_text("Ann 40 → 35")
        expect(fix).to_contain_text("Bob's hand: 9D 4S → 9D")
        expect(page.get_by_role("button", name="Restore deal")).to_have_count(0)
        when = fix.locator("time")
        moment = datetime.fromisoformat(when.get_attribute("datetime").replace("Z", "+00:00"))
        local = moment.astimezone(ZoneInfo("Pacific/Auckland"))
        expect(when).to_have_text(f"{local.day} {local:%b}, {local:%H:%M}")
        assert moment.astimezone(UTC).strftime("%H:%M") != local.strftime("%H:%M")
    finally:
        context.close()


WAKE_LOCK_STUB = """
(() => {
  const calls = { requested: 0, released: 0 };
  window.__wakeLock = calls;
  Object.defineProperty(Navigator.prototype, "wakeLock", {
    configurable: true,
    get: () => ({
      request: async () => {
        calls.requested += 1;
        const listeners = [];
        calls.last = {
          released: false,
          addEventListener: (type, listener) => listeners.push(listener),
          release: async function () {
            calls.released += 1;
            this.released = true;
            listeners.forEach((listener) => listener());
          },
        };
        return calls.last;
      },
    }),
  });
})();
"""


def test_the_screen_stays_on_until_one_tap_turns_it_off(
    page: Page, screenshot: Callable[[str], Path]
) -> None:
    page.add_init_script(WAKE_LOCK_STUB)
    game = api_game(page, ["Ann", "Bob"])
    page.goto(game["urls"]["edit"])
    switch = page.get_by_role("button", name="Keep the screen on")
    expect(switch).to_be_visible()
    expect(switch).to_have_attribute("aria-pressed", "true")
    expect(page.locator("html")).to_have_attribute("data-wake-lock", "on")
    screenshot("board-wake-lock")
    # The phone lets the lock go when the page is hidden; back in view, the page asks again.
    page.evaluate("window.__wakeLock.last.release()")
    expect(page.locator("html")).to_have_attribute("data-wake-lock", "off")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    expect(page.locator("html")).to_have_attribute("data-wake-lock", "on")
    assert page.evaluate("window.__wakeLock.requested") == 2
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "false")
    expect(page.locator("html")).to_have_attribute("data-wake-lock", "off")
    assert page.evaluate("[window.__wakeLock.requested, window.__wakeLock.released]") == [2, 2]
    page.get_by_role("link", name="Enter deal 1").click()  # off stays off on every page
    expect(page.locator("html")).to_have_attribute("data-wake-lock", "off")
    assert page.evaluate("window.__wakeLock.requested") == 0
    page.go_back()
    switch.click()
    expect(page.locator("html")).to_have_attribute("data-wake-lock", "on")


def test_no_wake_lock_no_switch(page: Page) -> None:
    page.add_init_script("delete Navigator.prototype.wakeLock;")
    game = api_game(page, ["Ann", "Bob"])
    page.goto(game["urls"]["edit"])
    expect(page.get_by_role("link", name="Enter deal 1")).to_be_visible()
    assert page.evaluate("'wakeLock' in navigator") is False
    expect(page.get_by_role("button", name="Keep the screen on")).to_be_hidden()
    expect(page.locator("html")).not_to_have_attribute("data-wake-lock", "on")


def test_the_switch_line_keeps_its_room_from_the_first_paint(
    page: Page, browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    """Issue 49, item 12: the switch's line is drawn with the page, unseen until the script finds
    the phone can keep the screen on: the game's title is where it is with the switch shown and
    without it (shown by the script, the line moved the scoreboard down: CLS 0.057-0.098)."""
    game = api_game(page, ["Ann", "Bob"])
    tops = []
    for can in (True, False):
        context = browser.new_context(**browser_context_args)
        try:
            phone = context.new_page()
            phone.add_init_script(WAKE_LOCK_STUB if can else "delete Navigator.prototype.wakeLock;")
            phone.goto(game["urls"]["edit"])
            ready(phone)
            switch = phone.get_by_role("button", name="Keep the screen on")
            expect(switch).to_be_visible() if can else expect(switch).to_be_hidden()
            tops.append((phone.get_by_role("heading", level=1).bounding_box() or {})["y"])
        finally:
            context.close()
    assert tops[0] == tops[1], f"the title moved with the switch: {tops}"


def test_the_scoreboards_minified_scripts_and_styles_work(page: Page) -> None:
    """Our scripts and stylesheets are sent minified (scorekeeper/web/static_files.py): each one the
    scoreboard loads comes minified, runs without an error, and its styles hold."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    game = api_game(page, ["Ann", "Bob"])
    players = [player("Ann", ("KS KH KD",)), player("Bob", hand="9D 4S")]
    api_deal(page, game, {"wild_rank": "A", "went_out": "Ann", "players": players})
    with page.expect_response(lambda response: "/static/js/ready.js" in response.url) as last:
        page.goto(game["urls"]["edit"])
    ready(page)
    assert not last.value.text().startswith("//")  # the file's opening comment is gone
    expect(page.locator(".sheet-row").first).to_have_css("display", "grid")  # games.css
    expect(page.locator(".total").first).to_have_css("container-type", "inline-size")  # games.css
    page.locator("#deal-1 summary").click()  # htmx loads the deal's detail as it opens
    expect(page.locator("#deal-1 [hx-trigger]")).to_have_count(0)
    expect(page.locator("#deal-1 .deal-detail")).not_to_be_empty()
    assert errors == []
