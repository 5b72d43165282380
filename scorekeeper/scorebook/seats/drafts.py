"""Seat drafts: what each seat has entered so far for the deal being played, in rows of their own.

A draft is never a deal: nothing in it is scored, exported or backed up. Each seat writes only
its own row of the current deal; the scorekeeper reads them all while filling the deal form,
and saving the deal keeps each seat's draft with it and removes the drafts of every saved deal
(:func:`scorekeeper.scorebook.seats.kept_drafts.keep_drafts`).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import bindparam, delete, func, select
from sqlalchemy.exc import IntegrityError

from scorekeeper.extensions import db
from scorekeeper.models import Deal, Game, KeptDraft, SeatDraft, utcnow
from scorekeeper.rules import Card, NotationError, PlayerDeal, Rank
from scorekeeper.rules.deal import Ending, Said
from scorekeeper.rules.errors import DealError
from scorekeeper.rules.games import game_of
from scorekeeper.rules.problems import Param, Path, Problem, ProblemError, field_name
from scorekeeper.rules.typed_scores import typed_points
from scorekeeper.scorebook.writing import write_transaction

from ..polls import read_alone
from ..scores.scoresheet import as_ending, as_said, game_rules
from .seat_look import seat_look

KEEPER_SEAT = -1
"""The seat number of the scorekeeper's own row: the facts every seat reads (the wild rank)."""
MAX_MELDS = 20
"""Melds one seat may enter in one deal: far more than a hand makes."""
MAX_TOKENS = 200
"""Card words in one field: far more than two packs allow in one place."""

Status = Literal["waiting", "entering", "handed_in"]


class DraftError(ProblemError):
    """A draft that cannot be written: input that does not read (``draft.too_many_melds``,
    ``draft.too_many_cards``, ``draft.out_and_stock_out``, the engine's problem with a card
    word), or a write the table's state refuses (:data:`REFUSED_NOW`). The problem's path
    names the culprit (``("melds", 1)``)."""

    @property
    def field(self) -> str | None:
        """The culprit as the seat form names it (``"melds[1]"``, ``"hand"``), if any."""
        return field_name(self.path) or None


REFUSED_NOW = frozenset({"draft.deal_saved", "draft.deal_not_played", "draft.written_meanwhile"})
"""The codes of drafts refused for what the table is doing, not for what they hold: a deal
that is not the one being played, another phone writing the same row."""


@dataclass(frozen=True)
class SeatEntry:
    """One seat's cards as entered so far, read by the engine.

    :ivar melds: melds laid down, each a tuple of cards.
    :ivar laid_off: cards laid off on melds already on the table.
    :ivar hand: cards left in hand.
    :ivar went_out: the seat says its player went out (or, in Tonk, ended the deal).
    :ivar stock_out: the seat says the stock ran out: nobody went out (000 End of the play;
        the scorekeeper's form records it as "Nobody: the stock ran out").
    :ivar ending: how the seat's player ended the deal, where the game asks (Tonk, Gin Rummy:
        a knock, gin...); ``None`` otherwise. An ending means the player went out.
    :ivar score: the player's score of the deal as typed in place of cards (``"25+40-10"``,
        :mod:`scorekeeper.rules.typed_scores`), ``None`` where the seat enters cards.
    :ivar said: in Indian Rummy, a first or middle drop or a wrong show (the engine's
        :data:`~scorekeeper.rules.deal.Said`; 006 Indian Rummy, Drops, Wrong show): the seat's
        whole hand-in, with no cards, no score and no going out; ``None``: nothing said.
    """

    melds: tuple[tuple[Card, ...], ...] = ()
    laid_off: tuple[Card, ...] = ()
    hand: tuple[Card, ...] = ()
    went_out: bool = False
    stock_out: bool = False
    ending: Ending | None = None
    score: str | None = None
    said: Said | None = None

    @classmethod
    def read(
        cls,
        melds: Sequence[str | Sequence[str]],
        laid_off: str | Sequence[str],
        hand: str | Sequence[str],
        went_out: bool,
        stock_out: bool = False,
        ending: Ending | None = None,
        score: str | None = None,
        said: Said | None = None,
    ) -> SeatEntry:
        """Read cards as notation: each field a text (``"7H 8H 9H"``) or a list of card words.
        Empty melds are dropped; an ``ending`` says the player went out; a ``score`` typed in
        place of the cards is read as a sum (an empty one is none); what the player ``said``
        (a drop, a wrong show) is all they hand in.

        :raises DraftError: for too many melds or cards, a word that is not a card, both going
            out and ``stock_out``, a score that is no sum (``typed.*``) or one beside cards
            (``draft.typed_with_cards``), a drop or wrong show beside going out
            (``draft.said_and_went_out``) or beside cards or a score
            (``draft.said_with_cards``); its path is ``("melds", i)``, ``("laid_off",)``,
            ``("hand",)``, ``("stock_out",)``, ``("score",)`` or ``("said",)``.
        """
        if len(melds) > MAX_MELDS:
            raise DraftError(Problem("draft.too_many_melds", {"most": MAX_MELDS}, ("melds",)))
        went_out = bool(went_out or ending)
        if went_out and stock_out:
            raise DraftError(Problem("draft.out_and_stock_out", path=("stock_out",)))
        read = tuple(_cards(meld, ("melds", index)) for index, meld in enumerate(melds))
        entry = cls(
            melds=tuple(meld for meld in read if meld),
            laid_off=_cards(laid_off, ("laid_off",)),
            hand=_cards(hand, ("hand",)),
            went_out=went_out,
            stock_out=bool(stock_out),
            ending=ending,
            score=_typed(score),
            said=said,
        )
        cards = entry.melds or entry.laid_off or entry.hand
        if entry.score is not None and cards:
            raise DraftError(Problem("draft.typed_with_cards", path=("score",)))
        if said is not None and went_out:
            raise DraftError(Problem("draft.said_and_went_out", path=("said",)))
        if said is not None and (cards or entry.score is not None):
            raise DraftError(Problem("draft.said_with_cards", path=("said",)))
        return entry

    @classmethod
    def stored(cls, fields: Mapping[str, Any]) -> SeatEntry:
        """A draft row's ``fields`` (written by :meth:`fields`) read back."""
        return cls.read(
            fields.get("melds", []),
            fields.get("laid_off", []),
            fields.get("hand", []),
            bool(fields.get("went_out")),
            bool(fields.get("stock_out")),
            as_ending(fields.get("ending")),
            fields.get("score"),
            as_said(fields.get("said")),
        )

    def fields(self) -> dict[str, Any]:
        """The entry as a draft row stores it: card words in canonical notation."""
        return {
            "melds": [[str(card) for card in meld] for meld in self.melds],
            "laid_off": [str(card) for card in self.laid_off],
            "hand": [str(card) for card in self.hand],
            "went_out": self.went_out,
            "stock_out": self.stock_out,
            **({"ending": self.ending} if self.ending else {}),
            **({"score": self.score} if self.score is not None else {}),
            **({"said": self.said} if self.said else {}),
        }

    def player(self, name: str) -> PlayerDeal:
        """The entry as the engine's player of a deal."""
        return PlayerDeal(
            name, self.melds, self.laid_off, self.hand, typed=self.score, said=self.said
        )

    @property
    def empty(self) -> bool:
        said = self.went_out or self.stock_out or self.score is not None or self.said is not None
        return not (self.melds or self.laid_off or self.hand or said)


def _typed(score: str | None) -> str | None:
    """A score typed in place of cards, stripped, once it reads as a sum; ``None`` for none."""
    if score is None or not score.strip():
        return None
    try:
        typed_points(score, ("score",))
    except DealError as error:
        raise DraftError(error.problem) from None
    return score.strip()


def _cards(field: str | Sequence[str], path: Path) -> tuple[Card, ...]:
    words = field.split() if isinstance(field, str) else list(field)
    if len(words) > MAX_TOKENS:
        raise DraftError(Problem("draft.too_many_cards", path=path))
    try:
        return Card.parse(" ".join(str(word) for word in words))
    except NotationError as error:
        raise DraftError(error.problem.at(path)) from None


def current_number(game: Game) -> int:
    """The number of the deal being played: one more than the deals saved."""
    return game.deal_count + 1


def verify_current(game: Game, number: int) -> None:
    """:raises DraftError: ``draft.deal_saved`` or ``draft.deal_not_played`` unless deal
    ``number`` is the one being played."""
    current = current_number(game)
    params = {"number": number, "current": current}
    if number < current:
        raise DraftError(Problem("draft.deal_saved", params, ("number",)))
    if number > current:
        raise DraftError(Problem("draft.deal_not_played", params, ("number",)))


@dataclass(frozen=True)
class Written:
    """A seat's draft as just written: where the seat now is, and the draft's revision."""

    status: Status
    revision: int


def save_draft(
    game: Game, number: int, seat: int, entry: SeatEntry, handed_in: bool = False
) -> Written:
    """Write seat ``seat``'s draft of deal ``number`` (all of it, in place of what it held).

    :param seat: the player's seat (0: first in the seating order).
    :param handed_in: the player says the draft is complete ("Done").
    :raises DraftError: (:data:`REFUSED_NOW`) if deal ``number`` is not the one being played;
        ``deal.ending_not_in_game`` for an ending no player of the game may say
        (:meth:`~scorekeeper.rules.game.Game.player_endings`); ``indian.said_not_in_game`` for a
        drop or a wrong show in a game other than Indian Rummy (006 Indian Rummy, Drops).
    """
    verify_current(game, number)
    rules = game_rules(game)
    endings = game_of(rules).player_endings(rules)
    if entry.ending is not None and entry.ending not in endings:
        said: dict[str, Param] = {
            "variant": rules.variant,
            "ending": entry.ending,
            "endings": endings,
        }
        raise DraftError(Problem("deal.ending_not_in_game", said, ("ending",)))
    if entry.said is not None and entry.said not in game_of(rules).sayings_for(rules):
        said = {"variant": rules.variant, "name": game.players[seat].name}
        raise DraftError(Problem("indian.said_not_in_game", said, ("said",)))
    return _write(game, number, seat, entry.fields(), handed_in)


def save_wild_rank(game: Game, number: int, wild_rank: Rank | None) -> Written:
    """Tell the seats the wild rank the scorekeeper chose for deal ``number``.

    :raises DraftError: (:data:`REFUSED_NOW`) if deal ``number`` is not the one being played.
    """
    verify_current(game, number)
    fields = {"wild_rank": str(wild_rank) if wild_rank is not None else None}
    return _write(game, number, KEEPER_SEAT, fields, False)


def _write(game: Game, number: int, seat: int, fields: dict[str, Any], handed_in: bool) -> Written:
    """Write the draft, if deal ``number`` is still the one being played as the write begins:
    the game's row is read again in the writing transaction, locked where the database locks
    rows (as a deal's save locks it), so a hand-in racing the deal's save is either written
    before the deal is stored (and the save's sheet then sees it) or refused after.

    :raises DraftError: as :func:`verify_current`, or ``draft.written_meanwhile``.
    """
    game_id = game.id
    for _attempt in range(2):  # a first write of the row may meet another one; then update
        try:
            with write_transaction():
                db.session.refresh(game, with_for_update=True)
                verify_current(game, number)
                draft = _draft(game_id, number, seat)
                if draft is None:
                    draft = SeatDraft(game_id=game_id, number=number, seat=seat, revision=0)
                    db.session.add(draft)
                if draft.fields == fields and draft.handed_in == handed_in and draft.revision:
                    return Written(status_of(draft), draft.revision)  # the same draft again
                draft.fields = fields
                draft.handed_in = handed_in
                draft.revision += 1
                if handed_in:  # kept while the seat changes its cards again
                    draft.handed_in_fields = fields
                    draft.handed_in_revision = draft.revision
                draft.updated_at = utcnow()
                # What the answer tells, taken before the commit expires the row (read again
                # after it, it cost two more queries).
                written = Written(status_of(draft), draft.revision)
        except IntegrityError:
            continue
        return written
    raise DraftError(Problem("draft.written_meanwhile"))


def _draft(game_id: int, number: int, seat: int) -> SeatDraft | None:
    query = select(SeatDraft).filter_by(game_id=game_id, number=number, seat=seat)
    return db.session.execute(query).scalar_one_or_none()


_DRAFTS = select(SeatDraft).where(
    SeatDraft.game_id == bindparam("game_id"), SeatDraft.number == bindparam("number")
)
"""A deal's drafts (built once: a statement costs more to build than to run)."""


def drafts_of(game: Game, number: int) -> dict[int, SeatDraft]:
    """The drafts of deal ``number`` by seat (the scorekeeper's at :data:`KEEPER_SEAT`)."""
    params = {"game_id": game.id, "number": number}
    return {draft.seat: draft for draft in db.session.scalars(_DRAFTS, params)}


def clear_drafts(game: Game, number: int) -> None:
    """Remove the drafts of deals up to ``number`` (saved now), within the caller's
    transaction: they are never read again."""
    db.session.execute(
        delete(SeatDraft).where(SeatDraft.game_id == game.id, SeatDraft.number <= number)
    )


def drafts_tag(number: int, drafts: Mapping[int, SeatDraft], version: int, marks: int = 0) -> str:
    """An ETag for what the drafts of deal ``number`` show: it changes with any draft and with
    the game (a deal saved moves every seat on), and, for the scorekeeper, with the number of
    ``marks`` open (deals a player marked "This is not what I handed in", not fixed since)."""
    revisions = {seat: draft.revision for seat, draft in drafts.items()}
    return _tag(number, revisions, version, marks)


def _open_marks(game_id: Any) -> Any:
    """How many deals of the game (``game_id``: a number, or the column in a query about
    games) a player marked "This is not what I handed in" and the scorekeeper has not fixed
    since, as a scalar subquery."""
    return (
        select(func.count(KeptDraft.id))
        .join(Deal, Deal.id == KeptDraft.deal_id)
        .where(
            Deal.game_id == game_id,
            KeptDraft.marked_at.is_not(None),
            KeptDraft.fixed_at.is_(None),
        )
        .scalar_subquery()
    )


_KEEPERS_TAG = (
    select(
        Game.edit_key,
        Game.version,
        _open_marks(Game.id).label("marks"),
        SeatDraft.seat,
        SeatDraft.revision,
    )
    .outerjoin(
        SeatDraft, (SeatDraft.game_id == Game.id) & (SeatDraft.number == bindparam("number"))
    )
    .where(Game.view_id == bindparam("view_id"))
)


def keepers_drafts_tag(view_id: str, number: int, edit_key: str) -> str | None:
    """:func:`drafts_tag` of deal ``number`` of the game with this view id, for the keeper's
    poll: the game's version, its open marks and each draft's revision, in one query
    (:mod:`~scorekeeper.scorebook.polls`).
    ``None`` unless there is such a game and ``edit_key`` is its edit key (compared in constant
    time): ``game_by_key`` then says why."""
    rows = read_alone(_KEEPERS_TAG, {"view_id": view_id, "number": number})
    if not rows or not edit_key:
        return None
    if not secrets.compare_digest(edit_key.encode(), rows[0].edit_key.encode()):
        return None
    revisions = {row.seat: row.revision for row in rows if row.seat is not None}
    return _tag(number, revisions, rows[0].version, rows[0].marks)


def seats_drafts_tag(seat_key: str, seat: int) -> str | None:
    """:func:`drafts_tag` of the deal being played in the game with this seat key, for a
    seat's poll: the game's version and each draft's revision, in one query
    (:func:`~scorekeeper.scorebook.seats.seat_look.seat_look`). ``None`` unless there is such a game
    and ``seat`` (from 0) is one of its players."""
    look = seat_look(seat_key, seat)
    if look is None:
        return None
    return _tag(look.number, dict(look.revisions), look.version, 0)


def facts_tag(number: int, revisions: Mapping[int, int], version: int) -> str:
    """A short tag for the facts of deal ``number`` that every seat follows and a held question
    waits for (``web/held_polls.py``): the game's version (a deal saved moves every seat on)
    and the scorekeeper's or dealer's row (the wild rank); not the seats' own drafts."""
    keeper = revisions.get(KEEPER_SEAT, 0)
    return hashlib.sha256(f"{version}/{number}/{keeper}".encode()).hexdigest()[:8]


def seats_live_tags(seat_key: str, seat: int) -> tuple[str, str] | None:
    """:func:`facts_tag` and :func:`seats_drafts_tag` of the deal being played in the game with
    this seat key, from one query (``None`` as :func:`seats_drafts_tag`)."""
    look = seat_look(seat_key, seat)
    if look is None:
        return None
    revisions = dict(look.revisions)
    return (
        facts_tag(look.number, revisions, look.version),
        _tag(look.number, revisions, look.version, 0),
    )


def _tag(number: int, revisions: Mapping[int, int], version: int, marks: int) -> str:
    drafts = ",".join(f"{seat}:{revision}" for seat, revision in sorted(revisions.items()))
    return hashlib.sha256(f"{version}/{number}/{drafts}/{marks}".encode()).hexdigest()[:20]


def status_of(draft: SeatDraft | None) -> Status:
    """Where a seat is: nothing entered yet, entering, or handed in ("Done")."""
    if draft is None:
        return "waiting"
    if draft.handed_in:
        return "handed_in"
    return "waiting" if SeatEntry.stored(draft.fields).empty else "entering"


def wild_rank_of(drafts: Mapping[int, SeatDraft]) -> str | None:
    """The wild rank the scorekeeper chose for the deal, if any yet."""
    keeper = drafts.get(KEEPER_SEAT)
    value = keeper.fields.get("wild_rank") if keeper else None
    return value if isinstance(value, str) else None
