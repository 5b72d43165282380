"""The sheet the scorekeeper saw at Save: where each field's cards came from and the deal's
scores shown, checked against the seats' drafts and the engine before a deal is stored.

A table that finds one wrong score goes back to paper, so a deal is stored only as the
scorekeeper saw it, and only with what each player handed in:

- a field filled from a seat (``seat``) holds exactly what that seat last handed in ("Done");
  a seat that handed in again since the sheet was drawn refuses the save;
- a field the scorekeeper took from a seat's cards as they are now (``taken``, "Use Cat's
  cards as they are now") holds that draft, unchanged since, and every card of that draft is
  in the deal (no half of it beside what the seat handed in before);
- a field the scorekeeper typed (``keeper``, or ``kept``: chosen over one version of the seat's)
  is theirs, unless the seat has handed in something else there that the sheet never showed;
- a seat changing its cards after "Done", or still entering them, stops the save unless the
  scorekeeper chose to save without its change (``leave_out``);
- what a seat handed in that the deal does not store (its cards in a deal of typed scores, its
  typed score in a deal of cards) stops the save, unless the scorekeeper entered that player's
  part over that very version (``kept``);
- the scores shown are the scores the engine gives the deal.

Only the fields the deal stores count: a deal of typed scores stores each player's score, a
deal of cards their cards (and what they said), never both.

The check runs inside the transaction that stores the deal (``deals.add_deal``), so a seat's
write after it is no longer in the deal, and its phone is told so.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from scorekeeper.models import SeatDraft
from scorekeeper.rules import Card, DealScore, NotationError
from scorekeeper.rules.problems import Problem, ProblemError

from .drafts import SeatEntry

Kind = Literal["seat", "taken", "kept", "keeper"]
Part = Literal["melds", "laid_off", "hand", "score", "said", "ending"]
KINDS: tuple[Kind, ...] = ("seat", "taken", "kept", "keeper")
STORED_TYPED: frozenset[Part] = frozenset({"score", "ending"})
"""The parts a deal of typed scores stores: each player's score, and who went out."""
STORED_CARDS: frozenset[Part] = frozenset({"melds", "laid_off", "hand", "said", "ending"})
"""The parts a deal of cards stores: each player's cards, what they said, who went out."""


class SheetChangedError(ProblemError):
    """The sheet no longer holds: a seat handed in again or is changing its cards, or the
    scores shown are not the deal's. ``problems`` says each thing that changed (the first is
    :attr:`problem`): ``sheet.handed_in_again``, ``sheet.draft_changed``, ``sheet.changing``,
    ``sheet.still_entering``, ``sheet.phone_differs`` (with the player's ``name``) and
    ``sheet.scores_differ``. Nothing was stored."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__(problems[0])
        self.problems = tuple(problems)


@dataclass(frozen=True)
class Source:
    """Where one field's cards came from: ``kind``, and the seat (from 0) and the revision of
    its draft they came from or were chosen over (``keeper``: none)."""

    kind: Kind
    seat: int | None = None
    revision: int = 0

    @classmethod
    def read(cls, text: str) -> Source:
        """``"seat:2:7"``, ``"taken:2:9"``, ``"kept:2:7"`` (the seat numbered from 1, as the
        API numbers it, and the revision) or ``"keeper"``; anything else, an empty field's none
        included, is the scorekeeper's."""
        kind, _, rest = text.partition(":")
        seat, _, revision = rest.partition(":")
        readable = seat.isdigit() and revision.isdigit() and int(seat) >= 1
        if kind not in KINDS or kind == "keeper" or not readable:
            return cls("keeper")
        return cls(kind, int(seat) - 1, int(revision))


@dataclass(frozen=True)
class ShownField:
    """One field of a player on the sheet: ``seat`` (from 0) whose field it is, ``part`` and,
    for a meld, its place among the player's meld inputs (``index``); ``text``: the cards as
    sent (for ``score``: the score typed in place of the cards; for ``said``: an Indian Rummy
    player's drop or wrong show, the engine's ``Said``, else empty; for ``ending``:
    ``"went_out"`` if the sheet says this player went out, ``"stock_out"`` if it says the
    stock ran out, else empty)."""

    seat: int
    part: Part
    index: int
    text: str
    source: Source


@dataclass(frozen=True)
class Sheet:
    """What the scorekeeper's sheet showed at Save.

    :ivar fields: every field of every player, with where its cards came from.
    :ivar leave_out: the seats (from 0) the scorekeeper chose to save without their change in
        progress ("Save with what Cat handed in").
    :ivar scores: each player's score of the deal as shown (points), in seating order; empty
        when the sheet showed none; ``None`` not to check them (the sheet could not be counted:
        the phone was offline).
    """

    fields: tuple[ShownField, ...] = ()
    leave_out: frozenset[int] = field(default_factory=frozenset)
    scores: tuple[int, ...] | None = ()


def verify_sheet(
    sheet: Sheet, names: Sequence[str], drafts: Mapping[int, SeatDraft], result: DealScore
) -> None:
    """Check that storing the deal stores the sheet as shown.

    :param names: the players in seating order.
    :param drafts: the deal's drafts by seat, as they are now.
    :param result: the engine's score of the deal as sent.
    :raises SheetChangedError: saying each thing that no longer holds.
    """
    problems: list[Problem] = []
    parts = STORED_TYPED if result.typed else STORED_CARDS
    for seat, name in enumerate(names):
        draft = drafts.get(seat)
        if draft is None:
            continue
        shown = [item for item in sheet.fields if item.seat == seat and item.part in parts]
        problem = _seat_problem(seat, name, draft, shown, seat in sheet.leave_out, parts)
        if problem is not None:
            problems.append(problem)
    if not _scores_shown(sheet, result):
        problems.append(Problem("sheet.scores_differ"))
    if problems:
        raise SheetChangedError(problems)


def verify_scores(sheet: Sheet, result: DealScore) -> None:
    """Check that the scores the sheet showed are the deal's (a deal fixed: no seat drafts).

    :raises SheetChangedError: ``sheet.scores_differ``.
    """
    if not _scores_shown(sheet, result):
        raise SheetChangedError([Problem("sheet.scores_differ")])


def _scores_shown(sheet: Sheet, result: DealScore) -> bool:
    """The sheet showed the deal's scores, or is not to be checked for them."""
    scores = tuple(player.score for player in result.players)
    return sheet.scores is None or sheet.scores == scores


TAKEN = "taken"
"""The key a kept draft's ``fields`` hold (true) where the deal stored the seat's cards as the
scorekeeper took them ("Use Cat's cards as they are now"), not as the seat handed them in."""


@dataclass(frozen=True)
class KeptVersion:
    """The version of a seat's draft kept with the deal stored: ``fields`` as a draft row
    holds them (with :data:`TAKEN` where the scorekeeper took them as they were), whether they
    were handed in, and what the seat's phone had that the deal left out (``None``: nothing):
    the change it was making after Done, or, where its cards were taken as they were, what it
    had handed in before."""

    fields: dict[str, Any]
    handed_in: bool
    changed: dict[str, Any] | None = None


def kept_version(draft: SeatDraft, sheet: Sheet | None) -> KeptVersion:
    """What a seat's draft keeps with the deal stored: what it last handed in, with the change
    it was making since, if any; where it never handed anything in, its draft as it is; where
    the sheet took its cards as they were, that draft, marked :data:`TAKEN` unless it is what
    the seat handed in, with what it had handed in before, if anything else."""
    taken = sheet is not None and any(
        item.source.kind == "taken" and item.source.seat == draft.seat for item in sheet.fields
    )
    if taken and not draft.handed_in:
        handed = draft.handed_in_fields
        before = dict(handed) if handed is not None and handed != draft.fields else None
        return KeptVersion({**draft.fields, TAKEN: True}, False, before)
    if draft.handed_in_fields is None or taken:
        return KeptVersion(dict(draft.fields), draft.handed_in)
    changing = not draft.handed_in and draft.fields != draft.handed_in_fields
    return KeptVersion(dict(draft.handed_in_fields), True, dict(draft.fields) if changing else None)


def _seat_problem(
    seat: int,
    name: str,
    draft: SeatDraft,
    shown: Sequence[ShownField],
    leave_out: bool,
    parts: frozenset[Part] = STORED_CARDS,
) -> Problem | None:
    """What no longer holds of seat ``seat``'s fields (``shown``: those the deal stores, the
    ``parts`` it stores)."""
    handed = SeatEntry.stored(draft.handed_in_fields) if draft.handed_in_fields else SeatEntry()
    now = SeatEntry.stored(draft.fields)
    params = {"name": name}
    # A field that came from another seat (how the deal ended, said by the player who went out)
    # is, for this seat, as if the scorekeeper had chosen it.
    shown = [
        item if item.source.seat in (None, seat) else replace(item, source=Source("keeper"))
        for item in shown
    ]
    kinds = {item.source.kind for item in shown if item.text and item.part != "ending"}
    taken = [item for item in shown if item.source.kind == "taken"]
    if taken:
        unchanged = all(item.source.revision == draft.revision for item in taken)
        whole = not _differs(now, draft.revision, shown, "taken", parts)  # all of it, not a half
        if unchanged and whole and _matches(now, shown, {"taken", "seat"}):
            return None
        return Problem("sheet.draft_changed", params)
    if not _matches(handed, shown, {"seat"}):
        return Problem("sheet.handed_in_again", params)
    if _differs(handed, draft.handed_in_revision, shown, "seat", parts):
        return Problem("sheet.phone_differs", params)
    if not draft.handed_in and not now.empty and not leave_out and kinds <= {"seat"}:
        code = "sheet.changing" if draft.handed_in_fields else "sheet.still_entering"
        return Problem(code, params)
    return None


def _values(entry: SeatEntry) -> dict[tuple[Part, int], tuple[Card, ...] | str]:
    """A seat's entry by field, as the sheet's fields hold it."""
    values: dict[tuple[Part, int], tuple[Card, ...] | str] = {
        ("melds", index): meld for index, meld in enumerate(entry.melds)
    }
    values["laid_off", 0] = entry.laid_off
    values["hand", 0] = entry.hand
    values["score", 0] = entry.score or ""
    values["said", 0] = entry.said or ""
    values["ending", 0] = "went_out" if entry.went_out else "stock_out" if entry.stock_out else ""
    return values


def _value(item: ShownField) -> tuple[Card, ...] | str | None:
    """A field's value as sent, comparable with :func:`_values` (``None``: not cards)."""
    if item.part in ("said", "ending"):
        return item.text
    if item.part == "score":
        return item.text.strip()
    try:
        return Card.parse(item.text)
    except NotationError:
        return None


def _matches(entry: SeatEntry, shown: Iterable[ShownField], kinds: set[str]) -> bool:
    """Every field of ``kinds`` holds what ``entry`` has there."""
    values = _values(entry)
    return all(
        _value(item) == values.get((item.part, item.index), ())
        for item in shown
        if item.source.kind in kinds
    )


def _differs(
    entry: SeatEntry,
    revision: int,
    shown: Sequence[ShownField],
    own: Kind,
    parts: frozenset[Part] = STORED_CARDS,
) -> bool:
    """The seat's ``entry`` (what it handed in, or its cards taken as they are, ``own``) has
    something the sheet shows no choice about: a field the scorekeeper typed (or kept over
    another version) that differs, a field it has and the sheet has not filled, or a part the
    deal does not store (cards in a deal of typed scores, a typed score in a deal of cards)
    where the scorekeeper entered nothing of theirs over that very version."""
    by_place = {(item.part, item.index): item for item in shown}
    chosen = any(
        item.source.kind == "kept" and item.source.revision == revision and item.text.strip()
        for item in shown
        if item.part != "ending"
    )
    for place, value in _values(entry).items():
        if not value or place[0] == "ending":  # an ending the phones dispute is a cross-check
            continue
        if place[0] not in parts:  # the deal stores no such part of anyone
            if not chosen:
                return True
            continue
        item = by_place.get(place)
        if item is None:
            return True
        if item.source.kind == "kept" and item.source.revision == revision:
            continue
        if item.source.kind != own and _value(item) != value:
            return True
    return False
