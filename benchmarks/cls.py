"""How much the card pages jump as they open: Cumulative Layout Shift (CLS) in real Chromium.

Run: ``.venv/bin/python benchmarks/cls.py [--loads N] [--only WORDS]`` (from the repository
root, with the development packages: ``bash scripts/test`` installs Playwright). It serves the
app with gunicorn and the committed ``gunicorn.conf.py`` on 127.0.0.1 over a throw-away SQLite
database (the server stops when the script ends, and by itself after ``SERVER_LIFETIME`` seconds
should the script not), starts a 4-player 5000 Rummy game with its seat link, and opens each
page where cards are tapped in, ``--loads`` times (5) at 360 x 640 and at 390 x 844:

- the deal form (``/e/<key>/deals/new``), its card picker docked and open at the wild rank;
- the dealer's seat page (``/s/<key>/1``: Ann deals, the row of wild ranks above the dock) and
  another player's (``/s/<key>/2``);
- the meld checker (``/check``), alone and opened from the game (``/check?game=<id>``);
- the scorekeeper's scoreboard (``/e/<key>``), where the switch "Keep the screen on" shows
  (issue 49, item 12);
- the deal form as the seats hand in (a second game, its four seats held by phones through the
  API): the form opened and still, then the dealer's wild rank and each seat's draft sent, one
  after another, each waited for on the form ("N/4 handed in"), the sheet by Save growing with
  the phones' line; then Save, for the next load's deal (issue 49, item 12).

A page's CLS is Chromium's Layout Instability API's: the largest session window (shifts less
than 1 s apart, 5 s at most) of ``layout-shift`` entries that had no recent input
(``hadRecentInput``: nothing is tapped here). It is read once the page has run its scripts
(``data-ready``), has no htmx request under way and has not shifted for ``QUIET_MS``. It prints
one line per page and size, the largest and the mean of the loads, and ends with

    CLS max=<largest of all> (aim: under 0.05)

and exits non-zero when a page's largest reaches ``AIM``. ``--only`` measures only the pages whose
name holds its words ("scoreboard", "handing in"). Each phone comes from an address of its own
(``X-Forwarded-For``, gunicorn run with ``TRUSTED_PROXIES=1``): a game's seats may be claimed
only a few times an hour from one address.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path

try:
    from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright
except ImportError:
    sys.exit(
        "benchmarks/cls.py needs Playwright, one of the development packages: run "
        "'bash scripts/test' once (it installs requirements/dev.lock into .venv and Chromium), "
        "then '.venv/bin/python benchmarks/cls.py'."
    )

ROOT = Path(__file__).resolve().parent.parent
SYSTEM_CHROMIUM = Path("/usr/bin/chromium")
SERVER_LIFETIME = 1800
"""Seconds after which gunicorn stops by itself, should this script not stop it."""
AIM = 0.05
QUIET_MS = 1500
"""How long a page must go without shifting before its CLS is read: longer than a session
window's 1 s gap, and than the deal form's 500 ms wait before it asks for the sheet by Save."""
SIZES = ((360, 640), (390, 844))
DEAL = (
    {"melds": [["KS", "KH", "KD"], ["5C", "6C", "7C"]], "went_out": True},
    {"melds": [["AS", "AH", "AD"]], "hand": ["9D", "4S"]},
    {"hand": ["QC"]},
    {"hand": ["3H", "3C"]},
)
"""Each seat's draft of every deal the seats hand in, twos wild: Ann goes out."""
MOBILE = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 1.6 * 1024 * 1024 / 8,
    "uploadThroughput": 750 * 1024 / 8,
}
"""A phone on a middling connection, as Lighthouse's mobile runs take it (150 ms, 1.6 Mbit/s
down), its CPU 4 times slower than this machine's: on 127.0.0.1 at full speed the scripts run
before the first paint, and what they reveal moves nothing anybody saw."""
PLAYERS = ("Ann", "Bob", "Cy", "Dee")

LAYOUT_SHIFT = """(() => {
  let largest = 0, window_ = 0, first = 0, last = 0;
  window.lastShiftAt = 0;
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue;
      const joins = window_ && shift.startTime - last < 1000 && shift.startTime - first < 5000;
      window_ = joins ? window_ + shift.value : shift.value;
      if (!joins) first = shift.startTime;
      last = shift.startTime;
      largest = Math.max(largest, window_);
      window.lastShiftAt = performance.now();
    }
  }).observe({ type: "layout-shift", buffered: true });
  Object.defineProperty(window, "layoutShift", { get: () => largest });
})();"""
"""Run in every page before its own scripts: ``window.layoutShift`` is the page's CLS so far
(as benchmarks/entry.py counts it), ``window.lastShiftAt`` when it last shifted."""

SETTLED = f"""() => performance.now() - window.lastShiftAt > {QUIET_MS}
    && document.documentElement.dataset.ready === "true"
    && !document.querySelector(".htmx-request")"""
"""The page has run its scripts, asks htmx for nothing and has been still for ``QUIET_MS``."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def gunicorn(folder: str) -> Iterator[str]:
    """gunicorn with the committed config on 127.0.0.1 over a new SQLite database in ``folder``,
    in its own process group, until the block ends; yields its base URL."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder}/cls.sqlite3",
        "SECRET_KEY": "cls",
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "2",
        "TRUSTED_PROXIES": "1",
    }
    venv = Path(sys.executable).parent
    subprocess.run(
        [venv / "flask", "--app", "scorekeeper", "db", "upgrade"],
        env=env,
        check=True,
        capture_output=True,
    )
    command = [str(venv / "gunicorn"), "-c", "gunicorn.conf.py", "--access-logfile", "/dev/null"]
    server = subprocess.Popen(
        ["timeout", str(SERVER_LIFETIME), *command],
        cwd=ROOT,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                with urllib.request.urlopen(f"{url}/api/v1/variants", timeout=5):
                    break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
        server.wait()


PHONES = iter(range(1, 1_000_000))
"""Each phone's own address on the table's wifi (``X-Forwarded-For``, believed by gunicorn's app
under ``TRUSTED_PROXIES=1``): a seat's claims are counted per address, a game's players and two
more an hour, and every phone here comes from 127.0.0.1."""


def phone(browser: Browser, width: int, height: int) -> BrowserContext:
    """A new phone of that size whose pages count their layout shifts. Not emulated as a mobile
    with touch: Chromium's mobile emulation notes an input of its own just before the first
    paint, and every shift of the next 500 ms or more came with ``hadRecentInput`` (the picker's
    hint shown by its script, 0.099 on the deal form, was not counted)."""
    number = next(PHONES)
    context = browser.new_context(
        viewport={"width": width, "height": height},
        device_scale_factor=2,
        extra_http_headers={
            "X-Forwarded-For": f"10.{number // 65536}.{number // 256 % 256}.{number % 256}"
        },
    )
    context.add_init_script(LAYOUT_SHIFT)
    return context


@dataclass
class Seated:
    """The second game, whose four seats are held by phones through the API: its links, and the
    deal being played."""

    base_url: str
    edit_url: str
    view_id: str
    seat_key: str
    deal: int = 1

    def send(self, path: str, key: str, body: dict[str, object], phone: str = "") -> None:
        """PUT ``body`` as JSON to the API's ``path`` with ``key`` (and a seat's phone token)."""
        headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        if phone:
            headers["Seat-Phone"] = phone
        request = urllib.request.Request(
            f"{self.base_url}/api/v1/games/{self.view_id}{path}",
            data=json.dumps(body).encode(),
            headers=headers,
            method="PUT",
        )
        with urllib.request.urlopen(request, timeout=30):
            pass


def start_game(browser: Browser, base_url: str) -> tuple[str, str, str, str]:
    """Start a 4-player 5000 Rummy game on a phone; its edit URL, seat URL, checker link and
    view id."""
    context = phone(browser, *SIZES[1])
    page = context.new_page()
    page.goto(f"{base_url}/games/new?variant=5000-rummy")
    for number, name in enumerate(PLAYERS, start=1):
        page.get_by_label(f"Player {number}", exact=True).fill(name)
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Deal 1: Ann deals.")).to_be_visible()
    edit_url = page.url
    seat_url = page.locator("#seat-link .share-link a").get_attribute("href") or ""
    checker = page.locator(".topbar [data-checker-link]").get_attribute("href") or ""
    page.goto(f"{edit_url}/deals/new")
    drafts = page.locator("#seat-drafts").get_attribute("data-drafts-url") or ""
    context.close()
    view_id = drafts.split("/games/", 1)[1].split("/", 1)[0]
    return edit_url, seat_url, checker, view_id


def pages(browser: Browser, base_url: str) -> tuple[dict[str, str], Seated]:
    """Start the games: the pages to measure of the first, by name; the second, for the deal
    form as the seats hand in."""
    edit_url, seat_url, checker, _ = start_game(browser, base_url)
    seated_edit, seated_seats, _, view_id = start_game(browser, base_url)
    return {
        "deal form": f"{edit_url}/deals/new",
        "seat page, dealer": f"{seat_url}/1",
        "seat page, another player": f"{seat_url}/2",
        "meld checker": f"{base_url}/check",
        "meld checker, from the game": f"{base_url}{checker}",
        "scoreboard": edit_url,
    }, Seated(base_url, seated_edit, view_id, seated_seats.rsplit("/", 1)[1])


def slow_phone(browser: Browser, width: int, height: int) -> tuple[BrowserContext, Page]:
    """A new phone of that size and a page on it, with a phone's network and CPU."""
    context = phone(browser, width, height)
    page = context.new_page()
    slow = context.new_cdp_session(page)
    slow.send("Network.emulateNetworkConditions", MOBILE)
    slow.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    return context, page


def measure(browser: Browser, url: str, width: int, height: int) -> float:
    """Open ``url`` on a new phone of that size; the page's CLS once it has settled. A seat page
    is opened as a player opens it, by their name on "Who are you?", and its seat let go of
    after ("Change seat"), for the next phone to take."""
    context, page = slow_phone(browser, width, height)
    if "/s/" in url:
        seat_url, place = url.rsplit("/", 1)
        page.goto(seat_url)
        page.get_by_role("button", name=PLAYERS[int(place) - 1], exact=True).click()
        expect(page.locator("form[data-ready]")).to_have_count(1)
    else:
        page.goto(url)
    page.wait_for_function(SETTLED, polling=100)
    shift = float(page.evaluate("window.layoutShift"))
    if "/s/" in url:
        page.get_by_role("button", name="Change seat").click()
        expect(page.get_by_role("heading", name="Who are you?")).to_be_visible()
    context.close()
    return shift


def measure_handing_in(browser: Browser, game: Seated, width: int, height: int) -> float:
    """The scorekeeper's form for the deal being played, opened on a new phone of that size and
    left to settle; then the dealer's wild rank and the four seats' drafts arrive one by one, each
    waited for on the form; the form's CLS once it has settled again. Save stores the deal."""
    context, page = slow_phone(browser, width, height)
    page.goto(f"{game.edit_url}/deals/new")
    expect(page.get_by_role("heading", name=f"Deal {game.deal}", exact=True)).to_be_visible()
    page.wait_for_function(SETTLED, polling=100)
    edit_key = game.edit_url.rstrip("/").rsplit("/", 1)[1]
    game.send(f"/deals/{game.deal}/wild-rank", edit_key, {"wild_rank": "2"})
    expect(page.locator("select#wild_rank")).to_have_value("2")
    count = page.locator("[data-seat-count]")
    for seat, draft in enumerate(DEAL, start=1):
        path = f"/deals/{game.deal}/drafts/{seat}"
        game.send(path, game.seat_key, {**draft, "handed_in": True}, f"cls-phone-of-seat-{seat}")
        expect(count).to_have_text(f"{seat}/{len(DEAL)} handed in", timeout=30_000)
    page.wait_for_function(SETTLED, polling=100)
    shift = float(page.evaluate("window.layoutShift"))
    page.get_by_role("button", name=f"Save deal {game.deal}: all handed in").click()
    expect(page.get_by_text(f"Deal {game.deal} saved.")).to_be_visible()
    game.deal += 1
    context.close()
    return shift


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--loads", type=int, default=5, help="loads of each page at each size")
    parser.add_argument("--only", default="", help="only the pages whose name holds this")
    arguments = parser.parse_args()
    loads, only = arguments.loads, arguments.only
    executable = str(SYSTEM_CHROMIUM) if SYSTEM_CHROMIUM.exists() else None
    largest = 0.0
    with tempfile.TemporaryDirectory() as folder, gunicorn(folder) as base_url:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
            urls, seated = pages(browser, base_url)
            measures: dict[str, Callable[[int, int], float]] = {
                name: partial(measure, browser, url) for name, url in urls.items()
            }
            measures["deal form, the seats handing in"] = partial(
                measure_handing_in, browser, seated
            )
            for name, measured in measures.items():
                if only and only not in name:
                    continue
                for width, height in SIZES:
                    shifts = [measured(width, height) for _ in range(loads)]
                    largest = max(largest, *shifts)
                    print(
                        f"{name} at {width}x{height}: max={max(shifts):.3f} "
                        f"mean={statistics.mean(shifts):.3f} ({loads} loads)",
                        flush=True,
                    )
            browser.close()
    print(f"CLS max={largest:.3f} (aim: under {AIM})")
    if largest >= AIM:
        sys.exit(1)


if __name__ == "__main__":
    main()
