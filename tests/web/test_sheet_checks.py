"""Save stores the sheet the scorekeeper saw, and only what each seat handed in (issue 36): a
seat that goes back to changing its cards after Done keeps its handed-in version, which is what
is stored; a deal whose sheet no longer holds is not stored, through the deal form and the API.

5000 Rummy, fives wild (the dealer's upcard: 000 pagat 5000 Rummy); Ann goes out with three
kings, Bob melds 7H 8H 9H and keeps 2C QS (000 pagat 5000 Rummy, Scoring: the player who goes
out also scores the cards left in the others' hands: Ann 30 + 5 + 10 = 45, Bob 15, Cy 0).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.models import Game
from scorekeeper.scorebook.changes.deals import find_deal
from tests.web.game_pages import Cards, GameActions, page_text, totals
from tests.web.seated_games import Seated, open_seat, put_draft, read_drafts, seated_game


@pytest.fixture
def seated(games: GameActions) -> Seated:
    return seated_game(games)


BOB = {"melds": [["7H", "8H", "9H"]], "hand": ["2C", "QS"], "handed_in": True}
BOB_CHANGING = {"melds": [["7H", "8H", "9H"]], "hand": ["2C"]}


def bob_hands_in_then_changes(client: FlaskClient, keys: dict[str, str]) -> int:
    """Bob hands in deal 2, then taps "Undo last" on his phone: the revision he handed in."""
    handed = put_draft(client, keys, 2, 2, BOB).get_json()
    assert handed["status"] == "handed_in"
    assert put_draft(client, keys, 2, 2, BOB_CHANGING).get_json()["status"] == "entering"
    return int(handed["revision"])


def api_deal(keys: dict[str, str], sheet: dict[str, Any] | None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "wild_rank": "5",
        "players": [
            {"name": "Ann", "melds": [["KS", "KH", "KD"]]},
            {"name": "Bob", "melds": [["7H", "8H", "9H"]], "hand": ["2C", "QS"]},
            {"name": "Cy"},
        ],
        "went_out": "Ann",
    }
    if sheet is not None:
        body["sheet"] = sheet
    return body


def test_a_seat_changing_its_cards_keeps_its_handed_in_version_for_the_scorekeeper(
    client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    revision = bob_hands_in_then_changes(client, keys)
    bob = read_drafts(client, keys, 2).get_json()["seats"][1]
    assert (bob["status"], bob["hand"]) == ("entering", ["2C"])
    handed = bob["handed_in_version"]
    assert (handed["hand"], handed["revision"]) == (["2C", "QS"], revision)


def test_the_api_stores_nothing_while_a_seat_changes_its_cards_unless_told_to_leave_it_out(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    revision = bob_hands_in_then_changes(client, keys)
    origin = f"seat:2:{revision}"
    sheet = {"players": [{"name": "Bob", "melds": [origin], "hand": origin}]}
    url = f"/api/v1/games/{keys['view_id']}/deals"
    auth = {"Authorization": f"Bearer {keys['edit_key']}"}

    refused = client.post(url, json=api_deal(keys, sheet), headers=auth)
    assert refused.status_code == 409
    assert refused.get_json()["code"] == "sheet.changing"
    assert "Bob is changing their cards" in refused.get_json()["error"]
    assert games.deal_count() == 1

    wrong_scores = {**sheet, "leave_out": ["Bob"], "scores": {"Ann": 1, "Bob": 2, "Cy": 3}}
    refused = client.post(url, json=api_deal(keys, wrong_scores), headers=auth)
    assert (refused.status_code, refused.get_json()["code"]) == (409, "sheet.scores_differ")
    assert games.deal_count() == 1

    saved = client.post(url, json=api_deal(keys, {**sheet, "leave_out": ["Bob"]}), headers=auth)
    assert saved.status_code == 201, saved.get_json()
    with app.app_context():
        deal = find_deal(Game.query.filter_by(view_id=keys["view_id"]).one(), 2)
        kept = {draft.seat: draft for draft in deal.kept_drafts}
        assert kept[1].fields["hand"] == ["2C", "QS"] and kept[1].handed_in  # what he handed in
        assert kept[1].changed_fields == {
            **BOB_CHANGING,
            "laid_off": [],
            "went_out": False,
            "stock_out": False,
        }
    # Bob's page says what was stored and what his phone had that is not in it.
    page = page_text(open_seat(client, f"/s/{keys['seat_key']}/2"))
    assert "Deal 2 as stored" in page
    assert "the change you were making after Done is not in it" in page
    changed = page.split("On this phone you had:")[1]
    assert "In hand 2♣" in changed and "Q♠" not in changed.split("If that is")[0]


def test_the_api_refuses_a_sheet_with_cards_a_seat_never_handed_in(
    client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    revision = bob_hands_in_then_changes(client, keys)
    origin = f"seat:2:{revision}"
    sheet = {"players": [{"name": "Bob", "melds": [origin], "hand": origin}], "leave_out": ["Bob"]}
    body = api_deal(keys, sheet)
    body["players"][1]["hand"] = ["2C"]  # his change in progress, as if handed in
    refused = client.post(
        f"/api/v1/games/{keys['view_id']}/deals",
        json=body,
        headers={"Authorization": f"Bearer {keys['edit_key']}"},
    )
    assert (refused.status_code, refused.get_json()["code"]) == (409, "sheet.handed_in_again")
    assert games.deal_count() == 1


def test_the_deal_form_stores_nothing_when_the_scores_shown_are_not_the_deals(
    client: FlaskClient, seated: Seated
) -> None:
    """The sheet by Save showed Ann 0: the deal scores otherwise, so it is drawn again with its
    scores and a word at Save."""
    games, keys = seated
    form = games.deal_form(
        [Cards(melds=["KS KH KD"]), Cards(melds=["7H 8H 9H"], hand="2C QS"), Cards()],
        went_out=0,
        wild_rank="5",
    )
    form["sheet"] = json.dumps({"fields": {}, "leave_out": [], "scores": [0, 0, 0]})
    refused = client.post(f"{games.edit_url}/deals/new", data=form)
    assert refused.status_code == 422
    assert "The scores changed as you tapped Save: check them and save again." in page_text(refused)
    assert games.deal_count() == 1
    form["sheet"] = json.dumps({"fields": {}, "leave_out": [], "scores": [45, 15, 0]})
    assert client.post(f"{games.edit_url}/deals/new", data=form).status_code == 302
    assert games.deal_count() == 2


def test_a_refused_save_says_why_by_save_with_the_way_to_the_field(
    client: FlaskClient, games: GameActions
) -> None:
    """Nobody chosen as having gone out: the form is refused, and the sheet by Save (where the
    scorekeeper looks as they tap) says so, linking the field that says it too."""
    games.start()
    form = games.deal_form([Cards(melds=["KS KH KD"]), Cards(hand="9D"), Cards()], None, "5")
    del form["went_out"]
    refused = client.post(f"{games.edit_url}/deals/new", data=form)
    assert refused.status_code == 422
    page = refused.get_data(as_text=True)
    sheet = page.split('id="save-sheet"')[1]
    reason = "Say who went out, or that the stock ran out."
    assert f"Not saved: {reason} (Who went out)" in page_text_of(sheet)
    target = sheet.split('class="form-error" role="alert"><a href="#')[1].split('"')[0]
    assert f'id="{target}"' in page.split('id="save-sheet"')[0]
    assert games.deal_count() == 0


def page_text_of(markup: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", markup).split())


def test_a_fix_stores_nothing_when_the_scores_shown_are_not_the_deals(
    client: FlaskClient, seated: Seated
) -> None:
    """Deal 1 fixed with Bob's hand 9D: a sheet that showed other scores stores nothing; one
    that showed the deal's scores (as the page sent back shows them) stores the fix."""
    games, _ = seated
    url = f"{games.edit_url}/deals/1/edit"
    form = games.deal_form(
        [Cards(melds=["KS KH KD"]), Cards(hand="9D"), Cards(hand="QC 2H")], 0, wild_rank="K"
    )
    before = totals(client.get(games.edit_url))
    form["sheet"] = json.dumps({"fields": {}, "leave_out": [], "scores": [1, 2, 3]})
    refused = client.post(url, data=form)
    assert refused.status_code == 422
    assert "The scores changed as you tapped Save" in page_text(refused)
    assert totals(client.get(games.edit_url)) == before
    shown = re.search(r'data-scores="([^"]*)"', refused.get_data(as_text=True))
    assert shown is not None
    scores = [int(score) for score in shown.group(1).split()]
    form["sheet"] = json.dumps({"fields": {}, "leave_out": [], "scores": scores})
    assert client.post(url, data=form).status_code == 302
    assert totals(client.get(games.edit_url)) != before
