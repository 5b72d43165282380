"""A game's stored numbers scored again when an older engine (or none) computed them: as the game
is read (:func:`fresh`, :func:`fresh_all` for lists), and by ``flask --app scorekeeper rescore``
(:func:`rescore_game`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from sqlalchemy import ColumnElement, Select
from sqlalchemy.orm import selectinload

from scorekeeper.extensions import db
from scorekeeper.models import Deal, Game
from scorekeeper.rules import DealError, DealScore, RulesError, seated_score

from ..writing import change
from .numbers import line_numbers, put_game_numbers, put_lines
from .scoresheet import entry_of, game_rules, score_entry, seating_of, starting_scores
from .tally import current_engine_version, tally_game

log = logging.getLogger(__name__)


def fresh(game: Game) -> Game:
    """``game``, its stored numbers recomputed and stored first if an older engine (or none)
    computed them (see :func:`~scorekeeper.scorebook.scores.tally.current_engine_version`). A game
    with a deal this engine refuses (stored under an older engine's looser checks, say a Rummy
    deal with nobody out) keeps the numbers it has until that deal is fixed: reading it never fails;
    ``flask --app scorekeeper rescore`` lists such games."""
    if game.scored_by != current_engine_version():
        try:
            rescore_game(game)
        except (DealError, RulesError) as error:
            log.warning("game %s keeps its stored numbers: %s", game.view_id, error)
    return game


def fresh_all(games: Select[Game]) -> None:
    """Make each game ``games`` finds :func:`fresh` (one query when all are)."""
    for game in db.session.execute(games.where(stale())).scalars().all():
        fresh(game)


def stale() -> ColumnElement[bool]:
    """Whether a game's stored numbers were computed by another engine than the one running
    now, or by none."""
    return (Game.scored_by != current_engine_version()) | Game.scored_by.is_(None)


def rescore_game(game: Game) -> None:
    """Score every deal of ``game`` again with the engine and store the numbers, stamped with
    this engine's version; the game's version stays (what was entered did not change).

    :raises DealError, RulesError: from the engine, for a stored deal it no longer accepts.
    """

    def plan() -> Callable[[], None]:
        query = db.select(Deal).filter_by(game_id=game.id).order_by(Deal.number)
        deals = list(db.session.execute(query.options(selectinload(Deal.lines))).scalars())
        rules = game_rules(game)
        names = [player.name for player in game.players]
        starting = starting_scores(game)
        seating = seating_of(game)
        results: list[DealScore] = []
        dealt: list[tuple[str, ...]] = []
        for deal in deals:  # in order: a deal may read the earlier ones' scores (Gin Rummy)
            entry = entry_of(game, deal)
            players = seating.dealt_in(deal.seats)
            start = tuple(
                points for name, points in zip(names, starting, strict=True) if name in players
            )
            result = score_entry(rules, entry, deal.number, tuple(results), start)
            results.append(seated_score(result, names))
            dealt.append(players)
        tally = tally_game(rules, names, results, starting, dealt, seating.gone)
        seats = [seating.dealt_seats(deal.seats) for deal in deals]
        lines = line_numbers(deals, results, tally.running, seats)

        def write() -> None:
            put_lines(lines)
            put_game_numbers(game, tally.players, tally.standings, len(deals))

        return write

    change(game, plan, next_version=False)
