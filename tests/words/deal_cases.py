"""The deal problems' cases: one per code, each a problem the engine raises and the words said."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorekeeper.rules import (
    Card,
    HandIn,
    PlayerDeal,
    Rank,
    RankingRule,
    find_preset,
    plan_deal,
    score_deal,
    seat_by_standing,
    standings,
    table_sizes,
    verify_ranking_rule,
)
from scorekeeper.rules.canasta import CANASTA_GAME
from scorekeeper.rules.deal import DealScore, Ending, PlayerScore, SideCounts
from scorekeeper.rules.handins import (
    nobody_went_out,
    overused_cards,
    too_many_cards,
    went_out_disagreements,
    went_out_with_hand,
)
from scorekeeper.rules.leagues import next_groups, verify_league
from scorekeeper.rules.points import verify_contract
from scorekeeper.rules.problems import Problem, ProblemError
from scorekeeper.rules.scoring import standings_after, verify_starting
from scorekeeper.rules.seating import Seating, seated_score, verify_join, verify_leave
from scorekeeper.rules.typed_scores import typed_points
from tests.rules.notation import player

FIVE_THOUSAND = find_preset("5000-rummy")

RESULTS = find_preset("scores-only").with_options(
    {"result_points": {"win": 3, "draw": 1, "loss": 0}}
)


def results_deal(*results: str) -> DealScore:
    """A deal of the score pad of results (010 Score pads, Results): Ann, Bob (and Cy)."""
    names = ("Ann", "Bob", "Cy")
    players = [PlayerDeal(name, typed=typed) for name, typed in zip(names, results, strict=False)]
    return score_deal(RESULTS, players, None)


FIVE_HUNDRED = find_preset("500-rummy")
FOUR = ("Ann", "Bob", "Cy", "Dee")


RUMMY = find_preset("rummy")

CANASTA = find_preset("canasta")


def canasta(
    ann: PlayerDeal, went_out: str | None = "Ann", earlier: tuple[DealScore, ...] = ()
) -> Problem:
    """The problem a deal of Canasta for four is refused with, Ann's cards as given."""
    others = [player("Bob", hand="9C"), player("Cy", hand="4S"), player("Dee", hand="7C")]
    return refused(
        lambda: score_deal(
            CANASTA,
            [ann, *others],
            went_out,
            ending="went_out" if went_out else "stock_out",
            earlier=earlier,
        )
    )


CANASTA_KINGS = "KH KS KD KC KH KS KD"

HAND_AND_FOOT = find_preset("hand-and-foot")


def hand_and_foot(
    ann: PlayerDeal, went_out: str | None = "Ann", number: int = 1, **options: object
) -> Problem:
    """The problem a deal of Hand and Foot for four is refused with, Ann's cards as given,
    under the house rules ``options``."""
    others = [player("Bob", hand="9C"), player("Cy", hand="4S"), player("Dee", hand="7C")]
    return refused(
        lambda: score_deal(
            HAND_AND_FOOT.with_options(options),
            [ann, *others],
            went_out,
            ending="went_out" if went_out else "stock_out",
            number=number,
        )
    )


BURACO = find_preset("buraco")


def buraco(ann: PlayerDeal, went_out: str | None = "Ann", **options: object) -> Problem:
    """The problem a deal of Buraco for four is refused with, Ann's cards as given."""
    others = [player("Bob", hand="9C"), player("Cy", hand="4S"), player("Dee", hand="7C")]
    return refused(
        lambda: score_deal(
            BURACO.with_options(options),
            [ann, *others],
            went_out,
            ending="went_out" if went_out else "stock_out",
        )
    )


BURACO_RUN = "3H 4H 5H 6H 7H 8H"

RUMMIKUB = find_preset("rummikub")


def rummikub(bob: PlayerDeal, went_out: str = "Ann", ending: Ending = "went_out") -> Problem:
    """The problem a deal of Rummikub for two is refused with, Bob's tiles as given; Ann went
    out with 10K 11K 12K (33), her rack empty, or holds 1R where the pool ran out."""
    hand = "1R" if ending == "pool_empty" else ""
    ann = player("Ann", ("10K 11K 12K",), hand=hand)
    return refused(lambda: score_deal(RUMMIKUB, [ann, bob], went_out, ending=ending))


CONTRACT = find_preset("contract-rummy")


CONTINENTAL = find_preset("continental-rummy")


TONK = find_preset("tonk")
SCORE_PAD = find_preset("scores-only")
ZERO_SUM = SCORE_PAD.with_options({"zero_sum": True})
COUNT_DOWN = SCORE_PAD.with_options({"count_down_from": 501, "winner": "lowest"})


GIN = find_preset("gin-rummy")
OKLAHOMA = GIN.with_options({"oklahoma": True})
LAID_OUT = GIN.with_options({"gin_deadwood": "as_laid_out"})
"""Gin Rummy whose deadwood is the hand as entered, so that a knock entered with the cards
left out of their melds is over the limit (docs/rule-sources.md)."""
GIN_KNOCK = [
    player("Ann", ("3C 4C 5C", "7H 7D 7S", "JD QD KD"), hand="2H"),
    player("Bob", ("9S 10S JS",), "6C", "KH QH 8D 4H 5S AH"),
]
"""005 pagat Gin Rummy: Ann knocks with 2, Bob lays 6C off (tests/rules/data/gin-rummy.txt)."""
GIN_GIN = [
    player("Ann", ("AH 2H 3H 4H", "8S 8C 8D", "JC QC KC")),
    player("Bob", ("5S 6S 7S",), hand="9D 10D KD QS 2D 4C 6H"),
]
GIN_ELEVEN = [
    player("Ann", ("5H 6H 7H 8H", "2C 2D 2S", "10S JS QS KS")),
    player("Bob", ("AD AC AH",), hand="9C 9H 3D 4S 7C QD KH"),
]


INDIAN = find_preset("indian-rummy")
INDIAN_SHOW = player("Ann", ("AH 2H 3H 4H", "6S JK 8S", "9C 9D 9H", "KC KD KS"))
INDIAN_BOB = player("Bob", hand="2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH")
"""006 Indian Rummy: Ann shows, Bob counts 37 (tests/rules/data/indian-rummy.txt)."""


def _pool_with_bob_out() -> list[DealScore]:
    """Two deals of Pool 101 leaving Bob out at 160 (80 twice), Ann at 0 and Cy at 100 (a wrong
    show, then a first drop)."""
    bob = player("Bob", hand="5D JK 7D 9S 9H 9C KS KH KD QC JD 3S 2H")
    deals: list[DealScore] = []
    for said in ("wrong_show", "first_drop"):
        cy = PlayerDeal("Cy", said=said)  # type: ignore[arg-type]
        deals.append(score_deal(INDIAN, [INDIAN_SHOW, bob, cy], "Ann", Rank.FIVE, earlier=deals))
    return deals


def _deals_tied() -> list[DealScore]:
    """Deals rummy's two deals (006) leaving Ann and Bob tied for the most chips: Ann takes 20
    (Bob's and Cy's first drops), then Bob the same: Ann and Bob 20, Cy -40."""
    rules = INDIAN.with_options({"indian_format": "deals"})
    deals: list[DealScore] = []
    for winner in ("Ann", "Bob"):
        players = [
            PlayerDeal(name, melds=INDIAN_SHOW.melds)
            if name == winner
            else PlayerDeal(name, said="first_drop")
            for name in ("Ann", "Bob", "Cy")
        ]
        deals.append(score_deal(rules, players, winner, Rank.FIVE, earlier=deals))
    return deals


NAMES = ["Ann", "Bob", "Cy"]


TWO = [player("Ann", ("5H 6H 7H",)), player("Bob", hand="KD")]


TONK_DEAL = '(004 Tonk: "Deal each player five cards'


RUMMY_PLAYS_ON = (
    '004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard pile '
    '... and continue play"'
)


def counted(
    *counts: SideCounts | None, preset: str = "canasta", ending: Ending | None = "stock_out"
) -> Problem:
    """The problem a deal of four entered as counts is refused with, the stock run out: Ann's,
    Bob's, Cy's and Dee's counts as given (``None``: cards, here none)."""
    names = ("Ann", "Bob", "Cy", "Dee")
    players = [PlayerDeal(name, counts=c) for name, c in zip(names, counts, strict=True)]
    return refused(lambda: score_deal(find_preset(preset), players, None, ending=ending, number=1))


PHASE_10 = find_preset("phase-10")


def phase_10(ann: PlayerDeal, went_out: str | None = "Ann", **options: object) -> Problem:
    """The problem a deal of Phase 10 for two (the game's first) is refused with, Ann's cards
    as given, under the house rules ``options``."""
    rules = PHASE_10.with_options(options)
    return refused(lambda: score_deal(rules, [ann, player("Bob", hand="3B")], went_out))


def phase_10_done(ann: PlayerDeal) -> Problem:
    """The problem Ann's deal of Phase 10 in any order is refused with after she laid down
    phase 4 in the game's first deal."""
    rules = PHASE_10.with_options({"phase_order": "any_order"})
    first = DealScore(
        (PlayerScore("Ann", 0, 0, 0, 0, stages=(4,)), PlayerScore("Bob", 0, 5, 0, 5)), "Ann"
    )
    bob = player("Bob", hand="3B")
    return refused(lambda: score_deal(rules, [ann, bob], "Ann", earlier=(first,)))


def refused(call: Callable[[], object]) -> Problem:
    """The problem of the error ``call`` raises."""
    with pytest.raises(ProblemError) as caught:
        call()
    return caught.value.problem


def seat(
    name: str,
    melds: str = "",
    hand: str = "",
    went_out: bool = False,
    stock_out: bool = False,
    handed_in: bool = False,
) -> HandIn:
    cards = PlayerDeal(
        name,
        melds=tuple(Card.parse(meld) for meld in melds.split("|") if meld.strip()),
        hand=Card.parse(hand),
    )
    return HandIn(cards, went_out, handed_in, stock_out)


def upcards(options: dict[str, object], **dealt: str) -> None:
    rules = FIVE_THOUSAND.with_options(options).for_players(3)
    plan_deal(rules, NAMES, 0, 1, {name: Card.from_str(card) for name, card in dealt.items()})


SAID: list[tuple[str, Callable[[], Problem], str]] = [
    (
        "indian.winner_needed",
        lambda: refused(lambda: score_deal(INDIAN, [INDIAN_SHOW, INDIAN_BOB], None, Rank.FIVE)),
        "Say who showed: every deal of Indian Rummy has a winner.",
    ),
    (
        "indian.winner_said",
        lambda: refused(
            lambda: score_deal(
                INDIAN, [PlayerDeal("Ann", said="first_drop"), INDIAN_BOB], "Ann", Rank.FIVE
            )
        ),
        "Ann showed and won the deal, so Ann neither dropped nor showed wrongly.",
    ),
    (
        "indian.player_out",
        lambda: refused(
            lambda: score_deal(
                INDIAN,
                [INDIAN_SHOW, INDIAN_BOB, PlayerDeal("Cy", said="first_drop")],
                "Ann",
                Rank.FIVE,
                earlier=tuple(_pool_with_bob_out()),
            )
        ),
        "Bob is out of the pool: enter no cards for Bob, or say that Bob rejoined.",
    ),
    (
        "indian.sits_out",
        lambda: refused(
            lambda: score_deal(
                INDIAN.with_options({"indian_format": "deals"}),
                [INDIAN_SHOW, INDIAN_BOB, PlayerDeal("Cy", said="first_drop")],
                "Ann",
                Rank.FIVE,
                earlier=tuple(_deals_tied()),
            )
        ),
        "Cy sits out the deciding deal: only the players tied for the most chips play it, so "
        "enter no cards for Cy.",
    ),
    (
        "indian.rejoin_not_out",
        lambda: refused(
            lambda: score_deal(
                INDIAN,
                [INDIAN_SHOW, PlayerDeal("Bob", said="first_drop", rejoined=True)],
                "Ann",
                Rank.FIVE,
            )
        ),
        "Bob is still in the game: only a player who is out rejoins.",
    ),
    (
        "indian.rejoined_twice",
        lambda: refused(
            lambda: score_deal(
                INDIAN,
                [INDIAN_SHOW, PlayerDeal("Bob", said="first_drop", rejoined=True)],
                "Ann",
                Rank.FIVE,
                earlier=(
                    DealScore(
                        (PlayerScore("Ann", 0, 0, 0, 0), PlayerScore("Bob", 0, 80, -20, 60)), "Ann"
                    ),
                    DealScore(
                        (PlayerScore("Ann", 0, 0, 0, 0), PlayerScore("Bob", 0, 80, 0, 80)), "Ann"
                    ),
                ),
            )
        ),
        "Bob has rejoined once already: a player rejoins once a game.",
    ),
    (
        "indian.rejoin_closed",
        lambda: refused(
            lambda: score_deal(
                INDIAN,
                [
                    INDIAN_SHOW,
                    PlayerDeal("Bob", rejoined=True),
                    PlayerDeal("Cy", said="first_drop"),
                ],
                "Ann",
                Rank.FIVE,
                earlier=tuple(_pool_with_bob_out()),
            )
        ),
        "Bob cannot rejoin: the highest score left in is 100, and rejoining is open only below 80.",
    ),
    (
        "indian.no_rejoin",
        lambda: refused(
            lambda: score_deal(
                INDIAN.with_options({"indian_format": "points"}),
                [INDIAN_SHOW, PlayerDeal("Bob", said="first_drop", rejoined=True)],
                "Ann",
                Rank.FIVE,
            )
        ),
        "Only Pool rummy has rejoins, and Indian Rummy is not played as a pool here.",
    ),
    (
        "indian.show_needed",
        lambda: refused(
            lambda: score_deal(INDIAN, [PlayerDeal("Ann"), INDIAN_BOB], "Ann", Rank.FIVE)
        ),
        "Enter Ann's show: another player's count is taken, so the winner's cards must show two "
        "sequences, one of them pure.",
    ),
    (
        "indian.wrong_card_count",
        lambda: refused(
            lambda: score_deal(
                INDIAN, [INDIAN_SHOW, player("Bob", hand="2C 3C 4C")], "Ann", Rank.FIVE
            )
        ),
        "Bob has 3 cards entered: 13 are needed (thirteen dealt; a player who dropped or showed "
        "wrongly needs none).",
    ),
    (
        "indian.no_pure_sequence",
        lambda: refused(
            lambda: score_deal(
                INDIAN,
                [
                    player("Ann", ("AH 2H JK", "6S JK 8S", "9C 9D 9H", "KC KD KS"), hand="10C"),
                    INDIAN_BOB,
                ],
                "Ann",
                Rank.FIVE,
            )
        ),
        "Ann's cards make no pure sequence (a run with no joker standing in), however they are "
        "arranged: that is a wrong show.",
    ),
    (
        "indian.one_sequence",
        lambda: refused(
            lambda: score_deal(
                INDIAN,
                [player("Ann", ("AH 2H 3H 4H", "6S 6C JK", "9C 9D 9H", "KC KD KS")), INDIAN_BOB],
                "Ann",
                Rank.FIVE,
            )
        ),
        "Ann's cards make only one sequence, however they are arranged: a show needs two, one of "
        "them pure. That is a wrong show.",
    ),
    (
        "indian.cards_unmatched",
        lambda: refused(
            lambda: score_deal(
                INDIAN,
                [
                    player("Ann", ("AH 2H 3H", "6S JK 8S", "9C 9D 9H", "KC KD KS"), hand="QC"),
                    INDIAN_BOB,
                ],
                "Ann",
                Rank.FIVE,
            )
        ),
        "Ann's cards leave the queen of clubs unmatched (10 points), however they are arranged: "
        "a show melds every card. That is a wrong show.",
    ),
    (
        "indian.said_not_in_game",
        lambda: refused(
            lambda: score_deal(
                RUMMY,
                [player("Ann", ("2H 3H 4H",)), PlayerDeal("Bob", said="first_drop")],
                "Ann",
            )
        ),
        "Rummy has no drops, wrong shows or rejoins: those are Indian Rummy's.",
    ),
    (
        "deal.ending_not_in_game",
        lambda: refused(lambda: score_deal(GIN, GIN_KNOCK, "Ann", ending="tonk")),
        "A deal of Gin Rummy does not end by a tonk: it ends by a knock, gin, big gin, or the "
        "stock running out.",
    ),
    (
        "upcard.not_in_game",
        lambda: refused(
            lambda: score_deal(GIN, GIN_KNOCK, "Ann", ending="knock", upcard=Card.from_str("7S"))
        ),
        "Gin Rummy takes no upcard: only Oklahoma Gin's upcard sets the knock limit.",
    ),
    (
        "upcard.needed",
        lambda: refused(lambda: score_deal(OKLAHOMA, GIN_KNOCK, "Ann", ending="knock")),
        "In Gin Rummy under Oklahoma Gin the first upcard sets the knock limit: enter it (005 "
        "pagat Gin Rummy, Variations).",
    ),
    (
        "upcard.joker",
        lambda: refused(
            lambda: score_deal(
                OKLAHOMA, GIN_KNOCK, "Ann", ending="knock", upcard=Card.from_str("JK")
            )
        ),
        "Gin Rummy is played without jokers.",
    ),
    (
        "gin.wrong_card_count",
        lambda: refused(lambda: score_deal(GIN, GIN_ELEVEN, "Ann", ending="gin")),
        "Ann has 11 cards entered, melded, laid off and in hand: 10 are needed (ten dealt; the "
        "knocker shows eleven only for big gin) (005 pagat Gin Rummy, Deal).",
    ),
    (
        "gin.knocker_laid_off",
        lambda: refused(
            lambda: score_deal(
                GIN,
                [
                    player("Ann", ("3C 4C 5C", "7H 7D 7S"), "JS", "2H AC 2C"),
                    player("Bob", ("8S 9S 10S",), hand="KH QS 8D 4H 5S AH 6C"),
                ],
                "Ann",
                ending="knock",
            )
        ),
        "Ann knocked, so Ann lays nothing off: only the defender lays off, on the knocker's melds "
        "(005 pagat Gin Rummy, Laying off).",
    ),
    (
        "gin.deadwood_in_gin",
        lambda: refused(lambda: score_deal(GIN, GIN_KNOCK, "Ann", ending="gin")),
        "Ann went gin with the 2 of hearts in hand (2 points): gin is knocking with no "
        "deadwood. Choose a knock, or meld those cards.",
    ),
    (
        "gin.laid_off_after_gin",
        lambda: refused(
            lambda: score_deal(
                GIN,
                [GIN_GIN[0], player("Bob", ("5S 6S 7S",), "5H", "9D 10D KD QS 2D 4C")],
                "Ann",
                ending="gin",
            )
        ),
        "Ann went gin, so Bob lays nothing off: enter those cards in the hand (005 pagat Gin "
        "Rummy, Laying off).",
    ),
    (
        "gin.over_knock_limit",
        lambda: refused(
            lambda: score_deal(
                LAID_OUT,
                [
                    player("Ann", ("3C 4C 5C", "7H 7D 7S"), hand="2H JD QD KD"),
                    player("Bob", ("9S 10S JS",), hand="KH QS 8D 4H 5S AH 6C"),
                ],
                "Ann",
                ending="knock",
            )
        ),
        "Ann knocked with 32 points of deadwood: the knock limit is 10. Arranged at best, these "
        "cards leave 2.",
    ),
    (
        "gin.knock_is_gin",
        lambda: refused(lambda: score_deal(GIN, GIN_GIN, "Ann", ending="knock")),
        "Ann knocked with no deadwood: that is gin. Choose gin (the defender lays nothing off).",
    ),
    (
        "gin.no_big_gin",
        lambda: refused(lambda: score_deal(GIN, GIN_ELEVEN, "Ann", ending="big_gin")),
        "Gin Rummy is played without big gin here: set a big gin bonus in the house rules to "
        "play it.",
    ),
    (
        "deal.no_players",
        lambda: refused(lambda: score_deal(FIVE_HUNDRED, [], None)),
        "A deal needs at least one player.",
    ),
    (
        "deal.name_missing",
        lambda: refused(lambda: score_deal(FIVE_HUNDRED, [player("Ann"), player(" ")], None)),
        "Every player needs a name.",
    ),
    (
        "deal.named_twice",
        lambda: refused(lambda: score_deal(FIVE_HUNDRED, [player("Ann"), player("Ann")], None)),
        "Ann is named twice.",
    ),
    (
        "deal.went_out_unknown",
        lambda: refused(
            lambda: score_deal(FIVE_HUNDRED, [player("Ann"), player("Bob", hand="2C")], "Cat")
        ),
        "Cat is not one of this deal's players.",
    ),
    (
        "deal.entered_too_often",
        lambda: Problem("deal.entered_too_often", {"card": "7H"}),  # the packs always say why
        "The 7 of hearts is entered too often.",
    ),
    (
        "deal.illegal_meld",
        lambda: refused(
            lambda: score_deal(
                FIVE_THOUSAND,
                [player("Ann", ("KS AS 2S",)), player("Bob", hand="3D")],
                "Ann",
                Rank.NINE,
            )
        ),
        "Ann: The ace of spades cannot be in the middle of a run: an ace is low (A-2-3) or high "
        "(Q-K-A).",
    ),
    (
        "deal.no_rummy_doubling",
        lambda: refused(lambda: score_deal(FIVE_THOUSAND, TWO, "Ann", Rank.TWO, rummy=True)),
        "5000 Rummy has no doubling for rummy: leave rummy unmarked.",
    ),
    (
        "deal.rummy_without_going_out",
        lambda: refused(lambda: score_deal(RUMMY, TWO, None, rummy=True)),
        "Rummy is a way of going out: say who went out.",
    ),
    (
        "deal.no_cards_entered",
        lambda: refused(lambda: score_deal(RUMMY, [player("Ann"), player("Bob")], "Ann")),
        "Ann went out, but no cards are entered: enter what each player melded, laid off and held "
        "in hand (a player goes out by getting rid of every card: 000 End of the play; 004 "
        "Rummy).",
    ),
    (
        "deal.no_lay_offs",
        lambda: refused(
            lambda: score_deal(
                find_preset("five-crowns"),
                [player("Ann", ("5H 6H 7H",)), player("Bob", laid_off="8H", hand="KS QS")],
                "Ann",
                number=1,
            )
        ),
        "Bob laid off cards, but in Five Crowns no one plays on another player's melds: enter "
        "them in a meld of Bob's own or in the hand.",
    ),
    (
        "deal.laid_off_before_melding",
        lambda: refused(
            lambda: score_deal(
                FIVE_THOUSAND.with_options({"lay_off_after_own_meld": True}),
                [player("Ann", ("5H 6H 7H",)), player("Bob", laid_off="8H", hand="KS")],
                None,
                Rank.TWO,
            )
        ),
        "Bob laid off cards without a meld of their own: in this game you lay off only after "
        "melding a set or run yourself.",
    ),
    (
        "deal.players_differ",
        lambda: refused(
            lambda: standings(
                FIVE_HUNDRED,
                ["Ann", "Bob"],
                [DealScore((PlayerScore("Ann", 0, 0, 0, 1), PlayerScore("Cat", 0, 0, 0, 1)), None)],
            )
        ),
        "Deal 1 does not have the game's players: each deal is scored with them.",
    ),
    (
        "deal.totals_differ",
        lambda: refused(lambda: standings_after(FIVE_HUNDRED, ["Ann", "Bob"], [1], 1, None)),
        "The totals do not have the game's players: give one for each player.",
    ),
    (
        "contract.went_out_without_it",
        lambda: refused(
            lambda: score_deal(
                CONTRACT,
                [player("Ann"), player("Bob", hand="5C"), player("Cy", hand="KH")],
                "Ann",
                number=1,
            )
        ),
        "Ann went out without melding the contract (2 sets).",
    ),
    (
        "contract.laid_off_before_it",
        lambda: refused(
            lambda: score_deal(
                CONTRACT,
                [
                    player("Ann", ("KH KS KD", "5C 5D 5S")),
                    player("Bob", hand="5H"),
                    player("Cy", laid_off="KC", hand="2C"),
                ],
                "Ann",
                number=1,
            )
        ),
        "Cy laid off cards without melding the contract (2 sets) first.",
    ),
    (
        "contract.melds_differ",
        lambda: refused(
            lambda: score_deal(
                CONTRACT,
                [
                    player("Ann", ("KH KS KD", "5C 6C 7C")),
                    player("Bob", hand="5H"),
                    player("Cy", hand="2C"),
                ],
                "Ann",
                number=1,
            )
        ),
        "Ann: deal 1's contract is 2 sets, but the melds entered are a set and a run. Once the "
        "contract is down, a player only lays off.",
    ),
    (
        "contract.melds_differ",  # a meld that is none: the contract alone is checked
        lambda: refused(
            lambda: verify_contract(
                CONTRACT, 2, 0, player("Ann", ("KH KS", "5C 6C 7C")), None, went_out=True
            )
        ),
        "Ann: deal 2's contract is 1 set and 1 run, but the melds entered are a no meld and a "
        "run. Once the contract is down, a player only lays off.",
    ),
    (
        "contract.melds_differ",  # a meld read both ways
        lambda: Problem(
            "contract.melds_differ",
            {"name": "Ann", "number": 3, "sets": 0, "runs": 2, "kinds": (("set", "run"),)},
        ),
        "Ann: deal 3's contract is 2 runs, but the melds entered are a set or run. Once the "
        "contract is down, a player only lays off.",
    ),
    (
        "contract.runs_join",  # 004 Contract Rummy: "may not be in continuous rank order"
        lambda: refused(
            lambda: score_deal(
                CONTRACT,
                [
                    player("Ann", ("3H 4H 5H 6H", "7H 8H 9H 10H", "5C 6C 7C 8C")),
                    player("Bob", hand="5S"),
                    player("Cy", hand="2C"),
                ],
                "Ann",
                number=7,
            )
        ),
        "Ann: two runs of deal 7's contract are in one suit and join up, so they are one run; "
        "two runs of one suit need a gap between them.",
    ),
    (
        "wild_rank.off_schedule",
        lambda: refused(
            lambda: score_deal(find_preset("rummy-11"), TWO, "Ann", Rank.FIVE, number=2)
        ),
        "In Rummy 11 the wild rank of deal 2 is 4, not 5.",
    ),
    (
        "wild_rank.number_needed",
        lambda: refused(lambda: score_deal(find_preset("rummy-11"), TWO, "Ann", None)),
        "Rummy 11 takes each deal's wild rank from the deal's number: give the number (or the "
        "wild rank) (003 5000 Rummy V2 (Ace to King); 004 Variation 6 (Rummy 11)).",
    ),
    (
        "tonk.ending_needed",
        lambda: refused(
            lambda: score_deal(TONK, [player("A", hand="2C"), player("B", hand="3C")], "A")
        ),
        "Say how the deal ended: Tonk scores by it.",
    ),
    (
        "tonk.no_endings",
        lambda: refused(
            lambda: score_deal(
                RUMMY, [player("A", ("2C 3C 4C",)), player("B", hand="3D")], "A", ending="went_out"
            )
        ),
        "Rummy has no ways of ending a deal to choose from: leave the ending empty.",
    ),
    (
        "tonk.who_ended_needed",
        lambda: refused(
            lambda: score_deal(
                TONK, [player("A", hand="2C"), player("B", hand="3C")], None, ending="knock"
            )
        ),
        "Say who went out, knocked or showed a tonk, unless the stock ran out.",
    ),
    (
        "tonk.not_the_hand_dealt",
        lambda: refused(
            lambda: score_deal(
                TONK,
                [player("Ann", hand="KH QH JH 10H 5C 5D"), player("Bob", hand="2C")],
                "Ann",
                ending="tonk",
            )
        ),
        "Ann has 6 cards entered: a tonk is the 5 cards dealt, held in hand with nothing melded "
        f'{TONK_DEAL} ... Declare tonks immediately").',
    ),
    (
        "tonk.not_the_hand_dealt",
        lambda: refused(
            lambda: score_deal(
                TONK,
                [player("Ann", ("KH QH JH",), hand="10H"), player("Bob", hand="2C")],
                "Ann",
                ending="tonk",
            )
        ),
        "Ann has 4 cards entered: a tonk is the 5 cards dealt, held in hand with nothing melded "
        f'{TONK_DEAL} ... Declare tonks immediately").',
    ),
    (
        "tonk.too_many_cards",
        lambda: refused(
            lambda: score_deal(
                TONK,
                [player("Ann", hand="2C 3C 4C 5C 6C 7C"), player("Bob", hand="KD")],
                "Ann",
                ending="knock",
            )
        ),
        "Ann has 6 cards entered, melded, laid off and in hand: Tonk deals 5, so a player has at "
        f'most 5 {TONK_DEAL}").',
    ),
    (
        "tonk.not_a_tonk",
        lambda: refused(
            lambda: score_deal(
                TONK,
                [player("A", hand="KS QS JS 10S 8H"), player("B", hand="2C")],
                "A",
                ending="tonk",
            )
        ),
        "A's hand is worth 48: a tonk is a hand of 49 or 50.",
    ),
    (
        "going_out.needed",
        lambda: refused(
            lambda: score_deal(
                RUMMY, [player("Ann", ("5H 6H 7H",), hand="9S"), player("Bob", hand="KH")], None
            )
        ),
        f"In Rummy a deal ends only when a player goes out: say who did ({RUMMY_PLAYS_ON}).",
    ),
    (
        "going_out.no_first_turn_bonus",
        lambda: refused(
            lambda: score_deal(
                RUMMY, [player("Ann", ("KH KS KD",)), player("Bob")], "Ann", first_turn="drew"
            )
        ),
        "Rummy has no bonus for going out on the first turn: leave it unmarked.",
    ),
    (
        "going_out.first_turn_without_going_out",
        lambda: refused(
            lambda: score_deal(
                CONTINENTAL,
                [player("Ann", hand="KH"), player("Bob", hand="2C")],
                None,
                first_turn="drew",
            )
        ),
        "Only the player who went out can have gone out on the first turn.",
    ),
    (
        "going_out.melded_without_going_out",
        lambda: refused(
            lambda: score_deal(
                CONTINENTAL,
                [
                    player("Ann", ("3H 4H 5H", "6C 7C 8C", "9D 10D JD", "QS KS AS", "4D 5D 6D")),
                    player("Bob", ("5S 6S 7S",), hand="KC"),
                ],
                "Ann",
            )
        ),
        "Bob did not go out, so Bob melded nothing: in Continental Rummy you go out with your "
        "whole hand at once, or you don't go out at all. Enter Bob's cards as left in hand.",
    ),
    (
        "going_out.cards_left_in_hand",
        lambda: refused(
            lambda: score_deal(
                RUMMY, [player("Ann", ("5H 6H 7H",), hand="2C"), player("Bob", hand="9D")], "Ann"
            )
        ),
        "Ann went out, so Ann has no cards left in hand; the 2 of clubs is entered there.",
    ),
    (
        "going_out.cards_left_in_hand",
        lambda: refused(
            lambda: score_deal(
                RUMMY,
                [player("Ann", ("5H 6H 7H",), hand="2C 3D"), player("Bob", hand="9D")],
                "Ann",
            )
        ),
        "Ann went out, so Ann has no cards left in hand; the 2 of clubs and the 3 of diamonds "
        "are entered there.",
    ),
    (
        "going_out.wrong_card_count",
        lambda: refused(
            lambda: score_deal(
                find_preset("koon-kan"),
                [player("Ann", ("AH 2H 3H", "4S 5S 6S 7S")), player("Bob", hand="KC")],
                "Ann",
            )
        ),
        "Ann went out with 7 cards melded: going out takes exactly 11.",
    ),
    (
        "going_out.not_a_going_out_hand",
        lambda: refused(
            lambda: score_deal(
                CONTINENTAL,
                [
                    player("Ann", ("3H 4H 5H 6H 7H 8H", "9S 10S JS", "QS KS AS", "4D 5D 6D")),
                    player("Bob", hand="KC"),
                ],
                "Ann",
            )
        ),
        "Ann went out with runs of 6 + 3 + 3 + 3: going out takes one of these hands, all at "
        "once: 3 + 3 + 3 + 3 + 3; 4 + 4 + 4 + 3; 5 + 4 + 3 + 3.",
    ),
    (
        "going_out.not_a_going_out_hand",  # only laid off: no runs at all
        lambda: Problem(
            "going_out.not_a_going_out_hand",
            {"name": "Ann", "lengths": (), "hands": ((5, 4, 3, 3),)},
        ),
        "Ann went out with runs of none: going out takes one of these hands, all at once: "
        "5 + 4 + 3 + 3.",
    ),
    (
        "going_out.built_on_going_out",  # 004 Continental: "may not meld or build any other cards"
        lambda: refused(
            lambda: score_deal(
                CONTINENTAL,
                [
                    player(
                        "Ann",
                        ("3H 4H 5H", "9S 10S JS", "QS KS AS", "4D 5D 6D", "7C 8C 9C"),
                        laid_off="7D",
                    ),
                    player("Bob", hand="KC"),
                ],
                "Ann",
            )
        ),
        "Ann went out and laid off the 7 of diamonds: in Continental Rummy a player goes out all "
        "at once with one of the going-out hands, and builds on no other meld.",
    ),
    (
        "deal.too_many_cards",  # 004 Rummy: "With two players, ten cards each"
        lambda: refused(
            lambda: score_deal(
                RUMMY,
                [
                    player("Ann", ("5H 6H 7H",)),
                    player("Bob", hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC"),
                ],
                "Ann",
            )
        ),
        "Bob has 11 cards entered, melded, laid off and in hand: Rummy deals 10 and each turn "
        "draws one card and discards one, so Bob has at most 10 (004 Rummy, How to deal: "
        '"With two players, ten cards each ...").',
    ),
    (
        "tonk.played_before_tonk",  # 004 Tonk: "Declare tonks immediately"
        lambda: refused(
            lambda: score_deal(
                TONK,
                [player("Ann", hand="KH QH JH 10H 9C"), player("Bob", ("2C 3C 4C",), hand="5D")],
                "Ann",
                ending="tonk",
            )
        ),
        "Bob has melded or laid off cards, but a tonk is declared before anyone plays: a deal Ann "
        "ends with a tonk has no melds.",
    ),
    (
        "upcard.unknown_player",
        lambda: refused(lambda: upcards({}, Dee="7H")),
        "Dee is not one of the players.",
    ),
    (
        "upcard.not_in_pack",
        lambda: refused(lambda: upcards({}, Ann="JK")),
        "There are no jokers in this game: Ann's upcard cannot be the joker (000 pagat 5000 "
        "Rummy, Players and Cards; 001 pagat 500 Rummy, Players and Cards; 004 Rummy, Contract "
        "Rummy, Continental Rummy, Rummy 11).",
    ),
    (
        "upcard.not_in_pack",
        lambda: refused(lambda: upcards({"removed_ranks": ["2"]}, Cy="2H")),
        "The 2 of hearts is not in play: Cy's upcard cannot be the 2 of hearts (000 pagat 5000 "
        "Rummy, Variations, Cards; 004 Koon Kan).",
    ),
    (
        "upcard.not_in_pack",
        lambda: refused(lambda: upcards({"jokers": 1}, Ann="JK", Bob="JK")),
        "This game has only 1 joker, but 2 are entered: Bob's upcard cannot be the joker (000 "
        "pagat 5000 Rummy, Variations; 001 pagat 500 Rummy, Players and Cards).",
    ),
    (
        "hand_in.card_overused",
        lambda: (
            overused_cards(
                [seat("Ann", "7H 8H 9H"), seat("Bob", hand="7H 2C")], FIVE_THOUSAND.for_players(3)
            )[0].problem
        ),
        "The 7 of hearts is entered by Ann and Bob, but the packs hold only one.",
    ),
    (
        "hand_in.card_overused",
        lambda: (
            overused_cards(
                [seat("Ann", "7H 8H 9H"), seat("Bob", hand="7H"), seat("Cy", hand="7H")],
                FIVE_THOUSAND.for_players(5),
            )[0].problem
        ),
        "The 7 of hearts is entered by Ann, Bob, and Cy, but the packs hold only two.",
    ),
    (
        "hand_in.card_overused",
        lambda: (
            overused_cards(
                [seat("Ann", hand="2C"), seat("Bob", hand="2C")],
                find_preset("george").for_players(3),
            )[0].problem
        ),
        "The 2 of clubs is entered by Ann and Bob, but the packs hold none.",
    ),
    (
        "hand_in.too_many_cards",
        lambda: (
            too_many_cards(
                [seat("Ann", hand="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC"), seat("Bob", hand="KD")],
                RUMMY.for_players(2),
            )[0].problem
        ),
        "Ann has 11 cards entered, melded, laid off and in hand: Rummy deals 10 and each turn "
        "draws one card and discards one, so Ann has at most 10 (004 Rummy, How to deal: "
        '"With two players, ten cards each ...").',
    ),
    (
        "hand_in.nobody_went_out",
        lambda: (
            nobody_went_out(
                [seat("Ann", hand="2C", handed_in=True), seat("Bob", hand="KD", handed_in=True)],
                RUMMY,
            )[0].problem
        ),
        "Every seat has handed in, and nobody says they went out: in Rummy a deal ends only when "
        f"a player goes out ({RUMMY_PLAYS_ON}).",
    ),
    (
        "hand_in.went_out_with_hand",
        lambda: went_out_with_hand([seat("Ann", "KS KH KD", "4C", went_out=True)])[0].problem,
        "Ann went out, so Ann has no cards left in hand.",
    ),
    (
        "hand_in.several_went_out",
        lambda: (
            went_out_disagreements(
                [seat("Ann", went_out=True), seat("Bob", went_out=True), seat("Cy", went_out=True)]
            )[0].problem
        ),
        "Ann, Bob, and Cy each say they went out: only one player goes out.",
    ),
    (
        "hand_in.stock_out_and_went_out",
        lambda: (
            went_out_disagreements(
                [seat("Ann", "7H 8H 9H", went_out=True), seat("Bob", stock_out=True)]
            )[0].problem
        ),
        "Bob says the stock ran out, but Ann says they went out.",
    ),
    (
        "hand_in.stock_out_and_went_out",
        lambda: (
            went_out_disagreements(
                [
                    seat("Ann", went_out=True),
                    seat("Bob", went_out=True),
                    seat("Cy", stock_out=True),
                    seat("Dee", stock_out=True),
                ]
            )[1].problem
        ),
        "Cy and Dee say the stock ran out, but Ann and Bob say they went out.",
    ),
    (
        "typed.not_a_sum",
        lambda: refused(lambda: typed_points(" 25+ ")),
        "“25+” is not a score: type a number, or numbers to add up such as 25+40-10.",
    ),
    # 007 Yahoo! Games, Canasta; Britannica, Canasta (docs/rule-sources.md).
    (
        "canasta.teams_needed",
        lambda: refused(
            lambda: score_deal(
                CANASTA.with_options({"teams": None}),
                [player("Ann", (CANASTA_KINGS,)), player("Bob"), player("Cy"), player("Dee")],
                "Ann",
                ending="went_out",
            )
        ),
        "4 players play Canasta in partnerships, partners apart round the table: choose the "
        "teams (007 Yahoo! Games, Canasta).",
    ),
    (
        "canasta.no_form",
        lambda: refused(
            lambda: score_deal(
                CANASTA.with_options({"teams": None}),
                [player(name) for name in ("Ann", "Bob", "Cy", "Dee", "Eve")],
                None,
                ending="stock_out",
            )
        ),
        "Canasta is played by two, three, four or six players, not 5 (007 Yahoo! Games, Canasta).",
    ),
    (
        "canasta.laid_off",
        lambda: canasta(player("Ann", (CANASTA_KINGS,), "KC")),
        "Nothing is laid off in Canasta: enter the cards Ann added to a meld in that meld, on "
        "either partner.",
    ),
    (
        "canasta.red_three_in_hand",
        lambda: canasta(player("Ann", (CANASTA_KINGS,), hand="3H"), None),
        "Ann has the 3 of hearts in hand: a red three is laid face up as soon as it comes. "
        "Enter it as a meld of red threes only.",
    ),
    (
        "canasta.red_three_mixed",
        lambda: canasta(player("Ann", (CANASTA_KINGS, "3H 4S 4C"))),
        "Ann has a meld of the 3 of hearts and the 4 of spades and clubs: red threes are never "
        "melded with other cards. Enter them as a meld of red threes only.",
    ),
    (
        "canasta.not_one_rank",
        lambda: canasta(player("Ann", (CANASTA_KINGS, "QH QS JD"))),
        "Ann has a meld of the queen of hearts and spades and the jack of diamonds: a meld is "
        "natural cards of one rank with wild cards. Enter each rank as a meld of its own.",
    ),
    (
        "canasta.meld_wilds",
        lambda: CANASTA_GAME.check_meld(Card.parse("KH 2C JK"), CANASTA, None).problem,
        "This meld (the king of hearts, the 2 of clubs, and the joker) has 1 natural card and 2 "
        "wild: a meld holds two natural cards at least, and never more wild cards than natural "
        "ones (007 Yahoo! Games, Canasta).",
    ),
    (
        "canasta.too_few_cards",
        lambda: canasta(player("Ann", (CANASTA_KINGS, "QH QS"))),
        "The meld of queens of Ann's side has 2 cards: a meld holds three cards or more (007 "
        "Yahoo! Games, Canasta).",
    ),
    (
        "canasta.wild_limits",
        lambda: canasta(player("Ann", (CANASTA_KINGS, "QH QS 2S 2D JK"))),
        "The meld of queens of Ann's side has 2 natural cards and 3 wild: a meld holds two "
        "natural cards at least, never more wild cards than natural ones, and at most 3 wild "
        "cards (007 Yahoo! Games, Canasta).",
    ),
    (
        "canasta.black_threes",
        lambda: canasta(player("Ann", (CANASTA_KINGS, "3S 3C 2D"))),
        "Ann's side melded the 3 of spades and clubs and the 2 of diamonds: black threes are "
        "melded only by the player going out, three or four of them with no wild card (007 "
        "Yahoo! Games, Canasta).",
    ),
    (
        "canasta.no_canasta",
        lambda: canasta(player("Ann", ("KH KS KD KC 2C",))),
        "Ann went out, but the side has 0 canastas: going out needs 1 canasta on the side first.",
    ),
    (
        "canasta.below_minimum",
        lambda: canasta(player("Ann", ("6H 6S 6D",), hand="9D"), None),
        "Ann's side melded 15 points in all, less than the 50 its first meld needs at a total "
        "of 0: red threes and canastas do not count toward it (007 Yahoo! Games, Canasta, "
        "Initial Meld Requirements).",
    ),
    # A deal of the Canasta family as the table's counts (rules/side_counts.py; 007, 008, 009).
    (
        "counts.every_player",
        lambda: counted(SideCounts(), SideCounts(), None, SideCounts()),
        "Enter Cy's counts too: a deal is entered as each side's counts, or as the cards.",
    ),
    (
        "counts.with_cards",
        lambda: refused(
            lambda: score_deal(
                CANASTA,
                [
                    PlayerDeal("Ann", hand=Card.parse("9C"), counts=SideCounts()),
                    *(PlayerDeal(name, counts=SideCounts()) for name in ("Bob", "Cy", "Dee")),
                ],
                None,
                ending="stock_out",
            )
        ),
        "Ann has counts and cards (or a typed score): keep one of them.",
    ),
    (
        "counts.not_in_game",
        lambda: counted(
            SideCounts(), SideCounts(), SideCounts(), SideCounts(), preset="500-rummy", ending=None
        ),
        "This game's deals are entered as the cards, not as counts.",
    ),
    (
        "counts.not_counted",
        lambda: counted(
            SideCounts(red_threes=1), SideCounts(), SideCounts(), SideCounts(), preset="buraco"
        ),
        "This game has no red threes: leave it at 0.",
    ),
    (
        "counts.too_many",
        lambda: counted(SideCounts(red_threes=5), SideCounts(), SideCounts(), SideCounts()),
        "Ann's side: 4 red threes at most, as many as the packs hold.",
    ),
    (
        "counts.points_step",
        lambda: counted(SideCounts(melded=72), SideCounts(), SideCounts(), SideCounts()),
        "No cards count 72: card points go in steps of 5.",
    ),
    (
        "counts.canasta_points",
        lambda: counted(
            SideCounts(clean=1, dirty=1, melded=80), SideCounts(), SideCounts(), SideCounts()
        ),
        "Ann's side counts 1 clean and 1 mixed canastas, whose cards alone count 85 points at "
        "least: 80 points melded is too few.",
    ),
    # 008 Hand and Foot: GOCC, nwpages, jerrycolby (docs/rule-sources.md).
    (
        "hand_and_foot.laid_off",
        lambda: hand_and_foot(player("Ann", (CANASTA_KINGS,), "KC")),
        "Nothing is laid off in Hand and Foot: enter the cards Ann added to a pile in that pile, "
        "the whole pile on one partner.",
    ),
    (
        "hand_and_foot.red_three_mixed",
        lambda: hand_and_foot(player("Ann", (CANASTA_KINGS, "3H 4S 4C"))),
        "Ann has a pile of the 3 of hearts and the 4 of spades and clubs: red threes are "
        "laid aside, never in a pile. Enter them as a meld of red threes only.",
    ),
    (
        "hand_and_foot.not_one_rank",
        lambda: hand_and_foot(player("Ann", (CANASTA_KINGS, "3S 3C 3S"))),
        "Ann has a pile of the 3 of spades, clubs, and spades: a pile is natural cards of one "
        "rank from four to ace, with wild cards; threes and wild cards alone make no pile (008 "
        "GOCC, Hand and Foot).",
    ),
    (
        "hand_and_foot.pile_size",
        lambda: hand_and_foot(player("Ann", (CANASTA_KINGS + " KC",))),
        "Ann's pile of kings has 8 cards: a pile holds three to seven cards; seven make a book "
        "(008 GOCC, Hand and Foot).",
    ),
    (
        "hand_and_foot.wild_pile_size",
        lambda: hand_and_foot(
            player("Ann", ("2H 2S 2D 2C JK JK JK 2H",), hand="9D"), None, wild_book=1500
        ),
        "Ann's pile of wild cards has 8 cards: a pile holds three to seven cards; seven make a "
        "wild book (008 GOCC, Hand and Foot).",
    ),
    (
        "hand_and_foot.sevens_wild",
        lambda: hand_and_foot(player("Ann", ("7H 7S 7D 2C",), hand="9D"), None, sevens_book=1500),
        "The 7 of hearts, spades, and diamonds and the 2 of clubs: a pile of sevens takes no wild "
        "card where sevens make books of their own (008 GOCC, Hand and Foot).",
    ),
    (
        "hand_and_foot.wild_limits",
        lambda: hand_and_foot(player("Ann", (CANASTA_KINGS, "QH QS 2S 2D"))),
        "Ann's pile of queens has 2 natural cards and 2 wild: a pile holds more natural cards "
        "than wild ones (or as many, by the house rule) and at most 3 wild cards (008 GOCC, Hand "
        "and Foot).",
    ),
    (
        "hand_and_foot.books_to_go_out",
        lambda: hand_and_foot(player("Ann", (CANASTA_KINGS, "8H 8S 8D 2C"))),
        "Ann went out, but the side has 1 clean books and 0 dirty: going out needs 1 clean book "
        "and 1 dirty on the side first.",
    ),
    (
        "hand_and_foot.below_minimum",
        lambda: hand_and_foot(player("Ann", ("6H 6S 6D 2C",), hand="9D"), None, 2),
        "Ann's side melded 35 points in all, less than the 90 its first meld needs in deal 2: "
        "books and red threes do not count toward it (008 GOCC, Hand and Foot).",
    ),
    # 009 pagat, Buraco; Wikipedia (pt), Buraco (docs/rule-sources.md).
    (
        "buraco.two_sides",
        lambda: buraco(player("Ann", hand="9D"), None, teams=None),
        "4 players each alone make no game of Buraco: it is two alone, or four in two "
        "partnerships, partners across the table: choose the teams (009 pagat, Buraco).",
    ),
    (
        "buraco.morto_taken",
        lambda: refused(
            lambda: score_deal(
                BURACO,
                [
                    player("Ann", ("3H 4H 5H 6H 7H 8H 9H",)),
                    player("Bob", hand="9C"),
                    PlayerDeal("Cy", hand=Card.parse("4S"), said="morto_untaken"),
                    player("Dee", hand="7C"),
                ],
                "Ann",
                ending="went_out",
            )
        ),
        "Cy's side went out, so it took its morto: only the other side may have left its morto "
        "untaken (009 pagat, Buraco).",
    ),
    (
        "buraco.laid_off",
        lambda: buraco(player("Ann", (BURACO_RUN,), "9H")),
        "Nothing is laid off in Buraco: enter the cards Ann added to a meld in that meld, on "
        "either partner.",
    ),
    (
        "buraco.no_canastra",
        lambda: buraco(player("Ann", (BURACO_RUN + " 2S",))),
        "Ann went out, but the side has no clean canastra (seven cards or more without a wild "
        "card): going out needs one on the side first.",
    ),
    (
        "buraco.no_canastra",
        lambda: buraco(player("Ann", (BURACO_RUN,)), clean_canastra_to_go_out=False),
        "Ann went out, but the side has no canastra (seven cards or more): going out needs one "
        "on the side first.",
    ),
    (
        "rummikub.laid_off",
        lambda: rummikub(player("Bob", ("10R 10B 10O",), "13K", "5K")),
        "Nothing is laid off in Rummikub: enter Bob's initial meld as melds and the tiles left on "
        "the rack; what was played later is not needed.",
    ),
    (
        "rummikub.initial_meld_short",
        lambda: rummikub(player("Bob", ("7R 7B 7O", "JK 1O 2O"), hand="5K")),
        "Bob's initial meld, the red 7, the blue 7, and the orange 7; the joker and the orange 1 "
        "and 2, totals 27: it needs 30 or more from Bob's own tiles, a joker counting as the tile "
        "it stands for.",
    ),
    (
        "rummikub.rack_short",
        lambda: rummikub(player("Bob", hand="5K 6K 7B")),
        "Bob made no initial meld, so keeps the 14 tiles dealt and every tile drawn, but the rack "
        "shows 3 tiles: enter the initial meld, or the whole rack.",
    ),
    (
        "rummikub.not_lowest_rack",
        lambda: rummikub(player("Bob", ("10R 10B 10O",), hand="13B"), "Bob", "pool_empty"),
        "The pool ran out, but Bob's rack (13) is not the lowest: Ann's is 1. Say who held the "
        "lowest rack.",
    ),
    (
        "typed.too_long",
        lambda: refused(lambda: typed_points("+".join(["1"] * 21))),
        "Add up at most 20 numbers in one score.",
    ),
    (
        "typed.too_large",
        lambda: refused(lambda: typed_points("2000000")),
        "A score is at most 1,000,000 points, either way.",
    ),
    (
        "typed.every_player",
        lambda: refused(
            lambda: score_deal(TONK, [PlayerDeal("Ann", typed="5"), PlayerDeal("Bob")], None)
        ),
        "Type Bob's score too: a deal is typed as every player's score, or entered as every "
        "player's cards.",
    ),
    (
        "typed.with_cards",
        lambda: refused(
            lambda: score_deal(
                TONK,
                [PlayerDeal("Ann", typed="5", hand=Card.parse("KS")), PlayerDeal("Bob", typed="1")],
                None,
            )
        ),
        "Ann has a typed score and cards: keep one of them. A typed deal is not checked, so its "
        "cards are not counted.",
    ),
    (
        "start.too_large",
        lambda: refused(lambda: verify_starting(FIVE_HUNDRED, ["Ann", "Bob"], [0, -2_000_000])),
        "Bob's score from paper is at most 1,000,000 points, either way.",
    ),
    (
        "start.game_over",
        lambda: refused(lambda: verify_starting(FIVE_HUNDRED, ["Ann", "Bob"], [0, 500])),
        "With these scores from paper the game is already over (its target is 500): check "
        "them, or raise the target.",
    ),
    (
        "seating.partnerships",
        lambda: refused(lambda: verify_join(find_preset("canasta"), Seating(FOUR))),
        "A partnership game keeps its players: the seats make the teams.",
    ),
    (
        "seating.reads_earlier",
        lambda: refused(lambda: verify_join(find_preset("gin-rummy"), Seating(("Ann", "Bob")))),
        "This game keeps its players: scoring a deal reads every earlier deal of each player.",
    ),
    (
        "seating.too_many",
        lambda: refused(lambda: verify_join(find_preset("koon-kan"), Seating(("Ann", "Bob")))),
        "The table is full: this game takes at most 2 players.",
    ),
    (
        "seating.too_few",
        lambda: refused(lambda: verify_leave(FIVE_HUNDRED, Seating(("Ann", "Bob")), 0)),
        "Nobody can leave: this game needs at least 2 players at the table.",
    ),
    (
        "seating.gone",
        lambda: refused(lambda: verify_leave(FIVE_HUNDRED, Seating(FOUR, left=frozenset({1})), 1)),
        "Bob has left the table already.",
    ),
    (
        "seating.no_seat",
        lambda: refused(lambda: verify_leave(FIVE_HUNDRED, Seating(FOUR), 7)),
        "The game has no seat 7.",
    ),
    (
        "seating.not_seated",
        lambda: refused(
            lambda: seated_score(DealScore((PlayerScore("Eve", 0, 0, 0, 5),), None), FOUR)
        ),
        "Eve is not a player of this game.",
    ),
    (
        "start.below_zero",
        lambda: refused(lambda: verify_starting(COUNT_DOWN, ["Ann", "Bob"], [501, -20])),
        "Bob has -20 left on paper: counting down, a player has 0 or more left.",
    ),
    # 010 Score pads, Results: a deal is won (a winner, the others losing) or drawn.
    (
        "results.missing",
        lambda: refused(lambda: results_deal("win", "3")),
        "Choose Bob's result: a win, a draw or a loss.",
    ),
    (
        "results.nobody_won",
        lambda: refused(lambda: results_deal("loss", "loss")),
        "Everyone lost: in a deal someone wins, or the players draw.",
    ),
    (
        "results.win_and_draw",
        lambda: refused(lambda: results_deal("draw", "win")),
        "Bob won and Ann drew: a deal is won or drawn, not both.",
    ),
    (
        "results.nobody_lost",
        lambda: refused(lambda: results_deal("win", "win")),
        "Everyone won: a win needs someone who loses. Choose a draw for each player if nobody won.",
    ),
    (
        "results.lone_draw",
        lambda: refused(lambda: results_deal("draw", "loss", "loss")),
        "Ann drew alone: a draw is shared by two players or more, the others losing.",
    ),
    (
        "typed.not_zero_sum",
        lambda: refused(
            lambda: score_deal(
                ZERO_SUM, [PlayerDeal("Ann", typed="40"), PlayerDeal("Bob", typed="-25")], None
            )
        ),
        "These scores add up to 15, not 0: in a zero-sum game what one player wins, the others "
        "lose.",
    ),
    (
        "typed.below_zero",
        lambda: refused(
            lambda: score_deal(
                COUNT_DOWN,
                [PlayerDeal("Ann", typed="40"), PlayerDeal("Bob", typed="60")],
                None,
                starting=(501, 32),
            )
        ),
        "Bob has 32 left: taking off 60 goes below 0. Type 0 for a deal that goes past it (a "
        "bust).",
    ),
    (
        "phase_10.not_part",
        lambda: phase_10(player("Ann", ("7R 7B 7G", "2Y 3Y 4Y"))),
        "Ann is on phase 1 (a set of 3 and a set of 3). Not a set of 3: the yellow 2, 3, and 4; "
        "a set is of one number, in any colours (012 Phase 10).",
    ),
    (
        "phase_10.meld_count",
        lambda: phase_10(player("Ann", ("7R 7B 7G 7Y 7R JK",))),
        "Ann is on phase 1, a set of 3 and a set of 3, but 1 meld was entered: enter one meld "
        "for each part of the phase.",
    ),
    (
        "phase_10.out_without_phase",
        lambda: phase_10(player("Ann")),
        "Ann went out without laying down phase 1: a player goes out only after laying down "
        "their phase (012 Phase 10).",
    ),
    (
        "phase_10.phase_not_said",
        lambda: phase_10(player("Ann", ("7R 7B 7G", "2Y 2B 2G")), phase_order="any_order"),
        "Say which phase Ann laid down: at this table the phases are played in any order.",
    ),
    (
        "phase_10.phase_done",
        lambda: phase_10_done(
            PlayerDeal("Ann", melds=(Card.parse("1R 2B 3G 4Y 5R 6B 7G"),), said="phase_4")
        ),
        "Ann laid down phase 4 in an earlier deal: each phase is done once, so choose one not "
        "yet done.",
    ),
    (
        "phase_10.all_done",
        lambda: refused(
            lambda: score_deal(
                PHASE_10,
                [player("Ann", ("7R 7B 7G", "2Y 2B 2G")), player("Bob", hand="3B")],
                "Ann",
                earlier=(
                    DealScore(
                        (
                            PlayerScore("Ann", 0, 0, 0, 0, stages=tuple(range(1, 11))),
                            PlayerScore("Bob", 0, 5, 0, 5),
                        ),
                        "Ann",
                    ),
                ),
            )
        ),
        "Ann has done all ten phases: no phase is left to lay down.",
    ),
    # 014 Events: an event's seating and its ranking rule, refused by the engine.
    (
        "event.too_few",
        lambda: refused(lambda: table_sizes(2)),
        "An event needs at least 3 players.",
    ),
    (
        "event.too_many",
        lambda: refused(lambda: table_sizes(1001)),
        "An event seats at most 1,000 players.",
    ),
    (
        "event.pairs_together",
        lambda: refused(lambda: seat_by_standing([1, 2, 3, 4], pairs=[(1, 2)])),
        "Partners cannot sit apart at a single table: a pair needs two tables or more.",
    ),
    (
        "event.points_range",
        lambda: refused(lambda: verify_ranking_rule(RankingRule(places=(4, -1)))),
        "Type a number from 0 to 1,000.",
    ),
    (
        "event.places_empty",
        lambda: refused(lambda: verify_ranking_rule(RankingRule(places=()))),
        "Give the points for first place at least.",
    ),
    (
        "event.places_rising",
        lambda: refused(lambda: verify_ranking_rule(RankingRule(places=(4, 3, 5)))),
        "Place 3 cannot earn more points than the place above it.",
    ),
    (
        "event.results_order",
        lambda: refused(lambda: verify_ranking_rule(RankingRule("results", win=1, draw=2))),
        "A win earns more than a loss, and a shared win no less than a loss and no more than "
        "a win.",
    ),
    (
        "event.hand_below_win",
        lambda: refused(lambda: verify_ranking_rule(RankingRule("romme", romme_hand=4))),
        "Going out in one go (hand rummy) earns at least as much as going out.",
    ),
    (
        "event.steps_order",
        lambda: refused(
            lambda: verify_ranking_rule(RankingRule("romme", romme_steps=((20, 3), (10, 2))))
        ),
        "Each step allows more points in hand than the one before it, and earns no more.",
    ),
    (
        "event.step_above_win",
        lambda: refused(lambda: verify_ranking_rule(RankingRule("romme", romme_steps=((10, 6),)))),
        "A player who did not go out cannot earn more than the one who went out.",
    ),
    # 015 Leagues: a league's groups and its promotion and relegation, refused by the engine.
    (
        "league.groups_range",
        lambda: refused(lambda: verify_league(["A", "B", "C"], 11, 1)),
        "From 1 to 10 groups.",
    ),
    (
        "league.too_few_players",
        lambda: refused(lambda: verify_league(["A", "B", "C", "D", "E"], 2, 1)),
        "2 groups need at least 6 players: three for each group's table.",
    ),
    (
        "league.promoted_range",
        lambda: refused(lambda: next_groups([["A", "B", "C"], ["D", "E", "F"]], 2)),
        "From 0 to 1: a group's top and bottom cannot overlap.",
    ),
    (
        "league.player_twice",
        lambda: refused(lambda: next_groups([["Ann", "Bob", "Cy"]], 1, ["ANN"])),
        "ANN is in the league already: give one of them another name, like ANN B.",
    ),
]
