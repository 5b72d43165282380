"""The home table served straight to its Wi-Fi by ``bash scripts/run``, no proxy in front
(issue 24, items 6 and 7): slow phones cannot take the app away from the others, and
``HTTPS=1`` serves it over https with a certificate authority that vouches for local names
and addresses only."""

from __future__ import annotations

import http.client
import json
import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

from tests.api.test_concurrency import call
from tests.api.test_games_api import FIRST_DEAL
from tests.conftest import sqlite_only
from tests.gunicorn_server import scripts_run_serving

pytestmark = sqlite_only

SLOW_CLIENTS = 16
"""Connections that send a byte a second: twice the threads of gunicorn's gthread workers."""

ANSWER_BOUND = 1.0
"""Seconds within which a save must be answered while the slow clients hold on (the issue's
bound). A save takes about 0.1 s on this busy 2-core test machine, so the bound leaves ten times
that; with gthread workers (2 x 4 threads) the save is not answered at all."""

BYTES_BEFORE_THE_SAVE = 3
"""Bytes each slow client sends, a second apart, before the save: by then the server has read
from each of them and waits for the rest."""

SLOW_REQUEST = b"POST /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}"


def save_seconds(url: str, deals: str, edit_key: str) -> tuple[int, float]:
    """Save :data:`FIRST_DEAL` on a connection of its own; its status and how long the answer
    took (given up after 5 s, which counts as 5 s)."""
    address = urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=5)
    start = time.monotonic()
    try:
        connection.request(
            "POST",
            deals,
            body=json.dumps(FIRST_DEAL),
            headers={"Content-Type": "application/json", "Authorization": f"Bearer {edit_key}"},
        )
        status = connection.getresponse().status
    except TimeoutError:
        return 0, 5.0
    finally:
        connection.close()
    return status, time.monotonic() - start


def test_slow_clients_leave_a_save_answered_within_a_second(tmp_path: Path) -> None:
    with (
        (tmp_path / "run.log").open("wb") as log,
        scripts_run_serving(tmp_path / "slow.sqlite3", log) as url,
    ):
        players = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"]}
        status, game, _ = call("POST", f"{url}/api/v1/games", players)
        assert status == 201
        deals = f"/api/v1/games/{game['id']}/deals"
        assert save_seconds(url, deals, game["edit_key"])[0] == 201  # both ways warmed up
        address = urlsplit(url)
        slow = [
            socket.create_connection((address.hostname, address.port), timeout=5)
            for _ in range(SLOW_CLIENTS)
        ]
        try:
            for sent in range(BYTES_BEFORE_THE_SAVE):
                for connection in slow:
                    connection.sendall(SLOW_REQUEST[sent : sent + 1])
                time.sleep(1)
            status, seconds = save_seconds(url, deals, game["edit_key"])
            held = 0
            for connection in slow:  # still open, still waiting for the rest of the request
                connection.setblocking(False)
                try:
                    connection.recv(1)
                except BlockingIOError:
                    held += 1
        finally:
            for connection in slow:
                connection.close()
    assert (status, held) == (201, SLOW_CLIENTS)
    assert seconds < ANSWER_BOUND
