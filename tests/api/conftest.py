"""Fixtures for the API tests: every error answer they provoke is checked to carry a code."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask, Response, request, request_finished


@pytest.fixture(autouse=True)
def error_answers_have_codes() -> Iterator[list[dict[str, Any]]]:
    """Every error answer under ``/api/`` that a test provokes, in this process, is a JSON
    body with the English ``error``, its ``field`` and a stable ``code`` (``area.what``):
    checked once the test is done. Yields the bodies seen, for tests that look at them."""
    bodies: list[dict[str, Any]] = []
    wrong: list[str] = []

    def finished(sender: Flask, response: Response, **_: Any) -> None:
        if response.status_code < 400 or not request.path.startswith("/api/"):
            return
        body = response.get_json(silent=True)
        if not isinstance(body, dict):
            wrong.append(f"{request.path} {response.status_code}: not a JSON object")
            return
        bodies.append(body)
        code = body.get("code")
        if set(body) != {"error", "code", "field"} or not isinstance(code, str):
            wrong.append(f"{request.path} {response.status_code}: {body}")
        elif code.count(".") != 1 or not code.replace(".", "").replace("_", "").isalnum():
            wrong.append(f"{request.path} {response.status_code}: code {code!r}")

    with request_finished.connected_to(finished):
        yield bodies
    assert not wrong, "error answers without a code:\n" + "\n".join(wrong)
