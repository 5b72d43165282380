"""Games: creating them, entering deals, and the score sheet derived by the engine."""

from scorekeeper.games.views import bp

__all__ = ["bp"]
