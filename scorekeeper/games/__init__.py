"""Games: creating them, entering deals, and the score sheet derived by the engine.

The blueprint is ``bp``, made in ``blueprint``; its routes are in ``pages`` (the game's pages),
``deal_entry`` (entering and fixing deals) and ``record`` (looking back at a game), imported
here so that they join it."""

from . import deal_entry, pages, record  # noqa: F401  (their routes join bp)
from .blueprint import bp

__all__ = ["bp"]
