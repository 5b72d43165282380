"""A seat's mark on a stored deal ("This is not what I handed in"), and the deal Bob handed in."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions
from tests.web.seated_games import FIRST_DEAL, put_draft

# Deal 2 as Bob hands it in, and as the scorekeeper saves it: Bob's hand lost its 4S.
BOB_HANDS_IN = {"hand": ["9D", "4S"], "handed_in": True}


DEAL_2 = [Cards(melds=["7H 8H 9H"]), Cards(hand="9D"), Cards(hand="QS")]


MARK = "says this is not what they handed in"


def bob_handed_in_deal_2(games: GameActions, client: FlaskClient) -> dict[str, str]:
    """Start a 5000 Rummy game of Ann, Bob and Cy and save two deals, the second after Bob
    (seat 2) handed in his cards from his phone; the game's keys."""
    games.start()
    assert games.enter_deal(FIRST_DEAL, 0, wild_rank="K").status_code == 302
    game = games.game()
    assert game.seat_key
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": game.seat_key}
    assert put_draft(client, keys, 2, 2, BOB_HANDS_IN).status_code == 200
    assert games.enter_deal(DEAL_2, 0, wild_rank="K").status_code == 302
    return keys


def mark(client: FlaskClient, keys: dict[str, str], seat: int, number: int = 2, key: str = ""):
    return client.post(
        f"/s/{key or keys['seat_key']}/{seat}/deals/{number}/not-handed-in",
        data={"csrf_token": "x"},
    )
