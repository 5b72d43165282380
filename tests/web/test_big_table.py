"""A table of 10,000 finished games (made straight in the database: ``tests/big_table.py``)
through the test client: every page of it a phone loads weighs at most 200 KB and takes at
most 100 ms of CPU, and its downloads stream every game in short turns.

The CPU is this process's (``time.process_time``, SQLite's work included), the median of three
requests (a loaded 2-core machine stalls one now and then). The three are a table at rest: its
records are summed once for the games as they are and kept under their stamp
(``TableGames.kept``); the first request after a change sums again only the changed game's
part (``benchmarks/table_pages.py`` measures both).
"""

from __future__ import annotations

import csv
import gc
import io
import json
import statistics
import time
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Game
from scorekeeper.scorebook import table_games
from tests.apps import make_app
from tests.big_table import big_table, table_paths

GAMES = 10_000
MOST_BYTES = 200_000
MOST_CPU = 0.1
"""Seconds of CPU a request of the table's may take, and a download between two turns."""


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> tuple[Flask, dict[str, str]]:
    """An app whose database holds a table of :data:`GAMES` games, and the table's links."""
    app = make_app(tmp_path_factory.mktemp("big") / "big.sqlite3")
    return app, big_table(app, GAMES)


def weighed(client: FlaskClient, path: str) -> tuple[int, float]:
    """The answer's bytes, read to its end, and the CPU it took (s)."""
    start = time.process_time()
    response = client.get(path)
    size = len(response.get_data())
    assert response.status_code == 200, (path, response.status_code)
    return size, time.process_time() - start


def test_every_page_of_a_table_of_10000_games_is_small_and_quick(
    big: tuple[Flask, dict[str, str]],
) -> None:
    app, table = big
    client = app.test_client()
    found = {}
    for name, path in table_paths(table, GAMES).items():
        measured = [weighed(client, path) for _ in range(3)]
        found[name] = (max(size for size, _ in measured), statistics.median(t for _, t in measured))
    too_big = {name: size for name, (size, _) in found.items() if size > MOST_BYTES}
    too_slow = {name: f"{cpu * 1000:.0f} ms" for name, (_, cpu) in found.items() if cpu > MOST_CPU}
    assert (too_big, too_slow) == ({}, {})
    # The pages are of the whole table: its first page lists the newest 50 of its games.
    page = client.get(table_paths(table, GAMES)["view page"]).text
    assert f"Games 1 to 50 of {GAMES}." in page
    assert "Older games" in page and "Newer games" not in page
    api = client.get(table_paths(table, GAMES)["the table in the API"]).get_json()
    assert (api["game_count"], len(api["games"])) == (GAMES, 50)


def test_the_first_request_after_a_deal_saved_at_a_table_of_10000_games_is_small_and_quick(
    big: tuple[Flask, dict[str, str]],
) -> None:
    """Each page asked first after a deal was saved in one of the table's games (a game
    started at the table for it): at most 200 KB and 100 ms of CPU. The records are joined
    again from the parts of the table's runs of games, of which only the changed game's is
    summed again (``scorebook/record_ledger.py``).

    The objects made so far are set aside from Python's collector first, as the server does
    once a worker has loaded the app (``gunicorn.conf.py``): a full collection of all of them
    would take about as long as a request may, in whichever request set it off."""
    app, table = big
    client = app.test_client()
    paths = table_paths(table, GAMES)
    for path in paths.values():  # every page kept as the table is at rest
        client.get(path)
    gc.collect()
    gc.freeze()
    body = {
        "variant": "scores-only",
        "players": ["Ann", "Eve"],
        "options": {"deals": 100},
        "table": table["edit_key"],
    }
    game = client.post("/api/v1/games", json=body).get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    found = {}
    try:
        for number, (name, path) in enumerate(paths.items(), start=1):
            players = [{"name": "Ann", "score": number}, {"name": "Eve", "score": 5}]
            deal = {"players": players, "went_out": None}
            saved = client.post(f"/api/v1/games/{game['id']}/deals", json=deal, headers=auth)
            assert saved.status_code == 201, saved.get_json()
            found[name] = weighed(client, path)
        view = client.get(paths["view page"]).text
        assert f"of {GAMES + 1}." in view  # the game started counts
    finally:  # the other tests' table is of GAMES games
        gc.unfreeze()
        with app.app_context():
            started = db.session.execute(db.select(Game).filter_by(view_id=game["id"])).scalar_one()
            db.session.delete(started)
            db.session.commit()
    too_big = {name: size for name, (size, _) in found.items() if size > MOST_BYTES}
    too_slow = {name: f"{cpu * 1000:.0f} ms" for name, (_, cpu) in found.items() if cpu > MOST_CPU}
    assert (too_big, too_slow) == ({}, {})


def test_the_downloads_of_10000_games_stream_every_game_in_short_turns(
    big: tuple[Flask, dict[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The CSV and JSON downloads hold every game; each is streamed, read from the database a
    batch at a time, and between two turns (where other requests of a gevent worker run:
    ``scorebook/turns.py``) no batch takes more than 100 ms of CPU."""
    app, table = big
    client = app.test_client()
    turns: list[float] = []
    monkeypatch.setattr(table_games, "let_others_run", lambda: turns.append(time.process_time()))
    gc.collect()
    gc.disable()  # a pause of Python's collector comes whatever the request: not timed here
    try:
        response = client.get(f"/t/{table['id']}/games.csv")
        assert response.is_streamed
        text = response.get_data(as_text=True)
        turns.append(time.process_time())
    finally:
        gc.enable()
    longest = max(later - earlier for earlier, later in zip(turns, turns[1:], strict=False))
    assert longest <= MOST_CPU, f"{longest * 1000:.0f} ms between two turns"
    rows = list(csv.reader(io.StringIO(text)))[1:]
    assert len({row[2] for row in rows}) == GAMES  # each game's id, on its players' rows
    assert len(turns) > GAMES // table_games.BATCH
    response = client.get(f"/t/{table['id']}/games.json")
    assert response.is_streamed
    assert len(json.loads(response.get_data())["games"]) == GAMES


def test_the_big_table_is_made_of_finished_games_stored_as_the_app_stores_them(
    tmp_path: Path,
) -> None:
    """A small table made the same way: each game finished, its players' totals the sum of
    their deal scores, as the app's API reads them back."""
    app = make_app(tmp_path / "small.sqlite3")
    table = big_table(app, 12)
    client = app.test_client()
    data = client.get(f"/api/v1/tables/{table['id']}").get_json()
    assert data["game_count"] == 12
    for game in data["games"]:
        assert game["finished"], game
        deals = client.get(f"/api/v1/games/{game['id']}").get_json()["deals"]
        assert len(deals) == game["deals"] == 3
        for player in game["players"]:
            scores = [deal["scores"][player["name"]] for deal in deals]
            assert player["total"] == sum(scores), (player, scores)
