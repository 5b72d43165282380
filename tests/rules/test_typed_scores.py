"""Typed scores (issue 39, item 1): a deal entered as each player's score, as a score pad
takes it ("type points", sums like 3+6+2), scored as typed and checked for nothing but its
form. No rule text speaks of it: it is the score pad's, not the game's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import Card, DealError, PlayerDeal, PlayerNameError, Rank, RulesError
from scorekeeper.rules.presets import find_preset
from scorekeeper.rules.scoring import score_deal, standings
from scorekeeper.rules.typed_scores import MOST_POINTS, MOST_TERMS, typed_points


@pytest.mark.parametrize(
    ("text", "points"),
    [("25", 25), ("-10", -10), ("+7", 7), ("25+40-10", 55), (" 3 + 6 + 2 ", 11), ("0", 0)],
)
def test_a_typed_sum_is_worked_out_as_typed(text: str, points: int) -> None:
    assert typed_points(text) == points


@pytest.mark.parametrize(
    "text",
    [
        *["", " ", "ten", "25+", "+", "2*3", "2.5", "25 40", "--5", "1e3"],
        # Digits of other scripts: Python's \d and int() read them (issue 49, item 11).
        *["\u0663", "\u07c3", "\uff13", "1\u0663", "25+\u0664\u0660", "\u0968"],
    ],
)
def test_what_is_no_sum_is_refused_in_its_own_words(text: str) -> None:
    with pytest.raises(DealError) as raised:
        typed_points(text, ("players", 1, "score"))
    assert raised.value.problem.code == "typed.not_a_sum"
    assert raised.value.problem.params["typed"] == text.strip()
    assert raised.value.path == ("players", 1, "score")


def test_a_sum_of_too_many_numbers_or_too_large_is_refused() -> None:
    with pytest.raises(DealError) as raised:
        typed_points("+".join(["1"] * (MOST_TERMS + 1)))
    assert raised.value.problem.code == "typed.too_long"
    assert typed_points("+".join(["1"] * MOST_TERMS)) == MOST_TERMS
    with pytest.raises(DealError) as raised:
        typed_points(str(MOST_POINTS + 1))
    assert raised.value.problem.code == "typed.too_large"
    with pytest.raises(DealError):
        typed_points(f"{MOST_POINTS}+1")  # each number fits, the sum does not
    assert typed_points(f"-{MOST_POINTS}") == -MOST_POINTS


@given(st.lists(st.integers(-999, 999), min_size=1, max_size=MOST_TERMS))
def test_any_sum_typed_is_its_arithmetic(numbers: list[int]) -> None:
    text = "".join(f"{number:+d}" for number in numbers)
    assert typed_points(text) == sum(numbers)


def typed(*scores: tuple[str, str]) -> list[PlayerDeal]:
    return [PlayerDeal(name, typed=score) for name, score in scores]


def test_a_typed_deal_scores_what_was_typed_and_counts_nothing() -> None:
    deal = score_deal(
        find_preset("500-rummy"), typed(("Ann", "80+15"), ("Bob", "-20"), ("Cy", "0")), "Ann"
    )
    assert [(player.name, player.score, player.typed) for player in deal.players] == [
        ("Ann", 95, "80+15"),
        ("Bob", -20, "-20"),
        ("Cy", 0, "0"),
    ]
    assert all(player.melded == player.hand == player.bonus == 0 for player in deal.players)
    assert deal.typed and deal.went_out == "Ann"


def test_typed_deals_make_the_standings_as_any_deal() -> None:
    rules = find_preset("500-rummy").with_options({"target": 100})
    deals = [
        score_deal(rules, typed(("Ann", "60"), ("Bob", "30")), None),
        score_deal(rules, typed(("Ann", "45"), ("Bob", "-5")), "Ann"),
    ]
    result = standings(rules, ["Ann", "Bob"], deals)
    assert result.totals == (105, 25)
    assert result.finished and result.winners == ("Ann",)


def test_a_typed_deal_needs_every_players_score_and_no_card() -> None:
    rules = find_preset("500-rummy")
    with pytest.raises(DealError) as raised:
        score_deal(rules, [PlayerDeal("Ann", typed="10"), PlayerDeal("Bob")], None)
    assert raised.value.problem.code == "typed.every_player"
    assert raised.value.problem.params["name"] == "Bob"
    assert raised.value.path == ("players", 1, "score")
    mixed = [PlayerDeal("Ann", typed="10"), PlayerDeal("Bob", typed="5", hand=Card.parse("KS"))]
    with pytest.raises(DealError) as raised:
        score_deal(rules, mixed, None)
    assert raised.value.problem.code == "typed.with_cards"
    assert raised.value.path == ("players", 1, "score")


def test_a_typed_deal_still_checks_its_players_wild_rank_and_number() -> None:
    with pytest.raises(PlayerNameError):
        score_deal(find_preset("500-rummy"), typed(("Ann", "1"), ("Ann", "2")), None)
    with pytest.raises(PlayerNameError):
        score_deal(find_preset("500-rummy"), typed(("Ann", "1"), ("Bob", "2")), "Cy")
    with pytest.raises(RulesError) as raised:  # 500 Rummy has no wild rank (001 pagat)
        score_deal(find_preset("500-rummy"), typed(("Ann", "1"), ("Bob", "2")), None, Rank.TWO)
    assert raised.value.option == "wild_rank"
    with pytest.raises(RulesError) as raised:  # 5000 Rummy's is the dealer's upcard (000 Deal)
        score_deal(find_preset("5000-rummy"), typed(("Ann", "1"), ("Bob", "2")), None)
    assert raised.value.problem.code == "wild_rank.missing"
    contract = find_preset("contract-rummy")  # seven deals (004 Contract Rummy)
    three = typed(("Ann", "1"), ("Bob", "2"), ("Cy", "3"))
    with pytest.raises(RulesError) as raised:
        score_deal(contract, three, None, number=8)
    assert raised.value.option == "number"
    with pytest.raises(RulesError) as raised:  # Koon Kan is for two (004 Koon Kan)
        score_deal(find_preset("koon-kan"), three, None)
    assert raised.value.option == "players"


def test_a_scores_only_game_takes_typed_deals_alone_for_up_to_twelve_players() -> None:
    rules = find_preset("scores-only")
    twelve = [f"P{seat}" for seat in range(12)]
    deal = score_deal(
        rules, [PlayerDeal(name, typed=str(seat)) for seat, name in enumerate(twelve)], None
    )
    assert [player.score for player in deal.players] == list(range(12))
    with pytest.raises(
        DealError
    ) as raised:  # cards are no way into a game the app knows no rule of
        score_deal(rules, [PlayerDeal("Ann", hand=Card.parse("KS")), PlayerDeal("Bob")], None)
    assert raised.value.problem.code == "typed.every_player"
    assert raised.value.path == ("players", 0, "score")
    lowest = rules.with_options({"winner": "lowest", "target": 100})
    deals = [score_deal(lowest, typed(("Ann", "60"), ("Bob", "101")), None)]
    assert standings(lowest, ["Ann", "Bob"], deals).winners == ("Ann",)
