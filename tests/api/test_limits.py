"""The limits the seeds state, refused in every API entry path: ``POST /api/v1/games``,
``/games/<id>/deals``, ``/deals/score`` and ``/melds/check``.

Sources: 000 pagat 5000 Rummy (End of the play), 003 5000 Rummy (Types of Melds), 004 rummy
family (Rummy, Contract Rummy, Continental Rummy, Koon Kan, Rummy 11).
"""

from __future__ import annotations

from typing import Any

import pytest

GAMES = "/api/v1/games"
SCORE = "/api/v1/deals/score"


def _deal(*players: dict[str, Any], went_out: str | None = None, **facts: Any) -> dict[str, Any]:
    return {"players": list(players), "went_out": went_out, **facts}


def test_going_out_with_cards_in_hand_is_refused_in_both_deal_paths(client: Any) -> None:
    """004 Rummy: "When a player melds all cards in his hand, he goes out."; 000 End of the
    play: going out leaves "no cards left in hand"."""
    deal = _deal(
        {"name": "Ann", "melds": [["7C", "7D", "7H"]], "hand": ["2C"]},
        {"name": "Bob", "hand": ["KD"]},
        went_out="Ann",
    )
    scored = client.post(SCORE, json={"variant": "rummy", **deal})
    assert scored.status_code == 422
    assert scored.get_json() == {
        "error": "Ann went out, so Ann has no cards left in hand; 2C is entered there.",
        "field": "players[0].hand",
    }
    game = client.post(GAMES, json={"variant": "rummy", "players": ["Ann", "Bob"]}).get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    added = client.post(f"{GAMES}/{game['id']}/deals", json=deal, headers=auth)
    assert added.status_code == 422
    assert added.get_json()["field"] == "players[0].hand"
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


@pytest.mark.parametrize(
    ("variant", "count", "status"),
    [
        ("koon-kan", 3, 400),  # 004 Koon Kan: two players
        ("rummy", 7, 400),  # 004 Rummy: 2 to 6
        ("continental-rummy", 12, 201),  # 004 Continental Rummy: two to twelve
        ("continental-rummy", 13, 400),
        ("contract-rummy", 2, 400),  # 004 Contract Rummy: three to eight
    ],
)
def test_player_counts_hold_when_a_game_starts(
    client: Any, variant: str, count: int, status: int
) -> None:
    names = [f"P{n}" for n in range(count)]
    response = client.post(GAMES, json={"variant": variant, "players": names})
    assert response.status_code == status
    if status == 400:
        assert response.get_json()["field"] == "players"


def test_player_counts_hold_in_deals_score_as_in_a_new_game(client: Any) -> None:
    """004 Koon Kan is for two players: /deals/score refuses a third as a new game does."""
    deal = _deal({"name": "Ann", "hand": ["2C"]}, {"name": "Bob"}, {"name": "Cy"})
    response = client.post(SCORE, json={"variant": "koon-kan", **deal})
    assert response.status_code == 400
    assert response.get_json() == {
        "error": "Koon Kan is for 2 players; 3 are named.",
        "field": "players",
    }
    twelve = [{"name": f"P{n}", "hand": [f"{n % 9 + 2}C"]} for n in range(12)]
    scored = client.post(SCORE, json={"variant": "continental-rummy", **_deal(*twelve)})
    assert scored.status_code == 200


@pytest.mark.parametrize(
    ("variant", "number", "wild_rank"),
    [("contract-rummy", 8, None), ("rummy-11", 12, "K")],
)
def test_a_deal_number_past_the_last_is_refused(
    client: Any, variant: str, number: int, wild_rank: str | None
) -> None:
    """004 Contract Rummy: "Games are always limited to seven rounds"; 004 Rummy 11: "eleven
    total rounds"."""
    players = [{"name": name} for name in ("Ann", "Bob", "Cy")]
    body = {"variant": variant, "number": number, "wild_rank": wild_rank, **_deal(*players)}
    response = client.post(SCORE, json=body)
    assert response.status_code == 400
    assert response.get_json()["field"] == "number"
    assert f"there is no deal {number}" in response.get_json()["error"]
    last = client.post(SCORE, json={**body, "number": number - 1})
    assert last.status_code == 200


def test_continental_player_who_did_not_go_out_melds_nothing(client: Any) -> None:
    """004 Continental Rummy: "You go out with the above hands in one fell swoop, or you don't
    go out at all"."""
    runs = [["3H", "4H", "5H"], ["6C", "7C", "8C"], ["9D", "10D", "JD"], ["QS", "KS", "AS"]]
    deal = _deal(
        {"name": "Ann", "melds": [*runs, ["4D", "5D", "6D"]]},
        {"name": "Bob", "melds": [["5S", "6S", "7S"]], "hand": ["KC"]},
        went_out="Ann",
    )
    response = client.post(SCORE, json={"variant": "continental-rummy", **deal})
    assert response.status_code == 422
    assert response.get_json()["field"] == "players[1].melds[0]"


def test_003_set_size_in_the_meld_checker(client: Any) -> None:
    """003 Types of Melds: "If you are using one deck the max cards a set may have would be
    four"; wild cards count."""
    body = {"variant": "5000-rummy-subtract", "wild_rank": "9", "cards": ["5H", "5C", "5D", "5S"]}
    assert client.post("/api/v1/melds/check", json=body).get_json()["valid"] is True
    five = client.post("/api/v1/melds/check", json={**body, "cards": [*body["cards"], "9C"]})
    assert five.get_json()["valid"] is False
    assert "at most 4 cards with 1 pack" in five.get_json()["reason"]
