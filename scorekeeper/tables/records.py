"""Player records within a table, summed from the numbers the engine gave when each deal was
written (stored per player per game: see :mod:`scorekeeper.games.tally`).

Nothing here scores a card: each number is counted, summed or averaged from stored numbers. A
player is known by name, whatever its capitals (``Ann`` and ``ann`` are one).

Summing a table's games costs what their number does, so the records of the last
:data:`KEPT` tables (and filters) read are kept in the app's memory with the stamp of the
games they were summed from (``TableGames.stamp``, read from the table's index); a read sums
again when any of those games changed.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from threading import Lock
from typing import Any

from flask import current_app
from sqlalchemy import Select, Subquery, case, func

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player

from .games import TableGames

KEPT = 256
"""Tables' records (each table and filter once) kept in the app's memory, the least recently
read dropped first."""


@dataclass(frozen=True)
class PlayerRecord:
    """One player's record over a table's games.

    :ivar played: games the player sat in, finished or not.
    :ivar finished: finished games the player sat in (the win rate's base).
    :ivar won: games the player won (a joint win counts for each winner).
    :ivar deals: deals the player was dealt in.
    :ivar deal_points: the player's deal scores added up (points).
    :ivar best_deal: the player's highest deal score (points), ``None`` before any deal.
    :ivar went_out: deals the player ended by going out.
    :ivar hand_points: points of the cards left in the player's hand, over all deals.
    :ivar longest_streak: the most finished games won one after another.
    """

    name: str
    played: int = 0
    finished: int = 0
    won: int = 0
    deals: int = 0
    deal_points: int = 0
    best_deal: int | None = None
    went_out: int = 0
    hand_points: int = 0
    longest_streak: int = 0

    @property
    def win_rate(self) -> float | None:
        """Games won out of finished games played (0 to 1), ``None`` before any is finished."""
        return self.won / self.finished if self.finished else None

    @property
    def average_deal(self) -> float | None:
        """The average deal score (points), ``None`` before any deal."""
        return self.deal_points / self.deals if self.deals else None

    @property
    def average_hand(self) -> float | None:
        """The average points left in hand at the end of a deal, ``None`` before any deal."""
        return self.hand_points / self.deals if self.deals else None


def player_records(games: TableGames) -> list[PlayerRecord]:
    """Every player's record over a table's ``games``: the most games won first, then the
    most played, then by name; as summed when any of them last changed (see the module's
    note).

    :returns: one record per player, named as in their latest game.
    """
    kept: _Kept = current_app.extensions.setdefault("table_records", _Kept())
    key = (games.table_id, games.wanted)
    records = kept.get(key, games.stamp)
    if records is None:
        records = _summed(games.query)
        kept.put(key, games.stamp, records)
    return list(records)


class _Kept:
    """Records by table and filter, each with its stamp, the least recently read dropped
    first once there are more than :data:`KEPT` (shared by a process's threads)."""

    def __init__(self) -> None:
        self._lock = Lock()
        self._records: OrderedDict[Any, tuple[Any, list[PlayerRecord]]] = OrderedDict()

    def get(self, key: Any, stamp: Any) -> list[PlayerRecord] | None:
        """The records kept under ``key``, if summed at ``stamp``."""
        with self._lock:
            kept = self._records.get(key)
            if kept is None or kept[0] != stamp:
                return None
            self._records.move_to_end(key)
            return kept[1]

    def put(self, key: Any, stamp: Any, records: list[PlayerRecord]) -> None:
        """Keep ``records``, summed at ``stamp``, under ``key``."""
        with self._lock:
            self._records[key] = (stamp, records)
            self._records.move_to_end(key)
            while len(self._records) > KEPT:
                self._records.popitem(last=False)


def _summed(games: Select[tuple[Game]]) -> list[PlayerRecord]:
    """Every player's record over ``games``, summed in the database from each player's
    stored numbers in each game, so it costs one row per player and game, not one per deal.
    """
    chosen = games.with_only_columns(Game.id).order_by(None).subquery()
    sums = (
        db.select(
            Player.name_key,
            Player.name,
            func.count(),
            func.sum(case((Game.finished, 1), else_=0)),
            func.sum(case((Player.won, 1), else_=0)),
            func.sum(Game.deal_count),
            func.sum(Player.total),
            func.max(Player.best_deal),
            func.sum(Player.went_out),
            func.sum(Player.hand_points),
        )
        .join(Game, Player.game_id == Game.id)
        .join(chosen, chosen.c.id == Game.id)
        .group_by(Player.name_key, Player.name)
        .order_by(func.max(Game.id))
    )
    records: dict[str, PlayerRecord] = {}
    for key, name, played, finished, won, deals, points, best, out, hand in db.session.execute(
        sums
    ):
        record = records.get(key, PlayerRecord(name))
        records[key] = PlayerRecord(
            name=name,
            played=record.played + played,
            finished=record.finished + finished,
            won=record.won + won,
            deals=record.deals + deals,
            deal_points=record.deal_points + points,
            best_deal=max(
                (value for value in (record.best_deal, best) if value is not None), default=None
            ),
            went_out=record.went_out + out,
            hand_points=record.hand_points + hand,
        )
    streaks = _longest_streaks(chosen)
    found = [replace(record, longest_streak=streaks.get(key, 0)) for key, record in records.items()]
    return sorted(found, key=lambda record: (-record.won, -record.played, record.name.casefold()))


def _longest_streaks(chosen: Subquery) -> dict[str, int]:
    """Each player's most finished games won one after another (by name key)."""
    query = (
        db.select(Player.name_key, Player.won)
        .join(Game, Player.game_id == Game.id)
        .join(chosen, chosen.c.id == Game.id)
        .where(Game.finished)
        .order_by(Game.created_at, Game.id)
    )
    streak: dict[str, int] = {}
    longest: dict[str, int] = {}
    for key, won in db.session.execute(query):
        streak[key] = streak.get(key, 0) + 1 if won else 0
        longest[key] = max(longest.get(key, 0), streak[key])
    return longest
