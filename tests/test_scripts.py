"""The scripts a person runs (issue 14, items 7-9): ``scripts/run`` serves with gunicorn (gevent
workers and no control socket: issue 24), a Python older than 3.11 is refused in one line
before any environment is made, and the benchmarks say what they need; ``scripts/run`` says
when its port is taken (issue 24, item 11), and ``flask rescore`` when the database was never
upgraded; Ctrl-C stops ``scripts/run`` without a traceback (issue 37, item 6)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from scorekeeper import create_app
from tests.apps import database_settings, make_app, sqlite_only
from tests.gunicorn_server import (
    ROOT,
    SERVER_LIFETIME,
    free_port,
    scripts_run_environment,
    scripts_run_serving,
)

MIGRATIONS = sorted((Path(__file__).resolve().parents[1] / "migrations" / "versions").glob("*.py"))


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


@pytest.mark.parametrize(
    ("benchmark", "package"),
    [
        ("load.py", "locust"),
        ("seats.py", "locust"),
        ("championship.py", "locust"),
        ("entry.py", "playwright"),
        ("hostile.py", "pytest"),
    ],
)
def test_a_benchmark_says_which_development_package_it_needs(benchmark: str, package: str) -> None:
    without = (
        f"import runpy, sys; sys.modules[{package!r}] = None; "
        "runpy.run_path(sys.argv[1], run_name='__main__')"
    )
    result = subprocess.run(
        [sys.executable, "-c", without, f"benchmarks/{benchmark}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert f"benchmarks/{benchmark} needs {package}" in result.stderr.lower()
    assert "bash scripts/test" in result.stderr
    assert "Traceback" not in result.stderr


def test_rescore_on_a_database_never_upgraded_says_to_run_flask_db_upgrade(
    tmp_path: Path,
) -> None:
    app = create_app({"SECRET_KEY": "test", **database_settings(tmp_path / "new.sqlite3")})
    result = app.test_cli_runner().invoke(args=["rescore"])
    assert result.exit_code == 1
    assert "run 'flask --app scorekeeper db upgrade' first" in result.output
    assert "Traceback" not in result.output


@sqlite_only
def test_scripts_run_serves_with_gunicorn_on_host_and_port(tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"  # where gunicorn would put its control socket (issue 24)
    runtime.mkdir()
    with (
        (tmp_path / "run.log").open("wb") as log,
        scripts_run_serving(
            tmp_path / "run.sqlite3",
            log,
            XDG_RUNTIME_DIR=str(runtime),
            GUNICORN_CMD_ARGS="--log-level info",  # gunicorn says its worker class
        ) as url,
        urllib.request.urlopen(f"{url}/rules", timeout=5) as page,
    ):
        assert page.status == 200
        assert page.headers["Server"].startswith("gunicorn")
        assert list(runtime.iterdir()) == []  # no control socket that another app would share
    output = (tmp_path / "run.log").read_text()
    assert f"Scorekeeper is served at {url}" in output
    assert "Using worker: gevent" in output
    assert "development server" not in output


def test_scripts_run_says_the_port_is_taken(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        result = subprocess.run(
            ["timeout", str(SERVER_LIFETIME), "bash", "scripts/run"],
            cwd=ROOT,
            env=scripts_run_environment(tmp_path / "run.sqlite3", port),
            capture_output=True,
            text=True,
        )
    assert result.returncode == 1
    assert f"Port {port} of 127.0.0.1 is taken" in result.stderr
    assert "served at" not in result.stdout + result.stderr


@contextmanager
def run_in_a_terminal(
    database: Path, log_path: Path
) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """``bash scripts/run`` on ``database`` in a process group of its own, as a terminal runs
    it, its output in ``log_path``: the process and its address once it answers; stopped with
    SIGKILL at the end if it is still running."""
    port = free_port()
    with log_path.open("wb") as log:
        server = subprocess.Popen(
            ["timeout", str(SERVER_LIFETIME), "bash", "scripts/run"],
            cwd=ROOT,
            env=scripts_run_environment(database, port),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            url = f"http://127.0.0.1:{port}"
            for _ in range(600):
                try:
                    with urllib.request.urlopen(f"{url}/rules", timeout=5) as page:
                        assert page.status == 200
                        break
                except OSError:
                    time.sleep(0.1)
            else:
                raise AssertionError("scripts/run did not answer")
            yield server, url
        finally:
            if server.poll() is None:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait()


@sqlite_only
def test_the_first_start_says_the_database_in_one_line_then_the_address(tmp_path: Path) -> None:
    """A first start (a database never made) says what was done to the database in one line,
    not each migration's prose, then the address, then the access log (issue 42, item 1)."""
    log_path = tmp_path / "run.log"
    with run_in_a_terminal(tmp_path / "first.sqlite3", log_path) as (server, _):
        os.killpg(server.pid, signal.SIGINT)  # gunicorn writes out its log as it stops
        server.wait(timeout=60)
    lines = log_path.read_text().splitlines()
    served = next(n for n, line in enumerate(lines) if "Scorekeeper is served at" in line)
    assert lines[:served] == [
        f"The database was brought up to date ({len(MIGRATIONS)} change(s))."
    ], lines
    answered = next(n for n, line in enumerate(lines) if '"GET /rules HTTP/1.1" 200' in line)
    between = lines[served + 1 : answered]  # gunicorn's own start says nothing
    assert all(line.startswith("Phones cannot") for line in between), lines


@sqlite_only
def test_ctrl_c_stops_scripts_run_without_a_traceback(tmp_path: Path) -> None:
    """Ctrl-C in the terminal sends SIGINT to the whole foreground process group: gunicorn and
    each gevent worker. Each worker used to print a 14-line traceback (SystemExit) as it left
    (issue 37, item 6)."""
    database = tmp_path / "run.sqlite3"
    make_app(database)
    log_path = tmp_path / "run.log"
    with run_in_a_terminal(database, log_path) as (server, url):
        os.killpg(server.pid, signal.SIGINT)  # what Ctrl-C does in a terminal
        returncode = server.wait(timeout=60)
    output = log_path.read_text()
    assert "Scorekeeper is served at" in output
    assert "Traceback" not in output, output
    assert "SystemExit" not in output, output
    assert returncode == 0, output
    with pytest.raises(OSError):  # nothing answers any more
        urllib.request.urlopen(f"{url}/rules", timeout=2)
