"""Tests for :func:`scorekeeper.rules.standings` under the new end-of-game rules: a fixed number
of deals, who wins (highest, lowest, must go out, went out first), ties and no target.

Totals are given directly as one scored deal per line, so each test shows the running totals it
judges. Sources: 000 pagat 5000 Rummy (Scoring; Variations, Ending the Play and Scoring); 001
pagat 500 Rummy (The Scoring; Variations, Must go out to win); 004 rummy family (Contract Rummy,
Rummy 11, Tonk).
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import DealScore, PlayerScore, Rules, Standings, find_preset, standings

NAMES = ("Ann", "Bob", "Cy")


def deal(went_out: str | None, *points: int) -> DealScore:
    """One scored deal giving each of NAMES these points."""
    players = tuple(
        PlayerScore(name, 0, 0, 0, score) for name, score in zip(NAMES, points, strict=True)
    )
    return DealScore(players, went_out)


def after(rules: Rules, *deals: DealScore) -> Standings:
    return standings(rules, NAMES, deals)


# --- a fixed number of deals -------------------------------------------------------------------


def test_contract_rummy_lowest_total_after_seven_deals_wins() -> None:
    """004 Contract Rummy: "The player with the lowest total score after seven rounds wins"."""
    rules = find_preset("contract-rummy")
    six = [deal("Ann", 0, 40, 25)] * 6
    assert after(rules, *six).finished is False
    result = after(rules, *six, deal("Bob", 30, 0, 10))
    assert result.totals == (30, 240, 160)
    assert result.finished and result.winners == ("Ann",)


def test_contract_rummy_tie_after_seven_deals_is_joint() -> None:
    """004 Contract Rummy: "Games are always limited to seven rounds", so a tie cannot play on."""
    rules = find_preset("contract-rummy").with_options({"tie_at_target": "play_on"})
    result = after(rules, *[deal("Ann", 5, 5, 9)] * 7)
    assert result.finished and result.winners == ("Ann", "Bob")


def test_rummy_11_highest_total_after_eleven_deals_wins() -> None:
    """004 Variation 6: Rummy 11: "The game has eleven total rounds ... After Round 11, the player
    with the highest score wins"."""
    rules = find_preset("rummy-11")
    ten = [deal("Ann", 30, 0, 0)] * 10
    assert after(rules, *ten).finished is False
    result = after(rules, *ten, deal("Cy", 0, 0, 400))
    assert result.totals == (300, 0, 400)
    assert result.finished and result.winners == ("Cy",)


def test_ace_to_king_deals_end_the_game() -> None:
    """003 V2, Ace to King Wilds: "Once you finish the King round, you see who has the most points
    and they are the winner" (13 deals, whatever the target)."""
    rules = find_preset("5000-rummy").with_options({"wild_schedule": "ace_to_king", "deals": 13})
    twelve = [deal("Ann", 100, 50, 0)] * 12
    assert after(rules, *twelve).finished is False
    result = after(rules, *twelve, deal("Bob", 0, 10, 0))
    assert result.finished and result.winners == ("Ann",)


# --- who wins at the target --------------------------------------------------------------------


def test_must_go_out_to_win() -> None:
    """001 Variations, Must go out to win: "if player A goes out and has a score of 505 while
    player B has a score of 520, player A has won"."""
    rules = find_preset("500-rummy").with_options({"winner": "must_go_out"})
    result = after(rules, deal("Ann", 400, 400, 0), deal("Ann", 105, 120, 0))
    assert result.totals == (505, 520, 0)
    assert result.finished and result.winners == ("Ann",)


def test_must_go_out_no_winner_when_someone_else_went_out() -> None:
    """001 Variations, Must go out to win: "You cannot win if another player goes out, even if
    your score is 500 or more. If the player who went out has reached 500 or more they win; if
    not the next player deals and another hand is played"."""
    rules = find_preset("500-rummy").with_options({"winner": "must_go_out"})
    result = after(rules, deal("Ann", 400, 400, 0), deal("Cy", 90, 120, 20))
    assert result.totals == (490, 520, 20)
    assert result.finished is False and result.winners == ()
    assert after(rules, deal(None, 600, 0, 0)).finished is False  # the stock ran out


def test_went_out_first_wins_over_a_higher_total() -> None:
    """000 Variations, Ending the Play and Scoring (last paragraph): "if more than one player
    reaches the target in the same deal, the winner of the game is not the player with the highest
    score, but the player who went out on that final deal, provided that that player has reached
    the target"."""
    rules = find_preset("5000-rummy").with_options({"winner": "went_out_first"})
    result = after(rules, deal("Ann", 4800, 4800, 0), deal("Ann", 300, 900, 0))
    assert result.totals == (5100, 5700, 0)
    assert result.finished and result.winners == ("Ann",)
    assert after(
        find_preset("5000-rummy"), *[deal("Ann", 4800, 4800, 0), deal("Ann", 300, 900, 0)]
    ).winners == ("Bob",)


def test_went_out_first_below_target_highest_of_those_at_it() -> None:
    """000 Variations, Ending the Play and Scoring: "If the player who went out is below the
    target, then the highest score among the players who have reached the target wins, and if
    there is a tie for highest score the tying players are joint winners"."""
    rules = find_preset("5000-rummy").with_options({"winner": "went_out_first"})
    result = after(rules, deal("Cy", 5200, 5100, 4000))
    assert result.finished and result.winners == ("Ann",)
    tie = after(rules, deal("Cy", 5200, 5200, 4000))
    assert tie.finished and tie.winners == ("Ann", "Bob")


def test_play_on_after_a_tie_at_the_target() -> None:
    """001 The Scoring: "In the event of a tie, further hands are played until there is a single
    winner"."""
    rules = find_preset("500-rummy")
    tied = [deal(None, 520, 520, 100)]
    assert after(rules, *tied).finished is False
    result = after(rules, *tied, deal("Bob", -10, 15, 0))
    assert result.finished and result.winners == ("Bob",)


def test_joint_winners_after_a_tie() -> None:
    """000 Variations, Ending the Play and Scoring: "if there is a tie for highest score the tying
    players are joint winners" (the table's choice: tie_at_target)."""
    rules = find_preset("500-rummy").with_options({"tie_at_target": "joint_winners"})
    result = after(rules, deal(None, 520, 520, 100))
    assert result.finished and result.winners == ("Ann", "Bob")


def test_lowest_total_wins_at_a_target() -> None:
    """Option winner "lowest" (004 Contract Rummy) with a target: the game ends when someone
    reaches it, and the lowest total wins."""
    rules = find_preset("contract-rummy").with_options({"contracts": [], "target": 100})
    assert after(rules, deal("Ann", 0, 60, 90)).finished is False
    result = after(rules, deal("Ann", 0, 60, 90), deal("Ann", 5, 60, 0))
    assert result.finished and result.winners == ("Ann",)


@pytest.mark.parametrize("slug", ["tonk", "5000-rummy"])
def test_no_target_never_finishes(slug: str) -> None:
    """004 Tonk (played for stakes, no target); option target empty: "no target"."""
    rules = find_preset(slug).with_options({"target": None})
    result = after(rules, *[deal("Ann", 10**6, -(10**6), 0)] * 30)
    assert result.finished is False and result.winners == ()
    assert result.totals == (30 * 10**6, -30 * 10**6, 0)
