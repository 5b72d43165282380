"""The wall's poll of an event (issue 53): 304 from one query while nothing changed, the
standings drawn once per stamp of the event and kept, a deal stored, fixed or deleted at any
table shown at the next read once the wall drawn last is a second old (every read here comes a
second after the one before, on the wall's own clock, but where a test stops it), and after a
deal only that table's game read again.

Sources: 014 (events: Rommé's points, going out 5, every deal).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import event as sql_event
from werkzeug.test import TestResponse

from scorekeeper.events import views
from scorekeeper.extensions import cache, db
from scorekeeper.models import Event, Series
from scorekeeper.scorebook.changes.events import start_clock
from scorekeeper.scorebook.reading.event_results import event_stamp
from tests.web.board_deals import delete_deal
from tests.web.game_pages import Cards, GameActions, page_text

EIGHT = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
FORM = {
    "name": "Championship",
    "variant": "5000-rummy-subtract",
    "entrants": "\n".join(EIGHT),
    "series_count": "3",
    "series_deals": "",
    "series_minutes": "60",
    "scheme": "romme",
    "odd_tables": "five",
}


@dataclass
class Clock:
    """The wall's clock (``views._clock``): each reading ``step`` seconds after the last."""

    now: float = 0.0
    step: float = views.WALL_DRAWN_FOR

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.fixture(autouse=True)
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    stepping = Clock()
    monkeypatch.setattr(views, "_clock", stepping)
    return stepping


def drawn_event(app: Flask, client: FlaskClient) -> tuple[str, str]:
    """An event of two tables with series 1 drawn: its view id and its first table's edit
    link."""
    response = client.post("/events/new", data=FORM)
    assert response.status_code == 302, page_text(response)
    response = client.post(f"{response.headers['Location']}/series", data={"seating": "random"})
    assert response.status_code == 302, page_text(response)
    with app.app_context():
        found = db.session.execute(db.select(Event)).scalar_one()
        return found.view_id, f"/e/{found.series[0].tables[0].game.edit_key}"


def wall(client: FlaskClient, view_id: str, etag: str | None = None) -> TestResponse:
    headers = {"If-None-Match": etag} if etag else {}
    return client.get(f"/ev/{view_id}/wall/now", headers=headers)


def table_one(response: TestResponse) -> str:
    """What the wall says of table 1 of the series in play: its deals and its seats."""
    text = page_text(response)
    seating = text[text.index("Seating of series") :]
    return seating[: seating.index("Table 2")]


def statements_of(app: Flask, client: FlaskClient, path: str, etag: str) -> list[str]:
    """The SQL statements (BEGIN and the like left out) a wall poll runs, then its status."""
    seen: list[str] = []
    with app.app_context():
        engine = db.engine

    def record(conn: object, cursor: object, statement: str, *args: object) -> None:
        if not statement.startswith(("BEGIN", "ROLLBACK", "COMMIT")):
            seen.append(statement)

    sql_event.listen(engine, "before_cursor_execute", record)
    response = client.get(path, headers={"If-None-Match": etag})
    sql_event.remove(engine, "before_cursor_execute", record)
    seen.append(str(response.status_code))
    return seen


def test_an_unchanged_wall_is_304_from_one_query(app: Flask, client: FlaskClient) -> None:
    view_id, _ = drawn_event(app, client)
    first = wall(client, view_id)
    assert first.status_code == 200 and first.headers["ETag"]
    assert all(name in page_text(first) for name in EIGHT)
    polled = statements_of(app, client, f"/ev/{view_id}/wall/now", first.headers["ETag"])
    assert polled[-1] == "304"
    assert len(polled) == 2 and "sum(game.version)" in polled[0]  # the stamp alone
    # A screen that sends nothing (or another stamp) gets the wall, kept: the same bytes.
    again = wall(client, view_id, '"0"')
    assert again.status_code == 200 and again.get_data() == first.get_data()


def test_the_wall_shows_a_deal_at_the_next_read(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    view_id, edit_url = drawn_event(app, client)
    before = wall(client, view_id)
    assert "0 deals" in table_one(before)
    games.edit_url = edit_url
    response = games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="QC"), Cards(hand="AC"), Cards(hand="3C")],
        0,
        wild_rank="2",
    )
    assert response.status_code == 302, page_text(response)
    after = wall(client, view_id, before.headers["ETag"])
    assert after.status_code == 200
    assert after.headers["ETag"] != before.headers["ETag"]
    assert "1 deal" in table_one(after)
    # Seat 1 went out: 5 Rommé points (014), shown beside their total at the table.
    assert re.search(r"\d+ · 5\b", table_one(after)), table_one(after)
    assert wall(client, view_id, after.headers["ETag"]).status_code == 304


def test_a_fixed_or_deleted_deal_is_never_shown_from_the_kept_wall(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    view_id, edit_url = drawn_event(app, client)
    games.edit_url = edit_url
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="9C"), Cards(hand="QC"), Cards(hand="2C")],
        0,
        wild_rank="2",
    )
    saved = wall(client, view_id)
    assert re.search(r"\d+ · 5\b", table_one(saved))
    fixed = games.deal_form(
        [Cards(hand="KC"), Cards(melds=["9S 9H 9D"]), Cards(hand="QC"), Cards(hand="2C")],
        1,
        wild_rank="2",
    )
    fixed["version"] = str(games.game().version)
    assert client.post(f"{edit_url}/deals/1/edit", data=fixed).status_code == 302
    after_fix = wall(client, view_id, saved.headers["ETag"])
    assert after_fix.status_code == 200
    assert "Table 1 of series 1 fixed deal 1." in page_text(after_fix)
    assert table_one(after_fix) != table_one(saved)
    delete_deal(client, games, 1)
    after_delete = wall(client, view_id, after_fix.headers["ETag"])
    assert after_delete.status_code == 200
    assert "Table 1 of series 1 deleted deal 1." in page_text(after_delete)
    assert "0 deals" in table_one(after_delete)


def test_a_clock_started_or_a_series_drawn_changes_the_wall(
    app: Flask, client: FlaskClient
) -> None:
    view_id, _ = drawn_event(app, client)
    before = wall(client, view_id)
    assert "data-countdown" not in before.get_data(as_text=True)
    with app.app_context():
        start_clock(db.session.execute(db.select(Series)).scalar_one(), 60)
    clocked = wall(client, view_id, before.headers["ETag"])
    assert clocked.status_code == 200 and "data-countdown" in clocked.get_data(as_text=True)
    with app.app_context():
        edit_key = db.session.execute(db.select(Event.edit_key)).scalar_one()
    client.post(f"/ev/e/{edit_key}/series", data={"seating": "random"})
    drawn = wall(client, view_id, clocked.headers["ETag"])
    assert drawn.status_code == 200 and "Seating of series 2" in page_text(drawn)


def test_after_a_deal_the_wall_reads_that_table_alone_again(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    view_id, edit_url = drawn_event(app, client)
    first = statements_of(app, client, f"/ev/{view_id}/wall/now", "")
    assert sum("FROM player" in sql for sql in first) == 2  # both tables, nothing kept
    games.edit_url = edit_url
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="QC"), Cards(hand="AC"), Cards(hand="3C")],
        0,
        wild_rank="2",
    )
    after = statements_of(app, client, f"/ev/{view_id}/wall/now", "")
    assert after[-1] == "200"
    assert sum("FROM player" in sql for sql in after) == 1  # table 1's game alone
    deals = [sql for sql in after if re.search(r"FROM deal\b", sql)]
    assert len(deals) == 1  # its deals, for Rommé's points


def test_the_wall_drawn_last_answers_for_a_second_after_a_deal(
    app: Flask, client: FlaskClient, games: GameActions, clock: Clock
) -> None:
    view_id, edit_url = drawn_event(app, client)
    clock.step = 0  # the wall's clock stands still between reads
    before = wall(client, view_id)
    games.edit_url = edit_url
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="QC"), Cards(hand="AC"), Cards(hand="3C")],
        0,
        wild_rank="2",
    )
    # Within the second, every screen gets the wall drawn last: 304 for one that shows it.
    assert wall(client, view_id, before.headers["ETag"]).status_code == 304
    assert "0 deals" in table_one(wall(client, view_id))
    clock.now += views.WALL_DRAWN_FOR
    after = wall(client, view_id, before.headers["ETag"])
    assert after.status_code == 200 and "1 deal" in table_one(after)
    # The wall page opens with what its poll shows.
    page = client.get(f"/ev/{view_id}/wall")
    assert "1 deal" in table_one(page) and 'hx-trigger="every 5s"' in page.get_data(as_text=True)


def test_a_screen_never_gets_an_older_wall_than_it_shows(
    app: Flask, client: FlaskClient, games: GameActions, clock: Clock
) -> None:
    """Another process may have drawn the wall before a deal the screen already shows (its
    polls take turns over the servers' processes): that process answers 304."""
    view_id, edit_url = drawn_event(app, client)
    with app.app_context():
        older_stamp = event_stamp(view_id)
    before = wall(client, view_id)
    games.edit_url = edit_url
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="QC"), Cards(hand="AC"), Cards(hand="3C")],
        0,
        wild_rank="2",
    )
    after = wall(client, view_id, before.headers["ETag"])
    assert after.status_code == 200 and "1 deal" in table_one(after)
    # Another process's wall, drawn before the deal and not a second old, by a clock at rest.
    clock.step = 0
    assert older_stamp is not None
    older = views.DrawnWall(clock.now, older_stamp, before.headers["ETag"].strip('"'), "older")
    with app.app_context():
        cache.set(views.wall_key(view_id, "en"), older)
    games.enter_deal(  # and the event has moved on since the screen's wall was drawn
        [Cards(hand="QC"), Cards(melds=["KS KH KD"]), Cards(hand="AC"), Cards(hand="3C")],
        1,
        wild_rank="2",
    )
    assert wall(client, view_id, after.headers["ETag"]).status_code == 304
    assert wall(client, view_id, f'{after.headers["ETag"][:-1]}:gzip"').status_code == 304
    # A screen that shows the older wall, or nothing, gets it: within its second.
    assert wall(client, view_id, before.headers["ETag"]).status_code == 304
    assert wall(client, view_id).get_data(as_text=True) == "older"


def test_an_unknown_wall_answers_404(client: FlaskClient) -> None:
    assert client.get("/ev/nope/wall/now").status_code == 404
