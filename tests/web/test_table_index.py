"""A table's games are read newest first from one index (issue 12, "a table of 1,000 games
answers in about the time of one of 50"): the migration makes it in place of the index on
``table_id``, on SQLite and PostgreSQL, and undoing it puts that index back. A later one adds
each game's changed_at and version, the stamp of the table's records."""

from __future__ import annotations

from pathlib import Path

from flask_migrate import downgrade, upgrade
from sqlalchemy import inspect

from scorekeeper import create_app
from scorekeeper.extensions import db
from tests.apps import database_settings

NEWEST = ["table_id", "created_at", "id", "variant", "scored_by"]
STAMPED = [*NEWEST, "changed_at", "version"]


def game_indexes() -> dict[str, list[str]]:
    return {
        index["name"]: list(index["column_names"])
        for index in inspect(db.engine).get_indexes("game")
    }


def test_the_migration_makes_the_newest_first_index_and_can_be_undone(tmp_path: Path) -> None:
    settings = database_settings(tmp_path / "index.sqlite3")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    with app.app_context():
        upgrade(revision="d5e8a3c1f6b2")
        indexes = game_indexes()
        assert indexes["ix_game_table_newest"] == NEWEST
        assert "ix_game_table_id" not in indexes  # the new index serves the foreign key
        upgrade()
        assert game_indexes()["ix_game_table_newest"] == STAMPED
        downgrade(revision="e7c2a4b9d013")
        assert game_indexes()["ix_game_table_newest"] == NEWEST
        downgrade(revision="c3a9f1d27e80")
        indexes = game_indexes()
        assert "ix_game_table_newest" not in indexes
        assert indexes["ix_game_table_id"] == ["table_id"]
        db.engine.dispose()
