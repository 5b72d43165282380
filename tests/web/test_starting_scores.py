"""A game resumed from a score sheet on paper on the new-game form (issue 52, item 5): under
"Points so far", beside "Add player", each player's points on paper; the game goes on from them
(its totals, the target, the win), the score sheet opens with them, a refused number is said
beside its field and nothing is stored, and a rematch starts from 0."""

from __future__ import annotations

import csv
import io
import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import DealLine, Player
from tests.web.game_pages import (
    GameActions,
    all_rows,
    entry_id_of,
    page_text,
    squeeze,
    totals,
)


def players(games: GameActions) -> list[Player]:
    """The game's players as stored, in seating order."""
    with games.app.app_context():
        query = db.select(Player).filter_by(game_id=games.game().id).order_by(Player.seat)
        rows = list(db.session.execute(query).scalars())
        db.session.expunge_all()
        return rows


def started(games: GameActions, points: list[str], variant: str = "5000-rummy") -> dict[str, str]:
    """The new-game form for Ann, Bob and Cy playing ``variant``, with ``points`` from paper."""
    data = games.new_game_form(variant=variant)
    return data | {f"starting_scores-{seat}": text for seat, text in enumerate(points)}


def typed_deal(games: GameActions, scores: list[str], **fields: str) -> int:
    """Save a deal typed as each player's score; the answer's status."""
    entry_id = entry_id_of(games.client.get(f"{games.edit_url}/deals/new"))
    data = {"went_out": "nobody", "entry_id": entry_id, "typed_scores": "y", **fields}
    data |= {f"players-{seat}-score": score for seat, score in enumerate(scores)}
    return games.client.post(f"{games.edit_url}/deals/new", data=data).status_code


def test_the_disclosure_is_closed_on_a_new_form(client: FlaskClient) -> None:
    page = client.get("/games/new").text
    assert '<details class="paper-start">' in page
    assert "A game resumed from paper" in page
    assert 'name="starting_scores-3"' in page
    assert '<span data-paper-name="3">Player 4</span>' in page  # no name typed yet


def test_a_resumed_games_totals_are_its_points_from_paper_and_its_deals(
    client: FlaskClient, games: GameActions
) -> None:
    response = client.post("/games/new", data=started(games, ["1,200", "800", "-45"]))
    assert response.status_code == 302, page_text(response)
    games.edit_url = response.headers["Location"]
    board = client.get(games.edit_url)
    assert totals(board) == ["1,200", "800", "-45"]
    assert "From paper Ann 1,200 Bob 800 Cy -45" in page_text(board)
    assert typed_deal(games, ["30", "-10", "75"], wild_rank="2") == 302
    assert totals(client.get(games.edit_url)) == ["1,230", "790", "30"]
    view_id = games.game().view_id
    assert "From paper" in page_text(client.get(f"/g/{view_id}"))
    record = page_text(client.get(f"/g/{view_id}/record"))
    assert "Deal Ann Bob Cy From paper 1,200 800 -45 1 30 1,230 -10 790 75 30" in record
    rows = list(csv.reader(io.StringIO(client.get(f"/g/{view_id}/scoresheet.csv").text)))
    assert rows[1] == ["From paper", "", "", "", "", "1200", "1200", "800", "800", "-45", "-45"]
    assert rows[2][5:] == ["30", "1230", "-10", "790", "75", "30"]
    data = client.get(f"/g/{view_id}/scoresheet.json").get_json()
    assert [player["starting_score"] for player in data["players"]] == [1200, 800, -45]
    assert [player["total"] for player in data["players"]] == [1230, 790, 30]


def test_the_target_reached_partly_from_paper_ends_the_game(
    client: FlaskClient, games: GameActions
) -> None:
    data = started(games, ["450", "", ""], variant="500-rummy")
    response = client.post("/games/new", data=data)
    assert response.status_code == 302, page_text(response)
    games.edit_url = response.headers["Location"]
    assert typed_deal(games, ["60", "35", "0"]) == 302
    game = games.game()
    assert game.finished
    assert [player.won for player in players(games)] == [True, False, False]


def test_rescore_keeps_the_points_from_paper(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    games.edit_url = client.post("/games/new", data=started(games, ["1200", "800", ""])).headers[
        "Location"
    ]
    assert typed_deal(games, ["30", "-10", "75"], wild_rank="2") == 302
    with app.app_context():
        db.session.execute(db.update(DealLine).values(total=999))
        db.session.execute(db.update(Player).values(total=999))
        db.session.commit()
    result = app.test_cli_runner().invoke(args=["rescore"])
    assert result.exit_code == 0, result.output
    assert [player.total for player in players(games)] == [1230, 790, 75]
    with app.app_context():
        lines = db.session.execute(db.select(DealLine.total).order_by(DealLine.seat)).scalars()
        assert list(lines) == [1230, 790, 75]


def test_a_rematch_starts_from_0(client: FlaskClient, games: GameActions) -> None:
    data = started(games, ["450", "100", ""], variant="500-rummy")
    games.edit_url = client.post("/games/new", data=data).headers["Location"]
    assert typed_deal(games, ["60", "35", "0"]) == 302
    games.edit_url = client.post(f"{games.edit_url}/rematch").headers["Location"]
    assert totals(client.get(games.edit_url)) == ["0", "0", "0"]
    assert [player.starting_score for player in players(games)] == [0, 0, 0]


@pytest.mark.parametrize(
    ("points", "field", "words"),
    [
        (["12x", "", ""], "starting_scores-0", "Write the points as a whole number"),
        (["", "1.5", ""], "starting_scores-1", "Write the points as a whole number"),
        (["\u0663\u0660\u0660", "", ""], "starting_scores-0", "Write the points as a whole number"),
        (["", "", "2000000"], "starting_scores-2", "Cy's score from paper is at most 1,000,000"),
        (["", "", "9" * 40], "starting_scores-2", "Cy's score from paper is at most 1,000,000"),
        (["5000", "", ""], None, "With these scores from paper the game is already over"),
    ],
)
def test_points_refused_are_said_beside_their_field_and_nothing_is_stored(
    app: Flask,
    client: FlaskClient,
    games: GameActions,
    points: list[str],
    field: str | None,
    words: str,
) -> None:
    before = all_rows(app)
    response = client.post("/games/new", data=started(games, points))
    assert response.status_code == 422
    page = response.text
    assert '<details class="paper-start" open>' in page
    assert '<span data-paper-name="2">Cy</span>' in page  # each points input by its player
    assert words in page_text(response)
    if field is not None:
        note = re.search(rf'id="{field}-error"[^>]*>(.*?)</p>', page, re.S)
        assert note is not None and words in squeeze(note.group(1))
    assert all_rows(app) == before
    for text in points:
        if text:
            assert f'value="{text}"' in page  # kept as typed
