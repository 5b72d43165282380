"""Who is dealt in: a player who joins a game between deals, and a player who leaves it.

A table takes in a player who arrives late, or lets one go, between deals (010 Score pads:
a score pad's sheet takes a new column, or a line drawn under a player's last score). Each
deal names the players dealt into it; a player with no line in a deal scored nothing in it,
so their running total is their starting score plus the deals they played. None of the texts
of ``docs/rule-sources.md`` (000-011) gives a late player's starting score, so the table sets
it (``joining_score``: 0, or the number a score pad counts down from). A player who left
keeps their total on the sheet and is not dealt in again; they cannot win (``standings``:
the players away are left out of the outcome).

A game in partnerships keeps its players (007 Canasta, Partnerships: the seats make the
teams), and so does a game whose deals read the earlier deals' scores
(:meth:`~scorekeeper.rules.game.Game.reads_earlier`: Gin Rummy's game end, Pool rummy's pool,
Canasta's first meld, a score pad counting down), whose rules follow each player from the
first deal.

>>> from scorekeeper.rules.presets import find_preset
>>> table = Seating(("Ann", "Bob", "Cy"), late=frozenset({2}))
>>> table.dealt_in(None), table.dealt_in([0, 1, 2])
(('Ann', 'Bob'), ('Ann', 'Bob', 'Cy'))
>>> table.left_seat(1).next_deal()
('Ann', 'Cy')
>>> verify_join(find_preset("500-rummy"), table)
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace

from .deal import DealScore, PlayerScore, Standings
from .errors import RulesError
from .games import game_of
from .options import MOST_PLAYERS, Rules
from .problems import Param, Problem
from .scores_only import opening_scores


@dataclass(frozen=True)
class Seating:
    """A game's players in seating order, and who came late or left.

    :ivar names: every player who has sat at the table, in seating order (a late player
        takes the next seat).
    :ivar late: the seats of the players who joined after the first deal.
    :ivar left: the seats of the players who left: they are dealt in no more.
    """

    names: tuple[str, ...]
    late: frozenset[int] = field(default_factory=frozenset)
    left: frozenset[int] = field(default_factory=frozenset)

    def dealt_in(self, seats: Sequence[int] | None) -> tuple[str, ...]:
        """The players of a stored deal, in seating order.

        :param seats: the seats the deal was dealt to, as stored; ``None``: every player who
            did not join late (every deal before the first join or leave).
        :raises RulesError: ``seating.no_seat`` (``seat``) for a seat no player has.
        """
        return tuple(self.names[seat] for seat in self.dealt_seats(seats))

    def dealt_seats(self, seats: Sequence[int] | None) -> tuple[int, ...]:
        """The seats of a stored deal's players, in order (see :meth:`dealt_in`).

        :raises RulesError: ``seating.no_seat`` (``seat``) for a seat no player has.
        """
        if seats is None:
            return tuple(seat for seat in range(len(self.names)) if seat not in self.late)
        for seat in seats:
            if not 0 <= seat < len(self.names):
                raise RulesError(Problem("seating.no_seat", {"seat": seat}))
        return tuple(sorted(set(seats)))

    def seats_of(self, players: Collection[str]) -> list[int] | None:
        """The seats a deal of ``players`` is stored with: ``None`` where they are every player
        who did not join late (as :meth:`dealt_in` reads it), else their seats in order."""
        seats = [seat for seat, name in enumerate(self.names) if name in players]
        return None if self.dealt_in(None) == self.dealt_in(seats) else seats

    def next_deal(self) -> tuple[str, ...]:
        """The players dealt into the next deal: every player but those who left."""
        return tuple(name for seat, name in enumerate(self.names) if seat not in self.left)

    @property
    def gone(self) -> frozenset[str]:
        """The players who left."""
        return frozenset(self.names[seat] for seat in self.left)

    def joined(self, name: str) -> Seating:
        """The seating once ``name`` joins late, in the next seat."""
        late = self.late | {len(self.names)}
        return replace(self, names=(*self.names, name), late=late)

    def left_seat(self, seat: int) -> Seating:
        """The seating once the player in ``seat`` left."""
        return replace(self, left=self.left | {seat})


def verify_join(rules: Rules, seating: Seating) -> None:
    """Check that a game of ``rules`` played by ``seating`` may take in one more player before
    its next deal: not played in partnerships, nor reading the earlier deals to score one,
    and fewer players dealt in than the game's most (``Rules.players_max``), and fewer players
    on its sheet, the ones who left too, than the app's most (``MOST_PLAYERS``, 12).

    :raises RulesError: ``seating.partnerships`` where the game is played in teams;
        ``seating.reads_earlier`` where its deals read the earlier ones; ``seating.too_many``
        (``most``) where the next deal already has the most players the game takes. The
        path is ``("name",)``.
    """
    _verify_changes(rules)
    full = len(seating.names) >= MOST_PLAYERS  # the sheet's columns, those who left too
    if full or len(seating.next_deal()) >= rules.players_max:
        params: dict[str, Param] = {"most": MOST_PLAYERS if full else rules.players_max}
        raise RulesError(Problem("seating.too_many", params, ("name",)))


def can_join(rules: Rules, seating: Seating) -> bool:
    """Whether :func:`verify_join` passes."""
    try:
        verify_join(rules, seating)
    except RulesError:
        return False
    return True


def verify_leave(rules: Rules, seating: Seating, seat: int) -> None:
    """Check that the player in ``seat`` may leave a game of ``rules`` before its next deal:
    as :func:`verify_join`, a player dealt in, and as many left as the game's fewest
    (``Rules.players_min``).

    :raises RulesError: as :func:`verify_join`; ``seating.no_seat`` (``seat``);
        ``seating.gone`` (``name``) for a player who left already; ``seating.too_few``
        (``fewest``) where the next deal would have too few players. The path is
        ``("seat",)``.
    """
    _verify_changes(rules)
    if not 0 <= seat < len(seating.names):
        raise RulesError(Problem("seating.no_seat", {"seat": seat}, ("seat",)))
    if seat in seating.left:
        params: dict[str, Param] = {"name": seating.names[seat]}
        raise RulesError(Problem("seating.gone", params, ("seat",)))
    if len(seating.next_deal()) - 1 < rules.players_min:
        fewest: dict[str, Param] = {"fewest": rules.players_min}
        raise RulesError(Problem("seating.too_few", fewest, ("seat",)))


def _verify_changes(rules: Rules) -> None:
    if rules.teams is not None:
        raise RulesError(Problem("seating.partnerships", {}, ("name",)))
    if game_of(rules).reads_earlier(rules):
        raise RulesError(Problem("seating.reads_earlier", {}, ("name",)))


def joining_score(rules: Rules) -> int:
    """The starting score a late player is offered: none of the rule texts gives one, so the
    table sets it; offered at 0, or where a score pad counts down at the number counted down
    from (010 Score pads, Counting down).

    >>> from scorekeeper.rules.presets import find_preset
    >>> joining_score(find_preset("500-rummy"))
    0
    """
    return opening_scores(rules, (0,))[0]


def seated_score(result: DealScore, names: Sequence[str]) -> DealScore:
    """A deal scored for the players dealt into it, as a score of every player of the game:
    a player not dealt in (joined later, or left) scores 0 in it.

    :param names: every player of the game, in seating order.
    :raises RulesError: ``seating.not_seated`` (``name``) for a player of the deal who is
        not one of ``names``.
    """
    by_name = {player.name: player for player in result.players}
    for name in by_name:
        if name not in names:
            raise RulesError(Problem("seating.not_seated", {"name": name}))
    players = tuple(by_name.get(name) or PlayerScore(name, 0, 0, 0, 0) for name in names)
    return DealScore(players, result.went_out)


def at_table(board: Standings, gone: Collection[str]) -> Standings:
    """``board`` without the players who left (``gone``): who leads and the ranking are the
    players' still at the table; a player who left stays on the sheet with their total, not
    ranked (010 Score pads). Teams are left as they are (a game in teams keeps its players).

    >>> board = Standings(("Ann", "Bob", "Cy"), (120, 300, 80), False, ())
    >>> at_table(board, {"Bob"}).names
    ('Ann', 'Cy')
    """
    if not gone or board.teams:
        return board
    kept = [seat for seat, name in enumerate(board.names) if name not in gone]
    return Standings(
        tuple(board.names[seat] for seat in kept),
        tuple(board.totals[seat] for seat in kept),
        board.finished,
        tuple(name for name in board.winners if name not in gone),
    )
