"""Time the scoreboard and the deal save on the server, and weigh the first page load.

Run: ``.venv/bin/python benchmarks/web.py`` (from the repository root). It builds a 4-player,
30-deal 5000 Rummy game in a throw-away SQLite database and drives the app in-process with
Flask's test client, so the times are the server's own (no network). It prints the median and
95th percentile of each request, and the bytes of the scoreboard page and the files it loads,
raw and gzip-compressed (what a compressing server or proxy sends).
"""

from __future__ import annotations

import gzip
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from deals import PLAYERS, deal  # noqa: E402  benchmarks/deals.py
from flask.testing import FlaskClient  # noqa: E402
from flask_migrate import upgrade  # noqa: E402

from scorekeeper import create_app  # noqa: E402

DEALS = 30


def percentiles(
    call: Callable[[], object], repeat: int, after: Callable[[], object] = lambda: None
) -> tuple[float, float]:
    """Median and 95th percentile of ``repeat`` calls, in milliseconds (``after`` untimed)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
        after()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1]


def page_weight(client: FlaskClient, url: str) -> tuple[int, int]:
    """Raw and gzip bytes of a page and the stylesheets and scripts it links."""
    html = client.get(url).data
    assets = re.findall(rb'(?:href|src)="(/static/[^"]+)"', html)
    bodies = [html] + [client.get(asset.decode()).data for asset in assets]
    return sum(map(len, bodies)), sum(len(gzip.compress(body)) for body in bodies)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(
            {
                "SECRET_KEY": "bench",
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/bench.sqlite3",
                "WTF_CSRF_ENABLED": False,
            }
        )
        with app.app_context():
            upgrade()
        client = app.test_client()
        game = client.post(
            "/api/v1/games", json={"variant": "5000-rummy", "players": PLAYERS}
        ).get_json()
        auth = {"Authorization": f"Bearer {game['edit_key']}"}
        deals_url = f"/api/v1/games/{game['id']}/deals"
        for number in range(1, DEALS + 1):
            assert client.post(deals_url, json=deal(number), headers=auth).status_code == 201
        edit_url = game["urls"]["edit"].removeprefix("http://localhost")
        view_url = game["urls"]["view"].removeprefix("http://localhost")

        def save() -> None:
            assert client.post(deals_url, json=deal(1), headers=auth).status_code == 201

        def remove() -> None:
            assert client.delete(f"{deals_url}/{DEALS + 1}", headers=auth).status_code == 204

        print(f"Python {sys.version.split()[0]}; a {len(PLAYERS)}-player game of {DEALS} deals")
        for name, call, after in [
            ("scoreboard (edit page)", lambda: client.get(edit_url), None),
            ("scoreboard (view page)", lambda: client.get(view_url), None),
            ("game as JSON (API)", lambda: client.get(f"/api/v1/games/{game['id']}"), None),
            ("deal save (API)", save, remove),
        ]:
            median, p95 = percentiles(call, 200, after or (lambda: None))
            print(f"{name:28} median {median:6.2f} ms   p95 {p95:6.2f} ms")
        raw, compressed = page_weight(client, edit_url)
        print(f"first load of the scoreboard: {raw / 1024:.1f} KB, {compressed / 1024:.1f} KB gzip")


if __name__ == "__main__":
    main()
