"""Deals that were probably never played: entries a tap too many makes (Back, then Save), not
deals the rules forbid.

The rules would score them (as zeros, or as a bare going-out bonus), so the engine accepts them;
the scorekeeper is asked instead. Stake games (Tonk) are left alone: there a deal's result is
who ended it and how, and no cards need be entered.
"""

from __future__ import annotations

from scorekeeper.rules import Rules

from .scoresheet import DealEntry


def phantom_problem(rules: Rules, entry: DealEntry) -> str | None:
    """Why ``entry`` cannot be a deal that was played, or ``None`` if it can.

    Someone went out, yet nobody melded, laid off or held a card: a player goes out by getting
    rid of cards (000 pagat 5000 Rummy, Play: End of the play), so some cards were entered wrong.
    """
    if rules.scoring == "stakes" or entry.went_out is None or _has_cards(entry):
        return None
    return (
        f"{entry.went_out} went out, but no cards are entered: enter what each player "
        "melded, laid off and held in hand."
    )


def needs_confirming(rules: Rules, entry: DealEntry) -> bool:
    """Whether ``entry`` ended with the stock run out and nobody melding or laying off
    anything: possible, but rare enough that the scorekeeper confirms it first."""
    if rules.scoring == "stakes" or entry.went_out is not None:
        return False
    return not any(player.melds or player.laid_off for player in entry.players)


def _has_cards(entry: DealEntry) -> bool:
    return any(player.melds or player.laid_off or player.hand for player in entry.players)
