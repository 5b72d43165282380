"""The JSON API v1 blueprint."""

from . import games  # noqa: F401  (adds the games routes to bp)
from .views import bp

__all__ = ["bp"]
