"""Typing hints only where typing is offered (issue 36): how to type a run's wild card ("like
JK=8C") shows where someone types a run with wild cards in it. The scorekeeper types into the
deal form's fields (the docked picker beside them), so its plan says it, where the form has
meld fields and the game wild cards; a seat's player taps cards in the docked picker and types
only without JavaScript, so the seat page's advice is hidden but for css/noscript.css."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, page_text
from tests.web.seated_games import open_seat

ROOT = Path(__file__).resolve().parents[2]
DEAL_PLAN = "Enter a run in order: a wild card keeps the card its place gives it"
SEAT_ADVICE = "Typing a run: a wild card takes the place it is typed in"


@pytest.mark.parametrize(
    ("variant", "shown"),
    [
        ("5000-rummy", True),  # a wild rank each deal
        ("500-rummy", True),  # jokers
        ("rummy-11", True),  # the schedule's wild rank
        ("rummy", False),  # no wild card
        ("rummy permanent_wilds=2", True),  # twos wild in every deal
        ("koon-kan", False),  # no wild card
        ("tonk", False),  # the form asks for hands alone: no run is typed
    ],
)
def test_the_deal_form_says_how_to_type_a_wild_card_where_a_run_may_hold_one(
    client: FlaskClient, games: GameActions, variant: str, shown: bool
) -> None:
    variant, *changes = variant.split()
    games.start(["Ann", "Bob"], variant=variant, **dict(change.split("=") for change in changes))
    page = page_text(client.get(f"{games.edit_url}/deals/new"))
    assert (DEAL_PLAN in page) is shown
    assert ("JK=8C" in page) is shown


@pytest.mark.parametrize(("changes", "shown"), [({}, False), ({"permanent_wilds": "2"}, True)])
def test_the_seat_pages_typing_advice_where_a_run_may_hold_a_wild_card(
    client: FlaskClient, games: GameActions, changes: dict[str, str], shown: bool
) -> None:
    """Rummy has no wild card, unless the table plays twos wild in every deal."""
    games.start(variant="rummy", **changes)
    page = page_text(open_seat(client, f"/s/{games.game().seat_key}/1"))
    assert (SEAT_ADVICE in page) is shown


def test_the_seat_pages_typing_advice_shows_only_without_scripts(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()  # 5000 Rummy: a wild rank each deal
    page = open_seat(client, f"/s/{games.game().seat_key}/1").text
    (advice,) = re.findall(rf"<p [^>]*>{SEAT_ADVICE}[^<]*</p>", page)
    assert " hidden" in advice and "data-typing-hint" in advice
    noscript = (ROOT / "static" / "css" / "noscript.css").read_text()
    assert re.search(r"\.hint\[data-typing-hint\]\[hidden\] \{\s+display: block;", noscript)
