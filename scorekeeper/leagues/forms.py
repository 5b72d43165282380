"""The leagues' forms: a new league (``NewLeagueForm``) and a season closed
(``CloseSeasonForm``)."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import IntegerField, StringField, TextAreaField
from wtforms.validators import DataRequired, NumberRange

from ..rules.leagues import MOST_GROUPS
from ..scorebook.names import normal_name
from ..web.table_form import text_name
from ..words.languages import PageForm, gettext


class CountField(IntegerField):  # type: ignore[misc]
    """A number input that says what it wants in a player's words."""

    def process_formdata(self, valuelist: list[Any]) -> None:
        try:
            super().process_formdata(valuelist)
        except ValueError:
            raise ValueError(gettext("Enter a whole number, like 2.")) from None


def name_lines(text: str) -> list[str]:
    """The names as typed, one a line, blank lines skipped."""
    return [normal_name(line) for line in text.splitlines() if line.strip()]


class NewLeagueForm(PageForm):
    """A new league: its name, its players (the strongest first), its groups and how many go
    up and down between seasons. The scorebook and the engine check the players
    (``leagues.create_league``)."""

    name = StringField(
        _l("Name of the league"),
        filters=[lambda text: normal_name(text or "")],
        validators=[
            DataRequired(message=_l("Give the league a name, like Thursday league.")),
            text_name,
        ],
    )
    players = TextAreaField(
        _l("Players"),
        validators=[DataRequired(message=_l("List the players, one a line."))],
        description=_l("One a line, the strongest first: they are split into the groups in order."),
    )
    groups = CountField(
        _l("Groups"),
        default=2,
        validators=[NumberRange(1, MOST_GROUPS, message=_l("From 1 to %(max)d groups."))],
    )
    promoted = CountField(
        _l("Up and down each season"),
        default=2,
        validators=[NumberRange(0, 100, message=_l("From 0 to %(max)d players."))],
        description=_l("The top of each group go up a group, as many of the bottom go down."),
    )

    def names(self) -> list[str]:
        return name_lines(self.players.data or "")


class CloseSeasonForm(PageForm):
    """A season closed: the next season's groups drawn, with the players joining the league."""

    newcomers = TextAreaField(
        _l("New players"),
        description=_l("One a line: they join the lowest group."),
    )

    def names(self) -> list[str]:
        return name_lines(self.newcomers.data or "")
