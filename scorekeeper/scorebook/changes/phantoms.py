"""Deals that were probably never played, yet the rules allow: the scorekeeper confirms them
first. (A deal someone went out of with no cards at all is one the rules forbid: the engine
refuses it, ``score_deal``.) Stake games (Tonk) and Gin Rummy are left alone: there a deal's
result is who ended it and how, and a draw needs no cards; so are deals typed as scores, which
hold no cards; a deal entered as counts is empty when no side counted a melded point.
"""

from __future__ import annotations

from scorekeeper.rules import Rules, game_of
from scorekeeper.rules.side_counts import is_counted
from scorekeeper.rules.typed_scores import is_typed

from ..scores.scoresheet import DealEntry


def needs_confirming(rules: Rules, entry: DealEntry) -> bool:
    """Whether ``entry`` ended with the stock run out and nobody melding or laying off
    anything: possible, but rare enough that the scorekeeper confirms it first."""
    if (
        not game_of(rules).confirms_empty_deals
        or entry.went_out is not None
        or is_typed(entry.players)
    ):
        return False
    if is_counted(entry.players):
        return not any(player.counts and player.counts.melded for player in entry.players)
    return not any(player.melds or player.laid_off for player in entry.players)
