"""Tables: the people who play together, their games, charts, player records and exports.
The blueprint is ``bp``, made here; its routes are in ``views``, imported below so that they
join it."""

from flask import Blueprint

from ..web.guesses import key_guesses

bp = Blueprint("tables", __name__)
key_guesses(bp)

from . import views  # noqa: E402, F401  (its routes join bp)
