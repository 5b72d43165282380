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


TYPED_SCORES = [{"name": "Ann", "score": "25+40-10"}, {"name": "Bob", "score": -5}]


def test_a_scores_only_deal_needs_no_went_out(client: Any) -> None:
    """A Scores only game's deals are typed, and its form asks nobody who went out (issue 49,
    item 8: the API answered 400 "went_out is required."): left out, nobody is said, added,
    replaced and scored alone alike; said, it is kept."""
    game = create(client, variant="scores-only", players=["Ann", "Bob"])
    url = f"{GAMES}/{game['id']}/deals"
    response = client.post(url, json={"players": TYPED_SCORES}, headers=auth(game))
    assert response.status_code == 201, response.get_json()
    assert (response.get_json()["went_out"], response.get_json()["scores"]) == (
        None,
        {"Ann": 55, "Bob": -5},
    )
    again = {"players": TYPED_SCORES[::-1]}
    response = client.put(f"{url}/1", json=again, headers=auth(game))
    assert response.status_code == 200, response.get_json()
    said = {"players": TYPED_SCORES, "went_out": "Bob"}
    response = client.post(url, json=said, headers=auth(game))
    assert response.status_code == 201 and response.get_json()["went_out"] == "Bob"
    alone = {"variant": "scores-only", "players": TYPED_SCORES}
    response = client.post("/api/v1/deals/score", json=alone)
    assert response.status_code == 200, response.get_json()
    assert [player["score"] for player in response.get_json()["players"]] == [55, -5]


def test_a_typed_deal_of_a_card_game_needs_no_went_out(client: Any) -> None:
    """A card game's deal typed as each player's score: the deal form leaves who went out to
    the table to say, and takes nobody when it is not said (issue 49, item 8); the API takes
    it left out the same way, in a game and scored alone (000 pagat 5000 Rummy: kings wild,
    the wild rank still checked)."""
    game = create(client, players=["Ann", "Bob"])
    deal = {"wild_rank": "K", "players": TYPED_SCORES}
    response = client.post(f"{GAMES}/{game['id']}/deals", json=deal, headers=auth(game))
    assert response.status_code == 201, response.get_json()
    assert response.get_json()["went_out"] is None and response.get_json()["typed"] is True
    response = client.post("/api/v1/deals/score", json={"variant": "5000-rummy", **deal})
    assert response.status_code == 200, response.get_json()


def test_a_deal_of_cards_still_needs_went_out(client: Any) -> None:
    """A deal entered as cards is scored by who went out (000 pagat 5000 Rummy, Scoring: the
    player who went out; null, the stock ran out), so it must say: 400 naming went_out, in a
    game and scored alone; nothing is stored."""
    game = create(client)
    cards = {key: value for key, value in FIRST_DEAL.items() if key != "went_out"}
    answers = [
        client.post(f"{GAMES}/{game['id']}/deals", json=cards, headers=auth(game)),
        client.post("/api/v1/deals/score", json={"variant": "5000-rummy", **cards}),
    ]
    for response in answers:
        assert response.status_code == 400
        body = response.get_json()
        assert (body["code"], body["field"], body["error"]) == (
            "api.field_required",
            "went_out",
            "'went_out' is missing: this request needs it.",
        )
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


def test_the_openapi_document_says_when_went_out_may_be_left_out(client: Any) -> None:
    schemas = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    for name in ("DealCards", "DealScoreRequest"):
        assert "went_out" not in schemas[name]["required"]
        described = schemas[name]["properties"]["went_out"]["description"]
        assert "required for a deal entered as cards" in described
        assert "a typed deal (every player's score) may leave it out" in described
