"""Letting other requests run during a long read.

Under ``bash scripts/run`` each gunicorn worker is a gevent worker: its requests are greenlets
that take turns, and one switches only where it waits on a socket or sleeps. A read that keeps
the CPU for long (reading a big table's games into runs for its records, streaming them) would
make every other request of the worker wait until it ends; it calls :func:`let_others_run`
between its steps instead, so the others wait for one step at most. Elsewhere (gthread
workers, tests, commands) nothing waits and it costs about a microsecond.
"""

from __future__ import annotations

import time


def let_others_run() -> None:
    """Give the other requests of this worker their turn (gevent patches ``time.sleep``, and
    sleeping 0 s lets every greenlet ready to run go first), then carry on."""
    time.sleep(0)
