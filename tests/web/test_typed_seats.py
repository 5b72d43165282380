"""A seat types its own score in place of its cards (issue 39, item 1): on its page without
script, and through the drafts API; a score that is no sum, or one beside cards, is refused by
its field, nothing kept. No rule is cited: a typed score is not counted."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, field_note, squeeze
from tests.web.seated_games import open_seat, put_draft, read_drafts


def keys_of(games: GameActions) -> dict[str, str]:
    game = games.game()
    return {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": game.seat_key}


def test_a_seat_page_sends_a_typed_score_and_leaves_its_cards_out(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"])
    keys = keys_of(games)
    page = open_seat(client, f"/s/{keys['seat_key']}/1")
    assert "Type my score instead of my cards" in squeeze(page.text)
    sent = {"number": "1", "typed": "y", "score": " 25+40-10 ", "hand": "7H", "done": "1"}
    assert client.post(f"/s/{keys['seat_key']}/1", data=sent).status_code == 302
    ann = read_drafts(client, keys, 1).get_json()["seats"][0]
    assert (ann["score"], ann["hand"], ann["status"]) == ("25+40-10", [], "handed_in")
    # Unticked, the cards are the seat's and the score is left out.
    sent = {"number": "1", "score": "99", "hand": "7H", "done": "1"}
    assert client.post(f"/s/{keys['seat_key']}/1", data=sent).status_code == 302
    ann = read_drafts(client, keys, 1).get_json()["seats"][0]
    assert (ann["score"], ann["hand"]) == (None, ["7H"])


def test_a_score_that_is_no_sum_is_refused_by_its_field(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"], variant="scores-only")
    keys = keys_of(games)
    sent = {"number": "1", "score": "twenty", "done": "1"}
    refused = client.post(f"/s/{keys['seat_key']}/1", data=sent)
    assert refused.status_code == 422
    assert "twenty" in field_note(refused, "score")
    assert read_drafts(client, keys, 1).get_json()["seats"][0]["revision"] == 0


def test_the_api_refuses_a_typed_score_beside_cards(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"])
    keys = keys_of(games)
    open_seat(client, f"/s/{keys['seat_key']}/1")  # the phone takes the seat
    answer = put_draft(client, keys, 1, 1, {"score": "25", "hand": ["7H"]})
    assert answer.status_code == 400  # a draft that does not read, as a word that is no card
    assert answer.get_json()["code"] == "draft.typed_with_cards"
    answer = put_draft(client, keys, 1, 1, {"score": "25"})
    assert answer.status_code == 200
    assert answer.get_json()["score"] == "25"
