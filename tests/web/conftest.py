"""Fixtures for the web tests."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper import create_app
from tests.web.game_pages import GameActions


@pytest.fixture
def games(client: FlaskClient, app: Flask) -> GameActions:
    """Start games and enter deals through the forms (CSRF off)."""
    return GameActions(client, app)


@pytest.fixture
def failing_app() -> Flask:
    """An app with a route, ``/boom``, that fails with an error nobody expected."""
    app = create_app({"SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": "sqlite://"})

    @app.get("/boom")
    def boom() -> str:
        raise RuntimeError("boom")

    return app
