"""The meld checker: is this meld, or this lay-off, legal, and what is it worth?"""

from scorekeeper.referee.views import bp

__all__ = ["bp"]
