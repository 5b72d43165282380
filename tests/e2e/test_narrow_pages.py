"""The narrowest phone (360 x 640, issue 42, item 6): the language switcher at the foot of
every page stays on one line in each language, and the record's chart of running totals stays
readable for a long game: its labels inside the screen, a marker every few deals rather than a
band of them. In real Chromium."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from scorekeeper.words.languages import LANGUAGES

SMALL = {"width": 360, "height": 640}
DEAL = {
    "wild_rank": "K",
    "players": [
        {"name": "Ann", "melds": [["2H", "3H", "4H"]], "hand": ["9C"]},
        {"name": "Bob", "melds": [["5S", "6S", "7S"]], "laid_off": ["8S"]},
        {"name": "Cy", "hand": ["2C"]},
    ],
    "went_out": "Bob",
}


def test_the_language_switcher_is_one_line_in_every_language(page: Page) -> None:
    page.set_viewport_size(SMALL)
    page.goto("/rules")
    for code, name in LANGUAGES.items():
        page.locator(f".language-switch button[value={code}]").click()
        expect(page.locator(f"html[lang={code}]")).to_have_count(1)
        switch = page.locator(".language-switch")
        expect(switch.locator("button[aria-current]")).to_have_text(name)
        middles = switch.locator("button").evaluate_all(
            "items => items.map(item => {"
            " const box = item.getBoundingClientRect();"
            " return Math.round(box.top + box.height / 2); })"
        )
        assert len(set(middles)) == 1, (code, middles)


def test_the_record_of_a_long_game_keeps_its_chart_readable(
    page: Page, base_url: str, screenshot: Callable[[str], Path]
) -> None:
    body = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"], "options": {"target": 10**6}}
    game = page.request.post(f"{base_url}/api/v1/games", data=body).json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    for _ in range(40):
        answer = page.request.post(
            f"{base_url}/api/v1/games/{game['id']}/deals", data=DEAL, headers=auth
        )
        assert answer.status == 201, answer.text()
    page.set_viewport_size(SMALL)
    page.goto(f"/g/{game['id']}/record")
    chart = page.locator("figure.chart svg").first
    expect(chart).to_be_visible()
    chart.scroll_into_view_if_needed()
    labels = chart.locator("text").evaluate_all(
        "texts => texts.map(text => [text.textContent, text.getBoundingClientRect().left,"
        " text.getBoundingClientRect().right])"
    )
    inside = [0 <= left and right <= SMALL["width"] for _, left, right in labels]
    assert labels and all(inside), labels
    for series in range(3):
        markers = chart.locator(f"g.series-{series} use").count()
        assert 1 <= markers <= 12, (series, markers)
    chart.screenshot(path=str(screenshot("record-chart-40-deals")))
    page.emulate_media(color_scheme="dark")  # issue 42: looked at in both schemes
    chart.screenshot(path=str(screenshot("record-chart-40-deals-dark")))
    page.emulate_media(color_scheme="light")
