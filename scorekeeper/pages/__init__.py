"""Pages that belong to no game: the home page, the rules page, the language switcher and the
steps to serve the app over https.

The blueprint is ``bp``, made here; its routes are in ``views``, imported below so that they
join it."""

from flask import Blueprint

bp = Blueprint("pages", __name__)

from . import imports, views  # noqa: E402, F401  (their routes join bp)
