"""A game resumed from a score sheet on paper through the API (issue 52, item 5):
``starting_scores`` on create, each player's points before the first deal, counted in the
running totals, the target, the win and a team's total; refused by its field, nothing stored;
kept by a backup."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from tests.api.game_calls import GAMES, auth, backed_up, create, imported_elsewhere
from tests.apps import make_app

FOUR = ["Ann", "Bob", "Cy", "Dee"]


def typed(**scores: int) -> dict[str, Any]:
    """A deal typed as each player's score, nobody out."""
    return {"players": [{"name": name, "score": score} for name, score in scores.items()]}


def wild_twos(deal: dict[str, Any]) -> dict[str, Any]:
    """``deal`` with twos wild: 5000 Rummy asks every deal's wild rank."""
    return {**deal, "wild_rank": "2"}


def totals(client: Any, game: dict[str, Any]) -> dict[str, int]:
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    return {player["name"]: player["total"] for player in body["players"]}


def test_a_resumed_games_totals_are_its_starting_scores_and_its_deals(client: Any) -> None:
    game = create(client, starting_scores={"Ann": 1200, "Bob": 800, "Cy": -45})
    assert totals(client, game) == {"Ann": 1200, "Bob": 800, "Cy": -45}
    url = f"{GAMES}/{game['id']}/deals"
    response = client.post(url, json=wild_twos(typed(Ann=30, Bob=-10, Cy=75)), headers=auth(game))
    assert response.status_code == 201, response.get_json()
    assert response.get_json()["scores"] == {"Ann": 30, "Bob": -10, "Cy": 75}
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert [player["starting_score"] for player in body["players"]] == [1200, 800, -45]
    assert totals(client, game) == {"Ann": 1230, "Bob": 790, "Cy": 30}


def test_a_player_left_out_starts_at_0(client: Any) -> None:
    game = create(client, starting_scores={"Bob": 300})
    assert totals(client, game) == {"Ann": 0, "Bob": 300, "Cy": 0}


def test_the_target_reached_partly_from_paper_ends_the_game(client: Any) -> None:
    game = create(client, variant="500-rummy", players=["Ann", "Bob"], starting_scores={"Ann": 450})
    url = f"{GAMES}/{game['id']}/deals"
    response = client.post(url, json=typed(Ann=60, Bob=35), headers=auth(game))
    assert response.status_code == 201, response.get_json()
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert body["finished"] is True
    assert body["winners"] == ["Ann"]
    assert totals(client, game) == {"Ann": 510, "Bob": 35}


def test_a_teams_starting_total_is_its_players_together(client: Any) -> None:
    """Canasta's four play Ann and Cy against Bob and Dee, to 5,000 (007 Yahoo! Games)."""
    starting = {"Ann": 3000, "Bob": 2500, "Cy": 1900, "Dee": 2000}
    game = create(client, variant="canasta", players=FOUR, starting_scores=starting)
    url = f"{GAMES}/{game['id']}/deals"
    deal = typed(Ann=60, Bob=40, Cy=50, Dee=30)
    assert client.post(url, json=deal, headers=auth(game)).status_code == 201
    after = totals(client, game)
    assert (after["Ann"] + after["Cy"], after["Bob"] + after["Dee"]) == (5010, 4570)
    body = client.get(f"{GAMES}/{game['id']}").get_json()
    assert body["finished"] is True
    assert body["winners"] == ["Ann", "Cy"]


# Bob and Dee meld 70 card points and no canasta: enough for a side below 1,500, which needs
# 50, not for one at 1,500 or more, which needs 90 (007 Yahoo! Games, Initial Meld
# Requirements). Ann and Cy go out with two canastas.
COUNTED = {
    "players": [
        {"name": "Ann", "counts": {"clean": 1, "dirty": 1, "melded": 310}},
        {"name": "Bob", "counts": {"melded": 70, "hand": 45}},
        {"name": "Cy", "counts": {}},
        {"name": "Dee", "counts": {}},
    ],
    "went_out": "Cy",
    "ending": "went_out",
}


@pytest.mark.parametrize(("dee", "accepted"), [(400, True), (500, False)])
def test_canastas_first_meld_minimum_counts_the_starting_scores(
    client: Any, dee: int, accepted: bool
) -> None:
    starting = {"Bob": 1000, "Dee": dee}
    game = create(client, variant="canasta", players=FOUR, starting_scores=starting)
    response = client.post(f"{GAMES}/{game['id']}/deals", json=COUNTED, headers=auth(game))
    if accepted:
        assert response.status_code == 201, response.get_json()
    else:
        assert response.status_code == 422
        assert response.get_json()["code"] == "canasta.below_minimum"


@pytest.mark.parametrize(
    ("starting", "code", "field"),
    [
        ({"Zed": 100}, "api.not_a_player", "starting_scores.Zed"),
        ({"Bob": 1_000_001}, "start.too_large", "starting_scores.Bob"),
        ({"Bob": -1_000_001}, "start.too_large", "starting_scores.Bob"),
        ({"Bob": "800"}, "api.field_invalid", "starting_scores.Bob"),
        ({"Bob": 12.5}, "api.field_invalid", "starting_scores.Bob"),
        ({"Bob": True}, "api.field_invalid", "starting_scores.Bob"),
        ({"Bob": 5000}, "start.game_over", "starting_scores"),
    ],
)
def test_starting_scores_refused_by_their_field_store_nothing(
    app: Flask, client: Any, starting: dict[str, Any], code: str, field: str
) -> None:
    response = client.post(
        GAMES,
        json={"variant": "5000-rummy", "players": ["Ann", "Bob"], "starting_scores": starting},
    )
    assert response.status_code == 400, response.get_json()
    assert response.get_json()["code"] == code
    assert response.get_json()["field"] == field
    assert backed_up(app)["games"] == []


def test_a_backup_keeps_the_starting_scores_and_an_older_one_starts_at_0(
    app: Flask, client: Any, tmp_path: Path
) -> None:
    game = create(client, starting_scores={"Ann": 1200, "Bob": 800})
    url = f"{GAMES}/{game['id']}/deals"
    assert (
        client.post(
            url, json=wild_twos(typed(Ann=5, Bob=10, Cy=20)), headers=auth(game)
        ).status_code
        == 201
    )
    archive = backed_up(app)
    assert archive["format_version"] == 7
    assert archive["games"][0]["starting_scores"] == [1200, 800, 0]
    (tmp_path / "kept").mkdir()
    elsewhere = imported_elsewhere(archive, tmp_path / "kept")
    assert totals(elsewhere, game) == {"Ann": 1205, "Bob": 810, "Cy": 20}

    older = json.loads(json.dumps(archive))
    older["format_version"] = 5
    del older["games"][0]["starting_scores"]
    (tmp_path / "older").mkdir()
    elsewhere = imported_elsewhere(older, tmp_path / "older")
    assert totals(elsewhere, game) == {"Ann": 5, "Bob": 10, "Cy": 20}


@pytest.mark.parametrize("starting", [[1200, 800], [1200, 800, 0, 5]])
def test_an_archive_whose_starting_scores_are_not_one_a_player_is_refused(
    app: Flask, client: Any, tmp_path: Path, starting: list[int]
) -> None:
    """A hostile (or hand-edited) backup: starting scores fewer or more than its players is
    refused in words, nothing imported, no crash."""
    create(client, starting_scores={"Ann": 1200, "Bob": 800})
    archive = backed_up(app)
    archive["games"][0]["starting_scores"] = starting
    path = tmp_path / "archive.json"
    path.write_text(json.dumps(archive))
    elsewhere = make_app(tmp_path / "elsewhere.sqlite3")
    result = elsewhere.test_cli_runner().invoke(args=["import", str(path)])
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    assert "Nothing was imported" in result.output
