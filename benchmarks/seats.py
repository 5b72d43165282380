"""Load test of seat entry: 20 games of 8 seat phones and 4 viewers each, under gunicorn,
measuring how long a player's tap takes to reach the scorekeeper's screen.

Run: ``.venv/bin/python benchmarks/seats.py`` (from the repository root). It makes a throw-away
SQLite database (or uses ``DATABASE_URL``, an empty database), serves the app with gunicorn and
the committed ``gunicorn.conf.py`` (2 workers of 4 threads) on 127.0.0.1, and runs locust
headless in this process. Per game, as the pages do:

- 8 seats each tap a card every 1-3 s, all of a table at once. The seat page sends the whole
  draft 300 ms after the last tap (``seat-draft.js``) and, when it has sent nothing for 3 s,
  asks whether the deal moved on (``seat-live.js``); after its cards it taps Done. Once the
  deal is saved, the next one is played for :data:`PLAY_SECONDS` before its cards are entered.
- 1 scorekeeper polls the drafts every second with the ETag (``seat-fill.js``) and, once every
  seat has handed in, saves the deal through the deal form (the next deal starts).
- 4 viewers poll the scoreboard every 4 s.

Tap to screen is measured from the tap (before the 300 ms debounce) to the scorekeeper's poll
answer that first holds the draft with that tap. It prints the p50/p95/max of it and the
requests per kind, and exits non-zero unless p95 is at most 2 s and no request failed.
"""

from __future__ import annotations

import itertools
import os
import re
import signal
import socket
import sys
import tempfile
import time

try:
    import gevent
    from locust import FastHttpUser, between, constant, events, task
    from locust.clients import HttpSession
    from locust.env import Environment
except ImportError:
    sys.exit(
        "benchmarks/seats.py needs locust, one of the development packages: run "
        "'bash scripts/test' once (it installs requirements/dev.lock into .venv), then "
        "'.venv/bin/python benchmarks/seats.py'."
    )

from deals import hidden_fields, save_deal  # benchmarks/deals.py
from load import free_port, serve  # benchmarks/load.py: gunicorn on 127.0.0.1, a free port

GAMES = 20
SEATS = 8
VIEWERS = 4
DURATION = 90
"""Seconds of load after every phone has joined."""
SPAWN_RATE = 20
DEBOUNCE = 0.3
"""The seat page sends its draft this long after the last tap (seconds)."""
KEEPER_POLL = 1.0
SEAT_POLL = 3.0
PLAY_SECONDS = 20
"""The play of a deal, between one deal saved and the cards of the next entered (a real deal
takes minutes)."""
VIEW_POLL = 4.0
AIM_MS = 2000
NAMES = ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay", "Gus", "Hal"]
RANKS = ["A", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]
CARDS = [f"{rank}{suit}" for rank in RANKS for suit in "CDHS"]
# Twos are wild. Seat 1 melds three kings and goes out; every other seat holds six cards of its
# own, so every deal scores.
HANDS = [["KS", "KH", "KD"], *(CARDS[seat * 6 : seat * 6 + 6] for seat in range(SEATS - 1))]

games: list[dict[str, str]] = []
"""The games started: ``id``, ``edit_key``, ``seat_key``; seats and viewers join them."""
taps: dict[tuple[str, int, int], float] = {}
"""When each tap happened: (game id, seat from 1, the draft's card count after it) -> time."""
latencies: list[float] = []
seat_numbers = itertools.count()
viewer_numbers = itertools.count()


def game_for(number: int, per_game: int) -> dict[str, str]:
    index = number // per_game
    while len(games) <= index:
        gevent.sleep(0.1)
    return games[index]


class Scorekeeper(FastHttpUser):
    """One table's scorekeeper: starts a game with its seat link, follows the drafts on the
    deal form, and saves each deal once every seat has handed in."""

    fixed_count = GAMES
    wait_time = constant(KEEPER_POLL)

    def on_start(self) -> None:
        body = {"variant": "5000-rummy", "players": NAMES, "options": {"target": 100000}}
        game = self.client.post("/api/v1/games", json=body, name="start game").json()
        page = self.client.get(f"/e/{game['edit_key']}", name="scoreboard").text
        game["seat_key"] = re.search(r"/s/([\w-]+)", page).group(1)  # type: ignore[union-attr]
        self.game, self.number, self.etag, self.seen = game, 1, "", {}
        self.form = self.client.get(f"/e/{game['edit_key']}/deals/new", name="deal page").text
        games.append(game)

    @task
    def poll(self) -> None:
        url = f"/api/v1/games/{self.game['id']}/deals/{self.number}/drafts"
        headers = {"Authorization": f"Bearer {self.game['edit_key']}", "If-None-Match": self.etag}
        with self.client.get(url, headers=headers, name="keeper poll", catch_response=True) as got:
            if got.status_code == 304:
                return
            if got.status_code != 200:
                got.failure(f"drafts answered {got.status_code}")
                return
            self.etag = got.headers.get("ETag", "")
            board = got.json()
        now = time.monotonic()
        for seat in board["seats"]:
            count = sum(map(len, seat["melds"])) + len(seat["hand"])
            for shown in range(self.seen.get(seat["seat"], 0) + 1, count + 1):
                tapped = taps.pop((self.game["id"], seat["seat"], shown), None)
                if tapped is not None:
                    latencies.append(now - tapped)
            self.seen[seat["seat"]] = count
        if all(seat["status"] == "handed_in" for seat in board["seats"]):
            self.save(board["seats"])

    def save(self, seats: list[dict[str, object]]) -> None:
        edit = f"/e/{self.game['edit_key']}"
        data = {**hidden_fields(self.form), "wild_rank": "2", "went_out": "0"}
        for seat in seats:
            place = int(str(seat["seat"])) - 1
            melds = seat["melds"]
            assert isinstance(melds, list)
            for index, meld in enumerate(melds):
                data[f"players-{place}-melds-{index}"] = " ".join(meld)
            data[f"players-{place}-hand"] = " ".join(seat["hand"])  # type: ignore[arg-type]
        if not save_deal(self.client, edit, data):
            return
        self.number += 1
        self.etag, self.seen = "", {}
        self.form = self.client.get(f"{edit}/deals/new", name="deal page").text


class Seat(FastHttpUser):
    """One player's phone on the seat page: taps its cards one by one, then Done; follows the
    deal and starts over when the scorekeeper saves it."""

    fixed_count = GAMES * SEATS
    wait_time = between(1, 3)

    def on_start(self) -> None:
        number = next(seat_numbers)
        self.game = game_for(number, SEATS)
        self.seat = number % SEATS + 1
        self.client.get(f"/s/{self.game['seat_key']}/{self.seat}", name="seat page")
        self.number, self.cards, self.etag = 1, 0, ""
        self.last_follow = self.play_until = time.monotonic()

    @task
    def tap(self) -> None:
        if time.monotonic() - self.last_follow >= SEAT_POLL:
            self.follow()  # only while idle: a draft sent stands for a poll (seat-live.js)
        if time.monotonic() < self.play_until:
            return  # the deal is being played
        hand = HANDS[self.seat - 1]
        if self.cards > len(hand):
            return  # handed in: waits for the scorekeeper
        done = self.cards == len(hand)
        if not done:
            self.cards += 1
            taps[(self.game["id"], self.seat, self.cards)] = time.monotonic()
        gevent.sleep(DEBOUNCE)
        cards = hand[: self.cards]
        body = {"melds": [cards], "went_out": True} if self.seat == 1 else {"hand": cards}
        url = f"/api/v1/games/{self.game['id']}/deals/{self.number}/drafts/{self.seat}"
        headers = {"Authorization": f"Bearer {self.game['seat_key']}"}
        with self.client.put(
            url,
            json={**body, "handed_in": done},
            headers=headers,
            name="seat draft",
            catch_response=True,
        ) as sent:
            if sent.status_code == 409:
                sent.success()  # the deal was saved meanwhile: the page moves on
                self.follow()
            elif sent.status_code != 200:
                sent.failure(f"draft answered {sent.status_code}")
        if done:
            self.cards += 1

    def follow(self) -> None:
        self.last_follow = time.monotonic()
        with self.client.get(
            f"/s/{self.game['seat_key']}/{self.seat}/live",
            headers={"If-None-Match": self.etag},
            name="seat poll",
            catch_response=True,
        ) as got:
            if got.status_code == 304:
                return
            if got.status_code != 200:
                got.failure(f"seat poll answered {got.status_code}")
                return
            self.etag = got.headers.get("ETag", "")
            number = got.json()["number"]
        if number != self.number:
            self.number, self.cards = number, 0
            self.play_until = time.monotonic() + PLAY_SECONDS
            self.client.get(f"/s/{self.game['seat_key']}/{self.seat}", name="seat page")


class Viewer(FastHttpUser):
    """A phone following a game's view page, which asks for changes every few seconds."""

    fixed_count = GAMES * VIEWERS
    wait_time = constant(VIEW_POLL)

    def on_start(self) -> None:
        self.view_id = game_for(next(viewer_numbers), VIEWERS)["id"]
        self.etag = ""
        self.client.get(f"/g/{self.view_id}", name="view page")

    @task
    def poll(self) -> None:
        headers = {"HX-Request": "true", "If-None-Match": self.etag}
        with self.client.get(
            f"/g/{self.view_id}/scoreboard", headers=headers, name="view poll", catch_response=True
        ) as answer:
            if answer.status_code not in (200, 304):
                answer.failure(f"poll answered {answer.status_code}")
            self.etag = answer.headers.get("ETag", self.etag)


def warm_up(host: str, port: int, environment: Environment) -> None:
    """Wait for the server, then have each worker load its code and templates once."""
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    client = HttpSession(host, environment.events.request, user=None)
    game = client.post("/api/v1/games", json={"variant": "5000-rummy", "players": NAMES}).json()
    page = client.get(f"/e/{game['edit_key']}").text
    seat_key = re.search(r"/s/([\w-]+)", page).group(1)  # type: ignore[union-attr]
    for _ in range(4):
        client.get(f"/e/{game['edit_key']}/deals/new").raise_for_status()
        client.get(f"/s/{seat_key}/1").raise_for_status()
        client.get(f"/g/{game['id']}/scoreboard", headers={"HX-Request": "true"})
    environment.stats.reset_all()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def main() -> int:
    port = free_port()
    host = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        database_url = os.environ.get("DATABASE_URL") or f"sqlite:///{folder}/seats.sqlite3"
        server = serve(database_url, port)  # it stops by itself after 300 s
        try:
            environment = Environment(
                user_classes=[Scorekeeper, Seat, Viewer], host=host, events=events
            )
            warm_up(host, port, environment)
            runner = environment.create_local_runner()
            phones = GAMES * (1 + SEATS + VIEWERS)
            runner.start(phones, spawn_rate=SPAWN_RATE)
            gevent.sleep(phones / SPAWN_RATE + DURATION)
            runner.quit()
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait()
    stats = environment.stats
    print(
        f"\n{GAMES} games of {SEATS} seats, {VIEWERS} viewers and a scorekeeper; {DURATION} s, "
        f"{PLAY_SECONDS} s of play between deals; gunicorn 2 workers x 4 threads; "
        f"{database_url.split(':')[0]}; load average {os.getloadavg()[0]:.1f} at the end"
    )
    print("| request | count | failed | median | p95 | max |")
    print("|---|---|---|---|---|---|")
    for (name, _), entry in sorted(stats.entries.items()):
        print(
            f"| {name} | {entry.num_requests} | {entry.num_failures} "
            f"| {entry.median_response_time:.0f} ms "
            f"| {entry.get_response_time_percentile(0.95):.0f} ms "
            f"| {entry.max_response_time:.0f} ms |"
        )
    saved = next((e.num_requests for (n, _), e in stats.entries.items() if n == "save deal"), 0)
    p50, p95 = percentile(latencies, 0.5) * 1000, percentile(latencies, 0.95) * 1000
    worst = max(latencies, default=float("nan")) * 1000
    failures = stats.total.num_failures
    print(
        f"\ntaps seen by the scorekeeper: {len(latencies)}; deals saved: {saved}; "
        f"failed requests: {failures}"
    )
    print(
        f"tap to the scorekeeper's screen: p50 {p50:.0f} ms, p95 {p95:.0f} ms, max {worst:.0f} ms"
    )
    ok = failures == 0 and latencies and p95 <= AIM_MS and saved > 0
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
