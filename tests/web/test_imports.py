"""Import in the pages (issue 39, item 5): a backup or a score sheet (this app's CSV, or one
row a deal and one column a player) is read and shown before anything is stored, then stored
all or nothing; a bad file is refused in words, by the file, with nothing stored."""

from __future__ import annotations

import io
import json
import re

from flask import Flask
from flask.testing import FlaskClient

from tests.apps import make_app
from tests.web.game_pages import Cards, GameActions, all_rows, page_text, totals

GENERIC = "Ann,Bob,Cy\n25+40-10,30,0\n\n-5,10,45\n"
"""A score sheet as another score pad exports it: Ann 55 - 5 = 50, Bob 30 + 10 = 40, Cy 45."""


def upload(client: FlaskClient, content: str | bytes, filename: str) -> object:
    data = content.encode() if isinstance(content, str) else content
    return client.post(
        "/import",
        data={"file": (io.BytesIO(data), filename)},
        content_type="multipart/form-data",
    )


def confirm(client: FlaskClient, preview: str) -> object:
    archive = re.search(r'name="archive" type="hidden" value="([^"]*)"', preview)
    assert archive is not None
    value = archive.group(1).replace("&#34;", '"').replace("&quot;", '"').replace("&amp;", "&")
    return client.post("/import/confirm", data={"archive": value})


def test_a_generic_score_sheet_is_previewed_then_imported_as_typed_scores(
    app: Flask, client: FlaskClient
) -> None:
    before = all_rows(app)
    preview = upload(client, GENERIC, "evening.csv")
    assert preview.status_code == 200
    text = page_text(preview)
    assert "The file holds 1 game" in text and "Scores only" in text and "2 deals" in text
    assert "Ann 50 Bob 40 Cy 45" in text
    assert all_rows(app) == before  # shown, not stored
    stored = confirm(client, preview.text)
    assert stored.status_code == 302
    board = client.get(stored.headers["Location"])
    assert totals(board) == ["50", "40", "45"]
    assert "Scores only" in page_text(board)  # every deal typed, not checked
    assert confirm(client, preview.text).status_code == 422  # twice: already here, nothing more


def test_this_apps_own_score_sheet_and_backup_come_back(
    client: FlaskClient, games: GameActions, tmp_path
) -> None:
    games.start(("Ann", "Bob"))
    # Twos wild (000 pagat 5000 Rummy, Scoring): Ann melds KS KH KD (30) and goes out with
    # Bob's 9D 4S (10) to collect: 40; Bob 0.
    games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="9D 4S")], 0, wild_rank="2")
    view_id = games.game().view_id
    sheet = client.get(f"/g/{view_id}/scoresheet.csv").text
    backup = client.get(f"{games.edit_url}/export").data
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False).test_client()
    preview = upload(elsewhere, sheet, "5000-rummy.csv")
    assert "Ann 40 Bob 0" in page_text(preview), page_text(preview)
    assert totals(elsewhere.get(confirm(elsewhere, preview.text).headers["Location"])) == [
        "40",
        "0",
    ]
    preview = upload(elsewhere, backup, "backup.json")
    assert "5000 Rummy" in page_text(preview) and "1 deal" in page_text(preview)
    stored = confirm(elsewhere, preview.text)
    assert stored.headers["Location"].endswith(games.edit_url)
    assert totals(elsewhere.get(games.edit_url)) == ["40", "0"]


def test_a_score_sheet_downloaded_in_german_comes_back(
    client: FlaskClient, games: GameActions, tmp_path
) -> None:
    """The sheet's own columns in German (Runde, Gibt, Ausgemacht, "Ann gesamt") are left out
    as the English ones are: only the players' columns are read."""
    games.start(("Ann", "Bob"))
    games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="9D 4S")], 0, wild_rank="2")
    view_id = games.game().view_id
    german = {"Accept-Language": "de"}
    sheet = client.get(f"/g/{view_id}/scoresheet.csv", headers=german).text
    header = sheet.splitlines()[0].split(",")
    assert {"Runde", "Gibt", "Ausgemacht", "Ann gesamt"} <= set(header), header
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False).test_client()
    preview = upload(elsewhere, sheet, "5000-rummy.csv")
    assert "Ann 40 Bob 0" in page_text(preview), page_text(preview)


def test_a_bad_file_is_refused_in_words_and_nothing_is_stored(
    app: Flask, client: FlaskClient
) -> None:
    before = all_rows(app)
    cases = [
        (b"\xff\xfe\x00bad", "sheet.csv", "This file is not text"),
        ("{not json", "backup.json", "does not read as JSON"),
        ("Ann\n5\n", "sheet.csv", "names fewer than two players"),
        ("Ann,Bob\n5\n", "sheet.csv", "Row 2 of the score sheet does not have one cell for each"),
        ("Ann,Bob\n5,ten\n", "sheet.csv", "“ten” is not a score"),
        (json.dumps({"format": "other"}), "x.json", "This is not a games archive"),
    ]
    for content, filename, words in cases:
        response = upload(client, content, filename)
        assert response.status_code == 422, filename
        assert words in page_text(response), page_text(response)
        assert 'id="file-error"' in response.text
    assert all_rows(app) == before
