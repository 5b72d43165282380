"""Weigh and time a table's pages at 10,000 games: bytes, and the server's CPU per request.

Run: ``.venv/bin/python benchmarks/table_pages.py [games]`` (from the repository root). It makes
a table of that many finished games (10,000 unless given) in a throw-away SQLite database
straight from stored rows (``tests/big_table.py``, which the tests use too), then asks for
each of the table's pages, downloads and its API answer through Flask's test client: first
with nothing kept (the app's cache emptied before each request: what the first reader after
the server started pays), then three times as the cache keeps it (a table at rest), then once
right after a deal was saved in a game at the table (what the first reader after a change
pays). The CPU is this process's (``time.process_time``), so it counts SQLite's work too; a
download is read to its end.
"""

from __future__ import annotations

import gc
import itertools
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # a site package is named tests too

from big_table import big_table, table_paths  # noqa: E402  tests/big_table.py
from flask.testing import FlaskClient  # noqa: E402
from flask_migrate import upgrade  # noqa: E402

from scorekeeper import create_app  # noqa: E402
from scorekeeper.extensions import cache  # noqa: E402


def weighed(client: FlaskClient, path: str) -> tuple[int, float]:
    """The answer's bytes and the CPU it took (ms)."""
    start = time.process_time()
    response = client.get(path)
    body = response.get_data()
    assert response.status_code == 200, (path, response.status_code)
    return len(body), (time.process_time() - start) * 1000


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {
                "SECRET_KEY": "bench",
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/big.sqlite3",
                "RATELIMIT_ENABLED": False,
            }
        )
        with app.app_context():
            upgrade()
        start = time.perf_counter()
        table = big_table(app, games)
        print(f"{games} games made in {time.perf_counter() - start:.1f} s")
        view = f"/t/{table['id']}"
        paths = table_paths(table, games) | {
            "CSV download": f"{view}/games.csv",
            "JSON download": f"{view}/games.json",
        }
        client = app.test_client()
        saved = deals_saved(client, table["edit_key"])
        columns = ("bytes", "nothing kept", "kept (median of 3)", "first after a deal")
        print(f"| request | {columns[0]} | CPU, {' | CPU, '.join(columns[1:])} |")
        print("|---|---|---|---|---|")
        for name, path in paths.items():
            with app.app_context():
                cache.clear()
            size, cold = weighed(client, path)
            warm = statistics.median(weighed(client, path)[1] for _ in range(3))
            gc.collect()
            gc.freeze()  # as a server's worker does once the app is loaded (gunicorn.conf.py)
            next(saved)
            after = weighed(client, path)[1]
            gc.unfreeze()
            print(f"| {name} | {size:,} | {cold:.0f} ms | {warm:.0f} ms | {after:.0f} ms |")


def deals_saved(client: FlaskClient, table_key: str) -> Iterator[None]:
    """Saves a deal, each time it is asked for the next, in a Scores only game started at the
    table (through the API)."""
    body = {
        "variant": "scores-only",
        "players": ["Ann", "Eve"],
        "options": {"deals": 1000},
        "table": table_key,
    }
    game = client.post("/api/v1/games", json=body).get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    for number in itertools.count(1):
        players = [{"name": "Ann", "score": number}, {"name": "Eve", "score": 5}]
        deal = {"players": players, "went_out": None}
        response = client.post(f"/api/v1/games/{game['id']}/deals", json=deal, headers=auth)
        assert response.status_code == 201, response.get_json()
        yield


if __name__ == "__main__":
    main()
