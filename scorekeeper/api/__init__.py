"""The JSON API v1 blueprint."""

from .views import bp

__all__ = ["bp"]
