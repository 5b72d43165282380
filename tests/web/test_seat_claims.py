"""A seat is claimed by a phone that confirms the player's name (issue 41, item 3: "anyone
holding the seat link can claim every free seat first (a new token each time: drop the cookie);
the players are refused until the scorekeeper frees each one"): opening a seat's page claims
nothing, "Yes, I am Bob" does; a phone or an address claims a few seats of a game at most; the
scorekeeper sees which phone holds which seat."""

from __future__ import annotations

import http.cookiejar
import re
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from threading import Barrier, Thread

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Game, SeatClaim
from scorekeeper.web.phone_labels import phone_label
from scorekeeper.web.seat_claim_limit import SPARE_CLAIMS, TOO_MANY_SEATS
from tests.apps import make_app, sqlite_only
from tests.gunicorn_server import gunicorn_serving
from tests.web.game_pages import GameActions, page_text
from tests.web.seated_games import Seated, open_seat, put_draft, seated_game

PIXEL = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Mobile Safari/537.36"
)
IPHONE = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
)
PLAYERS = 3  # seated_game: Ann, Bob and Cy
LIMIT = PLAYERS + SPARE_CLAIMS


@pytest.fixture
def seated(games: GameActions) -> Seated:
    return seated_game(games)


def started(app: Flask) -> tuple[str, str]:
    """A 5000 Rummy game of Ann, Bob and Cy, started through the API: its seat key and view
    id."""
    made = app.test_client().post(
        "/api/v1/games", json={"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"]}
    )
    assert made.status_code == 201
    with app.app_context():
        game = db.session.query(Game).filter_by(edit_key=made.get_json()["edit_key"]).one()
        assert game.seat_key is not None
        return game.seat_key, game.view_id


def claims(app: Flask) -> dict[int, str]:
    """The seats held (from 0), each with its phone's token."""
    with app.app_context():
        return {claim.seat: claim.phone for claim in db.session.query(SeatClaim)}


def test_opening_a_free_seat_asks_the_players_name_and_claims_nothing(
    app: Flask, seated: Seated
) -> None:
    _, keys = seated
    phone = app.test_client()
    page = phone.get(f"/s/{keys['seat_key']}/2")
    assert page.status_code == 200
    text = page_text(page)
    assert "Are you Bob?" in text and "Yes, I am Bob" in text and "No, choose again" in text
    assert f'action="/s/{keys["seat_key"]}/2/claim"' in page.text
    assert "no-store" in page.headers["Cache-Control"]  # Back after "Yes" asks the server again
    assert claims(app) == {}
    assert phone.get(f"/s/{keys['seat_key']}/2").status_code == 200  # a reload: still nothing
    assert claims(app) == {}
    other = app.test_client()
    assert open_seat(other, f"/s/{keys['seat_key']}/2").status_code == 200  # still free to claim
    assert list(claims(app)) == [1]


def test_yes_claims_the_seat_and_its_page_opens_again_without_asking(
    app: Flask, seated: Seated
) -> None:
    _, keys = seated
    seat = f"/s/{keys['seat_key']}/2"
    phone = app.test_client()
    claimed = phone.post(f"{seat}/claim")
    assert claimed.status_code == 303 and claimed.headers["Location"] == seat
    assert list(claims(app)) == [1]
    page = page_text(phone.get(seat))
    assert "Bob: deal 2" in page and "Are you Bob?" not in page
    back = phone.get(seat)  # Back to the question after "Yes", or a reload: the seat's page
    assert "Bob: deal 2" in page_text(back)
    again = phone.post(f"{seat}/claim")  # "Yes" sent twice: the seat stays this phone's
    assert again.status_code == 303 and list(claims(app)) == [1]
    assert phone.get(f"/s/{keys['seat_key']}").headers["Location"] == seat  # remembered


def test_the_name_tapped_on_who_are_you_is_the_one_tap_that_claims(
    app: Flask, seated: Seated
) -> None:
    _, keys = seated
    link = f"/s/{keys['seat_key']}"
    phone = app.test_client()
    choose = phone.get(link)
    tapped = re.findall(r'<form method="post" action="([^"]+)"', choose.text)
    assert tapped == [f"{link}/1/claim", f"{link}/2/claim", f"{link}/3/claim"]
    assert "Bob: deal 2" in page_text(phone.post(tapped[1], follow_redirects=True))
    assert list(claims(app)) == [1]


def test_a_second_phone_is_refused_and_the_scorekeeper_sees_it(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    seat = f"/s/{keys['seat_key']}/2"
    first, second = app.test_client(), app.test_client()
    assert first.post(f"{seat}/claim").status_code == 303
    held = claims(app)
    refused = second.post(f"{seat}/claim")
    assert refused.status_code == 409
    assert "Bob's seat is taken by another phone" in page_text(refused)
    assert second.get(seat).status_code == 409  # opening it is refused the same way
    assert claims(app) == held
    assert "A second phone tried to take this seat." in page_text(client.get(games.edit_url))


def test_two_phones_saying_yes_at_once_one_holds_the_seat(app: Flask, seated: Seated) -> None:
    _, keys = seated
    seat = f"/s/{keys['seat_key']}/3"
    phones = [app.test_client() for _ in range(2)]
    start = Barrier(len(phones))
    answers: list[int] = []

    def say_yes(phone: FlaskClient) -> None:
        start.wait()
        answers.append(phone.post(f"{seat}/claim").status_code)

    threads = [Thread(target=say_yes, args=(phone,)) for phone in phones]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [303, 409]
    assert list(claims(app)) == [2]


def test_yes_needs_the_pages_csrf_token(tmp_path: Path) -> None:
    app = make_app(tmp_path / "csrf.sqlite3", WTF_CSRF_ENABLED=True)
    seat_key, _ = started(app)
    phone = app.test_client()
    assert phone.post(f"/s/{seat_key}/1/claim").status_code == 400
    assert claims(app) == {}
    question = phone.get(f"/s/{seat_key}/1").text
    token = re.search(r'name="csrf_token" value="([^"]+)"', question)
    assert token is not None
    answer = phone.post(f"/s/{seat_key}/1/claim", data={"csrf_token": token.group(1)})
    assert answer.status_code == 303 and list(claims(app)) == [0]


def test_the_api_still_claims_a_free_seat_with_the_phones_token(app: Flask, seated: Seated) -> None:
    """docs/api.md: a draft PUT with ``Seat-Phone`` claims a free seat for that phone."""
    _, keys = seated
    phone = app.test_client()
    phone.set_cookie("seat_phone", "a" * 32, path="/s/")
    assert put_draft(phone, keys, 2, 3).status_code == 200
    assert claims(app) == {2: "a" * 32}
    other = app.test_client()
    other.set_cookie("seat_phone", "b" * 32, path="/s/")
    refused = put_draft(other, keys, 2, 3)
    assert refused.status_code == 409 and refused.get_json()["field"] == "seat"


@pytest.fixture
def limited(tmp_path: Path) -> Flask:
    """The app as served: the limits on."""
    return make_app(tmp_path / "limited.sqlite3", WTF_CSRF_ENABLED=False, RATELIMIT_ENABLED=True)


def test_a_flood_of_phones_from_one_address_is_refused_past_the_limit(limited: Flask) -> None:
    """Each claim from a new phone (a new token: the cookie dropped), each seat let go again:
    the game's players and two more claims pass, then 429 in words, nothing written; another
    address still claims."""
    seat_key, _ = started(limited)
    for _ in range(LIMIT):
        phone = limited.test_client()
        assert phone.post(f"/s/{seat_key}/1/claim").status_code == 303
        assert phone.post(f"/s/{seat_key}/1/change").status_code == 302  # free again
    assert claims(limited) == {}
    refused = limited.test_client().post(f"/s/{seat_key}/1/claim")
    assert refused.status_code == 429
    assert str(TOO_MANY_SEATS) in page_text(refused)
    assert int(refused.headers["Retry-After"]) > 0
    assert claims(limited) == {}
    elsewhere = {"REMOTE_ADDR": "192.168.1.23"}
    other = limited.test_client().post(f"/s/{seat_key}/1/claim", environ_base=elsewhere)
    assert other.status_code == 303 and list(claims(limited)) == [0]


def test_the_api_counts_its_claims_with_the_pages(limited: Flask) -> None:
    seat_key, view_id = started(limited)
    for _ in range(LIMIT):
        phone = limited.test_client()
        assert phone.post(f"/s/{seat_key}/2/claim").status_code == 303
        assert phone.post(f"/s/{seat_key}/2/change").status_code == 302
    refused = limited.test_client().put(
        f"/api/v1/games/{view_id}/deals/1/drafts/1",
        json={"melds": [], "laid_off": [], "hand": ["2C"]},
        headers={"Authorization": f"Bearer {seat_key}", "Seat-Phone": "c" * 32},
    )
    assert refused.status_code == 429
    assert refused.get_json()["code"] == "limit.too_many_seats"
    assert claims(limited) == {}


def test_one_phone_moving_from_seat_to_seat_is_refused_past_the_limit(limited: Flask) -> None:
    """One phone (its token kept) choosing one seat after another: each choice lets go of the
    one before and counts; the seats a phone holds already count for nothing."""
    seat_key, _ = started(limited)
    phone = limited.test_client()
    for turn in range(LIMIT):
        seat = turn % PLAYERS + 1
        assert phone.post(f"/s/{seat_key}/{seat}/claim").status_code == 303
        assert phone.post(f"/s/{seat_key}/{seat}/claim").status_code == 303  # held: not counted
    assert phone.post(f"/s/{seat_key}/{LIMIT % PLAYERS + 1}/claim").status_code == 429
    assert list(claims(limited)) == [(LIMIT - 1) % PLAYERS]  # the last seat it held, kept


@sqlite_only  # the servers share an SQLite file the test makes
def test_two_servers_on_one_database_count_one_addresss_claims_together(tmp_path: Path) -> None:
    """Two app servers (gunicorn, two worker processes each) over one database: one address's
    claims, from a new phone each time, are counted together, in the database."""
    database = tmp_path / "shared.sqlite3"
    seat_key, _ = started(make_app(database))
    with (
        gunicorn_serving(database, fresh=False) as (first, _),
        gunicorn_serving(database, fresh=False) as (second, _),
    ):
        answers = [claim_and_let_go(first if turn % 2 else second, seat_key) for turn in range(9)]
    assert answers == [303] * LIMIT + [429] * (9 - LIMIT)


def claim_and_let_go(url: str, seat_key: str) -> int:
    """A new phone says "Yes, I am Ann" (the token on its page), then changes seat: the
    claim's answer."""
    phone = urllib.request.build_opener(
        urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), NoRedirects()
    )
    question = phone.open(f"{url}/s/{seat_key}/1").read().decode()
    token = re.search(r'name="csrf_token" value="([^"]+)"', question)
    assert token is not None
    form = urllib.parse.urlencode({"csrf_token": token.group(1)}).encode()
    try:
        status = int(phone.open(f"{url}/s/{seat_key}/1/claim", data=form).status)
    except urllib.error.HTTPError as error:
        status = error.code
    if status == 303:
        try:
            phone.open(f"{url}/s/{seat_key}/1/change", data=form)
        except urllib.error.HTTPError as error:
            assert error.code == 302
    return status


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def test_the_scorekeeper_sees_which_phone_holds_which_seat(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    games, keys = seated
    link = f"/s/{keys['seat_key']}"
    assert open_seat(app.test_client(), f"{link}/1", {"User-Agent": PIXEL}).status_code == 200
    assert open_seat(app.test_client(), f"{link}/3", {"User-Agent": IPHONE}).status_code == 200
    page = page_text(client.get(games.edit_url))
    assert re.search(r"Ann: Android phone, Chrome, since [^.]+ UTC ?\.", page)
    assert re.search(r"Cy: iPhone, Safari, since [^.]+ UTC ?\.", page)
    assert "Bob:" not in page
    client.set_cookie("lang", "de")
    german = page_text(client.get(games.edit_url))
    assert re.search(r"Ann: Android-Handy, Chrome, seit ", german)


@pytest.mark.parametrize(
    ("device", "label"),
    [
        (PIXEL, "Android phone, Chrome"),
        (IPHONE, "iPhone, Safari"),
        (
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
            "(KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
            "iPhone, Chrome",
        ),
        (
            "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) "
            "SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
            "Android phone, Samsung Internet",
        ),
        (
            "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
            "Android phone, Firefox",
        ),
        (
            "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/131.0.0.0 Safari/537.36",
            "Android tablet, Chrome",
        ),
        (
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
            "Windows computer, Edge",
        ),
        ("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)", "Mac"),
        ("Werkzeug/3.1", "a phone"),
        (None, "a phone"),
    ],
)
def test_a_phone_is_named_by_its_kind_and_browser(
    app: Flask, device: str | None, label: str
) -> None:
    with app.test_request_context():
        assert phone_label(device) == label


def test_the_deal_form_names_each_seats_phone_at_once(
    app: Flask, client: FlaskClient, seated: Seated
) -> None:
    """In the sheet by Save, the phone of each seat held; a claim is no change to the game, so
    the deal form kept before shows it at once."""
    games, keys = seated
    form = f"{games.edit_url}/deals/new"
    assert "seat-phones" not in client.get(form).text  # kept, no seat held
    assert open_seat(app.test_client(), f"/s/{keys['seat_key']}/2", {"User-Agent": IPHONE})
    page = client.get(form)
    held = page.text.split('<ul class="seat-phones"', 1)[1].split("</ul>", 1)[0]
    assert re.search(
        r"Bob: iPhone, Safari, since <time datetime=\"[^\"]+Z\" data-local-time>", held
    )
    assert "Ann:" not in held and "Cy:" not in held
    assert "js/local-time.js" in page.text
