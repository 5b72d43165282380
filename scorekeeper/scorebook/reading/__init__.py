"""Reads of stored games that the pages ask: the cheap ones asked again and again, games as a
list shows them, and charts.

- ``reads``: a game's version and what judging a meld of the deal being played needs, each one
  query on a connection of its own.
- ``summary``: games as a list shows them, read as columns; a game's JSON row.
- ``charts``: where each line, bar and tick of an SVG chart goes.
- ``event_results``: an event's tables and standings, read from its tables' stored games.

It stands on ``scores``, ``changes`` (``links``, ``people``, ``events``) and the scorebook's
shared modules.
"""
