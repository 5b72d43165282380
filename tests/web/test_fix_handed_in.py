"""The fix form opened from "This is not what I handed in" (issue 36): for each player with an
open mark on the deal, the cards they handed in beside the ones stored, and one button per
such player that puts them in that player's fields (static/js/handed-in.js); nothing is
stored until the fix is saved.

The game of tests/web/test_seat_stored.py: 5000 Rummy, Ann, Bob and Cy; Bob hands in 9D 4S for
deal 2, and the scorekeeper saves his hand as 9D alone."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, page_text
from tests.web.pseudo_language import ALLOWED, pseudo_app, unmarked
from tests.web.seat_marks import MARK, bob_handed_in_deal_2, mark
from tests.web.seated_games import Seated, put_draft

SECTION = re.compile(r'<section class="hand-in-marks handed-in".*?</section>', re.S)


@pytest.fixture
def saved(games: GameActions, client: FlaskClient) -> Seated:
    """Deal 2 saved with Bob's hand as 9D, after he handed in 9D 4S."""
    return games, bob_handed_in_deal_2(games, client)


def handed_in(page: str) -> str:
    """The fix form's section of the players' marks, as text ('' when there is none)."""
    found = SECTION.search(page)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", found[0]))) if found else ""


def buttons(page: str) -> dict[str, dict[str, object]]:
    """The section's "Use what ... handed in" buttons: each one's cards by its words."""
    found = re.findall(r"data-use-handed-in='([^']*)' hidden>([^<]*)</button>", page)
    return {words: json.loads(html.unescape(cards)) for cards, words in found}


def fix_form(client: FlaskClient, games_and_keys: Seated, number: int = 2) -> str:
    games, _ = games_and_keys
    response = client.get(f"{games.edit_url}/deals/{number}/edit")
    assert response.status_code == 200
    return response.text


def test_the_fix_form_shows_what_the_marking_player_handed_in_beside_the_stored_cards(
    client: FlaskClient, saved: Seated
) -> None:
    _, keys = saved
    assert mark(client, keys, 2).status_code == 302
    page = fix_form(client, saved)
    section = handed_in(page)
    assert f"Bob {MARK}." in section
    stored, theirs = section.split("Deal 2 as stored")[1].split("Bob handed in:")
    assert stored.strip() == "In hand 9♦ of diamonds"
    assert theirs.split("Use what")[0].strip() == "In hand 9♦ of diamonds 4♠ of spades"
    assert buttons(page) == {
        "Use what Bob handed in": {"melds": [], "laid_off": "", "hand": "9D 4S"}
    }
    assert "Ann" not in section and "Cy" not in section  # no mark of theirs
    assert "nothing is stored until you tap “Save the fix”" in section
    # Above the form whose fields the button fills, whose script it loads.
    assert page.index('id="handed-in"') < page.index('id="deal-form"')
    assert "/js/handed-in." in page


def test_one_button_per_marking_player_with_every_part_of_their_cards(
    client: FlaskClient, saved: Seated
) -> None:
    """Ann hands in a meld and a lay-off for deal 3 too; the scorekeeper saves without them."""
    games, keys = saved
    ann = {"melds": [["5S", "5H", "5C"]], "laid_off": ["10H"], "handed_in": True}
    put_draft(client, keys, 3, 1, ann)
    put_draft(client, keys, 3, 2, {"hand": ["QD"], "handed_in": True})
    deal_3 = [Cards(hand="AC"), Cards(melds=["8C 8D 8S"]), Cards(hand="QS")]
    assert games.enter_deal(deal_3, 1, wild_rank="K").status_code == 302
    assert mark(client, keys, 1, number=3).status_code == 302
    assert mark(client, keys, 2, number=3).status_code == 302
    page = fix_form(client, saved, 3)
    assert buttons(page) == {
        "Use what Ann handed in": {"melds": ["5S 5H 5C"], "laid_off": "10H", "hand": ""},
        "Use what Bob handed in": {"melds": [], "laid_off": "", "hand": "QD"},
    }
    section = handed_in(page)
    assert section.index(f"Ann {MARK}") < section.index(f"Bob {MARK}")  # seating order
    ann = section.split(f"Ann {MARK}.")[1].split(f"Bob {MARK}")[0]
    assert "Deal 3 as stored In hand A♣ of clubs" in ann
    assert "Ann handed in: Meld 1 5♠ of spades 5♥ of hearts 5♣ of clubs Laid off 10♥" in ann
    # Deal 2's fix form has no mark of deal 3's, nor any of its own yet.
    assert handed_in(fix_form(client, saved, 2)) == ""


def test_the_kept_fix_form_shows_a_mark_made_since_and_not_once_fixed(
    client: FlaskClient, saved: Seated
) -> None:
    """A mark is no change to the game (its version stays): the fix form kept before it was
    made is drawn again."""
    games, keys = saved
    assert handed_in(fix_form(client, saved)) == ""
    assert "hand-in-marks" not in fix_form(client, saved)  # kept as it is
    assert mark(client, keys, 2).status_code == 302
    assert f"Bob {MARK}." in handed_in(fix_form(client, saved))

    fixed = [Cards(melds=["7H 8H 9H"]), Cards(hand="9D 4S"), Cards(hand="QS")]
    data = {**games.deal_form(fixed, 0, wild_rank="K"), "version": str(games.game().version)}
    assert client.post(f"{games.edit_url}/deals/2/edit", data=data).status_code == 302
    assert handed_in(fix_form(client, saved)) == ""


def test_the_fix_refused_still_shows_what_the_player_handed_in(
    client: FlaskClient, saved: Seated
) -> None:
    games, keys = saved
    mark(client, keys, 2)
    version = games.game().version
    refused = [Cards(melds=["7H 8H"]), Cards(hand="9D 4S"), Cards(hand="QS")]
    data = {**games.deal_form(refused, 0, wild_rank="K"), "version": str(version)}
    response = client.post(f"{games.edit_url}/deals/2/edit", data=data)
    assert response.status_code == 422
    assert buttons(response.text) == {
        "Use what Bob handed in": {"melds": [], "laid_off": "", "hand": "9D 4S"}
    }
    assert games.game().version == version  # nothing stored
    assert f"Deal 2: Bob {MARK}" in page_text(client.get(games.edit_url))  # still open


def test_a_new_deals_form_shows_no_fix_section(client: FlaskClient, saved: Seated) -> None:
    games, keys = saved
    mark(client, keys, 2)
    assert "handed-in" not in client.get(f"{games.edit_url}/deals/new").text


def test_every_word_of_it_is_translated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the pseudo-language of tests/web/test_every_string_translated.py."""
    app, client = pseudo_app(tmp_path, monkeypatch)
    games = GameActions(client, app)
    keys = bob_handed_in_deal_2(games, client)
    assert mark(client, keys, 2).status_code == 302
    page = fix_form(client, (games, keys))
    assert handed_in(page)
    # ⚑ is a sign, not a word (aria-hidden, as on the scoreboard's marks).
    assert unmarked(page, ALLOWED | {"Ann", "Bob", "Cy", "⚑"}) == []
