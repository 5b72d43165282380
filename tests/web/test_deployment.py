"""Running past one box (issue 5, Deployment): behind a reverse proxy, and as several app
servers sharing one database."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask

from scorekeeper import create_app
from tests.apps import make_app
from tests.web.game_pages import Cards, GameActions, totals

PROXIED = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "score.example.org"}
DEAL = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]


def created_links(app: Flask) -> dict[str, str]:
    body = {"variant": "5000-rummy", "players": ["Ann", "Bob"]}
    response = app.test_client().post("/api/v1/games", json=body, headers=PROXIED)
    assert response.status_code == 201
    return response.get_json()["urls"]


def test_behind_a_trusted_proxy_links_use_the_address_the_players_see(tmp_path: Path) -> None:
    app = make_app(tmp_path / "proxied.sqlite3", TRUSTED_PROXIES="1")
    assert created_links(app)["view"].startswith("https://score.example.org/g/")


def test_without_a_trusted_proxy_forwarded_headers_are_ignored(app: Flask) -> None:
    assert created_links(app)["view"].startswith("http://localhost/g/")


def test_two_app_servers_share_one_database_and_nothing_else(app: Flask) -> None:
    """A game started on one server is kept on another: the second has no memory of it."""
    other = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": app.config["SECRET_KEY"],
            "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"],
            "SQLALCHEMY_ENGINE_OPTIONS": app.config["SQLALCHEMY_ENGINE_OPTIONS"],
            "WTF_CSRF_ENABLED": False,
        }
    )
    first = GameActions(app.test_client(), app)
    edit_url = first.start()
    second = GameActions(other.test_client(), other)
    second.edit_url = edit_url
    assert second.enter_deal(DEAL, 0, wild_rank="K").status_code == 302
    assert totals(first.client.get(edit_url)) == totals(second.client.get(edit_url))
    assert totals(first.client.get(edit_url)) != ["0", "0", "0"]


def test_the_gunicorn_config_serves_the_app_on_the_loopback_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("BIND", "WEB_CONCURRENCY"):
        monkeypatch.delenv(name, raising=False)
    settings: dict[str, object] = {}
    source = Path(__file__).resolve().parents[2] / "gunicorn.conf.py"
    exec(compile(source.read_text(), str(source), "exec"), settings)
    assert settings["wsgi_app"] == "wsgi:app"
    assert settings["bind"] == "127.0.0.1:8000"
    assert settings["workers"] == 2


def test_the_environment_sets_the_proxies(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TRUSTED_PROXIES", "2")
    app = make_app(tmp_path / "configured.sqlite3")
    assert app.config["TRUSTED_PROXIES"] == "2"
    # Two proxies are trusted, the request names one hop: not enough to believe it.
    assert created_links(app)["view"].startswith("http://localhost/g/")
