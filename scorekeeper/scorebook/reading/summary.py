"""Games as a list shows them (a table's games, this device's games): each one's name, its
players' totals, its standings, its number of deals and its rematch, all as stored, read as
columns in two or three queries whatever the number of games (no deal, no ORM object); its
rules only where asked for."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from itertools import groupby
from typing import Any

from sqlalchemy import Select, Text, cast

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player
from scorekeeper.rules import Rules, Standings, find_preset
from scorekeeper.rules.partnerships import TeamStanding, team_seats, team_standings

from ..changes.people import Look
from ..scores.numbers import stored_standings
from ..scores.scoresheet import snapshot_rules


@dataclass(frozen=True)
class Rematch:
    """The links of the game played after a game."""

    view_id: str
    edit_key: str


@dataclass(frozen=True)
class GameSummary:
    """One game in a list.

    :ivar snapshot: the game's stored options, as JSON text (see :attr:`rules`).
    :ivar standings: the players in seating order, their totals (points), who won, and each
        seat's team where they played in teams.
    :ivar looks: each player's colour and avatar, in seating order.
    :ivar rematch: the game played after this one, once started.
    :ivar starting: each player's points before the first deal (a game resumed from paper,
        else 0s), in seating order.
    """

    view_id: str
    edit_key: str
    created_at: datetime
    variant: str
    snapshot: str
    deal_count: int
    standings: Standings
    looks: tuple[Look, ...]
    rematch: Rematch | None
    starting: tuple[int, ...]

    @property
    def name(self) -> str:
        """The game's name, like "500 Rummy" (its preset's: house rules keep the name)."""
        return find_preset(self.variant).name

    @property
    def names(self) -> tuple[str, ...]:
        """The players in seating order."""
        return self.standings.names

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total (points), in seating order."""
        return self.standings.totals

    @property
    def teams(self) -> tuple[TeamStanding, ...]:
        """Each team, in the order of their first players' seats (the engine's
        ``team_standings``); none where each played for themself."""
        return team_standings(self.standings)

    @property
    def rules(self) -> Rules:
        """The rules the game is played by."""
        return snapshot_rules(self.variant, self.snapshot)


def summaries(games: Select[Game]) -> list[GameSummary]:
    """The games ``games`` finds, in its order, as a list shows them (their numbers as
    stored: see ``rescoring.fresh``)."""
    columns = games.with_only_columns(
        Game.id,
        Game.view_id,
        Game.edit_key,
        Game.created_at,
        Game.variant,
        cast(Game.rules, Text).label("snapshot"),
        Game.deal_count,
        Game.finished,
        Game.rematch_id,
        Game.rules["teams"].as_integer().label("teams"),
    )
    rows = db.session.execute(columns).all()
    if not rows:
        return []
    ids = [row.id for row in rows]
    seated = (
        db.select(
            Player.game_id,
            Player.name,
            Player.total,
            Player.won,
            Player.colour,
            Player.avatar,
            Player.starting_score,
        )
        .where(Player.game_id.in_(ids))
        .order_by(Player.game_id, Player.seat)
    )
    players = {
        game_id: list(seats)
        for game_id, seats in groupby(db.session.execute(seated), key=lambda seat: seat.game_id)
    }
    rematches: dict[int | None, Rematch] = {}
    if wanted := [row.rematch_id for row in rows if row.rematch_id is not None]:
        linked = db.select(Game.id, Game.view_id, Game.edit_key).where(Game.id.in_(wanted))
        rematches = {
            rematch.id: Rematch(rematch.view_id, rematch.edit_key)
            for rematch in db.session.execute(linked)
        }
    return [
        GameSummary(
            view_id=row.view_id,
            edit_key=row.edit_key,
            created_at=row.created_at,
            variant=row.variant,
            snapshot=row.snapshot,
            deal_count=row.deal_count,
            standings=stored_standings(
                players.get(row.id, []),
                row.finished,
                team_seats(len(players.get(row.id, [])), row.teams) if row.teams else (),
            ),
            looks=tuple(Look(seat.colour, seat.avatar) for seat in players.get(row.id, [])),
            rematch=rematches.get(row.rematch_id),
            starting=tuple(seat.starting_score for seat in players.get(row.id, [])),
        )
        for row in rows
    ]


def game_data(item: GameSummary) -> dict[str, Any]:
    """A game of a table as its JSON shows it (the API and the table's JSON download)."""
    return {
        "id": item.view_id,
        "started": item.created_at.isoformat(timespec="seconds"),
        "variant": item.variant,
        "game": item.name,
        "deals": item.deal_count,
        "players": [
            {
                "name": name,
                "total": total,
                "starting_score": start,
                "colour": look.colour,
                "avatar": look.shown(name),
            }
            for name, total, start, look in zip(
                item.names, item.totals, item.starting, item.looks, strict=True
            )
        ],
        "teams": [
            {"players": list(team.names), "total": team.total, "won": team.won}
            for team in item.teams
        ],
        "finished": item.standings.finished,
        "winners": list(item.standings.winners),
    }
