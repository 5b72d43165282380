"""The words for the engine's and the scorebook's problems: one place on the web side turns a
problem's code and parameters into a sentence for a player.

Each module here holds the words of one area (``melds``, ``deals``...) as a mapping from code to
a function of the parameters (:data:`area.Area`); :func:`say` looks a problem up among them all.

>>> from scorekeeper.rules.problems import Problem
>>> say(Problem("meld.wild_rank_not_chosen"))
'Choose the wild rank to check this meld.'
"""

from __future__ import annotations

from scorekeeper.rules.problems import Problem, ProblemError

from . import api, cards, deals, melds, options, scorebook
from .area import Area, Words


def _merged(*areas: Area) -> dict[str, Words]:
    words: dict[str, Words] = {}
    for area in areas:
        if twice := words.keys() & area.keys():
            raise RuntimeError(f"codes worded twice: {sorted(twice)}")
        words.update(area)
    return words


WORDS = _merged(
    api.WORDS,
    cards.WORDS,
    deals.WORDS,
    melds.WORDS,
    options.WORDS,
    scorebook.WORDS,
)
"""Every code's words."""


def say(problem: Problem | ProblemError) -> str:
    """The problem (or an error's problem) in a player's words.

    :raises KeyError: for a code that has no words (a test renders every code).
    """
    if isinstance(problem, ProblemError):
        problem = problem.problem
    return WORDS[problem.code](problem.params)
