"""The cheap reads asked again and again while nothing may have changed: a game's version (a
viewer's poll) and what judging a meld of the deal being played needs (every tap of a meld),
each one query built once, on a connection of its own (:mod:`~scorekeeper.scorebook.polls`).
"""

from __future__ import annotations

from sqlalchemy import String, bindparam, cast

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player
from scorekeeper.rules import DealPlan, Rules
from scorekeeper.rules.problems import Problem

from ..changes.links import LinkRefused
from ..polls import read_alone
from ..scores.kept import kept
from ..scores.scoresheet import planned_deal, snapshot_rules

_VERSION = db.select(Game.version).where(Game.view_id == bindparam("view_id"))


def game_version(view_id: str) -> int | None:
    """The version of the game with this view id, if there is one (a viewer's poll; see
    :mod:`~scorekeeper.scorebook.polls`)."""
    rows = read_alone(_VERSION, {"view_id": view_id})
    return rows[0].version if rows else None


_RULES = db.select(
    Game.id,
    Game.variant,
    cast(Game.rules, String).label("rules"),  # as stored: the text the rules are kept by
    Game.first_dealer,
).where(Game.view_id == bindparam("view_id"))
_NAMES_AND_COUNT = (
    db.select(Player.name, Game.deal_count)
    .join(Game, Game.id == Player.game_id)
    .where(Player.game_id == bindparam("game_id"))
    .order_by(Player.seat)
)


def next_deal_rules(view_id: str) -> tuple[Rules, DealPlan | None]:
    """What judging a meld of the deal being played needs, in the game whose view id is
    ``view_id``: its rules, and the deal's plan where the game's schedule sets each deal's
    wild rank (``None`` otherwise). A meld check is asked on every tap of a meld: the game's
    rules, which never change (nor does its view id), are read once per process and kept (see
    :mod:`~scorekeeper.scorebook.scores.kept`); the players and the deal count, for such a schedule
    alone, on every check (one query, on a connection of its own: see
    :mod:`~scorekeeper.scorebook.polls`).

    :raises LinkRefused: ``link.no_game`` when no game has ``view_id`` (an empty one included).
    """

    def read() -> tuple[int, str, str, int] | None:
        rows = read_alone(_RULES, {"view_id": view_id})
        return tuple(rows[0]) if rows else None  # id, variant, rules, first dealer

    found = kept(f"game-rules {view_id}", read) if view_id else None
    if found is None:
        raise LinkRefused(Problem("link.no_game", {"key": "view_id"}))
    game_id, variant, snapshot, first_dealer = found
    rules = snapshot_rules(variant, snapshot)
    if rules.wild_schedule == "none":
        return rules, None
    rows = read_alone(_NAMES_AND_COUNT, {"game_id": game_id})
    names = [row.name for row in rows]
    return rules, planned_deal(rules, names, first_dealer, rows[0].deal_count + 1)
