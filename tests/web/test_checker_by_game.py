"""The meld checker opened from a game judges by that game's rules (house rules, packs, jokers,
the deal's wild rank); opened alone, it judges a meld that needs no wild card before a wild
rank is chosen. Verdicts are the engine's (sources: 000 pagat 5000 Rummy, 001 pagat 500 Rummy,
004 rummy family: Rummy 11).
"""

from __future__ import annotations

from urllib.parse import urlencode

from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, page_text
from tests.web.referee_pages import HTMX, check, field_message, text


def check_in(client: FlaskClient, games: GameActions, **params: str) -> str:
    """The checker's verdict, opened from the game last started, as an htmx answer's text."""
    query = urlencode({"game": games.game().view_id, **params})
    return page_text(client.get(f"/check?{query}", headers=HTMX))


def test_a_games_pages_open_the_checker_with_its_rules(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(["Ann", "Bob"])
    view_id = games.game().view_id
    for url in (games.edit_url, f"/g/{view_id}", f"{games.edit_url}/deals/new"):
        page = client.get(url).text
        assert f'href="/check?game={view_id}"' in page, url
        assert "data-checker-link" in page
    assert 'href="/check"' in client.get("/games").text  # away from a game: the plain checker


def test_house_rule_without_sets_is_the_games(client: FlaskClient, games: GameActions) -> None:
    """001 pagat 500 Rummy: three 7s are a set; this game's house rules allow runs only."""
    games.start(["Ann", "Bob"], variant="500-rummy", sets_allowed=False)
    assert "Not legal" in check_in(client, games, cards="7H 7S 7D")
    assert "Legal" in text(check(client, HTMX, variant="500-rummy", cards="7H 7S 7D"))


def test_the_games_two_packs_hold_each_card_twice(client: FlaskClient, games: GameActions) -> None:
    """Two 7H are in this game's two packs: the set fails only on its suits (001 pagat 500
    Rummy: a set's cards are of different suits), where one pack refuses the second 7H."""
    games.start(["Ann", "Bob"], variant="500-rummy", decks=2)
    verdict = check_in(client, games, cards="7H 7H 7S")
    assert "the cards of a set must all be of different suits" in verdict
    assert "only once" not in verdict
    alone = text(check(client, HTMX, variant="500-rummy", decks="1", cards="7H 7H 7S"))
    assert "The 7 of hearts is in this game only once (1 pack)" in alone


def test_a_game_without_jokers_has_none_to_meld(client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob"], variant="500-rummy", jokers=0)
    assert "Not legal" in check_in(client, games, cards="JK 7H 8H")
    assert "Not legal" not in text(check(client, HTMX, variant="500-rummy", cards="JK 7H 8H"))


def test_the_next_deals_wild_rank_is_chosen(client: FlaskClient, games: GameActions) -> None:
    """004 Rummy 11: deal 1 gives 3 cards and 3s are wild, so 3S stands for 4H in 5H 6H; the
    game (2 players) has one pack and no joker."""
    games.start(["Ann", "Bob"], variant="rummy-11")
    page = client.get(f"/check?game={games.game().view_id}").text
    assert '<option selected value="3">3</option>' in page
    words = page_text(client.get(f"/check?game={games.game().view_id}"))
    assert "By the rules of this game: Rummy 11 , Ann, Bob; 1 pack." in words
    assert "Legal" in check_in(client, games, cards="3S 5H 6H")


def test_a_wild_rank_chosen_on_the_page_wins(client: FlaskClient, games: GameActions) -> None:
    """000 pagat 5000 Rummy: with 2s wild, 2S stands for 8H in 7H 2S 9H."""
    games.start(["Ann", "Bob"])
    assert "Legal" in check_in(client, games, wild_rank="2", cards="7H 2S 9H")


def test_unknown_game_is_404(client: FlaskClient) -> None:
    assert client.get("/check?game=no-such-game").status_code == 404


def test_alone_a_natural_meld_is_judged_before_a_wild_rank_is_chosen(
    client: FlaskClient,
) -> None:
    """000 pagat 5000 Rummy: 7H 8H 9H is a run whatever the deal's wild rank."""
    response = check(client, HTMX, variant="5000-rummy", wild_rank="none", cards="7H 8H 9H")
    assert "✓ Legal" in text(response)
    assert field_message(response, "wild_rank").startswith("A wild rank is for")


def test_alone_a_meld_that_needs_a_wild_card_asks_for_the_wild_rank(
    client: FlaskClient,
) -> None:
    response = check(client, HTMX, variant="5000-rummy", wild_rank="none", cards="7H 8H 2S")
    assert "Not legal" in text(response)
    assert field_message(response, "wild_rank") == (
        "⚠ Not a meld without a wild card: if one of these cards is wild, choose the deal's "
        "wild rank (5000 Rummy: the rank of the dealer's upcard)."
    )
