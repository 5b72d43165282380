"""Tests for ``scorekeeper.rules.options``: the presets as the seeds define them, and house rules.

Sources: 000 pagat 5000 Rummy (Players and Cards, Deal, Melds, Scoring, Variations) and
001 pagat 500 Rummy (Players and Cards, The Melds, The Scoring); the issue's option validation
(unknown key, wrong type, out of range raise RulesError naming the option).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from scorekeeper.rules import JOKER, OPTIONS, PRESETS, Card, Rules, RulesError, find_preset
from scorekeeper.rules.problems import Problem

FIVE_THOUSAND = find_preset("5000-rummy")
FIVE_HUNDRED = find_preset("500-rummy")


def test_presets_are_registered_by_slug() -> None:
    """STYLE point 5: presets looked up by a stable slug."""
    for slug, rules in PRESETS.items():
        assert rules.variant == slug and find_preset(slug) is rules
        assert re.fullmatch(r"[0-9a-z]+(-[0-9a-z]+)*", slug), slug  # stable in an address
    assert PRESETS["5000-rummy"] is FIVE_THOUSAND
    assert FIVE_THOUSAND.variant == "5000-rummy"
    assert FIVE_HUNDRED.variant == "500-rummy"


def test_find_preset_unknown_slug() -> None:
    """STYLE point 5: an unknown slug raises (a ValueError) naming it and the known ones."""
    with pytest.raises(RulesError) as caught:
        find_preset("phase-11")
    problem = caught.value.problem
    assert problem.code == "variant.unknown"
    assert problem.params["variant"] == "phase-11"
    assert problem.params["known"] == tuple(PRESETS)
    assert caught.value.option is None
    assert isinstance(caught.value, ValueError)


# --- 5000 Rummy --------------------------------------------------------------------------------


def test_5000_target() -> None:
    """000 pagat 5000 Rummy, Scoring: "until one or more players reaches a cumulative score of
    5000 or more. At that point, the player who has most points is the winner"."""
    assert FIVE_THOUSAND.target == 5000
    assert FIVE_THOUSAND.winner == "highest"


def test_5000_wild_upcard() -> None:
    """000 pagat 5000 Rummy, Deal: "The dealer's first (face up) card is wild for the current
    deal"."""
    assert FIVE_THOUSAND.wild_upcard is True


def test_5000_card_points() -> None:
    """000 pagat 5000 Rummy, Scoring: "Aces and wild cards are worth 100 points each, provided
    that aces are not wild; If aces are wild, they are worth 200 points each; Kings, Queens,
    Jacks and Tens are worth 10 points each if not wild; Numeral cards from 2 to 9 are worth
    5 points each if not wild"."""
    expected = {
        "A": 100,
        "2": 5, "3": 5, "4": 5, "5": 5, "6": 5, "7": 5, "8": 5, "9": 5,
        "10": 10, "J": 10, "Q": 10, "K": 10,
    }  # fmt: skip
    assert dict(FIVE_THOUSAND.card_points) == expected
    assert FIVE_THOUSAND.wild_points == 100
    assert FIVE_THOUSAND.wild_ace_points == 200
    assert FIVE_THOUSAND.ace_low_points is None


def test_5000_unmelded_cards_go_to_the_player_who_went_out() -> None:
    """000 pagat 5000 Rummy, Scoring: "if the play ended by one of the players going out, that
    player scores the value of all the cards remaining in the other players' hands"."""
    assert FIVE_THOUSAND.unmelded == "to_player_out"
    assert FIVE_THOUSAND.going_out_bonus == 0


def test_5000_melds() -> None:
    """000 pagat 5000 Rummy, Melds: sets and runs; "a set may contain identical cards"; the ace
    "can be at the low end of a run ... or at the high end"."""
    assert FIVE_THOUSAND.sets_allowed and FIVE_THOUSAND.runs_allowed
    assert FIVE_THOUSAND.set_suits_distinct is False
    assert FIVE_THOUSAND.aces == "low_or_high"


@pytest.mark.parametrize(("players", "decks"), [(2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (8, 2)])
def test_5000_packs_for_players(players: int, decks: int) -> None:
    """000 pagat 5000 Rummy, Players and Cards: "3 or 4 players use a standard 52-card pack;
    from 5 to 8 players use two 52-card packs (104 cards)"; no jokers."""
    rules = FIVE_THOUSAND.for_players(players)
    assert rules.decks == decks
    assert rules.jokers == 0
    assert sum(rules.pack.values()) == 52 * decks
    assert rules.pack[JOKER] == 0


# --- 500 Rummy ---------------------------------------------------------------------------------


def test_500_target() -> None:
    """001 pagat 500 Rummy, Introduction and The Scoring: "the first player to reach a cumulative
    score of 500 or more ... the player with the highest score wins. In the event of a tie,
    further hands are played until there is a single winner"."""
    assert FIVE_HUNDRED.target == 500
    assert FIVE_HUNDRED.winner == "highest"
    assert FIVE_HUNDRED.tie_at_target == "play_on"


def test_500_card_points() -> None:
    """001 pagat 500 Rummy, Players and Cards: "2 ... 10 --- face value; Jack, Queen, King ---
    10 points each; Ace, Joker --- 15 points each. Exception: An ace melded with the 2 and 3 of
    the same suit ... scores 1 point instead of 15"."""
    expected = {
        "A": 15,
        "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
        "J": 10, "Q": 10, "K": 10,
    }  # fmt: skip
    assert dict(FIVE_HUNDRED.card_points) == expected
    assert FIVE_HUNDRED.wild_points == 15
    assert FIVE_HUNDRED.ace_low_points == 1


def test_500_has_no_wild_upcard() -> None:
    """001 pagat 500 Rummy, Jokers: only the jokers are wild."""
    assert FIVE_HUNDRED.wild_upcard is False


def test_500_scoring_subtracts_the_hand() -> None:
    """001 pagat 500 Rummy, The Scoring: "count the total value of the cards they have melded, and
    subtract the value of the cards they have left in their hands"."""
    assert FIVE_HUNDRED.unmelded == "subtract"
    assert FIVE_HUNDRED.going_out_bonus == 0


def test_500_melds() -> None:
    """001 pagat 500 Rummy, The Melds: "the cards of a group must all be of different suits";
    "An ace can count as low or high but not both"."""
    assert FIVE_HUNDRED.sets_allowed and FIVE_HUNDRED.runs_allowed
    assert FIVE_HUNDRED.set_suits_distinct is True
    assert FIVE_HUNDRED.aces == "low_or_high"


@pytest.mark.parametrize(
    ("players", "decks", "jokers", "cards"),
    [(2, 1, 2, 54), (3, 1, 2, 54), (4, 1, 2, 54), (5, 2, 4, 108), (8, 2, 4, 108)],
)
def test_500_packs_for_players(players: int, decks: int, jokers: int, cards: int) -> None:
    """001 pagat 500 Rummy, Players and Cards: "a standard 52 card deck plus two jokers, 54 cards
    in all ... When 5 or more people play, two decks shuffled together (108 cards)"."""
    rules = FIVE_HUNDRED.for_players(players)
    assert (rules.decks, rules.jokers) == (decks, jokers)
    assert sum(rules.pack.values()) == cards
    assert rules.pack[JOKER] == jokers


def test_pack_of_a_table_of_unknown_size_is_one_pack() -> None:
    """001 pagat 500 Rummy, Players and Cards: one pack and two jokers is the standard game."""
    assert sum(FIVE_HUNDRED.pack.values()) == 54
    assert sum(FIVE_THOUSAND.pack.values()) == 52


def test_fixed_decks_option_overrides_the_player_count() -> None:
    """000 pagat 5000 Rummy, Variations: "three or four players can play with a double deck (with
    4 jokers if used)"."""
    rules = FIVE_THOUSAND.with_options({"decks": 2, "jokers": 4}).for_players(3)
    assert (rules.decks, rules.jokers) == (2, 4)
    assert rules.pack[Card.from_str("7S")] == 2


def test_500_without_jokers_option() -> None:
    """001 pagat 500 Rummy, Variations: "500 Rum can be played ... without jokers"."""
    rules = FIVE_HUNDRED.with_options({"jokers": 0}).for_players(5)
    assert (rules.decks, rules.jokers) == (2, 0)
    assert rules.pack[JOKER] == 0


# --- with_options validation -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("no_such_option", 1),  # unknown key
        ("Decks", 2),  # keys are case-sensitive names
        ("decks", True),  # bool given for int
        ("decks", "2"),  # string for int
        ("decks", 1.5),
        ("decks", 0),  # below minimum (at least 1)
        ("decks", -1),
        ("jokers", -1),  # at least 0
        ("jokers", False),
        ("packs", []),  # at least one row
        ("packs", [{"players": 1, "decks": 0, "jokers": 0}]),
        ("packs", [{"players": 1, "decks": 1}]),  # a key missing
        ("deals", 0),
        ("max_wilds_per_meld", -1),
        ("removed_ranks", "2"),  # a list, not text
        ("removed_ranks", ["X"]),
        ("permanent_wilds", ["JK"]),  # jokers are wild already
        ("permanent_wilds", ["1S"]),
        ("contracts", [{"sets": -1, "runs": 1, "cards": 10}]),
        ("going_out_patterns", [[2, 3]]),  # runs of 3 or more
        ("upcard_cards", {"QS": 12}),  # by rank only
        ("players_max", 1),
        ("target", 0),  # at least 1
        ("target", "500"),
        ("target", True),
        ("wild_upcard", 1),  # int for bool
        ("wild_upcard", "yes"),
        ("sets_allowed", None),
        ("aces", "middle"),  # bad choice
        ("aces", 1),
        ("unmelded", "keep"),
        ("winner", "first"),
        ("tie_at_target", "coin_toss"),
        ("wild_points", -1),
        ("ace_low_points", -5),
        ("card_points", [1, 2]),  # not an object
        ("card_points", {"Z": 5}),  # bad rank key
        ("card_points", {"11": 5}),
        ("card_points", {"A": -1}),
        ("card_points", {"A": "50"}),
        ("card_points", {"A": True}),
        ("card_points", {"A": 1.5}),
    ],
)
@pytest.mark.parametrize("preset", [FIVE_THOUSAND, FIVE_HUNDRED], ids=["5000", "500"])
def test_with_options_rejects_bad_values_naming_the_option(
    preset: Rules, name: str, value: Any
) -> None:
    """Issue, Options validated: unknown key, wrong type, out of range raise RulesError naming the
    option (STYLE point 5)."""
    with pytest.raises(RulesError) as caught:
        preset.with_options({name: value})
    assert caught.value.option == name
    assert caught.value.problem.code.startswith("option.")
    assert caught.value.problem.params["option"] == name


def test_with_options_rejects_a_non_mapping() -> None:
    """Issue, Options validated: options are an object of names and values."""
    with pytest.raises(RulesError) as caught:
        FIVE_HUNDRED.with_options([("target", 1000)])  # type: ignore[arg-type]
    assert caught.value.problem.code == "option.not_an_object"
    assert caught.value.path == ()


def test_card_points_key_error_names_the_key() -> None:
    """Issue, Options validated: a bad card_points key is named."""
    with pytest.raises(RulesError) as caught:
        FIVE_THOUSAND.with_options({"card_points": {"Z": 5}})
    assert caught.value.problem.code == "option.unreadable"
    inner = caught.value.problem.params["problem"]
    assert isinstance(inner, Problem) and "'Z'" in str(inner.params)


@pytest.mark.parametrize(
    ("options", "attribute", "value"),
    [
        ({"target": 1500}, "target", 1500),  # 000 Variations: targets 1500 ... 10000
        ({"target": 10000}, "target", 10000),
        ({"decks": 3}, "decks", 3),  # 000 Variations: "five or more could use a triple deck"
        ({"decks": None}, "decks", None),
        ({"jokers": 0}, "jokers", 0),  # 001 Variations: playing without jokers
        ({"aces": "high"}, "aces", "high"),  # 000 Variations: "aces are always high"
        ({"sets_allowed": False}, "sets_allowed", False),  # 000 Variations: runs only
        ({"runs_allowed": False}, "runs_allowed", False),  # 000 Variations: George
        ({"unmelded": "subtract"}, "unmelded", "subtract"),  # 000 Variations: subtraction
        ({"going_out_bonus": 200}, "going_out_bonus", 200),  # 000 Variations: bonus of 200
        ({"ace_low_points": None}, "ace_low_points", None),
        ({"wild_points": 200}, "wild_points", 200),  # 000 Variations: wilds always 200
    ],
)
def test_with_options_accepts_good_values(
    options: dict[str, Any], attribute: str, value: Any
) -> None:
    """000 pagat 5000 Rummy, Variations and 001 pagat 500 Rummy, Variations: house rules laid
    over a preset; the preset itself is unchanged."""
    for preset in (FIVE_THOUSAND, FIVE_HUNDRED):
        before = getattr(preset, attribute)
        rules = preset.with_options(options)
        assert getattr(rules, attribute) == value
        assert getattr(preset, attribute) == before
        assert rules.variant == preset.variant


def test_card_points_merge_over_the_preset() -> None:
    """000 pagat 5000 Rummy, Variations: "Some players have a lower value of 50 for aces"; "Some
    groups value 9's and 8's as 10 points instead of 5". Keys are ranks in notation (T = 10)."""
    rules = FIVE_THOUSAND.with_options({"card_points": {"a": 50, "9": 10, "8": 10, "t": 20}})
    assert rules.card_points["A"] == 50
    assert rules.card_points["9"] == 10
    assert rules.card_points["8"] == 10
    assert rules.card_points["10"] == 20
    assert rules.card_points["7"] == 5  # unchanged from the preset
    assert rules.card_points["K"] == 10
    assert FIVE_THOUSAND.card_points["A"] == 100  # the preset is unchanged


def test_card_points_merge_over_the_500_preset() -> None:
    """001 pagat 500 Rummy, Variations, Card values 5/10/15: "Some players count the pip cards 2
    to 9 as all worth 5 points. The tens and face cards J, Q, K still count 10"."""
    pips = {str(number): 5 for number in range(2, 10)}
    rules = FIVE_HUNDRED.with_options({"card_points": pips, "ace_low_points": 5})
    assert rules.card_points["2"] == 5 and rules.card_points["9"] == 5
    assert rules.card_points["10"] == 10
    assert rules.card_points["A"] == 15
    assert rules.ace_low_points == 5


# --- options() round trip ----------------------------------------------------------------------


@pytest.mark.parametrize("preset", [FIVE_THOUSAND, FIVE_HUNDRED], ids=["5000", "500"])
def test_options_round_trip(preset: Rules) -> None:
    """STYLE point 5: store the slug and the overrides; ``with_options(options())`` gives the
    rules back."""
    assert preset.with_options(preset.options()) == preset


def test_options_round_trip_of_house_rules() -> None:
    """STYLE point 5: the round trip holds for rules with house rules too."""
    rules = FIVE_THOUSAND.with_options(
        {"target": 2500, "card_points": {"A": 50}, "decks": 2, "unmelded": "subtract"}
    )
    assert FIVE_THOUSAND.with_options(rules.options()) == rules
    assert FIVE_HUNDRED.with_options(rules.options()) != rules  # variant, name differ


def test_options_are_json_ready_and_name_every_option() -> None:
    """API docs: ``options()`` is JSON-ready and has every option in OPTIONS."""
    options = FIVE_HUNDRED.options()
    assert set(options) == set(OPTIONS)
    assert json.loads(json.dumps(options)) == options
    assert options["target"] == 500
    assert options["card_points"]["A"] == 15


def test_the_packs_jokers_and_contracts_a_game_takes_are_bounded() -> None:
    """008 emil.com, Hand and Foot: "6 (six) decks of cards are used, including jokers"; 004
    Contract Rummy: "5 | 2 sets, 2 sequences". Beyond them the engine refuses, so every table it
    judges holds at most the cards of six packs and twelve jokers."""
    contract = find_preset("contract-rummy")
    most = contract.with_options(
        {"decks": 6, "jokers": 12, "contracts": [{"sets": 1, "runs": 3, "cards": 12}]}
    )
    assert (most.decks, most.jokers, most.contracts[0].runs) == (6, 12, 3)
    for options, code, params in [
        ({"decks": 7}, "option.too_large", {"option": "decks", "most": 6, "value": 7}),
        ({"jokers": 13}, "option.too_large", {"option": "jokers", "most": 12, "value": 13}),
        (
            {"decks": 10**400},
            "option.beyond_max_number",
            {"option": "decks", "most": 1_000_000, "value": None},  # too long to carry
        ),
        (
            {"packs": [{"players": 1, "decks": 7, "jokers": 0}]},
            "option.row_too_large",
            {"option": "packs", "row": 1, "key": "decks", "most": 6, "value": 7},
        ),
        (
            {"contracts": [{"sets": 3, "runs": 2, "cards": 12}]},
            "option.contract_too_many_melds",
            {"option": "contracts", "row": 1, "most": 4},
        ),
    ]:
        with pytest.raises(RulesError) as error:
            contract.with_options(options)
        assert error.value.problem.code == code
        assert error.value.problem.params == params
        assert error.value.option == params["option"]
