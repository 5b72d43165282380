"""The words of the house-rule options (``scorekeeper/words/option_labels.py``): every option the
engine takes has them, and nothing else does (each game's words: ``test_games.py``)."""

from __future__ import annotations

from scorekeeper.rules import OPTIONS
from scorekeeper.words.option_labels import OPTION_WORDS


def test_every_option_has_a_label_a_description_and_words_for_each_choice() -> None:
    assert list(OPTION_WORDS) == list(OPTIONS)  # in the engine's order, as the rules page lists
    for name, spec in OPTIONS.items():
        words = OPTION_WORDS[name]
        assert words.label and words.description.endswith("."), name
        assert tuple(words.choices) == spec.choices, name
