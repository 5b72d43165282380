"""Making games and tables is throttled per address (issue 24, item 4: "Game and table creation
are public and unthrottled"): past ``CREATION_LIMIT``, pages and API answer 429 in words with
Retry-After, store nothing, and other addresses are not held back."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from flask import Flask

from scorekeeper.config import CREATION_LIMIT
from scorekeeper.extensions import db
from scorekeeper.models import Game, Table
from scorekeeper.web.creations import TOO_MANY_NEW
from tests.apps import make_app, sqlite_only
from tests.gunicorn_server import gunicorn_serving
from tests.web.game_pages import page_text

PER_MINUTE = int(CREATION_LIMIT.split()[0])
GAME = {"variant": "5000-rummy", "players": ["Ann", "Bob"]}


@pytest.fixture
def limited(tmp_path: Path) -> Flask:
    """The app as served: the creation limit on, at its default."""
    return make_app(tmp_path / "limited.sqlite3", WTF_CSRF_ENABLED=False, RATELIMIT_ENABLED=True)


def stored(app: Flask) -> tuple[int, int]:
    with app.app_context():
        return db.session.query(Game).count(), db.session.query(Table).count()


def test_past_the_limit_a_new_game_is_refused_in_words_and_nothing_is_stored(
    limited: Flask,
) -> None:
    client = limited.test_client()
    for _ in range(PER_MINUTE - 1):
        assert client.post("/api/v1/games", json=GAME).status_code == 201
    assert client.post("/api/v1/tables", json={"name": "Friday"}).status_code == 201  # together
    assert stored(limited) == (PER_MINUTE - 1, 1)

    refused = client.post("/api/v1/games", json=GAME)
    assert refused.status_code == 429
    assert refused.get_json()["error"] == TOO_MANY_NEW
    assert int(refused.headers["Retry-After"]) > 0

    page = client.post("/games/new", data={"variant": "5000-rummy", "players-0": "Ann"})
    assert page.status_code == 429
    assert str(TOO_MANY_NEW) in page_text(page)
    assert client.post("/tables/new", data={"name": "Saturday"}).status_code == 429
    assert stored(limited) == (PER_MINUTE - 1, 1)


def test_reading_and_the_forms_themselves_are_not_counted(limited: Flask) -> None:
    client = limited.test_client()
    for _ in range(PER_MINUTE + 5):
        assert client.get("/games/new").status_code == 200
        assert client.get("/tables/new").status_code == 200
    assert client.post("/api/v1/games", json=GAME).status_code == 201


def test_another_address_is_not_held_back(limited: Flask) -> None:
    busy = limited.test_client()
    for _ in range(PER_MINUTE):
        busy.post("/api/v1/games", json=GAME)
    assert busy.post("/api/v1/games", json=GAME).status_code == 429
    other = {"REMOTE_ADDR": "192.168.1.23"}
    assert busy.post("/api/v1/games", json=GAME, environ_base=other).status_code == 201


def test_the_limit_is_set_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CREATION_LIMIT", "2 per minute")
    app = make_app(tmp_path / "two.sqlite3", RATELIMIT_ENABLED=True)
    client = app.test_client()
    assert [client.post("/api/v1/games", json=GAME).status_code for _ in range(3)] == [
        201,
        201,
        429,
    ]


def test_a_rematch_counts_as_a_creation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rematch makes a game (issue 41: 75 rematches from one address in 40 s went through)."""
    monkeypatch.setenv("CREATION_LIMIT", "2 per minute")
    app = make_app(tmp_path / "rematch.sqlite3", WTF_CSRF_ENABLED=False, RATELIMIT_ENABLED=True)
    client = app.test_client()
    made = client.post("/api/v1/games", json=GAME)
    assert made.status_code == 201
    edit_key = made.get_json()["edit_key"]
    assert client.post(f"/e/{edit_key}/rematch").status_code == 302
    refused = client.post(f"/e/{edit_key}/rematch")
    assert refused.status_code == 429
    assert str(TOO_MANY_NEW) in page_text(refused)


@sqlite_only  # the servers share an SQLite file the test makes
def test_two_servers_on_one_database_count_together(tmp_path: Path) -> None:
    """Two app servers (gunicorn, two worker processes each) over one database: an address's
    creations, games and tables alike, are counted together, in the database, not in each
    process's memory (issue 41, item 2: the limit was counted per worker). Made in turn on
    each server, a game then a table, 5 a minute let 5 through in all (in memory, each server
    let 5 through, and each worker its share)."""
    database = tmp_path / "shared.sqlite3"
    limit = {"CREATION_LIMIT": "5 per minute"}
    with (
        gunicorn_serving(database, **limit) as (first, _),
        gunicorn_serving(database, fresh=False, **limit) as (second, _),
    ):
        answers = [created(first if turn % 2 else second, MADE[turn % 4 < 2]) for turn in range(12)]
    assert answers == [201] * 5 + [429] * 7


MADE = {True: ("/api/v1/games", GAME), False: ("/api/v1/tables", {"name": "Friday"})}
"""What an address makes through the API: a game (``True``) or a table."""


def created(url: str, made: tuple[str, dict[str, object]]) -> int:
    """The answer's status to making ``made`` (its path and body) on the server at ``url``."""
    path, body = made
    new = urllib.request.Request(
        f"{url}{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        return int(urllib.request.urlopen(new).status)
    except urllib.error.HTTPError as error:
        return error.code
