"""A crash in the middle of saving (issue 5, Tests that try to break it): gunicorn is killed
with SIGKILL while deals are being saved; the SQLite database then passes its integrity check,
and every deal whose save was answered is there."""

from __future__ import annotations

import http.client
import os
import signal
import subprocess
import threading
import urllib.error
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from sqlite3 import connect

import pytest

from tests.api.game_calls import FIRST_DEAL
from tests.api.threaded_calls import call
from tests.apps import sqlite_only
from tests.gunicorn_server import SERVER_LIFETIME, gunicorn_serving

ANSWERED_BEFORE_KILL = 40

pytestmark = sqlite_only


@pytest.fixture
def gunicorn(tmp_path: Path) -> Iterator[tuple[str, Path, subprocess.Popen[bytes]]]:
    """gunicorn with the committed config (2 workers) on 127.0.0.1, over a fresh SQLite file."""
    database = tmp_path / "crash.sqlite3"
    with gunicorn_serving(database) as (url, server):
        yield url, database, server


def test_every_answered_save_survives_a_sigkill(
    gunicorn: tuple[str, Path, subprocess.Popen[bytes]],
) -> None:
    url, database, server = gunicorn
    body = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"], "options": {"target": 10**6}}
    status, game, _ = call("POST", f"{url}/api/v1/games", body)
    assert status == 201
    deals = f"{url}/api/v1/games/{game['id']}/deals"
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    answered: list[int] = []
    refused: list[object] = []
    enough = threading.Event()

    def save_deals(writer: int) -> None:
        for attempt in range(10_000):
            key = {"Idempotency_Key": f"{writer}-{attempt}"}
            try:
                status, deal, _ = call("POST", deals, FIRST_DEAL, **auth, **key)
            except (OSError, urllib.error.URLError, http.client.HTTPException):
                return  # the server is gone, or went mid-answer: this save was not answered
            if status != 201:
                refused.append(deal)
                enough.set()
                return
            answered.append(deal["number"])
            if len(answered) >= ANSWERED_BEFORE_KILL:
                enough.set()

    writers = [threading.Thread(target=save_deals, args=(n,)) for n in range(3)]
    for writer in writers:
        writer.start()
    enough.wait(timeout=SERVER_LIFETIME)
    os.killpg(server.pid, signal.SIGKILL)
    for writer in writers:
        writer.join()

    assert refused == []
    assert len(answered) >= ANSWERED_BEFORE_KILL
    with closing(connect(database)) as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        stored = [number for (number,) in db.execute("SELECT number FROM deal ORDER BY number")]
    assert set(answered) <= set(stored)
    assert stored == list(range(1, len(stored) + 1))
    assert len(stored) - len(answered) <= len(writers)  # at most the saves cut off unanswered
