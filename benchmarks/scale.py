"""Reads and writes at scale under gunicorn, each as a ratio to a trivial route of the same app.

Run: ``.venv/bin/python benchmarks/scale.py`` (from the repository root); on PostgreSQL:
``bash scripts/with-postgres sh -c 'DATABASE_URL=$TEST_DATABASE_URL .venv/bin/python
benchmarks/scale.py'`` (``DATABASE_URL`` must point at an empty database).

It fills a throw-away SQLite database (or ``DATABASE_URL``) in-process: two 4-player 5000 Rummy
games of 30 and 300 deals, and two tables of 200 and 1,000 finished games of 12 deals each.
Then it serves the app with gunicorn and the committed ``gunicorn.conf.py`` (2 workers x 1
thread) on 127.0.0.1, with one route added here only, ``/floor`` (``benchmarks/floor.py``): it
answers a word, so it costs what any request costs and nothing more. For each route,
:data:`CONNECTIONS` keep-alive connections ask as fast as they are answered for :data:`SECONDS`
s, in :data:`ROUNDS` slices, each right after a slice of the floor (a shared machine's speed
drifts within a run). It prints requests per second, the median, and the ratio to the floor
(the median of the slices' ratios; 1.0: as cheap as the floor), then the server's CPU time per
answer and the floor's CPU time per answer over it (again the median of the slices): the same
ratio, without what this process and the rest of the machine take from the two cores, so it
moves much less from one run to the next. The aims, of issues 12 and
23 (the scorekeeper's pages and calls and a seat's page: :func:`keepers_routes`), are judged
by that ratio of CPU times: the ratio of rates moves with whatever else the machine runs (on
this shared 2-core machine, one run in two had some route "missing" by rate what it met by
CPU in the same run, and the next run met it), so it is printed beside, for what it tells.
A deal save is timed alone (one phone saves at a time), at deal 30 and at deal 300. It exits
non-zero if any answer was not the one expected.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psutil  # noqa: E402  (a development package, with locust)
from deals import PLAYERS, deal  # noqa: E402  benchmarks/deals.py
from flask import Flask  # noqa: E402
from flask.testing import FlaskClient  # noqa: E402
from flask_migrate import upgrade  # noqa: E402
from sqlalchemy import func, insert, text  # noqa: E402

from scorekeeper import create_app  # noqa: E402
from scorekeeper.extensions import db  # noqa: E402
from scorekeeper.models import Deal, DealLine, Game, Player, Table  # noqa: E402
from scorekeeper.scorebook.changes.games import new_edit_key, new_view_id  # noqa: E402
from scorekeeper.scorebook.history.archive import export_games, import_games  # noqa: E402
from scorekeeper.scorebook.seats.seat_claims import PHONE_COOKIE, new_phone  # noqa: E402
from scorekeeper.scorebook.seats.seat_links import new_seat_key  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CONNECTIONS = 20
SECONDS = float(os.environ.get("BENCH_SECONDS", "6"))
ROUNDS = 6
"""Slices each route is measured in, each right after a slice of the floor."""
SAVES = 40
"""Deal saves timed at each size of game."""
TABLE_DEALS = 12
"""Deals of each game at the tables: a game of that many deals, finished with its last."""
SERVER_LIFETIME = 900
MELD = {"variant": "5000-rummy", "cards": ["7H", "8H", "9H", "JK"], "wild_rank": "2"}
KEEPERS_MELD = "field=players-0-melds-0&players-0-melds-0=7H+8H+9H+JK&wild_rank=2"
"""The deal form's check of one meld input, as its htmx asks it."""


Route = tuple[str, bytes, int, float | str]
"""A route measured: its name, its request, the status expected and its aim: the least ratio
to the floor, or the route it should be within 1.5x of."""


@dataclass(frozen=True)
class Fixture:
    """What the database holds: games by their deals, tables by their games."""

    games: dict[int, dict[str, str]]
    tables: dict[int, str]


def fill(app: Flask) -> Fixture:
    """Store the games and tables through the app (its API, its import)."""
    client = app.test_client()
    games = {30: played(client, {"target": 1_000_000}, 30)}
    finished = played(client, {"target": 1_000_000, "deals": TABLE_DEALS}, TABLE_DEALS)
    tables = {}
    with app.app_context():
        games[300] = longer_game(games[30]["id"], 10)
        for game in games.values():  # the seat link, which the API does not show
            seat_key = db.session.scalar(db.select(Game.seat_key).filter_by(view_id=game["id"]))
            game["seat_key"] = seat_key
        for count in (200, 1000):
            table = client.post("/api/v1/tables", json={"name": f"{count} games"}).get_json()
            copy_game(finished["id"], table["id"], count)
            tables[count] = table["id"]
    return Fixture(games, tables)


def played(client: FlaskClient, options: dict[str, int], deals: int) -> dict[str, str]:
    """A new game with these options and ``deals`` deals, stored through the JSON API."""
    body = {"variant": "5000-rummy", "players": PLAYERS, "options": options}
    game = client.post("/api/v1/games", json=body).get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    for number in range(1, deals + 1):
        answer = client.post(f"/api/v1/games/{game['id']}/deals", json=deal(number), headers=auth)
        assert answer.status_code == 201, answer.get_json()
    return {"id": game["id"], "edit_key": game["edit_key"]}


def longer_game(view_id: str, times: int) -> dict[str, str]:
    """A new game whose deals are the game's deals played ``times`` over, stored through the
    app's import (which scores every deal with the engine)."""
    source = db.session.execute(db.select(Game).filter_by(view_id=view_id)).scalar_one()
    record = export_games([source])["games"][0]
    record |= {"view_id": new_view_id(), "edit_key": new_edit_key(), "events": []}
    record["seat_key"] = new_seat_key()
    record["deals"] = [
        {**one, "number": round_ * len(record["deals"]) + one["number"], "entry_id": None}
        for round_ in range(times)
        for one in record["deals"]
    ]
    archive = export_games([])
    archive["games"] = [record]
    import_games(archive)
    return {"id": record["view_id"], "edit_key": record["edit_key"]}


def copy_game(view_id: str, table_view_id: str, count: int) -> None:
    """Put ``count`` copies of a game at a table, with new links: its rows as the app stored
    them; a few statements, not one per row."""
    game = db.session.execute(db.select(Game).filter_by(view_id=view_id)).scalar_one()
    table_id = db.session.scalar(db.select(Table.id).filter_by(view_id=table_view_id))
    deals = len(game.deals)
    first_game = (db.session.scalar(db.select(func.max(Game.id))) or 0) + 1
    first_deal = (db.session.scalar(db.select(func.max(Deal.id))) or 0) + 1
    rows: dict[type, list[dict[str, Any]]] = {Game: [], Player: [], Deal: [], DealLine: []}
    for offset in range(count):
        copy_id = first_game + offset
        rows[Game].append(
            columns(game, Game)
            | {"id": copy_id, "view_id": new_view_id(), "edit_key": new_edit_key()}
            | {"seat_key": None, "table_id": table_id}
        )
        for player in game.players:
            rows[Player].append(columns(player, Player) | {"id": None, "game_id": copy_id})
        for place, stored in enumerate(game.deals):
            deal_id = first_deal + offset * deals + place
            rows[Deal].append(columns(stored, Deal) | {"id": deal_id, "game_id": copy_id})
            rows[Deal][-1]["entry_id"] = None
            for line in stored.lines:
                rows[DealLine].append(columns(line, DealLine) | {"id": None, "deal_id": deal_id})
    for model, values in rows.items():
        db.session.execute(insert(model), values)
    if db.engine.dialect.name == "postgresql":  # ids given: move the sequences past them
        for model in rows:
            name = model.__tablename__
            db.session.execute(
                text(f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), MAX(id)) FROM {name}")
            )
    db.session.commit()


def columns(row: Any, model: type) -> dict[str, Any]:
    """A row's column values, by column name."""
    return {name: getattr(row, name) for name in model.__table__.columns.keys()}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(database_url: str, port: int, workers: int = 2) -> subprocess.Popen[bytes]:
    """gunicorn with the committed config and ``benchmarks/floor.py``'s app, on 127.0.0.1,
    with ``workers`` workers (of 1 thread, as committed), stopping by itself after
    :data:`SERVER_LIFETIME` s (the process answered runs ``timeout``, whose child is gunicorn's
    master)."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "SECRET_KEY": "scale",
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": str(workers),
        "RATELIMIT_STORAGE_URI": "memory://",
        "CREATION_LIMIT": "100000 per minute",
    }
    gunicorn = Path(sys.executable).parent / "gunicorn"
    command = [str(gunicorn), "-c", "gunicorn.conf.py", "--access-logfile", "/dev/null"]
    return subprocess.Popen(
        ["timeout", str(SERVER_LIFETIME), *command, "benchmarks.floor:app"],
        cwd=ROOT,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
    )


@dataclass(frozen=True)
class Measure:
    """One route measured: answers per second, the median time of one (ms), how many
    answers had another status than expected, and the server's CPU time per answer (ms: its
    workers' user and system time, over the answers)."""

    rate: float
    median: float
    wrong: int
    cpu: float


async def _ask(
    port: int,
    request: bytes,
    status: int,
    until: float,
    times: list[float],
    wrong: list[int],
) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        while time.perf_counter() < until:
            start = time.perf_counter()
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            if int(lines[0].split()[1]) != status:
                wrong.append(1)
            headers = dict(
                (name.strip().lower(), value.strip())
                for name, _, value in (line.partition(":") for line in lines[1:] if line)
            )
            if headers.get("transfer-encoding") == "chunked":
                while True:
                    size = int((await reader.readline()).strip(), 16)
                    await reader.readexactly(size + 2)
                    if size == 0:
                        break
            else:
                await reader.readexactly(int(headers.get("content-length", "0")))
            times.append(time.perf_counter() - start)
    finally:
        writer.close()


def request(method: str, path: str, headers: Sequence[str] = (), body: str = "") -> bytes:
    """An HTTP/1.1 request as sent on a kept-alive connection."""
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", *headers]
    if body:
        lines += ["Content-Type: application/json", f"Content-Length: {len(body.encode())}"]
    return "\r\n".join([*lines, "", body]).encode()


def measure(
    port: int, server: psutil.Process, sent: bytes, status: int = 200, seconds: float = SECONDS
) -> Measure:
    """:data:`CONNECTIONS` connections sending ``sent`` for ``seconds``, as fast as they are
    answered; each answer should have ``status``. ``server``: gunicorn's master, whose
    workers' CPU time is read before and after."""
    times: list[float] = []
    wrong: list[int] = []

    async def run() -> None:
        until = time.perf_counter() + seconds
        await asyncio.gather(
            *(_ask(port, sent, status, until, times, wrong) for _ in range(CONNECTIONS))
        )

    cpu = server_cpu(server)
    started = time.perf_counter()
    asyncio.run(run())
    elapsed = time.perf_counter() - started
    cpu = server_cpu(server) - cpu
    return Measure(
        len(times) / elapsed,
        statistics.median(times) * 1000,
        len(wrong),
        cpu / max(len(times), 1) * 1000,
    )


def server_cpu(server: psutil.Process) -> float:
    """The CPU time (s, user and system) gunicorn's workers have used so far."""
    return sum(sum(worker.cpu_times()[:2]) for worker in server.children(recursive=True))


def save_times(port: int, game: dict[str, str], number: int) -> list[float]:
    """Times (ms) of :data:`SAVES` saves of deal ``number``, each removed again (not timed)."""
    connection = HTTPConnection("127.0.0.1", port, timeout=60)
    auth = {"Authorization": f"Bearer {game['edit_key']}", "Content-Type": "application/json"}
    body = json.dumps(deal(number))
    times = []
    for _ in range(SAVES):
        start = time.perf_counter()
        connection.request("POST", f"/api/v1/games/{game['id']}/deals", body, auth)
        answer = connection.getresponse()
        answer.read()
        times.append((time.perf_counter() - start) * 1000)
        assert answer.status == 201, answer.status
        connection.request("DELETE", f"/api/v1/games/{game['id']}/deals/{number}", None, auth)
        gone = connection.getresponse()
        gone.read()
        assert gone.status == 204, gone.status
    connection.close()
    return times


def wait_for(port: int) -> None:
    for _ in range(300):
        try:
            connection = HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", "/floor")
            if connection.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.1)
    raise SystemExit("gunicorn did not start")


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        database_url = os.environ.get("DATABASE_URL") or f"sqlite:///{folder}/scale.sqlite3"
        app = create_app({"SECRET_KEY": "scale", "SQLALCHEMY_DATABASE_URI": database_url})
        with app.app_context():
            upgrade()
        started = time.perf_counter()
        fixture = fill(app)
        with app.app_context(), db.engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                # What autovacuum does within a minute of a bulk load: without the tables'
                # statistics the planner scans every deal line to read one game's.
                connection.exec_driver_sql("ANALYZE")
        print(f"filled in {time.perf_counter() - started:.0f} s; {database_url.split(':')[0]}")
        port = free_port()
        server = serve(database_url, port)
        try:
            wait_for(port)
            return run(port, psutil.Process(server.pid), fixture)
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait()


def run(port: int, server: psutil.Process, fixture: Fixture) -> int:
    game30, game300 = fixture.games[30], fixture.games[300]
    scoreboard = f"/g/{game30['id']}/scoreboard"
    etag = answer(port, request("GET", scoreboard, ["HX-Request: true"]), 200)
    poll = ["HX-Request: true", f"If-None-Match: {etag}"]
    routes: list[Route] = [
        ("viewer poll, 304", request("GET", scoreboard, poll), 304, 0.5),
        ("view page, 30 deals", request("GET", f"/g/{game30['id']}"), 200, 0.10),
        ("view page, 300 deals", request("GET", f"/g/{game300['id']}"), 200, 0.02),
        ("game JSON, 30 deals", request("GET", f"/api/v1/games/{game30['id']}"), 200, 0.10),
        ("table page, 200 games", request("GET", f"/t/{fixture.tables[200]}"), 200, 0.05),
        (
            "table page, 1,000 games",
            request("GET", f"/t/{fixture.tables[1000]}"),
            200,
            "table page, 200 games",
        ),
        ("meld check", request("POST", "/api/v1/melds/check", body=json.dumps(MELD)), 200, 0.6),
        *keepers_routes(port, fixture),
    ]
    for _, sent, status, _ in routes:  # each worker loads its code and templates first
        for _ in range(4):
            answer(port, sent, status)
    # A shared machine's speed drifts within a run, by three times and more: each route is
    # measured in slices, each right after a slice of the floor, and its ratio is the median
    # of the slices' ratios.
    floor_request = request("GET", "/floor")
    floors: list[Measure] = []
    results: dict[str, Measure] = {}
    ratios: dict[str, list[float]] = {}
    cpu_ratios: dict[str, list[float]] = {}
    for name, sent, status, _ in routes:
        slices = []
        for _ in range(ROUNDS):
            floors.append(measure(port, server, floor_request, seconds=SECONDS / ROUNDS))
            slices.append(measure(port, server, sent, status, seconds=SECONDS / ROUNDS))
            ratios.setdefault(name, []).append(slices[-1].rate / floors[-1].rate)
            cpu_ratios.setdefault(name, []).append(floors[-1].cpu / slices[-1].cpu)
        results[name] = Measure(
            statistics.mean(one.rate for one in slices),
            statistics.median(one.median for one in slices),
            sum(one.wrong for one in slices),
            statistics.median(one.cpu for one in slices),
        )
    rates = [one.rate for one in floors]
    print(
        f"floor: {statistics.mean(rates):.0f} requests/s ({min(rates):.0f} to {max(rates):.0f}), "
        f"{statistics.median(one.cpu for one in floors):.2f} ms of CPU each"
    )
    columns = f"{'what':26} {'req/s':>8} {'median':>10} {'ratio':>6} {'CPU':>8} {'ratio':>6}"
    print(f"{columns}  aim (by the CPU ratio)")
    aims = {name: aim for name, _, _, aim in routes}
    wrong = 0
    for name, result in results.items():
        cpu_ratio = statistics.median(cpu_ratios[name])
        aim = aims[name]
        if isinstance(aim, str):
            slower = statistics.median(cpu_ratios[aim]) / cpu_ratio
            verdict = "met" if slower <= 1.5 else "MISSED"
            aim_text = f"within 1.5x of {aim}: {slower:.2f}x, {verdict}"
        else:
            aim_text = f"at least {aim}: {'met' if cpu_ratio >= aim else 'MISSED'}"
        print(
            f"{name:26} {result.rate:8.0f} {result.median:7.1f} ms "
            f"{statistics.median(ratios[name]):6.3f} {result.cpu:5.2f} ms {cpu_ratio:6.3f}  "
            f"{aim_text}"
        )
        wrong += result.wrong
    at30 = statistics.median(save_times(port, game30, 31))
    at300 = statistics.median(save_times(port, game300, 301))
    verdict = "met" if at300 <= 1.5 * at30 else "MISSED"
    print(
        f"deal save, alone: at deal 30 {at30:.1f} ms, at deal 300 {at300:.1f} ms "
        f"({at300 / at30:.2f}x; aim within 1.5x: {verdict})"
    )
    if wrong:
        print(f"{wrong} answers had another status than expected")
    return 1 if wrong else 0


def keepers_routes(port: int, fixture: Fixture) -> list[Route]:
    """The keeper's pages and calls, and a seat's page (issue 23): at 30 deals at least 0.15,
    at 300 within 1.5x of 30 (flat); the drafts poll (304: nothing changed) at least 0.5, the
    deal form's check of a meld at least 0.6."""
    routes: list[Route] = []
    for deals, game in fixture.games.items():
        keeper, seat = f"/e/{game['edit_key']}", f"/s/{game['seat_key']}/1"
        phone = [f"Cookie: {PHONE_COOKIE}={new_phone()}"]  # the phone that holds seat 1
        pages = [("edit page", keeper), ("deal form", f"{keeper}/deals/new")]
        sent = [(what, request("GET", path)) for what, path in pages]
        sent.append(("seat page", request("GET", seat, phone)))
        for what, one in sent:
            routes.append(
                (f"{what}, {deals} deals", one, 200, 0.15 if deals == 30 else f"{what}, 30 deals")
            )
    game = fixture.games[30]
    drafts = f"/api/v1/games/{game['id']}/deals/31/drafts"
    auth = f"Authorization: Bearer {game['edit_key']}"
    etag = answer(port, request("GET", drafts, [auth]), 200)
    meld = f"/g/{game['id']}/meld?{KEEPERS_MELD}"
    return [
        *routes,
        (
            "keeper's drafts poll, 304",
            request("GET", drafts, [auth, f"If-None-Match: {etag}"]),
            304,
            0.5,
        ),
        ("keeper's meld check", request("GET", meld), 200, 0.6),
    ]


def answer(port: int, sent: bytes, status: int) -> str:
    """Send ``sent`` once; return the answer's ETag (empty if none).

    :raises AssertionError: unless the answer has ``status``.
    """
    with socket.create_connection(("127.0.0.1", port), timeout=60) as connection:
        connection.sendall(sent.replace(b"HTTP/1.1\r\n", b"HTTP/1.1\r\nConnection: close\r\n", 1))
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head = data.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
    assert int(head[0].split()[1]) == status, (head[0], sent[:80])
    for line in head[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "etag":
            return value.strip()
    return ""


if __name__ == "__main__":
    sys.exit(main())
