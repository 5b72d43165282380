"""The API's error answers carry a stable ``code`` beside the English ``error``: the problem's
code when the engine or the scorebook refused, the API's own (``api.*``) for what the request
gets wrong, ``http.*`` and ``limit.*`` for HTTP errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from scorekeeper.web.creations import TOO_MANY_NEW
from scorekeeper.web.guesses import TOO_MANY
from tests.apps import make_app

GAMES = "/api/v1/games"


def _game(client: FlaskClient) -> dict[str, Any]:
    created = client.post(GAMES, json={"variant": "rummy", "players": ["Ann", "Bob"]})
    assert created.status_code == 201
    body: dict[str, Any] = created.get_json()
    return body


def _deal(client: FlaskClient, game: dict[str, Any], **headers: str) -> Any:
    deal = {
        "players": [
            {"name": "Ann", "melds": [["7C", "7D", "7H"]]},
            {"name": "Bob", "hand": ["KD"]},
        ],
        "went_out": "Ann",
    }
    headers.setdefault("Authorization", f"Bearer {game['edit_key']}")
    return client.post(f"{GAMES}/{game['id']}/deals", json=deal, headers=headers)


def test_every_error_answer_is_checked_for_its_code(
    client: FlaskClient, error_answers_have_codes: list[dict[str, Any]]
) -> None:
    """The check in ``conftest.py`` sees the error answers a test provokes."""
    assert client.post(GAMES, data="[]", content_type="application/json").status_code == 400
    assert error_answers_have_codes == [
        {
            "error": "The request body must be a JSON object.",
            "code": "api.body_not_object",
            "field": None,
        }
    ]


def test_a_body_that_does_not_fit_the_request_names_its_code(client: FlaskClient) -> None:
    missing = client.post(GAMES, json={"variant": "rummy"})
    assert missing.get_json() == {
        "error": "'players' is missing: this request needs it.",
        "code": "api.field_required",
        "field": "players",
    }
    extra = client.post(GAMES, json={"variant": "rummy", "players": ["A", "B"], "colour": 1})
    assert extra.get_json()["code"] == "api.not_a_field"


def test_links_refused_say_why_by_code(client: FlaskClient) -> None:
    game = _game(client)
    assert client.get(f"{GAMES}/nosuchgame").get_json() == {
        "error": "There is no game with this id.",
        "code": "link.no_game",
        "field": None,
    }
    unsent = _deal(client, game, Authorization="")
    assert (unsent.status_code, unsent.get_json()["code"]) == (401, "link.key_not_sent")
    wrong = _deal(client, game, Authorization=f"Bearer {game['id']}")
    assert (wrong.status_code, wrong.get_json()["code"]) == (403, "link.wrong_key")


def test_a_stale_if_match_and_a_long_idempotency_key_have_codes(client: FlaskClient) -> None:
    game = _game(client)
    assert _deal(client, game).status_code == 201
    stale = _deal(client, game, **{"If-Match": '"1"'})
    assert stale.status_code == 409
    assert stale.get_json() | {"error": ""} == {
        "error": "",
        "code": "game.changed_meanwhile",
        "field": "If-Match",
    }
    long_key = _deal(client, game, **{"Idempotency-Key": "k" * 201})
    assert long_key.get_json() == {
        "error": "An Idempotency-Key has 1 to 200 characters.",
        "code": "api.idempotency_key_length",
        "field": "Idempotency-Key",
    }


def test_a_missing_deal_and_an_unknown_address_have_codes(client: FlaskClient) -> None:
    game = _game(client)
    missing = client.delete(
        f"{GAMES}/{game['id']}/deals/3", headers={"Authorization": f"Bearer {game['edit_key']}"}
    )
    assert missing.status_code == 404
    assert missing.get_json() == {
        "error": "This game has no deal 3.",
        "code": "game.no_deal",
        "field": None,
    }
    assert client.get("/api/v1/nothing-here").get_json()["code"] == "http.not_found"
    assert client.put("/api/v1/variants").get_json()["code"] == "http.method_not_allowed"


def test_too_many_new_games_has_its_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CREATION_LIMIT", "1 per minute")
    client = make_app(tmp_path / "limited.sqlite3", RATELIMIT_ENABLED=True).test_client()
    _game(client)
    refused = client.post(GAMES, json={"variant": "rummy", "players": ["Ann", "Bob"]})
    assert refused.status_code == 429
    assert refused.get_json() == {
        "error": TOO_MANY_NEW,
        "code": "limit.too_many_new",
        "field": None,
    }


def test_too_many_wrong_links_has_its_code(tmp_path: Path) -> None:
    client = make_app(tmp_path / "guessed.sqlite3", KEY_GUESS_LIMIT=1).test_client()
    assert client.get(f"{GAMES}/first-guess").status_code == 404
    refused = client.get(f"{GAMES}/second-guess")
    assert refused.status_code == 429
    assert refused.get_json() == {
        "error": TOO_MANY,
        "code": "limit.too_many_wrong_links",
        "field": None,
    }


def test_the_openapi_document_describes_the_code(client: FlaskClient) -> None:
    schema = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]["ErrorOut"]
    assert {"error", "code", "field"} <= set(schema["required"])
    assert "area.what" in schema["properties"]["code"]["description"]
