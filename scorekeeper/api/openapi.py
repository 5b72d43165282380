"""The OpenAPI 3.1 document of the JSON API, built from the pydantic models that validate it."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import JsonSchemaMode, models_json_schema

from .draft_schemas import DraftsOut, DraftWrite, SeatDraftOut, WildRankWrite
from .event_schemas import (
    EventCreatedOut,
    EventCreateRequest,
    EventOut,
    SeriesDrawRequest,
    SeriesOut,
)
from .schemas import (
    DealCards,
    DealOut,
    DealPlanOut,
    DealPlanRequest,
    DealScoreOut,
    DealScoreRequest,
    DiscardCheckRequest,
    DiscardVerdictOut,
    ErrorOut,
    GameCreatedOut,
    GameCreateRequest,
    GameOut,
    MeldCheckRequest,
    MeldVerdictOut,
    PlayerJoinRequest,
    PlayerOut,
    TableCreatedOut,
    TableCreateRequest,
    TableOut,
    VariantsOut,
)

_MODELS: list[tuple[type[BaseModel], JsonSchemaMode]] = [
    (MeldCheckRequest, "validation"),
    (DealScoreRequest, "validation"),
    (DealPlanRequest, "validation"),
    (DiscardCheckRequest, "validation"),
    (GameCreateRequest, "validation"),
    (TableCreateRequest, "validation"),
    (DealCards, "validation"),
    (PlayerJoinRequest, "validation"),
    (PlayerOut, "serialization"),
    (MeldVerdictOut, "serialization"),
    (DealScoreOut, "serialization"),
    (DealPlanOut, "serialization"),
    (DiscardVerdictOut, "serialization"),
    (VariantsOut, "serialization"),
    (GameCreatedOut, "serialization"),
    (GameOut, "serialization"),
    (TableCreatedOut, "serialization"),
    (TableOut, "serialization"),
    (DealOut, "serialization"),
    (ErrorOut, "serialization"),
    (DraftWrite, "validation"),
    (WildRankWrite, "validation"),
    (DraftsOut, "serialization"),
    (SeatDraftOut, "serialization"),
    (EventCreateRequest, "validation"),
    (SeriesDrawRequest, "validation"),
    (EventCreatedOut, "serialization"),
    (EventOut, "serialization"),
    (SeriesOut, "serialization"),
]


def _ref(model: type[BaseModel]) -> dict[str, Any]:
    return {"$ref": f"#/components/schemas/{model.__name__}"}


def _json(model: type[BaseModel], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": _ref(model)}}}


_MALFORMED = _json(
    ErrorOut,
    "Malformed input: not JSON, a missing or mistyped field, an unknown card, variant or "
    "option, or a bad wild_rank.",
)


_REFUSED = _json(
    ErrorOut,
    "The rules refuse the deal: an illegal meld, a card entered too often, more cards than a "
    "hand holds (Tonk), or someone gone out with no cards entered; or a list holds more than a "
    "game can.",
)
_TOO_MUCH = _json(ErrorOut, "A list holds more than a game can: players, melds or cards.")
_TOO_LARGE = _json(ErrorOut, "The body is larger than 64 KB.")
_NOT_FOUND = _json(ErrorOut, "There is no such game or deal.")
_TOO_MANY = _json(
    ErrorOut, "Too many wrong game ids or keys from this address lately: wait, then try again."
)
_TOO_MANY_NEW = _json(
    ErrorOut,
    "Too many new games and tables from this address lately (CREATION_LIMIT): wait the "
    "seconds Retry-After says, then try again.",
)
_GAME_ID = {"name": "view_id", "in": "path", "required": True, "schema": {"type": "string"}}
_TABLE_ID = {"name": "view_id", "in": "path", "required": True, "schema": {"type": "string"}}
_EVENT_ID = {"name": "view_id", "in": "path", "required": True, "schema": {"type": "string"}}
_PAGE = {
    "name": "page",
    "in": "query",
    "required": False,
    "description": "Which page of the table's games, from 1 (the newest); 50 games a page.",
    "schema": {"type": "integer", "minimum": 1},
}
_NUMBER = {"name": "number", "in": "path", "required": True, "schema": {"type": "integer"}}
_IF_MATCH = {
    "name": "If-Match",
    "in": "header",
    "required": False,
    "description": 'The game\'s version as last read (its ETag, like "4", or "4:gzip" as a '
    "compressed answer sends it): the change is made only if nobody else changed the game "
    "since, else the answer is 409.",
    "schema": {"type": "string"},
}
_IDEMPOTENCY_KEY = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": False,
    "description": "Any text of 1 to 200 characters, new for each deal of the game: a request "
    "sent again with the same key (a retry) stores no second deal and answers the first one's "
    "deal, even if that deal was deleted since.",
    "schema": {"type": "string", "minLength": 1, "maxLength": 200},
}
_STALE = _json(ErrorOut, "Someone else changed the game since the version named by If-Match.")
_ETAG = {"ETag": {"description": "The game's version, for If-Match.", "schema": {"type": "string"}}}
_EDIT = {
    "security": [{"editKey": []}],
    "401": _json(ErrorOut, "No edit key was sent."),
    "403": _json(ErrorOut, "The key sent is not this game's edit key."),
}


def _post(
    summary: str, body: type[BaseModel], answer: type[BaseModel], status: str = "200"
) -> dict[str, Any]:
    return {
        "summary": summary,
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": _ref(body)}},
        },
        "responses": {
            status: _json(answer, "The answer."),
            "400": _MALFORMED,
            "413": _TOO_LARGE,
            "422": _TOO_MUCH,
        },
    }


def _created(summary: str, body: type[BaseModel], answer: type[BaseModel]) -> dict[str, Any]:
    operation = _post(summary, body, answer, "201")
    operation["responses"]["429"] = _TOO_MANY_NEW
    return operation


def _deal_change(summary: str, status: str, parameters: list[dict[str, Any]]) -> dict[str, Any]:
    operation = _post(summary, DealCards, DealOut, status)
    operation["parameters"] = [*parameters, _IF_MATCH]
    operation["security"] = _EDIT["security"]
    operation["responses"][status]["headers"] = _ETAG
    operation["responses"].update(
        {
            "401": _EDIT["401"],
            "403": _EDIT["403"],
            "404": _NOT_FOUND,
            "429": _TOO_MANY,
            "409": _STALE,
            "422": _REFUSED,
        }
    )
    return operation


_TOO_MANY_SEATS = _json(
    ErrorOut,
    "Too many wrong game ids or keys from this address lately, or (code "
    "'limit.too_many_seats') too many seats of the game claimed by this phone or address "
    "within an hour (the game's players and two more): wait the seconds Retry-After says.",
)
_SEAT = {"name": "seat", "in": "path", "required": True, "schema": {"type": "integer"}}
_NOT_PLAYED = _json(ErrorOut, "The deal is not the one being played (already saved, or later).")
_PHONE = {
    "name": "Seat-Phone",
    "in": "header",
    "required": False,
    "description": "the phone's token (16 to 64 letters, digits, - or _): claims a free seat "
    "for that phone (counted: 429 past the limit); a seat a phone holds is written only with "
    "its token",
    "schema": {"type": "string"},
}


def _player_join() -> dict[str, Any]:
    """A player joining a game between deals (``api.players``)."""
    operation = _post("A player joins the game", PlayerJoinRequest, PlayerOut, "201")
    operation["parameters"] = [_GAME_ID]
    operation["security"] = _EDIT["security"]
    operation["responses"].update(
        {
            "200": _json(PlayerOut, "The same player, added already (the request sent twice)."),
            "401": _EDIT["401"],
            "403": _EDIT["403"],
            "404": _NOT_FOUND,
            "409": _json(ErrorOut, "The game takes no one more, or is over."),
            "429": _TOO_MANY,
        }
    )
    return operation


def _player_leave() -> dict[str, Any]:
    """A player leaving a game between deals (``api.players``)."""
    return {
        "summary": "A player leaves the table",
        "parameters": [_GAME_ID, _SEAT],
        "security": _EDIT["security"],
        "responses": {
            "200": _json(PlayerOut, "The player, who left (or had left already)."),
            "401": _EDIT["401"],
            "403": _EDIT["403"],
            "404": _json(ErrorOut, "There is no such game or seat."),
            "409": _json(ErrorOut, "The player cannot leave: too few would stay, or teams."),
            "429": _TOO_MANY,
        },
    }


def _draft_paths() -> dict[str, Any]:
    """The seat drafts: read with the edit key, written by each seat with the seat key."""
    read = {
        "summary": "Every seat's draft of the deal being played, with the engine's cross-checks",
        "parameters": [_GAME_ID, _NUMBER],
        "security": _EDIT["security"],
        "responses": {
            "200": {**_json(DraftsOut, "The drafts."), "headers": _ETAG},
            "304": {"description": "Unchanged since the ETag sent as If-None-Match."},
            "401": _EDIT["401"],
            "403": _EDIT["403"],
            "404": _NOT_FOUND,
            "429": _TOO_MANY,
        },
    }
    write = _post("Write one seat's whole draft (never a deal)", DraftWrite, SeatDraftOut)
    write["parameters"] = [_GAME_ID, _NUMBER, _SEAT, _PHONE]
    write["security"] = [{"seatKey": []}]
    write["responses"].update(
        {
            "401": _json(ErrorOut, "No seat key was sent."),
            "403": _json(ErrorOut, "The key sent is not this game's seat key."),
            "404": _NOT_FOUND,
            "409": _json(
                ErrorOut,
                "The deal is not the one being played, or (field 'seat') another phone "
                "holds the seat.",
            ),
            "429": _TOO_MANY_SEATS,
        }
    )
    wild = _post("Tell the seats the deal's wild rank", WildRankWrite, WildRankWrite)
    wild["parameters"] = [_GAME_ID, _NUMBER]
    wild["security"] = _EDIT["security"]
    wild["responses"].update(
        {"401": _EDIT["401"], "403": _EDIT["403"], "404": _NOT_FOUND, "409": _NOT_PLAYED}
    )
    return {
        "/api/v1/games/{view_id}/deals/{number}/drafts": {"get": read},
        "/api/v1/games/{view_id}/deals/{number}/drafts/{seat}": {"put": write},
        "/api/v1/games/{view_id}/deals/{number}/wild-rank": {"put": wild},
    }


def _event_paths() -> dict[str, Any]:
    """Club evenings and tournaments: created, read by the view id, their series drawn with the
    event's edit key (``api.events``)."""
    create = _created("Start an event with its entrants", EventCreateRequest, EventCreatedOut)
    create["responses"]["422"] = _json(
        ErrorOut,
        "The event is refused (code event.*, or an entrant's name: game.player_*), with "
        "`field` the line (entrants[3]); a ranking rule's number (ranking.places[1]); tables "
        "the game is not played at (api.tables_not_for_game).",
    )
    no_event = _json(ErrorOut, "There is no such event (api.no_event).")
    draw = _post("Draw the event's next series", SeriesDrawRequest, SeriesOut, "201")
    draw["parameters"] = [_EVENT_ID]
    draw["security"] = [{"eventKey": []}]
    draw["responses"].update(
        {
            "200": _json(SeriesOut, "The series named by `number`, drawn already: nothing new."),
            "401": _json(ErrorOut, "No edit key was sent (api.event_key_not_sent)."),
            "403": _json(ErrorOut, "The key sent is not this event's (api.event_wrong_key)."),
            "404": no_event,
            "409": _json(
                ErrorOut,
                "Every series is drawn (event.all_series_drawn), another request drew it "
                "first (event.series_drawn_meanwhile), or `number` is past the next "
                "(api.series_not_next).",
            ),
            "422": _json(ErrorOut, "A table the game or the seating refuses (field series)."),
            "429": _TOO_MANY,
        }
    )
    return {
        "/api/v1/events": {"post": create},
        "/api/v1/events/{view_id}": {
            "get": {
                "summary": "An event: its entrants, its series' tables with each seat's total "
                "and ranking points, and the standings (single, by series, by day, by pair)",
                "parameters": [_EVENT_ID],
                "responses": {
                    "200": _json(EventOut, "The event."),
                    "404": no_event,
                    "429": _TOO_MANY,
                },
            }
        },
        "/api/v1/events/{view_id}/series": {"post": draw},
    }


@cache
def openapi_document() -> dict[str, Any]:
    """The whole document, as a JSON-ready dict."""
    _, schemas = models_json_schema(_MODELS, ref_template="#/components/schemas/{model}")
    deal = _post("Score one deal for every player", DealScoreRequest, DealScoreOut)
    deal["responses"]["422"] = _REFUSED
    discard = _post(
        "May a player go out with this discard?", DiscardCheckRequest, DiscardVerdictOut
    )
    discard["responses"]["422"] = _json(
        ErrorOut, "A meld on the table is not legal, or a list holds more than a game can."
    )
    plan = _post(
        "Plan a deal: who deals, the order, the cards, the wild rank, the upcards",
        DealPlanRequest,
        DealPlanOut,
    )
    plan["responses"]["422"] = _json(
        ErrorOut, "An upcard the packs do not hold, or hold fewer times than the upcards show."
    )
    new_deal = _deal_change("Add the game's next deal", "201", [_GAME_ID, _IDEMPOTENCY_KEY])
    new_deal["responses"]["409"] = _json(
        ErrorOut, "The game is over, or someone else changed it since If-Match."
    )
    delete = {
        "summary": "Remove a deal; later deals move up one place",
        "parameters": [_GAME_ID, _NUMBER, _IF_MATCH],
        "security": _EDIT["security"],
        "responses": {
            "204": {"description": "Removed.", "headers": _ETAG},
            "401": _EDIT["401"],
            "403": _EDIT["403"],
            "404": _NOT_FOUND,
            "429": _TOO_MANY,
            "409": _json(
                ErrorOut,
                "Someone else changed the game since If-Match, or a later deal would not fit "
                "its new number (Rummy 11's wild rank, Contract Rummy's contract).",
            ),
        },
    }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Scorekeeper API",
            "version": "1",
            "description": "Referee and score rummy deals. Cards are notation strings: rank "
            "then suit (10H, AS, 7♦), JK for a joker. Every error answers with an English "
            "`error`, a stable `code` and the `field` it concerns; the sentences are English "
            "whatever Accept-Language says, or in the language a `Page-Language` header names "
            "(de, es, fr, pl), as the app's own pages send it.",
        },
        "paths": {
            "/api/v1/melds/check": {
                "post": _post("Check a meld or a lay-off", MeldCheckRequest, MeldVerdictOut)
            },
            "/api/v1/discards/check": {"post": discard},
            "/api/v1/deals/score": {"post": deal},
            "/api/v1/deals/plan": {"post": plan},
            "/api/v1/variants": {
                "get": {
                    "summary": "The presets and every option's value",
                    "responses": {"200": _json(VariantsOut, "The presets.")},
                }
            },
            "/api/v1/games": {"post": _created("Start a game", GameCreateRequest, GameCreatedOut)},
            "/api/v1/games/{view_id}": {
                "get": {
                    "summary": "A game's players, totals, deals and standings",
                    "parameters": [_GAME_ID],
                    "responses": {
                        "200": {**_json(GameOut, "The game."), "headers": _ETAG},
                        "404": _NOT_FOUND,
                        "429": _TOO_MANY,
                    },
                }
            },
            "/api/v1/games/{view_id}/deals": {"post": new_deal},
            "/api/v1/tables": {
                "post": _created("Start a table", TableCreateRequest, TableCreatedOut)
            },
            "/api/v1/tables/{view_id}": {
                "get": {
                    "summary": "A table: a page of its games, newest first, every player's "
                    "record, the head-to-head and each game's records",
                    "parameters": [_TABLE_ID, _PAGE],
                    "responses": {
                        "200": _json(TableOut, "The table."),
                        "400": _json(ErrorOut, "The page is not a whole number from 1."),
                        "404": _json(ErrorOut, "There is no such table."),
                        "429": _TOO_MANY,
                    },
                }
            },
            "/api/v1/games/{view_id}/players": {"post": _player_join()},
            "/api/v1/games/{view_id}/players/{seat}/leave": {"post": _player_leave()},
            "/api/v1/games/{view_id}/deals/{number}": {
                "put": _deal_change("Replace a deal", "200", [_GAME_ID, _NUMBER]),
                "delete": delete,
            },
            **_draft_paths(),
            **_event_paths(),
            "/api/v1/openapi.json": {
                "get": {
                    "summary": "This document",
                    "responses": {"200": {"description": "The OpenAPI document."}},
                }
            },
        },
        "components": {
            "schemas": schemas["$defs"],
            "securitySchemes": {
                "editKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "the game's edit key, as answered when it was created",
                },
                "eventKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "the event's edit key, as answered when it was created",
                },
                "seatKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "the game's seat key, the last part of its seat link "
                    "(/s/<seat_key>), with which players hand in their own cards",
                },
            },
        },
    }
