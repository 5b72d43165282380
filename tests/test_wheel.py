"""Scorekeeper installed from its wheel (issue 56): the wheel carries the app's folders
(templates, static files, translations with their compiled catalogues, migrations) inside the
package, and a fresh virtual environment that installed it, run from a folder that is not the
checkout, migrates its database and serves every kind of page: the home page in English and in
German, a game's page and the static files the pages link.

The wheel is built offline from a copy of the checkout (its .mo files left out: the build
compiles the catalogues itself), with the build-system's requirements of requirements/dev.lock
(``--no-build-isolation``); the fresh environment finds the dependencies in the project's own
site-packages (a .pth file), since it may not download them, but the package itself only in
its own."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import sysconfig
import time
import urllib.request
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from babel.messages.pofile import read_po

from scorekeeper.app import FOLDERS
from scorekeeper.words.languages import LANGUAGES
from tests.apps import TEST_DATABASE_URL
from tests.gunicorn_server import READY_TRIES, SERVER_LIFETIME, free_port

ROOT = Path(__file__).resolve().parents[1]
BUILT_FROM = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "scorekeeper", *FOLDERS)
"""What the build reads of the checkout: the copy the wheel is built from holds only these."""

LEFT_OUT = shutil.ignore_patterns("__pycache__", "*.py[co]", "*.mo")

STATIC_LINK = re.compile(r'(?:href|src)="(/static/[^"]+)"')

SETTINGS = ("DATABASE_URL", "SECRET_KEY", "TRUSTED_PROXIES", "RATELIMIT_STORAGE_URI", "VIRTUAL_ENV")
"""Variables of the test run's environment that the installed app must not see: it runs with
its own defaults, as after a fresh install."""

pytestmark = pytest.mark.skipif(
    bool(TEST_DATABASE_URL), reason="the installed app keeps its own SQLite file: checked once"
)


def built_wheel(folder: Path) -> Path:
    """Build the wheel offline from a copy of the checkout in ``folder``; its path."""
    source = folder / "source"
    for name in BUILT_FROM:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=LEFT_OUT)
        else:
            source.mkdir(exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    wheels = folder / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-index"]
        + ["--no-build-isolation", "--wheel-dir", str(wheels), str(source)],
        check=True,
    )
    (wheel,) = wheels.glob("scorekeeper-*.whl")
    return wheel


def fresh_environment(folder: Path, wheel: Path) -> Path:
    """A new virtual environment in ``folder`` with the wheel installed (no dependencies: the
    project's own site-packages are on its path, after its own); its Python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    python = folder / "bin" / "python"
    own = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    (Path(own) / "project-dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet"]
        + ["--no-deps", "--no-index", str(wheel)],
        check=True,
    )
    return python


@contextmanager
def serving(python: Path, folder: Path, environment: dict[str, str]) -> Iterator[str]:
    """The installed app served by gunicorn on 127.0.0.1, run in ``folder``, until the block
    ends (or :data:`SERVER_LIFETIME` seconds have passed); yield its base URL."""
    port = free_port()
    server = subprocess.Popen(
        ["timeout", str(SERVER_LIFETIME), str(python), "-m", "gunicorn"]
        + ["--bind", f"127.0.0.1:{port}", "--workers", "1", "scorekeeper:create_app()"],
        cwd=folder,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(READY_TRIES):
            if server.poll() is not None:
                raise RuntimeError(f"gunicorn stopped before it answered ({server.returncode})")
            try:
                with urllib.request.urlopen(f"{url}/api/v1/variants", timeout=5):
                    break
            except OSError:
                time.sleep(0.1)
        else:
            raise RuntimeError(f"gunicorn did not answer on {url}")
        yield url
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGKILL)
        server.wait()


def get(url: str, language: str = "en") -> tuple[int, dict[str, str], bytes]:
    """GET ``url`` as a browser asking for ``language``: status, headers and body."""
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return answer.status, dict(answer.headers), answer.read()


def test_the_wheel_installed_elsewhere_serves_every_page(tmp_path: Path) -> None:
    wheel = built_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    for folder in FOLDERS:
        checkout = {
            path.relative_to(ROOT).as_posix()
            for path in (ROOT / folder).rglob("*")
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".mo"
        }
        assert {f"scorekeeper/{name}" for name in checkout} <= names, folder
        assert not any(name.startswith(f"{folder}/") for name in names)  # none outside
        assert f"scorekeeper/{folder}/__init__.py" not in names  # data, not a package
    compiled = {f"scorekeeper/translations/{code}/LC_MESSAGES/messages.mo" for code in LANGUAGES}
    assert compiled - {"scorekeeper/translations/en/LC_MESSAGES/messages.mo"} <= names

    python = fresh_environment(tmp_path / "venv", wheel)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    environment = {
        name: value
        for name, value in os.environ.items()
        if name not in SETTINGS and not name.startswith(("PYTHON", "FLASK_", "SCOREKEEPER_"))
    }

    def run(*arguments: str) -> str:
        return subprocess.run(
            [str(python), *arguments],
            cwd=elsewhere,
            env=environment,
            check=True,
            capture_output=True,
            text=True,
        ).stdout

    where = run("-c", "import scorekeeper.app as app; print(app.__file__); print(app.ROOT)")
    module, folders = (Path(line) for line in where.splitlines())
    assert module.is_relative_to(tmp_path / "venv")  # not the checkout's
    assert folders == module.parent

    run("-m", "flask", "--app", "scorekeeper", "db", "upgrade")
    started = run("-m", "flask", "--app", "scorekeeper", "start", "127.0.0.1", "5000")
    assert started.splitlines()[0] == "The database is up to date."

    with serving(python, elsewhere, environment) as url:
        status, _, home = get(f"{url}/")
        assert status == 200
        assert b"Start a game" in home

        players = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"]}
        made = urllib.request.Request(
            f"{url}/api/v1/games",
            data=json.dumps(players).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(made, timeout=30) as answer:
            assert answer.status == 201
            game = json.load(answer)
        status, _, page = get(f"{url}/g/{game['id']}")
        assert status == 200
        assert all(name.encode() in page for name in players["players"])

        links = set(STATIC_LINK.findall(home.decode()) + STATIC_LINK.findall(page.decode()))
        assert "/static/css/app.css" in {link.split("?")[0] for link in links}
        for link in sorted(links):
            address = urlsplit(link.replace("&amp;", "&"))
            checkout = ROOT / address.path.removeprefix("/")
            version = hashlib.sha256(checkout.read_bytes()).hexdigest()[:12]
            assert parse_qs(address.query)["v"] == [version], link  # the very file, installed
            status, headers, body = get(f"{url}{link}")
            assert (status, bool(body)) == (200, True), link
            assert "immutable" in headers["Cache-Control"], link

        with (ROOT / "translations/de/LC_MESSAGES/messages.po").open("rb") as catalogue:
            german = read_po(catalogue)
        start = german["Start a game"].string
        assert start and start != "Start a game"
        status, _, home = get(f"{url}/", language="de")
        assert status == 200
        assert b'<html lang="de">' in home
        assert start.encode() in home
