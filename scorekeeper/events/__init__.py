"""Events: club evenings and tournaments, each a set of ordinary games (one a table and
series), their seating, standings and the wall page. The blueprint is ``bp``, made in
``blueprint``; its routes are in ``views``, imported here so that they join it."""

from . import views  # noqa: F401  (its routes join bp)
from .blueprint import bp

__all__ = ["bp"]
