"""A player who joins late or leaves (issue 52, item 5): the scorekeeper's "Add a player"
between deals (the next seat, a starting score the table sets), and "leaves the table" (their
total kept, dealt in no more, not ranked nor a winner). The deals before a join stay as they
were, the joiner having no line in them; the score sheet, the record, the CSV and JSON
downloads, the chart and the backup all cope; a form opened for the old players on a second
phone is refused in words, and a join sent twice adds one player."""

from __future__ import annotations

import csv
import io
import re

from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Player
from scorekeeper.scorebook.history.archive import import_games
from tests.web.game_pages import GameActions, all_rows, field_note, page_text, totals


def form_fields(page: str) -> dict[str, str]:
    """The deal form's hidden fields: its entry id, version, deal number and players dealt."""
    return dict(re.findall(r'name="(entry_id|version|opened_for|dealt)"[^>]*value="([^"]*)"', page))


def typed_deal(games: GameActions, scores: list[str]) -> tuple[int, str]:
    """Open the new-deal form and save it typed as each listed player's score; the answer's
    status and text."""
    page = games.client.get(f"{games.edit_url}/deals/new").text
    data = form_fields(page) | {"went_out": "nobody", "typed_scores": "y"}
    if 'name="wild_rank"' in page:
        data["wild_rank"] = "2"
    data |= {f"players-{row}-score": score for row, score in enumerate(scores)}
    response = games.client.post(f"{games.edit_url}/deals/new", data=data)
    return response.status_code, response.text


def join(games: GameActions, name: str, points: str = "0"):
    data = {"join-name": name, "join-starting_score": points}
    return games.client.post(f"{games.edit_url}/players", data=data)


def stored_players(games: GameActions) -> list[Player]:
    with games.app.app_context():
        query = db.select(Player).filter_by(game_id=games.game().id).order_by(Player.seat)
        rows = list(db.session.execute(query).scalars())
        db.session.expunge_all()
        return rows


def line_seats(games: GameActions) -> list[list[int]]:
    """Each deal's lines' seats, in deal order."""
    with games.app.app_context():
        deals = db.session.execute(
            db.select(Deal).filter_by(game_id=games.game().id).order_by(Deal.number)
        ).scalars()
        return [[line.seat for line in deal.lines] for deal in deals]


def test_a_player_joins_after_deal_2_and_plays_deal_3(client: FlaskClient, games: GameActions):
    games.start()
    assert typed_deal(games, ["30", "-10", "75"])[0] == 302
    assert typed_deal(games, ["20", "40", "5"])[0] == 302
    board = client.get(games.edit_url).text
    assert "Add a player" in board
    response = join(games, "Dee", "40")
    assert response.status_code == 302, page_text(response)
    board = client.get(games.edit_url)
    assert "Dee joins at 40 points, dealt in from deal 3." in page_text(board)
    assert totals(board) == ["50", "30", "80", "40"]
    page = client.get(f"{games.edit_url}/deals/new").text
    assert "Dee&#39;s score" in page or "Dee's score" in page
    status, _ = typed_deal(games, ["10", "10", "10", "25"])
    assert status == 302
    assert totals(client.get(games.edit_url)) == ["60", "40", "90", "65"]
    assert line_seats(games) == [[0, 1, 2], [0, 1, 2], [0, 1, 2, 3]]
    sheet = page_text(client.get(games.edit_url))
    assert "Dee not dealt in" in sheet
    assert "joined at deal 3, from 40" in sheet
    view_id = games.game().view_id
    rows = list(csv.reader(io.StringIO(client.get(f"/g/{view_id}/scoresheet.csv").text)))
    assert rows[-1][-2:] == ["25", "65"]
    data = client.get(f"/g/{view_id}/scoresheet.json").get_json()
    assert [player["total"] for player in data["players"]] == [60, 40, 90, 65]
    assert client.get(f"/g/{view_id}/record").status_code == 200
    assert client.get(f"/g/{view_id}").status_code == 200


def test_a_join_sent_twice_adds_one_player(client: FlaskClient, games: GameActions):
    games.start()
    typed_deal(games, ["30", "-10", "75"])
    assert join(games, "Dee", "0").status_code == 302
    assert join(games, "Dee", "0").status_code == 302  # the double tap
    assert [player.name for player in stored_players(games)] == ["Ann", "Bob", "Cy", "Dee"]


def test_a_name_taken_is_refused_beside_the_field(client: FlaskClient, games: GameActions):
    games.start()
    typed_deal(games, ["30", "-10", "75"])
    before = all_rows(games.app)
    response = join(games, "bob", "0")
    assert response.status_code == 422
    assert "bob is named twice" in field_note(response, "join-name")
    assert all_rows(games.app) == before


def test_a_second_phones_form_for_the_old_players_is_refused(
    client: FlaskClient, games: GameActions
):
    games.start()
    typed_deal(games, ["30", "-10", "75"])
    old = form_fields(client.get(f"{games.edit_url}/deals/new").text)
    assert join(games, "Dee", "0").status_code == 302
    data = old | {"went_out": "nobody", "typed_scores": "y", "wild_rank": "2"}
    data |= {f"players-{row}-score": score for row, score in enumerate(["1", "2", "3"])}
    before = all_rows(games.app)
    response = client.post(f"{games.edit_url}/deals/new", data=data)
    assert response.status_code == 409
    assert "The players changed since this form was opened" in page_text(response)
    assert all_rows(games.app) == before


def test_a_player_who_leaves_keeps_their_total_and_is_not_dealt_in(
    client: FlaskClient, games: GameActions
):
    games.start(names=("Ann", "Bob", "Cy", "Dee"))
    typed_deal(games, ["300", "-10", "75", "5"])
    response = client.post(f"{games.edit_url}/players/0/leave")
    assert response.status_code == 302
    board = client.get(games.edit_url)
    assert "Ann left the table with 300 points" in page_text(board)
    assert "left" in page_text(board)
    assert client.post(f"{games.edit_url}/players/0/leave").status_code == 302  # twice: once
    status, text = typed_deal(games, ["10", "20", "30"])
    assert status == 302, text
    assert totals(client.get(games.edit_url)) == ["300", "0", "95", "35"]
    assert line_seats(games) == [[0, 1, 2, 3], [1, 2, 3]]
    board = page_text(client.get(games.edit_url))
    assert "Cy leads" in board  # Ann has more, but left


def test_a_player_who_left_cannot_win(client: FlaskClient, games: GameActions):
    games.start(names=("Ann", "Bob", "Cy"), target=500)
    typed_deal(games, ["450", "10", "20"])
    client.post(f"{games.edit_url}/players/0/leave")
    typed_deal(games, ["490", "20"])
    players = stored_players(games)
    assert [player.won for player in players] == [False, True, False]


def test_a_partnership_game_keeps_its_players(client: FlaskClient, games: GameActions):
    games.start(names=("Ann", "Bob", "Cy", "Dee"), variant="canasta")
    board = page_text(client.get(games.edit_url))
    assert "A partnership game keeps its players" in board
    before = all_rows(games.app)
    assert join(games, "Eve").status_code == 422
    assert all_rows(games.app) == before


def test_a_backup_with_a_late_player_imports_as_it_was(client: FlaskClient, games: GameActions):
    games.start()
    typed_deal(games, ["30", "-10", "75"])
    join(games, "Dee", "40")
    typed_deal(games, ["10", "10", "10", "25"])
    client.post(f"{games.edit_url}/players/1/leave")
    exported = client.get(f"{games.edit_url}/export").get_json()
    assert exported["format_version"] == 7
    game = exported["games"][0]
    assert game["joined_late"] == [False, False, False, True]
    assert game["left"] == [False, True, False, False]
    assert [deal["seats"] for deal in game["deals"]] == [None, [0, 1, 2, 3]]
    game["view_id"], game["edit_key"], game["seat_key"] = "v" * 20, "e" * 20, None
    with games.app.app_context():
        (copy,) = import_games(exported)
        assert [player.total for player in copy.players] == [40, 0, 85, 65]
        assert [player.left for player in copy.players] == [False, True, False, False]
        lines = db.session.execute(
            db.select(DealLine.seat).join(Deal).filter(Deal.game_id == copy.id)
        ).scalars()
        assert sorted(lines) == [0, 0, 1, 1, 2, 2, 3]


def late_game(games: GameActions) -> None:
    """Ann, Bob and Cy play deal 1; Dee joins at 40 and deal 2 is played by four; Bob leaves
    and deal 3 is played by Ann, Cy and Dee."""
    games.start()
    assert typed_deal(games, ["30", "-10", "75"])[0] == 302
    assert join(games, "Dee", "40").status_code == 302
    assert typed_deal(games, ["10", "10", "10", "25"])[0] == 302
    assert games.client.post(f"{games.edit_url}/players/1/leave").status_code == 302
    assert typed_deal(games, ["5", "5", "5"])[0] == 302


def test_a_deal_fixed_keeps_its_players(client: FlaskClient, games: GameActions):
    late_game(games)
    page = client.get(f"{games.edit_url}/deals/2/edit").text
    assert "Dee&#39;s score" in page or "Dee's score" in page
    data = form_fields(page) | {"went_out": "nobody", "typed_scores": "y", "wild_rank": "2"}
    data |= {f"players-{row}-score": score for row, score in enumerate(["20", "10", "10", "25"])}
    response = client.post(f"{games.edit_url}/deals/2/edit", data=data)
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["55", "0", "90", "70"]
    assert line_seats(games) == [[0, 1, 2], [0, 1, 2, 3], [0, 2, 3]]


def test_a_deal_deleted_before_the_join_keeps_who_played_what(
    client: FlaskClient, games: GameActions
):
    late_game(games)
    version = str(games.game().version)
    response = client.post(f"{games.edit_url}/deals/1/delete", data={"version": version})
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["15", "10", "15", "70"]
    assert line_seats(games) == [[0, 1, 2, 3], [0, 2, 3]]


def test_flask_rescore_keeps_who_was_dealt_in(app, client: FlaskClient, games: GameActions):
    late_game(games)
    before = totals(client.get(games.edit_url))
    with app.app_context():
        db.session.execute(db.update(DealLine).values(total=999))
        db.session.execute(db.update(Player).values(total=999))
        db.session.commit()
    result = app.test_cli_runner().invoke(args=["rescore"])
    assert result.exit_code == 0, result.output
    assert [player.total for player in stored_players(games)] == [45, 0, 90, 70]
    assert before == ["45", "0", "90", "70"]
    assert line_seats(games) == [[0, 1, 2], [0, 1, 2, 3], [0, 2, 3]]


def test_a_rematch_is_for_the_players_still_at_the_table(client: FlaskClient, games: GameActions):
    games.start(target=100)
    typed_deal(games, ["30", "-10", "75"])
    client.post(f"{games.edit_url}/players/1/leave")
    typed_deal(games, ["10", "40"])
    assert client.post(f"{games.edit_url}/rematch").status_code == 302
    games.edit_url = client.get(games.edit_url).text.split('href="/e/')[1].split('"')[0]
    games.edit_url = "/e/" + games.edit_url
    assert [player.name for player in stored_players(games)] == ["Ann", "Cy"]


def test_the_seats_drafts_fill_no_form_once_a_player_left(client: FlaskClient, games: GameActions):
    """The seats' drafts fill the scorekeeper's form seat by seat; once a player left, the
    form's rows are no longer the seats, so the form is typed, not filled."""
    games.start(names=("Ann", "Bob", "Cy", "Dee"))
    assert 'id="seat-drafts"' in client.get(f"{games.edit_url}/deals/new").text
    client.post(f"{games.edit_url}/players/1/leave")
    assert 'id="seat-drafts"' not in client.get(f"{games.edit_url}/deals/new").text
