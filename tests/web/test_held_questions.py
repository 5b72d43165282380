"""A seat's question to the table held until the deal's facts change (``seats.live`` with
``?wait=``, ``scorekeeper/web/held_polls.py``): answered as the wild rank is chosen, 304 at the
end of the hold, the ETags honoured, and nothing held where the server cannot hold it.

No test here reads the clock: a question held far longer than the test takes (25 s) and
answered 200 was woken by the change; :class:`Held` tells whether each hold ended by a change
or by its deadline, and which facts each read found; where a hold must end, its clock
(:class:`Stopped`) is moved on by the test. How soon the phones hear the wild rank is
``benchmarks/seats.py``'s to measure."""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from scorekeeper.rules import Rank
from scorekeeper.scorebook.changes.links import game_by_key
from scorekeeper.scorebook.seats.drafts import save_wild_rank
from scorekeeper.web.held_polls import CHECK_SECONDS, MOST_SECONDS, Watches
from tests.web.game_pages import GameActions
from tests.web.seated_games import Seated, open_seat, put_draft, seated_game

NO_CHECK = 60.0
"""A check longer than any hold here: a held question reads the facts as it comes and then
only when poked."""


class Stopped:
    """A clock for :class:`Watches` that stands still until the test moves it on (:meth:`move`),
    which wakes the questions it clocks to look at it again, as the end of a real wait would:
    nothing waits on real seconds."""

    def __init__(self) -> None:
        self.now = 0.0
        self.clocked: list[Watches] = []

    def __call__(self) -> float:
        return self.now

    def drives(self, watches: Watches) -> None:
        """Be the clock of ``watches``."""
        watches.clock = self
        self.clocked.append(watches)

    def move(self, now: float) -> None:
        """Move on to ``now`` (seconds), and wake every question held by the watches clocked."""
        self.now = now
        for watches in self.clocked:
            for watch in list(watches._watches.values()):  # noqa: SLF001 (the test's wake-up)
                with watch.ready:
                    watch.ready.notify_all()


class Held(Watches):
    """The app's questions held, as :class:`Watches` holds them, noting what they did: the facts
    each read found (``reads``), each hold as it ended (``holds``: the longest it could last,
    and whether a change ended it rather than its deadline) and the pokes."""

    def __init__(self) -> None:
        super().__init__()
        self.reads: list[object] = []
        self.holds: list[tuple[float, bool]] = []
        self.pokes = 0

    def wait(self, key: Hashable, seen: object, seconds: float, read: Callable[[], object]) -> bool:
        def noted() -> object:
            facts = read()
            self.reads.append(facts)
            return facts

        changed = super().wait(key, seen, seconds, noted)
        self.holds.append((seconds, changed))
        return changed

    def poke(self, key: Hashable) -> None:
        self.pokes += 1
        super().poke(key)


@pytest.fixture
def beside() -> Iterator[ThreadPoolExecutor]:
    """A thread beside the test's, where a question is held while the test acts."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        yield pool


@pytest.fixture
def held(app: Flask, beside: ThreadPoolExecutor) -> Held:
    """The app's held questions, noted (:class:`Held`)."""
    held = Held()
    app.extensions["held_polls"] = held
    return held


@pytest.fixture
def clock(beside: ThreadPoolExecutor) -> Iterator[Stopped]:
    """A clock standing still for the test to move on; after the test, every hold is over (a
    question a failed test left held ends, and its thread with it)."""
    clock = Stopped()
    yield clock
    clock.move(math.inf)


@pytest.fixture
def seated(games: GameActions) -> Seated:
    return seated_game(games)


def until(state: Callable[[], object], tries: int = 3000) -> bool:
    """Whether ``state`` comes true, looked at every hundredth of a second (``tries`` times at
    most: a failing test ends instead of hanging)."""
    for _ in range(tries):
        if state():
            return True
        time.sleep(0.01)
    return bool(state())


def choose_wild(keys: dict[str, str], rank: str) -> Callable[[FlaskClient], object]:
    def choose(client: FlaskClient) -> object:
        url = f"/api/v1/games/{keys['view_id']}/deals/2/wild-rank"
        headers = {"Authorization": f"Bearer {keys['edit_key']}"}
        answer = client.put(url, json={"wild_rank": rank}, headers=headers)
        assert answer.status_code == 200
        return answer

    return choose


def ask(client: FlaskClient, keys: dict[str, str], etag: str = "", wait: int = 0) -> TestResponse:
    """Seat 2's question (held up to ``wait`` seconds, where the server holds it)."""
    query = f"?wait={wait}" if wait else ""
    headers = {"If-None-Match": etag} if etag else {}
    return client.get(f"/s/{keys['seat_key']}/2/live{query}", headers=headers)


def test_a_held_question_is_answered_as_the_wild_rank_is_chosen(
    app: Flask, client: FlaskClient, seated: Seated, held: Held, beside: ThreadPoolExecutor
) -> None:
    """Held for up to 25 s, the question is answered with the wild rank chosen while it waits:
    the choice's poke reads the facts at once (no check falls within the hold), and the change
    ends the hold, not its deadline."""
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = MOST_SECONDS
    held.check = NO_CHECK
    first = ask(client, keys)
    assert first.status_code == 200 and first.get_json()["wild_rank"] is None
    asked = beside.submit(ask, client, keys, first.headers["ETag"], 25)
    assert until(lambda: held.reads)  # held: it read the facts as it came
    choose_wild(keys, "7")(app.test_client())
    answer = asked.result()
    assert answer.status_code == 200 and answer.get_json()["wild_rank"] == "7"
    assert held.holds == [(MOST_SECONDS, True)]  # the change ended it
    assert len(held.reads) == 2 and held.reads[0] != held.reads[1]  # as it came, as poked
    assert answer.headers["Live-Hold"] == "25"
    assert answer.headers["ETag"] != first.headers["ETag"]


def test_a_change_written_elsewhere_is_seen_at_the_next_read(
    app: Flask,
    client: FlaskClient,
    seated: Seated,
    held: Held,
    clock: Stopped,
    beside: ThreadPoolExecutor,
) -> None:
    """Written without a word to this process's questions (another worker, another server),
    the wild rank is found at their next read of the facts, a check (half a second) on: no
    poke, and the change ends the hold."""
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = MOST_SECONDS
    clock.drives(held)
    first = ask(client, keys)
    asked = beside.submit(ask, client, keys, first.headers["ETag"], 25)
    assert until(lambda: held.reads)
    with app.app_context():
        save_wild_rank(game_by_key("seat_key", keys["seat_key"]), 2, Rank.parse("9"))
    clock.move(CHECK_SECONDS)
    answer = asked.result()
    assert answer.status_code == 200 and answer.get_json()["wild_rank"] == "9"
    assert held.holds == [(MOST_SECONDS, True)] and held.pokes == 0
    assert len(held.reads) == 2 and held.reads[0] != held.reads[1]  # as it came, at the check


def test_a_held_question_ends_in_a_304_when_nothing_changed(
    app: Flask,
    client: FlaskClient,
    seated: Seated,
    held: Held,
    clock: Stopped,
    beside: ThreadPoolExecutor,
) -> None:
    """Asked to wait 5 s, the question is held for the server's 1 s: poked with nothing
    changed it reads again and holds on, and as its second is up (its deadline, not a change)
    it is answered 304."""
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = 1
    held.check = NO_CHECK
    clock.drives(held)
    first = ask(client, keys)
    asked = beside.submit(ask, client, keys, first.headers["ETag"], 5)
    assert until(lambda: held.reads)
    held.poke(keys["seat_key"])
    assert until(lambda: len(held.reads) == 2) and not asked.done()  # held on
    clock.move(1.0)  # its second is up
    answer = asked.result()
    assert answer.status_code == 304
    assert held.holds == [(1, False)]
    assert held.reads[0] == held.reads[1]
    assert answer.headers["ETag"] == first.headers["ETag"]
    assert answer.headers["Live-Hold"] == "1"


def test_another_seats_draft_is_told_at_the_end_of_the_hold_not_at_once(
    app: Flask,
    client: FlaskClient,
    seated: Seated,
    held: Held,
    clock: Stopped,
    beside: ThreadPoolExecutor,
) -> None:
    """Only the deal's facts end a hold early: the seats' drafts change every second while
    they tap, and the cross-checks they bring come at the end of the wait, as at a poll. Cy's
    draft, written while the question is held, leaves the facts as the next check reads them:
    the hold runs to its deadline, and then the answer carries the draft."""
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = 1
    clock.drives(held)  # the hold's second passes as the test moves it on
    open_seat(client, f"/s/{keys['seat_key']}/2")  # this phone holds seat 2
    first = ask(client, keys)
    asked = beside.submit(ask, client, keys, first.headers["ETag"], 2)
    assert until(lambda: held.reads)
    cy = app.test_client()
    open_seat(cy, f"/s/{keys['seat_key']}/3")
    assert put_draft(cy, keys, 2, 3).status_code == 200
    clock.move(CHECK_SECONDS)
    assert until(lambda: len(held.reads) == 2) and not asked.done()  # read again, held on
    clock.move(1.0)
    answer = asked.result()
    assert answer.status_code == 200
    assert held.holds == [(1, False)]  # its deadline ended it
    assert held.reads[0] == held.reads[1]  # the deal's facts as they were
    assert answer.headers["ETag"] != first.headers["ETag"]


def test_an_etag_of_other_facts_is_answered_at_once(
    app: Flask, client: FlaskClient, seated: Seated, held: Held
) -> None:
    """A page showing other facts than the deal's (older, or a tag not the server's) is not
    held: it is told what changed, whatever wait it asks."""
    _, keys = seated
    app.config["LIVE_HOLD_SECONDS"] = MOST_SECONDS
    first = ask(client, keys)
    choose_wild(keys, "7")(client)
    for etag in (first.headers["ETag"], '"an-old-tag.en"', '"no dash"'):
        answer = ask(client, keys, etag, wait=25)
        assert answer.status_code == 200
        assert answer.get_json()["wild_rank"] == "7"
    unasked = ask(client, keys, wait=25)  # no ETag: what the page shows is not known
    assert unasked.status_code == 200
    assert held.holds == [] and held.reads == []  # none was held


def test_nothing_is_held_where_a_question_would_take_a_thread(
    client: FlaskClient, seated: Seated, held: Held
) -> None:
    """Outside gevent (gthread workers, this test's app) a question is answered at once, and
    the page, told so (``Live-Hold: 0``), asks at its interval as before."""
    _, keys = seated
    first = ask(client, keys)
    assert first.headers["Live-Hold"] == "0"
    answer = ask(client, keys, first.headers["ETag"], wait=10)
    assert answer.status_code == 304
    assert answer.headers["Live-Hold"] == "0"
    assert held.holds == [] and held.reads == []  # not held


def test_the_seat_page_holds_the_etag_its_first_question_carries(
    app: Flask,
    client: FlaskClient,
    seated: Seated,
    held: Held,
    clock: Stopped,
    beside: ThreadPoolExecutor,
) -> None:
    """The seat page's ``data-live-etag`` is the ETag of what it shows: asked with it, the
    question is held (and, nothing changed, answered 304)."""
    _, keys = seated
    choose_wild(keys, "7")(client)
    page = open_seat(client, f"/s/{keys['seat_key']}/2").get_data(as_text=True)
    found = re.search(r'data-live-etag="([^"]+)"', page)
    assert found is not None and 'data-live-hold="0"' in page
    live = ask(client, keys)
    assert live.headers["ETag"] == f'"{found.group(1)}"'
    app.config["LIVE_HOLD_SECONDS"] = 1
    clock.drives(held)
    asked = beside.submit(ask, client, keys, f'"{found.group(1)}"', 1)
    assert until(lambda: held.reads) and not asked.done()  # held
    clock.move(1.0)
    assert asked.result().status_code == 304
    assert held.holds == [(1, False)]


def test_the_questions_about_one_game_share_their_reads() -> None:
    """Four questions held about one game read its facts together, not each: once as they came
    (the first read; the others wait for it), once when poked."""
    watches = Watches(check=NO_CHECK)
    reads: list[str] = []
    facts = ["a"]

    def read() -> str:
        reads.append(facts[0])
        return facts[0]

    with ThreadPoolExecutor(max_workers=4) as pool:
        answers = [pool.submit(watches.wait, "game", "a", 25, read) for _ in range(4)]
        assert until(lambda: watches.waiting() == 4 and reads)
        facts[0] = "b"
        watches.poke("game")
        assert [answer.result() for answer in answers] == [True] * 4
    assert reads == ["a", "b"]  # two reads for four questions, not eight
    assert watches.waiting() == 0


def test_a_poke_reads_at_once() -> None:
    """Poked, a question held reads the facts at once, not at the next check (a minute on,
    after the question's 25 s), and the change ends its wait."""
    watches = Watches(check=NO_CHECK)
    reads: list[str] = []
    facts = ["a"]

    def read() -> str:
        reads.append(facts[0])
        return facts[0]

    with ThreadPoolExecutor(max_workers=1) as pool:
        answer = pool.submit(watches.wait, "game", "a", 25, read)
        assert until(lambda: watches.waiting() == 1 and reads)
        facts[0] = "b"
        watches.poke("game")
        assert answer.result() is True
    assert reads == ["a", "b"]


def test_a_wait_unchanged_ends_at_its_deadline(clock: Stopped, beside: ThreadPoolExecutor) -> None:
    """Nothing changed, a wait holds on through a poke (it reads again, finds the facts as
    they were) and ends when its time is up, saying so, without reading again."""
    watches = Watches(check=NO_CHECK)
    clock.drives(watches)
    reads: list[str] = []

    def read() -> str:
        reads.append("a")
        return "a"

    answer = beside.submit(watches.wait, "game", "a", 0.1, read)
    assert until(lambda: reads)
    watches.poke("game")
    assert until(lambda: len(reads) == 2) and not answer.done()
    clock.move(0.1)
    assert answer.result() is False
    assert reads == ["a", "a"] and watches.waiting() == 0
