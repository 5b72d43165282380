"""Seat links and seat drafts (issue 11): each player hands in their own cards from their own
phone as a draft; only the scorekeeper's save makes a deal. Every route is checked for what a
seat link may and may not do, as the edit link's are in test_access.py."""

from __future__ import annotations

import json
import re
import secrets

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import SeatDraft
from scorekeeper.rules import PRESETS, Rank
from scorekeeper.scorebook.seats.drafts import SeatEntry
from tests.web.game_pages import Cards, GameActions, all_rows, page_text, totals
from tests.web.seated_games import (
    DRAFT,
    FIRST_DEAL,
    Seated,
    open_seat,
    put_draft,
    read_drafts,
    seated_game,
)


@pytest.fixture
def seated(games: GameActions) -> Seated:
    """A 5000 Rummy game of Ann, Bob and Cy with one deal saved; its keys."""
    return seated_game(games)


def drafts_in_database(app: Flask) -> list[tuple[int, int, dict]]:
    with app.app_context():
        rows = db.session.execute(db.select(SeatDraft).order_by(SeatDraft.seat)).scalars()
        return [(row.number, row.seat, row.fields) for row in rows]


def test_the_scorekeepers_page_shows_the_seat_link_and_its_qr_code(
    client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    page = client.get(games.edit_url).text
    assert f"/s/{keys['seat_key']}" in page
    assert "QR code of the seat link" in page
    view = client.get(f"/g/{keys['view_id']}").text
    assert keys["seat_key"] not in view and keys["edit_key"] not in view


def test_who_are_you_lists_the_players_and_the_phone_remembers_its_seat(
    client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    link = f"/s/{keys['seat_key']}"
    page = client.get(link)
    assert page.status_code == 200
    assert "Who are you?" in page_text(page)
    claims = [f"{link}/1/claim", f"{link}/2/claim", f"{link}/3/claim"]
    assert re.findall(r'action="(/s/[^"]+/\d/claim)"', page.text) == claims  # each name a button
    seat = open_seat(client, f"{link}/2")
    assert "Bob: deal 2" in page_text(seat)
    again = client.get(link)
    assert again.status_code == 302 and again.headers["Location"] == f"{link}/2"
    change = client.get(f"{link}?change=1")
    assert change.status_code == 200 and "Who are you?" in page_text(change)


def test_a_seat_writes_its_draft_and_the_scorekeeper_reads_it_without_a_deal_stored(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    before = client.get(games.edit_url)
    response = put_draft(client, keys, 2, 2)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["status"] == "entering"
    board = read_drafts(client, keys, 2)
    assert board.status_code == 200
    bob = board.get_json()["seats"][1]
    assert (bob["name"], bob["melds"], bob["laid_off"], bob["hand"]) == (
        "Bob",
        [["7H", "8H", "9H"]],
        ["10H"],
        ["2C", "QS"],
    )
    assert [seat["status"] for seat in board.get_json()["seats"]] == [
        "waiting",
        "entering",
        "waiting",
    ]
    unchanged = read_drafts(client, keys, 2, **{"If-None-Match": board.headers["ETag"]})
    assert unchanged.status_code == 304
    assert games.deal_count() == 1
    after = client.get(games.edit_url)
    assert totals(after) == totals(before)
    # The draft's cards as JSON strings (a random key may hold the letters QS).
    export = json.dumps(client.get(f"{games.edit_url}/export").get_json())
    assert '"QS"' not in export and '"10H"' not in export
    sheet = json.dumps(client.get(f"/g/{keys['view_id']}/scoresheet.json").get_json())
    assert '"QS"' not in sheet


def test_done_hands_the_draft_in_and_it_stays_changeable(
    client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    done = put_draft(client, keys, 2, 1, {**DRAFT, "went_out": True, "hand": [], "handed_in": True})
    assert done.get_json()["status"] == "handed_in"
    changed = put_draft(client, keys, 2, 1, {**DRAFT, "hand": []})
    assert changed.get_json()["status"] == "entering"
    assert read_drafts(client, keys, 2).get_json()["seats"][0]["melds"] == [["7H", "8H", "9H"]]


def test_the_same_draft_sent_twice_is_stored_once(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    first = put_draft(client, keys, 2, 3).get_json()["revision"]
    second = put_draft(client, keys, 2, 3).get_json()["revision"]
    assert first == second == 1
    assert len(drafts_in_database(app)) == 1


def test_saving_the_deal_clears_its_drafts_and_moves_the_seats_on(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    put_draft(client, keys, 2, 2)
    live = client.get(f"/s/{keys['seat_key']}/2/live")
    assert live.get_json()["number"] == 2
    deal = [Cards(melds=["7H 8H 9H"]), Cards(hand="2C"), Cards(hand="QS")]
    assert games.enter_deal(deal, 0, wild_rank="K").status_code == 302
    assert drafts_in_database(app) == []
    moved = client.get(
        f"/s/{keys['seat_key']}/2/live", headers={"If-None-Match": live.headers["ETag"]}
    )
    assert moved.status_code == 200 and moved.get_json()["number"] == 3
    late = put_draft(client, keys, 2, 2)
    assert late.status_code == 409
    assert "Deal 2 is already saved" in late.get_json()["error"]
    assert drafts_in_database(app) == []


def test_a_draft_for_a_later_deal_is_refused(client: FlaskClient, seated: Seated) -> None:
    _, keys = seated
    response = put_draft(client, keys, 5, 1)
    assert response.status_code == 409
    assert "not being played" in response.get_json()["error"]


def test_drafts_of_a_deal_no_game_can_have_are_not_found(
    client: FlaskClient, seated: Seated
) -> None:
    """Past any deal a game may hold (and past what PostgreSQL's integers hold: found by
    Schemathesis), the answer is 404 in words, not a 500."""
    _, keys = seated
    for number in (0, 1001, 2**31):
        answer = read_drafts(client, keys, number)
        assert answer.status_code == 404
        assert f"no deal {number}" in answer.get_json()["error"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"hand": ["ZZ"]}, "hand"),
        ({"melds": [["7H"], ["1X"]]}, "melds[1]"),
        ({"hand": "7H"}, "hand"),
        ({"went_out": "yes"}, "went_out"),
        ({"trump": []}, "trump"),
    ],
)
def test_a_draft_that_does_not_read_is_refused_by_field(
    app: Flask, client: FlaskClient, seated: Seated, body, field
) -> None:
    _, keys = seated
    response = put_draft(client, keys, 2, 1, body)
    assert response.status_code == 400
    assert response.get_json()["field"] == field
    assert drafts_in_database(app) == []


def test_cross_checks_name_both_players(client: FlaskClient, seated: Seated) -> None:
    _, keys = seated
    put_draft(client, keys, 2, 1, {"melds": [["7H", "8H", "9H"]], "went_out": True, "hand": ["2C"]})
    put_draft(client, keys, 2, 2, {"hand": ["7H"], "went_out": True})
    problems = [
        problem["message"] for problem in read_drafts(client, keys, 2).get_json()["problems"]
    ]
    assert problems == [
        "The 7 of hearts is entered by Ann and Bob, but the packs hold only one.",
        "Ann went out, so Ann has no cards left in hand.",
        "Bob went out, so Bob has no cards left in hand.",
        "Ann and Bob each say they went out: only one player goes out.",
    ]


def test_the_wild_rank_chosen_by_the_scorekeeper_reaches_the_seats(
    client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    url = f"/api/v1/games/{keys['view_id']}/deals/2/wild-rank"
    bad = client.put(
        url, json={"wild_rank": "X"}, headers={"Authorization": f"Bearer {keys['edit_key']}"}
    )
    assert bad.status_code == 400
    as_seat = client.put(
        url, json={"wild_rank": "7"}, headers={"Authorization": f"Bearer {keys['seat_key']}"}
    )
    assert as_seat.status_code == 403
    ok = client.put(
        url, json={"wild_rank": "7"}, headers={"Authorization": f"Bearer {keys['edit_key']}"}
    )
    assert ok.status_code == 200
    assert client.get(f"/s/{keys['seat_key']}/1/live").get_json()["wild_rank"] == "7"
    assert "Wild rank: 7" in page_text(open_seat(client, f"/s/{keys['seat_key']}/1"))
    verdict = client.get(f"/g/{keys['view_id']}/meld?field=melds-0&melds-0=5H+6H+7S&wild_rank=7")
    assert "Run" in page_text(verdict)


def test_the_seat_page_works_without_scripts(client: FlaskClient, seated: Seated) -> None:
    _, keys = seated
    seat = f"/s/{keys['seat_key']}/3"
    more = client.post(seat, data={"number": "2", "melds-0": "AS AH AD", "add_meld": "1"})
    assert more.status_code == 200 and 'id="melds-1"' in more.text
    bad = client.post(seat, data={"number": "2", "melds-0": "AS AH AD", "hand": "ZZ", "save": "1"})
    assert bad.status_code == 422 and "is not a card" in page_text(bad)
    done = client.post(seat, data={"number": "2", "melds-0": "AS AH AD", "hand": "4C", "done": "1"})
    assert done.status_code == 302
    cy = read_drafts(client, {**keys}, 2).get_json()["seats"][2]
    assert (cy["melds"], cy["hand"], cy["status"]) == ([["AS", "AH", "AD"]], ["4C"], "handed_in")
    stale = client.post(seat, data={"number": "1", "hand": "4C", "save": "1"})
    assert stale.status_code == 409 and "Deal 1 is already saved" in page_text(stale)


def test_the_seat_link_follows_the_game_into_its_rematch(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(target=100)
    assert games.enter_deal(FIRST_DEAL, 0, wild_rank="K").status_code == 302
    old = games.game()
    response = client.post(f"{games.edit_url}/rematch")
    games.edit_url = response.headers["Location"]
    rematch = games.game()
    assert rematch.seat_key == old.seat_key and rematch.view_id != old.view_id
    page = open_seat(client, f"/s/{old.seat_key}/1")
    assert "Ann: deal 1" in page_text(page) and rematch.view_id in page.text


def test_the_scorekeeper_switches_the_seat_link_off_on_and_changes_it(
    client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    off = client.post(f"{games.edit_url}/seat-link", data={"seat_link": "off"})
    assert off.status_code == 302
    assert client.get(f"/s/{keys['seat_key']}").status_code == 404
    assert put_draft(client, keys, 2, 1).status_code == 403
    assert "The seat link is off" in page_text(client.get(games.edit_url))
    client.post(f"{games.edit_url}/seat-link", data={"seat_link": "on"})
    new_key = games.game().seat_key
    assert new_key and new_key != keys["seat_key"]
    assert client.get(f"/s/{new_key}").status_code == 200
    assert open_seat(client, f"/s/{keys['seat_key']}/1").status_code == 404


SEAT_KEY_IN_EDIT_ROUTES = [
    "/e/{key}/rematch",
    "/e/{key}/rotate",
    "/e/{key}/deals/new",
    "/e/{key}/deals/1/edit",
    "/e/{key}/deals/1/delete",
    "/e/{key}/deals/1/preview",
    "/e/{key}/changes/1/restore",
    "/e/{key}/seat-link",
]


@pytest.mark.parametrize("route", SEAT_KEY_IN_EDIT_ROUTES)
def test_a_seat_key_cannot_save_or_change_anything_through_a_form(
    app: Flask, client: FlaskClient, seated: Seated, route
) -> None:
    games, keys = seated
    data = {**games.deal_form(FIRST_DEAL, 1, wild_rank="K"), "seat_link": "on"}
    before = all_rows(app)
    assert client.post(route.format(key=keys["seat_key"]), data=data).status_code == 404
    assert client.get(route.format(key=keys["seat_key"])).status_code in (404, 405)
    assert all_rows(app) == before


@pytest.mark.parametrize(
    ("method", "route"),
    [
        ("POST", "/api/v1/games/{id}/deals"),
        ("PUT", "/api/v1/games/{id}/deals/1"),
        ("DELETE", "/api/v1/games/{id}/deals/1"),
        ("GET", "/api/v1/games/{id}/deals/2/drafts"),
        ("PUT", "/api/v1/games/{id}/deals/2/wild-rank"),
    ],
)
def test_a_seat_key_cannot_save_change_or_read_drafts_through_the_api(
    app: Flask, client: FlaskClient, seated: Seated, method, route
) -> None:
    _, keys = seated
    body = {"wild_rank": "K", "players": [{"name": "Ann", "hand": ["2C"]}], "went_out": None}
    before = all_rows(app)
    response = client.open(
        route.format(id=keys["view_id"]),
        method=method,
        json=body,
        headers={"Authorization": f"Bearer {keys['seat_key']}"},
    )
    assert response.status_code == 403
    assert all_rows(app) == before


@pytest.mark.parametrize("key", ["edit key", "view id", "random key", "none"])
def test_only_the_seat_key_writes_a_draft(
    app: Flask, client: FlaskClient, seated: Seated, key
) -> None:
    _, keys = seated
    sent = {
        "edit key": keys["edit_key"],
        "view id": keys["view_id"],
        "random key": secrets.token_urlsafe(24),
        "none": "",
    }[key]
    response = put_draft(client, keys, 2, 1, key=sent)
    assert response.status_code == (401 if key == "none" else 403)
    assert drafts_in_database(app) == []


@pytest.mark.parametrize("path", ["/s/{key}", "/s/{key}/1", "/s/{key}/1/live"])
@pytest.mark.parametrize("key", ["edit key", "view id", "random key"])
def test_seat_pages_open_with_the_seat_key_only(
    client: FlaskClient, seated: Seated, path, key
) -> None:
    _, keys = seated
    wrong = {"edit key": keys["edit_key"], "view id": keys["view_id"], "random key": "x" * 32}[key]
    assert client.get(path.format(key=wrong)).status_code == 404
    assert client.post(path.format(key=wrong), data={"number": "2", "hand": "2C"}).status_code in (
        404,
        405,
    )
    assert client.get(path.format(key=keys["seat_key"])).status_code in (200, 302)


def test_a_seat_number_outside_the_table_is_not_found(client: FlaskClient, seated: Seated) -> None:
    _, keys = seated
    assert open_seat(client, f"/s/{keys['seat_key']}/4").status_code == 404
    assert open_seat(client, f"/s/{keys['seat_key']}/0").status_code == 404
    assert put_draft(client, keys, 2, 4).status_code == 404


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_game_has_a_seat_page_and_its_drafts_reach_the_deal_form(
    client: FlaskClient, games: GameActions, variant: str
) -> None:
    """In Tonk a seat enters only its hand (004 Tonk: a knock is settled by the hands)."""
    rules = PRESETS[variant]
    seats = 2 * rules.teams if rules.teams else min(max(3, rules.players_min), rules.players_max)
    games.start(("Ann", "Bob", "Cy", "Dan", "Eve")[:seats], variant=variant)
    game = games.game()
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": game.seat_key}
    page = open_seat(client, f"/s/{game.seat_key}/2")
    assert page.status_code == 200
    stakes = rules.scoring == "stakes"
    assert ('id="melds-0"' in page.text) is not stakes
    assert 'id="hand"' in page.text
    body = {"hand": ["2C", "9D"]} if stakes else DRAFT
    assert put_draft(client, keys, 1, 2, body).status_code == 200
    assert read_drafts(client, keys, 1).get_json()["seats"][1]["hand"] == body["hand"]
    form = client.get(f"{games.edit_url}/deals/new")
    assert form.status_code == 200 and 'id="seat-drafts"' in form.text


@pytest.mark.parametrize(
    ("variant", "drafts", "kind", "words"),
    [
        # 004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard
        # pile (do not shuffle) to form a new stock and continue play".
        (
            "rummy",
            [{"hand": ["2C"], "handed_in": True}, {"hand": ["KD"], "handed_in": True}],
            "nobody_went_out",
            "in Rummy a deal ends only when a player goes out",
        ),
        # 004 Tonk: "Deal each player five cards".
        (
            "tonk",
            [{"hand": ["2C", "3C", "4C", "5C", "6C", "7C"]}, {"hand": ["KD"]}],
            "too_many_cards",
            "Ann has 6 cards entered, melded, laid off and in hand: Tonk deals 5",
        ),
        # 004 Rummy: "With two players, ten cards each".
        (
            "rummy",
            [{"hand": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC".split()}, {"hand": ["KD"]}],
            "too_many_cards",
            "Rummy deals 10 and each turn draws one card and discards one, so Ann has at most 10",
        ),
    ],
)
def test_seat_drafts_the_rules_refuse_are_named_before_the_save(
    client: FlaskClient, games: GameActions, variant: str, drafts: list, kind: str, words: str
) -> None:
    """Issue 20: what the seats hand in is cross-checked by the engine with the limits a deal
    is saved by, so the scorekeeper sees the problem with the drafts, and the deal form (where
    the engine refuses it) is not the first to say."""
    games.start(("Ann", "Bob"), variant=variant)
    game = games.game()
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": game.seat_key}
    for seat, body in enumerate(drafts, start=1):
        assert put_draft(client, keys, 1, seat, body).status_code == 200
    (problem,) = read_drafts(client, keys, 1).get_json()["problems"]
    assert problem["kind"] == kind
    assert words in problem["message"]
    assert "004" in problem["message"]


# A seat is one phone's (issue 24): the test clients below are phones, each with its own cookies.

TAKEN = "{}'s seat is taken by another phone; ask the scorekeeper to free it."
OTHER = {"melds": [], "laid_off": [], "hand": ["5S"]}


def test_a_phone_that_chose_a_seat_is_the_only_one_that_writes_it(
    app: Flask, seated: Seated
) -> None:
    _, keys = seated
    link = f"/s/{keys['seat_key']}"
    ann, bob, script = app.test_client(), app.test_client(), app.test_client()
    assert open_seat(ann, f"{link}/1").status_code == 200
    assert put_draft(ann, keys, 2, 1).status_code == 200
    refused = open_seat(bob, f"{link}/1")
    assert refused.status_code == 409
    assert TAKEN.format("Ann") in page_text(refused) and "Who are you?" in page_text(refused)
    assert bob.get(link).status_code == 200  # not sent back to Ann's seat
    assert open_seat(bob, f"{link}/2").status_code == 200
    written = put_draft(bob, keys, 2, 1, OTHER)
    assert written.status_code == 409
    assert written.get_json() == {
        "error": TAKEN.format("Ann"),
        "code": "seat.taken",
        "field": "seat",
    }
    posted = bob.post(f"{link}/1", data={"number": "2", "hand": "5S", "done": "1"})
    assert posted.status_code == 409 and TAKEN.format("Ann") in page_text(posted)
    assert put_draft(script, keys, 2, 1, OTHER).status_code == 409  # no phone's token at all
    assert put_draft(ann, keys, 2, 2, OTHER).status_code == 409  # Ann's phone on Bob's seat
    assert drafts_in_database(app) == [(2, 0, SeatEntry.read(**DRAFT, went_out=False).fields())]
    assert put_draft(script, keys, 2, 3, OTHER).status_code == 200  # a seat no phone holds


def test_a_phones_token_that_does_not_read_is_refused(app: Flask, seated: Seated) -> None:
    _, keys = seated
    answer = app.test_client().put(
        f"/api/v1/games/{keys['view_id']}/deals/2/drafts/1",
        json=DRAFT,
        headers={"Authorization": f"Bearer {keys['seat_key']}", "Seat-Phone": "no good!"},
    )
    assert answer.status_code == 400 and "Seat-Phone" in answer.get_json()["error"]
    assert drafts_in_database(app) == []


def test_change_seat_lets_go_of_the_phones_own_seat_only(app: Flask, seated: Seated) -> None:
    _, keys = seated
    link = f"/s/{keys['seat_key']}"
    ann, bob = app.test_client(), app.test_client()
    assert open_seat(ann, f"{link}/1").status_code == 200
    assert bob.post(f"{link}/1/change").status_code == 302  # not Bob's to let go
    assert open_seat(bob, f"{link}/1").status_code == 409
    changed = ann.post(f"{link}/1/change")
    assert changed.status_code == 302 and changed.headers["Location"] == f"{link}?change=1"
    assert ann.get(link).status_code == 200  # the phone no longer goes to Ann's seat
    assert open_seat(bob, f"{link}/1").status_code == 200
    assert put_draft(bob, keys, 2, 1).status_code == 200
    assert put_draft(ann, keys, 2, 1, OTHER).status_code == 409


def test_the_scorekeeper_sees_a_seat_a_second_phone_tried_and_frees_it(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    link = f"/s/{keys['seat_key']}"
    ann, bob = app.test_client(), app.test_client()
    assert "Ann: a phone" not in page_text(client.get(games.edit_url))
    assert open_seat(ann, f"{link}/1").status_code == 200
    page = page_text(client.get(games.edit_url))
    assert re.search(r"Ann: a phone, since [^.]+ UTC ?\.", page)  # the test client names no kind
    assert "A second phone tried" not in page
    assert open_seat(bob, f"{link}/1").status_code == 409
    page = page_text(client.get(games.edit_url))
    assert re.search(r"Ann: a phone, since [^.]+ UTC ?\. A second phone tried to take this", page)
    assert "Free Ann's seat" in page
    assert client.post(f"/e/{keys['seat_key']}/seats/1/free").status_code == 404
    assert client.post(f"{games.edit_url}/seats/4/free").status_code == 404
    freed = client.post(f"{games.edit_url}/seats/1/free", follow_redirects=True)
    assert "Ann's seat is free" in page_text(freed) and "Ann: a phone" not in page_text(freed)
    assert open_seat(bob, f"{link}/1").status_code == 200
    assert put_draft(ann, keys, 2, 1, OTHER).status_code == 409
    assert put_draft(bob, keys, 2, 1).status_code == 200


def test_a_changed_edit_link_changes_the_seat_link_and_frees_every_seat(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    ann, bob = app.test_client(), app.test_client()
    assert open_seat(ann, f"/s/{keys['seat_key']}/1").status_code == 200
    rotated = client.post(f"{games.edit_url}/rotate")
    games.edit_url = rotated.headers["Location"]
    new_key = games.game().seat_key
    assert new_key and new_key != keys["seat_key"]
    assert open_seat(ann, f"/s/{keys['seat_key']}/1").status_code == 404
    assert put_draft(ann, keys, 2, 1).status_code == 403
    assert open_seat(bob, f"/s/{new_key}/1").status_code == 200
    assert put_draft(bob, {**keys, "seat_key": new_key}, 2, 1).status_code == 200


def test_a_changed_edit_link_leaves_a_seat_link_off(client: FlaskClient, seated: Seated) -> None:
    games, _ = seated
    client.post(f"{games.edit_url}/seat-link", data={"seat_link": "off"})
    games.edit_url = client.post(f"{games.edit_url}/rotate").headers["Location"]
    assert games.game().seat_key is None


def test_a_new_seat_link_frees_every_seat(app: Flask, client: FlaskClient, seated: Seated) -> None:
    games, keys = seated
    ann, bob = app.test_client(), app.test_client()
    assert open_seat(ann, f"/s/{keys['seat_key']}/1").status_code == 200
    client.post(f"{games.edit_url}/seat-link", data={"seat_link": "on"})
    new_key = games.game().seat_key
    assert open_seat(bob, f"/s/{new_key}/1").status_code == 200
    assert open_seat(ann, f"/s/{new_key}/1").status_code == 409


def test_a_seat_claimed_in_a_game_is_the_same_phones_in_its_rematch(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """The phones follow the table into the rematch, each holding its seat: Ann's phone opens
    Ann's seat without being asked who it is, and another phone is refused it."""
    games.start(target=100)
    assert games.enter_deal(FIRST_DEAL, 0, wild_rank="K").status_code == 302
    link = f"/s/{games.game().seat_key}"
    ann, bob = app.test_client(), app.test_client()
    assert open_seat(ann, f"{link}/1").status_code == 200
    games.edit_url = client.post(f"{games.edit_url}/rematch").headers["Location"]
    rematch = games.game()
    back = ann.get(link)  # Ann's phone still goes to seat 1, in the rematch
    assert back.status_code == 302 and back.headers["Location"] == f"{link}/1"
    page = ann.get(f"{link}/1")
    assert "Ann: deal 1" in page_text(page) and rematch.view_id in page.text
    assert "Are you Ann?" not in page_text(page)
    assert open_seat(bob, f"{link}/1").status_code == 409
    assert open_seat(bob, f"{link}/2").status_code == 200  # Bob's seat was free: his now


def test_a_phone_that_chooses_another_seat_lets_go_of_its_first(app: Flask, seated: Seated) -> None:
    _, keys = seated
    link = f"/s/{keys['seat_key']}"
    ann, bob = app.test_client(), app.test_client()
    assert open_seat(ann, f"{link}/1").status_code == 200
    assert open_seat(ann, f"{link}/2").status_code == 200
    elsewhere = put_draft(ann, keys, 2, 1)  # seat 1 is free, but this phone is Bob's now
    assert elsewhere.status_code == 409
    assert elsewhere.get_json()["error"] == (
        "This phone hands in Bob's cards: tap \"Change seat\" to hand in Ann's."
    )
    assert drafts_in_database(app) == []
    assert open_seat(bob, f"{link}/1").status_code == 200
    assert open_seat(bob, f"{link}/2").status_code == 409


def test_another_phone_cannot_say_a_seats_stored_deal_is_not_what_it_handed_in(
    app: Flask, seated: Seated
) -> None:
    _, keys = seated
    link = f"/s/{keys['seat_key']}"
    ann, bob = app.test_client(), app.test_client()
    assert open_seat(ann, f"{link}/1").status_code == 200
    marked = bob.post(f"{link}/1/deals/1/not-handed-in")
    assert marked.status_code == 409 and TAKEN.format("Ann") in page_text(marked)


# The dealer's phone says the wild rank, and a save leads the scorekeeper to the next deal
# (issue 19, "Seats can say everything a deal needs"; the scorekeeper at most 2 taps a deal).
# 000 pagat 5000 Rummy, The Deal: the dealer turns the first card of the stock face up, and
# its rank is wild for the deal. Ann deals deal 1, so Bob deals deal 2.

NEXT_DEAL = [Cards(melds=["7H 8H 9H"]), Cards(hand="2C"), Cards(hand="QS")]


def rank_buttons(html: str) -> list[str]:
    return re.findall(r'<button type="submit" name="wild_rank" value="([^"]+)"', html)


def test_the_dealers_page_asks_for_the_upcards_rank_and_every_phone_takes_it(
    client: FlaskClient, seated: Seated
) -> None:
    _, keys = seated
    bob = f"/s/{keys['seat_key']}/2"
    dealer = open_seat(client, bob)
    assert "You deal. Tap the rank of your upcard:" in page_text(dealer)
    assert rank_buttons(dealer.text) == [str(rank) for rank in Rank]
    cy = open_seat(client, f"/s/{keys['seat_key']}/3")  # this phone now holds Cy's seat: no buttons
    assert rank_buttons(cy.text) == []
    assert "Ann deals" not in page_text(
        cy
    ) and "Bob deals. The wild rank is not chosen yet." in page_text(cy)
    open_seat(client, bob)  # and Bob's again
    answer = client.post(
        f"{bob}/wild-rank",
        data={"number": "2", "wild_rank": "7"},
        headers={"Accept": "application/json"},
    )
    assert answer.status_code == 200 and answer.get_json() == {"wild_rank": "7"}
    assert read_drafts(client, keys, 2).get_json()["wild_rank"] == "7"  # the keeper's form
    assert client.get(f"{bob}/live").get_json()["wild_rank"] == "7"  # the other seats
    again = client.get(bob)
    assert "You deal. Wild rank: 7" in page_text(again)
    assert re.search(r'value="7" class="primary" aria-pressed="true"', again.text)
    verdict = client.get(f"/g/{keys['view_id']}/meld?field=melds-0&melds-0=5H+6H+7S&wild_rank=7")
    assert "Run" in page_text(verdict)


def test_a_rank_the_table_cannot_take_is_refused_in_words(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    bob = f"/s/{keys['seat_key']}/2"
    open_seat(client, bob)
    json = {"Accept": "application/json"}
    bad = client.post(f"{bob}/wild-rank", data={"number": "2", "wild_rank": "X"}, headers=json)
    assert bad.status_code == 422 and "X" in bad.get_json()["error"]
    plain = client.post(f"{bob}/wild-rank", data={"number": "2", "wild_rank": "X"})
    assert plain.status_code == 302
    assert "X" in page_text(client.get(bob))  # said on the seat page
    stale = client.post(f"{bob}/wild-rank", data={"number": "1", "wild_rank": "5"}, headers=json)
    assert stale.status_code == 409 and "Deal 1 is already saved" in stale.get_json()["error"]
    other_phone = app.test_client()
    taken = other_phone.post(f"{bob}/wild-rank", data={"number": "2", "wild_rank": "5"})
    assert taken.status_code == 409
    assert read_drafts(client, keys, 2).get_json()["wild_rank"] is None


def test_a_save_leads_to_the_next_deal_while_a_phone_holds_a_seat(
    client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    open_picker = re.compile(r'id="card-picker"[^>]* data-open')
    assert open_picker.search(client.get(f"{games.edit_url}/deals/new").text)
    alone = games.enter_deal(NEXT_DEAL, 0, wild_rank="K")  # deal 2: no phone holds a seat yet
    assert alone.headers["Location"] == games.edit_url
    assert client.get(f"{games.edit_url}/saved").headers["Location"] == games.edit_url
    open_seat(client, f"/s/{keys['seat_key']}/1")  # a phone holds Ann's seat
    form = client.get(f"{games.edit_url}/deals/new")
    assert f'data-after-save="{games.edit_url}/saved"' in form.text  # where its script goes
    assert not open_picker.search(form.text)  # the players enter their cards: picker closed
    assert client.get(f"{games.edit_url}/saved").headers["Location"] == form.request.path
    with_seats = games.enter_deal(NEXT_DEAL, 0, wild_rank="K")  # deal 3
    assert with_seats.headers["Location"] == f"{games.edit_url}/deals/new"
    shown = page_text(client.get(with_seats.headers["Location"]))
    assert "Deal 4" in shown and "Deal 3 saved." in shown
    fix = client.get(f"{games.edit_url}/deals/3/edit")
    assert "data-after-save" not in fix.text  # a fix goes back to the scoreboard


def test_the_save_that_ends_the_game_leads_to_the_scoreboard(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(target="50")
    seat_key = games.game().seat_key
    open_seat(client, f"/s/{seat_key}/1")  # a phone holds Ann's seat
    winning = [Cards(melds=["KS KH KD", "QS QH QD", "JS JH JD"]), Cards(), Cards()]
    saved = games.enter_deal(winning, 0, wild_rank="2")  # 90 points (000 pagat 5000 Rummy)
    assert saved.headers["Location"] == games.edit_url
    assert client.get(f"{games.edit_url}/saved").headers["Location"] == games.edit_url
    assert games.game().finished
