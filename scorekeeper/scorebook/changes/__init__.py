"""Games, tables and their people made and changed, and deals written, each change in one
short transaction and, for a game, in its audit trail.

- ``games``: creating games, a rematch, a game put on a table; the names checked.
- ``tables``: creating tables, finding them by their links, the games played at one.
- ``links``: finding a game by its links (``game_by_key``, ``LinkRefused``); a new edit link.
- ``deals``: saving, fixing, deleting and putting back deals, each planned and scored outside
  the write lock, then written (``writing.change``).
- ``phantoms``: deals that were probably never played, which the scorekeeper confirms first.
- ``sizes``: how much one deal may hold, in the forms, the API and the backups alike.
- ``people``: each player's colour and avatar, chosen and changed, and a table's names made one
  person (and two again).
- ``joining``: a player who joins a game between deals (the next seat, a starting score the
  table sets), and a player who leaves it.
- ``events``: club evenings and tournaments: an event and its entrants created, found by its
  links, its series drawn (each table an ordinary game, stored with it) and timed.
- ``trail``: the audit trail, in which every change to a game is recorded as it is written.

It stands on ``scores``, ``seats`` (a deal's drafts kept, a seat link handed over) and the
scorebook's shared modules.
"""
