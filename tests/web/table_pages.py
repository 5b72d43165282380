"""A table started from its page, and its view path read from its edit page's share link."""

from __future__ import annotations

import re

from flask.testing import FlaskClient


def start_table(client: FlaskClient, name: str = "Friday nights") -> str:
    """Start a table; return its edit page's path."""
    response = client.post("/tables/new", data={"name": name})
    assert response.status_code == 302
    return response.headers["Location"]


def view_path(client: FlaskClient, edit_path: str) -> str:
    """A table's view path, read from its edit page's share link."""
    page = client.get(edit_path).text
    match = re.search(r'class="share-link"><a href="http://localhost(/t/[\w-]+)"', page)
    assert match is not None
    return match.group(1)
