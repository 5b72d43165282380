"""The table's forms: two names made one person (``SamePersonForm``)."""

from __future__ import annotations

from collections.abc import Sequence

from flask_babel import lazy_gettext as _l
from wtforms import SelectChoice, SelectField
from wtforms.validators import InputRequired

from ..words.languages import PageForm


class SamePersonForm(PageForm):
    """Two names the table played under that are one person: ``name`` is counted as
    ``person`` in the table's records. Any name sent is read; the scorebook refuses one not
    played under at the table (``people.same_person``)."""

    name = SelectField(
        _l("This name"),
        validate_choice=False,
        validators=[InputRequired(message=_l("Choose a name."))],
    )
    person = SelectField(
        _l("is the same person as"),
        validate_choice=False,
        validators=[InputRequired(message=_l("Choose a name."))],
    )

    def offer(self, names: Sequence[str]) -> None:
        """Offer the table's ``names`` in both lists (the second one first chosen as the
        person, so that the lists start at two names)."""
        choices = [SelectChoice(name, name) for name in names]
        self.name.choices = choices
        self.person.choices = choices
        if self.person.data is None and len(names) > 1:
            self.person.data = names[1]
