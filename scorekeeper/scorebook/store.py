"""Creating games and saving, replacing and deleting their deals.

Every change is checked and scored by the engine before anything is written, outside the write
lock; then it is written with its stored numbers (:mod:`scorekeeper.scorebook.numbers`) in one short
transaction: all of it or nothing.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, Literal, TypeVar, get_args

from sqlalchemy import ColumnElement, Select, String, bindparam, cast, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import joinedload, selectinload
from sqlalchemy.orm.exc import StaleDataError

from scorekeeper.extensions import db
from scorekeeper.models import Change, Deal, DealLine, Game, Player, Table, utcnow
from scorekeeper.rules import (
    MOST_PLAYERS,
    DealError,
    DealPlan,
    DealScore,
    Rules,
    RulesError,
    as_melded,
    deal_wild_rank,
    dealer_seat,
    find_preset,
    meld_tokens,
)
from scorekeeper.rules.problems import Param, Problem, ProblemError, field_name
from scorekeeper.scorebook.drafts import drafts_of
from scorekeeper.scorebook.kept_drafts import keep_drafts, resolve_marks
from scorekeeper.scorebook.names import look_alike, name_problem, normal_name
from scorekeeper.scorebook.seat_claims import free_every_seat
from scorekeeper.scorebook.seat_links import hand_over_seat_link, new_seat_key
from scorekeeper.scorebook.sheets import Sheet, verify_scores, verify_sheet
from scorekeeper.scorebook.writing import write_transaction

from .kept import kept
from .numbers import (
    line_numbers,
    put_game_numbers,
    put_line_numbers,
    put_lines,
    put_running_totals,
    stored_deals,
    stored_players,
)
from .polls import read_alone
from .scoresheet import (
    DealEntry,
    entry_of,
    game_rules,
    planned_deal,
    score_entry,
    snapshot_rules,
)
from .tally import ENGINE_VERSION, next_tally, tally_game
from .trail import deal_added_as, deal_from_record, find_event, record

T = TypeVar("T")
log = logging.getLogger(__name__)

MAX_PLAYERS = MOST_PLAYERS
MAX_NAME = 40
MAX_DEALS = 1_000
"""Deals one game keeps: far more than any game at a table is played for."""
WRITE_TRIES = 5
"""How often a change is planned again when someone else changed the game meanwhile."""


class GameInputError(ProblemError):
    """Input a game cannot be created from (``game.*``, ``table.*``, a player count the
    engine refuses); the problem's path names the culprit (``("players", 2)``)."""

    @property
    def field(self) -> str:
        """The culprit as a form names it: ``"players[2]"``, ``"players"``, ``"table"``."""
        return field_name(self.path)


class GameFinishedError(ProblemError):
    """A new deal for a game that is already over (``game.over``) or holds :data:`MAX_DEALS`
    deals (``game.too_many_deals``)."""


class DealTakenError(ProblemError):
    """A new deal sent for a number another deal already has (entered on another phone):
    ``game.deal_taken``."""

    def __init__(self, number: int) -> None:
        super().__init__(Problem("game.deal_taken", {"number": number}))
        self.number = number


class StaleGameError(ProblemError):
    """A change made from a state of the game that someone else has changed since:
    ``game.changed_meanwhile``."""

    def __init__(self) -> None:
        super().__init__(Problem("game.changed_meanwhile"))


class DealMissingError(ProblemError, LookupError):
    """A deal the game does not have (``game.no_deal``), or a deletion that cannot be undone
    (``game.no_deleted_deal``)."""


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
    commit: bool = True,
) -> Game:
    """Create and store a game.

    :param names: player names in seating order, as many as the game takes (2 to 12 at most).
    :param first_dealer: the seat of the first dealer.
    :param table: the table the game is played at, if any.
    :param commit: ``False`` for a game not yet stored, that the caller stores with the change
        it belongs to (a rematch, in the finished game's transaction).
    :raises RulesError: for an unknown variant or a bad option.
    :raises GameInputError: for too few or too many players, or a bad or repeated name.
    """
    rules = find_preset(variant).with_options(options)
    names = [normal_name(name) for name in names]
    verify_names(names, rules)
    if not 0 <= first_dealer < len(names):
        raise GameInputError(Problem("game.first_dealer_not_a_player", path=("first_dealer",)))
    game = Game(
        view_id=new_view_id(),
        edit_key=new_edit_key(),
        seat_key=new_seat_key(),
        variant=variant,
        rules=rules.for_players(len(names)).options(),
        first_dealer=first_dealer,
        players=[Player(seat=seat, name=name) for seat, name in enumerate(names)],
        table_id=table.id if table is not None else None,
        scored_by=ENGINE_VERSION,
    )
    if commit:
        with write_transaction():
            db.session.add(game)
    return game


def verify_names(names: Sequence[str], rules: Rules) -> None:
    """:raises GameInputError: unless there are as many names as the game takes (2 to 12 at most),
    each text (see ``scorekeeper.scorebook.names``), not too long, and not like an earlier one."""
    try:
        rules.verify_players(len(names))
    except RulesError as error:
        raise GameInputError(error.problem.at(("players",))) from None
    for index, name in enumerate(names):
        path = ("players", index)
        if not name:
            raise GameInputError(Problem("game.player_unnamed", {"number": index + 1}, path))
        if problem := name_problem(name):
            refused: dict[str, Param] = {"number": index + 1, "problem": problem}
            raise GameInputError(Problem("game.player_name_refused", refused, path))
        if len(name) > MAX_NAME:
            too_long: dict[str, Param] = {"name": name, "most": MAX_NAME}
            raise GameInputError(Problem("game.player_name_too_long", too_long, path))
        for earlier in names[:index]:
            if look_alike(name, earlier):
                if name.casefold() == earlier.casefold():
                    problem = Problem("game.player_named_twice", {"name": name}, path)
                else:
                    params = {"name": name, "earlier": earlier}
                    problem = Problem("game.player_looks_like", params, path)
                raise GameInputError(problem)


GameKey = Literal["view_id", "edit_key", "seat_key"]
"""How a link names a game: its view id (anyone's), edit key (the scorekeeper's) or seat key
(the players' phones; switched off: none)."""


class LinkRefused(ProblemError, LookupError):
    """A link or a key that opens no game: ``link.no_game`` (no game has it; answered 404),
    ``link.key_not_sent`` (the key that proves the right was not sent; 401) or
    ``link.wrong_key`` (a key sent that is not this game's; 403). Its ``key`` param names the
    key (``"edit_key"``)."""


def _by_key(*what: Any) -> dict[GameKey, Select[Any]]:
    """A statement for each key of a game, reading ``what`` of the game whose key is the value
    bound as ``value``: built once, as a statement costs more to build than to run."""
    return {
        key: db.select(*what).where(getattr(Game, key) == bindparam("value"))
        for key in get_args(GameKey)
    }


_BY_KEY = _by_key(Game)
"""The game found by each of its keys."""
# Its players in a second query, not joined: a write refreshes the game FOR UPDATE, which
# PostgreSQL refuses on the nullable side of an outer join (the players).
_WITH_PLAYERS = {key: query.options(selectinload(Game.players)) for key, query in _BY_KEY.items()}
# For the reads that never write the game row itself (the seats' phones, the drafts' API):
# its players in the same query.
_JOINED = {
    key: query.options(joinedload(Game.players, innerjoin=True)) for key, query in _BY_KEY.items()
}


def game_by_key(
    key: GameKey,
    value: str,
    *,
    proof: GameKey | None = None,
    sent: str = "",
    numbers: bool = True,
) -> Game:
    """The game whose ``key`` is ``value`` (the game every page, the API and the seats' phones
    find by their link); with ``proof``, only for a caller who also ``sent`` that key of the
    game (the API: the view id in the address, the edit or seat key as its Bearer token).

    :param numbers: whether its stored numbers are brought up to date (:func:`fresh`), as
        the scorekeeper's pages and every write of the game need (its players then read in a
        second query); without, its players are read in the same one (the seats' phones and
        the drafts' API, which never write the game row itself).
    :raises LinkRefused: ``link.no_game`` when no game has ``value`` (an empty one included: a
        seat link switched off), ``link.key_not_sent`` when ``proof`` is asked and nothing was
        sent, ``link.wrong_key`` when what was sent is not the game's ``proof`` (compared in
        constant time).
    """
    game: Game | None = None
    if value:
        query = (_WITH_PLAYERS if numbers else _JOINED)[key]
        game = db.session.scalars(query, {"value": value}).unique().one_or_none()
        if game is not None and numbers:
            game = fresh(game)
    if game is None:
        raise LinkRefused(Problem("link.no_game", {"key": key}))
    if proof is not None:
        if not sent:
            raise LinkRefused(Problem("link.key_not_sent", {"key": proof}))
        expected = getattr(game, proof) or ""
        if not expected or not secrets.compare_digest(sent.encode(), expected.encode()):
            raise LinkRefused(Problem("link.wrong_key", {"key": proof}))
    return game


_VERSION = db.select(Game.version).where(Game.view_id == bindparam("view_id"))


def game_version(view_id: str) -> int | None:
    """The version of the game with this view id, if there is one (a viewer's poll; see
    :mod:`~scorekeeper.scorebook.polls`)."""
    rows = read_alone(_VERSION, {"view_id": view_id})
    return rows[0].version if rows else None


_RULES = db.select(
    Game.id,
    Game.variant,
    cast(Game.rules, String).label("rules"),  # as stored: the text the rules are kept by
    Game.first_dealer,
).where(Game.view_id == bindparam("view_id"))
_NAMES_AND_COUNT = (
    db.select(Player.name, Game.deal_count)
    .join(Game, Game.id == Player.game_id)
    .where(Player.game_id == bindparam("game_id"))
    .order_by(Player.seat)
)


def next_deal_rules(view_id: str) -> tuple[Rules, DealPlan | None]:
    """What judging a meld of the deal being played needs, in the game whose view id is
    ``view_id``: its rules, and the deal's plan where the game's schedule sets each deal's
    wild rank (``None`` otherwise). A meld check is asked on every tap of a meld: the game's
    rules, which never change (nor does its view id), are read once per process and kept (see
    :mod:`~scorekeeper.scorebook.kept`); the players and the deal count, for such a schedule
    alone, on every check (one query, on a connection of its own: see
    :mod:`~scorekeeper.scorebook.polls`).

    :raises LinkRefused: ``link.no_game`` when no game has ``view_id`` (an empty one included).
    """

    def read() -> tuple[int, str, str, int] | None:
        rows = read_alone(_RULES, {"view_id": view_id})
        return tuple(rows[0]) if rows else None  # id, variant, rules, first dealer

    found = kept(f"game-rules {view_id}", read) if view_id else None
    if found is None:
        raise LinkRefused(Problem("link.no_game", {"key": "view_id"}))
    game_id, variant, snapshot, first_dealer = found
    rules = snapshot_rules(variant, snapshot)
    if rules.wild_schedule == "none":
        return rules, None
    rows = read_alone(_NAMES_AND_COUNT, {"game_id": game_id})
    names = [row.name for row in rows]
    return rules, planned_deal(rules, names, first_dealer, rows[0].deal_count + 1)


def fresh(game: Game) -> Game:
    """``game``, its stored numbers recomputed and stored first if an older engine (or none)
    computed them (see :data:`~scorekeeper.scorebook.tally.ENGINE_VERSION`). A game with a deal
    this engine refuses (stored under an older engine's looser checks, say a Rummy deal with
    nobody out) keeps the numbers it has until that deal is fixed: reading it never fails;
    ``flask --app scorekeeper rescore`` lists such games."""
    if game.scored_by != ENGINE_VERSION:
        try:
            rescore_game(game)
        except (DealError, RulesError) as error:
            log.warning("game %s keeps its stored numbers: %s", game.view_id, error)
    return game


def fresh_all(games: Select[Game]) -> None:
    """Make each game ``games`` finds :func:`fresh` (one query when all are)."""
    for game in db.session.execute(games.where(stale())).scalars().all():
        fresh(game)


def stale() -> ColumnElement[bool]:
    """Whether a game's stored numbers were computed by another engine than the one running
    now, or by none."""
    return (Game.scored_by != ENGINE_VERSION) | Game.scored_by.is_(None)


def add_deal(
    game: Game,
    entry: DealEntry,
    entry_id: str | None = None,
    version: int | None = None,
    number: int | None = None,
    sheet: Sheet | None = None,
) -> Deal:
    """Check a new deal with the engine and store it as the game's next deal, with its
    numbers: each player's breakdown and running total, their records, the standings.

    :param entry_id: the one-time token of the form it was entered with. If a deal was
        already stored with it (the form was sent twice), that deal is returned and nothing
        new is stored; if that deal was deleted since, it is returned as it was first stored,
        numbered as it was then, not in the game (its ``id`` is ``None``).
    :param version: the game's version the deal was entered against; ``None`` not to check
        (a change someone else made meanwhile is then built on).
    :param number: the number of the deal the entry was opened for; ``None`` not to check.
    :param sheet: what the scorekeeper's sheet showed at Save (where each field came from, the
        scores shown); ``None`` not to check (:mod:`~scorekeeper.scorebook.sheets`).
    :raises DealTakenError: if a deal ``number`` is already stored (not this entry).
    :raises SheetChangedError: if a seat's draft or the scores are no longer as ``sheet``
        showed them.
    :raises StaleGameError: if the game changed since ``version``, or while saving, or
        ``number`` is past the next deal's (a deal was deleted meanwhile) or no deal's (0).
    :raises GameFinishedError: if the game is already over, or has :data:`MAX_DEALS` deals.
    :raises DealError, RulesError: from the engine, when the deal cannot be scored.
    """

    def plan() -> Callable[[], Deal]:
        earlier = _deal_entered_as(game, entry_id)
        if earlier is not None:
            raise _AlreadyStored(earlier)
        verify_version(game, version)
        _verify_next(game, number)
        if game.deal_count >= MAX_DEALS:
            raise GameFinishedError(Problem("game.too_many_deals", {"most": MAX_DEALS}))
        if game.finished:
            raise GameFinishedError(Problem("game.over"))
        new_number = game.deal_count + 1
        result = verify_entry(game, entry, new_number)
        names = [player.name for player in game.players]
        after, standings = next_tally(
            game_rules(game), names, stored_players(game), new_number - 1, result
        )
        deal = Deal(number=new_number, entry_id=entry_id)
        _fill(game, deal, entry, new_number)
        put_line_numbers(deal, result, after)

        def write() -> Deal:
            drafts = drafts_of(game, new_number)  # as they are now, in the write's transaction
            if sheet is not None:
                verify_sheet(sheet, names, drafts, result)
            keep_drafts(game, deal, drafts, sheet)
            deal.game_id = game.id
            db.session.add(deal)
            put_game_numbers(game, after, standings, new_number)
            record(game, Change.DEAL_ADDED, deal)
            return deal

        return write

    try:
        # Kept loaded, the deal, the game and its players need no query after the commit (the
        # deal's form leads on, the API answers). The write loads no list of the game's deals,
        # which the deal joins by its id: one loaded before is expired with the read.
        return _change(game, plan, keep_loaded=True)
    except _AlreadyStored as stored:
        return stored.deal
    except StaleGameError:
        # The same form, sent twice at once, may have been stored by the other request.
        earlier = _deal_entered_as(game, entry_id)
        if earlier is None:
            _verify_next(game, number)
            raise
        return earlier


def _verify_next(game: Game, number: int | None) -> None:
    """:raises DealTakenError: if deal ``number`` is stored.
    :raises StaleGameError: if ``number`` is past the next deal's, or no deal's (0).
    """
    if number is None or number == game.deal_count + 1:
        return
    if 1 <= number <= game.deal_count:
        raise DealTakenError(number)
    raise StaleGameError()


def replace_deal(
    game: Game,
    number: int,
    entry: DealEntry,
    version: int | None = None,
    sheet: Sheet | None = None,
) -> Deal:
    """Check a corrected deal with the engine and store it in place of deal ``number``; the
    running totals of it and every later deal, the records and the standings follow.

    :param version: as for :func:`add_deal`.
    :param sheet: what the fix form's sheet by Save showed; its scores are checked
        (``None``: not to check them).
    :raises SheetChangedError: if the scores shown are not the deal's.
    :raises DealMissingError: if the game has no such deal.
    :raises StaleGameError: if the game changed since ``version``, or while saving.
    :raises DealError, RulesError: from the engine.
    """

    def plan() -> Callable[[], Deal]:
        deal = find_deal(game, number)
        verify_version(game, version)
        result = verify_entry(game, entry, number)
        if sheet is not None:
            verify_scores(sheet, result)
        names = [player.name for player in game.players]
        deals = stored_deals(game.id, names)
        results = [stored.result for stored in deals]
        results[number - 1] = result
        tally = tally_game(game_rules(game), names, results)

        def write() -> Deal:
            deal.lines.clear()
            db.session.flush()
            _fill(game, deal, entry, number)
            put_line_numbers(deal, result, tally.running[number - 1])
            put_running_totals(deals[number:], tally.running[number:])
            put_game_numbers(game, tally.players, tally.standings, len(deals))
            resolve_marks(deal)
            record(game, Change.DEAL_FIXED, deal)
            return deal

        return write

    return _change(game, plan)


def delete_deal(game: Game, number: int, version: int | None = None) -> None:
    """Remove deal ``number``; the later deals move up one place, their running totals, the
    records and the standings follow.

    :param version: as for :func:`add_deal`.
    :raises DealMissingError: if the game has no such deal.
    :raises StaleGameError: if the game changed since ``version``, or while saving.
    """

    def plan() -> Callable[[], None]:
        deal = find_deal(game, number)
        verify_version(game, version)
        names = [player.name for player in game.players]
        earlier = [stored.result for stored in stored_deals(game.id, names)][: number - 1]
        moved, results = _scored_when_moved(game, number + 1, -1)
        tally = tally_game(game_rules(game), names, [*earlier, *results])
        lines = line_numbers(moved, results, tally.running[number - 1 :])

        def write() -> None:
            record(game, Change.DEAL_DELETED, deal)
            db.session.delete(deal)
            db.session.flush()
            _renumber(game.id, number + 1, -1)
            put_lines(lines)
            put_game_numbers(game, tally.players, tally.standings, len(earlier) + len(moved))

        return write

    _change(game, plan)


def restore_deal(game: Game, event_id: int, version: int | None = None) -> Deal:
    """Put a deleted deal back where it was (the deals from its number on move down one
    place), as recorded by the trail event ``event_id`` of its deletion; the running totals,
    the records and the standings follow.

    :param version: as for :func:`add_deal`.
    :raises DealMissingError: if the event is not the deletion of a deal not yet restored.
    :raises StaleGameError: if the game changed since ``version``, or while saving.
    :raises DealError, RulesError: from the engine, if the deal no longer fits the game.
    """

    def plan() -> Callable[[], Deal]:
        deleted = find_event(game, event_id)
        if deleted is None or not deleted.restorable or deleted.deal is None:
            raise DealMissingError(Problem("game.no_deleted_deal"))
        verify_version(game, version)
        deal = deal_from_record(deleted.deal)
        number = min(deleted.deal_number or 1, game.deal_count + 1)
        deal.number = number
        result = verify_entry(game, entry_of(game, deal), number)
        names = [player.name for player in game.players]
        earlier = [stored.result for stored in stored_deals(game.id, names)][: number - 1]
        moved, results = _scored_when_moved(game, number, +1)
        tally = tally_game(game_rules(game), names, [*earlier, result, *results])
        put_line_numbers(deal, result, tally.running[number - 1])
        lines = line_numbers(moved, results, tally.running[number:])

        def write() -> Deal:
            _renumber(game.id, number, +1)
            deal.game_id = game.id
            db.session.add(deal)
            put_lines(lines)
            put_game_numbers(game, tally.players, tally.standings, number + len(moved))
            restored = record(game, Change.DEAL_RESTORED, deal)
            db.session.flush()
            deleted.restored_by = restored.id
            return deal

        return write

    return _change(game, plan)


def rescore_game(game: Game) -> None:
    """Score every deal of ``game`` again with the engine and store the numbers, stamped with
    this engine's version; the game's version stays (what was entered did not change).

    :raises DealError, RulesError: from the engine, for a stored deal it no longer accepts.
    """

    def plan() -> Callable[[], None]:
        query = db.select(Deal).filter_by(game_id=game.id).order_by(Deal.number)
        deals = list(db.session.execute(query.options(selectinload(Deal.lines))).scalars())
        rules = game_rules(game)
        names = [player.name for player in game.players]
        results = [score_entry(rules, entry_of(game, deal), deal.number) for deal in deals]
        tally = tally_game(rules, names, results)
        lines = line_numbers(deals, results, tally.running)

        def write() -> None:
            put_lines(lines)
            put_game_numbers(game, tally.players, tally.standings, len(deals))

        return write

    _change(game, plan, next_version=False)


def _scored_when_moved(game: Game, first: int, step: int) -> tuple[list[Deal], list[DealScore]]:
    """The game's deals from number ``first`` on (their lines loaded), each scored by the engine
    as the number it takes once moved ``step`` places: in some games a deal's number sets its
    rules (004 Rummy 11's wild rank, 003 Contract Rummy's contract).

    :raises RulesError: ``game.deal_would_not_fit`` when a deal does not fit its new number,
        naming both numbers, the engine's problem inside.
    """
    query = (
        db.select(Deal)
        .filter_by(game_id=game.id)
        .where(Deal.number >= first)
        .order_by(Deal.number)
        .options(selectinload(Deal.lines))
    )
    deals = list(db.session.execute(query).scalars())
    results = []
    for deal in deals:
        moved = deal.number + step
        try:
            results.append(verify_entry(game, entry_of(game, deal), moved))
        except (DealError, RulesError) as error:
            params = {"number": deal.number, "moved": moved, "problem": error.problem}
            raise RulesError(Problem("game.deal_would_not_fit", params)) from error
    return deals, results


def verify_version(game: Game, version: int | None) -> None:
    """:raises StaleGameError: unless ``version`` is the game's version (or ``None``)."""
    if version is not None and version != game.version:
        raise StaleGameError()


def rotate_edit_key(game: Game) -> str:
    """Give the game a new edit key: its old edit link stops working, its view link stays.
    A seat link switched on changes too (every seat free again).

    :returns: the new key.
    :raises StaleGameError: if another request changed the game meanwhile.
    """
    key = new_edit_key()

    def plan() -> Callable[[], str]:
        def write() -> str:
            game.edit_key = key
            if game.seat_key:  # whoever had the edit link may have the seat link too
                game.seat_key = new_seat_key()
                free_every_seat(game)
            record(game, Change.LINK_CHANGED)
            return key

        return write

    return _change(game, plan)


def create_rematch(game: Game) -> Game:
    """A new game for the same table: the same players, variant and rules; the first deal
    goes to the player whose turn to deal is next (the deal passes to the left, 000 Deal).
    The game's seat link moves to the rematch, and the game keeps a link to it, in the same
    transaction (a new version, so that the view pages' polls learn of it); a game with a
    rematch already gives that one: a game has one rematch.

    :raises StaleGameError: if another request changed the game meanwhile.
    """
    if game.rematch is not None:
        return game.rematch

    def plan() -> Callable[[], Game]:
        names = [player.name for player in game.players]
        first_dealer = dealer_seat(game.first_dealer, game.deal_count + 1, len(names))
        table = game.table
        rematch = create_game(game.variant, game.rules, names, first_dealer, table, commit=False)

        def write() -> Game:
            if game.rematch is not None:  # started by another request meanwhile
                return game.rematch
            db.session.add(rematch)
            db.session.flush()
            game.rematch_id = rematch.id
            hand_over_seat_link(game, rematch)
            return rematch

        return write

    return _change(game, plan)


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

    return _change(game, plan)


def find_deal(game: Game, number: int) -> Deal:
    """:raises DealMissingError: if the game has no deal ``number``."""
    deal: Deal | None = None
    if 1 <= number <= game.deal_count:
        query = db.select(Deal).filter_by(game_id=game.id, number=number)
        deal = db.session.scalars(query).one_or_none()
    if deal is None:
        raise DealMissingError(Problem("game.no_deal", {"number": number}))
    return deal


def verify_entry(game: Game, entry: DealEntry, number: int) -> DealScore:
    """Ask the engine to score the deal as deal ``number``; its errors say what is wrong.

    :returns: the engine's score of the deal.

    :raises GameInputError: if the players are not the game's, in seating order.
    :raises DealError, RulesError: from the engine.
    """
    names = [player.name for player in game.players]
    if [player.name for player in entry.players] != names:
        params = {"players": tuple(names)}
        raise GameInputError(Problem("game.players_differ", params, ("players",)))
    return score_entry(game_rules(game), entry, number)


def _fill(game: Game, deal: Deal, entry: DealEntry, number: int) -> None:
    """Put ``entry`` into ``deal``, deal ``number``: its wild rank as entered, or where the
    game's schedule gives it and none was entered, the schedule's (``deal_wild_rank``)."""
    names = [player.name for player in game.players]
    rules = game_rules(game).for_players(len(names))
    wild_rank = deal_wild_rank(rules, entry.wild_rank, number)
    deal.wild_rank = str(wild_rank) if wild_rank is not None else None
    deal.went_out = names.index(entry.went_out) if entry.went_out is not None else None
    deal.rummy = entry.rummy
    deal.ending = entry.ending
    deal.first_turn = entry.first_turn
    deal.lines = [
        DealLine(
            seat=seat,
            melds=[
                list(meld_tokens(meld, as_melded(meld, rules, wild_rank, player.stated(n))))
                for n, meld in enumerate(player.melds)
            ],
            laid_off=[str(card) for card in player.laid_off],
            hand=[str(card) for card in player.hand],
        )
        for seat, player in enumerate(entry.players)
    ]


def _deal_entered_as(game: Game, entry_id: str | None) -> Deal | None:
    """The deal of ``game`` entered with ``entry_id``; if it was deleted since, the deal as it
    was first stored, numbered as it was then (not in the game: ``Deal.id`` is ``None``)."""
    if entry_id is None:
        return None
    query = db.select(Deal).filter_by(game_id=game.id, entry_id=entry_id)
    deal: Deal | None = db.session.execute(query).scalar_one_or_none()
    if deal is not None:
        return deal
    added = deal_added_as(game, entry_id)
    if added is None or added.deal is None:
        return None
    deleted = deal_from_record(added.deal)
    deleted.number = added.deal_number or 1
    return deleted


class GameMovedError(Exception):
    """The game changed between reading it and writing to it."""


class _AlreadyStored(Exception):
    def __init__(self, deal: Deal) -> None:
        super().__init__("already stored")
        self.deal = deal


def _change(
    game: Game,
    plan: Callable[[], Callable[[], T]],
    *,
    next_version: bool = True,
    keep_loaded: bool = False,
) -> T:
    """Make a change to ``game``: ``plan`` reads, checks and scores it outside the write lock
    and returns what writes it; that runs in a short transaction of its own, if the game is
    still as read. If someone else changed the game in between, plan again: a plan that checks
    a version then finds it stale. The last of :data:`WRITE_TRIES` plans under the write lock,
    so that a busy game is still changed, in turn.

    :param next_version: whether the change makes the game's next version (a rescore does not).
    :param keep_loaded: as :func:`~scorekeeper.scorebook.writing.write_transaction`'s.
    :raises StaleGameError: as :func:`_write`.
    """
    for _ in range(WRITE_TRIES - 1):
        read_version = game.version
        write = plan()
        try:
            unmoved = partial(_unmoved, game, read_version, write)
            return _write(game, unmoved, next_version, keep_loaded)
        except GameMovedError:
            continue
    return _write(game, lambda: plan()(), next_version, keep_loaded)


def _unmoved(game: Game, read_version: int, write: Callable[[], T]) -> T:
    """:raises GameMovedError: unless the game is still at ``read_version``; else write."""
    if game.version != read_version:
        raise GameMovedError()
    return write()


def _write(game: Game, write: Callable[[], T], next_version: bool, keep_loaded: bool) -> T:
    """Run ``write`` in a transaction of its own, the game read afresh (its row locked where
    the database locks rows), and make the game's next version if ``next_version``.
    ``keep_loaded``: as :func:`~scorekeeper.scorebook.writing.write_transaction`'s.

    :raises StaleGameError: if another request stored a deal with the same number or form
        token, or changed the game's version meanwhile.
    """
    try:
        with write_transaction(keep_loaded=keep_loaded):
            db.session.refresh(game, with_for_update=True)
            done = write()
            if next_version:
                game.version += 1
                game.changed_at = utcnow()
    except (IntegrityError, StaleDataError):
        raise StaleGameError() from None
    return done


def _renumber(game_id: int, first: int, step: int) -> None:
    """Move the game's deals from number ``first`` on by ``step`` places, through negative
    numbers so that no two deals ever share a number."""
    moving = (Deal.game_id == game_id) & (Deal.number >= first)
    db.session.execute(
        update(Deal).where(moving).values(number=-(Deal.number + step)),
        execution_options={"synchronize_session": False},
    )
    db.session.execute(
        update(Deal)
        .where((Deal.game_id == game_id) & (Deal.number < 0))
        .values(number=-Deal.number),
        execution_options={"synchronize_session": False},
    )
