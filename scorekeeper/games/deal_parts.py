"""The parts of the deal form drawn from the game alone: its fields after the wild rank (who
went out, each player's cards) and its docked card picker. They are most of what drawing the
form costs (about twenty inputs, each cards field with its chips, its verdict and its note, and
a button per card), and as the form opens they depend only on the game's version, the deal's
number, the page (a new deal or a fix) and its language: drawn once and kept (see
:mod:`scorekeeper.scorebook.scores.kept`). A form sent back (an error to show, a meld input added)
is drawn as it was sent. Nothing kept holds a token or anything a phone chose or sent: the CSRF
token, the form's one-time entry id and the wild rank tapped on the scoreboard are outside
these parts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from flask import render_template, request
from markupsafe import Markup

from scorekeeper.models import Game
from scorekeeper.rules import MeldVerdict
from scorekeeper.rules.problems import Problem
from scorekeeper.web.deal_form import DealForm
from scorekeeper.words.languages import page_language

from ..scorebook.scores.kept import kept_for_version

Notes = dict[str, tuple[MeldVerdict | None, Problem | None]]
"""Each meld input's verdict (or the problem with its cards), by the input's name."""


@dataclass(frozen=True)
class DealParts:
    """The deal form's parts drawn from the game, as HTML.

    :ivar fields: who went out and the cards fields (``games/_deal_fields.html``).
    :ivar dock: the docked card picker with its Save (``games/_deal_dock.html``).
    """

    fields: Markup
    dock: Markup


def deal_parts(
    game: Game,
    form: DealForm,
    number: int,
    notes: Callable[[], Notes],
    *,
    opened: bool,
    seats_held: bool = False,
) -> DealParts:
    """The fields and the docked picker of ``form``, deal ``number`` of ``game``.

    :param notes: the meld inputs' verdicts, asked only when the fields are drawn.
    :param opened: the form is as it opens (a GET: its cards are the stored deal's, or none):
        its parts are kept per version of the game, for the page (new deal or fix), the
        deal's number and the page's language.
    :param seats_held: the players hand in their own cards: the picker starts closed.
    """

    def fields() -> str:
        return render_template("games/_deal_fields.html", game=game, form=form, notes=notes())

    def dock() -> str:
        return render_template("games/_deal_dock.html", form=form, seats_held=seats_held)

    if not opened:
        return DealParts(Markup(fields()), Markup(dock()))
    what = f"{request.endpoint} {number} {page_language()}"
    return DealParts(
        Markup(kept_for_version(game, f"deal-fields {what}", fields)),
        Markup(kept_for_version(game, f"deal-dock {what} {seats_held}", dock)),
    )
