"""Seats: the seat link, with which each player hands in their own cards from their own phone
as a draft, and the drafts the scorekeeper's deal form fills from. The blueprint is
``scorekeeper.seats.views.bp``; the drafts, claims and links it stands on are the scorebook's
(``scorekeeper.scorebook.drafts``, ``seat_claims``, ``seat_links``)."""
