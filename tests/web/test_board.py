"""The scoreboard's words (who leads, by how much), its order, the marks of fixed, put back and
deleted deals on every scoreboard, and the Changes page (scorekeeper's and read-only).

Scores by hand from 000 pagat 5000 Rummy, Scoring: K Q J 10 score 10, 2 to 9 score 5, aces
100 in a meld of aces; the player who goes out also scores the cards left in the others' hands.
"""

from __future__ import annotations

import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper import create_app
from scorekeeper.extensions import db
from scorekeeper.models import GameEvent
from scorekeeper.scorebook.history import changelog
from tests.web.board_deals import ANN_55, BOB_55, CY_25, delete_deal, fix_bob_hand
from tests.web.game_pages import HTMX, Cards, GameActions, page_text, squeeze, totals


def lead_line(page: str) -> str:
    match = re.search(r'<p class="(?:lead-line|winner)"[^>]*>(.*?)</p>', page, re.S)
    assert match is not None, "no lead line"
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>|★", " ", match.group(1))).strip()


def test_no_lead_line_before_the_first_deal(client: FlaskClient, games: GameActions) -> None:
    games.start()
    page = client.get(games.edit_url).text
    assert 'class="lead-line"' not in page and 'class="winner"' not in page


def test_scoreboards_say_who_leads_and_by_how_much(client: FlaskClient, games: GameActions) -> None:
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    view_id = games.game().view_id
    assert lead_line(client.get(games.edit_url).text) == "Ann leads by 55"
    assert lead_line(client.get(f"/g/{view_id}").text) == "Ann leads by 55"
    games.enter_deal(CY_25, 2, wild_rank="A")  # Ann 55, Bob 0, Cy 25
    poll = client.get(f"/g/{view_id}/scoreboard", headers=HTMX)
    assert lead_line(poll.text) == "Ann leads by 30"


def test_players_level_at_the_top_share_the_lead(client: FlaskClient, games: GameActions) -> None:
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    games.enter_deal(BOB_55, 1, wild_rank="A")  # Ann 55, Bob 55, Cy 0
    assert lead_line(client.get(games.edit_url).text) == "Ann and Bob share the lead, 55 ahead"


def test_two_players_level(client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob"])
    games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="9D 4S")], 0, wild_rank="A")
    games.enter_deal([Cards(hand="9C 4D"), Cards(melds=["QS QH QD"])], 1, wild_rank="A")
    assert lead_line(client.get(games.edit_url).text) == "Ann and Bob are level on 40"


def test_a_finished_game_says_who_won_with_what_and_by_how_much(
    client: FlaskClient, games: GameActions
) -> None:
    """Target 50: Ann's 55 reaches it and wins (000 Scoring: the highest total at the target)."""
    games.start(target=50)
    games.enter_deal(ANN_55, 0, wild_rank="A")
    assert lead_line(client.get(games.edit_url).text) == "Ann wins with 55, 55 ahead"


def test_players_listed_by_rank_on_this_device_until_it_chooses_seats(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(CY_25, 2, wild_rank="A")
    games.enter_deal(BOB_55, 1, wild_rank="A")  # Ann 0, Bob 55, Cy 25
    view_id = games.game().view_id
    assert totals(client.get(games.edit_url)) == ["0", "55", "25"]
    ranked = client.get(f"{games.edit_url}?order=rank")
    assert totals(ranked) == ["55", "25", "0"]
    assert "By rank · list in seating order" in page_text(ranked)
    assert totals(client.get(games.edit_url)) == ["55", "25", "0"]  # kept for this device
    assert totals(client.get(f"/g/{view_id}")) == ["55", "25", "0"]
    assert totals(client.get(f"/g/{view_id}?order=seat")) == ["0", "55", "25"]
    assert totals(client.get(games.edit_url)) == ["0", "55", "25"]


def test_five_digit_and_negative_totals_are_written_in_full(
    client: FlaskClient, games: GameActions
) -> None:
    """500 Rummy: the cards left in hand count against their holder (001 The Scoring)."""
    games.start(["Ann", "Bob"], variant="500-rummy", target=99999)
    games.enter_deal([Cards(melds=["2H 3H 4H"]), Cards(hand="KS QS")], None)
    assert totals(client.get(games.edit_url)) == ["9", "-20"]
    assert lead_line(client.get(games.edit_url).text) == "Ann leads by 29"
    assert "To 99,999" in page_text(client.get(games.edit_url))


def test_fixed_and_deleted_deals_are_marked_on_every_scoreboard(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    for deal, out in ((ANN_55, 0), (BOB_55, 1), (CY_25, 2)):
        games.enter_deal(deal, out, wild_rank="A")
    fix_bob_hand(client, games)
    delete_deal(client, games, 2)
    view_id = games.game().view_id
    for url in (games.edit_url, f"/g/{view_id}", f"/g/{view_id}/record"):
        text = page_text(client.get(url))
        assert "A deal deleted (it was deal 2)." in text, url
        assert "fixed after it was saved" in text, url
    edit = client.get(games.edit_url).text
    # The score sheet's rows, named "Deal 1 (fixed) Ann 55 Bob 0 Cy 0" around "1✎ 55 0 0".
    assert "Deal 1 ✎ (fixed) Ann" in squeeze(edit)
    assert "Deal 2 Ann" in squeeze(edit)  # Cy's deal, moved up, was not fixed
    assert f'href="{games.edit_url}/changes"' in edit
    view = client.get(f"/g/{view_id}").text
    assert f'href="/g/{view_id}/changes"' in view and games.game().edit_key not in view
    assert "Deal 1 (fixed)" in page_text(client.get(f"/g/{view_id}/record"))


def test_a_deal_put_back_is_marked_and_no_longer_told_as_deleted(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    games.enter_deal(BOB_55, 1, wild_rank="A")
    delete_deal(client, games, 1)
    changes = client.get(f"{games.edit_url}/changes").text
    action = re.search(r'action="([^"]+/restore)"', changes)
    assert action is not None
    version = str(games.game().version)
    assert client.post(action.group(1), data={"version": version}).status_code == 302
    edit = page_text(client.get(games.edit_url))
    assert "Deal 1 ↺ (put back) Ann" in edit
    assert "A deal deleted" not in edit


def test_changes_say_old_and_new_scores_and_the_cards_that_changed(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    fix_bob_hand(client, games)
    delete_deal(client, games, 1)
    response = client.get(f"{games.edit_url}/changes")
    text = page_text(response)
    assert re.search(
        r"Deal 1 deleted Ann 50 Bob 0 Cy 0 Restore deal 1 .* Deal 1 fixed "
        r"Ann 55 → 50 Bob 0 \(same\) Cy 0 \(same\) Bob's hand: 9D 4S → 9D "
        r".* Deal 1 entered Ann 55 Bob 0 Cy 0",
        text,
    ), text
    assert re.search(r'<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z" data-local-time>', response.text)
    assert "UTC" in text  # the time as the server writes it, for a phone without JavaScript


def test_changes_read_the_scores_stored_with_each_change(
    client: FlaskClient, games: GameActions, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 12: a page never calls the engine to score. Each change keeps each player's score
    of its deal as stored with it; the Changes page reads them."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    fix_bob_hand(client, games)
    delete_deal(client, games, 1)
    with games.app.app_context():
        events = db.select(GameEvent).order_by(GameEvent.id)
        stored = [event.scores for event in db.session.scalars(events)]
    assert stored == [[55, 0, 0], [50, 0, 0], [50, 0, 0]]

    def no_engine(*args: object) -> None:
        raise AssertionError("the Changes page called the engine")

    monkeypatch.setattr(changelog, "score_entry", no_engine)
    text = page_text(client.get(f"{games.edit_url}/changes"))
    assert "Deal 1 deleted Ann 50 Bob 0 Cy 0" in text
    assert "Ann 55 → 50 Bob 0 (same) Cy 0 (same)" in text


def test_changes_from_before_stored_scores_are_worked_out_once(
    client: FlaskClient, games: GameActions, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Changes recorded before their scores were kept (the migration leaves them empty) are
    scored by the engine when first shown, and stored: the next read needs no engine."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    fix_bob_hand(client, games)
    with games.app.app_context():
        db.session.execute(db.update(GameEvent).values(scores=None))
        db.session.commit()
    assert "Ann 55 → 50" in page_text(client.get(f"{games.edit_url}/changes"))
    with games.app.app_context():
        events = db.select(GameEvent).order_by(GameEvent.id)
        stored = [event.scores for event in db.session.scalars(events)]
    assert stored == [[55, 0, 0], [50, 0, 0]]
    monkeypatch.setattr(changelog, "score_entry", None)  # any call would fail
    assert "Ann 55 → 50" in page_text(client.get(f"{games.edit_url}/changes"))


def test_changes_tell_a_new_wild_rank_and_who_went_out(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    # Fixed: Cy went out with 5H 6H 7H, and 9s were wild.
    data = {**games.deal_form(CY_25, 2, wild_rank="9"), "version": str(games.game().version)}
    assert client.post(f"{games.edit_url}/deals/1/edit", data=data).status_code == 302
    text = page_text(client.get(f"{games.edit_url}/changes"))
    assert "Wild rank: A → 9" in text and "Went out: Ann → Cy" in text
    assert "Ann's melds: KS KH KD → none" in text and "Cy's melds: none → 5H 6H 7H" in text
    assert "Ann 55 → 0" in text and "Cy 0 → 25" in text


def test_viewers_read_the_changes_without_restoring(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    delete_deal(client, games, 1)
    game = games.game()
    response = client.get(f"/g/{game.view_id}/changes")
    assert response.status_code == 200
    assert "Deal 1 deleted Ann 55 Bob 0 Cy 0" in page_text(response)
    assert "Restore deal" not in response.text and "/restore" not in response.text
    assert game.edit_key not in response.text
    assert f'href="/g/{game.view_id}"' in response.text  # back to the view page
    assert client.get("/g/no-such-game/changes").status_code == 404


# ---- The viewers' scoreboard, drawn once per version -----------------------------------------


def put_back_deal_1(client: FlaskClient, games: GameActions) -> None:
    changes = client.get(f"{games.edit_url}/changes").text
    action = re.search(r'action="([^"]+/restore)"', changes)
    assert action is not None
    version = str(games.game().version)
    assert client.post(action.group(1), data={"version": version}).status_code == 302


def viewers_scoreboard(client: FlaskClient, view_id: str) -> str:
    """The scoreboard a viewer's poll brings after a change (its version not the page's)."""
    poll = client.get(f"/g/{view_id}/scoreboard", headers=HTMX | {"If-None-Match": '"0"'})
    assert poll.status_code == 200
    return poll.text


def drawn_afresh(app: Flask, view_id: str, order: str) -> str:
    """The viewers' scoreboard as another app on the same database draws it (it has kept
    none yet), in the order ``order`` chooses."""
    settings = {
        name: app.config[name] for name in ("SQLALCHEMY_DATABASE_URI", "SQLALCHEMY_ENGINE_OPTIONS")
    }
    other = create_app({"TESTING": True, "SECRET_KEY": "test", **settings}).test_client()
    other.get(f"/g/{view_id}?order={order}")
    return viewers_scoreboard(other, view_id)


CHANGES = {
    "a deal saved": lambda client, games: games.enter_deal(CY_25, 2, wild_rank="A"),
    "a deal fixed": fix_bob_hand,
    "a deal deleted": lambda client, games: delete_deal(client, games, 1),
    "a deal put back": lambda client, games: (
        delete_deal(client, games, 1),
        put_back_deal_1(client, games),
    ),
}


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("order", ["seat", "rank"])
def test_the_viewers_scoreboard_kept_follows_every_change(
    app: Flask, client: FlaskClient, games: GameActions, change: str, order: str
) -> None:
    """The viewers' scoreboard is kept in the app's cache for the game's version: after each
    change the view page and the poll show it as drawn afresh, and no longer as before; each
    order of players is kept apart."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    games.enter_deal(BOB_55, 1, wild_rank="A")  # Ann 55, Bob 55, Cy 0
    view_id = games.game().view_id
    client.get(f"/g/{view_id}?order={order}")
    before = viewers_scoreboard(client, view_id)
    assert before == drawn_afresh(app, view_id, order)
    other_order = "rank" if order == "seat" else "seat"
    assert client.get(f"/g/{view_id}?order={other_order}").status_code == 200
    assert viewers_scoreboard(client, view_id) == drawn_afresh(app, view_id, other_order)
    client.get(f"/g/{view_id}?order={order}")
    CHANGES[change](client, games)
    after = viewers_scoreboard(client, view_id)
    assert after == drawn_afresh(app, view_id, order)
    assert after != before
    assert after in client.get(f"/g/{view_id}").text


def test_each_phone_reads_who_leads_in_its_own_language(
    client: FlaskClient, games: GameActions
) -> None:
    """The scoreboard drawn once per version is kept per language: a Spanish phone reading it
    after an English one reads Spanish, with its numbers as Spanish writes them."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    view_id = games.game().view_id
    assert lead_line(client.get(f"/g/{view_id}").text) == "Ann leads by 55"
    spanish = {"Accept-Language": "es"}
    assert lead_line(client.get(f"/g/{view_id}", headers=spanish).text) == (
        "Ann va en cabeza por 55"
    )
    english = client.get(f"/g/{view_id}/scoreboard", headers=HTMX)
    poll = client.get(
        f"/g/{view_id}/scoreboard",
        headers={**HTMX, **spanish, "If-None-Match": english.headers["ETag"]},
    )
    assert poll.status_code == 200, "a Spanish phone is not sent to its English copy"
    assert lead_line(poll.text) == "Ann va en cabeza por 55"
    polish = client.get(games.edit_url, headers={"Accept-Language": "pl"}).text
    assert lead_line(polish) == "Ann prowadzi o 55"
