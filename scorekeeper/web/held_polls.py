"""Questions held until the answer changes (long polls), where the server can hold them cheaply.

A seat page asks the table whether the deal moved on and what the dealer chose
(``seats.live``). Asked every few seconds, the dealer's wild rank reached the other phones in
up to the poll's interval; held, the question is answered as soon as the deal's facts change
(:func:`wait`), or with a 304 at the end of the hold, so a phone asks no more often than before
and hears a change within :data:`CHECK_SECONDS`.

A held question costs a greenlet under gevent workers (``scripts/run``), but a whole worker
under gthread workers of one thread (``gunicorn.conf.py`` behind a proxy): there nothing is
held (:func:`hold_limit` is 0) and the page asks at its interval, as before. The wait reads
nothing per question: the questions about one game in a process share one read of its facts
every :data:`CHECK_SECONDS` (a change written in another process or on another server sharing
the database is seen at that read), and a change written in this process wakes them at once
(:func:`poke`). While it waits, a question holds no database connection.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from flask import current_app

MOST_SECONDS = 25.0
"""The longest a question is held, whatever it asks: under the proxies' and phones' idle limits
(often 30-60 s), and under gunicorn's ``graceful_timeout`` (20 s; a worker stopping cuts the
rest, and the page asks again)."""
CHECK_SECONDS = 0.5
"""How often the questions about one game in a process read its facts while they wait."""


def hold_limit() -> float:
    """How long this server holds a question: ``LIVE_HOLD_SECONDS`` if configured, else
    :data:`MOST_SECONDS` where gevent patched the sockets (its workers: a held question costs a
    greenlet), else 0 (gthread workers: it would take a thread)."""
    configured = current_app.config.get("LIVE_HOLD_SECONDS")
    if configured is not None:
        return max(0.0, min(float(configured), MOST_SECONDS))
    monkey = sys.modules.get("gevent.monkey")
    return MOST_SECONDS if monkey is not None and monkey.is_module_patched("socket") else 0.0


def wait(key: Hashable, seen: object, seconds: float, read: Callable[[], object]) -> bool:
    """Wait up to ``seconds`` for the facts ``read`` reads about ``key`` (a game's seat key) to
    differ from ``seen``; whether they did. ``read`` is called by one waiter about ``key`` at a
    time, every :data:`CHECK_SECONDS` at most while any waits, and at once after a
    :func:`poke`."""
    return _watches().wait(key, seen, seconds, read)


def poke(key: Hashable | None) -> None:
    """The facts of ``key`` changed in this process: the questions about it read them now."""
    if key is not None:
        _watches().poke(key)


@dataclass
class _Watch:
    """The questions about one key, waiting in this process."""

    ready: threading.Condition = field(default_factory=threading.Condition)
    facts: object = None
    read_at: float = float("-inf")  # when the read that found ``facts`` began
    reading: bool = False
    poked: bool = False
    waiters: int = 0


class Watches:
    """The :class:`_Watch` of each key with questions waiting (one registry per app).

    ``clock`` tells the time in seconds, for the holds' ends and the checks (a test's may stand
    still; the waits between two looks at it still take the seconds it gave)."""

    def __init__(
        self, check: float = CHECK_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.check = check
        self.clock = clock
        self._lock = threading.Lock()
        self._watches: dict[Hashable, _Watch] = {}

    def wait(self, key: Hashable, seen: object, seconds: float, read: Callable[[], object]) -> bool:
        started = self.clock()
        deadline = started + seconds
        with self._lock:
            watch = self._watches.setdefault(key, _Watch())
            watch.waiters += 1
        try:
            with watch.ready:
                while True:
                    # Only what was read after this question came says whether it changed.
                    if watch.read_at >= started and watch.facts != seen:
                        return True
                    now = self.clock()
                    if now >= deadline:
                        return False
                    if not watch.reading and (watch.poked or now - watch.read_at >= self.check):
                        watch.reading, watch.poked = True, False
                        watch.ready.release()  # the others wait while this one reads
                        try:
                            facts = read()
                        finally:
                            watch.ready.acquire()
                            watch.reading = False
                        watch.facts, watch.read_at = facts, now
                        watch.ready.notify_all()
                        continue
                    until = deadline if watch.reading else min(deadline, watch.read_at + self.check)
                    watch.ready.wait(max(0.0, until - now))
        finally:
            with self._lock:
                watch.waiters -= 1
                if not watch.waiters:
                    del self._watches[key]

    def poke(self, key: Hashable) -> None:
        with self._lock:
            watch = self._watches.get(key)
        if watch is not None:
            with watch.ready:
                watch.poked = True
                watch.ready.notify_all()

    def waiting(self) -> int:
        """How many questions are waiting, about any key (for tests: a question is counted
        from when it came, before it first reads)."""
        with self._lock:
            return sum(watch.waiters for watch in self._watches.values())


_CREATING = threading.Lock()


def _watches() -> Watches:
    """This app's :class:`Watches` (each test's app has its own database, so its own)."""
    watches = current_app.extensions.get("held_polls")
    if watches is None:
        with _CREATING:
            watches = current_app.extensions.setdefault("held_polls", Watches())
    assert isinstance(watches, Watches)
    return watches
