"""A deal of the Canasta family entered as the table's counts (issue 51, item 4): "Enter each
side's counts instead of the cards" asks each side's counts on its first player, stores them,
scores them as the cards would be (007 Yahoo! Games, Britannica, Scoring), refuses what counts
can show is wrong next to the count, keeping everything typed, and opens them again to fix."""

from __future__ import annotations

import html
import re

from flask import Flask
from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, all_rows, entry_id_of, page_text, totals

FOUR = ("Ann", "Bob", "Cy", "Dee")


def counts_form(
    games: GameActions, sides: dict[int, dict[str, str]], went_out: int | None, ending: str
) -> dict[str, str]:
    """The new-deal form with the box ticked and each side's counts on its first seat."""
    entry_id = entry_id_of(games.client.get(f"{games.edit_url}/deals/new"))
    data = {
        "entry_id": entry_id,
        "counted": "y",
        "went_out": "nobody" if went_out is None else str(went_out),
        "ending": ending,
    }
    for seat, counts in sides.items():
        data |= {f"players-{seat}-counts-{name}": value for name, value in counts.items()}
    return data


# Ann and Cy: one natural canasta (500), one mixed (300), two red threes (200), 310 melded,
# Cy goes out (100), 0 in hand: 1,410. Bob and Dee: melded 70, one red three (100), 45 in
# hand: 125 (007 Yahoo! Games, Scoring; Britannica: going out 100).
ANN_CY = {"clean": "1", "dirty": "1", "red_threes": "2", "melded": "310", "hand": "0"}
BOB_DEE = {"clean": "", "dirty": "0", "red_threes": "1", "melded": "70", "hand": "45"}


def test_a_counted_deal_is_stored_and_scored_by_side(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(FOUR, variant="canasta")
    form = client.get(f"{games.edit_url}/deals/new")
    text = page_text(form)
    assert "Enter each side's counts instead of the cards" in text
    assert "Ann and Cy's counts" in text and "Bob and Dee's counts" in text
    assert "Natural canastas (500 each)" in text
    data = counts_form(games, {0: ANN_CY, 1: BOB_DEE}, 2, "went_out")
    response = client.post(f"{games.edit_url}/deals/new", data=data)
    assert response.status_code == 302, page_text(response)
    board = client.get(games.edit_url)
    assert "Ann and Cy" in page_text(board)
    assert "Ann and Cy → total 1,410 · Bob and Dee → total 125" in page_text(board) or totals(
        board
    )[:2] == ["1,410", "125"]
    # The deal's page shows the counts as entered, in the game's words.
    deal = page_text(client.get(f"/g/{games.game().view_id}/deals/1"))
    assert "Ann Natural canastas (500 each) 1 Mixed canastas (300 each) 1" in deal
    assert "Card points left in hand 45" in deal
    # The fix form opens with the counts as stored, the box ticked.
    fix = client.get(f"{games.edit_url}/deals/1/edit")
    assert re.search(r'<input[^>]* checked id="counted"', fix.text), "the box is ticked"
    assert re.search(r'id="players-0-counts-melded"[^>]*value="310"', fix.text)
    assert re.search(r'id="players-1-counts-hand"[^>]*value="45"', fix.text)
    assert (
        client.post(
            f"{games.edit_url}/deals/1/edit",
            data=data | {"players-1-counts-hand": "55", "version": str(games.game().version)},
        ).status_code
        == 302
    )
    assert "Ann and Cy → total 1,410 · Bob and Dee → total 115" in page_text(
        client.get(games.edit_url)
    ) or totals(client.get(games.edit_url))[:2] == ["1,410", "115"]


def test_a_count_the_cards_cannot_make_is_refused_by_its_field_and_nothing_is_lost(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    games.start(FOUR, variant="canasta")
    before = all_rows(app)
    wrong = ANN_CY | {"melded": "312"}  # card points go in fives (007: every card 5, 10, 20, 50)
    response = client.post(
        f"{games.edit_url}/deals/new",
        data=counts_form(games, {0: wrong, 1: BOB_DEE}, 2, "went_out"),
    )
    assert response.status_code == 422
    assert "No cards count 312: card points go in steps of 5." in page_text(response)
    assert 'id="players-0-counts-melded-error"' in response.text
    assert 'value="312"' in response.text and 'value="45"' in response.text
    assert all_rows(app) == before


def test_going_out_needs_a_canasta_in_counts_too(client: FlaskClient, games: GameActions) -> None:
    games.start(FOUR, variant="canasta")
    none = ANN_CY | {"clean": "0", "dirty": "0"}
    response = client.post(
        f"{games.edit_url}/deals/new", data=counts_form(games, {0: none, 1: BOB_DEE}, 0, "went_out")
    )
    assert response.status_code == 422
    assert "Ann went out, but the side has 0 canastas" in page_text(response)


def test_a_count_that_is_no_whole_number_is_refused_by_its_field(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(FOUR, variant="canasta")
    response = client.post(
        f"{games.edit_url}/deals/new",
        data=counts_form(games, {0: ANN_CY | {"clean": "two"}, 1: BOB_DEE}, 2, "went_out"),
    )
    assert response.status_code == 422
    assert "Enter a whole number, 0 or more." in page_text(response)
    assert 'id="players-0-counts-clean-error"' in response.text


def test_a_game_without_counts_offers_no_box(client: FlaskClient, games: GameActions) -> None:
    games.start(FOUR, variant="rummy")
    assert "counts instead of the cards" not in page_text(client.get(f"{games.edit_url}/deals/new"))


def test_the_first_meld_minimum_follows_the_sides_total_before_the_deal(
    client: FlaskClient, games: GameActions
) -> None:
    """007 Yahoo! Games, Initial Meld Requirements: a side at 1,500 to 2,995 melds 90 at least
    first. Deal 1 (typed) puts Ann and Cy at 1,600; deal 2's 60 melded is refused, 90 is not."""
    games.start(FOUR, variant="canasta")
    entry_id = entry_id_of(client.get(f"{games.edit_url}/deals/new"))
    typed = {"entry_id": entry_id, "typed_scores": "y", "went_out": "nobody", "ending": "stock_out"}
    typed |= {
        f"players-{seat}-score": score for seat, score in enumerate(["1000", "0", "600", "0"])
    }
    assert client.post(f"{games.edit_url}/deals/new", data=typed).status_code == 302
    low = {"melded": "60", "hand": "10"}
    response = client.post(
        f"{games.edit_url}/deals/new", data=counts_form(games, {0: low, 1: {}}, None, "stock_out")
    )
    assert response.status_code == 422
    assert "less than the 90 its first meld needs at a total of 1,600" in page_text(response)
    enough = {"melded": "90", "hand": "10"}
    response = client.post(
        f"{games.edit_url}/deals/new",
        data=counts_form(games, {0: enough, 1: {}}, None, "stock_out"),
    )
    assert response.status_code == 302, page_text(response)


def test_a_counted_deal_with_nothing_melded_is_confirmed_first(
    client: FlaskClient, games: GameActions
) -> None:
    """A stock run out with nothing melded is rare enough to confirm (as for cards); a side that
    counted melded points melded something."""
    games.start(FOUR, variant="canasta")
    nothing = counts_form(games, {0: {"hand": "40"}, 1: {"hand": "25"}}, None, "stock_out")
    response = client.post(f"{games.edit_url}/deals/new", data=nothing)
    assert response.status_code == 422
    assert "Is that how it ended?" in page_text(response)
    confirmed = nothing | {"stock_out_confirmed": "y"}
    assert client.post(f"{games.edit_url}/deals/new", data=confirmed).status_code == 302


def test_a_conflicting_fix_of_a_counted_deal_shows_both_sides_counts(
    client: FlaskClient, games: GameActions
) -> None:
    """A fix sent after another phone fixed the same counted deal shows each entry's counts
    and scores; nothing is stored until the scorekeeper chooses."""
    games.start(FOUR, variant="canasta")
    data = counts_form(games, {0: ANN_CY, 1: BOB_DEE}, 2, "went_out")
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    edit = f"{games.edit_url}/deals/1/edit"

    def opened() -> dict[str, str]:
        page = client.get(edit).text
        fields = re.findall(r'<input id="(\w+)" name="\1" type="hidden" value="([^"]*)">', page)
        return {name: html.unescape(value) for name, value in fields}

    mine, theirs = opened(), opened()
    changed = dict(data) | theirs | {"players-1-counts-hand": "55"}
    assert client.post(edit, data=changed).status_code == 302
    response = client.post(edit, data=dict(data) | mine | {"players-1-counts-hand": "65"})
    assert response.status_code == 409
    text = page_text(response)
    assert "counted red threes 1, card points melded 70, card points in hand 55" in text
    assert "counted red threes 1, card points melded 70, card points in hand 65" in text
