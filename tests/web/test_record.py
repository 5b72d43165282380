"""A game's record page and its score sheet downloads (CSV, JSON), through the test client.

Scores by hand from 000 pagat 5000 Rummy, Scoring (aces 100, K Q J 10 10, 2-9 5; the player who
goes out scores the others' hands) and 001 pagat 500 Rummy, The Scoring (cards left in hand
count against their holder).
"""

from __future__ import annotations

import csv
import io
import json
import re
from datetime import datetime, timedelta

from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.extensions import db
from scorekeeper.models import Game
from tests.web.game_pages import HTMX, Cards, GameActions, page_text


def two_deals(games: GameActions) -> str:
    """A 5000 Rummy game of Ann and Bob with two deals; returns its view id."""
    games.start(["Ann", "Bob"])
    # Ann goes out with KS KH KD (30) and collects Bob's 3C 9D (10): 40.
    games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="3C 9D")], 0, wild_rank="J")
    # Bob goes out with three aces (300) and collects Ann's QC (10): 310.
    games.enter_deal([Cards(hand="QC"), Cards(melds=["AS AH AD"])], 1, wild_rank="7")
    return games.game().view_id


def test_record_shows_every_deal_and_the_chart(client: FlaskClient, games: GameActions) -> None:
    view_id = two_deals(games)
    response = client.get(f"/g/{view_id}/record")
    assert response.status_code == 200
    text = page_text(response)
    for number in (1, 2):
        found = rf"Deal {number} Saved .+? UTC · took .+? Deal {number}'s cards and how"
        assert re.search(found, text)
    assert 'role="img"' in response.text
    assert response.text.count("<polyline points=") == 2 + 2  # two lines and two legend swatches
    assert "Ann 40, Bob 310." in text  # the chart's description
    assert "Total 40 310" in text
    assert games.game().edit_key not in response.text


def test_a_deal_of_the_record_opens_with_its_cards_and_scores(
    client: FlaskClient, games: GameActions
) -> None:
    """Opened (htmx), a deal of the record loads its own cards and breakdown; without
    JavaScript its link shows the same on a page of its own."""
    view_id = two_deals(games)
    record = client.get(f"/g/{view_id}/record").text
    assert f'hx-get="/g/{view_id}/deals/2"' in record
    assert f'<a href="/g/{view_id}/deals/2">Deal 2 on a page of its own</a>' in record
    assert "Bob dealt." not in record  # not until the deal is opened
    breakdown = "Player Melded In hand Bonus Deal Ann 0 10 0 0 Bob 300 0 10 310"
    for headers in (HTMX, {}):
        response = client.get(f"/g/{view_id}/deals/2", headers=headers)
        assert response.status_code == 200
        assert "HX-Request" in response.headers["Vary"]
        text = page_text(response)
        assert "Bob dealt. 7s were wild. Bob went out." in text
        assert "Meld 1 A♠ of spades A♥ of hearts A♦ of diamonds" in text
        assert "In hand Q♣ of clubs" in text
        assert breakdown in text
        assert "Ann dealt" not in text and "K♠" not in text  # deal 1's cards stay out
    assert "<html" not in client.get(f"/g/{view_id}/deals/2", headers=HTMX).text
    alone = client.get(f"/g/{view_id}/deals/2").text
    assert "<h1>5000 Rummy: deal 2</h1>" in alone
    assert f'href="/g/{view_id}/record#deal-2"' in alone
    for number in (0, 3):
        assert client.get(f"/g/{view_id}/deals/{number}").status_code == 404


def test_the_record_grows_by_a_few_elements_a_deal(client: FlaskClient, games: GameActions) -> None:
    """The record of a 12-deal game draws each deal's row, chart point and closed details, not
    its cards (issue 14: 1,942 elements for 12 deals, some 134 a deal)."""
    games.start(["Ann", "Bob"])
    elements = []
    for deal in range(12):
        games.enter_deal([Cards(melds=["KS KH KD"]), Cards(hand="3C 9D QC")], 0, wild_rank="J")
        if deal in (0, 11):
            page = client.get(f"/g/{games.game().view_id}/record").text
            # The chart's axis ticks (<text>, <line>) are a handful whatever the deal count.
            elements.append(len(re.findall(r"<(?!text\b|line\b)[a-zA-Z]", page)))
    per_deal = (elements[1] - elements[0]) / 11
    # A deal: its sheet row (tr, th, link, and a cell of two numbers a player), its chart point
    # a player, and its article (heading, its saved time and how long it took, details,
    # summary, the loader and its link).
    players = 2
    assert per_deal <= 3 + 3 * players + players + 8


def test_scoreboards_link_to_the_record(client: FlaskClient, games: GameActions) -> None:
    view_id = two_deals(games)
    for url in (games.edit_url, f"/g/{view_id}"):
        assert f'href="/g/{view_id}/record"' in client.get(url).text


def test_record_of_a_game_without_deals(client: FlaskClient, games: GameActions) -> None:
    games.start(["Ann", "Bob"])
    response = client.get(f"/g/{games.game().view_id}/record")
    assert response.status_code == 200
    assert "No deals yet: the chart starts with the first deal." in page_text(response)


def test_scoresheet_csv(client: FlaskClient, games: GameActions) -> None:
    view_id = two_deals(games)
    response = client.get(f"/g/{view_id}/scoresheet.csv")
    assert response.mimetype == "text/csv"
    assert response.headers["Content-Disposition"].startswith("attachment; filename=5000-rummy-")
    assert list(csv.reader(io.StringIO(response.text))) == [
        [
            "Deal",
            "Dealer",
            "Wild rank",
            "Went out",
            "Scores",
            "Ann",
            "Ann total",
            "Bob",
            "Bob total",
        ],
        ["1", "Ann", "J", "Ann", "counted from the cards", "40", "40", "0", "0"],
        ["2", "Bob", "7", "Bob", "counted from the cards", "0", "40", "310", "310"],
    ]


def test_scoresheet_csv_negative_scores_and_formula_like_names(
    client: FlaskClient, games: GameActions
) -> None:
    """500 Rummy: Ann melds 2H 3H 4H (2 + 3 + 4: 9); Bob's KS QS left in hand (20) count
    against him; the stock ran out. A name starting with "=" is written so that a spreadsheet
    shows it rather than runs it."""
    games.start(["=Ann", "Bob"], variant="500-rummy")
    games.enter_deal([Cards(melds=["2H 3H 4H"]), Cards(hand="KS QS")], None)
    response = client.get(f"/g/{games.game().view_id}/scoresheet.csv")
    rows = list(csv.reader(io.StringIO(response.text)))
    assert rows == [
        [
            "Deal",
            "Dealer",
            "Wild rank",
            "Went out",
            "Scores",
            "'=Ann",
            "'=Ann total",
            "Bob",
            "Bob total",
        ],
        ["1", "'=Ann", "", "", "counted from the cards", "9", "9", "-20", "-20"],
    ]


def test_scoresheet_json(client: FlaskClient, games: GameActions) -> None:
    view_id = two_deals(games)
    response = client.get(f"/g/{view_id}/scoresheet.json")
    assert response.headers["Content-Disposition"].endswith(".json")
    data = json.loads(response.text)
    assert data["players"] == [
        {"name": "Ann", "starting_score": 0, "total": 40, "joined_at": None, "left": False},
        {"name": "Bob", "starting_score": 0, "total": 310, "joined_at": None, "left": False},
    ]
    assert data["finished"] is False
    second = data["deals"][1]
    assert (second["dealer"], second["wild_rank"], second["went_out"]) == ("Bob", "7", "Bob")
    assert second["players"][1] == {
        "name": "Bob",
        "melds": [["AS", "AH", "AD"]],
        "laid_off": [],
        "hand": [],
        "typed": None,
        "melded": 300,
        "hand_points": 0,
        "bonus": 10,
        "score": 310,
        "total": 310,
    }
    assert games.game().edit_key not in response.text


def test_unknown_game_record_and_downloads_are_404(client: FlaskClient) -> None:
    for suffix in ("record", "scoresheet.csv", "scoresheet.json"):
        assert client.get(f"/g/no-such-game/{suffix}").status_code == 404


def test_chart_goes_below_zero_for_negative_totals(client: FlaskClient, games: GameActions) -> None:
    """500 Rummy: Bob's KS QS left in hand make -20, so the chart's scale starts below 0. It
    follows the scores (-20 to 9, in round steps of 5), not the target (500), which is far."""
    games.start(["Ann", "Bob"], variant="500-rummy")
    games.enter_deal([Cards(melds=["2H 3H 4H"]), Cards(hand="KS QS")], None)
    page = client.get(f"/g/{games.game().view_id}/record").text
    ticks = re.findall(r'<text class="chart-label"[^>]*text-anchor="end">([^<]*)</text>', page)
    assert ticks == ["-20", "-15", "-10", "-5", "0", "5", "10"]
    assert 'class="chart-target"' not in page
    text = page_text(client.get(f"/g/{games.game().view_id}/record"))
    assert "Ann 9, Bob -20." in text
    assert "The target, 500, is above the chart until someone nears it." in text


def test_chart_reaches_the_target_once_a_total_nears_it(
    client: FlaskClient, games: GameActions
) -> None:
    """500 Rummy with two packs: Ann melds four aces (15 each, 001 The Scoring: 60) and four
    each of kings, queens, jacks and tens (40 each): 220 a deal. After two deals her 440 is
    past half the target (500): the chart's scale reaches up to the target and draws it."""
    games.start(["Ann", "Bob"], variant="500-rummy", decks=2)
    melds = ["AS AH AD AC", "KS KH KD KC", "QS QH QD QC", "JS JH JD JC", "10S 10H 10D 10C"]
    games.enter_deal([Cards(melds=melds), Cards(hand="2C")], 0)
    games.enter_deal([Cards(melds=melds), Cards(hand="2C")], 0)
    page = client.get(f"/g/{games.game().view_id}/record").text
    ticks = re.findall(r'<text class="chart-label"[^>]*text-anchor="end">([^<]*)</text>', page)
    assert ticks[-1] == "500"
    assert 'class="chart-target"' in page


def test_the_record_says_when_each_deal_was_saved_and_how_long_the_game_took(
    app: Flask, client: FlaskClient, games: GameActions
) -> None:
    """Issue 39, item 4: the game's length and each deal's time, from the save times."""
    view_id = two_deals(games)
    start = datetime(2026, 11, 28, 19, 0)
    with app.app_context():
        game = db.session.execute(db.select(Game).filter_by(view_id=view_id)).scalar_one()
        game.created_at = start
        for deal, minutes in zip(sorted(game.deals, key=lambda d: d.number), (7, 72), strict=True):
            deal.created_at = start + timedelta(minutes=minutes)
        db.session.commit()
    text = page_text(client.get(f"/g/{view_id}/record"))
    assert "2 deals · played for 1 hr 12 min" in text
    assert "Deal 1 Saved Nov 28 19:07 UTC · took 7 min" in text
    assert "Deal 2 Saved Nov 28 20:12 UTC · took 1 hr 5 min" in text
    board = page_text(client.get(f"/g/{view_id}"))
    assert "started Nov 28, 2026 · played for 1 hr 12 min" in board
