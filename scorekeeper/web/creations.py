"""Throttling what anyone may make: games, rematches, tables and imports, from the pages and
the API (issue 24, item 4; issue 41, item 2). An address may make at most ``CREATION_LIMIT``
(config) of them together; past it, each further one is answered 429 in words, with
Retry-After, and nothing is stored. Flask-Limiter counts, in the app's database
(:mod:`scorekeeper.web.limit_store`), so every worker and every server sharing the database
count together (``RATELIMIT_STORAGE_URI`` may name another shared store, such as Redis); a home
table makes a few games an evening.
"""

from __future__ import annotations

from flask import current_app, request
from flask_babel import lazy_gettext as _l

from scorekeeper.extensions import limiter

TOO_MANY_NEW = _l(
    "Too many new games and tables from here at once: wait a few minutes, then try again."
)
"""What the 429 says, in the page's language (English under ``/api/``) once made a string."""

creation_limit = limiter.shared_limit(
    lambda: str(current_app.config["CREATION_LIMIT"]),
    scope="creation",
    methods=["POST"],
    error_message=TOO_MANY_NEW,
)
"""Decorates each view that makes a game or a table: they count together, per address."""


@limiter.request_filter
def _not_a_creation() -> bool:
    """Whether the request can make nothing: only a POST can (``creation_limit``), so every
    other request (most of an evening's: the polls) skips Flask-Limiter's checks."""
    return request.method != "POST"
