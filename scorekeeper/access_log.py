"""gunicorn's access log without secrets: edit keys in addresses (``/e/<key>``,
``/t/e/<key>``, ``/s/<key>`` seat links), in the Referer that a page reached by one sends, and
``Authorization: Bearer`` keys are written as ``[key]`` (``logger_class`` in gunicorn.conf.py).
"""

from __future__ import annotations

import re
from typing import Any

from gunicorn.glogging import Logger

KEY_IN_PATH = re.compile(r"(/(?:t/)?e/|/s/)[^/?#\s\"]+")
BEARER = re.compile(r"(bearer\s+)\S+", re.IGNORECASE)
HIDDEN = "[key]"


def redact(text: str) -> str:
    """``text`` with every key it holds replaced by ``[key]``.

    >>> redact('"GET /t/e/abc123/x?y=1 HTTP/1.1" http://h/e/k-_9 Bearer s3cr3t /g/viewid')
    '"GET /t/e/[key]/x?y=1 HTTP/1.1" http://h/e/[key] Bearer [key] /g/viewid'
    """
    return BEARER.sub(rf"\1{HIDDEN}", KEY_IN_PATH.sub(rf"\1{HIDDEN}", text))


class RedactingLogger(Logger):  # type: ignore[misc]
    """gunicorn's logger, with every value of the access log line passed through
    :func:`redact`."""

    def atoms(self, resp: Any, req: Any, environ: Any, request_time: Any) -> dict[str, Any]:
        atoms = super().atoms(resp, req, environ, request_time)
        return {
            name: redact(value) if isinstance(value, str) else value
            for name, value in atoms.items()
        }
