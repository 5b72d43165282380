"""A player who joins a game between deals, and a player who leaves it.

The engine says who may (``rules.seating``: not in partnerships, nor in a game whose deals read
the earlier ones, within the game's fewest and most players); here the name is checked as a new
game's are, the change is written as the game's next version, and the standings follow. A late
player takes the next seat, with the starting score the table set; the deals before have no
line of theirs. A player who left keeps their total and line in the deals they played, is dealt
in no more and cannot win.

Both are safe to send twice (a double tap, a retry): the same player added again with the same
starting score is the player added, not a second one; a player who left leaves once.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.extensions import db
from scorekeeper.models import Game, Player
from scorekeeper.rules import (
    MOST_PLAYERS,
    RulesError,
    standings_after,
    verify_join,
    verify_leave,
)
from scorekeeper.rules.problems import Param, Problem
from scorekeeper.rules.typed_scores import MOST_POINTS

from ..names import normal_name
from ..scores.numbers import stored_deals
from ..scores.scoresheet import game_rules, seating_of
from ..writing import change
from .deals import GameFinishedError
from .games import GameInputError, verify_name
from .people import Look, chosen_looks, kept_looks


def add_player(game: Game, name: str, starting_score: int) -> Player:
    """Seat ``name`` in the next seat of ``game``, dealt in from its next deal, starting at
    ``starting_score`` points (a player joining before the first deal is one of the game's
    players as if typed on the new-game form).

    :returns: the player added; the player already added, where the same name was added with
        the same starting score (the form or request sent twice).
    :raises GameFinishedError: ``game.over`` for a finished game.
    :raises GameInputError: for a name refused as on the new-game form, or like a player's
        of the game (path ``("name",)``); a starting score past ±``MOST_POINTS``
        (``start.too_large``) or ending the game at once (``start.game_over``), path
        ``("starting_score",)``; and what the engine refuses (``seating.*``,
        :func:`~scorekeeper.rules.verify_join`).
    :raises StaleGameError: if another request changed the game meanwhile, each time.
    """
    name = normal_name(name)

    def plan() -> Callable[[], Player]:
        for player in game.players:
            if player.name.casefold() == name.casefold() and not player.left:
                if player.starting_score == starting_score and player.seat == _last_seat(game):
                    return lambda: player  # sent twice: added already
        if game.finished:
            raise GameFinishedError(Problem("game.over"))
        _verify_name(game, name)
        rules = game_rules(game)
        seating = seating_of(game)
        try:
            verify_join(rules, seating)
        except RulesError as error:
            raise GameInputError(error.problem) from None
        if abs(starting_score) > MOST_POINTS:
            said: dict[str, Param] = {"name": name, "most": MOST_POINTS}
            raise GameInputError(Problem("start.too_large", said, ("starting_score",)))
        joined = seating.joined(name)
        totals = [player.total for player in game.players] + [starting_score]
        after = standings_after(rules, joined.names, totals, game.deal_count, None, joined.gone)
        if after.finished:
            params: dict[str, Param] = {"target": rules.target}
            raise GameInputError(Problem("start.game_over", params, ("starting_score",)))
        names = list(joined.names)
        looks = [Look(player.colour, player.avatar) for player in game.players]
        look = chosen_looks(names, [*looks, None], kept_looks(game.table))[-1]

        def write() -> Player:
            player = Player(
                seat=len(game.players),
                name=name,
                colour=look.colour,
                avatar=look.avatar,
                starting_score=starting_score,
                total=starting_score,
                joined_late=game.deal_count > 0,
            )
            game.players.append(player)
            db.session.flush()
            return player

        return write

    return change(game, plan)


def _last_seat(game: Game) -> int:
    return len(game.players) - 1


def _verify_name(game: Game, name: str) -> None:
    """:raises GameInputError: for a name the new-game form refuses, or like a player's."""
    if len(game.players) >= MOST_PLAYERS:
        raise GameInputError(Problem("seating.too_many", {"most": MOST_PLAYERS}, ("name",)))
    earlier = [player.name for player in game.players]
    verify_name(name, len(game.players) + 1, earlier, ("name",))


def player_leaves(game: Game, seat: int) -> Player:
    """The player in ``seat`` leaves ``game`` before its next deal: they keep their total, are
    dealt in no more, and cannot win; the standings follow (where the game was played on for a
    tie, the players left may now end it).

    :returns: the player; one who left already leaves once (sent twice: nothing changes).
    :raises GameFinishedError: ``game.over`` for a finished game.
    :raises GameInputError: what the engine refuses (``seating.*``,
        :func:`~scorekeeper.rules.verify_leave`), path ``("seat",)``.
    :raises StaleGameError: if another request changed the game meanwhile, each time.
    """

    def plan() -> Callable[[], Player]:
        if 0 <= seat < len(game.players) and game.players[seat].left:
            player = game.players[seat]
            return lambda: player  # sent twice: left already
        if game.finished:
            raise GameFinishedError(Problem("game.over"))
        rules = game_rules(game)
        seating = seating_of(game)
        try:
            verify_leave(rules, seating, seat)
        except RulesError as error:
            raise GameInputError(error.problem) from None
        gone = seating.left_seat(seat)
        names = list(seating.names)
        last = stored_deals(game.id, names, game.deal_count) if game.deal_count else []
        last_out = last[0].result.went_out if last else None
        totals = [player.total for player in game.players]
        after = standings_after(rules, names, totals, game.deal_count, last_out, gone.gone)

        def write() -> Player:
            player = game.players[seat]
            player.left = True
            game.finished = after.finished
            for each in game.players:
                each.won = each.name in after.winners
            return player

        return write

    return change(game, plan)
