"""Tables: the people who play together, their games, charts, player records and exports.
The blueprint is ``bp``, made in ``blueprint``; its routes are in ``views``, imported here so
that they join it."""

from . import views  # noqa: F401  (its routes join bp)
from .blueprint import bp

__all__ = ["bp"]
