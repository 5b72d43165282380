"""gunicorn settings for Scorekeeper: ``.venv/bin/gunicorn`` (this file is read from the current
folder; or ``-c gunicorn.conf.py``). Put a reverse proxy in front for HTTPS (docs/serving.md): it
also takes in slow clients' requests whole, which a gthread worker would wait for with a thread
each. ``scripts/run``, which serves the home table with no proxy, runs gevent workers instead
and serves HTTPS itself with ``HTTPS=1`` (``CERTFILE``, ``KEYFILE``).

The app keeps no state in process memory (games live in the database, sessions in signed
cookies), so any number of workers and servers can share one database.

One thread a worker: a worker's threads share its interpreter lock. On an evening of 200
tables on 2 cores (``benchmarks/evening.py``, SQLite) 2 workers of 1 thread used 1.12-1.26
cores, of 2 threads 1.33, and of 4 threads more than the cores had (the saves queued past
200 ms). The worker is gthread all the same (for one thread gunicorn would take its sync
worker, which costs as much): it keeps idle keep-alive connections waiting without a thread.
"""

import gc
import os
import sys
from types import FrameType
from typing import Any

wsgi_app = "wsgi:app"
bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gthread"
threads = int(os.environ.get("THREADS", "1"))
timeout = 30
graceful_timeout = 20
keepalive = 5
accesslog = "-"
errorlog = "-"
# Warnings and errors only: a start shows the address a phone opens (`flask start`), then the
# access log, without gunicorn's own lines on booting each worker.
loglevel = "warning"
# No control socket (gunicornc): its default path is shared by every gunicorn of the user, so
# a second app on the machine would take over the first one's.
control_socket_disable = True
# HTTPS without a proxy, as scripts/run serves it with HTTPS=1 (scorekeeper/web/https.py).
certfile = os.environ.get("CERTFILE") or None
keyfile = os.environ.get("KEYFILE") or None
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
logger_class = "scorekeeper.web.access_log.RedactingLogger"  # no edit keys in the access log


def post_fork(server: Any, worker: Any) -> None:
    """A gevent worker leaves on the first SIGINT or SIGQUIT without a traceback. Ctrl-C in a
    terminal sends SIGINT to gunicorn and to every worker at once, and gunicorn then sends each
    worker SIGQUIT. gunicorn's gevent worker answers each in a greenlet that sets the worker
    stopping, sleeps 0.1 s and calls ``sys.exit``: the second such greenlet, or the first when
    the worker had already left in those 0.1 s, raised its SystemExit while Python was shutting
    down, which printed a 14-line traceback. Here the first signal's greenlet ends the worker at
    once (gevent hands a greenlet's SystemExit to the main one, which leaves the worker's loop)
    and the signals after it do nothing. Set on the worker before it installs its signal
    handlers (post_worker_init would come after the app is loaded: too late for a Ctrl-C while
    a worker starts)."""
    ggevent = sys.modules.get("gunicorn.workers.ggevent")
    if ggevent is None or not isinstance(worker, ggevent.GeventWorker):
        return  # other workers (gthread in production) keep gunicorn's own handling
    import gevent

    leaving = False

    def leave() -> None:
        worker.cfg.worker_int(worker)
        sys.exit(0)

    def handle_quit(signum: int, frame: FrameType | None) -> None:
        nonlocal leaving
        if not leaving:
            leaving = True
            gevent.spawn(leave)  # not in the handler: worker_int may block (gunicorn issue 1126)

    worker.handle_quit = handle_quit


def post_worker_init(worker: Any) -> None:
    """Once the worker has loaded the app, its objects (modules, the app, the engine's tables:
    some 150,000) are set aside from Python's collector (``gc.freeze``): a full collection
    walked them all, 70-95 ms on a busy 2-core machine, in whatever request happened to set it
    off; now it walks what requests made since. The engine's stamp, which every write and kept
    page reads, is worked out first, so that no request pays for it."""
    from scorekeeper.scorebook.scores.tally import current_engine_version

    current_engine_version()
    gc.freeze()
