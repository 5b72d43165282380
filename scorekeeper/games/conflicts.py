"""Two phones on one deal: what each entered, side by side, so the scorekeeper chooses.

A new deal sent for a number another phone saved first (``deals.DealTakenError``) is shown
next to the one stored; a fix sent for a deal another phone fixed since the form was opened
(:class:`DealChangedError`) shows what that phone changed. Nothing is stored until the
scorekeeper chooses; the scores are the engine's (``score_entry``). A confirmation form (delete
a deal, put a deleted deal back) carries the game's version it was shown with
(:func:`version_shown`): a game changed since is told, not changed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from flask import request

from scorekeeper.models import Deal, Game
from scorekeeper.rules import DealError, DealScore, PlayerDeal, Rules, RulesError
from scorekeeper.rules.deal import COUNT_NAMES
from scorekeeper.rules.problems import Problem, ProblemError
from scorekeeper.words.deals import COUNT_WORDS
from scorekeeper.words.languages import gettext, pgettext
from scorekeeper.words.phrases import figures

from ..scorebook.scores.scoresheet import DealEntry, score_entry, seating_of
from ..web.deal_form import DealForm
from ..web.whole_number import whole_number


class DealChangedError(ProblemError):
    """A fix of a deal that another phone changed since the fix form was opened
    (``game.deal_changed_meanwhile``).

    :ivar shown: the deal as the form showed it (the form's data, see :meth:`DealForm.data_of`).
    """

    def __init__(self, shown: dict[str, Any]) -> None:
        super().__init__(Problem("game.deal_changed_meanwhile"))
        self.shown = shown


@dataclass(frozen=True)
class Side:
    """One player's part of one entry: their cards in words and the deal's score (points),
    ``None`` when the engine cannot score that entry."""

    cards: str
    score: int | None


@dataclass(frozen=True)
class PlayerRow:
    """One player in each entry: ``left`` and ``right``, and for a fix ``mine`` (what this
    phone sent), else ``None``."""

    name: str
    left: Side
    right: Side
    mine: Side | None = None

    @property
    def sides(self) -> tuple[Side, ...]:
        return (self.left, self.right) if self.mine is None else (self.left, self.right, self.mine)

    @property
    def changed(self) -> bool:
        return len(set(self.sides)) > 1

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
    mine: str | None = None

    @property
    def sides(self) -> tuple[str, ...]:
        return (self.left, self.right) if self.mine is None else (self.left, self.right, self.mine)


@dataclass(frozen=True)
class Comparison:
    players: tuple[PlayerRow, ...]
    facts: tuple[FactRow, ...]


def compare(
    rules: Rules,
    number: int,
    left: DealEntry,
    right: DealEntry,
    mine: DealEntry | None = None,
    earlier: Sequence[DealScore] = (),
    starting: Sequence[int] = (),
) -> Comparison:
    """Entries of deal ``number`` side by side, player by player: ``left`` and ``right``, and
    ``mine`` (what this phone sent) for a fix, where ``left`` is the deal as the form opened
    and ``right`` as another phone saved it since; ``earlier``: the earlier deals' scores,
    where the rules read them (Gin Rummy's game-end bonuses), after the players' ``starting``
    scores (a game resumed from paper)."""
    entries = (left, right) if mine is None else (left, right, mine)
    scores = [_scores(rules, entry, number, earlier, starting) for entry in entries]

    def side(index: int, seat: int) -> Side:
        found = scores[index]
        return Side(describe(entries[index].players[seat]), found[seat] if found else None)

    players = tuple(
        PlayerRow(
            name=player.name,
            left=side(0, seat),
            right=side(1, seat),
            mine=side(2, seat) if mine is not None else None,
        )
        for seat, player in enumerate(left.players)
    )
    facts = tuple(
        FactRow(label, *(read(entry) for entry in entries))
        for label, read in (
            (gettext("Who went out"), lambda entry: entry.went_out or gettext("Nobody")),
            (gettext("Wild rank"), _rank),
        )
    )
    return Comparison(players, tuple(fact for fact in facts if len(set(fact.sides)) > 1))


def describe(player: PlayerDeal) -> str:
    """A player's cards in words, in the page's language: ``"melded KS KH KD, 5C 6C 7C; laid
    off 8C; hand QC"``."""
    parts = []
    if player.counts is not None:
        counted = player.counts
        said = ", ".join(
            f"{COUNT_WORDS[name]} {figures(counted.count(name))}"
            for name in COUNT_NAMES
            if counted.count(name)
        )
        return gettext("counted %(counts)s", counts=said) if said else gettext("counted nothing")
    if player.melds:
        melds = ", ".join(_cards(meld) for meld in player.melds)
        parts.append(gettext("melded %(melds)s", melds=melds))
    if player.laid_off:
        parts.append(gettext("laid off %(cards)s", cards=_cards(player.laid_off)))
    if player.hand:
        parts.append(gettext("hand %(cards)s", cards=_cards(player.hand)))
    return "; ".join(parts) or gettext("no cards")


def snapshot(deal: Deal, seats: int | Sequence[int]) -> str:
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
    seats = seating_of(game).dealt_seats(deal.seats)
    if shown is not None and json.loads(snapshot(deal, seats)) != shown:
        raise DealChangedError(shown)


def version_shown() -> int:
    """The game's version a confirmation form was shown with (0, never a version, if none)."""
    return whole_number(request.form.get("version", "")) or 0


def _scores(
    rules: Rules,
    entry: DealEntry,
    number: int,
    earlier: Sequence[DealScore],
    starting: Sequence[int],
) -> Sequence[int] | None:
    try:
        result = score_entry(rules, entry, number, earlier, starting)
        return [player.score for player in result.players]
    except (DealError, RulesError):
        return None


def _cards(cards: Sequence[object]) -> str:
    return " ".join(str(card) for card in cards)


def _rank(entry: DealEntry) -> str:
    return str(entry.wild_rank) if entry.wild_rank is not None else pgettext("wild rank", "none")
