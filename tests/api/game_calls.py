"""Games made and deals sent through the JSON API, as the API's tests share them: ``create``, the
Bearer header (``auth``), a first deal and the games of every preset."""

from __future__ import annotations

from typing import Any

GAMES = "/api/v1/games"


# Kings wild. Ann melds 7C 7D 7H (15) and goes out; Bob melds 8S 9S 10S (5 + 5 + 10 = 20) and
# holds KD (wild, 100) and 2C (5); Cy holds AS (100) and 3H (5).
# Ann: 15 + 105 + 105 = 225; Bob: 20; Cy: 0.
FIRST_DEAL = {
    "wild_rank": "K",
    "players": [
        {"name": "Ann", "melds": [["7C", "7D", "7H"]]},
        {"name": "Bob", "melds": [["8S", "9S", "10S"]], "hand": ["KD", "2C"]},
        {"name": "Cy", "hand": ["AS", "3H"]},
    ],
    "went_out": "Ann",
}


def create(client: Any, **body: Any) -> dict[str, Any]:
    request = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"], **body}
    response = client.post(GAMES, json=request)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def auth(game: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {game['edit_key']}"}
