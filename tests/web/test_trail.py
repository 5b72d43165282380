"""The audit trail (issue 5, Integrity): every change to a game is recorded, and a deleted deal
can be restored where it was."""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import GameEvent
from tests.web.game_pages import Cards, GameActions, page_text, totals

DEAL_1 = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]
DEAL_2 = [Cards(hand="3C"), Cards(melds=["5H 6H 7H"]), Cards(hand="8D")]
DEAL_3 = [Cards(melds=["AS AH AD"]), Cards(hand="2C"), Cards(hand="")]


def kinds(app: Flask) -> list[tuple[str, int | None]]:
    with app.app_context():
        events = db.session.execute(db.select(GameEvent).order_by(GameEvent.id)).scalars()
        return [(event.kind, event.deal_number) for event in events]


def restore_form(page: str) -> tuple[str, str]:
    match = re.search(r'action="([^"]+/restore)".*?name="version" value="(\d+)"', page, re.S)
    assert match is not None, "no restore button"
    return match.group(1), match.group(2)


def test_every_change_is_recorded(app: Flask, client: FlaskClient, games: GameActions) -> None:
    games.start()
    games.enter_deal(DEAL_1, 0, wild_rank="K")
    games.enter_deal(DEAL_2, 1, wild_rank="7")
    data = {**games.deal_form(DEAL_3, 0, wild_rank="K"), "version": str(games.game().version)}
    assert client.post(f"{games.edit_url}/deals/1/edit", data=data).status_code == 302
    version = str(games.game().version)
    client.post(f"{games.edit_url}/deals/1/delete", data={"version": version})
    games.edit_url = client.post(f"{games.edit_url}/rotate").headers["Location"]
    assert kinds(app) == [
        ("deal_added", 1),
        ("deal_added", 2),
        ("deal_fixed", 1),
        ("deal_deleted", 1),
        ("link_changed", None),
    ]
    text = page_text(client.get(f"{games.edit_url}/changes"))
    assert re.search(
        r"Edit link changed .* Deal 1 deleted .* Deal 1 fixed .* Deal 2 entered .* Deal 1 entered",
        text,
    )


def test_a_deleted_deal_is_restored_where_it_was(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    games.start()
    for cards, went_out, wild in ((DEAL_1, 0, "K"), (DEAL_2, 1, "7"), (DEAL_3, 0, "9")):
        assert games.enter_deal(cards, went_out, wild_rank=wild).status_code == 302
    before = totals(client.get(games.edit_url))
    page = client.get(f"{games.edit_url}/deals/2/edit").text
    deleted_view = page.split('name="version" value="', 1)[1].split('"', 1)[0]
    client.post(f"{games.edit_url}/deals/2/delete", data={"version": deleted_view})
    assert games.deal_count() == 2
    assert totals(client.get(games.edit_url)) != before

    action, version = restore_form(client.get(f"{games.edit_url}/changes").text)
    response = client.post(action, data={"version": version})
    assert response.status_code == 302
    scoreboard = client.get(response.headers["Location"])
    assert "Deal 2 restored." in page_text(scoreboard)
    assert totals(scoreboard) == before
    fixed = client.get(f"{games.edit_url}/deals/2/edit").text
    assert 'value="5H 6H 7H"' in fixed
    assert "Restore deal" not in client.get(f"{games.edit_url}/changes").text
    assert client.post(action, data={"version": str(games.game().version)}).status_code == 404
    assert kinds(app)[-2:] == [("deal_deleted", 2), ("deal_restored", 2)]


def test_restoring_from_an_old_page_restores_nothing(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(DEAL_1, 0, wild_rank="K")
    client.post(f"{games.edit_url}/deals/1/delete", data={"version": str(games.game().version)})
    action, version = restore_form(client.get(f"{games.edit_url}/changes").text)
    games.enter_deal(DEAL_2, 1, wild_rank="7")
    response = client.post(action, data={"version": version})
    assert "nothing was restored" in page_text(client.get(response.headers["Location"]))
    assert games.deal_count() == 1


def test_the_trail_needs_the_edit_key(client: FlaskClient, games: GameActions) -> None:
    games.start()
    view_id = games.game().view_id
    assert client.get(f"/e/{view_id}/changes").status_code == 404
    assert client.post(f"/e/{view_id}/changes/1/restore", data={"version": "1"}).status_code == 404


def test_a_restore_of_an_event_id_past_any_number_is_not_found(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    response = client.post(f"{games.edit_url}/changes/{10**30}/restore", data={"version": "1"})
    assert response.status_code == 404


def test_times_are_valid_html_dates_to_the_millisecond(
    client: FlaskClient, games: GameActions
) -> None:
    """A <time datetime> holds at most three digits of a second (HTML, valid global date and
    time string); the store keeps six. Read on the changes and the device's games."""
    games.start()
    games.enter_deal(DEAL_1, 0, wild_rank="2")
    stamps = [
        stamp
        for path in (f"{games.edit_url}/changes", "/games")
        for stamp in re.findall(r'<time datetime="([^"]*)"', client.get(path).text)
    ]
    assert len(stamps) == 2  # the deal saved, on the changes; the game's start, on the games
    valid = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)")
    assert [stamp for stamp in stamps if not valid.fullmatch(stamp)] == []


def test_a_deletion_stored_without_its_deal_is_still_told(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Imports once took a deletion recording no deal (they refuse it now): both Changes pages
    still tell it, with nothing to restore."""
    games.start()
    games.enter_deal(DEAL_1, 0, wild_rank="2")
    game = games.game()
    with app.app_context():
        db.session.add(
            GameEvent(game_id=game.id, version=3, kind="deal_deleted", deal_number=1, deal=None)
        )
        db.session.commit()
    for path in (f"{games.edit_url}/changes", f"/g/{game.view_id}/changes"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert "Deal 1 deleted" in page_text(response)
    assert "Restore deal 1" not in client.get(f"{games.edit_url}/changes").text
