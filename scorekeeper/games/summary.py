"""A game as a list of games shows it (a table's games, this device's games): its name, its
players' totals, its standings and its number of deals, all as stored (no deal is read); its
rules only where asked for."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.models import Game
from scorekeeper.rules import Rules, Standings, find_preset

from .numbers import stored_standings
from .scoresheet import game_rules


@dataclass(frozen=True)
class GameSummary:
    """One game in a list.

    :ivar name: the game's name, like "500 Rummy" (its preset's: house rules keep the name).
    :ivar names: the players in seating order.
    :ivar totals: each player's total (points), in seating order.
    """

    game: Game
    name: str
    names: tuple[str, ...]
    totals: tuple[int, ...]
    standings: Standings
    deal_count: int

    @property
    def rules(self) -> Rules:
        """The rules the game is played by (read from the game's row when first asked)."""
        return game_rules(self.game)


def summaries(games: Iterable[Game]) -> list[GameSummary]:
    """Each of ``games`` (their players loaded) as a list shows it."""
    found = []
    for game in games:
        standings = stored_standings(game)
        found.append(
            GameSummary(
                game=game,
                name=find_preset(game.variant).name,
                names=standings.names,
                totals=standings.totals,
                standings=standings,
                deal_count=game.deal_count,
            )
        )
    return found
