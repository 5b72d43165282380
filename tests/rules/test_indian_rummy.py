"""Indian Rummy (preset ``indian-rummy``): whole games worked out by hand, and what the rules
refuse.

The numbers come from 006 Indian Rummy (docs/rule-sources.md): the winner 0; a loser's count
(A K Q J 10, 2-10 face value, jokers 0) of what the best arrangement leaves, every card without
two sequences one of them pure, at most 80; first drop 20 and middle drop 40 (Pool 201: 25 and
50); a wrong show 80. Pool rummy: out at 101 (201); one rejoin on the highest total left in
plus 1 while it is below 80 (175). Deals rummy: the winner takes the losers' counts in chips,
the most chips after the deals wins. Each game's comments add the totals up deal by deal.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    JOKER,
    Card,
    DealError,
    DealScore,
    PlayerDeal,
    Rank,
    RulesError,
    check_meld,
    find_preset,
    score_deal,
    standings,
)
from scorekeeper.rules.deal import Said, Standings
from scorekeeper.rules.indian import cut_wild_rank, drop_points, pool_state, rejoin_on
from scorekeeper.rules.options import Rules
from scorekeeper.rules.ranking import lead

INDIAN = find_preset("indian-rummy")
POOL_201 = INDIAN.with_options({"indian_format": "pool_201"})
DEALS = INDIAN.with_options({"indian_format": "deals", "deals": 10})
POINTS = INDIAN.with_options({"indian_format": "points"})
WILD = Rank.FIVE  # the wild joker of every deal below: no hand holds a 5 but H80's 5D

SHOW = ("AH 2H 3H 4H", "6S JK 8S", "9C 9D 9H", "KC KD KS")
"""A valid show: AH-4H pure, 6S JK 8S a second sequence, two sets."""
HANDS = {
    # 2C-4C and 7D-9D sequences, Qs; 8C 9H 10S KH left: 8+9+10+10 = 37.
    "H37": "2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH",
    # 2C-4C and 6D-8D sequences, Js, 10s; KH left: 10.
    "H10": "2C 3C 4C 6D 7D 8D JS JH JC 10H 10S 10D KH",
    # No pure sequence (5D wild, a joker): every card, 89, capped at 80.
    "H80": "5D JK 7D 9S 9H 9C KS KH KD QC JD 3S 2H",
}


def seat(name: str, spec: str) -> PlayerDeal:
    """A player from a short spec: ``SHOW``, a hand of :data:`HANDS`, something said
    (``first_drop``...), ``out`` (nothing: a player out), each may be preceded by
    ``rejoin+``."""
    rejoined = spec.startswith("rejoin+")
    spec = spec.removeprefix("rejoin+")
    if spec == "SHOW":
        melds = tuple(Card.parse(meld) for meld in SHOW)
        return PlayerDeal(name, melds=melds, rejoined=rejoined)
    if spec in HANDS:
        return PlayerDeal(name, hand=Card.parse(HANDS[spec]), rejoined=rejoined)
    if spec == "out":
        return PlayerDeal(name)
    said: Said = spec  # type: ignore[assignment]  # first_drop, middle_drop or wrong_show
    return PlayerDeal(name, said=said, rejoined=rejoined)


def play(
    rules: Rules, names: Sequence[str], deals: Sequence[tuple[str, dict[str, str]]]
) -> list[tuple[int, ...]]:
    """Score ``deals`` in order (each its winner and every other player's spec), each with the
    earlier deals' scores; the running totals after each deal."""
    scored: list[DealScore] = []
    totals = []
    for winner, others in deals:
        players = [seat(name, "SHOW" if name == winner else others[name]) for name in names]
        scored.append(score_deal(rules, players, winner, WILD, earlier=tuple(scored)))
        totals.append(standings(rules, names, scored).totals)
    return totals


POOL_GAME: list[tuple[str, dict[str, str]]] = [
    ("Ann", {"Bob": "H10", "Cy": "first_drop"}),  # 1: A 0, B 10, C 20
    ("Bob", {"Ann": "H37", "Cy": "H10"}),  # 2: A 37, B 10, C 30
    ("Cy", {"Ann": "H10", "Bob": "middle_drop"}),  # 3: A 47, B 50, C 30
    ("Ann", {"Bob": "H37", "Cy": "first_drop"}),  # 4: A 47, B 87, C 50
    ("Cy", {"Ann": "H10", "Bob": "first_drop"}),  # 5: A 57, B 107 out, C 50
    ("Ann", {"Bob": "out", "Cy": "H10"}),  # 6: A 57, B 107, C 60
    # 7: Bob rejoins on 60 + 1 = 61 (bonus 61 - 107 = -46) and wins: A 67, B 61, C 97.
    ("Bob", {"Ann": "H10", "Cy": "H37"}),
    ("Ann", {"Bob": "H10", "Cy": "first_drop"}),  # 8: A 67, B 71, C 117 out
    ("Bob", {"Ann": "H10", "Cy": "out"}),  # 9: A 77, B 71, C 117
    # 10: Cy rejoins on 77 + 1 = 78 (bonus -39) and wins: A 87, B 91, C 78.
    ("Cy", {"Ann": "H10", "Bob": "first_drop"}),
    ("Ann", {"Bob": "wrong_show", "Cy": "H10"}),  # 11: A 87, B 171 out, C 88
    ("Cy", {"Ann": "H37", "Bob": "out"}),  # 12: A 124 out: Cy is left, and wins.
]


def test_a_pool_101_game_with_eliminations_and_rejoins() -> None:
    """006 Pool rummy: out at 101; a rejoin on the highest total left in plus 1, while it is
    below 80; the last player left wins."""
    names = ("Ann", "Bob", "Cy")
    scored: list[DealScore] = []
    totals = []
    for number, (winner, others) in enumerate(POOL_GAME, start=1):
        rejoining = {7: "Bob", 10: "Cy"}.get(number)
        players = []
        for name in names:
            spec = "SHOW" if name == winner else others[name]
            players.append(seat(name, f"rejoin+{spec}" if name == rejoining else spec))
        scored.append(score_deal(INDIAN, players, winner, WILD, earlier=tuple(scored)))
        totals.append(standings(INDIAN, names, scored).totals)
    assert totals == [
        (0, 10, 20),
        (37, 10, 30),
        (47, 50, 30),
        (47, 87, 50),
        (57, 107, 50),
        (57, 107, 60),
        (67, 61, 97),
        (67, 71, 117),
        (77, 71, 117),
        (87, 91, 78),
        (87, 171, 88),
        (124, 171, 88),
    ]
    assert [player.bonus for player in scored[6].players] == [0, -46, 0]
    assert [player.bonus for player in scored[9].players] == [0, 0, -39]
    assert not standings(INDIAN, names, scored[:11]).finished
    final = standings(INDIAN, names, scored)
    assert final.finished and final.winners == ("Cy",)
    state = pool_state(INDIAN, names, scored[:11])
    assert state.out == {"Bob"} and state.rejoined == {"Bob", "Cy"}


def test_a_pool_201_game_of_ten_deals() -> None:
    """006 Pool 201: first drop 25, middle drop 50, a wrong show 80; out at 201."""
    names = ("Ann", "Bob")
    totals = play(
        POOL_201,
        names,
        [
            ("Ann", {"Bob": "H37"}),  # B 37
            ("Bob", {"Ann": "H10"}),  # A 10
            ("Ann", {"Bob": "first_drop"}),  # B 62
            ("Bob", {"Ann": "middle_drop"}),  # A 60
            ("Ann", {"Bob": "H10"}),  # B 72
            ("Ann", {"Bob": "H80"}),  # B 152
            ("Bob", {"Ann": "H37"}),  # A 97
            ("Bob", {"Ann": "first_drop"}),  # A 122
            ("Ann", {"Bob": "H10"}),  # B 162
            ("Bob", {"Ann": "wrong_show"}),  # A 202: out, Bob wins
        ],
    )
    assert [total for total in totals] == [
        (0, 37),
        (10, 37),
        (10, 62),
        (60, 62),
        (60, 72),
        (60, 152),
        (97, 152),
        (122, 152),
        (122, 162),
        (202, 162),
    ]


def test_a_pool_201_game_ends_with_one_player_left() -> None:
    names = ("Ann", "Bob")
    game = [("Ann", {"Bob": "H80"})] * 2 + [("Ann", {"Bob": "H37"})] * 1
    rules = POOL_201
    scored: list[DealScore] = []
    for winner, others in game:
        players = [seat(name, "SHOW" if name == winner else others[name]) for name in names]
        scored.append(score_deal(rules, players, winner, WILD, earlier=tuple(scored)))
    result = standings(rules, names, scored)  # Bob 80 + 80 + 37 = 197: still in
    assert result.totals == (0, 197) and not result.finished
    players = [seat("Ann", "SHOW"), seat("Bob", "H10")]
    scored.append(score_deal(rules, players, "Ann", WILD, earlier=tuple(scored)))
    result = standings(rules, names, scored)  # Bob 207: out, Ann left
    assert result.finished and result.winners == ("Ann",)


def test_a_deals_game_of_ten_deals() -> None:
    """006 Deals rummy: the winner takes each loser's count in chips; the most chips after
    the deals (here ten, the table's) wins."""
    names = ("Ann", "Bob")
    totals = play(
        DEALS,
        names,
        [
            ("Ann", {"Bob": "H37"}),  # A +37
            ("Bob", {"Ann": "H10"}),  # A 27
            ("Ann", {"Bob": "H80"}),  # A 107
            ("Bob", {"Ann": "H37"}),  # A 70
            ("Bob", {"Ann": "H10"}),  # A 60
            ("Ann", {"Bob": "H10"}),  # A 70
            ("Bob", {"Ann": "wrong_show"}),  # A -10
            ("Bob", {"Ann": "H37"}),  # A -47
            ("Ann", {"Bob": "H37"}),  # A -10
            ("Ann", {"Bob": "first_drop"}),  # A 10
        ],
    )
    assert [ann for ann, _ in totals] == [37, 27, 107, 70, 60, 70, -10, -47, -10, 10]
    assert all(ann + bob == 0 for ann, bob in totals)  # chips change hands


def test_deals_rummy_ends_after_its_deals_most_chips_winning() -> None:
    names = ("Ann", "Bob", "Cy")
    rules = INDIAN.with_options({"indian_format": "deals"})  # best of 2
    first = [seat("Ann", "SHOW"), seat("Bob", "H37"), seat("Cy", "first_drop")]
    second = [seat("Ann", "H10"), seat("Bob", "SHOW"), seat("Cy", "middle_drop")]
    scored = [score_deal(rules, first, "Ann", WILD)]
    assert not standings(rules, names, scored).finished
    scored.append(score_deal(rules, second, "Bob", WILD, earlier=tuple(scored)))
    # Ann 57 - 10 = 47; Bob -37 + 50 = 13; Cy -20 - 40 = -60.
    result = standings(rules, names, scored)
    assert result.totals == (47, 13, -60)
    assert result.finished and result.winners == ("Ann",)
    with pytest.raises(RulesError) as raised:  # no tie: no deciding deal
        score_deal(rules, first, "Ann", WILD, number=3, earlier=tuple(scored))
    assert raised.value.problem.code == "deal_number.past_last"
    joint = rules.with_options({"tie_at_target": "joint_winners"})
    with pytest.raises(RulesError) as raised:
        score_deal(joint, first, "Ann", WILD, number=3)
    assert raised.value.problem.code == "deal_number.past_last"


TIED = [
    ("Ann", {"Bob": "H37", "Cy": "H10"}),  # 1: A +47, B -37, C -10
    ("Bob", {"Ann": "H37", "Cy": "H10"}),  # 2: A 10, B 10, C -20: Ann and Bob tied
]


def test_a_tie_for_the_most_chips_plays_a_deciding_deal_of_the_tied_players() -> None:
    """006 Deals rummy: "In case of a tie between players, the players with equal chip count
    have to play a tiebreaker game to decide the winner" (jungleerummy.com; rummymoves.com: "a
    tie-breaker game must be played"): the preset plays a deciding deal of Ann and Bob, Cy
    sitting out, and again while they are tied; the tie-break's winner wins."""
    names = ("Ann", "Bob", "Cy")
    rules = INDIAN.with_options({"indian_format": "deals"})  # best of 2, the preset's tie rule
    assert rules.plays_off_ties
    scored: list[DealScore] = []
    for winner, others in TIED:
        players = [seat(name, "SHOW" if name == winner else others[name]) for name in names]
        scored.append(score_deal(rules, players, winner, WILD, earlier=tuple(scored)))
    tied = standings(rules, names, scored)
    assert tied.totals == (10, 10, -20)
    assert not tied.finished and tied.winners == ()
    assert pool_state(rules, names, scored).out == {"Cy"}
    cy_plays = [seat("Ann", "SHOW"), seat("Bob", "H10"), seat("Cy", "H37")]
    cy_wins = [seat("Ann", "H10"), seat("Bob", "H10"), seat("Cy", "SHOW")]
    for players, winner in ((cy_plays, "Ann"), (cy_wins, "Cy")):  # Cy neither plays nor wins
        with pytest.raises(DealError) as raised:
            score_deal(rules, players, winner, WILD, number=3, earlier=tuple(scored))
        assert raised.value.problem.code == "indian.sits_out"
        assert raised.value.problem.params == {"name": "Cy"}
    # 3: the deciding deal, won by Ann; Bob counts 10.
    deciding = [seat("Ann", "SHOW"), seat("Bob", "H10"), seat("Cy", "out")]
    scored.append(score_deal(rules, deciding, "Ann", WILD, number=3, earlier=tuple(scored)))
    final = standings(rules, names, scored)
    assert final.totals == (20, 0, -20)  # A 10 + 10, B 10 - 10, Cy sat out
    assert final.finished and final.winners == ("Ann",)
    with pytest.raises(RulesError) as past:
        score_deal(rules, deciding, "Ann", WILD, number=4, earlier=tuple(scored))
    assert past.value.problem.code == "deal_number.past_last"


def test_a_tie_is_joint_winners_where_the_table_says_so() -> None:
    """The table's choice (``tie_at_target="joint_winners"``): the tied players win together
    after the last deal, and no deal follows."""
    names = ("Ann", "Bob", "Cy")
    rules = INDIAN.with_options({"indian_format": "deals", "tie_at_target": "joint_winners"})
    assert not rules.plays_off_ties
    scored: list[DealScore] = []
    for winner, others in TIED:
        players = [seat(name, "SHOW" if name == winner else others[name]) for name in names]
        scored.append(score_deal(rules, players, winner, WILD, earlier=tuple(scored)))
    result = standings(rules, names, scored)
    assert result.finished and result.winners == ("Ann", "Bob")
    assert pool_state(rules, names, scored).out == frozenset()


def test_a_points_game_of_ten_deals_never_ends_by_itself() -> None:
    """006 Points rummy: each deal's count is the score (a point's money is the table's), the
    lowest total leads; the table stops when it likes."""
    names = ("Ann", "Bob", "Cy")
    totals = play(
        POINTS,
        names,
        [
            ("Ann", {"Bob": "H37", "Cy": "H10"}),
            ("Bob", {"Ann": "H10", "Cy": "first_drop"}),
            ("Cy", {"Ann": "middle_drop", "Bob": "H10"}),
            ("Ann", {"Bob": "H80", "Cy": "H10"}),
            ("Bob", {"Ann": "H37", "Cy": "H10"}),
            ("Cy", {"Ann": "first_drop", "Bob": "H10"}),
            ("Ann", {"Bob": "wrong_show", "Cy": "H37"}),
            ("Bob", {"Ann": "H10", "Cy": "middle_drop"}),
            ("Cy", {"Ann": "H37", "Bob": "H10"}),
            ("Ann", {"Bob": "first_drop", "Cy": "H10"}),
        ],
    )
    assert totals[-1] == (154, 247, 137)  # 0+10+40+0+37+20+0+10+37 = 154, ...
    assert totals[3] == (50, 127, 40)
    scored_names = standings(POINTS, names, [])
    assert not scored_names.finished


# --- the show --------------------------------------------------------------------------------


def refusal(players: Sequence[PlayerDeal], winner: str | None = "Ann") -> tuple[str, object]:
    with pytest.raises((DealError, RulesError)) as raised:
        score_deal(INDIAN, players, winner, WILD)
    return raised.value.problem.code, raised.value.problem.path


def shown(*melds: str, hand: str = "") -> PlayerDeal:
    return PlayerDeal("Ann", melds=tuple(Card.parse(m) for m in melds), hand=Card.parse(hand))


BOB = seat("Bob", "H37")


def test_a_show_needs_a_pure_sequence() -> None:
    """006 Declaring: two sequences or more, one of them pure (no joker standing in)."""
    ann = shown("AH 2H JK", "6S JK 8S", "9C 9D 9H", "KC KD KS 10C")
    code, path = refusal([ann, BOB])
    assert code == "deal.illegal_meld"  # KC KD KS 10C is no meld
    ann = shown("AH 2H JK", "6S JK 8S", "9C 9D 9H", "KC KD KS", hand="10C")
    assert refusal([ann, BOB]) == ("indian.no_pure_sequence", ("players", 0, "melds", 0))


def test_a_show_needs_two_sequences() -> None:
    ann = shown("AH 2H 3H 4H", "6S 6C JK", "9C 9D 9H", "KC KD KS")
    assert refusal([ann, BOB]) == ("indian.one_sequence", ("players", 0, "melds", 0))


def test_a_show_melds_every_card_that_counts() -> None:
    ann = shown("AH 2H 3H", "6S JK 8S", "9C 9D 9H", "KC KD KS", hand="QC")
    with pytest.raises(DealError) as raised:
        score_deal(INDIAN, [ann, BOB], "Ann", WILD)
    assert raised.value.problem.code == "indian.cards_unmatched"
    assert raised.value.problem.params["cards"] == ("QC",)
    assert raised.value.problem.params["points"] == 10


def test_a_show_is_thirteen_cards() -> None:
    ann = shown("AH 2H 3H", "6S JK 8S", "9C 9D 9H")
    code, path = refusal([ann, BOB])
    assert (code, path) == ("indian.wrong_card_count", ("players", 0, "hand"))
    bob = PlayerDeal("Bob", hand=Card.parse("2C 3C 4C"))
    assert refusal([seat("Ann", "SHOW"), bob]) == (
        "indian.wrong_card_count",
        ("players", 1, "hand"),
    )


def test_a_set_holds_different_suits_three_or_four() -> None:
    """006 Sets: 3 or 4 cards of one rank, each of a different suit: 7C 7C 7D is none."""
    assert not check_meld(Card.parse("7C 7C 7D"), INDIAN, WILD).valid
    assert check_meld(Card.parse("7C 7D JK"), INDIAN, WILD).valid
    assert not check_meld(Card.parse("7C 7D 7H 7S JK"), INDIAN, WILD).valid


def test_the_ace_is_high_or_low_never_both() -> None:
    """006 Sequences: A-2-3 and Q-K-A, never K-A-2."""
    assert check_meld(Card.parse("QS KS AS"), INDIAN, WILD).valid
    assert check_meld(Card.parse("AS 2S 3S"), INDIAN, WILD).valid
    assert not check_meld(Card.parse("KS AS 2S"), INDIAN, WILD).valid


def test_a_printed_joker_cut_makes_the_aces_wild() -> None:
    """006 Wild joker: the cut card's rank is wild; a printed joker cut: the aces."""
    assert cut_wild_rank(JOKER) is Rank.ACE
    assert cut_wild_rank(Card.from_str("9C")) is Rank.NINE


def test_the_winner_alone_after_drops_need_not_show() -> None:
    players = [PlayerDeal("Ann"), seat("Bob", "first_drop")]
    scored = score_deal(INDIAN, players, "Ann", WILD)
    assert [player.score for player in scored.players] == [0, 20]
    players = [PlayerDeal("Ann"), BOB]
    assert refusal(players) == ("indian.show_needed", ("players", 0, "hand"))


def test_drops_are_options() -> None:
    rules = INDIAN.with_options({"first_drop": 15, "middle_drop": 30})
    assert (drop_points(rules, "first_drop"), drop_points(rules, "middle_drop")) == (15, 30)
    assert drop_points(POOL_201, "wrong_show") == 80
    with pytest.raises(RulesError):
        INDIAN.with_options({"first_drop": 81})


# --- who may play ----------------------------------------------------------------------------


def test_a_deal_has_a_winner_who_said_nothing() -> None:
    assert refusal([seat("Ann", "SHOW"), BOB], None) == ("indian.winner_needed", ("went_out",))
    ann = PlayerDeal("Ann", said="first_drop")
    assert refusal([ann, BOB]) == ("indian.winner_said", ("players", 0, "said"))


def test_a_player_out_plays_nothing_and_rejoins_once_while_the_highest_is_below_80() -> None:
    names = ("Ann", "Bob", "Cy")
    earlier = []
    for winner, others in POOL_GAME[:5]:
        players = [seat(name, "SHOW" if name == winner else others[name]) for name in names]
        earlier.append(score_deal(INDIAN, players, winner, WILD, earlier=tuple(earlier)))
    # Bob is out at 107.
    players = [seat("Ann", "SHOW"), seat("Bob", "H10"), seat("Cy", "H10")]
    with pytest.raises(DealError) as raised:
        score_deal(INDIAN, players, "Ann", WILD, earlier=tuple(earlier))
    assert (raised.value.problem.code, raised.value.path) == ("indian.player_out", ("players", 1))
    players = [seat("Ann", "SHOW"), seat("Bob", "out"), seat("Cy", "rejoin+H10")]
    with pytest.raises(DealError) as raised:
        score_deal(INDIAN, players, "Ann", WILD, earlier=tuple(earlier))
    assert raised.value.problem.code == "indian.rejoin_not_out"
    # Ann at 57 + 37 = 94: the highest left in is no longer below 80.
    high = [seat("Ann", "H37"), seat("Bob", "out"), seat("Cy", "SHOW")]
    late = [*earlier, score_deal(INDIAN, high, "Cy", WILD, earlier=tuple(earlier))]
    players = [seat("Ann", "SHOW"), seat("Bob", "rejoin+H10"), seat("Cy", "H10")]
    with pytest.raises(DealError) as raised:
        score_deal(INDIAN, players, "Ann", WILD, earlier=tuple(late))
    assert raised.value.problem.code == "indian.rejoin_closed"
    assert raised.value.problem.params == {"name": "Bob", "highest": 94, "limit": 80}


def test_a_player_rejoins_once_only() -> None:
    names = ("Ann", "Bob", "Cy")
    earlier: list[DealScore] = []
    for winner, others in POOL_GAME[:10]:
        players = [seat(name, "SHOW" if name == winner else others[name]) for name in names]
        if len(earlier) == 6:
            players[1] = seat("Bob", "rejoin+SHOW")
        if len(earlier) == 9:
            players[2] = seat("Cy", "rejoin+SHOW")
        earlier.append(score_deal(INDIAN, players, winner, WILD, earlier=tuple(earlier)))
    out_again = [seat("Ann", "SHOW"), seat("Bob", "wrong_show"), seat("Cy", "H10")]
    earlier.append(score_deal(INDIAN, out_again, "Ann", WILD, earlier=tuple(earlier)))
    players = [seat("Ann", "SHOW"), seat("Bob", "rejoin+H10"), seat("Cy", "H10")]
    with pytest.raises(DealError) as raised:
        score_deal(INDIAN, players, "Ann", WILD, earlier=tuple(earlier))
    assert raised.value.problem.code == "indian.rejoined_twice"


def test_rejoins_and_sayings_belong_to_their_games() -> None:
    with pytest.raises(DealError) as raised:
        score_deal(DEALS, [seat("Ann", "SHOW"), seat("Bob", "rejoin+H10")], "Ann", WILD)
    assert raised.value.problem.code == "indian.no_rejoin"
    rummy = find_preset("rummy")
    players = [
        PlayerDeal("Ann", melds=(Card.parse("2H 3H 4H"),)),
        PlayerDeal("Bob", said="first_drop"),
    ]
    with pytest.raises(DealError) as refused:
        score_deal(rummy, players, "Ann")
    assert refused.value.problem.code == "indian.said_not_in_game"
    assert refused.value.problem.path == ("players", 1, "said")


def test_two_to_six_players() -> None:
    with pytest.raises(RulesError):
        INDIAN.verify_players(7)
    INDIAN.verify_players(6)


# --- a property of Pool rummy ------------------------------------------------------------------

SAID_POINTS = {"first_drop": 20, "middle_drop": 40, "wrong_show": 80, "H37": 37, "H10": 10}
"""What each spec costs a loser in Pool 101 (006; the hands' counts worked out above)."""


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=5), st.data())
def test_pool_deals_folded_in_order_keep_the_pool_rules(players: int, data: st.DataObject) -> None:
    """Random deals of Pool 101: the winner's total stays; a player out scores nothing and stays
    out until a rejoin, which puts the player on the highest total left in plus 1; a loser's
    total grows by the spec's points; the game is over exactly when one player is left in."""
    names = tuple("ABCDE"[:players])
    scored: list[DealScore] = []
    for _ in range(data.draw(st.integers(min_value=1, max_value=12))):
        before = standings(INDIAN, names, scored)
        if before.finished:
            break
        state = pool_state(INDIAN, names, scored)
        rejoin_total = rejoin_on(INDIAN, names, state)
        rejoining = {
            name
            for name in state.out - state.rejoined
            if rejoin_total is not None and data.draw(st.booleans())
        }
        playing = [name for name in names if name not in state.out or name in rejoining]
        winner = data.draw(st.sampled_from(playing))
        hands = iter(["H37", "H10"])
        specs: dict[str, str] = {}
        for name in playing:
            if name == winner:
                continue
            choices = ["first_drop", "middle_drop", "wrong_show"]
            spec = data.draw(st.sampled_from([*choices, "hand"]))
            specs[name] = next(hands, "first_drop") if spec == "hand" else spec
        players_now = [
            seat(name, ("rejoin+" if name in rejoining else "") + specs.get(name, "SHOW"))
            if name in playing
            else seat(name, "out")
            for name in names
        ]
        scored.append(score_deal(INDIAN, players_now, winner, WILD, earlier=tuple(scored)))
        after = standings(INDIAN, names, scored)
        for i, name in enumerate(names):
            was = before.totals[i]
            if name in rejoining:
                was = rejoin_total  # the rejoin's total, then the deal's points
            expected = (
                was if name == winner or name not in playing else was + SAID_POINTS[specs[name]]
            )
            assert after.totals[i] == expected, (name, specs)
        left = [name for name, total in zip(names, after.totals, strict=True) if total < 101]
        assert after.finished == (len(left) <= 1)


def test_the_fewest_points_lead_but_in_deals_the_most_chips() -> None:
    """006: Points and Pool rummy, the lowest total is best; Deals rummy, the most chips."""
    board = Standings(("Ann", "Bob"), (30, -30), False, ())
    pool_lead, deals_lead = lead(INDIAN, board), lead(DEALS, board)
    assert pool_lead is not None and deals_lead is not None
    assert (pool_lead.leaders, deals_lead.leaders) == (("Bob",), ("Ann",))
    assert lead(POINTS, board) == pool_lead
