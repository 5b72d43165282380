"""A table of many finished games made straight in the database, for the tests and benchmarks
that measure a table's pages at that size (``tests/web/test_big_table.py``,
``benchmarks/table_pages.py``).

A few games are played through the JSON API first, so the engine scores every deal and the app
stores its numbers (each player's total, win, best deal, going out and points in hand, each
deal line's scores). Then their rows, as stored, are copied again and again with new links and
days, a few bulk inserts in all: 10,000 games take seconds, where playing each would take an
hour.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from flask import Flask
from sqlalchemy import String, cast, func, insert, literal, select, text, update

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game, Player
from scorekeeper.scorebook.changes.games import new_edit_key, new_view_id
from scorekeeper.scorebook.records.table_games import PAGE

DEALS = 3
"""Deals of each game: a game of 5000 Rummy to that many deals, finished with its last."""
SEATINGS = (
    ("Ann", "Bob", "Cy", "Dee"),
    ("Bob", "Cy", "Dee", "Ann"),
    ("Cy", "Ann"),
    ("Dee", "Eve", "Bob"),
    ("Eve", "Ann", "Cy", "Bob"),
)
"""The players of the games played, by seat: each is copied in turn, so the wins, the pairs
and the records vary over the table's games."""
FIRST_DAY = datetime(2020, 1, 1)


def big_table(app: Flask, games: int, name: str = "The big table") -> dict[str, str]:
    """A new table of ``games`` finished games (at least ``len(SEATINGS)``), newest first a day
    apart from :data:`FIRST_DAY` on; its view id (``"id"``) and ``"edit_key"``."""
    client = app.test_client()
    table = client.post("/api/v1/tables", json={"name": name}).get_json()
    played = [_played(client, table["edit_key"], seating) for seating in SEATINGS]
    with app.app_context():
        _copied(played, games - len(played))
    return {"id": table["id"], "edit_key": table["edit_key"]}


def name_every_seat_apart(app: Flask) -> int:
    """Give every player row a name of its own (``N<row id>``), as at a club's table where
    nearly every seat was a new name; how many names there are then."""
    with app.app_context():
        db.session.execute(
            update(Player).values(
                name=literal("N") + cast(Player.id, String),
                name_key=literal("n") + cast(Player.id, String),
            )
        )
        db.session.commit()
        return db.session.scalar(select(func.count(Player.id))) or 0


def _played(client: Any, table_key: str, seating: tuple[str, ...]) -> str:
    """A game of 5000 Rummy at the table, its :data:`DEALS` deals saved through the API (the
    second seat goes out each deal, the others melding little); its view id."""
    body = {
        "variant": "5000-rummy",
        "players": list(seating),
        "options": {"target": 1_000_000, "deals": DEALS},
        "table": table_key,
    }
    game = client.post("/api/v1/games", json=body).get_json()
    auth = {"Authorization": f"Bearer {game['edit_key']}"}
    hands = [
        {"melds": [["2H", "3H", "4H"]], "hand": ["9C"]},
        {"melds": [["5S", "6S", "7S"]], "laid_off": ["8S"]},
        {"melds": [["9D", "10D", "JD"]], "hand": ["2C"]},
        {"hand": ["3C", "4C"]},
    ]
    for number in range(1, DEALS + 1):
        # Whoever sits at the deal's place in the rotation holds the best cards.
        lines = [
            {"name": name, **hands[(seat - number) % len(seating) % len(hands)]}
            for seat, name in enumerate(seating)
        ]
        went_out = next(line["name"] for line in lines if line.get("laid_off"))
        deal = {"wild_rank": "K", "players": lines, "went_out": went_out}
        answer = client.post(f"/api/v1/games/{game['id']}/deals", json=deal, headers=auth)
        assert answer.status_code == 201, answer.get_json()
    return str(game["id"])


def _copied(played: list[str], count: int) -> None:
    """``count`` copies of the ``played`` games (in turn) at their table, with new links,
    each a day older than the one before: their rows as the app stored them."""
    sources = [
        db.session.execute(db.select(Game).filter_by(view_id=one)).scalar_one() for one in played
    ]
    first_game = (db.session.scalar(db.select(func.max(Game.id))) or 0) + 1
    first_deal = (db.session.scalar(db.select(func.max(Deal.id))) or 0) + 1
    rows: dict[type, list[dict[str, Any]]] = {Game: [], Player: [], Deal: [], DealLine: []}
    deal_id = first_deal
    for offset in range(count):
        game = sources[offset % len(sources)]
        game_id = first_game + offset
        day = FIRST_DAY + timedelta(days=offset // len(sources), minutes=offset % len(sources))
        rows[Game].append(
            _columns(game, Game)
            | {"id": game_id, "view_id": new_view_id(), "edit_key": new_edit_key()}
            | {"seat_key": None, "rematch_id": None, "created_at": day, "changed_at": day}
        )
        for player in game.players:
            rows[Player].append(_columns(player, Player) | {"id": None, "game_id": game_id})
        for stored in game.deals:
            rows[Deal].append(
                _columns(stored, Deal)
                | {"id": deal_id, "game_id": game_id, "entry_id": None, "created_at": day}
            )
            for line in stored.lines:
                rows[DealLine].append(_columns(line, DealLine) | {"id": None, "deal_id": deal_id})
            deal_id += 1
    for model, values in rows.items():
        if values:
            db.session.execute(insert(model), values)
    if db.engine.dialect.name == "postgresql":  # ids given: move the sequences past them
        for model in rows:
            name = model.__tablename__
            db.session.execute(
                text(f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), MAX(id)) FROM {name}")
            )
    db.session.commit()


def _columns(row: Any, model: type) -> dict[str, Any]:
    """A row's column values, by column name."""
    return {name: getattr(row, name) for name in model.__table__.columns.keys()}


def table_paths(table: dict[str, str], games: int) -> dict[str, str]:
    """Every page of ``table`` (as :func:`big_table` gives it, of ``games`` games) a phone
    loads, by what it is: its edit and view pages, the next and the last page of its games, the
    page filtered by a player and by a game, and its API answer."""
    view = f"/t/{table['id']}"
    return {
        "edit page": f"/t/e/{table['edit_key']}",
        "view page": view,
        "older games": f"{view}?page=2",
        "oldest games": f"{view}?page={-(-games // PAGE)}",
        "one player's games": f"{view}?player=Eve",
        "one game's games": f"{view}?game=5000-rummy",
        "the table in the API": f"/api/v1/tables/{table['id']}",
    }
