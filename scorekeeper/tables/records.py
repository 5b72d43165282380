"""Player records within a table, derived from the engine's score sheets of its games.

Nothing here scores a card: each number is counted or averaged from what the engine gave
(:class:`~scorekeeper.games.scoresheet.Scoresheet`: every deal's :class:`PlayerScore`, the
standings). A player is known by name, whatever its capitals (``Ann`` and ``ann`` are one).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.games.scoresheet import Scoresheet


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


def player_records(sheets: Sequence[Scoresheet]) -> list[PlayerRecord]:
    """Every player's record over ``sheets``, the games in the order they were played (oldest
    first); the most games won first, then the most played, then by name.

    :param sheets: the score sheets of the games.
    :returns: one record per player, named as in their latest game.
    """
    records: dict[str, _Tally] = {}
    for sheet in sheets:
        for seat, name in enumerate(sheet.names):
            tally = records.setdefault(name.casefold(), _Tally())
            tally.add_game(sheet, seat)
    found = [tally.record() for tally in records.values()]
    return sorted(found, key=lambda record: (-record.won, -record.played, record.name.casefold()))


class _Tally:
    """A record being counted, game by game."""

    def __init__(self) -> None:
        self.name = ""
        self.played = self.finished = self.won = 0
        self.deal_scores: list[int] = []
        self.hand_points = self.went_out = 0
        self.streak = self.longest_streak = 0

    def add_game(self, sheet: Scoresheet, seat: int) -> None:
        name = sheet.names[seat]
        self.name = name
        self.played += 1
        for deal in sheet.deals:
            points = deal.result.players[seat]
            self.deal_scores.append(points.score)
            self.hand_points += points.hand
            self.went_out += deal.went_out == name
        if sheet.standings.finished:
            self.finished += 1
            if name in sheet.standings.winners:
                self.won += 1
                self.streak += 1
                self.longest_streak = max(self.longest_streak, self.streak)
            else:
                self.streak = 0

    def record(self) -> PlayerRecord:
        return PlayerRecord(
            name=self.name,
            played=self.played,
            finished=self.finished,
            won=self.won,
            deals=len(self.deal_scores),
            deal_points=sum(self.deal_scores),
            best_deal=max(self.deal_scores, default=None),
            went_out=self.went_out,
            hand_points=self.hand_points,
            longest_streak=self.longest_streak,
        )
