"""Hand and Foot (preset ``hand-and-foot``): the preset against its sources, the deals the rules
refuse, the first meld by the deal's number, the house rules, the four-deal game won by a side,
and a side's score worked out from the cards.

The numbers come from 008 Hand and Foot (docs/rule-sources.md): jerrycolby.com (card points,
red threes 100, going out 100, clean piles 500 and dirty 300), the GOCC rules (four or six
players, partners across, four rounds of 50, 90, 120 and 150, one more natural than wild, no
threes melded), nwpages.net (at most three wild cards, the books needed to go out, 3 vs 3 or 2
vs 2 vs 2), reference.com and emil.com (five and six packs), goodsams and Tanglewood (red threes
500 against, two books of each). Each test's comment works the numbers out.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    Card,
    DealError,
    PlayerDeal,
    Rules,
    find_preset,
    game_of,
    score_deal,
    standings,
)
from scorekeeper.rules.deal import Ending
from scorekeeper.rules.hand_and_foot import first_meld_minimum
from scorekeeper.rules.problems import ProblemError
from tests.rules.notation import player, scores

HAND_AND_FOOT = find_preset("hand-and-foot")
KINGS = "KH KS KD KC KH KS KD"
NINES = "9H 9S 9D 9C 9H 2C JK"


def four(*entered: PlayerDeal) -> list[PlayerDeal]:
    """A table of four, Ann and Cy against Bob and Dee: each player as entered, else the
    table's own (Ann nothing; Bob 9C, Cy 4S and Dee 7C in hand)."""
    table = {"Ann": "", "Bob": "9C", "Cy": "4S", "Dee": "7C"}
    given = {deal.name: deal for deal in entered}
    return [given.get(name) or player(name, hand=hand) for name, hand in table.items()]


def refused(
    players: list[PlayerDeal],
    went_out: str | None,
    ending: Ending = "went_out",
    number: int = 1,
    rules: Rules = HAND_AND_FOOT,
) -> ProblemError:
    with pytest.raises(ProblemError) as error:
        score_deal(rules, players, went_out, ending=ending, number=number)
    return error.value


def test_the_preset_follows_its_sources() -> None:
    """008 reference.com: five packs for four (with their ten jokers); emil.com: six packs,
    jokers included, for six; GOCC: four or six players, partners across, four rounds;
    jerrycolby: joker 50, 2 and A 20, K to 8 10, 7 to 4 and black 3 5, red 3 100; GOCC: jokers
    and deuces wild, one more natural than wild; nwpages: at most three wild cards, no runs."""
    rules = HAND_AND_FOOT.for_players(4)
    assert sum(rules.pack.values()) == 5 * 54
    assert sum(HAND_AND_FOOT.for_players(6).pack.values()) == 6 * 54
    assert (rules.players_min, rules.players_max, rules.teams) == (2, 6, 2)
    assert (rules.target, rules.deal_count) == (None, 4)
    # jerrycolby's table is Canasta's, red threes 100 included
    assert rules.card_points == find_preset("canasta").card_points
    assert [rules.card_value(Card.from_str(text), None) for text in ("JK", "AS", "7S", "3H")] == [
        50,
        20,
        5,
        100,
    ]
    assert rules.is_wild(Card.from_str("2H"), None) and rules.is_wild(Card.from_str("JK"), None)
    assert (rules.max_wilds_per_meld, rules.naturals_must_outnumber_wilds) == (3, True)
    assert not rules.runs_allowed
    assert (rules.books_to_go_out, rules.red_threes) == (1, "bonus")
    game = game_of(HAND_AND_FOOT)
    assert game.endings == ("went_out", "stock_out")
    assert game.player_endings(HAND_AND_FOOT) == ("went_out",)
    assert not game.hand_only and not game.knocks and not game.stakes


@pytest.mark.parametrize(("number", "minimum"), [(1, 50), (2, 90), (3, 120), (4, 150), (5, 150)])
def test_the_first_meld_by_the_deals_number(number: int, minimum: int) -> None:
    """008 GOCC: "Round #1 = 50, Round #2 = 90, Round #3 = 120, Round #4 = 150"; a deal past the
    fourth (a tie played off) asks the fourth's."""
    assert first_meld_minimum(number) == minimum


def test_the_deals_number_read_from_the_earlier_deals() -> None:
    """Without a number, the deal's number is the earlier deals' count and one: after one deal,
    90. Bob's side melds Q-Q-Q-2 = 50: enough in deal 1, not in deal 2."""
    players = four(player("Bob", melds=("QH QS QD 2C",), hand="9C"))
    first = score_deal(HAND_AND_FOOT, players, None, ending="stock_out")
    assert scores(first)["Bob"] == (50, 10, 0, 40)
    with pytest.raises(DealError) as error:
        score_deal(HAND_AND_FOOT, players, None, ending="stock_out", earlier=(first,))
    assert error.value.problem.code == "hand_and_foot.below_minimum"
    assert error.value.problem.params["minimum"] == 90


@pytest.mark.parametrize(
    ("ann", "code", "path"),
    [
        (
            player("Ann", melds=(KINGS, NINES), laid_off="KC"),
            "hand_and_foot.laid_off",
            ("laid_off",),
        ),
        (player("Ann", melds=(KINGS, "3H 4S 4C")), "hand_and_foot.red_three_mixed", ("melds", 1)),
        (player("Ann", melds=(KINGS, "QH QS JD")), "hand_and_foot.not_one_rank", ("melds", 1)),
        (player("Ann", melds=(KINGS, "2H 2D JK")), "hand_and_foot.not_one_rank", ("melds", 1)),
        (player("Ann", melds=(KINGS, "3S 3C 3S")), "hand_and_foot.not_one_rank", ("melds", 1)),
        (player("Ann", melds=(KINGS, "QH QS")), "hand_and_foot.pile_size", ("melds", 1)),
        (player("Ann", melds=(KINGS + " KC",)), "hand_and_foot.pile_size", ("melds", 0)),
        (player("Ann", melds=(KINGS, "QH 2S JK")), "hand_and_foot.wild_limits", ("melds", 1)),
        (player("Ann", melds=(KINGS, "QH QS 2S 2D")), "hand_and_foot.wild_limits", ("melds", 1)),
        (player("Ann", melds=(KINGS, NINES), hand="4H"), "going_out.cards_left_in_hand", ("hand",)),
        (player("Ann", melds=(KINGS, "8H 8S 8D 2C")), "hand_and_foot.books_to_go_out", None),
        (player("Ann", melds=(NINES, "8H 8S 8D")), "hand_and_foot.books_to_go_out", None),
    ],
)
def test_the_deals_the_rules_refuse(
    ann: PlayerDeal, code: str, path: tuple[str, ...] | None
) -> None:
    """008 GOCC: piles of one rank, no threes, no wild cards alone, one more natural than wild;
    arcadeferro: three to seven cards; nwpages: the side needs its clean and dirty books, and
    the player going out has played hand and foot. Nothing is laid off (the cards added are in
    the pile)."""
    error = refused(four(ann), "Ann")
    assert error.problem.code == code
    assert error.path == (("went_out",) if path is None else ("players", 0, *path))


def test_a_pile_of_four_naturals_and_three_wild_cards_is_a_dirty_book() -> None:
    """008 nwpages: at most three wild cards, fewer than the naturals: Q-Q-Q-Q-2-2-JK is legal,
    40 + 20 + 20 + 50 = 130, +300; Ann went out with the clean kings too: 70 + 500, +100."""
    deal = score_deal(
        HAND_AND_FOOT,
        four(player("Ann", melds=(KINGS, "QH QS QD QC 2S 2H JK"))),
        "Ann",
        ending="went_out",
        number=1,
    )
    assert scores(deal)["Ann"] == (200, 0, 900, 1100)


def test_the_wild_limit_where_the_table_lifts_it() -> None:
    """With ``naturals_must_outnumber_wilds`` off, as many wild cards as naturals pass (the
    limit of Canasta-like rules, 008 thepaytons: "up to 50% wildcards"): 9-9-2-JK counts
    20 + 20 + 50 = 90."""
    rules = HAND_AND_FOOT.with_options({"naturals_must_outnumber_wilds": False})
    deal = score_deal(
        rules,
        four(player("Ann", melds=("9H 9S 2C JK",))),
        None,
        ending="stock_out",
        number=1,
    )
    assert scores(deal)["Ann"] == (90, 0, 0, 90)


def test_two_books_of_each_where_the_table_plays_so() -> None:
    """008 goodsams: "Two red books and two black books are required to go out"."""
    rules = HAND_AND_FOOT.with_options({"books_to_go_out": 2})
    ann = player("Ann", melds=(KINGS, NINES, "5H 5S 5D 5C 5H 5S 5D"))
    assert refused(four(ann), "Ann", rules=rules).problem.params == {
        "name": "Ann",
        "clean": 2,
        "dirty": 1,
        "needed": 2,
    }
    ann = player("Ann", melds=(KINGS, NINES, "5H 5S 5D 5C 5H 5S 5D", "8H 8S 8D 8C 8H 2D 2S"))
    assert score_deal(rules, four(ann), "Ann", ending="went_out", number=1).players[0].bonus == (
        500 + 300 + 500 + 300 + 100
    )


def test_wild_books_are_off_by_default() -> None:
    """008 GOCC: wild cards alone make no pile; the options ``wild_book`` and ``sevens_book``
    are empty in the preset."""
    assert (HAND_AND_FOOT.wild_book, HAND_AND_FOOT.sevens_book) == (None, None)
    wilds = player("Ann", melds=(KINGS, NINES, "2H 2S JK"))
    assert refused(four(wilds), "Ann").problem.code == "hand_and_foot.not_one_rank"


def test_a_wild_book_where_the_table_plays_one() -> None:
    """A book of seven wild cards, a house rule (008: some descriptions; the value the table's,
    here 1,500): 2-2-2-2-JK-JK-JK counts 4 x 20 + 3 x 50 = 230, +1,500; Ann went out with
    clean kings (70 + 500) and dirty nines (5 x 10 + 20 + 50 = 120, +300), +100. Without the
    nines she may not go out: the wild book counts toward neither kind of book."""
    rules = HAND_AND_FOOT.with_options({"wild_book": 1500})
    ann = player("Ann", melds=(KINGS, NINES, "2H 2S 2D 2C JK JK JK"))
    deal = score_deal(rules, four(ann), "Ann", ending="went_out", number=1)
    assert scores(deal)["Ann"] == (70 + 120 + 230, 0, 500 + 300 + 1500 + 100, 2820)
    alone = player("Ann", melds=(KINGS, "2H 2S 2D 2C JK JK JK"))
    error = refused(four(alone), "Ann", rules=rules)
    assert (error.problem.code, error.problem.params["dirty"]) == (
        "hand_and_foot.books_to_go_out",
        0,
    )
    eight = player("Ann", melds=("2H 2S 2D 2C JK JK JK 2H",))
    error = refused(four(eight), None, "stock_out", rules=rules)
    assert error.problem.code == "hand_and_foot.wild_pile_size"
    assert game_of(rules).check_meld(Card.parse("2H JK 2S"), rules, None).valid


def test_a_book_of_sevens_where_the_table_plays_one() -> None:
    """008 drwingnut.info: "A "natural" set of sevens is worth 1500 points": seven sevens 35,
    +1,500, a clean book toward going out; a pile of sevens with a wild card is refused."""
    rules = HAND_AND_FOOT.with_options({"sevens_book": 1500})
    sevens = "7H 7S 7D 7C 7H 7S 7D"
    deal = score_deal(
        rules, four(player("Ann", melds=(sevens, NINES))), "Ann", ending="went_out", number=1
    )
    assert scores(deal)["Ann"] == (35 + 120, 0, 1500 + 300 + 100, 2055)
    dirty = player("Ann", melds=(KINGS, NINES, "7H 7S 7D 2C"))
    error = refused(four(dirty), "Ann", rules=rules)
    assert (error.problem.code, error.path) == (
        "hand_and_foot.sevens_wild",
        ("players", 0, "melds", 2),
    )
    verdict = game_of(rules).check_meld(Card.parse("7H 7S JK"), rules, None)
    assert not verdict.valid and verdict.problem is not None
    assert verdict.problem.code == "hand_and_foot.sevens_wild"


def test_red_threes_held_count_500_where_the_table_plays_so() -> None:
    """008 Tanglewood: "Red threes are 500 points each against you if you are caught with them
    in your Hand or Foot"; laid aside they count nothing. Bob holds 3H 3D: -1000; Ann laid a
    red three aside: 0."""
    rules = HAND_AND_FOOT.with_options({"red_threes": "penalty"})
    deal = score_deal(
        rules,
        four(player("Ann", melds=("3H",)), player("Bob", hand="3H 3D")),
        None,
        ending="stock_out",
        number=1,
    )
    assert [p.score for p in deal.players][:2] == [0, -1000]


def test_four_play_each_alone_where_the_table_says() -> None:
    """008 ourpastimes: "Four individuals may also play": no teams, each player's own books.
    Ann went out with a clean and a dirty book of her own: 70 + 120 + 800 + 100."""
    rules = HAND_AND_FOOT.with_options({"teams": None})
    deal = score_deal(
        rules, four(player("Ann", melds=(KINGS, NINES))), "Ann", ending="went_out", number=1
    )
    assert scores(deal)["Ann"] == (190, 0, 900, 1090)
    cy = player("Cy", melds=(NINES,))
    error = refused(four(player("Ann", melds=(KINGS,)), cy), "Ann", rules=rules)
    assert error.problem.code == "hand_and_foot.books_to_go_out"


def test_the_side_ahead_after_four_deals_wins_both_partners() -> None:
    """008 GOCC: "The game consists of four rounds"; the side with the higher total wins. Ann
    and Cy take 560 + 520 in deal 1 (golden deal 1); then three deals of nothing melded."""
    out = score_deal(
        HAND_AND_FOOT,
        four(player("Ann", melds=(KINGS,), hand="4S 5D"), player("Cy", melds=(NINES,))),
        "Cy",
        ending="went_out",
        number=1,
    )
    quiet = [
        score_deal(HAND_AND_FOOT, four(), None, ending="stock_out", number=number)
        for number in (2, 3, 4)
    ]
    names = ("Ann", "Bob", "Cy", "Dee")
    after_three = standings(HAND_AND_FOOT, names, [out, *quiet[:2]])
    assert not after_three.finished
    final = standings(HAND_AND_FOOT, names, [out, *quiet])
    assert final.finished
    assert final.winners == ("Ann", "Cy")


VALUES = {"JK": 50, "2": 20, "A": 20, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 10, "8": 10}
RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("H", "S", "D", "C")
WILDS = ("2H", "2S", "2D", "2C", "JK")
LOOSE = tuple(rank + suit for rank in (*RANKS, "2", "3") for suit in SUITS) + ("JK",)


def value(card: str) -> int:
    """008 jerrycolby's card points, read from the card's text."""
    if card in ("3H", "3D"):
        return 100
    if card == "JK":
        return 50
    return VALUES.get(card[:-1], 5)


@st.composite
def piles(draw: st.DrawFn) -> str:
    """A legal pile: three to seven cards of one rank, fewer wild cards than naturals, at most
    three."""
    size = draw(st.integers(3, 7))
    wilds = draw(st.integers(0, min(3, (size - 1) // 2)))
    rank = draw(st.sampled_from(RANKS))
    naturals = [rank + draw(st.sampled_from(SUITS)) for _ in range(size - wilds)]
    return " ".join(naturals + [draw(st.sampled_from(WILDS)) for _ in range(wilds)])


@st.composite
def hand_and_foot_deals(
    draw: st.DrawFn,
) -> tuple[list[PlayerDeal], str | None, list[int]]:
    """Four players' cards, who went out (where the side may), and each side's score worked
    out here from the card points and bonuses."""
    names = ("Ann", "Bob", "Cy", "Dee")
    entries = []
    for _ in names:
        melds = draw(st.lists(piles(), max_size=3))
        reds = draw(st.lists(st.sampled_from(("3H", "3D")), max_size=2))
        hand = draw(st.lists(st.sampled_from(LOOSE), max_size=6))
        entries.append((melds + ([" ".join(reds)] if reds else []), hand))
    every = Counter(
        card for melds, hand in entries for text in (*melds, *hand) for card in text.split()
    )
    assume(all(count <= (10 if card == "JK" else 5) for card, count in every.items()))

    def pile_cards(seat: int) -> list[list[str]]:
        return [meld.split() for meld in entries[seat][0] if meld.split()[0] not in ("3H", "3D")]

    sides = ((0, 2), (1, 3))
    for side in sides:
        melded = sum(value(card) for seat in side for pile in pile_cards(seat) for card in pile)
        assume(melded == 0 or melded >= 50)  # deal 1's first meld

    def books(side: tuple[int, ...]) -> tuple[int, int]:
        full = [pile for seat in side for pile in pile_cards(seat) if len(pile) == 7]
        clean = sum(not any(card in WILDS for card in pile) for pile in full)
        return clean, len(full) - clean

    may_go = [seat for seat in range(4) if not entries[seat][1] and min(books(sides[seat % 2]))]
    went_out = draw(st.sampled_from([None, *may_go]))
    expected = []
    for side in sides:
        total = 0
        for seat in side:
            melds, hand = entries[seat]
            total += sum(value(card) for meld in melds for card in meld.split())
            total -= sum(value(card) for card in hand)
        clean, dirty = books(side)
        total += 500 * clean + 300 * dirty + (100 if went_out in side else 0)
        expected.append(total)
    players = [
        player(name, melds=tuple(entries[seat][0]), hand=" ".join(entries[seat][1]))
        for seat, name in enumerate(names)
    ]
    return players, (None if went_out is None else names[went_out]), expected


@settings(max_examples=150, deadline=None)
@given(hand_and_foot_deals())
def test_a_sides_score_is_what_the_rules_give_its_cards(
    deal: tuple[list[PlayerDeal], str | None, list[int]],
) -> None:
    """008 jerrycolby and GOCC, Scoring: a side's deal score is its melded card points, its
    book bonuses (500 clean, 300 dirty), its red threes laid aside (100 each) and the going-out
    bonus (100), less every card left in both partners' hands and feet (red threes 100); its
    players' scores add up to it."""
    players, went_out, expected = deal
    ending: Ending = "stock_out" if went_out is None else "went_out"
    scored = score_deal(HAND_AND_FOOT, players, went_out, ending=ending, number=1)
    got = [scored.players[side].score + scored.players[side + 2].score for side in (0, 1)]
    assert got == expected
    for result in scored.players:
        assert result.score == result.melded + result.bonus - result.hand


def test_a_said_drop_is_refused() -> None:
    """Drops are Indian Rummy's (006), not Hand and Foot's."""
    ann = PlayerDeal("Ann", hand=Card.parse("9C"), said="first_drop")
    with pytest.raises(DealError) as error:
        score_deal(HAND_AND_FOOT, four(ann), None, ending="stock_out", number=1)
    assert error.value.problem.code == "indian.said_not_in_game"
