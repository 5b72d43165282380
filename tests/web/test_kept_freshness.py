"""Every kept page is the page its view would draw now (issue 37, item 5). A kept page is right
only while what it is kept for (the game's version and its ``drawn_from``) names everything its
view reads: for each page kept whole (scorekeeper/web/kept_pages.py) and each thing at the table
that can change (a deal saved or deleted, a player's mark, a phone taking or trying a seat, a
seat freed, a draft put or handed in, the deal's wild rank, this device's tables, the game put
on a table, a rematch, the seat link, this device's order of the players and its language), the
page opened after the change, kept, equals the page drawn with nothing kept. A view that comes
to read something new, without naming it, fails here. Each change is answered as made, and is
seen on one page at least: a change refused, or undone, tests nothing."""

from __future__ import annotations

import ast
import difflib
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from flask import Flask, template_rendered
from flask.testing import FlaskClient
from jinja2 import Template
from werkzeug.test import TestResponse

from scorekeeper.extensions import cache
from tests.web.game_pages import GameActions
from tests.web.seat_marks import bob_handed_in_deal_2, mark
from tests.web.seated_games import DRAFT, FIRST_DEAL, open_seat, put_draft

ROOT = Path(__file__).resolve().parents[2]
Keys = dict[str, str]

PAGES: dict[str, Callable[[Keys], str]] = {
    "edit page": lambda keys: f"/e/{keys['edit_key']}",
    "deal form": lambda keys: f"/e/{keys['edit_key']}/deals/new",
    "fix form": lambda keys: f"/e/{keys['edit_key']}/deals/2/edit",
    "seat page": lambda keys: f"/s/{keys['seat_key']}/2",
}
"""Each kept page (as its view names it to ``kept_page``) and its address in a game."""

Change = Callable[[FlaskClient, GameActions, Keys], TestResponse | None]


def as_another_phone(client: FlaskClient, seat: int, keys: Keys) -> FlaskClient:
    """Another phone at the table, holding seat number ``seat`` (from 1)."""
    phone = client.application.test_client()
    assert open_seat(phone, f"/s/{keys['seat_key']}/{seat}").status_code == 200
    return phone


def deleted(client: FlaskClient, games: GameActions, keys: Keys) -> TestResponse:
    version = str(games.game().version)
    return client.post(f"/e/{keys['edit_key']}/deals/2/delete", data={"version": version})


def tries_bobs_seat(client: FlaskClient, games: GameActions, keys: Keys) -> TestResponse:
    """This phone holds Bob's seat (it does already on his page); another asks for it."""
    assert open_seat(client, f"/s/{keys['seat_key']}/2").status_code == 200
    return client.application.test_client().get(f"/s/{keys['seat_key']}/2")


CHANGES: dict[str, tuple[Change, int | None]] = {
    "nothing": (lambda client, games, keys: None, None),
    "a deal saved": (
        lambda client, games, keys: games.enter_deal(FIRST_DEAL, 0, wild_rank="K"),
        302,
    ),
    "deal 2 deleted": (deleted, 302),
    "Bob marks deal 2": (lambda client, games, keys: mark(client, keys, 2), 302),
    "a phone takes Cy's seat": (
        lambda client, games, keys: open_seat(
            client.application.test_client(), f"/s/{keys['seat_key']}/3"
        ),
        200,
    ),
    "a second phone tries Bob's seat": (tries_bobs_seat, 409),
    "Bob's seat freed": (
        lambda client, games, keys: client.post(f"/e/{keys['edit_key']}/seats/2/free"),
        302,
    ),
    "Bob puts a draft of deal 3": (
        lambda client, games, keys: put_draft(client, keys, 3, 2, DRAFT),
        200,
    ),
    "Bob hands in deal 3": (
        lambda client, games, keys: put_draft(client, keys, 3, 2, {**DRAFT, "handed_in": True}),
        200,
    ),
    "Cy hands in deal 3 from his phone": (
        lambda client, games, keys: put_draft(
            as_another_phone(client, 3, keys), keys, 3, 3, {**DRAFT, "handed_in": True}
        ),
        200,
    ),
    "the wild rank of deal 3 chosen": (
        lambda client, games, keys: client.put(
            f"/api/v1/games/{keys['view_id']}/deals/3/wild-rank",
            json={"wild_rank": "7"},
            headers={"Authorization": f"Bearer {keys['edit_key']}"},
        ),
        200,
    ),
    "a table made on this device": (
        lambda client, games, keys: client.post("/tables/new", data={"name": "Thursday club"}),
        302,
    ),
    "the game put on a new table": (
        lambda client, games, keys: client.post(
            f"/e/{keys['edit_key']}/table", data={"name": "Friday club"}
        ),
        302,
    ),
    "a rematch started": (
        lambda client, games, keys: client.post(f"/e/{keys['edit_key']}/rematch"),
        302,
    ),
    "the seat link switched off": (
        lambda client, games, keys: client.post(
            f"/e/{keys['edit_key']}/seat-link", data={"seat_link": "off"}
        ),
        302,
    ),
    "Bob's colour and avatar changed": (
        lambda client, games, keys: client.post(
            f"/e/{keys['edit_key']}/players/1/look",
            data={"seat1-colour": "teal", "seat1-avatar": "BB"},
        ),
        302,
    ),
    "a player joined": (
        lambda client, games, keys: client.post(
            f"/e/{keys['edit_key']}/players",
            data={"join-name": "Dee", "join-starting_score": "40"},
        ),
        302,
    ),
    "this device lists the players by rank": (
        lambda client, games, keys: client.get(f"/e/{keys['edit_key']}?order=rank"),
        200,
    ),
    "this device speaks Spanish": (
        lambda client, games, keys: client.post("/language", data={"language": "es", "next": "/"}),
        303,
    ),
}
"""Each change at the table (made by this phone, unless another is named) and the status it is
answered with: a change refused, or not made, would test nothing."""


def opened(client: FlaskClient, path: str) -> tuple[int, str]:
    """What a phone finds at ``path``, without what each opening makes anew (the CSRF token,
    the deal form's one-time entry id, a message said once)."""
    response = client.get(path)
    page = re.sub(r"[\w.-]{60,}", "TOKEN", response.text)
    page = re.sub(r'<p class="flash" role="status">[^<]*</p>\n', "", page)
    page = re.sub(r'(name="entry_id" type="hidden" value=")[0-9a-f]{32}', r"\1ENTRY", page)
    return response.status_code, page


def drawings(app: Flask, ask: Callable[[], object]) -> int:
    """How many templates ``ask()`` draws."""
    drawn: list[str] = []

    def record(sender: Flask, template: Template, context: object, **extra: object) -> None:
        drawn.append(str(template.name))

    template_rendered.connect(record, app)
    try:
        ask()
    finally:
        template_rendered.disconnect(record, app)
    return len(drawn)


def kept_page_calls(source: str) -> list[ast.Call]:
    """The calls of ``kept_page`` in the Python ``source`` (as ``kept_page(...)`` or
    ``kept_pages.kept_page(...)``)."""
    return [
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and (
            (isinstance(node.func, ast.Name) and node.func.id == "kept_page")
            or (isinstance(node.func, ast.Attribute) and node.func.attr == "kept_page")
        )
    ]


def test_every_kept_page_is_known_here() -> None:
    """Each call of ``kept_page`` in the app names a page of its own that this test opens: a
    new call, or a second call under a name already known, fails here until it is added."""
    named: list[str] = []
    for path in sorted((ROOT / "scorekeeper").rglob("*.py")):
        for call in kept_page_calls(path.read_text()):
            what = [*call.args[1:2], *(word.value for word in call.keywords if word.arg == "what")]
            name = what[0].value if len(what) == 1 and isinstance(what[0], ast.Constant) else None
            assert isinstance(name, str), f"{path.name}:{call.lineno}: name the page plainly"
            named.append(name)
    assert sorted(named) == sorted(PAGES)


def test_the_call_finder_finds_each_way_of_calling() -> None:
    source = (
        "kept_page(game, 'a', draw)\n"
        "kept_pages.kept_page(game, 'b', draw, drawn_from=x)\n"
        "kept_page(game, what='c', draw=draw)\n"
        "kept_for_version(game, 'd', draw)\n"
    )
    assert len(kept_page_calls(source)) == 3


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("kept_as", PAGES)
def test_a_kept_page_is_the_page_drawn_now(
    app: Flask, client: FlaskClient, games: GameActions, kept_as: str, change: str
) -> None:
    """A 5000 Rummy game of Ann, Bob and Cy, two deals saved, Bob handing in from his phone;
    the page opened (and kept), ``change`` made, the page opened again: as drawn afresh."""
    keys = bob_handed_in_deal_2(games, client)
    path = PAGES[kept_as](keys)
    if kept_as == "seat page":  # this phone says "Yes, I am Bob" first
        assert open_seat(client, path).status_code == 200
    for _ in range(2):  # the save's message said once, then the page kept
        assert opened(client, path)[0] == 200
    assert drawings(app, lambda: opened(client, path)) == 0
    make, status = CHANGES[change]
    answer = make(client, games, keys)
    if answer is None:
        assert status is None
    else:
        assert answer.status_code == status, answer.get_data(as_text=True)
    for _ in range(2):  # a message of the change said once (not kept), then the page kept
        opened(client, path)
    found: list[tuple[int, str]] = []
    drawn = drawings(app, lambda: found.append(opened(client, path)))
    kept = found[0]
    asked = "Are you Bob?" in kept[1]  # Bob's seat free again: asked anew, never kept
    assert kept[0] != 200 or drawn == 0 or asked, "the page opened again is kept"
    with app.app_context():
        cache.clear()
    fresh = opened(client, path)
    assert kept[0] == fresh[0]
    difference = difflib.unified_diff(kept[1].splitlines(), fresh[1].splitlines(), lineterm="")
    assert kept[1] == fresh[1], "\n".join(difference)


@pytest.mark.parametrize("change", [change for change in CHANGES if change != "nothing"])
def test_each_change_shows_on_a_kept_page(
    app: Flask, client: FlaskClient, games: GameActions, change: str
) -> None:
    """Each change made above is seen on one of the kept pages at least, drawn afresh: else
    it would test nothing there."""
    keys = bob_handed_in_deal_2(games, client)
    assert open_seat(client, PAGES["seat page"](keys)).status_code == 200  # "Yes, I am Bob"
    for path in PAGES.values():  # Bob's seat taken by this phone, at his page
        opened(client, path(keys))
    before = {kept_as: opened(client, path(keys)) for kept_as, path in PAGES.items()}
    make, _status = CHANGES[change]
    make(client, games, keys)
    with app.app_context():
        cache.clear()
    after = {kept_as: opened(client, path(keys)) for kept_as, path in PAGES.items()}
    assert before != after
