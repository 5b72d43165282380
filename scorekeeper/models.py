"""Database models: the data a game stores. The rules live in ``scorekeeper.rules``."""

from __future__ import annotations

from scorekeeper.extensions import db

__all__ = ["db"]
