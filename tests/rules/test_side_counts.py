"""A deal of the Canasta family entered as the table's counts (``SideCounts``): deals worked out
by hand against their sources, every refusal the counts can meet at its path, and deals drawn
as cards scored both ways, the cards and the counts a table would read off them, side by side.

The numbers come from 007 Canasta (Yahoo! Games, Britannica: natural canastas 500, mixed 300,
red threes 100 each and 800 for all four, against a side that melded nothing; going out 100,
concealed 200; the initial minimum by the side's total), 008 Hand and Foot (jerrycolby: clean
books 500, dirty 300, red threes laid aside 100, going out 100; GOCC: first melds of 50, 90,
120 and 150 by the deal; goodsams and Tanglewood: red threes held 500 against) and 009 Buraco
(Wikipedia (pt): clean canastras 200, dirty 100; pokerlivepro and gamevelvet: going out 100, the
morto not taken -100), docs/rule-sources.md. Each test's comment works the numbers out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    Card,
    DealError,
    DealScore,
    PlayerDeal,
    PlayerScore,
    Rank,
    Rules,
    find_preset,
    score_deal,
)
from scorekeeper.rules.canasta import initial_minimum
from scorekeeper.rules.deal import COUNT_NAMES, Ending, SideCounts
from scorekeeper.rules.hand_and_foot import first_meld_minimum, held_value
from scorekeeper.rules.problems import Path
from tests.rules.notation import side_scores

CANASTA = find_preset("canasta")
HAND_AND_FOOT = find_preset("hand-and-foot")
BURACO = find_preset("buraco")
PENALTY = HAND_AND_FOOT.with_options({"red_threes": "penalty"})
NAMES = ("Ann", "Bob", "Cy", "Dee")
SIDES = ((0, 2), (1, 3))
"""Ann and Cy against Bob and Dee: the presets' two teams of four, partners across."""


def counted(*counts: SideCounts) -> list[PlayerDeal]:
    """Four players (Ann, Bob, Cy, Dee) with the counts given in seating order, the others' at
    nothing counted."""
    given_counts = list(counts) + [SideCounts()] * (4 - len(counts))
    return [PlayerDeal(name, counts=c) for name, c in zip(NAMES, given_counts, strict=True)]


def scored(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None,
    ending: Ending,
    number: int | None = None,
    earlier: Sequence[DealScore] = (),
) -> DealScore:
    return score_deal(
        rules, players, went_out, ending=ending, number=number, earlier=tuple(earlier)
    )


def refused(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None = None,
    ending: Ending | None = "stock_out",
    number: int | None = None,
    earlier: Sequence[DealScore] = (),
) -> DealError:
    with pytest.raises(DealError) as error:
        score_deal(rules, players, went_out, ending=ending, number=number, earlier=earlier)
    return error.value


def totals_before(ann_side: int, bob_side: int) -> tuple[DealScore, ...]:
    """One earlier deal leaving Ann and Cy at ``ann_side`` (all Ann's), Bob and Dee at
    ``bob_side`` (all Bob's)."""
    points = (ann_side, bob_side, 0, 0)
    return (
        DealScore(
            tuple(
                PlayerScore(name, 0, 0, 0, score) for name, score in zip(NAMES, points, strict=True)
            ),
            None,
        ),
    )


# --- Worked examples ---------------------------------------------------------------------------


def test_canasta_counts_score_as_the_sources_say() -> None:
    """007 Yahoo! Games and Britannica, Scoring. Ann and Cy: a natural canasta 500, a mixed one
    300, 300 melded points, two red threes 200, Ann went out 100: 1,400, Cy's hand 15 off:
    1,385. Bob and Dee: 120 melded, one red three 100, 85 in hand: 135."""
    deal = scored(
        CANASTA,
        counted(
            SideCounts(clean=1, dirty=1, red_threes=2, melded=300),
            SideCounts(melded=120, red_threes=1, hand=60),
            SideCounts(hand=15),
            SideCounts(hand=25),
        ),
        "Ann",
        "went_out",
    )
    assert side_scores(deal) == [1385, 135]
    assert [p.score for p in deal.players] == [1400, 160, -15, -25]


def test_all_four_red_threes_count_800_and_a_concealed_going_out_200() -> None:
    """007 Yahoo! Games: "all 4 red 3s = 800 total"; Britannica: going out concealed 200. Bob's
    side: 60 melded + 800 - 20 in hand = 840. Ann's side: a natural canasta of kings, 70 +
    500 + 200 concealed = 770."""
    deal = scored(
        CANASTA,
        counted(
            SideCounts(clean=1, melded=70),
            SideCounts(melded=60, red_threes=4, hand=20),
        ),
        "Ann",
        "went_out_concealed",
    )
    assert side_scores(deal) == [770, 840]
    assert deal.players[0].bonus == 700


@pytest.mark.parametrize(("reds", "against"), [(1, -100), (2, -200), (4, -800)])
def test_red_threes_count_against_a_side_that_melded_nothing(reds: int, against: int) -> None:
    """Britannica, Scoring: "If a side has failed to make any meld other than red 3s, then every
    red 3 counts ... against" (all four: 800 against). Bob's side melded nothing and holds 40:
    ``against`` - 40. Ann's side went out with kings: 70 + 500 + 100."""
    deal = scored(
        CANASTA,
        counted(SideCounts(clean=1, melded=70), SideCounts(red_threes=reds, hand=40)),
        "Ann",
        "went_out",
    )
    assert side_scores(deal) == [670, against - 40]


def test_hand_and_foot_counts_score_as_the_sources_say() -> None:
    """008 jerrycolby: clean books 500, dirty 300, red threes laid aside 100 each, going out
    100. Ann and Cy: two clean and a dirty book, 420 melded, three red threes, Cy went out:
    420 + 1,000 + 300 + 300 + 100 = 2,120, Ann's 35 in hand off: 2,085. Bob and Dee: one dirty
    book, 160 melded, 210 in hand (a red three held among it, 100): 160 + 300 - 210 = 250."""
    deal = scored(
        HAND_AND_FOOT,
        counted(
            SideCounts(clean=2, red_threes=3, melded=300, hand=35),
            SideCounts(dirty=1, melded=160, hand=150),
            SideCounts(dirty=1, melded=120),
            SideCounts(hand=60),
        ),
        "Cy",
        "went_out",
        number=1,
    )
    assert side_scores(deal) == [2085, 250]
    assert [p.bonus for p in deal.players] == [1300, 300, 400, 0]


def test_hand_and_foot_first_meld_by_the_deals_number() -> None:
    """008 GOCC: "Round #1 = 50, Round #2 = 90, Round #3 = 120, Round #4 = 150". Bob's side
    melded 120: enough in the third deal (120 - 10 = 110), not in the fourth."""
    players = counted(SideCounts(), SideCounts(melded=120, hand=10))
    assert side_scores(scored(HAND_AND_FOOT, players, None, "stock_out", number=3)) == [0, 110]
    error = refused(HAND_AND_FOOT, players, number=4)
    assert (error.problem.code, error.path) == (
        "hand_and_foot.below_minimum",
        ("players", 1, "counts", "melded"),
    )
    assert error.problem.params == {"name": "Bob", "points": 120, "minimum": 150, "number": 4}


def test_hand_and_foot_red_threes_held_as_a_penalty_count_in_the_hand() -> None:
    """008 goodsams and Tanglewood: red threes held are 500 against where the table plays so;
    the hand's count holds them at 500: Bob held 3H 3D 9C, 1,010. Eight red threes held are
    4,000, more than the packs' card points (3,950) but as many as the table may count: the
    cards say -4,000, so must the counts."""
    deal = scored(PENALTY, counted(SideCounts(), SideCounts(hand=1010)), None, "stock_out", 1)
    assert side_scores(deal) == [0, -1010]
    eight = "3H 3D 3H 3D 3H 3D 3H 3D"
    cards = [PlayerDeal("Ann"), PlayerDeal("Bob", hand=Card.parse(eight))]
    cards += [PlayerDeal("Cy"), PlayerDeal("Dee")]
    assert side_scores(scored(PENALTY, cards, None, "stock_out", 1)) == [0, -4000]
    counts = scored(PENALTY, counted(SideCounts(), SideCounts(hand=4000)), None, "stock_out", 1)
    assert side_scores(counts) == [0, -4000]


def test_buraco_counts_score_as_the_sources_say() -> None:
    """009 Wikipedia (pt), Objetivo: clean canastras 200, dirty 100; pokerlivepro, Score: going
    out 100, the morto not taken -100. Ann and Cy: a clean and a dirty canastra, 150 melded,
    Cy went out: 150 + 200 + 100 + 100 = 550, Ann's 15 off: 535. Bob and Dee never took their
    morto: 80 melded, a dirty canastra 100, 45 in hand, -100: 35."""
    deal = scored(
        BURACO,
        counted(
            SideCounts(clean=1, dirty=1, melded=150, hand=15),
            SideCounts(dirty=1, melded=80, hand=30),
            SideCounts(),
            SideCounts(hand=15),
        ),
        "Cy",
        "went_out_morto_untaken",
    )
    assert side_scores(deal) == [535, 35]
    assert [p.bonus for p in deal.players] == [300, 0, 100, 0]


def test_buraco_morto_taken_when_the_deal_says_so() -> None:
    """pokerlivepro: the -100 only where the morto was never taken; the same deal ended
    ``went_out``: Bob and Dee 135."""
    deal = scored(
        BURACO,
        counted(SideCounts(clean=1, melded=45), SideCounts(dirty=1, melded=80, hand=45)),
        "Ann",
        "went_out",
    )
    assert side_scores(deal) == [345, 135]


# --- Refusals ----------------------------------------------------------------------------------


def _counts(seat: int, name: str) -> Path:
    return ("players", seat, "counts", name)


KINGS = SideCounts(clean=1, melded=70)
"""A natural canasta (a clean book) of kings: 70 points."""


@pytest.mark.parametrize(
    ("rules", "players", "code", "path"),
    [
        # a player entered as cards among counts
        (
            CANASTA,
            [*counted(KINGS)[:1], PlayerDeal("Bob", hand=Card.parse("9C")), *counted()[2:]],
            "counts.every_player",
            ("players", 1, "counts"),
        ),
        # counts beside cards
        (
            CANASTA,
            [PlayerDeal("Ann", counts=KINGS, hand=Card.parse("9C")), *counted()[1:]],
            "counts.with_cards",
            ("players", 0, "counts"),
        ),
        (
            HAND_AND_FOOT,
            [PlayerDeal("Ann", counts=KINGS, melds=(Card.parse("KH KS KD"),)), *counted()[1:]],
            "counts.with_cards",
            ("players", 0, "counts"),
        ),
        # red threes: no bonus in Buraco, nor in Hand and Foot where they are a penalty
        (BURACO, counted(SideCounts(red_threes=1)), "counts.not_counted", _counts(0, "red_threes")),
        (
            PENALTY,
            counted(SideCounts(red_threes=2)),
            "counts.not_counted",
            _counts(0, "red_threes"),
        ),
        # past what the packs hold: 108 cards hold 15 canastas of seven, 104 hold 14
        (
            CANASTA,
            counted(SideCounts(clean=16, melded=560)),
            "counts.too_many",
            _counts(0, "clean"),
        ),
        (BURACO, counted(SideCounts(dirty=15, melded=750)), "counts.too_many", _counts(0, "dirty")),
        (CANASTA, counted(SideCounts(red_threes=5)), "counts.too_many", _counts(0, "red_threes")),
        (CANASTA, counted(SideCounts(hand=5000)), "counts.too_many", _counts(0, "hand")),
        # below 0
        (CANASTA, counted(SideCounts(hand=-5)), "counts.too_many", _counts(0, "hand")),
        (
            BURACO,
            counted(SideCounts(), SideCounts(clean=-1)),
            "counts.too_many",
            _counts(1, "clean"),
        ),
        # the sides' red threes together: 3 + 2 of Canasta's four; 6 + 5 of Hand and Foot's ten
        (
            CANASTA,
            counted(SideCounts(red_threes=3), SideCounts(red_threes=2)),
            "counts.too_many",
            _counts(0, "red_threes"),
        ),
        (
            HAND_AND_FOOT,
            counted(SideCounts(red_threes=6), SideCounts(red_threes=5)),
            "counts.too_many",
            _counts(0, "red_threes"),
        ),
        # points no cards add up to
        (CANASTA, counted(SideCounts(melded=72)), "counts.points_step", _counts(0, "melded")),
        (BURACO, counted(SideCounts(hand=13)), "counts.points_step", _counts(0, "hand")),
        (
            HAND_AND_FOOT,
            counted(SideCounts(), SideCounts(), SideCounts(hand=1)),
            "counts.points_step",
            _counts(2, "hand"),
        ),
        # a canasta's seven cards count 35 at least (clean), 50 (mixed), at the side's first
        (
            CANASTA,
            counted(SideCounts(clean=1, melded=30)),
            "counts.canasta_points",
            _counts(0, "melded"),
        ),
        (
            CANASTA,
            counted(SideCounts(), SideCounts(), SideCounts(dirty=1, melded=45)),
            "counts.canasta_points",
            _counts(0, "melded"),
        ),
        (
            HAND_AND_FOOT,
            counted(SideCounts(), SideCounts(clean=2, dirty=1, melded=115)),
            "counts.canasta_points",
            _counts(1, "melded"),
        ),
        (BURACO, counted(SideCounts(clean=1)), "counts.canasta_points", _counts(0, "melded")),
    ],
)
def test_the_counts_no_cards_can_give_are_refused(
    rules: Rules, players: list[PlayerDeal], code: str, path: Path
) -> None:
    """Counts are checked as counts can be (side_counts.py): every player's counts, no cards
    beside them, only what the game counts (009: no red three bonus; 008 goodsams: red threes
    a penalty only), no more than the packs hold (007: two packs, four red threes; 008 five
    packs, ten), points in steps of 5 (every card's points are), a canasta's seven cards at
    least seven fours (35) or six and a two (50)."""
    error = refused(rules, players, number=1 if rules.scoring == "hand_and_foot" else None)
    assert (error.problem.code, error.path) == (code, path)


def test_a_typed_score_beside_counts_is_refused() -> None:
    """A player's counts beside a typed score: one or the other (side_counts.py)."""
    ann = PlayerDeal("Ann", counts=KINGS, typed="70")
    error = refused(CANASTA, [ann, *counted()[1:]])
    assert (error.problem.code, error.path) == ("counts.with_cards", ("players", 0, "counts"))


def test_the_refusals_say_what_was_counted() -> None:
    """The problems carry what a page needs to say them: the count, the most, the step, the
    least a canasta's cards count."""
    too_many = refused(CANASTA, counted(SideCounts(red_threes=3), SideCounts(red_threes=2)))
    assert too_many.problem.params == {"name": "Ann", "count": "red_threes", "most": 4}
    below = refused(CANASTA, counted(SideCounts(hand=-5)))
    assert below.problem.params == {"name": "Ann", "count": "hand", "most": 0}
    step = refused(CANASTA, counted(SideCounts(melded=72)))
    assert step.problem.params == {"name": "Ann", "count": "melded", "points": 72, "step": 5}
    least = refused(CANASTA, counted(SideCounts(clean=1, dirty=1, melded=80)))
    assert least.problem.params == {
        "name": "Ann",
        "clean": 1,
        "dirty": 1,
        "points": 80,
        "least": 85,
    }
    not_counted = refused(BURACO, counted(SideCounts(red_threes=1)))
    assert not_counted.problem.params == {"name": "Ann", "count": "red_threes"}


@pytest.mark.parametrize(
    ("rules", "ann", "code", "params"),
    [
        # 007 Britannica: the side needs a canasta (a mixed one 50 points at least, none here)
        (
            CANASTA,
            SideCounts(melded=200),
            "canasta.no_canasta",
            {"name": "Ann", "canastas": 0, "needed": 1},
        ),
        # 008 nwpages: a clean and a dirty book
        (
            HAND_AND_FOOT,
            SideCounts(clean=2, melded=140),
            "hand_and_foot.books_to_go_out",
            {"name": "Ann", "clean": 2, "dirty": 0, "needed": 1},
        ),
        # 009 Wikipedia (pt): "Só pode-se bater com uma canastra limpa"
        (
            BURACO,
            SideCounts(dirty=2, melded=100),
            "buraco.no_canastra",
            {"name": "Ann", "clean": True},
        ),
    ],
)
def test_going_out_without_the_canastas_the_game_asks(
    rules: Rules, ann: SideCounts, code: str, params: dict[str, object]
) -> None:
    """Going out needs the side's canastas (007, 008, 009), counted on either partner: the
    same counts on Cy let Ann out no more."""
    for players in (counted(ann), counted(SideCounts(), SideCounts(), ann)):
        number = 1 if rules is HAND_AND_FOOT else None
        error = refused(rules, players, "Ann", "went_out", number=number)
        assert (error.problem.code, error.path, error.problem.params) == (
            code,
            ("went_out",),
            params,
        )


def test_canasta_initial_minimum_by_the_sides_total() -> None:
    """007 Yahoo! Games, Initial Meld Requirements: at 1,600 (Ann's side) 90; below 0 (Bob's)
    15. Ann's side counted 85 on Cy: refused at the side's first player's melded points; Bob's
    10 too. At 1,400 the 85 are enough."""
    players = counted(SideCounts(), SideCounts(), SideCounts(melded=85))
    error = refused(CANASTA, players, earlier=totals_before(1600, 0))
    assert (error.problem.code, error.path) == ("canasta.below_minimum", _counts(0, "melded"))
    assert error.problem.params == {"name": "Ann", "points": 85, "minimum": 90, "total": 1600}
    deal = scored(CANASTA, players, None, "stock_out", earlier=totals_before(1400, 0))
    assert side_scores(deal) == [85, 0]
    players = counted(SideCounts(), SideCounts(melded=10))
    error = refused(CANASTA, players, earlier=totals_before(0, -30))
    assert (error.problem.code, error.path) == ("canasta.below_minimum", _counts(1, "melded"))
    assert error.problem.params == {"name": "Bob", "points": 10, "minimum": 15, "total": -30}


def test_hand_and_foot_below_the_first_meld() -> None:
    """008 GOCC: Round #2 = 90; 85 melded by Bob's side is refused, at Bob's melded points."""
    players = counted(SideCounts(), SideCounts(), SideCounts(), SideCounts(melded=85))
    error = refused(HAND_AND_FOOT, players, number=2)
    assert (error.problem.code, error.path) == (
        "hand_and_foot.below_minimum",
        _counts(1, "melded"),
    )


@pytest.mark.parametrize("preset", ["500-rummy", "gin-rummy"])
def test_a_game_without_counts_refuses_them(preset: str) -> None:
    """Only the Canasta family's score sheets take a side's counts (007, 008, 009)."""
    rules = find_preset(preset)
    ending: Ending | None = "knock" if rules.scoring == "gin" else None
    players = [PlayerDeal(name, counts=SideCounts()) for name in NAMES[:2]]
    went_out = "Ann" if ending else None
    error = refused(rules, players, went_out, ending)
    assert (error.problem.code, error.path) == ("counts.not_in_game", ("players", 0, "counts"))


# --- The same deal as cards and as counts ------------------------------------------------------


@dataclass(frozen=True)
class Drawn:
    """A legal deal drawn as cards, and the counts a table reads off each side's cards.

    :ivar players: the four players' cards.
    :ivar sides: each side's counts (Ann and Cy, Bob and Dee).
    """

    players: list[PlayerDeal]
    went_out: str | None
    ending: Ending
    sides: tuple[SideCounts, SideCounts]
    number: int | None = None
    earlier: tuple[DealScore, ...] = ()


def as_counts(drawn: Drawn, splits: Sequence[SideCounts] | None = None) -> list[PlayerDeal]:
    """The drawn deal as counts: each side's on its first player, its partner's nothing; or,
    with ``splits``, each side's first player's part (the partner the rest)."""
    parts = list(splits) if splits is not None else list(drawn.sides)
    entries = [SideCounts()] * 4
    for side, seats in enumerate(SIDES):
        first, second = seats
        entries[first] = parts[side]
        entries[second] = SideCounts(
            *(drawn.sides[side].count(name) - parts[side].count(name) for name in COUNT_NAMES)
        )
    return [PlayerDeal(name, counts=c) for name, c in zip(NAMES, entries, strict=True)]


def both_ways(rules: Rules, drawn: Drawn) -> tuple[list[int], list[int]]:
    """Each side's score from the cards and from the counts (all on the side's first player)."""
    return (
        side_scores(score_from(rules, drawn, drawn.players)),
        side_scores(score_from(rules, drawn, as_counts(drawn))),
    )


def score_from(rules: Rules, drawn: Drawn, players: Sequence[PlayerDeal]) -> DealScore:
    return scored(rules, players, drawn.went_out, drawn.ending, drawn.number, drawn.earlier)


@st.composite
def splits(draw: st.DrawFn, counts: SideCounts) -> SideCounts:
    """A part of a side's counts, for its first player: each count from 0 to the side's, points
    in steps of 5."""
    parts = []
    for name in COUNT_NAMES:
        step = 5 if name in ("melded", "hand") else 1
        parts.append(draw(st.integers(0, counts.count(name) // step)) * step)
    return SideCounts(*parts)


class Stock:
    """The cards of the packs not yet drawn into the deal."""

    def __init__(self, rules: Rules) -> None:
        self.left: Counter[Card] = Counter(rules.pack)

    def cards(self, keep: Callable[[Card], bool]) -> list[Card]:
        """Every card left (each copy) that ``keep`` keeps, in the packs' order."""
        return [card for card in self.left for _ in range(self.left[card]) if keep(card)]

    def take(self, cards: Sequence[Card]) -> None:
        for card in cards:
            assert self.left[card] > 0
            self.left[card] -= 1

    def give_back(self, cards: Sequence[Card]) -> None:
        for card in cards:
            self.left[card] += 1


def pick(draw: st.DrawFn, cards: list[Card], count: int) -> list[Card]:
    """``count`` of ``cards`` (each copy apart), drawn."""
    if not count:
        return []
    picks = draw(
        st.lists(st.integers(0, len(cards) - 1), unique=True, min_size=count, max_size=count)
    )
    return [cards[index] for index in picks]


def draw_hands(
    draw: st.DrawFn, stock: Stock, keep: Callable[[Card], bool], went_out: int | None, most: int
) -> list[tuple[Card, ...]]:
    """Each player's hand from the cards left, up to ``most`` cards; none for the player who went
    out."""
    hands: list[tuple[Card, ...]] = []
    for seat in range(4):
        if seat == went_out:
            hands.append(())
            continue
        free = stock.cards(keep)
        size = draw(st.integers(0, min(most, len(free))))
        hand = pick(draw, free, size)
        stock.take(hand)
        hands.append(tuple(hand))
    return hands


def is_red_three(card: Card) -> bool:
    return str(card) in ("3H", "3D")


def natural_of(rank: Rank, wild: Callable[[Card], bool]) -> Callable[[Card], bool]:
    """Whether a card is a natural card of ``rank``."""
    return lambda card: card.rank is rank and not wild(card)


def twos_but(suit: str) -> Callable[[Card], bool]:
    """Whether a card is a two of another suit than ``suit`` (a wild card in its run)."""
    return lambda card: card.rank is Rank.TWO and str(card)[-1] != suit


CANASTA_RANKS = [rank for rank in Rank if rank not in (Rank.TWO, Rank.THREE)]
"""007 Yahoo! Games: melds of a natural rank, 4 to A (threes only as said)."""


@st.composite
def canasta_deals(draw: st.DrawFn) -> Drawn:
    """A legal deal of Canasta for four in two sides (007 Yahoo! Games): for each side one meld
    a rank at most, 4 to A, two naturals or more, no more wild cards than naturals and three at
    most, entered whole on a partner or in two parts each holding a natural; red threes laid
    down; black threes (three or four) melded by the side that went out; hands from the cards
    left, none for the player who went out (with a canasta on the side); each side's total
    before the deal one whose initial minimum its melds meet."""
    rules = CANASTA.for_players(4)

    def wild(card: Card) -> bool:
        return rules.is_wild(card, None)

    stock = Stock(rules)
    melds: list[list[tuple[Card, ...]]] = [[] for _ in range(4)]
    side_melds: list[list[list[Card]]] = [[], []]
    for side, (first, second) in enumerate(SIDES):
        for rank in draw(st.lists(st.sampled_from(CANASTA_RANKS), unique=True, max_size=4)):
            free = stock.cards(natural_of(rank, wild))
            wilds_free = stock.cards(wild)
            if len(free) < 2:
                continue
            count = draw(st.integers(2, len(free)))
            wild_count = draw(st.integers(0, min(3, count, len(wilds_free))))
            if count + wild_count < 3:
                continue
            naturals = pick(draw, free, count)
            wilds = pick(draw, wilds_free, wild_count)
            stock.take(naturals + wilds)
            side_melds[side].append(naturals + wilds)
            how = draw(st.sampled_from(("first", "second", "split")))
            if how == "split":
                cut = draw(st.integers(1, count - 1))
                wild_cut = draw(st.integers(0, wild_count))
                melds[first].append(tuple(naturals[:cut] + wilds[:wild_cut]))
                melds[second].append(tuple(naturals[cut:] + wilds[wild_cut:]))
            else:
                melds[first if how == "first" else second].append(tuple(naturals + wilds))
    reds = [0, 0]
    for card in stock.cards(is_red_three):
        owner = draw(st.sampled_from((None, *SIDES)))
        if owner is not None:
            stock.take([card])
            melds[draw(st.sampled_from(owner))].append((card,))
            reds[SIDES.index(owner)] += 1
    canastas = [sum(len(meld) >= 7 for meld in side) for side in side_melds]
    may_go = [seat for seat in range(4) if canastas[seat % 2]]
    went_out = draw(st.sampled_from([None, *may_go]))
    black_threes: list[Card] = []
    if went_out is not None and draw(st.booleans()):
        free = stock.cards(lambda card: card.rank is Rank.THREE and not is_red_three(card))
        black_threes = pick(draw, free, draw(st.integers(3, 4)))
        stock.take(black_threes)
        melds[draw(st.sampled_from(SIDES[went_out % 2]))].append(tuple(black_threes))
    hands = draw_hands(draw, stock, lambda card: not is_red_three(card), went_out, 6)
    sides = []
    totals = []
    for side, seats in enumerate(SIDES):
        cards = [card for meld in side_melds[side] for card in meld]
        if went_out is not None and went_out % 2 == side:
            cards += black_threes
        melded = sum(rules.card_value(card, None) for card in cards)
        full = [meld for meld in side_melds[side] if len(meld) >= 7]
        clean = sum(not any(wild(card) for card in meld) for meld in full)
        held = sum(rules.card_value(card, None) for seat in seats for card in hands[seat])
        sides.append(SideCounts(clean, len(full) - clean, reds[side], melded, held))
        met = [total for total in (-50, 0, 1500, 3000) if initial_minimum(total) <= melded]
        totals.append(draw(st.sampled_from(met or [-50])))
    concealed = went_out is not None and draw(st.booleans())
    ending: Ending = (
        "stock_out" if went_out is None else "went_out_concealed" if concealed else "went_out"
    )
    players = [
        PlayerDeal(name, melds=tuple(melds[seat]), hand=hands[seat])
        for seat, name in enumerate(NAMES)
    ]
    return Drawn(
        players,
        None if went_out is None else NAMES[went_out],
        ending,
        (sides[0], sides[1]),
        earlier=totals_before(*totals),
    )


@settings(max_examples=100, deadline=None)
@given(canasta_deals(), st.data())
def test_canasta_counts_score_as_the_cards(drawn: Drawn, data: st.DataObject) -> None:
    """007 Yahoo! Games and Britannica, Scoring: a side's deal score is what its counts give
    (melded points, 500 a natural canasta, 300 a mixed one, red threes 100 each, 800 all four,
    against a side that melded nothing, going out 100, concealed 200, less the points held), so
    the same as its cards'; and its counts split any way between the partners give the same."""
    from_cards, from_counts = both_ways(CANASTA, drawn)
    assert from_counts == from_cards
    parts = [data.draw(splits(counts)) for counts in drawn.sides]
    split = side_scores(score_from(CANASTA, drawn, as_counts(drawn, parts)))
    assert split == from_cards


HAND_AND_FOOT_RANKS = [rank for rank in Rank if rank not in (Rank.TWO, Rank.THREE)]
"""008 GOCC: piles of a natural rank, 4 to A; threes never melded."""


@st.composite
def hand_and_foot_deals(draw: st.DrawFn, rules: Rules) -> Drawn:
    """A legal deal of Hand and Foot for four in two sides (008 GOCC, nwpages): piles of three
    to seven cards of one rank, 4 to A, more naturals than wild cards, three wild cards at
    most, a side's piles entered whole on either partner, several of a rank if it likes; red
    threes laid aside; hands (hand and foot together) from the cards left, red threes and black
    threes among them; who went out, with a clean and a dirty book on the side; the deal's
    number one whose first meld each side's piles meet (a side short of 50 melds nothing)."""
    four = rules.for_players(4)

    def wild(card: Card) -> bool:
        return four.is_wild(card, None)

    stock = Stock(four)
    piles: list[list[tuple[Card, ...]]] = [[] for _ in range(4)]
    reds: list[list[Card]] = [[] for _ in range(4)]
    for seats in SIDES:
        for _ in range(draw(st.integers(0, 4))):
            rank = draw(st.sampled_from(HAND_AND_FOOT_RANKS))
            size = draw(st.sampled_from((3, 4, 5, 6, 7, 7, 7, 7)))  # books often
            dirty = draw(st.booleans())  # clean ones as often
            wild_count = draw(st.integers(1, min(3, (size - 1) // 2))) if dirty else 0
            free = stock.cards(natural_of(rank, wild))
            wilds_free = stock.cards(wild)
            if len(free) < size - wild_count or len(wilds_free) < wild_count:
                continue
            pile = pick(draw, free, size - wild_count) + pick(draw, wilds_free, wild_count)
            stock.take(pile)
            piles[draw(st.sampled_from(seats))].append(tuple(pile))
        for seat in seats:
            free = stock.cards(is_red_three)
            laid = pick(draw, free, draw(st.integers(0, 2)))
            stock.take(laid)
            reds[seat] = laid

    def melded(seats: tuple[int, ...]) -> int:
        return sum(four.card_value(card, None) for s in seats for pile in piles[s] for card in pile)

    for seats in SIDES:
        if 0 < melded(seats) < first_meld_minimum(1):
            for seat in seats:
                stock.give_back([card for pile in piles[seat] for card in pile])
                piles[seat] = []

    def books(seats: tuple[int, ...]) -> tuple[int, int]:
        full = [pile for seat in seats for pile in piles[seat] if len(pile) == 7]
        clean = sum(not any(wild(card) for card in pile) for pile in full)
        return clean, len(full) - clean

    may_go = [seat for seat in range(4) if min(books(SIDES[seat % 2])) >= 1]
    went_out = draw(st.sampled_from([None, *may_go]))
    hands = draw_hands(draw, stock, lambda card: True, went_out, 8)
    penalty = four.red_threes == "penalty"
    sides = []
    for seats in SIDES:
        clean_books, dirty_books = books(seats)
        red_threes = 0 if penalty else sum(len(reds[seat]) for seat in seats)
        held = sum(held_value(four, card) for seat in seats for card in hands[seat])
        sides.append(SideCounts(clean_books, dirty_books, red_threes, melded(seats), held))
    least = min([melded(seats) for seats in SIDES if melded(seats)], default=0)
    number = draw(
        st.sampled_from([n for n in (1, 2, 3, 4) if first_meld_minimum(n) <= least or not least])
    )
    players = [
        PlayerDeal(
            name,
            melds=tuple(piles[seat]) + ((tuple(reds[seat]),) if reds[seat] else ()),
            hand=hands[seat],
        )
        for seat, name in enumerate(NAMES)
    ]
    return Drawn(
        players,
        None if went_out is None else NAMES[went_out],
        "stock_out" if went_out is None else "went_out",
        (sides[0], sides[1]),
        number=number,
    )


@pytest.mark.parametrize("rules", [HAND_AND_FOOT, PENALTY], ids=["bonus", "penalty"])
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_hand_and_foot_counts_score_as_the_cards(rules: Rules, data: st.DataObject) -> None:
    """008 jerrycolby and GOCC, Scoring: a side's deal score is what its counts give (melded
    points, 500 a clean book, 300 a dirty one, red threes laid aside 100 each, going out 100,
    less the points held, a red three held 100, or 500 where the table plays red threes as a
    penalty, goodsams), so the same as its cards'; and its counts split any way between the
    partners give the same."""
    drawn = data.draw(hand_and_foot_deals(rules))
    from_cards, from_counts = both_ways(rules, drawn)
    assert from_counts == from_cards
    parts = [data.draw(splits(counts)) for counts in drawn.sides]
    assert side_scores(score_from(rules, drawn, as_counts(drawn, parts))) == from_cards


BURACO_ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
"""The natural ranks of a run in order, an ace high (twos are the wild cards here)."""


@st.composite
def buraco_deals(draw: st.DrawFn) -> Drawn:
    """A legal deal of Buraco for four in two sides (009 pagat, canastra.online): runs of one
    suit, 3 to 9 cards, each of its own copy of the suit, maybe with one card replaced by a two
    of another suit (one wild card), each entered on either partner; hands from the cards left;
    who went out, with a clean canastra on the side; the morto not taken."""
    rules = BURACO.for_players(4)
    stock = Stock(rules)
    copies = [(suit, copy) for suit in "HSDC" for copy in (0, 1)]
    melds: list[list[tuple[Card, ...]]] = [[] for _ in range(4)]
    side_runs: list[list[tuple[Card, ...]]] = [[], []]
    wild_runs: list[list[bool]] = [[], []]
    for side, seats in enumerate(SIDES):
        for _ in range(draw(st.integers(0, 3))):
            suit, _copy = copies.pop(draw(st.integers(0, len(copies) - 1)))
            size = draw(st.integers(3, 9))
            start = draw(st.integers(0, len(BURACO_ORDER) - size))
            run = [Card.from_str(rank + suit) for rank in BURACO_ORDER[start : start + size]]
            twos = stock.cards(twos_but(suit))
            wild = bool(twos) and draw(st.booleans())
            if wild:
                run[draw(st.integers(0, size - 1))] = pick(draw, twos, 1)[0]
            stock.take(run)
            side_runs[side].append(tuple(run))
            wild_runs[side].append(wild)
            melds[draw(st.sampled_from(seats))].append(tuple(run))
    clean = [
        sum(
            len(run) >= 7 and not wild
            for run, wild in zip(side_runs[side], wild_runs[side], strict=True)
        )
        for side in (0, 1)
    ]
    may_go = [seat for seat in range(4) if clean[seat % 2]]
    went_out = draw(st.sampled_from([None, *may_go]))
    hands = draw_hands(draw, stock, lambda card: True, went_out, 6)
    sides = []
    for side, seats in enumerate(SIDES):
        full = [len(run) >= 7 for run in side_runs[side]]
        melded = sum(rules.card_value(card, None) for run in side_runs[side] for card in run)
        held = sum(rules.card_value(card, None) for seat in seats for card in hands[seat])
        sides.append(SideCounts(clean[side], sum(full) - clean[side], 0, melded, held))
    ending: Ending = "stock_out"
    if went_out is not None:
        ending = "went_out_morto_untaken" if draw(st.booleans()) else "went_out"
    players = [
        PlayerDeal(name, melds=tuple(melds[seat]), hand=hands[seat])
        for seat, name in enumerate(NAMES)
    ]
    return Drawn(
        players, None if went_out is None else NAMES[went_out], ending, (sides[0], sides[1])
    )


@settings(max_examples=100, deadline=None)
@given(buraco_deals(), st.data())
def test_buraco_counts_score_as_the_cards(drawn: Drawn, data: st.DataObject) -> None:
    """009 Wikipedia (pt), Objetivo; pokerlivepro and gamevelvet, Score: a side's deal score is
    what its counts give (melded points, 200 a clean canastra, 100 a dirty one, going out 100,
    -100 for the morto never taken, less the points held), so the same as its cards'; and its
    counts split any way between the partners give the same."""
    from_cards, from_counts = both_ways(BURACO, drawn)
    assert from_counts == from_cards
    parts = [data.draw(splits(counts)) for counts in drawn.sides]
    assert side_scores(score_from(BURACO, drawn, as_counts(drawn, parts))) == from_cards


@pytest.mark.parametrize(
    ("melds", "hands", "went_out", "ending", "counts"),
    [
        # 3H to 9H clean (45 + 200), Ann out (100); Bob 9C: 345 and -10
        (
            {"Ann": ("3H 4H 5H 6H 7H 8H 9H",)},
            {"Bob": "9C"},
            "Ann",
            "went_out",
            (SideCounts(clean=1, melded=45), SideCounts(hand=10)),
        ),
        # A-2-3-...-7 of clubs, the two in its place: clean (50 + 200); 2S as the 8: dirty on
        # Bob's side (45 + 100); Cy out, Bob's morto never taken
        (
            {"Cy": ("AC 2C 3C 4C 5C 6C 7C",), "Dee": ("2S 4D 5D 6D 7D 8D 9D",)},
            {"Bob": "KS AS"},
            "Cy",
            "went_out_morto_untaken",
            (SideCounts(clean=1, melded=50), SideCounts(dirty=1, melded=50, hand=25)),
        ),
        # the stock ran out: a dirty canastra and a short run; hands on both sides
        (
            {"Ann": ("5S 6S 7S 8S 2H 10S JS",), "Bob": ("QD KD AD",)},
            {"Cy": "3C 3D", "Dee": "JK 2C"},
            None,
            "stock_out",
            (SideCounts(dirty=1, melded=55, hand=10), SideCounts(melded=35, hand=30)),
        ),
    ],
)
def test_buraco_example_deals_both_ways(
    melds: dict[str, tuple[str, ...]],
    hands: dict[str, str],
    went_out: str | None,
    ending: Ending,
    counts: tuple[SideCounts, SideCounts],
) -> None:
    """009 Wikipedia (pt), Objetivo; jogatina (a two in its own place keeps a canastra clean);
    pokerlivepro, Score: the counts a table reads off these cards score as the cards do."""
    rules = BURACO.with_options({"jokers": 4}) if any("JK" in h for h in hands.values()) else BURACO
    players = [
        PlayerDeal(
            name,
            melds=tuple(Card.parse(meld) for meld in melds.get(name, ())),
            hand=Card.parse(hands.get(name, "")),
        )
        for name in NAMES
    ]
    drawn = Drawn(players, went_out, ending, counts)
    from_cards, from_counts = both_ways(rules, drawn)
    assert from_counts == from_cards
