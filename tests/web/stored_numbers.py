"""Every number a game stores, read from its rows, and the same worked out afresh by the engine."""

from __future__ import annotations

from typing import Any

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game
from scorekeeper.scorebook.scores.numbers import PLAYER_NUMBERS
from scorekeeper.scorebook.scores.scoresheet import (
    entry_of,
    game_rules,
    score_entry,
)
from scorekeeper.scorebook.scores.tally import tally_game


def player_numbers(player: object) -> tuple[Any, ...]:
    """A player's numbers (a ``Player`` row or a ``PlayerTally``): their total, win and record
    numbers, in the order of ``PLAYER_NUMBERS``."""
    return tuple(getattr(player, name) for name in PLAYER_NUMBERS)


def fresh_numbers(game: Game) -> dict[str, Any]:
    """Every number of ``game`` worked out afresh by the engine from the deals as entered."""
    rules = game_rules(game)
    names = [player.name for player in game.players]
    query = db.select(Deal).filter_by(game_id=game.id).order_by(Deal.number)
    deals = list(db.session.execute(query).scalars())
    results = [score_entry(rules, entry_of(game, deal), deal.number) for deal in deals]
    tally = tally_game(rules, names, results)
    return {
        "lines": [
            [
                (points.melded, points.hand, points.bonus, points.score, after.total)
                for points, after in zip(result.players, running, strict=True)
            ]
            for result, running in zip(results, tally.running, strict=True)
        ],
        "players": [player_numbers(player) for player in tally.players],
        "finished": tally.standings.finished,
        "deal_count": len(deals),
    }


def stored_numbers(game: Game) -> dict[str, Any]:
    """Every number of ``game`` as stored, read straight from its rows."""
    db.session.expire_all()
    query = (
        db.select(DealLine)
        .join(Deal)
        .where(Deal.game_id == game.id)
        .order_by(Deal.number, DealLine.seat)
    )
    lines = list(db.session.execute(query).scalars())
    seats = len(game.players)
    return {
        "lines": [
            [
                (line.melded_points, line.hand_points, line.bonus, line.score, line.total)
                for line in lines[start : start + seats]
            ]
            for start in range(0, len(lines), seats)
        ],
        "players": [player_numbers(player) for player in game.players],
        "finished": game.finished,
        "deal_count": game.deal_count,
    }
