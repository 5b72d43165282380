"""The seat page's form: one player's melds, lay-offs and hand for the deal being played."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import (
    BooleanField,
    FieldList,
    HiddenField,
    RadioField,
    SelectChoice,
    StringField,
)
from wtforms.validators import Length

from ..models import SeatDraft
from ..rules import Rules
from ..rules.games import game_of
from ..rules.typed_scores import MOST_TYPED_CHARACTERS
from ..scorebook.scores.scoresheet import as_ending, as_said
from ..scorebook.seats.drafts import SeatEntry
from ..web.deal_form import MAX_CARDS_TEXT, TOO_MANY_CARDS, readable_cards
from ..web.whole_number import whole_number
from ..words.deal_words import seat_endings
from ..words.languages import PageForm

SEAT_MELD_FIELDS = 1
"""Meld inputs a seat page starts with (one more than entered); "New meld" adds more."""
SEAT_SAID_TEXT: Mapping[str, str] = {
    "": _l("No"),
    "first_drop": _l("I dropped before drawing (first drop)"),
    "middle_drop": _l("I dropped later (middle drop)"),
    "wrong_show": _l("I showed wrongly (wrong show)"),
}
"""What an Indian Rummy seat's player says beyond the cards, by the engine's ``Said`` (006
Indian Rummy, Drops, Wrong show): all they hand in; "No": their cards are counted."""
SEAT_FIELDS_NAMED = ("laid_off", "hand", "stock_out", "ending", "score", "said")
"""The fields besides the melds that a draft's refusal may name (its path)."""


def _cards_field(label: str) -> StringField:
    too_long = Length(max=MAX_CARDS_TEXT, message=TOO_MANY_CARDS)
    return StringField(label, default="", validators=[too_long, readable_cards])


class SeatForm(PageForm):
    """A seat's draft: ``number`` is the deal it was entered for (a draft for a deal saved
    meanwhile is refused, never moved to the next one)."""

    number = HiddenField()
    melds = FieldList(_cards_field(_l("Meld")), min_entries=SEAT_MELD_FIELDS)
    laid_off = _cards_field(_l("Laid off on other melds"))
    hand = _cards_field(_l("Left in hand"))
    typed = BooleanField(_l("Type my score instead of my cards"))
    score = StringField(
        _l("My score"),
        default="",
        validators=[Length(max=MOST_TYPED_CHARACTERS, message=_l("That is too long for a score."))],
    )
    went_out = BooleanField(_l("I went out"))
    ending = RadioField(_l("Did you end the deal?"), default="")
    said = RadioField(
        _l("Did you drop, or show wrongly?"),
        choices=[SelectChoice(value, text) for value, text in SEAT_SAID_TEXT.items()],
        default="",
    )
    stock_out = BooleanField(_l("The stock ran out (nobody went out)"))

    @classmethod
    def for_seat(
        cls, draft: SeatDraft | None, formdata: Any, number: int, rules: Rules
    ) -> SeatForm:
        """The form filled from what was sent (``formdata``), else from the seat's draft of
        deal ``number``, with one empty meld input more. Where the game asks how a deal
        ended (Tonk, Gin Rummy), the player says it with ``ending`` in place of ``went_out``;
        in Indian Rummy, a drop or a wrong show with ``said``."""
        form = cls._filled(draft, formdata, number)
        form.typed_only = rules.typed_only
        endings = seat_endings(game_of(rules), rules)
        if endings:
            form.ending.choices = [("", _l("No")), *endings]
        else:
            del form.ending
        if not game_of(rules).winner_shows:  # a drop or a wrong show: Indian Rummy's seats only
            del form.said
        return form

    @classmethod
    def _filled(cls, draft: SeatDraft | None, formdata: Any, number: int) -> SeatForm:
        if formdata is not None:
            return cls(formdata=formdata)
        entry = SeatEntry.stored(draft.fields) if draft else SeatEntry()
        data = {
            "number": str(number),
            "melds": [*(" ".join(str(card) for card in meld) for meld in entry.melds), ""],
            "laid_off": " ".join(str(card) for card in entry.laid_off),
            "hand": " ".join(str(card) for card in entry.hand),
            "typed": entry.score is not None,
            "score": entry.score or "",
            "went_out": entry.went_out,
            "ending": entry.ending or "",
            "said": entry.said or "",
            "stock_out": entry.stock_out,
        }
        return cls(formdata=None, data=data)

    def deal_number(self) -> int | None:
        return whole_number(self.number.data or "")

    typed_only = False
    """A game whose every deal is typed (scores only): the seat types its score, no card."""

    def scores_typed(self) -> bool:
        """Whether the seat types its score: the box ticked, or a scores-only game."""
        return self.typed_only or bool(self.typed.data)

    def entry(self) -> SeatEntry:
        """The cards as the engine reads them, or the score typed in their place (the cards
        fields, hidden then, are left out; and the score where the cards are entered); or, in
        Indian Rummy, a drop or a wrong show alone (the cards and the score, hidden then, are
        left out).

        :raises DraftError: naming the field that does not read.
        """
        said = as_said(self.said.data) if "said" in self else None
        typed = said is None and self.scores_typed()
        bare = typed or said is not None
        return SeatEntry.read(
            [] if bare else [field.data or "" for field in self.melds],
            "" if bare else self.laid_off.data or "",
            "" if bare else self.hand.data or "",
            bool(self.went_out.data),
            bool(self.stock_out.data),
            as_ending(self.ending.data) if "ending" in self else None,
            (self.score.data or "") if typed else None,
            said,
        )

    def show_error(self, field: str | None, message: str) -> None:
        """Put a draft error by the field it names (``melds[1]``, ``hand``), else on top."""
        target = None
        if field and field.startswith("melds["):
            index = whole_number(field.removeprefix("melds[").removesuffix("]"))
            if index is not None and index < len(self.melds):
                target = self.melds[index]
        elif field in SEAT_FIELDS_NAMED and field in self:
            target = self[field]
        if target is None:
            self.form_errors.append(message)
        else:
            target.errors = [*target.errors, message]
