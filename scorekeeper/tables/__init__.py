"""Tables: the people who play together, their games, charts, player records and exports."""

from scorekeeper.tables.views import bp

__all__ = ["bp"]
