"""Phase 10 (012 Phase 10, docs/rule-sources.md): the phase check against a brute force, each
player's phase read from the earlier deals, the end of the game, and the house rule of phases in
any order (012 Phase 10 Masters)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    Card,
    DealError,
    PlayerDeal,
    Rank,
    find_preset,
    score_deal,
    standings,
)
from scorekeeper.rules.cards import JOKER, PHASE_10_COLOURS, SKIP
from scorekeeper.rules.deal import DealScore, PlayerScore
from scorekeeper.rules.games import game_of
from scorekeeper.rules.phase_10 import PHASES, Part, check_phase, fits

RULES = find_preset("phase-10")
ANY_ORDER = RULES.with_options({"phase_order": "any_order"})
NUMBERED = [Card(Rank(number), colour) for colour in PHASE_10_COLOURS for number in range(1, 13)]


def test_the_preset_is_the_published_game() -> None:
    """012 ourpastimes.com, The Deck: 108 cards, 1 to 12 twice in four colours, eight wild
    cards, four skips; two to six players, ten cards each; gamexpla.in: 1 to 9 five points, 10
    to 12 ten, a skip 15, a wild card 25."""
    assert sum(RULES.pack.values()) == 108
    assert RULES.pack[JOKER] == 8 and RULES.pack[SKIP] == 4
    assert (RULES.players_min, RULES.players_max) == (2, 6)
    values = {str(card): RULES.card_value(card, None) for card in Card.parse("1R 9B 10G 12Y")}
    assert values == {"1R": 5, "9B": 5, "10G": 10, "12Y": 10}
    assert RULES.card_value(SKIP, None) == 15 and RULES.card_value(JOKER, None) == 25
    assert len(PHASES) == 10


def _brute_fits(cards: Sequence[Card], part: Part) -> bool:
    """Whether ``cards`` make ``part`` by trying every card each wild card could stand for
    (012: a wild card stands for any card; a skip in no meld; never wild cards alone)."""
    if len(cards) < part.least or any(card.skip for card in cards):
        return False
    naturals = [card for card in cards if not card.is_joker]
    if not naturals:
        return False
    wilds = len(cards) - len(naturals)
    for standing in itertools.product(NUMBERED, repeat=wilds):
        hand = [*naturals, *standing]
        numbers = sorted(card.rank.value for card in hand if card.rank is not None)
        if part.kind == "set" and len(set(numbers)) == 1:
            return True
        if part.kind == "colour" and len({card.suit for card in hand}) == 1:
            return True
        if part.kind == "run" and numbers == list(range(numbers[0], numbers[0] + len(hand))):
            return True
    return False


def _brute_phase(melds: Sequence[Sequence[Card]], phase: int) -> bool:
    parts = PHASES[phase - 1]
    return len(melds) == len(parts) and any(
        all(_brute_fits(meld, part) for meld, part in zip(melds, order, strict=True))
        for order in itertools.permutations(parts)
    )


small_cards = st.lists(
    st.sampled_from([*NUMBERED[:5], *NUMBERED[10:17], NUMBERED[24], JOKER, SKIP]),
    min_size=1,
    max_size=5,
).filter(lambda cards: sum(card.is_joker for card in cards) <= 2)


@settings(max_examples=300, deadline=None)
@given(st.lists(small_cards, min_size=1, max_size=2), st.integers(1, 10))
def test_the_phase_check_agrees_with_a_brute_force(melds: list[list[Card]], phase: int) -> None:
    """A Phase 10 phase check agrees with a brute force on small hands (issue 52): small melds
    of 1 to 5 in three colours, up to two wild cards, a skip at times, against each phase (012
    everything2.com, The Phases: sets of one number, runs in order, any colours; 11 and 12 red
    for the end of the runs)."""
    assert check_phase(melds, phase).valid == _brute_phase(melds, phase)


@pytest.mark.parametrize(
    ("cards", "part", "made"),
    [
        ("4R JK 6B 7G", Part("run", 4), True),  # a wild card fills a gap
        ("JK 11B 12G JK", Part("run", 4), True),  # 9 10 11 12, no further than 12
        ("11B 12G 1R JK", Part("run", 4), False),  # a run never goes round from 12 to 1
        ("1G 5G 9G 12G JK 3G 7G", Part("colour", 7), True),
        ("1G 5G 9G 12G JK 3G 7R", Part("colour", 7), False),
        ("5R 5B", Part("set", 2), True),
        ("5R SKIP JK", Part("set", 3), False),
    ],
)
def test_melds_of_phase_10(cards: str, part: Part, made: bool) -> None:
    """012 everything2.com (sets and runs regardless of colour), ourpastimes.com (1 to 12; a
    colour group of one colour), Wikipedia's copy (a skip in no phase)."""
    assert fits(Card.parse(cards), part) is made


def _deal(earlier: Sequence[DealScore], out: str, **players: tuple[str, str]) -> DealScore:
    """A deal of Ann and Bob (their melds as ``"7R 7B JK / 9G 9Y 9Y"``, their hand)."""
    entries = [
        PlayerDeal(
            name,
            melds=tuple(Card.parse(m) for m in melds.split("/")) if melds else (),
            hand=Card.parse(hand) if hand else (),
        )
        for name, (melds, hand) in players.items()
    ]
    return score_deal(RULES, entries, out, earlier=tuple(earlier))


def test_a_player_moves_on_only_having_laid_down_the_phase() -> None:
    """012 ourpastimes.com, The Phases: "If a player completes one of the 10 phases, he moves on
    to the next phase. Players who do not complete the phase must repeat it"; everything2.com:
    the others "remain at the previous phase"."""
    first = _deal([], "Ann", Ann=("7R 7B JK / 9G 9Y 9Y", ""), Bob=("", "3B"))
    assert game_of(RULES).player_marks(RULES, ["Ann", "Bob"], [first]) == {"Ann": 2, "Bob": 1}
    with pytest.raises(DealError) as refused:  # Ann, on phase 2, lays phase 1's two sets
        _deal([first], "Ann", Ann=("7R 7B JK / 9G 9Y 9Y", ""), Bob=("", "3B"))
    assert refused.value.problem.code == "phase_10.not_part"
    assert refused.value.problem.params["kind"] == "run"
    assert refused.value.path == ("players", 0, "melds", 1)
    second = _deal([first], "Bob", Ann=("", "4R"), Bob=("1R 1B 1G / 4Y 4G JK", ""))
    marks = game_of(RULES).player_marks(RULES, ["Ann", "Bob"], [first, second])
    assert marks == {"Ann": 2, "Bob": 2}


def test_the_lowest_total_of_those_completing_phase_10_wins() -> None:
    """012 gamexpla.in: "If multiple players complete the tenth phase in the same round, the
    player with the fewest points wins"; until a player completes it the game goes on."""
    nine = tuple(range(1, 10))
    before = DealScore(
        (
            _score("Ann", 40, nine),
            _score("Bob", 30, nine),
            _score("Cy", 0, (1,)),
        ),
        "Cy",
    )
    assert not standings(RULES, ["Ann", "Bob", "Cy"], [before]).finished
    last = score_deal(
        RULES,
        [
            PlayerDeal("Ann", melds=(Card.parse("7R 7B 7G 7Y JK"), Card.parse("2G 2Y 2R"))),
            PlayerDeal("Bob", melds=(Card.parse("8R 8B 8G 8Y 8Y"), Card.parse("3B 3G JK"))),
            PlayerDeal("Cy", hand=Card.parse("SKIP")),
        ],
        "Ann",
        earlier=(before,),
    )
    assert [len(player.stages) for player in last.players] == [10, 10, 1]
    end = standings(RULES, ["Ann", "Bob", "Cy"], [before, last])
    assert end.finished and end.winners == ("Bob",)  # Ann 40, Bob 30, Cy 15 never finished


def _score(name: str, score: int, stages: tuple[int, ...]) -> PlayerScore:
    return PlayerScore(name, 0, score, 0, score, stages=stages)


def test_phases_in_any_order_as_said() -> None:
    """012 Phase 10 Masters (nemestats.com: "Phases can be done in any order"; the Masters
    Variant 2: "The player declares what phase they are completing"): the melds are checked
    against the phase said; a phase done is not done again; melds without a phase said are
    refused; in order, nothing is said."""
    ann = PlayerDeal("Ann", melds=(Card.parse("1R 2B 3G 4Y 5R 6B 7G"),), said="phase_4")
    bob = PlayerDeal("Bob", hand=Card.parse("3B"))
    first = score_deal(ANY_ORDER, [ann, bob], "Ann")
    assert first.players[0].stages == (4,)
    with pytest.raises(DealError) as refused:
        score_deal(ANY_ORDER, [ann, bob], "Ann", earlier=(first,))
    assert refused.value.problem.code == "phase_10.phase_done"
    sets = PlayerDeal("Ann", melds=(Card.parse("5R 5B 5G"), Card.parse("9Y 9G JK")), said="phase_1")
    second = score_deal(ANY_ORDER, [sets, bob], "Ann", earlier=(first,))
    assert second.players[0].stages == (4, 1)
    unsaid = PlayerDeal("Ann", melds=ann.melds)
    with pytest.raises(DealError) as refused:
        score_deal(ANY_ORDER, [unsaid, bob], "Ann")
    assert refused.value.problem.code == "phase_10.phase_not_said"
    with pytest.raises(DealError) as refused:
        score_deal(RULES, [ann, bob], "Ann")
    assert refused.value.problem.code == "indian.said_not_in_game"
    wrong = PlayerDeal("Ann", melds=ann.melds, said="phase_5")
    with pytest.raises(DealError) as refused:
        score_deal(ANY_ORDER, [wrong, bob], "Ann")
    assert refused.value.problem.code == "phase_10.not_part"
