"""Every code of the API's own refusals (``words/api.py``) said with real parameters: the
sentence the API answered before its errors carried a code (copied from the old views)."""

from __future__ import annotations

import pytest

from scorekeeper.rules.problems import Problem
from scorekeeper.words import api, say

OFF_SCHEDULE = Problem(
    "wild_rank.off_schedule", {"variant": "rummy-11", "number": 2, "expected": "4", "given": "3"}
)
"""An engine's problem inside the store's: its words are the engine's."""
MOVED = Problem(
    "game.deal_would_not_fit",
    {"number": 3, "moved": 2, "problem": OFF_SCHEDULE},
)

CASES = [
    (Problem("api.body_not_object"), "The request body must be a JSON object."),
    (
        Problem("api.field_required", {"field": "players"}),
        "'players' is missing: this request needs it.",
    ),
    (
        Problem("api.not_a_field", {"field": "colour"}),
        "'colour' is not a field of this request: leave it out, or check its spelling.",
    ),
    (
        Problem("api.too_long", {"field": "players[0].hand", "most": 216}),
        "'players[0].hand' holds more than a game can: it takes at most 216.",
    ),
    (
        Problem(
            "api.field_invalid", {"field": "number", "detail": "Input should be a valid integer"}
        ),
        "'number' does not fit: Input should be a valid integer.",
    ),
    (Problem("api.names_not_different"), "Give each player a different name."),
    (Problem("api.not_a_player", {"name": "Zed"}), "Zed is not one of the players."),
    (Problem("api.not_in_game", {"name": "Zed"}), "Zed is not a player of this game."),
    (
        Problem("api.not_dealt_in", {"name": "Ann"}),
        "Ann is not dealt into this deal: they joined later or had left.",
    ),
    (
        Problem("api.not_in_game_or_twice", {"name": "Ann"}),
        "Ann is not a player of this game, or is named twice.",
    ),
    (
        Problem("api.deal_not_deletable", {"number": 2, "problem": MOVED}),
        "Deal 2 cannot be deleted. Deal 3 would become deal 2, which it does not fit. In Rummy 11 "
        "the wild rank of deal 2 is 4, not 3.",
    ),
    (
        Problem("api.idempotency_key_length", {"most": 200}),
        "An Idempotency-Key has 1 to 200 characters.",
    ),
    (
        Problem("api.deal_number_out_of_range", {"number": 0, "most": 1000}),
        "A game has no deal 0: deals are numbered 1 to 1000.",
    ),
    (Problem("api.no_seat", {"seat": 7}), "This game has no seat 7."),
    (
        Problem("api.score_and_result", {"field": "players[1].result"}),
        "This player has a result ('players[1].result') and a score: give one of them, not both.",
    ),
    (
        Problem("api.result_not_in_game", {"field": "players[0].result"}),
        "This game is not scored by results: leave out 'players[0].result' and give the player's "
        "score.",
    ),
    (
        Problem("api.phone_token", {"header": "Seat-Phone"}),
        "'Seat-Phone' is not a phone's token: 16 to 64 letters, digits, - or _.",
    ),
    (Problem("api.table_name_length", {"most": 60}), "A table's name has 1 to 60 letters."),
    (
        Problem("api.table_name_refused", {"problem": Problem("name.not_text")}),
        "The table's name has a character that is not text (a control character): type it again.",
    ),
    (Problem("api.no_table"), "There is no table with this id."),
    (
        Problem("api.sheet_scores_by_name"),
        "The sheet's scores name each player of the game once.",
    ),
    (Problem("api.page_not_whole_number"), "The page is a whole number from 1."),
    (Problem("api.no_event"), "There is no event with this id."),
    (Problem("api.event_name_length", {"most": 60}), "An event's name has 1 to 60 letters."),
    (
        Problem("api.event_name_refused", {"problem": Problem("name.nothing_visible")}),
        "The event's name has nothing visible in it.",
    ),
    (
        Problem("api.event_key_not_sent"),
        "Send the event's edit key as 'Authorization: Bearer <edit_key>'.",
    ),
    (Problem("api.event_wrong_key"), "This key is not this event's edit key."),
    (
        Problem("api.series_not_next", {"number": 3, "next": 2}),
        "Series 3 is not the next to draw: the next is series 2.",
    ),
]


@pytest.mark.parametrize(("problem", "sentence"), CASES, ids=lambda case: getattr(case, "code", ""))
def test_each_code_says_what_the_api_said_before(problem: Problem, sentence: str) -> None:
    assert say(problem) == sentence


def test_every_code_of_the_api_is_said_here() -> None:
    assert {problem.code for problem, _ in CASES} == set(api.WORDS)
