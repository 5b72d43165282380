"""Installing the app on a phone: the web app manifest and the service worker.
The blueprint is ``bp``, made in ``blueprint``; its routes are in ``views``, imported here so
that they join it."""

from . import views  # noqa: F401  (its routes join bp)
from .blueprint import bp

__all__ = ["bp"]
