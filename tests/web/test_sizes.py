"""Limits on what one request may hold (issue 14, item 2): the body (64 KB), players per game,
melds per player, cards per field, option values (at most 1,000,000) and deals per game
(1,000). Each is refused in words with 413 or 422, and nothing is stored."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game
from scorekeeper.scorebook.changes.deals import MAX_DEALS
from scorekeeper.scorebook.changes.games import MAX_PLAYERS
from scorekeeper.scorebook.changes.sizes import MAX_CARDS, MAX_MELDS, MAX_NAMES_SENT
from tests.api.game_calls import FIRST_DEAL, GAMES, auth, create
from tests.web.game_pages import Cards, GameActions, all_rows, field_note, page_text

DEAL = [Cards(melds=["7C 7D 7H"]), Cards(hand="KD 2C"), Cards(hand="AS 3H")]


def test_a_new_game_form_with_50000_name_inputs_is_refused_413(
    client: FlaskClient, games: GameActions
) -> None:
    data = games.new_game_form() | {f"players-{n}": "Ann" for n in range(50_000)}
    before = all_rows(games.app)
    response = client.post("/games/new", data=data)
    assert response.status_code == 413
    assert "more than 64 KB, far more than a game needs" in page_text(response)
    assert len(response.data) < 50_000
    assert all_rows(games.app) == before


def test_more_name_inputs_than_a_game_has_players_are_refused_in_a_small_page(
    client: FlaskClient, games: GameActions
) -> None:
    """4,000 empty name inputs fit in 64 KB; the page answered shows a few inputs, not
    4,000."""
    data = games.new_game_form() | {f"players-{n}": "" for n in range(3, 4_000)}
    response = client.post("/games/new", data=data)
    assert response.status_code == 422
    message = f"A game has at most {MAX_PLAYERS} players; 4,000 name inputs were sent."
    assert message in page_text(response)
    assert response.text.count('name="players-') == MAX_NAMES_SENT
    assert len(response.data) < 200_000
    assert db_games(games.app) == 0


def test_more_meld_inputs_than_the_packs_allow_are_refused(games: GameActions) -> None:
    games.start()
    data = games.deal_form(DEAL, went_out=0, wild_rank="K")
    data |= {f"players-1-melds-{n}": "" for n in range(2, MAX_MELDS + 5)}
    response = games.client.post(f"{games.edit_url}/deals/new", data=data)
    assert response.status_code == 422
    assert f"A player has at most {MAX_MELDS} melds in one deal." in page_text(response)
    assert response.text.count('name="players-1-melds-') == MAX_MELDS
    assert games.deal_count() == 0


def test_add_meld_stops_at_the_limit(games: GameActions) -> None:
    games.start()
    data = games.deal_form(DEAL, went_out=0, wild_rank="K")
    data |= {f"players-1-melds-{n}": "" for n in range(MAX_MELDS)} | {"add_meld": "1"}
    response = games.client.post(f"{games.edit_url}/deals/new", data=data)
    assert response.status_code == 200
    assert response.text.count('name="players-1-melds-') == MAX_MELDS


def test_a_target_past_a_million_is_refused_next_to_its_field(
    client: FlaskClient, games: GameActions
) -> None:
    for target in (str(10**400), "1000001"):
        response = client.post("/games/new", data=games.new_game_form(target=target))
        assert response.status_code == 422
        assert "can be at most 1,000,000" in field_note(response, "target")
    games.start(target="1000000")
    assert games.game().rules["target"] == 1_000_000
    view_id = games.game().view_id
    assert client.get(f"/g/{view_id}/record").status_code == 200


def test_an_option_refused_is_named_by_the_label_next_to_it(
    client: FlaskClient, games: GameActions
) -> None:
    """The API names the option 'target'; the player sees the field "Target score"."""
    for target, said in (
        ("0", "must be at least 1, not 0"),
        ("1000001", "can be at most 1,000,000"),
    ):
        response = client.post("/games/new", data=games.new_game_form(target=target))
        assert field_note(response, "target").startswith(f"⚠ Target score {said}")
        assert "option" not in field_note(response, "target")
    response = client.post("/games/new", data=games.new_game_form(going_out_bonus="-1"))
    assert field_note(response, "going_out_bonus").startswith("⚠ Bonus for going out must be")


def test_option_values_past_a_million_are_refused_by_the_api(client: FlaskClient) -> None:
    for options, field in [
        ({"target": 10**400}, "options.target"),
        ({"card_points": {"A": 10**7}}, "options.card_points"),
        ({"decks": 10**9}, "options.decks"),
    ]:
        response = client.post(
            GAMES, json={"variant": "5000-rummy", "players": ["Ann", "Bob"], "options": options}
        )
        assert response.status_code == 400
        body = response.get_json()
        assert body["field"] == field
        assert "can be at most 1,000,000" in body["error"]


def test_api_lists_past_their_limits_are_refused_422(client: FlaskClient) -> None:
    game = create(client)
    url = f"{GAMES}/{game['id']}/deals"
    too_many = [
        ({"players": [{"name": "Ann", "hand": ["7H"] * (MAX_CARDS + 1)}]}, "players[0].hand"),
        ({"players": [{"name": "Ann", "melds": [[]] * (MAX_MELDS + 1)}]}, "players[0].melds"),
        ({"players": [{"name": f"P{n}"} for n in range(MAX_NAMES_SENT + 1)]}, "players"),
    ]
    for body, field in too_many:
        response = client.post(url, json={**body, "went_out": None}, headers=auth(game))
        assert response.status_code == 422
        assert response.get_json()["field"] == field
        assert "holds more than a game can" in response.get_json()["error"]
    names = [f"P{n}" for n in range(MAX_NAMES_SENT + 1)]
    response = client.post(GAMES, json={"variant": "rummy", "players": names})
    assert (response.status_code, response.get_json()["field"]) == (422, "players")
    assert client.get(f"{GAMES}/{game['id']}").get_json()["deals"] == []


def test_an_api_body_past_64_kb_is_refused_413_in_words(client: FlaskClient) -> None:
    game = create(client)
    body = {"players": [{"name": "Ann", "hand": ["7H" * 40_000]}], "went_out": None}
    response = client.post(f"{GAMES}/{game['id']}/deals", json=body, headers=auth(game))
    assert response.status_code == 413
    assert "more than 64 KB" in response.get_json()["error"]


def test_a_game_keeps_at_most_1000_deals(client: FlaskClient, app: Flask) -> None:
    game = create(client, options={"target": 1_000_000})
    with app.app_context():
        stored = db.session.execute(db.select(Game).filter_by(view_id=game["id"])).scalar_one()
        stored.deals = [
            Deal(number=n, wild_rank="K", went_out=None, lines=[DealLine(seat=0, hand=["2C"])])
            for n in range(1, MAX_DEALS + 1)
        ]
        stored.deal_count = MAX_DEALS
        db.session.commit()
    response = client.post(f"{GAMES}/{game['id']}/deals", json=FIRST_DEAL, headers=auth(game))
    assert response.status_code == 409
    assert "1,000 deals, the most one game keeps" in response.get_json()["error"]
    with app.app_context():
        assert db.session.execute(db.select(db.func.count(Deal.id))).scalar_one() == MAX_DEALS


def db_games(app: Flask) -> int:
    with app.app_context():
        return db.session.execute(db.select(db.func.count(Game.id))).scalar_one()


def test_more_packs_or_jokers_than_a_game_takes_are_refused_next_to_the_field(
    client: FlaskClient, games: GameActions
) -> None:
    """008 emil.com, Hand and Foot: six packs, jokers included (twelve)."""
    for field, label, most in (("decks", "Packs of 52 cards", 6), ("jokers", "Jokers in all", 12)):
        response = client.post("/games/new", data=games.new_game_form(**{field: str(most + 1)}))
        assert field_note(response, field).startswith(f"⚠ {label} can be at most {most}, not")
