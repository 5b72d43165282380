"""The scripts a person runs (issue 14, items 7-9): ``scripts/run`` serves with gunicorn (gevent
workers and no control socket: issue 24), a Python older than 3.11 is refused in one line
before any environment is made, and the load benchmark says what it needs."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.request
from pathlib import Path

from tests.conftest import sqlite_only
from tests.gunicorn_server import ROOT, scripts_run_serving


def test_an_old_python_gets_one_line_before_any_environment_is_made(tmp_path: Path) -> None:
    old = tmp_path / "python3.10"
    old.write_text("#!/bin/sh\necho 3.10\n")
    old.chmod(0o755)
    venv = tmp_path / "venv"
    result = subprocess.run(
        ["bash", "-c", "source scripts/_venv.sh; ensure_venv requirements/app.lock"],
        cwd=ROOT,
        env={**os.environ, "VENV": str(venv), "PYTHON": str(old)},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert result.stderr == f"Scorekeeper needs Python 3.11 or later; {old} is 3.10.\n"
    assert not venv.exists()


def test_the_load_benchmark_says_what_it_needs() -> None:
    without_locust = "import sys; sys.modules['locust'] = None; exec(open(sys.argv[1]).read())"
    result = subprocess.run(
        [sys.executable, "-c", without_locust, "benchmarks/load.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert "needs locust" in result.stderr and "bash scripts/test" in result.stderr


@sqlite_only
def test_scripts_run_serves_with_gunicorn_on_host_and_port(tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"  # where gunicorn would put its control socket (issue 24)
    runtime.mkdir()
    with (
        (tmp_path / "run.log").open("wb") as log,
        scripts_run_serving(tmp_path / "run.sqlite3", log, XDG_RUNTIME_DIR=str(runtime)) as url,
        urllib.request.urlopen(f"{url}/rules", timeout=5) as page,
    ):
        assert page.status == 200
        assert page.headers["Server"].startswith("gunicorn")
        assert list(runtime.iterdir()) == []  # no control socket that another app would share
    output = (tmp_path / "run.log").read_text()
    assert f"Scorekeeper is served at {url}" in output
    assert "Using worker: gevent" in output
    assert "development server" not in output
