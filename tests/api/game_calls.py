"""Games made and deals sent through the JSON API, as the API's tests share them: ``create``, the
Bearer header (``auth``), a first deal, and a backup taken and imported into another app
(``backed_up``, ``imported_elsewhere``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Flask

from tests.apps import make_app

GAMES = "/api/v1/games"


# Kings wild. Ann melds 7C 7D 7H (15) and goes out; Bob melds 8S 9S 10S (5 + 5 + 10 = 20) and
# holds KD (wild, 100) and 2C (5); Cy holds AS (100) and 3H (5).
# Ann: 15 + 105 + 105 = 225; Bob: 20; Cy: 0.
FIRST_DEAL = {
    "wild_rank": "K",
    "players": [
        {"name": "Ann", "melds": [["7C", "7D", "7H"]]},
        {"name": "Bob", "melds": [["8S", "9S", "10S"]], "hand": ["KD", "2C"]},
        {"name": "Cy", "hand": ["AS", "3H"]},
    ],
    "went_out": "Ann",
}


def create(client: Any, **body: Any) -> dict[str, Any]:
    request = {"variant": "5000-rummy", "players": ["Ann", "Bob", "Cy"], **body}
    response = client.post(GAMES, json=request)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def auth(game: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {game['edit_key']}"}


def backed_up(app: Flask) -> dict[str, Any]:
    """The app's backup (``flask backup -``), as JSON."""
    result = app.test_cli_runner().invoke(args=["backup", "-"])
    assert result.exit_code == 0, result.output
    archive: dict[str, Any] = json.loads(result.output)
    return archive


def imported_elsewhere(archive: dict[str, Any], folder: Path) -> Any:
    """A test client of a new app (its database in ``folder``) into which ``archive`` was
    imported (``flask import``)."""
    path = folder / "archive.json"
    path.write_text(json.dumps(archive))
    elsewhere = make_app(folder / "elsewhere.sqlite3")
    imported = elsewhere.test_cli_runner().invoke(args=["import", str(path)])
    assert imported.exit_code == 0, imported.output
    return elsewhere.test_client()
