"""The people at the table (issue: "What every score pad has", item 2): each player's colour
and avatar, given without asking, chosen on the new-game form and on the scoreboard, refused
in words when they are not one of the palette's or not one emoji or one or two letters, and
kept for the table and the rematch."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Game
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.changes.people import COLOURS, verified_avatar
from scorekeeper.scorebook.changes.tables import table_by_edit_key
from tests.web.game_pages import Cards, GameActions, all_rows, field_note, page_text
from tests.web.seated_games import open_seat
from tests.web.table_pages import start_table

SEATED = {"joined_late": False, "left": False}
"""What the API says of a player who neither joined late nor left."""

ANN_WINS = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]
"""Ann goes out with three kings (wild rank K): 5000 Rummy's first deal of Ann, Bob and Cy."""


def ann_wins(games: GameActions) -> None:
    assert games.enter_deal(ANN_WINS, went_out=0, wild_rank="K").status_code == 302


def looks(app: Flask, edit_url: str) -> list[tuple[str, str, str | None]]:
    """Each player's name, colour and avatar as stored, in seating order."""
    key = edit_url.rsplit("/", 1)[1]
    with app.app_context():
        game = db.session.execute(db.select(Game).filter_by(edit_key=key)).scalar_one()
        return [(player.name, player.colour, player.avatar) for player in game.players]


def shown_avatars(page: str) -> list[tuple[str, str]]:
    """The scoreboard's tiles: each colour class and avatar, in the order shown."""
    return re.findall(
        r'<li class="total colour-(\w+)[^"]*">\s*<span class="total-name"><span class="avatar"'
        r' aria-hidden="true">([^<]*)</span>',
        page,
    )


def test_a_new_game_gives_each_player_a_colour_of_their_own_without_asking(
    app: Flask, client: FlaskClient
) -> None:
    games = GameActions(client, app)
    edit_url = games.start(["Ann", "bob", "Cy"])
    stored = looks(app, edit_url)
    assert [colour for _, colour, _ in stored] == list(COLOURS[:3])
    assert [avatar for _, _, avatar in stored] == [None, None, None]
    assert shown_avatars(client.get(edit_url).text) == [
        (COLOURS[0], "A"),
        (COLOURS[1], "B"),
        (COLOURS[2], "C"),
    ]


def test_the_new_game_form_offers_distinct_colours_in_seating_order(client: FlaskClient) -> None:
    page = client.get("/games/new").text
    chosen = re.findall(
        r'<select[^>]*id="colours-(\d+)"[^>]*>.*?<option selected value="(\w+)"', page, re.S
    )
    assert [colour for _, colour in chosen] == list(COLOURS[:4])


def test_a_colour_and_avatar_chosen_on_the_new_game_form_are_stored_and_shown(
    app: Flask, client: FlaskClient
) -> None:
    games = GameActions(client, app)
    form = games.new_game_form(["Ann", "Bob"])
    form |= {"colours-0": "teal", "avatars-0": "🦊", "colours-1": "teal", "avatars-1": "Bo"}
    response = client.post("/games/new", data=form)
    assert response.status_code == 302
    edit_url = response.headers["Location"]
    assert looks(app, edit_url) == [("Ann", "teal", "🦊"), ("Bob", "teal", "Bo")]
    assert shown_avatars(client.get(edit_url).text) == [("teal", "🦊"), ("teal", "Bo")]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("avatars-1", "Bob", "Bob cannot be an avatar: type one emoji, or one or two letters."),
        ("avatars-1", "🦊🐻", "cannot be an avatar: type one emoji, or one or two letters."),
        ("avatars-1", "B\u200bo", "cannot be an avatar: type one emoji, or one or two letters."),
        ("colours-1", "gold", "Choose one of the colours offered."),
        ("colours-1", "#ff0000", "Choose one of the colours offered."),
    ],
)
def test_the_new_game_form_refuses_a_bad_look_in_words_by_its_field_and_stores_nothing(
    app: Flask, client: FlaskClient, field: str, value: str, message: str
) -> None:
    games = GameActions(client, app)
    response = client.post("/games/new", data=games.new_game_form(["Ann", "Bob"]) | {field: value})
    assert response.status_code == 422
    assert message in field_note(response, field)
    assert all_rows(app)["game"] == []
    assert all_rows(app)["player"] == []


def test_a_new_game_at_a_table_starts_with_each_names_colour_and_avatar_from_its_last_game(
    app: Flask, client: FlaskClient
) -> None:
    table = start_table(client)
    key = table.rsplit("/", 1)[1]
    games = GameActions(client, app)
    form = games.new_game_form(["Ann", "Bob"]) | {"table": key}
    form |= {"colours-0": "pink", "avatars-0": "🐙", "colours-1": "olive"}
    first = client.post("/games/new", data=form).headers["Location"]
    page = client.get(f"/games/new?table={key}").text
    assert re.search(r'id="colours-0"[^>]*>.*?<option selected value="pink"', page, re.S)
    assert re.search(r'id="colours-1"[^>]*>.*?<option selected value="olive"', page, re.S)
    assert re.search(r'id="avatars-0"[^>]*value="🐙"', page)
    # As the API starts one (no looks sent): the names' looks as the table last had them.
    with app.app_context():
        create_game("5000-rummy", {}, ["Cy", "bob", "ANN"], table=table_by_edit_key(key))
        game = db.session.execute(db.select(Game).order_by(Game.id.desc())).scalars().first()
        assert [(p.colour, p.avatar) for p in game.players] == [
            ("blue", None),
            ("olive", None),
            ("pink", "🐙"),
        ]
    assert looks(app, first)[0] == ("Ann", "pink", "🐙")


def test_a_rematch_keeps_each_players_colour_and_avatar(app: Flask, client: FlaskClient) -> None:
    games = GameActions(client, app)
    form = games.new_game_form(["Ann", "Bob", "Cy"], target=50)
    form |= {"colours-0": "red", "avatars-0": "AK", "colours-2": "grey"}
    response = client.post("/games/new", data=form)
    edit_url = response.headers["Location"]
    games.edit_url = edit_url
    ann_wins(games)
    rematch = client.post(f"{edit_url}/rematch").headers["Location"]
    assert looks(app, rematch) == looks(app, edit_url)
    assert looks(app, rematch)[0] == ("Ann", "red", "AK")


def test_the_scoreboard_changes_one_players_colour_and_avatar(
    app: Flask, client: FlaskClient
) -> None:
    games = GameActions(client, app)
    edit_url = games.start(["Ann", "Bob"])
    before = client.get(edit_url).text
    assert 'id="seat1-colour"' in before
    response = client.post(
        f"{edit_url}/players/1/look", data={"seat1-colour": "indigo", "seat1-avatar": "🐻"}
    )
    assert response.status_code == 302
    assert "Bob's colour and avatar are saved." in page_text(client.get(edit_url))
    assert looks(app, edit_url) == [("Ann", COLOURS[0], None), ("Bob", "indigo", "🐻")]
    assert shown_avatars(client.get(edit_url).text)[1] == ("indigo", "🐻")
    # Emptied, the avatar is the name's initial again.
    client.post(f"{edit_url}/players/1/look", data={"seat1-colour": "indigo", "seat1-avatar": ""})
    assert shown_avatars(client.get(edit_url).text)[1] == ("indigo", "B")


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        ({"seat1-colour": "indigo", "seat1-avatar": "ABC"}, "seat1-avatar", "ABC cannot be"),
        ({"seat1-colour": "chartreuse", "seat1-avatar": "B"}, "seat1-colour", "Choose one"),
        ({"seat1-avatar": "B"}, "seat1-colour", "Choose one of the colours offered."),
    ],
)
def test_the_scoreboard_refuses_a_bad_look_in_words_and_changes_nothing(
    app: Flask, client: FlaskClient, data: dict[str, str], field: str, message: str
) -> None:
    games = GameActions(client, app)
    edit_url = games.start(["Ann", "Bob"])
    before = all_rows(app)
    response = client.post(f"{edit_url}/players/1/look", data=data)
    assert response.status_code == 422
    assert message in field_note(response, field)
    assert '<details class="group player-looks" id="player-looks" open>' in response.text
    assert all_rows(app) == before


def test_a_look_for_a_seat_the_game_has_not_is_not_found(app: Flask, client: FlaskClient) -> None:
    games = GameActions(client, app)
    edit_url = games.start(["Ann", "Bob"])
    response = client.post(f"{edit_url}/players/2/look", data={"seat2-colour": "red"})
    assert response.status_code == 404


def test_a_look_without_the_csrf_token_is_refused_and_changes_nothing(
    csrf_app: Flask, csrf_client: FlaskClient
) -> None:
    page = csrf_client.get("/games/new").text
    token = page.split('name="csrf_token" type="hidden" value="', 1)[1].split('"', 1)[0]
    games = GameActions(csrf_client, csrf_app)
    edit_url = csrf_client.post(
        "/games/new", data={**games.new_game_form(["Ann", "Bob"]), "csrf_token": token}
    ).headers["Location"]
    before = all_rows(csrf_app)
    look = {"seat0-colour": "red", "seat0-avatar": "🐙"}
    response = csrf_client.post(f"{edit_url}/players/0/look", data=look)
    assert response.status_code == 400
    assert all_rows(csrf_app) == before
    response = csrf_client.post(f"{edit_url}/players/0/look", data=look | {"csrf_token": token})
    assert response.status_code == 302
    assert looks(csrf_app, edit_url)[0] == ("Ann", "red", "🐙")


@pytest.mark.parametrize(
    "avatar",
    ["A", "Jo", "Łu", "🦊", "👍🏽", "👨\u200d👩\u200d👧", "🇵🇱", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️", "1️⃣", "e\u0301"],
)
def test_an_avatar_may_be_one_emoji_or_one_or_two_letters(avatar: str) -> None:
    assert verified_avatar(avatar) is not None


@pytest.mark.parametrize(
    "avatar", ["Ann", "🦊🐻", "A🦊", "12", "!", "🇵", "🇵🇱🇪🇸", "👨\u200d", "A\u200b", "\x00"]
)
def test_an_avatar_of_more_or_other_is_refused(avatar: str) -> None:
    with pytest.raises(ValueError):
        verified_avatar(avatar)


def test_the_look_shows_on_the_record_chart_the_seat_pages_and_the_view_page(
    app: Flask, client: FlaskClient
) -> None:
    games = GameActions(client, app)
    edit_url = games.start(["Ann", "Bob", "Cy"])
    client.post(f"{edit_url}/players/1/look", data={"seat1-colour": "pink", "seat1-avatar": "🐙"})
    ann_wins(games)
    game = games.game()
    record = client.get(f"/g/{game.view_id}/record").text
    lines = re.findall(r'<g class="series series-(\d) colour-(\w+)">', record)
    assert lines == [("0", COLOURS[0]), ("1", "pink"), ("2", COLOURS[2])]
    legend = re.findall(
        r'<li><svg class="legend-swatch series series-\d colour-(\w+)"[^>]*>.*?</svg>(\w+)</li>',
        record,
    )
    assert legend == [(COLOURS[0], "Ann"), ("pink", "Bob"), (COLOURS[2], "Cy")]
    assert shown_avatars(client.get(f"/g/{game.view_id}").text)[1] == ("pink", "🐙")
    assert game.seat_key
    choose = client.get(f"/s/{game.seat_key}").text
    assert re.search(
        r'<span class="avatar colour-pink" aria-hidden="true">🐙</span>&nbsp;Bob', choose
    )
    seat = open_seat(client, f"/s/{game.seat_key}/2").text
    title = re.search(r'<h1 class="seat-title">(.*?)</h1>', seat, re.S)
    assert title is not None
    assert '<span class="avatar colour-pink" aria-hidden="true">🐙</span>' in title.group(1)
    assert "Bob: deal 2" in title.group(1)


def test_the_tables_records_and_wins_chart_show_each_names_look(
    app: Flask, client: FlaskClient
) -> None:
    table = start_table(client)
    key = table.rsplit("/", 1)[1]
    games = GameActions(client, app)
    form = games.new_game_form(["Ann", "Bob", "Cy"], target=50) | {"table": key}
    form |= {"colours-0": "teal", "avatars-0": "🦊", "colours-1": "brown"}
    games.edit_url = client.post("/games/new", data=form).headers["Location"]
    ann_wins(games)
    page = client.get(table).text
    records = re.findall(
        r'<h3 id="record-\d+"><span class="avatar colour-(\w+)" aria-hidden="true">'
        r"([^<]*)</span> (\w+)</h3>",
        page,
    )
    assert sorted(records, key=lambda record: record[2]) == [
        ("teal", "🦊", "Ann"),
        ("brown", "B", "Bob"),
        (COLOURS[0], "C", "Cy"),  # the first colour no one else has
    ]
    bars = re.findall(r'<rect class="series series-\d colour-(\w+)"', page)
    assert bars[0] == "teal"  # Ann won: her bar first


def test_the_api_gives_each_players_colour_and_avatar(app: Flask, client: FlaskClient) -> None:
    games = GameActions(client, app)
    form = games.new_game_form(["Ann", "Bob"])
    form |= {"colours-0": "blue", "avatars-0": "", "colours-1": "grey", "avatars-1": "Bo"}
    games.edit_url = client.post("/games/new", data=form).headers["Location"]
    body = client.get(f"/api/v1/games/{games.game().view_id}").get_json()
    assert body["players"] == [
        {"name": "Ann", "total": 0, "starting_score": 0, "colour": COLOURS[0], "avatar": "A"}
        | SEATED,
        {"name": "Bob", "total": 0, "starting_score": 0, "colour": "grey", "avatar": "Bo"} | SEATED,
    ]
