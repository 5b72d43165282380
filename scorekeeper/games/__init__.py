"""Games: creating them, entering deals, and the score sheet derived by the engine.

The blueprint is ``bp``, made here; its routes are in ``pages`` (the game's pages),
``deal_entry`` (entering and fixing deals) and ``record`` (looking back at a game), imported
below so that they join it."""

from flask import Blueprint

from ..web.guesses import key_guesses

bp = Blueprint("games", __name__)
key_guesses(bp)

from . import deal_entry, pages, record  # noqa: E402, F401  (their routes join bp)
