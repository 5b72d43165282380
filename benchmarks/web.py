"""Time the scoreboard, the deal form and the deal save on the server, and weigh the first page
load.

Run: ``.venv/bin/python benchmarks/web.py`` (from the repository root). It builds a 4-player,
30-deal 5000 Rummy game in a throw-away SQLite database and drives the app in-process with
Flask's test client, so the times are the server's own (no network). It prints the median and
95th percentile of each request: the scorekeeper's scoreboard and deal form both loaded again
(what a game's version has drawn before is kept: ``scorekeeper/scorebook/scores/kept.py``) and as a
scorekeeper meets them, first after a deal was saved (nothing kept yet for that version), the
viewers' scoreboard, the game's JSON and a deal's save; then the bytes of the scoreboard page
and of each file it links, raw and as the app sends them gzip-compressed (what a phone gets over
http; over https a browser may take zstd or Brotli instead, also totalled).
"""

from __future__ import annotations

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


BROWSER_OVER_HTTPS = "gzip, deflate, br, zstd"
"""What Chrome asks for over https (over http it leaves out br and zstd)."""


def page_weight(client: FlaskClient, url: str) -> list[tuple[str, int, int, int]]:
    """A page and each static file it links (stylesheets, scripts, icons), as (name, raw bytes,
    bytes sent gzip-compressed, bytes sent to a browser over https); the page first."""
    html = client.get(url).text
    names = [url, *re.findall(r'(?:href|src)="(/static/[^"?]+)', html)]
    rows = []
    for name in names:
        sent = [
            len(client.get(name, headers={"Accept-Encoding": accepted}).data)
            for accepted in ("identity", "gzip", BROWSER_OVER_HTTPS)
        ]
        rows.append((name if name.startswith("/static/") else "the page", *sent))
    return rows


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

        def page(url: str) -> Callable[[], None]:
            def load() -> None:
                assert client.get(url).status_code == 200, url

            return load

        deal_form = f"{edit_url}/deals/new?wild_rank=7"

        def saved() -> None:  # the game's next version: what the last one drew is not used
            save()
            remove()

        print(f"Python {sys.version.split()[0]}; a {len(PLAYERS)}-player game of {DEALS} deals")
        for name, call, after in [
            ("scoreboard (edit page)", page(edit_url), None),
            ("  first after a save", page(edit_url), saved),
            ("deal form", page(deal_form), None),
            ("  first after a save", page(deal_form), saved),
            ("scoreboard (view page)", page(view_url), None),
            ("game as JSON (API)", lambda: client.get(f"/api/v1/games/{game['id']}"), None),
            ("deal save (API)", save, remove),
        ]:
            median, p95 = percentiles(call, 200, after or (lambda: None))
            print(f"{name:28} median {median:6.2f} ms   p95 {p95:6.2f} ms")
        rows = page_weight(client, edit_url)
        print(f"\n{'first load of the scoreboard':44} {'raw':>8} {'gzip':>8} {'https':>8}")
        for name, *sizes in rows:
            print(f"{name.removeprefix('/static/'):44}" + "".join(f"{n:8,d}" for n in sizes))
        raw, compressed, https = (sum(row[i] for row in rows) / 1024 for i in (1, 2, 3))
        print(
            f"first load of the scoreboard: {raw:.1f} KB, {compressed:.1f} KB gzip "
            f"({https:.1f} KB over https)"
        )


if __name__ == "__main__":
    main()
