"""The JSON API v1 through the Flask test client: the contract's status codes and bodies.

Scores asserted here are worked out by hand from the seeds (000 pagat 5000 Rummy, Scoring;
001 pagat 500 Rummy, Players and Cards and The Scoring).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

MELDS = "/api/v1/melds/check"
DEALS = "/api/v1/deals/score"


def post(client: Any, url: str, body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(url, json=body)
    assert response.mimetype == "application/json"
    return response.status_code, response.get_json()


def test_lay_off_with_a_wild_card_example(client: Any) -> None:
    """The issue's example: 7s wild, 7C 8H 9H laid off below 10H JH QH. 000 Scoring: the
    wild 7C is 100, 8H and 9H 5 each, so 110 points."""
    status, body = post(
        client,
        MELDS,
        {
            "variant": "5000-rummy",
            "options": {"decks": 2},
            "wild_rank": "7",
            "cards": ["7C", "8H", "9H"],
            "onto": ["10H", "JH", "QH"],
        },
    )
    assert status == 200
    assert body["valid"] is True
    assert body["kinds"] == ["run"]
    assert body["points"] == 100 + 5 + 5
    assert body["reason"] is None
    assert body["cards"][0] == {"card": "7C", "wild": True, "stands_for": "7H"}
    assert body["cards"][1] == {"card": "8H", "wild": False, "stands_for": "8H"}


def test_wild_card_in_a_run_000_melds(client: Any) -> None:
    """000 Melds: "if 6's are wild, 8-6-10 is a valid run"."""
    status, body = post(
        client, MELDS, {"variant": "5000-rummy", "wild_rank": "6", "cards": ["8S", "6D", "10S"]}
    )
    assert status == 200
    assert (body["valid"], body["kinds"], body["points"]) == (True, ["run"], 5 + 100 + 10)
    assert body["cards"][1]["stands_for"] == "9S"


def test_nine_and_two_jokers_is_set_or_run_001_jokers(client: Any) -> None:
    """001 Jokers: a 9D and two jokers can be a group or a sequence; 9 + 15 + 15 points."""
    status, body = post(client, MELDS, {"variant": "500-rummy", "cards": ["9D", "JK", "JK"]})
    assert status == 200
    assert body["kinds"] == ["set", "run"]
    assert body["points"] == 39


def test_illegal_meld_is_200_with_reason(client: Any) -> None:
    """001 The Melds: spadeK spadeA spade2 is not a valid sequence."""
    status, body = post(client, MELDS, {"variant": "500-rummy", "cards": ["KS", "AS", "2S"]})
    assert status == 200
    assert body["valid"] is False
    assert body["kinds"] == []
    assert body["points"] is None
    assert "The ace of spades" in body["reason"]


def test_deal_score_example_500_rummy(client: Any) -> None:
    """The issue's example; 001 The Scoring: melded minus hand. Ann: JH JC JD (30) + 8S laid
    off (8) = 38, hand 2C 5D = 7, so 31. Bob: 5S 6S 7S (18), for the 8S to extend (001 Laying
    Off), hand AS KS = 15 + 10 = 25, so -7. Ann holds cards, so nobody went out: the stock ran
    out (004 Rummy: going out melds every card)."""
    status, body = post(
        client,
        DEALS,
        {
            "variant": "500-rummy",
            "options": {},
            "wild_rank": None,
            "players": [
                {
                    "name": "Ann",
                    "melds": [["JH", "JC", "JD"]],
                    "laid_off": ["8S"],
                    "hand": ["2C", "5D"],
                },
                {"name": "Bob", "melds": [["5S", "6S", "7S"]], "hand": ["AS", "KS"]},
            ],
            "went_out": None,
        },
    )
    assert status == 200
    assert body == {
        "players": [
            {
                "name": "Ann",
                "melded": 38,
                "hand": 7,
                "bonus": 0,
                "score": 31,
                "typed": None,
                "result": None,
            },
            {
                "name": "Bob",
                "melded": 18,
                "hand": 25,
                "bonus": 0,
                "score": -7,
                "typed": None,
                "result": None,
            },
        ]
    }


def test_deal_score_5000_going_out_collects_hands(client: Any) -> None:
    """000 Scoring: the player who goes out scores the cards left in the others' hands.
    Kings wild: Ann melds JH JC JD (30), holds 2C (5) and KD (wild, 100); Cy melds AH 2H 3H
    (100 + 5 + 5) and collects Ann's 105."""
    status, body = post(
        client,
        DEALS,
        {
            "variant": "5000-rummy",
            "wild_rank": "K",
            "players": [
                {"name": "Ann", "melds": [["JH", "JC", "JD"]], "hand": ["2C", "KD"]},
                {"name": "Cy", "melds": [["AH", "2H", "3H"]]},
            ],
            "went_out": "Cy",
        },
    )
    assert status == 200
    assert body["players"] == [
        {
            "name": "Ann",
            "melded": 30,
            "hand": 105,
            "bonus": 0,
            "score": 30,
            "typed": None,
            "result": None,
        },
        {
            "name": "Cy",
            "melded": 110,
            "hand": 0,
            "bonus": 105,
            "score": 215,
            "typed": None,
            "result": None,
        },
    ]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"variant": "5000-rummy", "wild_rank": "7", "cards": ["7C", "8H", "ZZ"]}, "cards[2]"),
        ({"variant": "50-rummy", "cards": ["7C"]}, "variant"),
        ({"variant": "500-rummy", "options": {"decks": "2"}, "cards": ["7C"]}, "options.decks"),
        ({"variant": "500-rummy", "options": {"decks": 0}, "cards": ["7C"]}, "options.decks"),
        ({"variant": "500-rummy", "options": {"colour": 1}, "cards": ["7C"]}, "options.colour"),
        ({"variant": "500-rummy", "options": {"target": True}, "cards": ["7C"]}, "options.target"),
        ({"variant": "500-rummy", "options": {"jokers": -1}, "cards": ["7C"]}, "options.jokers"),
        ({"variant": "500-rummy", "wild_rank": "7", "cards": ["7C"]}, "wild_rank"),
        ({"variant": "5000-rummy", "wild_rank": "11", "cards": ["7C"]}, "wild_rank"),
        ({"variant": "500-rummy", "cards": ["7C", 5]}, "cards[1]"),
        ({"variant": "500-rummy"}, "cards"),
        ({"cards": ["7C"]}, "variant"),
        ({"variant": "500-rummy", "cards": ["7C"], "onto": ["7D", "XX"]}, "onto[1]"),
        ({"variant": "500-rummy", "cards": ["7C"], "colour": "red"}, "colour"),
    ],
)
def test_meld_check_malformed_is_400_naming_the_field(
    client: Any, body: dict[str, Any], field: str
) -> None:
    status, answer = post(client, MELDS, body)
    assert status == 400
    assert answer["field"] == field
    assert isinstance(answer["error"], str) and answer["error"]


@pytest.mark.parametrize("raw", ["{nope", "[]", "null", "42", '"text"'])
def test_body_that_is_not_a_json_object_is_400(client: Any, raw: str) -> None:
    response = client.post(MELDS, data=raw, content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["error"] == "The request body must be a JSON object."


def _deal(players: list[dict[str, Any]], went_out: str | None = None, **extra: Any) -> dict:
    return {"variant": "500-rummy", "players": players, "went_out": went_out, **extra}


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        (
            _deal([{"name": "Ann", "melds": [["JH", "JC", "JD"], ["2H", "3H", "5H"]]}]),
            422,
            "players[0].melds[1]",
        ),
        (
            _deal([{"name": "Ann", "hand": ["5H"]}, {"name": "Bob", "hand": ["5H"]}]),
            422,
            "players[1].hand",
        ),
        (_deal([{"name": "Ann", "hand": ["5Q"]}]), 400, "players[0].hand[0]"),
        (_deal([{"name": "Ann"}], went_out="Dee"), 400, "went_out"),
        (_deal([{"name": "Ann"}, {"name": "Ann"}]), 400, "players[1].name"),
        (_deal([]), 400, "players"),
        ({"variant": "500-rummy", "players": [{"name": "Ann"}]}, 400, "went_out"),
        (_deal([{"name": "Ann"}], wild_rank="7"), 400, "wild_rank"),
        ({**_deal([{"name": "Ann"}]), "variant": "5000-rummy"}, 400, "wild_rank"),
        (_deal([{"name": "Ann", "melds": "JH JC JD"}]), 400, "players[0].melds"),
        (_deal([{"name": "Ann"}], went_out="Ann", rummy=True), 400, "rummy"),  # 001: no rummy
        (_deal([{"name": "Ann"}], ending="knock"), 400, "ending"),  # not Tonk
        (_deal([{"name": "Ann"}], ending="fold"), 400, "ending"),
        (_deal([{"name": "Ann"}], number=0), 400, "number"),
        ({**_deal([{"name": "Ann"}, {"name": "Bob"}]), "variant": "tonk"}, 400, "ending"),
        (
            {**_deal([{"name": "Ann"}], wild_rank="5"), "variant": "rummy-11", "number": 1},
            400,
            "wild_rank",
        ),  # 004 Rummy 11: 3s are wild in deal 1
        (
            {
                **_deal([{"name": "Ann", "melds": [["5H", "5D", "5S"]]}], went_out="Ann"),
                "variant": "contract-rummy",
                "number": 1,
            },
            422,
            "players[0].melds[0]",
        ),  # 004 Contract Rummy: deal 1's contract is two sets
        # Issue 38, item 1: 004 Rummy: "With two players, ten cards each"
        (
            {
                **_deal(
                    [
                        {"name": "Ann", "melds": [["5H", "6H", "7H"]]},
                        {"name": "Bob", "hand": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC".split()},
                    ],
                    went_out="Ann",
                ),
                "variant": "rummy",
            },
            422,
            "players[1].hand",
        ),
        (
            {
                **_deal(
                    [
                        {"name": "Ann", "hand": ["KH", "QH", "JH", "10H", "QC"]},
                        {"name": "Bob", "melds": [["2C", "3C", "4C"]], "hand": ["5D"]},
                    ],
                    went_out="Ann",
                    ending="tonk",
                ),
                "variant": "tonk",
            },
            422,
            "players[1].melds[0]",
        ),  # 004 Tonk: "Declare tonks immediately"
        (
            {
                **_deal(
                    [
                        {"name": "Ann", "melds": [["3H", "4H", "5H", "6H"], ["7H", "8H", "9H"]]},
                        {"name": "Bob", "hand": ["AS"]},
                        {"name": "Cy", "hand": ["4C"]},
                    ],
                    went_out="Ann",
                ),
                "variant": "contract-rummy",
                "number": 3,
            },
            422,
            "players[0].melds[0]",
        ),  # 004 Contract Rummy: "the two sequences may not be in continuous rank order"
        (
            {
                **_deal(
                    [
                        {
                            "name": "Ann",
                            "melds": [m.split() for m in ("3H 4H 5H", "9S 10S JS", "QS KS AS")]
                            + [m.split() for m in ("4D 5D 6D", "7C 8C 9C")],
                            "laid_off": ["7D"],
                        },
                        {"name": "Bob", "hand": ["KC"]},
                    ],
                    went_out="Ann",
                ),
                "variant": "continental-rummy",
            },
            422,
            "players[0].laid_off",
        ),  # 004 Continental Rummy: "players may not meld or build any other cards"
    ],
)
def test_deal_score_errors(client: Any, body: dict[str, Any], status: int, field: str) -> None:
    """422 for what the rules refuse (an illegal meld; two 5H in a one-pack game, 001 Players
    and Cards), 400 for malformed input."""
    got, answer = post(client, DEALS, body)
    assert (got, answer["field"]) == (status, field)
    assert answer["error"]


def test_deal_score_takes_the_facts_some_games_score_by(client: Any) -> None:
    """004 Tonk: Ann shows a tonk (10+10+10+10+9 = 49) and is paid double (+2). 004 Rummy:
    rummy doubles Bob's KH 2S 3S (15) to 30."""
    tonk = {
        "variant": "tonk",
        "players": [{"name": "Ann", "hand": ["KS", "QS", "JS", "10S", "9S"]}, {"name": "Bob"}],
        "went_out": "Ann",
        "ending": "tonk",
    }
    status, answer = post(client, DEALS, tonk)
    assert status == 200, answer
    assert [player["score"] for player in answer["players"]] == [2, -2]
    rummy = {
        "variant": "rummy",
        "players": [
            {"name": "Ann", "melds": [["7C", "8C", "9C"]]},
            {"name": "Bob", "hand": ["KH", "2S", "3S"]},
        ],
        "went_out": "Ann",
        "rummy": True,
    }
    status, answer = post(client, DEALS, rummy)
    assert status == 200, answer
    ann = {
        "name": "Ann",
        "melded": 0,
        "hand": 0,
        "bonus": 30,
        "score": 30,
        "typed": None,
        "result": None,
    }
    assert answer["players"][0] == ann


def test_variants_lists_presets_with_every_option(client: Any) -> None:
    response = client.get("/api/v1/variants")
    assert response.status_code == 200
    body = response.get_json()
    slugs = {variant["slug"]: variant for variant in body["variants"]}
    assert {"5000-rummy", "500-rummy"} <= set(slugs)
    assert slugs["5000-rummy"]["options"]["target"] == 5000
    assert slugs["500-rummy"]["options"]["target"] == 500
    assert slugs["500-rummy"]["options"]["packs"] == [
        {"players": 1, "decks": 1, "jokers": 2},
        {"players": 5, "decks": 2, "jokers": 4},
    ]  # 001 Players and Cards: 52 + 2 jokers; two packs for 5 or more
    for variant in body["variants"]:
        assert set(variant["options"]) == set(body["options"])
    assert body["options"]["decks"]["minimum"] == 1


def test_openapi_document_describes_every_api_route(app: Any, client: Any) -> None:
    document = client.get("/api/v1/openapi.json").get_json()
    assert document["openapi"].startswith("3.1")
    api_rules = {
        re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)
        for rule in app.url_map.iter_rules()
        if rule.rule.startswith("/api/v1/")
    }
    assert api_rules <= set(document["paths"])
    for path_item in document["paths"].values():
        for operation in path_item.values():
            for answer in operation["responses"].values():
                for media in answer.get("content", {}).values():
                    name = media["schema"]["$ref"].rsplit("/", 1)[1]
                    assert name in document["components"]["schemas"]


@pytest.mark.parametrize("url", ["/api/v1/nothing", "/api/v1/melds"])
def test_unknown_api_url_is_json_404(client: Any, url: str) -> None:
    response = client.get(url)
    assert response.status_code == 404
    assert response.mimetype == "application/json"
    assert response.get_json()["error"]


def test_wrong_method_is_json_405(client: Any) -> None:
    response = client.get(MELDS)
    assert response.status_code == 405
    assert response.get_json()["error"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=6),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
cards = st.lists(
    st.sampled_from(["7H", "8H", "9H", "JK", "AS", "10C", "Q♠", "ZZ", "", "5H"])
    | st.text(max_size=3),
    max_size=6,
)
meld_bodies = st.fixed_dictionaries(
    {"variant": st.sampled_from(["5000-rummy", "500-rummy", "nope"])},
    optional={
        "cards": cards | json_values,
        "onto": cards | json_values,
        "wild_rank": st.sampled_from(["7", "A", "x", None]) | json_values,
        "options": st.dictionaries(
            st.sampled_from(["decks", "jokers", "target", "aces", "odd"]), json_values, max_size=3
        ),
    },
)
player = st.fixed_dictionaries(
    {"name": st.sampled_from(["Ann", "Bob", ""])},
    optional={"melds": st.lists(cards, max_size=2), "laid_off": cards, "hand": cards},
)
deal_bodies = st.fixed_dictionaries(
    {
        "variant": st.sampled_from(["5000-rummy", "500-rummy"]),
        "players": st.lists(player, max_size=3) | json_values,
        "went_out": st.sampled_from(["Ann", "Bob", None]) | json_values,
    },
    optional={"wild_rank": st.sampled_from(["7", "K", None]), "options": json_values},
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    url_and_body=st.tuples(st.just(MELDS), meld_bodies | json_values)
    | st.tuples(st.just(DEALS), deal_bodies | json_values)
)
def test_any_body_is_answered_without_a_server_error(client: Any, url_and_body: Any) -> None:
    """Never a 500, never an HTML page: any JSON gets 200, 400 or 422 with a JSON body."""
    url, body = url_and_body
    response = client.post(url, data=json.dumps(body), content_type="application/json")
    assert response.status_code in (200, 400, 422)
    assert response.mimetype == "application/json"
    if response.status_code != 200:
        assert set(response.get_json()) == {"error", "code", "field"}


def test_discard_check_says_whether_a_player_may_go_out(client: Any) -> None:
    """000 pagat 5000 Rummy, End of the play: the final discard must be unplayable: 7H fits
    4H 5H 6H, so Ann must meld it and float (000 Floating); 9C fits nothing."""
    body = {
        "variant": "5000-rummy",
        "wild_rank": "2",
        "card": "7H",
        "table": [["KS", "KD", "KC"], ["4H", "5H", "6H"]],
    }
    status, answer = post(client, "/api/v1/discards/check", body)
    assert status == 200, answer
    assert (answer["playable"], answer["fits"], answer["may_go_out"]) == (True, [1], False)
    assert "float" in answer["message"]
    status, answer = post(client, "/api/v1/discards/check", {**body, "card": "9C"})
    assert (status, answer["may_go_out"], answer["fits"]) == (200, True, [])
    # 001 pagat 500 Rummy: any card may be the final discard (the rule is a variation there).
    status, answer = post(
        client, "/api/v1/discards/check", {**body, "variant": "500-rummy", "wild_rank": None}
    )
    assert (status, answer["playable"], answer["may_go_out"]) == (200, True, True)


@pytest.mark.parametrize(
    ("change", "status", "field"),
    [
        ({"card": "7X"}, 400, "card"),
        ({"table": [["KS", "QD", "2C"]]}, 422, "table"),
        ({"table": [["KS", "KD", "ZZ"]]}, 400, "table[0][2]"),
        ({"card": None}, 400, "card"),
    ],
)
def test_discard_check_errors(client: Any, change: dict[str, Any], status: int, field: str) -> None:
    body = {"variant": "5000-rummy", "wild_rank": "9", "card": "7H", "table": [], **change}
    got, answer = post(client, "/api/v1/discards/check", body)
    assert (got, answer["field"]) == (status, field), answer
