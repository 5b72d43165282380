"""A table's records (issue: "What every score pad has", item 3): head-to-head for each pair of
players and the records of each game (best deal, best game total, most games won in a row,
biggest comeback), on a table of 10 games entered through the forms, every figure counted by
hand below; the lowest-wins game's records the right way round.

The games, in the order started (each deal typed as each player's score):

500 Rummy to 100 (the highest total wins once a player reaches 100, 001 pagat 500 Rummy; players
level at the top share the win, a house rule of 000 pagat 5000 Rummy, Variations):

- G1 Ann Bob Cy: 40 10 0 (running 40 10 0); 70 20 5 (110 30 5). Ann wins, never behind.
- G2 "ann" "BOB": 0 60 (0 60: Ann 60 behind); 105 0 (105 60). Ann wins, 60 behind at worst.
- G3 Ann Bob Cy: 10 50 20 (Cy 30 behind Bob); 30 10 85 (40 60 105). Cy wins, from 30 behind.
- G4 Bob Cy: 120 15. Bob wins, never behind.
- G5 Ann Cy: 50 -10 (Cy 60 behind); 0 125 (50 115). Cy wins, from 60 behind (as Ann in G2,
  who did it first).
- G6 Ann Bob Cy: 90 0 0, in play.
- G7 Ann Bob: 60 60; 70 70 (130 130). Ann and Bob both win.

Scores only, the lowest total wins after 2 deals (house rules):

- G8 Ann Bob Cy: 5 0 20 (Ann 5 behind Bob's 0); 10 30 0 (15 30 20). Ann wins, from 5 behind.
- G9 Ann Bob Cy: 40 10 15 (Ann 30 behind); 0 35 30 (40 45 45). Ann wins, from 30 behind.
- G10 Ann Bob Cy: -5 10 10, in play.

Head-to-head (finished games both sat in, wins each):

- Ann and Bob: G1 (Ann), G2 (Ann), G3 (Cy), G7 (both), G8 (Ann), G9 (Ann): 6 games, Ann 5, Bob 1.
- Ann and Cy: G1 (Ann), G3 (Cy), G5 (Cy), G8 (Ann), G9 (Ann): 5 games, Ann 3, Cy 2.
- Bob and Cy: G1 (Ann), G3 (Cy), G4 (Bob), G8 (Ann), G9 (Ann): 5 games, Bob 1, Cy 1.

500 Rummy's records: the best deal is Cy's 125 (G5, deal 2; G6's 90 and G7's 70 are less); the
best game total 130, Ann's and Bob's in G7 (Ann sits first, so hers); most games won in a row:
Ann G1 G2 (then G3, G5 lost, G7 won) and Bob G4 G7 (after G1 to G3 lost), 2 each; Cy G3, G5
apart (G4 lost between), 1. Biggest comeback: 60, Ann in G2 (Cy's 60 in G5 came later).

Scores only's records, the lowest being best: the best deal is Ann's -5 (G10, deal 1: a game in
play counts its deals; Bob's 0 in G8 and Ann's in G9 are more); the best game total 15, Ann's in
G8; most games won in a row: Ann's G8 G9, 2; the biggest comeback Ann's 30 in G9 (5 in G8).

Player records, every game counted in the order started: Ann won G1 G2, lost G3 G5, won G7 G8
G9: 3 in a row; Bob lost G1 G2 G3, won G4 G7, lost G8 G9: 2; Cy won G3 and G5 apart: 1.
"""

from __future__ import annotations

import json

from flask.testing import FlaskClient

from tests.web.game_pages import GameActions, entry_id_of, page_text
from tests.web.table_pages import start_table, view_path

FIVE_HUNDRED: list[tuple[list[str], list[list[int]]]] = [
    (["Ann", "Bob", "Cy"], [[40, 10, 0], [70, 20, 5]]),
    (["ann", "BOB"], [[0, 60], [105, 0]]),
    (["Ann", "Bob", "Cy"], [[10, 50, 20], [30, 10, 85]]),
    (["Bob", "Cy"], [[120, 15]]),
    (["Ann", "Cy"], [[50, -10], [0, 125]]),
    (["Ann", "Bob", "Cy"], [[90, 0, 0]]),
    (["Ann", "Bob"], [[60, 60], [70, 70]]),
]
NO_PARTNERS = {"games": 0, "won": 0}  # each plays for themself
LOWEST_WINS: list[tuple[list[str], list[list[int]]]] = [
    (["Ann", "Bob", "Cy"], [[5, 0, 20], [10, 30, 0]]),
    (["Ann", "Bob", "Cy"], [[40, 10, 15], [0, 35, 30]]),
    (["Ann", "Bob", "Cy"], [[-5, 10, 10]]),
]


def play_typed_game(
    games: GameActions, table_edit: str, names: list[str], scores: list[list[int]], **rules: object
) -> str:
    """Start a game at the table (at none for ``""``) and type each deal's scores, as the forms
    send them; return the game's view id."""
    data = games.new_game_form(names, **rules)
    if table_edit:
        data["table"] = table_edit.rsplit("/", 1)[-1]
    response = games.client.post("/games/new", data=data)
    assert response.status_code == 302, page_text(response)
    games.edit_url = response.headers["Location"]
    for deal in scores:
        entry_id = entry_id_of(games.client.get(f"{games.edit_url}/deals/new"))
        form = games.deal_form([], 0, entry_id=entry_id)
        form["typed_scores"] = "y"
        form |= {f"players-{seat}-score": str(score) for seat, score in enumerate(deal)}
        response = games.client.post(f"{games.edit_url}/deals/new", data=form)
        assert response.status_code == 302, page_text(response)
    return games.game().view_id


def play_ten_games(client: FlaskClient, games: GameActions) -> tuple[str, list[str]]:
    """The table of the module's note; its edit path and its games' view ids, G1 first."""
    table_edit = start_table(client)
    played = [
        play_typed_game(
            games,
            table_edit,
            names,
            scores,
            variant="500-rummy",
            target=100,
            tie_at_target="joint_winners",
        )
        for names, scores in FIVE_HUNDRED
    ]
    played += [
        play_typed_game(
            games, table_edit, names, scores, variant="scores-only", winner="lowest", deals=2
        )
        for names, scores in LOWEST_WINS
    ]
    return table_edit, played


def test_head_to_head_and_each_games_records_counted_by_hand(
    client: FlaskClient, games: GameActions
) -> None:
    table_edit, g = play_ten_games(client, games)
    data = json.loads(client.get(f"{view_path(client, table_edit)}/games.json").text)
    assert data["head_to_head"] == [
        {"players": ["Ann", "Bob"], "games": 6, "won": [5, 1], "partners": NO_PARTNERS},
        {"players": ["Ann", "Cy"], "games": 5, "won": [3, 2], "partners": NO_PARTNERS},
        {"players": ["Bob", "Cy"], "games": 5, "won": [1, 1], "partners": NO_PARTNERS},
    ]
    assert data["game_records"] == [
        {
            "game": "500-rummy",
            "lowest_wins": False,
            "best_deal": {"name": "Cy", "partners": [], "points": 125, "game": g[4], "deal": 2},
            "best_game_total": {"name": "Ann", "partners": [], "points": 130, "game": g[6]},
            "most_wins_in_a_row": {"names": ["Ann", "Bob"], "games": 2},
            "biggest_comeback": {"name": "Ann", "partners": [], "points": 60, "game": g[1]},
        },
        {
            "game": "scores-only",
            "lowest_wins": True,
            "best_deal": {"name": "Ann", "partners": [], "points": -5, "game": g[9], "deal": 1},
            "best_game_total": {"name": "Ann", "partners": [], "points": 15, "game": g[7]},
            "most_wins_in_a_row": {"names": ["Ann"], "games": 2},
            "biggest_comeback": {"name": "Ann", "partners": [], "points": 30, "game": g[8]},
        },
    ]
    streaks = {record["name"]: record["longest_streak"] for record in data["records"]}
    assert streaks == {"Ann": 3, "Bob": 2, "Cy": 1}
    api = client.get(f"/api/v1/tables/{view_path(client, table_edit).removeprefix('/t/')}")
    assert api.status_code == 200
    assert api.json is not None
    assert api.json["head_to_head"] == data["head_to_head"]
    assert api.json["game_records"] == [
        game
        | {"best_game_total": game["best_game_total"] | {"deal": None}}
        | {"biggest_comeback": game["biggest_comeback"] | {"deal": None}}
        for game in data["game_records"]
    ]


def test_the_tables_pages_show_the_records_counted_by_hand(
    client: FlaskClient, games: GameActions
) -> None:
    table_edit, g = play_ten_games(client, games)
    for path in (table_edit, view_path(client, table_edit)):
        page = client.get(path)
        text = page_text(page)
        assert "Head-to-head" in text
        assert "Ann 5, Bob 1 of 6 games" in text
        assert "Ann 3, Cy 2 of 5 games" in text
        assert "Bob 1, Cy 1 of 5 games" in text
        assert "500 Rummy Best deal 125 Cy, deal 2 of the game of" in text
        assert "Scores only · the lowest total wins Best deal -5 Ann, deal 1 of the game of" in text
        assert "Most games won in a row 2 Ann and Bob" in text
        assert "Biggest comeback 60 behind Ann, the game of" in text
        assert "Biggest comeback 30 behind Ann, the game of" in text
        assert f'href="/g/{g[4]}/deals/2"' in page.text  # the best deal's own page
        assert f'href="/g/{g[1]}"' in page.text  # the game of the biggest comeback


def test_the_filters_choose_the_games_the_records_count(
    client: FlaskClient, games: GameActions
) -> None:
    """Only the games Cy sat in: G1, G3, G4, G5, G6, G8, G9, G10. Ann and Bob then met in G1,
    G3, G8, G9 (finished): Ann won G1, G8, G9."""
    table_edit, _ = play_ten_games(client, games)
    view = view_path(client, table_edit)
    data = json.loads(client.get(f"{view}/games.json?player=cy").text)
    assert data["head_to_head"][0] == {
        "players": ["Ann", "Bob"],
        "games": 4,
        "won": [3, 0],
        "partners": NO_PARTNERS,
    }
    data = json.loads(client.get(f"{view}/games.json?game=scores-only").text)
    assert [game["game"] for game in data["game_records"]] == ["scores-only"]


def test_a_game_on_no_table_has_the_records_of_its_players(
    client: FlaskClient, games: GameActions
) -> None:
    """Scores only to 100, the highest total wins. On no table: N1 "ANN" "bob" "cy", in play
    (50 0 0); N2 Ann Bob Cy, Ann wins (100 0 0); N3 Cy Ann Bob, Bob wins (0 0 100). Not theirs:
    Ann and Bob alone, the three with Dee, and the three at a table (each won by Ann or Bob).
    Their head-to-head: Ann and Bob met in N2 and N3, 1 win each; Ann and Cy in both, Ann 1;
    Bob and Cy in both, Bob 1. The best deal is Ann's 100 in N2 (Bob's in N3 came later)."""
    rules = {"variant": "scores-only", "target": 100}
    n1 = play_typed_game(games, "", ["ANN", "bob", "cy"], [[50, 0, 0]], **rules)
    n2 = play_typed_game(games, "", ["Ann", "Bob", "Cy"], [[100, 0, 0]], **rules)
    play_typed_game(games, "", ["Cy", "Ann", "Bob"], [[0, 0, 100]], **rules)
    play_typed_game(games, "", ["Ann", "Bob"], [[100, 0]], **rules)
    play_typed_game(games, "", ["Ann", "Bob", "Cy", "Dee"], [[0, 100, 0, 0]], **rules)
    table_edit = start_table(client)
    at_table = play_typed_game(games, table_edit, ["Ann", "Bob", "Cy"], [[100, 0, 0]], **rules)

    link = f'href="/g/{n1}/records">Records of ANN, bob, and cy</a>'
    assert link in client.get(f"/g/{n1}").text
    assert link in client.get(f"/g/{n1}/record").text
    key = games.edit_url  # the last game's, at the table: its table's link instead
    assert "Records of" not in client.get(key).text

    page = client.get(f"/g/{n1}/records")
    assert page.status_code == 200
    text = page_text(page)
    assert "Records of ANN, bob, and cy" in text
    assert "3 games together on no table" in text
    assert "Ann 1, Bob 1 of 2 games" in text
    assert "Ann 1, Cy 0 of 2 games" in text
    assert "Bob 1, Cy 0 of 2 games" in text
    assert "Scores only Best deal 100 Ann, deal 1 of the game of" in text
    assert f"/g/{n2}" not in page.text  # no other game's link is given away

    moved = client.get(f"/g/{at_table}/records")
    assert moved.status_code == 302
    assert moved.headers["Location"] == f"{view_path(client, table_edit)}#records-title"
    assert client.get("/g/no-such-game/records").status_code == 404


def test_the_home_page_says_where_records_are(client: FlaskClient) -> None:
    text = page_text(client.get("/"))
    assert "Records (head-to-head, best deals, winning runs, comebacks) are on each table's" in text


def test_a_game_on_no_table_reaches_its_players_head_to_head_before_one_is_over(
    client: FlaskClient, games: GameActions
) -> None:
    """A game on no table in play, its players' first (issue 49, item 11: "head-to-head is not
    reachable for a game on no table"): both its scoreboards link its players' records, whose
    head-to-head has its place from the start and says what it will hold; a table's page too."""
    rules = {"variant": "scores-only", "target": 100}
    view_id = play_typed_game(games, "", ["Vera", "Walt"], [[20, 10]], **rules)
    link = f'href="/g/{view_id}/records">Records of Vera and Walt</a>'
    assert link in client.get(f"/g/{view_id}").text
    assert link in client.get(games.edit_url).text
    text = page_text(client.get(f"/g/{view_id}/records"))
    assert (
        "Head-to-head Each pair's finished games against each other, and the games each of them "
        "won; in teams, their games as partners are counted apart. No game is finished yet: "
        "each pair's games together and wins show here once one is."
    ) in text

    table_edit = start_table(client)  # a table's page, before its first game is over, alike
    play_typed_game(games, table_edit, ["Vera", "Walt"], [[20, 10]], **rules)
    assert "Head-to-head Each pair's finished games against each other" in page_text(
        client.get(table_edit)
    )
    assert "No game is finished yet" in page_text(client.get(table_edit))
