"""Serving an app from a background thread on 127.0.0.1, for tests that need real requests."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from flask import Flask
from werkzeug.serving import make_server


@contextmanager
def serving(app: Flask, port: int = 0) -> Iterator[str]:
    """Serve ``app`` (a thread per request) until the block ends; yield its base URL, like
    ``http://127.0.0.1:PORT``. ``port`` 0 takes a free one; another serves on that port again
    (a server stopped and started, as a laptop that slept)."""
    server = make_server("127.0.0.1", port, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join()
        server.server_close()
