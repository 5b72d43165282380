"""Access by capability links (issue 5, Access): every route that changes a game refuses a
missing or wrong edit key and changes nothing; the edit link can be changed; CSRF is checked.
Guesses at keys are limited in tests/web/test_guesses.py."""

from __future__ import annotations

import secrets

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, all_rows, page_text, totals

DEAL = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]
API_DEAL = {
    "wild_rank": "K",
    "players": [{"name": "Ann", "melds": [["7C", "7D", "7H"]]}, {"name": "Bob", "hand": ["2C"]}],
    "went_out": "Ann",
}

FORM_ROUTES = [
    "/e/{key}/rematch",
    "/e/{key}/rotate",
    "/e/{key}/deals/new",
    "/e/{key}/deals/1/edit",
    "/e/{key}/deals/1/delete",
    "/e/{key}/deals/1/preview",
    "/e/{key}/changes/1/restore",
    "/e/{key}/table",
]
API_ROUTES = [
    ("POST", "/api/v1/games/{id}/deals"),
    ("PUT", "/api/v1/games/{id}/deals/1"),
    ("DELETE", "/api/v1/games/{id}/deals/1"),
]

TwoGames = tuple[GameActions, dict[str, str]]


@pytest.fixture
def two_games(games: GameActions) -> TwoGames:
    """Game A (Ann, Bob, Cy; one deal entered, and finished at a 100 target so a rematch is
    allowed) and the keys of a second game B."""
    games.start(("Ann", "Bob"))
    other = {"edit_key": games.game().edit_key, "view_id": games.game().view_id}
    games.start(target=100)
    response = games.enter_deal(DEAL, 0, wild_rank="K")
    assert response.status_code == 302
    return games, other


def form_data(games: GameActions) -> dict[str, str]:
    return {**games.deal_form(DEAL, 1, wild_rank="K"), "version": str(games.game().version)}


@pytest.mark.parametrize("route", FORM_ROUTES)
@pytest.mark.parametrize("key", ["view id", "random key", "another game's view id"])
def test_form_routes_refuse_a_wrong_key_and_change_nothing(
    app: Flask, client: FlaskClient, two_games: TwoGames, route, key
) -> None:
    games, other = two_games
    wrong = {
        "view id": games.game().view_id,
        "random key": secrets.token_urlsafe(24),
        "another game's view id": other["view_id"],
    }[key]
    before = all_rows(app)
    response = client.post(route.format(key=wrong), data=form_data(games))
    assert response.status_code == 404
    assert all_rows(app) == before


@pytest.mark.parametrize("route", FORM_ROUTES)
def test_form_routes_refuse_no_key(
    app: Flask, client: FlaskClient, two_games: TwoGames, route
) -> None:
    games, _ = two_games
    before = all_rows(app)
    response = client.post(route.format(key=""), data=form_data(games))
    assert response.status_code in (404, 405)
    assert all_rows(app) == before


@pytest.mark.parametrize("route", FORM_ROUTES[3:5])
def test_another_games_key_cannot_reach_this_games_deals(
    app: Flask, client: FlaskClient, two_games: TwoGames, route
) -> None:
    """Game B's key opens game B only: its deal 1 does not exist, and A's stays as it was."""
    games, other = two_games
    before = all_rows(app)
    response = client.post(route.format(key=other["edit_key"]), data=form_data(games))
    assert response.status_code == 404
    assert all_rows(app) == before


@pytest.mark.parametrize(("method", "route"), API_ROUTES)
@pytest.mark.parametrize("key", ["none", "view id", "random key", "another game's edit key"])
def test_api_routes_refuse_a_missing_or_wrong_key_and_change_nothing(
    app: Flask, client: FlaskClient, two_games: TwoGames, method, route, key
) -> None:
    games, other = two_games
    game = games.game()
    bearer = {
        "none": None,
        "view id": game.view_id,
        "random key": secrets.token_urlsafe(24),
        "another game's edit key": other["edit_key"],
    }[key]
    headers = {} if bearer is None else {"Authorization": f"Bearer {bearer}"}
    before = all_rows(app)
    response = client.open(
        route.format(id=game.view_id), method=method, json=API_DEAL, headers=headers
    )
    assert response.status_code == (401 if bearer is None else 403)
    assert response.get_json()["error"]
    assert all_rows(app) == before


def test_rotating_the_edit_link_retires_the_old_one(
    client: FlaskClient, two_games: TwoGames
) -> None:
    games, _ = two_games
    old = games.game()
    page = client.get(games.edit_url).text
    assert "Yes, change the edit link" in page
    response = client.post(f"{games.edit_url}/rotate")
    assert response.status_code == 302
    new_url = response.headers["Location"]
    assert new_url != games.edit_url and new_url.startswith("/e/")
    assert client.get(games.edit_url).status_code == 404
    assert client.post(f"{games.edit_url}/deals/1/delete", data={"version": "9"}).status_code == 404
    page = client.get(new_url)
    assert "The edit link changed" in page_text(page)
    assert totals(page) == totals(client.get(f"/g/{old.view_id}"))
    games.edit_url = new_url
    rotated = games.game()
    assert (rotated.view_id, rotated.version) == (old.view_id, old.version + 1)
    assert len(rotated.edit_key) >= 32 and rotated.edit_key != old.edit_key
    api = client.delete(
        f"/api/v1/games/{old.view_id}/deals/1", headers={"Authorization": f"Bearer {old.edit_key}"}
    )
    assert api.status_code == 403
    assert games.deal_count() == 1


def test_a_form_without_the_csrf_token_is_refused_and_changes_nothing(
    csrf_app: Flask, csrf_client: FlaskClient
) -> None:
    games = GameActions(csrf_client, csrf_app)
    response = csrf_client.post("/games/new", data=games.new_game_form())
    assert response.status_code == 400
    assert "This page is out of date" in page_text(response)
    assert all_rows(csrf_app)["game"] == []


def test_a_deal_without_the_csrf_token_is_refused_and_changes_nothing(
    csrf_app: Flask, csrf_client: FlaskClient
) -> None:
    page = csrf_client.get("/games/new").text
    token = page.split('name="csrf_token" type="hidden" value="', 1)[1].split('"', 1)[0]
    games = GameActions(csrf_client, csrf_app)
    games.client.post("/games/new", data={**games.new_game_form(), "csrf_token": token})
    (game,) = all_rows(csrf_app)["game"]
    edit_key = game[2]
    before = all_rows(csrf_app)
    data = games.deal_form(DEAL, 0, wild_rank="K")
    for path in (f"/e/{edit_key}/deals/new", f"/e/{edit_key}/rotate"):
        response = csrf_client.post(path, data=data)
        assert response.status_code == 400
    assert all_rows(csrf_app) == before
    response = csrf_client.post(f"/e/{edit_key}/rotate", data={"csrf_token": token})
    assert response.status_code == 302
