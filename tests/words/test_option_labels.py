"""The words of the house-rule options and of each game (``scorekeeper/words/option_labels.py``,
``scorekeeper/words/presets.py``): every option the engine takes and every game it knows has
them, and nothing else does."""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.rules import OPTIONS, PRESETS
from scorekeeper.words.option_labels import OPTION_WORDS
from scorekeeper.words.presets import DESCRIPTIONS, NAMES, game_name


def test_every_option_has_a_label_a_description_and_words_for_each_choice() -> None:
    assert list(OPTION_WORDS) == list(OPTIONS)  # in the engine's order, as the rules page lists
    for name, spec in OPTIONS.items():
        words = OPTION_WORDS[name]
        assert words.label and words.description.endswith("."), name
        assert tuple(words.choices) == spec.choices, name


def test_every_game_has_a_description() -> None:
    assert list(DESCRIPTIONS) == list(PRESETS)
    assert all(description.endswith(".") for description in DESCRIPTIONS.values())


def test_every_game_has_its_engine_name_to_translate() -> None:
    assert list(NAMES) == list(PRESETS)
    for slug, rules in PRESETS.items():
        assert str(NAMES[slug]) == rules.name, slug
        assert game_name(slug) == game_name(rules) == rules.name, slug


def test_house_rules_keep_their_game_name_and_a_name_no_preset_has_is_kept() -> None:
    house = PRESETS["tonk"].with_options({"target": 100})
    assert game_name(house) == "Tonk"
    assert game_name(replace(house, name="Kitchen Tonk")) == "Kitchen Tonk"
