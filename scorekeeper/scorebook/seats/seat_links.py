"""Seat links: the link with which players hand in their own cards, as drafts only.

A game's seat link is ``/s/<seat_key>``. It lets its holder write a draft of the current deal
for a seat and read the scoreboard; nothing else. The scorekeeper can switch it off (the key
goes), on again or change it (a new key: the old link stops working, every seat is free again);
changing the game's edit link changes it too. A rematch takes the link over, so the phones at
the table follow the game into the next one, each holding the seat it held
(:mod:`scorekeeper.scorebook.seats.seat_claims`).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from scorekeeper.extensions import db
from scorekeeper.models import Game
from scorekeeper.scorebook.seats.seat_claims import carry_claims, free_every_seat
from scorekeeper.scorebook.writing import write_transaction


def new_seat_key() -> str:
    """A seat key: 192 random bits, URL-safe, independent of the game's other keys."""
    return secrets.token_urlsafe(24)


def set_seat_link(game: Game, switched_on: bool) -> str | None:
    """Switch the game's seat link on with a new key, or off; either way every seat is free.

    :returns: the new key, or ``None`` once switched off.
    """
    key = new_seat_key() if switched_on else None
    with write_transaction():
        game.seat_key = key
        free_every_seat(game)
    return key


def hand_over_seat_link(game: Game, rematch: Game, order: Sequence[int]) -> None:
    """Give ``game``'s seat link to its rematch (the link follows the table), each phone
    holding its player's seat (``order``: the game's seats in the rematch's seating order),
    or switch the rematch's off if the game's was off; in the caller's write transaction (the
    one that stores the rematch)."""
    key = game.seat_key
    game.seat_key = None
    rematch.seat_key = None
    db.session.flush()
    rematch.seat_key = key
    if key is not None:
        carry_claims(game, rematch, order)
