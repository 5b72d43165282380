"""Every page says what the app is in a meta description, in the page's language (issue 41,
item 4: no page had one)."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient


def description(html: str) -> str:
    found = re.search(r'<meta name="description" content="([^"]+)">', html)
    assert found is not None, "no meta description"
    return found.group(1)


@pytest.mark.parametrize("path", ["/", "/games/new", "/check", "/tables/new", "/import"])
def test_every_page_has_a_description(client: FlaskClient, path: str) -> None:
    page = client.get(path)
    assert page.status_code == 200
    assert "checks every meld" in description(page.text)


def test_the_description_is_in_the_pages_language(client: FlaskClient) -> None:
    spanish = client.get("/", headers={"Accept-Language": "es"})
    assert description(spanish.text).startswith("Lleva la puntuación")
