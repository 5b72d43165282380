"""What a seat's page is drawn from, read in one query: the look a seat phone takes first.

A seat's phone opens its page after every deal saved, on every reload and Back, and asks
every few seconds whether anything moved (``seats/views.py``). What tells whether the page
it was last shown is still the one to show is small: the game's version, the deal being
played, each seat's draft revision, the phone holding the seat and the seat's mark on what
the last deal stored for it. :func:`seat_look` reads all of it in one statement, on a
connection of its own (:func:`~scorekeeper.scorebook.polls.read_alone`), before anything is
loaded or drawn.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam, func, select

from scorekeeper.models import Deal, Game, KeptDraft, Player, SeatClaim, SeatDraft

from ..polls import read_alone


@dataclass(frozen=True)
class SeatLook:
    """One seat of a game, as its page opens.

    :ivar id: the game's id.
    :ivar version: the game's version (:mod:`~scorekeeper.scorebook.scores.kept`).
    :ivar number: the deal being played (one more than the deals saved).
    :ivar revisions: each draft of that deal, as pairs of seat (from 0; the scorekeeper's
        row at ``drafts.KEEPER_SEAT``) and revision, by seat.
    :ivar holder: the token of the phone holding the seat (``None``: free).
    :ivar mark: the seat's mark on the last deal's stored line ("This is not what I handed
        in"): when it was marked and when the deal was fixed since (``None`` each: none).
    """

    id: int
    version: int
    number: int
    revisions: tuple[tuple[int, int], ...]
    holder: str | None
    mark: tuple[datetime | None, datetime | None]

    def held_by(self, phone: str) -> bool:
        """Whether ``phone`` holds the seat (compared in constant time)."""
        return self.holder is not None and secrets.compare_digest(self.holder, phone)


_LOOK = (
    select(
        Game.id,
        Game.version,
        Game.deal_count,
        select(func.count(Player.id))
        .where(Player.game_id == Game.id)
        .scalar_subquery()
        .label("players"),
        SeatClaim.phone,
        KeptDraft.marked_at,
        KeptDraft.fixed_at,
        SeatDraft.seat,
        SeatDraft.revision,
    )
    .outerjoin(SeatClaim, (SeatClaim.game_id == Game.id) & (SeatClaim.seat == bindparam("seat")))
    .outerjoin(Deal, (Deal.game_id == Game.id) & (Deal.number == Game.deal_count))
    .outerjoin(KeptDraft, (KeptDraft.deal_id == Deal.id) & (KeptDraft.seat == bindparam("seat")))
    .outerjoin(
        SeatDraft, (SeatDraft.game_id == Game.id) & (SeatDraft.number == Game.deal_count + 1)
    )
    .where(Game.seat_key == bindparam("seat_key"))
)
"""One row per draft of the deal being played (one, with no draft, if there is none); the
claim, the last deal and its kept draft of the seat are each one row at most (unique)."""


def seat_look(seat_key: str, seat: int) -> SeatLook | None:
    """Seat ``seat`` (from 0) of the game with this seat key, in one query; ``None`` unless
    there is such a game (a seat link switched off has none) and ``seat`` is one of its
    players."""
    rows = read_alone(_LOOK, {"seat_key": seat_key, "seat": seat}) if seat_key else ()
    if not rows or not 0 <= seat < rows[0].players:
        return None
    first = rows[0]
    return SeatLook(
        id=first.id,
        version=first.version,
        number=first.deal_count + 1,
        revisions=tuple(sorted((row.seat, row.revision) for row in rows if row.seat is not None)),
        holder=first.phone,
        mark=(first.marked_at, first.fixed_at),
    )
