"""Pages that belong to no game: the home page and the error pages."""

from scorekeeper.pages.views import bp

__all__ = ["bp"]
