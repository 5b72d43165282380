"""The events' forms: a new event (``NewEventForm``) and the next series drawn
(``DrawForm``)."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import HiddenField, IntegerField, RadioField, SelectChoice, StringField, TextAreaField
from wtforms.validators import DataRequired, NumberRange, Optional

from ..rules.ranking_points import RankingRule
from ..scorebook.changes.events import MOST_DAYS, MOST_DEALS, MOST_MINUTES, MOST_SERIES
from ..scorebook.names import normal_name
from ..web.table_form import text_name
from ..words.games import DEFAULT_VARIANT, GAMES
from ..words.languages import PageForm, gettext


class CountField(IntegerField):  # type: ignore[misc]
    """A number input that says what it wants in a player's words."""

    def process_formdata(self, valuelist: list[Any]) -> None:
        try:
            super().process_formdata(valuelist)
        except ValueError:
            raise ValueError(gettext("Enter a whole number, like 20.")) from None


def entrant_lines(text: str) -> list[list[str]]:
    """The entrants as typed, one a line, a pair's two names joined by ``&`` (``Ann & Bob``);
    blank lines skipped."""
    lines = [line.strip() for line in text.splitlines()]
    return [[normal_name(name) for name in line.split("&")] for line in lines if line]


class NewEventForm(PageForm):
    """A new event: its name, its game, its entrants and how its series are played and
    ranked. The scorebook checks the entrants (``events.create_event``)."""

    name = StringField(
        _l("Name of the event"),
        filters=[lambda text: normal_name(text or "")],
        validators=[
            DataRequired(message=_l("Give the event a name, like Club evening 12 March.")),
            text_name,
        ],
    )
    variant = RadioField(
        _l("Game"),
        choices=[SelectChoice(slug, words.name) for slug, words in GAMES.items()],
        default=DEFAULT_VARIANT,
    )
    entrants = TextAreaField(
        _l("Players"),
        validators=[DataRequired(message=_l("List the players, one a line."))],
        description=_l("One a line. For pairs, both on one line: Ann & Bob."),
    )
    series_count = CountField(
        _l("Series"),
        default=3,
        validators=[
            NumberRange(1, MOST_SERIES, message=_l("From 1 to %(max)d series.")),
        ],
    )
    series_deals = CountField(
        _l("Deals a series"),
        validators=[
            Optional(),
            NumberRange(1, MOST_DEALS, message=_l("From 1 to %(max)d deals.")),
        ],
        description=_l("Empty: the series is played on time."),
    )
    series_minutes = CountField(
        _l("Minutes a series"),
        validators=[
            Optional(),
            NumberRange(1, MOST_MINUTES, message=_l("From 1 to %(max)d minutes.")),
        ],
        description=_l("Empty: no clock. When time is up, the deal in play is the last."),
    )
    scheme = RadioField(
        _l("Ranking points"),
        choices=[
            SelectChoice("places", _l("Places: 4, 3, 2, 1 (tied places shared)")),
            SelectChoice(
                "romme",
                _l(
                    "Rommé: going out 5, all at once 8; a loser with 10, 20 or 30 points "
                    "or fewer in hand 3, 2 or 1, every deal"
                ),
            ),
            SelectChoice("results", _l("Win 3, draw 1, loss 0")),
            SelectChoice("score", _l("The game's own score")),
        ],
        default="places",
    )
    odd_tables = RadioField(
        _l("When the players do not make tables of four"),
        choices=[
            SelectChoice("five", _l("Tables of five")),
            SelectChoice("three", _l("Tables of three")),
        ],
        default="five",
    )
    league = HiddenField()
    league_season = HiddenField()
    league_group = HiddenField()

    def ranking(self) -> RankingRule:
        """The ranking rule chosen, with the scheme's published points."""
        scheme = self.scheme.data
        return RankingRule(scheme=scheme if scheme in ("romme", "results", "score") else "places")

    def lines(self) -> list[list[str]]:
        return entrant_lines(self.entrants.data or "")

    def league_evening(self) -> tuple[str, int, int] | None:
        """The league's edit key, season and group the event is to be an evening of, as the
        hidden fields hold them (numbers not whole: 0, which no season or group has); ``None``
        for an event of its own."""
        if not self.league.data:
            return None
        season, group = (self.league_season.data or ""), (self.league_group.data or "")
        return (
            self.league.data,
            int(season) if season.isdecimal() and len(season) < 6 else 0,
            int(group) if group.isdecimal() and len(group) < 6 else 0,
        )


class DrawForm(PageForm):
    """The next series: seated by the standing or at random, on which day."""

    seating = RadioField(
        _l("Seating"),
        choices=[
            SelectChoice("standing", _l("By the standing: the leader at table 1, seat 1")),
            SelectChoice("random", _l("At random")),
        ],
        default="standing",
    )
    day = CountField(
        _l("Day"),
        default=1,
        validators=[NumberRange(1, MOST_DAYS, message=_l("From 1 to %(max)d."))],
    )
