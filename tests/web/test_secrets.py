"""Keys stay secret (issue 14, item 6): no edit key in gunicorn's access log, no page reached by
an edit key kept in a cache, and downloads that name their character set once."""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from pathlib import Path

from flask.testing import FlaskClient

from tests.apps import sqlite_only
from tests.gunicorn_server import gunicorn_serving
from tests.web.game_pages import GameActions
from tests.web.table_pages import start_table, view_path

WAITS_FOR_THE_LOG = 600
"""Sleeps of 50 ms the test waits at most for the access log's last line (about 30 s)."""


def test_pages_reached_by_an_edit_key_are_kept_in_no_cache(
    client: FlaskClient, games: GameActions
) -> None:
    edit = games.start()
    table = start_table(client)
    client.post(f"{edit}/seat-link", data={"seat_link": "on"})
    seat = re.search(r"http://localhost(/s/[\w-]+)", client.get(edit).text)
    assert seat is not None
    for path in (edit, f"{edit}/deals/new", f"{edit}/changes", f"{edit}/export", table, seat[1]):
        response = client.get(path)
        assert response.status_code == 200, path
        assert response.headers["Cache-Control"] == "no-store", path
    view_id = games.game().view_id
    assert "no-store" not in client.get(f"/g/{view_id}").headers.get("Cache-Control", "")


def test_the_new_game_page_at_a_table_is_kept_in_no_cache(client: FlaskClient) -> None:
    """Its address and its table field hold the table's edit key."""
    key = start_table(client).rsplit("/", 2)[-2]
    response = client.get(f"/games/new?table={key}")
    assert response.status_code == 200 and key in response.text
    assert response.headers["Cache-Control"] == "no-store"


def test_csv_downloads_name_one_charset(client: FlaskClient, games: GameActions) -> None:
    games.start()
    view_id = games.game().view_id
    table = view_path(client, start_table(client))
    for path in (f"/g/{view_id}/scoresheet.csv", f"{table}/games.csv"):
        response = client.get(path)
        assert response.text.startswith(("Deal", "Date", "Game")), path  # read to the end
        assert response.headers["Content-Type"] == "text/csv; charset=utf-8", path


@sqlite_only
def test_gunicorns_access_log_holds_no_key(tmp_path: Path) -> None:
    log_path = tmp_path / "gunicorn.log"
    log_format = '%(r)s "%(f)s" "%({authorization}i)s"'
    with (
        log_path.open("wb") as log,
        gunicorn_serving(
            tmp_path / "log.sqlite3", log, GUNICORN_CMD_ARGS=f"--access-logformat '{log_format}'"
        ) as (url, _),
    ):
        body = json.dumps({"variant": "rummy", "players": ["Ann", "Bob"]}).encode()
        create = urllib.request.Request(
            f"{url}/api/v1/games", body, {"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(create) as response:
            game = json.load(response)
        key = game["edit_key"]
        edit = urllib.request.Request(f"{url}/e/{key}", headers={"Referer": f"{url}/e/{key}"})
        with urllib.request.urlopen(edit) as response:
            assert response.status == 200
        table = urllib.request.Request(f"{url}/t/e/{key}x/")
        bearer = urllib.request.Request(
            f"{url}/api/v1/games/{game['id']}/deals/1",
            method="DELETE",
            headers={"Authorization": f"Bearer {key}"},
        )
        for request in (table, bearer):
            try:
                urllib.request.urlopen(request)
            except urllib.error.HTTPError as error:
                assert error.code == 404
        # A worker writes its access line after it has answered: wait for the last one before
        # the server stops (the asserts below fail if it never comes).
        for _ in range(WAITS_FOR_THE_LOG):
            if "DELETE" in log_path.read_text():
                break
            time.sleep(0.05)
    text = log_path.read_text()
    assert "GET /e/[key] HTTP/1.1" in text
    assert "GET /t/e/[key]/ HTTP/1.1" in text
    assert "Bearer [key]" in text
    assert key not in text
