"""A game scored as win, draw or loss through the API (issue 52, item 5): Scores only started
with ``options.result_points``, each deal sent as ``players[i].result``; a deal no table writes
answers 422 at the result it concerns, nothing stored; a half refused at the option (010 Score
pads, Results)."""

from __future__ import annotations

from typing import Any

from tests.api.game_calls import GAMES, auth, create

THREE_ONE_NONE = {"result_points": {"win": 3, "draw": 1, "loss": 0}}


def deal(*results: str) -> dict[str, Any]:
    players = [{"name": name, "result": r} for name, r in zip("ABC", results, strict=False)]
    return {"players": players}


def test_results_score_the_points_the_table_set_and_are_shown(client: Any) -> None:
    """010 Three points for a win: a win 3, a draw 1 to each, a loss 0."""
    game = create(client, variant="scores-only", players=["A", "B"], options=THREE_ONE_NONE)
    url, game_url = f"{GAMES}/{game['id']}/deals", f"{GAMES}/{game['id']}"
    saved = client.post(url, json=deal("win", "loss"), headers=auth(game))
    assert saved.status_code == 201, saved.get_json()
    assert saved.get_json()["scores"] == {"A": 3, "B": 0}
    assert saved.get_json()["results"] == {"A": "win", "B": "loss"}
    assert client.post(url, json=deal("draw", "draw"), headers=auth(game)).status_code == 201
    body = client.get(game_url).get_json()
    assert [p["total"] for p in body["players"]] == [4, 1]
    assert body["options"]["result_points"] == {"win": 3, "draw": 1, "loss": 0}
    assert [d["results"] for d in body["deals"]] == [
        {"A": "win", "B": "loss"},
        {"A": "draw", "B": "draw"},
    ]


def test_a_deal_no_table_writes_is_refused_at_the_result(client: Any) -> None:
    """010 Score pads, Results: a deal is won or drawn, not both; a draw is shared."""
    game = create(client, variant="scores-only", players=["A", "B", "C"], options=THREE_ONE_NONE)
    url = f"{GAMES}/{game['id']}/deals"
    for results, code, field in [
        (("win", "draw", "loss"), "results.win_and_draw", "players[1].result"),
        (("win", "win", "win"), "results.nobody_lost", "players[0].result"),
        (("loss", "loss", "draw"), "results.lone_draw", "players[2].result"),
        (("win", "loss"), "results.missing", "players[2].result"),
    ]:
        refused = client.post(url, json=deal(*results), headers=auth(game))
        assert refused.status_code == 422, results
        body = refused.get_json()
        assert (body["code"], body["field"]) == (code, field)
    typed = {"players": [{"name": "A", "score": 3}, *deal("loss", "loss")["players"][:2]]}
    typed["players"][1]["name"], typed["players"][2]["name"] = "B", "C"
    refused = client.post(url, json=typed, headers=auth(game))
    assert (refused.get_json()["code"], refused.get_json()["field"]) == (
        "results.missing",
        "players[0].result",
    )
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


def test_a_result_beside_a_score_or_in_another_game_is_refused_by_name(client: Any) -> None:
    game = create(client, variant="scores-only", players=["A", "B"], options=THREE_ONE_NONE)
    both = deal("win", "loss")
    both["players"][0]["score"] = 3
    refused = client.post(f"{GAMES}/{game['id']}/deals", json=both, headers=auth(game))
    assert refused.status_code == 400
    assert (refused.get_json()["code"], refused.get_json()["field"]) == (
        "api.score_and_result",
        "players[0].result",
    )
    pad = create(client, variant="scores-only", players=["A", "B"])
    refused = client.post(f"{GAMES}/{pad['id']}/deals", json=deal("win", "loss"), headers=auth(pad))
    assert refused.status_code == 422
    assert (refused.get_json()["code"], refused.get_json()["field"]) == (
        "api.result_not_in_game",
        "players[0].result",
    )


def test_a_half_point_is_refused_at_the_option_in_words(client: Any) -> None:
    """010 Score pads, Results: chess's 1/½/0 is kept as 2/1/0, totals being whole."""
    body = {
        "variant": "scores-only",
        "players": ["A", "B"],
        "options": {"result_points": {"win": 1, "draw": 0.5, "loss": 0}},
    }
    refused = client.post(GAMES, json=body)
    assert refused.status_code == 400, refused.get_json()
    answer = refused.get_json()
    assert (answer["code"], answer["field"]) == (
        "option.result_points_whole",
        "options.result_points",
    )
    assert "score 1/½/0 as 2/1/0" in answer["error"]


def test_a_deal_scored_alone_shows_each_result(client: Any) -> None:
    alone = {"variant": "scores-only", "options": THREE_ONE_NONE, **deal("loss", "win")}
    response = client.post("/api/v1/deals/score", json=alone)
    assert response.status_code == 200, response.get_json()
    players = response.get_json()["players"]
    assert [(p["result"], p["score"]) for p in players] == [("loss", 0), ("win", 3)]
