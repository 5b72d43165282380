"""Seats: the seat link, with which each player hands in their own cards from their own phone
as a draft, and the drafts the scorekeeper's deal form fills from. The blueprint is ``bp``,
made here; its routes are in ``views``, imported below so that they join it. The drafts, claims
and links it stands on are the scorebook's (``scorekeeper.scorebook.drafts``, ``seat_claims``,
``seat_links``)."""

from flask import Blueprint

from ..web.guesses import key_guesses

bp = Blueprint("seats", __name__)
key_guesses(bp)

from . import views  # noqa: E402, F401  (its routes join bp)
