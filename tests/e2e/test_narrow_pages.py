"""The narrowest phone (360 x 640, issue 42, item 6): the language switcher at the foot of
every page keeps each name whole and apart, with the app's languages and more, and is reached
from the top bar; and the record's chart of running totals stays
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


SWITCHER_LAID_OUT = """row => [...row.querySelectorAll("button")].map(button => {
    const box = button.getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(button);
    return { name: button.textContent, left: box.left, right: box.right, top: box.top,
             bottom: box.bottom, cut: button.scrollWidth > button.clientWidth + 1,
             lines: text.getClientRects().length };
})"""
"""Each switcher button's box, whether its name is cut, and how many lines its name takes."""

MORE_LANGUAGES = ("Nederlands", "Svenska", "Türkçe", "Русский")
"""Names a switcher must also take: the languages the app may speak next."""


def test_the_language_switcher_fits_a_narrow_phone_with_more_languages(page: Page) -> None:
    """What matters on a 360 px phone, with the app's languages and four more: every name is
    whole on one line and inside the screen, no two names overlap, each a tap target of 44 px
    (rows wrap when the names outgrow one)."""
    page.set_viewport_size(SMALL)
    page.goto("/rules")
    for code, name in LANGUAGES.items():
        page.locator(f".language-switch button[value={code}]").click()
        expect(page.locator(f"html[lang={code}]")).to_have_count(1)
        switch = page.locator(".language-switch")
        expect(switch.locator("button[aria-current]")).to_have_text(name)
        switch.evaluate(
            "(row, names) => names.forEach(name => {"
            " const more = row.querySelector('button:not([aria-current])').cloneNode();"
            " more.textContent = more.value = name; row.append(more); })",
            list(MORE_LANGUAGES),
        )
        boxes = switch.evaluate(SWITCHER_LAID_OUT)
        assert len(boxes) == len(LANGUAGES) + len(MORE_LANGUAGES)
        for box in boxes:
            assert box["left"] >= 0 and box["right"] <= SMALL["width"], (code, box)
            assert not box["cut"] and box["lines"] == 1, (code, box)
            assert box["bottom"] - box["top"] >= 44, (code, box)
        for index, one in enumerate(boxes):
            for other in boxes[index + 1 :]:
                apart = (
                    one["right"] <= other["left"] + 0.5
                    or other["right"] <= one["left"] + 0.5
                    or one["bottom"] <= other["top"] + 0.5
                    or other["bottom"] <= one["top"] + 0.5
                )
                assert apart, (code, one, other)


def test_the_switcher_is_reached_from_the_top_of_every_page(page: Page) -> None:
    """The top bar names the page's language and leads to the switcher at the foot, without
    scripts, on a 360 px phone in every language."""
    page.set_viewport_size(SMALL)
    page.goto("/rules")
    for code in LANGUAGES:
        page.locator(f".language-switch button[value={code}]").click()
        expect(page.locator(f"html[lang={code}]")).to_have_count(1)
        page.evaluate("window.scrollTo(0, 0)")
        link = page.locator(".topbar .topbar-language")
        expect(link).to_be_in_viewport()
        expect(link).to_contain_text(code.upper())
        box = link.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= SMALL["width"], code
        assert box["width"] >= 44 and box["height"] >= 44, code
        link.click()
        expect(page.locator(".language-switch:target")).to_be_in_viewport()


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
