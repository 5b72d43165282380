"""Throttling seat claims: a phone or an address that claims more than a few seats of a game is
refused (issue 41, item 3: "anyone holding the seat link can claim every free seat first (a new
token each time: drop the cookie)").

A phone, and an address, may claim at most the game's players and :data:`SPARE_CLAIMS` more of
its seats within an hour (:data:`WINDOW`); past it, each further claim is answered 429 in words
with Retry-After, and nothing is written. The seats a phone holds already, a seat another phone
holds and writing an unclaimed seat without a token count for nothing. The counts are kept by
the app's shared limiter (Flask-Limiter, its storage in the app's database:
:mod:`scorekeeper.web.limit_store`), so every worker and every server sharing the database count
together. They are counted per game, not across games: the phones of a table on one wifi share
one address, and claim their seats afresh in each rematch.
"""

from __future__ import annotations

import time

from flask import current_app, request
from flask_babel import lazy_gettext as _l
from flask_limiter.util import get_remote_address
from limits import parse
from werkzeug.exceptions import TooManyRequests

from scorekeeper.extensions import limiter
from scorekeeper.models import Game
from scorekeeper.scorebook.seats.seat_claims import NewClaim

SPARE_CLAIMS = 2
"""How many claims more than the game's players a phone or an address may make in a window."""
WINDOW = "hour"
"""The window the claims are counted in."""
TOO_MANY_SEATS = _l("This phone has taken too many seats; ask the scorekeeper.")
"""What the 429 says, in the page's language (English under ``/api/``) once made a string."""


class TooManySeats(TooManyRequests):
    """A claim past the limit: 429, saying :data:`TOO_MANY_SEATS` (code
    ``limit.too_many_seats``), with Retry-After."""


def new_claim(game: Game, phone: str) -> NewClaim:
    """How ``phone`` claims a free seat of ``game`` in this request: with what its browser says
    it is (``User-Agent``), counted against the limit per phone and per address first."""
    return NewClaim(
        device=request.headers.get("User-Agent", ""),
        counted=lambda: _count(game, phone),
    )


def _count(game: Game, phone: str) -> None:
    """Count one claim of a seat of ``game`` for ``phone`` and for this address.

    :raises TooManySeats: either is past its limit.
    """
    if not current_app.config.get("RATELIMIT_ENABLED", True):
        return
    limit = parse(f"{len(game.players) + SPARE_CLAIMS} per {WINDOW}")
    for who in (f"address:{get_remote_address()}", f"phone:{phone}"):
        keys = ("seat-claim", str(game.id), who)
        if not limiter.limiter.hit(limit, *keys):
            reset = limiter.limiter.get_window_stats(limit, *keys).reset_time
            wait = max(1, int(reset - time.time()) + 1)
            raise TooManySeats(str(TOO_MANY_SEATS), retry_after=wait)
