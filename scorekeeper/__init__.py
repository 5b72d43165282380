"""Scorekeeper: scores and referees rummy games played with real cards.

The engine (``scorekeeper.rules``) is pure Python; the web app is made by :func:`create_app`
(``scorekeeper.app``), which ``flask --app scorekeeper`` and gunicorn find here. Importing this
package loads neither, so that the engine can be used without Flask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from flask import Flask


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create and configure the app (``scorekeeper.app.create_app``).

    :param test_config: settings applied last, over the defaults and the environment.
    :returns: the configured app.
    """
    from scorekeeper.app import create_app as make_app

    return make_app(test_config)


__all__ = ["create_app"]
