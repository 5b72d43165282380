"""Phase 10 (preset ``phase-10``): ten phases laid down one a deal, the cards left in hand
counted against their holder (012 Phase 10; docs/rule-sources.md).

Each player works on a phase, a set of melds of given kinds (:data:`PHASES`): a *set* of one
number in any colours, a *run* of consecutive numbers in any colours, or a *colour group* of
cards of one colour; each at least as long as the phase says, and longer if the player lays
more (012 rf-onlinegame.com: "A player may lay down more than the minimum requirements of a
Phase"). A wild card stands for any card, but no meld is of wild cards alone (012 tekatrade.com:
"as long as it isn't a run or set of wild cards by themselves"); a skip is in no meld (012
Wikipedia's copy: "A Skip card cannot be used to complete any phase"). A player who lays down
their phase moves on to the next phase for the next deal; a player who does not stays on it
(012 ourpastimes.com, The Phases). The deal ends when a player goes out, having laid down the
phase and got rid of every card; the others' cards left in hand count against them: 1 to 9 five
points, 10 to 12 ten, a skip 15, a wild card 25 (012 ourpastimes.com, gamexpla.in). The game
ends after the deal in which a player completes the tenth phase; of those who did in that deal,
the lowest total wins (012 everything2.com, gamexpla.in).

How a deal is entered: each player's ``melds`` are the phase they laid down, one meld a part
of it (``()``: nothing laid down); their ``hand`` the cards left in hand; what they laid off
(hit) on the table's phases need not be entered. Under the house rule ``phase_order="any_order"``
(012 Phase 10 Masters: "Phases can be done in any order") a player who laid down a phase says
which (``said="phase_4"``). Each player's phase at a deal is read from the earlier deals
(:meth:`PhaseTen.reads_earlier`): each deal's score carries the phases each player has completed
after it (``PlayerScore.stages``).

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.scoring import score_deal
>>> deal = score_deal(find_preset("phase-10"), [
...     PlayerDeal("Ann", melds=(Card.parse("7R 7B JK"), Card.parse("9G 9Y 9Y"))),
...     PlayerDeal("Bob", hand=Card.parse("12R SKIP 3B")),
... ], "Ann")
>>> [(player.name, player.score, player.stages) for player in deal.players]
[('Ann', 0, (1,)), ('Bob', 30, ())]
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import Card
from .deal import SAYINGS, DealScore, PlayerDeal, PlayerScore, Said
from .deal_checks import verify_empty_hand
from .errors import DealError
from .game import DealFacts, Game
from .options import Rules
from .problems import Param, Path, Problem

PartKind = Literal["set", "run", "colour"]
"""What one part of a phase is: a set (one number, any colours), a run (consecutive numbers,
any colours) or a colour group (one colour, any numbers) (012 everything2.com, ourpastimes.com,
The Phases)."""


@dataclass(frozen=True)
class Part:
    """One part of a phase: a meld of ``kind`` with ``least`` cards or more."""

    kind: PartKind
    least: int


PHASES: tuple[tuple[Part, ...], ...] = (
    (Part("set", 3), Part("set", 3)),
    (Part("set", 3), Part("run", 4)),
    (Part("set", 4), Part("run", 4)),
    (Part("run", 7),),
    (Part("run", 8),),
    (Part("run", 9),),
    (Part("set", 4), Part("set", 4)),
    (Part("colour", 7),),
    (Part("set", 5), Part("set", 2)),
    (Part("set", 5), Part("set", 3)),
)
"""The ten phases, phase 1 first (012 everything2.com; ourpastimes.com, The Phases): two sets
of 3; a set of 3 and a run of 4; a set of 4 and a run of 4; a run of 7; of 8; of 9; two sets of
4; 7 cards of one colour; a set of 5 and a set of 2; a set of 5 and a set of 3."""

LAST_PHASE = len(PHASES)
"""The tenth phase: the game ends after the deal a player completes it (012)."""

HIGHEST_NUMBER = 12
"""The numbered cards run 1 to 12 (012 ourpastimes.com, The Deck); a run never goes round from
12 to 1."""

PHASE_SAYINGS: tuple[Said, ...] = tuple(said for said in SAYINGS if said.startswith("phase_"))
"""What a player says under ``phase_order="any_order"``: the phase laid down in the deal (012
Phase 10 Masters, Variant 2: "The player declares what phase they are completing as they lay
down the phase")."""


def phase_said(said: str | None) -> int | None:
    """The phase a player said they laid down (``"phase_4"``: 4), ``None`` for nothing said."""
    if said is None or not said.startswith("phase_"):
        return None
    return int(said.removeprefix("phase_"))


def fits(cards: Sequence[Card], part: Part) -> bool:
    """Whether ``cards`` make ``part``: at least ``part.least`` cards, no skip, at least one
    natural card, and the natural cards of one number (a set), of one colour (a colour group),
    or of different numbers that a stretch of 1 to 12 as long as the meld holds (a run, the wild
    cards filling the gaps) (012: sets and runs in any colours; wild cards stand for any card,
    never a meld of wild cards alone; a skip in no meld).

    >>> fits(Card.parse("4R JK 6B 7G"), Part("run", 4))
    True
    >>> fits(Card.parse("10R 11B 12G JK"), Part("run", 4))
    True
    >>> fits(Card.parse("JK JK JK"), Part("set", 3))
    False
    """
    problem = part_problem(cards, part)
    return problem is None


def part_problem(cards: Sequence[Card], part: Part) -> str | None:
    """Why ``cards`` do not make ``part`` (:func:`fits`), in a word: ``"short"``, ``"skip"``,
    ``"all_wild"``, ``"mixed"`` (the natural cards do not make the kind); ``None`` where they
    do."""
    if any(card.skip for card in cards):
        return "skip"
    if len(cards) < part.least:
        return "short"
    naturals = [card for card in cards if not card.is_joker]
    if not naturals:
        return "all_wild"
    if part.kind == "colour":
        return None if len({card.suit for card in naturals}) == 1 else "mixed"
    numbers = [card.rank.value for card in naturals if card.rank is not None]
    if part.kind == "set":
        return None if len(set(numbers)) == 1 else "mixed"
    if len(set(numbers)) != len(numbers):
        return "mixed"
    span = max(numbers) - min(numbers) + 1
    return None if span <= len(cards) <= HIGHEST_NUMBER else "mixed"


@dataclass(frozen=True)
class PhaseVerdict:
    """The phase check's verdict on a player's melds as one phase (:func:`check_phase`).

    :ivar valid: the melds make the phase.
    :ivar meld: the meld (from 0) that fails, where one does; ``None`` where the count of
        melds is wrong, or they make the phase.
    :ivar part: the part of the phase that meld was to make.
    :ivar reason: ``"count"`` (as many melds as the phase has parts are needed), or as
        :func:`part_problem` says.
    """

    valid: bool
    meld: int | None = None
    part: Part | None = None
    reason: str | None = None


def check_phase(melds: Sequence[Sequence[Card]], phase: int) -> PhaseVerdict:
    """Whether ``melds`` (each a sequence of cards, as laid down) make phase ``phase`` (1 to 10,
    :data:`PHASES`): one meld a part, in any order, each meld making its part (:func:`fits`).
    Where no order works, the verdict names the first meld that fails in the order that makes
    the most parts.

    >>> check_phase([Card.parse("8R 8B 8G"), Card.parse("2Y 3Y 4R 5B")], 2).valid
    True
    >>> verdict = check_phase([Card.parse("8R 8B 8G"), Card.parse("2Y 2R 2B 2G")], 2)
    >>> verdict.meld, verdict.part, verdict.reason
    (1, Part(kind='run', least=4), 'mixed')
    """
    parts = PHASES[phase - 1]
    if len(melds) != len(parts):
        return PhaseVerdict(False, reason="count")
    best: PhaseVerdict | None = None
    best_made = -1
    for order in itertools.permutations(parts):
        problems = [part_problem(meld, part) for meld, part in zip(melds, order, strict=True)]
        if all(problem is None for problem in problems):
            return PhaseVerdict(True)
        made = sum(problem is None for problem in problems)
        if made > best_made:
            first = next(i for i, problem in enumerate(problems) if problem is not None)
            best, best_made = PhaseVerdict(False, first, order[first], problems[first]), made
    assert best is not None
    return best


def completed(score: PlayerScore | None) -> tuple[int, ...]:
    """The phases a player has completed after a deal, in the order completed (``()`` before
    the first deal, or after a deal entered as typed scores, which says nothing of phases)."""
    return () if score is None else score.stages


def phases_done(names: Sequence[str], earlier: Sequence[DealScore]) -> dict[str, tuple[int, ...]]:
    """Each player's completed phases before the next deal, read from the ``earlier`` deals'
    scores (in the order played): the last deal whose scores carry them. Phases done are never
    undone, so a deal that carries fewer for a player (one entered as typed scores, which
    completes no phase, or one the player was not dealt into) leaves them as they were."""
    done: dict[str, tuple[int, ...]] = {name: () for name in names}
    for deal in earlier:
        if deal.typed:
            continue
        for player in deal.players:
            if player.name in done and len(player.stages) >= len(done[player.name]):
                done[player.name] = player.stages
    return done


def current_phase(rules: Rules, done: Sequence[int]) -> int | None:
    """The phase a player works on, having completed ``done``: the next in order (012
    ourpastimes.com: "If a player completes one of the 10 phases, he moves on to the next
    phase"), ``None`` once all ten are done; under ``phase_order="any_order"`` the lowest not
    yet done (the player chooses among those not done: 012 Phase 10 Masters)."""
    return next((phase for phase in range(1, LAST_PHASE + 1) if phase not in done), None)


class PhaseTen(Game):
    """Phase 10's deals: each player's melds checked against the phase they are on (or, under
    ``phase_order="any_order"``, the phase they said), the hands counted against them."""

    scoring = "phase_10"
    lays_off = False

    def reads_earlier(self, rules: Rules) -> bool:
        """The phase each player is on comes from the earlier deals (012 ourpastimes.com, The
        Phases: "Players who do not complete the phase must repeat it")."""
        return True

    def sayings_for(self, rules: Rules) -> tuple[Said, ...]:
        """Under ``phase_order="any_order"`` the phase a player laid down (:data:`PHASE_SAYINGS`);
        else nothing: the phase follows from the earlier deals."""
        return PHASE_SAYINGS if rules.phase_order == "any_order" else ()

    def score(self, facts: DealFacts) -> DealScore:
        facts.rules.verify_players(len(facts.players))
        done = phases_done(facts.names, facts.earlier)
        scores = []
        for seat, player in enumerate(facts.players):
            stages = done[player.name]
            laid = verify_player(facts, seat, player, stages)
            if laid is not None:
                stages = (*stages, laid)
            hand = sum(facts.rules.card_value(card, None) for card in player.hand)
            scores.append(PlayerScore(player.name, 0, hand, 0, hand, stages=stages))
        return DealScore(tuple(scores), facts.went_out)

    def outcome(
        self,
        rules: Rules,
        totals: dict[str, int],
        played: int,
        last_out: str | None,
        last: DealScore | None = None,
    ) -> tuple[bool, tuple[str, ...]]:
        """Over after the deal in which a player completed the tenth phase (every phase done,
        under any order); the one who did wins, and of several, the lowest total (012
        everything2.com: "The first person to complete phase 10 wins"; gamexpla.in: "If
        multiple players complete the tenth phase in the same round, the player with the
        fewest points wins"), tied players together."""
        if last is None or last.typed:
            return False, ()
        finished = [p.name for p in last.players if len(p.stages) >= LAST_PHASE]
        if not finished:
            return False, ()
        lowest = min(totals[name] for name in finished)
        return True, tuple(name for name in finished if totals[name] == lowest)

    def player_marks(
        self, rules: Rules, names: Sequence[str], earlier: Sequence[DealScore]
    ) -> Mapping[str, int | None]:
        """Each player's phase for the next deal (``None``: all ten done), read from the
        ``earlier`` deals."""
        done = phases_done(names, earlier)
        return {name: current_phase(rules, done[name]) for name in names}


PHASE_10_GAME = PhaseTen()


def verify_player(
    facts: DealFacts, seat: int, player: PlayerDeal, done: Sequence[int]
) -> int | None:
    """One player's entry: the melds, where any, make the phase the player is on (or said,
    under ``phase_order="any_order"``); a player who went out laid down their phase and holds
    no card.

    :returns: the phase laid down, ``None`` for none.
    :raises DealError: ``phase_10.phase_not_said`` (``name``) at ``said``;
        ``phase_10.phase_done`` (``name``, ``phase``) at ``said``; ``phase_10.all_done``
        (``name``) at the melds; ``phase_10.meld_count`` (``name``, ``phase``, ``melds``) at
        the melds; ``phase_10.not_part`` (``name``, ``phase``, ``cards``, ``kind``, ``least``,
        ``reason``) at the meld; ``phase_10.out_without_phase`` (``name``, ``phase``) at
        ``went_out``; ``going_out.cards_left_in_hand`` at the hand.
    """
    rules = facts.rules
    said: dict[str, Param] = {"name": player.name}
    phase = current_phase(rules, done)
    if rules.phase_order == "any_order":
        chosen = phase_said(player.said)
        if player.melds and chosen is None:
            raise DealError(Problem("phase_10.phase_not_said", said, ("players", seat, "said")))
        if chosen is not None and chosen in done:
            said |= {"phase": chosen}
            raise DealError(Problem("phase_10.phase_done", said, ("players", seat, "said")))
        phase = chosen if player.melds else phase
    melds_path: Path = ("players", seat, "melds")
    if player.melds:
        if phase is None:
            raise DealError(Problem("phase_10.all_done", said, melds_path))
        verdict = check_phase(player.melds, phase)
        said |= {"phase": phase}
        if verdict.reason == "count":
            said |= {"melds": len(player.melds)}
            raise DealError(Problem("phase_10.meld_count", said, melds_path))
        if not verdict.valid:
            assert verdict.meld is not None and verdict.part is not None
            meld = player.melds[verdict.meld]
            said |= {
                "cards": tuple(str(card) for card in meld),
                "kind": verdict.part.kind,
                "least": verdict.part.least,
                "reason": verdict.reason,
            }
            raise DealError(Problem("phase_10.not_part", said, (*melds_path, verdict.meld)))
    if player.name == facts.went_out:
        if not player.melds:
            said |= {"phase": phase}
            raise DealError(Problem("phase_10.out_without_phase", said, ("went_out",)))
        verify_empty_hand(seat, player)
    return phase if player.melds else None
