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
    refused = scored.get_json()
    assert refused.pop("code")  # the engine's problem's
    assert refused == {
        "error": "Ann went out, so Ann has no cards left in hand; the 2 of clubs is entered there.",
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
    refused = response.get_json()
    assert refused.pop("code")  # the engine's problem's
    assert refused == {
        "error": "Koon Kan is for 2 players; 3 are named.",
        "field": "players",
    }
    twelve = [{"name": f"P{n}", "hand": [f"{n % 9 + 2}C"]} for n in range(12)]
    scored = client.post(SCORE, json={"variant": "continental-rummy", **_deal(*twelve)})
    assert scored.status_code == 200


@pytest.mark.parametrize(
    ("variant", "number", "wild_rank", "went_out"),
    [("contract-rummy", 8, None, None), ("rummy-11", 12, "K", "Ann")],
)
def test_a_deal_number_past_the_last_is_refused(
    client: Any, variant: str, number: int, wild_rank: str | None, went_out: str | None
) -> None:
    """004 Contract Rummy: "Games are always limited to seven rounds"; 004 Rummy 11: "eleven
    total rounds" (and a deal of it ends by going out, as in 004 Rummy)."""
    players = [{"name": name} for name in ("Ann", "Bob", "Cy")]
    if went_out is not None:
        players[0]["melds"] = [["5H", "6H", "7H"]]  # type: ignore[assignment]
    body = {
        "variant": variant,
        "number": number,
        "wild_rank": wild_rank,
        **_deal(*players, went_out=went_out),
    }
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


# POST /api/v1/deals/plan

PLAN = "/api/v1/deals/plan"
PLAYERS = ["Ann", "Bob", "Cy"]


def plan(client: Any, **body: Any) -> dict[str, Any]:
    response = client.post(PLAN, json={"players": PLAYERS, **body})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_plan_000_upcards_size_the_hands_and_the_dealers_shows_the_wild_rank(
    client: Any,
) -> None:
    """000 Deal: "if a player's first card is a 7, the dealer gives the player 7 more cards
    face down ... A player whose first card is a picture ... receives 10 more cards: if the
    first card is an ace, the player receives 11 more cards ... The dealer's first (face up)
    card is wild for the current deal." Ann dealt first, so deal 3 is Cy's (000 Deal: "The
    turn to deal passes to the left")."""
    body = plan(
        client,
        variant="5000-rummy",
        dealer="Ann",
        number=3,
        upcards={"Ann": "7H", "Bob": "KS", "Cy": "4D"},
    )
    assert (body["dealer"], body["order"]) == ("Cy", ["Ann", "Bob", "Cy"])
    assert [(hand["name"], hand["cards"]) for hand in body["hands"]] == [
        ("Ann", 8),
        ("Bob", 11),
        ("Cy", 5),
    ]
    assert body["wild_rank"] == "4"
    assert body["wild_card"].startswith("the dealer's face-up first card")
    assert "how many more cards they are dealt face down" in body["upcard_rule"]
    assert {"upcard": "AC", "buried": False, "face_down": 11, "hand": 12} in body["upcards"]
    assert body["hand_size"] is None


def test_plan_george_counts_the_upcard_in_the_hand(client: Any) -> None:
    """000 Variations (George): "a player's first card indicates the total number of cards to be
    dealt to the player, counting jack as 11, queen 12, king 13, ace 14"."""
    body = plan(client, variant="george", upcards={"Ann": "QH", "Bob": "AS"})
    assert [(hand["name"], hand["cards"]) for hand in body["hands"]] == [
        ("Bob", 14),
        ("Cy", None),
        ("Ann", 12),
    ]
    assert "a jack 11, a queen 12, a king 13, an ace 14" in body["upcard_rule"]
    assert body["wild_rank"] == "Q"  # Ann deals deal 1: her upcard shows the wild rank


def test_plan_003_v1_counting_and_v7_burying(client: Any) -> None:
    """003 V1: "If the face-up card is a 5, the dealer would only deal 4 more cards to the
    player"; V7: "if a 2-3-4 rank card is dealt face-up to a player, it is buried and another
    card is dealt face-up"."""
    options = {"upcard_counts": "total", "buried_upcards": ["2", "3", "4"]}
    body = plan(
        client, variant="5000-rummy-subtract", options=options, upcards={"Bob": "5C", "Cy": "3H"}
    )
    bob, cy, ann = body["hands"]
    assert (bob["cards"], bob["buried"]) == (5, False)
    assert (cy["cards"], cy["buried"], cy["upcard"]) == (None, True, "3H")
    assert "An upcard of 2, 3, or 4 is buried" in body["upcard_rule"]
    assert body["wild_rank"] is None  # Ann deals, and her upcard is not given
    five = next(row for row in body["upcards"] if row["upcard"] == "5C")
    assert (five["face_down"], five["hand"]) == (4, 5)


def test_plan_fixed_hands_schedules_and_contracts(client: Any) -> None:
    """004 Rummy 11: "players receive three cards in Round 1, four cards in Round 2 ... in
    Round 2, 4s are wild"; 004 Contract Rummy: twelve cards in rounds 5-7, round 5 "2 sets, 2
    sequences"."""
    eleven = plan(client, variant="rummy-11", number=2)
    assert (eleven["dealer"], eleven["hand_size"], eleven["wild_rank"]) == ("Bob", 4, "4")
    assert [hand["cards"] for hand in eleven["hands"]] == [4, 4, 4]
    assert eleven["upcards"] == [] and eleven["upcard_rule"] is None
    contract = plan(client, variant="contract-rummy", number=7)
    assert (contract["hand_size"], contract["last"]) == (12, True)
    assert contract["contract"] == "3 runs"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"variant": "contract-rummy", "number": 8}, "number"),
        ({"variant": "koon-kan"}, "players"),
        ({"variant": "5000-rummy", "upcards": {"Ann": "ZZ"}}, "upcards.Ann"),
        ({"variant": "5000-rummy", "upcards": {"Dee": "7H"}}, "upcards"),
        ({"variant": "5000-rummy", "dealer": "Dee"}, "dealer"),
        ({"variant": "5000-rummy", "players": ["Ann", "Ann"]}, "players[1]"),
    ],
)
def test_plan_refuses_what_the_rules_do_not_have(
    client: Any, body: dict[str, Any], field: str
) -> None:
    response = client.post(PLAN, json={"players": PLAYERS, **body})
    assert response.status_code == 400
    assert response.get_json()["field"] == field


def test_plan_is_in_the_openapi_document(client: Any) -> None:
    document = client.get("/api/v1/openapi.json").get_json()
    operation = document["paths"]["/api/v1/deals/plan"]["post"]
    assert operation["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith(
        "DealPlanRequest"
    )
    assert "DealPlanOut" in document["components"]["schemas"]


def test_plan_of_a_table_whose_upcards_say_no_number(client: Any) -> None:
    """A house-rule game with neither hand sizes nor upcard numbers: the plan says nothing of
    the cards rather than failing (004 Rummy with its hand sizes taken away)."""
    body = plan(client, variant="rummy", options={"hand_sizes": []}, upcards={"Ann": "2C"})
    assert body["upcards"] == [] and body["upcard_rule"] is None
    assert [hand["cards"] for hand in body["hands"]] == [None, None, None]


# Issue 20: what the deal helper and the games API let through.

PLAN = "/api/v1/deals/plan"


def _game(client: Any, variant: str, players: list[str]) -> tuple[str, dict[str, str]]:
    """A new game's view id and the headers that change it."""
    game = client.post(GAMES, json={"variant": variant, "players": players}).get_json()
    return game["id"], {"Authorization": f"Bearer {game['edit_key']}"}


@pytest.mark.parametrize(
    ("options", "players", "upcards", "field", "words"),
    [
        # 000 Players and Cards: "3 or 4 players use a standard 52-card pack": no jokers.
        ({}, 3, {"P0": "JK"}, "upcards.P0", "There are no jokers in this game"),
        # One pack, one 7H.
        (
            {},
            3,
            {"P0": "7H", "P1": "7H"},
            "upcards.P1",
            "The 7 of hearts is in this game only once",
        ),
        # 000: "from 5 to 8 players use two 52-card packs": two 7H, not three.
        ({}, 5, {"P0": "7H", "P1": "7H", "P2": "7H"}, "upcards.P2", "only 2 times"),
        # 000 Variations, Cards: "It seems to be quite common to play without twos".
        ({"removed_ranks": ["2"]}, 3, {"P2": "2H"}, "upcards.P2", "The 2 of hearts is not in play"),
    ],
)
def test_deals_plan_refuses_an_upcard_the_packs_do_not_hold(
    client: Any,
    options: dict[str, Any],
    players: int,
    upcards: dict[str, str],
    field: str,
    words: str,
) -> None:
    """000 Players and Cards: "3 or 4 players use a standard 52-card pack; from 5 to 8 players
    use two 52-card packs"; 000 Variations, Cards: "play without twos". 422, naming the
    upcard; the upcards before it are planned."""
    body = {
        "variant": "5000-rummy",
        "options": options,
        "players": [f"P{seat}" for seat in range(players)],
    }
    response = client.post(PLAN, json={**body, "upcards": upcards})
    assert response.status_code == 422
    answer = response.get_json()
    assert answer["field"] == field
    assert words in answer["error"]
    assert "Players and Cards" in answer["error"] or "Variations, Cards" in answer["error"]
    fewer = dict(list(upcards.items())[:-1])
    assert client.post(PLAN, json={**body, "upcards": fewer}).status_code == 200


def test_deals_plan_deals_what_two_packs_hold(client: Any) -> None:
    """000 Players and Cards: two packs for five players: two 7H are upcards, each 8 cards."""
    body = {
        "variant": "5000-rummy",
        "players": ["P0", "P1", "P2", "P3", "P4"],
        "upcards": {"P0": "7H", "P1": "7H"},
    }
    response = client.post(PLAN, json=body)
    assert response.status_code == 200
    hands = {hand["name"]: hand["cards"] for hand in response.get_json()["hands"]}
    assert (hands["P0"], hands["P1"]) == (8, 8)


SIX_CARD_TONK = _deal(
    {"name": "Ann", "hand": ["KH", "QH", "JH", "10H", "5C", "5D"]},
    {"name": "Bob", "hand": ["2C"]},
    went_out="Ann",
    ending="tonk",
)


def test_a_six_card_tonk_is_refused_in_both_deal_paths(client: Any) -> None:
    """004 Tonk: "Deal each player five cards ... If a player's hand is worth 49 or 50 points,
    it's a tonk. Declare tonks immediately": six cards worth 50 are no tonk."""
    scored = client.post(SCORE, json={"variant": "tonk", **SIX_CARD_TONK})
    assert scored.status_code == 422
    assert scored.get_json()["field"] == "players[0].hand"
    assert '004 Tonk: "Deal each player five cards' in scored.get_json()["error"]
    view_id, auth = _game(client, "tonk", ["Ann", "Bob"])
    added = client.post(f"{GAMES}/{view_id}/deals", json=SIX_CARD_TONK, headers=auth)
    assert added.status_code == 422
    assert added.get_json()["field"] == "players[0].hand"
    assert client.get(f"{GAMES}/{view_id}").get_json()["deals"] == []
    five = {**SIX_CARD_TONK, "players": [{"name": "Ann", "hand": ["KH", "QH", "JH", "10H", "QC"]}]}
    assert client.post(f"{GAMES}/{view_id}/deals", json=five, headers=auth).status_code == 201


@pytest.mark.parametrize("variant", ["rummy", "rummy-11"])
def test_a_rummy_deal_with_nobody_out_is_refused_in_both_deal_paths(
    client: Any, variant: str
) -> None:
    """004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard
    pile (do not shuffle) to form a new stock and continue play"; 004 Rummy 11: "The standard
    Rummy rules are followed". 400 naming went_out; nothing stored."""
    deal = _deal({"name": "Ann", "melds": [["5H", "6H", "7H"]], "hand": ["9S"]}, {"name": "Bob"})
    scored = client.post(SCORE, json={"variant": variant, "number": 1, **deal})
    assert scored.status_code == 400
    assert scored.get_json()["field"] == "went_out"
    assert "a deal ends only when a player goes out" in scored.get_json()["error"]
    assert '004 Rummy: "If the stock is exhausted' in scored.get_json()["error"]
    view_id, auth = _game(client, variant, ["Ann", "Bob"])
    added = client.post(f"{GAMES}/{view_id}/deals", json=deal, headers=auth)
    assert added.status_code == 400
    assert added.get_json()["field"] == "went_out"
    assert client.get(f"{GAMES}/{view_id}").get_json()["deals"] == []
    house = {"variant": variant, "number": 1, "options": {"restock_from_discards": False}}
    assert client.post(SCORE, json={**house, **deal}).status_code == 200


def test_a_went_out_deal_with_no_cards_is_refused_in_both_deal_paths(client: Any) -> None:
    """000 End of the play: "A player has only one card left after melding and discards it, so
    having no cards left in hand. This is called going out": a deal someone went out of with
    nobody melding, laying off or holding a card was never played. 422 naming the players."""
    deal = _deal({"name": "Ann"}, {"name": "Bob"}, {"name": "Cy"}, went_out="Ann")
    scored = client.post(SCORE, json={"variant": "5000-rummy", "wild_rank": "9", **deal})
    assert scored.status_code == 422
    assert scored.get_json()["field"] == "players"
    assert "Ann went out, but no cards are entered" in scored.get_json()["error"]
    assert "000 End of the play" in scored.get_json()["error"]
    view_id, auth = _game(client, "5000-rummy", ["Ann", "Bob", "Cy"])
    added = client.post(f"{GAMES}/{view_id}/deals", json={**deal, "wild_rank": "9"}, headers=auth)
    assert added.status_code == 422
    assert added.get_json()["field"] == "players"
    assert client.get(f"{GAMES}/{view_id}").get_json()["deals"] == []


def test_rummy_11_takes_the_wild_rank_from_the_deals_number(client: Any) -> None:
    """004 Rummy 11: "in Round 1, 3s are wild; in Round 2, 4s are wild": a deal sent without
    its wild rank is scored and stored with the round's."""
    view_id, auth = _game(client, "rummy-11", ["Ann", "Bob"])
    one = _deal({"name": "Ann", "melds": [["5H", "6H", "3C"]]}, {"name": "Bob"}, went_out="Ann")
    added = client.post(f"{GAMES}/{view_id}/deals", json=one, headers=auth)
    assert added.status_code == 201, added.get_json()
    assert added.get_json()["wild_rank"] == "3"
    two = _deal({"name": "Bob", "melds": [["4C", "4D", "4S"]]}, {"name": "Ann"}, went_out="Bob")
    assert client.post(f"{GAMES}/{view_id}/deals", json=two, headers=auth).status_code == 201
    deals = client.get(f"{GAMES}/{view_id}").get_json()["deals"]
    assert [deal["wild_rank"] for deal in deals] == ["3", "4"]
    scored = client.post(SCORE, json={"variant": "rummy-11", "number": 1, **one})
    assert scored.status_code == 200
    unnumbered = client.post(SCORE, json={"variant": "rummy-11", **one})
    assert unnumbered.status_code == 400
    assert unnumbered.get_json()["field"] == "number"
    assert "004 Variation 6 (Rummy 11)" in unnumbered.get_json()["error"]


def test_a_wild_rank_taken_out_of_the_packs_is_refused(client: Any) -> None:
    """000 Variations (George): "a double 48-card pack without twos": no upcard makes 2s
    wild."""
    deal = _deal({"name": "Ann", "melds": [["5H", "5C", "5D"]]}, {"name": "Bob"}, went_out="Ann")
    scored = client.post(SCORE, json={"variant": "george", "wild_rank": "2", **deal})
    assert scored.status_code == 400
    assert scored.get_json()["field"] == "wild_rank"
    assert "played without 2s" in scored.get_json()["error"]
