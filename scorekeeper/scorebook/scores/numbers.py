"""A game's stored numbers on its rows: read back in one query, and written with each change.

Each deal line holds the engine's breakdown of its player's score and the running total after
the deal; each player holds their total and record in the game; the game holds whether it is
finished, its number of deals and the engine version that computed all of it
(:func:`~scorekeeper.scorebook.scores.tally.current_engine_version`). See
:mod:`scorekeeper.scorebook.scores.tally`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import Row, Update, bindparam, insert, update

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game
from scorekeeper.rules import DealScore, PlayerScore, Rank, Rules, Standings, seated_score

from .tally import PlayerTally, current_engine_version, next_tally

PLAYER_NUMBERS = tuple(field.name for field in fields(PlayerTally))
"""A player's numbers in a game (:class:`~scorekeeper.scorebook.scores.tally.PlayerTally`), each
stored in the player's row's column of the same name."""


@dataclass(frozen=True)
class StoredDeal:
    """One deal's stored numbers.

    :ivar went_out: the seat of the player who went out, or ``None``.
    :ivar result: the engine's breakdown of each player's score, as stored.
    :ivar totals: each player's running total after the deal (points), in seating order; 0
        for a player not dealt in.
    :ivar saved_at: when the deal was stored (UTC).
    :ivar dealt: the seats dealt into the deal (those with a line), in order; a player not
        dealt in (who joined later, or left) scores 0 in ``result``.
    """

    id: int
    number: int
    wild_rank: Rank | None
    went_out: int | None
    result: DealScore
    totals: tuple[int, ...]
    saved_at: datetime
    dealt: tuple[int, ...] = ()

    def dealt_names(self) -> tuple[str, ...]:
        """The names of the players dealt in, in seating order."""
        return tuple(self.result.players[seat].name for seat in self.dealt)


def stored_deals(
    game_id: int, names: Sequence[str], number: int | None = None, after: int = 0
) -> list[StoredDeal]:
    """The game's deals in order, with their stored numbers (one query, no cards).

    :param names: the game's players in seating order.
    :param number: only this deal (``None``: every deal).
    :param after: only the deals after this number (0: from the first).
    """
    query = (
        db.select(
            Deal.id,
            Deal.number,
            Deal.wild_rank,
            Deal.went_out,
            Deal.created_at,
            DealLine.melded_points,
            DealLine.hand_points,
            DealLine.bonus,
            DealLine.score,
            DealLine.total,
            DealLine.typed,
            DealLine.stages,
            DealLine.seat,
        )
        .join(DealLine, DealLine.deal_id == Deal.id)
        .where(Deal.game_id == game_id)
        .order_by(Deal.number, DealLine.seat)
    )
    if number is not None:
        query = query.where(Deal.number == number)
    if after:
        query = query.where(Deal.number > after)
    by_deal: dict[int, list[Row[Any]]] = {}
    for row in db.session.execute(query):
        by_deal.setdefault(row.id, []).append(row)
    deals = []
    for rows in by_deal.values():  # in the deals' order: dicts keep it
        first = rows[0]
        lines = {line.seat: line for line in rows}
        went_out = names[first.went_out] if first.went_out is not None else None
        players = tuple(
            PlayerScore(
                name,
                line.melded_points,
                line.hand_points,
                line.bonus,
                line.score,
                line.typed,
                tuple(line.stages or ()),
            )
            if (line := lines.get(seat)) is not None
            else PlayerScore(name, 0, 0, 0, 0)  # not dealt in: no line
            for seat, name in enumerate(names)
        )
        deals.append(
            StoredDeal(
                id=first.id,
                number=first.number,
                wild_rank=Rank.parse(first.wild_rank) if first.wild_rank else None,
                went_out=first.went_out,
                result=DealScore(players, went_out),
                totals=tuple(
                    line.total if (line := lines.get(seat)) is not None else 0
                    for seat in range(len(names))
                ),
                saved_at=first.created_at,
                dealt=tuple(sorted(seat for seat in lines if seat < len(names))),
            )
        )
    return deals


def put_line_numbers(
    deal: Deal,
    result: DealScore,
    after: Sequence[PlayerTally],
    dealt: Collection[int] | None = None,
) -> None:
    """Store on a deal's lines the engine's ``result`` and each running total ``after`` it.

    :param dealt: the seats dealt into the deal (``None``: every seat); a seat not dealt in
        has no line, and is given none.
    """
    lines = {line.seat: line for line in deal.lines}
    for seat, (points, player) in enumerate(zip(result.players, after, strict=True)):
        if dealt is not None and seat not in dealt:
            continue
        line = lines.get(seat)
        if line is None:  # a deal stored without this seat's line: the seat had no cards
            line = DealLine(seat=seat, melds=[], laid_off=[], hand=[])
            deal.lines.append(line)
        line.melded_points = points.melded
        line.hand_points = points.hand
        line.bonus = points.bonus
        line.score = points.score
        line.total = player.total
        line.stages = list(points.stages)


def put_running_totals(
    deals: Sequence[StoredDeal], running: Sequence[Sequence[PlayerTally]]
) -> None:
    """Store the running totals ``running`` of ``deals`` where they changed (one statement).

    :param running: each deal's players' numbers after it, as tallied after the change.
    """
    changes = [
        {"line_deal": deal.id, "line_seat": seat, "total": player.total}
        for deal, after in zip(deals, running, strict=True)
        for seat, player in enumerate(after)
        if seat in deal.dealt and deal.totals[seat] != player.total
    ]
    if changes:
        statement = _line_update().values(total=bindparam("total"))
        db.session.connection().execute(statement, changes)


@dataclass(frozen=True)
class LineNumbers:
    """Every line's numbers of a game, worked out to be written: values by line, and the
    lines to add for seats a deal was stored without."""

    updates: list[dict[str, object]]
    inserts: list[dict[str, object]]


def line_numbers(
    deals: Sequence[Deal],
    results: Sequence[DealScore],
    running: Sequence[Sequence[PlayerTally]],
    dealt: Sequence[Collection[int]] = (),
) -> LineNumbers:
    """Each line's numbers for ``deals`` (their lines loaded), scored ``results``, with the
    players' numbers ``running`` after each; ``dealt``: the seats dealt into each deal (past
    its end: every seat), a seat not dealt in having no line."""
    numbers = LineNumbers([], [])
    for index, (deal, result, after) in enumerate(zip(deals, results, running, strict=True)):
        seats = {line.seat for line in deal.lines}
        for seat, (points, player) in enumerate(zip(result.players, after, strict=True)):
            if index < len(dealt) and seat not in dealt[index]:
                continue
            values: dict[str, object] = {
                "melded_points": points.melded,
                "hand_points": points.hand,
                "bonus": points.bonus,
                "score": points.score,
                "total": player.total,
                "stages": list(points.stages),
            }
            if seat in seats:
                numbers.updates.append({"line_deal": deal.id, "line_seat": seat, **values})
            else:  # a deal stored without this seat's line: the seat had no cards
                empty: dict[str, list[str]] = {"melds": [], "laid_off": [], "hand": []}
                numbers.inserts.append({"deal_id": deal.id, "seat": seat, **empty, **values})
    return numbers


def put_lines(numbers: LineNumbers) -> None:
    """Write ``numbers`` (two statements at most)."""
    if numbers.updates:
        names = ("melded_points", "hand_points", "bonus", "score", "total", "stages")
        db.session.connection().execute(
            _line_update().values({name: bindparam(name) for name in names}), numbers.updates
        )
    if numbers.inserts:
        db.session.execute(insert(DealLine), numbers.inserts)


def _line_update() -> Update:
    return (
        update(DealLine)
        .where(DealLine.deal_id == bindparam("line_deal"))
        .where(DealLine.seat == bindparam("line_seat"))
    )


def put_game_numbers(
    game: Game, players: Sequence[PlayerTally], standings: Standings, deal_count: int
) -> None:
    """Store each player's numbers, the standings and the count of deals, stamped with the
    engine version that computed them."""
    for player, numbers in zip(game.players, players, strict=True):
        for name in PLAYER_NUMBERS:
            setattr(player, name, getattr(numbers, name))
    game.finished = standings.finished
    game.deal_count = deal_count
    game.scored_by = current_engine_version()


class SeatNumbers(Protocol):
    """A player's stored name, total (points) and whether they won: a ``Player`` row, or
    those columns read alone."""

    name: str
    total: int
    won: bool


def stored_standings(
    players: Sequence[SeatNumbers], finished: bool, teams: Sequence[int] = ()
) -> Standings:
    """A game's standings as stored: its players in seating order, and whether it is
    finished; ``teams``: each seat's team where the game is played in partnerships
    (``Rules.seat_teams``)."""
    return Standings(
        names=tuple(player.name for player in players),
        totals=tuple(player.total for player in players),
        finished=finished,
        winners=tuple(player.name for player in players if player.won),
        teams=tuple(teams),
    )


def stored_players(game: Game) -> tuple[PlayerTally, ...]:
    """Each player's numbers as stored, in seating order."""
    return tuple(
        PlayerTally(**{name: getattr(player, name) for name in PLAYER_NUMBERS})
        for player in game.players
    )


def standings_with(game: Game, rules: Rules, result: DealScore) -> Standings:
    """The standings were ``result`` (the engine's score of a deal) stored as the game's next
    deal: each player's new running total (points, in seating order), whether the game would
    then be over, and who would win. Read from the stored numbers; nothing is written.

    :param result: the deal's score of the players dealt into it, or of every player.
    """
    names = [player.name for player in game.players]
    dealt = [player.name for player in result.players]
    gone = [player.name for player in game.players if player.left]
    every = seated_score(result, names)
    return next_tally(rules, names, stored_players(game), game.deal_count, every, dealt, gone)[1]
