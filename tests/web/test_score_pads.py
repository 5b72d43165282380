"""The score pad's house rules on the pages (issue 52, item 5): Scores only kept zero-sum, or
counting down, chosen on the new-game form under "Scores only", shown on the rules page, and
a deal the pad refuses refused beside its score field with nothing saved (010 Score pads)."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from tests.web.game_pages import (
    GameActions,
    all_rows,
    entry_id_of,
    page_text,
    squeeze,
    totals,
)


def typed_deal(games: GameActions, scores: list[str]) -> tuple[int, str]:
    """Save a deal of the score pad typed as each player's score: the answer's status and
    markup."""
    entry_id = entry_id_of(games.client.get(f"{games.edit_url}/deals/new"))
    data = {"went_out": "nobody", "entry_id": entry_id}
    data |= {f"players-{seat}-score": score for seat, score in enumerate(scores)}
    response = games.client.post(f"{games.edit_url}/deals/new", data=data)
    return response.status_code, response.text


def field_error(markup: str, field: str) -> str:
    """The note beside ``field``, in words."""
    start = markup.index(f'id="{field}-error"')
    note = squeeze(markup[start : markup.index("</p>", start)].split(">", 1)[-1])
    return note.removeprefix("⚠ ")


def test_the_new_game_form_and_the_rules_page_offer_both(client: FlaskClient) -> None:
    form = page_text(client.get("/games/new"))
    assert "Zero-sum deals" in form and "Count down from" in form
    rules = page_text(client.get("/rules"))
    assert "Zero-sum deals" in rules and "010 Score pads (published descriptions)" in rules


def test_a_zero_sum_deal_that_does_not_add_up_is_refused_by_the_first_score(
    app: Flask, games: GameActions
) -> None:
    games.start(variant="scores-only", zero_sum=True)
    before = all_rows(app)
    status, markup = typed_deal(games, ["40", "-25", "0"])
    assert status == 422
    assert field_error(markup, "players-0-score") == (
        "These scores add up to 15, not 0: in a zero-sum game what one player wins, the "
        "others lose."
    )
    assert 'value="40"' in markup and 'value="-25"' in markup  # nothing typed is lost
    assert all_rows(app) == before
    assert typed_deal(games, ["40", "-25", "-15"])[0] == 302
    assert totals(games.client.get(games.edit_url)) == ["40", "-25", "-15"]


def test_counting_down_shows_what_each_has_left_and_ends_at_exactly_0(
    app: Flask, games: GameActions
) -> None:
    games.start(["Ann", "Bob"], variant="scores-only", count_down_from=301, winner="lowest")
    assert totals(games.client.get(games.edit_url)) == ["301", "301"]
    assert typed_deal(games, ["100+80", "60"])[0] == 302
    board = games.client.get(games.edit_url)
    assert totals(board) == ["121", "241"]
    assert "From paper" not in page_text(board)  # everyone started at the number
    view_id = games.game().view_id
    assert "Ann 100+80 -180" in page_text(games.client.get(f"/g/{view_id}/deals/1"))
    before = all_rows(app)
    status, markup = typed_deal(games, ["122", "60"])
    assert status == 422
    assert field_error(markup, "players-0-score") == (
        "Ann has 121 left: taking off 122 goes below 0. Type 0 for a deal that goes past it "
        "(a bust)."
    )
    assert all_rows(app) == before
    assert typed_deal(games, ["121", "60"])[0] == 302
    board = games.client.get(games.edit_url)
    assert totals(board) == ["0", "181"]
    assert games.game().finished


def test_points_from_paper_counting_down_are_what_each_has_left(games: GameActions) -> None:
    data = games.new_game_form(["Ann", "Bob"], "scores-only", count_down_from=501, winner="lowest")
    data |= {"starting_scores-0": "", "starting_scores-1": "140"}  # as the page sends them
    response = games.client.post("/games/new", data=data)
    assert response.status_code == 302, page_text(response)
    games.edit_url = response.headers["Location"]
    board = games.client.get(games.edit_url)
    assert totals(board) == ["501", "140"]
    assert "From paper Ann 501 Bob 140" in page_text(board)


def test_counting_down_with_the_highest_total_winning_is_refused_by_the_field(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    before = all_rows(app)
    data = games.new_game_form(variant="scores-only", count_down_from=501)
    response = client.post("/games/new", data=data)
    assert response.status_code == 422
    assert field_error(response.text, "count_down_from") == (
        "Count down from: the fewest points left wins, so set Who wins to the lowest total."
    )
    assert all_rows(app) == before
