"""Events: club evenings and tournaments, each a set of ordinary games (one a table and
series), their seating, standings and the wall page. The blueprint is ``bp``, made in
``blueprint``; its routes are in ``views`` and ``standings`` (the standings as CSV and as a
page to print), imported here so that they join it."""

from . import standings, views  # noqa: F401  (their routes join bp)
from .blueprint import bp

__all__ = ["bp"]
