"""Counts through the API (issue 51, item 4): a Canasta, Hand and Foot or Buraco deal given as
each side's counts (``{"name": "Ann", "counts": {"clean": 1, ...}}``) in place of cards,
checked for what counts can show, refused by the count's field, stored, kept by a backup and
imported again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Flask

from tests.api.game_calls import GAMES, auth, backed_up, create, imported_elsewhere

FOUR = ["Ann", "Bob", "Cy", "Dee"]

# 007 Yahoo! Games, Scoring; Britannica (going out 100): Ann and Cy, one natural canasta (500),
# one mixed (300), two red threes (200), 310 melded, Cy out (100): 1,410; Bob and Dee, one red
# three (100) and 70 melded, 45 in hand: 125.
COUNTED = {
    "players": [
        {"name": "Ann", "counts": {"clean": 1, "dirty": 1, "red_threes": 2, "melded": 310}},
        {"name": "Bob", "counts": {"red_threes": 1, "melded": 70, "hand": 45}},
        {"name": "Cy", "counts": {}},
        {"name": "Dee", "counts": {}},
    ],
    "went_out": "Cy",
    "ending": "went_out",
}


def sides(scores: dict[str, int]) -> tuple[int, int]:
    return scores["Ann"] + scores["Cy"], scores["Bob"] + scores["Dee"]


def test_a_counted_deal_is_stored_by_side_and_survives_a_backup(
    app: Flask, client: Any, tmp_path: Path
) -> None:
    game = create(client, variant="canasta", players=FOUR)
    url = f"{GAMES}/{game['id']}/deals"
    response = client.post(url, json=COUNTED, headers=auth(game))
    assert response.status_code == 201, response.get_json()
    assert sides(response.get_json()["scores"]) == (1410, 125)
    elsewhere = imported_elsewhere(backed_up(app), tmp_path)
    body = elsewhere.get(f"{GAMES}/{game['id']}").get_json()
    totals = {player["name"]: player["total"] for player in body["players"]}
    assert sides(totals) == (1410, 125)


def test_a_count_no_cards_make_is_refused_by_its_field(client: Any) -> None:
    game = create(client, variant="canasta", players=FOUR)
    url = f"{GAMES}/{game['id']}/deals"
    wrong = {**COUNTED, "players": [dict(COUNTED["players"][0]), *COUNTED["players"][1:]]}
    wrong["players"][0]["counts"] = {"clean": 2, "melded": 60}  # two canastas: 70 at least
    response = client.post(url, json=wrong, headers=auth(game))
    assert response.status_code == 422
    body = response.get_json()
    assert body["code"] == "counts.canasta_points"
    assert body["field"] == "players[0].counts.melded"
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


def test_a_negative_count_is_refused_before_the_engine(client: Any) -> None:
    body = {
        "variant": "buraco",
        "options": {"teams": None},
        "players": [{"name": "Ann", "counts": {"melded": -5}}, {"name": "Bob", "counts": {}}],
        "went_out": None,
        "ending": "stock_out",
    }
    response = client.post("/api/v1/deals/score", json=body)
    assert response.status_code == 400


def test_buraco_and_hand_and_foot_score_counts_as_their_cards(client: Any) -> None:
    # 009 Wikipedia (pt), Objetivo: a clean canastra 200, going out 100; the other side never
    # took its morto (pokerlivepro: -100).
    buraco = {
        "variant": "buraco",
        "options": {"teams": None},
        "players": [
            {"name": "Ann", "counts": {"clean": 1, "melded": 70}},
            {"name": "Bob", "counts": {"hand": 20}},
        ],
        "went_out": "Ann",
        "ending": "went_out_morto_untaken",
    }
    response = client.post("/api/v1/deals/score", json=buraco)
    assert response.status_code == 200, response.get_json()
    assert [p["score"] for p in response.get_json()["players"]] == [370, -120]
    # 008 jerrycolby: a clean book 500, a dirty one 300, going out 100 (GOCC: first meld 50).
    hand_and_foot = {
        "variant": "hand-and-foot",
        "options": {"teams": 2},
        "players": [
            {"name": "Ann", "counts": {"clean": 1, "dirty": 1, "melded": 150}},
            {"name": "Bob", "counts": {"hand": 85}},
            {"name": "Cy", "counts": {}},
            {"name": "Dee", "counts": {}},
        ],
        "went_out": "Ann",
        "ending": "went_out",
        "number": 1,
    }
    response = client.post("/api/v1/deals/score", json=hand_and_foot)
    assert response.status_code == 200, response.get_json()
    scores = {p["name"]: p["score"] for p in response.get_json()["players"]}
    assert sides(scores) == (150 + 500 + 300 + 100, -85)


def test_a_game_in_teams_answers_its_teams(client: Any) -> None:
    """007 Yahoo! Games, Basics: two partnerships, Ann and Cy against Bob and Dee."""
    game = create(client, variant="canasta", players=FOUR)
    url = f"{GAMES}/{game['id']}/deals"
    assert client.post(url, json=COUNTED, headers=auth(game)).status_code == 201
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert body["teams"] == [
        {"players": ["Ann", "Cy"], "total": 1410, "won": False},
        {"players": ["Bob", "Dee"], "total": 125, "won": False},
    ]
    alone = create(client)
    assert client.get(f"{GAMES}/{alone['id']}").get_json()["teams"] == []
