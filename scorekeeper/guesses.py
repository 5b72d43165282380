"""Rate-limiting guesses at game links (Flask-Limiter).

Every answer of 401, 403 or 404 from the games pages or the API counts as a guess at an edit key
or a view id; an address that makes more than ``KEY_GUESS_LIMIT`` (config) of them is answered
429 until the window passes. Counts live in ``RATELIMIT_STORAGE_URI``: memory by default, a
shared store such as Redis when several app servers run.
"""

from __future__ import annotations

from flask import Response, current_app

from scorekeeper.extensions import limiter

GUESS_ANSWERS = frozenset({401, 403, 404})
TOO_MANY = "Too many wrong game links from here: wait a minute, then check the link you were sent."


def is_guess(response: Response) -> bool:
    """Whether the answer tells a caller that a key or id was wrong."""
    return response.status_code in GUESS_ANSWERS


def _limit() -> str:
    return str(current_app.config["KEY_GUESS_LIMIT"])


key_guesses = limiter.shared_limit(
    _limit, scope="key-guesses", deduct_when=is_guess, error_message=TOO_MANY
)
"""Applied to a blueprint (``key_guesses(bp)``), counts its refusals in the shared limit."""
