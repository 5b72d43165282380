"""Creating games and saving, replacing and deleting their deals.

Every change is checked by the engine before anything is written, and written in one
transaction: all of it or nothing.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import selectinload
from sqlalchemy.orm.exc import StaleDataError

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game, Player, Table, utcnow
from scorekeeper.names import look_alike, name_problem, normal_name
from scorekeeper.rules import MOST_PLAYERS, Rules, RulesError, dealer_seat, find_preset
from scorekeeper.seats.drafts import clear_drafts
from scorekeeper.seats.links import hand_over_seat_link, new_seat_key

from .scoresheet import DealEntry, entry_of, game_rules, score_entry, scoresheet
from .trail import Change, deal_from_record, find_event, record

MAX_PLAYERS = MOST_PLAYERS
MAX_NAME = 40


class GameInputError(ValueError):
    """Input a game cannot be created from; ``field`` names the culprit (``"players"``)."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


class GameFinishedError(Exception):
    """A new deal for a game that is already over."""


class StaleGameError(Exception):
    """A change made from a state of the game that someone else has changed since."""

    def __init__(self) -> None:
        super().__init__(
            "Someone else just changed this game. What you entered is still here: "
            "check it against the scoreboard, then save again."
        )


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
    :param commit: ``False`` to only add the game to the session, for the caller to commit
        with the change it belongs to (a rematch).
    :raises RulesError: for an unknown variant or a bad option.
    :raises GameInputError: for too few or too many players, or a bad or repeated name.
    """
    rules = find_preset(variant).with_options(options)
    names = [normal_name(name) for name in names]
    verify_names(names, rules)
    if not 0 <= first_dealer < len(names):
        raise GameInputError("Choose who deals first from the players.", "first_dealer")
    game = Game(
        view_id=new_view_id(),
        edit_key=new_edit_key(),
        seat_key=new_seat_key(),
        variant=variant,
        rules=rules.for_players(len(names)).options(),
        first_dealer=first_dealer,
        players=[Player(seat=seat, name=name) for seat, name in enumerate(names)],
        table=table,
    )
    db.session.add(game)
    if commit:
        db.session.commit()
    return game


def verify_names(names: Sequence[str], rules: Rules) -> None:
    """:raises GameInputError: unless there are as many names as the game takes (2 to 12 at most),
    each text (see ``scorekeeper.names``), not too long, and not like an earlier one."""
    try:
        rules.verify_players(len(names))
    except RulesError as error:
        raise GameInputError(str(error), "players") from None
    for index, name in enumerate(names):
        if not name:
            raise GameInputError(f"Player {index + 1} needs a name.", f"players[{index}]")
        if problem := name_problem(name):
            raise GameInputError(f"Player {index + 1}'s name {problem}.", f"players[{index}]")
        if len(name) > MAX_NAME:
            raise GameInputError(
                f"{name[:12]}… is too long: at most {MAX_NAME} letters.", f"players[{index}]"
            )
        for earlier in names[:index]:
            if look_alike(name, earlier):
                same = name.casefold() == earlier.casefold()
                message = f"{name} is named twice" if same else f"{name} looks like {earlier}"
                raise GameInputError(
                    f"{message}: give each player a name the others can tell apart.",
                    f"players[{index}]",
                )


def game_by_view_id(view_id: str, *, for_update: bool = False) -> Game | None:
    """The game with this view id, if any.

    :param for_update: lock the game's row until the transaction ends, for a change: another
        request changing it waits, then reads what this one stored (``SELECT ... FOR UPDATE``;
        SQLite locks the whole database instead, see ``scorekeeper.sqlite``).
    """
    return _one_game(db.select(Game).filter_by(view_id=view_id), for_update)


def game_by_edit_key(edit_key: str, *, for_update: bool = False) -> Game | None:
    """The game with this edit key, if any; ``for_update`` as for :func:`game_by_view_id`."""
    return _one_game(db.select(Game).filter_by(edit_key=edit_key), for_update)


def _one_game(query: Select[tuple[Game]], for_update: bool) -> Game | None:
    # The players, deals and their lines in three more queries, not one per deal.
    query = query.options(
        selectinload(Game.players), selectinload(Game.deals).selectinload(Deal.lines)
    )
    if for_update:
        query = query.with_for_update()
    return db.session.execute(query).scalar_one_or_none()


def add_deal(
    game: Game, entry: DealEntry, entry_id: str | None = None, version: int | None = None
) -> Deal:
    """Check a new deal with the engine and store it as the game's next deal.

    :param entry_id: the one-time token of the form the deal was entered with. If a deal was
        already stored with it (the form was sent twice), that deal is returned and nothing
        new is stored.
    :param version: the game's version the deal was entered against; ``None`` not to check.
    :raises StaleGameError: if the game changed since ``version``, or while saving.
    :raises GameFinishedError: if the game is already over.
    :raises DealError, RulesError: from the engine, when the deal cannot be scored.
    """
    earlier = _deal_entered_as(game, entry_id)
    if earlier is not None:
        return earlier
    verify_version(game, version)
    if scoresheet(game).standings.finished:
        raise GameFinishedError("This game is over: start a rematch for another game.")
    deal = Deal(number=len(game.deals) + 1, entry_id=entry_id)
    verify_entry(game, entry, deal.number)
    clear_drafts(game, deal.number)  # before the deal joins the session: nothing to flush
    _fill(game, deal, entry)
    game.deals.append(deal)
    record(game, Change.DEAL_ADDED, deal)
    try:
        _commit_change(game)
    except StaleGameError:
        # The same form, sent twice at once, may have been stored by the other request first.
        earlier = _deal_entered_as(game, entry_id)
        if earlier is None:
            raise
        return earlier
    return deal


def replace_deal(game: Game, number: int, entry: DealEntry, version: int | None = None) -> Deal:
    """Check a corrected deal with the engine and store it in place of deal ``number``.

    :param version: as for :func:`add_deal`.
    :raises LookupError: if the game has no such deal.
    :raises StaleGameError: if the game changed since ``version``, or while saving.
    :raises DealError, RulesError: from the engine.
    """
    deal = find_deal(game, number)
    verify_version(game, version)
    verify_entry(game, entry, number)
    deal.lines.clear()
    db.session.flush()
    _fill(game, deal, entry)
    record(game, Change.DEAL_FIXED, deal)
    _commit_change(game)
    return deal


def delete_deal(game: Game, number: int, version: int | None = None) -> None:
    """Remove deal ``number``; the later deals move up one place.

    :param version: as for :func:`add_deal`.
    :raises LookupError: if the game has no such deal.
    :raises StaleGameError: if the game changed since ``version``, or while saving.
    """
    deal = find_deal(game, number)
    verify_version(game, version)
    record(game, Change.DEAL_DELETED, deal)
    game.deals.remove(deal)
    db.session.flush()
    for later in game.deals:
        if later.number > number:
            later.number -= 1
    _commit_change(game)


def restore_deal(game: Game, event_id: int, version: int | None = None) -> Deal:
    """Put a deleted deal back where it was (the deals from its number on move down one
    place), as recorded by the trail event ``event_id`` of its deletion.

    :param version: as for :func:`add_deal`.
    :raises LookupError: if the event is not the deletion of a deal not yet restored.
    :raises StaleGameError: if the game changed since ``version``, or while saving.
    :raises DealError, RulesError: from the engine, if the deal no longer fits the game.
    """
    deleted = find_event(game, event_id)
    if deleted is None or not deleted.restorable:
        raise LookupError("This game has no such deleted deal to restore.")
    verify_version(game, version)
    deal = deal_from_record(deleted.deal)
    deal.number = min(deleted.deal_number, len(game.deals) + 1)
    verify_entry(game, entry_of(game, deal), deal.number)
    for later in sorted(game.deals, key=lambda other: other.number, reverse=True):
        if later.number >= deal.number:
            later.number += 1
            db.session.flush()  # one at a time, so no two deals ever share a number
    game.deals.append(deal)
    restored = record(game, Change.DEAL_RESTORED, deal)
    db.session.flush()
    deleted.restored_by = restored.id
    _commit_change(game)
    return deal


def verify_version(game: Game, version: int | None) -> None:
    """:raises StaleGameError: unless ``version`` is the game's version (or ``None``)."""
    if version is not None and version != game.version:
        raise StaleGameError()


def rotate_edit_key(game: Game) -> str:
    """Give the game a new edit key: its old edit link stops working, its view link stays.

    :returns: the new key.
    :raises StaleGameError: if another request changed the game meanwhile.
    """
    game.edit_key = new_edit_key()
    record(game, Change.LINK_CHANGED)
    _commit_change(game)
    return game.edit_key


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
    names = [player.name for player in game.players]
    first_dealer = dealer_seat(game.first_dealer, len(game.deals) + 1, len(names))
    rematch = create_game(game.variant, game.rules, names, first_dealer, game.table, commit=False)
    game.rematch = rematch
    hand_over_seat_link(game, rematch)
    _commit_change(game)
    return rematch


def seat_at_table(game: Game, table: Table) -> None:
    """Put ``game`` on ``table`` (a new table is stored with it, in one transaction).

    :raises StaleGameError: if another request changed the game meanwhile.
    """
    game.table = table
    _commit_change(game)


def find_deal(game: Game, number: int) -> Deal:
    """:raises LookupError: if the game has no deal ``number``."""
    for deal in game.deals:
        if deal.number == number:
            return deal
    raise LookupError(f"This game has no deal {number}.")


def verify_entry(game: Game, entry: DealEntry, number: int) -> None:
    """Ask the engine to score the deal as deal ``number``; its errors say what is wrong.

    :raises GameInputError: if the players are not the game's, in seating order.
    :raises DealError, RulesError: from the engine.
    """
    names = [player.name for player in game.players]
    if [player.name for player in entry.players] != names:
        raise GameInputError(f"A deal of this game has the players {', '.join(names)}.", "players")
    score_entry(game_rules(game), entry, number)


def _fill(game: Game, deal: Deal, entry: DealEntry) -> None:
    names = [player.name for player in game.players]
    deal.wild_rank = str(entry.wild_rank) if entry.wild_rank is not None else None
    deal.went_out = names.index(entry.went_out) if entry.went_out is not None else None
    deal.rummy = entry.rummy
    deal.ending = entry.ending
    deal.first_turn = entry.first_turn
    deal.lines = [
        DealLine(
            seat=seat,
            melds=[[str(card) for card in meld] for meld in player.melds],
            laid_off=[str(card) for card in player.laid_off],
            hand=[str(card) for card in player.hand],
        )
        for seat, player in enumerate(entry.players)
    ]


def _deal_entered_as(game: Game, entry_id: str | None) -> Deal | None:
    if entry_id is None:
        return None
    query = db.select(Deal).filter_by(game_id=game.id, entry_id=entry_id)
    return db.session.execute(query).scalar_one_or_none()


def _commit_change(game: Game) -> None:
    """Commit a change to the game as its next version.

    :raises StaleGameError: if another request changed the game first (the version in the
        database is no longer the one read), or stored a deal with the same number.
    """
    game.version += 1
    game.changed_at = utcnow()
    try:
        db.session.commit()
    except (IntegrityError, StaleDataError):
        db.session.rollback()
        raise StaleGameError() from None
