"""A pseudo-language that marks every translated word, and the app that speaks it: text on a
page that is not marked was never translated."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.words import languages
from tests.apps import make_app

ROOT = Path(__file__).resolve().parents[2]


PSEUDO = "eo"


MARKED = re.compile(r"⟦[^⟦⟧]*⟧")


CARD = re.compile(
    r"^(?:10|[2-9AJQKT])?[CDHS♣♦♥♠]?$|^JK$|^🃏$"
    r"|^(?:1[0-3]|[1-9])?[RBGYKO]$|^SKIP$"  # numbered cards and tiles (a colour alone), the skip
)


NUMBER = re.compile(r"^[-+−–]?(?:[\d.,  ]*\d[\d.,  +−-]*½?|½)%?$")
"""A number as a page writes it: grouped, signed, a percentage, or with a half (an event's
ranking points, 2½)."""


SHOWN_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt", "aria-description")


SKIPPED = ("script", "style", "time", "code", "cite")


def babel_words(code: str) -> set[str]:
    """The words Babel (CLDR) writes itself in ``code``: the names of the months and days, in
    every width, in a date and alone, and the words that join a list of names ("kaj", "and").
    A page shows them in its language without a catalogue: a date ("7 Dec 2026"), a list of
    players."""
    locale = Locale.parse(code)
    names = {
        name
        for table in (locale.months, locale.days)
        for context in table.values()
        for width in context.values()
        for name in width.values()
    }
    joins = {join for patterns in locale.list_patterns.values() for join in patterns.values()}
    words = " ".join([*names, *(re.sub(r"\{\d\}", " ", join) for join in joins)]).split()
    return {word.strip(",.") for word in words} - {""}


ALLOWED = {
    "Scorekeeper",
    *(word.strip("()") for name in languages.LANGUAGES.values() for word in name.split()),
    *(code.upper() for code in languages.LANGUAGES),  # the top bar's way to the switcher
    "Esperanto",
    "EO",
    *babel_words(PSEUDO),
}


PLACEHOLDER = re.compile(r"(%\(\w+\)[sd])")


def marked(message: str) -> str:
    """``message`` marked, its placeholders left outside the marks (``⟦Source: ⟧%(source)s⟦.⟧``):
    what fills them is checked too, so English put into a translated sentence (a rule's
    source, a game's name) fails as English anywhere else does."""
    pieces = PLACEHOLDER.split(message)
    return "".join(
        piece if PLACEHOLDER.fullmatch(piece) else f"⟦{piece}⟧" for piece in pieces if piece
    )


def pseudo_catalogue(folder: Path) -> None:
    with (ROOT / "translations" / "messages.pot").open("rb") as file:
        template = read_po(file)
    catalogue = Catalog(locale=PSEUDO)
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            forms = tuple(marked(form) for form in message.id)
            catalogue.add(message.id, forms, context=message.context)
        else:
            catalogue.add(message.id, marked(message.id), context=message.context)
    target = folder / PSEUDO / "LC_MESSAGES"
    target.mkdir(parents=True)
    with (target / "messages.mo").open("wb") as file:
        write_mo(file, catalogue)


class ShownText(HTMLParser):
    """The text a page shows or says: its text outside scripts and styles, one line per piece
    between tags (a message marked whole may hold markup: its mark spans the pieces), and
    the attributes read to a player. Left out: a ``<time>``, whose day and month Babel
    writes in the page's language (``languages.moment``), ``<code>``, words a player types
    as they are (a field's name in the JSON API, a command), and ``<cite>``, a rule's source
    and what it quotes, in English as written (templates/pages/_source.html)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.shown: list[str] = []
        self.flow: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIPPED:
            self.skipping += 1
        for name, value in attrs:
            if value and (name in SHOWN_ATTRIBUTES or name.startswith("data-say")):
                self.shown.append(value)
        kind = dict(attrs).get("type")
        if tag == "input" and kind in ("submit", "button"):
            self.shown.append(dict(attrs).get("value") or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIPPED:
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        if not self.skipping and data.strip():
            self.flow.append(data)

    def close(self) -> None:
        super().close()
        self.shown.append("\n".join(self.flow))


def unmarked(page: str, allowed: set[str]) -> list[str]:
    parser = ShownText()
    parser.feed(page)
    parser.close()
    found = []
    for shown in parser.shown:
        while MARKED.search(shown):
            shown = MARKED.sub(" ", shown)
        found.extend(unmarked_words(line, allowed) for line in shown.splitlines())
    return [words for words in found if words]


def unmarked_words(text: str, allowed: set[str]) -> str:
    """The words of ``text`` that are neither allowed, nor cards, numbers or addresses."""
    words = [word.strip("()[]{}:;,.!?·…—–-=+*/\"'«»“”‘’→←↩★✓✗✎○●|#⚠") for word in text.split()]
    left = [
        word
        for word in words
        if word
        and word not in allowed
        and not CARD.match(word)
        and not NUMBER.match(word)
        and not word.startswith(("http://", "https://", "/"))
    ]
    return " ".join(left)


def pseudo_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Flask, FlaskClient]:
    """An app speaking the pseudo-language, and a client whose pages are in it."""
    pseudo_catalogue(tmp_path / "translations")
    monkeypatch.setitem(languages.LANGUAGES, PSEUDO, "Esperanto")
    app = make_app(
        tmp_path / "db.sqlite",
        WTF_CSRF_ENABLED=False,
        BABEL_TRANSLATION_DIRECTORIES=str(tmp_path / "translations"),
    )
    client = app.test_client()
    client.set_cookie(languages.LANGUAGE_COOKIE, PSEUDO)
    return app, client
