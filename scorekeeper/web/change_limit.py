"""Throttling the scorekeeper's changes to the people at a game or a table (issue 49, item 11:
merge, undo, look and seat free "have no rate limit"): two of a table's names made one person
and undone, a player's colour and avatar, a seat freed and the seat link switched on or off.

An address may make at most :data:`CHANGE_LIMIT` of them together; past it, each further one is
answered 429 in words (:data:`TOO_MANY_CHANGES`), with Retry-After, and nothing is changed. A
table changes a few looks and names an evening (a dozen players' colours at most at once); a
script changes hundreds a minute. Flask-Limiter counts, as it counts creations
(:mod:`scorekeeper.web.creations`), in the app's database
(:mod:`scorekeeper.web.limit_store`), so every worker and every server sharing it count
together; the count is its own, apart from the creations'.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l

from scorekeeper.extensions import limiter

CHANGE_LIMIT = "30 per minute; 300 per hour"
"""How many of these changes one address may make, all together."""
SCOPE = "people-change"
"""The limit's name in Flask-Limiter's counts (and how ``errors.http_code`` tells it apart)."""
TOO_MANY_CHANGES = _l("Too many changes from here at once: wait a few minutes, then try again.")
"""What the 429 says, in the page's language once made a string."""

change_limit = limiter.shared_limit(
    CHANGE_LIMIT, scope=SCOPE, methods=["POST"], error_message=TOO_MANY_CHANGES
)
"""Decorates each view that changes the people at a game or a table: counted together, per
address."""
