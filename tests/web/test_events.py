"""Club evenings and tournaments (issue 53) through their pages: an event set up, its series
drawn (each table an ordinary game), deals saved at the tables, and the standings the
organiser, the players and the wall read from the stored games.

Sources: 014 (events: seating by the standing, the leader at table 1 seat 1; place points).
"""

from __future__ import annotations

import html
import re
from datetime import timedelta
from fractions import Fraction

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.events.views import ranking_points_shown
from scorekeeper.extensions import db
from scorekeeper.models import Event, Game, Series, utcnow
from scorekeeper.rules import find_preset
from scorekeeper.rules.deal import Standings
from scorekeeper.rules.ranking import ranking
from scorekeeper.scorebook.changes.events import start_clock
from tests.web.game_pages import Cards, GameActions, field_note, page_text

EIGHT = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def event_form(names: list[str] | str = EIGHT, **changes: str) -> dict[str, str]:
    entrants = names if isinstance(names, str) else "\n".join(names)
    return {
        "name": "Club evening",
        "variant": "5000-rummy-subtract",
        "entrants": entrants,
        "series_count": "3",
        "series_deals": "10",
        "series_minutes": "",
        "scheme": "places",
        "odd_tables": "five",
        **changes,
    }


def start_event(client: FlaskClient, **changes: str) -> str:
    response = client.post("/events/new", data=event_form(**changes))
    assert response.status_code == 302, page_text(response)
    return response.headers["Location"]


def stored_event(app: Flask) -> tuple[Event, list[Series]]:
    with app.app_context():
        event = db.session.execute(db.select(Event)).scalar_one()
        series = list(event.series)
        for row in series:
            for table in row.tables:
                _ = table.game.players
        db.session.expunge_all()
        return event, series


def seated_names(app: Flask, number: int) -> list[list[str]]:
    """Each table's players of series ``number`` in seat order, as their games hold them."""
    with app.app_context():
        series = db.session.execute(db.select(Series).filter_by(number=number)).scalar_one()
        return [[player.name for player in table.game.players] for table in series.tables]


def table_edit_url(app: Flask, series: int, table: int) -> str:
    with app.app_context():
        row = db.session.execute(db.select(Series).filter_by(number=series)).scalar_one()
        return f"/e/{row.tables[table - 1].game.edit_key}"


def stored_totals(app: Flask, games: GameActions) -> tuple[int, ...]:
    key = games.edit_url.rsplit("/", 1)[-1]
    with app.app_context():
        game = db.session.execute(db.select(Game).filter_by(edit_key=key)).scalar_one()
        return tuple(player.total for player in game.players)


def test_an_event_draws_tables_of_four_each_an_ordinary_game(client: FlaskClient, app: Flask):
    edit = start_event(client)
    response = client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    assert response.status_code == 302, page_text(response)
    tables = seated_names(app, 1)
    assert [len(table) for table in tables] == [4, 4]
    assert sorted(name for table in tables for name in table) == sorted(EIGHT)
    with app.app_context():
        games = db.session.execute(db.select(Game)).scalars().all()
        assert len(games) == 2
        assert all(game.rules["deals"] == 10 for game in games)  # the series' deals
    page = page_text(client.get(edit))
    assert "Table 1" in page and "Table 2" in page


def test_standings_follow_each_deal_saved_at_a_table(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_event(client)
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    first = seated_names(app, 1)[0]
    games.edit_url = table_edit_url(app, 1, 1)
    response = games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="QC"), Cards(hand="AC"), Cards(hand="3C")],
        0,
        wild_rank="2",
    )
    assert response.status_code == 302, page_text(response)
    # Place points 4/3/2/1 by the table's totals as stored (014).
    board = Standings(tuple(first), stored_totals(app, games), False, ())
    places = ranking(find_preset("5000-rummy-subtract"), board)
    text = page_text(client.get(edit))
    standings = text[text.index("Standings") :]
    # Each of the table's players at their place; players tied share one, listed either way.
    for place in places:
        assert re.search(rf"{place.place} {place.name} ", standings), (places, standings)
    leader_row = re.search(rf"1 {places[0].name} (\S+)", standings)
    assert leader_row is not None and leader_row.group(1) == "4"


def test_the_next_series_seats_the_leader_at_table_1_seat_1(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_event(client)
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    second_table = seated_names(app, 1)[1]
    games.edit_url = table_edit_url(app, 1, 2)
    games.enter_deal(
        [Cards(hand="KC"), Cards(melds=["5S 5H 5C"]), Cards(hand="2C"), Cards(hand="3C")],
        1,
        wild_rank="2",
    )
    games.edit_url = table_edit_url(app, 1, 1)
    games.enter_deal(
        [Cards(hand="KC"), Cards(hand="2D"), Cards(melds=["7S 7H 7D"]), Cards(hand="4C")],
        2,
        wild_rank="2",
    )
    response = client.post(f"{edit}/series", data={"seating": "standing", "day": "1"})
    assert response.status_code == 302, page_text(response)
    second = seated_names(app, 2)
    # Both winners have 4 place points; the first listed (registration order) leads.
    event, _ = stored_event(app)
    winners = {second_table[1], seated_names(app, 1)[0][2]}
    assert second[0][0] in winners and second[1][0] in winners
    assert event.series_count == 3


def test_a_fixed_deal_changes_the_standings_and_says_so(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_event(client)
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    games.edit_url = table_edit_url(app, 1, 1)
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="9C"), Cards(hand="QC"), Cards(hand="2C")],
        0,
        wild_rank="2",
    )
    fixed = games.deal_form(
        [Cards(hand="KC"), Cards(melds=["9S 9H 9D"]), Cards(hand="QC"), Cards(hand="2C")],
        1,
        wild_rank="2",
    )
    response = client.post(f"{games.edit_url}/deals/1/edit", data=fixed)
    assert response.status_code in (200, 302), page_text(response)
    text = page_text(client.get(edit))
    assert "Table 1 of series 1 fixed deal 1." in text
    name = seated_names(app, 1)[0][1]
    assert re.search(rf"1 {name} 4 ", text[text.index("Standings") :])


def test_the_wall_and_the_players_page_read_the_same_standings(client: FlaskClient, app: Flask):
    start_event(client)
    event, _ = stored_event(app)
    client.post(f"/ev/e/{event.edit_key}/series", data={"seating": "random", "day": "1"})
    for path in (
        f"/ev/{event.view_id}",
        f"/ev/{event.view_id}/wall",
        f"/ev/{event.view_id}/wall/now",
    ):
        response = client.get(path)
        assert response.status_code == 200
        assert all(name in page_text(response) for name in EIGHT)
    wall = client.get(f"/ev/{event.view_id}/wall").get_data(as_text=True)
    assert 'hx-trigger="every 5s"' in wall
    assert event.edit_key not in wall  # the wall holds no scorekeeper's link
    printed = client.get(f"/ev/e/{event.edit_key}/series/1/print").get_data(as_text=True)
    assert printed.count('class="sheet-qr"') == 2


def test_the_players_page_links_each_player_to_their_seat(client: FlaskClient, app: Flask):
    start_event(client)
    event, _ = stored_event(app)
    client.post(f"/ev/e/{event.edit_key}/series", data={"seating": "random", "day": "1"})
    _, series = stored_event(app)
    page = client.get(f"/ev/{event.view_id}").get_data(as_text=True)
    first = series[0].tables[0]
    # Seats count from 1 in their links: each name opens that player's own seat.
    for player in first.game.players:
        link = re.search(rf'href="(/s/{first.game.seat_key}/\d+)">{player.name}</a>', page)
        assert link is not None, player.name
        seat = page_text(client.get(link.group(1)))
        assert f"Are you {player.name}?" in seat, seat
    assert first.game.edit_key not in page


def test_a_timed_series_clock_starts_once(client: FlaskClient, app: Flask):
    edit = start_event(client, series_deals="", series_minutes="120")
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    client.post(f"{edit}/series/1/clock")
    _, series = stored_event(app)
    ends = series[0].ends_at
    assert ends is not None
    client.post(f"{edit}/series/1/clock")
    _, again = stored_event(app)
    assert again[0].ends_at == ends
    assert 'data-countdown data-ends-at="' in client.get(edit).get_data(as_text=True)


def test_pairs_rank_together_and_never_share_a_table(client: FlaskClient, app: Flask):
    pairs = "Ann & Bob\nCy & Di\nEd & Flo\nGus & Hal"
    edit = start_event(client, names=pairs)
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    for table in seated_names(app, 1):
        for one, other in (("Ann", "Bob"), ("Cy", "Di"), ("Ed", "Flo"), ("Gus", "Hal")):
            assert not (one in table and other in table)
    assert "Ann &amp; Bob" in client.get(edit).get_data(as_text=True)


def test_every_series_drawn_refuses_one_more(client: FlaskClient, app: Flask):
    edit = start_event(client, series_count="1")
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    response = client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    assert response.status_code == 302  # a form sent after the last series was drawn
    assert "This event has 1 series, drawn already." in page_text(client.get(edit))
    assert len(seated_names(app, 1)) == 2
    with app.app_context():
        assert db.session.execute(db.select(db.func.count(Series.id))).scalar_one() == 1


def test_bad_entrants_are_refused_by_the_list_with_nothing_stored(client: FlaskClient, app: Flask):
    cases = {
        "Ann\nBob\nann\nDi": "ann is listed twice",
        "Ann & Bob\nCy\nDi & Ed": "",
        "Ann\nBob": "",
    }
    for entrants, said in cases.items():
        response = client.post("/events/new", data=event_form(entrants))
        assert response.status_code == 422, entrants
        note = field_note(response, "entrants")
        assert note and said in note, (entrants, note)
        typed = html.unescape(response.get_data(as_text=True))
        assert entrants in typed.replace("\r\n", "\n")  # nothing typed lost
    response = client.post("/events/new", data=event_form(series_deals="", series_minutes=""))
    assert response.status_code == 422
    assert field_note(response, "series_deals")
    with app.app_context():
        assert db.session.execute(db.select(Event)).first() is None


def test_unknown_event_links_answer_404(client: FlaskClient):
    for path in ("/ev/nope", "/ev/nope/wall", "/ev/e/nope", "/ev/e/nope/series/1/print"):
        assert client.get(path).status_code == 404
    assert client.post("/ev/e/nope/series", data={"seating": "random"}).status_code == 404


def test_ranking_points_are_shown_with_halves(app: Flask):
    with app.test_request_context():
        assert ranking_points_shown(Fraction(7, 2)) == "3½"
        assert ranking_points_shown(Fraction(4)) == "4"
        assert ranking_points_shown(Fraction(1, 2)) == "½"


def test_when_time_is_up_the_deal_in_play_is_the_last(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_event(client, series_deals="", series_minutes="120")
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    with app.app_context():
        series = db.session.execute(db.select(Series)).scalar_one()
        start_clock(series, 120, now=utcnow() - timedelta(minutes=121))  # time is up
    games.edit_url = table_edit_url(app, 1, 1)
    deal = [Cards(melds=["KS KH KD"]), Cards(hand="9C"), Cards(hand="QC"), Cards(hand="3C")]
    response = games.enter_deal(deal, 0, wild_rank="2")
    assert response.status_code == 302, page_text(response)  # the deal in play
    response = games.enter_deal(deal, 0, wild_rank="2")
    assert games.deal_count() == 1
    said = page_text(client.get(response.headers["Location"]))  # said on the game's page
    assert "Time is up for this series: deal 1, the one in play, was its last." in said
    games.edit_url = table_edit_url(app, 1, 2)  # every table has its own deal in play
    response = games.enter_deal(deal, 0, wild_rank="2")
    assert response.status_code == 302, page_text(response)


def test_a_table_s_pages_name_its_event_and_count_down(client: FlaskClient, app: Flask):
    edit = start_event(client, series_deals="", series_minutes="90")
    client.post(f"{edit}/series", data={"seating": "random", "day": "1"})
    client.post(f"{edit}/series/1/clock")
    _, series = stored_event(app)
    game = series[0].tables[1].game
    for path in (f"/e/{game.edit_key}", f"/g/{game.view_id}"):
        page = client.get(path).get_data(as_text=True)
        assert "Club evening</a> · series 1, table 2" in page
        assert f'data-ends-at="{series[0].ends_at.isoformat()}Z"' in page
    lone = GameActions(client, app)
    lone.start()
    assert "data-countdown" not in client.get(lone.edit_url).get_data(as_text=True)
