"""The api blueprint, ``bp``, which the package's route modules (``drafts``, ``games``,
``tables``, ``views``) take their routes to and the package hands to ``app.py``. Made in a
module of its own, which imports nothing of the package, so that no module of the package
imports one that imports it back."""

from flask import Blueprint

from ..web.guesses import key_guesses

bp = Blueprint("api", __name__, url_prefix="/api/v1")
key_guesses(bp)
