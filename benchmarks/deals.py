"""The deals the benchmarks enter: through the JSON API (:func:`deal`, by ``scale.py`` and
``web.py``), and through the deal form as locust's phones send it (:func:`save_deal`, by
``load.py`` and ``seats.py``)."""

from __future__ import annotations

import re
from typing import Any

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
"""The players of the API's games."""

HIDDEN = re.compile(r'name="(csrf_token|entry_id|version)" type="hidden" value="([^"]*)"')
"""The deal form's hidden fields, as its page holds them."""


def deal(number: int) -> dict[str, Any]:
    """Deal ``number`` of a 5000 Rummy game of :data:`PLAYERS`, as the API takes it: legal
    (kings wild), and low scores, so that no game reaches its target."""
    return {
        "wild_rank": "K",
        "players": [
            {"name": "Ann", "melds": [["2H", "3H", "4H"]], "hand": ["9C"]},
            {"name": "Bob", "melds": [["5S", "6S", "7S"]], "laid_off": ["8S"]},
            {"name": "Cy", "melds": [["9D", "10D", "JD"]], "hand": ["2C"]},
            {"name": "Dee", "hand": ["3C", "4C"]},
        ],
        "went_out": "Bob" if number % 2 else None,
    }


def hidden_fields(page: str) -> dict[str, str]:
    """The hidden fields of the deal form on ``page`` (its HTML), by name."""
    return dict(HIDDEN.findall(page))


def save_deal(client: Any, edit: str, data: dict[str, str]) -> bool:
    """Send the deal form of the game whose edit page is ``edit`` with ``data``, as a locust
    phone (``client``), then open the scoreboard as the browser does; whether it was saved
    (if not, locust counts a failure)."""
    with client.post(
        f"{edit}/deals/new",
        data=data,
        name="save deal",
        allow_redirects=False,
        catch_response=True,
    ) as saved:
        if saved.status_code != 302:
            saved.failure(f"deal not saved: {saved.status_code}")
            return False
    client.get(edit, name="scoreboard")
    return True
