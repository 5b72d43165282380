"""What each change to a game did, read from its audit trail (:mod:`.trail`): the deal before
and after, each player's score of it (the engine's) and the cards that changed; and the marks a
scoreboard puts on fixed, restored and deleted deals.

The trail records each deal by its number at the time of the change, and numbers move when an
earlier deal is deleted or restored; replaying the trail in order follows each deal to its place
now.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import load_only

from scorekeeper.extensions import db
from scorekeeper.models import Game

from .scoresheet import entry_of, game_rules, score_entry
from .trail import Change, GameEvent, deal_from_record, game_events

Record = dict[str, Any]


@dataclass
class Slot:
    """A deal in the replay: as last stored, and whether it was fixed or restored."""

    record: Record
    fixed: bool = False
    restored: bool = False


@dataclass(frozen=True)
class Step:
    """One change, with the deal as it was before it and after it (``None`` where there is
    none: before an addition, after a deletion, or a change not about a deal)."""

    event: GameEvent
    before: Record | None
    after: Record | None


@dataclass(frozen=True)
class DealMarks:
    """What a scoreboard marks: the deals (by their number now) fixed or put back since they
    were first entered, and the numbers deleted deals had when deleted (not put back)."""

    fixed: frozenset[int] = frozenset()
    restored: frozenset[int] = frozenset()
    deleted: tuple[int, ...] = ()


@dataclass(frozen=True)
class ScoreChange:
    """A player's score of the changed deal, in points, before and after (``None``: none)."""

    name: str
    before: int | None
    after: int | None

    @property
    def changed(self) -> bool:
        return self.before != self.after


@dataclass(frozen=True)
class CardChange:
    """What changed in one part of a deal: ``what`` like ``"Ann's hand"``, as notation."""

    what: str
    before: str
    after: str


@dataclass(frozen=True)
class ChangeSummary:
    """A change as the Changes page tells it."""

    event: GameEvent
    scores: tuple[ScoreChange, ...] = ()
    cards: tuple[CardChange, ...] = ()
    unscored: bool = False
    """The deal no longer scores under the engine (it changed since): no scores shown."""


def replay(events: list[GameEvent], *, records: bool = True) -> tuple[list[Step], list[Slot]]:
    """Follow the trail from the oldest change: each step with the deal before and after it,
    and the deals as they stand at the end, in order.

    :param records: whether to follow the deals' records too (else only where each deal is,
        and whether it was fixed or put back: the events' ``deal`` is not read).
    """
    slots: list[Slot] = []
    steps = []
    for event in events:
        index = (event.deal_number or 0) - 1
        change = event.change
        deal = event.deal if records else None
        before: Record | None = None
        if change is Change.DEAL_ADDED or change is Change.DEAL_RESTORED:
            slot = Slot(deal or {}, restored=change is Change.DEAL_RESTORED)
            slots.insert(min(max(index, 0), len(slots)), slot)
        elif change is Change.DEAL_FIXED and 0 <= index < len(slots):
            before = slots[index].record
            slots[index].record = deal or {}
            slots[index].fixed = True
        elif change is Change.DEAL_DELETED:
            before = deal
            if 0 <= index < len(slots):
                slots.pop(index)
        after = None if change is Change.DEAL_DELETED else deal
        steps.append(Step(event, before, after))
    return steps, slots


def deal_marks(game: Game) -> DealMarks:
    """The marks of ``game``'s scoreboard, from its trail (read without the deals' records: a
    scoreboard costs what it shows). A game whose deals were only ever added, as most are,
    costs one query for the first other change, which it does not have."""
    marking = (Change.DEAL_FIXED, Change.DEAL_DELETED, Change.DEAL_RESTORED)
    first = db.select(GameEvent.id).filter_by(game_id=game.id).where(GameEvent.kind.in_(marking))
    if db.session.scalar(first.limit(1)) is None:
        return DealMarks()
    light = load_only(GameEvent.kind, GameEvent.deal_number, GameEvent.restored_by)
    query = db.select(GameEvent).filter_by(game_id=game.id).order_by(GameEvent.id)
    events = list(db.session.execute(query.options(light)).scalars())
    _, slots = replay(events, records=False)
    return DealMarks(
        fixed=frozenset(number for number, slot in enumerate(slots, 1) if slot.fixed),
        restored=frozenset(number for number, slot in enumerate(slots, 1) if slot.restored),
        deleted=tuple(
            event.deal_number or 0 for event in events if event.restorable and event.deal_number
        ),
    )


def changes_told(game: Game) -> list[ChangeSummary]:
    """Every change to ``game``, newest first, told as what it changed."""
    steps, _ = replay(list(reversed(game_events(game))))
    return [_summary(game, step) for step in reversed(steps)]


def _summary(game: Game, step: Step) -> ChangeSummary:
    if step.before is None and step.after is None:
        return ChangeSummary(step.event)
    number = step.event.deal_number or 1
    try:
        before = _scores(game, step.before, number)
        after = _scores(game, step.after, number)
    except (KeyError, ValueError):  # the engine's errors are ValueErrors
        return ChangeSummary(step.event, unscored=True, cards=_card_changes(game, step))
    names = [player.name for player in game.players]
    scores = tuple(
        ScoreChange(
            name,
            before[seat] if before is not None else None,
            after[seat] if after is not None else None,
        )
        for seat, name in enumerate(names)
    )
    return ChangeSummary(step.event, scores, _card_changes(game, step))


def _scores(game: Game, record: Record | None, number: int) -> tuple[int, ...] | None:
    """Each player's score of the recorded deal as deal ``number`` (the engine's), or ``None``."""
    if record is None:
        return None
    entry = entry_of(game, deal_from_record(record))
    return tuple(player.score for player in score_entry(game_rules(game), entry, number).players)


def _card_changes(game: Game, step: Step) -> tuple[CardChange, ...]:
    """For a fix: every part of the deal that changed, old to new, as notation."""
    if step.before is None or step.after is None:
        return ()
    names = [player.name for player in game.players]
    changes = []
    old_rank, new_rank = step.before.get("wild_rank"), step.after.get("wild_rank")
    if old_rank != new_rank:
        changes.append(CardChange("Wild rank", old_rank or "none", new_rank or "none"))
    old_out, new_out = step.before.get("went_out"), step.after.get("went_out")
    if old_out != new_out:
        changes.append(
            CardChange("Went out", _seat_name(names, old_out), _seat_name(names, new_out))
        )
    old_lines = {line["seat"]: line for line in step.before.get("lines", [])}
    new_lines = {line["seat"]: line for line in step.after.get("lines", [])}
    for seat, name in enumerate(names):
        old_line, new_line = old_lines.get(seat, {}), new_lines.get(seat, {})
        for key, part in (("melds", "melds"), ("laid_off", "lay-offs"), ("hand", "hand")):
            old_cards = _cards_text(old_line.get(key, []), key == "melds")
            new_cards = _cards_text(new_line.get(key, []), key == "melds")
            if old_cards != new_cards:
                changes.append(CardChange(f"{name}'s {part}", old_cards, new_cards))
    return tuple(changes)


def _seat_name(names: list[str], seat: object) -> str:
    """The player in ``seat``, or "nobody" (the stock ran out)."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "nobody"


def _cards_text(cards: list[Any], melds: bool) -> str:
    """Cards as notation (melds apart, by " · "), or "none"."""
    text = " · ".join(" ".join(meld) for meld in cards) if melds else " ".join(cards)
    return text or "none"
