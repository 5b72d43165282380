"""What each change to a game did, read from its audit trail (:mod:`..changes.trail`): the deal
before and after, each player's score of it (as stored with the change) and the cards that changed;
and the marks a scoreboard puts on fixed, restored and deleted deals.

The trail records each deal by its number at the time of the change, and numbers move when an
earlier deal is deleted or restored; replaying the trail in order follows each deal to its place
now.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import load_only

from scorekeeper.extensions import db
from scorekeeper.models import Change, Game, GameEvent
from scorekeeper.rules import seated_score
from scorekeeper.scorebook.writing import write_transaction

from ..changes.trail import deal_from_record, game_events
from ..scores.scoresheet import entry_of, game_rules, score_entry


@dataclass
class Slot:
    """A deal in the replay: the change that stored it last (its ``deal``), and whether it was
    fixed or restored."""

    stored_by: GameEvent
    fixed: bool = False
    restored: bool = False


@dataclass(frozen=True)
class Step:
    """One change, with the changes that hold the deal as it was before it and after it (their
    ``deal`` and ``scores``; ``None`` where there is none: before an addition, after a
    deletion, or a change not about a deal)."""

    event: GameEvent
    before: GameEvent | None
    after: GameEvent | None


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
    """What changed in one part of a deal, old to new, as data (the web side words it).

    :ivar part: ``"wild_rank"``, ``"went_out"``, or a player's ``"melds"``, ``"laid_off"`` or
        ``"hand"``.
    :ivar player: whose cards changed (``None`` for the wild rank and who went out).
    :ivar before: the rank, the player who went out, or the cards as notation (melds apart,
        by " · "); ``None``: none, or nobody went out.
    :ivar after: the same, after the change.
    """

    part: str
    player: str | None
    before: str | None
    after: str | None


@dataclass(frozen=True)
class ChangeSummary:
    """A change as the Changes page tells it."""

    event: GameEvent
    scores: tuple[ScoreChange, ...] = ()
    cards: tuple[CardChange, ...] = ()
    unscored: bool = False
    """The deal no longer scores under the engine (it changed since): no scores shown."""


def replay(events: list[GameEvent]) -> tuple[list[Step], list[Slot]]:
    """Follow the trail from the oldest change: each step with the deal before and after it,
    and the deals as they stand at the end, in order (the events' ``deal`` is not read)."""
    slots: list[Slot] = []
    steps = []
    for event in events:
        index = (event.deal_number or 0) - 1
        change = event.change
        before: GameEvent | None = None
        if change is Change.DEAL_ADDED or change is Change.DEAL_RESTORED:
            slot = Slot(event, restored=change is Change.DEAL_RESTORED)
            slots.insert(min(max(index, 0), len(slots)), slot)
        elif change is Change.DEAL_FIXED and 0 <= index < len(slots):
            before = slots[index].stored_by
            slots[index].stored_by = event
            slots[index].fixed = True
        elif change is Change.DEAL_DELETED:
            before = event
            if 0 <= index < len(slots):
                slots.pop(index)
        about_a_deal = event.deal_number is not None and change is not Change.DEAL_DELETED
        steps.append(Step(event, before, event if about_a_deal else None))
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
    _, slots = replay(events)
    return DealMarks(
        fixed=frozenset(number for number, slot in enumerate(slots, 1) if slot.fixed),
        restored=frozenset(number for number, slot in enumerate(slots, 1) if slot.restored),
        deleted=tuple(
            event.deal_number or 0 for event in events if event.restorable and event.deal_number
        ),
    )


def changes_told(game: Game) -> list[ChangeSummary]:
    """Every change to ``game``, newest first, told as what it changed, with the scores stored
    with each change (those of changes from before scores were kept are worked out once)."""
    events = list(reversed(game_events(game)))
    _score_once(game, events)
    steps, _ = replay(events)
    return [_summary(game, step) for step in reversed(steps)]


def _score_once(game: Game, events: list[GameEvent]) -> None:
    """Store the scores of the changes' deals that have none yet: each player's score of the
    recorded deal as deal ``deal_number`` (the engine's), or ``[]`` where it no longer scores.
    Scored while reading; written in a short transaction of its own (the events are read again
    after it)."""
    unscored = [
        (event, event.deal) for event in events if event.deal is not None and event.scores is None
    ]
    if not unscored:
        return
    rules = game_rules(game)
    found: dict[int, list[int]] = {}
    for event, record in unscored:
        names = [player.name for player in game.players]
        try:
            entry = entry_of(game, deal_from_record(record))
            deal = seated_score(score_entry(rules, entry, event.deal_number or 1), names)
        except (KeyError, ValueError):  # the engine's errors are ValueErrors
            found[event.id] = []
        else:
            found[event.id] = [player.score for player in deal.players]
    with write_transaction():
        for event_id, scores in found.items():
            db.session.execute(
                db.update(GameEvent).where(GameEvent.id == event_id).values(scores=scores)
            )


def _summary(game: Game, step: Step) -> ChangeSummary:
    if step.before is None and step.after is None:
        return ChangeSummary(step.event)
    before = step.before.scores if step.before is not None else None
    after = step.after.scores if step.after is not None else None
    if before is None and after is None:  # a deletion stored without its deal
        return ChangeSummary(step.event)
    if before == [] or after == []:
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


def _card_changes(game: Game, step: Step) -> tuple[CardChange, ...]:
    """For a fix: every part of the deal that changed, old to new, as notation."""
    if step.before is None or step.after is None:
        return ()
    was, now = step.before.deal or {}, step.after.deal or {}
    names = [player.name for player in game.players]
    changes = []
    old_rank, new_rank = was.get("wild_rank"), now.get("wild_rank")
    if old_rank != new_rank:
        changes.append(CardChange("wild_rank", None, old_rank or None, new_rank or None))
    old_out, new_out = was.get("went_out"), now.get("went_out")
    if old_out != new_out:
        changes.append(
            CardChange("went_out", None, _seat_name(names, old_out), _seat_name(names, new_out))
        )
    old_lines = {line["seat"]: line for line in was.get("lines", [])}
    new_lines = {line["seat"]: line for line in now.get("lines", [])}
    for seat, name in enumerate(names):
        old_line, new_line = old_lines.get(seat, {}), new_lines.get(seat, {})
        for part in ("melds", "laid_off", "hand"):
            old_cards = _cards_text(old_line.get(part, []), part == "melds")
            new_cards = _cards_text(new_line.get(part, []), part == "melds")
            if old_cards != new_cards:
                changes.append(CardChange(part, name, old_cards, new_cards))
    return tuple(changes)


def _seat_name(names: list[str], seat: object) -> str | None:
    """The player in ``seat``, or ``None`` (nobody: the stock ran out)."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None


def _cards_text(cards: list[Any], melds: bool) -> str | None:
    """Cards as notation (melds apart, by " · "), or ``None`` for none."""
    text = " · ".join(" ".join(meld) for meld in cards) if melds else " ".join(cards)
    return text or None
