"""The seat page's form: one player's melds, lay-offs and hand for the deal being played."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l
from wtforms import BooleanField, FieldList, HiddenField, RadioField, StringField
from wtforms.validators import Length

from ..models import SeatDraft
from ..rules import Rules
from ..rules.scoring import player_endings
from ..scorebook.drafts import SeatEntry
from ..scorebook.scoresheet import as_ending
from ..web.deal_form import MAX_CARDS_TEXT, TOO_MANY_CARDS, readable_cards
from ..web.whole_number import whole_number
from ..words.languages import PageForm

SEAT_MELD_FIELDS = 1
"""Meld inputs a seat page starts with (one more than entered); "New meld" adds more."""
SEAT_ENDING_TEXT: Mapping[str, str] = {
    "went_out": _l("I went out, with a final discard"),
    "went_out_no_discard": _l("I went out without a discard"),
    "knock": _l("I knocked"),
    "tonk": _l("I showed a tonk"),
    "gin": _l("I went gin"),
    "big_gin": _l("I went big gin (all eleven cards melded)"),
}
"""How a seat's player says they ended the deal, by the engine's ``Ending`` (004 Tonk; 005
pagat Gin Rummy), where the game asks (:func:`~scorekeeper.rules.scoring.player_endings`)."""


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
    ending = RadioField(_l("Did you end the deal?"), default="")
    stock_out = BooleanField(_l("The stock ran out (nobody went out)"))

    @classmethod
    def for_seat(
        cls, draft: SeatDraft | None, formdata: Any, number: int, rules: Rules
    ) -> SeatForm:
        """The form filled from what was sent (``formdata``), else from the seat's draft of
        deal ``number``, with one empty meld input more. Where the game asks how a deal
        ended (Tonk, Gin Rummy), the player says it with ``ending`` in place of ``went_out``."""
        form = cls._filled(draft, formdata, number)
        endings = player_endings(rules)
        if endings:
            form.ending.choices = [
                ("", _l("No")),
                *((ending, SEAT_ENDING_TEXT[ending]) for ending in endings),
            ]
        else:
            del form.ending
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
            "went_out": entry.went_out,
            "ending": entry.ending or "",
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
            as_ending(self.ending.data) if "ending" in self else None,
        )

    def show_error(self, field: str | None, message: str) -> None:
        """Put a draft error by the field it names (``melds[1]``, ``hand``), else on top."""
        target = None
        if field and field.startswith("melds["):
            index = whole_number(field.removeprefix("melds[").removesuffix("]"))
            if index is not None and index < len(self.melds):
                target = self.melds[index]
        elif field in ("laid_off", "hand", "stock_out", "ending") and field in self:
            target = self[field]
        if target is None:
            self.form_errors.append(message)
        else:
            target.errors = [*target.errors, message]
