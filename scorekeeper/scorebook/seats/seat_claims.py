"""Seat claims: a phone's seat, once chosen, is the only one it writes.

A phone keeps a random token in a cookie (:data:`PHONE_COOKIE`). A phone claims a free seat
by confirming the player's name ("Are you Ann?", or the name chosen on the seat link): opening
a seat's page claims nothing. The claim lets go of any other seat the phone held in the game
(one seat a phone); the seat's draft is then written only with that token, until the phone
changes seat or the scorekeeper frees the seat. Each claim keeps what the phone's browser said
it was (:class:`NewClaim`), so that the scorekeeper sees which phone holds which seat, and asks
the caller's limit first (issue 41, item 3: one phone taking every free seat). Another phone
that tries to take a claimed seat is refused, and the scorekeeper sees that the seat was asked
for twice. Claims belong to one game and one seat link: a new seat link frees every seat; a
rematch, which takes the seat link over, gives each phone the seat it held (:func:`carry_claims`).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sqlalchemy import bindparam, delete, select
from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import Game, SeatClaim, utcnow
from scorekeeper.rules.problems import Problem, ProblemError
from scorekeeper.scorebook.writing import write_transaction

PHONE_COOKIE = "seat_phone"
"""The phone's token, for every seat link (a year)."""
PHONE_PATTERN = re.compile(r"[A-Za-z0-9_-]{16,64}")
"""What a phone's token looks like (what :func:`new_phone` makes, or an API client's own)."""


MAX_DEVICE = 200
"""How much of what a phone's browser says it is a claim keeps (characters)."""


@dataclass(frozen=True)
class NewClaim:
    """How a phone claims a free seat.

    :ivar device: what the phone's browser says it is (its User-Agent; cut to
        :data:`MAX_DEVICE` characters as stored).
    :ivar counted: the caller's limit on claims, asked just before a free seat is claimed
        (outside the write transaction); it raises to refuse the claim, nothing written.
    """

    device: str
    counted: Callable[[], None]


class SeatTaken(ProblemError):
    """The seat is another phone's (``seat.taken``), or this phone's seat is another
    (``seat.holds_another``): refused."""


def new_phone() -> str:
    """A phone's token: 192 random bits, URL-safe."""
    return secrets.token_urlsafe(24)


def take_seat(
    game: Game,
    seat: int,
    phone: str | None,
    choosing: bool = False,
    claiming: NewClaim | None = None,
) -> None:
    """Let ``phone`` write seat ``seat`` (from 0): keep it if it is the phone's already; claim
    it, free, only with ``claiming`` (the phone confirmed the player's name, or writes the
    seat's draft); otherwise a free seat stays free. Without a token (an API client that sends
    none) a free seat is written but not claimed.

    :param choosing: the phone chose the seat ("Are you Ann?"): a claim lets go of any other
        seat it held in this game. Otherwise a phone that holds another seat is refused.
    :raises SeatTaken: if another phone holds the seat (which is then marked as asked for
        twice, for the scorekeeper), or, not ``choosing``, this phone holds another seat.
    :raises Exception: whatever ``claiming.counted`` raises, nothing written.
    """
    game_id = game.id
    names = [player.name for player in game.players]
    held = _claim(game_id, seat)  # the phone's already (each look at its seat): nothing written
    if held is not None and phone is not None and secrets.compare_digest(held.phone, phone):
        return
    if held is None and phone is not None and claiming is not None:
        claiming.counted()
    for _attempt in range(2):  # two phones may claim a free seat at once: the second is refused
        try:
            with write_transaction():
                claim = _claim(game_id, seat)
                if claim is None:
                    if phone is not None and claiming is not None:
                        _claim_free(game_id, seat, phone, names, choosing, claiming.device)
                    return
                if phone is not None and secrets.compare_digest(claim.phone, phone):
                    return
                claim.contested_at = utcnow()
        except IntegrityError:
            continue
        break
    raise SeatTaken(Problem("seat.taken", {"name": names[seat]}))


def _claim_free(
    game_id: int, seat: int, phone: str, names: list[str], choosing: bool, device: str
) -> None:
    held = select(SeatClaim).filter_by(game_id=game_id, phone=phone)
    other = db.session.execute(held).scalar_one_or_none()
    if other is not None and not choosing:
        params = {"held": names[other.seat], "name": names[seat]}
        raise SeatTaken(Problem("seat.holds_another", params))
    if other is not None:
        db.session.delete(other)
        db.session.flush()
    claim = SeatClaim(game_id=game_id, seat=seat, phone=phone, device=device[:MAX_DEVICE] or None)
    db.session.add(claim)


def let_go(game: Game, seat: int, phone: str | None) -> None:
    """The phone changes seat: seat ``seat`` is free again if ``phone`` held it."""
    if phone is None:
        return
    with write_transaction():
        db.session.execute(
            delete(SeatClaim).where(
                SeatClaim.game_id == game.id, SeatClaim.seat == seat, SeatClaim.phone == phone
            )
        )


def free_seat(game: Game, seat: int) -> None:
    """The scorekeeper frees seat ``seat``: the next phone to choose it takes it."""
    with write_transaction():
        db.session.execute(
            delete(SeatClaim).where(SeatClaim.game_id == game.id, SeatClaim.seat == seat)
        )


def free_every_seat(game: Game) -> None:
    """Free every seat of the game, within the caller's write transaction (a new seat link)."""
    db.session.execute(delete(SeatClaim).where(SeatClaim.game_id == game.id))


def carry_claims(game: Game, rematch: Game, order: Sequence[int]) -> None:
    """Give each phone that held a seat of ``game`` its player's seat of the rematch
    (``order``: the game's seats in the rematch's seating order; the same seats unless the
    rematch seats new partners), within the caller's write transaction: the phones at the
    table play on without being asked who they are again. A seat another phone tried to take
    is carried as held, the attempt left behind."""
    for claim in claims_of(game).values():
        if claim.seat not in order:  # a player who left the table: not in the rematch
            continue
        carried = SeatClaim(
            game_id=rematch.id,
            seat=order.index(claim.seat),
            phone=claim.phone,
            device=claim.device,
            claimed_at=claim.claimed_at,
        )
        db.session.add(carried)


_CLAIMS = select(SeatClaim).where(SeatClaim.game_id == bindparam("game_id"))
"""A game's seat claims (built once: a statement costs more to build than to run)."""
_CLAIM = _CLAIMS.where(SeatClaim.seat == bindparam("seat"))


def claims_of(game: Game) -> dict[int, SeatClaim]:
    """The seats claimed, by seat (from 0)."""
    return {claim.seat: claim for claim in db.session.scalars(_CLAIMS, {"game_id": game.id})}


def _claim(game_id: int, seat: int) -> SeatClaim | None:
    return db.session.scalars(_CLAIM, {"game_id": game_id, "seat": seat}).one_or_none()
