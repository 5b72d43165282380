"""The list of each game's stated limits on the rules page (``scorekeeper/words/games.py``):
each limit the seeds state, its source line, and whether the app holds it.

Sources: 000 pagat 5000 Rummy, 001 pagat 500 Rummy, 003 5000 Rummy, 004 rummy family, each
limit citing its seed file and the line's own words.
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import PRESETS
from scorekeeper.words.games import GAMES
from tests.rules.notation import SOURCE_CODES


def test_every_game_lists_its_stated_limits_with_a_source() -> None:
    """Issue 13, item 6: each preset lists the limits its rule sources state, each citing its
    seed file (000-004) with the line's words, and saying how the app holds it or why not.
    A game whose deals are all typed (scores only) has no rule source, so no limit."""
    for slug, rules in PRESETS.items():
        limits = GAMES[slug].limits
        assert any(limit.enforced for limit in limits) != rules.typed_only
        for limit in limits:
            assert limit.source[:3] in SOURCE_CODES, limit
            # the line's own words; 006 (published descriptions on the web) is said in the
            # app's own words, never copied (docs/rule-sources.md)
            assert '"' in limit.source or limit.source.startswith("006"), limit
            assert limit.how.endswith("."), limit


@pytest.mark.parametrize(
    ("variant", "words", "enforced"),
    [
        ("continental-rummy", "2 to 12 players", True),
        ("continental-rummy", "nobody melds or builds except to go out", True),
        ("5000-rummy-subtract", "at most four cards with one deck", True),
        ("contract-rummy", "Seven deals", True),
        ("contract-rummy", '"May I"', False),
        ("500-rummy", "cannot change", True),
        ("koon-kan", "melded or discarded at once", False),
        # Issue 20: each held in every entry path, tested in tests/rules/test_limits.py.
        ("5000-rummy", "Each upcard is a card of the packs", True),
        ("george", "Each upcard is a card of the packs", True),
        ("tonk", "Five cards each; a tonk is the five cards dealt", True),
        ("rummy", "A deal ends only when a player goes out", True),
        ("rummy-11", "A deal ends only when a player goes out", True),
        ("rummy-11", "The rank of the cards dealt is wild", True),
        ("5000-rummy", "once the stock is empty", True),
        ("500-rummy", "the stock is empty", True),
        ("5000-rummy-subtract", "the stock runs out", True),
        ("5000-rummy-subtract", "no jokers", True),
        # Issue 38, item 1: tested in tests/rules/test_limits.py.
        ("rummy", "Ten cards each for two", True),
        ("koon-kan", "Ten cards each", True),
        ("continental-rummy", '"May I"', False),
        # Gin Rummy: tested in tests/rules/test_gin_rummy.py.
        ("gin-rummy", "A knock leaves at most 10 points", True),
        ("gin-rummy", "never after gin", True),
        ("gin-rummy", "discards face down", False),
        # Indian Rummy: tested in tests/rules/test_indian_rummy.py.
        ("indian-rummy", "one of them pure", True),
        ("indian-rummy", "one rejoin", True),
        ("indian-rummy", "discard pile", False),
    ],
)
def test_the_limits_list_says_which_are_held(variant: str, words: str, enforced: bool) -> None:
    """Issue 13, item 6: the list says which limits the app enforces (each enforced one here
    has its own test above or in test_stated.py) and which leave no trace in the cards."""
    (limit,) = [limit for limit in GAMES[variant].limits if words in limit.rule]
    assert limit.enforced is enforced
    if not enforced:
        assert "no trace" in limit.how
