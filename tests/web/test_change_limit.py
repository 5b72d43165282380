"""The scorekeeper's changes to the people at a game or a table are throttled per address (issue
49, item 11: merge, undo, look and seat free "have no rate limit"): two names made one person and
undone, a player's colour and avatar, a seat freed and the seat link switched, together, past
``CHANGE_LIMIT`` answer 429 in the page's words with Retry-After and change nothing; counted in
the database as the creations are, apart from them; another address is not held back."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select

from scorekeeper.extensions import db
from scorekeeper.models import Game, RateLimit
from scorekeeper.web.change_limit import CHANGE_LIMIT, TOO_MANY_CHANGES
from tests.apps import make_app
from tests.web.game_pages import GameActions, all_rows, page_text
from tests.web.table_pages import start_table

PER_MINUTE = int(CHANGE_LIMIT.split()[0])
ELSEWHERE = {"REMOTE_ADDR": "192.168.1.23"}


@pytest.fixture
def limited(tmp_path: Path) -> Flask:
    """The app as served: the limits on, at their defaults."""
    return make_app(tmp_path / "limited.sqlite3", WTF_CSRF_ENABLED=False, RATELIMIT_ENABLED=True)


def at_a_table(app: Flask) -> tuple[FlaskClient, str, str]:
    """A table where Ann and Bob played, then Anna and Bob, with the seat link on: a client, the
    table's edit path and the last game's."""
    client = app.test_client()
    table_edit = start_table(client)
    games = GameActions(client, app)
    for names in (["Ann", "Bob"], ["Anna", "Bob"]):
        data = games.new_game_form(names) | {"table": table_edit.rsplit("/", 1)[-1]}
        response = client.post("/games/new", data=data)
        assert response.status_code == 302, page_text(response)
    edit_url = response.headers["Location"]
    assert client.post(f"{edit_url}/seat-link", data={"seat_link": "on"}).status_code == 302
    return client, table_edit, edit_url


def looks(app: Flask) -> list[tuple[str, str | None]]:
    with app.app_context():
        game = db.session.scalars(select(Game).order_by(Game.id.desc())).first()
        assert game is not None
        return [(player.colour, player.avatar) for player in game.players]


def stored(app: Flask) -> dict[str, list[tuple[object, ...]]]:
    """Every table's rows but the limits' own counts."""
    return {name: rows for name, rows in all_rows(app).items() if name != "rate_limits"}


def refused_in_words(response: object) -> None:
    assert response.status_code == 429  # type: ignore[attr-defined]
    assert int(response.headers["Retry-After"]) > 0  # type: ignore[attr-defined]
    assert str(TOO_MANY_CHANGES) in page_text(response)  # type: ignore[arg-type]


def test_a_flood_of_looks_is_refused_in_words_past_the_limit_and_changes_nothing(
    limited: Flask,
) -> None:
    client, _, edit_url = at_a_table(limited)  # the seat link switched on: one change
    for turn in range(PER_MINUTE - 1):
        avatar = "Q" + chr(ord("a") + turn % 26)
        look = {"seat1-colour": "indigo", "seat1-avatar": avatar}
        assert client.post(f"{edit_url}/players/1/look", data=look).status_code == 302
    assert looks(limited)[1] == ("indigo", avatar)

    refused = client.post(f"{edit_url}/players/1/look", data={"seat1-colour": "red"})
    refused_in_words(refused)
    assert looks(limited)[1] == ("indigo", avatar)

    look = {"seat1-colour": "red", "seat1-avatar": ""}
    other = client.post(f"{edit_url}/players/1/look", data=look, environ_base=ELSEWHERE)
    assert other.status_code == 302  # another address is not held back
    assert looks(limited)[1] == ("red", None)


def test_merges_undos_looks_and_seats_count_together_and_each_is_refused_past_it(
    limited: Flask,
) -> None:
    client, table_edit, edit_url = at_a_table(limited)
    made = client.post(f"{table_edit}/people", data={"name": "Anna", "person": "Ann"})
    assert made.status_code == 302
    (same_id,) = [row[0] for row in all_rows(limited)["same_person"]]
    assert client.post(f"{table_edit}/people/{same_id}/undo").status_code == 302
    assert client.post(f"{edit_url}/seats/1/free").status_code == 302
    look = {"seat0-colour": "teal", "seat0-avatar": "🦊"}
    for _ in range(PER_MINUTE - 4):  # with the seat link, the merge, the undo and the free
        assert client.post(f"{edit_url}/players/0/look", data=look).status_code == 302
    before = stored(limited)

    refused_in_words(client.post(f"{table_edit}/people", data={"name": "Anna", "person": "Ann"}))
    refused_in_words(client.post(f"{table_edit}/people/{same_id}/undo"))
    refused_in_words(client.post(f"{edit_url}/players/0/look", data={"seat0-colour": "red"}))
    refused_in_words(client.post(f"{edit_url}/seats/2/free"))
    refused_in_words(client.post(f"{edit_url}/seat-link", data={"seat_link": "off"}))
    assert stored(limited) == before  # nothing changed

    with limited.app_context():  # counted in the database, shared by every worker and server
        keys = db.session.scalars(select(RateLimit.key)).all()
    assert any("people-change" in key for key in keys)


def test_changes_are_counted_apart_from_new_games_and_reading_is_not_counted(
    limited: Flask,
) -> None:
    client, table_edit, edit_url = at_a_table(limited)
    for _ in range(PER_MINUTE + 5):
        assert client.get(edit_url).status_code == 200
    look = {"seat0-colour": "teal", "seat0-avatar": ""}
    for _ in range(PER_MINUTE - 1):
        assert client.post(f"{edit_url}/players/0/look", data=look).status_code == 302
    refused_in_words(client.post(f"{edit_url}/players/0/look", data=look))
    game = {"variant": "5000-rummy", "players": ["Ann", "Bob"]}
    assert client.post("/api/v1/games", json=game).status_code == 201
    assert client.post("/tables/new", data={"name": "Saturday"}).status_code == 302
