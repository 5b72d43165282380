"""Security headers on every response, error pages included.

The Content-Security-Policy allows only the app's own scripts, styles and requests: no inline
code, no ``eval`` (htmx is configured not to need either, see ``templates/base.html``), and no
framing. Pages reached by a capability link (an edit key or a view id in the URL) also ask
search engines not to index them and browsers not to send their address to other sites; those
reached by an edit key (``/e/<key>``, ``/t/e/<key>``) or a seat key (``/s/<key>``), and the
new-game page (``/games/new?table=<key>``), are kept in no cache (``no-store``).

Over https (``HTTPS=1 bash scripts/run``, or a proxy that says so), every answer says to come
back over https for an hour (:data:`STRICT_TRANSPORT_SECURITY`); over plain http, never.
"""

from __future__ import annotations

from flask import Flask, Response, request

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
CAPABILITIES = ("edit_key", "view_id", "seat_key")
"""URL parts that grant access to a game: a URL holding one is a capability link."""
SECRETS = ("edit_key", "seat_key")
"""URL parts that let the holder change a game, a table or a deal's draft: no cache keeps a
page so reached."""
STRICT_TRANSPORT_SECURITY = "max-age=3600"
"""HSTS, sent over https only: an hour, renewed by each answer (a scoreboard's polls keep it the
whole evening), and no ``includeSubDomains`` nor ``preload``. A table's laptop may serve the
same name over plain http another evening (``bash scripts/run`` without ``HTTPS=1``), and a
phone holding HSTS for that name would refuse it, with no way past, until the age ran out: an
hour after the last answer at most (docs/serving.md, "https at the table")."""
SHOWS_KEYS = ("games.new",)
"""Pages that hold edit keys whatever their URL: the new-game form's table field holds a
table's (from ``?table=``, or one of the tables this device keeps); no cache keeps them."""


def register_security_headers(app: Flask) -> None:
    """Add the headers to every response the app sends."""
    app.after_request(add_security_headers)


def add_security_headers(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Referrer-Policy"] = "same-origin"
    if request.is_secure:  # never over plain http (RFC 6797, 7.2)
        response.headers["Strict-Transport-Security"] = STRICT_TRANSPORT_SECURITY
    shows_keys = request.endpoint in SHOWS_KEYS
    if any(name in (request.view_args or {}) for name in CAPABILITIES) or shows_keys:
        response.headers["X-Robots-Tag"] = "noindex, nofollow"
    if any(name in (request.view_args or {}) for name in SECRETS) or shows_keys:
        response.headers["Cache-Control"] = "no-store"
    return response
