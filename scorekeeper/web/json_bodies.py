"""Reading JSON request bodies safely: nothing too deeply nested, no text that is not Unicode.

Python's JSON reader recurses once per level, so a body nested a thousand deep would end in a
``RecursionError`` (a 500); a lone surrogate (``"\\ud800"``) reads as text that cannot be
stored or shown. :class:`BoundedJSONProvider`, the app's JSON provider, answers both with
400 in words (:class:`UnreadableJSON`), on every endpoint that reads JSON.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import BadRequest

MAX_DEPTH = 12
"""Levels of nesting a body may have: a deal's cards need 5 (body, players, a player, melds,
a meld), the deepest option a few more."""


class UnreadableJSON(BadRequest):
    """A JSON body the app refuses to read: too deeply nested, or not Unicode text."""


class BoundedJSONProvider(DefaultJSONProvider):
    """Flask's JSON provider, refusing deep nesting and lone surrogates when reading."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        """Read JSON text.

        :raises UnreadableJSON: nested deeper than :data:`MAX_DEPTH`, or a lone surrogate.
        :raises ValueError: for text that is not JSON at all (as ``json.loads``).
        """
        try:
            data = super().loads(s, **kwargs)
        except RecursionError:
            raise too_deep() from None
        verify_readable(data)
        return data


def verify_readable(data: Any) -> None:
    """:raises UnreadableJSON: unless ``data`` (read from JSON) is nested at most
    :data:`MAX_DEPTH` deep and all its text, keys included, is Unicode.

    >>> verify_readable({"players": [{"melds": [["7H"]]}]})
    >>> verify_readable([[[[[[[[[[[[[]]]]]]]]]]]]])  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    scorekeeper.web.json_bodies.UnreadableJSON: 400 Bad Request: The request body is nested...
    """
    waiting: list[tuple[Any, int]] = [(data, 1)]
    while waiting:
        value, depth = waiting.pop()
        if isinstance(value, str):
            _verify_text(value)
        elif isinstance(value, dict | list):
            if depth > MAX_DEPTH:
                raise too_deep()
            if isinstance(value, dict):
                for key in value:
                    _verify_text(key)
                items: Iterable[Any] = value.values()
            else:
                items = value
            waiting.extend((item, depth + 1) for item in items)


def too_deep() -> UnreadableJSON:
    return UnreadableJSON(
        f"The request body is nested more than {MAX_DEPTH} deep: send lists and objects as "
        "the API describes them."
    )


def _verify_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise UnreadableJSON(
            "The request body holds text that is not Unicode (a lone surrogate such as "
            "\\ud800): send names and cards as plain text."
        ) from None
