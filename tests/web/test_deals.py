"""Entering, checking, previewing, fixing and deleting deals through the Flask test client.

Expected scores are worked out by hand from the rule sources:
000 pagat 5000 Rummy, Scoring (aces 100, K Q J 10 10 points, 2-9 5 points, wild cards 100;
the player who goes out also scores the cards left in the others' hands) and
001 pagat 500 Rummy, The Scoring (melds minus the cards left in hand; 2-10 face value, pictures
10, aces 15 but 1 when melded low in A-2-3, jokers 15).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from flask.testing import FlaskClient

from scorekeeper.rules import Card, Rank, check_meld, find_preset
from scorekeeper.web.deal_form import MAX_CARDS_TEXT
from scorekeeper.words import say
from tests.web.game_pages import (
    HTMX,
    Cards,
    GameActions,
    entry_id_of,
    field_note,
    meld_check,
    page_text,
    totals,
)

# See tests/web/test_games.py: Ann 165, Bob 300, Cy 5 (000 pagat 5000 Rummy, Scoring).
DEAL_1 = [
    Cards(melds=["KS KH KD", "5C 6C 7C"]),
    Cards(melds=["AS AH AD"], hand="9D 4S"),
    Cards(laid_off="8C", hand="QC 2H"),
]


@pytest.fixture
def started(games: GameActions) -> GameActions:
    """A 5000 Rummy game for Ann, Bob and Cy; Ann deals first."""
    games.start()
    return games


def test_new_deal_form(client: FlaskClient, started: GameActions) -> None:
    response = client.get(f"{started.edit_url}/deals/new")
    assert response.status_code == 200
    page, text = response.text, page_text(response)
    assert "Deal 1" in text and "Ann deals." in text
    assert "Wild rank (the dealer's upcard)" in text
    assert "The rank of Ann's face-up first card: it is wild in this deal." in text
    for rank in ("A", "2", "10", "K"):
        assert f'<option value="{rank}">{rank}</option>' in page
    for label in ("Ann", "Bob", "Cy", "Nobody: the stock ran out"):
        assert re.search(rf'type="radio" value="[^"]+"> <span>{label}</span>', page), label
    for seat in range(3):
        for field in ("melds-0", "melds-1", "laid_off", "hand"):
            assert f'name="players-{seat}-{field}"' in page
        assert f'name="add_meld" value="{seat}"' in page
    assert len(entry_id_of(response)) == 32
    assert f'hx-get="/g/{started.game().view_id}/meld?field=players-0-melds-0"' in page
    assert f'hx-post="{started.edit_url}/deals/1/preview"' in page
    assert 'data-card="10H" data-target="players-0-melds-0"' in page
    assert 'data-card="JK"' not in page  # 5000 Rummy for three: one pack, no jokers
    assert "Save deal 1" in text


def test_new_deal_form_for_500_rummy_has_no_wild_rank(
    client: FlaskClient, games: GameActions
) -> None:
    games.start(variant="500-rummy")
    page = client.get(f"{games.edit_url}/deals/new").text
    assert 'name="wild_rank"' not in page
    assert 'data-card="JK"' in page  # 001: a pack and two jokers


def test_saved_deal_is_scored_by_the_engine(client: FlaskClient, started: GameActions) -> None:
    """000 pagat 5000 Rummy, Scoring: Ann 165, Bob 300, Cy 5 (see DEAL_1)."""
    response = started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    assert response.status_code == 302
    assert response.headers["Location"] == started.edit_url
    assert totals(client.get(started.edit_url)) == ["165", "300", "5"]


def test_stock_ran_out_nobody_collects(client: FlaskClient, started: GameActions) -> None:
    """000 pagat 5000 Rummy, Scoring: only a player who goes out scores the others' hands, so
    with the stock run out Ann keeps her 45 and nobody collects."""
    players = [DEAL_1[0], DEAL_1[1], DEAL_1[2]]
    players[0] = Cards(melds=DEAL_1[0].melds, hand="3D")
    started.enter_deal(players, went_out=None, wild_rank="2")
    assert totals(client.get(started.edit_url)) == ["45", "300", "5"]


def test_500_rummy_subtracts_cards_left_in_hand(client: FlaskClient, games: GameActions) -> None:
    """001 pagat 500 Rummy, The Scoring: Ann melds A-2-3 of hearts (1 + 2 + 3, the ace low) and
    three 10s (30): 36. Bob melds 5-6-7 of spades (18) and holds KD and a joker (10 + 15): -7.
    Cy holds 4C: -4."""
    games.start(variant="500-rummy")
    players = [
        Cards(melds=["AH 2H 3H", "10S 10D 10C"]),
        Cards(melds=["5S 6S 7S"], hand="KD JK"),
        Cards(hand="4C"),
    ]
    assert games.enter_deal(players, went_out=0).status_code == 302
    assert totals(client.get(games.edit_url)) == ["36", "-7", "-4"]


def test_illegal_meld_shows_the_engines_reason_and_saves_nothing(
    client: FlaskClient, started: GameActions
) -> None:
    players = [Cards(melds=["KS KH KD", "9S 10S QD"]), DEAL_1[1], DEAL_1[2]]
    response = started.enter_deal(players, went_out=0, wild_rank="2")
    assert response.status_code == 422
    reason = say(check_meld(Card.parse("9S 10S QD"), find_preset("5000-rummy"), Rank.TWO).problem)
    assert reason and reason in field_note(response, "players-0-melds-1")
    assert started.deal_count() == 0
    # Every value is kept, and the legal meld keeps its verdict (000 Scoring: three kings 30).
    assert 'value="9S 10S QD"' in response.text and 'value="QC 2H"' in response.text
    assert re.search(r'<option selected value="2">', response.text)
    assert meld_check(response, "players-0-melds-0") == "✓ Set, 30 points"


def test_card_entered_twice_in_one_pack_is_refused(
    client: FlaskClient, started: GameActions
) -> None:
    """000 pagat 5000 Rummy, Players and Cards: three players use one 52-card pack."""
    players = [DEAL_1[0], Cards(melds=["AS AH AD"], hand="KS"), DEAL_1[2]]
    response = started.enter_deal(players, went_out=0, wild_rank="2")
    assert response.status_code == 422
    assert "The king of spades" in field_note(response, "players-1-hand")
    assert started.deal_count() == 0


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"players-1-laid_off": "ZZ"}, "players-1-laid_off", "'ZZ' is not a card."),
        ({"went_out": ""}, "went_out", "Say who went out, or that the stock ran out."),
        (
            {"wild_rank": ""},
            "wild_rank",
            "5000 Rummy needs the deal's wild rank: give the rank of the dealer's upcard.",
        ),
    ],
    ids=["unreadable card", "nobody chosen", "no wild rank"],
)
def test_bad_deal_is_refused_next_to_its_field(
    client: FlaskClient, started: GameActions, change: dict[str, str], field: str, message: str
) -> None:
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2") | change
    response = client.post(f"{started.edit_url}/deals/new", data=data)
    assert response.status_code == 422
    assert message in field_note(response, field)
    assert started.deal_count() == 0


def test_the_same_form_sent_twice_saves_one_deal(client: FlaskClient, started: GameActions) -> None:
    entry_id = entry_id_of(client.get(f"{started.edit_url}/deals/new"))
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2", entry_id=entry_id)
    first = client.post(f"{started.edit_url}/deals/new", data=data)
    second = client.post(f"{started.edit_url}/deals/new", data=data)
    assert first.status_code == second.status_code == 302
    assert second.headers["Location"] == started.edit_url
    assert started.deal_count() == 1
    assert totals(client.get(started.edit_url)) == ["165", "300", "5"]


def test_each_form_saves_its_own_deal(client: FlaskClient, started: GameActions) -> None:
    """000 pagat 5000 Rummy, Scoring: two deals add up (Ann 330, Bob 600, Cy 10)."""
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    assert started.deal_count() == 2
    assert totals(client.get(started.edit_url)) == ["330", "600", "10"]


def test_add_meld_keeps_every_value_and_saves_nothing(
    client: FlaskClient, started: GameActions
) -> None:
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2") | {"add_meld": "1"}
    response = client.post(f"{started.edit_url}/deals/new", data=data)
    assert response.status_code == 200
    assert 'name="players-1-melds-2"' in response.text
    assert 'name="players-0-melds-3"' not in response.text
    assert 'value="AS AH AD"' in response.text and 'value="8C"' in response.text
    assert "field-error" not in response.text
    assert started.deal_count() == 0


@pytest.mark.parametrize(
    ("cards", "wild_rank", "expected"),
    [
        # 000 pagat 5000 Rummy, Scoring: kings are 10 each.
        ("KS KH KD", "2", "✓ Set, 30 points"),
        # 000 Melds: "if 6's are wild, 8-6-10 is a valid run"; 5 + 100 (wild) + 10.
        ("8S 6D 10S", "6", "✓ Run, 115 points"),
        ("KS KH KD", "", "✗ Choose the wild rank to check this meld."),
        ("KS ZZ", "2", "✗ 'ZZ' is not a card."),
        ("", "2", ""),
    ],
)
def test_meld_check_fragment(
    client: FlaskClient, started: GameActions, cards: str, wild_rank: str, expected: str
) -> None:
    query = {"field": "players-0-melds-0", "players-0-melds-0": cards, "wild_rank": wild_rank}
    response = client.get(f"/g/{started.game().view_id}/meld", query_string=query, headers=HTMX)
    assert response.status_code == 200
    assert "<html" not in response.text
    assert page_text(response).startswith(expected)


def test_meld_check_fragment_gives_the_engines_reason(
    client: FlaskClient, started: GameActions
) -> None:
    query = {"field": "players-2-melds-1", "players-2-melds-1": "9S 10S QD", "wild_rank": "2"}
    response = client.get(f"/g/{started.game().view_id}/meld", query_string=query, headers=HTMX)
    reason = say(check_meld(Card.parse("9S 10S QD"), find_preset("5000-rummy"), Rank.TWO).problem)
    assert page_text(response) == f"✗ {reason}"


def test_preview_fragment_scores_the_deal(client: FlaskClient, started: GameActions) -> None:
    """000 pagat 5000 Rummy, Scoring: melded, in hand, collected and the deal's score."""
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2")
    response = client.post(f"{started.edit_url}/deals/1/preview", data=data, headers=HTMX)
    assert response.status_code == 200
    assert "<html" not in response.text
    text = page_text(response)
    assert "Player Melded In hand Bonus Deal" in text
    assert "Ann 45 0 120 165 Bob 300 10 0 300 Cy 5 110 0 5" in text
    assert started.deal_count() == 0


def test_preview_sheet_gives_each_new_total(client: FlaskClient, started: GameActions) -> None:
    """The sheet by Save: each player's score of the deal on the form and their running total
    once it is stored (000 pagat 5000 Rummy, Scoring: each deal's score is added to the
    player's running total), and who went out. Nothing is stored."""
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2")
    response = client.post(f"{started.edit_url}/deals/2/preview", data=data, headers=HTMX)
    text = page_text(response)
    # Deal 1 as in test_preview_fragment_scores_the_deal: Ann 165, Bob 300, Cy 5; deal 2 alike.
    assert text[: text.index("Player Melded")].strip() == (
        "Ann 165 → total 330 Bob 300 → total 600 Cy 5 → total 10 Ann went out."
    )
    assert started.deal_count() == 1


def test_preview_fragment_names_the_field_of_a_problem(
    client: FlaskClient, started: GameActions
) -> None:
    players = [Cards(melds=["KS KH KD", "9S 10S QD"]), DEAL_1[1], DEAL_1[2]]
    data = started.deal_form(players, went_out=None, wild_rank="2")
    response = client.post(f"{started.edit_url}/deals/1/preview", data=data, headers=HTMX)
    reason = say(check_meld(Card.parse("9S 10S QD"), find_preset("5000-rummy"), Rank.TWO).problem)
    assert reason and reason in page_text(response)
    link = re.search(r'<a href="#players-0-melds-1">(.*?)</a>', response.text, re.S)
    assert link is not None and "(Ann, meld 2)" in link.group(1) and reason in link.group(1)


def test_fixing_a_deal_changes_the_totals(client: FlaskClient, started: GameActions) -> None:
    """000 pagat 5000 Rummy, Scoring: Bob's set of four aces makes 400 instead of 300."""
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    form = client.get(f"{started.edit_url}/deals/1/edit")
    assert form.status_code == 200
    assert "Fix deal 1" in page_text(form)
    assert re.search(r'id="players-1-melds-0"[^>]*value="AS AH AD"', form.text)
    assert re.search(r'<input[^>]* checked [^>]*type="radio" value="0">', form.text)
    assert 'name="players-1-melds-1"' in form.text  # one empty meld input to add to

    players = [DEAL_1[0], Cards(melds=["AS AH AD AC"], hand="9D 4S"), DEAL_1[2]]
    data = started.deal_form(players, went_out=0, wild_rank="2")
    response = client.post(f"{started.edit_url}/deals/1/edit", data=data)
    assert response.status_code == 302 and response.headers["Location"] == started.edit_url
    scoreboard = client.get(started.edit_url)
    assert totals(scoreboard) == ["165", "400", "5"]
    assert "Deal 1 fixed." in page_text(scoreboard)
    assert started.deal_count() == 1


def test_fixing_a_deal_with_an_error_keeps_the_old_one(
    client: FlaskClient, started: GameActions
) -> None:
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2") | {"players-1-hand": "QQ"}
    response = client.post(f"{started.edit_url}/deals/1/edit", data=data)
    assert response.status_code == 422
    assert "'QQ' is not a card." in field_note(response, "players-1-hand")
    assert totals(client.get(started.edit_url)) == ["165", "300", "5"]


def test_delete_a_deal_after_confirming(client: FlaskClient, started: GameActions) -> None:
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    form = client.get(f"{started.edit_url}/deals/1/edit").text
    assert "<summary>Delete deal 1</summary>" in form
    assert "Yes, delete deal 1" in form
    version = re.search(r'name="version" value="(\d+)"', form)
    assert version is not None
    url = f"{started.edit_url}/deals/1/delete"
    response = client.post(url, data={"version": version.group(1)})
    assert response.status_code == 302 and response.headers["Location"] == started.edit_url
    assert started.deal_count() == 0
    scoreboard = client.get(started.edit_url)
    assert totals(scoreboard) == ["0", "0", "0"]
    assert "Deal 1 deleted." in page_text(scoreboard)


def test_a_second_tap_on_delete_deletes_nothing_more(
    client: FlaskClient, started: GameActions
) -> None:
    """Deal 2 moves up into deal 1's place: the same form sent again must not delete it."""
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    started.enter_deal(DEAL_1, went_out=0, wild_rank="2")
    version = str(started.game().version)
    url = f"{started.edit_url}/deals/1/delete"
    assert client.post(url, data={"version": version}).status_code == 302
    assert client.post(url, data={"version": version}).status_code == 302
    assert started.deal_count() == 1


def test_discard_check_uses_the_melds_on_the_form(
    client: FlaskClient, started: GameActions
) -> None:
    """000 pagat 5000 Rummy, End of the play: the final discard must be "unplayable": 10S fits
    Ann's 7S 8S 9S entered above, so the player must meld it (and float, 000 Floating); QH fits
    nothing."""
    page = client.get(f"{started.edit_url}/deals/new").text
    assert f'hx-get="{started.edit_url}/deals/1/discard"' in page
    url = f"{started.edit_url}/deals/1/discard"
    form = {"wild_rank": "2", "players-0-melds-0": "7S 8S 9S", "players-1-melds-0": "KH KD KC"}
    fits = page_text(client.get(url, query_string={**form, "discard": "10s"}))
    assert (
        fits == "✗ The 10 of spades fits a meld on the table (the 7, 8, and 9 of spades): under "
        "your rules you cannot go out with a playable card; meld it and float."
    )
    free = page_text(client.get(url, query_string={**form, "discard": "QH"}))
    assert free == "✓ The queen of hearts fits no meld on the table: you may discard it and go out."
    assert "Choose the wild rank first." in page_text(
        client.get(url, query_string={"discard": "QH"})
    )
    assert "is not a card" in page_text(client.get(url, query_string={**form, "discard": "Q"}))


def test_a_form_sent_back_shows_each_cards_field_as_typed_escaped_with_its_limit(
    client: FlaskClient, started: GameActions
) -> None:
    """The cards inputs are written out in the template (``forms/_field.html``, cards_input),
    not by WTForms: what was typed comes back as typed, quotes and brackets escaped (nothing
    of it becomes markup), and each keeps the length its field accepts."""
    typed = '9S "><b id=typed>QD'
    data = started.deal_form(DEAL_1, went_out=0, wild_rank="2") | {"players-0-melds-1": typed}
    response = client.post(f"{started.edit_url}/deals/new", data=data)
    assert response.status_code == 422
    assert 'id="typed"' not in response.text and "<b id=typed>" not in response.text
    inputs = input_attributes(response.text)
    assert inputs["players-0-melds-1"]["value"] == typed
    named = r"players-\d-(melds-\d|laid_off|hand)"
    cards_fields = [attributes for key, attributes in inputs.items() if re.fullmatch(named, key)]
    assert len(cards_fields) >= 3 * 3  # melds, the lay-offs and the hand of each player
    assert all("data-cards" in attributes for attributes in cards_fields)
    assert {attributes["maxlength"] for attributes in cards_fields} == {str(MAX_CARDS_TEXT)}


def input_attributes(html: str) -> dict[str, dict[str, str]]:
    """Each ``<input>`` of a page with an id: its attributes, by its id."""

    class Inputs(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.found: dict[str, dict[str, str]] = {}

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            attributes = {name: value or "" for name, value in attrs}
            if tag == "input" and "id" in attributes:
                self.found[attributes["id"]] = attributes

    parser = Inputs()
    parser.feed(html)
    return parser.found
