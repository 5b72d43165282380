"""Creating games and saving, replacing and deleting their deals.

Every change is checked by the engine before anything is written, and written in one
transaction: all of it or nothing.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game, Player, Table, utcnow
from scorekeeper.rules import PlayerDeal, Rank, find_preset, score_deal

from .scoresheet import dealer_seat, game_rules, scoresheet

MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_NAME = 40


class GameInputError(ValueError):
    """Input a game cannot be created from; ``field`` names the culprit (``"players"``)."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


class GameFinishedError(Exception):
    """A new deal for a game that is already over."""


@dataclass(frozen=True)
class DealEntry:
    """One deal as a player enters it.

    :ivar players: each player's melds, lay-offs and hand, in seating order, named as in the game.
    :ivar went_out: the name of the player who went out, or ``None`` if the stock ran out.
    """

    wild_rank: Rank | None
    players: tuple[PlayerDeal, ...]
    went_out: str | None


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
) -> Game:
    """Create and store a game.

    :param names: 2 to 8 player names in seating order.
    :param first_dealer: the seat of the first dealer.
    :param table: the table the game is played at, if any.
    :raises RulesError: for an unknown variant or a bad option.
    :raises GameInputError: for too few or too many players, or a bad or repeated name.
    """
    rules = find_preset(variant).with_options(options)
    names = [name.strip() for name in names]
    verify_names(names)
    if not 0 <= first_dealer < len(names):
        raise GameInputError("Choose who deals first from the players.", "first_dealer")
    game = Game(
        view_id=new_view_id(),
        edit_key=new_edit_key(),
        variant=variant,
        rules=rules.for_players(len(names)).options(),
        first_dealer=first_dealer,
        players=[Player(seat=seat, name=name) for seat, name in enumerate(names)],
        table=table,
    )
    db.session.add(game)
    db.session.commit()
    return game


def verify_names(names: Sequence[str]) -> None:
    """:raises GameInputError: unless there are 2-8 names, each given once and not too long."""
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise GameInputError(
            f"A game needs {MIN_PLAYERS} to {MAX_PLAYERS} players; {len(names)} are named.",
            "players",
        )
    seen: set[str] = set()
    for index, name in enumerate(names):
        if not name:
            raise GameInputError(f"Player {index + 1} needs a name.", f"players[{index}]")
        if len(name) > MAX_NAME:
            raise GameInputError(
                f"{name[:12]}… is too long: at most {MAX_NAME} letters.", f"players[{index}]"
            )
        if name.casefold() in seen:
            raise GameInputError(
                f"{name} is named twice: give each player a different name.", f"players[{index}]"
            )
        seen.add(name.casefold())


def game_by_view_id(view_id: str) -> Game | None:
    return db.session.execute(db.select(Game).filter_by(view_id=view_id)).scalar_one_or_none()


def game_by_edit_key(edit_key: str) -> Game | None:
    return db.session.execute(db.select(Game).filter_by(edit_key=edit_key)).scalar_one_or_none()


def add_deal(game: Game, entry: DealEntry, entry_id: str | None = None) -> Deal:
    """Check a new deal with the engine and store it as the game's next deal.

    :param entry_id: the one-time token of the form the deal was entered with. If a deal was
        already stored with it (the form was sent twice), that deal is returned and nothing
        new is stored.
    :raises GameFinishedError: if the game is already over.
    :raises DealError, RulesError: from the engine, when the deal cannot be scored.
    """
    earlier = _deal_entered_as(game, entry_id)
    if earlier is not None:
        return earlier
    if scoresheet(game).standings.finished:
        raise GameFinishedError("This game is over: start a rematch for another game.")
    verify_entry(game, entry)
    deal = Deal(number=len(game.deals) + 1, entry_id=entry_id)
    _fill(game, deal, entry)
    game.deals.append(deal)
    _changed(game)
    try:
        db.session.commit()
    except IntegrityError:
        # The same form, sent twice at once, was stored by the other request first.
        db.session.rollback()
        earlier = _deal_entered_as(game, entry_id)
        if earlier is None:
            raise
        return earlier
    return deal


def replace_deal(game: Game, number: int, entry: DealEntry) -> Deal:
    """Check a corrected deal with the engine and store it in place of deal ``number``.

    :raises LookupError: if the game has no such deal.
    :raises DealError, RulesError: from the engine.
    """
    deal = find_deal(game, number)
    verify_entry(game, entry)
    deal.lines.clear()
    db.session.flush()
    _fill(game, deal, entry)
    _changed(game)
    db.session.commit()
    return deal


def delete_deal(game: Game, number: int) -> None:
    """Remove deal ``number``; the later deals move up one place.

    :raises LookupError: if the game has no such deal.
    """
    deal = find_deal(game, number)
    game.deals.remove(deal)
    db.session.flush()
    for later in game.deals:
        if later.number > number:
            later.number -= 1
    _changed(game)
    db.session.commit()


def create_rematch(game: Game) -> Game:
    """A new game for the same table: the same players, variant and rules; the first deal
    goes to the player whose turn to deal is next (the deal passes to the left, 000 Deal).
    """
    names = [player.name for player in game.players]
    first_dealer = dealer_seat(game, len(game.deals) + 1)
    return create_game(game.variant, game.rules, names, first_dealer, game.table)


def find_deal(game: Game, number: int) -> Deal:
    """:raises LookupError: if the game has no deal ``number``."""
    for deal in game.deals:
        if deal.number == number:
            return deal
    raise LookupError(f"This game has no deal {number}.")


def verify_entry(game: Game, entry: DealEntry) -> None:
    """Ask the engine to score the deal; its errors say what is wrong.

    :raises GameInputError: if the players are not the game's, in seating order.
    :raises DealError, RulesError: from the engine.
    """
    names = [player.name for player in game.players]
    if [player.name for player in entry.players] != names:
        raise GameInputError(f"A deal of this game has the players {', '.join(names)}.", "players")
    score_deal(game_rules(game), entry.players, entry.went_out, entry.wild_rank)


def _fill(game: Game, deal: Deal, entry: DealEntry) -> None:
    names = [player.name for player in game.players]
    deal.wild_rank = str(entry.wild_rank) if entry.wild_rank is not None else None
    deal.went_out = names.index(entry.went_out) if entry.went_out is not None else None
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


def _changed(game: Game) -> None:
    game.version += 1
    game.changed_at = utcnow()
