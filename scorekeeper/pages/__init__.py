"""Pages that belong to no game: the home page, the rules page, the language switcher and the
steps to serve the app over https.

The blueprint is ``bp``, made in ``blueprint``; its routes are in ``views`` and ``imports``,
imported here so that they join it."""

from . import imports, views  # noqa: F401  (their routes join bp)
from .blueprint import bp

__all__ = ["bp"]
