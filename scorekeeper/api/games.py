"""JSON API v1 for games: create one, read it, and add, replace or remove its deals.

A game is read by its view id; changing it needs ``Authorization: Bearer <edit_key>``
(missing: 401; wrong, the view id included: 403). Scores come from the engine.

A game's answers carry its version as their ``ETag``; a change sent with ``If-Match: "<version>"``
(or the ETag of a compressed answer, ``"<version>:gzip"``: ``scorekeeper.web.etags``) is refused
with 409 if someone else changed the game since. A new deal sent with an
``Idempotency-Key`` header is stored once however often it is sent.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal

from flask import Response, jsonify, request, url_for

from ..models import Deal, Game
from ..rules import DealError, DealScore, PlayerDeal, Rules, RulesError
from ..rules.partnerships import team_standings
from ..rules.problems import Path, Problem
from ..scorebook.changes.deals import (
    DealMissingError,
    GameFinishedError,
    add_deal,
    delete_deal,
    find_deal,
    replace_deal,
    verify_entry,
)
from ..scorebook.changes.games import GameInputError, create_game
from ..scorebook.changes.links import game_by_key
from ..scorebook.changes.people import avatar_shown
from ..scorebook.changes.tables import table_for_new_game
from ..scorebook.scores.kept import kept_for_version
from ..scorebook.scores.numbers import stored_deals
from ..scorebook.scores.scoresheet import (
    DealEntry,
    entry_of,
    game_rules,
    players_of_deal,
    scoresheet,
    seating_of,
)
from ..scorebook.seats.sheets import Sheet, SheetChangedError, ShownField, Source
from ..scorebook.writing import StaleGameError
from ..web.creations import creation_limit
from ..web.etags import names_etag
from .blueprint import bp
from .schemas import (
    DealCards,
    DealCreate,
    DealOut,
    GameCreatedOut,
    GameCreateRequest,
    GameOut,
    GameUrlsOut,
    PlayerTotalOut,
    PoolOut,
    TeamOut,
)
from .schemas import Sheet as SheetIn
from .views import (
    ApiError,
    bearer,
    deal_error,
    facts_error,
    parse_body,
    parse_players,
    parse_rank,
    parse_rules,
    parse_upcard,
    result_of,
    verify_went_out,
    verify_wild_rank,
)

MAX_IDEMPOTENCY_KEY = 200
NO_VERSION = 0
"""A version no game has (versions start at 1): what an out-of-date ``If-Match`` expects."""


@bp.post("/games")
@creation_limit
def game_create() -> tuple[Response, int]:
    """Create a game; answer its view id, edit key and links."""
    body = parse_body(GameCreateRequest)
    parse_rules(body.variant, body.options)
    first_dealer = 0
    if body.first_dealer is not None:
        if body.first_dealer not in body.players:
            problem = Problem("api.not_a_player", {"name": body.first_dealer})
            raise ApiError(400, problem, "first_dealer")
        first_dealer = body.players.index(body.first_dealer)
    starting = _starting_scores(body)
    try:
        table = table_for_new_game(body.table or "")
        game = create_game(
            body.variant, body.options, body.players, first_dealer, table, starting=starting
        )
    except GameInputError as error:
        raise ApiError(400, error, _starting_field(body, error.path) or error.field) from None
    out = GameCreatedOut(
        id=game.view_id,
        edit_key=game.edit_key,
        urls=GameUrlsOut(
            view=url_for("games.view", view_id=game.view_id, _external=True),
            edit=url_for("games.edit", edit_key=game.edit_key, _external=True),
        ),
    )
    response = jsonify(out.model_dump())
    response.headers["Location"] = url_for("api.game_read", view_id=game.view_id)
    return response, 201


def _starting_scores(body: GameCreateRequest) -> tuple[int, ...]:
    """Each player's starting score in seating order (0 where ``starting_scores`` names none).

    :raises ApiError: 400 ``api.not_a_player`` at ``starting_scores.<name>`` for a name that
        is none of ``players``.
    """
    for name in body.starting_scores:
        if name not in body.players:
            problem = Problem("api.not_a_player", {"name": name})
            raise ApiError(400, problem, f"starting_scores.{name}")
    return tuple(body.starting_scores.get(name, 0) for name in body.players)


def _starting_field(body: GameCreateRequest, path: Path) -> str | None:
    """A starting score's place as sent, by the player's name (``starting_scores.Bob``), for
    a problem at ``("starting_scores", seat)``; else ``None``."""
    if len(path) == 2 and path[0] == "starting_scores" and isinstance(path[1], int):
        return f"starting_scores.{body.players[path[1]]}"
    return None


@bp.get("/games/<view_id>")
def game_read(view_id: str) -> Response:
    """A game's players, totals, deals and standings (drawn once per version of the game:
    see ``scorekeeper.scorebook.scores.kept``)."""
    game = game_by_key("view_id", view_id)
    body = kept_for_version(game, "game-json", lambda: game_out(game).model_dump())
    return _versioned(jsonify(body), game)


@bp.post("/games/<view_id>/deals")
def deal_create(view_id: str) -> tuple[Response, int]:
    """Add the next deal (edit key needed); 409 once the game is over or if it changed since
    ``If-Match``."""
    game = game_by_key("view_id", view_id, proof="edit_key", sent=bearer())
    version, entry_id = _expected_version(game), _entry_id(game)
    entry, places = _deal_entry(game, DealCreate)
    body = parse_body(DealCreate)
    sheet = _sheet(game, entry, body.sheet, "went_out" in body.model_fields_set)
    try:
        with _refused_deal(places):
            deal = add_deal(game, entry, entry_id, version, sheet=sheet)
    except GameFinishedError as error:
        raise ApiError(409, error) from None
    except SheetChangedError as error:
        raise ApiError(409, error, "sheet") from None
    except StaleGameError as error:
        raise _stale(error) from None
    response = _versioned(jsonify(_deal_out(game, deal).model_dump()), game)
    response.headers["Location"] = url_for("api.deal_replace", view_id=view_id, number=deal.number)
    return response, 201


@bp.put("/games/<view_id>/deals/<int:number>")
def deal_replace(view_id: str, number: int) -> Response:
    """Replace deal ``number`` (edit key needed); totals and standings follow."""
    game = game_by_key("view_id", view_id, proof="edit_key", sent=bearer())
    _existing_deal(game, number)
    version = _expected_version(game)
    entry, places = _deal_entry(game, number=number)
    try:
        with _refused_deal(places):
            deal = replace_deal(game, number, entry, version)
    except StaleGameError as error:
        raise _stale(error) from None
    return _versioned(jsonify(_deal_out(game, deal).model_dump()), game)


@bp.delete("/games/<view_id>/deals/<int:number>")
def deal_delete(view_id: str, number: int) -> tuple[Response, int]:
    """Remove deal ``number`` (edit key needed); later deals move up one place, unless one
    would not fit its new number (409)."""
    game = game_by_key("view_id", view_id, proof="edit_key", sent=bearer())
    _existing_deal(game, number)
    try:
        delete_deal(game, number, _expected_version(game))
    except StaleGameError as error:
        raise _stale(error) from None
    except RulesError as error:  # a later deal would not fit its new number
        problem = Problem("api.deal_not_deletable", {"number": number, "problem": error.problem})
        raise ApiError(409, problem) from None
    return _versioned(Response(status=204), game), 204


def game_out(game: Game) -> GameOut:
    """A game as the API shows it, scored by the engine."""
    sheet = scoresheet(game)
    return GameOut(
        id=game.view_id,
        variant=game.variant,
        options=sheet.rules.options(),
        players=[
            PlayerTotalOut(
                name=player.name,
                total=total,
                starting_score=player.starting_score,
                colour=player.colour,
                avatar=avatar_shown(player),
                joined_late=player.joined_late,
                left=player.left,
            )
            for player, total in zip(game.players, sheet.totals, strict=True)
        ],
        deals=[
            DealOut(
                number=row.number,
                wild_rank=str(row.wild_rank) if row.wild_rank else None,
                went_out=row.went_out,
                scores={
                    name: score
                    for name, score in zip(sheet.names, row.scores, strict=True)
                    if not row.sat_out(name)
                },
                typed=row.result.typed,
                results=results_out(sheet.rules, row.result),
            )
            for row in sheet.deals
        ],
        finished=sheet.standings.finished,
        winners=list(sheet.standings.winners),
        teams=[
            TeamOut(players=list(team.names), total=team.total, won=team.won)
            for team in team_standings(sheet.standings)
        ],
        pool=None
        if sheet.pool is None
        else PoolOut(
            out=[name for name in sheet.names if name in sheet.pool.out],
            rejoined=[name for name in sheet.names if name in sheet.pool.rejoined],
            rejoin_on=sheet.rejoin_on,
        ),
    )


def _deal_out(game: Game, deal: Deal) -> DealOut:
    """A deal as the API shows it, from its stored numbers alone; a deal deleted since it was
    saved (its save sent again: ``add_deal``), as the engine scores it under its number then.
    """
    dealt = seating_of(game).dealt_in(deal.seats)
    if deal.id is None:
        with _refused_deal({}):
            result = verify_entry(game, entry_of(game, deal), deal.number, (), dealt)
    else:
        names = [player.name for player in game.players]
        (stored,) = stored_deals(game.id, names, deal.number)
        result = stored.result
    return DealOut(
        number=deal.number,
        wild_rank=deal.wild_rank,
        went_out=result.went_out,
        scores={points.name: points.score for points in result.players if points.name in dealt},
        typed=result.typed,
        results=results_out(game_rules(game), result),
    )


def results_out(rules: Rules, deal: DealScore) -> dict[str, Literal["win", "draw", "loss"]] | None:
    """Each player's result by name where the game is scored by results (010 Score pads,
    Results), else ``None``."""
    if rules.scores_results is None or not deal.typed:
        return None
    results = {player.name: result_of(rules, player.typed) for player in deal.players}
    return {name: result for name, result in results.items() if result is not None}


def _versioned(response: Response, game: Game) -> Response:
    """The response with the game's version as its ETag."""
    response.set_etag(str(game.version))
    return response


def _expected_version(game: Game) -> int | None:
    """The version named by ``If-Match``, or ``None`` if the request names none (or ``*``).

    If it names only other versions, :data:`NO_VERSION`: the store then refuses the change
    (409), but only after answering a retried new deal (the same ``Idempotency-Key``) with the
    deal it stored the first time, whose saving moved the version on.
    """
    if not request.if_match or request.if_match.star_tag:
        return None
    if not names_etag(request.if_match, str(game.version)):
        return NO_VERSION
    return game.version


def _stale(error: StaleGameError) -> ApiError:
    """409: someone else changed the game; names ``If-Match`` when the request sent one."""
    return ApiError(409, error, "If-Match" if request.if_match else None)


def _entry_id(game: Game) -> str | None:
    """The deal's one-time id from the ``Idempotency-Key`` header, made unique to the game.

    :raises ApiError: 400 for a key longer than :data:`MAX_IDEMPOTENCY_KEY` characters.
    """
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not 0 < len(key) <= MAX_IDEMPOTENCY_KEY:
        problem = Problem("api.idempotency_key_length", {"most": MAX_IDEMPOTENCY_KEY})
        raise ApiError(400, problem, "Idempotency-Key")
    return hashlib.sha256(f"{game.view_id} {key}".encode()).hexdigest()[:32]


def _existing_deal(game: Game, number: int) -> None:
    try:
        find_deal(game, number)
    except DealMissingError as error:
        raise ApiError(404, error) from None


def _sheet(game: Game, entry: DealEntry, sent: SheetIn | None, went_out_said: bool) -> Sheet | None:
    """The sheet sent with a new deal, by seat, for ``deals.add_deal`` to check; a typed deal
    that does not say who went out (``went_out_said`` false) shows no ending, as the deal form's
    sheet does."""
    if sent is None:
        return None
    names = [player.name for player in game.players]
    origins = {player.name: player for player in sent.players}
    fields = []
    for seat, player in enumerate(entry.players):
        said = origins.get(player.name)
        meld_origins = said.melds if said else []
        for index, meld in enumerate(player.melds):
            origin = meld_origins[index] if index < len(meld_origins) else ""
            text = " ".join(map(str, meld))
            fields.append(ShownField(seat, "melds", index, text, Source.read(origin)))
        for part in ("laid_off", "hand"):
            cards = " ".join(map(str, getattr(player, part)))
            origin = getattr(said, part) if said else ""
            fields.append(ShownField(seat, part, 0, cards, Source.read(origin)))
        origin = said.score if said else ""
        fields.append(ShownField(seat, "score", 0, player.typed or "", Source.read(origin)))
        origin = said.said if said else ""
        fields.append(ShownField(seat, "said", 0, player.said or "", Source.read(origin)))
        ending = "stock_out" if entry.went_out is None and went_out_said else ""
        ending = "went_out" if entry.went_out == player.name else ending
        fields.append(ShownField(seat, "ending", 0, ending, Source.read(sent.went_out)))
    scores = None
    if sent.scores is not None:
        if set(sent.scores) != set(names):
            raise ApiError(400, Problem("api.sheet_scores_by_name"), "sheet.scores")
        scores = tuple(sent.scores[name] for name in names)
    leave_out = frozenset(names.index(name) for name in sent.leave_out if name in names)
    return Sheet(tuple(fields), leave_out, scores)


def _deal_entry(
    game: Game, schema: type[DealCards] = DealCards, number: int | None = None
) -> tuple[DealEntry, dict[int, int]]:
    """The request's deal (read by ``schema``) with its players put in seating order by name,
    and for each seat the player's place in the request (to point errors at what was sent).

    :param number: the deal's number (``None``: the next deal): its players are the ones dealt
        into it (a player who joined later or had left is none of them).
    :raises ApiError: 400 for malformed input or names that are not the deal's players
        (``api.not_dealt_in`` for a player of the game not dealt into it).
    """
    body = parse_body(schema)
    rules = game_rules(game)
    verify_went_out(rules, body)
    wild_rank = parse_rank(body.wild_rank, ("wild_rank",))
    verify_wild_rank(rules, wild_rank)
    seats = list(players_of_deal(game, number or game.deal_count + 1))
    every = [player.name for player in game.players]
    parsed = parse_players(body, rules)
    given: dict[str, int] = {}
    for index, player in enumerate(parsed):
        if player.name in every and player.name not in seats:
            problem = Problem("api.not_dealt_in", {"name": player.name})
            raise ApiError(400, problem, f"players[{index}].name")
        if player.name not in seats or player.name in given:
            problem = Problem("api.not_in_game_or_twice", {"name": player.name})
            raise ApiError(400, problem, f"players[{index}].name")
        given[player.name] = index
    if body.went_out is not None and body.went_out not in seats:
        raise ApiError(400, Problem("api.not_in_game", {"name": body.went_out}), "went_out")
    players = tuple(parsed[given[name]] if name in given else PlayerDeal(name) for name in seats)
    places = {seat: given[name] for seat, name in enumerate(seats) if name in given}
    entry = DealEntry(
        wild_rank=wild_rank,
        players=players,
        went_out=body.went_out,
        rummy=body.rummy,
        ending=body.ending,
        first_turn=body.first_turn,
        upcard=parse_upcard(body.upcard),
    )
    return entry, places


@contextmanager
def _refused_deal(places: dict[int, int]) -> Iterator[None]:
    """Turn the engine's refusal into a 422 pointing at the player's place in the request."""
    try:
        yield
    except DealError as error:
        path = error.path
        if len(path) > 1 and path[0] == "players" and isinstance(path[1], int):
            path = ("players", places.get(path[1], path[1]), *path[2:])
        raise deal_error(error, path) from None
    except RulesError as error:
        raise facts_error(error) from None
