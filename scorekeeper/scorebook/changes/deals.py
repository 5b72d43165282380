"""Saving, replacing, deleting and putting back a game's deals.

Every change is checked and scored by the engine before anything is written, outside the write
lock; then it is written with its stored numbers (:mod:`scorekeeper.scorebook.scores.numbers`) in
one short transaction: all of it or nothing (:func:`~scorekeeper.scorebook.writing.change`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from sqlalchemy import update
from sqlalchemy.orm import selectinload

from scorekeeper.extensions import db
from scorekeeper.models import Change, Deal, DealLine, Game, Series, SeriesTable, utcnow
from scorekeeper.rules import (
    DealError,
    DealScore,
    RulesError,
    as_melded,
    deal_wild_rank,
    game_of,
    meld_tokens,
    seated_score,
)
from scorekeeper.rules.problems import Problem, ProblemError
from scorekeeper.scorebook.seats.drafts import drafts_of
from scorekeeper.scorebook.seats.kept_drafts import keep_drafts, resolve_marks
from scorekeeper.scorebook.seats.sheets import Sheet, verify_scores, verify_sheet

from ..scores.numbers import (
    StoredDeal,
    line_numbers,
    put_game_numbers,
    put_line_numbers,
    put_lines,
    put_running_totals,
    stored_deals,
    stored_players,
)
from ..scores.scoresheet import (
    DealEntry,
    counts_stored,
    earlier_scores,
    entry_of,
    game_rules,
    score_entry,
    seating_of,
    starting_scores,
)
from ..scores.tally import next_tally, tally_game
from ..writing import StaleGameError, change
from .games import GameInputError
from .trail import deal_added_as, deal_from_record, find_event, record

MAX_DEALS = 1_000
"""Deals one game keeps: far more than any game at a table is played for."""


class GameFinishedError(ProblemError):
    """A new deal for a game that is already over (``game.over``) or holds :data:`MAX_DEALS`
    deals (``game.too_many_deals``)."""


class DealTakenError(ProblemError):
    """A new deal sent for a number another deal already has (entered on another phone):
    ``game.deal_taken``."""

    def __init__(self, number: int) -> None:
        super().__init__(Problem("game.deal_taken", {"number": number}))
        self.number = number


class DealMissingError(ProblemError, LookupError):
    """A deal the game does not have (``game.no_deal``), or a deletion that cannot be undone
    (``game.no_deleted_deal``)."""


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
        scores shown); ``None`` not to check (:mod:`~scorekeeper.scorebook.seats.sheets`).
    :raises DealTakenError: if a deal ``number`` is already stored (not this entry).
    :raises SheetChangedError: if a seat's draft or the scores are no longer as ``sheet``
        showed them.
    :raises StaleGameError: if the game changed since ``version``, or while saving, or
        ``number`` is past the next deal's (a deal was deleted meanwhile) or no deal's (0).
    :raises GameFinishedError: if the game is already over, or has :data:`MAX_DEALS` deals, or
        is a table of an event's series whose time is up and whose last deal is stored
        (:func:`verify_in_time`).
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
        verify_in_time(game)
        new_number = game.deal_count + 1
        before = earlier_scores(game, game_rules(game), new_number)
        result = verify_entry(game, entry, new_number, before)
        names = [player.name for player in game.players]
        seating = seating_of(game)
        dealt = seating.next_deal()
        after, standings = next_tally(
            game_rules(game),
            names,
            stored_players(game),
            new_number - 1,
            result,
            dealt,
            seating.gone,
        )
        deal = Deal(number=new_number, entry_id=entry_id)
        _fill(game, deal, entry, new_number)
        put_line_numbers(deal, result, after, seating.dealt_seats(deal.seats))

        def write() -> Deal:
            drafts = drafts_of(game, new_number)  # as they are now, in the write's transaction
            if sheet is not None:  # by the sheet's rows: the players dealt in
                rows = {
                    row: drafts[seat]
                    for row, seat in enumerate(seating.dealt_seats(deal.seats))
                    if seat in drafts
                }
                verify_sheet(sheet, dealt, rows, _dealt_only(result, dealt))
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
        return change(game, plan, keep_loaded=True)
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
        names = [player.name for player in game.players]
        seating = seating_of(game)
        deals = stored_deals(game.id, names)
        results = [stored.result for stored in deals]
        rules = game_rules(game)
        earlier = results[: number - 1] if game_of(rules).reads_earlier(rules) else []
        dealt = seating.dealt_in(deal.seats)
        result = verify_entry(game, entry, number, earlier, dealt)
        if sheet is not None:
            verify_scores(sheet, _dealt_only(result, dealt))
        results[number - 1] = result
        later: list[Deal] = []
        if game_of(rules).reads_earlier(rules):  # later deals (their score, a minimum) may move
            later, rescored = _scored_when_moved(game, number + 1, 0, results[:number])
            results[number:] = rescored
        tally = tally_game(
            rules, names, results, starting_scores(game), _dealt(deals), seating.gone
        )
        lines = (
            line_numbers(later, results[number:], tally.running[number:], _seats(deals[number:]))
            if later
            else None
        )

        def write() -> Deal:
            seats = deal.seats
            deal.lines.clear()
            db.session.flush()
            _fill(game, deal, entry, number)
            deal.seats = seats  # the players dealt in stay as stored
            put_line_numbers(deal, result, tally.running[number - 1], seating.dealt_seats(seats))
            if lines is not None:
                put_lines(lines)
            else:
                put_running_totals(deals[number:], tally.running[number:])
            put_game_numbers(game, tally.players, tally.standings, len(deals))
            resolve_marks(deal)
            record(game, Change.DEAL_FIXED, deal)
            return deal

        return write

    return change(game, plan)


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
        seating = seating_of(game)
        stored = stored_deals(game.id, names)
        earlier = [deal.result for deal in stored][: number - 1]
        moved, results = _scored_when_moved(game, number + 1, -1, earlier)
        dealt = [*_dealt(stored[: number - 1]), *_dealt(stored[number:])]
        tally = tally_game(
            game_rules(game),
            names,
            [*earlier, *results],
            starting_scores(game),
            dealt,
            seating.gone,
        )
        lines = line_numbers(moved, results, tally.running[number - 1 :], _seats(stored[number:]))

        def write() -> None:
            record(game, Change.DEAL_DELETED, deal)
            db.session.delete(deal)
            db.session.flush()
            _renumber(game.id, number + 1, -1)
            put_lines(lines)
            put_game_numbers(game, tally.players, tally.standings, len(earlier) + len(moved))

        return write

    change(game, plan)


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
        names = [player.name for player in game.players]
        seating = seating_of(game)
        stored = stored_deals(game.id, names)
        earlier = [deal.result for deal in stored][: number - 1]
        players = seating.dealt_in(deal.seats)
        result = verify_entry(game, entry_of(game, deal), number, earlier, players)
        moved, results = _scored_when_moved(game, number, +1, [*earlier, result])
        dealt = [*_dealt(stored[: number - 1]), players, *_dealt(stored[number - 1 :])]
        tally = tally_game(
            game_rules(game),
            names,
            [*earlier, result, *results],
            starting_scores(game),
            dealt,
            seating.gone,
        )
        put_line_numbers(deal, result, tally.running[number - 1], seating.dealt_seats(deal.seats))
        lines = line_numbers(moved, results, tally.running[number:], _seats(stored[number - 1 :]))

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

    return change(game, plan)


def _scored_when_moved(
    game: Game, first: int, step: int, before: Sequence[DealScore] = ()
) -> tuple[list[Deal], list[DealScore]]:
    """The game's deals from number ``first`` on (their lines loaded), each scored by the engine
    as the number it takes once moved ``step`` places: in some games a deal's number sets its
    rules (004 Rummy 11's wild rank, 003 Contract Rummy's contract); and where the rules read
    the earlier deals' scores (Gin Rummy's game-end bonuses), each after ``before`` (the
    scores of the deals before the first, once moved) and the ones moved before it.

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
    results: list[DealScore] = []
    for deal in deals:
        moved = deal.number + step
        try:
            earlier = [*before, *results]
            dealt = seating_of(game).dealt_in(deal.seats)
            results.append(verify_entry(game, entry_of(game, deal), moved, earlier, dealt))
        except (DealError, RulesError) as error:
            params = {"number": deal.number, "moved": moved, "problem": error.problem}
            raise RulesError(Problem("game.deal_would_not_fit", params)) from error
    return deals, results


def verify_version(game: Game, version: int | None) -> None:
    """:raises StaleGameError: unless ``version`` is the game's version (or ``None``)."""
    if version is not None and version != game.version:
        raise StaleGameError()


def find_deal(game: Game, number: int) -> Deal:
    """:raises DealMissingError: if the game has no deal ``number``."""
    deal: Deal | None = None
    if 1 <= number <= game.deal_count:
        query = db.select(Deal).filter_by(game_id=game.id, number=number)
        deal = db.session.scalars(query).one_or_none()
    if deal is None:
        raise DealMissingError(Problem("game.no_deal", {"number": number}))
    return deal


def verify_entry(
    game: Game,
    entry: DealEntry,
    number: int,
    earlier: Sequence[DealScore] = (),
    dealt: Sequence[str] | None = None,
) -> DealScore:
    """Ask the engine to score the deal as deal ``number``; its errors say what is wrong.

    :param earlier: the scores of the deals before it, where the rules read them
        (``Game.reads_earlier``: Gin Rummy, Canasta); others ignore it. The players' starting
        scores (``starting_scores``) go with them.
    :param dealt: the players dealt into the deal, in seating order; ``None``: the next
        deal's (every player who has not left, ``Seating.next_deal``).

    :returns: the engine's score of the deal, for every player of the game: one not dealt in
        scores 0 (``seated_score``).

    :raises GameInputError: if the players are not the deal's, in seating order
        (``game.players_differ``: a form opened before a player joined or left).
    :raises DealError, RulesError: from the engine.
    """
    seating = seating_of(game)
    names = list(seating.next_deal() if dealt is None else dealt)
    if [player.name for player in entry.players] != names:
        params = {"players": tuple(names)}
        raise GameInputError(Problem("game.players_differ", params, ("players",)))
    rules = game_rules(game)
    earlier = earlier if game_of(rules).reads_earlier(rules) else ()
    starting = starting_scores(game)
    if len(names) != len(seating.names):  # only the players dealt in play
        starting = tuple(
            points for name, points in zip(seating.names, starting, strict=True) if name in names
        )
    result = score_entry(rules, entry, number, earlier, starting)
    return seated_score(result, seating.names)


def _fill(game: Game, deal: Deal, entry: DealEntry, number: int) -> None:
    """Put ``entry`` into ``deal``, deal ``number``: its wild rank as entered, or where the
    game's schedule gives it and none was entered, the schedule's (``deal_wild_rank``)."""
    names = [player.name for player in game.players]
    rules = game_rules(game).for_players(len(names))
    deal.seats = seating_of(game).seats_of([player.name for player in entry.players])
    wild_rank = deal_wild_rank(rules, entry.wild_rank, number)
    deal.wild_rank = str(wild_rank) if wild_rank is not None else None
    deal.went_out = names.index(entry.went_out) if entry.went_out is not None else None
    deal.rummy = entry.rummy
    deal.ending = entry.ending
    deal.first_turn = entry.first_turn
    deal.upcard = str(entry.upcard) if entry.upcard is not None else None
    deal.lines = [
        DealLine(
            seat=names.index(player.name),
            melds=[
                list(meld_tokens(meld, as_melded(meld, rules, wild_rank, player.stated(n))))
                for n, meld in enumerate(player.melds)
            ],
            laid_off=[str(card) for card in player.laid_off],
            hand=[str(card) for card in player.hand],
            typed=player.typed.strip() if player.typed is not None else None,
            counts=counts_stored(player.counts),
            said=player.said,
            rejoined=player.rejoined,
        )
        for player in entry.players
    ]


def _dealt_only(result: DealScore, dealt: Sequence[str]) -> DealScore:
    """``result`` for the players dealt in alone, as the deal form's sheet shows it."""
    return DealScore(
        tuple(player for player in result.players if player.name in dealt), result.went_out
    )


def _dealt(deals: Sequence[StoredDeal]) -> list[tuple[str, ...]]:
    """The players dealt into each stored deal."""
    return [deal.dealt_names() for deal in deals]


def _seats(deals: Sequence[StoredDeal]) -> list[tuple[int, ...]]:
    """The seats dealt into each stored deal."""
    return [deal.dealt for deal in deals]


def verify_in_time(game: Game, now: datetime | None = None) -> None:
    """At a table of an event's timed series, the deal in play when time is up is the last
    (as club rules play a series on time): one deal is saved after the series' end, no other.

    :raises GameFinishedError: ``game.series_time_up``, naming the series' last deal.
    """
    query = (
        db.select(Series.ends_at)
        .join(SeriesTable, SeriesTable.series_id == Series.id)
        .where(SeriesTable.game_id == game.id)
    )
    ends_at = db.session.execute(query).scalar_one_or_none()
    if ends_at is None or (now or utcnow()) <= ends_at:
        return
    after = db.select(db.func.min(Deal.number)).where(
        Deal.game_id == game.id, Deal.created_at > ends_at
    )
    last = db.session.execute(after).scalar_one_or_none()
    if last is not None:
        raise GameFinishedError(Problem("game.series_time_up", {"deal": last}))


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


class _AlreadyStored(Exception):
    def __init__(self, deal: Deal) -> None:
        super().__init__("already stored")
        self.deal = deal


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
