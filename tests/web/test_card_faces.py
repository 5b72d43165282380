"""Cards shown to a person as each language's decks print them (scorekeeper/words/card_faces.py):
the picker's buttons, the cards of a verdict and the chips' letters in the page's language (D♥
in Polish for QH), while the notation stays as typed: the buttons write it, the fields keep it,
and the API answers in it whatever the page's language."""

from __future__ import annotations

import json
import re

import pytest
from flask.testing import FlaskClient

from scorekeeper.words.card_faces import FACE_LETTERS
from scorekeeper.words.languages import LANGUAGES
from tests.web.referee_pages import check


def in_language(client: FlaskClient, language: str) -> FlaskClient:
    client.set_cookie("lang", language)
    return client


def picker_button(page: str, card: str) -> str:
    """The text a picker's button for ``card`` (notation) shows: its rank, its suit apart."""
    found = re.search(rf'data-card="{card}"[^>]*>([^<]*)<span class="suit">', page)
    assert found, f"no picker button for {card}"
    return found.group(1)


def test_every_language_the_app_speaks_has_its_decks_letters() -> None:
    for language in LANGUAGES:
        letters = FACE_LETTERS[language]
        assert sorted(letters) == ["A", "J", "K", "Q"], language
        assert len(set(letters.values())) == 4, f"{language}: two ranks print alike"


@pytest.mark.parametrize(
    ("language", "queen", "jack", "king"),
    [("en", "Q", "J", "K"), ("es", "Q", "J", "K"), ("pl", "D", "W", "K"), ("fr", "D", "V", "R")],
)
def test_the_pickers_buttons_show_the_languages_letters_and_write_notation(
    client: FlaskClient, language: str, queen: str, jack: str, king: str
) -> None:
    page = check(in_language(client, language)).text
    assert picker_button(page, "QH") == queen
    assert picker_button(page, "JS") == jack
    assert picker_button(page, "KC") == king
    assert picker_button(page, "10D") == "10"
    assert f'aria-label="{queen}♥ ' in page


def test_a_polish_verdict_shows_the_cards_as_polish_decks_print_them(client: FlaskClient) -> None:
    page = check(in_language(client, "pl"), variant="5000-rummy", decks="1", cards="JH QH KH").text
    faces = re.findall(r'<span class="card-face red">([^<]*)<', page)
    assert faces == ["W♥", "D♥", "K♥"]
    # What was typed stays notation in its field.
    assert 'value="JH QH KH"' in page


def test_the_chips_are_handed_the_pages_letters(client: FlaskClient) -> None:
    """static/js/card-notation.js reads <body data-rank-faces> for the chips (the e2e test of
    the picker dock sees them drawn)."""
    page = check(in_language(client, "pl")).text
    found = re.search(r"data-rank-faces='([^']*)'", page)
    assert found
    faces = json.loads(found.group(1))
    shown = (faces["Q"], faces["J"], faces["K"], faces["A"], faces["10"])
    assert shown == ("D", "W", "K", "A", "10")


def test_the_api_answers_in_notation_whatever_the_pages_language(client: FlaskClient) -> None:
    sent = {"variant": "5000-rummy", "cards": ["JH", "QH", "KH"]}
    english = client.post("/api/v1/melds/check", json=sent)
    polish = client.post("/api/v1/melds/check", json=sent, headers={"Page-Language": "pl"})
    assert english.json is not None and polish.json is not None
    assert polish.json == english.json
    assert [card["card"] for card in polish.json["cards"]] == ["JH", "QH", "KH"]
