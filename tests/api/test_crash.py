"""A crash in the middle of saving (issue 5, Tests that try to break it): gunicorn is killed
with SIGKILL while deals are being saved; the SQLite database then passes its integrity check,
and every deal whose save was answered is there."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
from collections.abc import Iterator
from pathlib import Path
from sqlite3 import connect

import pytest

from tests.api.test_concurrency import call
from tests.api.test_games_api import FIRST_DEAL
from tests.conftest import make_app, sqlite_only

ROOT = Path(__file__).resolve().parents[2]
ANSWERED_BEFORE_KILL = 40
SERVER_LIFETIME = 180
"""Seconds after which the server stops by itself, should the test not stop it."""

pytestmark = sqlite_only


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def gunicorn(tmp_path: Path) -> Iterator[tuple[str, Path, subprocess.Popen[bytes]]]:
    """gunicorn with the committed config (2 workers) on 127.0.0.1, over a fresh SQLite file."""
    database = tmp_path / "crash.sqlite3"
    make_app(database)
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{database}",
        "SECRET_KEY": "crash",
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "2",
    }
    gunicorn = Path(sys.executable).parent / "gunicorn"
    server = subprocess.Popen(
        ["timeout", str(SERVER_LIFETIME), str(gunicorn), "-c", "gunicorn.conf.py"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                if call("GET", f"{url}/api/v1/variants")[0] == 200:
                    break
            except OSError:
                time.sleep(0.1)
        yield url, database, server
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGKILL)
        server.wait()


def test_every_answered_save_survives_a_sigkill(
    gunicorn: tuple[str, Path, subprocess.Popen[bytes]],
) -> None:
    url, database, server = gunicorn
    body = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"], "options": {"target": 10**9}}
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
            except (OSError, urllib.error.URLError):
                return  # the server is gone: this save was not answered
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
    with connect(database) as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        stored = [number for (number,) in db.execute("SELECT number FROM deal ORDER BY number")]
    assert set(answered) <= set(stored)
    assert stored == list(range(1, len(stored) + 1))
    assert len(stored) - len(answered) <= len(writers)  # at most the saves cut off unanswered
