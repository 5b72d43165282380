"""The keeper's pages read as a phone reads them, kept or drawn afresh, and what they hold (an
entry id, a CSRF token), for the tests of cheap reads and kept pages."""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper import create_app


def keepers_page(client: FlaskClient, path: str) -> str:
    """The edit page at ``path`` as shown again (a change's message goes with its first
    showing), without its tokens (CSRF)."""
    client.get(path)
    response = client.get(path)
    assert response.status_code == 200
    return re.sub(r"[\w.-]{60,}", "TOKEN", response.text)


def drawn_afresh(app: Flask, path: str) -> str:
    """The edit page at ``path`` as another app on the same database draws it (it has kept
    nothing yet)."""
    settings = {
        name: app.config[name]
        for name in ("SQLALCHEMY_DATABASE_URI", "SQLALCHEMY_ENGINE_OPTIONS", "WTF_CSRF_ENABLED")
    }
    other = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    return keepers_page(other.test_client(), path)


def deal_page(client: FlaskClient, path: str, headers: dict[str, str] | None = None) -> str:
    """The deal form at ``path`` without what each opening makes anew (the CSRF token, the
    one-time entry id, and the note of the last save, said once)."""
    response = client.get(path, headers=headers)
    assert response.status_code == 200
    page = re.sub(r"[\w.-]{60,}", "TOKEN", response.text)
    page = re.sub(r'<p class="flash" role="status">[^<]*</p>\n', "", page)
    return re.sub(r'(name="entry_id" type="hidden" value=")[0-9a-f]{32}', r"\1ENTRY", page)


def deal_page_afresh(app: Flask, path: str, headers: dict[str, str] | None = None) -> str:
    """The deal form at ``path`` as another app on the same database draws it (it has kept
    nothing yet)."""
    settings = {
        name: app.config[name]
        for name in ("SQLALCHEMY_DATABASE_URI", "SQLALCHEMY_ENGINE_OPTIONS", "WTF_CSRF_ENABLED")
    }
    other = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    return deal_page(other.test_client(), path, headers)


def entry_id_of_page(page: str) -> str:
    match = re.search(r'name="entry_id" type="hidden" value="([0-9a-f]{32})"', page)
    assert match is not None
    return match.group(1)


def csrf_of(page: str) -> str:
    """The page's CSRF token, as its scripts send it and as its forms do."""
    match = re.search(r'"X-CSRFToken": "([^"]+)"', page)
    assert match is not None
    assert page.count(f'name="csrf_token" value="{match.group(1)}"') >= 1
    return match.group(1)
