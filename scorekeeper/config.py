"""Configuration: defaults, then what the environment overrides.

``create_app`` applies, in order: :func:`defaults`, :func:`from_environment`, its
``test_config``, and finally, if no secret key was given, :func:`persistent_secret_key`.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Any


def defaults(instance_path: str) -> dict[str, Any]:
    """Return the default settings: a SQLite database in the instance folder.

    :param instance_path: the app's instance folder.
    :returns: Flask config keys and values.
    """
    database = Path(instance_path) / "scorekeeper.sqlite3"
    return {"SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}"}


def from_environment() -> dict[str, Any]:
    """Return the settings given by environment variables that are set and not empty.

    ``DATABASE_URL`` becomes ``SQLALCHEMY_DATABASE_URI``; ``SECRET_KEY`` keeps its name.

    :returns: Flask config keys and values.
    """
    names = {"DATABASE_URL": "SQLALCHEMY_DATABASE_URI", "SECRET_KEY": "SECRET_KEY"}
    return {key: os.environ[name] for name, key in names.items() if os.environ.get(name)}


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
