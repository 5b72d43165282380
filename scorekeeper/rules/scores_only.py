"""Scores only (preset ``scores-only``): any card game kept as a score pad keeps it, each deal
typed as every player's score, nothing checked (:mod:`~scorekeeper.rules.typed_scores`), but
what the table's score pad asks (010 Score pads):

- **Zero-sum deals** (``zero_sum``): each deal's scores add up to 0, what one player wins the
  others lose (rummikub.org, Scoring: the winner "receives points equal to the sum of all tiles
  remaining in the other players' racks", each opponent "a negative score").
- **Counting down** (``count_down_from``): each player starts at the number, each deal's typed
  score is taken off it, and the first to reach exactly 0 wins (darts' 501: "The winner is the
  player who scores exactly 0 points"); a score that would take a player below 0 is refused,
  as darts counts a "bust" as no score. After the table's number of deals the fewest points
  left win ("If none of the players gets to zero in 20 turns, the player with the lower point
  wins", flyordie.com, Darts 501).
- **Results** (``result_points``): each deal is entered as each player's result, a win, a draw
  or a loss, and scores the points the table set for it (3/1/0, or 2/1/0 for chess's 1/½/0):
  :mod:`~scorekeeper.rules.results`.

A deal typed as scores in any other game is scored the same way, without them
(:func:`score_typed_deal`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .deal import DealScore
from .deal_checks import verify_names
from .errors import DealError
from .game import DealFacts, Game, target_outcome
from .options import Rules
from .problems import Param, Problem
from .results import score_results
from .typed_scores import score_typed, verify_zero_sum


class ScoresOnly(Game):
    """The score pad: every deal is typed; the game ends by the target and the number of deals
    the table set, as any game does, or counting down when a player reaches 0."""

    scoring = "typed"

    def sums_to_zero(self, rules: Rules) -> bool:
        """A score pad keeping zero-sum deals (``zero_sum``, 010 Score pads)."""
        return rules.zero_sum

    def reads_earlier(self, rules: Rules) -> bool:
        """Counting down, a score taking a player below 0 is refused: what each has left is
        read from the earlier deals (010 Score pads)."""
        return rules.counts_down

    def score(self, facts: DealFacts) -> DealScore:
        """A typed deal (:func:`score_typed_deal`), then the score pad's house rules.

        :raises DealError: as :func:`score_typed_deal`; ``typed.not_zero_sum`` (``total``) at
            the first player's score where the table keeps zero-sum deals and the scores do not
            add up to 0; ``typed.below_zero`` (``name``, ``left``, ``taken``) at a player's
            score that would take them below 0 counting down; where the deals are scored by
            their results, :func:`~scorekeeper.rules.results.score_results`' errors in place of
            the typed scores'.
        """
        rules = facts.rules
        points = rules.scores_results
        if points is not None:
            verify_typed_facts(facts)
            return score_results(facts.players, points, facts.went_out)
        deal = score_typed_deal(facts)
        if rules.zero_sum:
            verify_zero_sum(deal)
        if not rules.counts_down:
            return deal
        if not facts.starting:  # a deal scored alone: every player at the number
            facts = dataclasses.replace(
                facts, starting=opening_scores(rules, [0] * len(deal.players))
            )
        players = []
        for seat, player in enumerate(deal.players):
            left = facts.total_before(seat)
            if left - player.score < 0:
                said: dict[str, Param] = {"name": player.name, "left": left, "taken": player.score}
                raise DealError(Problem("typed.below_zero", said, ("players", seat, "score")))
            players.append(dataclasses.replace(player, score=-player.score))
        return dataclasses.replace(deal, players=tuple(players))

    def outcome(
        self,
        rules: Rules,
        totals: dict[str, int],
        played: int,
        last_out: str | None,
        last: DealScore | None = None,
    ) -> tuple[bool, tuple[str, ...]]:
        """Counting down, the game is over once a player has 0 left (those who reach it in
        the same deal win together), or after the table's number of deals, the fewest left
        winning; else by the target and the number of deals (:func:`target_outcome`)."""
        if not rules.counts_down:
            return target_outcome(rules, totals, played, last_out)
        count = rules.deal_count
        if count is not None and played >= count:
            return target_outcome(rules, totals, played, last_out)
        out = tuple(name for name, total in totals.items() if total <= 0)
        return bool(out), out


SCORES_ONLY_GAME = ScoresOnly()


def opening_scores(rules: Rules, starting: Sequence[int]) -> tuple[int, ...]:
    """Each player's points before the game's first deal, from their ``starting`` scores (a
    game resumed from paper, 0 for none): as given, but in a score pad counting down (010 Score
    pads, Counting down), where each player starts at ``count_down_from`` and a score from
    paper is what the player has left, 0 standing for none (a player with 0 left has won).

    >>> from scorekeeper.rules.presets import find_preset
    >>> opening_scores(find_preset("scores-only").with_options(
    ...     {"count_down_from": 501, "winner": "lowest"}), [0, 320])
    (501, 320)
    """
    if not rules.counts_down:
        return tuple(starting)
    return tuple(points or rules.count_down_from or 0 for points in starting)


def score_typed_deal(facts: DealFacts) -> DealScore:
    """A deal entered as typed scores: the players, the wild rank and the deal's number are
    checked as for cards (a deal's facts, whoever counts its points); the scores are taken as
    typed (:func:`~scorekeeper.rules.typed_scores.score_typed`).

    :raises RulesError: for a wild rank or a deal number the game refuses.
    :raises PlayerNameError: for a missing or repeated name, or an unknown ``went_out``.
    :raises DealError: as :func:`~scorekeeper.rules.typed_scores.score_typed`.
    """
    verify_typed_facts(facts)
    return score_typed(facts.players, facts.went_out)


def verify_typed_facts(facts: DealFacts) -> None:
    """Check what a typed deal holds beside its scores: the wild rank, the deal's number, the
    names and who went out, and the number of players.

    :raises RulesError: for a wild rank or a deal number the game refuses, or players it does
        not take.
    :raises PlayerNameError: for a missing or repeated name, or an unknown ``went_out``.
    """
    rules = facts.rules
    rules.verify_wild_rank(facts.wild_rank)
    if facts.number is not None:
        rules.verify_number(facts.number)
    verify_names(facts.players, facts.went_out)
    rules.verify_players(len(facts.players))
