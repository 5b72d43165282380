"""The leagues blueprint, ``bp``, which the package's route modules (``views``) take their
routes to and the package hands to ``app.py``. Made in a module of its own, which imports
nothing of the package, so that no module of the package imports one that imports it back."""

from flask import Blueprint

from ..web.guesses import key_guesses

bp = Blueprint("leagues", __name__)
key_guesses(bp)
