"""The migration that gives each player a name key (issue 12: a table's records summed per
player in the database) computes it for the players already in a database: made at the
previous migration, holding a table's games, then upgraded. A player is one whatever the
capitals, as Python's ``str.casefold`` has it (so ``Straße`` and ``STRASSE`` are one)."""

from __future__ import annotations

import json
from pathlib import Path

from flask_migrate import upgrade
from sqlalchemy import inspect, text

from scorekeeper import create_app
from scorekeeper.extensions import db
from scorekeeper.rules import find_preset
from tests.apps import database_settings

PREVIOUS = "e7c2a4b9d013"
"""The migration before name keys: trail scores."""

GAMES = [["Ann", "Straße"], ["ann", "STRASSE"], ["Ann", "Bob"]]
"""Three games at one table, by their players' names (none has a deal yet)."""


def test_the_migration_keys_every_players_name(tmp_path: Path) -> None:
    settings = database_settings(tmp_path / "old.sqlite3")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    with app.app_context():
        upgrade(revision=PREVIOUS)
        db.session.execute(
            text(
                "INSERT INTO game_table (id, view_id, edit_key, name, created_at)"
                " VALUES (1, 'friday-nights', 'friday-nights-edit-key', 'Friday nights',"
                " '2026-11-20 19:00:00')"
            )
        )
        rules = json.dumps(find_preset("500-rummy").for_players(2).options())
        for index, names in enumerate(GAMES, start=1):
            db.session.execute(
                text(
                    "INSERT INTO game (id, view_id, edit_key, variant, rules, first_dealer,"
                    " created_at, changed_at, version, table_id, deal_count, finished)"
                    " VALUES (:id, :view, :key, '500-rummy', :rules, 0, :at, :at, 1, 1, 0,"
                    " false)"
                ),
                {"id": index, "view": f"game-{index}", "key": f"game-{index}-edit-key"}
                | {"rules": rules, "at": f"2026-11-20 20:0{index}:00"},
            )
            for seat, name in enumerate(names):
                db.session.execute(
                    text("INSERT INTO player (game_id, seat, name) VALUES (:game, :seat, :name)"),
                    {"game": index, "seat": seat, "name": name},
                )
        db.session.commit()
        upgrade()
        indexes = {
            index["name"]: index["column_names"]
            for index in inspect(db.engine).get_indexes("player")
        }
        assert indexes["ix_player_name_key"] == ["name_key", "game_id"]
        keys = db.session.execute(text("SELECT name, name_key FROM player ORDER BY id")).all()
        assert [tuple(row) for row in keys] == [
            ("Ann", "ann"),
            ("Straße", "strasse"),
            ("ann", "ann"),
            ("STRASSE", "strasse"),
            ("Ann", "ann"),
            ("Bob", "bob"),
        ]
        db.session.remove()
        db.engine.dispose()
    records = app.test_client().get("/t/friday-nights/games.json").get_json()["records"]
    # Named as in their latest game; the most played first.
    assert [(record["name"], record["played"]) for record in records] == [
        ("Ann", 3),
        ("STRASSE", 2),
        ("Bob", 1),
    ]


def test_a_new_player_is_keyed_by_the_name_as_written(tmp_path: Path) -> None:
    settings = database_settings(tmp_path / "new.sqlite3")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False, **settings})
    with app.app_context():
        upgrade()
    body = {"variant": "500-rummy", "players": ["ÉLISE", "Straße"]}
    assert app.test_client().post("/api/v1/games", json=body).status_code == 201
    with app.app_context():
        keys = db.session.execute(text("SELECT name_key FROM player ORDER BY seat")).scalars()
        assert list(keys) == ["élise", "strasse"]
        db.session.remove()
        db.engine.dispose()
