"""Leagues across evenings: a league created with its first season's groups, found by its
links, an evening of a season's group, and a season closed, which stores the next season's
groups drawn by the engine's promotion and relegation (``scorekeeper.rules.leagues``).

A league's evening is an ordinary event (``events.create_event``) tied to its season and group
by a row of its own (:class:`~scorekeeper.models.LeagueEvening`); the season's tables read the
evenings' stored standings (``scorekeeper.scorebook.reading.league_tables``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import League, Season, SeasonPlayer, utcnow
from scorekeeper.rules.leagues import LeagueError, NextSeason, first_groups, next_groups
from scorekeeper.rules.problems import Param, Problem, ProblemError
from scorekeeper.scorebook.changes.games import (
    GameInputError,
    new_edit_key,
    new_view_id,
    verify_name,
)
from scorekeeper.scorebook.names import normal_name
from scorekeeper.scorebook.writing import write_transaction

MOST_PLAYERS = 1000
"""The most players a league registers (as an event: ``events.MOST_ENTRANTS``)."""


class LeagueInputError(ProblemError):
    """Input a league, an evening or a season's close cannot be made from (``league.*``, a
    name refused); the problem's path names the culprit (``("players", 4)``: the fifth line)."""


@dataclass(frozen=True)
class LeaguePlan:
    """A league as the organiser set it up, checked by :func:`create_league`.

    :ivar players: every player, one a line, the strongest first.
    :ivar groups: how many groups the players are split into, the top group first.
    :ivar promoted: how many go up and down between two groups when a season closes.
    """

    name: str
    players: Sequence[str]
    groups: int
    promoted: int


@dataclass(frozen=True)
class EveningOf:
    """The season and group an event is played as an evening of (``events.EventPlan``).

    :ivar season_id: the :class:`~scorekeeper.models.Season`'s id.
    :ivar group: the group's number, from 1 (the top group).
    """

    season_id: int
    group: int


def create_league(plan: LeaguePlan) -> League:
    """Check and store a league with its first season, its players split into groups in the
    order listed (``rules.leagues.first_groups``).

    :raises LeagueInputError: for a name refused (its path ``("players", line)``), too many
        players (``league.too_many``), and the engine's refusals (``league.*``:
        ``rules.leagues.verify_league``).
    """
    names = _verified_names(plan.players, "players")
    if len(names) > MOST_PLAYERS:
        raise LeagueInputError(Problem("league.too_many", {"most": MOST_PLAYERS}, ("players",)))
    try:
        groups = first_groups(names, plan.groups, plan.promoted)
    except LeagueError as error:
        raise LeagueInputError(error.problem) from None
    league = League(
        view_id=new_view_id(),
        edit_key=new_edit_key(),
        name=normal_name(plan.name),
        promoted=plan.promoted,
        group_count=plan.groups,
        seasons=[Season(number=1, players=_season_players(groups))],
    )
    with write_transaction():
        db.session.add(league)
    return league


def _verified_names(lines: Sequence[str], field: str) -> list[str]:
    """Each name as stored, in the order given.

    :raises LeagueInputError: at ``(field, line)`` for a name refused (``game.player_*``).
    """
    names: list[str] = []
    for line, typed in enumerate(lines):
        name = normal_name(typed)
        try:
            verify_name(name, line + 1, (), (field, line))
        except GameInputError as error:
            raise LeagueInputError(error.problem) from None
        names.append(name)
    return names


def _season_players(groups: Sequence[Sequence[str]]) -> list[SeasonPlayer]:
    return [
        SeasonPlayer(group_number=number, position=position, name=name)
        for number, group in enumerate(groups, start=1)
        for position, name in enumerate(group, start=1)
    ]


def league_by_view_id(view_id: str) -> League | None:
    return db.session.execute(db.select(League).filter_by(view_id=view_id)).scalar_one_or_none()


def league_by_edit_key(edit_key: str) -> League | None:
    return db.session.execute(db.select(League).filter_by(edit_key=edit_key)).scalar_one_or_none()


def group_players(season: Season, group: int) -> list[str]:
    """The players registered in a season's group, in the order registered there."""
    return [player.name for player in season.players if player.group_number == group]


def evening_of(edit_key: str, season_number: int, group: int) -> tuple[League, Season]:
    """The league and season an evening is to be played in, from the organiser's link.

    :raises LeagueInputError: ``league.unknown`` for no league with that edit key, no such
        season or group; ``league.season_closed`` (``number``) for a season closed already.
    """
    league = league_by_edit_key(edit_key)
    found = [s for s in league.seasons if s.number == season_number] if league else []
    if league is None or not found or not 1 <= group <= league.group_count:
        raise LeagueInputError(Problem("league.unknown", path=("league",)))
    season = found[0]
    if season.closed_at is not None:
        closed: dict[str, Param] = {"number": season.number}
        raise LeagueInputError(Problem("league.season_closed", closed, ("league",)))
    return league, season


def close_season(
    league: League, number: int, finals: Sequence[Sequence[str]], newcomers: Sequence[str] = ()
) -> tuple[Season, NextSeason]:
    """Close the league's season ``number`` and store the next, its groups drawn from each
    group's final table by promotion and relegation, ``newcomers`` in the lowest group
    (``rules.leagues.next_groups``).

    :param finals: each group's players in the order they finished, the top group first.
    :returns: the next season, stored, and the engine's groups and moves.
    :raises LeagueInputError: ``league.season_closed`` (``number``) for a season closed
        already, or closed by another phone meanwhile (a form sent twice stores one season);
        ``league.no_evenings`` for a season with no evening played; a newcomer's name refused
        or listed twice (its path ``("newcomers", line)``).
    """
    season = league.seasons[-1]
    closed: dict[str, Param] = {"number": number}
    if season.number != number or season.closed_at is not None:
        raise LeagueInputError(Problem("league.season_closed", closed, ("season",)))
    if not season.evenings:
        raise LeagueInputError(Problem("league.no_evenings", path=("season",)))
    names = _verified_names(newcomers, "newcomers")
    try:
        drawn = next_groups(finals, league.promoted, names)
    except LeagueError as error:
        raise LeagueInputError(error.problem) from None
    following = Season(number=number + 1, players=_season_players(drawn.groups))
    try:
        with write_transaction():
            season.closed_at = utcnow()
            following.league_id = league.id
            db.session.add(following)
    except IntegrityError:  # another phone closed this season meanwhile
        raise LeagueInputError(Problem("league.season_closed", closed, ("season",))) from None
    return following, drawn
