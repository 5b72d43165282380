"""A player's colour and avatar as forms ask them: the fields the new-game form gives each
player, and the scoreboard's small form for one player (``PlayerLookForm``). What may be
chosen is the scorebook's (``scorekeeper.scorebook.changes.people``); these only say it in words.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from wtforms import Field, Form, SelectChoice, SelectField, StringField
from wtforms.validators import ValidationError

from ..scorebook.changes.people import MAX_AVATAR, Look, LookError, verified_avatar, verified_colour
from ..words import say
from ..words.languages import PageForm

COLOUR_NAMES = {
    "blue": _l("Blue"),
    "orange": _l("Orange"),
    "green": _l("Green"),
    "purple": _l("Purple"),
    "red": _l("Red"),
    "teal": _l("Teal"),
    "pink": _l("Pink"),
    "olive": _l("Olive"),
    "brown": _l("Brown"),
    "indigo": _l("Indigo"),
    "magenta": _l("Magenta"),
    "grey": _l("Grey"),
}
"""Each colour of ``scorebook.changes.people.COLOURS`` in words, in the page's language."""


def offered_colour(form: Form, field: Field) -> None:
    """Refuse a colour that is not offered."""
    try:
        verified_colour(field.data or "")
    except LookError as error:
        raise ValidationError(say(error)) from None


def offered_colour_if_any(form: Form, field: Field) -> None:
    """Refuse a colour that is not offered; none sent, the scorebook gives one."""
    if field.data:
        offered_colour(form, field)


def one_avatar(form: Form, field: Field) -> None:
    """Refuse an avatar that is neither one emoji nor one or two letters."""
    try:
        verified_avatar(field.data)
    except LookError as error:
        raise ValidationError(say(error)) from None


def colour_field(*, optional: bool = False) -> SelectField:
    """A player's colour, chosen from the palette; ``optional``: none may be sent (the
    scorebook then gives one)."""
    choices = [SelectChoice(key, name) for key, name in COLOUR_NAMES.items()]
    check = offered_colour_if_any if optional else offered_colour
    return SelectField(_l("Colour"), choices=choices, validate_choice=False, validators=[check])


def avatar_field() -> StringField:
    """A player's avatar: one emoji or one or two letters (empty: the name's initial)."""
    return StringField(
        _l("Avatar"),
        filters=[lambda text: (text or "").strip()],
        validators=[one_avatar],
        description=_l("One emoji, or one or two letters; empty: the name's first letter."),
        render_kw={"maxlength": MAX_AVATAR},
    )


class PlayerLookForm(PageForm):
    """One player's colour and avatar, as the scoreboard changes them."""

    colour = colour_field()
    avatar = avatar_field()

    def look(self) -> Look:
        """The look chosen (as validated)."""
        return Look(self.colour.data, self.avatar.data or None)
