"""The first minutes of a new table (issue 42, items 2-4): the new-game form leads with the
players, then the game this device played last, chosen, the others one tap away; the two
downloads say what they hold; and over plain http the scorekeeper's page says first what the
phone misses, with the server's instructions on a page of their own, and "Keep the screen on"
comes before the scoreboard."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, page_text
from tests.web.table_pages import start_table


def checked_game(page: str) -> str:
    """The game the new-game form has chosen (its slug)."""
    chosen = [
        re.search(r'value="([\w-]+)"', tag)
        for tag in re.findall(r'<input[^>]*name="variant"[^>]*>', page)
        if " checked" in tag
    ]
    assert len(chosen) == 1 and chosen[0] is not None, "not one game chosen"
    return chosen[0].group(1)


def test_the_new_game_form_asks_the_players_before_the_game(client: FlaskClient) -> None:
    page = client.get("/games/new").text
    assert page.index('id="players"') < page.index('class="group game-choice"')
    assert page.index('class="group game-choice"') < page.index("House rules")
    assert checked_game(page) == "5000-rummy"
    assert '<strong id="chosen-game">5000 Rummy</strong>' in page
    assert '<details class="group game-choice">' in page  # closed: the game is chosen


def test_the_game_this_device_played_last_is_chosen(
    client: FlaskClient, games: GameActions
) -> None:
    started = client.post("/games/new", data=games.new_game_form(("Ann", "Bob"), "tonk"))
    assert started.status_code == 302
    page = client.get("/games/new").text
    assert checked_game(page) == "tonk"
    assert '<strong id="chosen-game">Tonk</strong>' in page
    other_device = client.application.test_client()
    assert checked_game(other_device.get("/games/new").text) == "5000-rummy"


def test_the_https_page_tells_whoever_runs_the_app_what_to_do(client: FlaskClient) -> None:
    page = client.get("/https").text
    assert "<code>HTTPS=1 HOST=0.0.0.0 bash scripts/run</code>" in page
    assert "Certificate Trust Settings" in page


def test_the_keepers_page_says_what_the_phone_misses_before_the_scoreboard(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    page = client.get(games.edit_url).text
    head = page.index('<header class="game-head">')
    assert page.index("data-secure-note") < head
    assert page.index("data-wake-lock-control") < head
    assert 'href="/https"' in page
    assert "Backup of this game (JSON)</a>" in page
    assert "to import into another Scorekeeper." in page


def field_value(page: str, name: str) -> str:
    """The value the new-game form fills into the input ``name``."""
    match = re.search(rf'<input[^>]*name="{name}"[^>]*>', page)
    assert match is not None, name
    value = re.search(r'value="([^"]*)"', match.group(0))
    return value.group(1) if value else ""


def test_a_new_game_at_a_table_starts_from_its_last_games_house_rules(
    client: FlaskClient, games: GameActions
) -> None:
    """Issue 39, item 6: a table that played 500 Rummy to 50, jokers out, finds its next game
    set so; another device, or another game chosen, starts from the game's own rules."""
    key = start_table(client).rsplit("/", 1)[-1]
    form = games.new_game_form(("Ann", "Bob"), "500-rummy", target=50) | {"table": key}
    form.pop("jokers", None)
    form["jokers"] = "0"
    assert client.post("/games/new", data=form).status_code == 302
    page = client.application.test_client().get(f"/games/new?table={key}").text
    assert checked_game(page) == "500-rummy"
    assert (field_value(page, "target"), field_value(page, "jokers")) == ("50", "0")
    assert field_value(page, "players-1") == "Bob"
    assert "As this table played 500 Rummy last time." in page
    other_game = client.get(f"/games/new?table={key}&variant=tonk").text
    assert checked_game(other_game) == "tonk" and field_value(other_game, "target") == ""
    elsewhere = client.get("/games/new").text  # not at the table: the preset's rules
    assert checked_game(elsewhere) == "500-rummy" and field_value(elsewhere, "target") == "500"


def test_the_scoreboard_says_how_many_deals_are_left_where_the_game_has_a_number(
    client: FlaskClient, games: GameActions
) -> None:
    """Issue 39, item 7: Contract Rummy is seven deals (004 Contract Rummy: "Games are always
    limited to seven rounds"); 5000 Rummy plays to its target, so it says how far each is."""
    games.start(("Ann", "Bob", "Cy"), variant="contract-rummy")
    text = page_text(client.get(games.edit_url))
    assert "Deal 1: Ann deals. 7 deals to play, this one included." in text
    games.start(("Ann", "Bob"))
    text = page_text(client.get(games.edit_url))
    assert "deals to play" not in text and "5,000 to go" in text
