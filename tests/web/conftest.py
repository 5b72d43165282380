"""Fixtures for the web tests."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.web.game_pages import GameActions


@pytest.fixture
def games(client: FlaskClient, app: Flask) -> GameActions:
    """Start games and enter deals through the forms (CSRF off)."""
    return GameActions(client, app)
