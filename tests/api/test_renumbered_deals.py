"""Deleting or putting back a deal moves the later deals' numbers, and in some games a deal's
number sets its rules (004 Rummy family, Variation 6, Rummy 11: "deal n gives n + 2 cards and
that rank is wild"). A later deal that would not fit its new number stops the change, in words;
the stored numbers stay the engine's (found by tests/web/test_stored_numbers.py's Hypothesis
test: a deal 2 with 4s wild became deal 1, where 3s are wild)."""

from __future__ import annotations

from typing import Any

DEAL_1 = {  # 3s wild: Ann goes out with 7S 7H 7D; Bob holds 9C KD 5S
    "wild_rank": "3",
    "players": [
        {"name": "Ann", "melds": [["7S", "7H", "7D"]]},
        {"name": "Bob", "hand": ["9C", "KD", "5S"]},
    ],
    "went_out": "Ann",
}
DEAL_2 = {  # 4s wild: Ann goes out with 8S 8H 8D 8C; Bob holds 9C KD 5S 6S
    "wild_rank": "4",
    "players": [
        {"name": "Ann", "melds": [["8S", "8H", "8D", "8C"]]},
        {"name": "Bob", "hand": ["9C", "KD", "5S", "6S"]},
    ],
    "went_out": "Ann",
}


def rummy_11(client: Any) -> tuple[str, dict[str, str]]:
    game = client.post("/api/v1/games", json={"variant": "rummy-11", "players": ["Ann", "Bob"]})
    body = game.get_json()
    auth = {"Authorization": f"Bearer {body['edit_key']}"}
    for deal in (DEAL_1, DEAL_2):
        answer = client.post(f"/api/v1/games/{body['id']}/deals", json=deal, headers=auth)
        assert answer.status_code == 201, answer.get_json()
    return body["id"], auth


def test_a_deal_whose_successor_would_not_fit_its_number_stays(client: Any) -> None:
    view_id, auth = rummy_11(client)
    before = client.get(f"/api/v1/games/{view_id}").get_json()
    answer = client.delete(f"/api/v1/games/{view_id}/deals/1", headers=auth)
    assert answer.status_code == 409
    assert "Deal 2 would become deal 1, which it does not fit." in answer.get_json()["error"]
    assert client.get(f"/api/v1/games/{view_id}").get_json() == before


def test_the_last_deal_can_always_go(client: Any) -> None:
    view_id, auth = rummy_11(client)
    assert client.delete(f"/api/v1/games/{view_id}/deals/2", headers=auth).status_code == 204
    game = client.get(f"/api/v1/games/{view_id}").get_json()
    assert len(game["deals"]) == 1


def test_the_scorekeepers_page_says_why_nothing_was_deleted(client: Any) -> None:
    view_id, auth = rummy_11(client)
    edit_key = auth["Authorization"].removeprefix("Bearer ")
    answer = client.post(f"/e/{edit_key}/deals/1/delete", data={"version": "3"})
    assert answer.status_code == 302
    page = client.get(answer.headers["Location"]).text
    assert "Deal 1 was not deleted. Deal 2 would become deal 1" in page
    assert len(client.get(f"/api/v1/games/{view_id}").get_json()["deals"]) == 2
