"""The meld checker page: ``GET /check`` judges a meld or a lay-off as the player taps cards.

The same URL answers a plain request with the whole page and an htmx request with the verdict
partial (plus the fields' error messages, swapped out of band), so ``Vary: HX-Request``.
"""

from __future__ import annotations

from flask import Blueprint, Response, make_response, render_template, request

from ..extensions import htmx
from ..rules import MeldVerdict, check_lay_off, check_meld
from .forms import MeldCheckForm

bp = Blueprint("referee", __name__)


@bp.get("/check")
def check() -> Response:
    """Judge the meld (or lay-off) in the query string; with no cards, show how to start."""
    form = MeldCheckForm(formdata=request.args)
    verdict: MeldVerdict | None = None
    lay_off = False
    if form.validate() and form.has_cards:
        rules, wild_rank = form.rules(), form.wild()
        (cards, stated), (onto, onto_stated) = form.meld_cards(), form.onto_cards()
        lay_off = bool(onto)
        if lay_off:
            verdict = check_lay_off(cards, onto, rules, wild_rank, stated, onto_stated)
        else:
            verdict = check_meld(cards, rules, wild_rank, stated)
    partial = bool(htmx) and not htmx.history_restore_request
    response = make_response(
        render_template(
            "referee/_update.html" if partial else "referee/check.html",
            form=form,
            verdict=verdict,
            lay_off=lay_off,
        )
    )
    response.vary.add("HX-Request")
    return response
