"""Partnerships on a game's chart and in its table's records: one line a team on the running
totals chart, a team's win each of its players', the game totals and comebacks of teams with
their players, partners' games apart from the head-to-head; on the table's page, in its JSON and
in the API. Every deal through the deal form, scored by the engine.

Sources: 007 Canasta, Partnerships (docs/rule-sources.md: two partnerships, partners across from
one another, the first partnership to the target wins); 004 Rummy, Scoring (the player who goes
out scores the cards left in the others' hands). Rummy to 100 in two teams, seats 1 and 3
against 2 and 4:

- G1 Ann Bob Cy Di (Ann and Cy against Bob and Di): Bob goes out (21: Ann's K + 2 = 12, Cy's
  5 + 3 = 8, Di's ace 1), then Ann five times (21 each: 105). Ann and Cy win 105 to 21, from
  21 behind after deal 1 (Cy alone was 105 below Ann: not the team's).
- G2 Ann Bob Di Cy (Ann and Di against Bob and Cy): Ann goes out five times. Ann and Di win 105
  to 0.

Head-to-head (against each other, then as partners with their team's wins):

- Ann and Bob: opposed in G1 and G2, Ann's teams won both: 2 games, Ann 2, Bob 0.
- Ann and Cy: partners in G1 (won), opposed in G2 (Ann's team won).
- Ann and Di: opposed in G1 (Ann's), partners in G2 (won).
- Bob and Cy: opposed in G1 (Cy's), partners in G2 (lost).
- Bob and Di: partners in G1 (lost), opposed in G2 (Di's).
- Cy and Di: opposed in G1 (Cy's) and G2 (Di's): 2 games, 1 each.

Records: best deal 21, Bob's (with Di) in G1, deal 1 (Ann's 21s came later); best game total
105, Ann and Cy's in G1 (G2's 105 later); biggest comeback 21 behind, Ann and Cy in G1. Games
won: Ann 2, Cy 1, Di 1, Bob 0.
"""

from __future__ import annotations

import csv
import io
import json
import re

from flask.testing import FlaskClient

from tests.web.game_pages import Cards, GameActions, page_text
from tests.web.table_pages import start_table, view_path

MELDS = Cards(("7C 8C 9C", "QH QS QD"))
HANDS = [Cards(hand="KD 2S"), Cards(hand="5H 3D"), Cards(hand="AS")]
ANN_OUT = [MELDS, *HANDS]  # Ann 21
BOB_OUT = [HANDS[0], MELDS, *HANDS[1:]]  # Bob 21


def play_at(games: GameActions, table_edit: str, names: list[str], deals: list[int]) -> str:
    """A rummy game in two teams at the table, each deal ended by the seat of ``deals`` going
    out with the same cards; its view id."""
    data = games.new_game_form(names, variant="rummy", teams="2")
    data["table"] = table_edit.rsplit("/", 1)[-1]
    response = games.client.post("/games/new", data=data)
    assert response.status_code == 302, page_text(response)
    games.edit_url = response.headers["Location"]
    for seat in deals:
        response = games.enter_deal(ANN_OUT if seat == 0 else BOB_OUT, seat)
        assert response.status_code == 302, page_text(response)
    return games.game().view_id


def two_team_games(client: FlaskClient, games: GameActions) -> tuple[str, list[str]]:
    """The table of the module's note: its edit path and its games' view ids, G1 first."""
    table_edit = start_table(client)
    g1 = play_at(games, table_edit, ["Ann", "Bob", "Cy", "Di"], [1, 0, 0, 0, 0, 0])
    g2 = play_at(games, table_edit, ["Ann", "Bob", "Di", "Cy"], [0, 0, 0, 0, 0])
    return table_edit, [g1, g2]


def test_the_chart_of_a_game_in_teams_draws_a_line_a_team(
    client: FlaskClient, games: GameActions
) -> None:
    _, (g1, _) = two_team_games(client, games)
    page = client.get(f"/g/{g1}/record").text
    chart = page[page.index('<figure class="chart">') : page.index("</figure>")]
    assert len(re.findall(r'<g class="series', chart)) == 2
    legend = re.findall(r"</svg>([^<]+)</li>", chart)
    assert legend == ["Ann and Cy", "Bob and Di"]
    assert "Ann and Cy 105, Bob and Di 21." in page_text(client.get(f"/g/{g1}/record"))


def test_a_teams_win_is_each_of_its_players_and_partners_play_no_head_to_head(
    client: FlaskClient, games: GameActions
) -> None:
    table_edit, (g1, _) = two_team_games(client, games)
    data = json.loads(client.get(f"{view_path(client, table_edit)}/games.json").text)
    assert {record["name"]: record["won"] for record in data["records"]} == {
        "Ann": 2,
        "Bob": 0,
        "Cy": 1,
        "Di": 1,
    }
    assert data["head_to_head"] == [
        {"players": ["Ann", "Bob"], "games": 2, "won": [2, 0], "partners": {"games": 0, "won": 0}},
        {"players": ["Ann", "Cy"], "games": 1, "won": [1, 0], "partners": {"games": 1, "won": 1}},
        {"players": ["Ann", "Di"], "games": 1, "won": [1, 0], "partners": {"games": 1, "won": 1}},
        {"players": ["Bob", "Cy"], "games": 1, "won": [0, 1], "partners": {"games": 1, "won": 0}},
        {"players": ["Bob", "Di"], "games": 1, "won": [0, 1], "partners": {"games": 1, "won": 0}},
        {"players": ["Cy", "Di"], "games": 2, "won": [1, 1], "partners": {"games": 0, "won": 0}},
    ]
    assert data["game_records"] == [
        {
            "game": "rummy",
            "lowest_wins": False,
            "best_deal": {"name": "Bob", "partners": ["Di"], "points": 21, "game": g1, "deal": 1},
            "best_game_total": {"name": "Ann", "partners": ["Cy"], "points": 105, "game": g1},
            "most_wins_in_a_row": {"names": ["Ann"], "games": 2},
            "biggest_comeback": {"name": "Ann", "partners": ["Cy"], "points": 21, "game": g1},
        }
    ]


def test_the_tables_page_names_the_partners(client: FlaskClient, games: GameActions) -> None:
    table_edit, _ = two_team_games(client, games)
    for path in (table_edit, view_path(client, table_edit)):
        text = page_text(client.get(path))
        assert "Ann 2, Bob 0 of 2 games" in text
        assert "Ann 1, Cy 0 of 1 game partners: 1 game, 1 won" in text
        assert "Bob 0, Di 1 of 1 game partners: 1 game, 0 won" in text
        assert "Best deal 21 Bob (with Di), deal 1 of the game of" in text
        assert "Best game total 105 Ann and Cy, the game of" in text
        assert "Biggest comeback 21 behind Ann and Cy, the game of" in text
        assert "Ann and Cy 105 Bob and Di 21" in text  # G1 in the table's games
        assert "Ann and Di 105 Bob and Cy 0" in text
    rows = list(
        csv.reader(io.StringIO(client.get(f"{view_path(client, table_edit)}/games.csv").text))
    )
    assert rows[0][-2:] == ["Team", "Team total"]
    assert ["Ann", "105", "yes", "Ann and Cy", "105"] in [row[4:] for row in rows[1:]]
    assert ["Cy", "0", "yes", "Ann and Cy", "105"] in [row[4:] for row in rows[1:]]


def test_the_api_gives_a_games_teams_and_the_pairs_games_as_partners(
    client: FlaskClient, games: GameActions
) -> None:
    table_edit, (g1, g2) = two_team_games(client, games)
    api = client.get(f"/api/v1/tables/{view_path(client, table_edit).removeprefix('/t/')}")
    assert api.status_code == 200
    assert api.json is not None
    teams = {game["id"]: game["teams"] for game in api.json["games"]}
    assert teams == {
        g1: [
            {"players": ["Ann", "Cy"], "total": 105, "won": True},
            {"players": ["Bob", "Di"], "total": 21, "won": False},
        ],
        g2: [
            {"players": ["Ann", "Di"], "total": 105, "won": True},
            {"players": ["Bob", "Cy"], "total": 0, "won": False},
        ],
    }
    pairs = {tuple(pair["players"]): pair for pair in api.json["head_to_head"]}
    assert pairs["Bob", "Cy"]["games"] == 1 and pairs["Bob", "Cy"]["partners"] == {
        "games": 1,
        "won": 0,
    }
    assert api.json["game_records"][0]["best_game_total"] == {
        "name": "Ann",
        "partners": ["Cy"],
        "points": 105,
        "game": g1,
        "deal": None,
    }


def test_a_game_each_for_themself_has_no_teams_in_the_api(
    client: FlaskClient, games: GameActions
) -> None:
    table_edit = start_table(client)
    data = games.new_game_form(["Ann", "Bob", "Cy", "Di"], variant="rummy")
    data["table"] = table_edit.rsplit("/", 1)[-1]
    assert client.post("/games/new", data=data).status_code == 302
    api = client.get(f"/api/v1/tables/{view_path(client, table_edit).removeprefix('/t/')}")
    assert api.json is not None
    assert api.json["games"][0]["teams"] == []
