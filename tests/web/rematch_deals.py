"""A deal that wins the game (``WIN``), for rematches and finished games."""

from __future__ import annotations

from tests.web.game_pages import Cards

# Ann goes out with KS KH KD (30) and scores Bob's 9D 4S (10): 40, past a target of 30.
WIN = [Cards(melds=["KS KH KD"]), Cards(hand="9D 4S")]
