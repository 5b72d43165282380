"""The seat page's form: one player's melds, lay-offs and hand for the deal being played."""

from __future__ import annotations

from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import BooleanField, FieldList, HiddenField, StringField
from wtforms.validators import Length

from ..models import SeatDraft
from ..scorebook.drafts import SeatEntry
from ..web.deal_form import MAX_CARDS_TEXT, TOO_MANY_CARDS, readable_cards
from ..web.whole_number import whole_number
from ..words.languages import PageForm

SEAT_MELD_FIELDS = 1
"""Meld inputs a seat page starts with (one more than entered); "New meld" adds more."""


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
    went_out = BooleanField(_l("I went out"))
    stock_out = BooleanField(_l("The stock ran out (nobody went out)"))

    @classmethod
    def for_seat(cls, draft: SeatDraft | None, formdata: Any, number: int) -> SeatForm:
        """The form filled from what was sent (``formdata``), else from the seat's draft of
        deal ``number``, with one empty meld input more."""
        if formdata is not None:
            return cls(formdata=formdata)
        entry = SeatEntry.stored(draft.fields) if draft else SeatEntry()
        data = {
            "number": str(number),
            "melds": [*(" ".join(str(card) for card in meld) for meld in entry.melds), ""],
            "laid_off": " ".join(str(card) for card in entry.laid_off),
            "hand": " ".join(str(card) for card in entry.hand),
            "went_out": entry.went_out,
            "stock_out": entry.stock_out,
        }
        return cls(formdata=None, data=data)

    def deal_number(self) -> int | None:
        return whole_number(self.number.data or "")

    def entry(self) -> SeatEntry:
        """The cards as the engine reads them.

        :raises DraftError: naming the field that does not read.
        """
        return SeatEntry.read(
            [field.data or "" for field in self.melds],
            self.laid_off.data or "",
            self.hand.data or "",
            bool(self.went_out.data),
            bool(self.stock_out.data),
        )

    def show_error(self, field: str | None, message: str) -> None:
        """Put a draft error by the field it names (``melds[1]``, ``hand``), else on top."""
        target = None
        if field and field.startswith("melds["):
            index = whole_number(field.removeprefix("melds[").removesuffix("]"))
            if index is not None and index < len(self.melds):
                target = self.melds[index]
        elif field in ("laid_off", "hand", "stock_out"):
            target = self[field]
        if target is None:
            self.form_errors.append(message)
        else:
            target.errors = [*target.errors, message]
