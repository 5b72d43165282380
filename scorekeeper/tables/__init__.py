"""Tables: the people who play together, their games, charts, player records and exports.
The blueprint is ``scorekeeper.tables.views.bp``."""
