"""The migration that stores each player's record numbers (issue 41: a table's records read
from one row a player and game, never from every deal) works them out for the games already in
a database from their stored deal lines: the same numbers the app stores with each deal
written. Games are played at the newest schema, their numbers read, the columns taken away
(the migration undone) and the migration run again."""

from __future__ import annotations

from pathlib import Path

from flask_migrate import downgrade, upgrade
from sqlalchemy import text

from scorekeeper import create_app
from scorekeeper.extensions import db
from scorekeeper.rules import PlayerDeal
from scorekeeper.scorebook.changes.deals import add_deal
from scorekeeper.scorebook.changes.games import create_game
from scorekeeper.scorebook.scores.scoresheet import DealEntry
from tests.apps import database_settings

PREVIOUS = "d8b3f5a1c7e2"
"""The migration before record numbers: names made one person."""
NUMBERS = (
    "best_deal",
    "best_deal_number",
    "lowest_deal",
    "lowest_deal_number",
    "below_highest",
    "above_lowest",
)
GAMES = [
    # Scores only, the highest total wins. Running totals: 30-0, 20-25, 50-65 (Bob wins).
    ("highest", ("Ann", "Bob"), [(30, 0), (-10, 25), (30, 40)]),
    # The lowest total wins. Running totals: 25-5-10, 25-15-15, 25-45-55 (Cy wins).
    ("lowest", ("Cy", "Dee", "Eve"), [(25, 5, 10), (0, 10, 5), (0, 30, 40)]),
    # No deal yet: no best or lowest deal, never behind.
    ("highest", ("Ann", "Cy"), []),
]


def test_the_migration_works_out_the_record_numbers_of_existing_games(tmp_path: Path) -> None:
    settings = database_settings(tmp_path / "old.sqlite3")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    query = text(f"SELECT name, {', '.join(NUMBERS)} FROM player ORDER BY game_id, seat")
    with app.app_context():
        upgrade()
        for winner, names, deals in GAMES:
            game = create_game("scores-only", {"winner": winner, "deals": 3}, list(names))
            for scores in deals:
                typed = tuple(
                    PlayerDeal(name, typed=str(score))
                    for name, score in zip(names, scores, strict=True)
                )
                add_deal(game, DealEntry(None, typed, None))
        stored = [tuple(row) for row in db.session.execute(query)]
        db.session.remove()
        downgrade(revision=PREVIOUS)
        upgrade()
        migrated = [tuple(row) for row in db.session.execute(query)]
        db.session.remove()
        db.engine.dispose()
    # The numbers as the app stores them, counted by hand from the running totals above: a
    # best or lowest deal score made twice counts from its first deal (Ann's 30).
    assert stored == [
        ("Ann", 30, 1, -10, 2, 15, 30),
        ("Bob", 40, 3, 0, 1, 30, 15),
        ("Cy", 25, 1, 0, 2, 30, 20),
        ("Dee", 30, 3, 5, 1, 20, 20),
        ("Eve", 40, 3, 5, 2, 15, 30),
        ("Ann", None, None, None, None, 0, 0),
        ("Cy", None, None, None, None, 0, 0),
    ]
    assert migrated == stored
