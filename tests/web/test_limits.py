"""The seeds' limits through the deal form: going out empties the hand, Continental melds only by
going out, and a wild card keeps the card it was melded as (saved with the meld, shown on the
record); issue 20: a Rummy deal ends only by going out, Tonk's five cards, a wild rank of the
packs, no went-out deal without cards, and an import refusing what the deal form refuses.

Sources: 004 rummy family (Rummy; Continental Rummy; Tonk; Rummy 11), 001 pagat 500 Rummy
(Jokers), 000 pagat 5000 Rummy (End of the play; Variations, George).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine
from tests.apps import make_app
from tests.web.game_pages import Cards, GameActions, all_rows, field_note, page_text


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
        "Ann went out, so Ann has no cards left in hand; the 2 of clubs is entered there."
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
    url = f"/g/{games.game().view_id}/meld"
    field = "players-0-melds-0"
    in_order = client.get(url, query_string={"field": field, field: "6C 7C JK"})
    assert page_text(in_order) == "✓ Run, 28 points; the joker is the 8 of clubs"
    stated = client.get(url, query_string={"field": field, field: "6c 7c jk=5c"})
    assert page_text(stated) == "✓ Run, 28 points; the joker is the 5 of clubs"
    wrong = client.get(url, query_string={"field": field, field: "6C 7C JK=KC"})
    assert page_text(wrong) == (
        "✗ The 6 and 7 of clubs and the joker make no set or run with the joker as the king of "
        "clubs."
    )
    bad = client.get(url, query_string={"field": field, field: "6C 7C JK=ZZ"})
    assert "After = write the card or rank the wild card stands for" in page_text(bad)


def test_deal_form_names_a_bad_statement_by_its_field(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(variant="500-rummy")
    players = [Cards(melds=["6C 7C JK=Z"]), Cards(hand="KD"), Cards(hand="3S")]
    response = games.enter_deal(players, went_out=None)
    assert response.status_code == 422
    assert "'JK=Z' is not a card." in field_note(response, "players-0-melds-0")
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
    assert "The wild rank is shown by the dealer's face-up first card." in text  # 000 Deal


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


# Issue 20: what the deal form and an import let through.


def test_rummy_deal_form_offers_no_stock_out_and_refuses_one(
    client: FlaskClient, games: GameActions
) -> None:
    """004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard
    pile (do not shuffle) to form a new stock and continue play": the deal form asks who went
    out, with no "Nobody" to choose, says why, and stores nothing sent with nobody out."""
    games.start(variant="rummy")
    page = client.get(f"{games.edit_url}/deals/new")
    assert 'value="nobody"' not in page.text
    assert field_note(page, "went_out").startswith("A deal ends only when a player goes out")
    assert "(004 Rummy)" in field_note(page, "went_out")
    players = [Cards(melds=["5H 6H 7H"], hand="9S"), Cards(hand="KD"), Cards(hand="3S")]
    response = games.enter_deal(players, went_out=None)
    assert response.status_code == 422
    assert games.deal_count() == 0
    rules = page_text(client.get(games.edit_url))
    assert "turn the discard pile over (no shuffle) as the new stock" in rules


def test_rummy_11_deal_form_offers_no_stock_out(client: FlaskClient, games: GameActions) -> None:
    """004 Rummy 11: "The standard Rummy rules are followed" (004 Rummy: "continue play")."""
    games.start(["Ann", "Bob"], variant="rummy-11")
    assert 'value="nobody"' not in client.get(f"{games.edit_url}/deals/new").text
    response = games.enter_deal([Cards(melds=["5H 6H 3C"]), Cards(hand="KD")], went_out=0)
    assert response.status_code == 302
    with games.app.app_context():
        stored = db.session.execute(db.select(Deal).filter_by(number=1)).scalar_one()
        assert stored.wild_rank == "3"  # "in Round 1, 3s are wild"


def test_tonk_deal_form_refuses_a_six_card_tonk(client: FlaskClient, games: GameActions) -> None:
    """004 Tonk: "Deal each player five cards ... Declare tonks immediately": six cards worth
    50 are no tonk. The error stands by the hand, and nothing is saved."""
    games.start(["Ann", "Bob"], variant="tonk")
    players = [Cards(hand="KH QH JH 10H 5C 5D"), Cards(hand="2C")]
    response = games.enter_deal(players, went_out=0, facts={"ending": "tonk"})
    assert response.status_code == 422
    note = field_note(response, "players-0-hand")
    assert "Ann has 6 cards entered: a tonk is the 5 cards dealt" in note
    assert '004 Tonk: "Deal each player five cards' in note
    assert games.deal_count() == 0
    five = [Cards(hand="KH QH JH 10H QC"), Cards(hand="2C")]
    assert games.enter_deal(five, went_out=0, facts={"ending": "tonk"}).status_code == 302


def test_deal_form_refuses_a_wild_rank_taken_out_of_the_packs(
    client: FlaskClient, games: GameActions
) -> None:
    """000 Variations (George): "a double 48-card pack without twos"; 000 Deal: "The dealer's
    first (face up) card is wild": no upcard makes 2s wild. Neither the scoreboard's rank
    buttons nor the form offer 2; a form sent with it is refused in the rule's words."""
    games.start(variant="george")
    assert f'href="{games.edit_url}/deals/new?wild_rank=2"' not in client.get(games.edit_url).text
    assert f'href="{games.edit_url}/deals/new?wild_rank=3"' in client.get(games.edit_url).text
    form = client.get(f"{games.edit_url}/deals/new").text
    assert '<option value="2">' not in form and '<option value="3">' in form
    players = [Cards(melds=["5H 5C 5D"]), Cards(hand="KD"), Cards(hand="3S")]
    response = games.enter_deal(players, went_out=0, wild_rank="2")
    assert response.status_code == 422
    assert "George (2500 Rummy) is played without 2s" in field_note(response, "wild_rank")
    assert games.deal_count() == 0


def test_deal_form_refuses_a_went_out_deal_without_cards_citing_the_rule(
    client: FlaskClient, games: GameActions
) -> None:
    """000 End of the play: "A player has only one card left after melding and discards it, so
    having no cards left in hand. This is called going out": the engine refuses it, at the
    top of the form (it is about every player's cards)."""
    games.start()
    response = games.enter_deal([Cards(), Cards(), Cards()], went_out=1, wild_rank="9")
    assert response.status_code == 422
    alert = re.search(r'<p class="form-error" role="alert">(.*?)</p>', response.text, re.S)
    assert alert is not None
    assert "Bob went out, but no cards are entered" in alert.group(1)
    assert "000 End of the play" in alert.group(1)
    assert games.deal_count() == 0


@pytest.mark.parametrize(
    ("variant", "change", "words"),
    [
        # 004 Rummy: "If the stock is exhausted ... turn over the discard pile ... continue play"
        ("rummy", {"went_out": None}, "a deal ends only when a player goes out"),
        # 000 End of the play: going out gets rid of cards; none at all is no deal.
        ("rummy", {"lines": []}, "went out, but no cards are entered"),
    ],
)
def test_an_import_refuses_what_the_deal_form_refuses(
    app: Flask,
    client: FlaskClient,
    games: GameActions,
    tmp_path: Path,
    variant: str,
    change: dict[str, Any],
    words: str,
) -> None:
    """An archive's deals are checked by the engine as any deal: one the rules refuse imports
    nothing, and says why."""
    games.start(variant=variant)
    players = [Cards(melds=["5H 6H 7H"]), Cards(hand="KD"), Cards(hand="3S")]
    assert games.enter_deal(players, went_out=0).status_code == 302
    result = app.test_cli_runner().invoke(args=["backup", "-"])
    archive = json.loads(result.output)
    archive["games"][0]["deals"][0].update(change)
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3", WTF_CSRF_ENABLED=False)
    path = tmp_path / "archive.json"
    path.write_text(json.dumps(archive))
    imported = elsewhere.test_cli_runner().invoke(args=["import", str(path)])
    assert imported.exit_code == 1
    assert words in imported.output
    assert all_rows(elsewhere)["game"] == []


# Issue 38, item 1: the seeds' last gaps, each refusal by the field that caused it.

_CONTINENTAL_OUT = ["3H 4H 5H", "9S 10S JS", "QS KS AS", "4D 5D 6D", "7C 8C 9C"]


@pytest.mark.parametrize(
    ("variant", "players", "facts", "field", "words"),
    [
        # 004 Rummy: "With two players, ten cards each"
        (
            "rummy",
            [Cards(melds=["5H 6H 7H"]), Cards(hand="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC")],
            {},
            "players-1-hand",
            "Bob has 11 cards entered, melded, laid off and in hand: Rummy deals 10",
        ),
        # 004 Koon Kan: "Deal ten cards to each player"
        (
            "koon-kan",
            [
                Cards(melds=["AH 2H 3H 4H", "5S 6S 7S", "JD QD KD AD"]),
                Cards(melds=["2C 3C 4C"], hand="5C 6C 7C JC QC KC AC 2D"),
            ],
            {},
            "players-1-hand",
            "Koon Kan deals 10 and each turn draws one card and discards one, so Bob has at most "
            '10 (004 Koon Kan: "Deal ten cards to each player").',
        ),
        # 004 Continental Rummy: "players may not meld or build any other cards"
        (
            "continental-rummy",
            [Cards(melds=_CONTINENTAL_OUT, laid_off="7D"), Cards(hand="KC")],
            {},
            "players-0-laid_off",
            "Ann went out and laid off the 7 of diamonds",
        ),
    ],
)
def test_deal_form_refuses_the_seeds_last_gaps_by_their_field(
    client: FlaskClient,
    games: GameActions,
    variant: str,
    players: list[Cards],
    facts: dict[str, str],
    field: str,
    words: str,
) -> None:
    """Issue 38, item 1: each refusal is a 422 whose words stand by the field that caused it,
    and nothing is saved. (Tonk's form has no meld fields: a tonk after a meld comes only
    through the API, tests/api/test_api.py.)"""
    games.start(["Ann", "Bob"], variant=variant)
    response = games.enter_deal(players, went_out=0, facts=facts)
    assert response.status_code == 422
    assert words in field_note(response, field)
    assert games.deal_count() == 0


def test_contract_deal_form_refuses_two_runs_of_a_suit_that_join_up(
    client: FlaskClient, games: GameActions
) -> None:
    """004 Contract Rummy: round 3's contract is 2 sequences; "if you play in the same suit,
    separate the sequences by at least one card (the two sequences may not be in continuous
    rank order)": 3-6 and 7-10 of hearts are refused for joining up, by the first meld."""
    games.start(["Ann", "Bob", "Cy"], variant="contract-rummy")
    first = [Cards(melds=["5H 5D 5S", "KC KD KS"]), Cards(hand="AS"), Cards(hand="4C")]
    assert games.enter_deal(first, went_out=0).status_code == 302
    second = [Cards(melds=["5H 5D 5S", "6C 7C 8C"]), Cards(hand="AS"), Cards(hand="4C")]
    assert games.enter_deal(second, went_out=0).status_code == 302
    joined = [Cards(melds=["3H 4H 5H 6H", "7H 8H 9H 10H"]), Cards(hand="AS"), Cards(hand="4C")]
    response = games.enter_deal(joined, went_out=0)
    assert response.status_code == 422
    assert "two runs of deal 3's contract are in one suit and join up" in field_note(
        response, "players-0-melds-0"
    )
    apart = [Cards(melds=["3H 4H 5H 6H", "8H 9H 10H JH"]), Cards(hand="AS"), Cards(hand="4C")]
    assert games.enter_deal(apart, went_out=0).status_code == 302


def test_continental_table_guide_says_may_i(client: FlaskClient, games: GameActions) -> None:
    """004 Continental Rummy "follows the basic rules of Contract Rummy", Drawing cards among
    them: its table guide reminds the table of "May I", as Contract Rummy's does."""
    games.start(["Ann", "Bob"], variant="continental-rummy")
    assert '"May I": a player who passes on the top discard' in page_text(
        client.get(games.edit_url)
    )
