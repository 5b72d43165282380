"""Pages that hold no game: the home page, and the rules page that says what the app will do
under every preset and house rule, with its source."""

from __future__ import annotations

from flask import Blueprint, render_template

from ..rules import OPTIONS, PRESETS

bp = Blueprint("pages", __name__)


@bp.get("/")
def home() -> str:
    return render_template("pages/home.html")


@bp.get("/rules")
def rules() -> str:
    """Every preset and every option in plain words, with its rule source."""
    return render_template("pages/rules.html", presets=PRESETS, options=OPTIONS)
