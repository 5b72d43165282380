"""A rematch carries the table along: the finished game keeps a link to its rematch, its view
page's poll moves every viewer there, "Your games" links one to the other (with each game's
date, time and target); and a game started outside a table can be put on one afterwards.

Scores by hand from 000 pagat 5000 Rummy, Scoring: K Q J 10 score 10, 2 to 9 score 5; the
player who goes out also scores the cards left in the others' hands.
"""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Game, Table
from tests.web.game_pages import HTMX, GameActions, page_text
from tests.web.rematch_deals import WIN


def finished_game(games: GameActions) -> Game:
    games.start(["Ann", "Bob"], target=30)
    assert games.enter_deal(WIN, 0, wild_rank="A").status_code == 302
    return games.game()


def game_count(app: Flask) -> int:
    with app.app_context():
        return len(db.session.execute(db.select(Game)).scalars().all())


def test_rematch_is_started_once_and_kept_on_the_finished_game(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    old = finished_game(games)
    first = client.post(f"{games.edit_url}/rematch")
    again = client.post(f"{games.edit_url}/rematch")  # a second tap, or a second phone
    assert first.status_code == again.status_code == 302
    assert first.headers["Location"] == again.headers["Location"] != games.edit_url
    assert game_count(app) == 2
    with app.app_context():
        stored = db.session.get(Game, old.id)
        assert stored is not None and stored.rematch is not None
        assert f"/e/{stored.rematch.edit_key}" == first.headers["Location"]
    page = client.get(games.edit_url).text
    assert f'href="{first.headers["Location"]}">Open the rematch' in page
    assert f'action="{games.edit_url}/rematch"' not in page


def test_view_page_poll_moves_viewers_to_the_rematch(
    client: FlaskClient, games: GameActions
) -> None:
    old = finished_game(games)
    poll = f"/g/{old.view_id}/scoreboard"
    shown = {**HTMX, "If-None-Match": f'"{old.version}.en"'}
    assert client.get(poll, headers=shown).status_code == 304
    client.post(f"{games.edit_url}/rematch")
    moved = client.get(poll, headers=shown)
    games.edit_url = client.post(f"{games.edit_url}/rematch").headers["Location"]
    rematch_view = f"/g/{games.game().view_id}"
    assert moved.status_code == 200
    assert moved.headers["HX-Redirect"] == rematch_view
    page = client.get(f"/g/{old.view_id}")
    assert "A rematch has started: follow the rematch" in page_text(page)
    assert f'href="{rematch_view}"' in page.text
    # A page loaded after the rematch started is left where it is: its poll answers 304.
    newest = {**HTMX, "If-None-Match": f'"{old.version + 1}.en"'}
    assert client.get(poll, headers=newest).status_code == 304


def test_a_game_without_rematch_polls_as_before(client: FlaskClient, games: GameActions) -> None:
    old = finished_game(games)
    answer = client.get(f"/g/{old.view_id}/scoreboard", headers=HTMX)
    assert answer.status_code == 200 and "HX-Redirect" not in answer.headers
    assert 'id="scoreboard"' in answer.text


def test_your_games_show_date_time_target_and_the_rematch(
    client: FlaskClient, games: GameActions
) -> None:
    old = finished_game(games)
    rematch_edit = client.post(f"{games.edit_url}/rematch").headers["Location"]
    page = client.get("/games")
    text = page_text(page)
    started = old.created_at
    stamp = started.isoformat(timespec="milliseconds")
    assert f'<time datetime="{stamp}Z" data-local-time="day">' in page.text
    assert f"{started:%b} {started.day}, {started:%Y %H:%M} UTC · To 30 · 1 deal" in text
    assert f'href="{rematch_edit}">The rematch →' in page.text
    assert text.count("The rematch →") == 1  # the rematch has none yet


def test_a_viewers_list_links_to_the_rematchs_view_page(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    old = finished_game(games)
    games.edit_url = client.post(f"{games.edit_url}/rematch").headers["Location"]
    rematch = games.game()
    viewer = app.test_client()
    viewer.get(f"/g/{old.view_id}")
    page = viewer.get("/games").text
    assert f'href="/g/{rematch.view_id}">The rematch →' in page
    assert rematch.edit_key not in page


# ---- Putting a game on a table afterwards ----------------------------------------------------


def start_table(client: FlaskClient, name: str) -> str:
    response = client.post("/tables/new", data={"name": name})
    assert response.status_code == 302
    return response.headers["Location"].rsplit("/", 1)[-1]


def table_of(app: Flask, games: GameActions) -> Table | None:
    with app.app_context():
        game = db.session.get(Game, games.game().id)
        assert game is not None
        table = game.table
        if table is not None:
            db.session.expunge(table)
        return table


def test_a_game_goes_on_one_of_this_devices_tables(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    key = start_table(client, "Friday nights")
    games.start(["Ann", "Bob"])
    page = client.get(games.edit_url).text
    assert f'<option value="{key}">Friday nights</option>' in page
    response = client.post(f"{games.edit_url}/table", data={"table": key})
    assert response.status_code == 302 and response.headers["Location"] == games.edit_url
    table = table_of(app, games)
    assert table is not None and table.edit_key == key
    page = client.get(games.edit_url)
    assert "This game is now at Friday nights." in page_text(page)
    assert "Put this game on a table" not in page.text
    assert "Ann, Bob" in page_text(client.get(f"/t/{table.view_id}"))


def test_a_game_goes_on_a_new_table_once(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"])
    assert "Put this game on a table" in client.get(games.edit_url).text
    data = {"name": "  Grandma's kitchen "}
    assert client.post(f"{games.edit_url}/table", data=data).status_code == 302
    again = client.post(f"{games.edit_url}/table", data={"name": "Grandma's kitchen"})
    assert "This game is already at Grandma's kitchen." in page_text(client.get(again.location))
    with app.app_context():
        tables = db.session.execute(db.select(Table)).scalars().all()
        assert [table.name for table in tables] == ["Grandma's kitchen"]
    # The new table is this device's: the games page lists it to keep score at.
    table = table_of(app, games)
    assert table is not None
    assert f'href="/t/e/{table.edit_key}">Grandma&#39;s kitchen' in client.get("/games").text


def test_a_new_table_needs_a_name(app: Flask, client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob"])
    response = client.post(f"{games.edit_url}/table", data={"name": "  "})
    assert response.status_code == 422
    assert "Give the table a name, like Friday nights." in page_text(response)
    assert re.search(r"<details class=\"group put-on-table\" open>", response.text)
    assert table_of(app, games) is None


def test_a_table_link_that_no_longer_works_is_said(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"])
    response = client.post(f"{games.edit_url}/table", data={"table": "no-such-table"})
    assert "This table's link no longer works: choose another." in page_text(
        client.get(response.location)
    )
    assert table_of(app, games) is None


def test_putting_on_a_table_needs_the_csrf_token(csrf_client: FlaskClient, csrf_app: Flask) -> None:
    games = GameActions(csrf_client, csrf_app)
    token_of = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')
    token = token_of.search(csrf_client.get("/games/new").text)
    assert token is not None
    started = csrf_client.post("/games/new", data=games.new_game_form() | {"csrf_token": token[1]})
    games.edit_url = started.headers["Location"]
    refused = csrf_client.post(f"{games.edit_url}/table", data={"name": "Friday nights"})
    assert refused.status_code == 400 and table_of(csrf_app, games) is None
    token = token_of.search(csrf_client.get(games.edit_url).text)
    assert token is not None
    data = {"name": "Friday nights", "csrf_token": token[1]}
    assert csrf_client.post(f"{games.edit_url}/table", data=data).status_code == 302
    table = table_of(csrf_app, games)
    assert table is not None and table.name == "Friday nights"
