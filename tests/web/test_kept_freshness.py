"""Every kept page is the page its view would draw now (issue 37, item 5). A kept page is right
only while what it is kept for (the game's version and its ``drawn_from``) names everything its
view reads: for each page kept whole (scorekeeper/web/kept_pages.py) and each thing at the table
that can change (a deal saved, a player's mark, a phone taking or trying a seat, a seat freed, a
draft put, this device's tables, the seat link), the page opened after the change, kept, equals
the page drawn with nothing kept. A view that comes to read something new, without naming it,
fails here."""

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

from scorekeeper.extensions import cache
from tests.web.game_pages import GameActions
from tests.web.seat_marks import bob_handed_in_deal_2, mark
from tests.web.seated_games import DRAFT, FIRST_DEAL, put_draft

ROOT = Path(__file__).resolve().parents[2]
Keys = dict[str, str]

PAGES: dict[str, Callable[[Keys], str]] = {
    "edit page": lambda keys: f"/e/{keys['edit_key']}",
    "deal form": lambda keys: f"/e/{keys['edit_key']}/deals/new",
    "fix form": lambda keys: f"/e/{keys['edit_key']}/deals/2/edit",
    "seat page": lambda keys: f"/s/{keys['seat_key']}/2",
}
"""Each kept page (as its view names it to ``kept_page``) and its address in a game."""

CHANGES: dict[str, Callable[[FlaskClient, GameActions, Keys], object]] = {
    "nothing": lambda client, games, keys: None,
    "a deal saved": lambda client, games, keys: games.enter_deal(FIRST_DEAL, 0, wild_rank="K"),
    "Bob marks deal 2": lambda client, games, keys: mark(client, keys, 2),
    "a phone takes Cy's seat": lambda client, games, keys: client.application.test_client().get(
        f"/s/{keys['seat_key']}/3"
    ),
    "a second phone tries Bob's seat": lambda client, games, keys: (
        client.application.test_client().get(f"/s/{keys['seat_key']}/2")
    ),
    "Bob's seat freed": lambda client, games, keys: client.post(
        f"/e/{keys['edit_key']}/seats/2/free"
    ),
    "Bob puts a draft of deal 3": lambda client, games, keys: put_draft(client, keys, 2, 3, DRAFT),
    "a table made on this device": lambda client, games, keys: client.post(
        "/tables/new", data={"name": "Thursday club"}
    ),
    "the seat link switched off": lambda client, games, keys: client.post(
        f"/e/{keys['edit_key']}/seat-link", data={"seat_link": "off"}
    ),
}


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


def test_every_kept_page_is_known_here() -> None:
    """Each call of ``kept_page`` in the app names a page this test opens."""
    named = set()
    for path in (ROOT / "scorekeeper").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "kept_page"
            ):
                what = node.args[1]
                assert isinstance(what, ast.Constant), f"{path.name}: name the page plainly"
                named.add(what.value)
    assert named == set(PAGES)


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("kept_as", PAGES)
def test_a_kept_page_is_the_page_drawn_now(
    app: Flask, client: FlaskClient, games: GameActions, kept_as: str, change: str
) -> None:
    """A 5000 Rummy game of Ann, Bob and Cy, two deals saved, Bob handing in from his phone;
    the page opened (and kept), ``change`` made, the page opened again: as drawn afresh."""
    keys = bob_handed_in_deal_2(games, client)
    path = PAGES[kept_as](keys)
    for _ in range(2):  # the save's message said once, then the page kept
        assert opened(client, path)[0] == 200
    assert drawings(app, lambda: opened(client, path)) == 0
    CHANGES[change](client, games, keys)
    opened(client, path)  # a message of the change, said once (a page with one is not kept)
    kept = opened(client, path)
    with app.app_context():
        cache.clear()
    fresh = opened(client, path)
    assert kept[0] == fresh[0]
    difference = difflib.unified_diff(kept[1].splitlines(), fresh[1].splitlines(), lineterm="")
    assert kept[1] == fresh[1], "\n".join(difference)
