"""Indian Rummy through the JSON API (006 Indian Rummy): what a player said beyond the cards,
a rejoin, players out; refusals by field and code; a backup keeps them and imports them again.
The counts are worked out in tests/rules/test_indian_rummy.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Flask

from tests.api.game_calls import GAMES, auth, backed_up, create, imported_elsewhere

SHOW = [["AH", "2H", "3H", "4H"], ["6S", "JK", "8S"], ["9C", "9D", "9H"], ["KC", "KD", "KS"]]
H80 = "5D JK 7D 9S 9H 9C KS KH KD QC JD 3S 2H".split()
H37 = "2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH".split()


def deal(bob: dict[str, Any]) -> dict[str, Any]:
    return {
        "wild_rank": "5",
        "players": [
            {"name": "Ann", "melds": SHOW},
            {"name": "Bob", **bob},
            {"name": "Cy", "said": "first_drop"},
        ],
        "went_out": "Ann",
    }


def test_a_pool_game_through_the_api(client: Any) -> None:
    game = create(client, variant="indian-rummy")
    url = f"{GAMES}/{game['id']}/deals"
    for _ in range(2):
        response = client.post(url, json=deal({"hand": H80}), headers=auth(game))
        assert response.status_code == 201, response.get_json()
        assert response.get_json()["scores"] == {"Ann": 0, "Bob": 80, "Cy": 20}
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [player["total"] for player in body["players"]] == [0, 160, 40]
    assert body["pool"] == {"out": ["Bob"], "rejoined": [], "rejoin_on": 41}
    refused = client.post(url, json=deal({"hand": H37}), headers=auth(game))
    assert refused.status_code == 422
    assert refused.get_json()["code"] == "indian.player_out"
    assert refused.get_json()["field"] == "players[1]"
    response = client.post(url, json=deal({"hand": H37, "rejoined": True}), headers=auth(game))
    assert response.status_code == 201, response.get_json()
    assert response.get_json()["scores"]["Bob"] == 41 - 160 + 37
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [player["total"] for player in body["players"]] == [0, 78, 60]
    # Nobody is out; a rejoin would now give Bob's 78 + 1.
    assert body["pool"] == {"out": [], "rejoined": ["Bob"], "rejoin_on": 79}
    other = create(client)
    assert client.get(f"{GAMES}/{other['id']}").get_json()["pool"] is None


def test_a_saying_outside_indian_rummy_is_refused(client: Any) -> None:
    body = {
        "variant": "rummy",
        "players": [
            {"name": "Ann", "melds": [["2H", "3H", "4H"]]},
            {"name": "Bob", "said": "first_drop"},
        ],
        "went_out": "Ann",
    }
    response = client.post("/api/v1/deals/score", json=body)
    assert response.status_code == 422
    assert response.get_json()["code"] == "indian.said_not_in_game"
    assert response.get_json()["field"] == "players[1].said"


def test_a_backup_keeps_what_was_said_and_a_rejoin(app: Flask, client: Any, tmp_path: Path) -> None:
    game = create(client, variant="indian-rummy")
    url = f"{GAMES}/{game['id']}/deals"
    for _ in range(2):
        client.post(url, json=deal({"hand": H80}), headers=auth(game))
    client.post(url, json=deal({"hand": H37, "rejoined": True}), headers=auth(game))
    archive = backed_up(app)
    lines = archive["games"][0]["deals"][2]["lines"]
    assert [line["said"] for line in lines] == [None, None, "first_drop"]
    assert [line["rejoined"] for line in lines] == [False, True, False]
    body = imported_elsewhere(archive, tmp_path).get(f"{GAMES}/{game['id']}").get_json()
    assert [player["total"] for player in body["players"]] == [0, 78, 60]


def test_the_openapi_document_describes_what_a_player_says(client: Any) -> None:
    document = json.dumps(client.get("/api/v1/openapi.json").get_json())
    assert "what the player said beyond the cards" in document
    assert "first_drop" in document and "rejoined" in document
