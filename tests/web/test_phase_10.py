"""Phase 10 through the deal form, the scoreboard, a seat's page and the API (012 Phase 10,
docs/rule-sources.md): each player's phase read from the stored deals and shown ("Phase 2"),
a phase laid down against the wrong phase refused in words, the game over after the deal in
which a player completes phase 10, and the phase said under the house rule of any order."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, field_note, page_text, totals
from tests.web.seated_games import open_seat

ANN_PHASE_1 = Cards(("7R 7B JK", "9G 9Y 9Y"))
"""Ann lays down phase 1, two sets of 3, and goes out."""

BOB_HOLDS = Cards(hand="12R SKIP")
"""Bob lays down nothing and holds 10 + 15 = 25 (012 gamexpla.in)."""


def test_a_game_through_the_deal_form_shows_each_players_phase(games: GameActions) -> None:
    """012 ourpastimes.com, The Phases: a player who completes a phase moves on to the next;
    one who does not repeats it. After deal 1 the scoreboard says Ann is on phase 2 and Bob on
    phase 1; the next deal's form says so beside each name and refuses phase 1's two sets from
    Ann in words naming her phase and what is wrong."""
    games.start(("Ann", "Bob"), variant="phase-10")
    first = games.enter_deal([ANN_PHASE_1, BOB_HOLDS], 0)
    assert first.status_code == 302, page_text(first)
    board = games.client.get(games.edit_url)
    assert totals(board) == ["0", "25"]
    text = page_text(board)
    assert "Ann 0 Phase 2" in text and "Bob 25 Phase 1" in text
    form = games.client.get(f"{games.edit_url}/deals/new")
    assert "Ann · Phase 2" in page_text(form) and "Bob · Phase 1" in page_text(form)
    again = games.enter_deal([ANN_PHASE_1, BOB_HOLDS], 0)
    assert again.status_code == 422, page_text(again)
    assert field_note(again, "players-0-melds-1") == (
        "⚠ Ann is on phase 2 (a set of 3 and a run of 4). Not a run of 4: the green 9 and the "
        "yellow 9 and 9; it needs 4 cards at least (012 Phase 10)."
    )
    second = games.enter_deal([Cards(("5R 5B 5G", "1Y 2R 3B JK")), Cards(hand="4G")], 0)
    assert second.status_code == 302, page_text(second)
    assert "Ann 0 Phase 3" in page_text(games.client.get(games.edit_url))


def test_each_seat_page_shows_the_players_phases(games: GameActions) -> None:
    """A seat's page says the seat's own phase for the deal, and the others' (012)."""
    games.start(("Ann", "Bob"), variant="phase-10")
    assert games.enter_deal([ANN_PHASE_1, BOB_HOLDS], 0).status_code == 302
    game = games.game()
    page = open_seat(games.client, f"/s/{game.seat_key}/1")
    assert page.status_code == 200, page_text(page)
    assert "Ann: deal 2 Phase 2 · Bob: Phase 1" in page_text(page)


def _api_game(client: FlaskClient, **options: Any) -> tuple[str, dict[str, str]]:
    body: dict[str, Any] = {"variant": "phase-10", "players": ["Ann", "Bob"]}
    if options:
        body["options"] = options
    made = client.post("/api/v1/games", json=body)
    assert made.status_code == 201, made.get_json()
    game = made.get_json()
    return game["id"], {"Authorization": f"Bearer {game['edit_key']}"}


def test_the_api_ends_the_game_after_phase_10(client: FlaskClient) -> None:
    """012 everything2.com: "The first person to complete phase 10 wins". Ten deals through
    the API, Ann laying down a phase each deal (two sets of 3 to start, then whatever the next
    phase asks), Bob none: the game goes on until Ann's tenth phase, and she wins."""
    game_id, auth = _api_game(client)
    phases = [
        [["7R", "7B", "JK"], ["9G", "9Y", "9Y"]],
        [["5R", "5B", "5G"], ["1Y", "2R", "3B", "JK"]],
        [["9R", "9B", "9G", "9Y"], ["6R", "7B", "8G", "JK"]],
        [["1R", "2B", "3G", "4Y", "5R", "6B", "7G"]],
        [["2R", "3B", "4G", "5Y", "6R", "7B", "8G", "9Y"]],
        [["4R", "5B", "6G", "7Y", "8R", "9B", "10G", "11Y", "12R"]],
        [["10R", "10B", "10G", "10Y"], ["11R", "11B", "11G", "JK"]],
        [["1G", "3G", "5G", "7G", "9G", "11G", "JK"]],
        [["12R", "12B", "12G", "12Y", "JK"], ["6R", "6B"]],
        [["7R", "7B", "7G", "7Y", "7R"], ["2G", "2Y", "JK"]],
    ]
    for number, melds in enumerate(phases, start=1):
        deal = {
            "players": [{"name": "Ann", "melds": melds}, {"name": "Bob", "hand": ["3B"]}],
            "went_out": "Ann",
        }
        stored = client.post(f"/api/v1/games/{game_id}/deals", json=deal, headers=auth)
        assert stored.status_code == 201, (number, stored.get_json())
        read = client.get(f"/api/v1/games/{game_id}").get_json()
        assert read["finished"] == (number == len(phases)), number
    assert read["winners"] == ["Ann"]
    assert [player["total"] for player in read["players"]] == [0, 50]


def test_the_api_takes_the_phase_said_in_any_order(client: FlaskClient) -> None:
    """012 Phase 10 Masters ("Phases can be done in any order"; Variant 2: the player declares
    the phase laid down): the player says it (``said: "phase_4"``); said again in a later deal
    it is refused, naming the phase."""
    game_id, auth = _api_game(client, phase_order="any_order")
    run = {"name": "Ann", "melds": [["1R", "2B", "3G", "4Y", "5R", "6B", "7G"]], "said": "phase_4"}
    deal = {"players": [run, {"name": "Bob", "hand": ["3B"]}], "went_out": "Ann"}
    stored = client.post(f"/api/v1/games/{game_id}/deals", json=deal, headers=auth)
    assert stored.status_code == 201, stored.get_json()
    again = client.post(f"/api/v1/games/{game_id}/deals", json=deal, headers=auth)
    assert again.status_code == 422
    refused = again.get_json()
    assert refused["code"] == "phase_10.phase_done"
    assert refused["error"] == (
        "Ann laid down phase 4 in an earlier deal: each phase is done once, so choose one not "
        "yet done."
    )
