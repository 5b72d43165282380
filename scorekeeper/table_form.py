"""The tables area's form: naming a new table."""

from __future__ import annotations

from flask_wtf import FlaskForm
from wtforms import Field, Form, StringField
from wtforms.validators import DataRequired, Length, ValidationError

from .names import name_problem, normal_name
from .scorebook.tables import MAX_NAME
from .words import say


def text_name(form: Form, field: Field) -> None:
    """Refuse a name that is not text or shows nothing (see ``scorekeeper.names``)."""
    if problem := name_problem(field.data or ""):
        raise ValidationError(f"This name {say(problem)}.")


class NewTableForm(FlaskForm):
    """A new table: only its name (the people at it come with its games)."""

    name = StringField(
        "Name of the table",
        filters=[lambda text: normal_name(text or "")],
        validators=[
            DataRequired(message="Give the table a name, like Friday nights."),
            text_name,
            Length(max=MAX_NAME, message=f"A table's name has at most {MAX_NAME} letters."),
        ],
        description="Who plays together, or where: Friday nights, Grandma's kitchen.",
    )
