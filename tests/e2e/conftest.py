"""Fixtures for driving the app in real Chromium at a phone's size."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from playwright.sync_api import Browser, Page, expect

from scorekeeper import create_app
from tests.apps import database_settings
from tests.e2e.results import RESULTS
from tests.live_server import serving

SYSTEM_CHROMIUM = Path("/usr/bin/chromium")
EXPECT_TIMEOUT = 15_000
"""How long an expectation waits for the page, in milliseconds: room for a busy 2-core machine
(a save is a POST and the scoreboard's GET). Passing tests never wait for it to run out."""

expect.set_options(timeout=EXPECT_TIMEOUT)
BROWSER_RAN = pytest.StashKey[str]()


@pytest.fixture(scope="session", autouse=True)
def browser_named(
    browser: Browser, browser_type_launch_args: dict[str, Any], pytestconfig: pytest.Config
) -> None:
    """Note which browser, and which version of it, the tests drive: said at the run's end."""
    where = browser_type_launch_args.get("executable_path", "Playwright's own")
    ran = f"{browser.browser_type.name} {browser.version} ({where})"
    pytestconfig.stash[BROWSER_RAN] = ran
    worker_output = getattr(pytestconfig, "workeroutput", None)  # a pytest-xdist worker's
    if worker_output is not None:
        worker_output["browser_ran"] = ran


def pytest_testnodedown(node: Any, error: object) -> None:
    """With pytest-xdist, the browser a worker drove, said at the run's end too."""
    ran = getattr(node, "workeroutput", {}).get("browser_ran")
    if ran:
        node.config.stash[BROWSER_RAN] = ran


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    ran = config.stash.get(BROWSER_RAN, None)
    if ran:
        terminalreporter.write_sep("-", f"end-to-end tests ran in {ran}")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Use the system's Chromium where there is one, else Playwright's own."""
    if not SYSTEM_CHROMIUM.exists():
        return browser_type_launch_args
    return {
        **browser_type_launch_args,
        "executable_path": str(SYSTEM_CHROMIUM),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """A phone held upright: 390 x 844 CSS pixels, touch, mobile viewport rules."""
    return {
        **browser_context_args,
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    }


QUICK_POLLS = {
    "SCOREBOARD_POLL_SECONDS": 1,
    "SEAT_LIVE_SECONDS": 1,
    "SEAT_DRAFTS_POLL_MS": 250,
}
"""How often the live server's pages ask it what changed, quicker than in play (a view page's
scoreboard every 4 s, a seat page every 3 s, or 6 before its first card, the scorekeeper's form
for the seats' drafts every second): a test waits for what a question brings (a seat's draft in
the form, a seat following the scorekeeper to the next deal), and the tests with several phones
spent most of their time waiting for the next question. The pages and their scripts are the
same; :func:`ordinary_polls` gives a test the intervals of play."""


@pytest.fixture(scope="session")
def live_app(tmp_path_factory: pytest.TempPathFactory) -> Flask:
    """The app the live server serves: a migrated database of its own, and :data:`QUICK_POLLS`."""
    database = tmp_path_factory.mktemp("live") / "live.sqlite3"
    return create_app(
        {
            "SECRET_KEY": "e2e",
            "RATELIMIT_ENABLED": False,  # every test makes its games from 127.0.0.1
            **QUICK_POLLS,
            **database_settings(database, migrated=True),
        }
    )


@pytest.fixture(scope="session")
def live_server(live_app: Flask) -> Iterator[str]:
    """Serve the app from a background thread; yield its base URL, like ``http://127.0.0.1:PORT``."""
    with serving(live_app) as url:
        yield url


@pytest.fixture
def ordinary_polls(live_app: Flask) -> Iterator[None]:
    """For one test about the pages' rhythm itself: the live server's pages ask as often as in
    play (the app's own intervals, not :data:`QUICK_POLLS`)."""
    for key in QUICK_POLLS:
        live_app.config.pop(key)
    try:
        yield
    finally:
        live_app.config.update(QUICK_POLLS)


@pytest.fixture(scope="session")
def base_url(live_server: str) -> str:
    """Let ``page.goto("/")`` reach the live server."""
    return live_server


@pytest.fixture(autouse=True)
def no_policy_violations(page: Page) -> Iterator[list[str]]:
    """Fail a test whose page broke the Content-Security-Policy: Chromium reports each
    refused inline script, style or eval as a console error."""
    refused: list[str] = []
    page.on(
        "console",
        lambda message: (
            refused.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    yield refused
    assert refused == []


@pytest.fixture
def screenshot(page: Page) -> Callable[[str], Path]:
    """A function that saves the whole page as ``test-results/<name>.png`` and returns the path."""

    def save(name: str) -> Path:
        path = RESULTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return save
