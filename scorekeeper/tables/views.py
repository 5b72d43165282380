"""The tables pages: start a table, see its games, charts and player records, take them away.

A table has two links like a game: ``/t/e/<edit_key>`` for who keeps the score (it starts
games at the table and opens them to keep score) and ``/t/<view_id>`` for everyone else.
Every number is one the engine worked out when a deal was written, read as stored; a table's
page shows its newest :data:`~scorekeeper.scorebook.records.table_games.PAGE` games, with a link to
older ones.
"""

from __future__ import annotations

from collections.abc import Iterator

from flask import abort, flash, redirect, render_template, request, url_for
from markupsafe import Markup
from werkzeug.wrappers import Response as BaseResponse

from ..models import Table
from ..scorebook.changes.links import game_by_key
from ..scorebook.changes.people import (
    COLOURS,
    Look,
    SamePersonError,
    same_people,
    same_person,
    two_people_again,
)
from ..scorebook.changes.tables import (
    create_table,
    rotate_edit_key,
    table_by_edit_key,
    table_by_view_id,
)
from ..scorebook.reading.charts import count_chart
from ..scorebook.reading.summary import game_data
from ..scorebook.records.records import everyone, latest_looks, player_records, record_data
from ..scorebook.records.table_games import (
    PAGE,
    GameFilter,
    TableGames,
    each_game,
    page_of,
    players_games,
    table_games,
    variants,
)
from ..scorebook.records.table_records import table_records, table_records_data
from ..web.change_limit import change_limit
from ..web.creations import creation_limit
from ..web.deal_form import add_error
from ..web.downloads import csv_download, json_download
from ..web.recent_tables import recent_tables, remember
from ..web.share import qr_svg
from ..web.table_form import NewTableForm
from ..web.whole_number import whole_number
from ..words import say
from ..words.languages import gettext, page_language
from ..words.phrases import listed
from .blueprint import bp
from .forms import SamePersonForm


@bp.get("/tables")
def index() -> str:
    """The tables this device has started or opened."""
    return render_template("tables/index.html", tables=recent_tables())


@bp.route("/tables/new", methods=["GET", "POST"])
@creation_limit
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
    table = _editable(edit_key)
    remember(table, edit=True)
    return _edit_page(table, SamePersonForm(formdata=None))


@bp.post("/t/e/<edit_key>/people")
@change_limit
def same_person_made(edit_key: str) -> BaseResponse | tuple[str, int]:
    """Make two of the table's names one person in its records ("Ann" is "Anna"); a refusal
    comes back by the list it concerns, nothing stored."""
    table = _editable(edit_key)
    form = SamePersonForm()
    names = _everyone(table)
    if form.validate():
        try:
            same_person(table, form.name.data or "", form.person.data or "", names)
        except SamePersonError as error:
            add_error(form[str(error.problem.path[0])], say(error))
        else:
            flash(
                gettext(
                    "%(name)s and %(person)s are one person in this table's records now.",
                    name=form.name.data,
                    person=form.person.data,
                )
            )
            return redirect(url_for(".edit", edit_key=edit_key, _anchor="people"))
    return _edit_page(table, form), 422


@bp.post("/t/e/<edit_key>/people/<int:same_id>/undo")
@change_limit
def same_person_undone(edit_key: str, same_id: int) -> BaseResponse:
    """Undo two names made one person: each counts as itself again (undone already: said)."""
    table = _editable(edit_key)
    shown = _names_by_key(table)
    row = two_people_again(table, same_id)
    if row is None:
        flash(gettext("Those names are two people already."))
    else:
        flash(
            gettext(
                "%(name)s and %(person)s count as two people again.",
                name=shown.get(row.name_key, row.name_key),
                person=shown.get(row.person_key, row.person_key),
            )
        )
    return redirect(url_for(".edit", edit_key=edit_key, _anchor="people"))


@bp.post("/t/e/<edit_key>/rotate")
def rotate(edit_key: str) -> BaseResponse:
    """Change the table's edit link, for when it reached someone who should not keep score: it
    opens every game of the table to keep score. This device's list of tables keeps the new
    link."""
    table = table_by_edit_key(edit_key)
    if table is None:
        abort(404)
    key = rotate_edit_key(table, edit_key)
    if key is None:
        abort(404)  # changed by another phone meanwhile: this link no longer works
    remember(table, edit=True)
    flash(
        gettext(
            "The table's link changed: the old one no longer works. Share the view link instead."
        )
    )
    return redirect(url_for(".edit", edit_key=key))


@bp.get("/t/<view_id>")
def view(view_id: str) -> str:
    """The table for everyone: its games, charts and records, read only."""
    table = _viewable(view_id)
    remember(table, edit=False)
    return _table_page(table, can_edit=False)


@bp.get("/t/<view_id>/games.csv")
def games_csv(view_id: str) -> BaseResponse:
    """The table's games (as filtered) for a spreadsheet: one row per game and player, oldest
    game first, streamed, with the player's team and its total in a game of teams; its words in
    the page's language."""
    table = _viewable(view_id)
    games = table_games(table, _filters())
    header: list[str | int | None] = [
        gettext("Date"),
        gettext("Game"),
        gettext("Game id"),
        gettext("Deals"),
        gettext("Player"),
        gettext("Total"),
        gettext("Won"),
        gettext("Team"),
        gettext("Team total"),
    ]
    yes, no, in_play = gettext("yes"), gettext("no"), gettext("in play")

    def rows() -> Iterator[list[str | int | None]]:
        yield header
        for item in each_game(games.query, oldest_first=True):
            teams = {name: team for team in item.teams for name in team.names}
            for name, total in zip(item.names, item.totals, strict=True):
                won = yes if name in item.standings.winners else no
                if not item.standings.finished:
                    won = in_play
                team = teams.get(name)
                yield [
                    f"{item.created_at:%Y-%m-%d}",
                    item.name,
                    item.view_id,
                    item.deal_count,
                    name,
                    total,
                    won,
                    listed(team.names) if team else None,
                    team.total if team else None,
                ]

    return csv_download(rows(), f"{_file_stem(table)}.csv")


@bp.get("/t/<view_id>/games.json")
def games_json(view_id: str) -> BaseResponse:
    """The table's games (as filtered), newest first, and its player records as JSON,
    streamed."""
    table = _viewable(view_id)
    games = table_games(table, _filters())
    members = [
        ("table", {"id": table.view_id, "name": table.name}),
        ("games", (game_data(item) for item in each_game(games.query))),
        ("records", [record_data(record) for record in player_records(games)]),
        *table_records_data(table_records(games)).items(),
    ]
    return json_download(members, f"{_file_stem(table)}.json")


@bp.get("/g/<view_id>/records")
def players(view_id: str) -> str | BaseResponse:
    """The records of a game's players: for a game on a table, its table's page; for one on no
    table, their implicit table's records, over every game on no table among exactly them
    (whatever the capitals). Its games are not linked: the page names them by their day, so
    that it gives away no other game's link."""
    game = game_by_key("view_id", view_id)
    if game.table is not None:
        return redirect(url_for(".view", view_id=game.table.view_id, _anchor="records-title"))
    names = [player.name for player in game.players]
    games = players_games(names)
    return render_template(
        "tables/players.html",
        game=game,
        names=names,
        game_count=games.count,
        records=player_records(games),
        kept=table_records(games),
    )


def _edit_page(table: Table, people_form: SamePersonForm) -> str:
    """The table's page for who keeps the score, with its share link and the names made one
    person (``people_form``: as sent, where refused)."""
    view_url = url_for(".view", view_id=table.view_id, _external=True)
    qr = qr_svg(view_url, gettext("QR code of the view link"))
    names = _everyone(table)
    people_form.offer(names)
    shown = {name.casefold(): name for name in names}
    people = [
        (row.id, shown.get(row.name_key, row.name_key), shown.get(row.person_key, row.person_key))
        for row in same_people(table)
    ]
    return _table_page(
        table, can_edit=True, view_url=view_url, qr=qr, people_form=people_form, people=people
    )


def _everyone(table: Table) -> list[str]:
    """Everyone who played at the table (``records.everyone``)."""
    return everyone(table_games(table, GameFilter()))


def _looks(table: Table) -> dict[str, Look]:
    """Each name's latest look at the table (``records.latest_looks``): a look changed is the
    game's next version."""
    return latest_looks(table_games(table, GameFilter()))


def _names_by_key(table: Table) -> dict[str, str]:
    """The table's names by name key (casefolded), as in their latest game."""
    return {name.casefold(): name for name in _everyone(table)}


MOST_PLAYERS_SHOWN = 24
"""The most players whose records, wins and head-to-head a table's page shows: those who won
most, then played most. A table of people who play together has fewer; a club's table of a
thousand names would draw megabytes, and its players' own records are a filter away."""


def _table_page(table: Table, can_edit: bool, **extra: object) -> str:
    wanted = _filters()
    games = table_games(table, wanted)
    count = games.count
    page = max(1, min(whole_number(request.args.get("page", "")) or 1, -(-count // PAGE) or 1))
    every_record = player_records(games)
    records = every_record[:MOST_PLAYERS_SHOWN]
    kept = _looks(table)
    looks = [kept.get(record.name.casefold(), Look(COLOURS[-1])) for record in records]
    chart = count_chart(
        [record.name for record in records],
        [record.won for record in records],
        [look.colour for look in looks],
    )
    chosen = (("player", wanted.player), ("game", wanted.variant))
    query = {name: value for name, value in chosen if value}
    return render_template(
        "tables/table.html",
        table=table,
        can_edit=can_edit,
        games=_games_listed(games, page, can_edit),
        game_count=count,
        all_games=table_games(table, GameFilter()).count if query else count,
        page=page,
        page_size=PAGE,
        page_url=lambda number: url_for(
            request.endpoint or "", **(request.view_args or {}) | query, page=number
        ),
        pages=-(-count // PAGE),
        records=records,
        players_not_shown=len(every_record) - len(records),
        kept=table_records(games).among({record.name for record in records}),
        looks=looks,
        chart=chart,
        player=wanted.player,
        variant=wanted.variant,
        query=query,
        # Unfiltered, the records name everyone who played at the table.
        players=_everyone(table)
        if query
        else sorted((record.name for record in every_record), key=str.casefold),
        most_players_listed=MOST_PLAYERS_SHOWN,
        variants=variants(table),
        **extra,
    )


def _games_listed(games: TableGames, page: int, can_edit: bool) -> Markup:
    """Page ``page`` of ``games`` as the table's page lists them, drawn once for the games as
    they are (``TableGames.kept``)."""

    def draw() -> str:
        listed = page_of(games.query, page)
        filtered = games.wanted != GameFilter()
        return render_template(
            "tables/_games.html", games=listed, can_edit=can_edit, filtered=filtered
        )

    language = page_language()  # the list is in the page's language
    return Markup(games.kept(f"table-page {page} {can_edit} {language}", draw))


def _filters() -> GameFilter:
    """The page's filters: a player's name and a game's slug (each empty for all)."""
    return GameFilter(request.args.get("player", "").strip(), request.args.get("game", "").strip())


def _file_stem(table: Table) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in table.name.lower()).strip("-")
    return f"table-{slug or 'games'}"


def _editable(edit_key: str) -> Table:
    table = table_by_edit_key(edit_key)
    if table is None:
        abort(404)
    return table


def _viewable(view_id: str) -> Table:
    table = table_by_view_id(view_id)
    if table is None:
        abort(404)
    return table
