"""No lost or doubled deals through the API (issue 5, Integrity): ``Idempotency-Key`` makes a
retried POST store one deal; ``If-Match`` refuses a change made from an old version with 409."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from tests.api.game_calls import FIRST_DEAL, GAMES, auth, create
from tests.web.game_pages import Cards, GameActions


def game_url(game: dict[str, Any]) -> str:
    return f"{GAMES}/{game['id']}"


def test_a_game_answers_its_version_as_etag(client: Any) -> None:
    game = create(client)
    assert client.get(game_url(game)).headers["ETag"] == '"1"'
    response = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=auth(game))
    assert response.headers["ETag"] == '"2"'
    assert client.get(game_url(game)).headers["ETag"] == '"2"'


def test_a_retried_post_with_the_same_idempotency_key_stores_one_deal(client: Any) -> None:
    game = create(client)
    headers = {**auth(game), "Idempotency-Key": "a4a8a7a0-7d7e-4c4f-9a57-8f0c7f0e7f11"}
    first = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    again = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert (first.status_code, again.status_code) == (201, 201)
    assert first.get_json() == again.get_json()
    assert len(client.get(game_url(game)).get_json()["deals"]) == 1
    other = client.post(
        f"{game_url(game)}/deals", json=FIRST_DEAL, headers={**auth(game), "Idempotency-Key": "b"}
    )
    assert other.get_json()["number"] == 2


def test_the_same_idempotency_key_in_two_games_stores_a_deal_in_each(client: Any) -> None:
    one, two = create(client), create(client)
    for game in (one, two):
        headers = {**auth(game), "Idempotency-Key": "1"}
        response = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
        assert response.status_code == 201
        assert len(client.get(game_url(game)).get_json()["deals"]) == 1


def test_an_idempotency_key_too_long_is_refused(client: Any) -> None:
    game = create(client)
    headers = {**auth(game), "Idempotency-Key": "k" * 201}
    response = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert response.status_code == 400
    assert response.get_json()["field"] == "Idempotency-Key"
    assert client.get(game_url(game)).get_json()["deals"] == []


def test_a_change_against_an_old_version_is_refused_with_409(client: Any) -> None:
    game = create(client)
    etag = client.get(game_url(game)).headers["ETag"]
    headers = {**auth(game), "If-Match": etag}
    first = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert first.status_code == 201
    for method, path in [
        ("POST", "/deals"),
        ("PUT", "/deals/1"),
        ("DELETE", "/deals/1"),
    ]:
        response = client.open(
            f"{game_url(game)}{path}", method=method, json=FIRST_DEAL, headers=headers
        )
        assert response.status_code == 409, (method, path)
        assert "Someone else just changed this game" in response.get_json()["error"]
    body = client.get(game_url(game)).get_json()
    assert [deal["number"] for deal in body["deals"]] == [1]


def test_a_change_against_the_current_version_goes_through(client: Any) -> None:
    game = create(client)
    client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=auth(game))
    headers = {**auth(game), "If-Match": client.get(game_url(game)).headers["ETag"]}
    replaced = client.put(f"{game_url(game)}/deals/1", json=FIRST_DEAL, headers=headers)
    assert replaced.status_code == 200
    headers["If-Match"] = replaced.headers["ETag"]
    assert client.delete(f"{game_url(game)}/deals/1", headers=headers).status_code == 204
    headers["If-Match"] = "*"
    again = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert again.status_code == 201


def test_the_openapi_document_describes_if_match_and_idempotency_key(client: Any) -> None:
    paths = client.get("/api/v1/openapi.json").get_json()["paths"]
    post = paths["/api/v1/games/{view_id}/deals"]["post"]
    assert {"If-Match", "Idempotency-Key"} <= {p["name"] for p in post["parameters"]}
    assert "409" in post["responses"]
    for method in ("put", "delete"):
        operation = paths["/api/v1/games/{view_id}/deals/{number}"][method]
        assert "If-Match" in {p["name"] for p in operation["parameters"]}
        assert "409" in operation["responses"]


def test_a_retry_with_the_same_idempotency_key_and_if_match_gets_the_first_answer(
    client: Any,
) -> None:
    """The answer to the first POST was lost; the retry repeats both headers, and the game's
    version has moved on because of that very deal: the retry gets the first 201, not 409."""
    game = create(client)
    etag = client.get(game_url(game)).headers["ETag"]
    headers = {**auth(game), "If-Match": etag, "Idempotency-Key": "deal-1"}
    first = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    again = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.get_json() == first.get_json()
    assert again.headers["Location"] == first.headers["Location"]
    assert len(client.get(game_url(game)).get_json()["deals"]) == 1
    other = {**headers, "Idempotency-Key": "deal-2"}
    stale = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=other)
    assert stale.status_code == 409
    assert stale.get_json()["field"] == "If-Match"


@pytest.mark.parametrize("encoding", ["gzip", "br", "zstd"])
def test_a_retry_with_the_etag_of_a_compressed_answer_goes_through(
    client: Any, encoding: str
) -> None:
    """Flask-Compress sends a compressed answer's ETag as ``"<version>:<encoding>"``; a client
    that accepts compression sends that back, and it names the same version."""
    game = create(client)
    compressed = {"Accept-Encoding": encoding}
    for _ in range(3):  # answers long enough to be compressed
        client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=auth(game))
    read = client.get(game_url(game), headers=compressed)
    assert read.headers["Content-Encoding"] == encoding
    assert read.headers["ETag"] == f'"4:{encoding}"'
    headers = {**auth(game), **compressed, "If-Match": read.headers["ETag"]}
    replaced = client.put(f"{game_url(game)}/deals/1", json=FIRST_DEAL, headers=headers)
    assert replaced.status_code == 200, replaced.get_json()
    headers["If-Match"] = replaced.headers["ETag"]
    added = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert added.status_code == 201, added.get_json()
    headers["If-Match"] = client.get(game_url(game), headers=compressed).headers["ETag"]
    assert client.delete(f"{game_url(game)}/deals/4", headers=headers).status_code == 204
    assert client.get(game_url(game)).headers["ETag"] == '"7"'
    headers["If-Match"] = f'"6:{encoding}"'  # an old version, compressed
    stale = client.put(f"{game_url(game)}/deals/1", json=FIRST_DEAL, headers=headers)
    assert stale.status_code == 409


def test_an_idempotency_key_is_the_games_own(client: Any) -> None:
    """Someone holding only a game's view id cannot block its saves: the entry id the API
    derives from the game's Idempotency-Key, sent on a deal form of another game, is stored
    there, and the game's own deal with that key still goes through."""
    victim, other = create(client), create(client)
    entry_id = hashlib.sha256(f"{victim['id']} deal-1".encode()).hexdigest()[:32]
    form = GameActions(client, client.application).deal_form(
        [Cards(melds=["7C 7D 7H"]), Cards(hand="KD"), Cards(hand="AS")], 0, "K", entry_id
    )
    squatted = client.post(f"/e/{other['edit_key']}/deals/new", data=form)
    assert squatted.status_code == 302
    assert len(client.get(game_url(other)).get_json()["deals"]) == 1
    headers = {**auth(victim), "Idempotency-Key": "deal-1"}
    saved = client.post(f"{game_url(victim)}/deals", json=FIRST_DEAL, headers=headers)
    assert saved.status_code == 201, saved.get_json()
    assert len(client.get(game_url(victim)).get_json()["deals"]) == 1


def test_a_retry_after_the_deal_was_deleted_stores_nothing(client: Any) -> None:
    """The deal was saved, then deleted (from another phone); the first save's retry is
    answered as that save was, and the deal stays deleted."""
    game = create(client)
    headers = {**auth(game), "Idempotency-Key": "deal-1"}
    first = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert first.status_code == 201
    assert client.delete(f"{game_url(game)}/deals/1", headers=auth(game)).status_code == 204
    again = client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=headers)
    assert again.status_code == 201
    assert again.get_json() == first.get_json()
    assert again.get_json()["scores"] == {"Ann": 225, "Bob": 20, "Cy": 0}
    assert client.get(game_url(game)).get_json()["deals"] == []
    other = {**auth(game), "Idempotency-Key": "deal-2"}
    assert client.post(f"{game_url(game)}/deals", json=FIRST_DEAL, headers=other).status_code == 201
    assert len(client.get(game_url(game)).get_json()["deals"]) == 1
