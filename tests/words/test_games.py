"""Each game's words (``scorekeeper/words/games.py``): one record for every preset the engine
knows, and none for a game it does not; its name the engine's, in the page's language."""

from __future__ import annotations

from dataclasses import replace

from scorekeeper.rules import PRESETS
from scorekeeper.words.games import GAMES, GameWords, game_name


def test_every_preset_has_exactly_one_words_record_and_every_record_a_preset() -> None:
    """Issue "One record per game for its words": a game's name, description and limits are
    one record, by the preset's slug, in the engine's order (the order the pages list them)."""
    assert list(GAMES) == list(PRESETS)
    assert all(isinstance(words, GameWords) for words in GAMES.values())
    assert len({id(words) for words in GAMES.values()}) == len(GAMES)  # no record shared
    assert len({str(words.name) for words in GAMES.values()}) == len(GAMES)


def test_every_game_has_a_description() -> None:
    assert all(words.description.endswith(".") for words in GAMES.values())


def test_every_game_has_its_engine_name_to_translate() -> None:
    for slug, rules in PRESETS.items():
        assert str(GAMES[slug].name) == rules.name, slug
        assert game_name(slug) == game_name(rules) == rules.name, slug


def test_house_rules_keep_their_game_name_and_a_name_no_preset_has_is_kept() -> None:
    house = PRESETS["tonk"].with_options({"target": 100})
    assert game_name(house) == "Tonk"
    assert game_name(replace(house, name="Kitchen Tonk")) == "Kitchen Tonk"
