"""The JSON API v1 blueprint, ``bp``, made in ``blueprint``; its routes are in ``views`` (the
engine's answers: meld check, deal score, deal plan, variants, the OpenAPI document),
``games``, ``players``, ``tables``, ``drafts`` and ``events``, imported here so that they join
it."""

from . import drafts, events, games, players, tables, views  # noqa: F401  (their routes join bp)
from .blueprint import bp

__all__ = ["bp"]
