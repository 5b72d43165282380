"""Deals of the scoreboard's tests: the totals after them (``ANN_55`` ...), a hand fixed, a deal
deleted."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions

# Ann goes out with KS KH KD (30) and scores Bob's 9D 4S (10) and Cy's QC 2H (15): 55.
ANN_55 = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]


# Bob goes out with QS QH QD (30) and scores Ann's 9C 4D (10) and Cy's JC 2C (15): 55.
BOB_55 = [Cards(hand="9C 4D"), Cards(melds=["QS QH QD"]), Cards(hand="JC 2C")]


# Cy goes out with 5H 6H 7H (15) and scores Ann's 8S (5) and Bob's 3S (5): 25.
CY_25 = [Cards(hand="8S"), Cards(hand="3S"), Cards(melds=["5H 6H 7H"])]


def fix_bob_hand(client: FlaskClient, games: GameActions) -> None:
    """Fix deal 1: Bob held 9D only (not 9D 4S), so Ann scores 50, not 55."""
    fixed = [Cards(melds=["KS KH KD"]), Cards(hand="9D"), Cards(hand="QC 2H")]
    data = {**games.deal_form(fixed, 0, wild_rank="A"), "version": str(games.game().version)}
    assert client.post(f"{games.edit_url}/deals/1/edit", data=data).status_code == 302


def delete_deal(client: FlaskClient, games: GameActions, number: int) -> None:
    version = str(games.game().version)
    response = client.post(f"{games.edit_url}/deals/{number}/delete", data={"version": version})
    assert response.status_code == 302
