"""A game as a list of games shows it (a table's games, this device's games): its rules, its
players' totals, its standings and its number of deals, all as stored (no deal is read)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.models import Game
from scorekeeper.rules import Rules, Standings

from .numbers import stored_standings
from .scoresheet import game_rules


@dataclass(frozen=True)
class GameSummary:
    """One game in a list.

    :ivar names: the players in seating order.
    :ivar totals: each player's total (points), in seating order.
    """

    game: Game
    rules: Rules
    names: tuple[str, ...]
    totals: tuple[int, ...]
    standings: Standings
    deal_count: int


def summaries(games: Iterable[Game]) -> list[GameSummary]:
    """Each of ``games`` (their players loaded) as a list shows it."""
    found = []
    for game in games:
        standings = stored_standings(game)
        found.append(
            GameSummary(
                game=game,
                rules=game_rules(game),
                names=standings.names,
                totals=standings.totals,
                standings=standings,
                deal_count=game.deal_count,
            )
        )
    return found
