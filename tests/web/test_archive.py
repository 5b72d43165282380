"""Export and import (issue 5, Integrity): a game, or everything, as JSON that imports again
losslessly; ``flask --app scorekeeper backup``."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper import create_app
from tests.apps import database_settings, make_app
from tests.web.game_pages import Cards, GameActions, all_rows, page_text, totals
from tests.web.table_pages import start_table

DEAL_1 = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]
DEAL_2 = [Cards(hand="3C"), Cards(melds=["5H 6H 7H", "JS JD JC"]), Cards(laid_off="8H")]


@pytest.fixture
def kept(client: FlaskClient, games: GameActions) -> GameActions:
    """Two games: one with deals, a deletion, a restore and a changed link; one empty."""
    games.start(("Dee", "Eve"))
    games.start()
    assert games.enter_deal(DEAL_1, 0, wild_rank="K").status_code == 302
    assert games.enter_deal(DEAL_2, 1, wild_rank="2").status_code == 302
    client.post(f"{games.edit_url}/deals/1/delete", data={"version": str(games.game().version)})
    page = client.get(f"{games.edit_url}/changes").text
    action = page.split('action="', 1)[1].split('"', 1)[0]
    client.post(action, data={"version": str(games.game().version)})
    games.edit_url = client.post(f"{games.edit_url}/rotate").headers["Location"]
    return games


def backup(app: Flask, *args: str) -> dict[str, Any]:
    result = app.test_cli_runner().invoke(args=["backup", "-", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def load(app: Flask, archive: dict[str, Any], tmp_path: Path) -> Any:
    path = tmp_path / "archive.json"
    path.write_text(json.dumps(archive))
    return app.test_cli_runner().invoke(args=["import", str(path)])


def test_a_backup_imports_again_losslessly(app: Flask, kept: GameActions, tmp_path: Path) -> None:
    archive = backup(app)
    assert archive["format"] == "scorekeeper-games"
    assert [len(game["deals"]) for game in archive["games"]] == [0, 2]
    assert [event["kind"] for event in archive["games"][1]["events"]][-3:] == [
        "deal_deleted",
        "deal_restored",
        "link_changed",
    ]
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    result = load(elsewhere, archive, tmp_path)
    assert result.exit_code == 0, result.output
    assert "2 game(s) imported." in result.output
    assert backup(elsewhere) == archive
    client = elsewhere.test_client()
    assert totals(client.get(kept.edit_url)) == totals(kept.client.get(kept.edit_url))


def test_backup_writes_a_file_in_the_instance_folder(app: Flask, kept: GameActions) -> None:
    result = app.test_cli_runner().invoke(args=["backup"])
    assert result.exit_code == 0, result.output
    path = Path(result.output.split(" written to ")[1].strip())
    assert path.parent == Path(app.instance_path) / "backups"
    assert len(json.loads(path.read_text())["games"]) == 2
    path.unlink()


def test_one_game_is_exported_from_its_edit_page(
    app: Flask, client: FlaskClient, kept: GameActions
) -> None:
    response = client.get(f"{kept.edit_url}/export")
    assert response.status_code == 200
    assert response.headers["Content-Disposition"].startswith("attachment;")
    assert response.get_json() == backup(app, "--game", kept.game().view_id)
    assert len(response.get_json()["games"]) == 1
    assert client.get(f"/e/{kept.game().view_id}/export").status_code == 404


def test_importing_games_already_here_changes_nothing(
    app: Flask, kept: GameActions, tmp_path: Path
) -> None:
    archive = backup(app)
    before = all_rows(app)
    result = load(app, archive, tmp_path)
    assert result.exit_code == 1
    assert "Nothing was imported. Game" in result.output and "is already here" in result.output
    assert all_rows(app) == before


def test_an_archive_with_a_bad_deal_imports_nothing(
    app: Flask, kept: GameActions, tmp_path: Path
) -> None:
    archive = backup(app)
    broken = copy.deepcopy(archive)
    broken["games"][1]["deals"][0]["lines"][0]["melds"] = [["KS", "2H", "9C"]]
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    result = load(elsewhere, broken, tmp_path)
    assert result.exit_code == 1
    assert "cannot be imported" in result.output
    assert all_rows(elsewhere)["game"] == []


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda archive: archive.update(format="other"), "not a games archive"),
        (lambda archive: archive["games"][0].update(players=["Dee"]), "2 to 8 players"),
        (lambda archive: archive["games"][0].update(variant="chess"), "cannot be imported"),
        (lambda archive: archive["games"].append(archive["games"][1]), "is already here"),
        (lambda archive: archive["games"][1]["deals"][1].update(number=1), "clashes"),
    ],
)
def test_a_broken_archive_is_refused_in_words(
    app: Flask, kept: GameActions, tmp_path: Path, change: Any, message: str
) -> None:
    archive = backup(app)
    change(archive)
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    result = load(elsewhere, archive, tmp_path)
    assert result.exit_code == 1
    assert message in result.output
    assert "Traceback" not in result.output
    assert all_rows(elsewhere)["game"] == []


def test_a_file_nested_too_deeply_is_refused_in_words(app: Flask, tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    result = app.test_cli_runner().invoke(args=["import", str(path)])
    assert result.exit_code == 1
    assert "nested too deeply" in result.output
    assert all_rows(app)["game"] == []


def test_a_file_that_is_not_json_is_refused(app: Flask, tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("7H 8H 9H")
    result = app.test_cli_runner().invoke(args=["import", str(path)])
    assert result.exit_code == 1
    assert "This file is not JSON" in result.output


def test_deal_facts_survive_a_delete_restore_and_a_backup(
    app: Flask, client: FlaskClient, games: GameActions, tmp_path: Path
) -> None:
    """004 Tonk: Ann knocks with the lowest hand (+2). The deal's ending is part of what it was
    entered with: deleting and restoring it, and a backup imported elsewhere, keep it, so the
    stakes come out the same."""
    games.start(("Ann", "Bob", "Cy"), variant="tonk")
    players = [Cards(hand="2C 3D AH"), Cards(hand="9S 8S"), Cards(hand="KS 4D")]
    assert games.enter_deal(players, 0, facts={"ending": "knock"}).status_code == 302
    client.post(f"{games.edit_url}/deals/1/delete", data={"version": str(games.game().version)})
    assert totals(client.get(games.edit_url)) == ["0", "0", "0"]
    page = client.get(f"{games.edit_url}/changes").text
    action = page.split('action="', 1)[1].split('"', 1)[0]
    client.post(action, data={"version": str(games.game().version)})
    assert totals(client.get(games.edit_url)) == ["2", "-1", "-1"]
    archive = backup(app)
    assert archive["games"][0]["deals"][0]["ending"] == "knock"
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    assert load(elsewhere, archive, tmp_path).exit_code == 0
    assert totals(elsewhere.test_client().get(games.edit_url)) == ["2", "-1", "-1"]


def test_tables_and_their_games_come_back_from_a_backup(
    app: Flask, client: FlaskClient, games: GameActions, tmp_path: Path
) -> None:
    """Seven tables (issue 14: 0 of 7 came back), two with games; a game without a table."""
    tables = [start_table(client, f"Table {n}") for n in range(7)]
    for table in tables[:2]:
        response = client.get(f"/games/new?table={table.rsplit('/', 1)[-1]}")
        data = games.new_game_form() | {"table": table.rsplit("/", 1)[-1]}
        assert response.status_code == 200
        assert client.post("/games/new", data=data).status_code == 302
    games.start(("Dee", "Eve"))
    archive = backup(app)
    assert len(archive["tables"]) == 2  # the tables of the games backed up
    assert [game["table"] is None for game in archive["games"]] == [False, False, True]
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    assert load(elsewhere, archive, tmp_path).exit_code == 0
    assert backup(elsewhere) == archive
    other = elsewhere.test_client()
    for table in tables[:2]:
        assert "Ann" in page_text(other.get(table))


def test_each_players_colour_and_avatar_come_back_from_a_backup(
    app: Flask, client: FlaskClient, games: GameActions, tmp_path: Path
) -> None:
    edit = games.start(("Dee", "Eve"))
    client.post(f"{edit}/players/1/look", data={"seat1-colour": "olive", "seat1-avatar": "🦉"})
    archive = backup(app)
    assert archive["games"][0]["looks"] == [
        {"colour": "blue", "avatar": None},
        {"colour": "olive", "avatar": "🦉"},
    ]
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    assert load(elsewhere, archive, tmp_path).exit_code == 0
    assert backup(elsewhere) == archive
    # A file of version 3 has none: each player is given a colour no other has.
    del archive["games"][0]["looks"]
    archive["format_version"] = 3
    archive["games"][0]["view_id"] = "another-view-id-0"
    archive["games"][0]["edit_key"] = "another-edit-key-0"
    third = make_app(tmp_path / "third.sqlite3", WTF_CSRF_ENABLED=False)
    assert load(third, archive, tmp_path).exit_code == 0
    assert backup(third)["games"][0]["looks"] == [
        {"colour": "blue", "avatar": None},
        {"colour": "orange", "avatar": None},
    ]


def test_an_archive_of_version_1_without_tables_still_imports(
    app: Flask, kept: GameActions, tmp_path: Path
) -> None:
    archive = backup(app)
    archive["format_version"] = 1
    del archive["tables"]
    for game in archive["games"]:
        del game["table"]
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    assert load(elsewhere, archive, tmp_path).exit_code == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda game: game["events"][0].update(kind="deal_eaten"), "events.0.kind"),
        (lambda game: game["events"][0].update(version=-3), "events.0.version"),
        (lambda game: game["deals"][0]["lines"][0].update(seat=7), "cannot be imported"),
        (lambda game: game["deals"][0]["lines"][0].update(seat=-1), "lines.0.seat"),
        (lambda game: game["deals"][0].update(went_out=-2), "deals.0.went_out"),
        (lambda game: game["deals"][0].update(ending="flipped"), "deals.0.ending"),
        (lambda game: game["deals"][0]["lines"][0].update(hand=[7]), "lines.0.hand.0"),
        (lambda game: game["events"][0]["deal"].update(went_out=9), "cannot be imported"),
        (lambda game: game["events"][0]["deal"]["lines"][0].update(hand=["ZZ"]), "cannot be"),
        (lambda game: game.update(first_dealer=5), "The first dealer is not one of the players."),
        (lambda game: game.update(players=["Ann", "Bob\x00", "Cy"]), "control character"),
        (lambda game: game.update(table="nosuchtable00000"), "not in the file"),
        (lambda game: game["events"][2].update(deal=None), "events.2: A deal_deleted event"),
        (lambda game: game["events"][2].update(deal_number=None), "events.2: A deal_deleted"),
        (lambda game: game["events"][4].update(deal=game["events"][0]["deal"]), "events.4"),
        (lambda game: game.update(version=2**63), "games.1.version: Input should be less"),
        (lambda game: game.update(version=2**31), "games.1.version: Input should be less"),
        (lambda game: game["events"][0].update(version=2**31), "events.0.version"),
        (lambda game: game["events"][0].update(deal_number=2**63), "events.0.deal_number"),
        (lambda game: game["deals"][0].update(number=2**63), "deals.0.number"),
        (lambda game: game["deals"][0].update(went_out=2**63), "deals.0.went_out"),
        (lambda game: game["deals"][0]["lines"][0].update(seat=2**63), "lines.0.seat"),
        (lambda game: game.update(first_dealer=2**64), "games.1.first_dealer"),
        (lambda game: game["looks"][0].update(colour="gold"), "Choose one of the colours"),
        (lambda game: game["looks"][1].update(avatar="Bobby"), "Bobby cannot be an avatar"),
    ],
)
def test_every_field_of_an_archive_is_checked(
    app: Flask, kept: GameActions, tmp_path: Path, change: Any, message: str
) -> None:
    archive = backup(app)
    change(archive["games"][1])
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    before = all_rows(elsewhere)
    result = load(elsewhere, archive, tmp_path)
    assert result.exit_code == 1
    assert "Nothing was imported." in result.output and message in result.output
    assert "Traceback" not in result.output
    assert all_rows(elsewhere) == before


def test_a_bad_table_in_an_archive_imports_nothing(
    app: Flask, client: FlaskClient, games: GameActions, tmp_path: Path
) -> None:
    table = start_table(client).rsplit("/", 1)[-1]
    client.post("/games/new", data=games.new_game_form() | {"table": table})
    archive = backup(app)
    archive["tables"][0]["name"] = "\u200b"
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    result = load(elsewhere, archive, tmp_path)
    assert result.exit_code == 1
    assert "tables.0.name: The table's name has nothing visible in it." in result.output
    assert all_rows(elsewhere)["game_table"] == []


@pytest.mark.parametrize("command", [["backup", "-"], ["import", "archive.json"]])
def test_a_database_never_upgraded_says_to_run_flask_db_upgrade(
    tmp_path: Path, command: list[str]
) -> None:
    app = create_app({"SECRET_KEY": "test", **database_settings(tmp_path / "new.sqlite3")})
    (tmp_path / "archive.json").write_text('{"format": "scorekeeper-games"}')
    command = [part.replace("archive.json", str(tmp_path / "archive.json")) for part in command]
    result = app.test_cli_runner().invoke(args=command)
    assert result.exit_code == 1
    assert "run 'flask --app scorekeeper db upgrade' first" in result.output
    assert "Traceback" not in result.output
