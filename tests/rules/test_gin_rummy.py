"""Gin Rummy (preset ``gin-rummy``): whole games scored by hand, and the deals the rules refuse.

The numbers come from 005 pagat Gin Rummy (docs/rule-sources.md): aces 1, 2-10 face value,
J Q K 10; the knocker scores the difference of the deadwood; an undercut (the defender's
deadwood at most the knocker's) gives the defender the difference plus 10; gin the defender's
deadwood plus 20; the game ends when a total reaches 100: the winner gets 100 more (200 if the
loser scored nothing) and each player 20 for each deal won. The house values (25s, big gin 31,
Oklahoma) are those docs/rule-sources.md lists. Each test's comment works the numbers out; the
deal that ends a game carries the game-end bonuses, given the earlier deals' scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    GIN_RUMMY,
    Card,
    DealError,
    DealScore,
    PlayerDeal,
    PlayerScore,
    RulesError,
    find_preset,
    least_deadwood,
    score_deal,
    standings,
)
from scorekeeper.rules.deal import Ending
from scorekeeper.rules.gin import GinCount, gin_count, gin_game_end, knock_limit
from scorekeeper.rules.options import Rules
from tests.rules.notation import player, scores

GIN = find_preset("gin-rummy")
HOUSE = GIN.with_options(
    {
        "oklahoma": True,
        "gin_bonus": 25,
        "undercut_bonus": 25,
        "box_bonus": 25,
        "big_gin_bonus": 31,
    }
)


@dataclass(frozen=True)
class Deal:
    """One deal of a whole game: who knocked, how it ended, the cards, the upcard."""

    knocker: str | None
    ending: Ending
    players: tuple[PlayerDeal, ...]
    upcard: str | None = None


# The deals, each worked out in tests/rules/data/gin-rummy.txt too.
KNOCK = Deal(  # Ann 2 (2H); Bob lays off 6C, keeps 10+10+8+4+5+1 = 38: Ann 36
    "Ann",
    "knock",
    (
        player("Ann", ("3C 4C 5C", "7H 7D 7S", "JD QD KD"), hand="2H"),
        player("Bob", ("9S 10S JS",), "6C", "KH QH 8D 4H 5S AH"),
    ),
)
UNDERCUT = Deal(  # Ann 8 (8C); Bob lays off 8D AS, keeps 3+2 = 5: Bob 8-5 + 10 = 13
    "Ann",
    "knock",
    (
        player("Ann", ("2S 3S 4S", "9H 9C 9D", "5D 6D 7D"), hand="8C"),
        player("Bob", ("KS KH KC", "10H JH QH"), "8D AS", "3H 2C"),
    ),
)
DRAW = Deal(None, "stock_out", (player("Ann"), player("Bob")))
GIN_DEAL = Deal(  # Bob keeps 9+10+10+10+2+4+6 = 51: Ann 51 + 20 = 71 (25: 76)
    "Ann",
    "gin",
    (
        player("Ann", ("AH 2H 3H 4H", "8S 8C 8D", "JC QC KC")),
        player("Bob", ("5S 6S 7S",), hand="9D 10D KD QS 2D 4C 6H"),
    ),
)


def play(rules: Rules, deals: Sequence[Deal]) -> list[DealScore]:
    """Score the deals in order, each given the earlier ones, as the scorebook does."""
    scored: list[DealScore] = []
    for number, deal in enumerate(deals, start=1):
        scored.append(
            score_deal(
                rules,
                deal.players,
                deal.knocker,
                number=number,
                ending=deal.ending,
                upcard=Card.from_str(deal.upcard) if deal.upcard else None,
                earlier=tuple(scored),
            )
        )
    return scored


def by_deal(scored: Sequence[DealScore]) -> list[tuple[int, ...]]:
    return [tuple(player.score for player in deal.players) for deal in scored]


def test_a_game_of_knock_undercut_draw_and_gin() -> None:
    """005 pagat Gin Rummy, Scoring. Deal 1, a knock: Ann 38-2 = 36. Deal 2, an undercut: Bob
    8-5 + 10 = 13. Deal 3, two cards left in the stock: nothing (005 The Play). Deal 4, gin:
    Ann 51 + 20 = 71, 36 + 71 = 107 reaches 100: the game ends; Ann's game bonus 100 (Bob
    scored, no shutout), a box of 20 for each deal won: Ann 2 (deals 1 and 4), Bob 1 (deal 2).
    Deal 4 gives Ann 71 + 100 + 40 = 211, Bob 20. Totals: Ann 36 + 211 = 247, Bob 13 + 20 = 33."""
    scored = play(GIN, [KNOCK, UNDERCUT, DRAW, GIN_DEAL])
    assert by_deal(scored) == [(36, 0), (0, 13), (0, 0), (211, 20)]
    assert scores(scored[3]) == {"Ann": (0, 0, 211, 211), "Bob": (0, 51, 20, 20)}
    result = standings(GIN, ["Ann", "Bob"], scored)
    assert result.totals == (247, 33)
    assert result.finished and result.winners == ("Ann",)


def test_the_game_is_not_over_below_100() -> None:
    """005 Scoring: "until one player's cumulative score reaches 100 or more": after three
    deals Ann has 36 and Bob 13, and no deal carries a game bonus."""
    scored = play(GIN, [KNOCK, UNDERCUT, DRAW])
    result = standings(GIN, ["Ann", "Bob"], scored)
    assert result.totals == (36, 13) and not result.finished


def test_an_oklahoma_game_with_house_bonuses() -> None:
    """005 Variations, Oklahoma Gin; docs/rule-sources.md for gin 25, undercut 25, box 25 and
    big gin 31. Deal 1, upcard 7S: limit 7, Ann knocks with 6; Bob lays off JD and 7C, keeps
    10+10+3+5+9 = 37: 31, doubled for a spade: 62. Deal 2, upcard AH: gin only; Bob goes gin,
    Ann keeps 2+4+6+8+10+10+5 = 45: Bob 45 + 25 = 70 (a heart: not doubled). Deal 3, upcard KC
    (limit 10): Ann's big gin, eleven cards melded; Bob keeps 9+9+3+4+7+10+10 = 52: 52 + 31 = 83,
    62 + 83 = 145 ends the game: Ann 100 more and 2 boxes of 25, Bob 1 box: Ann 83 + 100 + 50 =
    233, Bob 25. Totals: Ann 62 + 233 = 295, Bob 70 + 25 = 95."""
    deals = [
        Deal(
            "Ann",
            "knock",
            (
                player("Ann", ("2D 3D 4D", "JH JS JC", "8C 9C 10C"), hand="6S"),
                player("Bob", ("4H 5H 6H",), "JD 7C", "KD QD 3C 5S 9S"),
            ),
            "7S",
        ),
        Deal(
            "Bob",
            "gin",
            (
                player("Ann", ("QH QD QC",), hand="2H 4D 6D 8D KS JD 5C"),
                player("Bob", ("3S 4S 5S 6S", "10D 10C 10H", "7C 8C 9C")),
            ),
            "AH",
        ),
        Deal(
            "Ann",
            "big_gin",
            (
                player("Ann", ("5H 6H 7H 8H", "2C 2D 2S", "10S JS QS KS")),
                player("Bob", ("AD AC AH",), hand="9C 9H 3D 4S 7C QD KH"),
            ),
            "KC",
        ),
    ]
    scored = play(HOUSE, deals)
    assert by_deal(scored) == [(62, 0), (0, 70), (233, 25)]
    result = standings(HOUSE, ["Ann", "Bob"], scored)
    assert result.totals == (295, 95) and result.winners == ("Ann",)


def test_a_shutout_doubles_the_game_bonus() -> None:
    """005 Scoring: "If the loser failed to score anything at all during the game, then the
    winner's bonus is 200". Deal 1, gin: Ann 71. Deal 2, a knock: Ann 36, 107: the game ends,
    Bob scored nothing: Ann 36 + 200 + 2 boxes of 20 = 276; totals Ann 71 + 276 = 347, Bob 0."""
    scored = play(GIN, [GIN_DEAL, KNOCK])
    assert by_deal(scored) == [(71, 0), (276, 0)]
    assert standings(GIN, ["Ann", "Bob"], scored).totals == (347, 0)


def test_a_shutout_may_double_the_hands_instead() -> None:
    """docs/rule-sources.md (ginrummy.com): on a shutout the points of each deal are doubled
    before the boxes. Ann's deals 71 + 36 = 107 count again: deal 2 gives 36 + 100 + 107 + 40 =
    283; without a shutout rule, 36 + 100 + 40 = 176."""
    doubled = GIN.with_options({"shutout": "hands_doubled"})
    assert by_deal(play(doubled, [GIN_DEAL, KNOCK])) == [(71, 0), (283, 0)]
    plain = GIN.with_options({"shutout": "none"})
    assert by_deal(play(plain, [GIN_DEAL, KNOCK])) == [(71, 0), (176, 0)]


def test_a_deal_after_the_game_ended_carries_no_bonus() -> None:
    """005 Scoring: the bonuses are added once, when the game ends; a deal scored after it (a
    fixed earlier deal can leave one there) adds only its own points."""
    scored = play(GIN, [GIN_DEAL, KNOCK, KNOCK])
    assert by_deal(scored)[2] == (36, 0)


def test_the_undercut_wins_on_equal_deadwood() -> None:
    """005 Scoring: "If the knocker did not go gin, and the counts are equal, or the knocker's
    count is greater, then the knocker has been undercut": Ann knocks with 5 (5C), Bob keeps 5
    (2D 3H): Bob 0 + 10 = 10."""
    deal = score_deal(
        GIN,
        [
            player("Ann", ("2S 3S 4S", "9H 9C 9D", "5D 6D 7D"), hand="5C"),
            player("Bob", ("KS KH KC", "10H JH QH"), "8D AS", "2D 3H"),
        ],
        "Ann",
        ending="knock",
    )
    assert scores(deal) == {"Ann": (0, 5, 0, 0), "Bob": (0, 5, 10, 10)}


def test_gin_is_never_undercut() -> None:
    """005 Scoring: "A player who goes gin can never be undercut. Even if the other player has
    no unmatched cards at all, the knocker gets the twenty point bonus": Ann 0 + 20 = 20."""
    deal = score_deal(
        GIN,
        [
            player("Ann", ("AH 2H 3H 4H", "8S 8C 8D", "JC QC KC")),
            player("Bob", ("4S 5S 6S 7S", "9D 10D JD", "KS KH KD")),
        ],
        "Ann",
        ending="gin",
    )
    assert scores(deal) == {"Ann": (0, 0, 20, 20), "Bob": (0, 0, 0, 0)}


# --- the deadwood counted (issue 49, item 5) -------------------------------------------------

LAID_OUT = GIN.with_options({"gin_deadwood": "as_laid_out"})
"""Gin Rummy whose deadwood is the hand as entered (docs/rule-sources.md, the house rule)."""
ANN_FIVE = player("Ann", ("AS 2S 3S", "10H JH QH", "7C 7H 7S"), hand="5S")
"""Ann knocks with 5 (5S)."""
BEN = "7D 8D 9D 9S 9H KH KD KC AC 5D"
"""Ben's ten cards: 7+8+9+9+9+10+10+10+1+5 = 78 in all. At best K-K-K and 9-9-9 are melded,
leaving 7D 8D AC 5D = 21; melding 7D-8D-9D in place of the nines leaves 9S 9H AC 5D = 24."""


def knock(rules: Rules, ann: PlayerDeal, ben: PlayerDeal) -> tuple[int, ...]:
    deal = score_deal(rules, [ann, ben], "Ann", ending="knock")
    return tuple(player.score for player in deal.players)


@settings(max_examples=30, deadline=None)
@given(st.permutations(Card.parse(BEN)))
def test_the_defender_counts_the_least_deadwood_of_his_cards(cards: list[Card]) -> None:
    """005 pagat Gin Rummy, Knocking and Scoring: the opponent spreads his cards in melds and
    the knocker scores the difference of the unmatched cards. Ann knocks with 5; Ben's ten
    cards, tapped into his hand in any order, leave 21 at best: Ann 21 - 5 = 16 (issue 49,
    item 5: the sheet said 78 - 5 = 73). Counted as laid out (the house rule), 73."""
    ben = PlayerDeal("Ben", hand=tuple(cards))
    assert knock(GIN, ANN_FIVE, ben) == (16, 0)
    deal = score_deal(GIN, [ANN_FIVE, ben], "Ann", ending="knock")
    assert scores(deal) == {"Ann": (0, 5, 16, 16), "Ben": (0, 21, 0, 0)}
    assert knock(LAID_OUT, ANN_FIVE, ben) == (73, 0)


def test_melds_that_are_not_the_best_are_counted_at_the_best() -> None:
    """005 Knocking and Scoring: Ben's 7D-8D-9D and K-K-K, entered as his melds, leave 24 (9S
    9H AC 5D); his cards at best leave 21: Ann 16. As laid out: 24 - 5 = 19. The arrangement
    counted is the engine's fact (gin_count): its melds, its deadwood, that it is not the
    entry's."""
    ben = player("Ben", ("7D 8D 9D", "KH KD KC"), hand="9S 9H AC 5D")
    assert knock(GIN, ANN_FIVE, ben) == (16, 0)
    assert knock(LAID_OUT, ANN_FIVE, ben) == (19, 0)
    count = gin_count(GIN, ben)
    assert count.melds == (Card.parse("KC KD KH"), Card.parse("9D 9H 9S"))
    assert (count.deadwood, count.points, count.rearranged) == (Card.parse("AC 5D 7D 8D"), 21, True)
    assert gin_count(LAID_OUT, ben) == GinCount(ben.melds, ben.hand, 24)
    best = player("Ben", ("9D 9H 9S", "KC KD KH"), hand="AC 5D 7D 8D")
    assert gin_count(GIN, best) == GinCount(best.melds, best.hand, 21, rearranged=False)


def test_the_defenders_lay_offs_stay_as_entered() -> None:
    """005 Laying off: the opponent may lay off on the knocker's melds. Ben lays KH off on Ann's
    10H-JH-QH; his other nine cards leave at best 41 (9-9-9 melded; 7D 8D KD KC AC 5D): Ann 41
    - 5 = 36. The KH is not taken back into his kings (that would leave 21): a lay-off stays
    as entered. As laid out: 68 - 5 = 63."""
    ben = player("Ben", (), "KH", "KC 5D 9H 8D AC 9S KD 7D 9D")
    assert knock(GIN, ANN_FIVE, ben) == (36, 0)
    assert knock(LAID_OUT, ANN_FIVE, ben) == (63, 0)


def test_the_knockers_cards_are_counted_at_their_best_too() -> None:
    """005 Knocking: the knocker spreads melds and deadwood. Ann's ten cards tapped into her
    hand leave 5 at best: her knock stands and scores 16 against Ben's 21. As laid out her
    hand is 62 points, over the limit of 10 (at best 5)."""
    ann = player("Ann", hand="5S QH 7C AS 10H 7S 2S JH 3S 7H")
    ben = PlayerDeal("Ben", hand=Card.parse(BEN))
    assert knock(GIN, ann, ben) == (16, 0)
    code, params, _ = refused(LAID_OUT, [ann, ben], "Ann", "knock")
    assert (code, params["points"], params["best"]) == ("gin.over_knock_limit", 62, 5)


def test_gin_entered_with_a_card_that_melds_stands() -> None:
    """005 Knocking: going gin is knocking with no deadwood. Ann's 4H, entered in her hand,
    joins her AH-2H-3H: at best nothing is left, and her gin scores Bob's 51 + 20 = 71. As
    laid out it is deadwood, and gin with it is refused."""
    ann = player("Ann", ("AH 2H 3H", "8S 8C 8D", "JC QC KC"), hand="4H")
    players = [ann, GIN_DEAL.players[1]]
    assert [p.score for p in score_deal(GIN, players, "Ann", ending="gin").players] == [71, 0]
    code, params, _ = refused(LAID_OUT, players, "Ann", "gin")
    assert (code, params["points"]) == ("gin.deadwood_in_gin", 4)


def test_the_house_rule_is_an_option_of_the_preset() -> None:
    """docs/rule-sources.md, Gin Rummy: the deadwood is counted at the least the cards leave in
    the preset (gin_deadwood "least"); "as_laid_out" counts the hand as entered; nothing else
    is taken."""
    assert GIN.gin_deadwood == "least" and LAID_OUT.gin_deadwood == "as_laid_out"
    assert GIN.options()["gin_deadwood"] == "least"
    with pytest.raises(RulesError) as caught:
        GIN.with_options({"gin_deadwood": "most"})
    assert caught.value.option == "gin_deadwood"


# --- refusals ------------------------------------------------------------------------------


def refused(
    rules: Rules, players: Sequence[PlayerDeal], knocker: str | None, ending: Ending, **facts: str
) -> tuple[str, dict[str, object], tuple[object, ...]]:
    upcard = Card.from_str(facts["upcard"]) if "upcard" in facts else None
    with pytest.raises((DealError, RulesError)) as caught:
        score_deal(rules, players, knocker, ending=ending, upcard=upcard)
    problem = caught.value.problem
    return problem.code, dict(problem.params), problem.path


def test_a_knock_over_the_limit_is_refused_with_the_best_arrangement() -> None:
    """005 Knocking: "Only a player with 10 or fewer points of deadwood may knock". Counted as
    laid out (docs/rule-sources.md), Ann leaves 2H JD QD KD (2+10+10+10 = 32) out of her melds;
    melding J-Q-K of diamonds leaves 2H alone: the refusal says 32, limit 10, best 2. Counted at
    the least deadwood (the preset), the same cards knock with 2; 2H JD QD 9C leave 31 at best,
    over the limit however they are arranged."""
    worse = [
        player("Ann", ("3C 4C 5C", "7H 7D 7S"), hand="2H JD QD KD"),
        player("Bob", ("9S 10S JS",), hand="KH QS 8D 4H 5S AH 6C"),
    ]
    code, params, path = refused(LAID_OUT, worse, "Ann", "knock")
    assert code == "gin.over_knock_limit"
    assert params == {"name": "Ann", "points": 32, "limit": 10, "best": 2}
    assert path == ("players", 0, "hand")
    # Bob's least: 9S-QS melded, KH 8D 4H 5S AH 6C = 34 left: Ann 34 - 2 = 32.
    assert score_deal(GIN, worse, "Ann", ending="knock").players[0].score == 32
    over = [player("Ann", ("3C 4C 5C", "7H 7D 7S"), hand="2H JD QD 9C"), worse[1]]
    code, params, _ = refused(GIN, over, "Ann", "knock")
    assert (code, params["points"], params["best"]) == ("gin.over_knock_limit", 31, 31)


def test_oklahoma_upcard_sets_the_limit_and_an_ace_means_gin_only() -> None:
    """005 Variations, Oklahoma Gin: the upcard's value is the knock limit (3D: 3; pictures
    10), an ace means gin only. Ann's 6 is over 3; a knock with 2 over an ace's 0."""
    oklahoma = GIN.with_options({"oklahoma": True})
    assert knock_limit(oklahoma, Card.from_str("3D")) == 3
    assert knock_limit(oklahoma, Card.from_str("QH")) == 10
    assert knock_limit(oklahoma, Card.from_str("AS")) == 0
    assert knock_limit(GIN, None) == 10
    six = [
        player("Ann", ("2D 3D 4D", "JH JS JC", "8C 9C 10C"), hand="6S"),
        player("Bob", ("4H 5H 6H",), "JD 7C", "KD QD 3C 5S 9S"),
    ]
    code, params, _ = refused(oklahoma, six, "Ann", "knock", upcard="3H")
    assert (code, params["points"], params["limit"]) == ("gin.over_knock_limit", 6, 3)
    code, params, _ = refused(oklahoma, six, "Ann", "knock", upcard="AH")
    assert (code, params["limit"]) == ("gin.over_knock_limit", 0)


def test_oklahoma_needs_the_upcard_and_other_games_take_none() -> None:
    """005 Variations, Oklahoma Gin: the upcard says the limit, so a deal without it cannot be
    judged; a game without Oklahoma has no upcard to enter (a draw scores nothing)."""
    oklahoma = GIN.with_options({"oklahoma": True})
    code, _, path = refused(oklahoma, KNOCK.players, "Ann", "knock")
    assert (code, path) == ("upcard.needed", ("upcard",))
    score_deal(oklahoma, DRAW.players, None, ending="stock_out")
    code, _, path = refused(GIN, KNOCK.players, "Ann", "knock", upcard="7S")
    assert (code, path) == ("upcard.not_in_game", ("upcard",))


def test_no_lay_offs_after_gin() -> None:
    """005 Laying off: "If the knocker went gin, the opponent cannot lay off"."""
    code, params, path = refused(
        GIN,
        [
            player("Ann", ("AH 2H 3H 4H", "8S 8C 8D", "JC QC KC")),
            player("Bob", ("5S 6S 7S",), "5H", "9D 10D KD QS 2D 4C"),
        ],
        "Ann",
        "gin",
    )
    assert code == "gin.laid_off_after_gin"
    assert params == {"name": "Bob", "knocker": "Ann"}
    assert path == ("players", 1, "laid_off")


def test_gin_leaves_no_deadwood_and_a_knock_without_any_is_gin() -> None:
    """005 Knocking: going gin is knocking with no deadwood. Gin with 2H in hand is refused;
    a knock with none is gin, and is to be entered so (the defender may not lay off)."""
    code, params, _ = refused(
        GIN,
        [
            player("Ann", ("3C 4C 5C", "7H 7D 7S", "JD QD KD"), hand="2H"),
            player("Bob", ("9S 10S JS",), "6C", "KH QH 8D 4H 5S AH"),
        ],
        "Ann",
        "gin",
    )
    assert (code, params["points"]) == ("gin.deadwood_in_gin", 2)
    code, _, path = refused(GIN, GIN_DEAL.players, "Ann", "knock")
    assert (code, path) == ("gin.knock_is_gin", ("ending",))


def test_wrong_card_counts_are_refused() -> None:
    """005 Deal: ten cards each; the knocker shows ten after discarding, eleven only for big gin
    (005 Variations): nine cards, or eleven on a plain gin, are refused."""
    code, params, path = refused(
        GIN,
        [
            player("Ann", ("3C 4C 5C", "7H 7D 7S", "JD QD KD"), hand="2H"),
            player("Bob", ("9S 10S JS",), "6C", "KH QS 8D 4H 5S"),
        ],
        "Ann",
        "knock",
    )
    assert code == "gin.wrong_card_count"
    assert params == {"name": "Bob", "cards": 9, "expected": 10}
    assert path == ("players", 1, "hand")
    eleven = [
        player("Ann", ("5H 6H 7H 8H", "2C 2D 2S", "10S JS QS KS")),
        player("Bob", ("AD AC AH",), hand="9C 9H 3D 4S 7C QD KH"),
    ]
    code, params, _ = refused(GIN, eleven, "Ann", "gin")
    assert (code, params["cards"], params["expected"]) == ("gin.wrong_card_count", 11, 10)


def test_big_gin_only_where_the_house_plays_it() -> None:
    """005 Variations (big gin) is a house rule: the preset has no big gin bonus."""
    eleven = [
        player("Ann", ("5H 6H 7H 8H", "2C 2D 2S", "10S JS QS KS")),
        player("Bob", ("AD AC AH",), hand="9C 9H 3D 4S 7C QD KH"),
    ]
    code, _, path = refused(GIN, eleven, "Ann", "big_gin")
    assert (code, path) == ("gin.no_big_gin", ("ending",))


def test_lay_offs_go_on_the_knockers_melds_only() -> None:
    """005 Laying off: the opponent lays off on the knocker's melds; the knocker lays off
    nothing. Bob's 10S extends only his own 7S 8S 9S; Ann's lay-off is refused."""
    code, _, path = refused(
        GIN,
        [
            player("Ann", ("3C 4C 5C", "7H 7D 7S", "JD QD KD"), hand="2H"),
            player("Bob", ("JS QS KS",), "10S", "KH 9D 8D 4H 5S AH"),
        ],
        "Ann",
        "knock",
    )
    assert code.startswith("lay_off.extends_no_meld") and path == ("players", 1, "laid_off")
    code, _, path = refused(
        GIN,
        [
            player("Ann", ("3C 4C 5C", "7H 7D 7S"), "JS", "2H AC 2C"),
            player("Bob", ("8S 9S 10S",), hand="KH QS 8D 4H 5S AH 6C"),
        ],
        "Ann",
        "knock",
    )
    assert (code, path) == ("gin.knocker_laid_off", ("players", 0, "laid_off"))


def test_two_players_and_gin_endings_only() -> None:
    """005 Players and Cards: Gin Rummy is for two; its deals end by a knock, gin, big gin
    or a draw, not by Tonk's endings; and every deal says how it ended."""
    with pytest.raises(RulesError) as caught:
        score_deal(GIN, [player("Ann"), player("Bob"), player("Cy")], None, ending="stock_out")
    assert caught.value.problem.code == "players.wrong_count"
    code, params, _ = refused(GIN, KNOCK.players, "Ann", "tonk")
    assert code == "deal.ending_not_in_game"
    assert params["endings"] == ("knock", "gin", "big_gin", "stock_out")
    with pytest.raises(RulesError) as caught:
        score_deal(GIN, KNOCK.players, "Ann")
    assert caught.value.problem.code == "tonk.ending_needed"


# --- properties ----------------------------------------------------------------------------

PACK = [
    Card.from_str(f"{rank}{suit}")
    for suit in "SHDC"
    for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
]


@settings(max_examples=60, deadline=None)
@given(st.permutations(PACK), st.integers(0, 40))
def test_a_deal_gives_points_to_one_player_at_most(cards: list[Card], offset: int) -> None:
    """005 Scoring: only the deal's winner scores, never a negative number; a knocker with the
    least deadwood arrangement under the limit is never refused for the limit. Each player's
    ten cards are arranged by the finder (the knocker Ann's as shown; Bob's with no lay-offs)."""
    ann = least_deadwood(cards[:10], GIN_RUMMY)
    bob = least_deadwood(cards[10:20], GIN_RUMMY)
    players = [
        PlayerDeal("Ann", melds=ann.melds, hand=ann.deadwood),
        PlayerDeal("Bob", melds=bob.melds, hand=bob.deadwood),
    ]
    if ann.points > 10:
        with pytest.raises(DealError):
            score_deal(GIN, players, "Ann", ending="knock")
        return
    ending: Ending = "gin" if ann.points == 0 else "knock"
    deal = score_deal(GIN, players, "Ann", ending=ending)
    got = [player.score for player in deal.players]
    assert min(got) == 0 and sum(score > 0 for score in got) <= 1
    if ending == "knock" and ann.points < bob.points:
        assert got == [bob.points - ann.points, 0]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from([0, 1, None]), st.integers(1, 60)), max_size=12),
    st.sampled_from(["game_bonus_doubled", "hands_doubled", "none"]),
)
def test_the_game_end_bonuses_come_once_with_the_deal_that_reaches_the_target(
    deals: list[tuple[int | None, int]], shutout: str
) -> None:
    """005 Scoring: the game ends when a total reaches 100; the bonuses are added then, once.
    Deals of random points (one winner, or a draw) are folded in order: the bonuses land on the
    first deal that brings a total to 100, none before or after; the winner's bonus holds at
    least the game bonus and a box, each player's box bonus is 20 a deal won."""
    rules = GIN.with_options({"shutout": shutout})
    scored: list[DealScore] = []
    reached_at = None
    for number, (winner, points) in enumerate(deals, start=1):
        base = [points if seat == winner else 0 for seat in (0, 1)]
        ends = gin_game_end(rules, base, scored)
        totals = [sum(d.players[i].score for d in scored) + base[i] for i in (0, 1)]
        if reached_at is None and max(totals) >= 100:
            reached_at = number
            assert winner is not None
            wins = [sum(d.players[i].score > 0 for d in scored) + (base[i] > 0) for i in (0, 1)]
            assert ends[winner] >= 100 + 20 * wins[winner]
            assert ends[1 - winner] == 20 * wins[1 - winner]
        else:
            assert ends == (0, 0)
        scores = [base[i] + ends[i] for i in (0, 1)]
        scored.append(
            DealScore(
                tuple(PlayerScore(name, 0, 0, scores[i], scores[i]) for i, name in enumerate("AB")),
                None,
            )
        )
