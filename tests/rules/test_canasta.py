"""Canasta (preset ``canasta``): the preset against its sources, the deals the rules refuse, the
sides' scores and the game to 5,000 won by a side.

The numbers come from 007 Canasta (docs/rule-sources.md): Yahoo! Games, "Canasta" (card values,
melds, threes, initial meld requirements, partnerships, 5,000), Britannica, "Canasta" (going
out, concealed, scoring), Wikipedia, "Canasta", Rules for Original Canasta (the initial minimum's
example), Hoyle's rules (one or two canastas to go out). Each test's comment works the numbers
out.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    Card,
    DealError,
    DealScore,
    PlayerDeal,
    PlayerScore,
    Rank,
    Rules,
    RulesError,
    find_preset,
    game_of,
    score_deal,
    standings,
)
from scorekeeper.rules.canasta import CANASTA_GAME, initial_minimum
from scorekeeper.rules.deal import Ending
from scorekeeper.rules.dealing import hand_size
from scorekeeper.rules.problems import ProblemError
from tests.rules.notation import four, player, scores, side_scores

CANASTA = find_preset("canasta")
TEAMS = (0, 1, 0, 1)


def refused(
    players: list[PlayerDeal],
    went_out: str | None,
    ending: Ending,
    teams: tuple[int, ...] = TEAMS,
    earlier: tuple[DealScore, ...] = (),
    rules: Rules = CANASTA,
) -> ProblemError:
    with pytest.raises(ProblemError) as error:
        score_deal(
            rules if teams else rules.with_options({"teams": None}),
            players,
            went_out,
            ending=ending,
            earlier=earlier,
        )
    return error.value


KINGS = "KH KS KD KC KH KS KD"


def test_the_preset_follows_its_sources() -> None:
    """007 Yahoo! Games: two packs and four jokers (108 cards); four in two partnerships or two
    alone; joker 50, 2 and A 20, K to 8 10, 7 to 4 and black 3 5, red 3 100; jokers and deuces
    wild; game 5,000."""
    rules = CANASTA.for_players(4)
    assert sum(rules.pack.values()) == 108
    assert (rules.players_min, rules.players_max, rules.target) == (2, 6, 5000)
    values = {
        text: rules.card_value(Card.from_str(text), None)
        for text in ("JK", "2C", "AS", "KH", "8D", "7S", "4C", "3S", "3C", "3H", "3D")
    }
    assert values == {
        "JK": 50,
        "2C": 20,
        "AS": 20,
        "KH": 10,
        "8D": 10,
        "7S": 5,
        "4C": 5,
        "3S": 5,
        "3C": 5,
        "3H": 100,
        "3D": 100,
    }
    assert rules.is_wild(Card.from_str("2H"), None) and rules.is_wild(Card.from_str("JK"), None)
    assert not rules.is_wild(Card.from_str("3S"), None)
    game = game_of(CANASTA)
    assert game.endings == ("went_out", "went_out_concealed", "stock_out")
    assert game.player_endings(CANASTA) == ("went_out", "went_out_concealed")
    assert not game.hand_only and not game.knocks and not game.stakes


@pytest.mark.parametrize(
    ("total", "minimum"),
    [(-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (4990, 120)],
)
def test_the_initial_minimum_by_the_sides_total(total: int, minimum: int) -> None:
    """007 Yahoo! Games, Initial Meld Requirements: less than 0 15; 0 to 1495 50; 1500 to 2995
    90; 3000 or more 120."""
    assert initial_minimum(total) == minimum


def test_a_meld_entered_on_both_partners_is_one_meld_and_counts_for_the_first() -> None:
    """007 Yahoo! Games: partners share their melds. Ann's K-K-K-K and Cy's K-K-2 are the side's
    kings, 6 naturals and a 2: 60 + 20 = 80 and a mixed canasta 300, for Ann (the side's first);
    Cy went out: 100. Bob A-A-A 60 - 10 = 50; Dee -5."""
    deal = score_deal(
        CANASTA,
        four(
            player("Ann", melds=("KH KS KD KC",), hand="5H"),
            player("Bob", melds=("AH AS AD",), hand="9C"),
            player("Cy", melds=("KH KS 2C",)),
        ),
        "Cy",
        ending="went_out",
    )
    assert scores(deal) == {
        "Ann": (80, 5, 300, 375),
        "Bob": (60, 10, 0, 50),
        "Cy": (0, 0, 100, 100),
        "Dee": (0, 5, 0, -5),
    }


def test_four_players_need_teams() -> None:
    """007 Yahoo! Games: "Players are divided into two competing partnerships"."""
    error = refused(four(player("Ann", melds=(KINGS,))), "Ann", "went_out", teams=())
    assert isinstance(error, RulesError)
    assert (error.problem.code, error.path) == ("canasta.teams_needed", ("teams",))


def test_three_players_play_each_for_themself() -> None:
    """Three play each alone (odeities.com: 13 cards each; a side of one), the table's
    partnerships emptied: Ann went out with kings 70 + 500 + 100 = 670; Bob -10; Cy -5."""
    deal = score_deal(
        CANASTA.with_options({"teams": None}),
        [player("Ann", melds=(KINGS,)), player("Bob", hand="9C"), player("Cy", hand="4S")],
        "Ann",
        ending="went_out",
    )
    assert [p.score for p in deal.players] == [670, -10, -5]


@pytest.mark.parametrize(
    ("ann", "code", "path"),
    [
        (player("Ann", melds=(KINGS,), laid_off="KC"), "canasta.laid_off", ("laid_off",)),
        (player("Ann", melds=(KINGS,), hand="3H"), "canasta.red_three_in_hand", ("hand",)),
        (player("Ann", melds=(KINGS, "3H 4S 4C")), "canasta.red_three_mixed", ("melds", 1)),
        (player("Ann", melds=(KINGS, "QH QS JD")), "canasta.not_one_rank", ("melds", 1)),
        (player("Ann", melds=(KINGS, "2H JK")), "canasta.not_one_rank", ("melds", 1)),
        (player("Ann", melds=(KINGS, "QH QS")), "canasta.too_few_cards", ("melds", 1)),
        (player("Ann", melds=(KINGS, "QH 2S JK")), "canasta.wild_limits", ("melds", 1)),
        (player("Ann", melds=(KINGS, "QH QS 2S 2D JK")), "canasta.wild_limits", ("melds", 1)),
        (
            player("Ann", melds=(KINGS, "QH QS QD QC 2S 2D JK JK")),
            "canasta.wild_limits",
            ("melds", 1),
        ),
        (player("Ann", melds=(KINGS, "3S 3C 2D")), "canasta.black_threes", ("melds", 1)),
        (player("Ann", melds=(KINGS, "3S 3C")), "canasta.black_threes", ("melds", 1)),
        (player("Ann", melds=(KINGS,), hand="4H"), "going_out.cards_left_in_hand", ("hand",)),
        (player("Ann", melds=("KH KS KD KC 2C",)), "canasta.no_canasta", None),
    ],
)
def test_the_deals_the_rules_refuse(
    ann: PlayerDeal, code: str, path: tuple[str, ...] | None
) -> None:
    """007 Yahoo! Games, Melding: three or more cards of one rank, at least two naturals, no more
    wild cards than naturals, at most three; red threes never melded (laid apart) nor kept;
    black threes three or four, without wild cards, by the player going out. Britannica, Going
    out: the side needs a canasta. Nothing is laid off (the cards added are in the meld)."""
    error = refused(four(ann), "Ann", "went_out")
    assert error.problem.code == code
    assert error.path == (("went_out",) if path is None else ("players", 0, *path))


def test_no_wild_limit_beyond_the_naturals_where_the_table_plays_so() -> None:
    """Some tables allow more than three wild cards (max_wilds_per_meld empty): Q-Q-Q-Q-2-2-JK-JK
    is a mixed canasta then: 40 + 40 + 100 = 180, +300, +100 = 580."""
    rules = CANASTA.with_options({"max_wilds_per_meld": None})
    deal = score_deal(
        rules,
        four(player("Ann", melds=("QH QS QD QC 2S 2D JK JK",))),
        "Ann",
        ending="went_out",
    )
    assert scores(deal)["Ann"] == (180, 0, 400, 580)


def test_two_canastas_to_go_out_where_the_table_plays_so() -> None:
    """Hoyle's rules: one or two canastas by the table's setting. With two, kings and queens:
    70 + 500 + 70 + 500 + 100 = 1,240."""
    rules = CANASTA.with_options({"canastas_to_go_out": 2})
    error = refused(four(player("Ann", melds=(KINGS,))), "Ann", "went_out", rules=rules)
    assert error.problem.params == {"name": "Ann", "canastas": 1, "needed": 2}
    deal = score_deal(
        rules,
        four(player("Ann", melds=(KINGS, "QH QS QD QC QH QS QD"))),
        "Ann",
        ending="went_out",
    )
    assert scores(deal)["Ann"] == (140, 0, 1100, 1240)


def test_the_published_forms_by_the_players_at_the_table() -> None:
    """007: two players 15 cards each (pagat.com, bicyclecards.com), three 13 (odeities.com),
    four 11 in two packs and four jokers (Yahoo! Games); six 13 each in three packs and six
    jokers, 162 cards (rummy-games.com, Canasta for Six Players)."""
    assert [hand_size(CANASTA, players, 1) for players in (2, 3, 4, 6)] == [15, 13, 11, 13]
    assert sum(CANASTA.for_players(6).pack.values()) == 162
    assert (CANASTA.for_players(6).decks, CANASTA.for_players(6).jokers) == (3, 6)
    assert CANASTA.canastas_to_go_out is None


def test_two_players_need_two_canastas_to_go_out() -> None:
    """pagat.com, Canasta for two players: "A player needs two canastas to go out"
    (bicyclecards.com, Two-Hand Canasta, the same). Ann with one canasta is refused; with kings
    and queens: 70 + 500 + 70 + 500 + 100 = 1,240; Bob holds 9C: -10."""
    alone = CANASTA.with_options({"teams": None})
    two = [player("Ann", melds=(KINGS,)), player("Bob", hand="9C")]
    error = refused(two, "Ann", "went_out", teams=())
    assert (error.problem.code, error.problem.params["needed"]) == ("canasta.no_canasta", 2)
    deal = score_deal(
        alone,
        [player("Ann", melds=(KINGS, "QH QS QD QC QH QS QD")), player("Bob", hand="9C")],
        "Ann",
        ending="went_out",
    )
    assert [p.score for p in deal.players] == [1240, -10]
    one = alone.with_options({"canastas_to_go_out": 1})  # Hoyle's setting of one, the table's
    assert score_deal(one, two, "Ann", ending="went_out").players[0].score == 670


def six(*players: PlayerDeal) -> list[PlayerDeal]:
    """Six at the table, the given first, the rest holding nothing."""
    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
    given = {p.name: p for p in players}
    return [given.get(name, player(name)) for name in names]


def test_six_players_need_two_canastas_and_partnerships() -> None:
    """rummy-games.com, Canasta for Six Players: "Two canastas are required to go out"; two
    partnerships of three or three of two. Ann (with Cy and Eve, teams=2) goes out with kings
    and queens: 70 + 500 + 70 + 500 + 100 = 1,240; alone at six is refused, five is no form."""
    one = six(player("Ann", melds=(KINGS,)))
    error = refused(one, "Ann", "went_out", teams=TEAMS)
    assert (error.problem.code, error.problem.params["needed"]) == ("canasta.no_canasta", 2)
    two = six(player("Ann", melds=(KINGS, "QH QS QD QC QH QS QD")))
    for teams in (2, 3):
        deal = score_deal(CANASTA.with_options({"teams": teams}), two, "Ann", ending="went_out")
        assert deal.players[0].score == 1240
    error = refused(two, "Ann", "went_out", teams=())
    assert (error.problem.code, error.path) == ("canasta.teams_needed", ("teams",))
    error = refused(two[:5], "Ann", "went_out", teams=())
    assert (error.problem.code, error.path) == ("canasta.no_form", ("players",))


@pytest.mark.parametrize(("count", "points"), [(4, 400), (5, 1000), (6, 1200)])
def test_six_players_red_threes(count: int, points: int) -> None:
    """rummy-games.com, Canasta for Six Players: "Up to four red threes are worth 100 points
    each; a partnership holding five red threes gets 1000 points total, or 1200 points for six
    red threes" (three packs hold six). Bob (teams=2: Bob, Dee, Fay) melds 10-10-10-10-2 (60)
    and lays the red threes aside; Ann went out with kings and queens."""
    reds = " ".join(["3H", "3D"] * 3).split()[:count]
    deal = score_deal(
        CANASTA,
        six(
            player("Ann", melds=(KINGS, "QH QS QD QC QH QS QD")),
            player("Bob", melds=("10H 10S 10D 10C 2H", " ".join(reds))),
        ),
        "Ann",
        ending="went_out",
    )
    assert scores(deal)["Bob"] == (60, 0, points, 60 + points)


def test_the_minimum_from_7500_is_150() -> None:
    """rummy-games.com, Canasta for Six Players: "If playing for 10000 points, the minimum count
    at 7500 points is 150"."""
    assert [initial_minimum(total) for total in (7495, 7500, 9990)] == [120, 150, 150]


def test_the_minimum_reads_the_sides_total_from_the_earlier_deals() -> None:
    """Wikipedia, Initial melds: at 1,600, 6-6-6 and K-K-K-2 (65) are below 90. Ann 1,000 and Cy
    600 make the side's 1,600; Bob's side stands at 0 (needs 50)."""
    earlier = (
        DealScore(
            (
                PlayerScore("Ann", 0, 0, 0, 1000),
                PlayerScore("Bob", 0, 0, 0, 0),
                PlayerScore("Cy", 0, 0, 0, 600),
                PlayerScore("Dee", 0, 0, 0, 0),
            ),
            None,
        ),
    )
    melds = four(player("Ann", melds=("6H 6S 6D", "KH KS KC 2D"), hand="9D"))
    error = refused(melds, None, "stock_out", earlier=earlier)
    assert error.problem.code == "canasta.below_minimum"
    assert error.problem.params == {"name": "Ann", "points": 65, "minimum": 90, "total": 1600}
    assert error.path == ("players", 0, "melds", 0)


def test_the_side_reaching_5000_wins_both_partners() -> None:
    """007 Yahoo! Games: "the first partnership to score 5,000 points" wins."""
    names = ("Ann", "Bob", "Cy", "Dee")
    deal = DealScore(
        tuple(
            PlayerScore(name, 0, 0, 0, score)
            for name, score in zip(names, (3000, 2000, 2100, 2900), strict=True)
        ),
        "Ann",
    )
    result = standings(CANASTA, names, [deal])
    assert result.finished and result.winners == ("Ann", "Cy")


VALUES = {"JK": 50, "A": 20, "2": 20, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 10, "8": 10}
VALUES |= {"7": 5, "6": 5, "5": 5, "4": 5, "3": 5}
"""The card values as 007 Yahoo! Games lists them, written out apart from the engine's."""

RANKS = [rank for rank in Rank if rank not in (Rank.TWO, Rank.THREE)]
WILDS = [Card.from_str(text) for text in ("JK", "JK", "JK", "JK")] + [
    Card.from_str(f"2{suit}") for suit in "HSDC" for _ in range(2)
]


def _value(card: Card) -> int:
    return VALUES["JK" if card.rank is None else str(card.rank)]


@st.composite
def canasta_deals(
    draw: st.DrawFn,
) -> tuple[list[PlayerDeal], str | None, Ending, list[int]]:
    """A legal deal of four in two sides and what each side's score is by the rules, worked out
    here from the cards: melds of one rank (2 to 8 naturals, 0 to 3 wild cards, never more than
    the naturals), each split between the partners at random; red threes; hands; who went out."""
    pack: Counter[Card] = Counter()
    for text in [f"{rank}{suit}" for rank in RANKS for suit in "HSDC"]:
        pack[Card.from_str(text)] = 2
    wilds = list(WILDS)
    entries: list[dict[str, list[tuple[Card, ...]]]] = [{"melds": [], "hand": []} for _ in range(4)]
    expected = [0, 0]
    canastas = [0, 0]
    melded_any = [False, False]
    melded_points = [0, 0]
    for side in (0, 1):
        ranks = draw(st.lists(st.sampled_from(RANKS), unique=True, max_size=4))
        for rank in ranks:
            free = [card for card in pack if card.rank is rank and pack[card]]
            cards = [card for card in free for _ in range(pack[card])]
            naturals = draw(st.integers(2, len(cards))) if len(cards) >= 2 else 0
            if naturals < 2:
                continue
            wild_count = draw(st.integers(0, min(3, naturals, len(wilds))))
            if naturals + wild_count < 3:
                continue
            meld = cards[:naturals] + [wilds.pop() for _ in range(wild_count)]
            for card in cards[:naturals]:
                pack[card] -= 1
            points = sum(_value(card) for card in meld)
            bonus = (300 if wild_count else 500) if len(meld) >= 7 else 0
            canastas[side] += bool(bonus)
            melded_any[side] = True
            melded_points[side] += points
            expected[side] += points + bonus
            cut = draw(st.integers(0, len(meld)))
            first, second = side, side + 2
            if cut >= 1 and sum(not card.is_joker and card.rank is rank for card in meld[:cut]):
                entries[first]["melds"].append(tuple(meld[:cut]))
            else:
                cut = 0
            if cut < len(meld):
                rest = meld[cut:]
                if all(card.is_joker or card.rank is not rank for card in rest):
                    entries[first]["melds"][-1] += tuple(rest)
                else:
                    entries[second]["melds"].append(tuple(rest))
    red_threes = draw(st.lists(st.sampled_from((0, 1)), max_size=4))
    red = [Card.from_str(text) for text in ("3H", "3D", "3H", "3D")]
    for number, side in enumerate(red_threes):
        entries[side + 2 * draw(st.integers(0, 1))]["melds"].append((red[number],))
    for side in (0, 1):
        count = red_threes.count(side)
        points = 800 if count == 4 else 100 * count
        expected[side] += points if melded_any[side] else -points
    loose = [card for card in pack for _ in range(pack[card])] + wilds
    loose += [Card.from_str(text) for text in ("3S", "3C", "3S", "3C")]
    out_seats = [seat for seat in range(4) if canastas[seat % 2]]
    went_out = draw(st.none() | st.sampled_from(out_seats)) if out_seats else None
    for seat in range(4):
        if seat == went_out:
            continue
        picks = draw(st.lists(st.integers(0, len(loose) - 1), unique=True, max_size=5))
        chosen = [loose[index] for index in picks]
        for index in sorted(picks, reverse=True):
            del loose[index]
        entries[seat]["hand"] = [tuple(chosen)]
        expected[seat % 2] -= sum(_value(card) for card in chosen)
    concealed = went_out is not None and draw(st.booleans())
    if went_out is not None:
        expected[went_out % 2] += 200 if concealed else 100
    for side in (0, 1):
        assume(not melded_any[side] or melded_points[side] >= 50)
    names = ["Ann", "Bob", "Cy", "Dee"]
    players = [
        PlayerDeal(
            names[seat],
            melds=tuple(entries[seat]["melds"]),
            hand=entries[seat]["hand"][0] if entries[seat]["hand"] else (),
        )
        for seat in range(4)
    ]
    ending: Ending = (
        "stock_out" if went_out is None else "went_out_concealed" if concealed else "went_out"
    )
    return players, (None if went_out is None else names[went_out]), ending, expected


@settings(max_examples=150, deadline=None)
@given(canasta_deals())
def test_a_sides_score_is_what_the_rules_give_its_cards(
    deal: tuple[list[PlayerDeal], str | None, Ending, list[int]],
) -> None:
    """007 Yahoo! Games and Britannica, Scoring: a side's deal score is its melded card points,
    its canasta bonuses (500 natural, 300 mixed), its red threes (100 each, 800 all four, against
    a side that melded nothing else) and the going-out bonus (100, concealed 200), less the
    cards left in both partners' hands; its players' scores add up to it."""
    players, went_out, ending, expected = deal
    assert side_scores(score_deal(CANASTA, players, went_out, ending=ending)) == expected


def test_a_deal_with_a_red_three_for_each_side_and_no_melds_counts_against_both() -> None:
    """Britannica, Scoring: a side with no meld but red threes counts them against itself:
    -100 each; hands: Ann -10 (9C), Bob -5 (4D)."""
    deal = score_deal(
        CANASTA,
        [
            player("Ann", melds=("3H",), hand="9C"),
            player("Bob", melds=("3D",), hand="4D"),
            player("Cy"),
            player("Dee"),
        ],
        None,
        ending="stock_out",
    )
    assert [p.score for p in deal.players] == [-110, -105, 0, 0]


def test_a_said_drop_is_refused() -> None:
    """Drops are Indian Rummy's (006), not Canasta's."""
    ann = PlayerDeal("Ann", hand=Card.parse("9C"), said="first_drop")
    with pytest.raises(DealError) as error:
        score_deal(CANASTA, four(ann), None, ending="stock_out")
    assert error.value.problem.code == "indian.said_not_in_game"


@pytest.mark.parametrize(
    ("meld", "valid", "code"),
    [
        ("3H 3D", True, None),  # red threes laid down apart
        ("7H 7S 2C 2D", True, None),  # two naturals, two wild: not more wild than natural
        ("KH 2C JK", False, "canasta.meld_wilds"),  # one natural
        ("5H 5S 2C 2D JK", False, "canasta.meld_wilds"),  # more wild than natural
        ("QH QS QD QC 2C 2D JK JK", False, "meld.too_many_wilds"),  # four wild in a canasta
        ("QH QS JD", False, "meld.not_one_rank"),
    ],
)
def test_the_meld_checker_judges_a_meld_of_canasta(
    meld: str, valid: bool, code: str | None
) -> None:
    """007 Yahoo! Games, Canasta: "A meld must contain at least two natural cards, and may
    never contain more wild cards than natural cards", "no meld may contain more than three
    wild cards"; red threes are put down apart, worth their bonus, no card points."""
    verdict = CANASTA_GAME.check_meld(Card.parse(meld), CANASTA, None)
    assert (verdict.valid, verdict.problem and verdict.problem.code) == (valid, code)
