"""Pages that belong to no game: the home page and the error pages.
The blueprint is ``scorekeeper.pages.views.bp``."""
