"""Looking back at a game: its record page (every deal, the running-totals chart) and its score
sheet to take away as CSV or JSON. Reached by the view link: nothing here changes the game.
"""

from __future__ import annotations

from typing import Any

from flask import Response, abort, make_response, render_template
from werkzeug.wrappers import Response as BaseResponse

from ..extensions import htmx
from ..models import Game
from ..rules import PlayerDeal, PlayerScore, meld_tokens
from ..rules.partnerships import team_totals
from ..scorebook.changes.links import game_by_key
from ..scorebook.history.changelog import deal_marks
from ..scorebook.reading.charts import running_totals_chart
from ..scorebook.scores.scoresheet import DealRow, Scoresheet, scoresheet
from ..web.downloads import csv_download, json_download
from ..words.languages import gettext
from .blueprint import bp
from .board import team_lines


@bp.get("/g/<view_id>/record")
def record(view_id: str) -> str:
    """Every deal of the game with what each player held, the chart (in partnerships one line a
    team, its players' totals together) and the downloads."""
    game = game_by_key("view_id", view_id)
    sheet = scoresheet(game)
    teams = team_lines(sheet.standings)
    colours = [player.colour for player in game.players]
    if teams:  # one line a team, in its first player's colour (the engine's team totals)
        seats = sheet.standings.teams
        chart = running_totals_chart(
            [team.names for team in teams],
            [team_totals(row.totals, seats) for row in sheet.deals],
            sheet.rules.target,
            [colours[seats.index(team)] for team in range(len(teams))],
            team_totals(sheet.starting, seats),
        )
    else:
        chart = running_totals_chart(
            sheet.names,
            [row.totals for row in sheet.deals],
            sheet.rules.target,
            colours,
            sheet.starting,
        )
    marks = deal_marks(game)
    return render_template(
        "games/record.html", game=game, sheet=sheet, chart=chart, marks=marks, teams=teams
    )


@bp.get("/g/<view_id>/deals/<int:number>")
def deal_detail(view_id: str, number: int) -> BaseResponse:
    """One deal's cards and the engine's breakdown: for a score sheet's row or a record's deal
    as it opens (htmx), the fragment; for a plain request, a page of its own. 404 for a deal
    not played."""
    game = game_by_key("view_id", view_id)
    if not 1 <= number <= game.deal_count:
        abort(404)
    sheet = scoresheet(game, cards=number)
    row = sheet.deals[number - 1]
    if htmx:
        page = render_template("games/_deal_detail.html", row=row, sheet=sheet)
    else:
        page = render_template("games/one_deal.html", game=game, row=row, sheet=sheet)
    response = make_response(page)
    response.vary.add("HX-Request")
    return response


@bp.get("/g/<view_id>/scoresheet.csv")
def scoresheet_csv(view_id: str) -> Response:
    """The score sheet for a spreadsheet: one row per deal, each player's score and total."""
    game = game_by_key("view_id", view_id)
    return csv_download(scoresheet_rows(scoresheet(game)), f"{file_stem(game)}.csv")


@bp.get("/g/<view_id>/scoresheet.json")
def scoresheet_json(view_id: str) -> Response:
    """The score sheet with every deal's cards and the engine's breakdown of each score."""
    game = game_by_key("view_id", view_id)
    data = scoresheet_data(game, scoresheet(game, cards="all"))
    return json_download(data.items(), f"{file_stem(game)}.json")


def scoresheet_rows(sheet: Scoresheet) -> list[list[str | int | None]]:
    """The header, then one row per deal: who dealt, the wild rank, who went out, how its
    scores were had (counted from the cards, or typed and not checked), and for each player the
    deal's score and the running total after it (points); in partnerships, then each team's
    running total (its players' together, the engine's ``team_totals``). A game resumed from
    paper has a "From paper" row first, each player's points from paper as their score and
    total (read back as a score sheet, it is a first deal that gives the same totals). The
    header is in the page's language."""
    header: list[str | int | None] = [
        gettext("Deal"),
        gettext("Dealer"),
        gettext("Wild rank"),
        gettext("Went out"),
        gettext("Scores"),
    ]
    for name in sheet.names:
        header += [name, gettext("%(name)s total", name=name)]
    teams = sheet.standings.teams
    for line in team_lines(sheet.standings):
        header.append(gettext("%(name)s total", name=line.names))
    rows = [header]
    if sheet.from_paper:
        paper: list[str | int | None] = [gettext("From paper"), None, None, None, None]
        for points in sheet.starting:
            paper += [points, points]
        if teams:
            paper += team_totals(sheet.starting, teams)
        rows.append(paper)
    for deal in sheet.deals:
        row: list[str | int | None] = [
            deal.number,
            deal.dealer,
            str(deal.wild_rank) if deal.wild_rank else None,
            deal.went_out,
            gettext("typed, not checked")
            if deal.result.typed
            else gettext("counted from the cards"),
        ]
        for name, score, total in zip(sheet.names, deal.scores, deal.totals, strict=True):
            row += [score, total] if not deal.sat_out(name) else [None, None]  # no line
        if teams:
            row += team_totals(deal.totals, teams)
        rows.append(row)
    return rows


def scoresheet_data(game: Game, sheet: Scoresheet) -> dict[str, Any]:
    """The game as JSON data: its rules, players (each one's points before the first deal,
    ``starting_score``, and total), standings and every deal, with each player's cards
    (notation) and points (``melded``, ``hand``, ``bonus``, ``score``, ``total``).
    """
    return {
        "id": game.view_id,
        "variant": game.variant,
        "game": sheet.rules.name,
        "started": game.created_at.isoformat(timespec="seconds"),
        "options": sheet.rules.options(),
        "players": [
            {
                "name": name,
                "starting_score": start,
                "total": total,
                "joined_at": sheet.joined_at(name),
                "left": name in sheet.gone,
            }
            for name, start, total in zip(sheet.names, sheet.starting, sheet.totals, strict=True)
        ],
        "finished": sheet.standings.finished,
        "winners": list(sheet.standings.winners),
        "deals": [
            {
                "number": deal.number,
                "dealer": deal.dealer,
                "wild_rank": str(deal.wild_rank) if deal.wild_rank else None,
                "went_out": deal.went_out,
                "typed": deal.result.typed,
                "players": [
                    {
                        "name": cards.name,
                        "melds": [
                            list(meld_tokens(meld, cards.stated(n)))
                            for n, meld in enumerate(cards.melds)
                        ],
                        "laid_off": [str(card) for card in cards.laid_off],
                        "hand": [str(card) for card in cards.hand],
                        "typed": points.typed,
                        "melded": points.melded,
                        "hand_points": points.hand,
                        "bonus": points.bonus,
                        "score": points.score,
                        "total": total,
                    }
                    for cards, points, total in _dealt_lines(deal)
                ],
            }
            for deal in sheet.deals
        ],
    }


def _dealt_lines(deal: DealRow) -> list[tuple[PlayerDeal, PlayerScore, int]]:
    """Each dealt-in player's cards, points and running total of ``deal``, in seating order: a
    player who joined later or had left has no line in it."""
    cards = {player.name: player for player in deal.players}
    return [
        (cards.get(points.name, PlayerDeal(points.name)), points, total)
        for points, total in zip(deal.result.players, deal.totals, strict=True)
        if not deal.sat_out(points.name)
    ]


def file_stem(game: Game) -> str:
    """A download's name: the game and the day it started, like ``5000-rummy-2026-11-22``."""
    return f"{game.variant}-{game.created_at:%Y-%m-%d}"
