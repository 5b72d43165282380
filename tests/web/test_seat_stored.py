"""The seat page after a deal and during one (issue 19). What a deal stored for each seat, and
"This is not what I handed in": each seat's draft is kept with the deal it went into; a
player's mark shows on the scorekeeper's scoreboard and the Changes page until the deal is
fixed. A seat may say the stock ran out; the engine's cross-checks that concern a seat show on
its page."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import KeptDraft, SeatDraft
from tests.web.game_pages import Cards, GameActions, page_text
from tests.web.seat_marks import MARK, bob_handed_in_deal_2, mark
from tests.web.seated_games import Seated, open_seat, put_draft, read_drafts


@pytest.fixture
def saved(games: GameActions, client: FlaskClient) -> Seated:
    """A 5000 Rummy game of Ann, Bob and Cy; deal 2 saved after Bob (seat 2) handed in his
    cards from his phone."""
    return games, bob_handed_in_deal_2(games, client)


def seat_page(client: FlaskClient, keys: dict[str, str], seat: int) -> str:
    return page_text(open_seat(client, f"/s/{keys['seat_key']}/{seat}"))


def stored_numbers(games: GameActions, seat: int) -> tuple[int, int]:
    """Deal 2's stored score and running total of ``seat``, as the store wrote them."""
    game = games.game()
    with games.app.app_context():
        query = db.text(
            "SELECT deal_line.score, deal_line.total FROM deal_line JOIN deal"
            " ON deal.id = deal_line.deal_id WHERE deal.game_id = :game AND deal.number = 2"
            " AND deal_line.seat = :seat"
        )
        score, total = db.session.execute(query, {"game": game.id, "seat": seat}).one()
    return score, total


def test_saving_a_deal_keeps_each_seats_draft_with_it(app: Flask, saved: Seated) -> None:
    with app.app_context():
        kept = db.session.execute(db.select(KeptDraft)).scalars().all()
        assert [(row.seat, row.fields["hand"], row.handed_in) for row in kept] == [
            (1, ["9D", "4S"], True)
        ]
        assert db.session.execute(db.select(SeatDraft)).scalars().all() == []


def test_each_seat_page_shows_what_the_deal_stored_for_it(
    client: FlaskClient, saved: Seated
) -> None:
    games, keys = saved
    score, total = stored_numbers(games, 1)
    bob = seat_page(client, keys, 2)
    assert "Deal 2 as stored" in bob
    assert "Ann went out." in bob
    stored = bob.split("Deal 2 as stored")[1].split("This deal")[0]
    assert stored.strip() == "Ann went out. In hand 9♦ of diamonds"
    assert f"This deal: {score:,} " in bob and f"Your total now: {total:,} " in bob
    assert "This is not what I handed in" in bob
    ann = seat_page(client, keys, 1)
    score, total = stored_numbers(games, 0)
    assert "You went out." in ann and "Meld 1 7♥ of hearts 8♥ of hearts 9♥ of hearts" in ann
    assert f"This deal: {score:,} " in ann and f"Your total now: {total:,} " in ann
    # Ann entered nothing from her phone: nothing to say it is not what she handed in.
    assert "This is not what I handed in" not in ann


def test_the_stored_line_goes_once_the_seat_starts_on_the_next_deal(
    client: FlaskClient, saved: Seated
) -> None:
    _, keys = saved
    put_draft(client, keys, 3, 2, {"hand": ["AS"]})
    assert "Deal 2 as stored" not in seat_page(client, keys, 2)
    assert "Deal 2 as stored" in seat_page(client, keys, 3)


def test_the_first_deal_has_nothing_stored_to_show(client: FlaskClient, games: GameActions) -> None:
    games.start()
    seat_key = games.game().seat_key
    assert "as stored" not in page_text(open_seat(client, f"/s/{seat_key}/1"))


def test_a_mark_shows_on_the_scoreboard_and_the_changes_until_the_deal_is_fixed(
    client: FlaskClient, saved: Seated
) -> None:
    games, keys = saved
    version = games.game().version
    assert MARK not in page_text(client.get(games.edit_url))
    marked = mark(client, keys, 2)
    assert marked.status_code == 302
    assert games.game().version == version  # the scorekeeper's open forms still save
    bob = seat_page(client, keys, 2)
    assert "Marked: the scorekeeper sees what you handed in." in bob
    assert "This is not what I handed in" not in bob
    board = page_text(client.get(games.edit_url))
    assert f"Deal 2: Bob {MARK}" in board
    assert "Bob handed in: In hand 9♦ of diamonds 4♠ of spades" in board
    assert "Fix deal 2" in board
    assert "(not what a player handed in)" in board
    for changes in (f"{games.edit_url}/changes", f"/g/{keys['view_id']}/changes"):
        assert f"Deal 2: Bob {MARK}." in page_text(client.get(changes))
    # The viewers' scoreboard is not the place to argue about it.
    assert MARK not in page_text(client.get(f"/g/{keys['view_id']}"))

    fixed = [Cards(melds=["7H 8H 9H"]), Cards(hand="9D 4S"), Cards(hand="QS")]
    data = {**games.deal_form(fixed, 0, wild_rank="K"), "version": str(games.game().version)}
    assert client.post(f"{games.edit_url}/deals/2/edit", data=data).status_code == 302
    assert MARK not in page_text(client.get(games.edit_url))
    assert f"Deal 2: Bob {MARK} (fixed since)." in page_text(
        client.get(f"{games.edit_url}/changes")
    )
    bob = seat_page(client, keys, 2)
    assert "In hand 9♦ of diamonds 4♠ of spades" in bob
    assert "The scorekeeper fixed this deal after your mark." in bob
    assert "This is not what I handed in" in bob  # still wrong: it can be said again
    assert mark(client, keys, 2).status_code == 302
    assert f"Deal 2: Bob {MARK}" in page_text(client.get(games.edit_url))


def test_marking_twice_keeps_one_mark(client: FlaskClient, saved: Seated) -> None:
    games, keys = saved
    assert mark(client, keys, 2).status_code == 302
    assert mark(client, keys, 2).status_code == 302
    assert page_text(client.get(games.edit_url)).count(MARK) == 1


def test_only_the_games_seat_link_marks_and_only_a_seat_that_entered_cards(
    client: FlaskClient, saved: Seated, games: GameActions
) -> None:
    _, keys = saved
    for refused in (
        mark(client, keys, 1),  # Ann entered nothing from her phone
        mark(client, keys, 3),  # nor did Cy
        mark(client, keys, 2, number=1),  # deal 1 kept no draft of Bob's
        mark(client, keys, 2, number=3),  # not saved yet
        mark(client, keys, 2, number=2**40),
        mark(client, keys, 4),  # no seat 4
        mark(client, keys, 2, key=keys["edit_key"]),
        mark(client, keys, 2, key=keys["view_id"]),
    ):
        assert refused.status_code == 404
    other_game = GameActions(client, games.app)
    other_game.start()
    other_key = other_game.game().seat_key
    assert other_key
    assert mark(client, keys, 2, key=other_key).status_code == 404
    assert client.get(f"/s/{keys['seat_key']}/2/deals/2/not-handed-in").status_code == 405
    assert MARK not in page_text(client.get(f"/g/{keys['view_id']}/changes"))


def test_a_switched_off_seat_link_cannot_mark(client: FlaskClient, saved: Seated) -> None:
    games, keys = saved
    client.post(f"{games.edit_url}/seat-link", data={"seat_link": "off"})
    assert mark(client, keys, 2).status_code == 404


def test_deleting_the_deal_takes_its_kept_drafts(
    app: Flask, client: FlaskClient, saved: Seated
) -> None:
    games, keys = saved
    mark(client, keys, 2)
    data = {"version": str(games.game().version)}
    assert client.post(f"{games.edit_url}/deals/2/delete", data=data).status_code == 302
    with app.app_context():
        assert db.session.execute(db.select(KeptDraft)).scalars().all() == []
    assert MARK not in page_text(client.get(games.edit_url))


def test_the_seat_pages_meld_check_names_what_it_judged_and_what_may_join(
    client: FlaskClient, saved: Seated
) -> None:
    """For the seat page's next meld: KS KH KD (twos wild) is a set that a king or a wild card
    may join, and 5H may not."""
    _, keys = saved
    check = client.get(f"/g/{keys['view_id']}/meld?field=melds-0&melds-0=KS+KH+KD&wild_rank=2").text
    assert 'data-judged="KS KH KD"' in check
    joins = check.split('data-extends="')[1].split('"')[0].split()
    assert "KC" in joins and "5H" not in joins


@pytest.mark.parametrize(("variant", "advice"), [("5000-rummy", True), ("rummy", False)])
def test_typing_advice_for_wild_cards_only_where_a_game_has_them(
    client: FlaskClient, games: GameActions, variant: str, advice: bool
) -> None:
    games.start(variant=variant)
    page = page_text(open_seat(client, f"/s/{games.game().seat_key}/1"))
    assert ("like JK=8C" in page) is advice
    assert "Once a meld is finished (a legal set or run)" in page


def test_the_seat_page_without_scripts_says_kept_until_handed_in(
    client: FlaskClient, saved: Seated
) -> None:
    _, keys = saved
    seat = f"/s/{keys['seat_key']}/3"
    kept = client.post(seat, data={"number": "3", "hand": "4C", "save": "1"}, follow_redirects=True)
    assert "Kept. Tap Done when all your cards are in." in page_text(kept)
    assert "the scorekeeper sees it" not in page_text(kept)
    done = client.post(seat, data={"number": "3", "hand": "4C", "done": "1"}, follow_redirects=True)
    assert "Handed in. Saved: the scorekeeper sees it." in page_text(done)


def test_a_seat_says_the_stock_ran_out_and_the_scorekeeper_reads_it(
    client: FlaskClient, saved: Seated
) -> None:
    _, keys = saved
    written = put_draft(client, keys, 3, 3, {"hand": ["4C"], "stock_out": True})
    assert written.status_code == 200 and written.get_json()["stock_out"] is True
    cy = read_drafts(client, keys, 3).get_json()["seats"][2]
    assert (cy["stock_out"], cy["went_out"], cy["status"]) == (True, False, "entering")
    assert read_drafts(client, keys, 3).get_json()["seats"][0]["stock_out"] is False
    both = put_draft(client, keys, 3, 3, {"went_out": True, "stock_out": True})
    assert both.status_code == 400 and both.get_json()["field"] == "stock_out"
    assert read_drafts(client, keys, 3).get_json()["seats"][2]["hand"] == ["4C"]


def test_the_stock_ran_out_without_scripts(client: FlaskClient, saved: Seated) -> None:
    _, keys = saved
    seat = f"/s/{keys['seat_key']}/3"
    done = client.post(seat, data={"number": "3", "hand": "4C", "stock_out": "y", "done": "1"})
    assert done.status_code == 302
    assert read_drafts(client, keys, 3).get_json()["seats"][2]["stock_out"] is True
    (box,) = re.findall(r"<input[^>]*\bid=\"stock_out\"[^>]*>", client.get(seat).text)
    assert " checked" in box
    both = client.post(seat, data={"number": "3", "went_out": "y", "stock_out": "y", "save": "1"})
    assert both.status_code == 422
    assert "Either you went out or the stock ran out: not both." in page_text(both)
    (box,) = re.findall(r"<input[^>]*\bid=\"stock_out\"[^>]*>", both.text)
    assert 'aria-describedby="stock_out-error"' in box
    assert 'id="stock_out-error"' in both.text


def test_a_cross_check_shows_on_the_pages_of_the_seats_it_names(
    client: FlaskClient, saved: Seated
) -> None:
    _, keys = saved
    put_draft(client, keys, 3, 1, {"melds": [["7H", "8H", "9H"]], "went_out": True})
    put_draft(client, keys, 3, 2, {"hand": ["7H"], "stock_out": True})
    overused = "The 7 of hearts is entered by Ann and Bob, but the packs hold only one."
    ended = "Bob says the stock ran out, but Ann says they went out."
    for seat in (1, 2):
        assert client.get(f"/s/{keys['seat_key']}/{seat}/live").get_json()["problems"] == [
            overused,
            ended,
        ]
        page = seat_page(client, keys, seat)
        assert overused in page and ended in page
    assert client.get(f"/s/{keys['seat_key']}/3/live").get_json()["problems"] == []
    assert overused not in seat_page(client, keys, 3)


def test_a_mark_reaches_the_scorekeepers_deal_form_as_it_is_made(
    client: FlaskClient, saved: Seated
) -> None:
    """With the players holding seats, a save leads the scorekeeper to the next deal's form:
    the drafts it follows every second name the marked deal until it is fixed."""
    games, keys = saved
    before = read_drafts(client, keys, 3)
    assert before.get_json()["marks"] == []
    unchanged = read_drafts(client, keys, 3, **{"If-None-Match": before.headers["ETag"]})
    assert unchanged.status_code == 304
    assert mark(client, keys, 2).status_code == 302
    marked = read_drafts(client, keys, 3, **{"If-None-Match": before.headers["ETag"]})
    assert marked.status_code == 200
    assert marked.get_json()["marks"] == [
        {"number": 2, "name": "Bob", "message": f"Deal 2: Bob {MARK}."}
    ]
    spanish = read_drafts(client, keys, 3, **{"Page-Language": "es"}).get_json()["marks"]
    assert spanish[0]["message"].startswith("Ronda 2:")

    fixed = [Cards(melds=["7H 8H 9H"]), Cards(hand="9D 4S"), Cards(hand="QS")]
    data = {**games.deal_form(fixed, 0, wild_rank="K"), "version": str(games.game().version)}
    assert client.post(f"{games.edit_url}/deals/2/edit", data=data).status_code == 302
    after = read_drafts(client, keys, 3, **{"If-None-Match": marked.headers["ETag"]})
    assert after.status_code == 200 and after.get_json()["marks"] == []
