"""Database models: the data a game stores. The rules live in ``scorekeeper.rules``.

A game keeps its players, a snapshot of its resolved rules (JSON), and each deal's raw inputs:
cards as notation, the deal's wild rank and who went out. Beside them it keeps the numbers the
engine worked out when a deal was written (see ``scorekeeper.scorebook.scores.tally``): each
player's breakdown and running total per deal, each player's total and record in the game, and the
standings, stamped with the engine version that computed them (``Game.scored_by``).
Every table the app stores is declared here: the seats' drafts and claims, each game's trail of
changes (``GameEvent``, written by ``scorekeeper.scorebook.changes.trail``) and the wrong links
counted per address (``KeyGuesses``, ``scorekeeper.web.guesses``);
tests/web/test_models_match_migrations.py checks them against the migrations.
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Float, ForeignKey, Index, Integer, String, UniqueConstraint, false
from sqlalchemy.engine.default import DefaultExecutionContext
from sqlalchemy.orm import Mapped, mapped_column, relationship

from scorekeeper.extensions import db
from scorekeeper.rules.typed_scores import MOST_TYPED_CHARACTERS


def utcnow() -> datetime:
    """The time now in UTC, without a time zone (as the database stores it)."""
    return datetime.now(UTC).replace(tzinfo=None)


class Table(db.Model):  # type: ignore[name-defined,misc]
    """The people who play together: a name, its own view id and edit key, and its games."""

    __tablename__ = "game_table"

    id: Mapped[int] = mapped_column(primary_key=True)
    view_id: Mapped[str] = mapped_column(String(32), unique=True, index=True)
    edit_key: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    name: Mapped[str] = mapped_column(String(60))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    games: Mapped[list[Game]] = relationship(back_populates="table", order_by="Game.created_at")


class SamePerson(db.Model):  # type: ignore[name-defined,misc]
    """Two names at a table that are one person: ``name_key`` (casefolded, ``ann``) is counted
    in the table's records as ``person_key`` (``anna``), which is no other's alias."""

    __table_args__ = (UniqueConstraint("table_id", "name_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_table.id", ondelete="CASCADE"))
    name_key: Mapped[str] = mapped_column(String(120))
    person_key: Mapped[str] = mapped_column(String(120))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Game(db.Model):  # type: ignore[name-defined,misc]
    """One game: players in seating order, the rules it is played by, and its deals; the
    table it was played at, if any, and its rematch once started.

    ``version`` goes up with every change; an update made from an older version fails
    (SQLAlchemy's ``StaleDataError``), so two phones cannot both save over the same state.
    """

    id: Mapped[int] = mapped_column(primary_key=True)
    view_id: Mapped[str] = mapped_column(String(32), unique=True, index=True)
    edit_key: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    variant: Mapped[str] = mapped_column(String(40))
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)
    first_dealer: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    changed_at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int] = mapped_column(default=1)
    table_id: Mapped[int | None] = mapped_column(ForeignKey("game_table.id", ondelete="SET NULL"))
    rematch_id: Mapped[int | None] = mapped_column(ForeignKey("game.id", ondelete="SET NULL"))
    scored_by: Mapped[str | None] = mapped_column(String(16))
    """The engine version that computed the stored numbers; ``None``: not computed yet."""
    deal_count: Mapped[int] = mapped_column(default=0)
    finished: Mapped[bool] = mapped_column(default=False)
    seat_key: Mapped[str | None] = mapped_column(String(64), unique=True, index=True)
    """The key of the game's seat link (players hand in their own cards), ``None`` while
    the scorekeeper has it switched off; a rematch takes it over (``scorekeeper.seats``)."""

    __table_args__ = (
        Index(
            "ix_game_table_newest",
            "table_id",
            "created_at",
            "id",
            "variant",
            "scored_by",
            "changed_at",
            "version",
        ),
    )
    """A table's games (``table_id`` first, so it also serves the foreign key) newest first, a
    page at a time, read from the index (no sort); its games' variants, whether any needs
    scoring again and the stamp of its records (``scorekeeper.scorebook.records.records``), from the
    index alone."""
    __mapper_args__ = {"version_id_col": version, "version_id_generator": False}

    table: Mapped[Table | None] = relationship(back_populates="games")
    rematch: Mapped[Game | None] = relationship(remote_side=[id])
    """The game played after this one (its rematch), once started."""
    players: Mapped[list[Player]] = relationship(
        back_populates="game", order_by="Player.seat", cascade="all, delete-orphan"
    )
    deals: Mapped[list[Deal]] = relationship(
        back_populates="game", order_by="Deal.number", cascade="all, delete-orphan"
    )


def casefolded_name(context: DefaultExecutionContext) -> str:
    """A new player row's :attr:`Player.name_key`: its name casefolded."""
    return str(context.get_current_parameters()["name"]).casefold()


class Player(db.Model):  # type: ignore[name-defined,misc]
    """A player of a game; ``seat`` is the place in the seating order (0: first typed).

    The stored numbers of the player's game so far: ``total`` (points), ``won`` (a winner of
    the finished game), ``best_deal`` (the highest deal score, ``None`` before any deal),
    ``went_out`` (deals the player ended by going out), ``hand_points`` (points left in hand,
    over all deals); and what the table's records rank the game by, so that they never read
    its deals: the first deal of the highest score (``best_deal_number``), the lowest deal
    score and its first deal (``lowest_deal``, ``lowest_deal_number``), and the most points
    the player's running total was below the highest one, or above the lowest one, after a
    deal (``below_highest``, ``above_lowest``: how far behind they once were). See
    ``scorekeeper.scorebook.scores.tally.PlayerTally``. ``starting_score``: the player's points
    before the first deal, where the game was resumed from a score sheet on paper (else 0),
    counted in ``total`` and every running total. ``joined_late``: the player joined after the
    game's first deal (their starting score the table set), and so has no line in the deals
    before; ``left``: the player left the table, keeping their total, dealt in no more and
    winning nothing (``scorekeeper.rules.seating``).
    """

    __table_args__ = (
        UniqueConstraint("game_id", "seat"),
        Index("ix_player_name_key", "name_key", "game_id"),
    )
    """``ix_player_name_key``: the games a player sat in, whatever the capitals of their name
    (a table's games filtered by player)."""

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    name: Mapped[str] = mapped_column(String(40))
    name_key: Mapped[str] = mapped_column(String(120), default=casefolded_name)
    """The name casefolded: who the player is at a table, whatever the capitals (``Ann`` and
    ``ann`` are one player); set from ``name`` when the row is written."""
    starting_score: Mapped[int] = mapped_column(default=0, server_default="0")
    joined_late: Mapped[bool] = mapped_column(default=False, server_default=false())
    left: Mapped[bool] = mapped_column(default=False, server_default=false())
    total: Mapped[int] = mapped_column(default=0)
    won: Mapped[bool] = mapped_column(default=False)
    best_deal: Mapped[int | None]
    best_deal_number: Mapped[int | None]
    lowest_deal: Mapped[int | None]
    lowest_deal_number: Mapped[int | None]
    below_highest: Mapped[int] = mapped_column(default=0)
    above_lowest: Mapped[int] = mapped_column(default=0)
    went_out: Mapped[int] = mapped_column(default=0)
    hand_points: Mapped[int] = mapped_column(default=0)
    colour: Mapped[str] = mapped_column(String(16), default="blue")
    """The player's colour, a key of ``scorebook.changes.people.COLOURS``."""
    avatar: Mapped[str | None] = mapped_column(String(64))
    """One emoji or one or two letters; ``None``: the name's initial is shown."""

    game: Mapped[Game] = relationship(back_populates="players")


class Deal(db.Model):  # type: ignore[name-defined,misc]
    """One deal as entered: its wild rank and who went out (a seat, or None: stock ran out),
    and the facts some games score by: ``rummy`` (004 Rummy), ``ending`` (004 Tonk, 005 Gin
    Rummy), ``first_turn`` (Continental Rummy), ``upcard`` (Oklahoma Gin, in notation), as the
    engine's ``score_deal`` names them.

    ``seats``: the seats dealt into the deal where a player joined late or left
    (``scorekeeper.rules.seating.Seating.dealt_in``); ``None``: every player who did not join
    late. A player not dealt in has no line in the deal.

    ``entry_id`` is the one-time token of the form it was entered with, so that a form sent
    twice (a double tap) stores one deal; unique in its game (``ix_deal_game_entry``), not
    across games, so that no game's token stands in the way of another's.
    """

    __table_args__ = (
        UniqueConstraint("game_id", "number"),
        Index("ix_deal_game_entry", "game_id", "entry_id", unique=True),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    number: Mapped[int]
    wild_rank: Mapped[str | None] = mapped_column(String(2))
    went_out: Mapped[int | None]
    rummy: Mapped[bool] = mapped_column(default=False)
    ending: Mapped[str | None] = mapped_column(String(24))
    first_turn: Mapped[str | None] = mapped_column(String(8))
    upcard: Mapped[str | None] = mapped_column(String(3))
    entry_id: Mapped[str | None] = mapped_column(String(32))
    seats: Mapped[list[int] | None] = mapped_column(JSON(none_as_null=True), default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    game: Mapped[Game] = relationship(back_populates="deals")
    lines: Mapped[list[DealLine]] = relationship(
        back_populates="deal", order_by="DealLine.seat", cascade="all, delete-orphan"
    )
    kept_drafts: Mapped[list[KeptDraft]] = relationship(
        back_populates="deal", order_by="KeptDraft.seat", cascade="all, delete-orphan"
    )


class DealLine(db.Model):  # type: ignore[name-defined,misc]
    """One player's cards in one deal, as notation: melds (a list of lists), lay-offs, hand,
    or in their place the score as typed (``typed``: ``"25+40-10"``, not checked) or the counts
    the table entered (``counts``: ``{"clean": 1, "dirty": 0, "red_threes": 2, "melded": 215,
    "hand": 30}``, the Canasta family's, checked as counts can be); what an
    Indian Rummy player said beyond the cards (``said``: ``first_drop``, ``middle_drop``,
    ``wrong_show``) and a Pool rummy rejoin (``rejoined``); and the engine's breakdown of what
    they scored (``melded_points``, ``hand_points``, ``bonus``, ``score``: points) with the
    player's running total after the deal, and the stages they have completed after it
    (``stages``: Phase 10's phases, ``[1, 2, 3]``; empty in the other games)."""

    __table_args__ = (UniqueConstraint("deal_id", "seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    deal_id: Mapped[int] = mapped_column(ForeignKey("deal.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    melds: Mapped[list[list[str]]] = mapped_column(JSON, default=list)
    laid_off: Mapped[list[str]] = mapped_column(JSON, default=list)
    hand: Mapped[list[str]] = mapped_column(JSON, default=list)
    typed: Mapped[str | None] = mapped_column(String(MOST_TYPED_CHARACTERS))
    counts: Mapped[dict[str, int] | None] = mapped_column(JSON, default=None)
    said: Mapped[str | None] = mapped_column(String(16))
    rejoined: Mapped[bool] = mapped_column(default=False, server_default=false())
    melded_points: Mapped[int] = mapped_column(default=0)
    hand_points: Mapped[int] = mapped_column(default=0)
    bonus: Mapped[int] = mapped_column(default=0)
    score: Mapped[int] = mapped_column(default=0)
    total: Mapped[int] = mapped_column(default=0)
    stages: Mapped[list[int]] = mapped_column(JSON, default=list, server_default="[]")

    deal: Mapped[Deal] = relationship(back_populates="lines")


class SeatDraft(db.Model):  # type: ignore[name-defined,misc]
    """What one seat has entered so far for a deal not yet saved: never a deal, never counted.

    ``fields`` holds the seat's cards as card words in notation, and what the seat says of the
    deal's end: ``{"melds": [["7H", "8H", "9H"], ...], "laid_off": [...], "hand": [...],
    "went_out": bool, "stock_out": bool}``
    (``scorekeeper.scorebook.seats.drafts.SeatEntry.fields``); the scorekeeper's own row
    (``seat`` -1) holds the facts the seats read, like the wild rank. ``revision`` goes up with
    every change, for the pages that follow the drafts.

    ``handed_in_fields`` is what the seat last handed in ("Done"), as ``fields``, and
    ``handed_in_revision`` the revision it was handed in at (0: never): a seat that goes back
    to changing its cards keeps it, and only it reaches the deal the scorekeeper saves, unless
    the scorekeeper takes the cards as they are now.
    """

    __tablename__ = "seat_draft"
    __table_args__ = (UniqueConstraint("game_id", "number", "seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    number: Mapped[int]
    seat: Mapped[int]
    fields: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    handed_in: Mapped[bool] = mapped_column(default=False)
    revision: Mapped[int] = mapped_column(default=1)
    handed_in_fields: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    handed_in_revision: Mapped[int] = mapped_column(default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class SeatClaim(db.Model):  # type: ignore[name-defined,misc]
    """The phone that chose a seat on the seat link ("Who are you?"): only it writes the seat's
    draft until it changes seat or the scorekeeper frees the seat; a phone holds one seat.

    ``phone`` is the random token the phone keeps in its cookie
    (``scorekeeper.scorebook.seats.seat_claims.PHONE_COOKIE``); ``device``: what the phone's browser
    said it was when it claimed the seat (its User-Agent, cut to ``MAX_DEVICE`` characters;
    ``None``: not known), from which the scorekeeper's page names the phone; ``contested_at``:
    when another phone last tried to take the seat (``None``: never), which the scorekeeper sees.
    """

    __tablename__ = "seat_claim"
    __table_args__ = (UniqueConstraint("game_id", "seat"), UniqueConstraint("game_id", "phone"))

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    phone: Mapped[str] = mapped_column(String(64))
    device: Mapped[str | None] = mapped_column(String(200))
    claimed_at: Mapped[datetime] = mapped_column(default=utcnow)
    contested_at: Mapped[datetime | None]


class KeptDraft(db.Model):  # type: ignore[name-defined,misc]
    """A seat's draft as it was when the scorekeeper saved the deal, kept with the deal: what
    the player entered on their own phone (``fields`` and ``handed_in`` as in
    :class:`SeatDraft`), never scored nor exported. A seat saved with what it handed in while
    it was changing its cards keeps that change too (``changed_fields``), which its page shows
    as not in the deal.

    ``marked_at``: when the player said "This is not what I handed in" (``None``: never, or
    not since the deal was last fixed); ``fixed_at``: when the scorekeeper fixed the deal after
    that mark (the mark is then resolved).
    """

    __tablename__ = "kept_draft"
    __table_args__ = (UniqueConstraint("deal_id", "seat"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    deal_id: Mapped[int] = mapped_column(ForeignKey("deal.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    fields: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    handed_in: Mapped[bool] = mapped_column(default=False)
    changed_fields: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    marked_at: Mapped[datetime | None]
    fixed_at: Mapped[datetime | None]

    deal: Mapped[Deal] = relationship(back_populates="kept_drafts")

    @property
    def open_mark(self) -> bool:
        """Whether the player's mark waits for the scorekeeper to fix the deal."""
        return self.marked_at is not None and self.fixed_at is None


class Change(StrEnum):
    """What a change did, as stored in :attr:`GameEvent.kind`."""

    DEAL_ADDED = "deal_added"
    DEAL_FIXED = "deal_fixed"
    DEAL_DELETED = "deal_deleted"
    DEAL_RESTORED = "deal_restored"
    LINK_CHANGED = "link_changed"


class GameEvent(db.Model):  # type: ignore[name-defined,misc]
    """One change to a game.

    :ivar version: the game's version the change made.
    :ivar deal_number: the deal's number when the change was made (None: not about a deal).
    :ivar deal: the deal as stored after the change, or for a deletion as it was before (see
        :func:`deal_record`); None when not about a deal.
    :ivar entry_id: for a deal added, the entry id it was entered with (``Deal.entry_id``),
        kept when the deal is deleted: its form or its API request sent again then stores
        nothing (``deals.add_deal``).
    :ivar restored_by: for a deletion, the id of the event that restored the deal.
    :ivar scores: each player's score of ``deal`` in points, by seat, as stored with it (the
        engine's when the change was made); ``[]`` where the engine could not score it;
        ``None`` where not yet worked out (changes from before scores were kept, and imported
        ones: the Changes page works them out once, ``changelog.changes_told``).
    """

    __tablename__ = "game_event"
    __table_args__ = (Index("ix_game_event_entry", "game_id", "entry_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    at: Mapped[datetime] = mapped_column(default=utcnow)
    version: Mapped[int]
    kind: Mapped[str] = mapped_column(String(20))
    deal_number: Mapped[int | None]
    deal: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    entry_id: Mapped[str | None] = mapped_column(String(32))
    restored_by: Mapped[int | None]
    scores: Mapped[list[int] | None] = mapped_column(JSON)

    @property
    def change(self) -> Change:
        return Change(self.kind)

    @property
    def restorable(self) -> bool:
        """Whether this is the deletion of a deal not yet restored."""
        return self.change is Change.DEAL_DELETED and self.restored_by is None


class RateLimit(db.Model):  # type: ignore[name-defined,misc]
    """One of Flask-Limiter's counters (``scorekeeper.web.limit_store``): ``count`` hits of
    ``key`` (a limit and an address) in the window that ends at ``expires_at`` (seconds since
    the epoch)."""

    __tablename__ = "rate_limits"

    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    count: Mapped[int] = mapped_column(Integer, default=0)
    expires_at: Mapped[float] = mapped_column(Float, index=True)


class KeyGuesses(db.Model):  # type: ignore[name-defined,misc]
    """How many wrong guesses ``address`` made in the minute ``minute`` (since the epoch)."""

    __tablename__ = "key_guesses"

    address: Mapped[str] = mapped_column(String(64), primary_key=True)
    minute: Mapped[int] = mapped_column(Integer, primary_key=True, index=True)
    count: Mapped[int] = mapped_column(Integer, default=0)


class Event(db.Model):  # type: ignore[name-defined,misc]
    """A club evening, a championship or a league's evening: its entrants registered once, the
    game every table plays (``variant`` and ``options``, as a game stores them), how a table's
    result counts (``ranking``: the fields of the engine's ``RankingRule``), and its series,
    each an ordinary game at each table (``scorekeeper.scorebook.changes.events``).

    ``series_deals``: the deals a table plays in a series (``None``: played on time);
    ``series_minutes``: a series' time (``None``: not timed); ``odd_tables``: where the entrants
    do not divide by four, tables of ``five`` or of ``three``; ``pairs``: whether entrants come
    in pairs, ranked together and never seated at one table. Reached like a table: by its view
    id (everyone, the wall) or its edit key (the organiser).
    """

    __tablename__ = "club_event"

    id: Mapped[int] = mapped_column(primary_key=True)
    view_id: Mapped[str] = mapped_column(String(32), unique=True, index=True)
    edit_key: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    name: Mapped[str] = mapped_column(String(60))
    variant: Mapped[str] = mapped_column(String(40))
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    ranking: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    series_count: Mapped[int] = mapped_column(default=3)
    series_deals: Mapped[int | None]
    series_minutes: Mapped[int | None]
    odd_tables: Mapped[str] = mapped_column(String(8), default="five")
    pairs: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    entrants: Mapped[list[Entrant]] = relationship(
        back_populates="event", order_by="Entrant.number", cascade="all, delete-orphan"
    )
    series: Mapped[list[Series]] = relationship(
        back_populates="event", order_by="Series.number", cascade="all, delete-orphan"
    )


class Entrant(db.Model):  # type: ignore[name-defined,misc]
    """A player registered for an event: ``number`` in the order registered (1 first), and the
    number of their pair where the event ranks pairs (two entrants share it)."""

    __table_args__ = (UniqueConstraint("event_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("club_event.id", ondelete="CASCADE"))
    number: Mapped[int]
    name: Mapped[str] = mapped_column(String(40))
    pair: Mapped[int | None]

    event: Mapped[Event] = relationship(back_populates="entrants")


class Series(db.Model):  # type: ignore[name-defined,misc]
    """One series of an event: its tables drawn at once (``seating``: ``random`` from ``seed``,
    or ``standing``, the order of the standings after the series before), on ``day``; its clock
    (``ends_at``, once started, where the event plays on time)."""

    __table_args__ = (UniqueConstraint("event_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("club_event.id", ondelete="CASCADE"))
    number: Mapped[int]
    day: Mapped[int] = mapped_column(default=1)
    seating: Mapped[str] = mapped_column(String(12))
    seed: Mapped[int] = mapped_column(default=0)
    drawn_at: Mapped[datetime] = mapped_column(default=utcnow)
    ends_at: Mapped[datetime | None]

    event: Mapped[Event] = relationship(back_populates="series")
    tables: Mapped[list[SeriesTable]] = relationship(
        back_populates="series", order_by="SeriesTable.number", cascade="all, delete-orphan"
    )


class SeriesTable(db.Model):  # type: ignore[name-defined,misc]
    """One table of a series: its number (1 the top table), the game played there, and the
    entrants in seat order (``entrants``: their ids, seat 1 first; the game's players are
    their names in that order)."""

    __tablename__ = "series_table"
    __table_args__ = (UniqueConstraint("series_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    series_id: Mapped[int] = mapped_column(ForeignKey("series.id", ondelete="CASCADE"))
    number: Mapped[int]
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    entrants: Mapped[list[int]] = mapped_column(JSON)

    series: Mapped[Series] = relationship(back_populates="tables")
    game: Mapped[Game] = relationship()


class League(db.Model):  # type: ignore[name-defined,misc]
    """A league across evenings: its seasons, each played in ``group_count`` groups (1 the top
    group), and ``promoted``, the players who go up and down between two neighbouring groups
    when a season closes (``scorekeeper.rules.leagues``). Reached like an event: by its view id
    (everyone) or its edit key (the organiser)."""

    id: Mapped[int] = mapped_column(primary_key=True)
    view_id: Mapped[str] = mapped_column(String(32), unique=True, index=True)
    edit_key: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    name: Mapped[str] = mapped_column(String(60))
    promoted: Mapped[int]
    group_count: Mapped[int]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    seasons: Mapped[list[Season]] = relationship(
        back_populates="league", order_by="Season.number", cascade="all, delete-orphan"
    )


class Season(db.Model):  # type: ignore[name-defined,misc]
    """One season of a league, numbered from 1: its players by group, its evenings, and when
    it closed (``None``: in play). Closing a season stores the next one, drawn from its tables."""

    __tablename__ = "league_season"
    __table_args__ = (UniqueConstraint("league_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    league_id: Mapped[int] = mapped_column(ForeignKey("league.id", ondelete="CASCADE"))
    number: Mapped[int]
    closed_at: Mapped[datetime | None]

    league: Mapped[League] = relationship(back_populates="seasons")
    players: Mapped[list[SeasonPlayer]] = relationship(
        back_populates="season",
        order_by="(SeasonPlayer.group_number, SeasonPlayer.position)",
        cascade="all, delete-orphan",
    )
    evenings: Mapped[list[LeagueEvening]] = relationship(
        back_populates="season", order_by="LeagueEvening.event_id", cascade="all, delete-orphan"
    )


class SeasonPlayer(db.Model):  # type: ignore[name-defined,misc]
    """A player's group in a season (``group_number``, 1 the top group), at ``position`` in
    the order registered there (which breaks a tie in the group's table)."""

    __tablename__ = "season_player"
    __table_args__ = (UniqueConstraint("season_id", "group_number", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    season_id: Mapped[int] = mapped_column(ForeignKey("league_season.id", ondelete="CASCADE"))
    group_number: Mapped[int]
    position: Mapped[int]
    name: Mapped[str] = mapped_column(String(40))

    season: Mapped[Season] = relationship(back_populates="players")


class LeagueEvening(db.Model):  # type: ignore[name-defined,misc]
    """An event played as an evening of a league's season, in one of its groups; an event
    outside a league has no row here."""

    __tablename__ = "league_evening"

    event_id: Mapped[int] = mapped_column(
        ForeignKey("club_event.id", ondelete="CASCADE"), primary_key=True
    )
    season_id: Mapped[int] = mapped_column(
        ForeignKey("league_season.id", ondelete="CASCADE"), index=True
    )
    group_number: Mapped[int]

    season: Mapped[Season] = relationship(back_populates="evenings")
    event: Mapped[Event] = relationship()
