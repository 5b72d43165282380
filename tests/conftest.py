from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner

from tests.apps import make_app


def pytest_sessionstart(session: pytest.Session) -> None:
    """Compile the languages' catalogues the app reads, as scripts/test does, once per run (not
    in each xdist worker), so that pytest run on its own speaks every language too: by
    ``scripts/translations compile``, which makes a .mo again only when its .po is newer and
    puts it in place whole (another run's tests may be reading it)."""
    if not hasattr(session.config, "workerinput"):
        root = Path(__file__).resolve().parents[1]
        venv = Path(sys.executable).parent.parent
        subprocess.run(
            ["bash", "scripts/translations", "compile"],
            cwd=root,
            env={**os.environ, "VENV": str(venv)},
            check=True,
        )


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
