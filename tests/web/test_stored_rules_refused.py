"""A game stored with rules the engine now refuses (9 packs, stored before packs were limited
to 4: issue 24, item 5) opens on no page with a 500: each page and the API say why in words
(409), and ``flask rescore`` names the game. 001 pagat 500 Rummy: "With nine or more players,
use four fifty-two-card decks" is the most packs a game takes (docs/rule-sources.md)."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner

from scorekeeper.extensions import db
from scorekeeper.models import Game

DEAL = {
    "wild_rank": "K",
    "players": [{"name": "Ann", "melds": [["7S", "7H", "7D"]]}, {"name": "Bob", "hand": ["9C"]}],
    "went_out": "Ann",
}


def test_a_game_of_rules_now_refused_is_named_not_broken(
    app: Flask, client: FlaskClient, runner: FlaskCliRunner
) -> None:
    game = client.post(
        "/api/v1/games", json={"variant": "5000-rummy", "players": ["Ann", "Bob"]}
    ).get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    assert (
        client.post(f"/api/v1/games/{game['id']}/deals", json=DEAL, headers=auth).status_code == 201
    )
    with app.app_context():
        stored = db.session.execute(db.select(Game)).scalar_one()
        stored.rules = {**stored.rules, "decks": 9}
        db.session.commit()

    for path in (f"/g/{game['id']}", f"/e/{game['edit_key']}", f"/e/{game['edit_key']}/deals/new"):
        page = client.get(path)
        assert page.status_code == 409, path
        text = page.get_data(as_text=True)
        assert "started with rules this version of the app no longer takes" in text
        assert "at most 6" in text
    answer = client.get(f"/api/v1/games/{game['id']}")
    assert answer.status_code == 409
    assert "flask rescore" in answer.get_json()["error"]

    named = runner.invoke(args=["rescore"])
    assert f"Game {game['id']} was not scored" in named.output
