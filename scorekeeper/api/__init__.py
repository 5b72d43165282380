"""The JSON API v1 blueprint, ``bp``, made here; its routes are in ``views`` (the engine's
answers: meld check, deal score, deal plan, variants, the OpenAPI document), ``games``,
``tables`` and ``drafts``, imported below so that they join it."""

from flask import Blueprint

from ..web.guesses import key_guesses

bp = Blueprint("api", __name__, url_prefix="/api/v1")
key_guesses(bp)

from . import drafts, games, tables, views  # noqa: E402, F401  (their routes join bp)
