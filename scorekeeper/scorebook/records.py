"""Player records within a table, summed from the numbers the engine gave when each deal was
written (stored per player per game: see :mod:`scorekeeper.scorebook.tally`).

Nothing here scores a card: each number is counted, summed or averaged from stored numbers. A
player is known by name, whatever its capitals (``Ann`` and ``ann`` are one), as the person the
table's scorekeeper made it one with, if any (``Ann`` is ``Anna``: see
:func:`scorekeeper.scorebook.people.person_key`).

Summing a table's games costs what their number does, so a table's records (for each filter)
are kept under the stamp of the games they were summed from (``TableGames.kept``): a read sums
again once any of those games changed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Select, Subquery, case, func

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player

from .people import people_stamp, person_key, with_people
from .table_games import TableGames
from .table_records import played_games, winning_runs
from .turns import let_others_run


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
    # Names made one person belong to a table; a set of players on no table has none.
    people = people_stamp(games.owner) if isinstance(games.owner, int) else ()
    return games.kept(f"table-records {people!r}", lambda: _summed(games.query))


def _summed(games: Select[Game]) -> list[PlayerRecord]:
    """Every player's record over ``games``, summed in the database from each player's
    stored numbers in each game, so it costs one row per player and game, not one per deal.
    """
    chosen = games.with_only_columns(Game.id).order_by(None).subquery()
    person = person_key()
    sums = with_people(
        db.select(
            person,
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
        .group_by(person, Player.name)
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
    let_others_run()  # the streaks are a query of their own (see .turns)
    streaks = _longest_streaks(chosen)
    found = [replace(record, longest_streak=streaks.get(key, 0)) for key, record in records.items()]
    return sorted(found, key=lambda record: (-record.won, -record.played, record.name.casefold()))


def _longest_streaks(chosen: Subquery) -> dict[str, int]:
    """Each player's most finished games won one after another (by name key), counted by the
    database (``table_records.winning_runs``)."""
    runs = winning_runs(played_games(chosen), by_game=False, people=True)
    return {key: run for key, run in db.session.execute(db.select(runs.c.name_key, runs.c.run))}


def record_data(record: PlayerRecord) -> dict[str, Any]:
    """A player's record as JSON shows it (the API and the table's JSON download)."""
    return {
        "name": record.name,
        "played": record.played,
        "won": record.won,
        "win_rate": record.win_rate,
        "average_deal": record.average_deal,
        "best_deal": record.best_deal,
        "went_out": record.went_out,
        "average_hand": record.average_hand,
        "longest_streak": record.longest_streak,
    }
