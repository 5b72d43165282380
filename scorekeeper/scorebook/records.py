"""Player records within a table, summed from the numbers the engine gave when each deal was
written (stored per player per game: see :mod:`scorekeeper.scorebook.tally`).

Nothing here scores a card: each number is counted, summed or averaged from stored numbers. A
player is known by name, whatever its capitals (``Ann`` and ``ann`` are one), as the person the
table's scorekeeper made it one with, if any (``Ann`` is ``Anna``: see
:func:`scorekeeper.scorebook.people.person_key`).

A table's records (for each filter) are kept under the stamp of the games they were summed
from (``TableGames.kept``); after a change, they are joined again from the parts of the
table's runs of games, of which only the changed game's is summed again
(:mod:`.record_ledger`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .people import Look, people_stamp
from .record_ledger import summed_part
from .record_parts import NO_RUN, Part
from .table_games import TableGames


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
    return games.kept(f"table-records {people!r}", lambda: _records(summed_part(games)))


def _records(part: Part) -> list[PlayerRecord]:
    """Each person's record in ``part``, named by their latest row."""
    found = [
        PlayerRecord(
            name=sums.latest[3],
            played=sums.played,
            finished=sums.finished,
            won=sums.won,
            deals=sums.deals,
            deal_points=sums.deal_points,
            best_deal=sums.best_deal,
            went_out=sums.went_out,
            hand_points=sums.hand_points,
            longest_streak=part.streaks.get(person, NO_RUN).most,
        )
        for person, sums in part.people.items()
    ]
    return sorted(found, key=lambda record: (-record.won, -record.played, record.name.casefold()))


def everyone(games: TableGames) -> list[str]:
    """Everyone who sat in ``games``, each once whatever the capitals, as named in their
    latest game, in alphabetical order; read once for the games as they are."""

    def drawn() -> list[str]:
        return sorted((name for _, name in summed_part(games).names.values()), key=str.casefold)

    return games.kept("player-names", drawn)


def latest_looks(games: TableGames) -> dict[str, Look]:
    """Each name's look (by name key, casefolded) in its latest game of ``games``; read once
    for the games as they are."""

    def drawn() -> dict[str, Look]:
        looks = summed_part(games).looks.items()
        return {key: Look(colour, avatar) for key, (_, colour, avatar) in looks}

    return games.kept("looks", drawn)


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
