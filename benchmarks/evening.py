"""Capacity of an evening: how many tables keeping score with seat phones one machine serves
while a player's tap still reaches the scorekeeper's screen in time.

Run (from the repository root; locust is one of the development packages)::

    .venv/bin/python benchmarks/evening.py                 # SQLite: search the largest N
    .venv/bin/python benchmarks/evening.py --tables 10     # SQLite: one run of 10 tables
    bash scripts/with-postgres sh -c 'DATABASE_URL=$TEST_DATABASE_URL \\
        .venv/bin/python benchmarks/evening.py [--servers 2] [--tables N]'

Each run serves the app with gunicorn and the committed ``gunicorn.conf.py`` (2 workers of 1
thread) on 127.0.0.1, on a throw-away SQLite database or on ``DATABASE_URL`` (PostgreSQL);
with ``--servers 2``, two such gunicorns on two ports share that database (PostgreSQL only) and
each table's phones are spread over both: the keeper on one, its seats on both, so a tap sent to
one server reaches the keeper through the other. locust runs headless in this process. Per
table, as the pages do (``benchmarks/phones.py``):

- 1 scorekeeper with the deal form open: it asks for the seats' drafts every second
  (``seat-fill.js``; 304 while nothing changed); when a poll brings new cards it fills the form,
  which asks for the verdict on each meld it changed (400 ms later) and for the deal's preview
  (500 ms later); once all 4 seats have handed in it saves the deal through the form, opens the
  scoreboard and the next deal's form, and tells the seats the wild rank.
- 4 seat phones, each entering its 6-7 cards at a person's pace, a tap every
  :data:`TAP_SECONDS`: the page sends the whole draft 300 ms after a tap (``seat-draft.js``)
  and asks for the verdict on a meld 400 ms after a card went into it; then Done. With nothing
  sent for 3 s it asks whether the deal moved on (``seat-live.js``; 6 s while it holds no card of
  the deal yet), and opens the next deal.
- 1 viewer on the view page, asking every 4 s whether the game changed.

A deal every :data:`DEAL_SECONDS` per table: the seats start entering a deal at the table's
start plus 90 s per deal; the tables' starts are spread evenly over the first 90 s.

It measures the tap to the keeper (from the tap, before the 300 ms wait, to the keeper's poll
answer that first holds it; a tap not yet seen at the end counts with its age if that is over
the limit), the deal save (the form's POST) and the failed requests. A run passes when the tap's
p95 is under :data:`TAP_LIMIT_MS` (with two servers, also that of the taps sent to the server
that is not their keeper's), the save's p95 under :data:`SAVE_LIMIT_MS`, no request failed and
every table saved a deal. Beside them: the CPU the servers and this process used (in cores: CPU
seconds a second) and the load average before and after.

Without ``--tables`` it searches the largest N that passes: N doubles from ``--start`` until a
run fails (or ``--most`` is reached), then is bisected to about an eighth, each run
``--seconds`` of load after every phone has joined, on a fresh database (SQLite) or the same
one (PostgreSQL). The servers stop at the end of each run, on Ctrl-C and on errors (and by
themselves after the run's time, should this process die).
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

try:
    import gevent
    import psutil
    from locust import constant, constant_pacing, task
    from locust.env import Environment
except ImportError:
    sys.exit(
        "benchmarks/evening.py needs locust, one of the development packages: run "
        "'bash scripts/test' once (it installs requirements/dev.lock into .venv), then "
        "'.venv/bin/python benchmarks/evening.py'."
    )

import phones  # benchmarks/phones.py: the phones of a table, as locust users
from load import free_port, serve  # benchmarks/load.py: gunicorn on 127.0.0.1, a free port

SEATS = 4
TAP_SECONDS = 0.7
"""A person's pace: one card found and tapped."""
KEEPER_POLL = 1.0
"""The deal form asks for the drafts every second (``_keeper_drafts.html``: data-poll-ms)."""
MELD_CHECK = 0.4
"""A meld input asks for the engine's verdict this long after it changed (hx-trigger)."""
PREVIEW = 0.5
"""The deal form asks for the preview this long after a field changed (hx-trigger)."""
DEAL_SECONDS = 90
"""A deal every 90 s at each table: the play, then the cards entered and saved."""
TAP_LIMIT_MS = 1500
SAVE_LIMIT_MS = 200
WILD_RANK = "2"
NAMES = ["Ann", "Bob", "Cy", "Dee"]
# Twos are wild (chosen by the scorekeeper). Ann melds two sets and goes out; Bob and Cy meld a
# set or a run and hold four cards; Dee holds seven. Each seat's cards in the order tapped:
# (meld number, card), the hand as meld None.
HANDS: list[list[tuple[int | None, str]]] = [
    [(0, "KS"), (0, "KH"), (0, "KD"), (1, "5C"), (1, "6C"), (1, "7C")],
    [(0, "AS"), (0, "AH"), (0, "AD"), (None, "9D"), (None, "4S"), (None, "QC"), (None, "8H")],
    [(0, "3H"), (0, "4H"), (0, "5H"), (None, "JD"), (None, "10S"), (None, "6D"), (None, "7S")],
    [(None, card) for card in ("9S", "8D", "JC", "QH", "10C", "6H", "3D")],
]


@dataclass
class Evening:
    """What the phones of a run share: the tables' number, the servers' addresses, when the
    tables' first deals are entered, and the phones' numbers (which say whose table each is)."""

    tables: int = 1
    hosts: tuple[str, ...] = ()
    start: float = 0.0
    keepers: Iterator[int] = field(default_factory=itertools.count)
    seats: Iterator[int] = field(default_factory=itertools.count)
    viewers: Iterator[int] = field(default_factory=itertools.count)

    def host(self, table: int, phone: int) -> str:
        """The server of phone ``phone`` (0 the keeper, 1-4 the seats, 5 the viewer) of table
        ``table``: the phones of a table take turns over the servers."""
        return self.hosts[(table + phone) % len(self.hosts)]

    def entry(self, table: int, number: int) -> float:
        """When the seats of ``table`` (from 0) start entering deal ``number``."""
        return self.start + table * DEAL_SECONDS / self.tables + (number - 1) * DEAL_SECONDS


evening = Evening()
"""The run under way (:func:`run` sets it)."""


class Keeper(phones.Keeper):
    """A table's scorekeeper with the deal form open."""

    wait_time = constant_pacing(KEEPER_POLL)
    players = NAMES

    def on_start(self) -> None:
        table = next(evening.keepers)
        self.client.base_url = evening.host(table, 0)
        self.shown: dict[str, str] = {}
        game = self.start_game()
        game["table"] = table
        phones.games.append(game)
        self.send_wild_rank()

    def open_form(self) -> None:
        super().open_form()
        self.shown = {}

    def send_wild_rank(self) -> None:
        """The wild rank chosen on the deal form, which the seat pages show."""
        self.client.put(
            f"/api/v1/games/{self.game['id']}/deals/{self.number}/wild-rank",
            json={"wild_rank": WILD_RANK},
            headers={"Authorization": f"Bearer {self.game['edit_key']}"},
            name="keeper wild rank",
        )

    @task
    def poll(self) -> None:
        seats = self.read_drafts()
        if not seats:
            return
        if all(seat["status"] == "handed_in" for seat in seats):
            self.save(seats)
            self.game["saved"] = self.number - 1
            self.send_wild_rank()
            return
        data = self.form_data(seats, WILD_RANK)
        changed = [
            name
            for name, value in data.items()
            if "-melds-" in name and self.shown.get(name) != value
        ]
        self.shown.update(data)
        gevent.sleep(MELD_CHECK)
        for name in changed:
            self.client.get(
                f"/g/{self.game['id']}/meld",
                params={"field": name, name: data[name], "wild_rank": WILD_RANK},
                name="keeper meld check",
            )
        gevent.sleep(PREVIEW - MELD_CHECK)
        self.client.post(
            f"/e/{self.game['edit_key']}/deals/{self.number}/preview",
            data=data,
            headers={"HX-Request": "true"},
            name="keeper preview",
        )


class Seat(phones.SeatPhone):
    """A player's phone on the seat page, entering their own cards at a person's pace."""

    wait_time = constant_pacing(TAP_SECONDS)

    def on_start(self) -> None:
        number = next(evening.seats)
        game = phones.game_for(number, SEATS)
        seat = number % SEATS + 1
        self.client.base_url = evening.host(game["table"], seat)
        self.join(game, seat)

    def open_page(self) -> None:
        super().open_page()
        self.cards = 0
        self.check_meld(0, "")  # the page asks for its first meld's verdict as it loads

    def check_meld(self, index: int, cards: str) -> None:
        name = f"melds-{index}"
        self.client.get(
            f"/g/{self.game['id']}/meld",
            params={"field": name, name: cards, "wild_rank": WILD_RANK},
            name="seat meld check",
        )

    @task
    def tap(self) -> None:
        self.follow_when_idle()
        if time.monotonic() < evening.entry(self.game["table"], self.number):
            return  # the deal is being played
        hand = HANDS[self.seat - 1]
        if self.cards > len(hand):
            return  # handed in: waits for the scorekeeper
        done = self.cards == len(hand)
        if not done:
            self.cards += 1
            phones.taps[(self.game["id"], self.seat, self.cards)] = time.monotonic()
            gevent.sleep(phones.DEBOUNCE)  # Done is sent at once
        entered = hand[: self.cards]
        melds: list[list[str]] = []
        for meld, card in entered:
            if meld == len(melds):
                melds.append([])
            if meld is not None:
                melds[meld].append(card)
        body = {
            "melds": melds,
            "hand": [card for meld, card in entered if meld is None],
            "went_out": self.seat == 1 and done,  # "I went out: done"
        }
        self.send(body, done)
        if done:
            self.cards += 1
            return
        meld = hand[self.cards - 1][0]
        if meld is not None:
            gevent.sleep(MELD_CHECK - phones.DEBOUNCE)
            self.check_meld(meld, " ".join(melds[meld]))


class Viewer(phones.Viewer):
    """A phone on a table's view page."""

    wait_time = constant(phones.VIEW_POLL)

    def on_start(self) -> None:
        game = phones.game_for(next(evening.viewers), 1)
        self.client.base_url = evening.host(game["table"], SEATS + 1)
        self.open(game)

    @task
    def poll_board(self) -> None:
        self.poll()


@dataclass
class Result:
    """One run's figures."""

    tables: int
    seconds: float
    tap_p50_ms: float
    tap_p95_ms: float
    tap_crossing_p95_ms: float
    """The p95 of the taps sent to the other server than the keeper's (NaN: one server)."""
    taps: int
    unseen: int
    save_p95_ms: float
    saves: int
    tables_saved: int
    requests: int
    failures: int
    load_before: float
    load_after: float
    cpu_locust: float
    cpu_servers: float

    @property
    def passed(self) -> bool:
        return (
            self.tap_p95_ms < TAP_LIMIT_MS
            and (math.isnan(self.tap_crossing_p95_ms) or self.tap_crossing_p95_ms < TAP_LIMIT_MS)
            and self.save_p95_ms < SAVE_LIMIT_MS
            and self.failures == 0
            and self.tables_saved == self.tables
        )

    def line(self) -> str:
        return (
            f"| {self.tables} | {self.tap_p50_ms:.0f} / {self.tap_p95_ms:.0f} ms "
            f"| {self.tap_crossing_p95_ms:.0f} ms "
            f"| {self.save_p95_ms:.0f} ms | {self.failures} of {self.requests} "
            f"| {self.saves} ({self.tables_saved} tables) | {self.taps} ({self.unseen}) "
            f"| {self.requests / self.seconds:.0f}/s "
            f"| {self.cpu_servers / self.seconds:.2f} + {self.cpu_locust / self.seconds:.2f} "
            f"| {self.load_before:.1f} -> {self.load_after:.1f} "
            f"| {'pass' if self.passed else 'FAIL'} |"
        )


HEADER = (
    "| tables | tap to keeper p50 / p95 | p95 across servers | save p95 | failed | deals saved "
    "| taps (unseen at the end) | requests | CPU: servers + locust (cores) | load average | |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|"
)


def servers_cpu(servers: list[subprocess.Popen[bytes]]) -> float:
    """The CPU seconds the servers' processes (gunicorn and its workers) have used so far."""
    processes = [psutil.Process(server.pid) for server in servers]
    processes += [child for process in processes for child in process.children(recursive=True)]
    return sum(sum(process.cpu_times()[:2]) for process in processes)


def own_cpu() -> float:
    """The CPU seconds this process (locust and its phones) has used so far."""
    return sum(psutil.Process().cpu_times()[:2])


def run(tables: int, seconds: int, database_url: str, servers: int) -> Result:
    """One run of ``tables`` tables for ``seconds`` after every phone has joined; its servers
    are stopped when it ends, whatever happens."""
    global evening
    load_before = os.getloadavg()[0]
    ports = [free_port() for _ in range(servers)]
    hosts = tuple(f"http://127.0.0.1:{port}" for port in ports)
    phones.reset()
    phone_count = tables * (2 + SEATS)
    spawn_rate = max(20, phone_count / 10)
    spawning = phone_count / spawn_rate
    running: list[subprocess.Popen[bytes]] = []
    try:
        for port in ports:  # the second one finds the database upgraded already
            running.append(serve(database_url, port, stop_after=int(spawning) + seconds + 180))
        environment = Environment(user_classes=[Keeper, Seat, Viewer], host=hosts[0])
        for host in hosts:
            phones.warm_up(host, environment, NAMES)
        Keeper.fixed_count, Seat.fixed_count, Viewer.fixed_count = tables, SEATS * tables, tables
        evening = Evening(tables, hosts, time.monotonic() + spawning + 5)
        runner = environment.create_local_runner()
        started, cpu_before = time.monotonic(), (own_cpu(), servers_cpu(running))
        runner.start(phone_count, spawn_rate=spawn_rate)
        gevent.sleep(spawning + seconds)
        runner.quit()
        ended = time.monotonic()
        cpu_locust = own_cpu() - cpu_before[0]
        cpu_servers = servers_cpu(running) - cpu_before[1]
    finally:
        for server in running:
            os.killpg(server.pid, signal.SIGTERM)
        for server in running:
            server.wait()
    for (_, seat, _), tapped in phones.taps.items():  # not seen, and late already
        if ended - tapped > TAP_LIMIT_MS / 1000:
            phones.latencies[seat].append(ended - tapped)
    unseen = len(phones.taps)
    latencies = phones.all_latencies()
    # With two servers, the taps of the seats whose phone is not on their keeper's server.
    crossing = [t for seat, times in phones.latencies.items() if seat % servers for t in times]
    stats = environment.stats
    save = stats.get("save deal", "POST")
    saved_tables = sum(1 for game in phones.games if game.get("saved"))
    result = Result(
        tables=tables,
        seconds=ended - started,
        tap_p50_ms=phones.percentile(latencies, 0.5) * 1000,
        tap_p95_ms=phones.percentile(latencies, 0.95) * 1000,
        tap_crossing_p95_ms=phones.percentile(crossing, 0.95) * 1000,
        taps=len(latencies),
        unseen=unseen,
        save_p95_ms=save.get_response_time_percentile(0.95) if save.num_requests else float("nan"),
        saves=save.num_requests,
        tables_saved=saved_tables,
        requests=stats.total.num_requests,
        failures=stats.total.num_failures,
        load_before=load_before,
        load_after=os.getloadavg()[0],
        cpu_locust=cpu_locust,
        cpu_servers=cpu_servers,
    )
    phones.print_requests(stats)
    print(f"{HEADER}\n{result.line()}", flush=True)
    return result


def search(start: int, most: int, runs: Callable[[int], Result]) -> list[Result]:
    """The runs of the search for the largest number of tables that passes: doubling from
    ``start`` until a run fails or ``most`` is reached, then bisecting to about an eighth."""
    results: list[Result] = []

    def passes(tables: int) -> bool:
        results.append(runs(tables))
        return results[-1].passed

    low, high, tables = 0, 0, start
    while not high:
        if not passes(tables):
            high = tables
        elif tables >= most:
            return results
        else:
            low, tables = tables, min(most, tables * 2)
    while high - low > max(1, low // 8):
        tables = (low + high) // 2
        if passes(tables):
            low = tables
        else:
            high = tables
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, help="one run of this many tables (no search)")
    parser.add_argument("--servers", type=int, choices=(1, 2), default=1)
    parser.add_argument("--seconds", type=int, default=120, help="of each run's load")
    parser.add_argument("--start", type=int, default=25, help="the search's first run")
    parser.add_argument("--most", type=int, default=400, help="the search goes no higher")
    arguments = parser.parse_args()
    database_url = os.environ.get("DATABASE_URL", "")
    if arguments.servers == 2 and not database_url.startswith("postgresql"):
        sys.exit(
            "Two servers share one PostgreSQL: run it as bash scripts/with-postgres sh -c "
            "'DATABASE_URL=$TEST_DATABASE_URL .venv/bin/python benchmarks/evening.py --servers 2'"
        )
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stop the servers on the way out
    # Every phone here comes from 127.0.0.1: the limit of games one address may make a minute
    # would refuse the tables' games.
    os.environ["CREATION_LIMIT"] = "100000 per minute"
    kind = "PostgreSQL" if database_url else "SQLite"
    with tempfile.TemporaryDirectory() as folder:
        files = (f"sqlite:///{folder}/evening-{number}.sqlite3" for number in itertools.count())
        servers = arguments.servers

        def runs(tables: int) -> Result:
            return run(tables, arguments.seconds, database_url or next(files), servers)

        if arguments.tables:
            results = [runs(arguments.tables)]
        else:
            results = search(arguments.start, arguments.most, runs)
    passed = [result.tables for result in results if result.passed]
    print(
        f"\n{kind}, {servers} gunicorn (2 workers each, threads as gunicorn.conf.py says), "
        f"{arguments.seconds} s a run, "
        f"limits: tap p95 < {TAP_LIMIT_MS} ms, save p95 < {SAVE_LIMIT_MS} ms, no failure"
    )
    print(HEADER)
    for result in results:
        print(result.line())
    largest = max(passed, default=0)
    print(
        f"EVENING database={kind} servers={servers} largest={largest} "
        f"loads={','.join(f'{result.load_after:.1f}' for result in results)}"
    )
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
