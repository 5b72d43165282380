"""Gin Rummy through the deal form: how the deal ended and who knocked, every player's cards,
Oklahoma's upcard, the game-end bonuses in the stored numbers (saved, fixed, deleted), and each
player's least-deadwood arrangement under the form.

The numbers are worked out by hand in tests/rules/test_gin_rummy.py from 005 pagat Gin Rummy,
Scoring: a knock 38-2 = 36 for Ann; an undercut 8-5 + 10 = 13 for Bob; a draw; gin 51 + 20 = 71
for Ann, reaching 100: the game bonus 100 and a box of 20 for each deal won.
"""

from __future__ import annotations

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from tests.web.game_pages import (
    HTMX,
    Cards,
    GameActions,
    field_note,
    page_text,
    squeeze,
    totals,
)
from tests.web.seated_games import open_seat, read_drafts

KNOCK = [
    Cards(("3C 4C 5C", "7H 7D 7S", "JD QD KD"), hand="2H"),
    Cards(("9S 10S JS",), "6C", "KH QH 8D 4H 5S AH"),
]
UNDERCUT = [
    Cards(("2S 3S 4S", "9H 9C 9D", "5D 6D 7D"), hand="8C"),
    Cards(("KS KH KC", "10H JH QH"), "8D AS", "3H 2C"),
]
GIN = [
    Cards(("AH 2H 3H 4H", "8S 8C 8D", "JC QC KC")),
    Cards(("5S 6S 7S",), hand="9D 10D KD QS 2D 4C 6H"),
]
DRAW = [Cards(), Cards()]


def play(games: GameActions, *deals: tuple[list[Cards], int | None, str]) -> None:
    for players, knocker, ending in deals:
        response = games.enter_deal(players, knocker, facts={"ending": ending})
        assert response.status_code == 302, page_text(response)


def test_the_deal_form_asks_how_the_deal_ended_and_who_knocked(
    client: FlaskClient, games: GameActions
) -> None:
    """005 pagat Gin Rummy: a deal ends by a knock, gin or a draw (big gin only where the house
    plays it); the knocker's melds and deadwood, the defender's melds, lay-offs and deadwood."""
    games.start(["Ann", "Bob"], variant="gin-rummy")
    page = client.get(f"{games.edit_url}/deals/new")
    text = page_text(page)
    assert "How the deal ended" in text and "Who knocked" in text
    assert "Gin: no deadwood" in text and "A draw: two cards left in the stock" in text
    assert "Big gin" not in text
    assert "The first upcard" not in text  # Oklahoma only
    for kind in ("meld", "laid_off", "hand"):
        assert page.text.count(f'data-walk-field="{kind}"') >= 2
    games.start(["Ann", "Bob"], variant="gin-rummy", big_gin_bonus=31, oklahoma=True)
    text = page_text(client.get(f"{games.edit_url}/deals/new"))
    assert "Big gin: all eleven cards melded" in text and "The first upcard" in text


def test_a_whole_game_stores_the_game_end_bonuses(client: FlaskClient, games: GameActions) -> None:
    """005 Scoring: deal 4's gin takes Ann to 107: it carries her game bonus 100 and boxes 2 x 20,
    and Bob's box 20: totals 247 and 33, and the game is over."""
    games.start(["Ann", "Bob"], variant="gin-rummy")
    play(games, (KNOCK, 0, "knock"), (UNDERCUT, 0, "knock"), (DRAW, None, "stock_out"))
    assert totals(client.get(games.edit_url)) == ["36", "13"]
    play(games, (GIN, 0, "gin"))
    assert totals(client.get(games.edit_url)) == ["247", "33"]
    assert games.game().finished
    # Fixing deal 2 into a draw leaves Bob without a point: a shutout, the game bonus doubled
    # (200), Ann's boxes 2 x 20: deal 4 gives 71 + 240 = 311; Ann 36 + 311 = 347, Bob 0.
    entry = games.deal_form(DRAW, None, facts={"ending": "stock_out"})
    entry["version"] = str(games.game().version)
    response = client.post(f"{games.edit_url}/deals/2/edit", data=entry)
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["347", "0"]
    # Deleting deal 4 leaves a game under 100: no bonus anywhere.
    version = str(games.game().version)
    response = client.post(f"{games.edit_url}/deals/4/delete", data={"version": version})
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["36", "0"]
    assert not games.game().finished


def test_a_knock_over_the_limit_is_refused_by_the_knockers_hand(
    client: FlaskClient, games: GameActions
) -> None:
    """005 Knocking: 10 or fewer points of deadwood. Counted as laid out (the house rule), Ann's
    2H JD QD KD leave 32; melding the diamonds leaves 2: the refusal says so by her hand, and
    nothing is stored."""
    games.start(["Ann", "Bob"], variant="gin-rummy", gin_deadwood="as_laid_out")
    worse = [
        Cards(("3C 4C 5C", "7H 7D 7S"), hand="2H JD QD KD"),
        Cards(("9S 10S JS",), "", "KH QS 8D 4H 5S AH 6C"),
    ]
    response = games.enter_deal(worse, 0, facts={"ending": "knock"})
    assert response.status_code == 422
    note = field_note(response, "players-0-hand")
    assert "knocked with 32 points of deadwood: the knock limit is 10" in note
    assert "leave 2" in note
    assert games.deal_count() == 0


def test_the_preview_shows_the_least_deadwood_and_says_when_the_entry_leaves_more(
    client: FlaskClient, games: GameActions
) -> None:
    """The least-deadwood finder (arrangements.py, 005 melds): Ann's entry leaves 32, her cards
    at best 2 (J-Q-K of diamonds melded); Bob's 44, at best 34 (9S-QS melded): each note says
    so and offers that arrangement. Entered so, Ann's is the best."""
    games.start(["Ann", "Bob"], variant="gin-rummy")
    worse = [
        Cards(("3C 4C 5C", "7H 7D 7S"), hand="2H JD QD KD"),
        Cards(("9S 10S JS",), "", "KH QS 8D 4H 5S AH 6C"),
    ]
    data = games.deal_form(worse, 0, facts={"ending": "knock"})
    response = client.post(f"{games.edit_url}/deals/1/preview", data=data, headers=HTMX)
    text = page_text(response)
    assert "Ann's cards can leave 2 points of deadwood; as entered they leave 32." in text
    assert "Bob's cards can leave 34 points of deadwood; as entered they leave 44." in text
    assert 'data-arrange="0"' in response.text and 'data-arrange="1"' in response.text
    assert 'data-melds="3C 4C 5C|7D 7H 7S|JD QD KD"' in response.text
    assert 'data-hand="2H"' in response.text
    data = games.deal_form(KNOCK, 0, facts={"ending": "knock"})
    response = client.post(f"{games.edit_url}/deals/1/preview", data=data, headers=HTMX)
    assert "Ann: the least deadwood these cards leave, 2 points." in page_text(response)
    assert 'data-arrange="0"' not in response.text


ANN_FIVE = Cards(("AS 2S 3S", "10H JH QH", "7C 7H 7S"), hand="5S")
BEN_IN_HAND = Cards(hand="KC 5D 9H 8D AC 9S KD 7D 9D KH")
"""Ben's ten cards tapped into his hand: 78 points; at best K-K-K and 9-9-9 melded, 21 left."""


def sheet(response: TestResponse) -> str:
    """The sheet by Save's words: the scores, the cards counted, its line."""
    return squeeze(response.text.split('<div id="preview-detail"', 1)[0])


def test_the_sheet_counts_the_defender_at_his_least_deadwood_and_shows_how(
    client: FlaskClient, games: GameActions
) -> None:
    """005 pagat Gin Rummy, Knocking and Scoring (each player's cards spread in melds, the
    unmatched counted): Ann knocks with 5; Ben's ten cards tapped into his hand leave 21 at
    best: the sheet by Save says Ann 16 and shows the melds and deadwood it counted, and Save
    stores 16 (issue 49, item 5: the sheet and the store said 73). Under the house rule "as
    laid out", 78 - 5 = 73, and the sheet counts the hand as entered, showing no arrangement.
    The rules page lists the option."""
    games.start(["Ann", "Ben"], variant="gin-rummy")
    data = games.deal_form([ANN_FIVE, BEN_IN_HAND], 0, facts={"ending": "knock"})
    response = client.post(f"{games.edit_url}/deals/1/preview", data=data, headers=HTMX)
    words = sheet(response)
    assert 'data-scores="16 0"' in response.text
    assert (
        "Ben counts 21, melded at best: K♣ of clubs K♦ of diamonds K♥ of hearts · 9♦ of diamonds"
        " 9♥ of hearts 9♠ of spades — deadwood A♣ of clubs 5♦ of diamonds 7♦ of diamonds 8♦ of"
        " diamonds"
    ) in words
    assert "Ann counts" not in words  # her cards are counted as entered
    response = games.enter_deal([ANN_FIVE, BEN_IN_HAND], 0, facts={"ending": "knock"})
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["16", "0"]

    games.start(["Ann", "Ben"], variant="gin-rummy", gin_deadwood="as_laid_out")
    data = games.deal_form([ANN_FIVE, BEN_IN_HAND], 0, facts={"ending": "knock"})
    response = client.post(f"{games.edit_url}/deals/1/preview", data=data, headers=HTMX)
    assert 'data-scores="73 0"' in response.text and "counts" not in sheet(response)
    response = games.enter_deal([ANN_FIVE, BEN_IN_HAND], 0, facts={"ending": "knock"})
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["73", "0"]

    text = page_text(client.get("/rules"))
    assert "Deadwood counted" in text
    assert "At the least the cards can leave, melded at best" in text
    assert "As the cards are laid out: the cards in hand count" in text


def test_oklahoma_takes_the_upcard_and_keeps_it(client: FlaskClient, games: GameActions) -> None:
    """005 Variations, Oklahoma Gin: upcard 7S: a knock with 6 is allowed (limit 7) and doubled
    for the spade: 31 x 2 = 62; the fix form shows the upcard stored. Without it the deal is
    refused by the upcard's field."""
    games.start(["Ann", "Bob"], variant="gin-rummy", oklahoma=True)
    deal = [
        Cards(("2D 3D 4D", "JH JS JC", "8C 9C 10C"), hand="6S"),
        Cards(("4H 5H 6H",), "JD 7C", "KD QD 3C 5S 9S"),
    ]
    response = games.enter_deal(deal, 0, facts={"ending": "knock"})
    assert response.status_code == 422
    assert "the first upcard sets the knock limit" in field_note(response, "upcard")
    response = games.enter_deal(deal, 0, facts={"ending": "knock", "upcard": "7S"})
    assert response.status_code == 302, page_text(response)
    assert totals(client.get(games.edit_url)) == ["62", "0"]
    assert 'value="7S"' in client.get(f"{games.edit_url}/deals/1/edit").text


def test_the_meld_checker_arranges_a_gin_hand(client: FlaskClient) -> None:
    """The meld checker under Gin Rummy's rules (005 melds: sets of 3-4, runs with the ace low)
    arranges a whole hand: AS 2S 3S, 7C 7D 7H and 9D 10D JD leave KH, 10 points; eleven cards
    all melded are gin. Three cards are still judged as a meld."""
    hand = "AS 2S 3S 7H 7D 7C 9D 10D JD KH"
    words = squeeze(client.get(f"/check?variant=gin-rummy&cards={hand}", headers=HTMX).text)
    assert "Least deadwood: 10" in words and "A Gin Rummy hand of 10 cards" in words
    assert "Deadwood: K♥ of hearts" in words or "Deadwood: K" in words
    big = "5H 6H 7H 8H 2C 2D 2S 10S JS QS KS"
    words = squeeze(client.get(f"/check?variant=gin-rummy&cards={big}", headers=HTMX).text)
    assert "Least deadwood: 0" in words and "No deadwood: gin." in words
    words = squeeze(client.get("/check?variant=gin-rummy&cards=QS KS AS", headers=HTMX).text)
    assert "Not legal" in words  # 005: Q-K-A is no run


def test_a_seat_sees_its_own_cards_at_their_least_deadwood(
    client: FlaskClient, games: GameActions
) -> None:
    """A player's own phone (the seat link): the seat page asks, as the fields change, for the
    player's cards at their least deadwood (arrangements.py, 005 melds); entered as ten cards
    in hand (66), AS 2S 3S, 7C 7D 7H and 9D 10D JD leave KH (10); other games say nothing."""
    games.start(["Ann", "Bob"], variant="gin-rummy")
    game = games.game()
    seat = open_seat(client, f"/s/{game.seat_key}/1")
    assert seat.status_code == 200
    assert f"/g/{game.view_id}/arrangement" in seat.text
    hand = "AS 2S 3S 7H 7D 7C 9D 10D JD KH"
    answer = client.get(f"/g/{game.view_id}/arrangement", query_string={"hand": hand})
    words = squeeze(answer.text)
    assert "Your cards can leave 10 points of deadwood; as entered they leave 66." in words
    query = {"melds-0": "AS 2S 3S", "melds-1": "7H 7D 7C", "melds-2": "9D 10D JD", "hand": "KH"}
    answer = client.get(f"/g/{game.view_id}/arrangement", query_string=query)
    assert "Your cards: the least deadwood they leave, 10 points." in squeeze(answer.text)
    assert "data-arrange" not in answer.text  # the deal form's button only
    games.start(["Ann", "Bob"], variant="rummy")
    other = games.game()
    assert "arrangement" not in open_seat(client, f"/s/{other.seat_key}/1").text
    answer = client.get(f"/g/{other.view_id}/arrangement", query_string={"hand": hand})
    assert squeeze(answer.text) == ""
    assert client.get("/g/no-such-game-here/arrangement").status_code == 404


def test_a_seat_says_how_it_ended_the_deal(client: FlaskClient, games: GameActions) -> None:
    """The seat page asks a Gin player how they ended the deal (005 pagat Gin Rummy: a knock
    or gin; big gin only where the house plays it, 005 Variations), in place of "I went
    out"; what the seat says goes into its draft, and an ending the game has not is refused
    by the field that said it, nothing kept."""
    games.start(["Ann", "Bob"], variant="gin-rummy")
    game = games.game()
    page = open_seat(client, f"/s/{game.seat_key}/1")
    words = squeeze(page.text)
    assert "Did you end the deal? No I knocked I went gin" in words
    assert "big gin" not in words and "I went out" not in words
    sent = {"number": "1", "melds-0": "3C 4C 5C", "hand": "2H", "ending": "gin", "done": "1"}
    answer = client.post(f"/s/{game.seat_key}/1", data=sent)
    assert answer.status_code == 302
    keys = {"view_id": game.view_id, "edit_key": game.edit_key}
    ann = read_drafts(client, keys, 1).get_json()["seats"][0]
    assert (ann["went_out"], ann["ending"], ann["status"]) == (True, "gin", "handed_in")
    refused = client.post(f"/s/{game.seat_key}/1", data={**sent, "ending": "tonk"})
    assert refused.status_code == 422
    assert field_note(refused, "ending") == (
        "⚠ A deal of Gin Rummy does not end by a tonk: it ends by a knock or gin."
    )
    assert read_drafts(client, keys, 1).get_json()["seats"][0]["ending"] == "gin"


def test_a_tonk_seat_says_how_it_ended_the_deal(client: FlaskClient, games: GameActions) -> None:
    """Tonk's seat page asks how the player ended the deal (004 Tonk: going out with or
    without a discard, a knock, a tonk); other games keep "I went out"."""
    games.start(["Ann", "Bob"], variant="tonk")
    words = squeeze(open_seat(client, f"/s/{games.game().seat_key}/1").text)
    assert (
        "Did you end the deal? No I went out, with a final discard I went out without a discard"
        " I knocked I showed a tonk"
    ) in words
    games.start(["Ann", "Bob"], variant="rummy")
    words = squeeze(open_seat(client, f"/s/{games.game().seat_key}/1").text)
    assert "I went out" in words and "Did you end the deal?" not in words


def test_the_meld_checker_says_why_a_gin_ace_is_no_high_ace(client: FlaskClient) -> None:
    """005 Gin Rummy, Melds: "the ace low only (A-2-3 is a run, Q-K-A is not)"
    (docs/rule-sources.md): the meld checker refuses K-A-2 and Q-K-A for that reason (issue
    49, item 7: K-A-2 said "an ace is low or high", Q-K-A "needs 10 more cards"); under 500
    Rummy's rules (001 The Melds: low or high) K-A-2 keeps its own reason."""
    low_only = "in this game an ace is low only (A-2-3), so Q-K-A and K-A-2 are not runs."
    for cards in ("KS AS 2S", "QS KS AS"):
        words = squeeze(client.get(f"/check?variant=gin-rummy&cards={cards}", headers=HTMX).text)
        assert "Not legal" in words and low_only in words, words
        assert "more cards" not in words and "or high" not in words
    words = squeeze(client.get("/check?variant=500-rummy&cards=KS AS 2S", headers=HTMX).text)
    assert "an ace is low (A-2-3) or high (Q-K-A)." in words and low_only not in words
