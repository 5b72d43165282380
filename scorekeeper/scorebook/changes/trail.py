"""A game's audit trail: every change, in order, with the deal it concerned as it was stored.

Each change to a game (a deal added, fixed, deleted or restored, the edit link changed) is
recorded in the same transaction as the change itself. A deleted deal's record keeps its cards,
so it can be restored (``deals.restore_deal``).
"""

from __future__ import annotations

from typing import Any

from scorekeeper.extensions import db
from scorekeeper.models import Change, Deal, DealLine, Game, GameEvent


def deal_record(deal: Deal) -> dict[str, Any]:
    """A deal's raw inputs as JSON: ``wild_rank``, ``went_out`` (a seat or None), the facts
    some games score by (``rummy``, ``ending``, ``first_turn``, ``upcard``), ``entry_id`` and
    ``lines`` (each a seat's ``melds``, ``laid_off`` and ``hand`` in notation, and ``typed``: the
    score typed in their place, ``counts``: the counts entered in their place, ``said``: what an
    Indian Rummy player said beyond the cards, ``rejoined``: a Pool rummy rejoin, each where it
    was); ``seats``: the seats dealt in, where a player joined late or left (``Deal.seats``)."""
    return {
        "wild_rank": deal.wild_rank,
        "went_out": deal.went_out,
        "rummy": bool(deal.rummy),
        "ending": deal.ending,
        "first_turn": deal.first_turn,
        "upcard": deal.upcard,
        "entry_id": deal.entry_id,
        **({"seats": list(deal.seats)} if deal.seats is not None else {}),
        "lines": [
            {
                "seat": line.seat,
                "melds": [list(meld) for meld in line.melds],
                "laid_off": list(line.laid_off),
                "hand": list(line.hand),
                **({"typed": line.typed} if line.typed is not None else {}),
                **({"counts": dict(line.counts)} if line.counts is not None else {}),
                **({"said": line.said} if line.said is not None else {}),
                **({"rejoined": True} if line.rejoined else {}),
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
        upcard=record.get("upcard"),
        entry_id=record["entry_id"],
        seats=record.get("seats"),
        lines=[
            DealLine(
                seat=line["seat"],
                melds=[list(meld) for meld in line["melds"]],
                laid_off=list(line["laid_off"]),
                hand=list(line["hand"]),
                typed=line.get("typed"),
                counts=line.get("counts"),
                said=line.get("said"),
                rejoined=line.get("rejoined", False),
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
        scores=_scores_by_seat(game, deal) if deal is not None else None,
    )
    db.session.add(event)
    return event


def _scores_by_seat(game: Game, deal: Deal) -> list[int]:
    """Each player's score of ``deal``, by seat: 0 for a player with no line in it (who joined
    later or had left)."""
    scores = {line.seat: line.score for line in deal.lines}
    seats = max(len(game.players), max(scores, default=-1) + 1)
    return [scores.get(seat, 0) for seat in range(seats)]


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
