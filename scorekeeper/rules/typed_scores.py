"""Typed scores: a deal entered as each player's score, not as cards.

A table that counts its own points, or plays a game this app has no rules for, types what each
player scored in the deal, as a score pad takes it: a number (``"25"``, ``"-10"``) or a sum
worked out as typed (``"25+40-10"`` is 55). Such a deal is scored as typed and nothing in it is
checked: no meld, no card, no count (the app says so wherever it shows the deal).

A deal is typed or entered as cards, never both: every player's score typed and no card
entered. Scores are points (stakes where the game plays for stakes, as Tonk).

>>> typed_points("25+40-10")
55
>>> typed_points(" -5 ")
-5
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .deal import DealScore, PlayerDeal, PlayerScore
from .errors import DealError
from .problems import Path, Problem

MOST_TERMS = 20
"""Numbers one typed sum adds up at most: a deal's counts, not a calculator's."""
MOST_POINTS = 1_000_000
"""The largest number a typed score or any of its terms may be, either way (points)."""

MOST_TYPED_CHARACTERS = 200
"""The longest typed score, spaces inside included (characters)."""

_SUM = re.compile(r"\s*[+-]?\s*[0-9]+(?:\s*[+-]\s*[0-9]+)*\s*")
"""A typed sum, of the digits 0 to 9 only: ``\\d`` takes any script's digits, and ``int``
reads them ("٣" was 3)."""
_TERM = re.compile(r"[+-]?[0-9]+")


def typed_points(text: str, path: Path = ()) -> int:
    """The points of a typed score: a whole number, or numbers added and taken away
    (``"25+40-10"``); spaces may stand around a sign, a leading sign is allowed.

    :param path: where the score was typed, for the error.
    :raises DealError: ``typed.not_a_sum`` (with ``typed``) for anything else: empty, letters,
        ``"25+"``, ``"2*3"``, a decimal, digits other than 0 to 9 (``"٣"``, ``"３"``);
        ``typed.too_long`` (with ``most``) for more than :data:`MOST_TERMS` numbers or
        :data:`MOST_TYPED_CHARACTERS` characters;
        ``typed.too_large`` (with ``most``) for a number or a result past :data:`MOST_POINTS`.
    """
    if len(text.strip()) > MOST_TYPED_CHARACTERS:
        raise DealError(Problem("typed.too_long", {"most": MOST_TERMS}, path))
    if not _SUM.fullmatch(text):
        raise DealError(Problem("typed.not_a_sum", {"typed": text.strip()}, path))
    terms = [int(term) for term in _TERM.findall("".join(text.split()))]
    if len(terms) > MOST_TERMS:
        raise DealError(Problem("typed.too_long", {"most": MOST_TERMS}, path))
    total = sum(terms)
    if any(abs(number) > MOST_POINTS for number in [*terms, total]):
        raise DealError(Problem("typed.too_large", {"most": MOST_POINTS}, path))
    return total


def is_typed(players: Sequence[PlayerDeal]) -> bool:
    """Whether a deal was entered as typed scores: any player's score typed."""
    return any(player.typed is not None for player in players)


def score_typed(players: Sequence[PlayerDeal], went_out: str | None) -> DealScore:
    """Score a typed deal: each player's score is what was typed (points), nothing else
    counted.

    :param players: every player, in seating order, each with ``typed`` and no cards.
    :param went_out: the player who went out, if the table says (counted in the records).
    :raises DealError: ``typed.every_player`` (with ``name``) where a player's score is not
        typed, ``typed.with_cards`` (with ``name``) where a player has cards as well, and
        :func:`typed_points`' errors; the path is ``("players", i, "score")``.
    """
    scores = []
    for index, player in enumerate(players):
        path: Path = ("players", index, "score")
        if player.typed is None:
            raise DealError(Problem("typed.every_player", {"name": player.name}, path))
        if player.melds or player.laid_off or player.hand:
            raise DealError(Problem("typed.with_cards", {"name": player.name}, path))
        points = typed_points(player.typed, path)
        scores.append(PlayerScore(player.name, 0, 0, 0, points, typed=player.typed))
    return DealScore(tuple(scores), went_out)


def verify_zero_sum(deal: DealScore) -> None:
    """Check that a typed deal's scores add up to 0, where the game's deals do (010 Score pads,
    Zero-sum deals: what one player wins the others lose; 013 Rummikub).

    :raises DealError: ``typed.not_zero_sum`` (``total``, points) at the first player's score.
    """
    total = sum(player.score for player in deal.players)
    if total != 0:
        raise DealError(Problem("typed.not_zero_sum", {"total": total}, ("players", 0, "score")))
