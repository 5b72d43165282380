"""The JSON API v1 blueprint."""

from . import drafts, games  # noqa: F401  (add their routes to bp)
from .views import bp

__all__ = ["bp"]
