"""JSON API v1 for seat drafts: what each player hands in from their own phone.

Drafts are never deals: nothing in them is scored until the scorekeeper saves the deal.

- ``GET /games/<id>/deals/<n>/drafts`` with the edit key: every seat's draft of deal ``n`` and
  the engine's cross-checks; its ``ETag`` changes with any draft (``If-None-Match``: 304).
- ``PUT /games/<id>/deals/<n>/drafts/<seat>`` with the seat key: a seat's whole draft; with the
  phone's token as ``Seat-Phone`` (the seat page sends it), which claims a free seat for that
  phone (a claim counted per phone and per address: 429 past the limit,
  ``scorekeeper.web.seat_claim_limit``); a seat another phone holds is refused (409).
- ``PUT /games/<id>/deals/<n>/wild-rank`` with the edit key: the wild rank the seats see.

A draft may be written only for the deal being played (else 409).
"""

from __future__ import annotations

from collections.abc import Sequence

from flask import Response, jsonify, request

from ..rules.problems import Problem
from ..scorebook.changes.deals import MAX_DEALS
from ..scorebook.changes.links import game_by_key
from ..scorebook.scores.scoresheet import game_rules
from ..scorebook.seats.draft_board import DraftBoard, SeatState, draft_board
from ..scorebook.seats.drafts import (
    REFUSED_NOW,
    DraftError,
    SeatEntry,
    drafts_of,
    drafts_tag,
    keepers_drafts_tag,
    save_draft,
    save_wild_rank,
)
from ..scorebook.seats.kept_drafts import Mark, open_marks
from ..scorebook.seats.seat_claims import PHONE_PATTERN, SeatTaken, take_seat
from ..web import held_polls
from ..web.etags import in_words, names_etag, unchanged
from ..web.seat_claim_limit import new_claim
from ..words import say
from ..words.languages import gettext
from .blueprint import bp
from .draft_schemas import (
    DraftsOut,
    DraftWrite,
    HandedInOut,
    MarkOut,
    ProblemOut,
    SeatDraftOut,
    WildRankWrite,
)
from .views import ApiError, bearer, parse_body, parse_rank, verify_wild_rank

PHONE_HEADER = "Seat-Phone"
"""The request header that carries the phone's token
(``scorekeeper.scorebook.seats.seat_claims``)."""


@bp.get("/games/<view_id>/deals/<int:number>/drafts")
def drafts_read(view_id: str, number: int) -> Response:
    """Every seat's draft of deal ``number`` (edit key needed), cross-checked. Unchanged
    (``If-None-Match``), a 304 from one query."""
    if request.if_none_match and 1 <= number <= MAX_DEALS:
        tag = keepers_drafts_tag(view_id, number, bearer())
        if tag is not None and names_etag(request.if_none_match, in_words(tag)):
            return unchanged(in_words(tag))
    game = game_by_key("view_id", view_id, proof="edit_key", sent=bearer(), numbers=False)
    if not 1 <= number <= MAX_DEALS:
        params = {"number": number, "most": MAX_DEALS}
        raise ApiError(404, Problem("api.deal_number_out_of_range", params))
    drafts = drafts_of(game, number)
    marks = open_marks(game)
    tag = in_words(drafts_tag(number, drafts, game.version, len(marks)))
    if names_etag(request.if_none_match, tag):
        return unchanged(tag)
    response = jsonify(drafts_out(draft_board(game, number, drafts), marks).model_dump())
    response.set_etag(tag)
    response.cache_control.no_cache = True
    return response


@bp.put("/games/<view_id>/deals/<int:number>/drafts/<int:seat>")
def draft_write(view_id: str, number: int, seat: int) -> Response:
    """Write seat ``seat``'s (from 1) draft of deal ``number`` (the seat key needed, and the
    phone's token as ``Seat-Phone`` for a seat a phone holds)."""
    game = game_by_key("view_id", view_id, proof="seat_key", sent=bearer(), numbers=False)
    if not 1 <= seat <= len(game.players):
        raise ApiError(404, Problem("api.no_seat", {"seat": seat}))
    body = parse_body(DraftWrite)
    phone = request.headers.get(PHONE_HEADER)
    if phone is not None and not PHONE_PATTERN.fullmatch(phone):
        raise ApiError(400, Problem("api.phone_token", {"header": PHONE_HEADER}))
    try:
        claiming = new_claim(game, phone) if phone is not None else None
        take_seat(game, seat - 1, phone, claiming=claiming)
    except SeatTaken as taken:
        raise ApiError(409, taken, "seat") from None
    name = game.players[seat - 1].name  # read before the write expires the game
    try:
        entry = SeatEntry.read(
            body.melds,
            body.laid_off,
            body.hand,
            body.went_out,
            body.stock_out,
            body.ending,
            body.score,
            body.said,
        )
        written = save_draft(game, number, seat - 1, entry, body.handed_in)
    except DraftError as error:
        raise _draft_refused(error) from None
    state = SeatState(seat - 1, name, written.status, entry, written.revision)
    return jsonify(seat_out(state).model_dump())


@bp.put("/games/<view_id>/deals/<int:number>/wild-rank")
def wild_rank_write(view_id: str, number: int) -> Response:
    """Tell the seats the wild rank chosen for deal ``number`` (edit key needed)."""
    game = game_by_key("view_id", view_id, proof="edit_key", sent=bearer(), numbers=False)
    body = parse_body(WildRankWrite)
    wild_rank = parse_rank(body.wild_rank, ("wild_rank",))
    if wild_rank is not None:
        verify_wild_rank(game_rules(game), wild_rank)
    seat_key = game.seat_key  # read before the write expires the game
    try:
        save_wild_rank(game, number, wild_rank)
    except DraftError as error:
        raise _draft_refused(error) from None
    held_polls.poke(seat_key)  # the seats' questions held in this process hear it now
    return jsonify(wild_rank=str(wild_rank) if wild_rank is not None else None)


def _draft_refused(error: DraftError) -> ApiError:
    """409 for a draft the table's state refuses (``REFUSED_NOW``), 400 for one that does not
    read."""
    return ApiError(409 if error.problem.code in REFUSED_NOW else 400, error, error.field)


def drafts_out(board: DraftBoard, marks: Sequence[Mark]) -> DraftsOut:
    """The drafts as the API shows them, with the game's open ``marks``."""
    return DraftsOut(
        number=board.number,
        wild_rank=board.wild_rank,
        seats=[seat_out(state) for state in board.seats],
        marks=[
            MarkOut(
                number=mark.number,
                name=mark.name,
                message=" ".join(
                    (
                        gettext("Deal %(number)d:", number=mark.number),
                        gettext("%(name)s says this is not what they handed in.", name=mark.name),
                    )
                ),
            )
            for mark in marks
        ],
        problems=[
            ProblemOut(
                kind=checked.kind,
                code=checked.problem.code,
                message=say(checked.problem),
                names=list(checked.names),
            )
            for checked in board.problems
        ],
    )


def seat_out(state: SeatState) -> SeatDraftOut:
    """One seat's draft as the API shows it."""
    return SeatDraftOut(
        seat=state.seat + 1,
        name=state.name,
        status=state.status,
        **state.entry.fields(),
        revision=state.revision,
        handed_in_version=(
            HandedInOut(**state.handed_in.fields(), revision=state.handed_in_revision)
            if state.handed_in is not None
            else None
        ),
    )
