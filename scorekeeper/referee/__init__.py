"""The meld checker: is this meld, or this lay-off, legal, and what is it worth?
The blueprint is ``scorekeeper.referee.views.bp``."""
