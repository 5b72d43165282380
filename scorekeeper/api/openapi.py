"""The OpenAPI 3.1 document of the JSON API, built from the pydantic models that validate it."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import JsonSchemaMode, models_json_schema

from .schemas import (
    DealScoreOut,
    DealScoreRequest,
    ErrorOut,
    MeldCheckRequest,
    MeldVerdictOut,
    VariantsOut,
)

_MODELS: list[tuple[type[BaseModel], JsonSchemaMode]] = [
    (MeldCheckRequest, "validation"),
    (DealScoreRequest, "validation"),
    (MeldVerdictOut, "serialization"),
    (DealScoreOut, "serialization"),
    (VariantsOut, "serialization"),
    (ErrorOut, "serialization"),
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


def _post(summary: str, body: type[BaseModel], answer: type[BaseModel]) -> dict[str, Any]:
    return {
        "summary": summary,
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": _ref(body)}},
        },
        "responses": {"200": _json(answer, "The answer."), "400": _MALFORMED},
    }


@cache
def openapi_document() -> dict[str, Any]:
    """The whole document, as a JSON-ready dict."""
    _, schemas = models_json_schema(_MODELS, ref_template="#/components/schemas/{model}")
    deal = _post("Score one deal for every player", DealScoreRequest, DealScoreOut)
    deal["responses"]["422"] = _json(
        ErrorOut, "The rules refuse the deal: an illegal meld, or a card entered too often."
    )
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Scorekeeper API",
            "version": "1",
            "description": "Referee and score rummy deals. Cards are notation strings: rank "
            "then suit (10H, AS, 7♦), JK for a joker.",
        },
        "paths": {
            "/api/v1/melds/check": {
                "post": _post("Check a meld or a lay-off", MeldCheckRequest, MeldVerdictOut)
            },
            "/api/v1/deals/score": {"post": deal},
            "/api/v1/variants": {
                "get": {
                    "summary": "The presets and every option's value",
                    "responses": {"200": _json(VariantsOut, "The presets.")},
                }
            },
            "/api/v1/openapi.json": {
                "get": {
                    "summary": "This document",
                    "responses": {"200": {"description": "The OpenAPI document."}},
                }
            },
        },
        "components": {"schemas": schemas["$defs"]},
    }
