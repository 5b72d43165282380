"""Two phones on one deal: what each entered, side by side, so the scorekeeper chooses.

A new deal sent for a number another phone saved first (``store.DealTakenError``) is shown
next to the one stored; a fix sent for a deal another phone fixed since the form was opened
(:class:`DealChangedError`) shows what that phone changed. Nothing is stored until the
scorekeeper chooses; the scores are the engine's (``score_entry``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.models import Deal, Game
from scorekeeper.rules import DealError, PlayerDeal, Rules, RulesError

from .forms import DealForm
from .scoresheet import DealEntry, score_entry


class DealChangedError(Exception):
    """A fix of a deal that another phone changed since the fix form was opened.

    :ivar shown: the deal as the form showed it (the form's data, see :meth:`DealForm.data_of`).
    """

    def __init__(self, shown: dict[str, Any]) -> None:
        super().__init__("Another phone changed this deal since you opened it.")
        self.shown = shown


@dataclass(frozen=True)
class Side:
    """One player's part of one entry: their cards in words and the deal's score (points),
    ``None`` when the engine cannot score that entry."""

    cards: str
    score: int | None


@dataclass(frozen=True)
class PlayerRow:
    name: str
    left: Side
    right: Side

    @property
    def changed(self) -> bool:
        return self.left != self.right

    @property
    def difference(self) -> int | None:
        """Right's score minus left's, in points (``None`` if either cannot be scored)."""
        if self.left.score is None or self.right.score is None:
            return None
        return self.right.score - self.left.score


@dataclass(frozen=True)
class FactRow:
    """A fact of the deal (who went out, the wild rank) on each side."""

    label: str
    left: str
    right: str


@dataclass(frozen=True)
class Comparison:
    players: tuple[PlayerRow, ...]
    facts: tuple[FactRow, ...]


def compare(rules: Rules, number: int, left: DealEntry, right: DealEntry) -> Comparison:
    """Two entries of deal ``number`` side by side, player by player."""
    left_scores, right_scores = _scores(rules, left, number), _scores(rules, right, number)
    players = tuple(
        PlayerRow(
            name=first.name,
            left=Side(describe(first), left_scores[seat] if left_scores else None),
            right=Side(describe(second), right_scores[seat] if right_scores else None),
        )
        for seat, (first, second) in enumerate(zip(left.players, right.players, strict=True))
    )
    facts = (
        FactRow("Who went out", left.went_out or "Nobody", right.went_out or "Nobody"),
        FactRow("Wild rank", _rank(left), _rank(right)),
    )
    return Comparison(players, tuple(fact for fact in facts if fact.left != fact.right))


def describe(player: PlayerDeal) -> str:
    """A player's cards in words: ``"melded KS KH KD, 5C 6C 7C; laid off 8C; hand QC"``."""
    parts = []
    if player.melds:
        parts.append("melded " + ", ".join(_cards(meld) for meld in player.melds))
    if player.laid_off:
        parts.append("laid off " + _cards(player.laid_off))
    if player.hand:
        parts.append("hand " + _cards(player.hand))
    return "; ".join(parts) or "no cards"


def snapshot(deal: Deal, seats: int) -> str:
    """A stored deal as a fix form shows it, as text for the form's ``shown`` field."""
    data = DealForm.data_of(deal, seats)
    del data["version"]
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def shown_deal(text: str | None) -> dict[str, Any] | None:
    """The ``shown`` field's text back as form data (the shape :func:`snapshot` writes), or
    ``None`` if it holds none."""
    try:
        data = json.loads(text or "")
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        return None
    facts_ok = all(isinstance(value, str | bool) for key, value in data.items() if key != "players")
    players_ok = all(
        isinstance(player, dict)
        and isinstance(player.get("melds"), list)
        and all(isinstance(meld, str) for meld in player["melds"])
        and isinstance(player.get("laid_off"), str)
        and isinstance(player.get("hand"), str)
        for player in data["players"]
    )
    return data if facts_ok and players_ok else None


def verify_unchanged(game: Game, deal: Deal, shown: dict[str, Any] | None) -> None:
    """:raises DealChangedError: if ``deal`` is no longer as ``shown`` (``None``: not known)."""
    if shown is not None and json.loads(snapshot(deal, len(game.players))) != shown:
        raise DealChangedError(shown)


def _scores(rules: Rules, entry: DealEntry, number: int) -> Sequence[int] | None:
    try:
        return [player.score for player in score_entry(rules, entry, number).players]
    except (DealError, RulesError):
        return None


def _cards(cards: Sequence[object]) -> str:
    return " ".join(str(card) for card in cards)


def _rank(entry: DealEntry) -> str:
    return str(entry.wild_rank) if entry.wild_rank is not None else "none"
