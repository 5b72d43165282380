"""The meld problems' cases: one per code, each a problem the engine raises and the words said."""

from __future__ import annotations

import pytest

from scorekeeper.rules import (
    Card,
    DealError,
    IllegalMeldError,
    PlayerDeal,
    Rank,
    Rules,
    check_final_discard,
    check_lay_off,
    check_meld,
    find_preset,
    score_deal,
)
from scorekeeper.rules.problems import Problem
from scorekeeper.scorebook.checks import check_meld_text

FT = find_preset("5000-rummy")


FT2 = FT.for_players(5)


FH = find_preset("500-rummy")


FH2 = FH.for_players(5)


SUBTRACT = find_preset("5000-rummy-subtract")


WITH_JOKERS = FT.with_options({"decks": 2, "jokers": 4})


OUTNUMBER = WITH_JOKERS.with_options({"naturals_must_outnumber_wilds": True})


ONE_WILD = WITH_JOKERS.with_options({"max_wilds_per_meld": 1})


NO_SETS = FH.with_options({"sets_allowed": False})


NO_RUNS = FH.with_options({"runs_allowed": False})


GIN = find_preset("gin-rummy")


ACES_HIGH = FH.with_options({"aces": "high"})


def meld(
    cards: str, rules: Rules, wild_rank: Rank | None = None, stated: tuple[str | None, ...] = ()
) -> Problem:
    """The problem of an illegal meld."""
    problem = check_meld(Card.parse(cards), rules, wild_rank, stated).problem
    assert problem is not None
    return problem


def lay_off(cards: str, onto: str, rules: Rules) -> Problem:
    """The problem of an illegal lay-off."""
    problem = check_lay_off(Card.parse(cards), Card.parse(onto), rules).problem
    assert problem is not None
    return problem


def deal(rules: Rules, *players: tuple[str, str, str]) -> Problem:
    """The problem of a deal refused for its lay-offs: each player's name, meld and cards laid
    off."""
    entered = [
        PlayerDeal(name, melds=(Card.parse(meld),) if meld else (), laid_off=Card.parse(laid))
        for name, meld, laid in players
    ]
    with pytest.raises(DealError) as caught:
        score_deal(rules, entered, went_out=None)
    return caught.value.problem


def discard(
    card: str, table: tuple[str, ...], rules: Rules, wild_rank: Rank | None = None
) -> Problem:
    """The note of the verdict on going out with ``card``, or the problem of a table that
    cannot be judged."""
    melded = [Card.parse(meld) for meld in table]
    try:
        return check_final_discard(Card.from_str(card), melded, rules, wild_rank).note
    except IllegalMeldError as error:
        return error.problem


CASES = [
    (
        "meld.wild_rank_not_chosen",
        lambda: check_meld_text("QS QH QD", FT, None, True).problem,
        "Choose the wild rank to check this meld.",
    ),
    (
        "meld.no_cards",
        lambda: meld("", FH),
        "Choose the cards of the meld: it needs at least 3.",
    ),
    (
        "meld.too_few_cards",
        lambda: meld("5H 6H", FH),
        "A meld needs at least 3 cards; this one has 2: the 5 and 6 of hearts.",
    ),
    (
        "meld.stated_not_wild",
        lambda: meld("6C 7C 8C", FH, None, ("5C", None, None)),
        "The 6 of clubs is not a wild card here, so it stands for itself, not the 5 of clubs.",
    ),
    (
        "meld.not_as_stated",
        lambda: meld("6C 7C JK", FH, None, (None, None, "10C")),
        "The 6 and 7 of clubs and the joker make no set or run with the joker as the 10 of clubs.",
    ),
    (
        "meld.not_as_stated",
        lambda: meld("9D JK JK", FH, None, (None, "10D", "8D")),
        "The 9 of diamonds and 2 jokers make no set or run with the joker as the 10 of diamonds "
        "and the joker as the 8 of diamonds.",
    ),
    (
        "meld.too_few_naturals",
        lambda: meld("7H JK JK", OUTNUMBER, Rank.TEN),
        "This meld (the 7 of hearts and 2 jokers) has 2 wild cards and 1 natural card: a meld "
        "needs more natural cards than wild cards in this game.",
    ),
    (
        "meld.too_few_naturals",
        lambda: meld("6H 7H JK JK", OUTNUMBER, Rank.TEN),
        "This meld (the 6 and 7 of hearts and 2 jokers) has 2 wild cards and 2 natural cards: a "
        "meld needs more natural cards than wild cards in this game.",
    ),
    (
        "meld.too_many_wilds",
        lambda: meld("7H 7S JK JK", ONE_WILD, Rank.FIVE),
        "This meld (the 7 of hearts and spades and 2 jokers) has 2 wild cards: this game allows "
        "at most 1 in a meld.",
    ),
    (
        "meld.too_many_wilds",
        lambda: meld("3H JK JK 6H 7H 8H", ONE_WILD, Rank.FIVE),
        "This meld (the 3 of hearts, 2 jokers, and the 6, 7, and 8 of hearts) has 2 wild cards: "
        "this game allows at most 1 in a meld (or in each part of 3 or more cards of a longer "
        "meld).",
    ),
    (
        "meld.only_jokers",
        lambda: meld("JK JK JK", FH2),
        "A meld needs at least one card that is not a joker.",
    ),
    (
        "meld.sets_not_allowed",
        lambda: meld("7H 7S 7D", NO_SETS),
        "Sets are not allowed in this game; these cards would be one: the 7 of hearts, spades, "
        "and diamonds.",
    ),
    (
        "meld.set_suit_twice",
        lambda: meld("6S 6S 6H", FH2),
        "The 6 of spades appears twice: the cards of a set must all be of different suits.",
    ),
    (
        "meld.set_suits_full",
        lambda: meld("KC KD KH KS JK", FH),
        "The joker cannot be a 5th card of a set of kings: a set has at most 4 cards, one of "
        "each suit.",
    ),
    (
        "meld.set_too_big",
        lambda: meld("5H 5C 5D 5S 9C", SUBTRACT.for_players(3), Rank.NINE),
        "A set holds at most 4 cards with 1 pack, wild cards included; this one has 5: the 5 of "
        "hearts, clubs, diamonds, and spades and the 9 of clubs.",
    ),
    (
        "meld.set_too_big",
        lambda: meld("5H 5C 5D 5S 5H 5C 5D 9C 9D", SUBTRACT.for_players(5), Rank.NINE),
        "A set holds at most 8 cards with 2 packs, wild cards included; this one has 9: the 5 of "
        "hearts, clubs, diamonds, spades, hearts, clubs, and diamonds and the 9 of clubs and "
        "diamonds.",
    ),
    (
        "meld.runs_not_allowed",
        lambda: meld("7H 8H 9H", NO_RUNS),
        "Runs are not allowed in this game, so these cards are no meld: the 7, 8, and 9 of hearts.",
    ),
    (
        "meld.run_rank_twice",
        lambda: meld("5H 5H 6H 7H", FT2, Rank.TWO),
        "The 5 of hearts appears twice: a run needs one card of each rank.",
    ),
    (
        "meld.ace_in_middle",
        lambda: meld("KS AS 2S", FH),
        "The ace of spades cannot be in the middle of a run: an ace is low (A-2-3) or high "
        "(Q-K-A).",
    ),
    (
        "meld.ace_low_only",
        lambda: meld("KS AS 2S", GIN),
        "The ace of spades cannot be high in a run: in this game an ace is low only (A-2-3), so "
        "Q-K-A and K-A-2 are not runs.",
    ),
    (
        "meld.ace_low_only",
        lambda: meld("QS KS AS", GIN),
        "The ace of spades cannot be high in a run: in this game an ace is low only (A-2-3), so "
        "Q-K-A and K-A-2 are not runs.",
    ),
    (
        "meld.ace_high_only",
        lambda: meld("AH 2H 3H", ACES_HIGH),
        "The ace of hearts cannot be low in a run: in this game an ace is high only (Q-K-A), so "
        "A-2-3 and K-A-2 are not runs.",
    ),
    (
        "meld.run_gap",
        lambda: meld("4S KD 6S 8S", FT, Rank.KING),
        "The 6 of spades is too far from the 4 of spades: the run needs 2 more cards to fill its "
        "gaps and has 1 wild card.",
    ),
    (
        "meld.run_gap",
        lambda: meld("5H 6H 8H", FH),
        "The 8 of hearts is too far from the 6 of hearts: the run needs 1 more card to fill its "
        "gaps and has no wild card.",
    ),
    (
        "meld.not_one_rank",
        lambda: meld("9C 9D 8S", FH),
        "The 8 of spades does not belong with the 9s: a set needs cards of one rank.",
    ),
    (
        "meld.not_one_suit",
        lambda: meld("5H 6C 7H", NO_SETS),
        "The 6 of clubs is not one of the hearts: a run needs cards of one suit.",
    ),
    (
        "meld.does_not_fit",
        lambda: meld("5H 6C 7H", FH),
        "The 6 of clubs does not fit: a run needs cards of one suit and a set cards of one rank.",
    ),
    (
        "lay_off.no_cards",
        lambda: lay_off("", "5H 6H 7H", FH),
        "Choose at least one card to lay off.",
    ),
    (
        "lay_off.table_meld_illegal",
        lambda: lay_off("8H", "5H 6C 7H", FH),
        "The meld on the table (the 5 of hearts, the 6 of clubs, and the 7 of hearts) is not "
        "legal: The 6 of clubs does not fit: a run needs cards of one suit and a set cards of "
        "one rank.",
    ),
    (
        "lay_off.wild_card_kept",
        lambda: lay_off("4C", "6C 7C JK", FH),
        "The 4 of clubs cannot be laid off on this meld (the 6 and 7 of clubs and the joker): "
        "the joker stands for the 8 of clubs, as it was melded, and a wild card keeps the card "
        "it stands for.",
    ),
    (
        "lay_off.does_not_extend",
        lambda: lay_off("3H 4H 9H", "5H 6H 7H", FH),
        "The 3, 4, and 9 of hearts cannot be laid off on this meld (the 5, 6, and 7 of hearts): "
        "it does not extend the run.",
    ),
    (
        "lay_off.does_not_extend",
        lambda: lay_off("10C", "9D JK JK", FH),
        "The 10 of clubs cannot be laid off on this meld (the 9 of diamonds and 2 jokers): it "
        "does not extend the set or run.",
    ),
    (
        "lay_off.extends_no_meld",
        lambda: deal(FH, ("Ann", "5H 6H 7H", ""), ("Bob", "", "9C")),
        "Bob laid off the 9 of clubs, but it extends no meld on the table (melds: the 5, 6, and "
        "7 of hearts).",
    ),
    (
        "lay_off.extends_no_meld",
        lambda: deal(FH, ("Ann", "", ""), ("Bob", "", "9C")),
        "Bob laid off the 9 of clubs, but it extends no meld on the table (melds: none).",
    ),
    (
        "lay_off.extends_no_meld_as_melded",
        lambda: deal(FH, ("Ann", "6C 7C JK", ""), ("Bob", "", "4C")),
        "Bob laid off the 4 of clubs, but it extends no meld on the table as it was melded.",
    ),
    (
        "lay_off.cannot_all_fit",
        lambda: deal(FH, ("A", "5H 6H 7H", ""), ("B", "9C 9S 9D", "8H"), ("D", "", "10H")),
        "The cards laid off (the 8 and 10 of hearts) cannot all extend the melds on the table "
        "together; the 10 of hearts fits no meld by itself.",
    ),
    (
        "discard.table_meld_illegal",
        lambda: discard("7H", ("4H 5H 6H", "9C 10D JS"), FT, Rank.TWO),
        "Meld 2 on the table (the 9 of clubs, the 10 of diamonds, and the jack of spades) is not "
        "legal: The 10 of diamonds does not fit: a run needs cards of one suit and a set cards "
        "of one rank.",
    ),
    (
        "discard.unplayable",
        lambda: discard("9C", ("KS KD KC", "4H 5H 6H"), FT, Rank.TWO),
        "The 9 of clubs fits no meld on the table: you may discard it and go out.",
    ),
    (
        "discard.playable_allowed",
        lambda: discard("7H", ("4H 5H 6H",), FH),
        "The 7 of hearts fits a meld on the table (the 4, 5, and 6 of hearts), but your rules "
        "let you go out with a playable card: discard it.",
    ),
    (
        "discard.playable_allowed",
        lambda: discard("10C", ("7C 8C 9C", "10D 10H 10S"), FH),
        "The 10 of clubs fits a meld on the table (the 7, 8, and 9 of clubs) and 1 other meld, "
        "but your rules let you go out with a playable card: discard it.",
    ),
    (
        "discard.playable",
        lambda: discard("7H", ("KS KD KC", "4H 5H 6H"), FT, Rank.TWO),
        "The 7 of hearts fits a meld on the table (the 4, 5, and 6 of hearts): under your rules "
        "you cannot go out with a playable card; meld it and float.",
    ),
    (
        "discard.playable",
        lambda: discard("7H", ("4H 5H 6H",), FH.with_options({"final_discard_unplayable": True})),
        "The 7 of hearts fits a meld on the table (the 4, 5, and 6 of hearts): under your rules "
        "you cannot go out with a playable card; meld it to go out.",
    ),
    (
        "discard.playable",
        lambda: discard(
            "7H", ("4H 5H 6H", "7C 7D 7S"), FT.with_options({"floating": False}), Rank.TWO
        ),
        "The 7 of hearts fits a meld on the table (the 4, 5, and 6 of hearts) and 1 other meld: "
        "under your rules you cannot go out with a playable card; meld it.",
    ),
    (
        "meld.ace_not_in_runs",
        # no game of the presets takes aces out of runs
        lambda: Problem("meld.ace_not_in_runs", {"card": "AH"}),
        "The ace of hearts cannot be in a run in this game.",
    ),
]
