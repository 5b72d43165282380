from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner
from flask_migrate import upgrade

from scorekeeper import create_app


def make_app(database: Path, **settings: object) -> Flask:
    """An app for tests, with its own SQLite file brought up to date by the migrations."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}",
            **settings,
        }
    )
    with app.app_context():
        upgrade()
    return app


@pytest.fixture
def app(tmp_path: Path) -> Flask:
    """The app with CSRF checks off, so tests can post forms directly."""
    return make_app(tmp_path / "test.sqlite3", WTF_CSRF_ENABLED=False)


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def runner(app: Flask) -> FlaskCliRunner:
    return app.test_cli_runner()


@pytest.fixture
def csrf_app(tmp_path: Path) -> Flask:
    """The app with CSRF checks on, as in production."""
    return make_app(tmp_path / "test.sqlite3", WTF_CSRF_ENABLED=True)


@pytest.fixture
def csrf_client(csrf_app: Flask) -> FlaskClient:
    return csrf_app.test_client()
