"""The numbers a game stores, worked out once when a deal is written: each player's running
total after each deal, each player's record in the game, and the standings.

Everything here is counted from the engine's :class:`~scorekeeper.rules.DealScore` of each deal
and its :func:`~scorekeeper.rules.standings_after`; nothing here scores a card. A new deal
folds one more deal score into what is stored (:func:`next_tally`), a fixed, deleted or
restored deal folds them all again (:func:`tally_game`), so both give the same numbers.
"""

from __future__ import annotations

import ast
import hashlib
import io
import threading
import tokenize
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from scorekeeper import rules as engine
from scorekeeper.rules import DealScore, PlayerScore, Rules, Standings, standings_after
from scorekeeper.rules.partnerships import team_totals

SCORING_MODULES = ("scoring", "ranking", "presets", "seating")
"""The engine's modules that work out the numbers a game stores (deal scores, standings, and
the presets' rules they are worked out by); with what they import, they make the stamp."""


def engine_version(folder: Path = Path(engine.__file__).parent) -> str:
    """A stamp of the engine's scoring code (16 hex digits): it changes whenever the code that
    works out stored numbers does, so numbers stored by an older engine are known to be stale.

    It reads :data:`SCORING_MODULES` and every engine module they import, as Python tokens
    without comments and docstrings: rewording a comment or a docstring, or changing a module
    that scores nothing (the final-discard check, the seats' cross-checks), rescores no game;
    nor does rewording what players read (the options' labels, the stated limits, the problems'
    words), which lives outside the engine, in ``scorekeeper/words``.

    :param folder: the engine's folder (``scorekeeper/rules``).
    """
    digest = hashlib.sha256()
    for name in sorted(_imported(folder, SCORING_MODULES)):
        digest.update(name.encode())
        for token in _code_tokens((folder / f"{name}.py").read_text()):
            digest.update(f"{token.type} {token.string}\n".encode())
    return digest.hexdigest()[:16]


def _imported(folder: Path, names: Sequence[str]) -> set[str]:
    """``names`` and every engine module they import (``from .module import ...``), again and
    again."""
    found: set[str] = set()
    waiting = list(names)
    while waiting:
        name = waiting.pop()
        if name in found:
            continue
        found.add(name)
        tree = ast.parse((folder / f"{name}.py").read_text())
        waiting.extend(
            node.module
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module
        )
    return found


def _code_tokens(source: str) -> list[tokenize.TokenInfo]:
    """The tokens of ``source`` that are code: not comments, line breaks, indentation or
    docstrings (a string that is a statement on its own, which does nothing)."""
    docstrings = {
        (node.value.lineno, node.value.col_offset)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }
    skipped = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
    return [
        token
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type not in skipped and token.start not in docstrings
    ]


def current_engine_version() -> str:
    """The stamp of the engine running now (see :func:`engine_version`), worked out when first
    asked: reading the engine's code takes a few tenths of a second, which a process that
    stores and rescores nothing (a command, a module imported alone) is spared. Worked out by
    one thread at a time: CPython 3.11's ``ast.parse`` run by two threads at once can fail
    (``SystemError: AST constructor recursion depth mismatch``), as the first two games made
    at once by a threaded server would."""
    with _VERSION_LOCK:
        return _worked_out_version()


_VERSION_LOCK = threading.Lock()


@cache
def _worked_out_version() -> str:
    return engine_version()


@dataclass(frozen=True)
class PlayerTally:
    """One player's numbers in a game so far: what the score sheet shows, and what the
    table's records rank the game by (``scorekeeper.scorebook.records.table_records``), so that they
    read one row a player and game, never the game's deals.

    :ivar total: the running total (points).
    :ivar won: whether the player is a winner of the finished game.
    :ivar best_deal: the highest deal score (points), ``None`` before any deal.
    :ivar best_deal_number: the first deal the player scored ``best_deal`` in.
    :ivar lowest_deal: the lowest deal score (points), ``None`` before any deal.
    :ivar lowest_deal_number: the first deal the player scored ``lowest_deal`` in.
    :ivar below_highest: the most points the player's running total was below the highest
        one after a deal (how far behind, where the highest total wins), 0 before any deal; in
        partnerships their team's total below the highest team's.
    :ivar above_lowest: the most points the player's running total was above the lowest one
        after a deal (how far behind, where the lowest total wins), 0 before any deal; in
        partnerships their team's total above the lowest team's.
    :ivar went_out: deals the player ended by going out.
    :ivar hand_points: points of the cards left in the player's hand, over all deals.
    """

    total: int = 0
    won: bool = False
    best_deal: int | None = None
    best_deal_number: int | None = None
    lowest_deal: int | None = None
    lowest_deal_number: int | None = None
    below_highest: int = 0
    above_lowest: int = 0
    went_out: int = 0
    hand_points: int = 0

    def after(self, points: PlayerScore, went_out: bool, number: int) -> PlayerTally:
        """The numbers once deal ``number`` gave the player ``points`` (``below_highest`` and
        ``above_lowest`` are then :meth:`placed` among the deal's running totals)."""
        best, lowest = self.best_deal, self.lowest_deal
        higher = best is None or points.score > best
        lower = lowest is None or points.score < lowest
        return replace(
            self,
            total=self.total + points.score,
            won=False,
            best_deal=points.score if higher else best,
            best_deal_number=number if higher else self.best_deal_number,
            lowest_deal=points.score if lower else lowest,
            lowest_deal_number=number if lower else self.lowest_deal_number,
            went_out=self.went_out + went_out,
            hand_points=self.hand_points + points.hand,
        )

    def placed(self, own: int, totals: Sequence[int]) -> PlayerTally:
        """The numbers once the player's running total, ``own``, stands among the deal's
        ``totals`` (every player's running total after it, points; in partnerships their
        team's among the teams')."""
        return replace(
            self,
            below_highest=max(self.below_highest, max(totals) - own),
            above_lowest=max(self.above_lowest, own - min(totals)),
        )


def start_tally(
    rules: Rules, names: Sequence[str], starting: Sequence[int] = (), gone: Collection[str] = ()
) -> tuple[tuple[PlayerTally, ...], Standings]:
    """The numbers of a game before its first deal: each player's total their starting score
    (``starting``, in seating order: a game resumed from a score sheet on paper; ``()``, every
    player at 0); ``gone``: the players who left, away from the standings."""
    totals = tuple(starting) or (0,) * len(names)
    players = tuple(PlayerTally(total=total) for total in totals)
    return players, standings_after(rules, names, totals, 0, None, gone)


def next_tally(
    rules: Rules,
    names: Sequence[str],
    before: Sequence[PlayerTally],
    played: int,
    result: DealScore,
    dealt: Collection[str] | None = None,
    gone: Collection[str] = (),
) -> tuple[tuple[PlayerTally, ...], Standings]:
    """The numbers once deal ``played + 1``, scored ``result`` by the engine, is added to a
    game whose players' numbers were ``before`` (in seating order).

    :param result: the deal's score of every player of the game
        (:func:`~scorekeeper.rules.seated_score`).
    :param dealt: the players dealt into the deal (``None``: every one); the others' numbers
        stay as they were, and they are away from its standings (they neither end the game
        nor win it: ``standings_after``'s ``away``).
    :param gone: the players who left the game, away from its standings too.
    :returns: each player's numbers after the deal, and the standings.
    :raises RulesError: if ``result`` does not have the game's players.
    """
    playing = set(names) if dealt is None else set(dealt)
    after = [
        player.after(points, points.name == result.went_out, played + 1)
        if points.name in playing
        else player
        for player, points in zip(before, result.players, strict=True)
    ]
    totals = tuple(player.total for player in after)
    away = {name for name in names if name not in playing} | set(gone)
    standings = standings_after(
        rules, names, totals, played + 1, result.went_out, away, last=result
    )
    teams = standings.teams
    sides = team_totals(totals, teams) if teams else totals  # a team stands by its total
    present = [total for total, name in zip(totals, names, strict=True) if name in playing]
    sides = sides if teams or not away else tuple(present)
    return (
        tuple(
            replace(
                player.placed(sides[teams[seat]] if teams else player.total, sides)
                if name in playing
                else player,
                won=name in standings.winners,
            )
            for seat, (player, name) in enumerate(zip(after, names, strict=True))
        ),
        standings,
    )


@dataclass(frozen=True)
class GameTally:
    """Every number a game stores.

    :ivar running: each deal's players' numbers after it (``running[d][seat].total`` is the
        running total after deal ``d + 1``).
    :ivar players: each player's numbers after the last deal, in seating order.
    :ivar standings: the standings after the last deal.
    """

    running: tuple[tuple[PlayerTally, ...], ...]
    players: tuple[PlayerTally, ...]
    standings: Standings


def tally_game(
    rules: Rules,
    names: Sequence[str],
    results: Sequence[DealScore],
    starting: Sequence[int] = (),
    dealt: Sequence[Collection[str] | None] = (),
    gone: Collection[str] = (),
) -> GameTally:
    """The numbers of a game whose deals the engine scored ``results``, in the order played,
    its players having started at ``starting`` (see :func:`start_tally`).

    :param dealt: the players dealt into each deal, in order (``None`` or past the end: every
        player; see :func:`next_tally`).
    :param gone: the players who left the game (:func:`next_tally`).

    >>> from scorekeeper.rules import find_preset
    >>> deal = DealScore((PlayerScore("Ann", 60, 0, 5, 65), PlayerScore("Bob", 0, 5, 0, 0)), "Ann")
    >>> tally = tally_game(find_preset("500-rummy"), ["Ann", "Bob"], [deal, deal])
    >>> [player.total for player in tally.players], tally.players[0].went_out
    ([130, 0], 2)
    >>> tally = tally_game(find_preset("500-rummy"), ["Ann", "Bob"], [deal], starting=(1200, 800))
    >>> [player.total for player in tally.players]
    [1265, 800]
    """
    players, standings = start_tally(rules, names, starting, gone)
    running = []
    for played, result in enumerate(results):
        playing = dealt[played] if played < len(dealt) else None
        players, standings = next_tally(rules, names, players, played, result, playing, gone)
        running.append(players)
    return GameTally(tuple(running), players, standings)
