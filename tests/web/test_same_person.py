"""Two names at a table that are one person (issue: "What every score pad has", item 2): the
table's scorekeeper says "Anna" is "Ann", and the table's records count them as one, summed
from the stored numbers; undone, they are two again. A refusal is said in words by the list it
concerns, and stores nothing."""

from __future__ import annotations

import json
from unittest.mock import patch

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.scorebook.changes.people import SamePersonError, same_person
from scorekeeper.scorebook.changes.tables import table_by_edit_key
from tests.web.game_pages import Cards, GameActions, all_rows, field_note, page_text
from tests.web.table_pages import start_table, view_path


def play(games: GameActions, table_edit: str, names: list[str], winner: int) -> None:
    """A 500 Rummy game to 30 at the table, won by ``winner`` going out with three kings (30
    points, 500 Rummy: melds score; each other player holds 9C 8C, -17)."""
    data = games.new_game_form(names, variant="500-rummy", target=30)
    data["table"] = table_edit.rsplit("/", 1)[-1]
    response = games.client.post("/games/new", data=data)
    assert response.status_code == 302, page_text(response)
    games.edit_url = response.headers["Location"]
    hands = [Cards(hand="9C 8C") for _ in names]
    hands[winner] = Cards(melds=["KS KH KD"])
    assert games.enter_deal(hands, winner).status_code == 302


def records(client: FlaskClient, table_edit: str) -> dict[str, tuple[int, int, int, int]]:
    """Each record of the table's JSON by name: played, won, best deal, longest streak."""
    data = json.loads(client.get(f"{view_path(client, table_edit)}/games.json").text)
    return {
        record["name"]: (
            record["played"],
            record["won"],
            record["best_deal"],
            record["longest_streak"],
        )
        for record in data["records"]
    }


@pytest.fixture
def table_of_ann_and_anna(app: Flask, client: FlaskClient) -> tuple[GameActions, str]:
    """A table where Ann won, then Anna won (then the latest game: Bob won over Ann)."""
    games = GameActions(client, app)
    table_edit = start_table(client)
    play(games, table_edit, ["Ann", "Bob"], 0)
    play(games, table_edit, ["Anna", "Bob"], 0)
    play(games, table_edit, ["Bob", "Ann"], 0)
    return games, table_edit


def test_two_names_made_one_person_count_as_one_in_the_records_and_undone_as_two(
    client: FlaskClient, table_of_ann_and_anna: tuple[GameActions, str]
) -> None:
    _, table_edit = table_of_ann_and_anna
    assert records(client, table_edit) == {
        "Bob": (3, 1, 30, 1),
        "Ann": (2, 1, 30, 1),
        "Anna": (1, 1, 30, 1),
    }
    response = client.post(f"{table_edit}/people", data={"name": "Anna", "person": "Ann"})
    assert response.status_code == 302
    page = client.get(table_edit)
    assert "Anna and Ann are one person in this table's records now." in page_text(page)
    assert "Anna counts as Ann." in page_text(page)
    # Ann won, then (as Anna) won again: two in a row; the latest game names her Ann.
    assert records(client, table_edit) == {"Ann": (3, 2, 30, 2), "Bob": (3, 1, 30, 1)}
    (same_id,) = [row[0] for row in all_rows(client.application)["same_person"]]
    response = client.post(f"{table_edit}/people/{same_id}/undo")
    assert response.status_code == 302
    assert "Anna and Ann count as two people again." in page_text(client.get(table_edit))
    assert records(client, table_edit) == {
        "Bob": (3, 1, 30, 1),
        "Ann": (2, 1, 30, 1),
        "Anna": (1, 1, 30, 1),
    }
    again = client.post(f"{table_edit}/people/{same_id}/undo")
    assert again.status_code == 302
    assert "Those names are two people already." in page_text(client.get(table_edit))


def test_a_name_made_one_with_a_name_made_one_with_another_counts_as_that_one(
    client: FlaskClient, table_of_ann_and_anna: tuple[GameActions, str]
) -> None:
    _, table_edit = table_of_ann_and_anna
    client.post(f"{table_edit}/people", data={"name": "Ann", "person": "Anna"})
    assert records(client, table_edit)["Ann"] == (3, 2, 30, 2)
    client.post(f"{table_edit}/people", data={"name": "Anna", "person": "Bob"})  # Ann goes too
    assert list(records(client, table_edit)) == ["Bob"]
    assert records(client, table_edit)["Bob"][:2] == (6, 3)


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        ({"name": "Zed", "person": "Ann"}, "name", "No one has played as Zed at this table."),
        ({"name": "Ann", "person": "Zed"}, "person", "No one has played as Zed at this table."),
        (
            {"name": "Ann", "person": "ann"},
            "person",
            "Ann and ann are one person already: choose two different people.",
        ),
        ({"name": "Ann"}, "person", "Choose a name."),
    ],
)
def test_two_names_that_cannot_be_one_person_are_refused_in_words_and_nothing_stored(
    client: FlaskClient,
    table_of_ann_and_anna: tuple[GameActions, str],
    data: dict[str, str],
    field: str,
    message: str,
) -> None:
    _, table_edit = table_of_ann_and_anna
    response = client.post(f"{table_edit}/people", data=data)
    assert response.status_code == 422
    assert message in field_note(response, field)
    assert all_rows(client.application)["same_person"] == []


def test_a_name_already_counted_as_another_is_refused_until_undone(
    client: FlaskClient, table_of_ann_and_anna: tuple[GameActions, str]
) -> None:
    _, table_edit = table_of_ann_and_anna
    client.post(f"{table_edit}/people", data={"name": "Anna", "person": "Ann"})
    before = all_rows(client.application)["same_person"]
    response = client.post(f"{table_edit}/people", data={"name": "Anna", "person": "Bob"})
    assert response.status_code == 422
    assert "Anna is already counted as Ann: undo that first." in field_note(response, "name")
    assert all_rows(client.application)["same_person"] == before


def test_only_the_tables_edit_link_makes_two_names_one(
    client: FlaskClient, table_of_ann_and_anna: tuple[GameActions, str]
) -> None:
    _, table_edit = table_of_ann_and_anna
    view = view_path(client, table_edit)
    assert client.post(f"{view}/people", data={"name": "Anna", "person": "Ann"}).status_code in (
        404,
        405,
    )
    assert client.post("/t/e/nosuchkey/people", data={"name": "Anna"}).status_code == 404
    assert "One person, two names" not in page_text(client.get(view))
    assert all_rows(client.application)["same_person"] == []


def test_two_names_made_one_without_the_csrf_token_are_refused(
    csrf_app: Flask, csrf_client: FlaskClient
) -> None:
    table_edit = csrf_client.get("/tables/new")  # a session for the token
    token = table_edit.text.split('name="csrf_token" type="hidden" value="', 1)[1].split('"', 1)[0]
    table_edit = csrf_client.post(
        "/tables/new", data={"name": "Fridays", "csrf_token": token}
    ).headers["Location"]
    games = GameActions(csrf_client, csrf_app)
    for names in (["Ann", "Bob"], ["Anna", "Bob"]):
        data = games.new_game_form(names) | {"table": table_edit.rsplit("/", 1)[-1]}
        assert csrf_client.post("/games/new", data=data | {"csrf_token": token}).status_code == 302
    same = {"name": "Anna", "person": "Ann"}
    assert csrf_client.post(f"{table_edit}/people", data=same).status_code == 400
    assert all_rows(csrf_app)["same_person"] == []
    response = csrf_client.post(f"{table_edit}/people", data=same | {"csrf_token": token})
    assert response.status_code == 302
    (row,) = all_rows(csrf_app)["same_person"]
    assert csrf_client.post(f"{table_edit}/people/{row[0]}/undo").status_code == 400
    assert len(all_rows(csrf_app)["same_person"]) == 1


def test_a_name_made_one_person_by_another_phone_meanwhile_is_refused_in_words(
    client: FlaskClient, table_of_ann_and_anna: tuple[GameActions, str]
) -> None:
    """Two phones send "Anna is Ann" and "Anna is Bob" at once: the second to write finds the
    first's row (the check before the write read none) and is refused, not a 500."""
    _, table_edit = table_of_ann_and_anna
    app = client.application
    with app.app_context():
        table = table_by_edit_key(table_edit.rsplit("/", 1)[1])
        assert table is not None
        names = ["Ann", "Anna", "Bob"]
        same_person(table, "Anna", "Ann", names)
        with pytest.raises(SamePersonError) as refused:
            with patch("scorekeeper.scorebook.changes.people.people_stamp", return_value=()):
                same_person(table, "Anna", "Bob", names)
        assert refused.value.problem.code == "table.person_merged"
    assert len(all_rows(app)["same_person"]) == 1
