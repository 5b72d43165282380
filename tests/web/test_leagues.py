"""Leagues across evenings (issue 53, item 6) through their pages: a league set up in groups, an
evening started in a group (the new-event form filled with its players, the event tied to the
season and group), each group's table over the season read from the evenings' standings, and
the season closed with promotion and relegation, once however often the form is sent.

Sources: 015 (leagues: the top of each group up, the bottom down, newcomers in the lowest
group), 014 (events: place points 4/3/2/1; level players share a place).
"""

from __future__ import annotations

import html
import re

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Event, League, LeagueEvening, Season, Series
from tests.web.game_pages import Cards, GameActions, field_note, page_text

TOP = ["Ann", "Bob", "Cy", "Di"]
LOWER = ["Ed", "Flo", "Gus", "Hal"]


def league_form(**changes: str) -> dict[str, str]:
    return {
        "name": "Thursday league",
        "players": "\n".join(TOP + LOWER),
        "groups": "2",
        "promoted": "1",
        **changes,
    }


def start_league(client: FlaskClient, **changes: str) -> str:
    response = client.post("/leagues/new", data=league_form(**changes))
    assert response.status_code == 302, page_text(response)
    return response.headers["Location"]


def evening_form(client: FlaskClient, edit: str, group: int) -> dict[str, str]:
    """The new-event form as the league's "Start an evening in group N" link fills it."""
    page = client.get(edit).get_data(as_text=True)
    link = re.search(rf'href="(/events/new\?[^"]*group={group}[^"]*)"', page)
    assert link is not None, page
    form = client.get(html.unescape(link.group(1))).get_data(as_text=True)
    fields = {
        name: html.unescape(value)
        for name, value in re.findall(r'<input[^>]*name="(\w+)"[^>]*value="([^"]*)"', form)
    }
    entrants = re.search(r'<textarea[^>]*name="entrants"[^>]*>(.*?)</textarea>', form, re.S)
    assert entrants is not None
    return {
        **fields,
        "entrants": html.unescape(entrants.group(1)).strip(),
        "variant": "5000-rummy-subtract",
        "series_count": "1",
        "series_deals": "10",
        "series_minutes": "",
        "scheme": "places",
        "odd_tables": "five",
    }


def play_evening(client: FlaskClient, app: Flask, games: GameActions, form: dict[str, str]) -> str:
    """Start the evening, draw its one table and save a deal the seat-2 player wins; their
    name."""
    response = client.post("/events/new", data=form)
    assert response.status_code == 302, page_text(response)
    event_edit = response.headers["Location"]
    client.post(f"{event_edit}/series", data={"seating": "random", "day": "1"})
    key = event_edit.rsplit("/", 1)[-1]
    with app.app_context():
        event = db.session.execute(db.select(Event).filter_by(edit_key=key)).scalar_one()
        series = db.session.execute(db.select(Series).filter_by(event_id=event.id)).scalar_one()
        table = series.tables[0]
        games.edit_url = f"/e/{table.game.edit_key}"
        winner = table.game.players[1].name
    response = games.enter_deal(
        [Cards(hand="KC"), Cards(melds=["KS KH KD"]), Cards(hand="QC"), Cards(hand="3C")],
        1,
        wild_rank="2",
    )
    assert response.status_code == 302, page_text(response)
    return winner


def seasons(app: Flask) -> list[dict[int, list[str]]]:
    """Each stored season's groups, by number, their players in order."""
    with app.app_context():
        found = db.session.execute(db.select(Season).order_by(Season.number)).scalars().all()
        return [
            {
                group: [p.name for p in season.players if p.group_number == group]
                for group in sorted({p.group_number for p in season.players})
            }
            for season in found
        ]


def test_a_league_splits_its_players_into_groups_strongest_on_top(client: FlaskClient, app: Flask):
    edit = start_league(client)
    assert seasons(app) == [{1: TOP, 2: LOWER}]
    page = page_text(client.get(edit))
    assert "Season 1" in page and "Group 1" in page and "Group 2" in page
    assert "Start an evening in group 2" in page
    with app.app_context():
        league = db.session.execute(db.select(League)).scalar_one()
        view = page_text(client.get(f"/lg/{league.view_id}"))
    assert all(name in view for name in TOP + LOWER)
    assert "Start an evening" not in view


def test_an_evening_in_a_group_belongs_to_the_season_and_counts_in_its_table(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_league(client)
    form = evening_form(client, edit, 2)
    assert form["entrants"].splitlines() == LOWER  # the group's players, filled in
    assert form["name"] == "Thursday league · Season 1, group 2"
    winner = play_evening(client, app, games, form)
    with app.app_context():
        evening = db.session.execute(db.select(LeagueEvening)).scalar_one()
        assert (evening.season.number, evening.group_number) == (1, 2)
    text = page_text(client.get(edit))
    lower = text[text.index("Group 2") :]
    # Place points 4/3/2/1 (014): the winner leads group 2 with 4 points, 1 evening.
    assert re.search(rf"1 {winner} 4 1 ", lower), lower
    top = text[text.index("Group 1") : text.index("Group 2")]
    assert re.search(r"1 Ann 0 0 1 Bob 0 0", top), top  # level: one place, registered order


def test_an_event_of_its_own_belongs_to_no_league(client: FlaskClient, app: Flask):
    form = {
        "name": "Club evening",
        "variant": "5000-rummy-subtract",
        "entrants": "\n".join(TOP),
        "series_count": "1",
        "series_deals": "10",
        "series_minutes": "",
        "scheme": "places",
        "odd_tables": "five",
    }
    assert client.post("/events/new", data=form).status_code == 302
    with app.app_context():
        assert db.session.execute(db.select(LeagueEvening)).first() is None


def test_closing_a_season_moves_the_top_up_and_the_bottom_down_once(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_league(client)
    winner = play_evening(client, app, games, evening_form(client, edit, 2))
    response = client.post(f"{edit}/seasons/1/close", data={"newcomers": "Ivy\n"})
    assert response.status_code == 302, page_text(response)
    # Group 1 played no evening: all level, the last registered (Di) is its bottom (015).
    after = seasons(app)
    assert after[1][1] == ["Ann", "Bob", "Cy", winner]
    assert after[1][2][0] == "Di" and after[1][2][-1] == "Ivy"
    assert sorted(after[1][2]) == sorted(["Di", "Ivy", *(n for n in LOWER if n != winner)])
    page = page_text(client.get(response.headers["Location"]))
    assert "Season 1 is closed." in page
    assert f"{winner} went up to group 1" in page
    assert "Di went down to group 2" in page
    assert "Ivy joined group 2" in page
    assert "Season 2" in page
    # Sent again: the page says so, and no third season.
    again = client.post(f"{edit}/seasons/1/close", data={"newcomers": "Ivy\n"})
    assert again.status_code == 302
    assert "Season 1 is closed already" in page_text(client.get(again.headers["Location"]))
    assert len(seasons(app)) == 2


def test_an_evening_of_a_closed_season_or_an_unknown_league_is_refused_by_the_name(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_league(client)
    form = evening_form(client, edit, 1)
    play_evening(client, app, games, evening_form(client, edit, 2))
    client.post(f"{edit}/seasons/1/close", data={"newcomers": ""})
    with app.app_context():
        count_before = db.session.execute(db.select(db.func.count(Event.id))).scalar_one()
    response = client.post("/events/new", data=form)  # the form opened before the close
    assert response.status_code == 422
    assert "Season 1 is closed already" in field_note(response, "name")
    for league, season, group in (("nope", "1", "1"), (form["league"], "2", "9"), ("x", "a", "")):
        changed = {**form, "league": league, "league_season": season, "league_group": group}
        response = client.post("/events/new", data=changed)
        assert response.status_code == 422, (league, season, group)
        assert "names no group" in field_note(response, "name")
    with app.app_context():
        count_after = db.session.execute(db.select(db.func.count(Event.id))).scalar_one()
    assert count_after == count_before
    # A link that names no open season's group opens an empty form, not an error.
    assert client.get("/events/new?league=nope&season=1&group=1").status_code == 200


def test_bad_league_input_is_refused_by_its_field_with_nothing_stored(
    client: FlaskClient, app: Flask
):
    cases = [
        ({"name": ""}, "name", "Give the league a name"),
        ({"groups": "0"}, "groups", "From 1 to 10 groups."),
        ({"groups": "two"}, "groups", "Enter a whole number"),
        ({"groups": "3"}, "players", "3 groups need at least 9 players"),
        ({"promoted": "3"}, "promoted", "From 0 to 2"),
        ({"promoted": "-1"}, "promoted", "From 0 to 100 players."),
        ({"players": "Ann\nBob\nCy\nann\nEd\nFlo"}, "players", "ann is in the league already"),
        ({"players": ""}, "players", "List the players"),
    ]
    for changes, field, said in cases:
        response = client.post("/leagues/new", data=league_form(**changes))
        assert response.status_code == 422, changes
        note = field_note(response, field)
        assert said in note, (changes, note)
    with app.app_context():
        assert db.session.execute(db.select(League)).first() is None


def test_closing_refuses_a_season_without_evenings_and_a_newcomer_twice(
    client: FlaskClient, app: Flask, games: GameActions
):
    edit = start_league(client)
    response = client.post(f"{edit}/seasons/1/close", data={"newcomers": ""})
    assert response.status_code == 422
    assert "Play an evening in this season" in field_note(response, "newcomers")
    play_evening(client, app, games, evening_form(client, edit, 1))
    response = client.post(f"{edit}/seasons/1/close", data={"newcomers": "Ivy\nhal"})
    assert response.status_code == 422
    assert "hal is in the league already" in field_note(response, "newcomers")
    assert "Ivy\nhal" in html.unescape(response.get_data(as_text=True)).replace("\r\n", "\n")
    assert len(seasons(app)) == 1


def test_unknown_league_links_answer_404(client: FlaskClient):
    for path in ("/lg/nope", "/lg/e/nope"):
        assert client.get(path).status_code == 404
    assert client.post("/lg/e/nope/seasons/1/close", data={}).status_code == 404
