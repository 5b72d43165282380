"""Every player-visible string goes through the catalogue (issue 22): each page and partial is
rendered in a pseudo-language whose catalogue marks every message it translates, ⟦like this⟧,
and no text a player sees or hears remains outside the marks but names, cards and numbers.
A new string that is not marked makes it fail, naming the page and the text.

The pseudo-language rides on a locale code the app does not offer (Esperanto, ``eo``), with a
catalogue made here from translations/messages.pot."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.words import languages
from tests.conftest import make_app
from tests.web.game_pages import HTMX, Cards, GameActions

ROOT = Path(__file__).resolve().parents[2]
PSEUDO = "eo"
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
NAMES = ("Ann", "Bob", "Cy", "Dee")
TABLE = "Friday nights"
CARD = re.compile(r"^(?:10|[2-9AJQKT])?[CDHS♣♦♥♠]?$|^JK$|^🃏$")
NUMBER = re.compile(r"^[-+−–]?[\d.,  ]*\d[\d.,  ]*%?$")
SHOWN_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt", "aria-description")
SKIPPED = ("script", "style", "time", "code")
ALLOWED = {"Scorekeeper", *languages.LANGUAGES.values(), "Esperanto"}


def pseudo_catalogue(folder: Path) -> None:
    with (ROOT / "translations" / "messages.pot").open("rb") as file:
        template = read_po(file)
    catalogue = Catalog(locale=PSEUDO)
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            forms = tuple(f"⟦{form}⟧" for form in message.id)
            catalogue.add(message.id, forms, context=message.context)
        else:
            catalogue.add(message.id, f"⟦{message.id}⟧", context=message.context)
    target = folder / PSEUDO / "LC_MESSAGES"
    target.mkdir(parents=True)
    with (target / "messages.mo").open("wb") as file:
        write_mo(file, catalogue)


class ShownText(HTMLParser):
    """The text a page shows or says: its text outside scripts and styles, one line per piece
    between tags (a message marked whole may hold markup: its mark spans the pieces), and
    the attributes read to a player. Left out: a ``<time>``, whose day and month Babel
    writes in the page's language (``languages.moment``), and ``<code>``, words a player types
    as they are (a field's name in the JSON API, a command)."""

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


@pytest.fixture
def pseudo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Flask, FlaskClient]]:
    yield pseudo_app(tmp_path, monkeypatch)


def test_every_page_is_marked(pseudo: tuple[Flask, FlaskClient]) -> None:
    app, client = pseudo
    games = GameActions(client, app)
    pages: dict[str, str] = {}
    pages["home"] = client.get("/").text
    pages["new game"] = client.get("/games/new").text
    pages["rules"] = client.get("/rules").text
    pages["checker"] = client.get("/check").text
    edit = games.start(list(NAMES))
    pages["edit, no deal"] = client.get(edit).text
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H"), Cards(hand="3C")],
        0,
        wild_rank="A",
    )
    refused = games.enter_deal(
        [Cards(melds=["KS QH"]), Cards(hand="9D 9D 9D 9D"), Cards(), Cards()], 1, wild_rank="A"
    )
    pages["deal form, refused"] = refused.text
    game = games.game()
    pages["edit"] = client.get(edit).text
    pages["deal form"] = client.get(f"{edit}/deals/new").text
    pages["view"] = client.get(f"/g/{game.view_id}").text
    pages["scoreboard poll"] = client.get(f"/g/{game.view_id}/scoreboard", headers=HTMX).text
    pages["record"] = client.get(f"/g/{game.view_id}/record").text
    pages["changes"] = client.get(f"{edit}/changes").text
    pages["games"] = client.get("/games").text
    pages["tables"] = client.get("/tables").text
    pages["new table"] = client.get("/tables/new").text
    pages["not found"] = client.get("/no/such/page").text
    pages["not this way (405)"] = client.get("/language").text
    pages["checker, legal"] = client.get("/check?variant=500-rummy&cards=9D+JK+JK").text
    pages["checker, laid off"] = client.get("/check?variant=500-rummy&cards=8H&onto=5H+6H+7H").text
    pages["checker, not legal"] = client.get("/check?variant=500-rummy&cards=KS+QH").text
    pages["meld check"] = client.get(
        f"/g/{game.view_id}/meld?field=players-0-melds-0&players-0-melds-0=5H+6H+JK&wild_rank=A"
    ).text
    pages["one deal"] = client.get(f"/g/{game.view_id}/deals/1").text
    pages["fix deal"] = client.get(f"{edit}/deals/1/edit").text
    pages["conflict"] = conflict(client, games, edit)
    pages["choose a seat"] = client.get(f"/s/{game.seat_key}").text
    pages["seat"] = client.get(f"/s/{game.seat_key}/2").text
    games.enter_deal(
        [Cards(hand="KC"), Cards(melds=["5S 5H 5C"]), Cards(hand="2C"), Cards(hand="3C")],
        1,
        wild_rank="A",
    )
    pages["seat, deal stored"] = client.get(f"/s/{game.seat_key}/2").text
    pages["deal form, seats on"] = client.get(f"{edit}/deals/new").text
    table_edit = client.post("/tables/new", data={"name": TABLE}).headers["Location"]
    played = games.new_game_form(["Ann", "Bob"], variant="500-rummy", target=30)
    started = client.post("/games/new", data=played | {"table": table_edit.rsplit("/", 1)[-1]})
    assert started.status_code == 302
    games.edit_url = started.headers["Location"]
    games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="9C 8C")], 0)
    pages["table"] = client.get(table_edit).text
    pages["games, a table's game finished"] = client.get("/games").text
    problems = {
        name: left
        for name, page in pages.items()
        if (left := unmarked(page, ALLOWED | set(NAMES) | set(TABLE.split())))
    }
    assert problems == {}, "\n".join(
        f"{name}: {text!r}" for name, left in problems.items() for text in left
    )


def conflict(client: FlaskClient, games: GameActions, edit: str) -> str:
    """The page of a deal saved first on another phone: two forms opened for deal 2 of the
    game at ``edit``, one saved, then the other sent."""
    new = f"{edit}/deals/new"
    mine, theirs = opened(client, new), opened(client, new)
    deal = [Cards(melds=["QS QH QD"]), Cards(hand="9D"), Cards(hand="4C"), Cards(hand="2C")]
    saved = client.post(new, data=games.deal_form(deal, 0, wild_rank="A") | theirs)
    assert saved.status_code == 302
    response = client.post(new, data=games.deal_form(deal, 1, wild_rank="A") | mine)
    assert response.status_code == 409
    client.post(f"{edit}/deals/2/delete", data={"version": games.game().version})
    return response.text


def opened(client: FlaskClient, url: str) -> dict[str, str]:
    """The hidden fields of a deal form as opened (entry id, version, deal number, shown)."""
    page = client.get(url).text
    fields = re.findall(r'<input id="(\w+)" name="\1" type="hidden" value="([^"]*)">', page)
    return {name: html.unescape(value) for name, value in fields}
