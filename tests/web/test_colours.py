"""The players' colours pass WCAG AA as used, in the light and the dark colour scheme (issue:
"What every score pad has", item 2): an avatar's letter, drawn in the page's background colour
on the player's colour, and the player's colour on the page's background and surfaces (a
scoreboard tile's side, a chart's line), each at least 4.5:1 (WCAG 2.1, 1.4.3 and 1.4.11).
The colours are read from the stylesheet the pages use."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorekeeper.scorebook.changes.people import COLOURS
from scorekeeper.web.look_form import COLOUR_NAMES

CSS = (Path(__file__).resolve().parents[2] / "static" / "css" / "app.css").read_text()
AA = 4.5


def luminance(hex_colour: str) -> float:
    """WCAG 2.1's relative luminance of ``#rrggbb``."""
    channels = [int(hex_colour[index : index + 2], 16) / 255 for index in (1, 3, 5)]
    red, green, blue = (
        value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
        for value in channels
    )
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: str, other: str) -> float:
    lighter, darker = sorted((luminance(one), luminance(other)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def scheme(dark: bool) -> str:
    """The stylesheet's rules for one colour scheme: those inside its dark media queries, or
    those outside them."""
    parts = re.split(r"@media \(prefers-color-scheme: dark\) \{", CSS)
    inside = [re.split(r"\n\}\n", part, maxsplit=1)[0] for part in parts[1:]]
    outside = [parts[0], *(re.split(r"\n\}\n", part, maxsplit=1)[-1] for part in parts[1:])]
    return "\n".join(inside if dark else outside)


def value(css: str, pattern: str) -> str:
    found = re.findall(pattern, css)
    assert found, pattern
    return found[-1]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("colour", COLOURS)
def test_each_colour_passes_aa_against_the_page_in_both_schemes(colour: str, dark: bool) -> None:
    css = scheme(dark)
    own = value(css, rf"\.colour-{colour} \{{ --colour: (#[0-9a-f]{{6}}); \}}")
    backgrounds = [value(css, rf"--{name}: (#[0-9a-f]{{6}});") for name in ("bg", "surface")]
    for background in backgrounds:
        assert contrast(own, background) >= AA, (colour, own, background)


def test_every_colour_has_its_words_in_order() -> None:
    assert tuple(COLOUR_NAMES) == COLOURS


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("tone", ["red", "blue", "green", "yellow", "black", "orange"])
def test_each_numbered_cards_colour_reads_on_the_page_and_a_card(tone: str, dark: bool) -> None:
    """Numbered cards and tiles (012 Phase 10, 013 Rummikub) show their number in their colour
    (templates/cards/_card.html): on the page, a picker's button and a used one, 4.5:1 or more
    in both schemes (WCAG 2.1, 1.4.3)."""
    css = scheme(dark)
    own = value(css, rf"--tone-{tone}: (#[0-9a-f]{{6}});")
    names = ("bg", "card-bg", "surface")
    backgrounds = [value(css, rf"--{name}: (#[0-9a-f]{{6}});") for name in names]
    for background in backgrounds:
        assert contrast(own, background) >= AA, (tone, own, background)
