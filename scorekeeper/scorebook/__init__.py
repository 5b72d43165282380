"""The scorebook: the service every page and the API stand on, with no Flask in it.

Its sub-packages, each standing on those before it (``tests/test_imports.py``):

- ``scores``: the engine's numbers, worked out once when a deal is written, stored with it and
  read back (the score sheet, the engine's version stamp, scoring again, what reads keep).
- ``seats``: the seats' phones: their drafts of the deal being played, their claims, the seat
  link, the sheet checked at Save and each seat's draft kept with the deal.
- ``changes``: games, tables and their people made and changed, found by their links, and
  deals saved, fixed, deleted and put back, each change in the audit trail.
- ``reading``: the reads asked again and again, games as a list shows them, and charts.
- ``records``: a table's games and its players' records and head-to-head.
- ``history``: backups and importing them, and what each change did.

Beside them, what they all share: the write transaction (``writing``) and SQLite's settings
(``sqlite``), a read on a connection of its own (``polls``), the names people type
(``names``), and the checks asked as cards are tapped (``checks``).

The blueprints import it; it imports no blueprint (``tests/test_imports.py``).
"""
