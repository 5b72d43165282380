"""A league season's tables: each group's cumulative table over the season's evenings, read
from each evening's stored standings (``event_results``), and who went up and down between two
seasons.

Nothing is scored here: an evening's standings are the ranking points its tables' stored games
give, and the engine adds them up by name (``scorekeeper.rules.leagues.season_standings``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.models import Event, Season
from scorekeeper.rules.leagues import EveningRow, Move, SeasonStanding, season_standings
from scorekeeper.scorebook.changes.leagues import group_players
from scorekeeper.scorebook.reading.event_results import event_results


@dataclass(frozen=True)
class GroupTable:
    """One group of a season as it stands.

    :ivar number: the group's number, from 1 (the top group).
    :ivar players: the players registered in it, in the order registered.
    :ivar evenings: its evenings, in the order they were set up.
    :ivar table: its cumulative table, best first.
    """

    number: int
    players: tuple[str, ...]
    evenings: tuple[Event, ...]
    table: tuple[SeasonStanding, ...]


def season_tables(season: Season, groups: int) -> tuple[GroupTable, ...]:
    """Each of the season's ``groups`` groups, the top group first, with its table."""
    tables: list[GroupTable] = []
    for number in range(1, groups + 1):
        players = group_players(season, number)
        events = [evening.event for evening in season.evenings if evening.group_number == number]
        tables.append(
            GroupTable(
                number,
                tuple(players),
                tuple(events),
                season_standings([_evening_rows(event) for event in events], players),
            )
        )
    return tuple(tables)


def _evening_rows(event: Event) -> list[EveningRow]:
    names = {entrant.id: entrant.name for entrant in event.entrants}
    return [
        EveningRow(names[row.entrants[0]], row.points, row.games)
        for row in event_results(event).single
    ]


def final_orders(tables: Sequence[GroupTable]) -> list[list[str]]:
    """Each group's players in the order they finished, the top group first, as the next
    season is drawn from: a guest (an evening's entrant registered in no group) stays in the
    first group whose table lists them; a player registered in one group and a guest in
    another counts in their own group only."""
    registered = {name.casefold(): table.number for table in tables for name in table.players}
    placed: set[str] = set()
    finals: list[list[str]] = []
    for table in tables:
        order: list[str] = []
        for row in table.table:
            key = row.name.casefold()
            if registered.get(key, table.number) == table.number and key not in placed:
                placed.add(key)
                order.append(row.name)
        finals.append(order)
    return finals


def season_moves(before: Season, after: Season) -> tuple[Move, ...]:
    """Who changed group between two seasons, or joined (groups from 0, the top group, as the
    engine counts them): those who went up, then those who went down, then the newcomers."""
    was = {player.name.casefold(): player.group_number - 1 for player in before.players}
    moves = [
        Move(player.name, was.get(player.name.casefold()), player.group_number - 1)
        for player in after.players
        if was.get(player.name.casefold()) != player.group_number - 1
    ]
    return tuple(
        sorted(moves, key=lambda move: (0 if move.up else 1 if move.down else 2, move.goes_to))
    )
