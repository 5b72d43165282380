"""The meld checker: is this meld, or this lay-off, legal, and what is it worth?
The blueprint is ``bp``, made here; its route is in ``views``, imported below so that it
joins it."""

from flask import Blueprint

bp = Blueprint("referee", __name__)

from . import views  # noqa: E402, F401  (its routes join bp)
