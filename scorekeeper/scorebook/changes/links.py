"""Finding a game by its links: its view id (anyone's), edit key (the scorekeeper's) or seat key
(the players' phones), with the key that proves the right where one is asked; and a new edit key
for a game, its old edit link then opening nothing.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any, Literal, get_args

from sqlalchemy import Select, bindparam
from sqlalchemy.orm import joinedload, selectinload

from scorekeeper.extensions import db
from scorekeeper.models import Change, Game
from scorekeeper.rules.problems import Problem, ProblemError
from scorekeeper.scorebook.seats.seat_claims import free_every_seat
from scorekeeper.scorebook.seats.seat_links import new_seat_key

from ..scores.rescoring import fresh
from ..writing import change
from .games import new_edit_key
from .trail import record

GameKey = Literal["view_id", "edit_key", "seat_key"]
"""How a link names a game: its view id (anyone's), edit key (the scorekeeper's) or seat key
(the players' phones; switched off: none)."""


class LinkRefused(ProblemError, LookupError):
    """A link or a key that opens no game: ``link.no_game`` (no game has it; answered 404),
    ``link.key_not_sent`` (the key that proves the right was not sent; 401) or
    ``link.wrong_key`` (a key sent that is not this game's; 403). Its ``key`` param names the
    key (``"edit_key"``)."""


def _by_key(*what: Any) -> dict[GameKey, Select[Any]]:
    """A statement for each key of a game, reading ``what`` of the game whose key is the value
    bound as ``value``: built once, as a statement costs more to build than to run."""
    return {
        key: db.select(*what).where(getattr(Game, key) == bindparam("value"))
        for key in get_args(GameKey)
    }


_BY_KEY = _by_key(Game)
"""The game found by each of its keys."""
# Its players in a second query, not joined: a write refreshes the game FOR UPDATE, which
# PostgreSQL refuses on the nullable side of an outer join (the players).
_WITH_PLAYERS = {key: query.options(selectinload(Game.players)) for key, query in _BY_KEY.items()}
# For the reads that never write the game row itself (the seats' phones, the drafts' API):
# its players in the same query.
_JOINED = {
    key: query.options(joinedload(Game.players, innerjoin=True)) for key, query in _BY_KEY.items()
}


def game_by_key(
    key: GameKey,
    value: str,
    *,
    proof: GameKey | None = None,
    sent: str = "",
    numbers: bool = True,
) -> Game:
    """The game whose ``key`` is ``value`` (the game every page, the API and the seats' phones
    find by their link); with ``proof``, only for a caller who also ``sent`` that key of the
    game (the API: the view id in the address, the edit or seat key as its Bearer token).

    :param numbers: whether its stored numbers are brought up to date
        (:func:`~scorekeeper.scorebook.scores.rescoring.fresh`), as the scorekeeper's pages and
        every write of the game need (its players then read in a second query); without, its players
        are read in the same one (the seats' phones and the drafts' API, which never write the
        game row itself).
    :raises LinkRefused: ``link.no_game`` when no game has ``value`` (an empty one included: a
        seat link switched off), ``link.key_not_sent`` when ``proof`` is asked and nothing was
        sent, ``link.wrong_key`` when what was sent is not the game's ``proof`` (compared in
        constant time).
    """
    game: Game | None = None
    if value:
        query = (_WITH_PLAYERS if numbers else _JOINED)[key]
        game = db.session.scalars(query, {"value": value}).unique().one_or_none()
        if game is not None and numbers:
            game = fresh(game)
    if game is None:
        raise LinkRefused(Problem("link.no_game", {"key": key}))
    if proof is not None:
        if not sent:
            raise LinkRefused(Problem("link.key_not_sent", {"key": proof}))
        expected = getattr(game, proof) or ""
        if not expected or not secrets.compare_digest(sent.encode(), expected.encode()):
            raise LinkRefused(Problem("link.wrong_key", {"key": proof}))
    return game


def rotate_edit_key(game: Game) -> str:
    """Give the game a new edit key: its old edit link stops working, its view link stays.
    A seat link switched on changes too (every seat free again).

    :returns: the new key.
    :raises StaleGameError: if another request changed the game meanwhile.
    """
    key = new_edit_key()

    def plan() -> Callable[[], str]:
        def write() -> str:
            game.edit_key = key
            if game.seat_key:  # whoever had the edit link may have the seat link too
                game.seat_key = new_seat_key()
                free_every_seat(game)
            record(game, Change.LINK_CHANGED)
            return key

        return write

    return change(game, plan)
