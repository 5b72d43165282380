"""Leagues across evenings: seasons of club evenings played in groups, each group's table over
the season, and promotion and relegation between seasons. The blueprint is ``bp``, made in
``blueprint``; its routes are in ``views``, imported here so that they join it."""

from . import views  # noqa: F401  (its routes join bp)
from .blueprint import bp

__all__ = ["bp"]
