"""No phantom deals and no duplicates (issue 10, items 3 and 4), through the test client: the
deal form carries the number of the deal it was opened for; a deal already saved under that
number is shown side by side with the one sent and nothing is stored until the scorekeeper
chooses; a fix of a deal another phone changed shows what it changed; a deal with someone gone
out and no cards at all is refused, and a stock-out deal with no melds is confirmed first.

Scores (000 pagat 5000 Rummy, Scoring): DEAL_1 gives Ann 165, Bob 300, Cy 5 (see
tests/web/test_games.py); OTHER_DEAL, 2s wild, Cy goes out with three queens (30) and collects
Ann's 4D and Bob's 9D (5 + 5): Cy 40.
"""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from tests.web.game_pages import Cards, GameActions, page_text, totals

DEAL_1 = [
    Cards(melds=["KS KH KD", "5C 6C 7C"]),
    Cards(melds=["AS AH AD"], hand="9D 4S"),
    Cards(laid_off="8C", hand="QC 2H"),
]
OTHER_DEAL = [Cards(hand="4D"), Cards(hand="9D"), Cards(melds=["QS QH QD"])]


@pytest.fixture
def started(games: GameActions) -> GameActions:
    """A 5000 Rummy game for Ann, Bob and Cy; Ann deals first."""
    games.start()
    return games


def opened(client: FlaskClient, url: str) -> dict[str, str]:
    """The hidden fields of a deal form as opened (entry id, version, deal number, shown)."""
    page = client.get(url).text
    fields = re.findall(r'<input id="(\w+)" name="\1" type="hidden" value="([^"]*)">', page)
    return {name: html.unescape(value) for name, value in fields}


def filled(
    client: FlaskClient, games: GameActions, url: str, players: list[Cards], went_out: int | None
) -> dict[str, str]:
    """A deal form opened at ``url`` and filled in (2s wild), as it would be sent."""
    return games.deal_form(players, went_out=went_out, wild_rank="2") | opened(client, url)


def hidden_form(response: TestResponse) -> dict[str, list[str]]:
    """The hidden fields of the conflict page's "mine" form, as it would send them."""
    fields: dict[str, list[str]] = {}
    for name, value in re.findall(
        r'<input type="hidden" name="([^"]+)" value="([^"]*)">', response.text
    ):
        fields.setdefault(html.unescape(name), []).append(html.unescape(value))
    return fields


def test_the_form_carries_the_deal_it_was_opened_for(
    client: FlaskClient, started: GameActions
) -> None:
    assert opened(client, f"{started.edit_url}/deals/new")["opened_for"] == "1"
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    assert opened(client, f"{started.edit_url}/deals/new")["opened_for"] == "2"


def test_a_deal_saved_first_elsewhere_is_shown_side_by_side(
    client: FlaskClient, started: GameActions
) -> None:
    new = f"{started.edit_url}/deals/new"
    mine, theirs = opened(client, new), opened(client, new)
    theirs_data = started.deal_form(DEAL_1, went_out=0, wild_rank="2") | theirs
    assert client.post(new, data=theirs_data).status_code == 302

    sent = started.deal_form(OTHER_DEAL, went_out=2, wild_rank="2") | mine
    response = client.post(new, data=sent)
    assert response.status_code == 409
    text = page_text(response)
    assert "Deal 1 is already saved: open it to fix it" in text
    assert f'href="{started.edit_url}/deals/1/edit"' in response.text
    assert "Ann Theirs 165 melded KS KH KD, 5C 6C 7C Yours 0 hand 4D Score difference: -165" in text
    assert "Cy Theirs 5 laid off 8C; hand QC 2H Yours 40 melded QS QH QD" in text
    assert "Keep theirs" in text and "Mine is the next deal" in text
    assert started.deal_count() == 1

    # The first phone's form sent again: the same entry, stored once.
    assert client.post(new, data=theirs_data).status_code == 302
    assert started.deal_count() == 1

    # "Mine is the next deal": stored as deal 2, once, however often it is sent.
    choice = hidden_form(response)
    assert choice["opened_for"] == ["2"]
    for _ in range(2):
        assert client.post(new, data=choice).status_code == 302
    assert started.deal_count() == 2
    assert totals(client.get(started.edit_url)) == ["165", "300", "45"]


def test_a_form_for_a_deal_past_the_next_is_refused(
    client: FlaskClient, started: GameActions
) -> None:
    """Deal 2 was deleted while the form for deal 3 was open: nothing is stored under 2."""
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    sent = filled(client, started, f"{started.edit_url}/deals/new", DEAL_1, 0)
    sent["opened_for"] = "3"
    response = client.post(f"{started.edit_url}/deals/new", data=sent)
    assert response.status_code == 409
    assert "Someone else just changed this game" in page_text(response)
    assert started.deal_count() == 1


def test_a_form_sent_again_to_another_game_is_stored_there(
    client: FlaskClient, started: GameActions
) -> None:
    """A form's entry id belongs to its game: the same form sent to another game (its entry
    id replayed there) is a deal of that game."""
    sent = filled(client, started, f"{started.edit_url}/deals/new", DEAL_1, 0)
    assert client.post(f"{started.edit_url}/deals/new", data=sent).status_code == 302
    first = started.edit_url
    started.start()
    again = client.post(f"{started.edit_url}/deals/new", data=sent)
    assert again.status_code == 302
    assert started.deal_count() == 1
    assert totals(client.get(started.edit_url)) == totals(client.get(first)) == ["165", "300", "5"]


def test_a_form_sent_again_after_its_deal_was_deleted_stores_nothing(
    client: FlaskClient, started: GameActions
) -> None:
    """Saved, deleted (on another phone), then sent again (the back button, a retry): the
    deal stays deleted, and can still be restored from the Changes page."""
    sent = filled(client, started, f"{started.edit_url}/deals/new", DEAL_1, 0)
    assert client.post(f"{started.edit_url}/deals/new", data=sent).status_code == 302
    version = str(started.game().version)
    deleted = client.post(f"{started.edit_url}/deals/1/delete", data={"version": version})
    assert deleted.status_code == 302 and started.deal_count() == 0
    again = client.post(f"{started.edit_url}/deals/new", data=sent, follow_redirects=True)
    assert again.status_code == 200
    assert "Deal 1 saved." in page_text(again)
    assert started.deal_count() == 0
    changes = client.get(f"{started.edit_url}/changes").text
    restore = re.search(r'action="([^"]+/restore)"', changes)
    assert restore is not None
    version = str(started.game().version)
    assert client.post(restore.group(1), data={"version": version}).status_code == 302
    assert started.deal_count() == 1
    assert totals(client.get(started.edit_url)) == ["165", "300", "5"]


@pytest.mark.parametrize("number", ["0", "000"])
def test_a_form_opened_for_deal_0_is_refused_in_words(
    client: FlaskClient, started: GameActions, number: str
) -> None:
    sent = filled(client, started, f"{started.edit_url}/deals/new", DEAL_1, 0)
    sent["opened_for"] = number
    response = client.post(f"{started.edit_url}/deals/new", data=sent)
    assert response.status_code == 409
    assert "Someone else just changed this game" in page_text(response)
    assert 'name="opened_for" type="hidden" value="1"' in response.text
    assert started.deal_count() == 0


def test_a_change_to_another_deal_does_not_refuse_a_new_one(
    client: FlaskClient, started: GameActions
) -> None:
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    sent = filled(client, started, f"{started.edit_url}/deals/new", OTHER_DEAL, 2)
    fix = started.deal_form(DEAL_1, went_out=0, wild_rank="2")
    assert client.post(f"{started.edit_url}/deals/1/edit", data=fix).status_code == 302
    assert client.post(f"{started.edit_url}/deals/new", data=sent).status_code == 302
    assert started.deal_count() == 2


def test_someone_gone_out_with_no_cards_is_refused(
    client: FlaskClient, started: GameActions
) -> None:
    """What Back then Save used to store: the wild rank and who went out, no cards."""
    response = started.enter_deal([Cards(), Cards(), Cards()], went_out=0, wild_rank="2")
    assert response.status_code == 422
    assert "Ann went out, but no cards are entered" in page_text(response)
    assert started.deal_count() == 0


def test_a_stock_out_with_no_melds_is_confirmed_first(
    client: FlaskClient, started: GameActions
) -> None:
    players = [Cards(hand="4D"), Cards(hand="9D KS"), Cards(hand="QC")]
    response = started.enter_deal(players, went_out=None, wild_rank="2")
    assert response.status_code == 422
    assert "nobody went out and nobody melded or laid off anything" in page_text(response)
    assert 'name="stock_out_confirmed"' in response.text
    assert started.deal_count() == 0

    new = f"{started.edit_url}/deals/new"
    confirmed = filled(client, started, new, players, None)
    response = client.post(new, data=confirmed | {"stock_out_confirmed": "y"})
    assert response.status_code == 302
    assert totals(client.get(started.edit_url)) == ["0", "0", "0"]


def test_a_tonk_deal_needs_no_cards(client: FlaskClient, games: GameActions) -> None:
    """Tonk is played for stakes: who ended the deal and how is the deal (002 Tonk)."""
    games.start(("Ann", "Bob"), variant="tonk")
    response = games.enter_deal([Cards(), Cards()], went_out=0, facts={"ending": "went_out"})
    assert response.status_code == 302, page_text(response)
    assert games.deal_count() == 1


def test_a_conflicting_fix_shows_what_the_other_phone_changed(
    client: FlaskClient, started: GameActions
) -> None:
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    edit = f"{started.edit_url}/deals/1/edit"
    mine, theirs = opened(client, edit), opened(client, edit)
    assert "shown" in mine

    # The other phone: Bob held 9D 4C, not 9D 4S; no score changes.
    changed = [DEAL_1[0], Cards(melds=["AS AH AD"], hand="9D 4C"), DEAL_1[2]]
    their_fix = started.deal_form(changed, went_out=0, wild_rank="2") | theirs
    assert client.post(edit, data=their_fix).status_code == 302

    fourth_ace = [DEAL_1[0], Cards(melds=["AS AH AD AC"], hand="9D 4S"), DEAL_1[2]]
    my_fix = started.deal_form(fourth_ace, went_out=0, wild_rank="2") | mine
    response = client.post(edit, data=my_fix)
    assert response.status_code == 409
    text = page_text(response)
    assert "Deal 1 changed on another phone" in text
    # Before, theirs (now) and yours, per player (000 pagat 5000 Rummy, Scoring: aces 100).
    assert (
        "Bob Before 300 melded AS AH AD; hand 9D 4S "
        "Theirs (now) 300 melded AS AH AD; hand 9D 4C "
        "Yours 400 melded AS AH AD AC; hand 9D 4S Score difference: none"
    ) in text
    assert totals(client.get(started.edit_url)) == ["165", "300", "5"]

    choice = hidden_form(response)
    assert client.post(edit, data=choice).status_code == 302
    assert totals(client.get(started.edit_url)) == ["165", "400", "5"]
    assert started.deal_count() == 1


def test_a_fix_after_another_deal_was_added_is_saved(
    client: FlaskClient, started: GameActions
) -> None:
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    edit = f"{started.edit_url}/deals/1/edit"
    mine = opened(client, edit)
    started.enter_deal(OTHER_DEAL, went_out=2, wild_rank="2")
    fourth_ace = [DEAL_1[0], Cards(melds=["AS AH AD AC"], hand="9D 4S"), DEAL_1[2]]
    response = client.post(
        edit, data=started.deal_form(fourth_ace, went_out=0, wild_rank="2") | mine
    )
    assert response.status_code == 302
    assert totals(client.get(started.edit_url)) == ["165", "400", "45"]


@pytest.mark.parametrize("shown", ["{bad", "[]", '{"players": [1]}', '{"players": [], "x": [1]}'])
def test_a_garbled_shown_field_falls_back_to_the_version(
    client: FlaskClient, started: GameActions, shown: str
) -> None:
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    edit = f"{started.edit_url}/deals/1/edit"
    mine = opened(client, edit) | {"shown": shown}
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2") | mine
    assert client.post(edit, data=data).status_code == 302
    started.enter_deal(OTHER_DEAL, went_out=2, wild_rank="2")
    response = client.post(edit, data=data)  # the version is old now
    assert response.status_code == 409
    assert "Someone else just changed this game" in page_text(response)
