"""JSON API v1: check a meld, score a deal, list the variants, and the OpenAPI document.

Malformed input answers 400 and an illegal deal (or an upcard the packs do not hold) 422, both
as ``{"error", "code", "field"}``: the sentence, the problem's stable code and the field. The
views parse and ask the engine; they never judge a meld or add a point themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypeVar

from flask import Response, jsonify, request
from pydantic import BaseModel, ValidationError

from ..errors import error_response
from ..rules import (
    OPTIONS,
    PRESETS,
    Card,
    DealError,
    IllegalMeldError,
    NotationError,
    PlayerDeal,
    PlayerNameError,
    Rank,
    Rules,
    RulesError,
    Stated,
    check_final_discard,
    check_lay_off,
    find_preset,
    game_of,
    plan_deal,
    read_card,
    score_deal,
)
from ..rules.deal import SideCounts
from ..rules.problems import Problem, ProblemError, field_name
from ..rules.results import read_result
from ..words import say
from ..words.deals import say_upcard_rule, say_wild_card
from ..words.games import GAMES
from ..words.option_labels import OPTION_WORDS
from .blueprint import bp
from .openapi import openapi_document
from .schemas import (
    CardReadingOut,
    DealCards,
    DealPlanOut,
    DealPlanRequest,
    DealScoreOut,
    DealScoreRequest,
    DiscardCheckRequest,
    DiscardVerdictOut,
    HandOut,
    MeldCheckRequest,
    MeldVerdictOut,
    OptionOut,
    PlayerScoreOut,
    UpcardOut,
    VariantOut,
    VariantsOut,
)

BodyT = TypeVar("BodyT", bound=BaseModel)
Path = tuple[str | int, ...]


class ApiError(Exception):
    """An answer other than 200: a status, the problem (an engine's or the scorebook's error's,
    or the API's own ``api.*``) and the field it is about."""

    def __init__(
        self, status: int, problem: Problem | ProblemError, field: str | None = None
    ) -> None:
        if isinstance(problem, ProblemError):
            problem = problem.problem
        super().__init__(problem.code)
        self.status = status
        self.problem = problem
        self.field = field


def bearer() -> str:
    """The key the request sends as ``Authorization: Bearer <key>``, or "" when none."""
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    return key.strip() if scheme.lower() == "bearer" else ""


@bp.errorhandler(ApiError)
def api_error(error: ApiError) -> tuple[Response, int]:
    return error_response(say(error.problem), error.problem.code, error.field, error.status)


@bp.post("/melds/check")
def meld_check() -> Response:
    """Judge a meld, or a lay-off onto a meld on the table."""
    body = parse_body(MeldCheckRequest)
    rules = parse_rules(body.variant, body.options)
    wild_rank = parse_rank(body.wild_rank, ("wild_rank",))
    if wild_rank is not None:
        verify_wild_rank(rules, wild_rank)
    cards, stated = parse_meld(body.cards, ("cards",))
    if body.onto is None:
        verdict = game_of(rules).check_meld(cards, rules, wild_rank, stated)
    else:
        onto, onto_stated = parse_meld(body.onto, ("onto",))
        verdict = check_lay_off(cards, onto, rules, wild_rank, stated, onto_stated)
    out = MeldVerdictOut(
        valid=verdict.valid,
        kinds=list(verdict.kinds),
        points=verdict.points,
        reason=None if verdict.problem is None else say(verdict.problem),
        cards=[
            CardReadingOut(card=str(item.card), wild=item.wild, stands_for=item.stands_for)
            for item in verdict.cards
        ],
    )
    return jsonify(out.model_dump())


@bp.post("/discards/check")
def discard_check() -> Response:
    """May a player go out by discarding ``card``, with ``table``'s melds on the table?"""
    body = parse_body(DiscardCheckRequest)
    rules = parse_rules(body.variant, body.options)
    if body.players is not None:
        rules = rules.for_players(body.players)
    wild_rank = parse_rank(body.wild_rank, ("wild_rank",))
    if wild_rank is not None:
        verify_wild_rank(rules, wild_rank)
    try:
        card = Card.from_str(body.card)
    except NotationError as error:
        raise ApiError(400, error, "card") from None
    read = [parse_meld(meld, ("table", i)) for i, meld in enumerate(body.table)]
    try:
        verdict = check_final_discard(
            card, [cards for cards, _ in read], rules, wild_rank, [said for _, said in read]
        )
    except IllegalMeldError as error:
        raise ApiError(422, error, "table") from None
    out = DiscardVerdictOut(
        card=str(verdict.card),
        playable=verdict.playable,
        fits=list(verdict.fits),
        may_go_out=verdict.may_go_out,
        message=say(verdict.note),
    )
    return jsonify(out.model_dump())


@bp.post("/deals/score")
def deal_score() -> Response:
    """Score one deal for every player."""
    body = parse_body(DealScoreRequest)
    rules = parse_rules(body.variant, body.options)
    out = score_deal_body(rules, body)
    return jsonify(out.model_dump())


@bp.post("/deals/plan")
def deal_plan() -> Response:
    """Who deals, the order, the cards each player gets, the wild rank and the upcard rules."""
    body = parse_body(DealPlanRequest)
    rules = parse_rules(body.variant, body.options)
    try:
        rules.verify_players(len(body.players))
    except RulesError as error:
        raise ApiError(400, error, "players") from None
    for index, name in enumerate(body.players):
        if not name.strip() or name in body.players[:index]:
            raise ApiError(400, Problem("api.names_not_different"), f"players[{index}]")
    if body.dealer is not None and body.dealer not in body.players:
        raise ApiError(400, Problem("api.not_a_player", {"name": body.dealer}), "dealer")
    upcards = {}
    for name, token in body.upcards.items():
        try:
            upcards[name] = Card.from_str(token)
        except NotationError as error:
            raise ApiError(400, error, f"upcards.{name}") from None
    first = body.players.index(body.dealer) if body.dealer is not None else 0
    try:
        plan = plan_deal(
            rules.for_players(len(body.players)), body.players, first, body.number, upcards
        )
    except DealError as error:  # an upcard the packs do not hold
        raise deal_error(error) from None
    except RulesError as error:
        raise facts_error(error) from None
    out = DealPlanOut(
        number=plan.number,
        dealer=plan.dealer,
        order=list(plan.order),
        last=plan.last,
        hand_size=plan.hand_size,
        hands=[
            HandOut(
                name=hand.name,
                cards=hand.cards,
                upcard=str(hand.upcard.upcard) if hand.upcard else None,
                buried=bool(hand.upcard and hand.upcard.buried),
            )
            for hand in plan.hands
        ],
        wild_rank=str(plan.wild_rank) if plan.wild_rank else None,
        wild_card=say_wild_card(plan.wild_card) if plan.wild_card else None,
        contract=str(plan.contract) if plan.contract else None,
        upcard_rule=say_upcard_rule(plan.upcard_rule) if plan.upcard_rule else None,
        upcards=[
            UpcardOut(
                upcard=str(row.upcard), buried=row.buried, face_down=row.face_down, hand=row.hand
            )
            for row in plan.upcards
        ],
    )
    return jsonify(out.model_dump())


@bp.get("/variants")
def variants() -> Response:
    """Every preset with every option's value, and what each option means."""
    out = VariantsOut(
        variants=[
            VariantOut(
                slug=slug,
                name=rules.name,
                description=str(GAMES[slug].description),
                options=rules.options(),
            )
            for slug, rules in PRESETS.items()
        ],
        options={
            name: OptionOut(
                type=JSON_TYPES[spec.kind],
                label=str(OPTION_WORDS[name].label),
                description=str(OPTION_WORDS[name].description),
                source=spec.source,
                nullable=spec.nullable,
                minimum=spec.minimum,
                choices=list(spec.choices),
            )
            for name, spec in OPTIONS.items()
        },
    )
    return jsonify(out.model_dump())


@bp.get("/openapi.json")
def openapi() -> Response:
    """The OpenAPI 3.1 document of this API."""
    return jsonify(openapi_document())


def score_deal_body(rules: Rules, body: DealCards) -> DealScoreOut:
    """Read a deal's cards and ask the engine to score it.

    :raises ApiError: 400 for a bad card, rank or name, or a deal of cards that does not say
        who went out; 422 for a deal the rules refuse.
    """
    verify_went_out(rules, body)
    wild_rank = parse_rank(body.wild_rank, ("wild_rank",))
    verify_wild_rank(rules, wild_rank)
    players = parse_players(body, rules)
    try:
        deal = score_deal(
            rules,
            players,
            body.went_out,
            wild_rank,
            number=body.number if isinstance(body, DealScoreRequest) else None,
            rummy=body.rummy,
            ending=body.ending,
            first_turn=body.first_turn,
            upcard=parse_upcard(body.upcard),
        )
    except DealError as error:
        raise deal_error(error) from None
    except RulesError as error:
        raise facts_error(error) from None
    return DealScoreOut(
        players=[
            PlayerScoreOut(
                name=player.name,
                melded=player.melded,
                hand=player.hand,
                bonus=player.bonus,
                score=player.score,
                typed=player.typed,
                result=result_of(rules, player.typed),
            )
            for player in deal.players
        ]
    )


def result_of(rules: Rules, typed: str | None) -> Literal["win", "draw", "loss"] | None:
    """A player's result as the API shows it, where the game is scored by results (010 Score
    pads, Results: ``result_points``) and what was stored reads as one; else ``None``."""
    result = read_result(typed) if rules.scores_results is not None else None
    return None if result is None else result.value


def verify_went_out(rules: Rules, body: DealCards) -> None:
    """A deal entered as cards says who went out (``null``: nobody, the stock ran out); a
    typed deal (a player's ``score`` given), as every deal of a game whose deals are all typed
    (``scores-only``), may leave it out: nobody is said to have gone out, as the deal form
    takes a typed deal whose "Who went out" is left empty.

    :raises ApiError: 400 ``api.field_required`` naming ``went_out``.
    """
    typed = rules.typed_only or any(player.score is not None for player in body.players)
    if not typed and "went_out" not in body.model_fields_set:
        raise ApiError(400, Problem("api.field_required", {"field": "went_out"}), "went_out")


def parse_players(body: DealCards, rules: Rules) -> list[PlayerDeal]:
    """Each player's cards as the engine's :class:`PlayerDeal`, in the order given; a player's
    ``result`` (a game scored by results, 010 Score pads, Results) is their entry as typed.

    :raises ApiError: 400 naming the first bad card, like ``players[0].melds[1][2]``; 400
        ``api.score_and_result`` at ``players[i].result`` given beside a score; 422
        ``api.result_not_in_game`` there in a game not scored by results.
    """
    players = []
    for i, player in enumerate(body.players):
        if player.result is not None:
            verify_result_asked(rules, player.score, i)
        melds = [
            parse_meld(meld, ("players", i, "melds", m)) for m, meld in enumerate(player.melds)
        ]
        players.append(
            PlayerDeal(
                name=player.name,
                melds=tuple(cards for cards, _ in melds),
                laid_off=parse_cards(player.laid_off, ("players", i, "laid_off")),
                hand=parse_cards(player.hand, ("players", i, "hand")),
                stands_for=tuple(said for _, said in melds),
                typed=player.result or (str(player.score) if player.score is not None else None),
                said=player.said,
                rejoined=player.rejoined,
                counts=SideCounts(**player.counts.model_dump()) if player.counts else None,
            )
        )
    return players


def verify_result_asked(rules: Rules, score: int | str | None, seat: int) -> None:
    """A player's ``result`` is taken where the game is scored by results, in place of a score.

    :raises ApiError: as :func:`parse_players` says.
    """
    field = field_name(("players", seat, "result"))
    if score is not None:
        raise ApiError(400, Problem("api.score_and_result", {"field": field}), field)
    if rules.scores_results is None:
        raise ApiError(422, Problem("api.result_not_in_game", {"field": field}), field)


def deal_error(error: DealError, path: Path | None = None) -> ApiError:
    """The answer to a deal the engine refused: 400 for names that do not fit, 422 for what
    the rules do not allow; ``path`` overrides the error's own."""
    status = 400 if isinstance(error, PlayerNameError) else 422
    return ApiError(status, error, field_name(error.path if path is None else path))


def facts_error(error: RulesError) -> ApiError:
    """The answer to deal facts the rules refuse (a wild rank off the schedule or taken out of
    the packs, rummy where the game has none, a Tonk deal without its ending, nobody out where
    a deal ends only by going out): 400 naming the field."""
    return ApiError(400, error, error.option or "")


def parse_body(model: type[BodyT]) -> BodyT:
    """The request's JSON body, validated by ``model``.

    :raises ApiError: 400 when the body is not a JSON object or does not fit the model.
    """
    data = request.get_json(silent=True)
    if not isinstance(data, dict):
        raise ApiError(400, Problem("api.body_not_object"))
    try:
        return model.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        field = field_name(tuple(first["loc"]))
        status = 422 if first["type"] == "too_long" else 400  # more than a game can hold
        raise ApiError(status, _validation_problem(field, first), field) from None


def parse_rules(variant: str, options: dict[str, Any]) -> Rules:
    """The preset named ``variant`` with ``options`` laid over it.

    :raises ApiError: 400 naming ``variant`` or the option.
    """
    try:
        rules = find_preset(variant)
    except RulesError as error:
        raise ApiError(400, error, "variant") from None
    try:
        return rules.with_options(options)
    except RulesError as error:
        raise ApiError(400, error, field_name(("options", error.option or ""))) from None


def parse_upcard(text: str | None) -> Card | None:
    """The deal's upcard in notation (Oklahoma Gin), or ``None``.

    :raises ApiError: 400 naming ``upcard``.
    """
    if text is None:
        return None
    try:
        return Card.from_str(text)
    except NotationError as error:
        raise ApiError(400, error, "upcard") from None


def parse_rank(text: str | None, path: Path) -> Rank | None:
    """A rank in notation, or ``None``.

    :raises ApiError: 400 naming the field.
    """
    if text is None:
        return None
    try:
        return Rank.parse(text)
    except NotationError as error:
        raise ApiError(400, error, field_name(path)) from None


def verify_wild_rank(rules: Rules, wild_rank: Rank | None) -> None:
    """:raises ApiError: 400 when the game has a wild rank and none is given, or the reverse."""
    try:
        rules.verify_wild_rank(wild_rank)
    except RulesError as error:
        raise ApiError(400, error, "wild_rank") from None


def parse_cards(tokens: Sequence[str], path: Path) -> tuple[Card, ...]:
    """Cards from notation tokens, one token each.

    :raises ApiError: 400 naming the token's place, like ``cards[2]``.
    """
    cards = []
    for index, token in enumerate(tokens):
        try:
            cards.append(Card.from_str(token))
        except NotationError as error:
            raise ApiError(400, error, field_name((*path, index))) from None
    return tuple(cards)


def parse_meld(tokens: Sequence[str], path: Path) -> tuple[tuple[Card, ...], Stated]:
    """A meld's cards from notation tokens, with what its wild cards are stated to stand for
    (``"JK=8C"``, ``"JK=9"``).

    :raises ApiError: 400 naming the token's place, like ``cards[2]``.
    """
    read = []
    for index, token in enumerate(tokens):
        try:
            read.append(read_card(token))
        except NotationError as error:
            raise ApiError(400, error, field_name((*path, index))) from None
    return tuple(card for card, _ in read), tuple(said for _, said in read)


def _validation_problem(field: str, error: Any) -> Problem:
    """A pydantic error as the API's problem; pydantic's own words (``detail``) where the API
    has none."""
    if error["type"] == "missing":
        return Problem("api.field_required", {"field": field})
    if error["type"] == "extra_forbidden":
        return Problem("api.not_a_field", {"field": field})
    if error["type"] == "too_long":
        return Problem("api.too_long", {"field": field, "most": error["ctx"]["max_length"]})
    return Problem("api.field_invalid", {"field": field, "detail": str(error["msg"])})


JSON_TYPES = {
    "int": "integer",
    "bool": "boolean",
    "choice": "string",
    "ranks": "array",
    "wilds": "array",
    "points": "object",
    "rows": "array",
    "patterns": "array",
    "results": "object",
}
"""Each option kind's JSON type."""
