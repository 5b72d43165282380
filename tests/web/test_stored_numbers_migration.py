"""The migration that adds stored numbers (issue 12) computes them for the games already in a
database: made at the previous migration, holding games, then upgraded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flask_migrate import upgrade
from sqlalchemy import text

from scorekeeper import create_app
from scorekeeper.extensions import db
from scorekeeper.scorebook.changes.links import game_by_key
from scorekeeper.scorebook.scores.tally import current_engine_version
from tests.apps import database_settings
from tests.web.stored_numbers import fresh_numbers, stored_numbers

PREVIOUS = ("69cbb8c06a42", "b7d41e2a9c05")
"""The migrations before stored numbers: tables, then seat drafts."""

GAMES = [
    # 500 Rummy (001 pagat 500 Rummy, The Scoring): Ann melds JH JC JD (30) and holds 2C (2):
    # 28; Bob holds AS KS (25): -25. Then Bob goes out with 5S 5H 5C (15); Ann holds KD: -10.
    (
        "game-five-hundred",
        "500-rummy",
        ["Ann", "Bob"],
        [
            (None, [([["JH", "JC", "JD"]], ["2C"]), ([], ["AS", "KS"])]),
            (1, [([], ["KD"]), ([["5S", "5H", "5C"]], [])]),
        ],
        {"Ann": 18, "Bob": -10},
    ),
    # Another 500 Rummy game: Cy goes out with 7S 7H 7D (21); Dee holds 9C (9): -9. A game
    # with no deals scores nothing.
    (
        "game-of-two-others",
        "500-rummy",
        ["Cy", "Dee"],
        [(0, [([["7S", "7H", "7D"]], []), ([], ["9C"])])],
        {"Cy": 21, "Dee": -9},
    ),
    ("game-without-deals", "rummy", ["Eve", "Flo"], [], {"Eve": 0, "Flo": 0}),
]


@pytest.mark.parametrize("previous", PREVIOUS)
def test_the_migration_stores_the_numbers_of_existing_games(tmp_path: Path, previous: str) -> None:
    settings = database_settings(tmp_path / "old.sqlite3")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    with app.app_context():
        upgrade(revision=previous)
        for index, (view_id, variant, names, deals, _) in enumerate(GAMES, start=1):
            _insert_game(index, view_id, variant, names, deals)
        db.session.commit()
        upgrade()
        for view_id, _, _, deals, totals in GAMES:
            game = game_by_key("view_id", view_id)
            assert game is not None
            assert game.scored_by == current_engine_version()
            assert {player.name: player.total for player in game.players} == totals
            assert game.deal_count == len(deals)
            assert stored_numbers(game) == fresh_numbers(game)
    page = app.test_client().get("/g/game-five-hundred")
    assert page.status_code == 200 and "-10" in page.text


def _insert_game(
    index: int,
    view_id: str,
    variant: str,
    names: list[str],
    deals: list[tuple[int | None, list[tuple[list[list[str]], list[str]]]]],
) -> None:
    """A game as the previous migration's tables hold it: raw inputs only."""
    from scorekeeper.rules import find_preset

    rules = find_preset(variant).for_players(len(names)).options()
    db.session.execute(
        text(
            "INSERT INTO game (id, view_id, edit_key, variant, rules, first_dealer, created_at,"
            " changed_at, version) VALUES (:id, :view, :key, :variant, :rules, 0,"
            " '2026-11-20 20:00:00', '2026-11-20 21:00:00', :version)"
        ),
        {
            "id": index,
            "view": view_id,
            "key": f"{view_id}-edit-key-of-the-game",
            "variant": variant,
            "rules": json.dumps(rules),
            "version": len(deals) + 1,
        },
    )
    for seat, name in enumerate(names):
        db.session.execute(
            text("INSERT INTO player (game_id, seat, name) VALUES (:game, :seat, :name)"),
            {"game": index, "seat": seat, "name": name},
        )
    for number, (went_out, lines) in enumerate(deals, start=1):
        deal_id = index * 100 + number
        db.session.execute(
            text(
                "INSERT INTO deal (id, game_id, number, went_out, rummy, created_at)"
                " VALUES (:id, :game, :number, :out, false, '2026-11-20 20:30:00')"
            ),
            {"id": deal_id, "game": index, "number": number, "out": went_out},
        )
        for seat, (melds, hand) in enumerate(lines):
            db.session.execute(
                text(
                    "INSERT INTO deal_line (deal_id, seat, melds, laid_off, hand)"
                    " VALUES (:deal, :seat, :melds, '[]', :hand)"
                ),
                {"deal": deal_id, "seat": seat, "melds": json.dumps(melds)}
                | {"hand": json.dumps(hand)},
            )
