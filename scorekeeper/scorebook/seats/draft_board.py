"""The drafts of one deal as the scorekeeper follows them: each seat's state and cards, and the
engine's cross-checks across seats. Read-only: nothing here is ever scored or stored."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.models import Game, SeatDraft
from scorekeeper.rules import HandIn, HandInProblem, check_hand_ins, game_of
from scorekeeper.scorebook.scores.scoresheet import game_rules

from .drafts import SeatEntry, Status, drafts_of, drafts_tag, status_of, wild_rank_of


@dataclass(frozen=True)
class SeatState:
    """One seat's draft: ``seat`` from 0; ``revision`` 0 while nothing was written;
    ``handed_in``: what it last handed in ("Done"), at ``handed_in_revision`` (0: never),
    which stays while the seat changes its cards again."""

    seat: int
    name: str
    status: Status
    entry: SeatEntry
    revision: int
    handed_in: SeatEntry | None = None
    handed_in_revision: int = 0


@dataclass(frozen=True)
class DraftBoard:
    """Deal ``number``'s drafts: every seat's, the wild rank the scorekeeper chose, the
    cross-checks' problems, and ``tag``, which changes whenever any of it does."""

    number: int
    seats: tuple[SeatState, ...]
    wild_rank: str | None
    problems: tuple[HandInProblem, ...]
    tag: str


def draft_board(
    game: Game, number: int, drafts: Mapping[int, SeatDraft] | None = None
) -> DraftBoard:
    """The drafts of deal ``number`` of ``game``, cross-checked by the engine.

    :param drafts: the deal's draft rows by seat, where the caller read them already.
    """
    drafts = drafts_of(game, number) if drafts is None else drafts
    seats = []
    for player in game.players:
        draft = drafts.get(player.seat)
        entry = SeatEntry.stored(draft.fields) if draft else SeatEntry()
        revision = draft.revision if draft else 0
        handed = draft.handed_in_fields if draft else None
        seats.append(
            SeatState(
                player.seat,
                player.name,
                status_of(draft),
                entry,
                revision,
                SeatEntry.stored(handed) if handed is not None else None,
                draft.handed_in_revision if draft else 0,
            )
        )
    rules = game_rules(game).for_players(len(seats))
    hand_ins = [
        HandIn(
            seat.entry.player(seat.name),
            seat.entry.went_out,
            handed_in=seat.status == "handed_in",
            stock_out=seat.entry.stock_out,
        )
        for seat in seats
    ]
    knock_kept = game_of(rules).knocks  # a knocker's hand is no cross-check
    problems = check_hand_ins(hand_ins, rules, hand_after_going_out=knock_kept)
    tag = drafts_tag(number, drafts, game.version)
    return DraftBoard(number, tuple(seats), wild_rank_of(drafts), problems, tag)
