"""Tests for :mod:`scorekeeper.rules.partnerships`: teams, partners apart, the teams' totals and
the game's end by team.

Sources: 007 Canasta, Partnerships (docs/rule-sources.md): Yahoo! Games, Canasta ("Players are
divided into two competing partnerships, and partners sit across from one another"; "the first
partnership to score 5,000 points"); rummy-games.com, Canasta for Six Players ("two three-player
partnerships, or three two-player partnerships").
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import Card, PlayerDeal, RulesError, find_preset, score_deal
from scorekeeper.rules.partnerships import team_seats, team_totals
from scorekeeper.rules.scoring import standings, standings_after

NAMES = ("Ann", "Bob", "Cy", "Di")
FOUR = (0, 1, 0, 1)
RUMMY = find_preset("rummy").with_options({"target": 100})
IN_TEAMS = RUMMY.with_options({"teams": 2})


def test_four_play_two_against_two_partners_across() -> None:
    """Yahoo! Canasta: partners sit across from one another: seats 1 and 3, 2 and 4."""
    assert team_seats(4, 2) == FOUR


@pytest.mark.parametrize(("teams", "seats"), [(2, (0, 1, 0, 1, 0, 1)), (3, (0, 1, 2, 0, 1, 2))])
def test_six_play_two_teams_of_three_or_three_of_two_each_between_opponents(
    teams: int, seats: tuple[int, ...]
) -> None:
    """rummy-games.com, Canasta for Six: two three-player or three two-player partnerships."""
    assert team_seats(6, teams) == seats
    assert all(seats[i] != seats[(i + 1) % 6] for i in range(6))


@pytest.mark.parametrize(("players", "teams"), [(5, 2), (2, 2), (6, 4), (4, 1), (3, 3)])
def test_a_table_that_makes_no_teams_of_two_or_more_is_refused(players: int, teams: int) -> None:
    with pytest.raises(RulesError) as refused:
        team_seats(players, teams)
    assert refused.value.problem.code == "teams.uneven"
    assert refused.value.option == "teams"


@given(st.lists(st.integers(-500, 500), min_size=4, max_size=4))
def test_the_teams_totals_are_their_players_together(totals: list[int]) -> None:
    by_team = team_totals(totals, FOUR)
    assert by_team == (totals[0] + totals[2], totals[1] + totals[3])
    assert sum(by_team) == sum(totals)


def test_the_target_is_a_teams_and_both_partners_win() -> None:
    """Yahoo! Canasta: the first partnership to the target wins; Ann 60 and Cy 45 make 105,
    though neither reaches 100 alone, and Bob's 90 alone does not."""
    after = standings_after(IN_TEAMS, NAMES, (60, 90, 45, 0), 4, "Cy")
    assert (after.finished, after.winners, after.teams) == (True, ("Ann", "Cy"), FOUR)
    alone = standings_after(RUMMY, NAMES, (60, 90, 45, 0), 4, "Cy")
    assert (alone.finished, alone.winners) == (False, ())


def test_a_deal_scored_in_teams_gives_each_player_their_own_and_the_standings_add_them() -> None:
    """004 Rummy, Scoring: the player who went out scores the cards left in the others' hands
    (Bob 10 + 2, Cy 5 + 3, Di 1 = 21); in teams Ann's 21 is her team's, with Cy's 0."""
    players = [
        PlayerDeal("Ann", melds=(Card.parse("7C 8C 9C"), Card.parse("QH QS QD"))),
        PlayerDeal("Bob", hand=Card.parse("KD 2S")),
        PlayerDeal("Cy", hand=Card.parse("5H 3D")),
        PlayerDeal("Di", hand=Card.parse("AS")),
    ]
    deal = score_deal(IN_TEAMS, players, "Ann")
    assert [player.score for player in deal.players] == [21, 0, 0, 0]
    after = standings(IN_TEAMS, NAMES, [deal])
    assert team_totals(after.totals, FOUR) == (21, 0)
    with pytest.raises(RulesError) as refused:
        score_deal(IN_TEAMS, players[:3], "Ann")  # three players make no two teams of two
    assert (refused.value.problem.code, refused.value.option) == ("teams.uneven", "teams")
