"""Tests for :mod:`scorekeeper.rules.ranking`: the players by rank, and who leads by how much.

Sources: 000 pagat 5000 Rummy, Scoring (the highest total wins); 004 rummy family, Contract
Rummy ("The player with the lowest total score after seven rounds wins").
"""

from __future__ import annotations

from scorekeeper.rules import Standings, find_preset
from scorekeeper.rules.ranking import Lead, lead, ranking

FIVE_THOUSAND = find_preset("5000-rummy")
CONTRACT = find_preset("contract-rummy")


def board(*totals: int) -> Standings:
    names = ("Ann", "Bob", "Cy", "Di")[: len(totals)]
    return Standings(names, totals, False, ())


def test_highest_total_leads_by_the_gap_to_the_next_000_scoring() -> None:
    """000 pagat 5000 Rummy, Scoring: the highest total wins, so it leads."""
    assert lead(FIVE_THOUSAND, board(400, 520, -35)) == Lead(("Bob",), 520, 120)


def test_lowest_total_leads_in_contract_rummy_004() -> None:
    """004 Contract Rummy: the lowest total wins, so it leads, by the gap up to the next."""
    assert lead(CONTRACT, board(400, 520, 35)) == Lead(("Cy",), 35, 365)


def test_players_level_at_the_top_share_the_lead() -> None:
    assert lead(FIVE_THOUSAND, board(520, 400, 520)) == Lead(("Ann", "Cy"), 520, 120)


def test_everyone_level_leads_by_nothing() -> None:
    assert lead(FIVE_THOUSAND, board(0, 0, 0)) == Lead(("Ann", "Bob", "Cy"), 0, 0)


def test_no_players_no_lead() -> None:
    assert lead(FIVE_THOUSAND, Standings((), (), False, ())) is None


def test_ranking_best_first_and_tied_players_share_a_place() -> None:
    """Five-digit and negative totals rank like any others; ties keep seating order."""
    places = ranking(FIVE_THOUSAND, board(-120, 12_345, 400, 12_345))
    assert [(place.name, place.total, place.place) for place in places] == [
        ("Bob", 12_345, 1),
        ("Di", 12_345, 1),
        ("Cy", 400, 3),
        ("Ann", -120, 4),
    ]


def test_ranking_lowest_first_in_contract_rummy_004() -> None:
    places = ranking(CONTRACT, board(400, 520, 35))
    assert [place.name for place in places] == ["Cy", "Ann", "Bob"]
