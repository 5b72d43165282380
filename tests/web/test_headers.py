"""Security headers on every response, error pages included (issue 5, Web security)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.apps import make_app
from tests.web.game_pages import GameActions


def assert_secure(headers: dict[str, str] | object) -> None:
    policy = headers["Content-Security-Policy"]  # type: ignore[index]
    assert "unsafe-inline" not in policy
    assert "unsafe-eval" not in policy
    assert "script-src 'self'" in policy
    assert "style-src 'self'" in policy
    assert "frame-ancestors 'none'" in policy
    assert headers["X-Content-Type-Options"] == "nosniff"  # type: ignore[index]


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/", 200),
        ("/games/new", 200),
        ("/check", 200),
        ("/api/v1/variants", 200),
        ("/no/such/page", 404),
        ("/api/v1/games/nope", 404),
        ("/e/not-a-key", 404),
    ],
)
def test_every_response_carries_the_security_headers(
    client: FlaskClient, path: str, status: int
) -> None:
    response = client.get(path)
    assert response.status_code == status
    assert_secure(response.headers)


def test_an_unexpected_error_carries_the_security_headers(failing_app: Flask) -> None:
    response = failing_app.test_client().get("/boom")
    assert response.status_code == 500
    assert_secure(response.headers)


def test_capability_link_pages_are_not_indexed_nor_leak_their_address(
    client: FlaskClient, games: GameActions
) -> None:
    edit_url = games.start()
    view_id = games.game().view_id
    table = client.post("/tables/new", data={"name": "Friday"}).headers["Location"]
    new_game_at_table = f"/games/new?table={table.rsplit('/', 1)[-1]}"  # holds the table's key
    paths = (edit_url, f"{edit_url}/deals/new", f"/g/{view_id}", f"/api/v1/games/{view_id}")
    for path in (*paths, new_game_at_table):
        response = client.get(path)
        assert response.status_code == 200, path
        assert response.headers["X-Robots-Tag"].startswith("noindex"), path
        assert response.headers["Referrer-Policy"] == "same-origin", path
    assert "X-Robots-Tag" not in client.get("/").headers


def test_pages_have_no_inline_code_nor_third_party_resources(
    client: FlaskClient, games: GameActions
) -> None:
    edit_url = games.start()
    view_id = games.game().view_id
    for path in ("/", "/games/new", "/check", edit_url, f"{edit_url}/deals/new", f"/g/{view_id}"):
        page = client.get(path).text
        assert re.search(r"<script(?![^>]*\bsrc=)", page) is None, path
        assert "<style" not in page, path
        assert re.search(r"\sstyle=", page) is None, path
        assert re.search(r"\son[a-z]+=", page) is None, path
        elsewhere = re.findall(r'(?:src|href)="((?:https?:)?//[^"]*)"', page)
        assert all(url.startswith("http://localhost/") for url in elsewhere), path


def test_htmx_is_told_not_to_inject_styles_nor_eval(client: FlaskClient) -> None:
    page = client.get("/").text
    config = """'{"allowEval": false, "includeIndicatorStyles": false}'"""
    assert f'<meta name="htmx-config" content={config}>' in page


def test_the_view_page_keeps_its_poll_settings_with_the_safe_ones(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    page = client.get(f"/g/{games.game().view_id}").text
    configs = re.findall(r'<meta name="htmx-config" content=\'([^\']*)\'>', page)
    assert len(configs) == 1
    assert '"allowEval": false' in configs[0]
    assert '"includeIndicatorStyles": false' in configs[0]
    assert '{"code": "304", "swap": false}' in configs[0]


def test_cookies_are_httponly_and_samesite(client: FlaskClient, games: GameActions) -> None:
    games.start()
    cookie = client.get_cookie("session")
    assert cookie is not None
    assert cookie.http_only
    assert cookie.same_site == "Lax"
    assert not cookie.secure


@pytest.mark.parametrize("setting", ["SCOREKEEPER_PRODUCTION", "HTTPS"])
def test_production_cookies_are_secure(
    monkeypatch: pytest.MonkeyPatch, tmp_path, setting: str
) -> None:
    """In production, and served over https by scripts/run itself (``HTTPS=1``, issue 41,
    item 4), the session cookie, which holds this phone's edit keys, is Secure."""
    monkeypatch.setenv(setting, "1")
    app = make_app(tmp_path / "prod.sqlite3", WTF_CSRF_ENABLED=False)
    response = app.test_client().post(
        "/games/new", data=GameActions(app.test_client(), app).new_game_form()
    )
    assert response.status_code == 302
    assert "Secure" in response.headers["Set-Cookie"]
    assert "HttpOnly" in response.headers["Set-Cookie"]


def test_csrf_tokens_do_not_expire_and_bodies_are_capped(app: Flask) -> None:
    assert app.config["WTF_CSRF_TIME_LIMIT"] is None
    assert app.config["MAX_CONTENT_LENGTH"] <= 1024 * 1024


def test_a_body_too_large_is_refused_in_words(client: FlaskClient) -> None:
    response = client.post("/games/new", data={"players-0": "x" * (2 * 1024 * 1024)})
    assert response.status_code == 413
    assert "Too much to send" in response.text
    assert_secure(response.headers)


SECURE_PATHS = ("/", "/games/new", "/api/v1/variants", "/no/such/page", "/static/css/app.css")


@pytest.mark.parametrize("path", SECURE_PATHS)
def test_over_https_every_answer_says_to_come_back_over_https_for_an_hour(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, path: str
) -> None:
    """HSTS under ``HTTPS=1`` (issue 49, item 11): a short age, for a table's laptop whose name
    may be served over plain http another evening, and nothing for its subdomains nor the
    browsers' preload list (docs/serving.md)."""
    monkeypatch.setenv("HTTPS", "1")
    app = make_app(tmp_path / "https.sqlite3")
    response = app.test_client().get(path, base_url="https://laptop.local:8000")
    assert response.headers["Strict-Transport-Security"] == "max-age=3600"


@pytest.mark.parametrize("path", SECURE_PATHS)
def test_over_plain_http_no_answer_says_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, path: str
) -> None:
    monkeypatch.setenv("HTTPS", "1")  # set, but this request came over plain http
    app = make_app(tmp_path / "http.sqlite3")
    response = app.test_client().get(path, base_url="http://laptop.local:8000")
    assert "Strict-Transport-Security" not in response.headers


def test_behind_a_proxy_only_an_https_request_gets_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A proxy that ends https says so (``X-Forwarded-Proto``, believed with
    ``TRUSTED_PROXIES``); the same proxy passing plain http on gets none."""
    monkeypatch.setenv("TRUSTED_PROXIES", "1")
    client = make_app(tmp_path / "proxy.sqlite3").test_client()
    secure = client.get("/", headers={"X-Forwarded-Proto": "https"})
    assert secure.headers["Strict-Transport-Security"] == "max-age=3600"
    plain = client.get("/", headers={"X-Forwarded-Proto": "http"})
    assert "Strict-Transport-Security" not in plain.headers
