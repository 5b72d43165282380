"""Two phones keeping the same game (issue 5, Integrity): a save made from a form the other
phone has overtaken is refused with a clear message, and what was typed is kept."""

from __future__ import annotations

import re

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from tests.web.game_pages import Cards, GameActions, entry_id_of, page_text

DEAL_1 = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S"), Cards(hand="QC 2H")]
DEAL_2 = [Cards(hand="3C"), Cards(melds=["5H 6H 7H"]), Cards(hand="8D")]
STALE = "Someone else just changed this game. What you entered is still here"


def version_of(response: TestResponse) -> str:
    match = re.search(r'name="version" type="hidden" value="(\d+)"', response.text)
    assert match is not None, "no version on the form"
    return match.group(1)


def opened_deal_form(
    client: FlaskClient, games: GameActions, cards: list[Cards], went_out: int, wild: str
) -> dict[str, str]:
    """What the new-deal form sends once filled in, with the entry id and version it came with."""
    form = client.get(f"{games.edit_url}/deals/new")
    data = games.deal_form(cards, went_out, wild_rank=wild, entry_id=entry_id_of(form))
    return {**data, "version": version_of(form)}


def test_a_new_deal_saved_over_another_phones_deal_is_refused_and_kept(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    mine = opened_deal_form(client, games, DEAL_2, 1, "7")
    assert games.enter_deal(DEAL_1, 0, wild_rank="K").status_code == 302  # the other phone

    refused = client.post(f"{games.edit_url}/deals/new", data=mine)
    assert refused.status_code == 409
    text = page_text(refused)
    assert STALE in text
    assert "Deal 2" in text and "Bob deals." in text
    assert 'value="5H 6H 7H"' in refused.text and 'value="8D"' in refused.text
    assert version_of(refused) == str(games.game().version)
    assert games.deal_count() == 1

    mine["version"] = version_of(refused)
    again = client.post(f"{games.edit_url}/deals/new", data=mine)
    assert again.status_code == 302
    assert games.deal_count() == 2


def test_a_double_tap_is_not_mistaken_for_another_phone(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    data = opened_deal_form(client, games, DEAL_1, 0, "K")
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    assert games.deal_count() == 1


def test_a_fix_saved_over_another_phones_change_is_refused_and_kept(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(DEAL_1, 0, wild_rank="K")
    form = client.get(f"{games.edit_url}/deals/1/edit")
    assert version_of(form) == str(games.game().version)
    mine = {**games.deal_form(DEAL_2, 1, wild_rank="7"), "version": version_of(form)}
    games.enter_deal(DEAL_2, 1, wild_rank="7")  # the other phone
    refused = client.post(f"{games.edit_url}/deals/1/edit", data=mine)
    assert refused.status_code == 409
    assert STALE in page_text(refused)
    assert 'value="5H 6H 7H"' in refused.text
    assert "Fix deal 1" in page_text(refused)
    stored = client.get(f"{games.edit_url}/deals/1/edit").text
    assert 'value="KS KH KD"' in stored


def test_deleting_over_another_phones_change_is_refused(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    games.enter_deal(DEAL_1, 0, wild_rank="K")
    version = games.game().version
    games.enter_deal(DEAL_2, 1, wild_rank="7")
    response = client.post(f"{games.edit_url}/deals/1/delete", data={"version": str(version)})
    assert response.status_code == 302
    scoreboard = page_text(client.get(response.headers["Location"]))
    assert "The game changed since that page was shown: deal 1 was not deleted" in scoreboard
    assert games.deal_count() == 2


def test_a_version_that_is_not_a_number_is_not_a_500(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    data = {**games.deal_form(DEAL_1, 0, wild_rank="K"), "version": "²", "add_meld": "²"}
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    assert client.post(f"{games.edit_url}/deals/1/delete", data={"version": "x"}).status_code == 302
    assert games.deal_count() == 1


def test_an_entry_id_that_is_not_one_the_form_made_is_ignored(
    client: FlaskClient, games: GameActions
) -> None:
    games.start()
    data = games.deal_form(DEAL_1, 0, wild_rank="K", entry_id="x" * 40)
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    assert client.post(f"{games.edit_url}/deals/new", data=data).status_code == 302
    assert games.deal_count() == 2
