"""The games pages through the Flask test client: starting a game, the scoreboards, sharing,
the view page's poll, rematch, history, unknown links and CSRF.

Expected scores are worked out by hand from the rule sources: 000 pagat 5000 Rummy, Scoring
(aces 100, K Q J 10 10 points, 2-9 5 points, wild cards 100; the player who goes out also
scores the cards left in the others' hands).
"""

from __future__ import annotations

import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.games.forms import HOUSE_RULES
from scorekeeper.models import Game
from scorekeeper.rules import OPTIONS, PRESETS
from scorekeeper.words.games import GAMES
from tests.web.game_entry import csrf_token
from tests.web.game_pages import HTMX, Cards, GameActions, field_note, page_text, totals

# Deal 1 of a 5000 Rummy game for Ann, Bob and Cy; 2s are wild; Ann goes out.
# Ann melds KS KH KD (30) and 5C 6C 7C (15) = 45, and collects Bob's 9D 4S (10) and
# Cy's QC 2H (10 + 100 for the wild 2) = 120: 165. Bob melds three aces: 300.
# Cy lays off 8C: 5. (000 pagat 5000 Rummy, Scoring.)
DEAL_1 = [
    Cards(melds=["KS KH KD", "5C 6C 7C"]),
    Cards(melds=["AS AH AD"], hand="9D 4S"),
    Cards(laid_off="8C", hand="QC 2H"),
]


def stored_games(app: Flask) -> list[Game]:
    with app.app_context():
        return list(db.session.execute(db.select(Game)).scalars())


# ---- Starting a game ---------------------------------------------------------------------------


def test_new_game_form_offers_every_preset_and_option(client: FlaskClient) -> None:
    response = client.get("/games/new")
    assert response.status_code == 200
    page, text = response.text, page_text(response)
    for slug, rules in PRESETS.items():
        assert f'value="{slug}"' in page
        assert rules.name in text and str(GAMES[slug].description) in text
    assert re.search(r'<input[^>]* checked[^>]*type="radio" value="5000-rummy">', page)
    assert len(re.findall(r'name="players-\d"', page)) == 4
    assert '<details class="group house-rules">' in page
    assert "<summary>House rules</summary>" in page
    for name in HOUSE_RULES:
        assert f'name="{name}"' in page, name
    # Every option is on the form but the target (on its own) and the tables a game comes with.
    tables = {name for name, spec in OPTIONS.items() if spec.kind in ("rows", "patterns")}
    assert set(HOUSE_RULES) == set(OPTIONS) - tables - {"target"}
    assert re.search(r'<input[^>]*name="target"[^>]*type="number" value="5000">', page)
    assert re.search(r'<input[^>]*name="teams"[^>]*type="number" value="">', page)
    assert "Add player" in page and "Start the game" in page


def test_home_page_links_to_new_game_and_history(client: FlaskClient) -> None:
    page = client.get("/").text
    assert 'href="/games/new">Start a game</a>' in page
    assert 'href="/games"' in page


def test_choosing_a_variant_fills_in_its_rules(client: FlaskClient) -> None:
    page = client.get("/games/new?variant=500-rummy").text
    assert re.search(r'<input[^>]*id="target"[^>]*value="500"', page)
    assert re.search(r'<input[^>]*checked[^>]*value="500-rummy"', page)
    assert re.search(r'<input[^>]*id="preset"[^>]*value="500-rummy"', page)


def test_add_player_rerenders_with_one_more_name_kept(
    client: FlaskClient, games: GameActions
) -> None:
    data = games.new_game_form(["Ann", "Bob", "Cy", "Di"]) | {"add_player": "1"}
    response = client.post("/games/new", data=data)
    assert response.status_code == 200
    assert re.search(r'<input[^>]*autofocus[^>]*id="players-4"', response.text)
    for name in ("Ann", "Bob", "Cy", "Di"):
        assert f'value="{name}"' in response.text
    assert "field-error" not in response.text
    assert stored_games(games.app) == []


def test_no_add_player_button_at_twelve_players(client: FlaskClient, games: GameActions) -> None:
    """004 Continental Rummy: "two to twelve players": the form stops at twelve names."""
    names = [f"P{n}" for n in range(11)]
    data = games.new_game_form(names, variant="continental-rummy") | {"add_player": "1"}
    response = client.post("/games/new", data=data)
    assert len(re.findall(r'name="players-\d+"', response.text)) == 12
    assert "Add player" not in response.text


def test_continental_starts_with_twelve_players_on_four_packs(
    client: FlaskClient, games: GameActions
) -> None:
    """004 Continental Rummy: "two to twelve players ... with nine or more players, use four
    fifty-two-card decks plus three jokers"."""
    games.start([f"P{n}" for n in range(12)], variant="continental-rummy")
    with games.app.app_context():
        (game,) = db.session.scalars(db.select(Game)).all()
        assert len(game.players) == 12
        assert (game.rules["decks"], game.rules["jokers"]) == (4, 3)


@pytest.mark.parametrize(
    ("variant", "count", "message"),
    [
        ("rummy", 7, "Rummy is for 2 to 6 players; 7 are named."),  # 004 Rummy: 2 to 6
        ("koon-kan", 3, "Koon Kan is for 2 players; 3 are named."),  # 004 Koon Kan
        ("continental-rummy", 13, "is for 2 to 12 players; 13 are named."),
    ],
)
def test_new_game_form_refuses_a_count_the_game_does_not_take(
    client: FlaskClient, games: GameActions, variant: str, count: int, message: str
) -> None:
    """004 rummy family, each game's number of players, said next to the names."""
    data = games.new_game_form([f"P{n}" for n in range(count)], variant=variant)
    response = client.post("/games/new", data=data)
    assert response.status_code == 422
    assert message in page_text(response)
    assert stored_games(games.app) == []


def test_start_game_goes_to_its_scoreboard(client: FlaskClient, games: GameActions) -> None:
    data = games.new_game_form(["Ann", "", " Bob ", "Cy"]) | {"first_dealer": "3"}
    response = client.post("/games/new", data=data)
    assert response.status_code == 302
    assert response.headers["Location"].startswith("/e/")
    (game,) = stored_games(games.app)
    with games.app.app_context():
        game = db.session.merge(game)
        assert [player.name for player in game.players] == ["Ann", "Bob", "Cy"]
        assert game.first_dealer == 2
        assert game.variant == "5000-rummy"
        assert game.rules["target"] == 5000
    page = client.get(response.headers["Location"]).text
    assert "<strong>Cy</strong> deals" in page


def test_house_rules_changed_on_the_form_are_kept(client: FlaskClient, games: GameActions) -> None:
    data = games.new_game_form(target=1500, going_out_bonus=25, runs_allowed=False)
    assert client.post("/games/new", data=data).status_code == 302
    (game,) = stored_games(games.app)
    assert game.rules["target"] == 1500
    assert game.rules["going_out_bonus"] == 25
    assert game.rules["runs_allowed"] is False
    assert game.rules["wild_upcard"] is True


def test_other_variant_without_changes_gets_its_own_rules(
    client: FlaskClient, games: GameActions
) -> None:
    """Without JavaScript the rules stay those of the first game shown; choosing another game
    must still play that game's rules (001 pagat 500 Rummy: target 500, no wild upcard)."""
    data = games.new_game_form() | {"variant": "500-rummy"}
    assert client.post("/games/new", data=data).status_code == 302
    (game,) = stored_games(games.app)
    assert game.variant == "500-rummy"
    assert game.rules["target"] == 500
    assert game.rules["wild_upcard"] is False


@pytest.mark.parametrize(
    ("names", "changes", "field", "message"),
    [
        (["Ann"], {}, None, "5000 Rummy is for 2 to 8 players; 1 is named."),
        ([f"P{n}" for n in range(9)], {}, None, "5000 Rummy is for 2 to 8 players; 9 are named."),
        (["   ", ""], {}, None, "5000 Rummy is for 2 to 8 players; 0 are named."),
        (["Ann", "Bob", "ann"], {}, "players-2", "ann is named twice"),
        (["Ann", "B" * 41], {}, "players-1", "is too long: at most 40 letters."),
        (["Ann", "Bob"], {"target": "lots"}, "target", "Enter a whole number"),
        (["Ann", "Bob"], {"target": "0"}, "target", "Target score must be at least 1, not 0"),
        (["Ann", "Bob"], {"card_points": "A=lots"}, "card_points", "like A=50"),
        (["Ann", "Bob"], {"removed_ranks": "2 X"}, "removed_ranks", "'X' is not a rank."),
        (["Ann", "Bob"], {"decks": "0"}, "decks", "Packs of 52 cards must be at least 1, not 0"),
        (
            ["Ann", "Bob"],
            {"players_min": "5", "players_max": "4"},
            "players_min",
            "Fewest players (5) is more than Most players (4)",
        ),
        (["Ann", "Bob", ""], {"first_dealer": "2"}, "first_dealer", "Choose who deals first"),
    ],
    ids=[
        "one player",
        "nine players",
        "empty names",
        "duplicate name",
        "long name",
        "target not a number",
        "target zero",
        "card points not numbers",
        "unknown rank removed",
        "no packs",
        "fewest players above most, both named by their labels",
        "dealer not playing",
    ],
)
def test_bad_new_game_is_refused_next_to_its_field(
    client: FlaskClient,
    games: GameActions,
    names: list[str],
    changes: dict[str, str],
    field: str | None,
    message: str,
) -> None:
    data = games.new_game_form(names) | changes
    response = client.post("/games/new", data=data)
    assert response.status_code == 422
    if field is None:
        form_error = r'<p class="form-error" role="alert">.*' + re.escape(message)
        assert re.search(form_error, response.text)
    else:
        assert message in field_note(response, field)
    assert stored_games(games.app) == []
    for name in names:
        if name.strip():
            assert f'value="{name.strip()}"' in response.text


# ---- Scoreboards and sharing -------------------------------------------------------------------


def test_new_game_scoreboard(client: FlaskClient, games: GameActions) -> None:
    page = client.get(games.start()).text
    assert totals_of(page) == ["0", "0", "0"]
    assert "5,000 to go" in page
    assert "Deal 1: <strong>Ann</strong> deals." in page
    assert "No deals yet." in page
    assert 'href="' + games.edit_url + '/deals/new">Enter deal 1</a>' in page


def totals_of(page: str) -> list[str]:
    return re.findall(r'<span class="total-points">([^<]*)</span>', page)


def test_scoreboard_after_a_deal(client: FlaskClient, games: GameActions) -> None:
    """000 pagat 5000 Rummy, Scoring: see DEAL_1."""
    games.start()
    response = games.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    assert response.status_code == 302 and response.headers["Location"] == games.edit_url
    scoreboard = client.get(games.edit_url)
    assert totals(scoreboard) == ["165", "300", "5"]
    text = page_text(scoreboard)
    assert "Deal 1 saved." in text
    assert "4,835 to go" in text and "4,700 to go" in text and "4,995 to go" in text
    assert "Deal 2: Bob deals. Last deal, 2s were wild." in text
    # The deal's row, and what a tap on it loads: the cards and the engine's points.
    assert "Deal 1 Ann 165 Bob 300 Cy 5" in text  # the row: "1 165 300 5" and its words
    assert '<summary class="sheet-row">' in scoreboard.text  # no name over its visible text
    assert f'href="{games.edit_url}/deals/1/edit">Fix deal 1</a>' in scoreboard.text
    view_id = games.game().view_id
    assert f'hx-get="/g/{view_id}/deals/1"' in scoreboard.text
    assert "Meld 1" not in text  # not until the deal is opened
    opened = client.get(f"/g/{view_id}/deals/1", headers=HTMX)
    assert opened.status_code == 200 and opened.vary.find("HX-Request") >= 0
    text = page_text(opened)
    assert "Ann dealt. 2s were wild. Ann went out." in text
    assert "Meld 1 K♠ of spades K♥ of hearts K♦ of diamonds" in text
    assert "In hand Q♣ of clubs 2♥ of hearts" in text
    assert "Ann 45 0 120 165 Bob 300 10 0 300 Cy 5 110 0 5" in text
    # Without JavaScript the row leads to the deal in the record; a deal not played is 404.
    assert f'href="/g/{view_id}/record#deal-1"' in scoreboard.text
    assert client.get(f"/g/{view_id}/deals/2", headers=HTMX).status_code == 404


def test_view_page_shows_the_score_but_never_the_edit_key(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    game = games.game()
    response = client.get(f"/g/{game.view_id}")
    assert response.status_code == 200
    assert "<title>Ann, Bob, Cy · 5000 Rummy · Scorekeeper</title>" in response.text
    assert game.edit_key not in response.text
    assert totals(response) == ["165", "300", "5"]
    assert "Fix deal" not in response.text and "Enter deal" not in response.text
    assert f'hx-get="/g/{game.view_id}/scoreboard"' in response.text
    assert 'hx-trigger="every 4s"' in response.text
    assert """hx-headers='{"If-None-Match": "\\"2.en\\""}'""" in response.text
    assert '{"code": "304", "swap": false}' in response.text


def test_edit_page_shares_the_view_link_and_its_qr_code(
    client: FlaskClient, games: GameActions
) -> None:
    page = client.get(games.start()).text
    view_url = f"http://localhost/g/{games.game().view_id}"
    assert f'<a href="{view_url}">{view_url}</a>' in page
    assert re.search(r'<svg viewBox="0 0 \d+ \d+" class="qr"><title>QR code', page)


def test_poll_answers_304_until_the_game_changes(client: FlaskClient, games: GameActions) -> None:
    games.start()
    game = games.game()
    url = f"/g/{game.view_id}/scoreboard"
    unchanged = client.get(url, headers=HTMX | {"If-None-Match": f'"{game.version}.en"'})
    assert unchanged.status_code == 304
    assert unchanged.headers["ETag"] == f'"{game.version}.en"'
    assert unchanged.data == b""

    games.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    changed = client.get(url, headers=HTMX | {"If-None-Match": f'"{game.version}.en"'})
    assert changed.status_code == 200
    assert changed.headers["ETag"] == f'"{game.version + 1}.en"'
    assert "HX-Request" in changed.headers["Vary"]
    assert "<html" not in changed.text
    assert changed.text.lstrip().startswith('<div id="scoreboard"')
    assert totals(changed) == ["165", "300", "5"]
    assert game.edit_key not in changed.text


def test_poll_url_opened_in_a_browser_goes_to_the_view_page(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    view_id = games.game().view_id
    response = client.get(f"/g/{view_id}/scoreboard")
    assert response.status_code == 302
    assert response.headers["Location"] == f"/g/{view_id}"
    assert "HX-Request" in response.headers["Vary"]


def test_low_target_game_ends_with_the_winner_and_a_rematch(
    client: FlaskClient, games: GameActions
) -> None:
    """000 pagat 5000 Rummy, Scoring: once a total reaches the target the highest total wins;
    here the target is 100 and Bob's three aces make 300."""
    games.start(target=100)
    games.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    page = client.get(games.edit_url).text
    assert "Bob wins with 300" in page_text(client.get(games.edit_url))
    assert "Enter deal" not in page
    assert f'action="{games.edit_url}/rematch"' in page
    assert "reached 100" in page

    assert client.get(f"{games.edit_url}/deals/new").headers["Location"] == games.edit_url
    assert "This game is over" in page_text(client.get(games.edit_url))
    late = games.deal_form(DEAL_1, went_out=0, wild_rank="2", entry_id="f" * 32)
    refused = client.post(f"{games.edit_url}/deals/new", data=late)
    assert refused.status_code == 302 and games.deal_count() == 1
    assert "This game is over" in page_text(client.get(games.edit_url))


def test_rematch_starts_a_new_game_for_the_same_table(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(target=100)
    games.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    old = games.game()
    response = client.post(f"{games.edit_url}/rematch")
    assert response.status_code == 302
    new_url = response.headers["Location"]
    assert new_url.startswith("/e/") and new_url != games.edit_url
    page = client.get(new_url)
    assert totals(page) == ["0", "0", "0"]
    # Ann dealt the one deal of the old game: the deal passes to the left, to Bob.
    assert "Deal 1: Bob deals." in page_text(page)
    games.edit_url = new_url
    new = games.game()
    assert new.variant == old.variant and new.rules == old.rules
    assert new.first_dealer == 1


# ---- History -----------------------------------------------------------------------------------


def test_history_lists_this_devices_games_newest_first(
    client: FlaskClient, games: GameActions
) -> None:
    first = games.start(target=100)
    games.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    second = games.start(["Di", "Ed"])
    client.get(first)  # opened last, but started first
    page = client.get("/games")
    assert page.status_code == 200
    text = page_text(page)
    assert text.index("5000 Rummy: Di, Ed") < text.index("5000 Rummy: Ann, Bob, Cy")
    assert f'href="{first}"' in page.text and f'href="{second}"' in page.text
    assert "Bob won" in text and "Ann 165 Bob 300 Cy 5" in text
    assert "In play" in text and "Di 0 Ed 0" in text


def test_history_of_a_viewer_links_the_view_page_only(app: Flask, games: GameActions) -> None:
    games.start()
    game = games.game()
    viewer = app.test_client()
    assert "No games on this device yet." in viewer.get("/games").text
    viewer.get(f"/g/{game.view_id}")
    page = viewer.get("/games").text
    assert f'href="/g/{game.view_id}"' in page
    assert game.edit_key not in page


def test_opening_the_view_page_keeps_the_edit_link(client: FlaskClient, games: GameActions) -> None:
    games.start()
    client.get(games.edit_url)
    client.get(f"/g/{games.game().view_id}")
    assert f'href="{games.edit_url}"' in client.get("/games").text


def test_history_keeps_the_thirty_most_recent(client: FlaskClient, games: GameActions) -> None:
    urls = [games.start([f"A{n}", f"B{n}"]) for n in range(31)]
    page = client.get("/games").text
    assert page.count('class="past-game"') == 30
    assert f'href="{urls[0]}"' not in page and f'href="{urls[-1]}"' in page


# ---- Unknown links and CSRF --------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/g/no-such-game",
        "/g/no-such-game/scoreboard",
        "/e/no-such-key",
        "/e/no-such-key/deals/new",
        "/e/no-such-key/deals/1/edit",
        "/e/no-such-key/meld",
    ],
)
def test_unknown_game_links_answer_a_friendly_404(client: FlaskClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert "Page not found" in response.text


def test_view_id_does_not_open_the_edit_page(client: FlaskClient, games: GameActions) -> None:
    games.start()
    view_id = games.game().view_id
    assert client.get(f"/e/{view_id}").status_code == 404
    assert client.get(f"/e/{view_id}/deals/new").status_code == 404


def test_unknown_deal_answers_404(client: FlaskClient, games: GameActions) -> None:
    games.start()
    assert client.get(f"{games.edit_url}/deals/1/edit").status_code == 404
    assert client.post(f"{games.edit_url}/deals/1/delete", data={"version": "1"}).status_code == 404


def test_post_without_csrf_token_is_refused(csrf_client: FlaskClient, csrf_app: Flask) -> None:
    games = GameActions(csrf_client, csrf_app)
    refused = csrf_client.post("/games/new", data=games.new_game_form())
    assert refused.status_code == 400
    assert stored_games(csrf_app) == []

    token = csrf_token(csrf_client.get("/games/new").text)
    started = csrf_client.post("/games/new", data=games.new_game_form() | {"csrf_token": token})
    assert started.status_code == 302
    games.edit_url = started.headers["Location"]

    deal = games.deal_form(DEAL_1, went_out=0, wild_rank="2")
    assert csrf_client.post(f"{games.edit_url}/deals/new", data=deal).status_code == 400
    assert csrf_client.post(f"{games.edit_url}/rematch").status_code == 400
    assert games.deal_count() == 0 and len(stored_games(csrf_app)) == 1


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("Cy\x00", "Player 3's name has a character that is not text"),
        ("\u200b\u200d", "Player 3's name has nothing visible in it."),
        ("B\u200bob", "Player 3's name has an invisible character in it"),
        ("C\u00ady", "Player 3's name has an invisible character in it"),
        ("Cy\u2060", "Player 3's name has an invisible character in it"),
        ("\u0410nn", "\u0410nn looks like Ann: give each player a name the others can tell apart."),
    ],
)
def test_hostile_names_are_refused_next_to_their_field(
    client: FlaskClient, games: GameActions, name: str, message: str
) -> None:
    response = client.post("/games/new", data=games.new_game_form(["Ann", "Bob", name]))
    assert response.status_code == 422
    assert message in field_note(response, "players-2")
    assert stored_games(games.app) == []
