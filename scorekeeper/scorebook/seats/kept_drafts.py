"""What the seats entered, kept with the deal the scorekeeper saved, and the players' marks.

When the scorekeeper saves a deal, each seat's draft of it is kept with the deal
(:class:`~scorekeeper.models.KeptDraft`). Each seat's page then shows what was stored for that
seat: its cards and the stored numbers (the engine's, written with the deal: nothing is scored
here). A player whose stored cards are not what they handed in says so ("This is not what I
handed in"); the scorekeeper's scoreboard and the Changes page show the mark with what the seat
handed in, until the scorekeeper fixes the deal (``deals.replace_deal``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game, KeptDraft, SeatDraft, utcnow
from scorekeeper.rules import PlayerDeal
from scorekeeper.scorebook.scores.scoresheet import line_player
from scorekeeper.scorebook.writing import write_transaction

from .drafts import KEEPER_SEAT, SeatEntry, clear_drafts
from .sheets import TAKEN, Sheet, kept_version


def keep_drafts(
    game: Game, deal: Deal, drafts: Mapping[int, SeatDraft], sheet: Sheet | None
) -> None:
    """Keep each seat's draft of ``deal`` (being saved now) with it, then remove the drafts of
    deals up to its number; within the caller's transaction. A seat keeps what it handed in
    (:func:`~scorekeeper.scorebook.seats.sheets.kept_version`, by the ``sheet`` Save sent, if any);
    a seat that entered nothing keeps nothing.

    :param drafts: the deal's drafts by seat, read in the caller's transaction.
    """
    for seat, draft in sorted(drafts.items()):
        entered = not SeatEntry.stored(draft.fields).empty or draft.handed_in_fields
        if seat == KEEPER_SEAT or not entered:
            continue
        kept = kept_version(draft, sheet)
        deal.kept_drafts.append(
            KeptDraft(
                seat=seat, fields=kept.fields, handed_in=kept.handed_in, changed_fields=kept.changed
            )
        )
    clear_drafts(game, deal.number)


def resolve_marks(deal: Deal) -> None:
    """The deal is being fixed: its open marks are resolved (within the caller's
    transaction)."""
    now = utcnow()
    for kept in deal.kept_drafts:
        if kept.open_mark:
            kept.fixed_at = now


@dataclass(frozen=True)
class StoredLine:
    """What deal ``number`` stored for one seat.

    :ivar player: the seat's cards as stored (melds, lay-offs, hand).
    :ivar line: the stored numbers: ``melded_points``, ``hand_points``, ``bonus``, ``score``
        (the deal's points) and ``total`` (the running total after it).
    :ivar went_out: who went out (``None``: the stock ran out).
    :ivar kept: the seat's draft kept with the deal, if the seat entered any.
    :ivar taken: the deal stored the seat's cards as the scorekeeper took them from its phone
        ("Use Cat's cards as they are now"), not as it handed them in; ``changed`` is then
        what it had handed in before, if anything else.
    :ivar changed: the change the seat was making after Done when the deal was saved with what
        it handed in, not in the deal (``None``: none).
    """

    number: int
    player: PlayerDeal
    line: DealLine
    went_out: str | None
    kept: KeptDraft | None
    changed: PlayerDeal | None = None
    taken: bool = False


_STORED_LINE = (
    db.select(Deal.went_out, DealLine, KeptDraft)
    .join(DealLine, (DealLine.deal_id == Deal.id) & (DealLine.seat == bindparam("seat")))
    .outerjoin(KeptDraft, (KeptDraft.deal_id == Deal.id) & (KeptDraft.seat == bindparam("seat")))
    .where(Deal.game_id == bindparam("game_id"), Deal.number == bindparam("number"))
)
"""A deal's line and kept draft of one seat (built once: a statement costs more to build than
to run)."""


def stored_line(game: Game, number: int, seat: int) -> StoredLine | None:
    """What deal ``number`` of ``game`` stored for ``seat`` (from 0), if the deal exists: the
    deal, the seat's line and its kept draft in one query (a seat page asks it each time it
    is drawn)."""
    params = {"game_id": game.id, "number": number, "seat": seat}
    row = db.session.execute(_STORED_LINE, params).one_or_none()
    if row is None:
        return None
    went_out, line, kept = row
    names = [player.name for player in game.players]
    return StoredLine(
        number=number,
        player=line_player(names[seat], line),
        line=line,
        went_out=names[went_out] if went_out is not None else None,
        kept=kept,
        changed=(
            SeatEntry.stored(kept.changed_fields).player(names[seat])
            if kept is not None and kept.changed_fields is not None
            else None
        ),
        taken=kept is not None and bool(kept.fields.get(TAKEN)),
    )


def mark_not_handed_in(game: Game, number: int, seat: int) -> bool:
    """Seat ``seat`` says deal ``number`` is not what it handed in: mark its kept draft (a
    deal fixed since an earlier mark is marked again). Not a change to the game: its version
    stays, so that a deal form the scorekeeper has open still saves.

    :returns: ``False`` if the game has no such deal, or the deal kept no draft of that seat
        (nothing to compare with).
    """
    if not 1 <= number <= game.deal_count:
        return False
    query = (
        db.select(KeptDraft.id)
        .join(Deal, Deal.id == KeptDraft.deal_id)
        .where(Deal.game_id == game.id, Deal.number == number, KeptDraft.seat == seat)
    )
    kept_id = db.session.scalar(query)
    if kept_id is None:
        return False
    with write_transaction():
        kept = db.session.get(KeptDraft, kept_id)
        if kept is not None and not kept.open_mark:
            kept.marked_at = utcnow()
            kept.fixed_at = None
    return True


@dataclass(frozen=True)
class Mark:
    """A player's "This is not what I handed in" on deal ``number``: what the seat handed in
    (``entry``), and whether the scorekeeper has fixed the deal since (``fixed``)."""

    number: int
    name: str
    entry: SeatEntry
    handed_in: bool
    marked_at: datetime
    fixed: bool


_MARKS = (
    db.select(KeptDraft, Deal.number)
    .join(Deal, Deal.id == KeptDraft.deal_id)
    .where(Deal.game_id == bindparam("game_id"), KeptDraft.marked_at.is_not(None))
    .order_by(Deal.number.desc(), KeptDraft.seat)
)
"""A game's marked kept drafts, with their deals' numbers (built once)."""


def marks_of(game: Game) -> list[Mark]:
    """The players' marks on ``game``'s deals, open ones first, newest deal first."""
    names = [player.name for player in game.players]
    marks = [
        Mark(
            number=number,
            name=names[kept.seat],
            entry=SeatEntry.stored(kept.fields),
            handed_in=kept.handed_in,
            marked_at=kept.marked_at,
            fixed=not kept.open_mark,
        )
        for kept, number in db.session.execute(_MARKS, {"game_id": game.id}).all()
        if kept.seat < len(names) and kept.marked_at is not None
    ]
    return sorted(marks, key=lambda mark: mark.fixed)


def open_marks(game: Game) -> list[Mark]:
    """The players' marks the scorekeeper has not fixed since, newest deal first."""
    return [mark for mark in marks_of(game) if not mark.fixed]
