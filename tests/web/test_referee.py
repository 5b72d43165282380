"""The meld checker page, ``GET /check``, through the Flask test client.

The verdicts come from the engine; these tests check that the page asks it the right question
and shows its answer (rule sources: 000 pagat 5000 Rummy, 001 pagat 500 Rummy).
"""

from __future__ import annotations

import html
import json
import re

import pytest
from flask.testing import FlaskClient

from scorekeeper.rules import PRESETS
from tests.web.referee_pages import HTMX, check, field_message, text


def test_full_page_renders_the_form(client: FlaskClient) -> None:
    response = client.get("/check")
    assert response.status_code == 200
    page = response.text
    assert "<html" in page
    assert '<form class="checker" method="get" action="/check"' in page
    for slug, rules in PRESETS.items():
        assert f'<option {"selected " if slug == "5000-rummy" else ""}value="{slug}">' in page
        assert rules.name in page
    for rank in ("none", "A", "2", "10", "J", "Q", "K"):
        assert f'value="{rank}"' in page
    assert 'name="decks"' in page and 'name="cards"' in page and 'name="onto"' in page
    assert 'hx-trigger="input changed delay:300ms, change, submit"' in page
    assert 'hx-target="#verdict"' in page and 'hx-push-url="true"' in page
    assert 'data-card="10H" data-target="cards"' in page
    assert 'data-card="JK" data-target="onto"' in page
    # Five Crowns' stars (011): their row is there for the variant to show, hidden for 5000 Rummy.
    assert '<div class="picker-suit" role="group" aria-label="Stars" data-suit="*" hidden>' in page
    assert '<div class="picker-suit" role="group" aria-label="Hearts" data-suit="H">' in page
    assert "<details" in page
    assert "Tap the cards of a meld" in text(response)
    assert "Vary" in response.headers and "HX-Request" in response.headers["Vary"]


def test_top_bar_links_to_the_checker(client: FlaskClient) -> None:
    page = client.get("/").text
    assert 'href="/check">Check a meld</a>' in page
    assert 'aria-current="page">Check a meld</a>' in client.get("/check").text


def test_legal_run_with_a_wild_card_shows_points_and_what_it_stands_for(
    client: FlaskClient,
) -> None:
    """000 pagat 5000 Rummy, Melds: "if 6's are wild, 8-6-10 is a valid run"; Scoring: the
    8 and 10 count 5 and 10, the wild 6 counts 100."""
    response = check(client, variant="5000-rummy", wild_rank="6", decks="1", cards="8S 6D 10S")
    assert response.status_code == 200
    words = text(response)
    assert "Legal" in words and "Not legal" not in words
    assert "A run · 115 points" in words
    assert "6♦ of diamonds is wild, as 9♠ of spades" in words


def test_illegal_meld_shows_the_engines_reason(client: FlaskClient) -> None:
    """001 pagat 500 Rummy, The Melds: an ace is low or high in a run, never in the middle."""
    response = check(client, variant="500-rummy", wild_rank="none", cards="KS AS 2S")
    assert response.status_code == 200
    words = text(response)
    assert "Not legal" in words
    assert "The ace of spades cannot be in the middle of a run" in words
    assert "points" not in words


def test_set_or_run_names_both_kinds(client: FlaskClient) -> None:
    """001 pagat 500 Rummy, Jokers: 9D and two jokers read as a set or as a run."""
    words = text(check(client, HTMX, variant="500-rummy", cards="9D JK JK"))
    assert "Legal" in words
    assert "A set or run" in words


def test_lay_off_onto_a_run(client: FlaskClient) -> None:
    """001 pagat 500 Rummy, Laying Off: 8H extends 5H 6H 7H."""
    response = check(client, variant="500-rummy", cards="8H", onto="5H 6H 7H")
    assert response.status_code == 200
    words = text(response)
    assert "Legal" in words and "Not legal" not in words
    assert "Extends the run · 8 points laid off" in words
    assert '<details class="lay-off" open>' in response.text


def test_lay_off_that_does_not_fit(client: FlaskClient) -> None:
    words = text(check(client, HTMX, variant="500-rummy", cards="10H", onto="5H 6H 7H"))
    assert "Not legal" in words
    assert "The 10 of hearts cannot be laid off on this meld (the 5, 6, and 7 of hearts)" in words


def test_a_jokers_place_holds_in_a_lay_off_001_jokers(client: FlaskClient) -> None:
    """001 pagat 500 Rummy, Jokers: 6C 7C JK makes the joker the 8C; "they are not allowed to
    change the joker to a club5 so as to lay off a club4". Stated as JK=5C, the 4C fits."""
    words = text(check(client, HTMX, variant="500-rummy", cards="4C", onto="6C 7C JK"))
    assert "Not legal" in words
    assert "the joker stands for the 8 of clubs, as it was melded" in words
    stated = text(check(client, HTMX, variant="500-rummy", cards="4C", onto="6C 7C JK=5C"))
    assert "Extends the run" in stated and "Not legal" not in stated


def test_htmx_request_gets_only_the_partial(client: FlaskClient) -> None:
    response = check(client, HTMX, variant="500-rummy", cards="7H 8H 9H")
    assert response.status_code == 200
    assert "<html" not in response.text and "<form" not in response.text
    assert "Legal" in text(response)
    assert "HX-Request" in response.headers["Vary"]
    assert 'id="cards-error" aria-live="polite" hx-swap-oob="true"' in response.text


def test_history_restore_gets_the_full_page(client: FlaskClient) -> None:
    """htmx asks for the whole page when its history cache misses."""
    headers = {**HTMX, "HX-History-Restore-Request": "true"}
    response = check(client, headers, variant="500-rummy", cards="7H 8H 9H")
    assert "<html" in response.text
    assert "Legal" in text(response)


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["page", "htmx"])
def test_bad_card_is_named_next_to_the_field(client: FlaskClient, headers: dict[str, str]) -> None:
    response = check(client, headers, variant="500-rummy", cards="7H ZZ 9H")
    assert response.status_code == 200
    assert field_message(response, "cards") == (
        "⚠ 'ZZ' is not a card: write rank then suit, like 10H or QS (JK for a joker)."
    )
    assert field_message(response, "onto") == (
        "Then the cards you tap or type below are the ones laid off."
    )
    assert "Legal" not in text(response)
    assert "Traceback" not in response.text


def test_bad_card_on_the_table_is_named_next_to_its_field(client: FlaskClient) -> None:
    response = check(client, variant="500-rummy", cards="8H", onto="5H 6H 7X")
    assert "'7X' is not a card" in field_message(response, "onto")
    assert field_message(response, "cards") == ""
    assert 'id="onto-error"' in response.text and 'class="field-note field-error"' in response.text


@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"variant": "gin"}, "variant", "'gin' is not a variant this app knows"),
        ({"variant": ""}, "variant", "No variant chosen: choose a game."),
        ({"wild_rank": "11"}, "wild_rank", "'11' is not a rank"),
        ({"decks": "3"}, "decks", "'3' is not a number of packs: choose 1 or 2."),
        ({"decks": "two"}, "decks", "'two' is not a number of packs"),
        (
            {"variant": "500-rummy", "wild_rank": "7"},
            "wild_rank",
            "500 Rummy has no wild rank: choose none.",
        ),
    ],
)
def test_bad_choice_is_named_next_to_its_field(
    client: FlaskClient, params: dict[str, str], field: str, message: str
) -> None:
    query = {"variant": "5000-rummy", "wild_rank": "6", "cards": "7H 8H 9H"} | params
    response = check(client, **query)
    assert response.status_code == 200
    assert message in field_message(response, field)
    assert "Not checked yet: see the note by" in text(response)


def test_no_cards_shows_a_hint_not_a_verdict(client: FlaskClient) -> None:
    words = text(check(client, HTMX, variant="5000-rummy", wild_rank="none", cards="  "))
    assert "Tap the cards of a meld" in words
    assert "Legal" not in words and "needs a wild rank" not in words
    assert "A wild rank is for 5000 Rummy, " in words
    assert "Rummy 11, Five Crowns, and Indian Rummy only" in words


def test_no_cards_to_lay_off_asks_for_them(client: FlaskClient) -> None:
    words = text(check(client, HTMX, variant="500-rummy", onto="5H 6H 7H"))
    assert "Now tap or type the cards to lay off onto 5H 6H 7H" in words


def test_wild_rank_typed_in_the_url_is_read_like_the_engine_reads_it(client: FlaskClient) -> None:
    """Rank.parse reads "t" as 10, so 10H is wild here: 4S 5S and a wild 10H (000 Scoring:
    5 + 5 + 100)."""
    response = check(client, variant="5000-rummy", wild_rank="t", cards="4S 5S 10H")
    assert '<option selected value="10">' in response.text
    assert "A run · 110 points" in text(response)


def test_page_is_filled_in_from_the_query_string(client: FlaskClient) -> None:
    """A pushed URL, opened again, shows the same choices and the same verdict."""
    page = check(client, variant="500-rummy", wild_rank="none", decks="2", cards="5H 5H 5H").text
    assert '<option selected value="500-rummy">' in page
    assert '<option selected value="2">' in page
    assert 'value="5H 5H 5H"' in page


@pytest.mark.parametrize(
    "query",
    [
        "",
        "cards=",
        "cards=%00",
        "cards=%FF%FE",
        "cards=JK+JK+JK+JK+JK",
        "cards=" + "AH+" * 300,
        "cards=10&wild_rank=",
        "cards=7h,8h,,9h",
        "cards=%E2%99%A57",
        "cards=7%E2%99%A5+8%E2%99%A5+9%E2%99%A5",
        "cards=T%E2%99%A0+joker+J%E2%99%A0&variant=500-rummy",
        "variant=5000-rummy&wild_rank=A&cards=AH+AS+AD+AC+AH",
        "variant=5000-rummy&wild_rank=A&decks=2&cards=AH+AS+AD+AC+AH+AS+AD+AC",
        "variant=500-rummy&decks=2&cards=JK+JK+JK+JK+5H",
        "variant=500-rummy&cards=8H&onto=",
        "variant=500-rummy&cards=8H&onto=JK+JK+JK",
        "variant=500-rummy&cards=&onto=ZZ",
        "variant[]=x&cards[]=y",
        "variant=500-rummy&variant=5000-rummy&cards=7H&cards=8H",
        "decks=-1&cards=7H+8H+9H",
        "decks=99999999999999999999&cards=7H+8H+9H",
        "wild_rank=%F0%9F%82%A1&cards=AH",
        "cards=<script>alert(1)</script>",
        "onto=<b>5H</b>&cards=8H",
    ],
)
@pytest.mark.parametrize("headers", [{}, HTMX], ids=["page", "htmx"])
def test_odd_query_strings_never_break_the_page(
    client: FlaskClient, query: str, headers: dict[str, str]
) -> None:
    response = client.get(f"/check?{query}", headers=headers)
    assert response.status_code == 200
    assert "Traceback" not in response.text
    assert "<script>alert" not in response.text and "<b>5H" not in response.text


def test_a_player_alone_chooses_five_crowns_and_picks_stars(client: FlaskClient) -> None:
    """The checker opened alone (no game) shows the stars once Five Crowns is the variant (011
    The Deck: five suits, stars too), and judges a meld of them: 5 to 7, 7s wild (deal 5),
    9* 7D J* is a run of stars with the 7D for the 10*; every other variant's picker hides
    them, and the variant's select tells the page's script each variant's suits."""
    page = check(client, variant="five-crowns")
    assert '<div class="picker-suit" role="group" aria-label="Stars" data-suit="*">' in page.text
    assert 'data-card="10*" data-target="cards"' in page.text
    assert 'data-card="10*" data-target="onto"' in page.text
    found = re.search(r'data-picker-suits="([^"]*)"', page.text)
    assert found is not None
    suits = json.loads(html.unescape(found[1]))
    assert set(suits) == set(PRESETS)
    assert sorted(suits["five-crowns"]) == sorted("CDHS*")
    assert sorted(suits["rummikub"]) == sorted("KBOR")  # 013: black, blue, orange and red tiles
    # 012: red, blue, green and yellow cards, and the skips
    assert sorted(suits["phase-10"]) == sorted(["R", "B", "G", "Y", "SKIP"])
    french = [slug for slug in PRESETS if slug not in ("five-crowns", "rummikub", "phase-10")]
    assert all(sorted(suits[slug]) == sorted("CDHS") for slug in french)
    assert "checker-suits.js" in page.text
    judged = text(check(client, variant="five-crowns", wild_rank="7", cards="9* 7D J*"))
    assert "Legal" in judged and "Not legal" not in judged
    assert "7♦ of diamonds is wild, as 10★ of stars" in judged
    for variant in ("500-rummy", "rummy-11", "no-such-game"):
        other = check(client, variant=variant).text
        assert 'aria-label="Stars" data-suit="*" hidden>' in other, variant


def test_a_player_alone_chooses_rummikub_and_picks_tiles(client: FlaskClient) -> None:
    """The checker opened alone shows Rummikub's colours once it is the variant (013: tiles 1 to
    13 in black, blue, orange and red), each a row of its numbers, the French suits hidden, and
    judges a run of one colour; Phase 10's green and yellow and its skips are hidden."""
    page = check(client, variant="rummikub", cards="11K 12K 13K")
    row = '<div class="picker-suit numbered" role="group" aria-label="Black" data-suit="K">'
    assert row in page.text
    assert 'data-card="13K" data-target="cards"' in page.text
    assert 'aria-label="Hearts" data-suit="H" hidden>' in page.text
    assert 'aria-label="Green" data-suit="G" hidden>' in page.text
    assert 'data-suit="SKIP" hidden>' in page.text
    judged = text(page)
    assert "Legal" in judged and "Not legal" not in judged
    french = check(client, variant="500-rummy").text
    assert 'aria-label="Black" data-suit="K" hidden>' in french
