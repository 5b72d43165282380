"""Games other than 5000 and 500 Rummy through the test client: the rules page, the next deal's
plan, and deals that need more than cards (a contract, a schedule's wild rank, rummy, Tonk's
ending). Expected numbers are worked out by hand from the rule sources cited in each test.
"""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Deal
from scorekeeper.rules import OPTIONS, PRESETS
from scorekeeper.words.games import GAMES
from scorekeeper.words.option_labels import OPTION_WORDS
from tests.web.game_pages import Cards, GameActions, field_note, page_text, totals


def test_rules_page_lists_every_game_and_option_with_its_source(client: FlaskClient) -> None:
    """Issue 4, The rules page: every preset and option in plain words with its source."""
    response = client.get("/rules")
    assert response.status_code == 200
    text = page_text(response)
    cited = text.replace(" .", ".")  # a source is a <cite>: its tags read as spaces
    for slug, rules in PRESETS.items():
        assert f'id="game-{slug}"' in response.text
        assert rules.name in text and str(GAMES[slug].description) in text
        assert f"Source: {rules.source}.".replace(" .", ".") in cited
    for name, spec in OPTIONS.items():
        assert f'id="option-{name}"' in response.text
        words = OPTION_WORDS[name]
        assert str(words.label) in text and str(words.description) in text
        assert all(f"{value} : {words.choices[value]}" in text for value in spec.choices)
        assert f"Source: {spec.source}. In the JSON API: {name}".replace(" .", ".") in cited
    # A preset's values in words: Contract Rummy's contracts and George's upcard numbers.
    assert "sets 2, runs 0, cards 10; sets 1, runs 1, cards 10" in text
    assert "J 11, Q 12, K 13" in text


def test_new_game_form_links_to_the_rules_page(client: FlaskClient) -> None:
    page = client.get("/games/new").text
    assert 'href="/rules"' in page
    assert "<legend>Wild cards</legend>" in page


def test_house_rules_typed_as_words_and_points_reach_the_engine(
    client: FlaskClient, games: GameActions
) -> None:
    """000 pagat 5000 Rummy, Variations: twos taken out; queen of spades 45 (Card Values)."""
    games.start(removed_ranks="2", card_points="QS=45 A=50", permanent_wilds="js jh")
    rules = games.game().rules
    assert rules["removed_ranks"] == ["2"]
    assert rules["permanent_wilds"] == ["JS", "JH"]
    assert rules["card_points"]["QS"] == 45 and rules["card_points"]["A"] == 50


def test_too_many_players_for_the_game_is_refused(client: FlaskClient, games: GameActions) -> None:
    """004 Koon Kan: a game for two."""
    data = games.new_game_form(["Ann", "Bob", "Cy"], variant="koon-kan")
    response = client.post("/games/new", data=data)
    assert response.status_code == 422
    assert "Koon Kan is for 2 players; 3 are named." in page_text(response)


def test_contract_rummy_shows_the_contract_and_refuses_other_melds(
    client: FlaskClient, games: GameActions
) -> None:
    """004 Contract Rummy: round 1's contract is 2 sets; 10 cards each; the player's hand is the
    score (Bob AS 3D = 15 + 3 = 18) and the lowest total wins."""
    games.start(["Ann", "Bob", "Cy"], variant="contract-rummy")
    board = client.get(games.edit_url)
    assert "Contract: 2 sets to meld first." in page_text(board)
    assert "10 cards each." in page_text(board)
    form = client.get(f"{games.edit_url}/deals/new")
    assert "Contract: 2 sets ." in page_text(form)

    wrong = [
        Cards(melds=["5H 5D 5S", "9C 10C JC"]),
        Cards(hand="AS 3D"),
        Cards(hand="4C"),
    ]
    response = games.enter_deal(wrong, went_out=0)
    assert response.status_code == 422
    assert "deal 1's contract is 2 sets" in field_note(response, "players-0-melds-0")
    assert games.deal_count() == 0

    right = [Cards(melds=["5H 5D 5S", "KC KD JK"]), Cards(hand="AS 3D"), Cards(hand="4C")]
    response = games.enter_deal(right, went_out=0)
    assert response.status_code == 302
    assert totals(client.get(games.edit_url)) == ["0", "18", "4"]


def test_rummy_11_fixes_the_wild_rank_by_the_deal(client: FlaskClient, games: GameActions) -> None:
    """004 Rummy 11: deal 1 deals 3 cards and 3s are wild; deal 2, 4 cards and 4s. Scored as
    004 Rummy: Ann's 3C stands for 5H; Bob's 3S KD 9C = 3 + 10 + 9 = 22 go to Ann."""
    games.start(["Ann", "Bob"], variant="rummy-11")
    board = page_text(client.get(games.edit_url))
    assert "3s are wild this deal." in board and "3 cards each." in board
    form = client.get(f"{games.edit_url}/deals/new")
    assert 'name="wild_rank"' not in form.text
    response = games.enter_deal([Cards(melds=["4H 3C 6H"]), Cards(hand="3S KD 9C")], went_out=0)
    assert response.status_code == 302
    board = client.get(games.edit_url)
    assert totals(board) == ["22", "0"]
    assert "4s are wild this deal." in page_text(board)


def test_rummy_doubles_the_score(client: FlaskClient, games: GameActions) -> None:
    """004 Rummy, Scoring: melding the whole hand in one turn doubles it: Bob's KH 2S 3S = 15,
    doubled 30."""
    games.start(["Ann", "Bob"], variant="rummy")
    players = [Cards(melds=["7C 8C 9C 10C", "4D 4H 4S"]), Cards(hand="KH 2S 3S")]
    response = games.enter_deal(players, went_out=0, facts={"rummy": "y"})
    assert response.status_code == 302
    assert totals(client.get(games.edit_url)) == ["30", "0"]
    with games.app.app_context():
        assert db.session.execute(db.select(Deal.rummy)).scalar_one() is True


def test_tonk_needs_how_the_deal_ended(client: FlaskClient, games: GameActions) -> None:
    """004 Tonk: Ann knocks with 6 and holds the lowest hand: a stake from each (+2)."""
    games.start(["Ann", "Bob", "Cy"], variant="tonk")
    form = client.get(f"{games.edit_url}/deals/new")
    assert "Who went out, knocked or showed a tonk" in page_text(form)
    assert re.search(r'value="knock"[^>]*> <span>Knocked</span>', form.text)
    players = [Cards(hand="2C 3D AH"), Cards(hand="9S 8S"), Cards(hand="KS 4D")]
    response = games.enter_deal(players, went_out=0)
    assert response.status_code == 422
    assert "Say how the deal ended." in field_note(response, "ending")
    response = games.enter_deal(players, went_out=0, facts={"ending": "knock"})
    assert response.status_code == 302
    board = client.get(games.edit_url)
    assert totals(board) == ["2", "-1", "-1"]
    assert "Played for stakes" in page_text(board)


def test_scoreboard_says_what_each_upcard_deals(client: FlaskClient, games: GameActions) -> None:
    """000 pagat 5000 Rummy, Deal: a 7 gets 7 more cards, pictures 10 more, an ace 11 more.
    George (000 Variations): the upcard is the whole hand, queen 12, ace 14; no twos."""
    games.start()
    table = _upcards(client.get(games.edit_url).text)
    assert table["A"] == "11" and table["7"] == "7" and table["K"] == "10"
    games.start(variant="george")
    page = client.get(games.edit_url).text
    assert "The whole hand, the upcard included:" in page
    table = _upcards(page)
    assert table["Q"] == "12" and table["A"] == "14" and "2" not in table


def _upcards(page: str) -> dict[str, str]:
    return dict(re.findall(r"<dt>([^<]+)</dt>\s*<dd>([^<]+)</dd>", page))


def test_scoreboard_reminds_the_table_how_it_plays(client: FlaskClient, games: GameActions) -> None:
    """000 pagat 5000 Rummy, End of the play and Floating: a final discard that fits no meld;
    001 pagat 500 Rummy, The Play: melding every card ends the play; 002: lay-offs only after
    your own meld (a house rule here)."""
    games.start()
    text = page_text(client.get(games.edit_url))
    assert "Going out takes a final discard, and it must fit no meld on the table." in text
    assert "floats and plays on" in text
    games.start(variant="500-rummy", lay_off_after_own_meld=True)
    text = page_text(client.get(games.edit_url))
    assert "Melding every card goes out; no final discard is needed." in text
    assert "Lay off on others' melds only after a meld of your own." in text
    assert 'Calling "rummy": anyone but the discarder, on any card of the discard pile.' in text


def test_five_crowns_deal_seven_through_the_deal_form(
    client: FlaskClient, games: GameActions
) -> None:
    """011 Five Crowns: deal n deals n + 2 cards and that rank is wild (deal 7: 9 cards, nines
    wild); its decks hold stars and no aces nor twos, so the picker shows stars for it alone.
    Deals 1 to 6: Ann goes out with a run of stars, Bob keeps KH (13), Cy QH (12). Deal 7 (the
    golden deal 2 of tests/rules/data/five-crowns.txt): Bob 13+6+4+10+11+12 = 56, Cy 9H (wild,
    20) + 3 + 13 = 36. Totals: Bob 6 x 13 + 56 = 134, Cy 6 x 12 + 36 = 108."""
    games.start(["Ann", "Bob", "Cy"], variant="five-crowns")
    form = client.get(f"{games.edit_url}/deals/new").text
    assert 'data-card="3*"' in form and 'data-card="K*"' in form
    assert 'data-card="AS"' not in form and 'data-card="2H"' not in form
    for number in range(1, 7):
        run = " ".join(f"{rank}*" for rank in range(3, number + 5))
        players = [Cards(melds=[run]), Cards(hand="KH"), Cards(hand="QH")]
        assert games.enter_deal(players, went_out=0).status_code == 302
    board = page_text(client.get(games.edit_url))
    assert "9 cards each." in board and "9s are wild this deal." in board
    form_page = client.get(f"{games.edit_url}/deals/new")
    assert 'name="wild_rank"' not in form_page.text
    deal_text = page_text(form_page)
    assert "Deal 7" in deal_text
    assert "9 cards each." in deal_text and "9s are wild this deal." in deal_text
    players = [
        Cards(melds=["8* 8H 8S", "10D 9C QD", "5S 5S 5*"]),
        Cards(melds=["3* 4* 5*"], hand="KS 6C 4D 10S JH QC"),
        Cards(melds=["6H 7H 8H", "10C 10S 10*"], hand="9H 3C KD"),
    ]
    assert games.enter_deal(players, went_out=0).status_code == 302
    assert totals(client.get(games.edit_url)) == ["0", "134", "108"]


def test_a_french_game_shows_no_stars(client: FlaskClient, games: GameActions) -> None:
    """Every game but Five Crowns keeps the four French suits (011 is the only deck of five)."""
    games.start(["Ann", "Bob"], variant="rummy-11")
    form = client.get(f"{games.edit_url}/deals/new").text
    assert 'data-card="3H"' in form and 'data-card="3*"' not in form


def test_five_crowns_takes_no_lay_offs(client: FlaskClient, games: GameActions) -> None:
    """011 Five Crowns (everything2.com, Going Out): "It is not allowed to play on another
    player's books or runs". Its deal form asks for no lay-offs; a form that sends some anyway
    (one kept from before) is refused in words and nothing is saved. Deal 1, 3s wild: Ann goes
    out with 5H 6H 7H, Bob's 8H stays in his hand: 8 + 13 + 12 = 33."""
    games.start(["Ann", "Bob"], variant="five-crowns")
    form = client.get(f"{games.edit_url}/deals/new").text
    assert 'name="players-0-melds-0"' in form and 'name="players-0-laid_off"' not in form
    laid_off = [Cards(melds=["5H 6H 7H"]), Cards(laid_off="8H", hand="KS QS")]
    refused = games.enter_deal(laid_off, went_out=0)
    assert refused.status_code == 422
    assert (
        "Bob laid off cards, but in Five Crowns no one plays on another player&#39;s melds"
        in refused.text
    )
    assert games.deal_count() == 0
    played = [Cards(melds=["5H 6H 7H"]), Cards(hand="8H KS QS")]
    assert games.enter_deal(played, went_out=0).status_code == 302
    assert totals(client.get(games.edit_url)) == ["0", "33"]
    # Another game keeps the field, and a table may turn lay-offs off for it (a house rule).
    games.start(["Ann", "Bob"], variant="5000-rummy")
    assert 'name="players-0-laid_off"' in client.get(f"{games.edit_url}/deals/new").text
    games.start(["Ann", "Bob"], variant="5000-rummy", lay_offs=False)
    assert 'name="players-0-laid_off"' not in client.get(f"{games.edit_url}/deals/new").text
