"""Load test of seat entry: 20 games of 8 seat phones and 4 viewers each, under gunicorn,
measuring how long a player's tap takes to reach the scorekeeper's screen, and the dealer's
wild rank every other seat's page.

Run: ``.venv/bin/python benchmarks/seats.py`` (from the repository root). It makes a throw-away
SQLite database (or uses ``DATABASE_URL``, an empty database), serves the app with gunicorn and
the committed ``gunicorn.conf.py`` (2 workers) on 127.0.0.1, with gevent workers as
``scripts/run`` serves a home table (``WORKER_CLASS=gthread`` for the config's own, 1 thread),
and runs locust headless in this process. Per game, as the pages do:

- 8 seats each tap a card every 1-3 s, all of a table at once. The seat page sends the whole
  draft 300 ms after the last tap (``seat-draft.js``); after its cards it taps Done. Once the
  deal is saved, the next one is played for :data:`PLAY_SECONDS` before its cards are entered;
  :data:`WILD_AFTER` seconds into it, the dealer taps the wild rank on their seat page.
- Each seat page follows the table beside the taps (``seat-live.js``,
  ``phones.SeatPhone.follow_live``): where the server holds a question (gevent workers), it asks
  again as each is answered; where it answers at once, it asks when it has sent nothing for 3 s
  (6 s before its first card of the deal).
- 1 scorekeeper polls the drafts every second with the ETag (``seat-fill.js``) and, once every
  seat has handed in, saves the deal through the deal form (the next deal starts).
- 4 viewers poll the scoreboard every 4 s.

Tap to screen is measured from the tap (before the 300 ms debounce) to the scorekeeper's poll
answer that first holds the draft with that tap; the wild rank, from the dealer's tap (before
the request) to each other seat's page showing it (its follow answer, or the page of the deal
opened with it). It prints the p50/p95/max of both, the questions (``/live``) a seat page asked
per minute while it held no card of the deal, and the requests per kind, and exits non-zero
unless the tap's p95 is at most 2 s, the wild rank's at most 1.5 s, and no request failed.
"""

from __future__ import annotations

import itertools
import os
import random
import re
import signal
import sys
import tempfile
import time
from typing import Any

try:
    import gevent
    from locust import between, constant, events, task
    from locust.env import Environment
except ImportError:
    sys.exit(
        "benchmarks/seats.py needs locust, one of the development packages: run "
        "'bash scripts/test' once (it installs requirements/dev.lock into .venv), then "
        "'.venv/bin/python benchmarks/seats.py'."
    )

import phones  # benchmarks/phones.py: the phones of a table, as locust users
from load import free_port, serve  # benchmarks/load.py: gunicorn on 127.0.0.1, a free port

GAMES = 20
SEATS = 8
VIEWERS = 4
DURATION = int(os.environ.get("DURATION", "90"))
"""Seconds of load after every phone has joined."""
SPAWN_RATE = 20
KEEPER_POLL = 1.0
PLAY_SECONDS = 20
"""The play of a deal, between one deal saved and the cards of the next entered (a real deal
takes minutes)."""
AIM_MS = 2000
WILD_AIM_MS = 1500
WILD_AFTER = (2.0, 8.0)
"""The dealer taps the wild rank this many seconds (at random between) after their page shows
the deal."""
WORKER_CLASS = os.environ.get("WORKER_CLASS", "gevent")
CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')
NAMES = ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay", "Gus", "Hal"]
RANKS = ["A", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]
CARDS = [f"{rank}{suit}" for rank in RANKS for suit in "CDHS"]
# Twos are wild. Seat 1 melds three kings and goes out; every other seat holds six cards of its
# own, so every deal scores.
HANDS = [["KS", "KH", "KD"], *(CARDS[seat * 6 : seat * 6 + 6] for seat in range(SEATS - 1))]

seat_numbers = itertools.count()


class Scorekeeper(phones.Keeper):
    """One table's scorekeeper: starts a game with its seat link, follows the drafts on the
    deal form, and saves each deal once every seat has handed in."""

    fixed_count = GAMES
    wait_time = constant(KEEPER_POLL)
    players = NAMES

    def on_start(self) -> None:
        phones.games.append(self.start_game())

    @task
    def poll(self) -> None:
        seats = self.read_drafts()
        if seats and all(seat["status"] == "handed_in" for seat in seats):
            self.save(seats)


class Seat(phones.SeatPhone):
    """One player's phone on the seat page: taps its cards one by one, then Done; follows the
    deal and starts over when the scorekeeper saves it."""

    fixed_count = GAMES * SEATS
    wait_time = between(1, 3)

    def on_start(self) -> None:
        number = next(seat_numbers)
        self.join(phones.game_for(number, SEATS), number % SEATS + 1)
        self.cards = 0
        self.play_until = time.monotonic() + PLAY_SECONDS  # the first deal is played too
        seat_phones.append(self)
        followers.append(gevent.spawn(self.follow_live))

    def open_page(self) -> None:
        super().open_page()
        self.wild_at = time.monotonic() + random.uniform(*WILD_AFTER)
        self.wild_sent = "data-upcard" not in self.page  # only the dealer's page asks for it

    @task
    def tap(self) -> None:
        if self.moved_on:
            self.moved_on = False
            self.cards = 0
            self.play_until = time.monotonic() + PLAY_SECONDS
        if not self.wild_sent and time.monotonic() >= self.wild_at:
            self.tap_wild_rank()
        if time.monotonic() < self.play_until:
            return  # the deal is being played
        hand = HANDS[self.seat - 1]
        if self.cards > len(hand):
            return  # handed in: waits for the scorekeeper
        done = self.cards == len(hand)
        if not done:
            self.cards += 1
            phones.taps[(self.game["id"], self.seat, self.cards)] = time.monotonic()
        gevent.sleep(phones.DEBOUNCE)
        cards = hand[: self.cards]
        body: dict[str, Any] = (
            {"melds": [cards], "went_out": True} if self.seat == 1 else {"hand": cards}
        )
        self.send(body, done)
        if done:
            self.cards += 1

    def tap_wild_rank(self) -> None:
        """The dealer taps the rank of the upcard (twos), as the seat page sends it."""
        self.wild_sent = True
        found = CSRF.search(self.page)
        data = {"csrf_token": found.group(1) if found else "", "number": str(self.number)}
        phones.wild_taps[(self.game["id"], self.number)] = time.monotonic()
        with self.client.post(
            f"/s/{self.game['seat_key']}/{self.seat}/wild-rank",
            data={**data, "wild_rank": "2"},
            headers={"Accept": "application/json"},
            name="wild rank",
            catch_response=True,
        ) as sent:
            if sent.status_code == 409:
                sent.success()  # the deal was saved meanwhile
            elif sent.status_code != 200:
                sent.failure(f"wild rank answered {sent.status_code}")


class Viewer(phones.Viewer):
    """A phone following a game's view page, which asks for changes every few seconds."""

    fixed_count = GAMES * VIEWERS
    wait_time = constant(phones.VIEW_POLL)
    per_game = VIEWERS
    numbers = itertools.count()

    @task
    def poll_board(self) -> None:
        self.poll()


followers: list[gevent.Greenlet] = []
"""Each seat's greenlet following the table (``phones.SeatPhone.follow_live``)."""
seat_phones: list[Seat] = []


def main() -> int:
    port = free_port()
    host = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        database_url = os.environ.get("DATABASE_URL") or f"sqlite:///{folder}/seats.sqlite3"
        # It stops by itself after 300 s.
        server = serve(database_url, port, worker_class=WORKER_CLASS)
        try:
            environment = Environment(
                user_classes=[Scorekeeper, Seat, Viewer], host=host, events=events
            )
            phones.warm_up(host, environment, NAMES)
            runner = environment.create_local_runner()
            count = GAMES * (1 + SEATS + VIEWERS)
            runner.start(count, spawn_rate=SPAWN_RATE)
            gevent.sleep(count / SPAWN_RATE + DURATION)
            for phone in seat_phones:
                phone.idle_until_end()
            gevent.killall(followers)
            runner.quit()
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait()
    stats = environment.stats
    print(
        f"\n{GAMES} games of {SEATS} seats, {VIEWERS} viewers and a scorekeeper; {DURATION} s, "
        f"{PLAY_SECONDS} s of play between deals; "
        f"gunicorn 2 workers ({WORKER_CLASS}), threads as gunicorn.conf.py says; "
        f"{database_url.split(':')[0]}; load average {os.getloadavg()[0]:.1f} at the end"
    )
    phones.print_requests(stats)
    saved = next((e.num_requests for (n, _), e in stats.entries.items() if n == "save deal"), 0)
    latencies = phones.all_latencies()
    p50, p95 = phones.percentile(latencies, 0.5) * 1000, phones.percentile(latencies, 0.95) * 1000
    worst = max(latencies, default=float("nan")) * 1000
    failures = stats.total.num_failures
    print(
        f"\ntaps seen by the scorekeeper: {len(latencies)}; deals saved: {saved}; "
        f"failed requests: {failures}"
    )
    print(
        f"tap to the scorekeeper's screen: p50 {p50:.0f} ms, p95 {p95:.0f} ms, max {worst:.0f} ms"
    )
    wild = phones.wild_latencies
    wild_p50 = phones.percentile(wild, 0.5) * 1000
    wild_p95 = phones.percentile(wild, 0.95) * 1000
    wild_worst = max(wild, default=float("nan")) * 1000
    print(
        f"wild rank to every other seat's page ({len(phones.wild_taps)} taps, {len(wild)} "
        f"pages): p50 {wild_p50:.0f} ms, p95 {wild_p95:.0f} ms, max {wild_worst:.0f} ms"
    )
    idle_minutes = phones.idle["seconds"] / 60
    print(
        f"a seat without a card of the deal asked {phones.idle['asked'] / idle_minutes:.1f} "
        f"times a minute ({phones.idle['asked']:.0f} questions in {idle_minutes:.0f} minutes)"
    )
    ok = failures == 0 and latencies and p95 <= AIM_MS and saved > 0 and wild_p95 <= WILD_AIM_MS
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
