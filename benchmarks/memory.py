"""What a gunicorn worker keeps after a table of 3,000 games was read and changed 100 times
(issue 24: a worker's cache was bounded in entries, not bytes, and a table's page listed every
game).

Run: ``.venv/bin/python benchmarks/memory.py`` (from the repository root). It fills a
throw-away SQLite database in-process as ``benchmarks/scale.py`` does: one table of
:data:`GAMES` finished 4-player 5000 Rummy games of 12 deals each. It serves the app as
``scale.py`` does, with one worker (1 thread), so that what the worker holds is one number,
read as ``VmRSS`` in ``/proc/<worker>/status`` (the worker is gunicorn's master's child).
It reads what the table shows once (its edit page, its view page's first and last page of
games, its JSON in the API, its CSV and JSON downloads), then, :data:`ROUNDS` times, changes one
of its games (its last deal saved again, alternately ended by going out and not, which changes
the table's stamp, so every read draws again) and reads all of them again. It prints the
view page's size and first time, the worker's memory before, every 20 rounds during and after
the rounds (and at its peak), each read's size and median and slowest time after a change, and
one summary line::

    MEMORY table_games=3000 rounds=100 worker_rss_start_mb=… worker_rss_end_mb=…
        view_page_kb=… slowest_read_ms=…

It exits non-zero if an answer was not a 200 or the worker holds more than
:data:`AIM_MB` MB at the end.
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import sys
import tempfile
import time
from http.client import HTTPConnection
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import scale  # noqa: E402  benchmarks/scale.py: the fixture and the server
from deals import deal  # noqa: E402  benchmarks/deals.py
from flask_migrate import upgrade  # noqa: E402

from scorekeeper import create_app  # noqa: E402
from scorekeeper.extensions import db  # noqa: E402
from scorekeeper.models import Game, Table  # noqa: E402
from scorekeeper.scorebook.records.table_games import PAGE  # noqa: E402

GAMES = 3000
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "100"))
"""Changes, each followed by every read (``BENCH_ROUNDS=400`` shows the worker level off once
the cache is full)."""
AIM_MB = 200
"""The most a worker may hold at the end (MB): what it holds once started and read from (about
106 MB on the development machine), the cache's bound (``CACHE_MAX_BYTES``, 32 MB) and room
for the allocator's slack and the largest answer being drawn."""


def fill(database_url: str) -> tuple[dict[str, str], dict[str, str]]:
    """Store the table and its games through the app (as ``scale.py`` does); answer the table
    and its newest game, each as ``id`` and ``edit_key``."""
    app = create_app(
        {"SECRET_KEY": "memory", "SQLALCHEMY_DATABASE_URI": database_url}
        | {"RATELIMIT_ENABLED": False}
    )
    with app.app_context():
        upgrade()
    client = app.test_client()
    options = {"target": 1_000_000, "deals": scale.TABLE_DEALS}
    finished = scale.played(client, options, scale.TABLE_DEALS)
    table = client.post("/api/v1/tables", json={"name": f"{GAMES} games"}).get_json()
    with app.app_context():
        scale.copy_game(finished["id"], table["id"], GAMES)
        newest = db.session.execute(
            db.select(Game.view_id, Game.edit_key)
            .join(Table, Game.table_id == Table.id)
            .where(Table.view_id == table["id"])
            .order_by(Game.id.desc())
            .limit(1)
        ).one()
    return table, {"id": newest.view_id, "edit_key": newest.edit_key}


def worker_memory(server_pid: int) -> tuple[float, float]:
    """The resident memory (MB) of the one gunicorn worker under ``server_pid`` (``timeout``,
    whose child is gunicorn's master, whose child is the worker): now and at its peak."""
    pid = server_pid
    for _ in range(2):
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        assert len(children) == 1, f"{pid} has children {children}"
        pid = int(children[0])
    status = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    return int(status["VmRSS"].split()[0]) / 1024, int(status["VmHWM"].split()[0]) / 1024


def reads(table: dict[str, str], last_page: int) -> dict[str, str]:
    """What a table shows, by name: the paths read each round."""
    return {
        "edit page": f"/t/e/{table['edit_key']}",
        "view page": f"/t/{table['id']}",
        f"view page {last_page}": f"/t/{table['id']}?page={last_page}",
        "table JSON (API)": f"/api/v1/tables/{table['id']}",
        "CSV download": f"/t/{table['id']}/games.csv",
        "JSON download": f"/t/{table['id']}/games.json",
    }


def get(connection: HTTPConnection, path: str) -> tuple[int, float]:
    """Read ``path``; answer its size (bytes) and time (ms).

    :raises SystemExit: unless it is answered 200.
    """
    start = time.perf_counter()
    connection.request("GET", path)
    answer = connection.getresponse()
    body = answer.read()
    elapsed = (time.perf_counter() - start) * 1000
    if answer.status != 200:
        raise SystemExit(f"{path} answered {answer.status}")
    return len(body), elapsed


def change(connection: HTTPConnection, game: dict[str, str], number: int) -> None:
    """Save the game's last deal again, ended by going out on odd ``number`` and not on even:
    its totals, and so the table's records, change."""
    headers = {"Authorization": f"Bearer {game['edit_key']}", "Content-Type": "application/json"}
    body = json.dumps(deal(number))
    connection.request(
        "PUT", f"/api/v1/games/{game['id']}/deals/{scale.TABLE_DEALS}", body, headers
    )
    answer = connection.getresponse()
    answer.read()
    if answer.status != 200:
        raise SystemExit(f"deal saved again: answered {answer.status}")


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        database_url = f"sqlite:///{folder}/memory.sqlite3"
        started = time.perf_counter()
        table, game = fill(database_url)
        print(f"filled in {time.perf_counter() - started:.0f} s: one table of {GAMES} games")
        port = scale.free_port()
        server = scale.serve(database_url, port, workers=1)
        try:
            scale.wait_for(port)
            return run(port, server.pid, table, game)
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait()


def run(port: int, server_pid: int, table: dict[str, str], game: dict[str, str]) -> int:
    connection = HTTPConnection("127.0.0.1", port, timeout=120)
    paths = reads(table, -(-GAMES // PAGE))
    first = {name: get(connection, path) for name, path in paths.items()}
    view_bytes, view_ms = first["view page"]
    print(f"view page of {GAMES} games: {view_bytes / 1024:.1f} KB, first read {view_ms:.0f} ms")
    start_mb, _ = worker_memory(server_pid)
    print(f"worker after start-up and a first read: {start_mb:.1f} MB")
    times: dict[str, list[float]] = {name: [] for name in paths}
    for number in range(1, ROUNDS + 1):
        change(connection, game, number)
        for name, path in paths.items():
            times[name].append(get(connection, path)[1])
        if number % 20 == 0:
            print(f"after {number:3} rounds: worker {worker_memory(server_pid)[0]:.1f} MB")
    connection.close()
    end_mb, peak_mb = worker_memory(server_pid)
    print(f"{'read, after each change':26} {'size':>9} {'median':>10} {'slowest':>10}")
    for name, taken in times.items():
        print(
            f"{name:26} {first[name][0] / 1024:6.1f} KB {statistics.median(taken):7.1f} ms "
            f"{max(taken):7.1f} ms"
        )
    print(f"worker at its peak: {peak_mb:.1f} MB")
    slowest = max(max(taken) for taken in times.values())
    verdict = "met" if end_mb <= AIM_MB else "MISSED"
    print(
        f"MEMORY table_games={GAMES} rounds={ROUNDS} worker_rss_start_mb={start_mb:.1f} "
        f"worker_rss_end_mb={end_mb:.1f} view_page_kb={view_bytes / 1024:.1f} "
        f"slowest_read_ms={slowest:.1f} (aim: at most {AIM_MB} MB at the end, {verdict})"
    )
    return 0 if end_mb <= AIM_MB else 1


if __name__ == "__main__":
    sys.exit(main())
