"""Cheap reads of one game (issue 12): the viewer's poll answers 304 from one query on the game's
version, without reading its players or deals; the edit page's QR code is drawn once. The
keeper's pages (issue 23): the edit page draws its standings, score sheet and table guide once
per version, and shows every change at once."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from flask import Flask, template_rendered
from flask.testing import FlaskClient
from jinja2 import Template
from sqlalchemy import event

from scorekeeper import create_app
from scorekeeper.extensions import db
from tests.web.game_pages import Cards, GameActions
from tests.web.test_board import ANN_55, BOB_55, CY_25, delete_deal, fix_bob_hand
from tests.web.test_seat_stored import BOB_HANDS_IN, DEAL_2, MARK
from tests.web.test_seats import DRAFT, FIRST_DEAL, put_draft


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
    poll = {"HX-Request": "true", "If-None-Match": f'"{game.version}.en"'}
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


# ---- The keeper's edit page: its parts drawn from the game kept per version ------------------

KEPT_PARTS = ("games/_standings.html", "games/_deals.html", "games/_table_guide.html")


def drawn_templates(app: Flask, client: FlaskClient, path: str, times: int) -> list[str]:
    """The templates drawn (by ``render_template``, not included) by ``times`` GETs of
    ``path``."""
    drawn: list[str] = []

    def record(sender: Flask, template: Template, context: object, **extra: object) -> None:
        drawn.append(str(template.name))

    template_rendered.connect(record, app)
    for _ in range(times):
        assert client.get(path).status_code == 200
    template_rendered.disconnect(record, app)
    return drawn


def keepers_page(client: FlaskClient, path: str) -> str:
    """The edit page at ``path`` as shown again (a change's message goes with its first
    showing), without its tokens (CSRF)."""
    client.get(path)
    response = client.get(path)
    assert response.status_code == 200
    return re.sub(r"[\w.-]{60,}", "TOKEN", response.text)


def drawn_afresh(app: Flask, path: str) -> str:
    """The edit page at ``path`` as another app on the same database draws it (it has kept
    nothing yet)."""
    settings = {
        name: app.config[name]
        for name in ("SQLALCHEMY_DATABASE_URI", "SQLALCHEMY_ENGINE_OPTIONS", "WTF_CSRF_ENABLED")
    }
    other = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    return keepers_page(other.test_client(), path)


def test_the_edit_page_draws_its_standings_and_score_sheet_once(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    edit = games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    drawn = drawn_templates(app, client, edit, 3)
    assert drawn.count("games/edit.html") == 3
    assert [name for name in drawn if name in KEPT_PARTS] == list(KEPT_PARTS)
    assert "Fix deal 1" in client.get(edit).text
    kept = statements_of(app, client, edit, {})  # the deals are not read again
    assert kept[-1] == "200" and not [one for one in kept if "deal_line" in one]
    ranked = drawn_templates(app, client, f"{edit}?order=rank", 2)  # another order: drawn once
    assert ranked.count("games/_standings.html") == 1
    assert "games/_deals.html" not in ranked


def rotate(client: FlaskClient, games: GameActions) -> None:
    response = client.post(f"{games.edit_url}/rotate")
    assert response.status_code == 302
    games.edit_url = response.headers["Location"]


KEEPERS_CHANGES: dict[str, Callable[[FlaskClient, GameActions], object]] = {
    "a deal saved": lambda client, games: games.enter_deal(CY_25, 2, wild_rank="A"),
    "a deal fixed": fix_bob_hand,
    "a deal deleted": lambda client, games: delete_deal(client, games, 2),
    "the edit link changed": rotate,
}


@pytest.mark.parametrize("change", KEEPERS_CHANGES)
def test_the_edit_page_shows_every_change_at_once(
    app: Flask, client: FlaskClient, games: GameActions, change: str
) -> None:
    """After each change the edit page is the one drawn afresh, not the one kept before."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    games.enter_deal(BOB_55, 1, wild_rank="A")
    before = keepers_page(client, games.edit_url)
    assert before == drawn_afresh(app, games.edit_url)
    KEEPERS_CHANGES[change](client, games)
    after = keepers_page(client, games.edit_url)
    assert after == drawn_afresh(app, games.edit_url)
    assert after != before
    if change == "the edit link changed":
        assert f'href="{games.edit_url}/deals/2/edit"' in after


def test_the_edit_page_shows_a_seats_mark_at_once(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """A seat's mark on a deal is no change to the game (its version stays): the score sheet
    kept before it is not shown after it."""
    games.start()
    assert games.enter_deal(FIRST_DEAL, 0, wild_rank="K").status_code == 302
    game = games.game()
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": str(game.seat_key)}
    assert put_draft(client, keys, 2, 2, BOB_HANDS_IN).status_code == 200
    assert games.enter_deal(DEAL_2, 0, wild_rank="K").status_code == 302
    before = keepers_page(client, games.edit_url)
    assert "⚑" not in before
    marked = client.post(f"/s/{keys['seat_key']}/2/deals/2/not-handed-in")
    assert marked.status_code == 302
    assert games.game().version == game.version + 1  # deal 2's save; the mark made none
    after = keepers_page(client, games.edit_url)
    assert MARK in after and "⚑" in after
    assert after == drawn_afresh(app, games.edit_url)


def test_the_keepers_unchanged_drafts_poll_is_one_query(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """304 from one query on the game and its drafts; a key that is not the game's edit key
    is still refused, and a draft changed still answered in full."""
    games.start()
    game = games.game()
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": str(game.seat_key)}
    path = f"/api/v1/games/{game.view_id}/deals/1/drafts"
    auth = {"Authorization": f"Bearer {game.edit_key}"}
    assert put_draft(client, keys, 1, 2, DRAFT).status_code == 200
    etag = client.get(path, headers=auth).headers["ETag"]
    poll = auth | {"If-None-Match": etag}
    unchanged = statements_of(app, client, path, poll)
    assert unchanged[-1] == "304"
    assert len(unchanged) == 2 and "seat_draft" in unchanged[0]
    wrong_key = poll | {"Authorization": f"Bearer {game.seat_key}"}
    assert client.get(path, headers=wrong_key).status_code == 403
    assert client.get(path, headers={"If-None-Match": etag}).status_code == 401
    assert put_draft(client, keys, 1, 2, {**DRAFT, "hand": ["2C"]}).status_code == 200
    changed = client.get(path, headers=poll)
    assert changed.status_code == 200 and changed.headers["ETag"] != etag
    assert changed.get_json()["seats"][1]["hand"] == ["2C"]


def test_a_seat_page_looked_at_again_writes_nothing(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """The phone that holds a seat reads its page without a write: the claim is read, found
    to be this phone's, and kept as it is (the game read once)."""
    games.start()
    seat_key = games.game().seat_key
    assert client.get(f"/s/{seat_key}/2").status_code == 200  # the phone claims Bob's seat
    again = statements_of(app, client, f"/s/{seat_key}/2", {})
    assert again[-1] == "200"
    assert not [one for one in again if one.startswith(("INSERT", "UPDATE", "DELETE"))]
    assert len([one for one in again if "FROM game " in one]) == 1
    other_phone = app.test_client()
    assert other_phone.get(f"/s/{seat_key}/2").status_code == 409  # still this phone's
