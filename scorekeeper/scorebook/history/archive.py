"""Games as JSON, for backups and moving games between databases.

:func:`export_games` writes games exactly as stored (players, deals as entered, the audit trail,
both links); :func:`import_games` reads that back into a database where those links are not
taken yet, checking every deal with the engine, all or nothing. Exporting what was imported gives
the same JSON.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)
from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import Change, Deal, DealLine, Game, GameEvent, Table
from scorekeeper.rules import MOST_PLAYERS, DealScore, Ending, FirstTurn, verify_starting
from scorekeeper.rules.deal import Said
from scorekeeper.rules.problems import Param, Problem, ProblemError
from scorekeeper.rules.typed_scores import MOST_TYPED_CHARACTERS
from scorekeeper.scorebook.changes.tables import MAX_NAME as MAX_TABLE_NAME
from scorekeeper.scorebook.names import name_problem
from scorekeeper.scorebook.writing import write_transaction

from ..changes.deals import verify_entry
from ..changes.games import verify_names
from ..changes.people import Look, chosen_looks, seated_players, verified_avatar, verified_colour
from ..changes.sizes import Cards
from ..changes.trail import deal_from_record, game_events
from ..scores.numbers import put_game_numbers, put_line_numbers
from ..scores.scoresheet import entry_of, game_rules, seating_of
from ..scores.tally import tally_game

MAX_INTEGER = 2**31 - 1
"""The largest whole number an integer column holds (PostgreSQL's ``integer``): no number in an
archive is larger."""
FORMAT: Final = "scorekeeper-games"
FORMAT_VERSION: Final = 7
"""2 adds the tables and each game's table, 3 a line's typed score, 4 what an Indian Rummy
player said beyond the cards and a rejoin, and each player's colour and avatar, 5 a line's
counts (the Canasta family's, in place of cards), 6 each player's starting score (a game
resumed from paper), 7 the players who joined late or left and each deal's seats dealt in; a
file of an earlier version (no tables, no typed scores, nothing said, no colours: each player
is given one; no counts; no starting scores: each player starts at 0; nobody joined late or
left: every deal is every player's) still imports."""


class ArchiveError(ProblemError):
    """An archive that cannot be imported; the problem (``archive.*``) says why."""


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid", from_attributes=True)


class CountsRecord(Record):
    """A line's counts, entered in place of its cards (``rules.side_counts``): each a whole
    number, checked by the engine as the game is scored."""

    clean: int = Field(default=0, ge=0, le=MAX_INTEGER)
    dirty: int = Field(default=0, ge=0, le=MAX_INTEGER)
    red_threes: int = Field(default=0, ge=0, le=MAX_INTEGER)
    melded: int = Field(default=0, ge=0, le=MAX_INTEGER)
    hand: int = Field(default=0, ge=0, le=MAX_INTEGER)


class LineRecord(Record):
    seat: int = Field(ge=0, le=MAX_INTEGER)
    melds: list[Cards]
    laid_off: Cards
    hand: Cards
    typed: str | None = Field(
        default=None,
        max_length=MOST_TYPED_CHARACTERS,
        description="the player's score as typed in place of cards (not checked); null: cards",
    )
    counts: CountsRecord | None = Field(
        default=None, description="the counts entered in place of cards; null: cards or typed"
    )
    said: Said | None = Field(
        default=None,
        description="what an Indian Rummy player said beyond the cards (a drop, a wrong show)",
    )
    rejoined: bool = Field(default=False, description="a Pool rummy player rejoined")


class DealFacts(Record):
    """A deal's raw inputs, as a game's deal and as the trail keeps it (``trail.deal_record``);
    the facts' values are the API's (``Ending``, ``FirstTurn``)."""

    wild_rank: str | None = Field(max_length=2)
    went_out: int | None = Field(ge=0, le=MAX_INTEGER)
    rummy: bool = False
    ending: Ending | None = None
    first_turn: FirstTurn | None = None
    upcard: str | None = Field(default=None, max_length=3)
    entry_id: str | None = Field(default=None, max_length=32)
    seats: list[int] | None = Field(
        default=None,
        max_length=MOST_PLAYERS,
        description="the seats dealt in, where a player joined late or left; null: every "
        "player who did not join late",
    )
    lines: list[LineRecord]


class DealRecord(DealFacts):
    number: int = Field(ge=1, le=MAX_INTEGER)
    created_at: datetime


class EventRecord(Record):
    at: datetime
    version: int = Field(ge=1, le=MAX_INTEGER)
    kind: Change
    deal_number: int | None = Field(ge=1, le=MAX_INTEGER)
    deal: DealFacts | None
    restored_by: int | None = Field(
        description="the place in this game's events of the event that restored the deal"
    )

    @model_validator(mode="after")
    def _about_a_deal(self) -> EventRecord:
        """A change to a deal records the deal and its number (the Changes page tells them,
        a deletion's record restores it); a changed link records neither."""
        about_a_deal = self.kind is not Change.LINK_CHANGED
        if about_a_deal and (self.deal is None or self.deal_number is None):
            raise ArchiveError(Problem("archive.event_without_deal", {"kind": str(self.kind)}))
        if not about_a_deal and (self.deal is not None or self.deal_number is not None):
            raise ArchiveError(Problem("archive.event_with_deal", {"kind": str(self.kind)}))
        return self


class LookRecord(Record):
    """A player's colour and avatar (``scorebook.changes.people``)."""

    colour: str
    avatar: str | None

    @field_validator("colour")
    @classmethod
    def _offered(cls, colour: str) -> str:
        return verified_colour(colour)

    @field_validator("avatar")
    @classmethod
    def _one_avatar(cls, avatar: str | None) -> str | None:
        return verified_avatar(avatar)


class TableRecord(Record):
    view_id: str = Field(min_length=16, max_length=32)
    edit_key: str = Field(min_length=16, max_length=64)
    name: str = Field(min_length=1, max_length=MAX_TABLE_NAME)
    created_at: datetime

    @field_validator("name")
    @classmethod
    def _text(cls, name: str) -> str:
        if problem := name_problem(name):
            raise ArchiveError(Problem("archive.table_name_refused", {"problem": problem}))
        return name


class GameRecord(Record):
    view_id: str = Field(min_length=16, max_length=32)
    edit_key: str = Field(min_length=16, max_length=64)
    seat_key: str | None = Field(
        default=None, min_length=16, max_length=64, description="the seat link's key; null: off"
    )
    variant: str = Field(max_length=40)
    rules: dict[str, Any]
    first_dealer: int = Field(ge=0, le=MAX_INTEGER)
    created_at: datetime
    changed_at: datetime
    version: int = Field(ge=1, le=MAX_INTEGER)
    table: str | None = Field(default=None, description="the view id of the game's table")
    players: list[str]
    looks: list[LookRecord] | None = Field(
        default=None, description="each player's colour and avatar, in seating order"
    )
    starting_scores: list[int] | None = Field(
        default=None,
        description="each player's points before the first deal (a game resumed from paper), "
        "in seating order; null: every player started at 0",
    )
    joined_late: list[bool] | None = Field(
        default=None,
        description="whether each player joined after the first deal, in seating order; "
        "null: nobody did",
    )
    left: list[bool] | None = Field(
        default=None,
        description="whether each player left the table, in seating order; null: nobody did",
    )
    deals: list[DealRecord]
    events: list[EventRecord] = Field(description="oldest first")


SEAT_FIELDS = (
    "table",
    "players",
    "looks",
    "starting_scores",
    "joined_late",
    "left",
    "deals",
    "events",
)
"""A game record's fields that are no column of its game."""
GAME_COLUMNS = tuple(name for name in GameRecord.model_fields if name not in SEAT_FIELDS)
EVENT_COLUMNS = tuple(name for name in EventRecord.model_fields if name != "restored_by")


class Archive(Record):
    format: Literal["scorekeeper-games"]
    format_version: Literal[1, 2, 3, 4, 5, 6, 7]
    tables: list[TableRecord] = Field(default_factory=list)
    games: list[GameRecord]


def export_games(games: Iterable[Game]) -> dict[str, Any]:
    """The games, and the tables they were played at, as a JSON-ready dict (see
    :class:`Archive`)."""
    games = list(games)
    tables = {game.table.id: game.table for game in games if game.table is not None}
    archive = Archive(
        format=FORMAT,
        format_version=FORMAT_VERSION,
        tables=[TableRecord.model_validate(table) for _, table in sorted(tables.items())],
        games=[_game_record(game) for game in games],
    )
    return archive.model_dump(mode="json")


def all_games() -> list[Game]:
    return list(db.session.execute(db.select(Game).order_by(Game.id)).scalars())


@dataclass(frozen=True)
class GameFound:
    """One game of an archive as it would be stored: its view id and edit key, its game (the
    preset's slug), its table's name, each player's name and running total
    (points), its deal count, and its winners once it is over."""

    view_id: str
    edit_key: str
    game: str
    table: str | None
    names: tuple[str, ...]
    totals: tuple[int, ...]
    deals: int
    winners: tuple[str, ...]


class _Previewed(Exception):  # noqa: N818  (not an error: it carries the preview out)
    """Raised inside the import's transaction to roll it back, carrying what it found."""

    def __init__(self, found: list[GameFound]) -> None:
        super().__init__()
        self.found = found


def preview_games(data: Any) -> list[GameFound]:
    """What :func:`import_games` would store from ``data``, checked exactly as it checks it,
    with nothing stored (the import runs and is rolled back).

    :raises ArchiveError: as :func:`import_games`.
    """
    try:
        _import(data, preview=True)
    except _Previewed as previewed:
        return previewed.found
    raise AssertionError("the preview stored its games")  # pragma: no cover


def import_games(data: Any) -> list[Game]:
    """Store the tables and games of an archive made by :func:`export_games`: all of them, or
    none. Every field is checked as the API checks it, and every deal by the engine.

    :raises ArchiveError: if the data is not such an archive, a link is already taken, or the
        engine refuses one of its deals.
    """
    return _import(data, preview=False)


def _import(data: Any, *, preview: bool) -> list[Game]:
    try:
        archive = Archive.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        place = ".".join(str(part) for part in first["loc"])
        raise ArchiveError(
            Problem("archive.not_an_archive", {"place": place, **_why(first)})
        ) from None
    try:
        with write_transaction():
            tables = {record.view_id: _import_table(record) for record in archive.tables}
            games = [_import_game(record, tables) for record in archive.games]
            if preview:
                raise _Previewed([_found(game) for game in games])
    except IntegrityError:
        raise ArchiveError(Problem("archive.clash")) from None
    return games


def _import_table(record: TableRecord) -> Table:
    taken = db.select(Table.id).where(
        (Table.view_id == record.view_id) | (Table.edit_key == record.edit_key)
    )
    if db.session.execute(taken).first() is not None:
        raise ArchiveError(Problem("archive.table_here", {"table": record.view_id}))
    table = Table(**record.model_dump())
    db.session.add(table)
    return table


def _import_game(record: GameRecord, tables: dict[str, Table]) -> Game:
    taken = db.select(Game.id).where(
        (Game.view_id == record.view_id) | (Game.edit_key == record.edit_key)
    )
    if db.session.execute(taken).first() is not None:
        raise ArchiveError(Problem("archive.game_here", {"game": record.view_id}))
    if record.table is not None and record.table not in tables:
        params = {"game": record.view_id, "table": record.table}
        raise ArchiveError(Problem("archive.game_table_missing", params))
    asked = [Look(look.colour, look.avatar) for look in record.looks or []]
    looks = chosen_looks(record.players, asked, {})
    starting = record.starting_scores or [0] * len(record.players)
    players = seated_players(record.players, looks, starting)
    for player, late in zip(players, record.joined_late or (), strict=False):
        player.joined_late = late
    for player, left in zip(players, record.left or (), strict=False):
        player.left = left
    game = Game(
        **record.model_dump(exclude=set(SEAT_FIELDS)),
        table=tables.get(record.table or ""),
        players=players,
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
        seating = seating_of(game)
        verify_names(record.players, rules, seating.next_deal())
        verify_starting(rules, record.players, starting)
        if record.first_dealer >= len(record.players):
            raise ArchiveError(Problem("archive.first_dealer_not_a_player"))
        for deal in record.deals:
            _verify_seats(deal, len(record.players))
        results: list[DealScore] = []
        dealt = [seating.dealt_in(deal.seats) for deal in game.deals]
        for deal, names in zip(game.deals, dealt, strict=True):  # in order: a deal may read
            earlier = tuple(results)  # the earlier ones (Gin Rummy)
            results.append(verify_entry(game, entry_of(game, deal), deal.number, earlier, names))
        tally = tally_game(rules, record.players, results, starting, dealt, seating.gone)
        for event in record.events:  # a recorded deal can be restored: it must read
            if event.deal is not None:
                _verify_seats(event.deal, len(record.players))
                entry_of(game, deal_from_record(event.deal.model_dump()))
    except ProblemError as error:  # the engine's, the store's or the archive's own
        refused: dict[str, Param] = {"game": record.view_id, "problem": error.problem}
        raise ArchiveError(Problem("archive.game_refused", refused)) from None
    except (ValueError, IndexError) as error:  # what Python says of a value that does not fit
        failed: dict[str, Param] = {"game": record.view_id, "detail": str(error)}
        raise ArchiveError(Problem("archive.game_refused", failed)) from None
    restorers = [event.restored_by for event in record.events if event.restored_by is not None]
    if any(not 0 <= place < len(record.events) for place in restorers):
        raise ArchiveError(Problem("archive.restored_by_nothing", {"game": record.view_id}))
    for deal, result, after in zip(game.deals, results, tally.running, strict=True):
        put_line_numbers(deal, result, after, seating.dealt_seats(deal.seats))
    put_game_numbers(game, tally.players, tally.standings, len(game.deals))
    db.session.add(game)
    db.session.flush()
    events = [
        GameEvent(
            game_id=game.id,
            **event.model_dump(exclude={"restored_by"}),
            entry_id=event.deal.entry_id
            if event.kind is Change.DEAL_ADDED and event.deal
            else None,
        )
        for event in record.events
    ]
    db.session.add_all(events)
    db.session.flush()
    for event, stored in zip(record.events, events, strict=True):
        if event.restored_by is not None:
            stored.restored_by = events[event.restored_by].id
    return game


def _found(game: Game) -> GameFound:
    players = sorted(game.players, key=lambda player: player.seat)
    return GameFound(
        view_id=game.view_id,
        edit_key=game.edit_key,
        game=game.variant,
        table=game.table.name if game.table is not None else None,
        names=tuple(player.name for player in players),
        totals=tuple(player.total for player in players),
        deals=len(game.deals),
        winners=tuple(player.name for player in players if player.won),
    )


def _verify_seats(deal: DealFacts, players: int) -> None:
    """:raises ArchiveError: unless each of the deal's lines is a different player's seat."""
    seats = [line.seat for line in deal.lines]
    if len(set(seats)) != len(seats) or any(seat >= players for seat in seats):
        raise ArchiveError(Problem("archive.seats_wrong"))


def _why(error: Any) -> dict[str, Problem | str]:
    """Why a field of an archive does not read: the archive's own problem, raised by one of
    its records' checks, else what pydantic says (``detail``)."""
    raised = error.get("ctx", {}).get("error")
    if isinstance(raised, ProblemError):
        return {"problem": raised.problem}
    return {"detail": str(error["msg"])}


def _game_record(game: Game) -> GameRecord:
    events = list(reversed(game_events(game)))
    places = {event.id: place for place, event in enumerate(events)}
    return GameRecord(
        **{name: getattr(game, name) for name in GAME_COLUMNS},
        table=game.table.view_id if game.table is not None else None,
        players=[player.name for player in game.players],
        looks=[LookRecord(colour=player.colour, avatar=player.avatar) for player in game.players],
        starting_scores=[player.starting_score for player in game.players],
        joined_late=[player.joined_late for player in game.players]
        if any(player.joined_late for player in game.players)
        else None,
        left=[player.left for player in game.players]
        if any(player.left for player in game.players)
        else None,
        deals=[DealRecord.model_validate(deal) for deal in game.deals],
        events=[
            EventRecord(
                **{name: getattr(event, name) for name in EVENT_COLUMNS},
                restored_by=places.get(event.restored_by) if event.restored_by else None,
            )
            for event in events
        ],
    )
