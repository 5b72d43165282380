"""A game's audit trail: every change, in order, with the deal it concerned as it was stored.

Each change to a game (a deal added, fixed, deleted or restored, the edit link changed) is
recorded in the same transaction as the change itself. A deleted deal's record keeps its cards,
so it can be restored (``store.restore_deal``).
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game, utcnow


class Change(StrEnum):
    """What a change did, as stored in :attr:`GameEvent.kind`."""

    DEAL_ADDED = "deal_added"
    DEAL_FIXED = "deal_fixed"
    DEAL_DELETED = "deal_deleted"
    DEAL_RESTORED = "deal_restored"
    LINK_CHANGED = "link_changed"


class GameEvent(db.Model):  # type: ignore[name-defined,misc]
    """One change to a game.

    :ivar version: the game's version the change made.
    :ivar deal_number: the deal's number when the change was made (None: not about a deal).
    :ivar deal: the deal as stored after the change, or for a deletion as it was before (see
        :func:`deal_record`); None when not about a deal.
    :ivar entry_id: for a deal added, the entry id it was entered with (``Deal.entry_id``),
        kept when the deal is deleted: its form or its API request sent again then stores
        nothing (``store.add_deal``).
    :ivar restored_by: for a deletion, the id of the event that restored the deal.
    :ivar scores: each player's score of ``deal`` in points, by seat, as stored with it (the
        engine's when the change was made); ``[]`` where the engine could not score it;
        ``None`` where not yet worked out (changes from before scores were kept, and imported
        ones: the Changes page works them out once, ``changelog.changes_told``).
    """

    __tablename__ = "game_event"
    __table_args__ = (Index("ix_game_event_entry", "game_id", "entry_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int]
    kind: Mapped[str] = mapped_column(String(20))
    deal_number: Mapped[int | None]
    deal: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    entry_id: Mapped[str | None] = mapped_column(String(32))
    restored_by: Mapped[int | None]
    scores: Mapped[list[int] | None] = mapped_column(JSON)

    @property
    def change(self) -> Change:
        return Change(self.kind)

    @property
    def restorable(self) -> bool:
        """Whether this is the deletion of a deal not yet restored."""
        return self.change is Change.DEAL_DELETED and self.restored_by is None


def deal_record(deal: Deal) -> dict[str, Any]:
    """A deal's raw inputs as JSON: ``wild_rank``, ``went_out`` (a seat or None), the facts
    some games score by (``rummy``, ``ending``, ``first_turn``), ``entry_id`` and ``lines``
    (each a seat's ``melds``, ``laid_off`` and ``hand`` in notation)."""
    return {
        "wild_rank": deal.wild_rank,
        "went_out": deal.went_out,
        "rummy": bool(deal.rummy),
        "ending": deal.ending,
        "first_turn": deal.first_turn,
        "entry_id": deal.entry_id,
        "lines": [
            {
                "seat": line.seat,
                "melds": [list(meld) for meld in line.melds],
                "laid_off": list(line.laid_off),
                "hand": list(line.hand),
            }
            for line in deal.lines
        ],
    }


def deal_from_record(record: dict[str, Any]) -> Deal:
    """A new deal (not yet numbered nor in a game) holding what :func:`deal_record` kept
    (records from before the deal facts have none of them)."""
    return Deal(
        wild_rank=record["wild_rank"],
        went_out=record["went_out"],
        rummy=record.get("rummy", False),
        ending=record.get("ending"),
        first_turn=record.get("first_turn"),
        entry_id=record["entry_id"],
        lines=[
            DealLine(
                seat=line["seat"],
                melds=[list(meld) for meld in line["melds"]],
                laid_off=list(line["laid_off"]),
                hand=list(line["hand"]),
            )
            for line in record["lines"]
        ],
    )


def record(game: Game, change: Change, deal: Deal | None = None) -> GameEvent:
    """Add a record of ``change`` to the session, for the game's next version (the caller
    commits it with the change), with the deal's stored scores (its lines' numbers are put
    before)."""
    event = GameEvent(
        game_id=game.id,
        version=game.version + 1,
        kind=str(change),
        deal_number=deal.number if deal is not None else None,
        deal=deal_record(deal) if deal is not None else None,
        entry_id=deal.entry_id if deal is not None and change is Change.DEAL_ADDED else None,
        scores=[line.score for line in sorted(deal.lines, key=lambda line: line.seat)]
        if deal is not None
        else None,
    )
    db.session.add(event)
    return event


def deal_added_as(game: Game, entry_id: str) -> GameEvent | None:
    """The addition of ``game``'s deal entered with ``entry_id``, if any (the deal may have
    been deleted since)."""
    query = db.select(GameEvent).filter_by(game_id=game.id, entry_id=entry_id)
    return db.session.execute(query.order_by(GameEvent.id).limit(1)).scalar_one_or_none()


def game_events(game: Game) -> list[GameEvent]:
    """The game's changes, newest first."""
    query = db.select(GameEvent).filter_by(game_id=game.id).order_by(GameEvent.id.desc())
    return list(db.session.execute(query).scalars())


def find_event(game: Game, event_id: int) -> GameEvent | None:
    """The game's event ``event_id``, if any (an id past what the database holds is none)."""
    if not 0 < event_id < 2**63:
        return None
    return db.session.execute(
        db.select(GameEvent).filter_by(game_id=game.id, id=event_id)
    ).scalar_one_or_none()
