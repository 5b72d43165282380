"""Club evenings and tournaments through the JSON API (issue 53, item 5): an event created, its
series drawn with the edit key (each table an ordinary game, played through ``/api/v1/games``),
and the event read with its tables, ranking points and standings; refusals in words with their
codes, nothing stored.

Sources: 014 (events: tables of four, seating by the standing with the leader at table 1 seat
1, place points 4/3/2/1 with tied places shared).
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.api.openapi import openapi_document
from scorekeeper.extensions import db
from scorekeeper.models import Event, Game, Series

EVENTS = "/api/v1/events"
EIGHT = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def event_body(**changes: Any) -> dict[str, Any]:
    return {
        "name": "Club evening",
        "variant": "rummy",
        "entrants": EIGHT,
        "series_count": 3,
        "series_deals": 10,
        **changes,
    }


def create(client: FlaskClient, **changes: Any) -> dict[str, Any]:
    response = client.post(EVENTS, json=event_body(**changes))
    assert response.status_code == 201, response.get_json()
    body: dict[str, Any] = response.get_json()
    return body


def draw(client: FlaskClient, event: dict[str, Any], key: str | None = None, **body: Any) -> Any:
    token = event["edit_key"] if key is None else key
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return client.post(f"{EVENTS}/{event['id']}/series", json=body, headers=headers)


def count(app: Flask, model: type[Any]) -> int:
    with app.app_context():
        return int(db.session.execute(db.select(db.func.count(model.id))).scalar_one())


def test_an_event_is_created_with_its_links(client: FlaskClient, app: Flask) -> None:
    event = create(client)
    assert set(event) == {"id", "edit_key", "urls"}
    urls = event["urls"]
    assert urls["view"].endswith(f"/ev/{event['id']}")
    assert urls["edit"].endswith(f"/ev/e/{event['edit_key']}")
    assert urls["standings_csv"].endswith(f"/ev/{event['id']}/standings.csv")
    read = client.get(f"{EVENTS}/{event['id']}").get_json()
    assert read["name"] == "Club evening"
    assert read["game"] == "Rummy"
    assert [entrant["name"] for entrant in read["entrants"]] == EIGHT
    assert [entrant["number"] for entrant in read["entrants"]] == list(range(1, 9))
    assert read["series"] == []
    assert read["ranking"]["scheme"] == "places"
    assert read["urls"]["edit"] is None  # the view id gives no organiser's link
    assert event["edit_key"] not in str(read)


def test_pairs_are_sent_as_two_names_a_line(client: FlaskClient) -> None:
    pairs = [["Ann", "Bob"], ["Cy", "Di"], ["Ed", "Flo"], ["Gus", "Hal"]]
    event = create(client, entrants=pairs)
    read = client.get(f"{EVENTS}/{event['id']}").get_json()
    assert read["pairs"] is True
    assert [entrant["pair"] for entrant in read["entrants"]] == [1, 1, 2, 2, 3, 3, 4, 4]
    assert draw(client, event, seating="random").status_code == 201
    read = client.get(f"{EVENTS}/{event['id']}").get_json()
    for table in read["series"][0]["tables"]:
        pair_numbers = [(player["entrant"] + 1) // 2 for player in table["players"]]
        assert len(set(pair_numbers)) == len(pair_numbers)  # partners never at one table
    assert len(read["standings"]["pairs"]) == 4


@pytest.mark.parametrize(
    ("changes", "status", "code", "field"),
    [
        ({"entrants": ["Ann", "Bob", "Cy", "ann"]}, 422, "event.entrant_twice", "entrants[3]"),
        (
            {"entrants": [["Ann", "Bob"], "Cy", ["Di", "Ed"]]},
            422,
            "event.pairs_mixed",
            "entrants[1]",
        ),
        ({"entrants": ["Ann", "Bob"]}, 422, "event.too_few", "entrants"),
        ({"entrants": ["Ann", "Bob", "", "Di"]}, 422, "game.player_unnamed", "entrants[2]"),
        (
            {"entrants": ["Ann", "Bob", "C\x00y", "Di"]},
            422,
            "game.player_name_refused",
            "entrants[2]",
        ),
        (
            {"entrants": ["Ann", "Bob", "Cy", "D" * 41]},
            422,
            "game.player_name_too_long",
            "entrants[3]",
        ),
        ({"entrants": [["Ann", "Bob", "Cy"]]}, 422, "api.too_long", "entrants[0]"),
        ({"series_deals": None}, 422, "event.no_length", "series_deals"),
        ({"series_count": 0}, 400, "api.field_invalid", "series_count"),
        ({"series_count": 21}, 400, "api.field_invalid", "series_count"),
        ({"series_deals": 101}, 400, "api.field_invalid", "series_deals"),
        ({"series_minutes": "90"}, 400, "api.field_invalid", "series_minutes"),
        ({"name": ""}, 400, "api.event_name_length", "name"),
        ({"name": "x" * 61}, 400, "api.event_name_length", "name"),
        ({"name": "\u200b"}, 400, "api.event_name_refused", "name"),
        ({"variant": "snap"}, 400, "variant.unknown", "variant"),
        ({"options": {"target": -5}}, 400, None, "options.target"),
        ({"variant": "gin-rummy"}, 422, "api.tables_not_for_game", "variant"),
        ({"odd_tables": "six"}, 400, "api.field_invalid", "odd_tables"),
        (
            {"ranking": {"scheme": "places", "places": [3, 4]}},
            422,
            "event.places_rising",
            "ranking.places[1]",
        ),
        (
            {"ranking": {"scheme": "results", "win": 1, "loss": 2}},
            422,
            "event.results_order",
            "ranking.draw",
        ),
        (
            {"ranking": {"scheme": "romme", "romme_steps": [[10]]}},
            400,
            "api.field_invalid",
            "ranking.romme_steps[0]",
        ),
        ({"ranking": {"scheme": "elo"}}, 400, "api.field_invalid", "ranking.scheme"),
        ({"colour": "red"}, 400, "api.not_a_field", "colour"),
    ],
)
def test_bad_events_are_refused_by_field_with_nothing_stored(
    client: FlaskClient,
    app: Flask,
    changes: dict[str, Any],
    status: int,
    code: str | None,
    field: str,
) -> None:
    response = client.post(EVENTS, json=event_body(**changes))
    body = response.get_json()
    assert response.status_code == status, body
    assert body["field"] == field
    if code is not None:
        assert body["code"] == code
    assert body["error"]
    assert count(app, Event) == 0


def test_the_words_of_a_refusal_name_the_culprit(client: FlaskClient) -> None:
    twice = client.post(EVENTS, json=event_body(entrants=["Ann", "Bob", "Cy", "ann"])).get_json()
    assert twice["error"] == "ann is listed twice: give one of them another name, like ann B."
    gin = client.post(EVENTS, json=event_body(variant="gin-rummy")).get_json()
    assert gin["error"] == "The event seats tables of 4: Gin Rummy is for 2 players; 4 are named."


@pytest.mark.parametrize("body", ["[]", "null", "{", '{"entrants": 5}'])
def test_a_body_that_is_no_event_answers_400(client: FlaskClient, body: str) -> None:
    response = client.post(EVENTS, data=body, content_type="application/json")
    assert response.status_code == 400


def test_a_series_is_drawn_with_the_edit_key(client: FlaskClient, app: Flask) -> None:
    event = create(client)
    response = draw(client, event, seating="random", day=1)
    assert response.status_code == 201, response.get_json()
    series = response.get_json()
    assert (series["number"], series["day"], series["seating"]) == (1, 1, "random")
    assert [table["number"] for table in series["tables"]] == [1, 2]
    seated = [player["name"] for table in series["tables"] for player in table["players"]]
    assert sorted(seated) == sorted(EIGHT)
    first = series["tables"][0]
    assert [player["seat"] for player in first["players"]] == [1, 2, 3, 4]
    assert first["edit"].endswith(f"/e/{first['edit_key']}")  # the organiser holds it
    # Seat links count from 1, as the seat pages do.
    assert first["players"][0]["seat_url"].endswith(f"/s/{game_seat_key(app, first)}/1")
    # Each table is an ordinary game, read and played through the games' API.
    game = client.get(f"/api/v1/games/{first['game']}").get_json()
    assert [player["name"] for player in game["players"]] == [
        player["name"] for player in first["players"]
    ]
    assert game["options"]["deals"] == 10
    assert count(app, Game) == 2


def game_seat_key(app: Flask, table: dict[str, Any]) -> str:
    with app.app_context():
        query = db.select(Game.seat_key).filter_by(view_id=table["game"])
        return str(db.session.execute(query).scalar_one())


def test_drawing_needs_the_events_edit_key(client: FlaskClient, app: Flask) -> None:
    event = create(client)
    missing = draw(client, event, key="")
    assert (missing.status_code, missing.get_json()["code"]) == (401, "api.event_key_not_sent")
    wrong = draw(client, event, key=event["id"])
    assert (wrong.status_code, wrong.get_json()["code"]) == (403, "api.event_wrong_key")
    other = create(client)
    crossed = draw(client, event, key=other["edit_key"])
    assert crossed.status_code == 403
    unknown = client.post(
        f"{EVENTS}/nosuchevent/series", json={}, headers={"Authorization": "Bearer x"}
    )
    assert (unknown.status_code, unknown.get_json()["code"]) == (404, "api.no_event")
    assert client.get(f"{EVENTS}/nosuchevent").status_code == 404
    assert count(app, Series) == 0


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"seating": "alphabetical"}, "seating"),
        ({"day": 0}, "day"),
        ({"day": "1"}, "day"),
        ({"number": 0}, "number"),
        ({"tables": 3}, "tables"),
    ],
)
def test_a_bad_draw_answers_400_with_nothing_drawn(
    client: FlaskClient, app: Flask, body: dict[str, Any], field: str
) -> None:
    event = create(client)
    response = draw(client, event, **body)
    assert (response.status_code, response.get_json()["field"]) == (400, field)
    assert count(app, Series) == 0


def test_a_draw_sent_twice_with_its_number_draws_one_series(
    client: FlaskClient, app: Flask
) -> None:
    event = create(client)
    first = draw(client, event, seating="random", number=1)
    again = draw(client, event, seating="random", number=1)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.get_json() == first.get_json()
    assert count(app, Series) == 1
    ahead = draw(client, event, number=3)
    assert (ahead.status_code, ahead.get_json()["code"]) == (409, "api.series_not_next")
    assert count(app, Series) == 1


def test_every_series_drawn_refuses_one_more(client: FlaskClient, app: Flask) -> None:
    event = create(client, series_count=1)
    assert draw(client, event).status_code == 201
    response = draw(client, event)
    assert response.status_code == 409
    assert response.get_json() == {
        "error": "This event has 1 series, drawn already.",
        "code": "event.all_series_drawn",
        "field": "series",
    }
    assert count(app, Series) == 1


def play_first_table(client: FlaskClient, table: dict[str, Any]) -> None:
    """Seat 0 goes out at table 1, the others holding a king, a queen and a jack (10 points
    each in Rummy, 004 Rummy): seat 0 leads, seats 1 to 3 tie."""
    names = [player["name"] for player in table["players"]]
    deal = {
        "players": [
            {"name": names[0], "melds": [["7C", "7D", "7H"]]},
            {"name": names[1], "hand": ["KD"]},
            {"name": names[2], "hand": ["QD"]},
            {"name": names[3], "hand": ["JD"]},
        ],
        "went_out": names[0],
    }
    headers = {"Authorization": f"Bearer {table['edit_key']}"}
    response = client.post(f"/api/v1/games/{table['game']}/deals", json=deal, headers=headers)
    assert response.status_code == 201, response.get_json()


def test_the_event_reads_its_tables_points_and_standings(client: FlaskClient) -> None:
    event = create(client)
    table = draw(client, event, seating="random").get_json()["tables"][0]
    play_first_table(client, table)
    read = client.get(f"{EVENTS}/{event['id']}").get_json()
    seats = read["series"][0]["tables"][0]["players"]
    assert [player["total"] for player in seats] == [30, 0, 0, 0]
    # 4/3/2/1 by place, the three tied for second sharing 3+2+1: 2 each (014 Ties).
    assert [player["points_exact"] for player in seats] == ["4", "2", "2", "2"]
    single = read["standings"]["single"]
    assert single[0] == {
        "place": 1,
        "entrants": [seats[0]["entrant"]],
        "names": [seats[0]["name"]],
        "points": 4.0,
        "points_exact": "4",
        "games": 1,
    }
    assert [row["place"] for row in single[:4]] == [1, 2, 2, 2]
    assert [row["games"] for row in single] == [1, 1, 1, 1, 0, 0, 0, 0]
    assert [part["number"] for part in read["standings"]["series"]] == [1]
    assert [part["number"] for part in read["standings"]["days"]] == [1]
    assert read["standings"]["pairs"] == []


def test_points_that_are_not_whole_are_exact_beside_the_number(client: FlaskClient) -> None:
    event = create(client, entrants=["Ann", "Bob", "Cy", "Di"], ranking={"places": [4, 3, 2, 0]})
    table = draw(client, event).get_json()["tables"][0]
    play_first_table(client, table)
    seats = client.get(f"{EVENTS}/{event['id']}").get_json()["series"][0]["tables"][0]["players"]
    # Three tied for second share 3+2+0: 5/3 each.
    assert [(player["points"], player["points_exact"]) for player in seats[1:]] == [
        (1.67, "5/3")
    ] * 3


def test_the_next_series_by_standing_seats_the_leader_at_table_1_seat_1(
    client: FlaskClient,
) -> None:
    event = create(client)
    table = draw(client, event, seating="random").get_json()["tables"][0]
    play_first_table(client, table)
    second = draw(client, event, seating="standing", day=2).get_json()
    assert (second["number"], second["day"], second["seating"]) == (2, 2, "standing")
    assert second["tables"][0]["players"][0]["name"] == table["players"][0]["name"]
    read = client.get(f"{EVENTS}/{event['id']}").get_json()
    assert [part["number"] for part in read["standings"]["days"]] == [1, 2]


def test_the_openapi_document_describes_the_events(client: FlaskClient) -> None:
    paths = openapi_document()["paths"]
    assert "post" in paths["/api/v1/events"]
    assert "get" in paths["/api/v1/events/{view_id}"]
    draw_call = paths["/api/v1/events/{view_id}/series"]["post"]
    assert {"200", "201", "401", "403", "404", "409"} <= set(draw_call["responses"])
    schemas = openapi_document()["components"]["schemas"]
    assert {"EventCreateRequest", "EventOut", "SeriesDrawRequest", "SeriesOut"} <= set(schemas)


def test_a_table_its_game_refuses_is_said_not_drawn(client: FlaskClient, app: Flask) -> None:
    """Names alike to the eye (a Latin and a Cyrillic A) are two entrants to the event, but
    one table's game refuses them: the draw says so (422), no 500, nothing stored."""
    event = create(client, entrants=["Ann", "\u0410nn", "Cy", "Di"])
    response = draw(client, event)
    body = response.get_json()
    assert (response.status_code, body["code"], body["field"]) == (
        422,
        "game.player_looks_like",
        "series",
    )
    assert (count(app, Series), count(app, Game)) == (0, 0)
