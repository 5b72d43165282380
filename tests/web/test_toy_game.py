"""A game with rules of its own, added as docs/architecture.md's "Adding a game" says: a
:class:`~scorekeeper.rules.game.Game` with its own scoring in the registry, its preset and its
words, then walked through the API and the deal form as any game is (issue 50).

Toy Rummy, a game made up for this test: each player scores a point a card melded or laid off,
and loses a point a card left in hand; the player who went out scores 5 more; the first to 20
wins. Ann melds 7C 8C 9C and JD JH JS and goes out: 6 + 5 = 11. Bob melds 2S 3S 4S and holds
KD QH: 3 - 2 = 1.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from flask.testing import FlaskClient

from scorekeeper.rules import DealFacts, DealScore, Game, PlayerScore, Rank, Rules, options, presets
from scorekeeper.rules import games as registry
from scorekeeper.rules.deal_checks import cards_of, verify_said_nothing
from scorekeeper.words import games as game_words
from tests.web.game_pages import Cards, GameActions, page_text, totals

GOING_OUT = 5


class Toy(Game):
    """A point a card melded or laid off, minus a point a card in hand; 5 for going out."""

    scoring = "toy"

    def score(self, facts: DealFacts) -> DealScore:
        verify_said_nothing(facts)
        scores = []
        for player in facts.players:
            melded = len(cards_of(player)) - len(player.hand)
            bonus = GOING_OUT if player.name == facts.went_out else 0
            scores.append(
                PlayerScore(
                    player.name, melded, len(player.hand), bonus, melded + bonus - len(player.hand)
                )
            )
        return DealScore(tuple(scores), facts.went_out)


TOY_RULES = Rules(
    variant="toy-rummy",
    name="Toy Rummy",
    source="a test's own game",
    players_max=4,
    card_points={str(rank): 1 for rank in Rank},  # a point a card, as the toy counts
    scoring="toy",  # type: ignore[arg-type]  # a real game adds its key to options.Scoring
    target=20,
)
TOY_WORDS = game_words.GameWords("Toy Rummy", "A point a card melded.", ())  # type: ignore[arg-type]
ANN = {"name": "Ann", "melds": [["7C", "8C", "9C"], ["JD", "JH", "JS"]]}
BOB = {"name": "Bob", "melds": [["2S", "3S", "4S"]], "hand": ["KD", "QH"]}


@pytest.fixture(autouse=True)
def toy_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Toy Rummy in the engine's registry, its key among the ``scoring`` option's choices, its
    preset among the presets and its words among the games' words, for this test alone."""
    scoring = options.OPTIONS["scoring"]
    toy_scoring = dataclasses.replace(scoring, choices=(*scoring.choices, "toy"))
    monkeypatch.setitem(options._OPTIONS, "scoring", toy_scoring)
    monkeypatch.setitem(registry._GAMES, "toy", Toy())
    monkeypatch.setitem(presets._PRESETS, "toy-rummy", TOY_RULES)
    monkeypatch.setitem(game_words._WORDS, "toy-rummy", TOY_WORDS)
    yield


def test_the_registry_finds_the_game_by_its_rules() -> None:
    assert isinstance(registry.game_of(presets.find_preset("toy-rummy")), Toy)


def test_a_toy_game_is_played_through_the_api(client: FlaskClient) -> None:
    made = client.post("/api/v1/games", json={"variant": "toy-rummy", "players": ["Ann", "Bob"]})
    assert made.status_code == 201, made.get_json()
    game: dict[str, Any] = made.get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    deal = {"players": [ANN, BOB], "went_out": "Ann"}
    stored = client.post(f"/api/v1/games/{game['id']}/deals", json=deal, headers=auth)
    assert stored.status_code == 201, stored.get_json()
    assert stored.get_json()["scores"] == {"Ann": 6 + GOING_OUT, "Bob": 3 - 2}
    read = client.get(f"/api/v1/games/{game['id']}").get_json()
    assert [player["total"] for player in read["players"]] == [11, 1]


def test_a_toy_game_is_played_through_the_deal_form(
    client: FlaskClient, games: GameActions
) -> None:
    made = client.post("/api/v1/games", json={"variant": "toy-rummy", "players": ["Ann", "Bob"]})
    games.edit_url = urlsplit(made.get_json()["urls"]["edit"]).path
    deal = [
        Cards(("7C 8C 9C", "JD JH JS")),
        Cards(("2S 3S 4S",), hand="KD QH"),
    ]
    response = games.enter_deal(deal, 0)
    assert response.status_code == 302, page_text(response)
    board = games.client.get(games.edit_url)
    assert totals(board) == ["11", "1"]
    again = games.enter_deal(deal, 0)  # Ann: 22, at the target of 20
    assert again.status_code == 302, page_text(again)
    view_id = urlsplit(made.get_json()["urls"]["view"]).path.rsplit("/", 1)[-1]
    read = client.get(f"/api/v1/games/{view_id}").get_json()
    assert (read["finished"], read["winners"]) == (True, ["Ann"])
