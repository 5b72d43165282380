"""The words of the card problems (``scorekeeper/words/cards.py``): each code, raised by the
engine with real parameters, says what the engine said before problems had codes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules.problems import Problem
from scorekeeper.words import cards, say
from tests.words.card_cases import CASES


@pytest.mark.parametrize(("code", "problem", "words"), CASES)
def test_each_code_says_what_the_engine_said(
    code: str, problem: Callable[[], Problem], words: str
) -> None:
    raised = problem()
    assert raised.code == code
    assert say(raised) == words


def test_every_code_is_said_above() -> None:
    assert set(cards.WORDS) == {code for code, _, _ in CASES}
