"""How much one deal may hold, in the forms and the API alike: far more than a real deal, and
little enough that reading and scoring it stays quick. (Players per game: the engine's
``players_max``, at most ``games.MAX_PLAYERS``; deals per game: ``deals.MAX_DEALS``.)"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StrictStr

from .games import MAX_PLAYERS

MAX_NAMES_SENT = 2 * MAX_PLAYERS
"""Names (or players' cards) one request may send: a few too many get the store's word on the
count of players; more are refused whole, before anything is read."""

MAX_MELDS = 60
"""Melds one player may send for a deal: three packs and their jokers make at most 54."""
MAX_CARDS = 170
"""Cards in one place (a meld, the cards laid off, a hand): three packs and jokers are 162."""

Cards = Annotated[list[StrictStr], Field(max_length=MAX_CARDS)]
"""Cards in one place as JSON holds them (the API, a backup): notation strings, at most
:data:`MAX_CARDS`; the engine reads them."""
