"""The games API: create a game, add, replace and remove deals, read totals and standings.

Scores are worked out by hand from the seeds: 000 pagat 5000 Rummy, Scoring (melds score their
cards; the player who goes out scores the cards left in the others' hands; aces and wild
cards 100, 10-K 10, 2-9 5) and 001 pagat 500 Rummy, The Scoring.
"""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper import create_app
from tests.api.game_calls import FIRST_DEAL, GAMES, auth, create


def test_create_answers_ids_and_links(client: Any) -> None:
    game = create(client, options={"target": 1500})
    assert len(game["id"]) >= 22 and len(game["edit_key"]) >= 22
    assert game["id"] != game["edit_key"]
    assert game["urls"]["view"].endswith(game["id"])
    assert game["urls"]["edit"].endswith(game["edit_key"])
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert body["variant"] == "5000-rummy"
    assert body["options"]["target"] == 1500
    assert body["options"]["decks"] == 1  # 000 Players and Cards: one pack for 3 players
    assert body["players"] == [
        {"name": "Ann", "total": 0, "starting_score": 0, "colour": "blue", "avatar": "A"}
        | {"joined_late": False, "left": False},
        {"name": "Bob", "total": 0, "starting_score": 0, "colour": "orange", "avatar": "B"}
        | {"joined_late": False, "left": False},
        {"name": "Cy", "total": 0, "starting_score": 0, "colour": "green", "avatar": "C"}
        | {"joined_late": False, "left": False},
    ]
    assert (body["deals"], body["finished"], body["winners"]) == ([], False, [])
    assert game["edit_key"] not in str(body)


def test_deal_added_and_scored_000_scoring(client: Any) -> None:
    game = create(client)
    response = client.post(f"{GAMES}/{game['id']}/deals", json=FIRST_DEAL, headers=auth(game))
    assert response.status_code == 201
    assert response.get_json()["scores"] == {"Ann": 225, "Bob": 20, "Cy": 0}
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert body["deals"] == [
        {
            "number": 1,
            "wild_rank": "K",
            "went_out": "Ann",
            "scores": {"Ann": 225, "Bob": 20, "Cy": 0},
            "typed": False,
            "results": None,
        }
    ]
    assert [player["total"] for player in body["players"]] == [225, 20, 0]


def test_players_may_come_in_any_order_and_be_left_out(client: Any) -> None:
    """A player not sent melded nothing and holds nothing."""
    game = create(client)
    deal = {
        "wild_rank": "K",
        "players": [{"name": "Cy", "melds": [["QH", "JH", "10H"]]}],
        "went_out": "Cy",
    }
    response = client.post(f"{GAMES}/{game['id']}/deals", json=deal, headers=auth(game))
    assert response.status_code == 201
    assert response.get_json()["scores"] == {"Ann": 0, "Bob": 0, "Cy": 30}


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({}, 401),
        ({"Authorization": "Bearer "}, 401),
        ({"Authorization": "Basic abc"}, 401),
        ({"Authorization": "Bearer not-the-key"}, 403),
    ],
)
def test_deal_without_the_edit_key_is_refused(
    client: Any, headers: dict[str, str], status: int
) -> None:
    game = create(client)
    response = client.post(f"{GAMES}/{game['id']}/deals", json=FIRST_DEAL, headers=headers)
    assert response.status_code == status
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


def test_view_id_and_other_games_key_are_wrong_keys(client: Any) -> None:
    game, other = create(client), create(client)
    for key in (game["id"], other["edit_key"]):
        headers = {"Authorization": f"Bearer {key}"}
        response = client.post(f"{GAMES}/{game['id']}/deals", json=FIRST_DEAL, headers=headers)
        assert response.status_code == 403
        response = client.delete(f"{GAMES}/{game['id']}/deals/1", headers=headers)
        assert response.status_code == 403
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


def test_replace_and_delete_recompute_totals(client: Any) -> None:
    game = create(client)
    url = f"{GAMES}/{game['id']}/deals"
    client.post(url, json=FIRST_DEAL, headers=auth(game))
    second = {**FIRST_DEAL, "wild_rank": "2", "went_out": None}
    # 2s wild, stock ran out: nobody collects hands (000 Scoring). Ann 15, Bob 20 (KD is a
    # plain king now, but it is in hand), Cy 0.
    assert client.post(url, json=second, headers=auth(game)).status_code == 201
    totals = [p["total"] for p in client.get(f"{GAMES}/{game['id']}").get_json()["players"]]
    assert totals == [225 + 15, 20 + 20, 0]
    # Replace deal 1: Cy went out instead of... nobody: the stock ran out.
    replaced = {**FIRST_DEAL, "went_out": None}
    response = client.put(f"{url}/1", json=replaced, headers=auth(game))
    assert response.status_code == 200
    assert response.get_json()["scores"] == {"Ann": 15, "Bob": 20, "Cy": 0}
    assert client.delete(f"{url}/1", headers=auth(game)).status_code == 204
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [deal["number"] for deal in body["deals"]] == [1]
    assert body["deals"][0]["wild_rank"] == "2"
    assert [p["total"] for p in body["players"]] == [15, 20, 0]


def test_finished_game_refuses_new_deals_with_409(client: Any) -> None:
    """000 Scoring: play ends once someone reaches the target; the highest total wins."""
    game = create(client, options={"target": 200})
    url = f"{GAMES}/{game['id']}/deals"
    assert client.post(url, json=FIRST_DEAL, headers=auth(game)).status_code == 201
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert (body["finished"], body["winners"]) == (True, ["Ann"])
    response = client.post(url, json=FIRST_DEAL, headers=auth(game))
    assert response.status_code == 409
    assert len(client.get(f"{GAMES}/{game['id']}").get_json()["deals"]) == 1


@pytest.mark.parametrize(
    ("deal", "status", "field"),
    [
        ({**FIRST_DEAL, "wild_rank": None}, 400, "wild_rank"),
        ({**FIRST_DEAL, "went_out": "Dee"}, 400, "went_out"),
        (
            {**FIRST_DEAL, "players": [{"name": "Dee"}]},
            400,
            "players[0].name",
        ),
        (
            {
                **FIRST_DEAL,
                "players": [
                    {"name": "Cy", "hand": ["AS"]},
                    {"name": "Ann", "melds": [["7C", "7D", "9H"]]},
                ],
            },
            422,
            "players[1].melds[0]",
        ),
        (
            {
                **FIRST_DEAL,
                "players": [{"name": "Ann", "hand": ["AS"]}, {"name": "Cy", "hand": ["AS"]}],
            },
            422,
            "players[1].hand",
        ),
        ({**FIRST_DEAL, "players": [{"name": "Ann", "hand": ["1S"]}]}, 400, "players[0].hand[0]"),
    ],
)
def test_bad_deals_are_refused_and_nothing_is_stored(
    client: Any, deal: dict[str, Any], status: int, field: str
) -> None:
    game = create(client)
    response = client.post(f"{GAMES}/{game['id']}/deals", json=deal, headers=auth(game))
    assert (response.status_code, response.get_json()["field"]) == (status, field)
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"variant": "5000-rummy", "players": ["Ann"]}, "players"),
        ({"variant": "5000-rummy", "players": [f"P{n}" for n in range(9)]}, "players"),
        ({"variant": "5000-rummy", "players": ["Ann", "ann"]}, "players[1]"),
        ({"variant": "5000-rummy", "players": ["Ann", " "]}, "players[1]"),
        ({"variant": "nope", "players": ["Ann", "Bob"]}, "variant"),
        (
            {"variant": "500-rummy", "options": {"target": 0}, "players": ["A", "B"]},
            "options.target",
        ),
        ({"variant": "500-rummy", "players": ["A", "B"], "first_dealer": "C"}, "first_dealer"),
    ],
)
def test_bad_games_are_refused(client: Any, body: dict[str, Any], field: str) -> None:
    response = client.post(GAMES, json=body)
    assert response.status_code == 400
    assert response.get_json()["field"] == field


def test_unknown_game_and_deal_are_404(client: Any) -> None:
    assert client.get(f"{GAMES}/no-such-game").status_code == 404
    game = create(client)
    response = client.put(f"{GAMES}/{game['id']}/deals/3", json=FIRST_DEAL, headers=auth(game))
    assert response.status_code == 404
    assert client.delete(f"{GAMES}/{game['id']}/deals/1", headers=auth(game)).status_code == 404


def test_a_game_of_tonk_takes_each_deals_ending(client: Any) -> None:
    """004 Tonk: the stock runs out and Bob's 5 is the lowest hand: a stake from each (+2);
    a deal without its ending is refused (400) and nothing is stored."""
    game = create(client, variant="tonk")
    deal = {
        "players": [
            {"name": "Ann", "hand": ["4H", "4D"]},
            {"name": "Bob", "hand": ["3C", "2C"]},
            {"name": "Cy", "hand": ["9H"]},
        ],
        "went_out": None,
    }
    url = f"{GAMES}/{game['id']}/deals"
    refused = client.post(url, json=deal, headers=auth(game))
    assert refused.status_code == 400
    assert refused.get_json()["field"] == "ending"
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []
    saved = client.post(url, json={**deal, "ending": "stock_out"}, headers=auth(game))
    assert saved.status_code == 201
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [player["total"] for player in body["players"]] == [-1, 2, -1]
    assert body["finished"] is False  # Tonk has no target: the table plays on


def test_contract_rummy_ends_after_seven_deals_lowest_wins(client: Any) -> None:
    """004 Contract Rummy: seven deals, each player scores the cards left in hand; the lowest
    total after seven rounds wins. Nobody melds and the stock runs out each deal: Ann's 2C
    (2) every deal, Bob's KC (10), Cy's AC (15)."""
    game = create(client, variant="contract-rummy")
    url = f"{GAMES}/{game['id']}/deals"
    deal = {
        "players": [
            {"name": "Ann", "hand": ["2C"]},
            {"name": "Bob", "hand": ["KC"]},
            {"name": "Cy", "hand": ["AC"]},
        ],
        "went_out": None,
    }
    for number in range(1, 8):
        assert client.post(url, json=deal, headers=auth(game)).status_code == 201, number
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [player["total"] for player in body["players"]] == [14, 70, 105]
    assert (body["finished"], body["winners"]) == (True, ["Ann"])
    assert client.post(url, json=deal, headers=auth(game)).status_code == 409


# ---- The game's JSON, drawn once per version ---------------------------------------------------

# Kings wild. Cy melds 4S 5S 6S (15) and goes out; Ann holds 9D (5); Bob holds JC (10).
# Cy: 15 + 5 + 10 = 30.
CY_GOES_OUT = {
    "wild_rank": "K",
    "players": [
        {"name": "Ann", "hand": ["9D"]},
        {"name": "Bob", "hand": ["JC"]},
        {"name": "Cy", "melds": [["4S", "5S", "6S"]]},
    ],
    "went_out": "Cy",
}

CHANGES = {
    "a deal added": lambda client, path, key: client.post(
        f"{path}/deals", json=CY_GOES_OUT, headers=key
    ),
    "a deal replaced": lambda client, path, key: client.put(
        f"{path}/deals/1", json=CY_GOES_OUT, headers=key
    ),
    "a deal deleted": lambda client, path, key: client.delete(f"{path}/deals/1", headers=key),
}


@pytest.mark.parametrize("change", CHANGES)
def test_the_games_json_kept_follows_every_change(app: Any, client: Any, change: str) -> None:
    """The game's JSON is kept in the app's cache for the game's version: after each change
    it is the JSON another app on the same database draws afresh, and no longer the one
    before."""
    game = create(client)
    path = f"{GAMES}/{game['id']}"
    assert client.post(f"{path}/deals", json=FIRST_DEAL, headers=auth(game)).status_code == 201
    before = client.get(path).get_json()
    assert before["players"][0] == {
        "name": "Ann",
        "total": 225,
        "starting_score": 0,
        "colour": "blue",
        "avatar": "A",
        "joined_late": False,
        "left": False,
    }
    response = CHANGES[change](client, path, auth(game))
    assert response.status_code in (200, 201, 204)
    after = client.get(path).get_json()
    settings = {
        name: app.config[name] for name in ("SQLALCHEMY_DATABASE_URI", "SQLALCHEMY_ENGINE_OPTIONS")
    }
    other = create_app({"TESTING": True, "SECRET_KEY": "test", **settings}).test_client()
    assert after == other.get(path).get_json()
    assert after != before
