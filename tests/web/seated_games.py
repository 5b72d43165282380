"""A game with its seats taken by phones, and the drafts they put and read."""

from __future__ import annotations

from flask.testing import FlaskClient

from scorekeeper.scorebook.seats.seat_claims import PHONE_COOKIE
from tests.web.game_pages import Cards, GameActions

Seated = tuple[GameActions, dict[str, str]]


FIRST_DEAL = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]


DRAFT = {"melds": [["7H", "8H", "9H"]], "laid_off": ["10H"], "hand": ["2C", "QS"]}


def seated_game(games: GameActions) -> Seated:
    """A 5000 Rummy game of Ann, Bob and Cy with one deal saved; its keys."""
    games.start()
    response = games.enter_deal(FIRST_DEAL, 0, wild_rank="K")
    assert response.status_code == 302
    game = games.game()
    assert game.seat_key
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": game.seat_key}
    return games, keys


def put_draft(
    client: FlaskClient,
    keys: dict[str, str],
    number: int,
    seat: int,
    body=None,
    key: str | None = None,
):
    """PUT a draft as the seat page does: with the phone's token, once a seat page gave the
    client (the phone) one."""
    headers = {"Authorization": f"Bearer {keys['seat_key'] if key is None else key}"}
    phone = client.get_cookie(PHONE_COOKIE, path="/s/")
    if phone is not None:
        headers["Seat-Phone"] = phone.value
    return client.put(
        f"/api/v1/games/{keys['view_id']}/deals/{number}/drafts/{seat}",
        json=DRAFT if body is None else body,
        headers=headers,
    )


def read_drafts(client: FlaskClient, keys: dict[str, str], number: int, **headers: str):
    return client.get(
        f"/api/v1/games/{keys['view_id']}/deals/{number}/drafts",
        headers={"Authorization": f"Bearer {keys['edit_key']}", **headers},
    )


def open_seat(client: FlaskClient, seat_url: str, headers: dict[str, str] | None = None):
    """Open a seat's page (``/s/<seat_key>/<seat>``) as a player does who taps their name:
    "Yes, I am Ann" claims the seat (its page follows), or answers why not (409: another
    phone's; 404; 429). A seat the phone holds already opens again the same way."""
    claimed = client.post(f"{seat_url}/claim", headers=headers)
    if claimed.status_code != 303:
        return claimed
    return client.get(seat_url, headers=headers)
