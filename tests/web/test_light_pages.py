"""Light pages at the home table (issue 14, item 10): answers compressed by the app's own server,
static files at versioned addresses cached for a year."""

from __future__ import annotations

import gzip
import re
import shutil
from pathlib import Path

from flask.testing import FlaskClient

from scorekeeper.web.static_files import ONE_YEAR
from tests.web.game_pages import GameActions

GZIP = {"Accept-Encoding": "gzip"}


def test_pages_scripts_and_json_are_sent_compressed(
    client: FlaskClient, games: GameActions
) -> None:
    edit = games.start()
    view_id = games.game().view_id
    for path in (edit, f"/g/{view_id}", "/static/vendor/htmx.min.js", "/api/v1/variants"):
        raw = client.get(path)
        packed = client.get(path, headers=GZIP)
        assert packed.headers.get("Content-Encoding") == "gzip", path
        assert "Accept-Encoding" in packed.headers["Vary"], path
        assert len(packed.data) < len(raw.data) / 2, path
        text = gzip.decompress(packed.data)
        assert text == raw.data or text.startswith(b"<!doctype html>"), path  # a page: new tokens
    script = client.get("/static/vendor/htmx.min.js", headers=GZIP)
    assert len(script.data) < 20_000  # 52 KB raw


def test_a_scoreboard_poll_still_answers_304(client: FlaskClient, games: GameActions) -> None:
    games.start()
    view_id = games.game().view_id
    headers = {**GZIP, "HX-Request": "true"}
    first = client.get(f"/g/{view_id}/scoreboard", headers=headers)
    assert first.status_code == 200
    again = client.get(
        f"/g/{view_id}/scoreboard", headers={**headers, "If-None-Match": first.headers["ETag"]}
    )
    assert again.status_code == 304


def test_static_files_have_versioned_addresses_cached_for_a_year(client: FlaskClient) -> None:
    page = client.get("/games/new").text
    addresses = re.findall(r'(?:src|href)="(/static/[^"]+)"', page)
    assert addresses and all(re.search(r"\?v=[0-9a-f]{12}$", url) for url in addresses)
    for url in addresses:
        response = client.get(url)
        assert response.status_code == 200, url
        cache = response.cache_control
        assert (cache.max_age, cache.public, cache.immutable) == (ONE_YEAR, True, True), url
        unversioned = client.get(url.split("?")[0])
        assert unversioned.cache_control.no_cache, url
        assert client.get(url.split("?")[0] + "?v=000000000000").cache_control.max_age is None


def test_our_scripts_and_stylesheets_are_sent_minified(client: FlaskClient) -> None:
    static = Path(client.application.static_folder or "")
    for name in ("js/save-queue.js", "css/games.css"):
        source = (static / name).read_bytes()
        sent = client.get(f"/static/{name}")
        assert sent.status_code == 200, name
        assert len(sent.data) < len(source) * 0.8, name
        assert b"\n  " not in sent.data and b"/* " not in sent.data and b"// " not in sent.data
        assert int(sent.headers["Content-Length"]) == len(sent.data), name
    # Already minified, and not a script: sent as they are.
    for name in ("vendor/htmx.min.js", "icons/icon.svg"):
        assert client.get(f"/static/{name}").data == (static / name).read_bytes(), name


def test_pages_name_their_static_files_under_the_address_the_app_is_served_at(
    client: FlaskClient,
) -> None:
    """Each static address is worked out once (static_url): the app served under a prefix
    (behind a proxy, ``SCRIPT_NAME``) still names its files under that prefix, and at the root
    at the root, whichever was asked first."""
    at_root = client.get("/games/new").text
    under = client.get("/games/new", base_url="http://localhost/club/").text
    root_addresses = re.findall(r'(?:src|href)="(/[^"]*static/[^"]+)"', at_root)
    prefixed = re.findall(r'(?:src|href)="(/[^"]*static/[^"]+)"', under)
    assert root_addresses and all(url.startswith("/static/") for url in root_addresses)
    assert prefixed == [f"/club{url}" for url in root_addresses]
    assert client.get("/games/new").text.count('"/club/static/') == 0


def test_in_debug_mode_a_changed_static_file_gets_a_new_address(
    client: FlaskClient, tmp_path: Path
) -> None:
    """While a developer works (``flask run --debug``) the files change: each page names each
    file by its content as it is then (here a copy of the static folder, changed)."""
    app = client.application
    static = tmp_path / "static"
    shutil.copytree(app.static_folder or "", static)
    app.static_folder = str(static)
    app.debug = True
    script = static / "js" / "ready.js"

    def ready_address() -> str:
        found = re.search(r'src="(/static/js/ready\.js\?v=[0-9a-f]{12})"', client.get("/").text)
        assert found is not None
        return found.group(1)

    before = ready_address()
    script.write_text(script.read_text(encoding="utf-8") + "\n// changed\n", encoding="utf-8")
    assert ready_address() != before
