"""An event's standings to take away (issue 53, item 5): the CSV for a spreadsheet, one row per
entrant, and the page to print, both linked from the organiser's and the players' pages, read
from the stored games as the other pages are.

Sources: 014 (events: place points 4/3/2/1, tied places shared).
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_babel import force_locale, gettext

from tests.web.game_pages import page_text
from tests.web.pseudo_language import ALLOWED, pseudo_app, unmarked

EIGHT = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def started_event(client: FlaskClient, entrants: list[Any] | None = None) -> dict[str, Any]:
    """An event of eight with its first series drawn and one deal saved at table 1: seat 0
    goes out, the three others hold 10 points each (004 Rummy) and tie for second."""
    body = {
        "name": "Club evening, 12 March",
        "variant": "rummy",
        "entrants": entrants or EIGHT,
        "series_count": 2,
        "series_deals": 10,
    }
    event = client.post("/api/v1/events", json=body).get_json()
    headers = {"Authorization": f"Bearer {event['edit_key']}"}
    series = client.post(f"/api/v1/events/{event['id']}/series", json={}, headers=headers)
    table = series.get_json()["tables"][0]
    names = [player["name"] for player in table["players"]]
    deal = {
        "players": [
            {"name": names[0], "melds": [["7C", "7D", "7H"]]},
            {"name": names[1], "hand": ["KD"]},
            {"name": names[2], "hand": ["QD"]},
            {"name": names[3], "hand": ["JD"]},
        ],
        "went_out": names[0],
    }
    saved = client.post(
        f"/api/v1/games/{table['game']}/deals",
        json=deal,
        headers={"Authorization": f"Bearer {table['edit_key']}"},
    )
    assert saved.status_code == 201
    return {**event, "seated": names}


def read_csv(client: FlaskClient, view_id: str, **headers: str) -> list[list[str]]:
    response = client.get(f"/ev/{view_id}/standings.csv", headers=headers)
    assert response.status_code == 200
    assert response.mimetype == "text/csv"
    return list(csv.reader(io.StringIO(response.text)))


def test_the_standings_csv_has_a_row_per_entrant_best_first(client: FlaskClient) -> None:
    event = started_event(client)
    response = client.get(f"/ev/{event['id']}/standings.csv")
    assert response.headers["Content-Disposition"] == (
        "attachment; filename=event-club-evening--12-march-standings.csv"
    )
    rows = read_csv(client, event["id"])
    assert rows[0] == ["Place", "Player", "Pair", "Points", "Games", "Series 1"]
    leader, *others = event["seated"]
    assert rows[1] == ["1", leader, "", "4", "1", "4"]
    # The three tied for second share 3+2+1 (014 Ties): 2 each.
    assert sorted(rows[2:5]) == sorted([["2", name, "", "2", "1", "2"] for name in others])
    assert len(rows) == 1 + len(EIGHT)
    assert [row[4] for row in rows[5:]] == ["0"] * 4  # not played yet


def test_the_csv_speaks_the_pages_language_and_says_halves_as_numbers(
    app: Flask, client: FlaskClient
) -> None:
    body = {
        "name": "Abend",
        "variant": "rummy",
        "entrants": ["Ann", "Bob", "Cy", "Di"],
        "series_deals": 5,
        "ranking": {"places": [4, 3, 2, 0]},
    }
    event = client.post("/api/v1/events", json=body).get_json()
    headers = {"Authorization": f"Bearer {event['edit_key']}"}
    table = client.post(f"/api/v1/events/{event['id']}/series", json={}, headers=headers)
    table = table.get_json()["tables"][0]
    names = [player["name"] for player in table["players"]]
    deal = {
        "players": [
            {"name": names[0], "melds": [["7C", "7D", "7H"]]},
            {"name": names[1], "hand": ["KD"]},
            {"name": names[2], "hand": ["QD"]},
            {"name": names[3], "hand": ["JD"]},
        ],
        "went_out": names[0],
    }
    client.post(
        f"/api/v1/games/{table['game']}/deals",
        json=deal,
        headers={"Authorization": f"Bearer {table['edit_key']}"},
    )
    rows = read_csv(client, event["id"], **{"Accept-Language": "de"})
    english = ["Place", "Player", "Pair", "Points", "Games"]
    with app.test_request_context(), force_locale("de"):
        german = [gettext(word) for word in english]
    assert rows[0][:5] == german
    assert german[2] == "Paar" and german != english
    assert [row[3] for row in rows[2:]] == ["1.67"] * 3  # 5/3 each, as a number


def test_pairs_show_in_the_csv_and_the_printed_list(client: FlaskClient) -> None:
    pairs = [["Ann", "Bob"], ["Cy", "Di"], ["Ed", "Flo"], ["Gus", "Hal"]]
    event = started_event(client, pairs)
    rows = read_csv(client, event["id"])
    pair_of = {row[1]: row[2] for row in rows[1:]}
    assert pair_of["Ann"] == pair_of["Bob"] == "Ann & Bob"
    printed = page_text(client.get(f"/ev/{event['id']}/standings"))
    assert "Pairs" in printed and "Ann & Bob" in printed


def test_the_printed_standings_list_every_entrant_with_each_series(client: FlaskClient) -> None:
    event = started_event(client)
    response = client.get(f"/ev/{event['id']}/standings")
    assert response.status_code == 200
    markup = response.get_data(as_text=True)
    assert 'href="/static/css/print.css' in markup or "css/print.css" in markup
    text = page_text(response)
    assert "Club evening, 12 March" in text
    assert "Place Player Points Games Series 1" in text
    assert f"1 {event['seated'][0]} 4 1 4" in text
    assert all(name in text for name in EIGHT)
    assert event["edit_key"] not in markup


def test_the_organiser_and_the_players_find_the_standings(client: FlaskClient) -> None:
    event = started_event(client)
    for page in (f"/ev/e/{event['edit_key']}", f"/ev/{event['id']}"):
        markup = client.get(page).get_data(as_text=True)
        assert f'href="/ev/{event["id"]}/standings.csv"' in markup, page
        assert f'href="/ev/{event["id"]}/standings"' in markup, page


@pytest.mark.parametrize("path", ["/ev/nope/standings", "/ev/nope/standings.csv"])
def test_an_unknown_event_answers_404(client: FlaskClient, path: str) -> None:
    assert client.get(path).status_code == 404


def test_an_event_without_a_series_has_empty_standings_to_take_away(client: FlaskClient) -> None:
    body = {"name": "=cmd", "variant": "rummy", "entrants": ["=Ann", "Bob", "Cy"]}
    event = client.post("/api/v1/events", json={**body, "series_minutes": 90}).get_json()
    rows = read_csv(client, event["id"])
    assert rows[0] == ["Place", "Player", "Pair", "Points", "Games"]
    assert [row[1] for row in rows[1:]] == ["'=Ann", "Bob", "Cy"]  # kept as text
    assert client.get(f"/ev/{event['id']}/standings").status_code == 200


def test_every_word_of_the_printed_standings_is_translated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page to print and the CSV's header in a pseudo-language that marks each message it
    translates: nothing a reader sees is left outside the marks but names and numbers."""
    app, client = pseudo_app(tmp_path, monkeypatch)
    event = started_event(client, [["Ann", "Bob"], ["Cy", "Di"], ["Ed", "Flo"], ["Gus", "Hal"]])
    names = set(EIGHT) | {"Club", "evening", "March", "&"}  # the & of a pair, as typed
    page = client.get(f"/ev/{event['id']}/standings").text
    assert unmarked(page, ALLOWED | names) == []
    header = read_csv(client, event["id"])[0]
    assert all(re.fullmatch(r"⟦[^⟦⟧]+⟧( ?\d+)?(⟦[^⟦⟧]*⟧)?", cell) for cell in header), header
