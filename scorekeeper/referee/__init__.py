"""The meld checker: is this meld, or this lay-off, legal, and what is it worth?
The blueprint is ``bp``, made in ``blueprint``; its route is in ``views``, imported here so
that it joins it."""

from . import views  # noqa: F401  (its routes join bp)
from .blueprint import bp

__all__ = ["bp"]
