"""The leagues' pages: start a league, its seasons with each group's table over the season's
evenings, an evening started in a group (the new-event form filled with the group's players),
and a season closed, which draws the next season's groups with promotion and relegation.

A league has two links like an event: ``/lg/e/<edit_key>`` for the organiser (who starts the
evenings and closes the seasons) and ``/lg/<view_id>`` for everyone. Every number is an
evening's stored standing (``scorebook.reading.league_tables``).
"""

from __future__ import annotations

from flask import abort, flash, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from ..models import League
from ..rules.leagues import Move
from ..scorebook.changes.leagues import (
    LeagueInputError,
    LeaguePlan,
    close_season,
    create_league,
    league_by_edit_key,
    league_by_view_id,
)
from ..scorebook.reading.league_tables import final_orders, season_moves, season_tables
from ..web.change_limit import change_limit
from ..web.creations import creation_limit
from ..web.deal_form import add_error
from ..words import say
from ..words.languages import gettext
from .blueprint import bp
from .forms import CloseSeasonForm, NewLeagueForm


@bp.route("/leagues/new", methods=["GET", "POST"])
@creation_limit
def new() -> str | BaseResponse | tuple[str, int]:
    """Set up a new league; it opens on the organiser's page."""
    form = NewLeagueForm()
    if request.method == "POST":
        if form.validate():
            try:
                league = create_league(
                    LeaguePlan(
                        name=form.name.data or "",
                        players=form.names(),
                        groups=form.groups.data or 1,
                        promoted=form.promoted.data or 0,
                    )
                )
            except LeagueInputError as error:
                path = error.problem.path
                culprit = str(path[0]) if path and str(path[0]) in form else "players"
                add_error(form[culprit], say(error))
            else:
                return redirect(url_for(".edit", edit_key=league.edit_key))
        return render_template("leagues/new.html", form=form), 422
    return render_template("leagues/new.html", form=form)


@bp.get("/lg/e/<edit_key>")
def edit(edit_key: str) -> str:
    """The organiser's page: the season in play, each group's table, an evening started in a
    group, the season closed; the seasons before with who went up and down."""
    league = _editable(edit_key)
    return _organiser_page(league, CloseSeasonForm(formdata=None))


@bp.post("/lg/e/<edit_key>/seasons/<int:number>/close")
@change_limit
def close(edit_key: str, number: int) -> BaseResponse | tuple[str, int]:
    """Close season ``number``: the next season's groups drawn from each group's table, the
    newcomers in the lowest group. Sent again (or after another phone closed it), nothing more
    is stored and the page says so."""
    league = _editable(edit_key)
    form = CloseSeasonForm()
    if form.validate():
        season = league.seasons[-1]
        finals = final_orders(season_tables(season, league.group_count))
        try:
            following, _ = close_season(league, number, finals, form.names())
        except LeagueInputError as error:
            if error.problem.code == "league.season_closed":
                flash(say(error))
                return redirect(url_for(".edit", edit_key=edit_key, _anchor="seasons"))
            add_error(form.newcomers, say(error))
        else:
            flash(gettext("Season %(number)s is closed.", number=number))
            return redirect(url_for(".edit", edit_key=edit_key, _anchor=f"moves-{number}"))
    return _organiser_page(league, form), 422


@bp.get("/lg/<view_id>")
def view(view_id: str) -> str:
    """The league for the players: each group's table in the season in play, and who went up
    and down before."""
    league = league_by_view_id(view_id)
    if league is None:
        abort(404)
    return render_template("leagues/view.html", **_shown(league))


@bp.app_template_filter("group_number")
def group_number(move_group: int | None) -> int:
    """A group as the engine counts it (from 0) as the pages do (from 1)."""
    return (move_group or 0) + 1


def _organiser_page(league: League, form: CloseSeasonForm) -> str:
    return render_template(
        "leagues/edit.html",
        form=form,
        view_url=url_for(".view", view_id=league.view_id, _external=True),
        **_shown(league),
    )


def _shown(league: League) -> dict[str, object]:
    """What both pages show: the season in play with its groups' tables, and every closed
    season's tables and moves, the latest first."""
    seasons = list(league.seasons)
    current = seasons[-1]
    closed: list[tuple[object, object, tuple[Move, ...]]] = [
        (
            season,
            season_tables(season, league.group_count),
            season_moves(season, seasons[index + 1]),
        )
        for index, season in enumerate(seasons[:-1])
    ]
    return {
        "league": league,
        "season": current,
        "groups": season_tables(current, league.group_count),
        "closed": list(reversed(closed)),
    }


def _editable(edit_key: str) -> League:
    league = league_by_edit_key(edit_key)
    if league is None:
        abort(404)
    return league
