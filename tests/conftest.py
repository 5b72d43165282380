from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner
from flask_migrate import upgrade
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.pool import NullPool

from scorekeeper import create_app

TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL", "")
"""A PostgreSQL server to run the tests on, like ``postgresql+psycopg://user@127.0.0.1:5432/sk``
(its database is used to create the others); SQLite files when empty."""

sqlite_only = pytest.mark.skipif(
    bool(TEST_DATABASE_URL), reason="about SQLite itself, and TEST_DATABASE_URL is set"
)


def database_settings(database: Path) -> dict[str, Any]:
    """Settings for an empty database of its own, named after ``database``: that SQLite file,
    or with ``TEST_DATABASE_URL`` a PostgreSQL database (emptied first). Connections are not
    pooled, so that no test leaves one open (Python 3.13 warns of an unclosed SQLite one)."""
    if not TEST_DATABASE_URL:
        return {
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}",
            "SQLALCHEMY_ENGINE_OPTIONS": {"poolclass": NullPool},
        }
    server = make_url(TEST_DATABASE_URL)
    url = server.set(database=f"{server.database}_{database.stem}")
    admin = create_engine(server, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    with admin.connect() as connection:
        exists = connection.execute(
            text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": url.database}
        ).first()
        if exists is None:
            connection.execute(text(f'CREATE DATABASE "{url.database}"'))
    admin.dispose()
    emptier = create_engine(url, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    with emptier.connect() as connection:
        connection.execute(text("DROP SCHEMA public CASCADE"))
        connection.execute(text("CREATE SCHEMA public"))
    emptier.dispose()
    return {
        "SQLALCHEMY_DATABASE_URI": url.render_as_string(hide_password=False),
        "SQLALCHEMY_ENGINE_OPTIONS": {"poolclass": NullPool},
    }


def make_app(database: Path, **settings: object) -> Flask:
    """An app for tests, with its own empty database brought up to date by the migrations."""
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", **database_settings(database), **settings}
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
