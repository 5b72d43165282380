"""Lighthouse (mobile) on the deal form as a phone opens it again with its own draft restored.

Run: ``(cd benchmarks/lighthouse && npm ci)`` once, then ``.venv/bin/python benchmarks/lighthouse.py
[runs] [--traces FOLDER]`` from the repository root (default 5 runs; ``--traces`` keeps each run's
trace and DevTools log in FOLDER, as ``<draft|no_draft>-<run>-0.trace.json``, to open in
Chromium's Performance panel for profiling). It serves the app on 127.0.0.1 from a
background thread with a throw-away SQLite database (the server stops when the script ends),
starts a 4-player 5000 Rummy game in Chromium and opens deal 1's form, where it types a whole
deal (the first deal of benchmarks/entry.py: 27 cards in 11 fields) as a scorekeeper would, so
that the phone keeps it as its draft (static/js/deal-draft.js). It then closes that browser and
runs Lighthouse (mobile form factor, its default simulated throttling: a mid-range phone, 4x
CPU slowdown) on the same form in a Chromium of the same profile, the storage kept
(``--disable-storage-reset``), so the form opens by restoring the draft; and, for comparison,
on the form of a game with no draft. It prints each run's total blocking time (TBT) and
performance score, and the medians:

    LIGHTHOUSE draft tbt_ms=<median> performance=<median> | no_draft tbt_ms=<median> ...

The aim (issue 42, item 6): TBT at most 200 ms with a draft restored. Not part of the tests:
scripts/test needs neither npm nor Lighthouse.
"""

from __future__ import annotations

import argparse
import base64
import importlib.util
import json
import logging
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flask_migrate import upgrade  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402

from scorekeeper import create_app  # noqa: E402

# tests/ is no package, and a dependency (confusables) installs one named "tests": load by path.
_spec = importlib.util.spec_from_file_location("live_server", ROOT / "tests" / "live_server.py")
assert _spec is not None and _spec.loader is not None
live_server = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(live_server)

LIGHTHOUSE = ROOT / "benchmarks" / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = Path("/usr/bin/chromium")
SCREENSHOT = os.environ.get("LIGHTHOUSE_SCREENSHOT")
"""Where to keep each run's final screenshot (``<this>-draft-<run>.jpg``,
``<this>-no_draft-<run>.jpg``), to see the draft restored."""
PLAYERS = ("Ann", "Bob", "Cy", "Dee")
DEAL = {  # benchmarks/entry.py's first deal, kings wild (000 pagat 5000 Rummy)
    "players-0-melds-0": "QS QH QD",
    "players-0-melds-1": "4C 5C 6C 7C",
    "players-1-melds-0": "9H 10H JH",
    "players-1-hand": "2S 3D 8D KH 5S",
    "players-2-hand": "AS 4D 6H 9C JD 3C 2H",
    "players-3-melds-0": "8S 8H 8C",
    "players-3-hand": "5D 10S",
}
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}


@contextmanager
def app_server() -> Iterator[str]:
    """The app on 127.0.0.1 with a throw-away database; yields its base URL."""
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {
                "SECRET_KEY": "lighthouse",
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/lighthouse.sqlite3",
                "RATELIMIT_ENABLED": False,
            }
        )
        with app.app_context():
            upgrade()
        with live_server.serving(app) as url:
            yield url


def deal_form(base_url: str, profile: Path, with_draft: bool) -> str:
    """Start a game in a Chromium of ``profile``; return its deal 1 form's address, after
    typing a whole deal into it (``with_draft``: the phone keeps it as its draft)."""
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=str(CHROMIUM), args=["--no-sandbox"], **PHONE
        )
        page = context.new_page()
        page.goto(f"{base_url}/games/new?variant=5000-rummy")
        for number, name in enumerate(PLAYERS, start=1):
            page.get_by_label(f"Player {number}", exact=True).fill(name)
        page.get_by_role("button", name="Start the game").click()
        page.get_by_role("link", name="Enter deal 1").click()
        expect(page.locator("html")).to_have_attribute("data-ready", "true")
        url = page.url
        if with_draft:
            page.get_by_label("Wild rank (the dealer's upcard)").select_option("K")
            page.get_by_label("Ann", exact=True).check()
            for field, cards in DEAL.items():
                page.locator(f"#{field}").fill(cards)
            expect(page.locator("#players-3-hand")).to_have_value(DEAL["players-3-hand"])
            page.wait_for_function(
                "Object.keys(localStorage).some((key) => key.startsWith('scorekeeper:draft:')"
                " && localStorage.getItem(key).includes('5D 10S'))"
            )
        context.close()
    return url


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def lighthouse(url: str, profile: Path, name: str, traces: Path | None) -> tuple[float, float]:
    """One Lighthouse run (mobile, performance) on ``url`` in a Chromium of ``profile``, its
    storage kept: total blocking time (ms) and the performance score (0-100). With ``traces``,
    the run's report, trace and DevTools log are kept there, named after ``name``."""
    port = free_port()
    chromium = subprocess.Popen(
        [
            str(CHROMIUM),
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--remote-debugging-port={port}",
            f"--user-data-dir={profile}",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    kept = ["--save-assets", f"--output-path={traces / name}.json"] if traces else []
    try:
        report = subprocess.run(
            [
                str(LIGHTHOUSE),
                url,
                f"--port={port}",
                "--only-categories=performance",
                "--disable-storage-reset",
                "--output=json",
                "--quiet",
                *kept,
            ],
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
    finally:
        chromium.terminate()
        chromium.wait()
    result = json.loads((traces / f"{name}.json").read_text() if traces else report.stdout)
    if SCREENSHOT:
        shot = result["audits"]["final-screenshot"]["details"]["data"].split(",", 1)[1]
        Path(f"{SCREENSHOT}-{name}.jpg").write_bytes(base64.b64decode(shot))
    tbt = float(result["audits"]["total-blocking-time"]["numericValue"])
    score = float(result["categories"]["performance"]["score"]) * 100
    return tbt, score


def measure(base_url: str, runs: int, with_draft: bool, traces: Path | None) -> str:
    """``runs`` Lighthouse runs on a deal form (``with_draft``: restoring the phone's draft);
    each run's line, then the medians as ``tbt_ms=... performance=...``. With ``traces``, each
    run's trace is kept there."""
    name = "draft" if with_draft else "no_draft"
    tbts, scores = [], []
    for run in range(1, runs + 1):
        with tempfile.TemporaryDirectory() as folder:
            profile = Path(folder)
            url = deal_form(base_url, profile, with_draft)
            tbt, score = lighthouse(url, profile, f"{name}-{run}", traces)
        tbts.append(tbt)
        scores.append(score)
        print(f"{name} run {run}: tbt_ms={tbt:.0f} performance={score:.0f}", flush=True)
    return (
        f"{name} tbt_ms={statistics.median(tbts):.0f} performance={statistics.median(scores):.0f}"
    )


def main() -> None:
    if not LIGHTHOUSE.exists() or shutil.which("node") is None:
        sys.exit("Run '(cd benchmarks/lighthouse && npm ci)' first: it installs Lighthouse.")
    parser = argparse.ArgumentParser(description="Lighthouse on the deal form, draft restored.")
    parser.add_argument("runs", nargs="?", type=int, default=5, help="runs of each form (5)")
    parser.add_argument(
        "--traces", type=Path, metavar="FOLDER", help="keep each run's trace in FOLDER"
    )
    arguments = parser.parse_args()
    traces = arguments.traces.resolve() if arguments.traces else None
    if traces:
        traces.mkdir(parents=True, exist_ok=True)
    with app_server() as base_url:
        lines = [
            measure(base_url, arguments.runs, True, traces),
            measure(base_url, arguments.runs, False, traces),
        ]
    print("LIGHTHOUSE " + " | ".join(lines))


if __name__ == "__main__":
    main()
