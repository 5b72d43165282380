"""gunicorn settings for Scorekeeper: ``.venv/bin/gunicorn`` (this file is read from the current
folder; or ``-c gunicorn.conf.py``). Put a reverse proxy in front for HTTPS (see README.md): it
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

import os

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
# No control socket (gunicornc): its default path is shared by every gunicorn of the user, so
# a second app on the machine would take over the first one's.
control_socket_disable = True
# HTTPS without a proxy, as scripts/run serves it with HTTPS=1 (scorekeeper/https.py).
certfile = os.environ.get("CERTFILE") or None
keyfile = os.environ.get("KEYFILE") or None
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
logger_class = "scorekeeper.access_log.RedactingLogger"  # no edit keys in the access log
