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
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from babel.support import Translations
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.words.languages import DEFAULT, LANGUAGE_COOKIE, LANGUAGES
from tests.web.game_pages import HTMX, Cards, GameActions
from tests.web.pseudo_language import ALLOWED, ROOT, ShownText, pseudo_app, unmarked
from tests.web.seated_games import open_seat

NAMES = ("Ann", "Bob", "Cy", "Dee")
INITIALS = {name[0] for name in NAMES}
"""The players' avatars, their names' first letters: names too."""
TABLE = "Friday nights"


@pytest.fixture
def pseudo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Flask, FlaskClient]]:
    yield pseudo_app(tmp_path, monkeypatch)


def test_every_page_is_marked(pseudo: tuple[Flask, FlaskClient]) -> None:
    app, client = pseudo
    pages = every_page(app, client)
    problems = {
        name: left
        for name, page in pages.items()
        if (left := unmarked(page, ALLOWED | set(NAMES) | INITIALS | set(TABLE.split())))
    }
    assert problems == {}, "\n".join(
        f"{name}: {text!r}" for name, left in problems.items() for text in left
    )


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != DEFAULT])
def test_no_english_is_left_in_any_language(app: Flask, client: FlaskClient, language: str) -> None:
    """Every page in each language the app speaks holds none of the catalogue's English
    sentences (those of three words or more that the language says otherwise: games' names and
    notation aside), and no symbol twice where a translation carries one the page adds too
    ("+ + Nueva")."""
    client.set_cookie(LANGUAGE_COOKIE, language)
    english = english_sentences(language)
    problems = []
    for name, page in every_page(app, client).items():
        text = shown_text(page)
        problems += [f"{name}: {sentence!r}" for sentence in english if sentence in text]
        problems += [f"{name}: {twice!r}" for twice in re.findall(r"([+:·])\s*\1", text)]
    assert problems == []


def english_sentences(language: str) -> set[str]:
    """The catalogue's English messages of three words or more, placeholders and markup
    aside (each piece between them), that ``language`` translates to other words."""
    catalogue = Translations.load(str(ROOT / "translations"), [language])
    with (ROOT / "translations" / "messages.pot").open("rb") as file:
        template = read_po(file)
    found = set()
    for message in template:
        if not message.id or isinstance(message.id, tuple) or message.context:
            continue
        if catalogue.gettext(message.id) == message.id:
            continue
        for piece in re.split(r"%\(\w+\)[sd]|<[^>]*>", message.id):
            if len(piece.split()) >= 3 and piece.strip() not in catalogue.gettext(message.id):
                found.add(piece.strip())
    return found


def shown_text(page: str) -> str:
    """A page's text and the attributes read to a player, as one line."""
    parser = ShownText()
    parser.feed(page)
    parser.close()
    return re.sub(r"\s+", " ", " ".join(parser.shown))


def every_page(app: Flask, client: FlaskClient) -> dict[str, str]:
    """Every page and partial of the app, by a name, as ``client`` sees them: a game of four
    played two deals, with its seats, a conflict, a table and its game."""
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
    pages["are you Bob?"] = client.get(f"/s/{game.seat_key}/2").text
    pages["seat"] = open_seat(client, f"/s/{game.seat_key}/2").text
    games.enter_deal(
        [Cards(hand="KC"), Cards(melds=["5S 5H 5C"]), Cards(hand="2C"), Cards(hand="3C")],
        1,
        wild_rank="A",
    )
    pages["seat, deal stored"] = open_seat(client, f"/s/{game.seat_key}/2").text
    pages["deal form, seats on"] = client.get(f"{edit}/deals/new").text
    pages["scoreboard, a seat held"] = client.get(edit).text
    table_edit = client.post("/tables/new", data={"name": TABLE}).headers["Location"]
    played = games.new_game_form(["Ann", "Bob"], variant="500-rummy", target=30)
    started = client.post("/games/new", data=played | {"table": table_edit.rsplit("/", 1)[-1]})
    assert started.status_code == 302
    games.edit_url = started.headers["Location"]
    games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="9C 8C")], 0)
    pages["table"] = client.get(table_edit).text
    pages["games, a table's game finished"] = client.get("/games").text
    pages.update(event_pages(app, client))
    return pages


def event_pages(app: Flask, client: FlaskClient) -> dict[str, str]:
    """An event's pages (issue 53): its form, then one of the four players, its first series
    drawn, a deal saved at its table, as the organiser, the players, the wall and the printer
    see it."""
    pages = {"new event": client.get("/events/new").text}
    form = {
        "name": TABLE,
        "variant": "5000-rummy-subtract",
        "entrants": "\n".join(NAMES),
        "series_count": "2",
        "series_deals": "",
        "series_minutes": "30",
        "scheme": "places",
        "odd_tables": "five",
    }
    pages["new event, refused"] = client.post("/events/new", data=form | {"name": ""}).text
    edit = client.post("/events/new", data=form).headers["Location"]
    pages["event, no series"] = client.get(edit).text
    assert client.post(f"{edit}/series", data={"seating": "random", "day": "1"}).status_code == 302
    assert client.post(f"{edit}/series/1/clock").status_code == 302
    page = client.get(edit).text
    table = re.search(r'href="(/e/[^"]+)"', page)
    assert table is not None
    games = GameActions(client, app)
    games.edit_url = table.group(1)
    deal = [Cards(melds=["KS KH KD"]), Cards(hand="9D"), Cards(hand="4C"), Cards(hand="2C")]
    assert games.enter_deal(deal, 0, wild_rank="2").status_code == 302
    pages["event"] = client.get(edit).text
    view = re.search(r'href="[^"]*(/ev/[\w-]+)"', page)
    assert view is not None
    pages["event, the players' page"] = client.get(view.group(1)).text
    pages["event, the wall"] = client.get(f"{view.group(1)}/wall").text
    pages["event, the wall read again"] = client.get(f"{view.group(1)}/wall/now", headers=HTMX).text
    pages["event, the sheets"] = client.get(f"{edit}/series/1/print").text
    return pages


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
