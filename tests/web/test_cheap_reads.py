"""Cheap reads of one game (issue 12): the viewer's poll answers 304 from one query on the game's
version, without reading its players or deals; the edit page's QR code is drawn once."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import event

from scorekeeper.extensions import db
from tests.web.game_pages import Cards, GameActions


def statements_of(app: Flask, client: FlaskClient, path: str, headers: dict[str, str]) -> list[str]:
    """The SQL statements (BEGIN and the like left out) a GET of ``path`` runs."""
    seen: list[str] = []
    with app.app_context():
        engine = db.engine

    def record(conn: object, cursor: object, statement: str, *args: object) -> None:
        if not statement.startswith(("BEGIN", "ROLLBACK", "COMMIT")):
            seen.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    response = client.get(path, headers=headers)
    event.remove(engine, "before_cursor_execute", record)
    assert response.status_code in (200, 304)
    seen.append(str(response.status_code))
    return seen


def test_the_unchanged_poll_is_one_query_on_the_version(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"])
    games.enter_deal([Cards(melds=["7S 7H 7D"]), Cards(hand="9C")], 0)
    game = games.game()
    path = f"/g/{game.view_id}/scoreboard"
    poll = {"HX-Request": "true", "If-None-Match": f'"{game.version}"'}
    unchanged = statements_of(app, client, path, poll)
    assert unchanged[-1] == "304"
    assert len(unchanged) == 2 and "FROM game" in unchanged[0]
    assert "version" in unchanged[0] and "deal" not in unchanged[0]
    changed = statements_of(app, client, path, poll | {"If-None-Match": '"0"'})
    assert changed[-1] == "200" and len(changed) > 2


def test_the_poll_of_a_compressed_scoreboard_is_as_cheap(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """A browser that took the scoreboard compressed holds its ETag as Flask-Compress sent it
    (``"2:gzip"``) and polls with that: the same 304 from one query."""
    games.start(["Ann", "Bob"])
    games.enter_deal([Cards(melds=["7S 7H 7D"]), Cards(hand="9C")], 0)
    path = f"/g/{games.game().view_id}/scoreboard"
    poll = {"HX-Request": "true", "Accept-Encoding": "gzip"}
    first = client.get(path, headers=poll)
    assert first.headers["Content-Encoding"] == "gzip"
    etag = first.headers["ETag"]
    assert etag.endswith(':gzip"')
    unchanged = statements_of(app, client, path, poll | {"If-None-Match": etag})
    assert unchanged[-1] == "304"
    assert len(unchanged) == 2 and "FROM game" in unchanged[0]


def test_the_qr_code_is_drawn_once(
    client: FlaskClient, games: GameActions, monkeypatch: pytest.MonkeyPatch
) -> None:
    import segno

    from scorekeeper import share

    share.qr_svg.cache_clear()
    drawn: list[str] = []
    make = segno.make

    def counting(content: str, **options: object) -> segno.QRCode:
        drawn.append(content)
        return make(content, **options)

    monkeypatch.setattr(share.segno, "make", counting)
    edit = games.start(["Ann", "Bob"])
    for _ in range(3):
        assert client.get(edit).status_code == 200
    view_links = [content for content in drawn if "/g/" in content]
    assert len(view_links) == 1
