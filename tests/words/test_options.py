"""The words of a game's rules refused (``scorekeeper/words/options.py``): every code of the
areas ``option``, ``variant``, ``players``, ``deal_number`` and ``wild_rank``, raised by the
engine with real input and said exactly as the engine said it before problems had codes.

Sources: 000 pagat 5000 Rummy (Variations, Cards), 004 rummy family (Rummy, Contract Rummy,
Koon Kan), as cited by the rules each refusal holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from scorekeeper.rules import PRESETS, Rank, RulesError, find_preset
from scorekeeper.rules.partnerships import team_seats
from scorekeeper.rules.problems import Problem
from scorekeeper.words import options as words
from scorekeeper.words import say

REFUSED_OPTIONS = [
    (
        "option.not_an_object",
        "5000-rummy",
        [("target", 1000)],
        'The options must be an object of option names and values, like {"target": 500}.',
    ),
    (
        "option.unknown",
        "5000-rummy",
        {"jokerz": 2},
        "The option 'jokerz' is unknown: check its spelling.",
    ),
    (
        "option.cannot_be_null",
        "5000-rummy",
        {"sets_allowed": None},
        "The option 'sets_allowed' cannot be null: give it a value, or leave it out.",
    ),
    (
        "option.not_true_or_false",
        "5000-rummy",
        {"wild_upcard": "yes"},
        "The option 'wild_upcard' must be true or false, not 'yes'.",
    ),
    (
        "option.not_a_choice",
        "5000-rummy",
        {"aces": "middle"},
        "The option 'aces' must be one of 'low', 'high', 'low_or_high', not 'middle'.",
    ),
    (
        "option.not_a_whole_number",
        "5000-rummy",
        {"target": "500"},
        "The option 'target' must be a whole number, not '500'.",
    ),
    (
        "option.too_small",
        "5000-rummy",
        {"target": 0},
        "The option 'target' must be at least 1, not 0.",
    ),
    (
        "option.too_large",
        "5000-rummy",
        {"decks": 1000},
        "The option 'decks' can be at most 6, not 1000.",
    ),
    (
        "option.beyond_max_number",
        "5000-rummy",
        {"target": 2_000_000},
        "The option 'target' can be at most 1,000,000, not 2,000,000.",
    ),
    (
        "option.beyond_max_number",
        "5000-rummy",
        {"decks": 10**400},
        "The option 'decks' can be at most 1,000,000, not a number that long.",
    ),
    (
        "option.not_a_list",
        "5000-rummy",
        {"removed_ranks": "2"},
        "The option 'removed_ranks' must be a list, not '2'.",
    ),
    (
        "option.unreadable",
        "5000-rummy",
        {"removed_ranks": ["Z"]},
        "The option 'removed_ranks' does not read: 'Z' is not a rank. Write A, 2 to 10, J, Q or K.",
    ),
    (
        "option.joker_always_wild",
        "5000-rummy",
        {"permanent_wilds": ["JK"]},
        "The option 'permanent_wilds' cannot hold the joker: jokers are always wild, so add them "
        "with 'jokers'.",
    ),
    (
        "option.not_points",
        "5000-rummy",
        {"card_points": [1, 2]},
        "The option 'card_points' must be an object of ranks or cards and their points, like "
        '{"A": 15, "JK": 50}.',
    ),
    (
        "option.points_not_whole",
        "5000-rummy",
        {"card_points": {"A": -1}},
        "In the option 'card_points', the points for 'A' must be a whole number of at least 0.",
    ),
    (
        "option.row_keys",
        "contract-rummy",
        {"contracts": [{"sets": 1, "runs": 1}]},
        "In the option 'contracts', row 1 must have sets, runs, cards.",
    ),
    (
        "option.row_not_whole",
        "5000-rummy",
        {"hand_sizes": [{"players": 2, "cards": 0}]},
        "In the option 'hand_sizes', cards in row 1 must be a whole number of at least 1, not 0.",
    ),
    (
        "option.row_too_large",
        "5000-rummy",
        {
            "packs": [
                {"players": 1, "decks": 1, "jokers": 0},
                {"players": 3, "decks": 9, "jokers": 0},
            ]
        },
        "In the option 'packs', decks in row 2 can be at most 6, not 9.",
    ),
    (
        "option.contract_too_many_melds",
        "contract-rummy",
        {"contracts": [{"sets": 3, "runs": 2, "cards": 12}]},
        "In the option 'contracts', row 1 asks for more than 4 melds: a deal's contract is 4 "
        "melds at most.",
    ),
    ("option.no_rows", "5000-rummy", {"packs": []}, "The option 'packs' needs at least one row."),
    (
        "option.not_run_lengths",
        "continental-rummy",
        {"going_out_patterns": [[3, 2]]},
        "In the option 'going_out_patterns', each going-out hand must be a list of run lengths of "
        "at least 3.",
    ),
    (
        "option.players_min_above_max",
        "5000-rummy",
        {"players_min": 5, "players_max": 4},
        "The option 'players_min' (5) is more than the option 'players_max' (4): the fewest "
        "players can be as many as the most, not more.",
    ),
    (
        "option.count_down_with_target",
        "scores-only",
        {"count_down_from": 501, "winner": "lowest", "target": 500},
        "The option 'count_down_from': the game ends when a player reaches 0, so leave the "
        "option 'target' empty.",
    ),
    (
        "option.count_down_winner",
        "scores-only",
        {"count_down_from": 501},
        "The option 'count_down_from': the fewest points left wins, so set the option "
        "'winner' to the lowest total.",
    ),
    (
        "option.count_down_play_on",
        "scores-only",
        {"count_down_from": 501, "winner": "lowest", "tie_at_target": "play_on"},
        "The option 'count_down_from': players who reach 0 in the same deal win together, so "
        "set the option 'tie_at_target' to joint winners.",
    ),
    # 010 Score pads, Results: three points for a win, a draw one, a loss none.
    (
        "option.result_points_keys",
        "scores-only",
        {"result_points": {"win": 3, "draw": 1}},
        "The option 'result_points' must be an object of the points for win, draw, loss.",
    ),
    # 010 Score pads, Results: chess's half point, which totals of whole numbers keep as 2/1/0.
    (
        "option.result_points_whole",
        "scores-only",
        {"result_points": {"win": 1, "draw": 0.5, "loss": 0}},
        "In the option 'result_points', the points for 'draw' must be a whole number, not 0.5. "
        "Totals are whole numbers: score 1/½/0 as 2/1/0.",
    ),
    (
        "option.result_points_order",
        "scores-only",
        {"result_points": {"win": 0, "draw": 1, "loss": 3}},
        "The option 'result_points' cannot be 0/1/3: a win is worth more than a loss, and a draw "
        "no less than a loss and no more than a win, like 3/1/0.",
    ),
    (
        "option.results_with",
        "scores-only",
        {"result_points": {"win": 3, "draw": 1, "loss": 0}, "zero_sum": True},
        "The option 'result_points': each deal is scored by its results, so leave the option "
        "'zero_sum' off.",
    ),
]


def refused(ask: Callable[[], Any]) -> RulesError:
    with pytest.raises(RulesError) as caught:
        ask()
    return caught.value


@pytest.mark.parametrize(("code", "variant", "options", "said"), REFUSED_OPTIONS)
def test_each_refused_option_is_said_as_before(
    code: str, variant: str, options: Any, said: str
) -> None:
    error = refused(lambda: find_preset(variant).with_options(options))
    assert error.problem.code == code
    assert say(error) == said


@pytest.mark.parametrize(
    ("code", "ask", "said"),
    [
        (
            "variant.unknown",
            lambda: find_preset("gin"),
            f"There is no game 'gin': choose one of {', '.join(PRESETS)}.",
        ),
        # 004 Koon Kan: "pitting two players"; 004 Rummy: "2 to 6".
        (
            "players.wrong_count",
            lambda: find_preset("koon-kan").verify_players(3),
            "Koon Kan is for 2 players; 3 are named.",
        ),
        (
            "players.wrong_count",
            lambda: find_preset("rummy").verify_players(1),
            "Rummy is for 2 to 6 players; 1 is named.",
        ),
        # Yahoo! Games, Canasta: two partnerships, partners across from one another.
        (
            "teams.uneven",
            lambda: team_seats(5, 2),
            "5 players cannot play in 2 teams of two or more, seated apart.",
        ),
        (
            "deal_number.below_one",
            lambda: find_preset("contract-rummy").verify_number(0),
            "A deal's number is 1 or more.",
        ),
        # 004 Contract Rummy: "Games are always limited to seven rounds".
        (
            "deal_number.past_last",
            lambda: find_preset("contract-rummy").verify_number(8),
            "Contract Rummy has 7 deals; there is no deal 8.",
        ),
        # 000 Deal: "The dealer's first (face up) card is wild".
        (
            "wild_rank.missing",
            lambda: find_preset("5000-rummy").verify_wild_rank(None),
            "5000 Rummy needs the deal's wild rank: give the rank of the dealer's upcard.",
        ),
        (
            "wild_rank.not_in_game",
            lambda: find_preset("rummy").verify_wild_rank(Rank.TWO),
            "Rummy has no wild rank for a deal: leave it empty.",
        ),
        # 000 Variations (George): "a double 48-card pack without twos".
        (
            "wild_rank.taken_out",
            lambda: find_preset("george").verify_wild_rank(Rank.TWO),
            "George (2500 Rummy) is played without 2s, so no upcard makes them wild (000 pagat "
            "5000 Rummy, Variations, Cards; 004 Koon Kan).",
        ),
    ],
)
def test_each_game_refusal_is_said_as_before(code: str, ask: Callable[[], Any], said: str) -> None:
    error = refused(ask)
    assert error.problem.code == code
    assert say(error) == said


def test_every_code_of_the_area_is_said_above() -> None:
    tested = {code for code, *_ in REFUSED_OPTIONS} | {
        "variant.unknown",
        "players.wrong_count",
        "teams.uneven",
        "deal_number.below_one",
        "deal_number.past_last",
        "wild_rank.missing",
        "wild_rank.not_in_game",
        "wild_rank.taken_out",
    }
    assert tested == set(words.WORDS)


def test_a_form_names_each_option_its_own_way() -> None:
    """The new-game form names an option by its label; the API by its key, ``the option
    'target'``, with a capital where a sentence begins with it."""
    labels = {"players_min": "Fewest players", "players_max": "Most players"}
    said = words.option_words(lambda option: labels.get(option, words.option_named(option)))
    above = Problem("option.players_min_above_max", {"fewest": 5, "most": 4})
    assert said[above.code](above.params) == (
        "Fewest players (5) is more than Most players (4): the fewest players can be as many "
        "as the most, not more."
    )
    packs = Problem("option.no_rows", {"option": "packs"})
    assert said[packs.code](packs.params) == "The option 'packs' needs at least one row."
