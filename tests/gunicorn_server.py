"""Serving the app with gunicorn and the committed gunicorn.conf.py, on 127.0.0.1, for tests
that need the real server: several worker processes, its access log; or as ``bash scripts/run``
serves it (gevent workers, https with ``HTTPS=1``)."""

from __future__ import annotations

import os
import signal
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from tests.apps import make_app

ROOT = Path(__file__).resolve().parents[1]
SERVER_LIFETIME = 180
"""Seconds after which the server stops by itself, should the test not stop it."""

READY_TRIES = 1200
"""Asks (a tenth of a second apart, each waiting up to 5 s) for a started server's first
answer before the test gives up: a server never answering fails at once, as itself."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def gunicorn_serving(
    database: Path, log: IO[bytes] | int = subprocess.DEVNULL, fresh: bool = True, **env: str
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """gunicorn (2 workers) over a fresh SQLite file (``fresh=False``: the file as it is, as a
    second server sharing a database) until the block ends; yield its base URL and process.
    Its log (access and errors) goes to ``log``; ``env`` adds to the environment."""
    if fresh:
        make_app(database)
    port = free_port()
    environment = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{database}",
        "SECRET_KEY": "gunicorn",
        "BIND": f"127.0.0.1:{port}",
        "WEB_CONCURRENCY": "2",
        **env,
    }
    gunicorn = Path(sys.executable).parent / "gunicorn"
    server = subprocess.Popen(
        ["timeout", str(SERVER_LIFETIME), str(gunicorn), "-c", "gunicorn.conf.py"],
        cwd=ROOT,
        env=environment,
        stdout=log,
        stderr=log,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(READY_TRIES):  # a busy 2-core machine may take a minute to start it
            if server.poll() is not None:
                raise RuntimeError(f"gunicorn stopped before it answered ({server.returncode})")
            try:
                with urllib.request.urlopen(f"{url}/api/v1/variants", timeout=5):
                    break
            except OSError:
                time.sleep(0.1)
        else:
            raise RuntimeError(f"gunicorn did not answer on {url}")
        yield url, server
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGKILL)
        server.wait()


def scripts_run_environment(database: Path, port: int, **env: str) -> dict[str, str]:
    """The environment ``bash scripts/run`` gets in the tests: this process's, serving
    ``database`` (SQLite) on 127.0.0.1 and ``port`` from this virtual environment; ``env``
    adds to it."""
    return {
        **os.environ,
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "DATABASE_URL": f"sqlite:///{database}",
        "SECRET_KEY": "run",
        "VENV": str(Path(sys.executable).parent.parent),
        **env,
    }


@contextmanager
def scripts_run_serving(
    database: Path, log: IO[bytes], fresh: bool = True, **env: str
) -> Iterator[str]:
    """``bash scripts/run`` over a fresh SQLite file (``fresh=False``: the file as it is, say
    filled by the test), on 127.0.0.1 and a free port, until the block ends; yield its base
    URL, ``https://`` if ``env`` has ``HTTPS=1`` (the server is first reached trusting only the
    authority in ``HTTPS_DIR``). Its output goes to ``log``; ``env`` adds to the environment.
    """
    if fresh:
        make_app(database)
    port = free_port()
    environment = scripts_run_environment(database, port, **env)
    context = None
    url = f"http://127.0.0.1:{port}"
    if env.get("HTTPS") == "1":
        url = f"https://127.0.0.1:{port}"
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)  # trusts nothing until loaded
    server = subprocess.Popen(
        ["timeout", str(SERVER_LIFETIME), "bash", "scripts/run"],
        cwd=ROOT,
        env=environment,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        for _ in range(600):
            try:
                if context and not context.get_ca_certs():
                    context.load_verify_locations(Path(env["HTTPS_DIR"]) / "ca.crt")
                with urllib.request.urlopen(f"{url}/rules", timeout=5, context=context):
                    break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError("scripts/run did not answer")
        yield url
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=SERVER_LIFETIME)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
