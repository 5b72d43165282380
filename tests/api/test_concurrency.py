"""Requests that arrive at the same moment, sent to a real threaded server (issue 5, Tests that
try to break it): the same deal sent twice at once stores one deal; two different deals sent
against the same version store one and refuse the other with 409."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from tests.api.game_calls import FIRST_DEAL
from tests.api.threaded_calls import call
from tests.apps import make_app
from tests.live_server import serving

ROUNDS = 5
"""Each race is run this many times, to give the requests many chances to overlap."""

SECOND_DEAL = {
    "wild_rank": "3",
    "players": [{"name": "Bob", "melds": [["5H", "6H", "7H"]]}, {"name": "Cy", "hand": ["8D"]}],
    "went_out": "Bob",
}


def at_once(*sends: Callable[[], tuple[int, Any, Any]]) -> list[tuple[int, Any, Any]]:
    """Run the sends in threads released together."""
    barrier = threading.Barrier(len(sends))

    def run(send: Callable[[], tuple[int, Any, Any]]) -> tuple[int, Any, Any]:
        barrier.wait()
        return send()

    with ThreadPoolExecutor(len(sends)) as pool:
        return list(pool.map(run, sends))


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    app = make_app(tmp_path / "race.sqlite3", WTF_CSRF_ENABLED=False)
    with serving(app) as url:
        yield url


def new_game(server: str) -> tuple[str, dict[str, str]]:
    body = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"], "options": {"target": 9000}}
    status, game, _ = call("POST", f"{server}/api/v1/games", body)
    assert status == 201
    return f"{server}/api/v1/games/{game['id']}", {"Authorization": f"Bearer {game['edit_key']}"}


def test_the_same_deal_sent_twice_at_once_is_stored_once(server: str) -> None:
    url, auth = new_game(server)
    for number in range(1, ROUNDS + 1):
        key = {"Idempotency_Key": f"deal {number}"}
        send = partial(call, "POST", f"{url}/deals", FIRST_DEAL, **auth, **key)
        answers = at_once(send, send)
        assert [status for status, _, _ in answers] == [201, 201]
        assert {body["number"] for _, body, _ in answers} == {number}
    _, game, _ = call("GET", url)
    assert [deal["number"] for deal in game["deals"]] == list(range(1, ROUNDS + 1))


def test_two_deals_against_the_same_version_store_one_and_refuse_the_other(server: str) -> None:
    url, auth = new_game(server)
    for number in range(1, ROUNDS + 1):
        _, _, headers = call("GET", url)
        etag = headers["ETag"]
        answers = at_once(
            partial(call, "POST", f"{url}/deals", FIRST_DEAL, **auth, If_Match=etag),
            partial(call, "POST", f"{url}/deals", SECOND_DEAL, **auth, If_Match=etag),
        )
        assert sorted(status for status, _, _ in answers) == [201, 409]
        refused = next(body for status, body, _ in answers if status == 409)
        assert "Someone else just changed this game" in refused["error"]
        _, game, _ = call("GET", url)
        assert len(game["deals"]) == number


def test_two_deals_at_once_without_if_match_are_both_stored_in_turn(server: str) -> None:
    url, auth = new_game(server)
    answers = at_once(
        partial(call, "POST", f"{url}/deals", FIRST_DEAL, **auth),
        partial(call, "POST", f"{url}/deals", SECOND_DEAL, **auth),
    )
    assert [status for status, _, _ in answers] == [201, 201]
    assert sorted(body["number"] for _, body, _ in answers) == [1, 2]
    _, game, _ = call("GET", url)
    assert [deal["number"] for deal in game["deals"]] == [1, 2]


def test_a_series_drawn_twice_at_once_is_drawn_once(server: str) -> None:
    """Two organiser's phones (or a retry) drawing series n at once: one draws it (201), the
    other gets the same series (200), never a second one."""
    # A game made first, as in every race here: the engine's version is read once, before the
    # threads (CPython 3.11.7's ast.parse fails when two threads first read it at once).
    new_game(server)
    body = {"name": "Club evening", "variant": "rummy", "entrants": ["Ann", "Bob", "Cy", "Di"]}
    body = {**body, "series_count": ROUNDS, "series_deals": 5}
    status, event, _ = call("POST", f"{server}/api/v1/events", body)
    assert status == 201
    url = f"{server}/api/v1/events/{event['id']}"
    auth = {"Authorization": f"Bearer {event['edit_key']}"}
    for number in range(1, ROUNDS + 1):
        send = partial(
            call, "POST", f"{url}/series", {"seating": "random", "number": number}, **auth
        )
        answers = at_once(send, send)
        assert sorted(status for status, _, _ in answers) == [200, 201]
        first, second = (body for _, body, _ in answers)
        assert first == second
    _, read, _ = call("GET", url)
    assert [series["number"] for series in read["series"]] == list(range(1, ROUNDS + 1))
