"""A table of many distinct names (issue 49, item 10): a club's table where nearly every seat
was a new name. Its pages are bounded by names as by games: the records, the wins, the
head-to-head and the looks of the players who won most (``MOST_PLAYERS_SHOWN``), the others a
typed name away; the filter and the "one person, two names" form take a typed name where a list
would hold every name. 984 games of twelve names each made a 12.6 MB table page.

The table is :func:`tests.big_table.big_table`'s, every player then renamed to a name of their
own (``name_every_seat_apart``): 300 games of 2 to 4 seats, about a thousand names.
``benchmarks/hostile.py names`` times four phones loading such a table of 984 games."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from sqlalchemy import select

from scorekeeper.extensions import db
from scorekeeper.models import Player
from scorekeeper.tables.views import MOST_PLAYERS_SHOWN
from tests.apps import make_app
from tests.big_table import big_table, name_every_seat_apart, table_paths

GAMES = 300
MOST_BYTES = 200_000


@pytest.fixture(scope="module")
def many(tmp_path_factory: pytest.TempPathFactory) -> tuple[Flask, dict[str, str], int]:
    """An app with a table of :data:`GAMES` games whose every seat is a name of its own; the
    table's links, and how many names it has."""
    app = make_app(tmp_path_factory.mktemp("many") / "many.sqlite3")
    table = big_table(app, GAMES)
    names = name_every_seat_apart(app)
    assert names > 3 * MOST_PLAYERS_SHOWN
    return app, table, names


def test_every_page_of_a_table_of_a_thousand_names_is_small(
    many: tuple[Flask, dict[str, str], int],
) -> None:
    app, table, names = many
    client = app.test_client()
    sizes = {
        name: len(client.get(path).get_data())
        for name, path in table_paths(table, GAMES).items()
        if "API" not in name  # the API's answer is the table's data, every player's record
    }
    assert {name: size for name, size in sizes.items() if size > MOST_BYTES} == {}
    page = client.get(table_paths(table, GAMES)["edit page"]).text
    assert page.count('class="player-record"') == MOST_PLAYERS_SHOWN
    assert f"{names - MOST_PLAYERS_SHOWN} more players, who won or played less" in page
    assert '<input id="filter-player" name="player" type="search"' in page
    assert '<select id="filter-player"' not in page
    pairs = re.findall(r'<span class="pair-wins">', page)
    assert 0 < len(pairs) <= MOST_PLAYERS_SHOWN * (MOST_PLAYERS_SHOWN - 1) // 2


def test_a_player_not_shown_is_a_typed_name_away(
    many: tuple[Flask, dict[str, str], int],
) -> None:
    """A name whose record the table's page does not show, typed in the filter (in other
    capitals): their one game and their record."""
    app, table, _ = many
    client = app.test_client()
    view = table_paths(table, GAMES)["view page"]
    shown = re.findall(
        r'<h3 id="record-\d+">(?:<span[^>]*>[^<]*</span> )?([^<]+)</h3>', client.get(view).text
    )
    assert len(shown) == MOST_PLAYERS_SHOWN
    with app.app_context():
        name = db.session.scalar(
            select(Player.name).where(Player.name.not_in(shown)).order_by(Player.id).limit(1)
        )
    assert name is not None
    page = client.get(f"{view}?player={name.lower()}").text
    assert f'value="{name.lower()}"' in page
    assert len(re.findall(r'<article class="past-game">', page)) == 1
    assert re.search(rf'<h3 id="record-\d+">(?:<span[^>]*>[^<]*</span> )?{name}</h3>', page)


def test_two_typed_names_are_made_one_person(
    many: tuple[Flask, dict[str, str], int],
) -> None:
    """With a thousand names the form asks for both names typed; a name never played is
    refused by its field, two played are made one."""
    app, table, _ = many
    client = app.test_client()
    edit = table_paths(table, GAMES)["edit page"]
    page = client.get(edit).text
    assert '<input id="name" name="name" type="text"' in page
    assert '<input id="person" name="person" type="text" value=""' in page  # no name chosen
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page)
    data = {"csrf_token": token.group(1) if token else ""}
    refused = client.post(f"{edit}/people", data=data | {"name": "Zed", "person": "N1"})
    assert refused.status_code == 422
    assert "No one has played as Zed at this table." in refused.text
    assert '<input id="name" name="name" type="text" value="Zed"' in refused.text  # kept
    made = client.post(f"{edit}/people", data=data | {"name": "N2", "person": "N1"})
    assert made.status_code == 302
    assert "N2 counts as N1." in client.get(edit).text
