"""Gin Rummy through the JSON API: a deal's ending and upcard, its refusals by field and code,
and a whole game whose last deal carries the game-end bonuses.

Worked out by hand in tests/rules/test_gin_rummy.py from 005 pagat Gin Rummy (Scoring; Variations,
Oklahoma Gin): aces 1, J Q K 10; the knocker scores the difference; an undercut 10 more; gin 20
more; the game to 100, a game bonus of 100 and a box of 20 for each deal won.
"""

from __future__ import annotations

from typing import Any

from tests.api.game_calls import GAMES, auth, create

DEALS = "/api/v1/deals/score"


def player(name: str, melds: str = "", laid_off: str = "", hand: str = "") -> dict[str, Any]:
    return {
        "name": name,
        "melds": [meld.split() for meld in melds.split("/") if meld.strip()],
        "laid_off": laid_off.split(),
        "hand": hand.split(),
    }


KNOCK = [
    player("Ann", "3C 4C 5C / 7H 7D 7S / JD QD KD", hand="2H"),
    player("Bob", "9S 10S JS", "6C", "KH QH 8D 4H 5S AH"),
]
UNDERCUT = [
    player("Ann", "2S 3S 4S / 9H 9C 9D / 5D 6D 7D", hand="8C"),
    player("Bob", "KS KH KC / 10H JH QH", "8D AS", "3H 2C"),
]
GIN = [
    player("Ann", "AH 2H 3H 4H / 8S 8C 8D / JC QC KC"),
    player("Bob", "5S 6S 7S", hand="9D 10D KD QS 2D 4C 6H"),
]
OKLAHOMA_KNOCK = [
    player("Ann", "2D 3D 4D / JH JS JC / 8C 9C 10C", hand="6S"),
    player("Bob", "4H 5H 6H", "JD 7C", "KD QD 3C 5S 9S"),
]


def score(client: Any, **body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(DEALS, json={"variant": "gin-rummy", **body})
    return response.status_code, response.get_json()


def test_a_deal_scored_with_its_ending_and_upcard(client: Any) -> None:
    """005 Scoring: Ann's knock, 38 - 2 = 36; 005 Variations, Oklahoma Gin: upcard 7S, limit 7,
    Ann's 6 may knock; 37 - 6 = 31, doubled for the spade: 62."""
    status, answer = score(client, players=KNOCK, went_out="Ann", ending="knock")
    assert status == 200, answer
    assert [p["score"] for p in answer["players"]] == [36, 0]
    assert [p["hand"] for p in answer["players"]] == [2, 38]
    oklahoma = {"options": {"oklahoma": True}, "players": OKLAHOMA_KNOCK, "went_out": "Ann"}
    status, answer = score(client, **oklahoma, ending="knock", upcard="7S")
    assert status == 200, answer
    assert [p["score"] for p in answer["players"]] == [62, 0]


def test_refusals_name_their_field_and_code(client: Any) -> None:
    """005 Knocking: an Oklahoma upcard 3H puts the limit at 3, under Ann's 6 (422 by her hand);
    the upcard is needed there (400), is no card (400), or not in a game without Oklahoma
    (400); a deal ends by Gin Rummy's endings only (400)."""
    oklahoma = {"options": {"oklahoma": True}, "players": OKLAHOMA_KNOCK, "went_out": "Ann"}
    status, answer = score(client, **oklahoma, ending="knock", upcard="3H")
    assert (status, answer["code"], answer["field"]) == (
        422,
        "gin.over_knock_limit",
        "players[0].hand",
    )
    status, answer = score(client, **oklahoma, ending="knock")
    assert (status, answer["code"], answer["field"]) == (400, "upcard.needed", "upcard")
    status, answer = score(client, **oklahoma, ending="knock", upcard="7X")
    assert (status, answer["field"]) == (400, "upcard")
    status, answer = score(client, players=KNOCK, went_out="Ann", ending="knock", upcard="7S")
    assert (status, answer["code"]) == (400, "upcard.not_in_game")
    status, answer = score(client, players=KNOCK, went_out="Ann", ending="tonk")
    assert (status, answer["code"], answer["field"]) == (400, "deal.ending_not_in_game", "ending")


def test_a_whole_game_ends_with_its_bonuses_in_the_totals(client: Any) -> None:
    """005 Scoring: a knock (Ann 36), an undercut (Bob 13), a draw, gin (Ann 71, reaching 107):
    the last deal carries Ann's game bonus 100 and boxes 2 x 20, Bob's box 20: 211 and 20;
    totals 247 and 33, Ann the winner."""
    game = create(client, variant="gin-rummy", players=["Ann", "Bob"])
    deals = [
        {"players": KNOCK, "went_out": "Ann", "ending": "knock"},
        {"players": UNDERCUT, "went_out": "Ann", "ending": "knock"},
        {"players": [player("Ann")], "went_out": None, "ending": "stock_out"},
        {"players": GIN, "went_out": "Ann", "ending": "gin"},
    ]
    for deal in deals:
        response = client.post(f"{GAMES}/{game['id']}/deals", json=deal, headers=auth(game))
        assert response.status_code == 201, response.get_json()
    assert response.get_json()["scores"] == {"Ann": 211, "Bob": 20}
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [p["total"] for p in body["players"]] == [247, 33]
    assert (body["finished"], body["winners"]) == (True, ["Ann"])


ANN_FIVE = player("Ann", "AS 2S 3S / 10H JH QH / 7C 7H 7S", hand="5S")
BEN = "QS 9D KC 8C 9S KD 7D 9H JC KH"
"""Ben's ten cards, 92 points: at best K-K-K and 9-9-9 melded, QS 8C 7D JC left, 35."""


def test_the_defender_is_counted_at_the_least_deadwood(client: Any) -> None:
    """005 pagat Gin Rummy, Knocking and Scoring: each player's cards spread in melds, the
    unmatched ones counted. Ann knocks with 5 (5S); Ben's ten cards sent as his hand leave 35
    at best: Ann 35 - 5 = 30, as /deals/score says and a game stores (issue 49, item 5: the API
    said 92 - 5 = 87). Under the house rule gin_deadwood "as_laid_out" his hand counts as
    sent: 87. /variants lists the option with its choices and its source."""
    deal = {"players": [ANN_FIVE, player("Ben", hand=BEN)], "went_out": "Ann", "ending": "knock"}
    status, answer = score(client, **deal)
    assert status == 200, answer
    assert [(p["hand"], p["score"]) for p in answer["players"]] == [(5, 30), (35, 0)]
    laid_out = {"gin_deadwood": "as_laid_out"}
    status, answer = score(client, **deal, options=laid_out)
    assert [p["score"] for p in answer["players"]] == [87, 0]
    for options, scores in (({}, {"Ann": 30, "Ben": 0}), (laid_out, {"Ann": 87, "Ben": 0})):
        game = create(client, variant="gin-rummy", players=["Ann", "Ben"], options=options)
        response = client.post(f"{GAMES}/{game['id']}/deals", json=deal, headers=auth(game))
        assert response.status_code == 201, response.get_json()
        assert response.get_json()["scores"] == scores
    variants = client.get("/api/v1/variants").get_json()
    option = variants["options"]["gin_deadwood"]
    assert option["choices"] == ["least", "as_laid_out"]
    assert option["source"].startswith("005 pagat Gin Rummy, Knocking and Laying off")
    gin = next(v for v in variants["variants"] if v["slug"] == "gin-rummy")
    assert gin["options"]["gin_deadwood"] == "least"


LOW_ONLY = (
    "The ace of spades cannot be high in a run: in this game an ace is low only (A-2-3), so "
    "Q-K-A and K-A-2 are not runs."
)


def test_the_meld_check_says_the_ace_is_low_only(client: Any) -> None:
    """005 Gin Rummy, Melds: "the ace low only (A-2-3 is a run, Q-K-A is not)"
    (docs/rule-sources.md): K-A-2 and Q-K-A are refused for that reason (issue 49, item 7), as
    in 004 Rummy ("aces always low"); where the ace is low or high (001 pagat 500 Rummy, The
    Melds) K-A-2 is refused as an ace in the middle, and Q-K-A is a run."""

    def check(variant: str, cards: str) -> dict[str, Any]:
        body = {"variant": variant, "cards": cards.split()}
        response = client.post("/api/v1/melds/check", json=body)
        assert response.status_code == 200, response.get_json()
        answer: dict[str, Any] = response.get_json()
        return answer

    assert check("gin-rummy", "AS 2S 3S")["valid"] is True
    for variant in ("gin-rummy", "rummy"):
        for cards in ("KS AS 2S", "QS KS AS"):
            answer = check(variant, cards)
            assert (answer["valid"], answer["reason"]) == (False, LOW_ONLY)
    assert check("500-rummy", "KS AS 2S")["reason"] == (
        "The ace of spades cannot be in the middle of a run: an ace is low (A-2-3) or high (Q-K-A)."
    )
    assert check("500-rummy", "QS KS AS")["valid"] is True
