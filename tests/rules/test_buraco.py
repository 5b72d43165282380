"""Buraco (preset ``buraco``): the preset against its sources, the deals the rules refuse, the
sides' scores and the game to 3,000 won by a side.

The numbers come from 009 Buraco (docs/rule-sources.md): pagat.com, "Buraco" (card values, the
mortos, four in two partnerships), Wikipedia (pt), "Buraco (jogo de cartas)" (sequences of one
suit, twos wild, canastras 200 clean and 100 dirty, going out only with a clean canastra, 3,000
or 5,000), jogatina.com (Buraco Aberto, Fechado and STBL: sets, a clean canastra to go out),
canastra.online and playjoy (one wild card a meld, a two in its own place), pokerlivepro and
gamevelvet (going out 100, the morto not taken -100, the cards in hand taken off). Each test's
comment works the numbers out.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import find_preset, game_of, score_deal, standings
from scorekeeper.rules.cards import Card
from scorekeeper.rules.deal import DealScore, Ending, PlayerDeal, PlayerScore
from scorekeeper.rules.errors import DealError, RulesError
from scorekeeper.rules.options import HandSize
from scorekeeper.rules.problems import ProblemError
from tests.rules.notation import four, player, scores, side_scores

BURACO = find_preset("buraco")
HEARTS = "3H 4H 5H 6H 7H 8H 9H"
"""A clean canastra: 5 x 5 + 10 + 10 = 45 points, +200."""


def refused(
    players: list[PlayerDeal], went_out: str | None, ending: Ending, **options: object
) -> ProblemError:
    with pytest.raises(ProblemError) as error:
        score_deal(BURACO.with_options(options), players, went_out, ending=ending)
    return error.value


def test_the_preset_follows_its_sources() -> None:
    """pagat: 11 cards each and two mortos of 11, A 15, 2 10, K to 8 10, 7 to 3 5, a joker 20;
    Wikipedia (pt): two packs of 52, jokers optional, every two wild, game 3,000 or 5,000;
    netcartas: two or four players; pagat: four in two partnerships."""
    rules = BURACO.for_players(4)
    assert sum(rules.pack.values()) == 104
    assert sum(BURACO.with_options({"jokers": 4}).for_players(4).pack.values()) == 108
    assert (rules.players_min, rules.players_max, rules.teams, rules.target) == (2, 4, 2, 3000)
    assert rules.hand_sizes == (HandSize(2, 11),)
    values = {
        text: rules.card_value(Card.from_str(text), None)
        for text in ("JK", "2C", "AS", "KH", "8D", "7S", "3C")
    }
    assert values == {"JK": 20, "2C": 10, "AS": 15, "KH": 10, "8D": 10, "7S": 5, "3C": 5}
    assert rules.is_wild(Card.from_str("2H"), None) and rules.is_wild(Card.from_str("JK"), None)
    assert (rules.runs_allowed, rules.sets_allowed, rules.max_wilds_per_meld) == (True, False, 1)
    assert rules.clean_canastra_to_go_out
    game = game_of(BURACO)
    assert game.endings == ("went_out", "went_out_morto_untaken", "stock_out")
    assert game.player_endings(BURACO) == ("went_out", "went_out_morto_untaken")
    assert not game.hand_only and not game.knocks and not game.stakes


def test_the_side_that_never_took_its_morto_loses_100_on_its_first_player() -> None:
    """pokerlivepro, Score: "100 points if the dead deck was not taken". Ann went out: 45 +
    200 + 100 = 345. Bob and Dee never took theirs: Bob -10 (9C) - 100 = -110; Dee -5."""
    deal = score_deal(
        BURACO, four(player("Ann", melds=(HEARTS,))), "Ann", ending="went_out_morto_untaken"
    )
    assert scores(deal) == {
        "Ann": (45, 0, 300, 345),
        "Bob": (0, 10, -100, -110),
        "Cy": (0, 5, 0, -5),
        "Dee": (0, 5, 0, -5),
    }


def test_a_two_in_its_own_place_keeps_a_canastra_clean() -> None:
    """jogatina: a two of the canastra's suit in its own place leaves it clean (200); a two of
    another suit makes it dirty (100). A-2-3-4-5-6-7 of clubs: 15 + 10 + 25 = 50."""
    clean = score_deal(
        BURACO, four(player("Ann", melds=("AC 2C 3C 4C 5C 6C 7C",))), "Ann", ending="went_out"
    )
    assert scores(clean)["Ann"] == (50, 0, 300, 350)
    dirty = score_deal(
        BURACO,
        four(bob=player("Bob", melds=("2D 2C 3C 4C 5C 6C 7C",), hand="9C")),
        None,
        ending="stock_out",
    )
    assert scores(dirty)["Bob"] == (45, 10, 100, 135)


def test_two_play_each_alone() -> None:
    """netcartas: "2 or 4 players"; pokerlivepro: "1 vs. 1 mode, with individual points".
    Ann 45 + 300 = 345; Bob -10 (9C), -100 for the morto he never took."""
    deal = score_deal(
        BURACO.with_options({"teams": None}),
        [player("Ann", melds=(HEARTS,)), player("Bob", hand="9C")],
        "Ann",
        ending="went_out_morto_untaken",
    )
    assert [p.score for p in deal.players] == [345, -110]


@pytest.mark.parametrize("count", [3, 4])
def test_three_or_four_each_alone_are_no_two_sides(count: int) -> None:
    """pagat: four in two partnerships; netcartas: two or four players."""
    players = four()[:count]
    error = refused(players, None, "stock_out", teams=None)
    assert isinstance(error, RulesError)
    assert (error.problem.code, error.path) == ("buraco.two_sides", ("teams",))
    assert error.problem.params == {"players": count}


@pytest.mark.parametrize(
    ("ann", "code", "path"),
    [
        (player("Ann", melds=(HEARTS,), laid_off="10H"), "buraco.laid_off", ("laid_off",)),
        (player("Ann", melds=(HEARTS, "3S 4S")), "deal.illegal_meld", ("melds", 1)),
        (player("Ann", melds=(HEARTS, "3S 2D 2C 6S")), "deal.illegal_meld", ("melds", 1)),
        (player("Ann", melds=(HEARTS, "QS QH QD")), "deal.illegal_meld", ("melds", 1)),
        (player("Ann", melds=(HEARTS, "3S 4H 5S")), "deal.illegal_meld", ("melds", 1)),
        (player("Ann", melds=(HEARTS,), hand="5C"), "going_out.cards_left_in_hand", ("hand",)),
        (player("Ann", melds=("3H 4H 5H 6H 7H 8H",)), "buraco.no_canastra", None),
        (player("Ann", melds=("3H 4H 5H 6H 7H 8H 2S",)), "buraco.no_canastra", None),
    ],
)
def test_every_refusal_at_its_path(
    ann: PlayerDeal, code: str, path: tuple[str, ...] | None
) -> None:
    """Nothing is laid off (the card is entered in the meld); a meld of three cards or more in
    sequence, one suit, one wild card at most (canastra.online); no sets in the preset
    (Wikipedia (pt), jogatina Buraco Aberto); out with no card in hand, and only with a clean
    canastra on the side (Wikipedia (pt): "Só pode-se bater com uma canastra limpa")."""
    error = refused(four(ann), "Ann", "went_out")
    assert isinstance(error, DealError)
    assert error.problem.code == code
    assert error.path == (("players", 0, *path) if path else ("went_out",))


def test_no_canastra_says_whether_a_clean_one_is_needed() -> None:
    ann = player("Ann", melds=("3H 4H 5H 6H 7H 8H 2S",))
    assert refused(four(ann), "Ann", "went_out").problem.params == {"name": "Ann", "clean": True}
    error = refused(
        four(player("Ann", melds=("3H 4H",))), "Ann", "went_out", clean_canastra_to_go_out=False
    )
    assert error.problem.code == "deal.illegal_meld"


def test_any_canastra_goes_out_where_the_table_plays_so() -> None:
    """jogatina, Buraco Fechado: going out not only with a clean canastra. 3H to 8H and 2S as
    the nine: 25 + 10 + 10 = 45, dirty 100, out 100: 245."""
    deal = score_deal(
        BURACO.with_options({"clean_canastra_to_go_out": False}),
        four(player("Ann", melds=("3H 4H 5H 6H 7H 8H 2S",))),
        "Ann",
        ending="went_out",
    )
    assert scores(deal)["Ann"] == (45, 0, 200, 245)


def test_a_partners_clean_canastra_lets_the_side_go_out() -> None:
    """A side's melds are its partners' together (pagat): Cy's clean canastra lets Ann out."""
    deal = score_deal(
        BURACO,
        four(player("Ann", melds=("QS KS AS",)), cy=player("Cy", melds=(HEARTS,))),
        "Ann",
        ending="went_out",
    )
    assert [p.score for p in deal.players] == [135, -10, 245, -5]


def test_sets_where_the_table_plays_them() -> None:
    """jogatina, Buraco Fechado: "Vale trinca". Q-Q-Q 30; a fourth queen of the same rank."""
    deal = score_deal(
        BURACO.with_options({"sets_allowed": True}),
        four(bob=player("Bob", melds=("QS QH QD 2C",), hand="9C")),
        None,
        ending="stock_out",
    )
    assert scores(deal)["Bob"] == (40, 10, 0, 30)


def test_each_side_says_its_morto_untaken_when_the_stock_ran_out() -> None:
    """pokerlivepro, Score; gamevelvet: a side that never took its morto loses 100, a fact of
    each side. The stock ran out: Cy says Ann and Cy never took theirs (-100 on Ann, the side's
    first player), Dee says the same of Bob and Dee (-100 on Bob); said by one side only, the
    other keeps its hands alone."""
    cy = player("Cy", hand="4S")
    dee = player("Dee", hand="7C")
    both = four(
        player("Ann", hand="5D"),
        cy=PlayerDeal(cy.name, hand=cy.hand, said="morto_untaken"),
        dee=PlayerDeal(dee.name, hand=dee.hand, said="morto_untaken"),
    )
    deal = score_deal(BURACO, both, None, ending="stock_out")
    assert [p.score for p in deal.players] == [-105, -110, -5, -5]
    one = [*both[:3], dee]
    deal = score_deal(BURACO, one, None, ending="stock_out")
    assert [p.score for p in deal.players] == [-105, -10, -5, -5]


def test_the_morto_said_untaken_beside_going_out() -> None:
    """The side that went out took its morto (pokerlivepro): the other side says it never took
    its own, as the ending ``went_out_morto_untaken`` does (both together count it once); the
    side that went out saying it is refused."""
    bob = PlayerDeal("Bob", hand=Card.parse("9C"), said="morto_untaken")
    ann = player("Ann", melds=(HEARTS,))
    for ending in ("went_out", "went_out_morto_untaken"):
        deal = score_deal(BURACO, four(ann, bob), "Ann", ending=ending)  # type: ignore[arg-type]
        assert [p.score for p in deal.players] == [345, -110, -5, -5]
    cy = PlayerDeal("Cy", hand=(), said="morto_untaken")
    error = refused(four(ann, cy=cy), "Ann", "went_out")
    assert (error.problem.code, error.path) == ("buraco.morto_taken", ("players", 2, "said"))


def test_a_said_drop_is_refused() -> None:
    """Drops are Indian Rummy's (006), not Buraco's."""
    ann = PlayerDeal("Ann", hand=Card.parse("9C"), said="first_drop")
    error = refused(four(ann), None, "stock_out")
    assert error.problem.code == "indian.said_not_in_game"


def test_the_side_reaching_3000_wins_both_partners() -> None:
    """Wikipedia (pt): "até que se atinjam 3 000 ou 5 000 pontos", by the side: Ann and Cy
    3,100 together win, both; at 2,990 the game goes on."""
    totals = {"Ann": 1800, "Bob": 1500, "Cy": 1300, "Dee": 1400}
    won = DealScore(tuple(PlayerScore(n, 0, 0, 0, t) for n, t in totals.items()), "Ann")
    result = standings(BURACO, tuple(totals), [won])
    assert result.finished and result.winners == ("Ann", "Cy")
    totals["Cy"] = 1190
    short = DealScore(tuple(PlayerScore(n, 0, 0, 0, t) for n, t in totals.items()), "Ann")
    assert not standings(BURACO, tuple(totals), [short]).finished


VALUES = {"A": 15, "2": 10, "K": 10, "Q": 10, "J": 10, "10": 10, "9": 10, "8": 10}
VALUES |= {"7": 5, "6": 5, "5": 5, "4": 5, "3": 5}
"""The card values as pagat lists them, written out apart from the engine's."""

ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
"""The natural ranks of a run in order, an ace high (the twos are the wild cards here)."""

SUITS = "HSDC"


def _value(card: Card) -> int:
    return VALUES[str(card.rank)]


Drawn = tuple[list[PlayerDeal], tuple[str | None, Ending, list[int]]]
"""A drawn deal: the players' cards; who went out, how the deal ended, each side's score."""


@st.composite
def buraco_deals(draw: st.DrawFn) -> Drawn:
    """A legal deal of four in two sides and what each side's score is by the rules, worked out
    here from the cards: runs of one suit of 3 to 9 cards, each maybe with one card in it
    replaced by a two of another suit (wild), each entered in order on either partner; hands
    from the cards left; who went out (a side with a clean canastra); the morto not taken."""
    copies = [(suit, copy) for suit in SUITS for copy in (0, 1)]
    twos = [Card.from_str(f"2{suit}") for suit in SUITS for _ in (0, 1)]
    used: set[tuple[str, int, str]] = set()
    entries: list[list[tuple[Card, ...]]] = [[] for _ in range(4)]
    expected = [0, 0]
    clean = [0, 0]
    for side in (0, 1):
        for _ in range(draw(st.integers(0, 3))):
            if not copies:
                break
            suit, copy = copies.pop(draw(st.integers(0, len(copies) - 1)))
            size = draw(st.integers(3, 9))
            start = draw(st.integers(0, len(ORDER) - size))
            ranks = ORDER[start : start + size]
            cards = [Card.from_str(f"{rank}{suit}") for rank in ranks]
            used |= {(rank, copy, suit) for rank in ranks}
            others = [two for two in twos if two.suit != cards[0].suit]
            wild = others and draw(st.booleans())
            if wild:
                two = others[draw(st.integers(0, len(others) - 1))]
                twos.remove(two)
                at = draw(st.integers(0, size - 1))
                used.discard((ranks[at], copy, suit))
                cards[at] = two
            points = sum(_value(card) for card in cards)
            bonus = (100 if wild else 200) if size >= 7 else 0
            clean[side] += bonus == 200
            expected[side] += points + bonus
            entries[side + 2 * draw(st.integers(0, 1))].append(tuple(cards))
    loose = [
        Card.from_str(f"{rank}{suit}")
        for rank in ORDER
        for suit in SUITS
        for copy in (0, 1)
        if (rank, copy, suit) not in used
    ] + twos
    out_seats = [seat for seat in range(4) if clean[seat % 2]]
    went_out = draw(st.none() | st.sampled_from(out_seats)) if out_seats else None
    hands: list[tuple[Card, ...]] = [() for _ in range(4)]
    for seat in range(4):
        if seat == went_out:
            continue
        picks = draw(st.lists(st.integers(0, len(loose) - 1), unique=True, max_size=6))
        hands[seat] = tuple(loose[index] for index in picks)
        for index in sorted(picks, reverse=True):
            del loose[index]
        expected[seat % 2] -= sum(_value(card) for card in hands[seat])
    untaken = went_out is not None and draw(st.booleans())
    if went_out is not None:
        expected[went_out % 2] += 100
        if untaken:
            expected[1 - went_out % 2] -= 100
    ending: Ending = "stock_out"
    if went_out is not None:
        ending = "went_out_morto_untaken" if untaken else "went_out"
    names = ["Ann", "Bob", "Cy", "Dee"]
    out = None if went_out is None else names[went_out]
    return [PlayerDeal(names[i], melds=tuple(entries[i]), hand=hands[i]) for i in range(4)], (
        out,
        ending,
        expected,
    )


@given(buraco_deals())
@settings(max_examples=150, deadline=None)
def test_a_sides_score_is_what_the_rules_give_its_cards(deal: Drawn) -> None:
    """Wikipedia (pt), Objetivo; pokerlivepro and gamevelvet, Score: a side's deal score is its
    melded card points, its canastra bonuses (200 clean, 100 dirty), going out (100), less the
    cards left in both partners' hands, less 100 where it never took its morto; its players'
    scores add up to it."""
    players, (went_out, ending, expected) = deal
    assert side_scores(score_deal(BURACO, players, went_out, ending=ending)) == expected


def test_an_ace_is_low_or_high_never_both() -> None:
    """Wikipedia (pt): runs of A to K or Q to A; the engine takes an ace at one end only."""
    error = refused(four(player("Ann", melds=(HEARTS, "QS KS AS 2S 3S"))), "Ann", "went_out")
    assert error.problem.code == "deal.illegal_meld"
