"""The engine's numbers, worked out once when a deal is written, stored with it and read back.

- ``tally``: each player's running totals, record numbers and the standings, counted from the
  engine's deal scores; the engine's version stamp (``current_engine_version``).
- ``numbers``: those numbers written on a game's rows, and read back in one query.
- ``scoresheet``: a deal as entered (``DealEntry``), how it is scored (the engine's
  ``score_deal``), and a game's score sheet read from its stored numbers.
- ``rescoring``: a game's numbers from an older engine scored again as it is read.
- ``kept``: what a read draws from stored numbers, kept in the cache under the game's version
  (or a table's stamp).

It stands on the scorebook's shared modules alone; every other sub-package stands on it.
"""
