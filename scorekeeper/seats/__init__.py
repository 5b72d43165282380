"""Seats: the seat link, with which each player hands in their own cards from their own phone
as a draft, and the drafts the scorekeeper's deal form fills from. The blueprint is
``scorekeeper.seats.views.bp`` (not imported here: the games store uses this package's
drafts and links)."""
