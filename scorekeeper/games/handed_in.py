"""The fix form beside the players' marks: for each player who says the deal as stored is not
what they handed in ("This is not what I handed in", open until the deal is fixed), what the
deal stored for them and what they handed in, side by side, and the values that put the
latter in their fields of the form (``templates/games/_handed_in.html``,
``static/js/handed-in.js``). Nothing is stored until the scorekeeper saves the fix.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.models import Deal, Game
from scorekeeper.rules import Card, PlayerDeal

from ..scorebook.scores.scoresheet import deal_players
from ..scorebook.seats.kept_drafts import Mark, open_marks


@dataclass(frozen=True)
class HandedIn:
    """One player's open mark on the deal being fixed.

    :ivar seat: the player's seat (from 0): their fields are ``players-<seat>-...``.
    :ivar mark: the mark, with what the seat handed in (``mark.entry``).
    :ivar stored: the player's cards as the deal stored them.
    """

    seat: int
    mark: Mark
    stored: PlayerDeal

    @property
    def fields(self) -> dict[str, object]:
        """What the seat handed in as the form's fields hold it, by the part of the field's
        name after ``players-<seat>-``: each meld's cards, then the lay-offs and the hand, in
        notation."""
        entry = self.mark.entry
        return {
            "melds": [_notation(meld) for meld in entry.melds],
            "laid_off": _notation(entry.laid_off),
            "hand": _notation(entry.hand),
        }


def handed_in_on(game: Game, deal: Deal) -> tuple[HandedIn, ...]:
    """The players' open marks on ``deal``, in seating order, each beside the cards stored."""
    names = [player.name for player in game.players]
    stored = deal_players(game, deal)
    marks = [mark for mark in open_marks(game) if mark.number == deal.number]
    found = [(names.index(mark.name), mark) for mark in marks if mark.name in names]
    return tuple(
        HandedIn(seat, mark, stored[seat]) for seat, mark in sorted(found, key=lambda pair: pair[0])
    )


def _notation(cards: tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards)
