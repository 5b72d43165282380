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


def test_a_seat_changing_its_typed_score_after_done_stores_only_what_it_handed_in(
    client: FlaskClient, games: GameActions
) -> None:
    """Ann hands in 40, then goes back to type 45: a save of the sheet that showed her 40 from
    her seat is refused while she changes it, unless the scorekeeper saves her 40 as handed in;
    a sheet that shows her 45 as if handed in is refused; a retry of the save stores nothing
    twice."""
    games.start(["Ann", "Bob"], variant="scores-only")
    keys = keys_of(games)
    open_seat(client, f"/s/{keys['seat_key']}/1")  # the phone takes Ann's seat
    handed = put_draft(client, keys, 1, 1, {"score": "40", "handed_in": True}).get_json()
    assert handed["status"] == "handed_in"
    changing = put_draft(client, keys, 1, 1, {"score": "45"}).get_json()
    assert changing["status"] == "entering"
    origin = f"seat:1:{handed['revision']}"
    url = f"/api/v1/games/{keys['view_id']}/deals"
    auth = {"Authorization": f"Bearer {keys['edit_key']}"}

    def deal(ann: str, **sheet: object) -> dict[str, object]:
        players = [{"name": "Ann", "score": ann}, {"name": "Bob", "score": "10"}]
        shown = {"players": [{"name": "Ann", "score": origin}], **sheet}
        return {"players": players, "went_out": None, "sheet": shown}

    refused = client.post(url, json=deal("40"), headers=auth)
    assert (refused.status_code, refused.get_json()["code"]) == (409, "sheet.changing")
    refused = client.post(url, json=deal("45", leave_out=["Ann"]), headers=auth)
    assert (refused.status_code, refused.get_json()["code"]) == (409, "sheet.handed_in_again")
    game = f"/api/v1/games/{keys['view_id']}"
    assert client.get(game).get_json()["deals"] == []

    once = {**auth, "Idempotency-Key": "ann-40"}
    saved = client.post(url, json=deal("40", leave_out=["Ann"]), headers=once)
    assert saved.status_code == 201, saved.get_json()
    again = client.post(url, json=deal("40", leave_out=["Ann"]), headers=once)  # a retry
    assert again.get_json() == saved.get_json()
    stored = client.get(game).get_json()
    assert [player["total"] for player in stored["players"]] == [40, 10]
    assert len(stored["deals"]) == 1


def test_a_typed_deal_sent_without_went_out_shows_no_ending_on_its_sheet(
    client: FlaskClient, games: GameActions
) -> None:
    """A typed deal sent through the API without went_out says nobody went out, as the deal
    form does (issue 49, item 8), and its sheet shows no ending as the form's does: Ann's
    handed-in score, the sheet's went_out taken from her seat, is stored (a sheet saying the
    stock ran out, which her seat never said, was refused)."""
    games.start(["Ann", "Bob"], variant="scores-only")
    keys = keys_of(games)
    open_seat(client, f"/s/{keys['seat_key']}/1")  # the phone takes Ann's seat
    handed = put_draft(client, keys, 1, 1, {"score": "40", "handed_in": True}).get_json()
    origin = f"seat:1:{handed['revision']}"
    players = [{"name": "Ann", "score": "40"}, {"name": "Bob", "score": "10"}]
    sheet = {"players": [{"name": "Ann", "score": origin}], "went_out": origin}
    saved = client.post(
        f"/api/v1/games/{keys['view_id']}/deals",
        json={"players": players, "sheet": sheet},
        headers={"Authorization": f"Bearer {keys['edit_key']}"},
    )
    assert saved.status_code == 201, saved.get_json()
    assert (saved.get_json()["went_out"], saved.get_json()["scores"]) == (
        None,
        {"Ann": 40, "Bob": 10},
    )
