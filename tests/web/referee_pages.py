"""The meld checker asked as its page asks (``check``), and what it answers in words."""

from __future__ import annotations

import html
import re
from urllib.parse import urlencode

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

HTMX = {"HX-Request": "true"}


def check(
    client: FlaskClient, headers: dict[str, str] | None = None, **params: str
) -> TestResponse:
    """``GET /check`` with ``params`` as the query string."""
    return client.get(f"/check?{urlencode(params)}", headers=headers or {})


def text(response: TestResponse) -> str:
    """The page's text with tags removed and entities decoded, spaces squeezed."""
    without_tags = re.sub(r"<[^>]+>", " ", response.text)
    return re.sub(r"\s+", " ", html.unescape(without_tags)).strip()


def field_message(response: TestResponse, field: str) -> str:
    """The text of the note next to ``field``: its error, or else its hint."""
    match = re.search(
        rf'<p class="field-note[^"]*" id="{field}-error"[^>]*>(.*?)</p>', response.text
    )
    assert match is not None, f"no message slot for {field}"
    return html.unescape(re.sub(r"<[^>]+>", "", match.group(1))).strip()
