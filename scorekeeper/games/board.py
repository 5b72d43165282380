"""What a scoreboard says besides its numbers: who leads and by how much, the order its players
are listed in (seating order, or by rank as this device last chose), and which deals were fixed,
put back or deleted.

Who leads and the ranking are the engine's (:func:`scorekeeper.rules.ranking.lead`); this
module only puts them in words.

The viewers' scoreboard (:func:`viewers_scoreboard`) is drawn once per version of a game and
order of its players: every viewer polling a game asks for it after each change, and each
view page shows it. So are the parts of the scorekeeper's page drawn from the game alone
(:func:`keepers_parts`): its standings, its score sheet and its table guide.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from flask import render_template, request, session
from markupsafe import Markup

from scorekeeper.models import Game
from scorekeeper.rules import Standings, at_table
from scorekeeper.rules.partnerships import team_standings
from scorekeeper.rules.ranking import lead, ranking
from scorekeeper.words.languages import format_number, gettext, ngettext, page_language

from ..scorebook.history.changelog import DealMarks, deal_marks
from ..scorebook.scores.kept import kept_for_version
from ..scorebook.scores.scoresheet import SCOREBOARD_DEALS, Scoresheet, scoresheet
from ..scorebook.seats.kept_drafts import Mark
from ..words.phrases import listed

ORDER_KEY = "board_order"
"""The session key of this device's choice of order: ``"rank"`` or ``"seat"``."""


@dataclass(frozen=True)
class TeamTotal:
    """One team of a game played in partnerships, as the scoreboard lists it.

    :ivar names: its players, in seating order, in words ("Ann and Cy").
    :ivar total: its running total, its players' together (points).
    :ivar won: whether it won the game.
    """

    names: str
    total: int
    won: bool


@dataclass(frozen=True)
class Board:
    """A scoreboard's words and order.

    :ivar lead: who leads and by how much (:func:`lead_sentence`), or ``None``.
    :ivar seats: the seats in the order the totals are listed.
    :ivar ranked: whether that order is by rank.
    :ivar marks: the fixed, put back and deleted deals.
    :ivar teams: each team's total where the game is played in partnerships, else empty.
    """

    lead: str | None
    seats: list[int]
    ranked: bool
    marks: DealMarks
    teams: tuple[TeamTotal, ...] = ()


def board_of(game: Game, sheet: Scoresheet) -> Board:
    """The scoreboard of ``game`` (scored as ``sheet``) for this device."""
    ranked = by_rank()
    return Board(
        lead_sentence(sheet),
        seat_order(sheet, ranked),
        ranked,
        deal_marks(game),
        team_lines(sheet.standings),
    )


def team_lines(standings: Standings) -> tuple[TeamTotal, ...]:
    """Each team's players and total, in the order of their first players' seats; none where
    each plays for themself (the engine's ``team_standings``)."""
    return tuple(
        TeamTotal(listed(team.names), team.total, team.won) for team in team_standings(standings)
    )


def viewers_scoreboard(game: Game) -> Markup:
    """The view page's scoreboard of ``game`` (its newest deals, in this device's order),
    drawn once per version of the game (see :mod:`scorekeeper.scorebook.scores.kept`)."""

    def draw() -> str:
        sheet = scoresheet(game, newest=SCOREBOARD_DEALS)
        board = board_of(game, sheet)
        return render_template("games/_scoreboard.html", game=game, sheet=sheet, board=board)

    return Markup(kept_for_version(game, f"viewers-scoreboard {by_rank()} {page_language()}", draw))


@dataclass(frozen=True)
class KeepersParts:
    """The parts of the scorekeeper's page drawn from the game alone, as HTML.

    :ivar standings: who leads and the totals (``games/_standings.html``, its tiles alone).
    :ivar next_deal: the way into the next deal and its plan (``games/_next_deal.html``); the
        players' colours and avatars go between the two, in a phone's first screen.
    :ivar deals: the score sheet with its "Fix" links (``games/_deals.html``).
    :ivar guide: the table guide of the next deal (``games/_table_guide.html``); empty once
        the game is over.
    """

    standings: Markup
    next_deal: Markup
    deals: Markup
    guide: Markup


def keepers_parts(game: Game, hand_in_marks: Sequence[Mark]) -> KeepersParts:
    """The parts of the scorekeeper's page of ``game`` that depend only on the game's
    version, this device's order of players and the deals flagged by ``hand_in_marks`` (a
    seat's mark is no change to the game): each drawn once and kept (see
    :mod:`scorekeeper.scorebook.scores.kept`). Their links hold the edit key, which is part of the
    game: a new one makes its next version. Nothing kept holds a form or a message. The game's
    score sheet is read only to draw a part."""
    ranked = by_rank()
    flagged = " ".join(str(mark.number) for mark in hand_in_marks)
    language = page_language()
    sheet = cache(lambda: scoresheet(game, newest=SCOREBOARD_DEALS))
    board = cache(lambda: board_of(game, sheet()))

    def standings() -> str:
        return render_template(
            "games/_standings.html", game=game, sheet=sheet(), board=board(), tiles_only=True
        )

    def next_deal() -> str:
        wild_ranks = [str(rank) for rank in sheet().rules.ranks_held]
        return render_template(
            "games/_next_deal.html",
            game=game,
            sheet=sheet(),
            enter_deal=True,
            wild_ranks=wild_ranks,
        )

    def deals() -> str:
        return render_template(
            "games/_deals.html",
            game=game,
            sheet=sheet(),
            board=board(),
            edit_key=game.edit_key,
            hand_in_marks=hand_in_marks,
        )

    def guide() -> str:
        if sheet().standings.finished or not sheet().next_deal:
            return ""
        return render_template("games/_table_guide.html", sheet=sheet())

    return KeepersParts(
        Markup(kept_for_version(game, f"keepers-standings {ranked} {language}", standings)),
        Markup(kept_for_version(game, f"keepers-next-deal {language}", next_deal)),
        Markup(kept_for_version(game, f"keepers-deals {flagged} {language}", deals)),
        Markup(kept_for_version(game, f"keepers-guide {language}", guide)),
    )


def points(number: int) -> str:
    """Points as players of the page's language write them: ``5,120`` in English, ``5.120`` in
    Spanish, ``5 120`` in Polish; ``-45``."""
    return format_number(number)


def lead_sentence(sheet: Scoresheet) -> str | None:
    """Who leads and by how much, like ``"Ann leads by 120"``; once the game is over, who won,
    with what and by how much (``"Ann wins with 5,120, 120 ahead"``). ``None`` before the first
    deal.
    """
    standings = sheet.standings
    best = lead(sheet.rules, at_table(standings, sheet.gone))
    if best is None or not sheet.deals:
        return None
    if standings.finished:
        winners = standings.winners
        total = points(
            best.total
            if winners == best.leaders
            else standings.totals[standings.names.index(winners[0])]
        )
        names = listed(winners)
        if winners == best.leaders and best.margin:
            return ngettext(
                "%(names)s wins with %(total)s, %(margin)s ahead",
                "%(names)s win with %(total)s, %(margin)s ahead",
                len(winners),
                names=names,
                total=total,
                margin=points(best.margin),
            )
        return ngettext(
            "%(names)s wins with %(total)s",
            "%(names)s win with %(total)s",
            len(winners),
            names=names,
            total=total,
        )
    teams = standings.teams
    leading = (
        len({teams[standings.names.index(name)] for name in best.leaders})
        if teams
        else len(best.leaders)
    )
    if not best.margin:
        if leading > 2:
            return gettext("Everyone is level on %(total)s", total=points(best.total))
        return gettext(
            "%(names)s are level on %(total)s",
            names=listed(best.leaders),
            total=points(best.total),
        )
    if leading > 1:
        return gettext(
            "%(names)s share the lead, %(margin)s ahead",
            names=listed(best.leaders),
            margin=points(best.margin),
        )
    if teams:  # one team leads: its players (007 Canasta, Partnerships)
        return ngettext(
            "%(names)s leads by %(margin)s",
            "%(names)s lead by %(margin)s",
            len(best.leaders),
            names=listed(best.leaders),
            margin=points(best.margin),
        )
    return gettext("%(name)s leads by %(margin)s", name=best.leaders[0], margin=points(best.margin))


def by_rank() -> bool:
    """Whether this device lists the players by rank: ``?order=rank`` or ``?order=seat``
    chooses, and the choice is kept in the session for every scoreboard after."""
    chosen = request.args.get("order")
    if chosen in ("rank", "seat"):
        session[ORDER_KEY] = chosen
    return session.get(ORDER_KEY) == "rank"


def seat_order(sheet: Scoresheet, ranked: bool) -> list[int]:
    """The seats in the order the scoreboard lists them: by the engine's ranking (best first,
    tied players in seating order) or in seating order."""
    seats = list(range(len(sheet.names)))
    if not ranked:
        return seats
    places = ranking(sheet.rules, at_table(sheet.standings, sheet.gone))
    gone = [seat for seat in seats if sheet.names[seat] in sheet.gone]  # not ranked: last
    return [sheet.names.index(place.name) for place in places] + gone
