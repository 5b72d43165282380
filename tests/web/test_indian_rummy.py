"""Indian Rummy through the pages: the deal form asks who showed, the wild joker and what each
player said beyond the cards (a drop, a wrong show; in a pool, a rejoin); the scoreboard shows
who is out and who rejoined; the meld checker arranges a hand of thirteen.

The numbers are worked out by hand in tests/rules/test_indian_rummy.py (006 Indian Rummy): Bob's
hand H80 counts 80 (no pure sequence), H37 counts 37; a first drop 20; Pool 101: out at 101; a
rejoin on the highest total left in plus 1 while it is below 80.
"""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.web.game_pages import HTMX, Cards, GameActions, field_note, page_text, squeeze, totals

SHOW = Cards(("AH 2H 3H 4H", "6S JK 8S", "9C 9D 9H", "KC KD KS"))
H37 = Cards(hand="2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH")
H80 = Cards(hand="5D JK 7D 9S 9H 9C KS KH KD QC JD 3S 2H")
NONE = Cards()


def deal(games: GameActions, players: list[Cards], winner: int, facts: dict[str, str]) -> int:
    """Enter a deal, 5s wild, with what players said (``{"players-2-said": "first_drop"}``)."""
    return games.enter_deal(players, winner, wild_rank="5", facts=facts).status_code


def test_the_deal_form_asks_who_showed_the_wild_joker_and_what_each_player_said(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob", "Cy"], variant="indian-rummy")
    text = page_text(client.get(f"{games.edit_url}/deals/new"))
    assert "Who showed and won the deal" in text
    assert "Wild joker (the card cut)" in text and "A printed joker cut: choose A" in text
    assert "Nobody: the stock ran out" not in text  # every deal has a winner
    assert text.count("Dropped before drawing (first drop)") == 3
    assert "Showed wrongly (wrong show)" in text
    assert "rejoined before this deal" not in text  # nobody is out yet
    games.start(["Ann", "Bob"], variant="indian-rummy", indian_format="deals")
    text = page_text(client.get(f"{games.edit_url}/deals/new"))
    assert "rejoined" not in text  # no rejoin outside a pool
    games.start(["Ann", "Bob"], variant="rummy")
    assert "first drop" not in page_text(client.get(f"{games.edit_url}/deals/new"))


def test_a_pool_game_shows_who_is_out_and_a_rejoin(client: FlaskClient, games: GameActions) -> None:
    """Bob counts 80 twice: 160, out; Cy's first drops 20 and 20. Bob rejoins on Cy's 40 + 1 =
    41 and counts 37: 78, rejoined."""
    games.start(["Ann", "Bob", "Cy"], variant="indian-rummy")
    for _ in range(2):
        assert deal(games, [SHOW, H80, NONE], 0, {"players-2-said": "first_drop"}) == 302
    text = page_text(client.get(games.edit_url))
    assert "Bob 160 out · may rejoin on 41" in text
    assert "Cy 40 61 to go" in text
    form = page_text(client.get(f"{games.edit_url}/deals/new"))
    assert "Bob is out of the pool: enter nothing, unless Bob rejoined." in form
    assert "Bob was out and rejoined before this deal" in form
    assert "Cy was out" not in form
    response = games.enter_deal(
        [SHOW, H37, NONE], 0, wild_rank="5", facts={"players-2-said": "first_drop"}
    )
    assert response.status_code == 422
    assert "Bob is out of the pool" in field_note(response, "players-1-hand")
    assert games.deal_count() == 2
    facts = {"players-2-said": "first_drop", "players-1-rejoined": "y"}
    response = games.enter_deal([SHOW, H37, NONE], 0, wild_rank="5", facts=facts)
    assert response.status_code == 302, page_text(response)
    page = client.get(games.edit_url)
    assert totals(page) == ["0", "78", "60"]
    assert "Bob 78 23 to go · rejoined" in page_text(page)


def test_a_wrong_show_is_refused_by_the_winners_cards(
    client: FlaskClient, games: GameActions
) -> None:
    """006 Declaring: Ann's cards make one sequence only (6S 6C JK is a set)."""
    games.start(["Ann", "Bob"], variant="indian-rummy")
    one = Cards(("AH 2H 3H 4H", "6S 6C JK", "9C 9D 9H", "KC KD KS"))
    response = games.enter_deal([one, H37], 0, wild_rank="5")
    assert response.status_code == 422
    note = field_note(response, "players-0-melds-0")
    assert "Ann's cards make only one sequence, however they are arranged" in note
    assert games.deal_count() == 0


def test_a_deals_game_ends_after_its_deals(client: FlaskClient, games: GameActions) -> None:
    """Deals rummy, best of 2: Ann takes 37, then Bob 80: Ann -43, Bob 43, Bob wins."""
    games.start(["Ann", "Bob"], variant="indian-rummy", indian_format="deals")
    assert deal(games, [SHOW, H37], 0, {}) == 302
    assert deal(games, [H80, SHOW], 1, {}) == 302
    page = client.get(games.edit_url)
    assert totals(page) == ["-43", "43"]
    assert games.game().finished
    assert "Bob wins with 43, 86 ahead" in page_text(page)  # the most chips


H10 = Cards(hand="2C 3C 4C 6D 7D 8D JS JH JC 10H 10S 10D KH")


def test_a_tie_in_chips_after_the_last_deal_plays_a_deciding_deal(
    client: FlaskClient, games: GameActions
) -> None:
    """006 Deals rummy, best of 2 (tests/rules/test_indian_rummy.py, the tie played off): Ann
    takes 47, then Bob 47: Ann and Bob 10, Cy -20. Not over: a deciding deal, Cy sitting out,
    which Ann wins with Bob counting 10: Ann 20 wins."""
    games.start(["Ann", "Bob", "Cy"], variant="indian-rummy", indian_format="deals")
    assert deal(games, [SHOW, H37, H10], 0, {}) == 302
    assert deal(games, [H37, SHOW, H10], 1, {}) == 302
    page = client.get(games.edit_url)
    assert totals(page) == ["10", "10", "-20"]
    assert not games.game().finished
    board = page_text(page)
    assert "Cy -20 sits out the deciding deal" in board
    assert "Deal 3: Cy deals. A deciding deal: the players tied for the most chips play it" in board
    assert "Enter deal 3" in board and "deals to play" not in board
    form = page_text(client.get(f"{games.edit_url}/deals/new"))
    assert "Cy sits out the deciding deal: enter nothing." in form
    assert "rejoined" not in form
    response = games.enter_deal([SHOW, H10, H37], 0, wild_rank="5")
    assert response.status_code == 422
    assert "Cy sits out the deciding deal" in field_note(response, "players-2-hand")
    assert games.deal_count() == 2
    assert deal(games, [SHOW, H10, NONE], 0, {}) == 302
    page = client.get(games.edit_url)
    assert totals(page) == ["20", "0", "-20"]
    assert games.game().finished
    assert "Ann wins with 20" in page_text(page)


def test_the_meld_checker_counts_a_hand_of_thirteen(client: FlaskClient) -> None:
    """006: a valid show; a hand without a pure sequence counts every card, at most 80."""
    show = "AH 2H 3H 4H 6S JK 8S 9C 9D 9H KC KD KS"
    words = squeeze(
        client.get(f"/check?variant=indian-rummy&wild_rank=5&cards={show}", headers=HTMX).text
    )
    assert "A valid show" in words
    hand = "5D JK 7D 9S 9H 9C KS KH KD QC JD 3S 2H"
    words = squeeze(
        client.get(f"/check?variant=indian-rummy&wild_rank=5&cards={hand}", headers=HTMX).text
    )
    assert "No show: count 80" in words and "No pure sequence" in words
    words = squeeze(client.get("/check?variant=indian-rummy&cards=QS KS AS", headers=HTMX).text)
    assert "Legal" in words  # 006: Q-K-A is a sequence


def test_the_rules_page_states_indian_rummys_limits(client: FlaskClient) -> None:
    """The rules page lists each game's stated limits and how the app holds them (006)."""
    text = page_text(client.get("/rules"))
    assert "Indian Rummy" in text
    assert "A show holds two sequences or more, one of them pure, and every card melded" in text
    assert "Pool: out at 101 (or 201); one rejoin while the highest score is below 80 (175)" in text


def test_a_fix_that_would_unmake_a_later_rejoin_is_refused_in_words(
    client: FlaskClient, games: GameActions
) -> None:
    """Pool rummy reads the earlier deals: Bob out at 160 rejoins in deal 3. Fixing deal 2 to a
    first drop leaves him at 100, in the game, so deal 3's rejoin no longer fits: the fix and
    deleting deal 1 are refused, saying so, and nothing changes."""
    games.start(["Ann", "Bob", "Cy"], variant="indian-rummy")
    for _ in range(2):
        assert deal(games, [SHOW, H80, NONE], 0, {"players-2-said": "first_drop"}) == 302
    rejoin = {"players-2-said": "first_drop", "players-1-rejoined": "y"}
    assert deal(games, [SHOW, H37, NONE], 0, rejoin) == 302
    facts = {"players-1-said": "first_drop", "players-2-said": "first_drop"}
    entry = games.deal_form([SHOW, NONE, NONE], 0, wild_rank="5", facts=facts)
    entry["version"] = str(games.game().version)
    response = client.post(f"{games.edit_url}/deals/2/edit", data=entry)
    assert response.status_code == 422
    assert "Bob is still in the game: only a player who is out rejoins." in page_text(response)
    version = str(games.game().version)
    response = client.post(
        f"{games.edit_url}/deals/1/delete", data={"version": version}, follow_redirects=True
    )
    assert "Deal 1 was not deleted" in page_text(response)
    assert totals(client.get(games.edit_url)) == ["0", "78", "60"]
    assert games.deal_count() == 3
