"""The score pad's house rules through the API (issue 52, item 5): Scores only started with
``options`` ``zero_sum`` or ``count_down_from``; a deal the pad refuses answers 422 at the score
it concerns, nothing stored (010 Score pads)."""

from __future__ import annotations

from typing import Any

from tests.api.game_calls import GAMES, auth, create


def deal(*scores: object) -> dict[str, Any]:
    return {"players": [{"name": name, "score": s} for name, s in zip("AB", scores, strict=True)]}


def test_a_zero_sum_deal_must_add_up_to_0(client: Any) -> None:
    game = create(client, variant="scores-only", players=["A", "B"], options={"zero_sum": True})
    url = f"{GAMES}/{game['id']}/deals"
    refused = client.post(url, json=deal("40", -25), headers=auth(game))
    assert refused.status_code == 422
    body = refused.get_json()
    assert (body["code"], body["field"]) == ("typed.not_zero_sum", "players[0].score")
    assert body["error"].startswith("These scores add up to 15, not 0")
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []
    saved = client.post(url, json=deal("40", "-25-15"), headers=auth(game))
    assert saved.status_code == 201, saved.get_json()
    assert saved.get_json()["scores"] == {"A": 40, "B": -40}


def test_counting_down_starts_at_the_number_and_ends_at_exactly_0(client: Any) -> None:
    options = {"count_down_from": 101, "winner": "lowest"}
    game = create(
        client,
        variant="scores-only",
        players=["A", "B"],
        options=options,
        starting_scores={"B": 60},
    )
    url, game_url = f"{GAMES}/{game['id']}/deals", f"{GAMES}/{game['id']}"
    players = client.get(game_url).get_json()["players"]
    assert [(p["starting_score"], p["total"]) for p in players] == [(101, 101), (60, 60)]
    refused = client.post(url, json=deal(1, 61), headers=auth(game))
    assert refused.status_code == 422
    assert (refused.get_json()["code"], refused.get_json()["field"]) == (
        "typed.below_zero",
        "players[1].score",
    )
    saved = client.post(url, json=deal("50+1", 60), headers=auth(game))
    assert saved.status_code == 201, saved.get_json()
    assert saved.get_json()["scores"] == {"A": -51, "B": -60}
    body = client.get(game_url).get_json()
    assert [p["total"] for p in body["players"]] == [50, 0]
    assert body["finished"] is True and body["winners"] == ["B"]


def test_counting_down_beside_a_target_is_refused_at_the_option(client: Any) -> None:
    body = {
        "variant": "scores-only",
        "players": ["A", "B"],
        "options": {"count_down_from": 501, "winner": "lowest", "target": 1000},
    }
    refused = client.post(GAMES, json=body)
    assert refused.status_code == 400, refused.get_json()
    assert (refused.get_json()["code"], refused.get_json()["field"]) == (
        "option.count_down_with_target",
        "options.count_down_from",
    )


def test_a_deal_scored_alone_counts_down_from_the_number(client: Any) -> None:
    alone = {
        "variant": "scores-only",
        "options": {"count_down_from": 501, "winner": "lowest"},
        **deal(180, 501),
    }
    response = client.post("/api/v1/deals/score", json=alone)
    assert response.status_code == 200, response.get_json()
    assert [player["score"] for player in response.get_json()["players"]] == [-180, -501]
