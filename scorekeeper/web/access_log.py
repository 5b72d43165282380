"""gunicorn's logs and the app's without secrets: edit keys in addresses (``/e/<key>``,
``/t/e/<key>``, ``/s/<key>`` seat links, a table's key in ``/games/new?table=<key>``), in the
Referer that a page reached by one sends, and ``Authorization: Bearer`` keys are written as
``[key]``: in the access log (``logger_class`` in gunicorn.conf.py), in gunicorn's error log
("Error handling request /e/<key>") and in the app's ("Exception on /e/<key> [POST]", with its
traceback).
"""

from __future__ import annotations

import logging
import re
from typing import Any

from gunicorn.glogging import Logger

KEY_IN_PATH = re.compile(r"(/(?:t/)?e/|/s/)[^/?#\s\"]+")
KEY_IN_QUERY = re.compile(r"([?&]table=)[^&#\s\"]+")
BEARER = re.compile(r"(bearer\s+)\S+", re.IGNORECASE)
HIDDEN = "[key]"


def redact(text: str) -> str:
    """``text`` with every key it holds replaced by ``[key]``.

    >>> redact('"GET /t/e/abc123/x?y=1 HTTP/1.1" http://h/e/k-_9 Bearer s3cr3t /g/viewid')
    '"GET /t/e/[key]/x?y=1 HTTP/1.1" http://h/e/[key] Bearer [key] /g/viewid'
    >>> redact("GET /games/new?variant=tonk&table=k3y-_9 HTTP/1.1")
    'GET /games/new?variant=tonk&table=[key] HTTP/1.1'
    """
    text = KEY_IN_QUERY.sub(rf"\1{HIDDEN}", KEY_IN_PATH.sub(rf"\1{HIDDEN}", text))
    return BEARER.sub(rf"\1{HIDDEN}", text)


class RedactingFilter(logging.Filter):
    """Passes each record of the logger it is added to through :func:`redact`: its message
    (its arguments put in) and its traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg, record.args = redact(record.getMessage()), None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        return True


class RedactingLogger(Logger):
    """gunicorn's logger, with every access log line and every error log line passed through
    :func:`redact` once written out (not each of the access line's values, of which gunicorn
    offers one per request header and per WSGI environ entry: that cost 0.17 ms a request)."""

    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        self.error_log.addFilter(REDACTING)
        self.access_log.addFilter(REDACTING)


REDACTING = RedactingFilter()
