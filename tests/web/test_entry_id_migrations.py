"""The migrations that make a deal's entry id its game's own (issue 24): made at the migration
before them, a database holding a game whose deal was added through the API with an
Idempotency-Key is upgraded; the change that added the deal then keeps its entry id, so that
the deal's request sent again after the deal was deleted stores nothing."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from flask_migrate import upgrade
from sqlalchemy import inspect, text

from scorekeeper import create_app
from scorekeeper.extensions import db
from scorekeeper.rules import find_preset
from tests.api.game_calls import FIRST_DEAL
from tests.apps import database_settings

PREVIOUS = "f2b6d8e4a1c7"
"""The migration before them: player name keys."""

VIEW_ID, EDIT_KEY = "game-one-view-id", "game-one-edit-key"
ENTRY_ID = hashlib.sha256(f"{VIEW_ID} deal-1".encode()).hexdigest()[:32]
"""The entry id the API derives from the Idempotency-Key ``deal-1`` in this game."""
LINES = [
    {"seat": 0, "melds": [["7C", "7D", "7H"]], "laid_off": [], "hand": []},
    {"seat": 1, "melds": [["8S", "9S", "10S"]], "laid_off": [], "hand": ["KD", "2C"]},
    {"seat": 2, "melds": [], "laid_off": [], "hand": ["AS", "3H"]},
]
"""FIRST_DEAL as stored."""


def test_a_deal_added_before_the_upgrade_and_deleted_after_is_not_stored_again(
    tmp_path: Path,
) -> None:
    settings = database_settings(tmp_path / "old.sqlite3")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", **settings})
    record = {"wild_rank": "K", "went_out": 0, "rummy": False, "ending": None}
    record |= {"first_turn": None, "entry_id": ENTRY_ID, "lines": LINES}
    with app.app_context():
        upgrade(revision=PREVIOUS)
        rules = json.dumps(find_preset("5000-rummy").for_players(3).options())
        db.session.execute(
            text(
                "INSERT INTO game (id, view_id, edit_key, variant, rules, first_dealer,"
                " created_at, changed_at, version, deal_count, finished)"
                " VALUES (1, :view, :key, '5000-rummy', :rules, 0, :at, :at, 2, 1, false)"
            ),
            {"view": VIEW_ID, "key": EDIT_KEY, "rules": rules, "at": "2026-11-20 20:00:00"},
        )
        for seat, name in enumerate(["Ann", "Bob", "Cy"]):
            db.session.execute(
                text(
                    "INSERT INTO player (game_id, seat, name, name_key)"
                    " VALUES (1, :seat, :name, :key)"
                ),
                {"seat": seat, "name": name, "key": name.casefold()},
            )
        db.session.execute(
            text(
                "INSERT INTO deal (id, game_id, number, wild_rank, went_out, entry_id, created_at)"
                " VALUES (1, 1, 1, 'K', 0, :entry, '2026-11-20 20:05:00')"
            ),
            {"entry": ENTRY_ID},
        )
        for line in LINES:
            db.session.execute(
                text(
                    "INSERT INTO deal_line (deal_id, seat, melds, laid_off, hand)"
                    " VALUES (1, :seat, :melds, '[]', :hand)"
                ),
                {"seat": line["seat"], "melds": json.dumps(line["melds"])}
                | {"hand": json.dumps(line["hand"])},
            )
        db.session.execute(
            text(
                "INSERT INTO game_event (game_id, at, version, kind, deal_number, deal)"
                " VALUES (1, '2026-11-20 20:05:00', 2, 'deal_added', 1, :deal)"
            ),
            {"deal": json.dumps(record)},
        )
        db.session.commit()
        upgrade()
        indexes = {
            index["name"]: (index["column_names"], bool(index["unique"]))
            for index in inspect(db.engine).get_indexes("deal")
        }
        assert indexes["ix_deal_game_entry"] == (["game_id", "entry_id"], True)
        assert "ix_deal_entry_id" not in indexes
        kept = db.session.execute(text("SELECT entry_id FROM game_event")).scalars().all()
        assert kept == [ENTRY_ID]
        db.session.remove()
        db.engine.dispose()
    client = app.test_client()
    game = f"/api/v1/games/{VIEW_ID}"
    auth = {"Authorization": f"Bearer {EDIT_KEY}"}
    assert client.delete(f"{game}/deals/1", headers=auth).status_code == 204
    again = client.post(
        f"{game}/deals", json=FIRST_DEAL, headers={**auth, "Idempotency-Key": "deal-1"}
    )
    assert again.status_code == 201
    assert again.get_json()["scores"] == {"Ann": 225, "Bob": 20, "Cy": 0}
    assert client.get(game).get_json()["deals"] == []
