"""Typed scores on the deal form (issue 39, item 1): "Type each player's score instead of the
cards" takes a number or a sum per player, stores the deal as typed (not checked), leaves out
the cards fields while it is ticked (and the scores while it is not), refuses a score that is
no sum by its field, keeping everything typed, and shows the deal as typed wherever it is read."""

from __future__ import annotations

import csv
import io

from flask import Flask
from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, all_rows, entry_id_of, page_text, totals

# Scored by hand (000 pagat 5000 Rummy, Scoring; twos wild): Ann melds KS KH KD (30) and goes out,
# collecting Bob's 9D 4S (10) and Cy's QC 3H (15): 55; Bob and Cy score nothing melded.
CARDS = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 3H")]


def typed_form(games: GameActions, scores: list[str], went_out: int | None = 0) -> dict[str, str]:
    """The deal form with the box ticked and ``scores`` typed, the cards fields left as the
    scorekeeper left them before ticking it (they are hidden, and left out)."""
    entry_id = entry_id_of(games.client.get(f"{games.edit_url}/deals/new"))
    data = games.deal_form(CARDS, went_out, wild_rank="2", entry_id=entry_id)
    data["typed_scores"] = "y"
    data |= {f"players-{seat}-score": score for seat, score in enumerate(scores)}
    return data


def test_a_typed_deal_is_stored_as_typed_and_counts_in_the_totals(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    assert games.enter_deal(CARDS, 0, wild_rank="2").status_code == 302
    data = typed_form(games, ["80 + 15", "-20", "0"])
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    board = client.get(games.edit_url)
    assert totals(board) == ["150", "-20", "0"]  # 55 + 95, 0 - 20, 0
    assert "typed, not checked" in page_text(board)
    view_id = games.game().view_id
    deal = page_text(client.get(f"/g/{view_id}/deals/2"))
    assert "Ann 80 + 15 95" in deal and "Bob -20 -20" in deal
    assert "Scores typed, not checked: no card of this deal was counted." in deal
    rows = list(csv.reader(io.StringIO(client.get(f"/g/{view_id}/scoresheet.csv").text)))
    assert [row[4] for row in rows[1:]] == ["counted from the cards", "typed, not checked"]
    data = client.get(f"/g/{view_id}/scoresheet.json").get_json()
    assert [deal["typed"] for deal in data["deals"]] == [False, True]
    assert [player["typed"] for player in data["deals"][1]["players"]] == ["80 + 15", "-20", "0"]


def test_the_cards_are_left_out_while_the_box_is_ticked_and_the_scores_while_it_is_not(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    data = typed_form(games, ["5", "6", "7"])
    data["players-1-hand"] = "ZZ"  # a hidden field that does not read is not the deal's
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    assert totals(client.get(games.edit_url)) == ["5", "6", "7"]
    entry_id = entry_id_of(client.get(f"{games.edit_url}/deals/new"))
    data = games.deal_form(CARDS, 0, wild_rank="2", entry_id=entry_id)
    data["players-1-score"] = "what"  # the box is not ticked: the scores are not the deal's
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    assert totals(client.get(games.edit_url)) == ["60", "6", "7"]


def test_a_score_that_is_no_sum_is_refused_by_its_field_and_nothing_is_lost(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    games.start()
    before = all_rows(app)
    response = client.post(f"{games.edit_url}/deals/new", data=typed_form(games, ["5", "6+", "7"]))
    assert response.status_code == 422
    text = page_text(response)
    assert "“6+” is not a score: type a number, or numbers to add up such as 25+40-10." in text
    assert 'id="players-1-score-error"' in response.text
    assert 'value="6+"' in response.text and 'value="7"' in response.text
    assert all_rows(app) == before


def test_a_score_in_another_scripts_digits_is_refused_as_no_sum(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Arabic-Indic "\u0663" and N'Ko "\u07c3" were stored as 3 (Python's ``\\d`` and ``int``
    read any script's digits; issue 49, item 11): a score pad's digits are 0 to 9."""
    games.start()
    before = all_rows(app)
    for seat, typed in ((1, "\u0663"), (2, "2+\u07c3")):
        scores = ["5", "6", "7"]
        scores[seat] = typed
        response = client.post(f"{games.edit_url}/deals/new", data=typed_form(games, scores))
        assert response.status_code == 422
        assert f"“{typed}” is not a score: type a number" in page_text(response)
        assert f'id="players-{seat}-score-error"' in response.text
    assert all_rows(app) == before
