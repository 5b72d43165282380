"""A player who joins late or leaves through the API (issue 52, item 5): ``POST
/games/<id>/players`` seats a new player before the next deal (201; 200 with the same player
when sent twice), ``POST /games/<id>/players/<seat>/leave`` lets one go (their total kept,
dealt in no more, not a winner); a deal naming a player not dealt in is refused by its field;
a partnership game keeps its players (409); nothing is stored by a refusal."""

from __future__ import annotations

from typing import Any

from tests.api.game_calls import GAMES, auth, create


def typed(**scores: int) -> dict[str, Any]:
    """A deal typed as each player's score, nobody out (500 Rummy: no wild rank)."""
    return {"players": [{"name": name, "score": score} for name, score in scores.items()]}


def game_body(client: Any, game: dict[str, Any]) -> dict[str, Any]:
    return client.get(f"{GAMES}/{game['id']}").get_json()


def test_a_player_joins_after_deal_2_and_plays_deal_3(client: Any) -> None:
    game = create(client, variant="500-rummy")
    deals = f"{GAMES}/{game['id']}/deals"
    for scores in ({"Ann": 30, "Bob": -10, "Cy": 75}, {"Ann": 20, "Bob": 40, "Cy": 5}):
        assert client.post(deals, json=typed(**scores), headers=auth(game)).status_code == 201
    url = f"{GAMES}/{game['id']}/players"
    response = client.post(url, json={"name": "Dee", "starting_score": 40}, headers=auth(game))
    assert response.status_code == 201, response.get_json()
    assert response.get_json() == {
        "name": "Dee",
        "seat": 3,
        "total": 40,
        "starting_score": 40,
        "joined_late": True,
        "left": False,
    }
    again = client.post(url, json={"name": "Dee", "starting_score": 40}, headers=auth(game))
    assert again.status_code == 200  # sent twice: the same player
    response = client.post(deals, json=typed(Ann=10, Bob=10, Cy=10, Dee=25), headers=auth(game))
    assert response.status_code == 201, response.get_json()
    body = game_body(client, game)
    assert [player["name"] for player in body["players"]] == ["Ann", "Bob", "Cy", "Dee"]
    assert [player["total"] for player in body["players"]] == [60, 40, 90, 65]
    assert [player["joined_late"] for player in body["players"]] == [False] * 3 + [True]
    assert body["deals"][0]["scores"] == {"Ann": 30, "Bob": -10, "Cy": 75}  # Dee: no line
    assert body["deals"][2]["scores"] == {"Ann": 10, "Bob": 10, "Cy": 10, "Dee": 25}


def test_a_player_who_left_is_refused_in_a_later_deal(client: Any) -> None:
    game = create(client, variant="500-rummy")
    deals = f"{GAMES}/{game['id']}/deals"
    client.post(deals, json=typed(Ann=300, Bob=10, Cy=5), headers=auth(game))
    leave = f"{GAMES}/{game['id']}/players/0/leave"
    response = client.post(leave, headers=auth(game))
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["left"] is True
    assert client.post(leave, headers=auth(game)).status_code == 200  # twice: once
    before = game_body(client, game)
    response = client.post(deals, json=typed(Ann=1, Bob=2, Cy=3), headers=auth(game))
    assert response.status_code == 400
    assert response.get_json()["code"] == "api.not_dealt_in"
    assert response.get_json()["field"] == "players[0].name"
    assert game_body(client, game)["deals"] == before["deals"]
    response = client.post(deals, json=typed(Bob=2, Cy=3), headers=auth(game))
    assert response.status_code == 201, response.get_json()
    body = game_body(client, game)
    assert [player["total"] for player in body["players"]] == [300, 12, 8]
    assert body["players"][0]["left"] is True
    response = client.post(f"{GAMES}/{game['id']}/players/1/leave", headers=auth(game))
    assert response.status_code == 409
    assert response.get_json()["code"] == "seating.too_few"


def test_a_partnership_game_keeps_its_players(client: Any) -> None:
    game = create(client, variant="canasta", players=["Ann", "Bob", "Cy", "Dee"])
    url = f"{GAMES}/{game['id']}/players"
    response = client.post(url, json={"name": "Eve"}, headers=auth(game))
    assert response.status_code == 409
    assert response.get_json()["code"] == "seating.partnerships"
    assert len(game_body(client, game)["players"]) == 4


def test_a_name_refused_and_a_seat_unknown(client: Any) -> None:
    game = create(client, variant="500-rummy")
    url = f"{GAMES}/{game['id']}/players"
    response = client.post(url, json={"name": "ann"}, headers=auth(game))
    assert response.status_code == 400
    assert response.get_json()["field"] == "name"
    response = client.post(f"{GAMES}/{game['id']}/players/9/leave", headers=auth(game))
    assert response.status_code == 404
    assert client.post(url, json={"name": "Dee"}).status_code == 401
