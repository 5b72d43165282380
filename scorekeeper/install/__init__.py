"""Installing the app on a phone: the web app manifest and the service worker.
The blueprint is ``bp``, made here; its routes are in ``views``, imported below so that they
join it."""

from flask import Blueprint

bp = Blueprint("install", __name__)

from . import views  # noqa: E402, F401  (its routes join bp)
