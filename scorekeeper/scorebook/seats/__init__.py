"""The seats' phones: their drafts of the deal being played, their claims and the seat link.

- ``drafts``: a seat's draft of the deal being played, in rows of its own.
- ``draft_board``: the drafts of one deal as the scorekeeper follows them, with the engine's
  cross-checks.
- ``sheets``: the sheet the scorekeeper saw at Save, checked against the seats' drafts inside
  the transaction that stores the deal, and the version of a seat's draft kept with it.
- ``kept_drafts``: each seat's draft kept with the deal it went into, and "This is not what I
  handed in".
- ``seat_claims``: the phone that confirmed a player's name is the only one that writes the
  seat.
- ``seat_links``: the seat link (on, off, changed).
- ``seat_look``: what a seat's page is drawn from, read in one query.

It stands on ``scores`` and the scorebook's shared modules.
"""
