"""The JSON API v1 blueprint."""

from . import drafts, games, tables  # noqa: F401  (add their routes to bp)
from .views import bp

__all__ = ["bp"]
