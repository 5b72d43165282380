"""A game in partnerships through the new-game form and the deal form: the team's total on the
scoreboard, the lead and the win by team.

Sources: 007 Canasta, Partnerships (docs/rule-sources.md: two partnerships, partners across
from one another; the first partnership to the target wins); 004 Rummy, Scoring (the player who
goes out scores the cards left in the others' hands).
"""

from __future__ import annotations

import re

from flask import Flask

from scorekeeper.extensions import db
from scorekeeper.models import Game, SeatClaim
from tests.web.game_pages import Cards, GameActions, page_text
from tests.web.seated_games import open_seat

FOUR = ("Ann", "Bob", "Cy", "Di")
# 004 Rummy: Ann goes out; Bob holds K + 2 = 12, Cy 5 + 3 = 8, Di an ace, 1: Ann scores 21.
ANN_OUT = [
    Cards(("7C 8C 9C", "QH QS QD")),
    Cards(hand="KD 2S"),
    Cards(hand="5H 3D"),
    Cards(hand="AS"),
]


def team_totals(page: str) -> list[tuple[str, str]]:
    block = re.search(r'<ol class="totals team-totals"[^>]*>(.*?)</ol>', page, re.S)
    assert block is not None, "no team totals on the scoreboard"
    return re.findall(
        r'<span class="total-name">([^<]*)</span>\s*<span class="total-points">([^<]*)</span>',
        block.group(1),
    )


def test_a_game_in_two_teams_shows_and_wins_by_team(games: GameActions) -> None:
    games.start(FOUR, variant="rummy", teams="2")
    assert games.enter_deal(ANN_OUT, 0).status_code == 302
    board = games.client.get(games.edit_url)
    assert team_totals(board.text) == [("Ann and Cy", "21"), ("Bob and Di", "0")]
    assert "Ann and Cy lead by 21" in page_text(board)
    for _ in range(4):  # 5 × 21 = 105: the team reaches Rummy's 100
        assert games.enter_deal(ANN_OUT, 0).status_code == 302
    finished = games.client.get(games.edit_url)
    assert "Ann and Cy win with 105, 105 ahead" in page_text(finished)


def test_three_players_cannot_play_in_two_teams(games: GameActions) -> None:
    response = games.client.post(
        "/games/new", data=games.new_game_form(FOUR[:3], variant="rummy", teams="2")
    )
    assert response.status_code == 422
    assert "3 players cannot play in 2 teams of two or more, seated apart." in page_text(response)


def test_a_game_each_for_themself_shows_no_teams(games: GameActions) -> None:
    games.start(FOUR, variant="rummy")
    assert games.enter_deal(ANN_OUT, 0).status_code == 302
    assert 'class="totals team-totals"' not in games.client.get(games.edit_url).text


def test_a_rematch_with_new_partners_reseats_the_players_and_each_phone_follows_its_player(
    app: Flask, games: GameActions
) -> None:
    """Ann and Cy against Bob and Di become Ann and Bob against Di and Cy; Bob, who deals
    next (the deal passes to the left, 000 Deal), still deals first; Cy's phone holds Cy's
    seat, the third before and the fourth now."""
    games.start(FOUR, variant="rummy", teams="2")
    for _ in range(5):  # Ann and Cy reach 100
        assert games.enter_deal(ANN_OUT, 0).status_code == 302
    old = games.game()
    cy_phone = app.test_client()
    assert open_seat(cy_phone, f"/s/{old.seat_key}/3").status_code == 200  # seats from 1
    response = games.client.post(f"{games.edit_url}/rematch", data={"partners": "new"})
    assert response.status_code == 302
    games.edit_url = response.headers["Location"]
    key = games.edit_url.rsplit("/", 1)[-1]
    with app.app_context():
        rematch = db.session.execute(db.select(Game).filter_by(edit_key=key)).scalar_one()
        assert [player.name for player in rematch.players] == ["Ann", "Di", "Bob", "Cy"]
        assert rematch.first_dealer == 2  # Bob
        assert rematch.rules["teams"] == 2
        seat_key = rematch.seat_key
        claims = db.session.query(SeatClaim).filter_by(game_id=rematch.id)
        assert {claim.seat for claim in claims} == {3}
    assert "Cy: deal 1" in page_text(cy_phone.get(f"/s/{seat_key}/4"))


def test_a_game_each_for_themself_offers_no_new_partners(games: GameActions) -> None:
    games.start(FOUR, variant="rummy", target="20")
    assert games.enter_deal(ANN_OUT, 0).status_code == 302  # Ann 21: the game is over
    assert "Rematch with new partners" not in page_text(games.client.get(games.edit_url))


def test_the_record_and_the_spreadsheet_carry_each_teams_total(games: GameActions) -> None:
    games.start(FOUR, variant="rummy", teams="2")
    assert games.enter_deal(ANN_OUT, 0).status_code == 302
    view_id = games.game().view_id
    record = page_text(games.client.get(f"/g/{view_id}/record"))
    assert "Ann and Cy: 21 · Bob and Di: 0" in record
    sheet = games.client.get(f"/g/{view_id}/scoresheet.csv").text.splitlines()
    assert sheet[0].endswith("Ann and Cy total,Bob and Di total")
    assert sheet[1].endswith(",21,0")


def test_a_canasta_deal_form_asks_how_the_deal_ended_in_its_own_words(
    games: GameActions,
) -> None:
    """007 Britannica, Going out: went out, concealed, or the stock ran out; no knocker, no
    deadwood, no cards laid off (Gin Rummy's words are Gin Rummy's alone)."""
    games.start(FOUR, variant="canasta")
    form = page_text(games.client.get(f"{games.edit_url}/deals/new"))
    assert "Went out concealed (200)" in form and "The stock ran out" in form
    assert "deadwood" not in form and "Laid off on other melds" not in form


def test_a_buraco_deal_form_says_each_sides_morto(games: GameActions) -> None:
    """009 pokerlivepro, Score; gamevelvet: a side that never took its morto loses 100, a fact of
    each side: the deal form asks it of each player in the game's words (no drops, Indian
    Rummy's), and a deal the stock ran out of takes it for both sides. Ann melds 3-4-5 of
    spades (15), holds 5D: 10 and her side's -100; Bob holds 9C: -10 and his side's -100; Cy
    -5, Di -5: the sides -95 and -115."""
    games.start(FOUR, variant="buraco")
    form = page_text(games.client.get(f"{games.edit_url}/deals/new"))
    assert "The side never took its morto (-100)" in form
    assert "first drop" not in form and "thirteen cards" not in form
    players = [
        Cards(("3S 4S 5S",), hand="5D"),
        Cards(hand="9C"),
        Cards(hand="4S"),
        Cards(hand="7C"),
    ]
    said = {"players-1-said": "morto_untaken", "players-2-said": "morto_untaken"}
    response = games.enter_deal(players, None, facts={"ending": "stock_out", **said})
    assert response.status_code == 302, page_text(response)
    board = games.client.get(games.edit_url)
    assert team_totals(board.text) == [("Ann and Cy", "-95"), ("Bob and Di", "-115")]
