"""JSON API v1 for tables: create one, start games at it (``"table"`` in ``POST /games``), and
read it: its games a page at a time, newest first, and each player's record, from stored
numbers."""

from __future__ import annotations

from flask import Response, jsonify, request, url_for

from ..rules.problems import Problem
from ..scorebook.changes.tables import MAX_NAME, create_table, table_by_view_id
from ..scorebook.names import name_problem, normal_name
from ..scorebook.reading.summary import game_data
from ..scorebook.records.records import player_records, record_data
from ..scorebook.records.table_games import PAGE, GameFilter, page_of, table_games
from ..scorebook.records.table_records import table_records, table_records_data
from ..web.creations import creation_limit
from ..web.whole_number import whole_number
from .blueprint import bp
from .schemas import (
    PlayerRecordOut,
    TableCreatedOut,
    TableCreateRequest,
    TableGameOut,
    TableOut,
    TableUrlsOut,
)
from .views import ApiError, parse_body


@bp.post("/tables")
@creation_limit
def table_create() -> tuple[Response, int]:
    """Create a table; answer its view id, edit key and links."""
    body = parse_body(TableCreateRequest)
    name = normal_name(body.name)
    if not 0 < len(name) <= MAX_NAME:
        raise ApiError(400, Problem("api.table_name_length", {"most": MAX_NAME}), "name")
    if problem := name_problem(name):  # a control character (NUL), nothing visible...
        raise ApiError(400, Problem("api.table_name_refused", {"problem": problem}), "name")
    table = create_table(name)
    out = TableCreatedOut(
        id=table.view_id,
        edit_key=table.edit_key,
        urls=TableUrlsOut(
            view=url_for("tables.view", view_id=table.view_id, _external=True),
            edit=url_for("tables.edit", edit_key=table.edit_key, _external=True),
        ),
    )
    response = jsonify(out.model_dump())
    response.headers["Location"] = url_for("api.table_read", view_id=table.view_id)
    return response, 201


@bp.get("/tables/<view_id>")
def table_read(view_id: str) -> Response:
    """A table: a page of its games (``?page=``, from 1, newest first), every player's record,
    the head-to-head and each game's records over all its games."""
    table = table_by_view_id(view_id)
    if table is None:
        raise ApiError(404, Problem("api.no_table"))
    page = whole_number(request.args.get("page", "1"))
    if page is None or page < 1:
        raise ApiError(400, Problem("api.page_not_whole_number"), "page")
    games = table_games(table, GameFilter())
    count = games.count
    pages = max(1, -(-count // PAGE))
    next_page = None
    if page < pages:
        next_page = url_for("api.table_read", view_id=view_id, page=page + 1, _external=True)
    out = TableOut(
        id=table.view_id,
        name=table.name,
        game_count=count,
        page=page,
        pages=pages,
        next=next_page,
        games=[
            TableGameOut(**game_data(item))
            for item in (page_of(games.query, page) if page <= pages else [])  # none past the last
        ],
        records=[PlayerRecordOut(**record_data(record)) for record in player_records(games)],
        **table_records_data(table_records(games)),
    )
    return jsonify(out.model_dump())
