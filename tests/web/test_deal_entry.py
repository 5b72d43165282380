"""The deal form as the test client sees it: the docked picker's markup (the walk's fields, the
packs' copies of each card) and Tonk's one question about how the deal ended. Everything here
also works as a plain POST, without JavaScript. Stakes are worked out by hand from 004 Tonk
(docs/rule-sources.md): a deal won takes one stake from each other player."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, entry_id_of, field_note, page_text, totals

TONK_HANDS = [Cards(hand="2C 3D"), Cards(hand="9S 8S"), Cards(hand="KS 4D")]


def test_the_picker_knows_how_many_of_each_card_the_packs_hold(
    client: FlaskClient, games: GameActions
) -> None:
    """000 pagat 5000 Rummy, The Deal: one pack for up to four players, two from five."""
    for names, copies in ((["Ann", "Bob", "Cy", "Dee"], "1"), (["A", "B", "C", "D", "E"], "2")):
        games.start(names)
        page = client.get(f"{games.edit_url}/deals/new").text
        dock = page[page.index('id="card-picker"') :]
        assert re.search(rf'data-card="KS"[^>]* data-copies="{copies}"', dock)
        assert 'data-card="JK"' not in dock  # no jokers in 5000 Rummy
        for kind in ("meld", "laid_off", "hand"):
            assert page.count(f'data-walk-field="{kind}"') >= len(names)


def test_tonk_asks_one_question_and_only_the_hands(client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob", "Cy"], variant="tonk")
    response = client.get(f"{games.edit_url}/deals/new")
    text = page_text(response)
    assert text.count("How the deal ended") == 1
    assert "Nobody: the stock ran out" not in text
    assert 'data-walk-field="meld"' not in response.text
    assert 'data-walk-field="laid_off"' not in response.text
    assert response.text.count('data-walk-field="hand"') == 3


def test_tonk_stock_out_needs_nobody_named(client: FlaskClient, games: GameActions) -> None:
    """004 Tonk: the stock ran out; Ann's 2C 3D (5) is the lowest hand: +2, -1, -1."""
    games.start(["Ann", "Bob", "Cy"], variant="tonk")
    entry_id = entry_id_of(client.get(f"{games.edit_url}/deals/new"))
    data = games.deal_form(TONK_HANDS, None, entry_id=entry_id, facts={"ending": "stock_out"})
    del data["went_out"]
    response = client.post(f"{games.edit_url}/deals/new", data=data)
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["2", "-1", "-1"]


def test_tonk_knock_needs_who_knocked(client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob", "Cy"], variant="tonk")
    data = games.deal_form(TONK_HANDS, None, facts={"ending": "knock"})
    del data["went_out"]
    response = client.post(f"{games.edit_url}/deals/new", data=data)
    assert response.status_code == 422
    assert "Say who went out, knocked or showed a tonk." in field_note(response, "went_out")
    assert games.deal_count() == 0


def test_tonk_went_out_needs_no_cards(client: FlaskClient, games: GameActions) -> None:
    """004 Tonk: Bob went out with a final discard: a stake from each other player, whatever
    their hands hold, so no cards need entering."""
    games.start(["Ann", "Bob", "Cy"], variant="tonk")
    response = games.enter_deal([Cards(), Cards(), Cards()], 1, facts={"ending": "went_out"})
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["-1", "2", "-1"]
    form = client.get(f"{games.edit_url}/deals/1/edit").text
    assert re.search(r'value="1"[^>]*checked|checked[^>]*value="1"', form)


def selected_wild_rank(html: str) -> str:
    """The wild rank the deal form's select shows chosen ("" for none)."""
    select = html[html.index('id="wild_rank"') :]
    select = select[: select.index("</select>")]
    chosen = re.search(r'<option[^>]*\bselected\b[^>]*value="([^"]*)"', select)
    return chosen.group(1) if chosen else ""


def test_the_scoreboard_enters_a_deal_with_the_wild_rank_tapped(
    client: FlaskClient, games: GameActions
) -> None:
    """000 pagat 5000 Rummy, The Deal: "The dealer's first (face up) card is wild". Tapping its
    rank on the scoreboard opens the deal with that rank chosen, one tap instead of two."""
    games.start(["Ann", "Bob", "Cy", "Dee"])
    board = client.get(games.edit_url).text
    links = re.findall(r'href="([^"]*/deals/new\?wild_rank=([^"]+))"', board)
    assert [rank for _, rank in links] == [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
    ]  # fmt: skip
    assert "Enter deal 1" in board  # the plain way in stays, for a rank not known yet
    for url, rank in links:
        assert selected_wild_rank(client.get(url).text) == rank
    plain = client.get(f"{games.edit_url}/deals/new").text
    assert selected_wild_rank(plain) == ""
    assert "data-chosen" not in plain  # only a rank tapped on the scoreboard outlives a draft


def test_a_wild_rank_not_a_rank_is_left_unchosen(client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob", "Cy", "Dee"])
    for wrong in ("Z", "", "0", "JK", "k" * 5000):
        response = client.get(f"{games.edit_url}/deals/new", query_string={"wild_rank": wrong})
        assert response.status_code == 200
        assert selected_wild_rank(response.text) == ""


def test_no_rank_buttons_where_no_card_shows_the_wild_rank(
    client: FlaskClient, games: GameActions
) -> None:
    """500 Rummy has no wild rank (005 pagat 500 Rum); 003 V2 (Ace to King) schedules it."""
    for variant, options in (("500-rummy", {}), ("5000-rummy", {"wild_schedule": "ace_to_king"})):
        games.start(["Ann", "Bob", "Cy"], variant=variant, **options)
        board = client.get(games.edit_url).text
        assert "wild_rank=" not in board
        assert "Enter deal 1" in board
