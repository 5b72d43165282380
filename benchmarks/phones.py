"""The phones of tables that keep score with the seat link, as locust users, for the benchmarks
of the live parts (``seats.py``, ``evening.py``): what each phone asks, as its page does, and
how long a player's tap takes to reach the scorekeeper's screen.

- :class:`Keeper`: the scorekeeper's deal form, which asks for the seats' drafts every second
  with the ETag (``seat-fill.js``; 304 while nothing changed) and saves the deal through the
  form.
- :class:`SeatPhone`: a player's seat page, which sends its whole draft (``seat-draft.js``) and,
  when it has sent nothing for :data:`SEAT_POLL` seconds, asks whether the deal moved on
  (``seat-live.js``); before it holds a card of the deal, every other time
  (:meth:`SeatPhone.follow_when_idle`, called between taps). :meth:`SeatPhone.follow_live`
  instead follows the table beside the taps, as ``seat-live.js`` does, asking the server to
  hold the question (``?wait=``) where it can (``seats.py``).
- :class:`Viewer`: the view page, which asks every :data:`VIEW_POLL` seconds whether the game
  changed.

A tap is stamped in :data:`taps` when it happens (before the seat page's 300 ms debounce); the
keeper's poll answer that first holds it adds its age to :data:`latencies`. Each script makes
concrete users of these classes (``fixed_count``, the seats' cards and pace).
"""

from __future__ import annotations

import re
import socket
import time
from collections import defaultdict
from typing import Any

import gevent
from deals import hidden_fields, save_deal  # benchmarks/deals.py
from locust import FastHttpUser
from locust.clients import HttpSession
from locust.env import Environment
from locust.stats import RequestStats

SEAT_POLL = 3.0
"""The seat page asks whether the deal moved on after this long without sending a draft
(``LIVE_SECONDS`` of ``scorekeeper/seats/views.py``); twice as long while it holds no card of
the deal (``seat-live.js``)."""
VIEW_POLL = 4.0
"""The view page's poll (``POLL_SECONDS`` of ``scorekeeper/games/pages.py``)."""
DEBOUNCE = 0.3
"""The seat page sends its draft this long after the last tap (``seat-draft.js``)."""
PHONE = re.compile(r'data-phone="([^"]+)"')
"""The seat page's phone token, which its drafts carry as ``Seat-Phone``."""

games: list[dict[str, Any]] = []
"""The games started, in order: ``id``, ``edit_key``, ``seat_key`` (and what a script adds);
seats and viewers join them."""
taps: dict[tuple[str, int, int], float] = {}
"""When each tap happened: (game id, seat from 1, the draft's card count after it) -> time."""
latencies: defaultdict[int, list[float]] = defaultdict(list)
"""Seconds from each tap to the keeper's poll answer that first held it, by seat (from 1)."""
wild_taps: dict[tuple[str, int], float] = {}
"""When the dealer tapped the wild rank of each deal: (game id, deal number) -> time."""
wild_latencies: list[float] = []
"""Seconds from the dealer's tap of a deal's wild rank to each other seat's page showing it."""
idle: dict[str, float] = {"asked": 0, "seconds": 0.0}
"""The seats' questions to the table (``/live``) asked while they held no card of the deal,
and the seconds they spent so (:meth:`SeatPhone.follow_live`)."""
HOLD_IDLE = 6 * SEAT_POLL
"""How long a seat page without a card of the deal asks the server to hold its question
(``seat-live.js``); with one, :data:`SEAT_POLL`."""
LIVE_ETAG = re.compile(r'data-live-etag="([^"]*)"')
LIVE_HOLD = re.compile(r'data-live-hold="([0-9.]+)"')
"""What the seat page says its first question carries and whether the server holds it."""
WILD_SHOWN = re.compile(r'id="seat-wild"[^>]*>[^<]*<strong>')
"""A seat page that shows the deal's wild rank."""


def reset() -> None:
    """Forget the games, taps and latencies of a run, for the next one in the same process."""
    games.clear()
    taps.clear()
    latencies.clear()
    wild_taps.clear()
    wild_latencies.clear()
    idle.update(asked=0, seconds=0.0)


def game_for(number: int, per_game: int) -> dict[str, Any]:
    """The game of the ``number``-th phone (from 0) of its kind, ``per_game`` phones a game,
    once its keeper has started it."""
    index = number // per_game
    while len(games) <= index:
        gevent.sleep(0.1)
    return games[index]


def cards_in(draft: dict[str, Any]) -> int:
    """How many cards a seat's draft (as the drafts poll answers it) holds."""
    return sum(map(len, draft["melds"])) + len(draft["laid_off"]) + len(draft["hand"])


class Keeper(FastHttpUser):
    """One table's scorekeeper: starts a game with its seat link and opens the deal form."""

    abstract = True
    players: list[str] = []
    options: dict[str, Any] = {"target": 100000}

    def start_game(self) -> dict[str, Any]:
        """Start the game, open its scoreboard and the deal form; the game, with its seat key."""
        body = {"variant": "5000-rummy", "players": self.players, "options": self.options}
        game: dict[str, Any] = self.client.post(
            "/api/v1/games", json=body, name="start game"
        ).json()
        page = self.client.get(f"/e/{game['edit_key']}", name="scoreboard").text
        game["seat_key"] = re.search(r"/s/([\w-]+)", page).group(1)  # type: ignore[union-attr]
        self.game, self.number = game, 1
        self.open_form()
        return game

    def open_form(self) -> None:
        self.etag = ""
        self.seen: dict[int, int] = {}
        self.form = self.client.get(f"/e/{self.game['edit_key']}/deals/new", name="deal page").text

    def read_drafts(self) -> list[dict[str, Any]] | None:
        """Ask for the drafts as the deal form does; the seats' drafts if they changed, and
        the taps they show for the first time measured."""
        url = f"/api/v1/games/{self.game['id']}/deals/{self.number}/drafts"
        headers = {"Authorization": f"Bearer {self.game['edit_key']}", "If-None-Match": self.etag}
        with self.client.get(url, headers=headers, name="keeper poll", catch_response=True) as got:
            if not answered_anew(got, "drafts"):
                return None
            self.etag = got.headers.get("ETag", "")
            seats: list[dict[str, Any]] = got.json()["seats"]
        now = time.monotonic()
        for seat in seats:
            count = cards_in(seat)
            for shown in range(self.seen.get(seat["seat"], 0) + 1, count + 1):
                tapped = taps.pop((self.game["id"], seat["seat"], shown), None)
                if tapped is not None:
                    latencies[seat["seat"]].append(now - tapped)
            self.seen[seat["seat"]] = count
        return seats

    def form_data(self, seats: list[dict[str, Any]], wild_rank: str = "2") -> dict[str, str]:
        """The deal form as the seats' drafts fill it (the player who went out from them)."""
        data = {**hidden_fields(self.form), "wild_rank": wild_rank}
        for seat in seats:
            place = int(seat["seat"]) - 1
            for index, meld in enumerate(seat["melds"]):
                data[f"players-{place}-melds-{index}"] = " ".join(meld)
            for name in ("laid_off", "hand"):
                if seat[name]:
                    data[f"players-{place}-{name}"] = " ".join(seat[name])
            if seat["went_out"]:
                data["went_out"] = str(place)
        return data

    def save(self, seats: list[dict[str, Any]]) -> None:
        """Save the deal the seats handed in, then open the next deal's form."""
        if not save_deal(self.client, f"/e/{self.game['edit_key']}", self.form_data(seats)):
            return
        self.number += 1
        self.open_form()


class SeatPhone(FastHttpUser):
    """One player's phone on the seat page of a game."""

    abstract = True

    def join(self, game: dict[str, Any], seat: int) -> None:
        """Open seat ``seat`` (from 1) of ``game``: the page claims it for this phone."""
        self.game, self.seat = game, seat
        self.number, self.etag = 1, ""
        self.last_follow = self.last_sent = time.monotonic()
        self.holds = 0.0  # how long the server holds a question (its Live-Hold answer)
        self.moved_on = False
        self.entering = False
        self.open_page()

    def open_page(self) -> None:
        page = self.client.get(f"/s/{self.game['seat_key']}/{self.seat}", name="seat page").text
        found = PHONE.search(page)
        self.phone = found.group(1) if found else ""
        self.page = page
        # As seat-live.js starts: the page's own ETag, and whether the server holds questions.
        etag, hold = LIVE_ETAG.search(page), LIVE_HOLD.search(page)
        self.etag = f'"{etag.group(1)}"' if etag and etag.group(1) else ""
        self.holds = float(hold.group(1)) if hold else 0.0
        self.idle_since = time.monotonic()
        self.entering = False  # no card of the deal on the page yet
        self.wild_seen = False
        self.saw_wild(bool(WILD_SHOWN.search(page)))

    def saw_wild(self, shown: bool) -> None:
        """The page shows the deal's wild rank now (``shown``): the first time, its age since
        the dealer's tap is measured (not on the dealer's own phone, which tapped it)."""
        if not shown or self.wild_seen:
            return
        self.wild_seen = True
        tapped = wild_taps.get((self.game["id"], self.number))
        if tapped is not None and "data-upcard" not in self.page:
            wild_latencies.append(time.monotonic() - tapped)

    def set_entering(self, entering: bool) -> None:
        if entering and not self.entering:
            idle["seconds"] += time.monotonic() - self.idle_since
        self.entering = entering

    def send(self, body: dict[str, Any], handed_in: bool) -> None:
        """Send the seat's whole draft; one the deal's save overtook sends the phone on."""
        self.last_follow = time.monotonic()  # a draft sent stands for a poll (seat-live.js)
        self.last_sent = self.last_follow
        self.set_entering(any(body.get(name) for name in ("melds", "laid_off", "hand")))
        url = f"/api/v1/games/{self.game['id']}/deals/{self.number}/drafts/{self.seat}"
        headers = {"Authorization": f"Bearer {self.game['seat_key']}", "Seat-Phone": self.phone}
        with self.client.put(
            url,
            json={**body, "handed_in": handed_in},
            headers=headers,
            name="seat draft",
            catch_response=True,
        ) as sent:
            if sent.status_code == 409 and sent.json().get("field") != "seat":
                sent.success()  # the deal was saved meanwhile: the page moves on
                self.follow()
            elif sent.status_code != 200:
                sent.failure(f"draft answered {sent.status_code}")

    def follow(self, wait: float = 0) -> bool:
        """Ask whether the deal moved on, as the page does (asking the server to hold the
        question up to ``wait`` seconds); whether it did (then the page of the next deal is
        open)."""
        self.last_follow = time.monotonic()
        query = f"?wait={wait:g}" if wait else ""
        with self.client.get(
            f"/s/{self.game['seat_key']}/{self.seat}/live{query}",
            headers={"If-None-Match": self.etag},
            name="seat poll",
            catch_response=True,
        ) as got:
            self.holds = float(got.headers.get("Live-Hold") or 0)
            if not answered_anew(got, "seat poll"):
                return False
            self.etag = got.headers.get("ETag", "")
            live = got.json()
        if live["number"] == self.number:
            self.saw_wild(bool(live["wild_rank"]))
            return False
        self.number = live["number"]
        self.open_page()
        self.moved_on = True
        return True

    def follow_live(self) -> None:
        """Follow the table as ``seat-live.js`` does, beside the taps (run in a greenlet of its
        own): ask with ``?wait=`` (:data:`HOLD_IDLE` before the page holds a card of the
        deal, :data:`SEAT_POLL` after); where the server holds questions (``Live-Hold``), ask
        again as each is answered (with cards in, not within :data:`SEAT_POLL` seconds of a
        draft sent); where it answers at once, ask every :data:`SEAT_POLL` seconds without a
        draft sent, twice that without a card in, as before."""
        while True:
            idle_now = not self.entering
            if not self.holds or not idle_now:  # a draft sent stands for the question
                since = time.monotonic() - (self.last_sent if self.holds else self.last_follow)
                every = 2 * SEAT_POLL if idle_now and not self.holds else SEAT_POLL
                if since < every:
                    gevent.sleep(every - since)
                    continue
            started = time.monotonic()
            if idle_now:
                idle["asked"] += 1
            try:
                anew = self.follow(HOLD_IDLE if idle_now else SEAT_POLL)
            except Exception:  # noqa: BLE001 - a dropped connection: ask again later
                anew = False
                gevent.sleep(SEAT_POLL)
            if self.holds and not anew and time.monotonic() - started < 0.1:
                gevent.sleep(0.1)  # never faster than that, whatever the server does

    def idle_until_end(self) -> None:
        """Count the seconds of a page still without a card when the run ends."""
        if not self.entering:
            idle["seconds"] += time.monotonic() - self.idle_since
            self.entering = True

    def follow_when_idle(self) -> bool:
        """Ask whether the deal moved on if nothing was sent for :data:`SEAT_POLL` seconds
        (twice that before the page holds a card of the deal)."""
        every = SEAT_POLL if self.entering else 2 * SEAT_POLL
        return time.monotonic() - self.last_follow >= every and self.follow()


def answered_anew(got: Any, what: str) -> bool:
    """Whether a poll's answer (a locust response, ``catch_response``) holds something new:
    200; a 304 holds nothing new, and any other status is counted as failed (``what`` asked)."""
    if got.status_code not in (200, 304):
        got.failure(f"{what} answered {got.status_code}")
    return bool(got.status_code == 200)


class Viewer(FastHttpUser):
    """A phone following a game's view page, which asks for changes every few seconds."""

    abstract = True
    per_game = 1
    numbers: Any = None
    """The viewers' numbers (an ``itertools.count``), which say whose game each follows."""

    def on_start(self) -> None:
        self.open(game_for(next(self.numbers), self.per_game))

    def open(self, game: dict[str, Any]) -> None:
        """Open the view page of ``game``."""
        self.view_id, self.etag = game["id"], ""
        self.client.get(f"/g/{self.view_id}", name="view page")

    def poll(self) -> None:
        headers = {"HX-Request": "true", "If-None-Match": self.etag}
        with self.client.get(
            f"/g/{self.view_id}/scoreboard", headers=headers, name="view poll", catch_response=True
        ) as answer:
            if answer.status_code not in (200, 304):
                answer.failure(f"poll answered {answer.status_code}")
            self.etag = answer.headers.get("ETag", self.etag)


def warm_up(host: str, environment: Environment, players: list[str]) -> None:
    """Wait for the server at ``host`` (http://127.0.0.1:port), then have each worker load
    its code and templates once (not counted)."""
    port = int(host.rsplit(":", 1)[1])
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    client = HttpSession(host, environment.events.request, user=None)
    game = client.post("/api/v1/games", json={"variant": "5000-rummy", "players": players}).json()
    page = client.get(f"/e/{game['edit_key']}").text
    seat_key = re.search(r"/s/([\w-]+)", page).group(1)  # type: ignore[union-attr]
    for _ in range(4):
        client.get(f"/e/{game['edit_key']}/deals/new").raise_for_status()
        client.get(f"/s/{seat_key}/1").raise_for_status()
        client.get(f"/g/{game['id']}/scoreboard", headers={"HX-Request": "true"})
    environment.stats.reset_all()


def all_latencies() -> list[float]:
    """Every seat's taps' latencies."""
    return [seconds for seat in latencies.values() for seconds in seat]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def print_requests(stats: RequestStats) -> None:
    """The requests of a run per kind, as a Markdown table."""
    print("| request | count | failed | median | p95 | max |")
    print("|---|---|---|---|---|---|")
    for (name, _), entry in sorted(stats.entries.items()):
        print(
            f"| {name} | {entry.num_requests} | {entry.num_failures} "
            f"| {entry.median_response_time:.0f} ms "
            f"| {entry.get_response_time_percentile(0.95):.0f} ms "
            f"| {entry.max_response_time:.0f} ms |"
        )
