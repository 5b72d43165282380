"""Typed scores through the API (issue 39, item 1): a player given as ``{"name": "Ann",
"score": 25}`` in place of cards; a deal is typed or entered as cards, never both. Stored as
typed, shown as typed (not checked), kept by a backup and imported again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Flask

from tests.api.game_calls import (
    FIRST_DEAL,
    GAMES,
    auth,
    backed_up,
    create,
    imported_elsewhere,
)

TYPED = {
    "wild_rank": "2",
    "players": [
        {"name": "Ann", "score": "80+15"},
        {"name": "Bob", "score": -20},
        {"name": "Cy", "score": 0},
    ],
    "went_out": "Ann",
}


def test_a_typed_deal_is_stored_as_typed_and_counts_in_the_totals(client: Any) -> None:
    game = create(client)
    url = f"{GAMES}/{game['id']}/deals"
    assert client.post(url, json=FIRST_DEAL, headers=auth(game)).status_code == 201
    response = client.post(url, json=TYPED, headers=auth(game))
    assert response.status_code == 201, response.get_json()
    assert response.get_json()["scores"] == {"Ann": 95, "Bob": -20, "Cy": 0}
    assert response.get_json()["typed"] is True
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [deal["typed"] for deal in body["deals"]] == [False, True]
    # FIRST_DEAL scores Ann 225, Bob 20, Cy 0 (000 pagat 5000 Rummy, Scoring).
    assert [player["total"] for player in body["players"]] == [225 + 95, 20 - 20, 0]


def test_a_deal_scored_without_a_game_may_be_typed(client: Any) -> None:
    body = {"variant": "tonk", "players": TYPED["players"][:2], "went_out": "Ann"}
    response = client.post("/api/v1/deals/score", json=body)
    assert response.status_code == 200, response.get_json()
    players = response.get_json()["players"]
    scores = [(player["score"], player["typed"]) for player in players]
    assert scores == [(95, "80+15"), (-20, "-20")]


def test_typed_and_cards_together_are_refused_by_the_field_and_nothing_is_stored(
    client: Any,
) -> None:
    game = create(client)
    url = f"{GAMES}/{game['id']}/deals"
    cases = [
        ([{"name": "Ann", "score": 5}, {"name": "Bob", "hand": ["KS"], "score": 1}], 1),
        ([{"name": "Ann", "score": 5}, {"name": "Bob", "hand": ["KS"]}], 1),
        ([{"name": "Ann", "score": "5+"}, {"name": "Bob", "score": 1}], 0),
    ]
    codes = []
    for players, seat in cases:
        deal = {"wild_rank": "K", "players": players, "went_out": None}
        response = client.post(url, json=deal, headers=auth(game))
        assert response.status_code == 422, response.get_json()
        assert response.get_json()["field"] == f"players[{seat}].score"
        codes.append(response.get_json()["code"])
    assert codes == ["typed.with_cards", "typed.every_player", "typed.not_a_sum"]
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


def test_a_backup_keeps_what_was_typed_and_imports_it_again(
    app: Flask, client: Any, tmp_path: Path
) -> None:
    game = create(client)
    client.post(f"{GAMES}/{game['id']}/deals", json=TYPED, headers=auth(game))
    archive = backed_up(app)
    lines = archive["games"][0]["deals"][0]["lines"]
    assert [line["typed"] for line in lines] == ["80+15", "-20", "0"]
    body = imported_elsewhere(archive, tmp_path).get(f"{GAMES}/{game['id']}").get_json()
    assert body["deals"][0]["typed"] is True
    assert [player["total"] for player in body["players"]] == [95, -20, 0]


def test_the_openapi_document_describes_typed_scores_and_scores_only(client: Any) -> None:
    document = json.dumps(client.get("/api/v1/openapi.json").get_json())
    assert "the player's score of the deal typed in place of cards" in document
    assert "scores-only for any card game" in document
    assert "the deal was entered as typed scores, not checked" in document
