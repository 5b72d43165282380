"""The API's players who join a game between deals or leave it (edit key needed): the same
changes as the scoreboard's "Add a player" and "leaves the table"
(``scorebook.changes.joining``), each safe to send twice."""

from __future__ import annotations

from flask import Response, jsonify, url_for

from ..models import Game, Player
from ..rules import joining_score
from ..scorebook.changes.deals import GameFinishedError
from ..scorebook.changes.games import GameInputError
from ..scorebook.changes.joining import add_player, player_leaves
from ..scorebook.changes.links import game_by_key
from ..scorebook.scores.scoresheet import game_rules
from ..scorebook.writing import StaleGameError
from .blueprint import bp
from .schemas import PlayerJoinRequest, PlayerOut
from .views import ApiError, bearer, parse_body


@bp.post("/games/<view_id>/players")
def player_join(view_id: str) -> tuple[Response, int]:
    """A player joins the game before its next deal: 201 with the player (the next seat);
    200 with the same player where the same name and starting score were added already (the
    request sent twice); 409 where the game takes no one more (``seating.*``) or is over; 400
    for a name or score refused."""
    game = game_by_key("view_id", view_id, proof="edit_key", sent=bearer())
    body = parse_body(PlayerJoinRequest)
    starting = body.starting_score
    if starting is None:
        starting = joining_score(game_rules(game))
    count = len(game.players)
    try:
        player = add_player(game, body.name, starting)
    except GameInputError as error:
        raise _refused(error) from None
    except (GameFinishedError, StaleGameError) as error:
        raise ApiError(409, error) from None
    response = _answer(game, player)
    response.headers["Location"] = url_for("api.game_read", view_id=view_id)
    return response, 201 if len(game.players) > count else 200


@bp.post("/games/<view_id>/players/<int:seat>/leave")
def player_leave(view_id: str, seat: int) -> Response:
    """The player at ``seat`` leaves the table before the next deal: they keep their total, are
    dealt in no more and cannot win; sent twice, they leave once. 404 for no such seat; 409
    where the game would have too few players, is played in partnerships or is over."""
    game = game_by_key("view_id", view_id, proof="edit_key", sent=bearer())
    try:
        player = player_leaves(game, seat)
    except GameInputError as error:
        status = 404 if error.problem.code == "seating.no_seat" else 409
        raise ApiError(status, error, "seat") from None
    except (GameFinishedError, StaleGameError) as error:
        raise ApiError(409, error) from None
    return _answer(game, player)


def _refused(error: GameInputError) -> ApiError:
    """409 for what the game's seating refuses (``seating.*``), else 400 by the field."""
    status = 409 if error.problem.code.startswith("seating.") else 400
    return ApiError(status, error, error.field or None)


def _answer(game: Game, player: Player) -> Response:
    out = PlayerOut(
        name=player.name,
        seat=player.seat,
        total=player.total,
        starting_score=player.starting_score,
        joined_late=player.joined_late,
        left=player.left,
    )
    response = jsonify(out.model_dump())
    response.set_etag(str(game.version))
    return response
