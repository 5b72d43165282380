"""A game scored as win, draw or loss (the score pad's house rule ``result_points``): each
deal is entered as each player's result, and the points the table set for a win, a draw and a
loss are what it adds to their totals (010 Score pads, Results).

"Three points are awarded to the team winning a match, with no points awarded to the losing
team. If the game is drawn, each team receives one point" (Three points for a win, as
wikimili.com and howlingpixel.com keep Wikipedia's article); a chess tournament scores a win 1,
a draw "half point to both players (sharing the point)" and a loss 0 (chessburst.com, Chess
Tournament Scoring). Totals here are whole numbers, so a table scoring 1/½/0 sets 2/1/0, as
"many leagues and competitions originally awarded two points for a win and one point for a
draw" (Three points for a win).

What is typed is stored as typed (``"win"``, ``"W"``); the result is read from it each time
the deal is scored.

>>> points = ResultPoints(3, 1, 0)
>>> deal = score_results([PlayerDeal("Ann", typed="win"), PlayerDeal("Bob", typed="L")], points)
>>> [(player.name, player.score, player.typed) for player in deal.players]
[('Ann', 3, 'win'), ('Bob', 0, 'L')]
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from .deal import DealScore, PlayerDeal, PlayerScore
from .errors import DealError
from .problems import Path, Problem


class Result(enum.Enum):
    """A player's result in one deal."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True)
class ResultPoints:
    """The points the table sets for each result (``3/1/0``, ``2/1/0``): whole numbers, a
    win worth more than a loss and a draw between them (:meth:`Rules.with_options
    <scorekeeper.rules.options.Rules.with_options>` checks them).

    :ivar win: points for a win.
    :ivar draw: points for a draw, to each player drawing.
    :ivar loss: points for a loss (0 in the common systems; may be below 0).
    """

    win: int
    draw: int
    loss: int

    def of(self, result: Result) -> int:
        """The points of ``result``."""
        return {Result.WIN: self.win, Result.DRAW: self.draw, Result.LOSS: self.loss}[result]

    def __str__(self) -> str:
        return f"{self.win}/{self.draw}/{self.loss}"


RESULT_KEYS = tuple(result.value for result in Result)
"""The keys of the option ``result_points`` and the words a result is typed as."""

_READ = {"win": Result.WIN, "w": Result.WIN, "draw": Result.DRAW, "d": Result.DRAW}
_READ |= {"loss": Result.LOSS, "l": Result.LOSS}


def read_result(text: str | None) -> Result | None:
    """The result typed as ``text``: ``win``, ``draw`` or ``loss``, or their first letters,
    in any case, spaces around; ``None`` for anything else.

    >>> read_result(" Draw "), read_result("W"), read_result("3")
    (<Result.DRAW: 'draw'>, <Result.WIN: 'win'>, None)
    """
    return _READ.get((text or "").strip().lower())


def verify_results(names: Sequence[str], results: Sequence[Result]) -> None:
    """Check one deal's results together, as a table keeping such a score expects them: a deal
    is won or drawn, not both ("If the game is drawn, each team receives one point"; "a draw:
    half point to both players, sharing the point"). So:

    - someone wins or draws (not every player loses);
    - a win and a draw are not in the same deal;
    - a win needs a player who loses (not every player wins);
    - a draw is shared: two players draw at least (those tied for the win in a game of three or
      more draw, the others lose: the app's reading; every player drawing is a drawn deal).

    Several players may win together (partners, the app's reading), the others losing.

    :param names: the players in seating order.
    :param results: each player's result, in the same order.
    :raises DealError: ``results.nobody_won``, ``results.win_and_draw`` (``winner``,
        ``drawer``), ``results.nobody_lost`` and ``results.lone_draw`` (``name``), each at
        ``("players", seat, "result")`` of the player it is about (the first player where it
        is about every player).
    """
    wins = [seat for seat, result in enumerate(results) if result is Result.WIN]
    draws = [seat for seat, result in enumerate(results) if result is Result.DRAW]
    losses = len(results) - len(wins) - len(draws)
    if not wins and not draws:
        raise DealError(Problem("results.nobody_won", {}, _at(0)))
    if wins and draws:
        said = {"winner": names[wins[0]], "drawer": names[draws[0]]}
        raise DealError(Problem("results.win_and_draw", said, _at(draws[0])))
    if wins and not losses:
        raise DealError(Problem("results.nobody_lost", {}, _at(0)))
    if len(draws) == 1:
        seat = draws[0]
        raise DealError(Problem("results.lone_draw", {"name": names[seat]}, _at(seat)))


def score_results(
    players: Sequence[PlayerDeal], points: ResultPoints, went_out: str | None = None
) -> DealScore:
    """Score a deal entered as each player's result: each scores the points of their result.

    :param players: every player, in seating order, each with their result ``typed`` and no
        cards.
    :param points: the table's points for a win, a draw and a loss.
    :param went_out: the player who went out, if the table says (counted in the records).
    :returns: each player's score (points; melded, hand and bonus 0), ``typed`` as typed.
    :raises DealError: ``results.missing`` (``name``) where a player's result is not given or
        not read (:func:`read_result`), ``typed.with_cards`` (``name``) where a player has
        cards as well, at ``("players", seat, "result")``; :func:`verify_results`' errors.
    """
    results = []
    for seat, player in enumerate(players):
        if player.melds or player.laid_off or player.hand:
            raise DealError(Problem("typed.with_cards", {"name": player.name}, _at(seat)))
        result = read_result(player.typed)
        if result is None:
            raise DealError(Problem("results.missing", {"name": player.name}, _at(seat)))
        results.append(result)
    verify_results([player.name for player in players], results)
    return DealScore(
        tuple(
            PlayerScore(player.name, 0, 0, 0, points.of(result), typed=player.typed)
            for player, result in zip(players, results, strict=True)
        ),
        went_out,
    )


def _at(seat: int) -> Path:
    """Where a player's result is: ``("players", seat, "result")``."""
    return ("players", seat, "result")
