"""Hypothesis over the deal API (issue 5, Tests that try to break it): whatever is sent, the deal
is either saved, scored exactly as the engine scores it, or refused with a sentence; never a
server error."""

from __future__ import annotations

from typing import Any

from flask import Flask
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from scorekeeper.rules import FRENCH_SUITS, Card, PlayerDeal, Rank, find_preset, score_deal

NAMES = ("Ann", "Bob", "Cy")
CARDS = [f"{rank}{suit}" for rank in Rank for suit in FRENCH_SUITS] + ["JK"]
RANKS = [str(rank) for rank in Rank]
SUITS = [str(suit) for suit in FRENCH_SUITS]
TARGET = 10**6
"""So that no game ends while the examples are added to it."""

tokens = st.one_of(st.sampled_from(CARDS), st.sampled_from(CARDS), st.text(max_size=4))
names = st.one_of(st.sampled_from(NAMES), st.text(max_size=5))
player = st.fixed_dictionaries(
    {"name": names},
    optional={
        "melds": st.lists(st.lists(tokens, min_size=3, max_size=5), max_size=2),
        "laid_off": st.lists(tokens, max_size=2),
        "hand": st.lists(tokens, max_size=3),
    },
)
deal_body = st.fixed_dictionaries(
    {"players": st.lists(player, max_size=4)},
    optional={
        "wild_rank": st.one_of(st.none(), st.sampled_from(RANKS), st.text(max_size=3)),
        "went_out": st.one_of(st.none(), names),
    },
)


@st.composite
def plausible_deals(draw: st.DrawFn) -> dict[str, Any]:
    """Deals that look like real ones: the game's players, a wild rank, sets of one rank and
    cards in hand; some legal, some not (a card twice, a wrong set)."""
    players = []
    for name in draw(st.lists(st.sampled_from(NAMES), unique=True, max_size=3)):
        melds = []
        for rank in draw(st.lists(st.sampled_from(RANKS), max_size=2)):
            suits = draw(st.lists(st.sampled_from(SUITS), min_size=3, max_size=4, unique=True))
            melds.append([f"{rank}{suit}" for suit in suits])
        hand = draw(st.lists(st.sampled_from(CARDS), max_size=3))
        players.append({"name": name, "melds": melds, "hand": hand})
    went_out = draw(st.none() | st.sampled_from(NAMES))
    return {"wild_rank": draw(st.sampled_from(RANKS)), "players": players, "went_out": went_out}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=8,
)


def engine_scores(game: dict[str, Any], body: dict[str, Any]) -> dict[str, int]:
    """What the engine scores for the deal ``body`` of ``game`` (read as the API reads it)."""
    rules = find_preset(game["variant"]).with_options(game["options"])
    sent = {player["name"]: player for player in body["players"]}

    def cards(tokens: list[str]) -> tuple[Card, ...]:
        return tuple(Card.from_str(token) for token in tokens)

    players = [
        PlayerDeal(
            name=name,
            melds=tuple(cards(meld) for meld in sent.get(name, {}).get("melds", [])),
            laid_off=cards(sent.get(name, {}).get("laid_off", [])),
            hand=cards(sent.get(name, {}).get("hand", [])),
        )
        for name in NAMES
    ]
    wild = body.get("wild_rank")
    result = score_deal(rules, players, body.get("went_out"), Rank.parse(wild) if wild else None)
    return {player.name: player.score for player in result.players}


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(body=st.one_of(plausible_deals(), plausible_deals(), deal_body, json_values))
def test_any_deal_is_saved_correctly_or_refused_in_words(app: Flask, body: Any) -> None:
    client = app.test_client()
    game_body = {"variant": "5000-rummy", "players": list(NAMES), "options": {"target": TARGET}}
    created = client.post("/api/v1/games", json=game_body).get_json()
    url = f"/api/v1/games/{created['id']}"
    headers = {"Authorization": f"Bearer {created['edit_key']}"}
    response = client.post(f"{url}/deals", json=body, headers=headers)
    assert response.status_code in (201, 400, 422), response.get_data(as_text=True)
    event(f"answered {response.status_code}")
    game = client.get(url).get_json()
    if response.status_code == 201:
        assert response.get_json()["scores"] == engine_scores(game, body)
        assert [deal["scores"] for deal in game["deals"]] == [response.get_json()["scores"]]
    else:
        assert isinstance(response.get_json()["error"], str) and response.get_json()["error"]
        assert game["deals"] == []
