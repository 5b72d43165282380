"""The tables area's form: naming a new table."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from wtforms import Field, Form, StringField
from wtforms.validators import DataRequired, ValidationError

from ..scorebook.changes.tables import MAX_NAME
from ..scorebook.names import name_problem, normal_name
from ..words import say
from ..words.languages import PageForm, gettext, ngettext


def text_name(form: Form, field: Field) -> None:
    """Refuse a name that is not text or shows nothing (see ``scorekeeper.scorebook.names``)."""
    if problem := name_problem(field.data or ""):
        raise ValidationError(gettext("This name %(problem)s.", problem=say(problem)))


def short_name(form: Form, field: Field) -> None:
    """Refuse a name longer than ``MAX_NAME`` letters."""
    if len(field.data or "") > MAX_NAME:
        raise ValidationError(
            ngettext(
                "A table's name has at most %(num)d letter.",
                "A table's name has at most %(num)d letters.",
                MAX_NAME,
            )
        )


class NewTableForm(PageForm):
    """A new table: only its name (the people at it come with its games)."""

    name = StringField(
        _l("Name of the table"),
        filters=[lambda text: normal_name(text or "")],
        validators=[
            DataRequired(message=_l("Give the table a name, like Friday nights.")),
            text_name,
            short_name,
        ],
        description=_l("Who plays together, or where: Friday nights, Grandma's kitchen."),
    )
