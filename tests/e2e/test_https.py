"""A phone on the Wi-Fi (issue 24, item 7), in real Chromium: it reaches the app by a name that
is not 127.0.0.1 (``scorekeeper.test``, which this browser alone resolves to 127.0.0.1, so no
traffic leaves the loopback), as it reaches ``HOST=0.0.0.0 bash scripts/run`` by the computer's
address. Over plain http the page is not a secure context: the scorekeeper's page says what the
phone misses and how to get it. Over the https of ``HTTPS=1 bash scripts/run`` the phone gets
the service worker and the screen wake lock API.

The browser trusts the server's key (a Chromium switch) as a phone that installed the
authority trusts what it signs: trusting the authority itself would need the system's
certificate store. That the certificate chain holds is tested in tests/test_home_serving.py.
Headless Chromium grants the screen wake lock, so the test sees the page hold it."""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterator
from hashlib import sha256
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from playwright.sync_api import Browser, BrowserType, Page, expect

from tests.apps import sqlite_only
from tests.e2e.entry import new_game
from tests.e2e.phone import axe_violations, ready
from tests.e2e.results import RESULTS
from tests.gunicorn_server import scripts_run_serving

PHONE_NAME = "scorekeeper.test"


def trusting(server_certificate: Path) -> str:
    """Chromium's switch that trusts the server's key (the hash of the certificate's public
    key, as ``--ignore-certificate-errors-spki-list`` takes it)."""
    certificate = x509.load_pem_x509_certificate(server_certificate.read_bytes())
    key = certificate.public_key().public_bytes(Encoding.DER, PublicFormat.SubjectPublicKeyInfo)
    fingerprint = base64.b64encode(sha256(key).digest()).decode()
    return f"--ignore-certificate-errors-spki-list={fingerprint}"


@pytest.fixture
def phone(
    browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
    browser_context_args: dict[str, Any],
) -> Iterator[Callable[..., Page]]:
    """A function that opens a phone's page on the app at ``url`` reached by
    :data:`PHONE_NAME`, in a Chromium of its own (launched as the session's, with the resolver
    rule and any ``switches``); the test fails if a page broke the Content-Security-Policy."""
    browsers: list[Browser] = []
    refused: list[str] = []

    def open_phone(url: str, *switches: str) -> Page:
        rule = f"--host-resolver-rules=MAP {PHONE_NAME} 127.0.0.1"
        args = [*browser_type_launch_args.get("args", []), rule, *switches]
        browser = browser_type.launch(**{**browser_type_launch_args, "args": args})
        browsers.append(browser)
        address = urlsplit(url)
        base_url = f"{address.scheme}://{PHONE_NAME}:{address.port}"
        page = browser.new_page(**{**browser_context_args, "base_url": base_url})
        page.on(
            "console",
            lambda message: (
                refused.append(message.text) if "Content Security Policy" in message.text else None
            ),
        )
        return page

    yield open_phone
    for browser in browsers:
        browser.close()
    assert refused == []


def test_over_plain_http_the_scorekeepers_page_says_what_is_missing(
    phone: Callable[..., Page], live_server: str
) -> None:
    page = phone(live_server)  # the app as the other end-to-end tests serve it
    page.set_viewport_size({"width": 360, "height": 640})  # the note on the smallest phone
    new_game(page, ["Ann", "Bob"])
    assert page.url.startswith(f"http://{PHONE_NAME}:")
    assert page.evaluate("window.isSecureContext") is False
    assert page.evaluate("'serviceWorker' in navigator || 'wakeLock' in navigator") is False
    note = page.get_by_role("note")
    expect(note).to_be_visible()
    expect(note).to_contain_text(
        "This phone reached the app without https: it cannot keep the score on screen if the"
        " Wi-Fi drops, nor keep the screen on."
    )
    box = note.bounding_box()  # in the first screen of the keeper's page (issue 42, item 4)
    assert box is not None and box["y"] + box["height"] <= 640
    expect(page.get_by_role("button", name="Keep the screen on")).to_be_hidden()
    note.screenshot(path=RESULTS / "plain-http-note.png")
    assert axe_violations(page) == []
    note.get_by_role("link", name="How to switch on https").click()
    expect(page.get_by_role("heading", name="Https at the table")).to_be_visible()
    expect(page.get_by_text("HTTPS=1 HOST=0.0.0.0 bash scripts/run")).to_be_visible()
    assert axe_violations(page) == []


@sqlite_only
def test_over_https_the_phone_gets_the_service_worker_and_the_wake_lock(
    phone: Callable[..., Page], tmp_path: Path
) -> None:
    with (
        (tmp_path / "run.log").open("wb") as log,
        scripts_run_serving(
            tmp_path / "https.sqlite3", log, HTTPS="1", HTTPS_DIR=str(tmp_path / "https")
        ) as url,
    ):
        page = phone(url, trusting(tmp_path / "https" / "server.crt"))
        new_game(page, ["Ann", "Bob"])
        assert page.url.startswith(f"https://{PHONE_NAME}:")
        assert page.evaluate("window.isSecureContext") is True
        expect(page.locator("[data-secure-note]")).to_be_hidden()
        page.evaluate("navigator.serviceWorker.ready")
        page.reload()
        ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null") is True
        expect(page.get_by_role("button", name="Keep the screen on")).to_be_visible()
        expect(page.locator("html")).to_have_attribute("data-wake-lock", "on")  # granted
