"""The scripts speak the page's language (scorekeeper/words/script_words.py, static/js/words.js):
every sentence a script shows goes through words(...), every message it passes is in the
catalogue's list, and a page in another language hands the scripts their translations."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from scorekeeper.words.script_words import SCRIPT_MESSAGES

SCRIPTS = Path(__file__).resolve().parents[2] / "static" / "js"
SAID = re.compile(r'words\(\s*"((?:[^"\\]|\\.)*)"')
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`')
WORD = re.compile(r"^[A-Za-z][a-z]+[,.;:!?]?$")


def code_of(script: Path) -> str:
    """The script without its comments (whole-line and trailing ``//`` comments)."""
    lines = script.read_text().splitlines()
    return "\n".join(re.sub(r"^\s*//.*$|\s//\s.*$", "", line) for line in lines)


@pytest.mark.parametrize("script", sorted(SCRIPTS.glob("*.js")), ids=lambda path: path.name)
def test_every_message_a_script_says_is_in_the_catalogue(script: Path) -> None:
    said = {json.loads(f'"{text}"') for text in SAID.findall(code_of(script))}
    assert said - set(SCRIPT_MESSAGES) == set()


@pytest.mark.parametrize("script", sorted(SCRIPTS.glob("*.js")), ids=lambda path: path.name)
def test_a_script_shows_no_sentence_of_its_own(script: Path) -> None:
    """A string of two words or more, or a word with what a template literal fills in, outside
    words(...) is words the catalogue misses (the service worker's own offline page excepted:
    no page's words reach it)."""
    code = SAID.sub("words(", code_of(script))
    code = re.sub(r"className\s*=[^;]*;", "", code)  # CSS classes, not words
    code = re.sub(r"\nfunction offlinePage\(\) \{.*?\n\}\n", "\n", code, flags=re.S)
    sentences = [
        quoted or template
        for quoted, template in LITERAL.findall(code)
        if is_sentence(quoted) or is_sentence(FILLED.sub("{}", template), filled=True)
    ]
    assert sentences == []


FILLED = re.compile(r"\$\{[^}]*\}")
"""What a template literal fills in (``${index + 1}``)."""


def is_sentence(text: str, filled: bool = False) -> bool:
    """Two words or more; in a template literal, a word with what it fills in is one too
    (`Player ${index + 1}`, `Remove ${text}`)."""
    tokens = text.split()
    words = sum(bool(WORD.match(token)) for token in tokens)
    fills = sum("{}" in token for token in tokens) if filled else 0
    if text in ("use strict", "Bearer {}") or text.startswith(("#", ".", "[")):
        return False  # a selector or a header, not words
    return words > 1 or (words == 1 and fills > 0)


def test_a_spanish_page_hands_its_scripts_their_words(client: FlaskClient) -> None:
    page = client.get("/", headers={"Accept-Language": "es"}).text
    found = re.search(r'<script type="application/json" id="script-words">(.*?)</script>', page)
    assert found is not None
    words = json.loads(found.group(1))
    assert words["Start again"] == "Empezar de nuevo"
    assert set(words) == set(SCRIPT_MESSAGES)


def test_a_french_page_hands_the_seat_line_its_colon(client: FlaskClient) -> None:
    """The seat page's line over its fields (static/js/seat-fields.js) names the field chosen
    as the language writes a colon after it: « Combinaison 1 : », with French's no-break space
    (the cards after it as the chips show them: tests/e2e/test_languages.py)."""
    page = client.get("/", headers={"Accept-Language": "fr"}).text
    found = re.search(r'<script type="application/json" id="script-words">(.*?)</script>', page)
    assert found is not None
    assert json.loads(found.group(1))["%(field)s:"] == "%(field)s\N{NO-BREAK SPACE}:"


def test_an_english_page_hands_them_none(client: FlaskClient) -> None:
    assert 'id="script-words"' not in client.get("/").text


@pytest.mark.parametrize("script", sorted(SCRIPTS.glob("*.js")), ids=lambda path: path.name)
def test_no_page_script_hides_words_behind_its_own(script: Path) -> None:
    """A page script's own ``words`` would take the calls meant for words.js (the service
    worker, which no page script reaches, has its own)."""
    if script.name in ("words.js", "sw.js"):
        pytest.skip("words.js defines it; the service worker has no page")
    assert not re.search(r"\b(?:const|let|var|function)\s+words\b", code_of(script))
