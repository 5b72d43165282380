"""The words of the meld, lay-off and final-discard problems (``scorekeeper/words/melds.py``):
each code, found by the engine with real parameters, says what the engine said before problems
had codes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules.problems import Problem
from scorekeeper.words import melds, say
from tests.words.meld_cases import CASES


@pytest.mark.parametrize(("code", "problem", "words"), CASES)
def test_each_code_says_what_the_engine_said(
    code: str, problem: Callable[[], Problem | None], words: str
) -> None:
    raised = problem()
    assert raised is not None and raised.code == code
    assert say(raised) == words


def test_every_code_is_said_above() -> None:
    assert set(melds.WORDS) == {code for code, _, _ in CASES}
