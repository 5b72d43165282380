"""A seat's question to the table held until the deal's facts change (``seats.live`` with
``?wait=``, ``scorekeeper/web/held_polls.py``): answered as the wild rank is chosen, 304 at the
end of the hold, the ETags honoured, and nothing held where the server cannot hold it."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.rules import Rank
from scorekeeper.scorebook.drafts import save_wild_rank
from scorekeeper.scorebook.links import game_by_key
from scorekeeper.web.held_polls import Watches
from tests.web.game_pages import GameActions
from tests.web.seated_games import Seated, open_seat, put_draft, seated_game


@pytest.fixture
def seated(games: GameActions) -> Seated:
    return seated_game(games)


@pytest.fixture
def later(app: Flask) -> Iterator[Callable[[float, Callable[[FlaskClient], object]], None]]:
    """Do something with a client of its own, in a thread, after a moment (while a question is
    held on the test's client)."""
    threads: list[threading.Thread] = []

    def run(delay: float, action: Callable[[FlaskClient], object]) -> None:
        def act() -> None:
            time.sleep(delay)
            action(app.test_client())

        thread = threading.Thread(target=act)
        thread.start()
        threads.append(thread)

    yield run
    for thread in threads:
        thread.join()


def choose_wild(keys: dict[str, str], rank: str) -> Callable[[FlaskClient], object]:
    def choose(client: FlaskClient) -> object:
        url = f"/api/v1/games/{keys['view_id']}/deals/2/wild-rank"
        headers = {"Authorization": f"Bearer {keys['edit_key']}"}
        answer = client.put(url, json={"wild_rank": rank}, headers=headers)
        assert answer.status_code == 200
        return answer

    return choose


def ask(client: FlaskClient, keys: dict[str, str], etag: str = "", wait: int = 0):
    """Seat 2's question, timed: (the answer, seconds)."""
    query = f"?wait={wait}" if wait else ""
    started = time.monotonic()
    headers = {"If-None-Match": etag} if etag else {}
    answer = client.get(f"/s/{keys['seat_key']}/2/live{query}", headers=headers)
    return answer, time.monotonic() - started


def test_a_held_question_is_answered_as_the_wild_rank_is_chosen(
    app: Flask, client: FlaskClient, seated: Seated, later
) -> None:
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = 10
    first, _ = ask(client, keys)
    assert first.status_code == 200 and first.get_json()["wild_rank"] is None
    later(0.3, choose_wild(keys, "7"))
    answer, seconds = ask(client, keys, first.headers["ETag"], wait=10)
    assert answer.status_code == 200 and answer.get_json()["wild_rank"] == "7"
    assert seconds < 5
    assert answer.headers["Live-Hold"] == "10"
    assert answer.headers["ETag"] != first.headers["ETag"]


def test_a_change_written_elsewhere_is_seen_at_the_next_read(
    app: Flask, client: FlaskClient, seated: Seated, later
) -> None:
    """Written without a word to this process's questions (another worker, another server),
    the wild rank is found at their next read of the facts, every half second."""
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = 10

    def elsewhere(_: FlaskClient) -> None:
        with app.app_context():
            save_wild_rank(game_by_key("seat_key", keys["seat_key"]), 2, Rank.parse("9"))

    first, _ = ask(client, keys)
    later(0.3, elsewhere)
    answer, seconds = ask(client, keys, first.headers["ETag"], wait=10)
    assert answer.status_code == 200 and answer.get_json()["wild_rank"] == "9"
    assert seconds < 5


def test_a_held_question_ends_in_a_304_when_nothing_changed(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = 1
    first, _ = ask(client, keys)
    answer, seconds = ask(client, keys, first.headers["ETag"], wait=5)  # held 1 s at most
    assert answer.status_code == 304
    assert 0.9 <= seconds < 4
    assert answer.headers["ETag"] == first.headers["ETag"]
    assert answer.headers["Live-Hold"] == "1"


def test_another_seats_draft_is_told_at_the_end_of_the_hold_not_at_once(
    app: Flask, client: FlaskClient, seated: Seated, later
) -> None:
    """Only the deal's facts end a hold early: the seats' drafts change every second while
    they tap, and the cross-checks they bring come at the end of the wait, as at a poll."""
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = 2
    open_seat(client, f"/s/{keys['seat_key']}/2")  # this phone holds seat 2
    first, _ = ask(client, keys)

    def cy_taps(other: FlaskClient) -> None:
        open_seat(other, f"/s/{keys['seat_key']}/3")
        assert put_draft(other, keys, 2, 3).status_code == 200

    later(0.2, cy_taps)
    answer, seconds = ask(client, keys, first.headers["ETag"], wait=2)
    assert answer.status_code == 200 and seconds >= 1.9
    assert answer.headers["ETag"] != first.headers["ETag"]


def test_an_etag_of_other_facts_is_answered_at_once(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = 10
    first, _ = ask(client, keys)
    choose_wild(keys, "7")(client)
    for etag in (first.headers["ETag"], '"an-old-tag.en"', '"no dash"'):
        answer, seconds = ask(client, keys, etag, wait=10)
        assert answer.status_code == 200 and seconds < 2
        assert answer.get_json()["wild_rank"] == "7"
    unasked, _ = ask(client, keys, wait=10)  # no ETag: what the page shows is not known
    assert unasked.status_code == 200


def test_nothing_is_held_where_a_question_would_take_a_thread(
    client: FlaskClient, seated: Seated
) -> None:
    """Outside gevent (gthread workers, this test's app) a question is answered at once, and
    the page, told so (``Live-Hold: 0``), asks at its interval as before."""
    _, keys = seated
    first, _ = ask(client, keys)
    assert first.headers["Live-Hold"] == "0"
    answer, seconds = ask(client, keys, first.headers["ETag"], wait=10)
    assert answer.status_code == 304 and seconds < 2
    assert answer.headers["Live-Hold"] == "0"


def test_the_seat_page_holds_the_etag_its_first_question_carries(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    choose_wild(keys, "7")(client)
    page = open_seat(client, f"/s/{keys['seat_key']}/2").get_data(as_text=True)
    found = re.search(r'data-live-etag="([^"]+)"', page)
    assert found is not None and 'data-live-hold="0"' in page
    live, _ = ask(client, keys)
    assert live.headers["ETag"] == f'"{found.group(1)}"'
    app.config["LIVE_HOLD_SECONDS"] = 1
    again, _ = ask(client, keys, f'"{found.group(1)}"', wait=1)
    assert again.status_code == 304


def test_the_questions_about_one_game_share_their_reads() -> None:
    """Four questions held about one game read its facts together, once a check, not each."""
    watches = Watches(check=0.2)
    reads: list[float] = []
    facts = ["a"]

    def read() -> str:
        reads.append(time.monotonic())
        return facts[0]

    answers: list[bool] = []
    threads = [
        threading.Thread(target=lambda: answers.append(watches.wait("game", "a", 5, read)))
        for _ in range(4)
    ]
    for thread in threads:
        thread.start()
    time.sleep(1.0)
    facts[0] = "b"
    for thread in threads:
        thread.join()
    assert answers == [True] * 4
    assert len(reads) <= 1.3 / 0.2 + 2  # once a check (and once as the first came), not each
    assert watches.waiting() == 0


def test_a_poke_reads_at_once() -> None:
    watches = Watches(check=60)
    facts = ["a"]
    answers: list[tuple[bool, float]] = []

    def waiting() -> None:
        started = time.monotonic()
        answers.append((watches.wait("game", "a", 10, lambda: facts[0]), started))

    thread = threading.Thread(target=waiting)
    thread.start()
    time.sleep(0.3)
    facts[0] = "b"
    watches.poke("game")
    thread.join()
    changed, started = answers[0]
    assert changed and time.monotonic() - started < 2
