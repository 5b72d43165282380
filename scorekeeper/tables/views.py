"""The tables pages: start a table, see its games, charts and player records, take them away.

A table has two links like a game: ``/t/e/<edit_key>`` for who keeps the score (it starts
games at the table and opens them to keep score) and ``/t/<view_id>`` for everyone else.
Every number comes from the engine's score sheets (:mod:`scorekeeper.tables.records`).
"""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from ..downloads import csv_download, json_download
from ..games.charts import count_chart
from ..games.share import qr_svg
from ..models import Table
from .forms import NewTableForm
from .recent import recent_tables, remember
from .records import player_records
from .store import (
    TableGame,
    create_table,
    matching,
    table_by_edit_key,
    table_by_view_id,
    table_games,
)

bp = Blueprint("tables", __name__)


@bp.get("/tables")
def index() -> str:
    """The tables this device has started or opened."""
    return render_template("tables/index.html", tables=recent_tables())


@bp.route("/tables/new", methods=["GET", "POST"])
def new() -> str | BaseResponse | tuple[str, int]:
    """Name a new table; it opens on its own edit page."""
    form = NewTableForm()
    if request.method == "POST":
        if form.validate():
            table = create_table(form.name.data)
            remember(table, edit=True)
            return redirect(url_for(".edit", edit_key=table.edit_key))
        return render_template("tables/new.html", form=form), 422
    return render_template("tables/new.html", form=form)


@bp.get("/t/e/<edit_key>")
def edit(edit_key: str) -> str:
    """The table for who keeps the score: its games open to keep score, a new game here."""
    table = table_by_edit_key(edit_key)
    if table is None:
        abort(404)
    remember(table, edit=True)
    view_url = url_for(".view", view_id=table.view_id, _external=True)
    return _table_page(table, can_edit=True, view_url=view_url, qr=qr_svg(view_url))


@bp.get("/t/<view_id>")
def view(view_id: str) -> str:
    """The table for everyone: its games, charts and records, read only."""
    table = _viewable(view_id)
    remember(table, edit=False)
    return _table_page(table, can_edit=False)


@bp.get("/t/<view_id>/games.csv")
def games_csv(view_id: str) -> BaseResponse:
    """The table's games (as filtered) for a spreadsheet: one row per game and player."""
    table = _viewable(view_id)
    games = matching(table_games(table), *_filters())
    header: list[str | int | None] = ["Date", "Game", "Game id", "Deals", "Player", "Total", "Won"]
    rows = [header]
    for item in reversed(games):
        sheet = item.sheet
        for name, total in zip(sheet.names, sheet.totals, strict=True):
            won = "yes" if name in sheet.standings.winners else "no"
            if not sheet.standings.finished:
                won = "in play"
            rows.append(
                [
                    f"{item.game.created_at:%Y-%m-%d}",
                    sheet.rules.name,
                    item.game.view_id,
                    len(sheet.deals),
                    name,
                    total,
                    won,
                ]
            )
    return csv_download(rows, f"{_file_stem(table)}.csv")


@bp.get("/t/<view_id>/games.json")
def games_json(view_id: str) -> BaseResponse:
    """The table's games (as filtered) and its player records as JSON."""
    table = _viewable(view_id)
    games = matching(table_games(table), *_filters())
    data = {
        "table": {"id": table.view_id, "name": table.name},
        "games": [
            {
                "id": item.game.view_id,
                "started": item.game.created_at.isoformat(timespec="seconds"),
                "variant": item.game.variant,
                "game": item.sheet.rules.name,
                "deals": len(item.sheet.deals),
                "players": [
                    {"name": name, "total": total}
                    for name, total in zip(item.sheet.names, item.sheet.totals, strict=True)
                ],
                "finished": item.sheet.standings.finished,
                "winners": list(item.sheet.standings.winners),
            }
            for item in games
        ],
        "records": [
            {
                "name": record.name,
                "played": record.played,
                "won": record.won,
                "win_rate": record.win_rate,
                "average_deal": record.average_deal,
                "best_deal": record.best_deal,
                "went_out": record.went_out,
                "average_hand": record.average_hand,
                "longest_streak": record.longest_streak,
            }
            for record in player_records([item.sheet for item in reversed(games)])
        ],
    }
    return json_download(data, f"{_file_stem(table)}.json")


def _table_page(table: Table, can_edit: bool, **extra: object) -> str:
    player, variant = _filters()
    everything = table_games(table)
    games = matching(everything, player, variant)
    records = player_records([item.sheet for item in reversed(games)])
    chart = count_chart([record.name for record in records], [record.won for record in records])
    return render_template(
        "tables/table.html",
        table=table,
        can_edit=can_edit,
        games=games,
        records=records,
        chart=chart,
        player=player,
        variant=variant,
        query={name: value for name, value in (("player", player), ("game", variant)) if value},
        players=_player_names(everything),
        variants={item.game.variant: item.sheet.rules.name for item in everything},
        **extra,
    )


def _filters() -> tuple[str, str]:
    """The page's filters: a player's name and a game's slug (each empty for all)."""
    return request.args.get("player", "").strip(), request.args.get("game", "").strip()


def _player_names(games: list[TableGame]) -> list[str]:
    names: dict[str, str] = {}
    for item in reversed(games):
        names.update((name.casefold(), name) for name in item.sheet.names)
    return sorted(names.values(), key=str.casefold)


def _file_stem(table: Table) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in table.name.lower()).strip("-")
    return f"table-{slug or 'games'}"


def _viewable(view_id: str) -> Table:
    table = table_by_view_id(view_id)
    if table is None:
        abort(404)
    return table
