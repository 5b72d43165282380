"""Seats: the seat link, with which each player hands in their own cards from their own phone
as a draft, and the drafts the scorekeeper's deal form fills from. The blueprint is ``bp``,
made in ``blueprint``; its routes are in ``views``, imported here so that they join it. The
drafts, claims and links it stands on are the scorebook's (``scorekeeper.scorebook.seats.drafts``,
``seat_claims``, ``seat_links``)."""

from . import views  # noqa: F401  (its routes join bp)
from .blueprint import bp

__all__ = ["bp"]
