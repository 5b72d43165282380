"""The pages kept whole as they open (issue 23): the deal form, the scorekeeper's scoreboard and
a seat's page are drawn once for what they are drawn from, and every opening still carries its
own phone's CSRF token, its own one-time entry id and its own phone; what the game's version
does not say (a phone taking a seat, the seat link, this device's tables, the address the page
is asked under) shows at once."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from flask import Flask, template_rendered
from flask.testing import FlaskClient
from jinja2 import Template

from scorekeeper.scorebook.seats.seat_claims import PHONE_COOKIE
from tests.web.board_deals import ANN_55
from tests.web.game_entry import csrf_token
from tests.web.game_pages import GameActions
from tests.web.page_reads import (
    csrf_of,
    deal_page,
    deal_page_afresh,
    drawn_afresh,
    entry_id_of_page,
    keepers_page,
)
from tests.web.seat_marks import bob_handed_in_deal_2, mark
from tests.web.seated_games import open_seat

HOLE = re.compile(r"hole[0-9a-f]{64}")
"""A hole of a kept page (scorekeeper/web/kept_pages.py), which no page may show."""


def drawn(app: Flask, template: str, ask: Callable[[], str]) -> tuple[str, int]:
    """What ``ask()`` answers, and how many times it drew ``template``."""
    names: list[str] = []

    def record(sender: Flask, template: Template, context: object, **extra: object) -> None:
        names.append(str(template.name))

    template_rendered.connect(record, app)
    try:
        page = ask()
    finally:
        template_rendered.disconnect(record, app)
    return page, names.count(template)


def test_each_opening_of_a_kept_deal_form_has_its_own_tokens(
    csrf_app: Flask, csrf_client: FlaskClient
) -> None:
    """Opened by the scorekeeper twice and by a second phone, the form is drawn once; each
    opening carries its own entry id, and each phone its own CSRF token, which its form sends
    and the other phone's cannot. The kept form saves its deal once, however often it is
    sent (000 pagat 5000 Rummy, Scoring: Ann's three kings score 30 + 25 for going out)."""
    games = GameActions(csrf_client, csrf_app)
    token = csrf_token(csrf_client.get("/games/new").text)
    started = csrf_client.post("/games/new", data=games.new_game_form() | {"csrf_token": token})
    games.edit_url = started.headers["Location"]
    path = f"{games.edit_url}/deals/new"
    other = csrf_app.test_client()
    first, times = drawn(csrf_app, "games/deal.html", lambda: csrf_client.get(path).text)
    assert times == 1
    pages, times = drawn(
        csrf_app, "games/deal.html", lambda: [csrf_client.get(path).text, other.get(path).text]
    )
    assert times == 0  # both from the kept page
    again, theirs = pages
    for page in (first, again, theirs):
        assert not HOLE.search(page)
    assert len({entry_id_of_page(page) for page in (first, again, theirs)}) == 3
    assert csrf_of(theirs) not in (csrf_of(first), csrf_of(again))
    add_meld = {"add_meld": "0", "csrf_token": csrf_of(theirs)}
    assert other.post(path, data=add_meld).status_code == 200
    assert other.post(path, data={**add_meld, "csrf_token": csrf_of(again)}).status_code == 400
    deal = games.deal_form(ANN_55, 0, wild_rank="A", entry_id=entry_id_of_page(again))
    deal |= {"csrf_token": csrf_of(again), "opened_for": "1"}
    assert [csrf_client.post(path, data=deal).status_code for _ in range(2)] == [302, 302]
    assert games.deal_count() == 1
    assert "55" in csrf_client.get(games.edit_url).text


def phone_of(client: FlaskClient) -> str:
    cookie = client.get_cookie(PHONE_COOKIE, path="/s/")
    assert cookie is not None
    return cookie.value


def test_a_kept_seat_page_is_the_page_of_the_phone_that_opens_it(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Ann's seat freed and taken by another phone: its page, kept, names the new phone and
    never the one before."""
    games.start()
    seat = f"/s/{games.game().seat_key}/1"
    ann, other = app.test_client(), app.test_client()
    before, times = drawn(app, "seats/seat.html", lambda: open_seat(ann, seat).text)
    assert times == 1
    assert client.post(f"{games.edit_url}/seats/1/free").status_code == 302
    page, times = drawn(app, "seats/seat.html", lambda: open_seat(other, seat).text)
    assert times == 0  # the page kept: freeing a seat is no change to the game
    assert f'data-phone="{phone_of(other)}"' in page and phone_of(ann) not in page
    assert f'data-phone="{phone_of(ann)}"' in before
    assert not HOLE.search(page)
    assert ann.get(seat).status_code == 409  # the seat is the other phone's now


def test_a_kept_seat_page_shows_its_players_mark_at_once(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Bob says deal 2 as stored is not what he handed in: no change to the game (its version
    stays), and his page, kept before, says so at once and offers it no more."""
    keys = bob_handed_in_deal_2(games, client)
    seat, version = f"/s/{keys['seat_key']}/2", games.game().version
    open_seat(client, seat)  # this client is the scorekeeper's too: it says the save once
    pages, times = drawn(app, "seats/seat.html", lambda: [client.get(seat).text for _ in "ab"])
    assert times == 1 and all("This is not what I handed in</button>" in one for one in pages)
    assert mark(client, keys, 2).status_code == 302
    page, times = drawn(app, "seats/seat.html", lambda: client.get(seat).text)
    assert times == 1 and games.game().version == version
    assert "Marked: the scorekeeper sees what you handed in." in page
    assert "This is not what I handed in</button>" not in page


def take_seat(client: FlaskClient, games: GameActions) -> object:
    return open_seat(client.application.test_client(), f"/s/{games.game().seat_key}/2")


def free_seat(client: FlaskClient, games: GameActions) -> object:
    return client.post(f"{games.edit_url}/seats/2/free")


def switch_seat_link_off(client: FlaskClient, games: GameActions) -> object:
    return client.post(f"{games.edit_url}/seat-link", data={"seat_link": "off"})


def nothing(client: FlaskClient, games: GameActions) -> object:
    return None


Change = Callable[[FlaskClient, GameActions], object]
SEAT_CHANGES: dict[str, tuple[Change, Change, str]] = {
    "a phone takes a seat": (nothing, take_seat, "Bob: a phone, since"),
    "a second phone tries it": (take_seat, take_seat, "A second phone tried to take this seat."),
    "the seat freed": (take_seat, free_seat, "Switch off or change the seat link"),
    "the seat link switched off": (nothing, switch_seat_link_off, "The seat link is off"),
}


@pytest.mark.parametrize("change", SEAT_CHANGES)
def test_the_kept_scoreboard_shows_the_seats_at_once(
    app: Flask, client: FlaskClient, games: GameActions, change: str
) -> None:
    """The seats a phone holds and the seat link are no change to the game (its version
    stays): the scoreboard kept before shows them at once, as drawn afresh."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    version = games.game().version
    before, act, said = SEAT_CHANGES[change]
    before(client, games)
    kept = keepers_page(client, games.edit_url)
    act(client, games)
    after = keepers_page(client, games.edit_url)
    assert games.game().version == version
    assert after == drawn_afresh(app, games.edit_url)
    assert after != kept and said in after
    held = change in ("a phone takes a seat", "a second phone tries it")
    assert ("Bob: a phone, since" in after) == held


def test_the_kept_deal_form_follows_the_seats_held(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Once a phone holds a seat the deal form's card picker starts closed (players hand in
    their own cards), at once."""
    games.start()
    path = f"{games.edit_url}/deals/new"
    dock = '<div class="picker-dock" id="card-picker" role="region" aria-label="Card picker"'
    before = deal_page(client, path)
    assert f"{dock} data-open hidden>" in deal_page(client, path)  # drawn, then kept
    take_seat(client, games)
    after = deal_page(client, path)
    assert f"{dock} hidden>" in after and "Bob: a phone, since" in after  # the seat's phone
    assert after == deal_page_afresh(app, path)
    phones = (  # the list of the seats' phones, opened from the line of marks, and its script
        r'\n  <details class="seat-held">\n    <summary class="seat-count">(.*?)</summary>'
        r".*?</details>"
    )
    shown = re.sub(phones, r'\n  <p class="seat-count">\1</p>', after, flags=re.S)
    shown = re.sub(r'\n<script src="[^"]*local-time\.js[^"]*" defer></script>', "", shown)
    assert before == shown.replace(dock, f"{dock} data-open")


def test_the_kept_scoreboard_offers_this_devices_tables(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """A game at no table: a table this device makes afterwards is among the tables offered
    at once; another device is not offered it."""
    games.start()
    before = keepers_page(client, games.edit_url)
    made = client.post("/tables/new", data={"name": "Thursday club"})
    assert made.status_code == 302
    after = keepers_page(client, games.edit_url)
    assert "Thursday club</option>" in after and "Thursday club" not in before
    assert "Thursday club" not in drawn_afresh(app, games.edit_url)


def test_the_kept_scoreboard_links_under_the_name_it_was_asked_by(
    client: FlaskClient, games: GameActions
) -> None:
    """Opened at the table's own address and then by this machine's name, the view link and
    the seat link are each time under the name asked."""
    games.start()
    game = games.game()
    for host in ("http://192.168.1.20:8000", "http://localhost", "http://192.168.1.20:8000"):
        page = client.get(games.edit_url, base_url=host).text
        assert f"{host}/g/{game.view_id}" in page and f"{host}/s/{game.seat_key}" in page
        others = {"http://192.168.1.20:8000", "http://localhost"} - {host}
        assert not [other for other in others if other in page]
