"""A table's games and its players' records, summed from the numbers stored with each deal.

- ``table_games``: a table's games as its page and downloads list them (``TableGames``), and
  the stamp their kept reads are kept under.
- ``record_parts``: what a run of games adds to every record (``Part``; each person's record
  counters, declared once, ``Counters``), and parts joined in order.
- ``record_ledger``: a table's games kept in the cache as runs with their parts, the changed
  games' runs summed again after a change.
- ``records``: each player's record over a table's games (``PlayerRecord``), the names of
  everyone who played there and their latest looks.
- ``table_records``: a table's head-to-head and each game's records.
- ``turns``: a long read (a big table's runs, its downloads) letting the other requests of a
  gevent worker run between its steps.

It stands on ``scores``, ``changes`` (``people``), ``reading`` (``summary``) and the
scorebook's shared modules.
"""
