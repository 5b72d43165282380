"""Player records within a table, summed from the numbers the engine gave when each deal was
written (stored per player per game: see :mod:`scorekeeper.scorebook.scores.tally`).

Nothing here scores a card: each number is counted, summed or averaged from stored numbers. A
player is known by name, whatever its capitals (``Ann`` and ``ann`` are one), as the person the
table's scorekeeper made it one with, if any (``Ann`` is ``Anna``: see
:func:`scorekeeper.scorebook.changes.people.person_key`).

A table's records (for each filter) are kept under the stamp of the games they were summed
from (``TableGames.kept``); after a change, they are joined again from the parts of the
table's runs of games, of which only the changed game's is summed again
(:mod:`.record_ledger`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ..changes.people import Look, people_stamp
from .record_ledger import summed_part
from .record_parts import NO_RUN, Counters, Part
from .table_games import TableGames


@dataclass(frozen=True, kw_only=True)
class PlayerRecord(Counters):
    """One player's record over a table's games: their counters (``played``, ``won``,
    ``best_deal`` ...: see :class:`~.record_parts.Counters`, where each is declared) and these.

    :ivar name: the player's name, as in their latest game.
    :ivar longest_streak: the most finished games won one after another.
    """

    name: str
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
            longest_streak=part.streaks.get(person, NO_RUN).most,
            **asdict(sums.counters),
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
