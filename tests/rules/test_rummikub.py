"""Rummikub (preset ``rummikub``): the preset against its sources, the meld checker judging
groups and runs of tiles, the initial meld and its total, the deals the rules refuse, scores
that sum to zero, and the game played for its deals, the highest total winning.

The numbers come from 013 Rummikub (docs/rule-sources.md): pagat.com's "Tile Rummy" (106
tiles, 14 each, the 1 low only, an initial meld of 30 in which a joker counts as the tile it
stands for), the rules card printed with the game (groups of 3 or 4 in different colours, runs
of 3 or more in one colour) and the rules sheet (the scoring, a joker 30 on a rack, the pool
running out: the lowest rack wins the differences). Each test's comment works the numbers out.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import check_meld, find_preset, game_of, score_deal, standings
from scorekeeper.rules.cards import JOKER, Card, Rank
from scorekeeper.rules.deal import Ending, PlayerDeal
from scorekeeper.rules.problems import ProblemError
from scorekeeper.rules.rummikub import RUMMIKUB_ENDINGS, meld_total
from tests.rules.notation import player

RUMMIKUB = find_preset("rummikub")
FOURTEEN = "1K 1B 3O 4R 6K 6B 8R 9K 11O 12O 13B 2R 5O 7O"
"""A rack never melded from: 14 tiles."""


def refused(
    players: list[PlayerDeal], went_out: str | None, ending: Ending | None, **options: object
) -> ProblemError:
    with pytest.raises(ProblemError) as error:
        score_deal(RUMMIKUB.with_options(options), players, went_out, ending=ending)
    return error.value


def test_the_preset_follows_its_sources() -> None:
    """013: 106 tiles (1 to 13 twice in four colours, two jokers), two to four players, 14
    tiles each, a tile worth its number and a joker 30 on a rack, an initial meld of 30, four
    deals (the rules sheet's round) with the highest total winning."""
    rules = RUMMIKUB.for_players(4)
    assert sum(rules.pack.values()) == 106
    assert rules.pack[JOKER] == 2 and rules.pack[Card.from_str("13K")] == 2
    assert (rules.players_min, rules.players_max) == (2, 4)
    assert rules.hand_sizes[0].cards == 14
    assert rules.card_value(Card.from_str("13O"), None) == 13
    assert rules.card_value(JOKER, None) == 30
    assert rules.initial_meld == 30
    assert (rules.target, rules.deal_count, rules.winner) == (None, 4, "highest")
    assert game_of(rules).endings == RUMMIKUB_ENDINGS == ("went_out", "pool_empty")
    assert not game_of(rules).lays_off


@pytest.mark.parametrize(
    ("tiles", "valid"),
    [
        ("5R 5B 5K", True),  # the rules card: a group of 3 ...
        ("5R 5B 5K 5O", True),  # ... or 4, all different colours
        ("5R 5B 5K 5O JK", False),  # no group of five
        ("9R 9R 9B", False),  # one colour twice
        ("3B 4B 5B 6B 7B 8B 9B 10B 11B 12B 13B", True),  # a run of 3 or more, one colour
        ("1O 2O 3O", True),  # pagat: "1-2-3 is a valid run"
        ("12B 13B 1B", False),  # pagat: "12-13-1 is not"
        ("3B 4R 5B", False),  # two colours
        ("JK 8B 8O", True),  # a joker stands for any tile
        ("JK JK 7R", True),
    ],
)
def test_the_meld_checker_judges_groups_and_runs(tiles: str, valid: bool) -> None:
    """013 the rules card (groups and runs) and pagat (the 1 low only): the engine's meld
    checker with the preset's options, no checker of Rummikub's own."""
    assert check_meld(Card.parse(tiles), RUMMIKUB).valid is valid


@pytest.mark.parametrize(
    ("tiles", "total"),
    [
        ("10K 11K 12K", 33),
        ("11K JK 13K", 36),  # the joker the 12K: 11 + 12 + 13
        ("JK 11B 12B 13B", 46),  # the joker the 10B
        ("9K 9B JK", 27),  # the joker a nine
        ("JK 12R 13R", 36),  # the joker the 11R
    ],
)
def test_a_joker_counts_as_the_tile_it_stands_for(tiles: str, total: int) -> None:
    """013 pagat: "If a joker is used, it counts as the number of the tile it represents"."""
    assert meld_total(check_meld(Card.parse(tiles), RUMMIKUB)) == total


def test_a_stated_joker_in_a_run_is_kept() -> None:
    """A joker stated as a tile of a run, ``JK=12K``, reads as that tile (001's statement,
    taken by every game): 11K JK=12K 13K."""
    verdict = check_meld(Card.parse("JK 11K 13K"), RUMMIKUB, None, ("12K", None, None))
    assert verdict.valid and verdict.cards[0].stands_for == "12K"


def test_an_initial_meld_short_of_30_is_refused_in_words_of_its_total() -> None:
    """013 the rules card: "Make a set that adds up to at least 30 points": 7R 7B 7O is 21."""
    problem = refused(
        [player("Ann", ("10K 11K 12K",)), player("Bob", ("7R 7B 7O",), hand="5K")],
        "Ann",
        "went_out",
    ).problem
    assert problem.code == "rummikub.initial_meld_short"
    assert dict(problem.params) == {
        "name": "Bob",
        "melds": (("7R", "7B", "7O"),),
        "total": 21,
        "least": 30,
    }
    assert problem.path == ("players", 1, "melds", 0)


def test_the_initial_meld_is_the_tables_number() -> None:
    """A house rule of 50 (rummyo.com's Sabra way): 10K 11K 12K (33) no longer opens; 11K 12K
    13K JK (the joker the 10K: 46) with 1O 2O 3O 4O 5O (15) does: 61."""
    assert refused(
        [player("Ann", ("10K 11K 12K",)), player("Bob", hand=FOURTEEN)],
        "Ann",
        "went_out",
        initial_meld=50,
    ).problem.code == ("rummikub.initial_meld_short")
    deal = score_deal(
        RUMMIKUB.with_options({"initial_meld": 50}),
        [player("Ann", ("11K 12K 13K JK", "1O 2O 3O 4O 5O")), player("Bob", hand=FOURTEEN)],
        "Ann",
        ending="went_out",
    )
    assert [p.score for p in deal.players] == [88, -88]  # 1+1+3+4+6+6+8+9+11+12+13+2+5+7


def test_a_player_who_never_melded_keeps_every_tile_dealt() -> None:
    """No initial meld, no tile laid: 14 dealt (013 pagat) and each drawn stay on the rack."""
    problem = refused(
        [player("Ann", ("10K 11K 12K",)), player("Bob", hand="5K 6K 7B")], "Ann", "went_out"
    ).problem
    assert problem.code == "rummikub.rack_short"
    assert dict(problem.params) == {"name": "Bob", "tiles": 3, "dealt": 14}


def test_the_pool_empty_the_named_player_holds_the_lowest_rack() -> None:
    """013 the rules sheet: "the player with the lowest value of tiles on his/her rack wins":
    Bob's 13 is not Ann's 4."""
    problem = refused(
        [
            player("Ann", ("10K 11K 12K",), hand="1R 3K"),
            player("Bob", ("13K 13O 13R",), hand="13B"),
        ],
        "Bob",
        "pool_empty",
    ).problem
    assert problem.code == "rummikub.not_lowest_rack"
    assert dict(problem.params) == {"name": "Bob", "rack": 13, "lowest": 4, "holder": "Ann"}


@pytest.mark.parametrize("ending", [None, "stock_out", "knock"])
def test_a_deal_says_how_it_ended_in_rummikubs_words(ending: Ending | None) -> None:
    """Every deal ends by going out or by the pool running out (013): no other ending."""
    went_out = None if ending == "stock_out" else "Ann"
    problem = refused(
        [player("Ann", ("10K 11K 12K",)), player("Bob", hand=FOURTEEN)], went_out, ending
    ).problem
    assert problem.code in ("tonk.ending_needed", "deal.ending_not_in_game")


TILES = [Card(rank, suit) for suit in RUMMIKUB.suits for rank in Rank] + [JOKER]


@settings(max_examples=60, deadline=None)
@given(
    racks=st.lists(
        st.lists(st.sampled_from(TILES), min_size=0, max_size=6), min_size=2, max_size=4
    ),
    pool_empty=st.booleans(),
)
def test_every_deal_sums_to_zero(racks: list[list[Card]], pool_empty: bool) -> None:
    """013 the rules sheet, Scoring: "the winner's score should equal the total of the other
    players' scores in each game", gone out or the pool empty. Every player melded (a run of
    their own colour, 30 or more); the first player goes out, or the lowest rack wins."""
    names = ["Ann", "Bob", "Cy", "Dee"][: len(racks)]
    runs = ["10K 11K 12K", "10B 11B 12B", "10O 11O 12O", "10R 11R 12R"]
    if not pool_empty:
        racks[0] = []
    players = [
        PlayerDeal(name, melds=(Card.parse(run),), hand=tuple(rack))
        for name, run, rack in zip(names, runs, racks, strict=False)
    ]
    values = [sum(RUMMIKUB.card_value(tile, None) for tile in rack) for rack in racks]
    winner = names[values.index(min(values))] if pool_empty else "Ann"
    ending: Ending = "pool_empty" if pool_empty else "went_out"
    try:
        deal = score_deal(RUMMIKUB, players, winner, ending=ending)
    except ProblemError as error:  # a tile drawn more often than the pool holds
        assert error.problem.code in ("card.too_many_copies", "card.too_many_jokers")
        return
    assert sum(p.score for p in deal.players) == 0
    for p, value in zip(deal.players, values, strict=True):
        assert p.hand == value and p.score == p.melded + p.bonus - p.hand
        if p.name != winner:
            assert p.score == -(value - (min(values) if pool_empty else 0))


def test_the_game_ends_after_four_deals_highest_total_winning() -> None:
    """013 the rules sheet's score table (four games a round) and rummikub.org (a fixed number
    of rounds, the highest total winning): after three deals the game goes on, after the
    fourth Ann's highest total wins."""
    ann_out = score_deal(
        RUMMIKUB,
        [player("Ann", ("10K 11K 12K",)), player("Bob", ("10R 10B 10O",), hand="5K")],
        "Ann",
        ending="went_out",
    )
    three = standings(RUMMIKUB, ["Ann", "Bob"], [ann_out] * 3)
    assert not three.finished
    four = standings(RUMMIKUB, ["Ann", "Bob"], [ann_out] * 4)
    assert four.finished and four.winners == ("Ann",) and four.totals == (20, -20)


def test_a_deal_typed_as_scores_sums_to_zero() -> None:
    """013 the rules sheet, Scoring: what the winner scores the others lose, so a Rummikub deal
    typed as each player's score (a score pad's way, 010) must add up to 0: 42/-30/-12 is
    taken as typed; 42/-30/-10 (2 over) is refused at the first player's score."""
    right = [PlayerDeal("Ann", typed="42"), PlayerDeal("Bob", typed="-30")]
    right.append(PlayerDeal("Cy", typed="-12"))
    deal = score_deal(RUMMIKUB, right, "Ann")
    assert [player.score for player in deal.players] == [42, -30, -12]
    wrong = [*right[:2], PlayerDeal("Cy", typed="-10")]
    problem = refused(wrong, "Ann", None).problem
    assert (problem.code, problem.params, problem.path) == (
        "typed.not_zero_sum",
        {"total": 2},
        ("players", 0, "score"),
    )
    pad = find_preset("scores-only")
    assert score_deal(pad, wrong, None).players[0].score == 42  # no zero sum asked
