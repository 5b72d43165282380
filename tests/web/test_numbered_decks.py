"""Numbered cards and tiles in the pages (issue 52, item 1): a game whose packs are Phase 10's
cards (012: 1 to 12 in red, blue, green and yellow, 8 wilds, 4 skips) or Rummikub's tiles (013:
1 to 13 in black, blue, orange and red, 2 jokers) shows its numbers and colours in the card
picker, Phase 10's skip and its wild card, and its cards as numbers in their colours. No preset
plays these decks yet: the tests make games of Rummy's rules with the deck changed."""

from __future__ import annotations

import dataclasses
import html
import json
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from flask.testing import FlaskClient

from scorekeeper.rules import Rank, find_preset, presets
from scorekeeper.words import games as game_words
from tests.web.game_pages import GameActions
from tests.web.referee_pages import check

RUMMY = find_preset("rummy")
TEST_PHASE_10 = dataclasses.replace(
    RUMMY,
    variant="test-phase-10",
    name="Test Phase 10",
    source="a test's own game on 012 Phase 10's cards",
    deck="phase_10",
    decks=2,
    jokers=8,
    removed_ranks=(Rank.KING,),
)
TEST_RUMMIKUB = dataclasses.replace(
    RUMMY,
    variant="test-rummikub",
    name="Test Rummikub",
    source="a test's own game on 013 Rummikub's tiles",
    deck="rummikub",
    decks=2,
    jokers=2,
)


@pytest.fixture(autouse=True)
def numbered_games(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The two test games among the presets and the games' words, for these tests alone."""
    for rules in (TEST_PHASE_10, TEST_RUMMIKUB):
        monkeypatch.setitem(presets._PRESETS, rules.variant, rules)
        words = game_words.GameWords(rules.name, "A test's game.", ())  # type: ignore[arg-type]
        monkeypatch.setitem(game_words._WORDS, rules.variant, words)
    yield


def start(client: FlaskClient, games: GameActions, variant: str) -> dict[str, Any]:
    """A game of ``variant`` for Ann and Bob, made through the API; the deal form's page is
    ``games.edit_url``'s."""
    made = client.post("/api/v1/games", json={"variant": variant, "players": ["Ann", "Bob"]})
    assert made.status_code == 201, made.get_json()
    game: dict[str, Any] = made.get_json()
    games.edit_url = urlsplit(game["urls"]["edit"]).path
    return game


def button(page: str, card: str) -> str:
    """The picker's button for ``card`` (notation): its tag and what it shows."""
    found = re.search(rf'<button [^>]*data-card="{re.escape(card)}"[^>]*>.*?</button>', page)
    assert found, f"no picker button for {card}"
    return found.group(0)


def test_a_phase_10_game_picks_its_numbers_colours_skip_and_wild(
    client: FlaskClient, games: GameActions
) -> None:
    """012 The Deck: 1 to 12 in four colours, Wild and Skip cards; no 13, no French card."""
    start(client, games, "test-phase-10")
    form = client.get(f"{games.edit_url}/deals/new").text
    for card in ("1R", "12G", "7B", "12Y"):
        assert f'data-card="{card}"' in form
    for card in ("13G", "13R", "5K", "5O", "QH", "AS", "3*"):
        assert f'data-card="{card}"' not in form
    green_12 = button(form, "12G")
    assert 'class="card-button tone tone-green"' in green_12
    assert 'aria-label="12G Green 12"' in green_12 and 'data-copies="2"' in green_12
    assert '>12<span class="suit tone-letter">G</span>' in green_12
    assert 'aria-label="Green"' in form  # the row of green cards, named
    assert ">Skip</button>" in button(form, "SKIP") and 'data-copies="4"' in button(form, "SKIP")
    wild = button(form, "JK")
    assert ">Wild</button>" in wild and 'data-copies="8"' in wild


def test_a_rummikub_game_picks_its_tiles_and_jokers(
    client: FlaskClient, games: GameActions
) -> None:
    """013: tiles 1 to 13 in black, blue, orange and red, and two jokers; no skip."""
    start(client, games, "test-rummikub")
    form = client.get(f"{games.edit_url}/deals/new").text
    for card in ("1K", "13K", "13O", "10B", "7R"):
        assert f'data-card="{card}"' in form
    for card in ("5G", "5Y", "SKIP", "KH", "10H"):
        assert f'data-card="{card}"' not in form
    assert 'class="card-button tone tone-black"' in button(form, "13K")
    assert 'class="card-button tone tone-orange"' in button(form, "1O")
    assert ">JK</button>" in button(form, "JK") and 'data-copies="2"' in button(form, "JK")


def test_a_french_game_shows_no_colours_nor_skip(client: FlaskClient, games: GameActions) -> None:
    """Every game on the French pack keeps its suits and ranks, and its joker JK."""
    games.start(["Ann", "Bob", "Cy"], variant="contract-rummy")
    form = client.get(f"{games.edit_url}/deals/new").text
    assert 'data-card="QH"' in form and 'data-card="AS"' in form
    assert "tone" not in form and 'data-card="SKIP"' not in form
    assert 'data-card="12R"' not in form and ">JK</button>" in button(form, "JK")


def test_the_referee_shows_the_games_deck(client: FlaskClient, games: GameActions) -> None:
    """The meld checker opened from a Phase 10 game: its picker is the game's deck's, and the
    cards of its verdict are numbers in their colours, named for screen readers."""
    game = start(client, games, "test-phase-10")
    view_id = urlsplit(game["urls"]["view"]).path.rsplit("/", 1)[-1]
    page = check(client, game=view_id, cards="3G 4G 5G").text
    assert 'data-card="12G" data-target="cards"' in page
    assert 'data-card="13G"' not in page and 'data-card="QH"' not in page
    assert 'data-card="SKIP" data-target="onto"' in page
    assert ">Wild</button>" in button(page, "JK")
    face = (
        '<span class="card-face tone tone-green"><span aria-hidden="true">3<span '
        'class="tone-letter">G</span></span><span class="visually-hidden">Green 3</span></span>'
    )
    assert face in page


def test_the_checker_alone_shows_a_numbered_variants_rows(client: FlaskClient) -> None:
    """The meld checker opened alone draws a row for every suit some variant's packs hold and
    shows the chosen variant's: Phase 10's colours and its skips (012), hiding the French suits
    and Rummikub's orange (013); the variant's select tells the page's script each variant's
    rows, and a French variant hides the colours and the skips."""
    page = check(client, variant="test-phase-10").text
    assert (
        '<div class="picker-suit numbered" role="group" aria-label="Green" data-suit="G">' in page
    )
    assert 'data-card="12G" data-target="cards"' in page
    assert 'aria-label="Hearts" data-suit="H" hidden>' in page
    assert 'aria-label="Orange" data-suit="O" hidden>' in page
    assert '<div class="picker-suit picker-skips" data-suit="SKIP">' in page
    found = re.search(r'data-picker-suits="([^"]*)"', page)
    assert found is not None
    suits = json.loads(html.unescape(found[1]))
    assert sorted(suits["test-phase-10"]) == sorted(["R", "B", "G", "Y", "SKIP"])
    assert sorted(suits["test-rummikub"]) == sorted("RBKO")
    assert sorted(suits["rummy"]) == sorted("CDHS")
    french = check(client, variant="rummy").text
    assert 'aria-label="Hearts" data-suit="H">' in french
    assert 'aria-label="Green" data-suit="G" hidden>' in french
    assert '<div class="picker-suit picker-skips" data-suit="SKIP" hidden>' in french


@pytest.mark.parametrize(
    ("language", "label", "skip", "wild"),
    [
        ("de", "12G Grün 12", "Aussetzen", "Joker"),
        ("es", "12G 12 verde", "Salto", "Comodín"),
        ("fr", "12G 12 vert", "Passe", "Joker"),
        ("pl", "12G Zielona 12", "Stop", "Joker"),
    ],
)
def test_the_picker_names_numbered_cards_in_each_language(
    client: FlaskClient, games: GameActions, language: str, label: str, skip: str, wild: str
) -> None:
    start(client, games, "test-phase-10")
    client.set_cookie("lang", language)
    form = client.get(f"{games.edit_url}/deals/new").text
    assert f'aria-label="{label}"' in button(form, "12G")
    assert f">{skip}</button>" in button(form, "SKIP")
    assert f">{wild}</button>" in button(form, "JK")
