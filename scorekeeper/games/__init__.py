"""Games: creating them, entering deals, and the score sheet derived by the engine."""

from scorekeeper.games import record  # noqa: F401  (its routes join the blueprint)
from scorekeeper.games.views import bp

__all__ = ["bp"]
