"""The dealer's wild rank reaches a seat's phone on a question the server held (issue 42,
item 5), served as ``bash scripts/run`` serves it (gevent workers): the seat page asks the
table, the question waits on the server while nothing changes, and the scorekeeper's choice of
the wild rank answers it. The time it takes is measured by benchmarks/seats.py, not here.

The end-to-end tests' own server (a thread) holds nothing (``Live-Hold: 0``), so this test
serves the app with ``scripts/run``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, expect

from tests.apps import sqlite_only
from tests.e2e.seats import DRAFT_WAIT, keeper_opens_deal, open_seat, put_away, start_seated_game
from tests.gunicorn_server import scripts_run_serving

FOLLOW_LIVE_ASKS = r"""(() => {
  // Each question the seat page asks the table (seat-live.js): when asked, whether it was
  // under way when the test marked it, and its answer's status and Live-Hold header.
  const asked = [];
  window.liveAsks = asked;
  // <html data-live-waiting> counts the questions under way, for the test to wait on.
  const waiting = () => {
    const count = asked.filter((ask) => ask.status === undefined).length;
    document.documentElement.dataset.liveWaiting = String(count);
  };
  window.markWaiting = () => {
    for (const ask of asked) if (ask.status === undefined) ask.marked = true;
  };
  const fetchOf = window.fetch.bind(window);
  window.fetch = (resource, ...rest) => {
    const answer = fetchOf(resource, ...rest);
    if (!/\/live\?wait=/.test(String(resource))) return answer;
    const ask = { marked: false };
    asked.push(ask);
    waiting();
    answer.then(
      (response) => { ask.hold = response.headers.get("Live-Hold"); ask.status = response.status; },
      () => { ask.status = 0; },
    ).finally(waiting);
    return answer;
  };
})();"""


@sqlite_only
def test_the_wild_rank_answers_a_seats_held_question(
    browser: Browser, browser_context_args: dict[str, Any], tmp_path: Path
) -> None:
    with (
        (tmp_path / "run.log").open("wb") as log,
        scripts_run_serving(tmp_path / "held.sqlite3", log) as url,
    ):
        args = {**browser_context_args, "base_url": url}
        keeper_phone = browser.new_context(**args)
        seat_phone = browser.new_context(**args)
        try:
            keeper = keeper_phone.new_page()
            keeper.goto("/")
            seat_url = start_seated_game(keeper)
            keeper_opens_deal(keeper, 1, None)
            seat_phone.add_init_script(FOLLOW_LIVE_ASKS)
            seat = open_seat(seat_phone, seat_url, "Cy")
            expect(seat.locator("#seat-wild")).not_to_contain_text("Wild rank: 7")
            # The seat's question waits on the server: nothing has changed yet.
            expect(seat.locator("html")).to_have_attribute(
                "data-live-waiting", "1", timeout=DRAFT_WAIT
            )
            seat.evaluate("window.markWaiting()")
            keeper.get_by_label("Wild rank (the dealer's upcard)").select_option("7")
            expect(seat.locator("#seat-wild")).to_contain_text("Wild rank: 7", timeout=DRAFT_WAIT)
            answered = seat.evaluate("window.liveAsks.filter((ask) => ask.marked)")
            # The question under way when the rank was chosen brought it: held, then answered.
            assert {"marked": True, "status": 200, "hold": "25"} in answered, answered
        finally:
            put_away(seat_phone)
            put_away(keeper_phone)
