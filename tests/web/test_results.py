"""A game scored as win, draw or loss on the pages (issue 52, item 5): Scores only with the
option ``result_points``, set on the new-game form as "3/1/0" (a half refused in words), each
deal entered through the deal form as each player's result, one radio button each, and the deal's
page and the scoreboard showing results and points (010 Score pads, Results)."""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, all_rows, entry_id_of, page_text, squeeze, totals


def result_deal(games: GameActions, results: list[str]) -> tuple[int, str]:
    """Save a deal through the deal form, each player's result chosen (``""``: none): the
    answer's status and markup."""
    entry_id = entry_id_of(games.client.get(f"{games.edit_url}/deals/new"))
    data = {"went_out": "nobody", "entry_id": entry_id}
    data |= {f"players-{seat}-score": result for seat, result in enumerate(results) if result}
    response = games.client.post(f"{games.edit_url}/deals/new", data=data)
    return response.status_code, response.text


def field_error(markup: str, field: str) -> str:
    """The note beside ``field``, in words."""
    start = markup.index(f'id="{field}-error"')
    note = squeeze(markup[start : markup.index("</p>", start)].split(">", 1)[-1])
    return note.removeprefix("⚠ ")


def test_the_new_game_form_takes_the_points_and_refuses_a_half(
    client: FlaskClient, games: GameActions
) -> None:
    """010 Score pads, Results: chess's 1/½/0 is set as 2/1/0, totals being whole numbers."""
    assert "Win / draw / loss points" in page_text(client.get("/games/new"))
    rules = page_text(client.get("/rules"))
    assert "Win / draw / loss points" in rules and "Results (three points for a win" in rules
    for half in ("1/½/0", "1/0.5/0", "1 0,5 0"):
        data = games.new_game_form(["Ann", "Bob"], variant="scores-only", result_points=half)
        response = client.post("/games/new", data=data)
        assert response.status_code == 422, half
        assert field_error(response.text, "result_points") == (
            "Totals are whole numbers: score 1/½/0 as 2/1/0."
        )
    data = games.new_game_form(["Ann", "Bob"], variant="scores-only", result_points="3/1")
    assert "three whole numbers, like 3/1/0" in client.post("/games/new", data=data).text
    data = games.new_game_form(["Ann", "Bob"], variant="scores-only", result_points="0/1/3")
    refused = client.post("/games/new", data=data).text
    assert "a win is worth more than a loss" in field_error(refused, "result_points")
    games.start(["Ann", "Bob"], variant="scores-only", result_points="2/1/0")
    assert games.game().rules["result_points"] == {"win": 2, "draw": 1, "loss": 0}


def test_each_deal_is_chosen_as_win_draw_or_loss_and_scores_the_points(
    app: Flask, games: GameActions
) -> None:
    """010 Three points for a win: a win 3, a draw 1 to each, a loss 0."""
    games.start(["Ann", "Bob", "Cy"], variant="scores-only", result_points="3/1/0")
    form = games.client.get(f"{games.edit_url}/deals/new").text
    for seat in range(3):
        for value in ("win", "draw", "loss"):
            assert re.search(
                rf'<input type="radio" id="players-{seat}-score-{value}" '
                rf'name="players-{seat}-score" value="{value}"',
                form,
            )
    assert "Ann's result" in squeeze(form) and 'placeholder="like 25+40-10"' not in form
    assert result_deal(games, ["win", "loss", "loss"])[0] == 302
    assert result_deal(games, ["draw", "draw", "loss"])[0] == 302
    assert result_deal(games, ["loss", "draw", "draw"])[0] == 302
    board = games.client.get(games.edit_url)
    assert totals(board) == ["4", "2", "1"]
    text = page_text(board)
    assert "Ann W Win 3 Bob L Loss 0 Cy L Loss 0" in text  # a letter shown, the word read
    assert re.search(r'<span class="result-mark" aria-hidden="true">W</span>', board.text)
    view_id = games.game().view_id
    deal = page_text(games.client.get(f"/g/{view_id}/deals/2"))
    assert "Ann Draw 1 Bob Draw 1 Cy Loss 0" in deal
    assert "A win scores 3, a draw 1, a loss 0." in deal


def test_a_deal_no_table_writes_is_refused_by_the_player_with_nothing_saved(
    app: Flask, games: GameActions
) -> None:
    """010 Score pads, Results: a deal is won or drawn, not both."""
    games.start(["Ann", "Bob"], variant="scores-only", result_points="3/1/0")
    before = all_rows(app)
    status, markup = result_deal(games, ["win", "draw"])
    assert status == 422
    assert field_error(markup, "players-1-score") == (
        "Ann won and Bob drew: a deal is won or drawn, not both."
    )
    assert re.search(r'id="players-0-score-win" [^>]*value="win" checked', markup)  # kept
    status, markup = result_deal(games, ["win", ""])
    assert status == 422
    assert field_error(markup, "players-1-score") == "Choose Bob's result: a win, a draw or a loss."
    assert all_rows(app) == before


def test_a_deal_is_fixed_from_its_stored_result(games: GameActions) -> None:
    games.start(["Ann", "Bob"], variant="scores-only", result_points="3/1/0")
    assert result_deal(games, ["win", "loss"])[0] == 302
    fix = games.client.get(f"{games.edit_url}/deals/1/edit").text
    assert re.search(r'id="players-0-score-win" [^>]*value="win" checked', fix)
    assert re.search(r'id="players-1-score-loss" [^>]*value="loss" checked', fix)
