"""Rummikub through the deal form and the JSON API (issue 52, item 4): tiles typed in notation
(``10K``, ``JK``), each player's initial meld and rack, a deal refused beside the meld whose
total is short of 30 in words naming it, a deal won by going out and one by the lowest rack
when the pool ran out (013 Rummikub: pagat Tile Rummy; the rules sheet, Scoring)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, field_note, page_text, totals

FOURTEEN = "1K 1B 3O 4R 6K 6B 8R 9K 11O 12O 13B 2R 5O JK"
"""Cy's rack, never melded from: 1+1+3+4+6+6+8+9+11+12+13+2+5 = 81 and a joker 30: 111."""


def _new_game(client: FlaskClient, names: list[str]) -> dict[str, Any]:
    made = client.post("/api/v1/games", json={"variant": "rummikub", "players": names})
    assert made.status_code == 201, made.get_json()
    game: dict[str, Any] = made.get_json()
    return game


def test_rummikub_through_the_deal_form(client: FlaskClient, games: GameActions) -> None:
    """Deal 1: Ann went out with 10K 11K 12K (33); Bob melded 9R 9B 9O and 2B 3B 4B (36), rack
    5K 8O 13R = 26; Cy never melded, rack 111: Ann 137, Bob -26, Cy -111. Then Bob's 7R 7B 7O
    (21) is refused beside it, in words of its total. Deal 2: the pool ran out, Cy's rack 1R 3K
    (4) the lowest: Ann 4R 6O (10) -6, Bob 11K 2B (13) -9, Cy +15."""
    game = _new_game(client, ["Ann", "Bob", "Cy"])
    games.edit_url = urlsplit(game["urls"]["edit"]).path
    form = games.client.get(f"{games.edit_url}/deals/new")
    text = page_text(form)
    assert "Who went out, or held the lowest rack" in text
    assert "The pool ran out and nobody could go out: the lowest rack won" in text
    deal = [
        Cards(("10K 11K 12K",)),
        Cards(("9R 9B 9O", "2B 3B 4B"), hand="5K 8O 13R"),
        Cards(hand=FOURTEEN),
    ]
    saved = games.enter_deal(deal, 0, facts={"ending": "went_out"})
    assert saved.status_code == 302, page_text(saved)
    assert totals(games.client.get(games.edit_url)) == ["137", "-26", "-111"]

    short = [
        Cards(("10R 11R 12R",), hand="4R 6O"),
        Cards(("7R 7B 7O",), hand="11K 2B"),
        Cards(("9K 9B 9O 9R",), hand="1R 3K"),
    ]
    refused = games.enter_deal(short, 2, facts={"ending": "pool_empty"})
    assert refused.status_code == 422
    assert field_note(refused, "players-1-melds-0") == (
        "⚠ Bob's initial meld 7R 7B 7O totals 21: it needs 30 or more from Bob's own tiles, a "
        "joker counting as the tile it stands for."
    )
    assert games.deal_count() == 1

    pool_empty = [short[0], Cards(("13K 13O 13R",), hand="11K 2B"), short[2]]
    saved = games.enter_deal(pool_empty, 2, facts={"ending": "pool_empty"})
    assert saved.status_code == 302, page_text(saved)
    assert totals(games.client.get(games.edit_url)) == ["131", "-35", "-96"]


def test_rummikub_through_the_api(client: FlaskClient) -> None:
    """POST /api/v1/games {"variant": "rummikub"}, then a deal: Bob went out with 12R 12B 12O
    (36); Ann's rack 13K 13B (26), her initial meld 1O 2O 3O and 8K 8B 8R (30). Bob +26, Ann
    -26. A deal whose named winner does not hold the lowest rack is refused with its code."""
    game = _new_game(client, ["Ann", "Bob"])
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    ann = {"name": "Ann", "melds": [["1O", "2O", "3O"], ["8K", "8B", "8R"]], "hand": ["13K", "13B"]}
    bob = {"name": "Bob", "melds": [["12R", "12B", "12O"]], "hand": []}
    deal = {"players": [ann, bob], "went_out": "Bob", "ending": "went_out"}
    stored = client.post(f"/api/v1/games/{game['id']}/deals", json=deal, headers=auth)
    assert stored.status_code == 201, stored.get_json()
    assert stored.get_json()["scores"] == {"Ann": -26, "Bob": 26}

    wrong = {
        "players": [{**ann, "hand": ["1K"]}, {**bob, "hand": ["5B"]}],
        "went_out": "Bob",
        "ending": "pool_empty",
    }
    refused = client.post(f"/api/v1/games/{game['id']}/deals", json=wrong, headers=auth)
    assert refused.status_code == 422, refused.get_json()
    assert "rummikub.not_lowest_rack" in str(refused.get_json())
    read = client.get(f"/api/v1/games/{game['id']}").get_json()
    assert [player["total"] for player in read["players"]] == [-26, 26]
