"""Wrong links are limited (issue 14, item 5): table links and the new-game form's table key
count as guesses; the count is kept in the database, so it holds across gunicorn's workers; an
address over the limit still reaches the links it holds."""

from __future__ import annotations

import secrets
import urllib.error
import urllib.request
from datetime import UTC, datetime
from pathlib import Path

import pytest
from flask import Flask

from scorekeeper.config import KEY_GUESS_LIMIT
from tests.apps import make_app, sqlite_only
from tests.gunicorn_server import gunicorn_serving
from tests.web.game_pages import GameActions, page_text
from tests.web.table_pages import start_table

LIMIT = 3
NOW = 1_790_000_000.0
"""A moment early in a minute, so that the in-process tests all fall in one window."""


def wall_minute() -> int:
    """The minute (since the epoch) by the system clock, whatever ``time.time`` is made to say."""
    return int(datetime.now(UTC).timestamp() // 60)


@pytest.fixture(autouse=True)
def one_minute(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("scorekeeper.web.guesses.time.time", lambda: NOW)


def limited_app(tmp_path: Path) -> Flask:
    return make_app(tmp_path / "guess.sqlite3", WTF_CSRF_ENABLED=False, KEY_GUESS_LIMIT=LIMIT)


def test_guesses_at_keys_are_rate_limited(tmp_path: Path) -> None:
    app = limited_app(tmp_path)
    client = app.test_client()
    for _ in range(LIMIT):
        assert client.get(f"/e/{secrets.token_urlsafe(24)}").status_code == 404
    assert client.get("/").status_code == 200
    response = client.get(f"/g/{secrets.token_urlsafe(16)}")
    assert response.status_code == 429
    assert "Too many wrong game links" in page_text(response)
    api = client.get(f"/api/v1/games/{secrets.token_urlsafe(16)}")
    assert api.status_code == 429
    assert "Too many wrong game links" in api.get_json()["error"]


def test_right_links_are_not_counted_as_guesses(tmp_path: Path) -> None:
    app = limited_app(tmp_path)
    games = GameActions(app.test_client(), app)
    games.start()
    for _ in range(5):
        assert games.client.get(games.edit_url).status_code == 200


def test_table_links_count_as_guesses(tmp_path: Path) -> None:
    client = limited_app(tmp_path).test_client()
    for path in ("/t/", "/t/e/", "/t/"):
        assert client.get(path + secrets.token_urlsafe(16)).status_code == 404
    response = client.get(f"/t/{secrets.token_urlsafe(16)}/games.csv")
    assert response.status_code == 429
    assert "Too many wrong game links" in page_text(response)
    assert 0 < int(response.headers["Retry-After"]) <= 60


def test_a_wrong_table_key_on_the_new_game_form_counts_as_a_guess(tmp_path: Path) -> None:
    app = limited_app(tmp_path)
    games = GameActions(app.test_client(), app)
    for _ in range(LIMIT):
        wrong = secrets.token_urlsafe(24)
        assert games.client.get(f"/games/new?table={wrong}").status_code == 200
    data = games.new_game_form() | {"table": secrets.token_urlsafe(24)}
    assert games.client.post("/games/new", data=data).status_code == 429
    assert games.client.get("/games/new").status_code == 200


def test_an_address_over_the_limit_still_reaches_its_links(tmp_path: Path) -> None:
    app = limited_app(tmp_path)
    games = GameActions(app.test_client(), app)
    edit = games.start()
    table = start_table(games.client)
    for _ in range(LIMIT + 2):
        games.client.get(f"/e/{secrets.token_urlsafe(24)}")
    assert games.client.get(f"/g/{secrets.token_urlsafe(16)}").status_code == 429
    assert games.client.get(edit).status_code == 200
    assert games.client.get(table).status_code == 200
    key = table.rsplit("/", 1)[-1]
    assert games.client.get(f"/games/new?table={key}").status_code == 200


@sqlite_only
def test_the_limit_holds_across_two_gunicorn_workers(tmp_path: Path) -> None:
    """gunicorn.conf.py runs 2 workers: together they answer the documented 20 wrong guesses a
    minute, not 20 each. (Each run is from another address, through the trusted proxy's
    X-Forwarded-For; a run that crosses into the next minute, when counts start again, is made
    again. The minute is read from the clock the server reads, not through ``time.time``,
    which ``one_minute`` fixes in this process.)"""
    with gunicorn_serving(tmp_path / "guess.sqlite3", TRUSTED_PROXIES="1") as (url, _):
        for client in ("192.0.2.1", "192.0.2.2", "192.0.2.3"):
            started, answers = wall_minute(), []
            for _ in range(KEY_GUESS_LIMIT + 10):
                guess = urllib.request.Request(
                    f"{url}/g/{secrets.token_urlsafe(16)}", headers={"X-Forwarded-For": client}
                )
                try:
                    urllib.request.urlopen(guess)
                except urllib.error.HTTPError as error:
                    answers.append(error.code)
            if wall_minute() == started:
                break
    assert answers.count(404) == KEY_GUESS_LIMIT
    assert answers.count(429) == 10
