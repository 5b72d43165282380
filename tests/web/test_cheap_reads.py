"""Cheap reads of one game (issue 12): the viewer's poll answers 304 from one query on the game's
version, without reading its players or deals; the edit page's QR code is drawn once. The
keeper's pages (issue 23): the edit page draws its standings, score sheet and table guide once
per version, and shows every change at once; so does the deal form its fields and its picker,
and a seat's page its picker; a meld check reads the game's rules once."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from flask import Flask, template_rendered
from flask.testing import FlaskClient
from jinja2 import Template
from sqlalchemy import event

from scorekeeper.extensions import db
from tests.web.board_deals import ANN_55, BOB_55, CY_25, delete_deal, fix_bob_hand
from tests.web.game_pages import Cards, GameActions, entry_id_of
from tests.web.page_reads import (
    csrf_of,
    deal_page,
    deal_page_afresh,
    drawn_afresh,
    entry_id_of_page,
    keepers_page,
)
from tests.web.rematch_deals import WIN
from tests.web.seat_marks import MARK, bob_handed_in_deal_2
from tests.web.seated_games import DRAFT, FIRST_DEAL, open_seat, put_draft


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


def test_an_unchanged_poll_sends_its_one_query_and_nothing_around_it(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """No BEGIN and no ROLLBACK around a poll's read (``polls.read_alone``): one statement
    reads from one snapshot (on SQLite in a transaction of its own, on PostgreSQL in
    autocommit)."""
    games.start(["Ann", "Bob"])
    game = games.game()
    sent: list[str] = []
    with app.app_context():
        engine = db.engine

    def record(conn: object, cursor: object, statement: str, *args: object) -> None:
        sent.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    poll = {"HX-Request": "true", "If-None-Match": f'"{game.version}.en"'}
    answer = client.get(f"/g/{game.view_id}/scoreboard", headers=poll)
    event.remove(engine, "before_cursor_execute", record)
    assert answer.status_code == 304
    assert len(sent) == 1 and "FROM game" in sent[0]


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

    from scorekeeper.web import share

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

KEPT_PARTS = (
    "games/_standings.html",
    "games/_next_deal.html",
    "games/_deals.html",
    "games/_table_guide.html",
)


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


def test_the_edit_page_draws_its_standings_and_score_sheet_once(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    edit = games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    drawn = drawn_templates(app, client, edit, 3)
    assert drawn.count("games/edit.html") == 2  # the save's note, then kept
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
    keys = bob_handed_in_deal_2(games, client)
    version = games.game().version
    before = keepers_page(client, games.edit_url)
    assert "⚑" not in before
    marked = client.post(f"/s/{keys['seat_key']}/2/deals/2/not-handed-in")
    assert marked.status_code == 302
    assert games.game().version == version  # the mark made no new version
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


def test_a_seats_unchanged_poll_is_one_query(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """A seat's poll of the deal being played: 304 from one query on the game and its drafts,
    as long as nothing changed; another seat's draft, a saved deal, or a seat the game does not
    have, answered as before (the seats' polls are a third of an evening's requests)."""
    games.start()
    game = games.game()
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": str(game.seat_key)}
    path = f"/s/{game.seat_key}/1/live"
    etag = client.get(path).headers["ETag"]
    unchanged = statements_of(app, client, path, {"If-None-Match": etag})
    assert unchanged[-1] == "304"
    assert len(unchanged) == 2 and "seat_draft" in unchanged[0]
    assert put_draft(client, keys, 1, 2, DRAFT).status_code == 200  # Bob's cards
    moved = client.get(path, headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag
    etag = moved.headers["ETag"]
    assert client.get(path, headers={"If-None-Match": etag}).status_code == 304
    assert games.enter_deal(FIRST_DEAL, 0, wild_rank="K").status_code == 302
    saved = client.get(path, headers={"If-None-Match": etag})
    assert saved.status_code == 200 and saved.get_json()["number"] == 2
    other = f"/s/{game.seat_key}/9/live"
    assert client.get(other, headers={"If-None-Match": saved.headers["ETag"]}).status_code == 404


def test_a_seat_page_looked_at_again_writes_nothing(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """The phone that holds a seat opens its page again from one query, without a write:
    what the page is drawn from (the game's version, the deal's drafts, the seat's mark)
    and the seat's claim, found to be this phone's; the page is the one kept."""
    games.start()
    seat_key = games.game().seat_key
    assert open_seat(client, f"/s/{seat_key}/2").status_code == 200  # the phone claims Bob's seat
    assert open_seat(client, f"/s/{seat_key}/2").status_code == 200  # kept (the claim said no note)
    again = statements_of(app, client, f"/s/{seat_key}/2", {})
    assert again[-1] == "200" and len(again) == 2
    assert all(table in again[0] for table in ("FROM game ", "seat_claim", "seat_draft"))
    other_phone = app.test_client()
    assert open_seat(other_phone, f"/s/{seat_key}/2").status_code == 409  # still this phone's


# ---- The deal form and a seat's page: their parts drawn from the game kept per version ------

DEAL_PARTS = ("games/_deal_fields.html", "games/_deal_dock.html")


def test_the_deal_form_draws_its_fields_and_picker_once(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Opened four times, by two phones, with and without the wild rank tapped on the
    scoreboard: its fields and its picker drawn once; the page drawn once for each address
    (and for the first opening, which says the last save once, not kept), and each opening
    with its own entry id, its own phone's CSRF token and the wild rank it was opened with."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    path = f"{games.edit_url}/deals/new"
    drawn = drawn_templates(app, client, path, 2)
    other_phone = app.test_client()
    tapped = other_phone.get(f"{path}?wild_rank=7")
    drawn += drawn_templates(app, client, path, 1)
    assert drawn.count("games/deal.html") == 2  # the save's note, then kept for the address
    assert [name for name in drawn if name in DEAL_PARTS] == list(DEAL_PARTS)
    first, again = client.get(path).text, client.get(path).text
    assert entry_id_of_page(first) != entry_id_of_page(again)
    assert csrf_of(first) != csrf_of(tapped.text)  # each phone's session its own
    assert '<option selected value="7">7</option>' in tapped.text
    assert '<option selected value="">' in first and 'selected value="7"' not in first


def switch_to_polish(client: FlaskClient, games: GameActions) -> None:
    assert client.post("/language", data={"language": "pl", "next": "/"}).status_code == 303


DEAL_FORM_CHANGES: dict[str, Callable[[FlaskClient, GameActions], object]] = {
    **KEEPERS_CHANGES,
    "the language switched": switch_to_polish,
}


@pytest.mark.parametrize("change", DEAL_FORM_CHANGES)
def test_the_deal_form_shows_every_change_at_once(
    app: Flask, client: FlaskClient, games: GameActions, change: str
) -> None:
    """After each change the deal form is the one drawn afresh, not the one kept before."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    games.enter_deal(BOB_55, 1, wild_rank="A")
    before = deal_page(client, f"{games.edit_url}/deals/new")
    assert before == deal_page_afresh(app, f"{games.edit_url}/deals/new")
    DEAL_FORM_CHANGES[change](client, games)
    path = f"{games.edit_url}/deals/new"
    after = deal_page(client, path)
    polish = {"Accept-Language": "pl"} if change == "the language switched" else None
    assert after == deal_page_afresh(app, path, polish)
    assert after != before
    if change == "the edit link changed":
        assert f'hx-post="{games.edit_url}/deals/3/preview"' in after


def test_a_rematchs_deal_form_is_its_own(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """The rematch's first deal form (the same players, rules and number as the finished
    game's first) with the rematch's links, not the finished game's."""
    finished = games.start(["Ann", "Bob"], target=30)
    first_view = games.game().view_id
    first = deal_page(client, f"{finished}/deals/new")
    assert games.enter_deal(WIN, 0, wild_rank="A").status_code == 302
    games.edit_url = client.post(f"{finished}/rematch").headers["Location"]
    rematch = deal_page(client, f"{games.edit_url}/deals/new")
    assert rematch == deal_page_afresh(app, f"{games.edit_url}/deals/new")
    view = games.game().view_id
    assert f"/g/{view}/meld?" in rematch and f"/g/{first_view}/meld?" not in rematch
    assert f"{games.edit_url}/deals/1/preview" in rematch and finished not in rematch
    assert f"/g/{first_view}/meld?" in first


def test_a_fix_form_keeps_its_own_deal(app: Flask, client: FlaskClient, games: GameActions) -> None:
    """The forms of two deals of one version, each with that deal's cards; and a new deal
    form, with none."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    games.enter_deal(BOB_55, 1, wild_rank="A")
    for _ in range(2):
        first = deal_page(client, f"{games.edit_url}/deals/1/edit")
        second = deal_page(client, f"{games.edit_url}/deals/2/edit")
        new = deal_page(client, f"{games.edit_url}/deals/new")
        assert 'value="KS KH KD"' in first and 'value="KS KH KD"' not in second
        assert 'value="QS QH QD"' in second and 'value="QS QH QD"' not in first
        assert "KS KH KD" not in new and "QS QH QD" not in new
    assert first == deal_page_afresh(app, f"{games.edit_url}/deals/1/edit")


def test_a_deal_form_sent_back_is_drawn_as_sent(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """A form that comes back with an error (or a meld input more) shows what was sent; the
    form opened after it shows none of it."""
    games.start()
    path = f"{games.edit_url}/deals/new"
    opened = deal_page(client, path)
    wrong = games.deal_form([Cards(melds=["KS KH ZZ"]), Cards(), Cards()], 0, wild_rank="A")
    sent = client.post(path, data=wrong)
    assert sent.status_code == 422 and 'value="KS KH ZZ"' in sent.text
    assert 'class="field-note field-error"' in sent.text
    more = client.post(path, data={**wrong, "add_meld": "1"})
    assert 'id="players-1-melds-2"' in more.text
    assert deal_page(client, path) == opened
    assert "KS KH ZZ" not in opened and 'id="players-1-melds-2"' not in opened


def test_a_meld_check_reads_the_games_rules_once(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """The check of a meld (asked on every tap of one, by the scorekeeper's form and a seat's
    page alike, under the game's view id): the game's rules, which never change, read once
    (one query, the game's columns, not its players or deals, on a connection of its own: the
    request's session is never opened), then kept: later checks read nothing. A game whose
    schedule gives each deal its wild rank reads its players and deal count on every check
    (one query) and judges by the deal's rank (Rummy 11: deal 1, 3s wild, 004 Variation 6;
    deal 2, 4s). A view id of no game is refused."""
    games.start()
    games.enter_deal(ANN_55, 0, wild_rank="A")
    meld = "field=players-0-melds-0&players-0-melds-0=7H+8H+2C&wild_rank=2"
    path = f"/g/{games.game().view_id}/meld?{meld}"
    opened: list[object] = []

    def began(*args: object) -> None:
        opened.append(args)

    event.listen(db.session, "after_begin", began)
    read = statements_of(app, client, path, {})
    assert read[-1] == "200" and len(read) == 2 and "FROM game " in read[0]
    assert "FROM player" not in read[0] and "deal" not in read[0].split("FROM")[1]
    assert statements_of(app, client, path, {}) == ["200"]  # the rules kept
    assert "✓</span> Run" in client.get(path).text
    event.remove(db.session, "after_begin", began)
    assert opened == []  # the request's session never began
    assert client.get(f"/g/no-such-game/meld?{meld}").status_code == 404
    games.start(["Ann", "Bob"], variant="rummy-11")
    rummy_11 = f"/g/{games.game().view_id}/meld?field=players-0-melds-0&players-0-melds-0="
    threes, fours = f"{rummy_11}7H+8H+3C", f"{rummy_11}7H+8H+4C"
    statements_of(app, client, threes, {})  # the rules read and kept
    read = statements_of(app, client, threes, {})
    assert read[-1] == "200" and len(read) == 2 and "FROM player JOIN game" in read[0]
    judged = client.get(threes)
    assert "✓</span> Run; the 3 of clubs is the 9 of hearts" in judged.text
    deal_1 = [Cards(melds=["4H 3C 6H"]), Cards(hand="3S KD 9C")]
    assert games.enter_deal(deal_1, 0).status_code == 302
    assert "✓</span> Run; the 4 of clubs is the 9 of hearts" in client.get(fours).text
    assert "✗" in client.get(threes).text


def test_a_saved_deal_reads_nothing_after_its_write(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """The deal form's save (issue 23, PostgreSQL's round trips): once the deal is written, the
    page it leads to is worked out from what was written and read before, with no query
    after the write (each was a round trip to the server)."""
    games.start(["Ann", "Bob"])
    form = client.get(f"{games.edit_url}/deals/new")
    cards = [Cards(melds=["7S 7H 7D"]), Cards(hand="9C")]
    data = games.deal_form(cards, 0, wild_rank="K", entry_id=entry_id_of(form))
    with app.app_context():
        engine = db.engine
    seen: list[str] = []

    def record(conn: object, cursor: object, statement: str, *args: object) -> None:
        seen.append(statement.split(None, 1)[0].upper())

    event.listen(engine, "before_cursor_execute", record)
    saved = client.post(f"{games.edit_url}/deals/new", data=data)
    event.remove(engine, "before_cursor_execute", record)
    assert saved.status_code == 302
    assert saved.location.endswith(games.edit_url)
    writes = [place for place, verb in enumerate(seen) if verb in ("INSERT", "UPDATE", "DELETE")]
    assert writes and "SELECT" in seen[: writes[0]]
    assert "SELECT" not in seen[writes[-1] :]
    assert games.deal_count() == 1
    assert "Deal 1 saved." in client.get(saved.location).text


def seat_page(client: FlaskClient, path: str, headers: dict[str, str] | None = None) -> str:
    response = open_seat(client, path, headers=headers)
    assert response.status_code == 200
    return response.text


def picker_of(page: str) -> str:
    return page.split('<div class="picker compact"', 1)[1].split('<div class="picker-actions">')[0]


def test_a_seats_picker_is_kept_per_version_and_language(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Every seat's page of a game shows the same picker, each with its own phone and draft;
    in the language of each phone's page."""
    games.start()
    seat_key = games.game().seat_key
    bob, cy = client, app.test_client()
    bobs, cys = seat_page(bob, f"/s/{seat_key}/2"), seat_page(cy, f"/s/{seat_key}/3")
    assert picker_of(bobs) == picker_of(cys)
    assert 'aria-label="A♣ Ace of clubs"' in picker_of(bobs)
    phones = [re.search(r'data-phone="([^"]+)"', page) for page in (bobs, cys)]
    assert phones[0] and phones[1] and phones[0].group(1) != phones[1].group(1)
    polish = seat_page(cy, f"/s/{seat_key}/3", {"Accept-Language": "pl"})
    assert 'aria-label="A♣ As trefl"' in picker_of(polish)
    assert picker_of(seat_page(bob, f"/s/{seat_key}/2")) == picker_of(bobs)


def fields_of(page: str) -> str:
    return page.split('id="wild_rank"', 1)[1].split('<div class="seat-dock"')[0]


def test_a_seats_fields_are_kept_per_draft(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """As a deal starts every seat's fields are empty and drawn once for all seats; a seat's
    draft is drawn into its own fields, again whenever it changes; a new seat link's page
    holds nothing of the old one."""
    games.start()
    game = games.game()
    keys = {"view_id": game.view_id, "edit_key": game.edit_key, "seat_key": str(game.seat_key)}
    seats = [f"/s/{game.seat_key}/{seat}" for seat in (1, 2, 3)]
    phones = [app.test_client() for _ in seats]
    for phone, seat in zip(phones, seats, strict=True):
        assert open_seat(phone, seat).status_code == 200  # each phone takes its seat
    drawn: list[str] = []

    def record(sender: Flask, template: Template, context: object, **extra: object) -> None:
        drawn.append(str(template.name))

    template_rendered.connect(record, app)
    pages = [seat_page(phone, seat) for phone, seat in zip(phones, seats, strict=True)]
    assert drawn.count("seats/_seat_fields.html") == 0  # drawn when the phones took their seats
    assert put_draft(phones[1], keys, 1, 2, DRAFT).status_code == 200  # Bob's phone, by the API
    bobs = seat_page(phones[1], seats[1])
    again = seat_page(phones[1], seats[1])
    template_rendered.disconnect(record, app)
    assert drawn.count("seats/_seat_fields.html") == 1
    assert fields_of(pages[0]) == fields_of(pages[1]) == fields_of(pages[2])
    assert 'value="7H 8H 9H"' in fields_of(bobs) and 'value="2C QS"' in fields_of(bobs)
    assert fields_of(again) == fields_of(bobs) and 'value="7H' not in fields_of(pages[1])
    assert client.post(f"{games.edit_url}/seat-link", data={"seat_link": "on"}).status_code == 302
    new_key = games.game().seat_key
    page = seat_page(app.test_client(), f"/s/{new_key}/3")
    assert f"/g/{game.view_id}/meld" in fields_of(page) and str(game.seat_key) not in page


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "Not a valid choice."), ("pl", "Nieprawidłowy wybór"), ("de", "Keine gültige Auswahl")],
)
def test_wtforms_own_messages_are_read_once_per_language(
    client: FlaskClient,
    games: GameActions,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    said: str,
) -> None:
    """WTForms' own catalogue is read once per language, not for every form; its messages are
    still in the page's language (a seat that is no player's, sent as who went out)."""
    from scorekeeper.words import languages

    languages.form_catalogue.cache_clear()
    read: list[tuple[object, ...]] = []
    load = languages.Translations.load

    def counting(*args: object, **kwargs: object) -> object:
        read.append(args)
        return load(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(languages.Translations, "load", counting)
    games.start()
    headers = {"Accept-Language": language}
    for _ in range(3):
        assert client.get(f"{games.edit_url}/deals/new", headers=headers).status_code == 200
    wrong = games.deal_form([Cards(melds=["KS KH KD"]), Cards(), Cards()], 7, wild_rank="A")
    sent = client.post(f"{games.edit_url}/deals/new", data=wrong, headers=headers)
    assert sent.status_code == 422 and said in sent.text
    wtforms_reads = [args for args in read if "wtforms" in str(args[0])]
    assert [str(args[1][0]) for args in wtforms_reads].count(language) == 1


def test_a_seat_page_reads_the_last_deal_in_one_query(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Until the seat starts on the next deal its page shows the last deal as stored for it:
    the deal, its lines and its kept drafts read together."""
    games.start()
    assert games.enter_deal(FIRST_DEAL, 0, wild_rank="K").status_code == 302
    seat_key = games.game().seat_key
    assert open_seat(client, f"/s/{seat_key}/2").status_code == 200
    again = statements_of(app, client, f"/s/{seat_key}/2", {})
    assert "Deal 1 as stored" in open_seat(client, f"/s/{seat_key}/2").text
    last_deal = [one for one in again if "deal_line" in one]
    assert len(last_deal) == 1 and "kept_draft" in last_deal[0]
