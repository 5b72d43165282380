"""Larger bodies for the few views that take a file (issue 49, item 9): every other request
may send at most the app's ``MAX_CONTENT_LENGTH`` (64 KB, ``scorekeeper.config``), answered
413 before it is read.

A view marked :func:`takes_up_to` may be sent up to its own number of bytes. The limit is set
on the request (Flask's per-request ``max_content_length`` and ``max_form_memory_size``) by a
function run before every other before-request function: Flask-WTF's CSRF check reads the
form before the view runs, so a limit the view set itself would come too late.
:func:`init_app` is called before ``csrf.init_app``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from flask import Flask, current_app, request

View = TypeVar("View", bound=Callable[..., object])

_MOST_BYTES = "most_body_bytes"
"""The attribute that :func:`takes_up_to` gives a view (kept by ``functools.wraps``, so by the
decorators above it)."""


def takes_up_to(most_bytes: int) -> Callable[[View], View]:
    """Let the decorated view be sent a body of up to ``most_bytes`` (bytes), any one form field
    included; larger is answered 413 (``RequestEntityTooLarge``) before it is read. Put it
    below the route's decorator."""

    def marked(view: View) -> View:
        setattr(view, _MOST_BYTES, most_bytes)
        return view

    return marked


def init_app(app: Flask) -> None:
    """Set each request's limit from its view's mark; call before any extension that reads the
    form before the view (``csrf.init_app``)."""
    app.before_request(_view_limit)


def _view_limit() -> None:
    view = current_app.view_functions.get(request.endpoint or "")
    most = getattr(view, _MOST_BYTES, None)
    if most is not None:
        request.max_content_length = most
        request.max_form_memory_size = most
