"""The JSON API's bodies for club evenings and tournaments (see ``scorekeeper.api.events``).

Ranking points may be fractions (two players tied for first under 4/3/2/1 share 3½ each), so
each is given twice: ``points``, a JSON number rounded to 2 decimals for display, and
``points_exact``, the exact fraction as text (``"7/2"``, ``"4"``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, Field, StrictInt, StrictStr

from ..rules.ranking_points import Scheme
from ..scorebook.changes.events import (
    MOST_DAYS,
    MOST_DEALS,
    MOST_ENTRANTS,
    MOST_MINUTES,
    MOST_SERIES,
)
from .schemas import Body


def _one_line(value: object) -> object:
    """A name alone as a line of one name."""
    return [value] if isinstance(value, str) else value


EntrantLine = Annotated[
    list[StrictStr],
    BeforeValidator(_one_line, json_schema_input_type=StrictStr | list[StrictStr]),
    Field(min_length=1, max_length=2),
]
"""One line of the entrants' list: a name, or a pair's two names (read as a list of one or
two names)."""


class RankingIn(Body):
    """How a table's game earns ranking points (014 Events); only the fields of ``scheme``
    count, each left out at its published value."""

    scheme: Scheme = Field(
        default="places",
        description="places: by the place at the table (places); romme: Rommé's competition "
        "points deal by deal (romme_*); results: win, draw or loss; score: the game's own "
        "running totals",
    )
    places: list[StrictInt] | None = Field(
        default=None,
        max_length=12,
        description="places: the points for 1st, 2nd... at a table, none rising (default 4, "
        "3, 2, 1); tied players share the points of the places they fill",
    )
    win: StrictInt | None = Field(default=None, description="results: a win alone (default 3)")
    draw: StrictInt | None = Field(
        default=None, description="results: each of several winners (default 1)"
    )
    loss: StrictInt | None = Field(default=None, description="results: a loss (default 0)")
    romme_win: StrictInt | None = Field(default=None, description="romme: going out (default 5)")
    romme_hand: StrictInt | None = Field(
        default=None, description="romme: going out in one go, hand rommé (default 8)"
    )
    romme_steps: list[list[StrictInt]] | None = Field(
        default=None,
        max_length=12,
        description="romme: [most in hand, points] steps, the most ascending: a player who did "
        "not go out earns the points of the first step their points in hand fit (default "
        "[[10, 3], [20, 2], [30, 1]])",
    )


class EventCreateRequest(Body):
    name: StrictStr = Field(max_length=200, description="the event's name: 1 to 60 letters")
    variant: StrictStr = Field(
        description="the game every table plays: a preset's slug, as listed by /api/v1/variants"
    )
    options: dict[str, Any] = Field(default_factory=dict, description="house rules")
    entrants: list[EntrantLine] = Field(
        max_length=MOST_ENTRANTS,
        description='the players in the order registered, each a name ("Ann") or, where '
        'players come in pairs, every one a pair\'s two names (["Ann", "Bob"]): ranked '
        "together and never seated at one table; 3 to 1,000 players",
    )
    series_count: StrictInt = Field(default=3, ge=1, le=MOST_SERIES, description="series")
    series_deals: StrictInt | None = Field(
        default=None,
        ge=1,
        le=MOST_DEALS,
        description="the deals a table plays in a series; null: played on time",
    )
    series_minutes: StrictInt | None = Field(
        default=None,
        ge=1,
        le=MOST_MINUTES,
        description="a series' time in minutes; null: no clock. One of series_deals and "
        "series_minutes at least",
    )
    ranking: RankingIn = Field(default_factory=RankingIn)
    odd_tables: Literal["five", "three"] = Field(
        default="five",
        description="where the players do not make tables of four: tables of five or of three",
    )


class SeriesDrawRequest(Body):
    seating: Literal["standing", "random"] = Field(
        default="standing",
        description="standing: by the standing after the series before (the leader at table "
        "1, seat 1); random: drawn at random. The first series is always drawn at random",
    )
    day: StrictInt = Field(default=1, ge=1, le=MOST_DAYS, description="the day it is played on")
    number: StrictInt | None = Field(
        default=None,
        ge=1,
        le=MOST_SERIES,
        description="the series meant (the next one): sent again after it was drawn, the "
        "answer is that series (200), no second one; null: the next, whatever it is",
    )


class EventUrlsOut(BaseModel):
    view: str = Field(description="the players' page, safe to share")
    wall: str = Field(description="the wall page for a big screen")
    edit: str | None = Field(
        default=None, description="the organiser's page; keep it secret (only when created)"
    )
    standings_csv: str = Field(description="the standings for a spreadsheet")
    standings_print: str = Field(description="the standings as a page to print")
    api: str = Field(description="this event in the API")


class EventCreatedOut(BaseModel):
    id: str = Field(description="the event's view id")
    edit_key: str = Field(
        description="send as `Authorization: Bearer <edit_key>` to draw its series"
    )
    urls: EventUrlsOut


class SeatOut(BaseModel):
    seat: int = Field(
        description="from 1, as the printed sheet and the seat links count them; seat 1 keeps "
        "the score"
    )
    entrant: int = Field(description="the entrant's number, from 1 in the order registered")
    name: str
    seat_url: str | None = Field(
        description="the player's own seat link, to hand in their cards; null if switched off"
    )
    total: int = Field(description="the running total at the table, points")
    points: float = Field(description="ranking points so far, rounded to 2 decimals")
    points_exact: str = Field(description='the same, exact: "7/2", "4"')


class TableOut(BaseModel):
    number: int = Field(description="1 the top table")
    game: str = Field(description="the view id of the table's game (GET /api/v1/games/<id>)")
    view: str = Field(description="the table's scoreboard")
    edit: str | None = Field(
        default=None,
        description="the table's scorekeeper's link (only in the answer to the organiser's draw)",
    )
    edit_key: str | None = Field(
        default=None, description="the table's game's edit key (only in the draw's answer)"
    )
    deals: int = Field(description="deals saved")
    finished: bool
    players: list[SeatOut] = Field(description="by seat")


class SeriesOut(BaseModel):
    number: int
    day: int
    seating: Literal["standing", "random"]
    drawn_at: str = Field(description="when it was drawn (UTC, ISO 8601)")
    ends_at: str | None = Field(
        description="a timed series: when its time is up (UTC, ISO 8601); null before its "
        "clock is started, or untimed"
    )
    tables: list[TableOut]


class StandingOut(BaseModel):
    place: int = Field(description="from 1; level on points share one (1, 1, 3)")
    entrants: list[int] = Field(description="the entrant's number, or a pair's two")
    names: list[str]
    points: float = Field(description="ranking points, rounded to 2 decimals")
    points_exact: str = Field(description='the same, exact: "7/2", "4"')
    games: int = Field(description="tables played (a pair: both entrants' together)")


class NumberedStandingsOut(BaseModel):
    number: int = Field(description="the series' or the day's number")
    standings: list[StandingOut]


class StandingsOut(BaseModel):
    single: list[StandingOut] = Field(description="every entrant over the whole event")
    series: list[NumberedStandingsOut] = Field(description="each series drawn")
    days: list[NumberedStandingsOut] = Field(description="each day a series was drawn for")
    pairs: list[StandingOut] = Field(description="each pair, where the event has pairs")


class EntrantOut(BaseModel):
    number: int = Field(description="from 1, in the order registered")
    name: str
    pair: int | None = Field(description="the pair's number, where the event has pairs")


class EventOut(BaseModel):
    id: str
    name: str
    variant: str
    game: str = Field(description="the game's name")
    options: dict[str, Any] = Field(description="house rules, as sent")
    series_count: int
    series_deals: int | None
    series_minutes: int | None
    odd_tables: Literal["five", "three"]
    pairs: bool
    ranking: dict[str, Any] = Field(description="the ranking rule, every field")
    entrants: list[EntrantOut]
    series: list[SeriesOut] = Field(description="the series drawn, first first")
    standings: StandingsOut
    urls: EventUrlsOut
