from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect


def test_home_page_fits_a_phone(page: Page, screenshot: Callable[[str], Path]) -> None:
    page.goto("/")
    expect(page.get_by_role("heading", name="Scorekeeper")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot("home")
