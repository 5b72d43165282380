"""Hostile input to the JSON API (issue 14, item 1): deep nesting, text that is not Unicode,
control and invisible characters in names. Every answer is a 4xx with a sentence, never a 500,
and nothing is stored."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.api.game_calls import FIRST_DEAL, GAMES, auth, create

DEEP = 1_000


def endpoints(client: FlaskClient) -> list[tuple[str, str, dict[str, str]]]:
    """Every call that reads a JSON body: method, path and the headers it needs."""
    game = create(client)
    client.post(f"{GAMES}/{game['id']}/deals", json=FIRST_DEAL, headers=auth(game))
    return [
        ("POST", "/api/v1/melds/check", {}),
        ("POST", "/api/v1/discards/check", {}),
        ("POST", "/api/v1/deals/score", {}),
        ("POST", GAMES, {}),
        ("POST", f"{GAMES}/{game['id']}/deals", auth(game)),
        ("PUT", f"{GAMES}/{game['id']}/deals/1", auth(game)),
    ]


def send(client: FlaskClient, method: str, path: str, text: str, headers: dict[str, str]) -> Any:
    return client.open(
        path, method=method, data=text, content_type="application/json", headers=headers
    )


def refused_in_words(response: Any) -> str:
    assert 400 <= response.status_code < 500, response.get_data(as_text=True)[:300]
    error = response.get_json()["error"]
    assert isinstance(error, str) and len(error) > 10
    return error


@pytest.mark.parametrize("depth", [13, DEEP, 30_000])
def test_deeply_nested_json_is_refused_in_words_on_every_endpoint(
    client: FlaskClient, depth: int
) -> None:
    for method, path, headers in endpoints(client):
        for text in ("[" * depth + "]" * depth, '{"options": ' + "[" * depth + "]" * depth + "}"):
            response = send(client, method, path, text, headers)
            assert response.status_code == 400, (method, path)
            assert "nested more than 12 deep" in refused_in_words(response)


def test_a_real_deal_is_not_too_deep(client: FlaskClient) -> None:
    game = create(client)
    response = client.post(f"{GAMES}/{game['id']}/deals", json=FIRST_DEAL, headers=auth(game))
    assert response.status_code == 201


@pytest.mark.parametrize("text", ['"A\\ud800"', '"\\udfff"', '"B\\ud83d"'])
def test_a_lone_surrogate_is_refused_in_words_on_every_endpoint(
    client: FlaskClient, text: str
) -> None:
    for method, path, headers in endpoints(client):
        for body in (f'{{"players": [{text}, "Bob"], "variant": "rummy"}}', f"{{{text}: 1}}"):
            response = send(client, method, path, body, headers)
            assert response.status_code == 400, (method, path)
            assert "not Unicode" in refused_in_words(response)


@pytest.mark.parametrize(
    "name",
    ["Ann\x00", "Ann\nBob", "\x1b[31mAnn", "Ann\x7f", "Ann\u202eboB", "\ue000Ann", "Ann\u0378"],
)
def test_a_name_with_a_control_character_is_refused(client: FlaskClient, name: str) -> None:
    response = client.post(GAMES, json={"variant": "rummy", "players": [name, "Bob"]})
    assert response.status_code == 400
    assert response.get_json() == {
        "error": "Player 1's name has a character that is not text (a control character): "
        "type it again.",
        "code": "game.player_name_refused",
        "field": "players[0]",
    }


@pytest.mark.parametrize("name", ["\u200b", "\u200d\u200c", "\u2060\ufeff", "\u3164", "\u00ad "])
def test_a_name_with_nothing_visible_is_refused(client: FlaskClient, name: str) -> None:
    response = client.post(GAMES, json={"variant": "rummy", "players": ["Ann", name]})
    assert response.status_code == 400
    body = response.get_json()
    assert body["field"] == "players[1]"
    assert "Player 2's name" in body["error"]


@pytest.mark.parametrize("name", ["B\u200bob", "B\u200dob", "Bob\ufeff", "B\U000e0062ob"])
def test_a_name_with_an_invisible_character_is_refused(client: FlaskClient, name: str) -> None:
    """``B\u200bob`` looks like ``Bob`` but would be another player (issue 24)."""
    response = client.post(GAMES, json={"variant": "rummy", "players": ["Bob", name]})
    assert response.status_code == 400
    assert response.get_json() == {
        "error": "Player 2's name has an invisible character in it (a zero-width space or "
        "another format character): type it again.",
        "code": "game.player_name_refused",
        "field": "players[1]",
    }


@pytest.mark.parametrize(
    "name",
    [
        "\U0001f468\u200d\U0001f469\u200d\U0001f467",  # a family: joined by zero-width joiners
        "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",  # Scotland
        "Ann \u2764\ufe0f\u200d\U0001f525",  # a heart on fire
    ],
)
def test_an_emoji_built_with_joiners_or_tags_is_a_name(client: FlaskClient, name: str) -> None:
    game = create(client, players=[name, "Bob"])
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert body["players"][0]["name"] == name


def test_names_are_stored_composed_nfc(client: FlaskClient) -> None:
    """``Zoë`` typed with a combining diaeresis is the same player as ``Zoë`` typed whole."""
    game = create(client, players=["Zoe\u0308", "Bob"])
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [player["name"] for player in body["players"]] == ["Zo\u00eb", "Bob"]


@pytest.mark.parametrize(
    ("names", "message", "code"),
    [
        (["Ann", "\u0410nn"], "\u0410nn looks like Ann", "game.player_looks_like"),  # Cyrillic А
        (["Bob", "B0b"], "B0b looks like Bob", "game.player_looks_like"),
        (["Zo\u00eb", "ZOE\u0308"], "ZO\u00cb is named twice", "game.player_named_twice"),
    ],
)
def test_look_alike_names_at_one_game_are_flagged(
    client: FlaskClient, names: list[str], message: str, code: str
) -> None:
    response = client.post(GAMES, json={"variant": "rummy", "players": names})
    assert response.status_code == 400
    assert response.get_json() == {
        "error": f"{message}: give each player a name the others can tell apart.",
        "code": code,
        "field": "players[1]",
    }


texts = st.text(
    st.characters(codec=None, categories=["Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Mn", "Lo", "So"]),
    max_size=50,
)
json_leaves = st.none() | st.booleans() | st.integers() | texts
nested = st.recursive(
    json_leaves,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=30,
)


@st.composite
def hostile_bodies(draw: st.DrawFn) -> tuple[str, str]:
    """A body for one of the calls, as JSON text (a lone surrogate goes out escaped, as a
    client would send it): hostile names, odd options, deep nesting or a long list."""
    kind = draw(st.sampled_from(["names", "nested", "deep", "wide"]))
    if kind == "names":
        body = {"variant": "rummy", "players": draw(st.lists(texts, max_size=15))}
    elif kind == "nested":
        body = {"variant": "rummy", "players": ["Ann", "Bob"], "options": draw(nested)}
    elif kind == "deep":
        depth = draw(st.integers(1, 3_000))
        leaf = json.dumps(draw(json_leaves))
        return kind, '{"players": ' + "[" * depth + leaf + "]" * depth + "}"
    else:
        body = {"players": [{"name": "Ann", "hand": ["7H"] * draw(st.integers(0, 5_000))}]}
    return kind, json.dumps(body)


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(case=hostile_bodies(), call=st.integers(0, 5))
def test_hostile_bodies_are_answered_with_a_sentence_never_a_500(
    client: FlaskClient, case: tuple[str, str], call: int
) -> None:
    kind, text = case
    method, path, headers = endpoints(client)[call]
    response = send(client, method, path, text, headers)
    event(f"{kind}: {response.status_code}")
    if response.status_code < 400:
        assert path == GAMES and response.status_code == 201
        return
    refused_in_words(response)


JOKER_TABLE = {
    "variant": "5000-rummy",
    "options": {"decks": 1_000, "jokers": 1_000_000},
    "card": "8H",
    "table": [["7H"] + ["JK"] * 9] * 1_000,
}
"""A discard check of 60 KB: a thousand melds of jokers, on as many packs and jokers as the
options took before issue 24 (it cost 1.3 to 2.7 s of CPU)."""


def test_a_discard_check_of_a_thousand_joker_melds_is_refused_by_the_packs(
    client: FlaskClient,
) -> None:
    text = json.dumps(JOKER_TABLE)
    assert len(text) > 60_000
    response = send(client, "POST", "/api/v1/discards/check", text, {})
    assert response.status_code == 400
    assert response.get_json()["field"] == "options.decks"
    assert refused_in_words(response) == "The option 'decks' can be at most 6, not 1000."
    response = client.post("/api/v1/discards/check", json=JOKER_TABLE | {"options": {"jokers": 8}})
    assert response.status_code == 422
    assert refused_in_words(response) == (
        "The 7 of hearts is in this game only once (1 pack), but it is entered 1,000 times."
    )


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"jokers": 13}, "The option 'jokers' can be at most 12, not 13."),
        ({"decks": 7}, "The option 'decks' can be at most 6, not 7."),
        (
            {
                "packs": [
                    {"players": 1, "decks": 1, "jokers": 2},
                    {"players": 5, "decks": 9, "jokers": 2},
                ]
            },
            "In the option 'packs', decks in row 2 can be at most 6, not 9.",
        ),
        (
            {"packs": [{"players": 1, "decks": 1, "jokers": 50}]},
            "In the option 'packs', jokers in row 1 can be at most 12, not 50.",
        ),
    ],
)
def test_every_engine_search_refuses_more_packs_or_jokers_than_a_game_takes(
    client: FlaskClient, options: dict[str, Any], said: str
) -> None:
    """008 emil.com, Hand and Foot: "6 (six) decks of cards are used, including jokers": six
    packs and twelve jokers at most."""
    bodies = {
        "/api/v1/melds/check": {"cards": ["JK", "7H", "JK"]},
        "/api/v1/discards/check": {"card": "8H", "table": [["JK", "7H", "JK"]]},
        "/api/v1/deals/score": {
            "players": [{"name": "Ann", "melds": [["7H", "JK", "JK"]]}, {"name": "Bob"}],
            "went_out": "Ann",
        },
        "/api/v1/deals/plan": {"players": ["Ann", "Bob"]},
    }
    for path, body in bodies.items():
        response = client.post(path, json={"variant": "500-rummy", "options": options} | body)
        assert response.status_code == 400, path
        assert refused_in_words(response) == said, path


def test_the_most_packs_and_jokers_a_game_takes_are_taken(client: FlaskClient) -> None:
    options = {"decks": 6, "jokers": 12}
    response = client.post(
        "/api/v1/discards/check",
        json={
            "variant": "500-rummy",
            "options": options,
            "card": "6H",
            "table": [["7H", "JK", "JK"]] * 4,
        },
    )
    assert response.status_code == 200
    assert response.get_json()["fits"] == [0, 1, 2, 3]


def test_a_contract_of_more_melds_than_the_rules_ask_is_refused(client: FlaskClient) -> None:
    """Matching melds to a contract tries each way of reading them as its sets and runs: 20
    melds of one natural card and two wild cards, on a contract of 10 sets and 10 runs, cost 80 s
    of CPU in a body of 700 bytes. 004 Contract Rummy asks for at most "2 sets, 2 sequences"."""
    wild = [f"{rank}{suit}" for rank in "23" for suit in "HSDC"] * 4 + ["JK"] * 8
    melds = [[f"{'56789'[i % 5]}H", wild[2 * i % 40], wild[(2 * i + 1) % 40]] for i in range(20)]
    options = {
        "decks": 4,
        "jokers": 8,
        "permanent_wilds": ["2", "3"],
        "contracts": [{"sets": 10, "runs": 10, "cards": 60}],
    }
    body = {
        "variant": "contract-rummy",
        "options": options,
        "number": 1,
        "players": [{"name": "Ann", "melds": melds}, {"name": "Bob", "hand": ["4C"]}],
        "went_out": "Ann",
    }
    response = client.post("/api/v1/deals/score", json=body)
    assert response.status_code == 400
    assert response.get_json()["field"] == "options.contracts"
    assert refused_in_words(response) == (
        "In the option 'contracts', row 1 asks for more than 4 melds: a deal's contract is 4 "
        "melds at most."
    )
    options["contracts"] = [{"sets": 2, "runs": 2, "cards": 12}]
    response = client.post("/api/v1/deals/score", json=body)
    assert response.status_code == 422
    assert "contract is 2 sets and 2 runs" in refused_in_words(response)
