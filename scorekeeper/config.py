"""Configuration: defaults, then what the environment overrides.

``create_app`` applies, in order: :func:`defaults`, :func:`from_environment`, its
``test_config``, and finally, if no secret key was given, :func:`persistent_secret_key`.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Any

MAX_CONTENT_LENGTH = 64 * 1024
"""Bytes a request body may hold (64 KB): a deal of 12 players is a few kilobytes; more is
answered 413 before it is read."""

KEY_GUESS_LIMIT = 20
"""Wrong or unknown links one address may try in a minute (see ``scorekeeper.web.guesses``)."""

KEPT_FOR = 3600
"""Seconds a number worked out from stored ones is kept in the app's memory (see
``scorekeeper.extensions.cache``); each is kept under what it was worked out from, so an
entry outlived by a change is never read again and only waits to be dropped."""

CREATION_LIMIT = "30 per minute; 300 per hour"
"""Games and tables one address may make (``scorekeeper.web.creations``): a table makes a few an
evening, a club's tables behind one address a few each."""

KEPT_BYTES = 32 * 1024 * 1024
"""Bytes (32 MB) the numbers and pages kept in the app's memory may take in each process
(``scorekeeper.web.sized_cache``): the oldest are dropped beyond it."""

PRODUCTION = {"SESSION_COOKIE_SECURE": True}
"""What ``SCOREKEEPER_PRODUCTION=1`` adds: the session cookie is sent over HTTPS only."""


def defaults(instance_path: str) -> dict[str, Any]:
    """Return the default settings: a SQLite database in the instance folder, cookies that
    scripts cannot read and other sites cannot send, CSRF tokens that do not expire (a phone
    left on a page for hours can still save), a cap on the size of a request, and a cache in
    the app's memory (each process its own, bounded in entries and bytes).

    :param instance_path: the app's instance folder.
    :returns: Flask config keys and values.
    """
    database = Path(instance_path) / "scorekeeper.sqlite3"
    return {
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}",
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "WTF_CSRF_TIME_LIMIT": None,
        "MAX_CONTENT_LENGTH": MAX_CONTENT_LENGTH,
        "KEY_GUESS_LIMIT": KEY_GUESS_LIMIT,
        "CACHE_TYPE": "scorekeeper.web.sized_cache.SizedCache",
        "CACHE_DEFAULT_TIMEOUT": KEPT_FOR,
        "CACHE_THRESHOLD": 1000,
        "CACHE_MAX_BYTES": KEPT_BYTES,
        "CREATION_LIMIT": CREATION_LIMIT,
        "RATELIMIT_HEADERS_ENABLED": True,  # a 429 says when to try again (Retry-After)
        # Brotli at 5 first (what a phone asks for over HTTPS), then gzip (over plain HTTP):
        # Flask-Compress's first choice, zstd at 3, made htmx 6% larger than gzip does.
        "COMPRESS_ALGORITHM": ["br", "gzip", "zstd", "deflate"],
        "COMPRESS_ALGORITHM_STREAMING": ["br", "zstd", "deflate"],
        "COMPRESS_BR_LEVEL": 5,
    }


def from_environment() -> dict[str, Any]:
    """Return the settings given by environment variables that are set and not empty.

    ``DATABASE_URL`` becomes ``SQLALCHEMY_DATABASE_URI``; ``SECRET_KEY`` and
    ``TRUSTED_PROXIES`` (how many reverse proxies stand in front, whose ``X-Forwarded-*``
    headers are believed) and ``HTTPS_DIR`` (the folder of :mod:`scorekeeper.web.https`'s
    certificates, whose authority the app serves for phones to install) and ``CREATION_LIMIT``
    (like ``"30 per minute; 300 per hour"``: the games and tables one address may make) keep
    their names;
    ``SCOREKEEPER_PRODUCTION=1`` adds :data:`PRODUCTION`, and so does ``HTTPS=1`` (the app
    served over https by ``scripts/run`` itself: the session cookie, which holds this phone's
    edit keys, is then never sent over plain http to the same machine).

    :returns: Flask config keys and values.
    """
    names = {
        "DATABASE_URL": "SQLALCHEMY_DATABASE_URI",
        "SECRET_KEY": "SECRET_KEY",
        "TRUSTED_PROXIES": "TRUSTED_PROXIES",
        "HTTPS_DIR": "HTTPS_DIR",
        "CREATION_LIMIT": "CREATION_LIMIT",
        "RATELIMIT_STORAGE_URI": "RATELIMIT_STORAGE_URI",
    }
    settings: dict[str, Any] = {
        key: os.environ[name] for name, key in names.items() if os.environ.get(name)
    }
    if "1" in (os.environ.get("SCOREKEEPER_PRODUCTION"), os.environ.get("HTTPS")):
        settings |= PRODUCTION
    return settings


def persistent_secret_key(instance_path: str) -> str:
    """Read the secret key kept in the instance folder, creating it on first use.

    Keeping it on disk means sessions survive a restart without configuring anything.

    :param instance_path: the app's instance folder (it must exist).
    :returns: the key, 64 hex characters.
    """
    path = Path(instance_path) / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()
