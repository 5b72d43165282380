"""Static files at versioned addresses, kept by browsers for a year.

``url_for("static", filename=...)`` adds ``v=<the first 12 hex digits of the file's SHA-256>``;
pages name their files with :func:`static_url`, which keeps each address once worked out. An
answer to such an address is cached for a year (``immutable``), since a changed file gets a
new address. The same file asked for without its version (or with an old one) is checked on
every load (``no-cache``), as before. Files are sent whole, compressed (Flask-Compress).

Our own scripts and stylesheets are sent minified (rjsmin, rcssmin: comments and spaces
dropped), each worked out once per process from the file as it is, so that the repository
keeps only the readable files; a file already minified (``*.min.js``, the vendored htmx) is
sent as it is. A phone's first load of the scoreboard is a third smaller for it
(``benchmarks/web.py``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from contextlib import closing
from functools import lru_cache
from pathlib import Path
from typing import Any

import rcssmin
import rjsmin
from flask import Flask, Response, current_app, request, url_for

ONE_YEAR = 365 * 24 * 60 * 60
"""Seconds a versioned static file is cached."""
MINIFIERS: dict[str, Callable[[str], str]] = {".js": rjsmin.jsmin, ".css": rcssmin.cssmin}
"""The minifier of each kind of file we write (by the name's suffix)."""


def register_static_versions(app: Flask) -> None:
    """Version the app's static URLs, cache what is asked for by them, and give the templates
    :func:`static_url`."""
    app.url_defaults(_add_version)
    app.after_request(_cache_versioned)
    app.jinja_env.globals["static_url"] = static_url


def static_url(filename: str) -> str:
    """The versioned address of the static file ``filename`` (like ``"js/picker.js"``), as
    ``url_for("static", filename=filename)`` gives it. Worked out once per process, static
    folder and address the app is served under (``request.script_root``); but in debug mode,
    where the files change as the developer works. A page names ten to twenty static files:
    building each address anew took about a twelfth of the deal form's time."""
    if current_app.debug:
        return url_for("static", filename=filename)
    return _kept_static_url(current_app.static_folder or "", request.script_root, filename)


@lru_cache(maxsize=256)
def _kept_static_url(static_folder: str, script_root: str, filename: str) -> str:
    # The folder and the script root are the cache's key: url_for reads them from the app
    # and the request.
    return url_for("static", filename=filename)


def file_version(filename: str) -> str | None:
    """The version of a static file: a hash of its content; ``None`` if there is no such file.
    Worked out once per process, but in debug mode (``flask run --debug``), where the files
    change as the developer works: each page names a dozen static files, and looking at each
    file again cost a twentieth of a page."""
    folder = current_app.static_folder or ""
    if current_app.debug:
        return _version(folder, filename)
    return _kept_version(folder, filename)


def _version(static_folder: str, filename: str) -> str | None:
    path = _static_path(static_folder, filename)
    if path is None or not path.is_file():
        return None
    return _content_hash(path, path.stat().st_mtime_ns)


_kept_version = lru_cache(maxsize=256)(_version)


@lru_cache(maxsize=256)
def _static_path(static_folder: str, filename: str) -> Path | None:
    """Where ``filename`` lies inside the static folder, or ``None`` when outside it (each
    page names a dozen static files: resolving their paths anew cost a fifth of a page)."""
    folder = Path(static_folder).resolve()
    path = (folder / filename).resolve()
    return path if folder in path.parents else None


@lru_cache(maxsize=256)
def _content_hash(path: Path, mtime_ns: int) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def minified(path: Path) -> bytes | None:
    """The file at ``path`` minified, as UTF-8 bytes; ``None`` for a file not ours to minify
    (not a script or stylesheet, or one already minified: ``*.min.js``)."""
    if path.suffix not in MINIFIERS or path.name.endswith(f".min{path.suffix}"):
        return None
    return _minified(path, path.stat().st_mtime_ns)


@lru_cache(maxsize=256)
def _minified(path: Path, mtime_ns: int) -> bytes:
    return MINIFIERS[path.suffix](path.read_text(encoding="utf-8")).encode()


def _add_version(endpoint: str, values: dict[str, Any]) -> None:
    if endpoint == "static" and "v" not in values and "filename" in values:
        version = file_version(values["filename"])
        if version is not None:
            values["v"] = version


def _cache_versioned(response: Response) -> Response:
    if request.endpoint != "static" or response.status_code not in (200, 304):
        return response
    # Read the (small) file whole and close it, so that it is compressed whole (compressing a
    # file as a stream would leave it open, Flask-Compress, and not use gzip); a script or
    # stylesheet of ours is sent minified instead.
    filename = (request.view_args or {}).get("filename", "")
    if response.is_streamed:
        with closing(response.response):  # type: ignore[type-var]  # a file wrapper: has close()
            body = b"".join(response.iter_encoded())
        path = _static_path(current_app.static_folder or "", filename)
        if response.status_code == 200 and path is not None:
            body = minified(path) or body
        response.direct_passthrough = False
        response.set_data(body)
    if request.args.get("v") and request.args.get("v") == file_version(filename):
        response.cache_control.no_cache = None
        response.cache_control.public = True
        response.cache_control.max_age = ONE_YEAR
        response.cache_control.immutable = True
    return response
