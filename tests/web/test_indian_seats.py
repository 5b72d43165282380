"""Indian Rummy seats say a drop or a wrong show (issue 38: "Drops and a wrong show are said
beyond the cards", every way in): on the seat page, through the drafts API, into the
scorekeeper's form, checked at Save against what the seat handed in, and shown with the deal as
stored.

006 Indian Rummy (docs/rule-sources.md), Drops and Wrong show: a first drop costs 20, a middle
drop 40 (Pool 101), a wrong show 80, whatever the cards; the numbers of the hands are worked
out by hand in tests/rules/test_indian_rummy.py (Ann's show scores 0, H37 counts 37). A drop is
all the seat hands in: no cards, no score, and not also "I showed".
"""

from __future__ import annotations

import json
import re

from flask.testing import FlaskClient
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules.deal import SAYINGS, Said
from scorekeeper.scorebook.seats.drafts import DraftError, SeatEntry
from tests.web.game_pages import (
    HTMX,
    Cards,
    GameActions,
    field_note,
    page_text,
    squeeze,
    totals,
)
from tests.web.seated_games import open_seat, put_draft, read_drafts

SHOW = Cards(("AH 2H 3H 4H", "6S JK 8S", "9C 9D 9H", "KC KD KS"))
H37 = Cards(hand="2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH")


def keys_of(games: GameActions) -> dict[str, str]:
    game = games.game()
    return {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": game.seat_key}


def test_a_seat_page_says_a_drop_and_hands_in_nothing_else(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob", "Cy"], variant="indian-rummy")
    keys = keys_of(games)
    words = squeeze(open_seat(client, f"/s/{keys['seat_key']}/3").text)
    assert (
        "Did you drop, or show wrongly? No I dropped before drawing (first drop) I dropped later "
        "(middle drop) I showed wrongly (wrong show)"
    ) in words
    # Cards typed before the drop was said are hidden then, and left out.
    sent = {"number": "1", "said": "middle_drop", "hand": "7H 8H", "done": "1"}
    assert client.post(f"/s/{keys['seat_key']}/3", data=sent).status_code == 302
    cy = read_drafts(client, keys, 1).get_json()["seats"][2]
    assert (cy["said"], cy["hand"], cy["went_out"], cy["status"]) == (
        "middle_drop",
        [],
        False,
        "handed_in",
    )
    assert cy["handed_in_version"]["said"] == "middle_drop"
    # The page drawn again (a reload) keeps the drop said.
    page = open_seat(client, f"/s/{keys['seat_key']}/3").text
    checked = re.findall(r'<input checked [^>]*name="said"[^>]*value="([^"]*)"', page)
    assert checked == ["middle_drop"]


def test_a_seat_that_drops_cannot_also_say_it_showed(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"], variant="indian-rummy")
    keys = keys_of(games)
    client.post(f"/s/{keys['seat_key']}/2", data={"number": "1", "said": "first_drop"})
    sent = {"number": "1", "said": "wrong_show", "went_out": "y", "done": "1"}
    refused = client.post(f"/s/{keys['seat_key']}/2", data=sent)
    assert refused.status_code == 422
    assert field_note(refused, "said") == (
        "⚠ Either you showed and won the deal, or you dropped or showed wrongly: not both."
    )
    bob = read_drafts(client, keys, 1).get_json()["seats"][1]
    assert (bob["said"], bob["went_out"], bob["status"]) == ("first_drop", False, "entering")


def test_other_games_ask_no_drop(client: FlaskClient, games: GameActions) -> None:
    """Nor does an Indian Rummy seat say the stock ran out: every deal has a winner (006)."""
    games.start(["Ann", "Bob"], variant="indian-rummy")
    words = squeeze(open_seat(client, f"/s/{games.game().seat_key}/1").text)
    assert "I showed (and won the deal)" in words and "The stock ran out" not in words
    for variant in ("rummy", "gin-rummy", "tonk"):
        games.start(["Ann", "Bob"], variant=variant)
        words = squeeze(open_seat(client, f"/s/{games.game().seat_key}/1").text)
        assert "Did you drop" not in words and "first drop" not in words
        assert "The stock ran out (nobody went out)" in words


def test_the_api_takes_a_drop_alone_and_refuses_it_in_words_elsewhere(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"], variant="indian-rummy")
    keys = keys_of(games)
    open_seat(client, f"/s/{keys['seat_key']}/2")  # the phone takes the seat
    refusals = [
        ({"said": "first_drop", "hand": ["7H"]}, "draft.said_with_cards"),
        ({"said": "first_drop", "score": "20"}, "draft.said_with_cards"),
        ({"said": "wrong_show", "went_out": True}, "draft.said_and_went_out"),
    ]
    for body, code in refusals:
        answer = put_draft(client, keys, 1, 2, body)
        assert answer.status_code == 400, body
        assert (answer.get_json()["code"], answer.get_json()["field"]) == (code, "said")
    assert put_draft(client, keys, 1, 2, {"said": "last_drop"}).status_code == 400
    assert read_drafts(client, keys, 1).get_json()["seats"][1]["revision"] == 0
    answer = put_draft(client, keys, 1, 2, {"said": "wrong_show", "handed_in": True})
    assert answer.status_code == 200
    assert (answer.get_json()["said"], answer.get_json()["status"]) == ("wrong_show", "handed_in")

    games.start(["Ann", "Bob"], variant="gin-rummy")
    keys = keys_of(games)
    open_seat(client, f"/s/{keys['seat_key']}/2")
    refused = put_draft(client, keys, 1, 2, {"said": "first_drop"})
    assert refused.status_code == 400
    assert (refused.get_json()["code"], refused.get_json()["field"]) == (
        "indian.said_not_in_game",
        "said",
    )
    assert refused.get_json()["error"] == (
        "Gin Rummy has no drops, wrong shows or rejoins: those are Indian Rummy's."
    )


def test_save_stores_the_drop_the_seat_handed_in_and_nothing_else(
    client: FlaskClient, games: GameActions
) -> None:
    """Cy's phone hands in a first drop (20); Ann shows (0), Bob counts 37. The keeper's sheet
    saying a middle drop for Cy as the keeper's own is refused (Cy's phone says otherwise);
    the sheet with Cy's drop from the seat stores 0, 37, 20."""
    games.start(["Ann", "Bob", "Cy"], variant="indian-rummy")
    keys = keys_of(games)
    open_seat(client, f"/s/{keys['seat_key']}/3")
    handed = put_draft(client, keys, 1, 3, {"said": "first_drop", "handed_in": True}).get_json()
    origin = f"seat:3:{handed['revision']}"
    url = f"{games.edit_url}/deals/new"

    def sent(said: str, fields: dict[str, str], scores: list[int]) -> dict[str, str]:
        form = games.deal_form([SHOW, H37, Cards()], 0, wild_rank="5")
        form["players-2-said"] = said
        form["sheet"] = json.dumps({"fields": fields, "leave_out": [], "scores": scores})
        return form

    refused = client.post(url, data=sent("middle_drop", {"players-2-said": "keeper"}, [0, 37, 40]))
    assert refused.status_code == 422
    assert "Cy's phone says something else: choose which to keep" in page_text(refused)
    assert games.deal_count() == 0
    # Nothing said on the sheet beside Cy's drop handed in: refused as well.
    refused = client.post(url, data=sent("", {}, [0, 37, 0]))
    assert refused.status_code == 422
    assert games.deal_count() == 0

    saved = client.post(url, data=sent("first_drop", {"players-2-said": origin}, [0, 37, 20]))
    assert saved.status_code == 302, page_text(saved)
    assert totals(client.get(games.edit_url)) == ["0", "37", "20"]
    # The deal as stored says Cy's drop, on the deal's page and on Cy's seat page.
    deal = page_text(client.get(f"/g/{keys['view_id']}/deals/1", headers=HTMX))
    assert "Cy What Cy said Dropped before drawing (first drop)" in deal
    assert "Ann showed." in deal and "went out" not in deal  # 006: the winner shows
    assert "Bob What Bob said" not in deal
    seat = page_text(open_seat(client, f"/s/{keys['seat_key']}/3"))
    assert "Deal 1 as stored" in seat
    assert "Ann showed." in seat
    assert "What Cy said Dropped before drawing (first drop) This deal: 20" in seat


def test_the_api_sheet_checks_the_drop_handed_in(client: FlaskClient, games: GameActions) -> None:
    """The same deal through the API: the sheet names where Cy's drop came from."""
    games.start(["Ann", "Bob", "Cy"], variant="indian-rummy")
    keys = keys_of(games)
    open_seat(client, f"/s/{keys['seat_key']}/3")
    handed = put_draft(client, keys, 1, 3, {"said": "first_drop", "handed_in": True}).get_json()
    origin = f"seat:3:{handed['revision']}"
    auth = {"Authorization": f"Bearer {keys['edit_key']}"}

    def body(said: str, sheet_said: str) -> dict[str, object]:
        return {
            "wild_rank": "5",
            "players": [
                {"name": "Ann", "melds": [meld.split() for meld in SHOW.melds]},
                {"name": "Bob", "hand": H37.hand.split()},
                {"name": "Cy", "said": said},
            ],
            "went_out": "Ann",
            "sheet": {"players": [{"name": "Cy", "said": sheet_said}]},
        }

    url = f"/api/v1/games/{keys['view_id']}/deals"
    refused = client.post(url, json=body("middle_drop", "keeper"), headers=auth)
    assert (refused.status_code, refused.get_json()["code"]) == (409, "sheet.phone_differs")
    assert games.deal_count() == 0
    saved = client.post(url, json=body("first_drop", origin), headers=auth)
    assert saved.status_code == 201, saved.get_json()
    assert saved.get_json()["scores"] == {"Ann": 0, "Bob": 37, "Cy": 20}


def test_the_openapi_document_describes_a_seats_drop(client: FlaskClient) -> None:
    schemas = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    said = schemas["DraftWrite"]["properties"]["said"]
    assert "Indian Rummy: this player dropped" in json.dumps(said)
    assert "first_drop" in json.dumps(said) and "wrong_show" in json.dumps(said)
    assert "said" in schemas["SeatDraftOut"]["properties"]


@given(
    said=st.sampled_from((None, *SAYINGS)),
    hand=st.sampled_from(("", "7H", "2C 3C 4C")),
    score=st.sampled_from((None, "", "20")),
    went_out=st.booleans(),
)
def test_a_drop_is_a_whole_hand_in_kept_as_said(
    said: Said | None, hand: str, score: str | None, went_out: bool
) -> None:
    """A draft that says a drop or a wrong show holds nothing else (no cards, no score, no
    going out), else it is refused by its said; one that reads is stored and read back as
    said."""
    typed = bool(score and score.strip())
    try:
        entry = SeatEntry.read([], "", hand, went_out, score=score, said=said)
    except DraftError as error:
        if hand and typed:
            assert error.problem.code == "draft.typed_with_cards"
        else:
            assert said is not None
            expected = "draft.said_and_went_out" if went_out else "draft.said_with_cards"
            assert (error.problem.code, error.field) == (expected, "said")
        return
    assert not (hand and typed)
    assert said is None or not (hand or typed or went_out)
    assert entry.said == said
    assert SeatEntry.stored(entry.fields()) == entry
