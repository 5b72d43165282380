"""A second phone trying a seat another phone holds (issue 36): the new-deal form the
scorekeeper has open says so near its top, with a link to the scoreboard's seats, as the
scoreboard's seat section does (tests/web/test_seats.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, squeeze
from tests.web.pseudo_language import ALLOWED, pseudo_app, unmarked
from tests.web.seated_games import Seated, open_seat, seated_game

TRIED = "A second phone tried to take Ann's seat."


@pytest.fixture
def seated(games: GameActions) -> Seated:
    """A 5000 Rummy game of Ann, Bob and Cy with one deal saved; its keys."""
    return seated_game(games)


def deal_form(client: FlaskClient, games: GameActions) -> str:
    response = client.get(f"{games.edit_url}/deals/new")
    assert response.status_code == 200
    return response.text


def test_the_deal_form_says_a_second_phone_tried_a_seat(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    link = f"/s/{keys['seat_key']}"
    ann, other = app.test_client(), app.test_client()
    assert open_seat(ann, f"{link}/1").status_code == 200
    for _ in range(2):  # the first says the last save's note, once; the second is kept
        assert "second phone" not in deal_form(client, games)
    assert open_seat(other, f"{link}/1").status_code == 409
    page = deal_form(client, games)
    assert TRIED in squeeze(page)
    # Near the top: before the form's first field, linking to the scoreboard's seats.
    assert page.index("seat-contests") < page.index('id="deal-form"')
    assert f'href="{games.edit_url}#seat-link">See the seats</a>' in page
    assert 'id="seat-link"' in client.get(games.edit_url).text
    assert "second phone" not in deal_form(client, games).split('id="deal-form"')[1]
    # Freed, the seat is no one's: nothing to say.
    assert client.post(f"{games.edit_url}/seats/1/free").status_code == 302
    assert "second phone" not in deal_form(client, games)


def test_each_seat_tried_is_named_and_no_other(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    link = f"/s/{keys['seat_key']}"
    ann, bob, cy, other = (app.test_client() for _ in range(4))
    for phone, seat in ((ann, 1), (bob, 2), (cy, 3)):
        assert open_seat(phone, f"{link}/{seat}").status_code == 200
    assert open_seat(other, f"{link}/3").status_code == 409
    assert open_seat(other, f"{link}/1").status_code == 409
    text = squeeze(deal_form(client, games))
    assert TRIED in text and "A second phone tried to take Cy's seat." in text
    assert text.index("Ann's seat") < text.index("Cy's seat")  # in seating order
    assert "Bob's seat" not in text


def test_the_fix_form_and_a_game_without_contests_say_nothing_of_it(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    assert "seat-contests" not in deal_form(client, games)
    link = f"/s/{keys['seat_key']}"
    assert open_seat(app.test_client(), f"{link}/1").status_code == 200
    assert open_seat(app.test_client(), f"{link}/1").status_code == 409
    assert "second phone" not in client.get(f"{games.edit_url}/deals/1/edit").text


def test_every_word_of_it_is_translated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the pseudo-language of tests/web/test_every_string_translated.py."""
    app, client = pseudo_app(tmp_path, monkeypatch)
    games, keys = seated_game(GameActions(client, app))
    link = f"/s/{keys['seat_key']}"
    assert open_seat(app.test_client(), f"{link}/1").status_code == 200
    assert open_seat(app.test_client(), f"{link}/1").status_code == 409
    page = deal_form(client, games)
    assert "seat-contests" in page
    assert unmarked(page, ALLOWED | {"Ann", "Bob", "Cy"}) == []
