"""A table's records, from the numbers the engine gave when each deal was written: each
player's total, win and record numbers in each game (their best and lowest deal score, and how
far behind they once were: see :class:`scorekeeper.scorebook.scores.tally.PlayerTally`), stored on
the player's row with each deal written, so that no deal is read at all. Nothing here scores a card:
the records are the parts of the table's runs of games joined (:mod:`.record_parts`), of which
a change sums again only the changed game's (:mod:`.record_ledger`).

- **Head-to-head**: for each pair of players, the finished games both sat in against each
  other and how many each won (a joint win counts for each winner); in a game played in
  teams, two players on opposing teams played against each other (their team's win is
  theirs), and partners did not: their games as partners, and how many their team won, are
  counted apart.
- **Records per game** (a game being a preset, like 500 Rummy, and whether its lowest total
  wins): the best deal (the highest deal score; the lowest where the lowest total wins), the
  best game total (the same, of a finished game's totals; in a game played in teams, a team's
  total, made by its players together), the most finished games won in a
  row by one player (of the games they sat in), and the biggest comeback.
- **The biggest comeback** is the most points a winner of a finished game was behind the
  leader after one of its deals: after each deal, the leader's running total is the best one
  (the highest, or the lowest where the lowest total wins), and a player's deficit is how far
  their running total is from it; a winner's comeback is their largest deficit over the game's
  deals. A winner never behind after any deal made no comeback. In a game played in teams the
  totals are the teams' (a team's comeback, made by its players together).

Where two players share a record, the one who made it first holds it (but the most games won
in a row, which names everyone who won that many). A player is known by name, whatever its
capitals, as in :mod:`scorekeeper.scorebook.records.records`; the records are kept under the stamp
of the games they were summed from (``TableGames.kept``).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .record_ledger import summed_part
from .record_parts import Mark, Part
from .table_games import TableGames


@dataclass(frozen=True)
class HeadToHead:
    """Two players' games together.

    :ivar names: the two players, in alphabetical order, as named in their latest game.
    :ivar games: finished games both sat in against each other (each for themself, or on
        opposing teams).
    :ivar wins: the games of ``games`` each of them won, in the order of ``names``.
    :ivar partner_games: finished games they played as partners.
    :ivar partner_wins: the games of ``partner_games`` their team won.
    """

    names: tuple[str, str]
    games: int
    wins: tuple[int, int]
    partner_games: int = 0
    partner_wins: int = 0


@dataclass(frozen=True)
class GameMark:
    """The game a record was made in: its view id (for a link) and when it was started."""

    view_id: str
    started: datetime


@dataclass(frozen=True)
class Made:
    """A record made by one player (as named in their latest game) in one game.

    :ivar points: the deal score, the game total or the deficit overcome (points); a game
        total in a game played in teams is the team's.
    :ivar deal: the deal's number, for a deal's record; ``None`` for a game's.
    :ivar partners: the player's partners in a game played in teams (as named in their latest
        game), in seating order; none where each played for themself.
    """

    name: str
    points: int
    game: GameMark
    deal: int | None = None
    partners: tuple[str, ...] = ()


@dataclass(frozen=True)
class WinningRun:
    """The most finished games won one after another, and everyone who won that many."""

    names: tuple[str, ...]
    games: int


@dataclass(frozen=True)
class GameRecords:
    """The records of one game played at a table.

    :ivar variant: the preset's slug (``"500-rummy"``).
    :ivar lowest_wins: whether its lowest total wins (the records are the lowest then).
    :ivar best_deal: the best deal score, ``None`` before any deal.
    :ivar best_game: the best total of a finished game, ``None`` before one is finished.
    :ivar winning_run: the most games won in a row, ``None`` before anyone won a game.
    :ivar comeback: the biggest comeback, ``None`` while no winner was ever behind.
    """

    variant: str
    lowest_wins: bool
    best_deal: Made | None = None
    best_game: Made | None = None
    winning_run: WinningRun | None = None
    comeback: Made | None = None


@dataclass(frozen=True)
class TableRecords:
    """Every record of a table's games: the pairs of players by name, the games by name."""

    head_to_head: tuple[HeadToHead, ...]
    games: tuple[GameRecords, ...]

    def among(self, names: Collection[str]) -> TableRecords:
        """These records with the head-to-head of the pairs of ``names`` alone (a page that
        shows some players' records shows their pairs: the pairs of a table of a thousand names
        are half a million)."""
        shown = set(names)
        pairs = tuple(pair for pair in self.head_to_head if shown.issuperset(pair.names))
        return TableRecords(pairs, self.games)


def table_records(games: TableGames) -> TableRecords:
    """The head-to-head and the records of each game over ``games``, as summed when any of
    them last changed (see the module's note)."""
    return games.kept("table-head-to-head", lambda: _records(summed_part(games)))


def _records(part: Part) -> TableRecords:
    """The head-to-head and each game's records in ``part``, each player named by their
    latest name."""
    names = {key: name for key, (_, name) in part.names.items()}

    def made(mark: Mark | None) -> Made | None:
        if mark is None:
            return None
        return Made(
            names[mark.name_key],
            mark.points,
            GameMark(mark.view_id, mark.started),
            mark.deal,
            tuple(names[key] for key in mark.partners),
        )

    found = []
    for (variant, lowest), game in part.games.items():
        most = max((run.most for run in game.runs.values()), default=0)
        winners = sorted(
            (names[key] for key, run in game.runs.items() if run.most == most), key=str.casefold
        )
        records = GameRecords(
            variant,
            lowest,
            made(game.best_deal),
            made(game.best_game),
            WinningRun(tuple(winners), most) if most else None,
            made(game.comeback),
        )
        if records != GameRecords(variant, lowest):
            found.append(records)
    pairs = [
        HeadToHead((names[one], names[other]), games, (won, lost), together, won_together)
        for (one, other), (games, won, lost, together, won_together) in part.pairs.items()
    ]
    return TableRecords(
        tuple(sorted(pairs, key=lambda pair: tuple(name.casefold() for name in pair.names))),
        tuple(sorted(found, key=lambda item: (item.variant, item.lowest_wins))),
    )


def table_records_data(records: TableRecords) -> dict[str, Any]:
    """A table's head-to-head and records of each game as JSON shows them (the table's JSON
    download): points as numbers, games by their view id."""

    def made(record: Made | None) -> dict[str, Any] | None:
        if record is None:
            return None
        found = {
            "name": record.name,
            "partners": list(record.partners),
            "points": record.points,
            "game": record.game.view_id,
        }
        return found | ({"deal": record.deal} if record.deal is not None else {})

    return {
        "head_to_head": [
            {
                "players": list(pair.names),
                "games": pair.games,
                "won": list(pair.wins),
                "partners": {"games": pair.partner_games, "won": pair.partner_wins},
            }
            for pair in records.head_to_head
        ],
        "game_records": [
            {
                "game": game.variant,
                "lowest_wins": game.lowest_wins,
                "best_deal": made(game.best_deal),
                "best_game_total": made(game.best_game),
                "most_wins_in_a_row": None
                if game.winning_run is None
                else {"names": list(game.winning_run.names), "games": game.winning_run.games},
                "biggest_comeback": made(game.comeback),
            }
            for game in records.games
        ],
    }
