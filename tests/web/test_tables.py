"""Tables through the test client: starting one, games joining it, its page, filters, player
records and downloads.

The records are worked out by hand from 001 pagat 500 Rummy, The Scoring: each player scores
their melds less the cards left in their own hand (so a deal, and a total, may be negative);
aces 15, K Q J 10 10 points, 2-9 their pips. Every game here is played to 30.
"""

from __future__ import annotations

import csv
import html
import io
import json
import re
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import update

from scorekeeper import create_app
from scorekeeper.extensions import db
from scorekeeper.models import Game, Player
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.changes.tables import table_by_edit_key
from scorekeeper.scorebook.records.table_games import PAGE
from tests.apps import make_app
from tests.web.game_pages import Cards, GameActions, field_note, page_text
from tests.web.table_pages import start_table, view_path


def start_game_at(games: GameActions, table_edit: str, names: list[str]) -> None:
    """Start a 500 Rummy game to 30 at the table, as the form sends it."""
    data = games.new_game_form(names, variant="500-rummy", target=30)
    data["table"] = table_edit.rsplit("/", 1)[-1]
    response = games.client.post("/games/new", data=data)
    assert response.status_code == 302, page_text(response)
    games.edit_url = response.headers["Location"]


def play_four_games(client: FlaskClient, games: GameActions, table_edit: str) -> None:
    """Four games at one table: the first has a deal deleted, the third is still in play."""
    # Game 1, Ann Bob Cy. Deal 1 (deleted below): Bob goes out with 5S 5H 5C.
    start_game_at(games, table_edit, ["Ann", "Bob", "Cy"])
    games.enter_deal([Cards(hand="KC"), Cards(melds=["5S 5H 5C"]), Cards(hand="2C")], 1)
    # Deal 2: Ann goes out with three kings, 30; Bob holds 9C 8C, -17; Cy melds 2H 3H 4H (9)
    # and holds QC (10), -1.
    games.enter_deal(
        [Cards(melds=["KS KH KD"]), Cards(hand="9C 8C"), Cards(melds=["2H 3H 4H"], hand="QC")], 0
    )
    game = games.game()
    response = client.post(f"{games.edit_url}/deals/1/delete", data={"version": game.version})
    assert response.status_code == 302
    # With deal 1 gone: Ann 30 reaches the target and wins; Bob -17, Cy -1.

    # Game 2, Ann Bob. Deal 1, the stock runs out: Ann holds KC QC, -20; Bob melds 7S 7H 7D
    # (21) and holds 2D, 19. Deal 2: Bob goes out with 8S 8H 8D, 24; Ann melds 3C 4C 5C (12)
    # and holds JD (10), 2. Ann -18, Bob 43: Bob wins.
    start_game_at(games, table_edit, ["Ann", "Bob"])
    games.enter_deal([Cards(hand="KC QC"), Cards(melds=["7S 7H 7D"], hand="2D")], None)
    games.enter_deal([Cards(melds=["3C 4C 5C"], hand="JD"), Cards(melds=["8S 8H 8D"])], 1)

    # Game 3, Ann Bob Cy, in play: Cy goes out with 9S 9H 9D, 27; Ann holds AD, -15; Bob 0.
    start_game_at(games, table_edit, ["Ann", "Bob", "Cy"])
    games.enter_deal([Cards(hand="AD"), Cards(), Cards(melds=["9S 9H 9D"])], 2)

    # Game 4, Ann Bob: Bob goes out with 10S 10H 10D, 30; Ann holds 4D, -4. Bob wins.
    start_game_at(games, table_edit, ["Ann", "Bob"])
    games.enter_deal([Cards(hand="4D"), Cards(melds=["10S 10H 10D"])], 1)


def test_player_records_by_hand(client: FlaskClient, games: GameActions) -> None:
    """Ann's deals: 30, -20, 2, -15, -4 (sum -7; in hand 0, 20, 10, 15, 4: 49). Bob's: -17,
    19, 24, 0, 30 (sum 56; in hand 17, 2, 0, 0, 0: 19). Cy's: -1, 27 (in hand 10, 0). The
    deleted deal counts for nobody; the game in play counts as played, not as won or lost."""
    table_edit = start_table(client)
    play_four_games(client, games, table_edit)
    view = view_path(client, table_edit)
    data = json.loads(client.get(f"{view}/games.json").text)
    assert data["records"] == [
        {
            "name": "Bob",
            "played": 4,
            "won": 2,
            "win_rate": pytest.approx(2 / 3),
            "average_deal": pytest.approx(11.2),
            "best_deal": 30,
            "went_out": 2,
            "average_hand": pytest.approx(3.8),
            "longest_streak": 2,
        },
        {
            "name": "Ann",
            "played": 4,
            "won": 1,
            "win_rate": pytest.approx(1 / 3),
            "average_deal": pytest.approx(-1.4),
            "best_deal": 30,
            "went_out": 1,
            "average_hand": pytest.approx(9.8),
            "longest_streak": 1,
        },
        {
            "name": "Cy",
            "played": 2,
            "won": 0,
            "win_rate": 0.0,
            "average_deal": pytest.approx(13.0),
            "best_deal": 27,
            "went_out": 1,
            "average_hand": pytest.approx(5.0),
            "longest_streak": 0,
        },
    ]
    # Each name keeps its colour from game to game at the table.
    ann, bob, cy = ("blue", "A"), ("orange", "B"), ("green", "C")
    assert [
        [(player["name"], player["total"], (player["colour"], player["avatar"])) for player in game]
        for game in (game["players"] for game in data["games"])
    ] == [
        [("Ann", -4, ann), ("Bob", 30, bob)],
        [("Ann", -15, ann), ("Bob", 0, bob), ("Cy", 27, cy)],
        [("Ann", -18, ann), ("Bob", 43, bob)],
        [("Ann", 30, ann), ("Bob", -17, bob), ("Cy", -1, cy)],
    ]


def test_table_page_shows_games_chart_and_records(client: FlaskClient, games: GameActions) -> None:
    table_edit = start_table(client)
    play_four_games(client, games, table_edit)
    text = page_text(client.get(table_edit))
    games_part = text[text.index("Games, newest first") : text.index("Wins")]
    assert re.findall(r"500 Rummy: ([\w, ]+?) \w{3} \d", games_part) == [
        "Ann, Bob",
        "Ann, Bob, Cy",
        "Ann, Bob",
        "Ann, Bob, Cy",
    ]
    assert "★ Bob won Ann -4 Bob 30" in games_part
    assert "In play Ann -15 Bob 0 Cy 27" in games_part
    assert "★ Ann won Ann 30 Bob -17 Cy -1" in games_part
    assert "Games won per player Bob 2, Ann 1, Cy 0." in text
    assert (
        "Ann Games played 4 Games won 1 Win rate 33% Longest winning streak 1 "
        "Average deal score -1.4 Best deal 30 Times went out 1 Average points left in hand 9.8"
    ) in text
    assert (
        "Cy Games played 2 Games won 0 Win rate 0% Longest winning streak 0 "
        "Average deal score 13.0 Best deal 27 Times went out 1 Average points left in hand 5.0"
    ) in text


def test_filter_by_player_and_game(client: FlaskClient, games: GameActions) -> None:
    table_edit = start_table(client)
    play_four_games(client, games, table_edit)
    text = page_text(client.get(f"{table_edit}?player=cy"))
    assert "2 games with cy." in text
    assert text.count("500 Rummy: Ann, Bob, Cy") == 2
    assert "500 Rummy: Ann, Bob " not in text
    # Over the two games with Cy: Ann won one of one finished.
    assert "Ann Games played 2 Games won 1 Win rate 100%" in text
    assert "No game of this table matches." in page_text(
        client.get(f"{table_edit}?game=5000-rummy")
    )
    assert "No game of this table matches." in page_text(client.get(f"{table_edit}?player=Zed"))


def test_table_csv(client: FlaskClient, games: GameActions) -> None:
    table_edit = start_table(client)
    play_four_games(client, games, table_edit)
    response = client.get(f"{view_path(client, table_edit)}/games.csv?player=Cy")
    assert response.headers["Content-Disposition"] == "attachment; filename=table-friday-nights.csv"
    rows = list(csv.reader(io.StringIO(response.text)))
    assert rows[0] == [
        *("Date", "Game", "Game id", "Deals", "Player", "Total", "Won", "Team", "Team total")
    ]
    assert [row[1:2] + row[3:] for row in rows[1:]] == [
        ["500 Rummy", "1", "Ann", "30", "yes", "", ""],
        ["500 Rummy", "1", "Bob", "-17", "no", "", ""],
        ["500 Rummy", "1", "Cy", "-1", "no", "", ""],
        ["500 Rummy", "1", "Ann", "-15", "in play", "", ""],
        ["500 Rummy", "1", "Bob", "0", "in play", "", ""],
        ["500 Rummy", "1", "Cy", "27", "in play", "", ""],
    ]


def test_view_link_shows_no_edit_keys(client: FlaskClient, games: GameActions) -> None:
    table_edit = start_table(client)
    start_game_at(games, table_edit, ["Ann", "Bob"])
    view = client.get(view_path(client, table_edit))
    assert view.status_code == 200
    assert table_edit.rsplit("/", 1)[-1] not in view.text
    assert games.edit_url not in view.text
    assert f"/g/{games.game().view_id}" in view.text
    assert "New game at this table" not in view.text


def test_new_game_at_this_table(client: FlaskClient, games: GameActions) -> None:
    table_edit = start_table(client)
    key = table_edit.rsplit("/", 1)[-1]
    assert f'href="/games/new?table={key}"' in client.get(table_edit).text
    form = client.get(f"/games/new?table={key}")
    assert re.search(rf'<option selected value="{key}">Friday nights</option>', form.text)
    assert 'value="Ann"' not in form.text  # a new table: nobody to fill in yet
    # Once the table has played, a new game there starts with its last game's game, players
    # and house rules (issue 39, item 6).
    start_game_at(games, table_edit, ["Ann", "Bob", "Cy"])
    form = client.get(f"/games/new?table={key}")
    for place, name in enumerate(["Ann", "Bob", "Cy"]):
        assert re.search(rf'id="players-{place}"[^>]*value="{name}"', form.text), name
    assert re.search(r'<input[^>]* checked[^>]*value="500-rummy">', form.text)
    assert re.search(r'<input[^>]*id="target"[^>]*value="30"', form.text)  # the table's


def test_game_without_a_table_works_as_before(client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob"])
    assert games.game().table_id is None
    assert 'id="table"' not in client.get("/games/new").text  # no tables on this device


def test_unknown_table_key_on_the_new_game_form(client: FlaskClient, games: GameActions) -> None:
    data = games.new_game_form(["Ann", "Bob"]) | {"table": "no-such-table"}
    response = client.post("/games/new", data=data)
    assert response.status_code == 422
    assert field_note(response, "table") == "⚠ This table's link no longer works: choose another."


def test_rematch_stays_at_the_table(client: FlaskClient, games: GameActions) -> None:
    table_edit = start_table(client)
    start_game_at(games, table_edit, ["Ann", "Bob"])
    table_id = games.game().table_id
    response = client.post(f"{games.edit_url}/rematch")
    games.edit_url = response.headers["Location"]
    assert games.game().table_id == table_id


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("   ", "Give the table a name, like Friday nights."),
        ("x" * 61, "A table's name has at most 60 letters."),
        (
            "Fri\x00days",
            "This name has a character that is not text (a control character): type it again.",
        ),
        ("\u200b\u2060", "This name has nothing visible in it."),
    ],
)
def test_table_name_is_checked(client: FlaskClient, name: str, message: str) -> None:
    response = client.post("/tables/new", data={"name": name})
    assert response.status_code == 422
    assert field_note(response, "name") == f"⚠ {message}"


def test_recent_tables(client: FlaskClient) -> None:
    assert "No tables on this device yet." in page_text(client.get("/tables"))
    table_edit = start_table(client, "Grandma's kitchen")
    text = page_text(client.get("/tables"))
    assert "Grandma's kitchen 0 games · you start its games" in text
    assert f'href="{table_edit}"' in client.get("/tables").text
    other = client.application.test_client()
    other.get(view_path(client, table_edit))
    assert "Grandma's kitchen 0 games · view only" in page_text(other.get("/tables"))


@pytest.mark.parametrize(
    "path",
    ["/t/nope", "/t/e/nope", "/t/nope/games.csv", "/t/nope/games.json"],
)
def test_unknown_table_is_404(client: FlaskClient, path: str) -> None:
    assert client.get(path).status_code == 404


def test_longest_winning_streak_restarts_after_a_loss(
    client: FlaskClient, games: GameActions
) -> None:
    """Ann wins, Bob wins, then Ann wins twice: Ann's longest streak is 2, Bob's 1. Each game
    ends in one deal: going out with three kings makes 30, the target."""
    table_edit = start_table(client)
    for winner in (0, 1, 0, 0):
        start_game_at(games, table_edit, ["Ann", "Bob"])
        players = [Cards(), Cards()]
        players[winner] = Cards(melds=["KS KH KD"])
        games.enter_deal(players, winner)
    records = json.loads(client.get(f"{view_path(client, table_edit)}/games.json").text)["records"]
    assert [(r["name"], r["won"], r["longest_streak"]) for r in records] == [
        ("Ann", 3, 2),
        ("Bob", 1, 1),
    ]


def test_games_page_links_this_devices_tables(client: FlaskClient) -> None:
    assert 'href="/tables">Start a table</a>' in client.get("/games").text
    table_edit = start_table(client)
    page = client.get("/games").text
    assert f'href="{table_edit}">Friday nights</a>' in page
    assert 'href="/tables">All tables</a>' in page


def test_new_table_form_needs_its_csrf_token(csrf_client: FlaskClient) -> None:
    page = csrf_client.get("/tables/new").text
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page)
    assert token is not None
    refused = csrf_client.post("/tables/new", data={"name": "Friday nights"})
    assert refused.status_code == 400
    data = {"name": "Friday nights", "csrf_token": token.group(1)}
    assert csrf_client.post("/tables/new", data=data).status_code == 302


def test_the_table_page_shows_the_newest_50_games_and_links_older_ones(
    client: FlaskClient, app: Flask
) -> None:
    edit = start_table(client)
    with app.app_context():
        table = table_by_edit_key(edit.rsplit("/", 1)[-1])
        for number in range(PAGE + 3):
            create_game("rummy", {}, [f"Ann{number}", "Bob"], table=table)
    page = client.get(edit).text
    assert page.count('class="past-game"') == PAGE
    assert "Ann52" in page and "Ann2," not in page and "Newer games" not in page
    assert f"Games 1 to {PAGE} of {PAGE + 3}." in page
    older = re.search(r'href="([^"]+)">Older games', page)
    assert older is not None
    second = client.get(html.unescape(older.group(1))).text
    assert second.count('class="past-game"') == 3 and "Ann0," in second
    assert "Newer games" in second and "Older games" not in second


def test_the_older_games_link_keeps_the_filter(client: FlaskClient, app: Flask) -> None:
    edit = start_table(client)
    with app.app_context():
        table = table_by_edit_key(edit.rsplit("/", 1)[-1])
        for number in range(PAGE + 1):
            create_game("rummy", {}, ["Ann", f"Bob{number}"], table=table)
        create_game("rummy", {}, ["Cy", "Bob"], table=table)
    page = client.get(f"{edit}?player=Ann").text
    older = re.search(r'href="([^"]+)">Older games', page)
    assert older is not None
    second = client.get(html.unescape(older.group(1)))
    assert second.text.count('class="past-game"') == 1 and "Rummy: Ann, Bob0</a>" in second.text
    assert f"Games {PAGE + 1} to {PAGE + 1} of {PAGE + 1}." in page_text(second)  # not Cy's


def test_downloads_stream(client: FlaskClient, games: GameActions) -> None:
    table_edit = start_table(client)
    play_four_games(client, games, table_edit)
    view = view_path(client, table_edit)
    for path in (f"{view}/games.csv", f"{view}/games.json"):
        response = client.get(path)
        assert response.is_streamed and response.status_code == 200
        assert "Ann" in response.get_data(as_text=True)


# ---- Records kept in memory follow every change ----------------------------------------------


def records_of(client: FlaskClient, view: str) -> list[dict[str, object]]:
    """The table's player records, as its JSON download gives them."""
    return json.loads(client.get(f"{view}/games.json").text)["records"]


def games_listed(client: FlaskClient, path: str) -> str:
    """The list of games on a table's page (``path``: its view or edit page)."""
    match = re.search(r'<section[^>]*"games-title">.*?</section>', client.get(path).text, re.S)
    assert match is not None
    return match.group(0)


def afresh(app: Flask) -> FlaskClient:
    """A client of another app on the same database (it has kept nothing yet)."""
    settings = {
        name: app.config[name] for name in ("SQLALCHEMY_DATABASE_URI", "SQLALCHEMY_ENGINE_OPTIONS")
    }
    return create_app({"TESTING": True, "SECRET_KEY": "test", **settings}).test_client()


def fix_first_deal(client: FlaskClient, games: GameActions) -> None:
    """Fix deal 1 of the game being kept: Ann went out with three kings, not Bob."""
    data = games.deal_form([Cards(melds=["KS KH KD"]), Cards(hand="9C")], 0)
    response = client.post(f"{games.edit_url}/deals/1/edit", data=data)
    assert response.status_code == 302, page_text(response)


def delete_first_deal(client: FlaskClient, games: GameActions) -> None:
    response = client.post(
        f"{games.edit_url}/deals/1/delete", data={"version": games.game().version}
    )
    assert response.status_code == 302


def game_put_on_the_table(client: FlaskClient, games: GameActions, table_edit: str) -> None:
    """A game started outside the table, with a deal, put on it afterwards."""
    games.start(["Ann", "Dee"])
    games.enter_deal([Cards(hand="QD"), Cards(melds=["6S 6H 6D"])], 1)
    response = client.post(f"{games.edit_url}/table", data={"table": table_edit.rsplit("/")[-1]})
    assert response.status_code == 302


CHANGES = {
    "a deal saved": lambda client, games, table_edit: games.enter_deal(
        [Cards(hand="AS"), Cards(melds=["4S 4H 4D"])], 1
    ),
    "a deal fixed": lambda client, games, table_edit: fix_first_deal(client, games),
    "a deal deleted": lambda client, games, table_edit: delete_first_deal(client, games),
    "a game started at the table": lambda client, games, table_edit: start_game_at(
        games, table_edit, ["Cy", "Dee"]
    ),
    "a rematch": lambda client, games, table_edit: client.post(f"{games.edit_url}/rematch"),
    "a game put on the table": game_put_on_the_table,
}


@pytest.mark.parametrize("change", CHANGES)
def test_records_kept_in_memory_follow_every_change(
    app: Flask, client: FlaskClient, games: GameActions, change: str
) -> None:
    """The page's records and list of games are kept in the app's memory between reads:
    after each change to the table's games they are as another app draws them afresh, and no
    longer as before."""
    table_edit = start_table(client)
    view = view_path(client, table_edit)
    start_game_at(games, table_edit, ["Ann", "Bob"])
    # Bob goes out with 5S 5H 5C (15); Ann holds KC (10): Ann -10, Bob 15.
    games.enter_deal([Cards(hand="KC"), Cards(melds=["5S 5H 5C"])], 1)
    before = records_of(client, view)
    assert before == records_of(afresh(app), view)
    listed = {path: games_listed(client, path) for path in (view, table_edit)}
    CHANGES[change](client, games, table_edit)
    after = records_of(client, view)
    assert after == records_of(afresh(app), view)
    assert after != before
    for path, listed_before in listed.items():
        listed_after = games_listed(client, path)
        assert listed_after == games_listed(afresh(app), path)
        assert listed_after != listed_before


def test_a_stale_game_at_the_table_is_scored_again_before_its_records(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """A game whose numbers an older engine stored (here: wrong totals) is scored again when
    its table is read, before its totals and the records are shown."""
    table_edit = start_table(client)
    view = view_path(client, table_edit)
    start_game_at(games, table_edit, ["Ann", "Bob"])
    # Bob goes out with 5S 5H 5C (15); Ann holds KC (10): Ann -10, Bob 15.
    games.enter_deal([Cards(hand="KC"), Cards(melds=["5S 5H 5C"])], 1)
    right = json.loads(client.get(f"{view}/games.json").text)
    with app.app_context():
        db.session.execute(update(Game).values(scored_by="0ld"))
        db.session.execute(update(Player).values(total=12345))
        db.session.commit()
    page = client.get(view)
    assert page.status_code == 200 and "12,345" not in page.text
    assert json.loads(client.get(f"{view}/games.json").text) == right
    assert [game["players"] for game in right["games"]] == [
        [
            {"name": "Ann", "total": -10, "starting_score": 0, "colour": "blue", "avatar": "A"},
            {"name": "Bob", "total": 15, "starting_score": 0, "colour": "orange", "avatar": "B"},
        ]
    ]


def test_a_new_edit_link_is_listed_at_once(client: FlaskClient, games: GameActions) -> None:
    """The table's edit page lists each game by its edit link: a link changed (the old one
    stops working) is listed at once, though the kept list was drawn before."""
    table_edit = start_table(client)
    start_game_at(games, table_edit, ["Ann", "Bob"])
    old_key = games.game().edit_key
    assert f"/e/{old_key}" in games_listed(client, table_edit)
    response = client.post(f"{games.edit_url}/rotate")
    assert response.status_code == 302
    games.edit_url = response.headers["Location"]
    new_key = games.game().edit_key
    assert new_key != old_key
    listed = games_listed(client, table_edit)
    assert f"/e/{new_key}" in listed and f"/e/{old_key}" not in listed


def test_a_tables_link_can_be_changed(client: FlaskClient, games: GameActions) -> None:
    """The table's edit link opens every game of the table to keep score: changed, the old one
    answers 404 everywhere; the view link, the game's links and this device's list follow."""
    table_edit = start_table(client, "Grandma's kitchen")
    start_game_at(games, table_edit, ["Ann", "Bob"])
    game_edit = games.edit_url
    view = view_path(client, table_edit)
    other = client.application.test_client()
    assert other.get(table_edit).status_code == 200
    assert "Change this table's link" in page_text(client.get(table_edit))
    response = client.post(f"{table_edit}/rotate")
    assert response.status_code == 302
    new_edit = response.headers["Location"]
    assert new_edit.startswith("/t/e/") and new_edit != table_edit
    page = client.get(new_edit)
    assert "The table's link changed: the old one no longer works." in page_text(page)
    assert f'href="{game_edit}"' in page.text
    assert view_path(client, new_edit) == view
    for path in (table_edit, f"{table_edit}/rotate"):
        assert client.open(path, method="GET" if path == table_edit else "POST").status_code == 404
    old_key = table_edit.rsplit("/", 1)[-1]
    data = games.new_game_form(["Ann", "Bob"]) | {"table": old_key}
    assert field_note(client.post("/games/new", data=data), "table").startswith(
        "⚠ This table's link no longer works"
    )
    mine = client.get("/tables")
    assert f'href="{new_edit}"' in mine.text and f'href="{table_edit}"' not in mine.text
    assert "Grandma's kitchen 1 game · you start its games" in page_text(mine)
    assert "Grandma's kitchen 1 game · view only" in page_text(other.get("/tables"))


def test_an_old_table_link_is_counted_as_a_guess(tmp_path: Path) -> None:
    app = make_app(tmp_path / "guess.sqlite3", WTF_CSRF_ENABLED=False, KEY_GUESS_LIMIT=2)
    client = app.test_client()
    table_edit = start_table(client)
    new_edit = client.post(f"{table_edit}/rotate").headers["Location"]
    assert client.get(table_edit).status_code == 404
    assert client.post(f"{table_edit}/rotate").status_code == 404
    assert client.get(table_edit).status_code == 429
    assert client.get(new_edit).status_code == 200


def test_changing_a_tables_link_needs_its_csrf_token(csrf_client: FlaskClient) -> None:
    page = csrf_client.get("/tables/new").text
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page)
    assert token is not None
    created = csrf_client.post("/tables/new", data={"name": "Fridays", "csrf_token": token[1]})
    table_edit = created.headers["Location"]
    assert csrf_client.post(f"{table_edit}/rotate").status_code == 400
    assert csrf_client.get(table_edit).status_code == 200
    response = csrf_client.post(f"{table_edit}/rotate", data={"csrf_token": token[1]})
    assert response.status_code == 302
    assert csrf_client.get(table_edit).status_code == 404
