"""The words for the JSON API's own refusals (``scorekeeper/api/``, area ``api``): a request
body that does not fit, a name, number or header the request gets wrong."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.problems import Param, Problem

from .area import Area


def _deal_not_deletable(params: Mapping[str, Param]) -> str:
    from . import say  # the package imports this module first

    inner = params["problem"]
    reason = say(inner) if isinstance(inner, Problem) else str(inner)
    return f"Deal {params['number']} cannot be deleted. {_stopped(reason)}"


def _stopped(text: str) -> str:
    """A sentence ended with a full stop, whether or not it had one."""
    return text if text.endswith(".") else f"{text}."


def _inner(params: Mapping[str, Param]) -> str:
    from . import say  # the package imports this module first

    inner = params["problem"]
    return say(inner) if isinstance(inner, Problem) else str(inner)


WORDS: Area = {
    "api.body_not_object": lambda _: "The request body must be a JSON object.",
    "api.field_required": lambda p: f"'{p['field']}' is missing: this request needs it.",
    "api.not_a_field": lambda p: (
        f"'{p['field']}' is not a field of this request: leave it out, or check its spelling."
    ),
    "api.too_long": lambda p: (
        f"'{p['field']}' holds more than a game can: it takes at most {p['most']}."
    ),
    "api.field_invalid": lambda p: f"'{p['field']}' does not fit: {_stopped(str(p['detail']))}",
    "api.names_not_different": lambda _: "Give each player a different name.",
    "api.not_a_player": lambda p: f"{p['name']} is not one of the players.",
    "api.not_in_game": lambda p: f"{p['name']} is not a player of this game.",
    "api.not_dealt_in": lambda p: (
        f"{p['name']} is not dealt into this deal: they joined later or had left."
    ),
    "api.not_in_game_or_twice": lambda p: (
        f"{p['name']} is not a player of this game, or is named twice."
    ),
    "api.sheet_scores_by_name": lambda _: "The sheet's scores name each player of the game once.",
    "api.deal_not_deletable": _deal_not_deletable,
    "api.idempotency_key_length": lambda p: f"An Idempotency-Key has 1 to {p['most']} characters.",
    "api.deal_number_out_of_range": lambda p: (
        f"A game has no deal {p['number']}: deals are numbered 1 to {p['most']}."
    ),
    "api.no_seat": lambda p: f"This game has no seat {p['seat']}.",
    "api.phone_token": lambda p: (
        f"'{p['header']}' is not a phone's token: 16 to 64 letters, digits, - or _."
    ),
    "api.table_name_length": lambda p: f"A table's name has 1 to {p['most']} letters.",
    "api.table_name_refused": lambda p: f"The table's name {_inner(p)}.",
    "api.no_table": lambda _: "There is no table with this id.",
    "api.no_event": lambda _: "There is no event with this id.",
    "api.event_name_length": lambda p: f"An event's name has 1 to {p['most']} letters.",
    "api.event_name_refused": lambda p: f"The event's name {_inner(p)}.",
    "api.event_key_not_sent": lambda _: (
        "Send the event's edit key as 'Authorization: Bearer <edit_key>'."
    ),
    "api.event_wrong_key": lambda _: "This key is not this event's edit key.",
    "api.series_not_next": lambda p: (
        f"Series {p['number']} is not the next to draw: the next is series {p['next']}."
    ),
    "api.page_not_whole_number": lambda _: "The page is a whole number from 1.",
    "api.score_and_result": lambda p: (
        f"This player has a result ('{p['field']}') and a score: give one of them, not both."
    ),
    "api.result_not_in_game": lambda p: (
        f"This game is not scored by results: leave out '{p['field']}' and give the player's score."
    ),
}
