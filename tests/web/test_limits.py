"""The seeds' limits through the deal form: going out empties the hand, Continental melds only by
going out, and a wild card keeps the card it was melded as (saved with the meld, shown on the
record).

Sources: 004 rummy family (Rummy; Continental Rummy), 001 pagat 500 Rummy (Jokers).
"""

from __future__ import annotations

from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import DealLine
from tests.web.game_pages import Cards, GameActions, field_note, page_text


def test_deal_form_refuses_going_out_with_cards_in_hand(
    client: FlaskClient, games: GameActions
) -> None:
    """004 Rummy: "When a player melds all cards in his hand, he goes out." The error stands by
    the hand of the player who went out, and nothing is saved."""
    games.start(variant="rummy")
    players = [Cards(melds=["5H 6H 7H"], hand="2C"), Cards(hand="KD"), Cards(hand="3S")]
    response = games.enter_deal(players, went_out=0)
    assert response.status_code == 422
    assert field_note(response, "players-0-hand").endswith(
        "Ann went out, so Ann has no cards left in hand; 2C is entered there."
    )
    assert games.deal_count() == 0


def test_continental_deal_form_refuses_melds_of_a_player_who_did_not_go_out(
    client: FlaskClient, games: GameActions
) -> None:
    """004 Continental Rummy: "You go out with the above hands in one fell swoop, or you don't
    go out at all." """
    games.start(["Ann", "Bob"], variant="continental-rummy")
    out = Cards(melds=["3H 4H 5H", "6C 7C 8C", "9D 10D JD", "QS KS AS", "4D 5D 6D"])
    response = games.enter_deal([out, Cards(melds=["5S 6S 7S"], hand="KC")], went_out=0)
    assert response.status_code == 422
    assert "Bob did not go out, so Bob melded nothing" in field_note(response, "players-1-melds-0")
    assert games.deal_count() == 0


def test_a_wild_card_is_saved_and_shown_as_the_card_it_was_melded_as(
    client: FlaskClient, games: GameActions
) -> None:
    """001 pagat 500 Rummy, Jokers: "you might meld club6 club7 joker as a sequence, and by
    putting the cards down in this arrangement you are specifying that the joker represents
    the club8". The deal keeps it (JK=8C), and a stated joker (JK=5D) is kept as stated; the
    deal in the record shows both."""
    games.start(variant="500-rummy")
    players = [
        Cards(melds=["6C 7C JK", "6D 7D JK=5D"]),
        Cards(hand="KD"),
        Cards(hand="3S"),
    ]
    assert games.enter_deal(players, went_out=0).status_code == 302
    with games.app.app_context():
        line = db.session.execute(db.select(DealLine).filter_by(seat=0)).scalar_one()
        assert line.melds == [["6C", "7C", "JK=8C"], ["6D", "7D", "JK=5D"]]
    view_id = games.game().view_id
    record = page_text(client.get(f"/g/{view_id}/deals/1"))
    assert "6♣ of clubs 7♣ of clubs JK as 8♣ of clubs" in record
    assert "JK as 5♦ of diamonds" in record
    edit = client.get(f"{games.edit_url}/deals/1/edit")
    assert 'value="6C 7C JK=8C"' in edit.text


def test_meld_check_says_what_a_wild_card_stands_for(
    client: FlaskClient, games: GameActions
) -> None:
    """001 pagat 500 Rummy, Jokers: the joker of 6C 7C JK is the 8C; JK=5C says otherwise; a
    statement the meld cannot hold is refused in the player's words."""
    games.start(variant="500-rummy")
    url = f"{games.edit_url}/meld"
    field = "players-0-melds-0"
    in_order = client.get(url, query_string={"field": field, field: "6C 7C JK"})
    assert page_text(in_order) == "✓ Run, 28 points; JK is 8♣ of clubs"
    stated = client.get(url, query_string={"field": field, field: "6c 7c jk=5c"})
    assert page_text(stated) == "✓ Run, 28 points; JK is 5♣ of clubs"
    wrong = client.get(url, query_string={"field": field, field: "6C 7C JK=KC"})
    assert page_text(wrong) == "✗ 6C 7C JK is no set or run with JK as KC."
    bad = client.get(url, query_string={"field": field, field: "6C 7C JK=ZZ"})
    assert "after = comes the card or rank the wild card stands for" in page_text(bad)


def test_deal_form_names_a_bad_statement_by_its_field(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(variant="500-rummy")
    players = [Cards(melds=["6C 7C JK=Z"]), Cards(hand="KD"), Cards(hand="3S")]
    response = games.enter_deal(players, went_out=None)
    assert response.status_code == 422
    assert "invalid card 'JK=Z'" in field_note(response, "players-0-melds-0")
    assert games.deal_count() == 0


def test_rules_page_lists_each_games_limits_and_a_deal(client: FlaskClient) -> None:
    """Issue 13, item 6: the rules page lists every stated limit of each game with its source
    line and whether it is enforced; its deal comes from the engine's plan_deal, as the
    scoreboard's and the deal form's do."""
    text = page_text(client.get("/rules"))
    assert (
        "2 to 12 players. Enforced: Refused when a game starts and in every deal scored. Source: "
        '004 Continental Rummy: "may be played by two to twelve players"'
    ) in text
    assert '"May I": taking a discard out of turn' in text
    assert "Not enforced: A rule of play: it leaves no trace in the cards entered" in text
    assert (
        "Each player's face-up first card says how many more cards they are dealt face down: "
        "2 to 10 their number, a picture 10, an ace 11."
    ) in text


def test_table_guide_shows_the_upcard_rule_and_contracts_may_i(
    client: FlaskClient, games: GameActions
) -> None:
    """000 Deal (the upcard rule on the scoreboard, from the engine's plan) and 004 Contract
    Rummy, Drawing cards ("may I", a reminder that changes no score)."""
    games.start()
    board = page_text(client.get(games.edit_url))
    assert "how many more cards they are dealt face down" in board
    assert "May I" not in board
    games.start(variant="contract-rummy")
    contract = page_text(client.get(games.edit_url))
    assert '"May I": a player who passes on the top discard' in contract
    deal = page_text(client.get(f"{games.edit_url}/deals/new"))
    assert "10 cards each." in deal
