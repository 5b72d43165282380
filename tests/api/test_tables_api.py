"""The tables API (issue 12, Tables in the JSON API): start a table, start games at it by its
edit key, read it a page of games at a time with every player's record.

Scores by hand from 000 pagat 5000 Rummy, Scoring (see ``test_games_api``): with kings wild,
Ann goes out with 7C 7D 7H and scores 225, Bob 20, Cy 0 in ``FIRST_DEAL``.
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.scorebook.records.table_games import PAGE
from tests.api.game_calls import FIRST_DEAL, auth, create

TABLES = "/api/v1/tables"


def new_table(client: FlaskClient, name: str = "Fridays") -> dict[str, Any]:
    response = client.post(TABLES, json={"name": name})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def test_a_table_is_created_and_answers_its_links(client: FlaskClient) -> None:
    table = new_table(client)
    assert set(table) == {"id", "edit_key", "urls"}
    assert table["urls"]["view"].endswith(f"/t/{table['id']}")
    assert table["urls"]["edit"].endswith(f"/t/e/{table['edit_key']}")
    assert client.get(table["urls"]["view"]).status_code == 200
    read = client.get(f"{TABLES}/{table['id']}").get_json()
    assert read["name"] == "Fridays" and read["games"] == [] and read["records"] == []


def test_games_started_with_the_table_key_are_its_games_newest_first(client: FlaskClient) -> None:
    table = new_table(client)
    first = create(client, table=table["edit_key"], options={"target": 200})
    assert client.post(f"/api/v1/games/{first['id']}/deals", json=FIRST_DEAL, headers=auth(first))
    second = create(client, table=table["edit_key"])
    create(client)  # not at the table
    read = client.get(f"{TABLES}/{table['id']}").get_json()
    assert [game["id"] for game in read["games"]] == [second["id"], first["id"]]
    finished = read["games"][1]
    assert finished["finished"] is True and finished["winners"] == ["Ann"]
    assert finished["players"][0] == {
        "name": "Ann",
        "total": 225,
        "starting_score": 0,
        "colour": "blue",
        "avatar": "A",
        "joined_late": False,
        "left": False,
    }
    ann = next(record for record in read["records"] if record["name"] == "Ann")
    assert (ann["played"], ann["won"], ann["best_deal"], ann["went_out"]) == (2, 1, 225, 1)
    assert ann["win_rate"] == 1.0


def test_the_games_come_a_page_at_a_time(client: FlaskClient, app: Flask) -> None:
    table = new_table(client)
    made = [create(client, table=table["edit_key"])["id"] for _ in range(PAGE + 2)]
    first = client.get(f"{TABLES}/{table['id']}").get_json()
    assert (first["game_count"], first["page"], first["pages"]) == (PAGE + 2, 1, 2)
    assert len(first["games"]) == PAGE
    second = client.get(first["next"]).get_json()
    assert second["next"] is None
    shown = [game["id"] for game in first["games"] + second["games"]]
    assert sorted(shown) == sorted(made) and len(set(shown)) == PAGE + 2
    assert second["records"] == first["records"]


def test_a_wrong_table_key_name_or_page_is_refused(client: FlaskClient) -> None:
    response = client.post(
        "/api/v1/games", json={"variant": "rummy", "players": ["A", "B"], "table": "no-such-key"}
    )
    assert response.status_code == 400 and response.get_json()["field"] == "table"
    assert client.post(TABLES, json={"name": "  "}).status_code == 400
    assert client.post(TABLES, json={"name": "x" * 61}).get_json()["field"] == "name"
    # A control character (NUL: PostgreSQL refuses it in text, a 500 before) or nothing visible.
    for name in ("\x00", "Ann\x00", "\u200b"):
        answer = client.post(TABLES, json={"name": name})
        assert (answer.status_code, answer.get_json()["code"]) == (400, "api.table_name_refused")
    table = new_table(client)
    assert client.get(f"{TABLES}/{table['id']}?page=0").status_code == 400
    assert client.get(f"{TABLES}/no-such-table").status_code == 404


def test_a_page_past_the_last_is_empty(client: FlaskClient) -> None:
    """Even one whose games would start past what PostgreSQL's integers hold (a 500 before)."""
    table = new_table(client)
    create(client, table=table["edit_key"])
    for page in (2, 10**18 - 1):
        answer = client.get(f"{TABLES}/{table['id']}?page={page}").get_json()
        assert (answer["page"], answer["pages"], answer["games"]) == (page, 1, [])
        assert answer["next"] is None
