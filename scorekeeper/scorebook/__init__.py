"""The scorebook: the service every page and the API stand on, with no Flask in it.

It stores games, deals, tables and the seats' drafts (``games``, ``deals``, ``writing``,
``tables``, ``drafts``, ``seat_claims``, ``seat_links``, ``kept_drafts``), finds games by their
links (``links``), works out and keeps the numbers the engine scores (``tally``, ``numbers``,
``rescoring``, ``scoresheet``, ``summary``, ``records``, ``table_games``, ``kept``), answers the
reads asked again and again (``reads``, ``polls``), records every change (``trail``,
``changelog``), backs games up and reads them back (``archive``), and answers the checks the
pages ask before a save (``phantoms``, ``draft_board``) and the charts' numbers (``charts``).
The blueprints import it; it imports no blueprint (``tests/test_imports.py``).
"""
