"""Load test: 20 tables keeping score at once under gunicorn, measured with locust.

Run: ``.venv/bin/python benchmarks/load.py`` (from the repository root, with the development
packages installed: ``bash scripts/test`` installs them; without them it says so). It makes a
throw-away SQLite database (or uses ``DATABASE_URL``, which must point at an empty database),
serves the app with gunicorn and the committed ``gunicorn.conf.py`` (2 workers) on 127.0.0.1,
and runs locust headless in this process: per table, 1 scorekeeper who starts a game and enters
10 deals through the web forms (deal page, save, scoreboard; 2-4 s between deals, where a real
table takes minutes) and 3 viewers whose view page polls the scoreboard every 4 s, as the page
does. It stops when every deal is in (at most :data:`TIME_LIMIT` seconds), then reads every
game back through the API. It prints the requests, failures and response times per kind of
request, the number of deals stored and whether every game's totals are right, and exits
non-zero if anything failed.
"""

from __future__ import annotations

import itertools
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    import gevent
    from locust import HttpUser, between, constant, events, task
    from locust.clients import HttpSession
    from locust.env import Environment
except ImportError:
    sys.exit(
        "benchmarks/load.py needs locust, one of the development packages: run "
        "'bash scripts/test' once (it installs requirements/dev.lock into .venv), then "
        "'.venv/bin/python benchmarks/load.py'."
    )

from deals import hidden_fields, save_deal  # benchmarks/deals.py

ROOT = Path(__file__).resolve().parent.parent
TABLES = 20
VIEWERS_PER_TABLE = 3
DEALS_PER_TABLE = 10
POLL_SECONDS = 4
TIME_LIMIT = 240
SPAWN_RATE = 4
"""Phones joining per second: the tables start over 20 s rather than all in the same instant."""
PLAYERS = ["Ann", "Bob", "Cy"]
# 2s are wild. Ann melds K K K (30) and 5-6-7 of clubs (15) and goes out, collecting Bob's 9D 4S
# (10) and Cy's QC 2H (110): 165. Bob melds A A A: 300. Cy lays off 8C: 5.
DEAL = {
    "wild_rank": "2",
    "went_out": "0",
    "players-0-melds-0": "KS KH KD",
    "players-0-melds-1": "5C 6C 7C",
    "players-1-melds-0": "AS AH AD",
    "players-1-hand": "9D 4S",
    "players-2-laid_off": "8C",
    "players-2-hand": "QC 2H",
}
TOTALS = [165 * DEALS_PER_TABLE, 300 * DEALS_PER_TABLE, 5 * DEALS_PER_TABLE]

tables: list[dict[str, str]] = []
"""The games the scorekeepers started: ``id`` and ``edit_key``; viewers follow them."""
viewer_numbers = itertools.count()
finished = 0


class Scorekeeper(HttpUser):
    """One table's scorekeeper: starts a game, then enters its deals one by one."""

    fixed_count = TABLES
    wait_time = between(2, 4)

    def on_start(self) -> None:
        body = {"variant": "5000-rummy", "players": PLAYERS}
        self.game = self.client.post("/api/v1/games", json=body, name="start game").json()
        tables.append(self.game)
        self.client.get(f"/e/{self.game['edit_key']}", name="scoreboard")
        self.deals = 0

    @task
    def enter_deal(self) -> None:
        global finished
        if self.deals == DEALS_PER_TABLE:
            return
        edit = f"/e/{self.game['edit_key']}"
        form = self.client.get(f"{edit}/deals/new", name="deal page")
        if not save_deal(self.client, edit, {**hidden_fields(form.text), **DEAL}):
            return
        self.deals += 1
        if self.deals == DEALS_PER_TABLE:
            finished += 1


class Viewer(HttpUser):
    """A phone following one table's view page, which asks for changes every few seconds."""

    fixed_count = TABLES * VIEWERS_PER_TABLE
    wait_time = constant(POLL_SECONDS)

    def on_start(self) -> None:
        table = next(viewer_numbers) // VIEWERS_PER_TABLE
        while len(tables) <= table:
            gevent.sleep(0.1)
        self.view_id = tables[table]["id"]
        self.etag = ""
        self.client.get(f"/g/{self.view_id}", name="view page")

    @task
    def poll(self) -> None:
        headers = {"HX-Request": "true", "If-None-Match": self.etag}
        with self.client.get(
            f"/g/{self.view_id}/scoreboard", headers=headers, name="poll", catch_response=True
        ) as answer:
            if answer.status_code not in (200, 304):
                answer.failure(f"poll answered {answer.status_code}")
            self.etag = answer.headers.get("ETag", self.etag)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(
    database_url: str, port: int, stop_after: int = TIME_LIMIT + 60, worker_class: str = ""
) -> subprocess.Popen[bytes]:
    """gunicorn with the committed config on 127.0.0.1 (its own process group), stopping by
    itself after ``stop_after`` seconds if nobody stops it before; with ``worker_class``
    (``gevent``, as ``scripts/run`` serves a home table) instead of the config's."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "SECRET_KEY": "load",
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "2",
    }
    venv = Path(sys.executable).parent
    subprocess.run([venv / "flask", "--app", "scorekeeper", "db", "upgrade"], env=env, check=True)
    gunicorn = [str(venv / "gunicorn"), "-c", "gunicorn.conf.py", "--access-logfile", "/dev/null"]
    if worker_class:
        gunicorn += ["--worker-class", worker_class]
    return subprocess.Popen(
        ["timeout", str(stop_after), *gunicorn], cwd=ROOT, env=env, start_new_session=True
    )


def session(environment: Environment) -> HttpSession:
    """An HTTP client of the server outside the simulated phones."""
    assert environment.host is not None
    return HttpSession(environment.host, environment.events.request, user=None)


def warm_up(environment: Environment, port: int) -> None:
    """Wait for the server, then have each worker load its code and templates once (a game
    kept for a few requests, not counted)."""
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    client = session(environment)
    body = {"players": PLAYERS, "variant": "5000-rummy"}
    game = client.post("/api/v1/games", json=body).json()
    edit, view = f"/e/{game['edit_key']}", f"/g/{game['id']}"
    for _ in range(4):
        for url in (edit, f"{edit}/deals/new", view, f"{view}/scoreboard"):
            client.get(url, headers={"HX-Request": "true"}).raise_for_status()
    environment.stats.reset_all()


def check_games(client: HttpSession) -> tuple[int, int]:
    """Read every game back: the deals stored, and how many games have the expected totals."""
    deals = right = 0
    for table in tables:
        game = client.get(f"/api/v1/games/{table['id']}", name="check").json()
        deals += len(game["deals"])
        right += [player["total"] for player in game["players"]] == TOTALS
    return deals, right


def main() -> int:
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        database_url = os.environ.get("DATABASE_URL") or f"sqlite:///{folder}/load.sqlite3"
        server = serve(database_url, port)
        try:
            host = f"http://127.0.0.1:{port}"
            environment = Environment(user_classes=[Scorekeeper, Viewer], host=host, events=events)
            warm_up(environment, port)
            runner = environment.create_local_runner()
            started = time.monotonic()
            runner.start(TABLES * (1 + VIEWERS_PER_TABLE), spawn_rate=SPAWN_RATE)
            while finished < TABLES and time.monotonic() - started < TIME_LIMIT:
                gevent.sleep(0.5)
            elapsed = time.monotonic() - started
            runner.quit()
            deals, right = check_games(session(environment))
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait()
    stats = environment.stats
    print(f"\n{TABLES} tables, {elapsed:.0f} s, gunicorn 2 workers, {database_url.split(':')[0]}")
    print("| request | count | failed | median | p95 | max |")
    print("|---|---|---|---|---|---|")
    for name in ("save deal", "deal page", "scoreboard", "poll", "view page", "start game"):
        entry = next(entry for key, entry in stats.entries.items() if key[0] == name)
        print(
            f"| {name} | {entry.num_requests} | {entry.num_failures} "
            f"| {entry.median_response_time:.0f} ms "
            f"| {entry.get_response_time_percentile(0.95):.0f} ms "
            f"| {entry.max_response_time:.0f} ms |"
        )
    failures = stats.total.num_failures
    print(
        f"\nfailed requests: {failures}; deals stored: {deals} of {TABLES * DEALS_PER_TABLE}; "
        f"games with the right totals: {right} of {TABLES}"
    )
    p95 = next(e for k, e in stats.entries.items() if k[0] == "save deal")
    ok = (
        failures == 0
        and deals == TABLES * DEALS_PER_TABLE
        and right == TABLES
        and p95.get_response_time_percentile(0.95) < 300
    )
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
