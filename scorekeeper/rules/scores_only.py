"""Scores only (preset ``scores-only``): any card game kept as a score pad keeps it, each deal
typed as every player's score, nothing checked (:mod:`~scorekeeper.rules.typed_scores`).

A deal typed as scores in any other game is scored the same way (:func:`score_typed_deal`).
"""

from __future__ import annotations

from .deal import DealScore
from .deal_checks import verify_names
from .game import DealFacts, Game
from .typed_scores import score_typed


class ScoresOnly(Game):
    """The score pad: every deal is typed; the game ends by the target and the number of deals
    the table set, as any game does."""

    scoring = "typed"

    def score(self, facts: DealFacts) -> DealScore:
        return score_typed_deal(facts)


SCORES_ONLY_GAME = ScoresOnly()


def score_typed_deal(facts: DealFacts) -> DealScore:
    """A deal entered as typed scores: the players, the wild rank and the deal's number are
    checked as for cards (a deal's facts, whoever counts its points); the scores are taken as
    typed (:func:`~scorekeeper.rules.typed_scores.score_typed`).

    :raises RulesError: for a wild rank or a deal number the game refuses.
    :raises PlayerNameError: for a missing or repeated name, or an unknown ``went_out``.
    :raises DealError: as :func:`~scorekeeper.rules.typed_scores.score_typed`.
    """
    rules = facts.rules
    rules.verify_wild_rank(facts.wild_rank)
    if facts.number is not None:
        rules.verify_number(facts.number)
    verify_names(facts.players, facts.went_out)
    rules.verify_players(len(facts.players))
    return score_typed(facts.players, facts.went_out)
