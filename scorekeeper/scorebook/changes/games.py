"""Creating games: a new game (its players' names checked, its view id and edit key drawn),
its rematch for the same table, and a game put on a table.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from scorekeeper.extensions import db
from scorekeeper.models import Game, Table
from scorekeeper.rules import (
    MOST_PLAYERS,
    Rules,
    RulesError,
    dealer_seat,
    find_preset,
    opening_scores,
    verify_starting,
)
from scorekeeper.rules.partnerships import new_partners
from scorekeeper.rules.problems import Param, Path, Problem, ProblemError, field_name
from scorekeeper.scorebook.changes.people import (
    Look,
    LookError,
    chosen_looks,
    kept_looks,
    seated_players,
    verified_avatar,
    verified_colour,
)
from scorekeeper.scorebook.names import look_alike, name_problem, normal_name
from scorekeeper.scorebook.seats.seat_links import hand_over_seat_link, new_seat_key
from scorekeeper.scorebook.writing import change, write_transaction

from ..scores.tally import current_engine_version

MAX_PLAYERS = MOST_PLAYERS
MAX_NAME = 40


class GameInputError(ProblemError):
    """Input a game cannot be created from (``game.*``, ``table.*``, a player count the
    engine refuses); the problem's path names the culprit (``("players", 2)``)."""

    @property
    def field(self) -> str:
        """The culprit as a form names it: ``"players[2]"``, ``"players"``, ``"table"``."""
        return field_name(self.path)


def new_view_id() -> str:
    """A view id: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def new_edit_key() -> str:
    """An edit key: 192 random bits, URL-safe, independent of the view id."""
    return secrets.token_urlsafe(24)


def create_game(
    variant: str,
    options: Mapping[str, Any],
    names: Sequence[str],
    first_dealer: int = 0,
    table: Table | None = None,
    *,
    looks: Sequence[Look | None] = (),
    starting: Sequence[int] = (),
    commit: bool = True,
) -> Game:
    """Create and store a game.

    :param names: player names in seating order, as many as the game takes (2 to 12 at most).
    :param first_dealer: the seat of the first dealer.
    :param table: the table the game is played at, if any.
    :param looks: each seat's colour and avatar as chosen, in seating order; a seat without
        one (``None``, or past the end) takes the look its name had in the table's last game,
        else a colour no other seat has (``people.chosen_looks``).
    :param starting: each player's points before the first deal, in seating order, where the
        game is resumed from a score sheet on paper; ``()``: every player starts at 0 (counting
        down, at the number counted down from: ``opening_scores``).
    :param commit: ``False`` for a game not yet stored, that the caller stores with the change
        it belongs to (a rematch, in the finished game's transaction).
    :raises RulesError: for an unknown variant or a bad option.
    :raises GameInputError: for too few or too many players, or a bad or repeated name; for
        starting scores the engine refuses (``verify_starting``: too large, or the game over
        before its first deal), their path ``("starting_scores", seat)`` or
        ``("starting_scores",)``.
    :raises LookError: for a colour not offered or an avatar that is neither one emoji nor one
        or two letters; its path names the seat (``("players", 1, "avatar")``).
    """
    rules = find_preset(variant).with_options(options)
    names = [normal_name(name) for name in names]
    verify_names(names, rules)
    starting = opening_scores(rules, tuple(starting) or (0,) * len(names))
    try:
        verify_starting(rules, names, starting)
    except ProblemError as error:
        raise GameInputError(error.problem) from None
    looks = [_verified_look(seat, look) for seat, look in enumerate(looks)]
    if not 0 <= first_dealer < len(names):
        raise GameInputError(Problem("game.first_dealer_not_a_player", path=("first_dealer",)))
    game = Game(
        view_id=new_view_id(),
        edit_key=new_edit_key(),
        seat_key=new_seat_key(),
        variant=variant,
        rules=rules.for_players(len(names)).options(),
        first_dealer=first_dealer,
        players=seated_players(names, chosen_looks(names, looks, kept_looks(table)), starting),
        table_id=table.id if table is not None else None,
        scored_by=current_engine_version(),
    )
    if commit:
        with write_transaction():
            db.session.add(game)
    return game


def _verified_look(seat: int, look: Look | None) -> Look | None:
    """``look`` with its avatar as stored. :raises LookError: naming the seat."""
    if look is None:
        return None
    try:
        return Look(verified_colour(look.colour), verified_avatar(look.avatar))
    except LookError as error:
        raise LookError(error.problem.at(("players", seat, *error.problem.path))) from None


def verify_names(names: Sequence[str], rules: Rules, at_table: Sequence[str] | None = None) -> None:
    """:raises GameInputError: unless there are as many names as the game takes (2 to 12 at most),
    each text (see ``scorekeeper.scorebook.names``), not too long, and not like an earlier one.

    :param at_table: the players still at the table, where some left (``Seating.next_deal``):
        they are the ones counted against the game's fewest and most; ``None``: every name.
    """
    if at_table is not None and len(names) > MOST_PLAYERS:  # those who left count here
        raise GameInputError(Problem("seating.too_many", {"most": MOST_PLAYERS}, ("players",)))
    try:
        rules.verify_players(len(names if at_table is None else at_table))
    except RulesError as error:
        raise GameInputError(error.problem.at(("players",))) from None
    for index, name in enumerate(names):
        verify_name(name, index + 1, names[:index], ("players", index))


def verify_name(name: str, number: int, earlier: Sequence[str], path: Path) -> None:
    """Check the name of the game's ``number``-th player (from 1), beside the ``earlier``
    players' names.

    :raises GameInputError: at ``path``, for no name (``game.player_unnamed``), a name that is
        no text (``game.player_name_refused``, see ``scorekeeper.scorebook.names``), one too
        long (``game.player_name_too_long``), or one like an earlier player's
        (``game.player_named_twice``, ``game.player_looks_like``).
    """
    if not name:
        raise GameInputError(Problem("game.player_unnamed", {"number": number}, path))
    if problem := name_problem(name):
        refused: dict[str, Param] = {"number": number, "problem": problem}
        raise GameInputError(Problem("game.player_name_refused", refused, path))
    if len(name) > MAX_NAME:
        too_long: dict[str, Param] = {"name": name, "most": MAX_NAME}
        raise GameInputError(Problem("game.player_name_too_long", too_long, path))
    for other in earlier:
        if look_alike(name, other):
            if name.casefold() == other.casefold():
                raise GameInputError(Problem("game.player_named_twice", {"name": name}, path))
            params: dict[str, Param] = {"name": name, "earlier": other}
            raise GameInputError(Problem("game.player_looks_like", params, path))


def create_rematch(game: Game, partners_changed: bool = False) -> Game:
    """A new game for the same table: the same players (but those who left the table), variant
    and rules; the first deal
    goes to the player whose turn to deal is next (the deal passes to the left, 000 Deal).
    With ``partners_changed``, in partnerships, the players are seated for new partners
    (:func:`~scorekeeper.rules.partnerships.new_partners`), each keeping their colour, avatar
    and phone.
    The game's seat link moves to the rematch, and the game keeps a link to it, in the same
    transaction (a new version, so that the view pages' polls learn of it); a game with a
    rematch already gives that one: a game has one rematch.

    :raises StaleGameError: if another request changed the game meanwhile.
    """
    if game.rematch is not None:
        return game.rematch

    def plan() -> Callable[[], Game]:
        count = len(game.players)
        staying = [seat for seat in range(count) if not game.players[seat].left]
        if partners_changed:  # a game in teams keeps its players: nobody left
            order: tuple[int, ...] = new_partners(count)
        else:  # the players still at the table; those who left are not in the rematch
            order = tuple(staying)
        players = [game.players[seat] for seat in order]
        names = [player.name for player in players]
        dealt = [game.players[seat].name for seat in staying]  # the next deal's dealer deals
        dealer = dealt[dealer_seat(game.first_dealer, game.deal_count + 1, len(dealt))]
        first_dealer = names.index(dealer)
        table = game.table
        looks = [Look(player.colour, player.avatar) for player in players]
        rematch = create_game(
            game.variant, game.rules, names, first_dealer, table, looks=looks, commit=False
        )

        def write() -> Game:
            if game.rematch is not None:  # started by another request meanwhile
                return game.rematch
            db.session.add(rematch)
            db.session.flush()
            game.rematch_id = rematch.id
            hand_over_seat_link(game, rematch, order)
            return rematch

        return write

    return change(game, plan)


def seat_at_table(game: Game, table: Table) -> Table:
    """Put ``game`` on ``table``, a table stored or not yet (then stored with it, in one
    transaction). A game already at a table (put there by another request meanwhile) stays.

    :returns: the table the game is at.
    :raises StaleGameError: if another request changed the game meanwhile.
    """

    def plan() -> Callable[[], Table]:
        def write() -> Table:
            if game.table is not None:
                return game.table
            db.session.add(table)
            db.session.flush()
            game.table_id = table.id
            return table

        return write

    return change(game, plan)
