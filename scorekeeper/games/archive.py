"""Games as JSON, for backups and moving games between databases.

:func:`export_games` writes games exactly as stored (players, deals as entered, the audit trail,
both links); :func:`import_games` reads that back into a database where those links are not
taken yet, checking every deal with the engine, all or nothing. Exporting what was imported gives
the same JSON.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game, Player
from scorekeeper.rules import DealError, RulesError
from scorekeeper.writing import write_transaction

from .numbers import put_game_numbers, put_line_numbers
from .scoresheet import entry_of, game_rules
from .store import verify_entry, verify_names
from .tally import tally_game
from .trail import GameEvent, game_events

FORMAT = "scorekeeper-games"


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid", from_attributes=True)


class LineRecord(Record):
    seat: int = Field(ge=0)
    melds: list[list[str]]
    laid_off: list[str]
    hand: list[str]


class DealRecord(Record):
    number: int = Field(ge=1)
    wild_rank: str | None
    went_out: int | None
    rummy: bool = False
    ending: str | None = Field(default=None, max_length=24)
    first_turn: str | None = Field(default=None, max_length=8)
    entry_id: str | None = Field(max_length=32)
    created_at: datetime
    lines: list[LineRecord]


class EventRecord(Record):
    at: datetime
    version: int
    kind: str = Field(max_length=20)
    deal_number: int | None
    deal: dict[str, Any] | None
    restored_by: int | None = Field(
        description="the place in this game's events of the event that restored the deal"
    )


class GameRecord(Record):
    view_id: str = Field(min_length=16, max_length=32)
    edit_key: str = Field(min_length=16, max_length=64)
    seat_key: str | None = Field(
        default=None, min_length=16, max_length=64, description="the seat link's key; null: off"
    )
    variant: str = Field(max_length=40)
    rules: dict[str, Any]
    first_dealer: int = Field(ge=0)
    created_at: datetime
    changed_at: datetime
    version: int = Field(ge=1)
    players: list[str]
    deals: list[DealRecord]
    events: list[EventRecord] = Field(description="oldest first")


GAME_COLUMNS = tuple(
    name for name in GameRecord.model_fields if name not in ("players", "deals", "events")
)
EVENT_COLUMNS = tuple(name for name in EventRecord.model_fields if name != "restored_by")


class Archive(Record):
    format: Literal["scorekeeper-games"]
    format_version: Literal[1]
    games: list[GameRecord]


class ArchiveError(ValueError):
    """An archive that cannot be imported; the message says why."""


def export_games(games: Iterable[Game]) -> dict[str, Any]:
    """The games as a JSON-ready dict (see :class:`Archive`)."""
    archive = Archive(format=FORMAT, format_version=1, games=[_game_record(game) for game in games])
    return archive.model_dump(mode="json")


def all_games() -> list[Game]:
    return list(db.session.execute(db.select(Game).order_by(Game.id)).scalars())


def import_games(data: Any) -> list[Game]:
    """Store the games of an archive made by :func:`export_games`: all of them, or none.

    :raises ArchiveError: if the data is not such an archive, a game's link is already taken,
        or the engine refuses one of its deals.
    """
    try:
        archive = Archive.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        place = ".".join(str(part) for part in first["loc"])
        raise ArchiveError(f"This is not a games archive: {place}: {first['msg']}.") from None
    try:
        with write_transaction():
            games = [_import_game(record) for record in archive.games]
    except IntegrityError:
        raise ArchiveError(
            "The archive clashes with what is stored, or with itself: a link or a deal's form "
            "id is used twice, or a game has two deals with the same number."
        ) from None
    return games


def _import_game(record: GameRecord) -> Game:
    taken = db.select(Game.id).where(
        (Game.view_id == record.view_id) | (Game.edit_key == record.edit_key)
    )
    if db.session.execute(taken).first() is not None:
        raise ArchiveError(f"Game {record.view_id} is already here.")
    game = Game(
        **record.model_dump(exclude={"players", "deals", "events"}),
        players=[Player(seat=seat, name=name) for seat, name in enumerate(record.players)],
        deals=[
            Deal(
                **deal.model_dump(exclude={"lines"}),
                lines=[DealLine(**line.model_dump()) for line in deal.lines],
            )
            for deal in record.deals
        ],
    )
    try:
        rules = game_rules(game)
        verify_names(record.players, rules)
        results = [verify_entry(game, entry_of(game, deal), deal.number) for deal in game.deals]
        tally = tally_game(rules, record.players, results)
    except (DealError, RulesError, ValueError, IndexError) as error:
        raise ArchiveError(f"Game {record.view_id} cannot be imported: {error}") from None
    restorers = [event.restored_by for event in record.events if event.restored_by is not None]
    if any(not 0 <= place < len(record.events) for place in restorers):
        raise ArchiveError(f"Game {record.view_id} has an event restored by no event.")
    for deal, result, after in zip(game.deals, results, tally.running, strict=True):
        put_line_numbers(deal, result, after)
    put_game_numbers(game, tally.players, tally.standings, len(game.deals))
    db.session.add(game)
    db.session.flush()
    events = [
        GameEvent(game_id=game.id, **event.model_dump(exclude={"restored_by"}))
        for event in record.events
    ]
    db.session.add_all(events)
    db.session.flush()
    for event, stored in zip(record.events, events, strict=True):
        if event.restored_by is not None:
            stored.restored_by = events[event.restored_by].id
    return game


def _game_record(game: Game) -> GameRecord:
    events = list(reversed(game_events(game)))
    places = {event.id: place for place, event in enumerate(events)}
    return GameRecord(
        **{name: getattr(game, name) for name in GAME_COLUMNS},
        players=[player.name for player in game.players],
        deals=[DealRecord.model_validate(deal) for deal in game.deals],
        events=[
            EventRecord(
                **{name: getattr(event, name) for name in EVENT_COLUMNS},
                restored_by=places.get(event.restored_by) if event.restored_by else None,
            )
            for event in events
        ],
    )
