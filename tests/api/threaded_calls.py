"""Calling the API from several threads at once (``call``), as two phones would."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any


def call(method: str, url: str, body: Any = None, **headers: str) -> tuple[int, Any, Any]:
    """Send a JSON request; return the status, the decoded body (or None) and the headers."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    for name, value in headers.items():
        request.add_header(name.replace("_", "-"), value)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, raw, answer_headers = response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:
        status, raw, answer_headers = error.code, error.read(), error.headers
    return status, json.loads(raw) if raw else None, answer_headers
