"""A long game's scoreboard (issue 12, "a read costs what it shows"): it lists the newest
:data:`SCOREBOARD_DEALS` deals, with the earlier ones a link away in the record, and still shows
the whole game's totals. Deals are 5000 Rummy's (000 pagat 5000 Rummy, Scoring)."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from scorekeeper.scorebook.scores.scoresheet import SCOREBOARD_DEALS
from tests.web.game_pages import page_text, totals

EXTRA = 3
"""Deals past what a scoreboard lists."""


def play(client: FlaskClient, deals: int) -> dict[str, str]:
    """A 2-player game of ``deals`` deals through the API; deal n: Ann melds 7S 7H 7D (15)
    and goes out with Bob's 9C (5) to take: 20 for Ann; Bob 0."""
    body = {"variant": "5000-rummy", "players": ["Ann", "Bob"], "options": {"target": 10**6}}
    game = client.post("/api/v1/games", json=body).get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    deal = {
        "wild_rank": "K",
        "players": [
            {"name": "Ann", "melds": [["7S", "7H", "7D"]]},
            {"name": "Bob", "hand": ["9C"]},
        ],
        "went_out": "Ann",
    }
    for _ in range(deals):
        answer = client.post(f"/api/v1/games/{game['id']}/deals", json=deal, headers=auth)
        assert answer.status_code == 201, answer.get_json()
    return game


def test_a_long_scoreboard_lists_the_newest_deals_and_the_whole_totals(
    client: FlaskClient,
) -> None:
    deals = SCOREBOARD_DEALS + EXTRA
    game = play(client, deals)
    for path in (f"/g/{game['id']}", f"/e/{game['edit_key']}"):
        page = client.get(path)
        numbers = [
            int(n) for n in re.findall(r'<details class="sheet-deal" id="deal-(\d+)"', page.text)
        ]
        assert numbers == list(range(EXTRA + 1, deals + 1))
        assert f"Deals 1 to {EXTRA}: in the record" in page_text(page)
        assert f'href="/g/{game["id"]}/record"' in page.text
        assert totals(page) == [f"{20 * deals:,}", "0"]
    assert f"Enter deal {deals + 1}" in page_text(client.get(f"/e/{game['edit_key']}"))
    record = client.get(f"/g/{game['id']}/record").text
    assert len(re.findall(r'id="deal-\d+"', record)) >= deals  # the record keeps every deal


def test_a_short_scoreboard_lists_every_deal(client: FlaskClient) -> None:
    game = play(client, 3)
    page = client.get(f"/g/{game['id']}")
    assert len(re.findall(r'<details class="sheet-deal"', page.text)) == 3
    assert "in the record</a>" not in page.text
