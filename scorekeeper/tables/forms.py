"""The tables area's form: naming a new table."""

from __future__ import annotations

from flask_wtf import FlaskForm
from wtforms import StringField
from wtforms.validators import DataRequired, Length

from .store import MAX_NAME


class NewTableForm(FlaskForm):
    """A new table: only its name (the people at it come with its games)."""

    name = StringField(
        "Name of the table",
        filters=[lambda text: (text or "").strip()],
        validators=[
            DataRequired(message="Give the table a name, like Friday nights."),
            Length(max=MAX_NAME, message=f"A table's name has at most {MAX_NAME} letters."),
        ],
        description="Who plays together, or where: Friday nights, Grandma's kitchen.",
    )
