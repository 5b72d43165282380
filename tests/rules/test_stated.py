"""A wild card keeps the card it was melded as: by its place in a run as entered, or as the
player states it (``JK=8C``); lay-offs leave it so (``scorekeeper.rules.melds``, ``stated``).

Sources: 001 pagat 500 Rummy, Jokers; 000 pagat 5000 Rummy, Melds and Play (Wild cards: "the
real card that is represented by a wild card"); 004 rummy family, Contract Rummy (Jokers: "must
state a suit and rank").
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import (
    Card,
    DealError,
    MeldVerdict,
    NotationError,
    PlayerDeal,
    Rank,
    Rules,
    check_final_discard,
    check_lay_off,
    check_meld,
    find_preset,
    meld_tokens,
    read_card,
    read_meld,
    score_deal,
)
from scorekeeper.rules.layoffs import verify_lay_offs
from scorekeeper.rules.melds import on_table, run_spans
from scorekeeper.rules.problems import Problem

FIVE_HUNDRED = find_preset("500-rummy")
FIVE_THOUSAND = find_preset("5000-rummy")
CONTRACT = find_preset("contract-rummy")


def lay_off(
    cards: str, onto: str, rules: Rules = FIVE_HUNDRED, wild_rank: Rank | None = None
) -> MeldVerdict:
    laid, laid_said = read_meld(cards)
    table, table_said = read_meld(onto)
    return check_lay_off(laid, table, rules, wild_rank, laid_said, table_said)


def test_001_the_joker_in_6c_7c_joker_is_the_8c_and_stays_so() -> None:
    """001 Jokers: "you might meld club6 club7 joker as a sequence, and by putting the cards
    down in this arrangement you are specifying that the joker represents the club8. Later
    someone may lay off the club5 or club9 on this sequence, but they are not allowed to change
    the joker to a club5 so as to lay off a club4." """
    verdict = check_meld(Card.parse("6C 7C JK"), FIVE_HUNDRED)
    assert [reading.stands_for for reading in verdict.cards] == ["6C", "7C", "8C"]
    assert lay_off("5C", "6C 7C JK").valid
    assert lay_off("9C", "6C 7C JK").valid
    refused = lay_off("4C", "6C 7C JK")
    assert not refused.valid
    assert refused.problem == Problem(
        "lay_off.wild_card_kept",
        {"cards": ("4C",), "onto": ("6C", "7C", "JK"), "kept": (("JK", "8C"),)},
    )
    assert lay_off("4C 5C", "6C 7C JK").valid  # the run grows down to 4-5-6-7-8


def test_a_run_entered_high_to_low_puts_the_joker_low_end() -> None:
    """001 Jokers ("in this arrangement"): JK 7C 6C as entered is 8-7-6 ... and JK 6C 7C cannot
    be a run in order, so the joker is read as the best fit and shown."""
    assert check_meld(Card.parse("JK 7C 6C"), FIVE_HUNDRED).cards[0].stands_for == "8C"
    assert check_meld(Card.parse("JK 6C 7C"), FIVE_HUNDRED).cards[0].stands_for == "5C"
    assert lay_off("4C", "JK 6C 7C").valid
    assert not lay_off("9C", "JK 6C 7C").valid


def test_a_stated_wild_card_overrides_the_order() -> None:
    """001 Jokers: "A player melding a joker must make it clear which rank it represents";
    004 Contract Rummy, Jokers: "a player must state a suit and rank for the card"."""
    verdict = check_meld(*read_meld("6C 7C JK=5C")[:1], FIVE_HUNDRED, None, (None, None, "5C"))
    assert verdict.valid and verdict.cards[2].stands_for == "5C"
    assert lay_off("4C", "6C 7C JK=5C").valid
    assert not lay_off("9C", "6C 7C JK=5C").valid
    wrong = check_meld(Card.parse("6C 7C JK"), FIVE_HUNDRED, None, (None, None, "10C"))
    assert not wrong.valid and wrong.problem == Problem(
        "meld.not_as_stated", {"cards": ("6C", "7C", "JK"), "stated": (("JK", "10C"),)}
    )
    natural = check_meld(Card.parse("6C 7C 8C"), FIVE_HUNDRED, None, ("5C", None, None))
    assert not natural.valid
    assert natural.problem == Problem("meld.stated_not_wild", {"card": "6C", "stated": "5C"})


def test_001_a_nine_and_two_jokers_say_set_or_run() -> None:
    """001 Jokers: "If you were to meld diamond9 and two jokers you would have to state whether
    it was meant to be a group of nines or a sequence ... if it was a group, you would not need
    to specify the suits". Stated as nines it takes another nine and no run card; stated as
    9-10-J it takes the QD and no nine."""
    open_meld = check_meld(Card.parse("9D JK JK"), FIVE_HUNDRED)
    assert open_meld.kinds == ("set", "run")
    assert lay_off("9C", "9D JK=9 JK=9").valid
    assert not lay_off("10D", "9D JK=9 JK=9").valid
    assert lay_off("QD", "9D JK=10D JK=JD").valid
    assert not lay_off("KD", "9D JK=10D JK=JD").valid
    assert not lay_off("9C", "9D JK=10D JK=JD").valid


def test_000_the_real_card_beside_a_wild_card_is_the_one_it_stands_for() -> None:
    """000 Play, Wild cards: "If you hold the real card that is represented by a wild card
    that has been used in a run, you may meld the real card ... The wild card remains in
    place." With sixes wild, 8S 6D 10S has the 6D as the 9S: the 9S may be melded beside it;
    with 8S 9S 6D the 6D is the 10S, so the 7S extends the run but no 9S is beside a wild."""
    assert lay_off("9S", "8S 6D 10S", FIVE_THOUSAND, Rank.SIX).valid
    assert lay_off("10S", "8S 9S 6D", FIVE_THOUSAND, Rank.SIX).valid
    assert not lay_off("9C", "8S 9S 6D", FIVE_THOUSAND, Rank.SIX).valid


def test_the_deal_scores_melds_as_stated() -> None:
    """004 Contract Rummy, Jokers: "must state a suit and rank"; a stated card the meld cannot
    hold is refused, pointing at the meld."""
    ann = PlayerDeal("Ann", melds=(Card.parse("6C 7C JK"),), stands_for=((None, None, "KC"),))
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_HUNDRED, [ann, PlayerDeal("Bob")], went_out=None)
    assert caught.value.path == ("players", 0, "melds", 0)
    fine = PlayerDeal("Ann", melds=(Card.parse("6C 7C JK"),), stands_for=((None, None, "5C"),))
    assert score_deal(FIVE_HUNDRED, [fine, PlayerDeal("Bob")], went_out=None).players[0].melded
    # Contract Rummy: two runs in one suit are apart as melded; 5H JK=7H 6H lies on 5-6-7, next
    # to 8H 9H 10H, so the two are in continuous rank order.
    assert run_spans(*read_meld("5H JK=7H 6H")[:1], CONTRACT, None, (None, "7H", None)) == {
        (Card.from_str("5H").suit, 4, 6)
    }


def test_the_final_discard_sees_the_wild_cards_as_melded() -> None:
    """000 End of the play: the final discard must be unplayable; 4C does not fit 6C 7C JK
    (the joker is the 8C, 001 Jokers), so it is no playable card."""
    table = [Card.parse("6C 7C JK")]
    assert not check_final_discard(Card.from_str("4C"), table, FIVE_HUNDRED).playable
    said = check_final_discard(Card.from_str("4C"), table, FIVE_HUNDRED, None, [(None, None, "5C")])
    assert said.playable


@pytest.mark.parametrize(
    ("token", "card", "stands"),
    [("JK=8c", "JK", "8C"), ("2h=t", "2H", "10"), ("joker=Q♠", "JK", "QS"), ("7h", "7H", None)],
)
def test_read_card_reads_what_a_wild_card_stands_for(token: str, card: str, stands: str) -> None:
    assert read_card(token) == (Card.from_str(card), stands)


@pytest.mark.parametrize(
    ("token", "code", "text"),
    [
        ("JK=", "card.invalid_stated", "JK="),
        ("JK=JK", "card.invalid_stated", "JK=JK"),
        ("JK=ZZ", "card.invalid_stated", "JK=ZZ"),
        ("=8C", "card.invalid_card", ""),
        ("JK=8C=9C", "card.invalid_stated", "JK=8C=9C"),
    ],
)
def test_read_card_names_a_bad_statement(token: str, code: str, text: str) -> None:
    with pytest.raises(NotationError) as caught:
        read_card(token)
    assert caught.value.problem == Problem(code, {"text": text})


@given(st.lists(st.sampled_from(["6C", "JK", "JK=8C", "2h=9", "10D", "AS=AS"]), max_size=6))
def test_meld_tokens_round_trip(tokens: list[str]) -> None:
    """STYLE point 1: parse(format(x)) == x, for melds with statements."""
    cards, said = read_meld(" ".join(tokens))
    assert read_meld(" ".join(meld_tokens(cards, said))) == (cards, said)


# Lay-offs of a whole deal (scorekeeper.rules.layoffs).


def test_deal_lay_offs_keep_the_jokers_place() -> None:
    """001 Jokers: the joker of 6C 7C JK is the 8C, so a 4C laid off by Bob extends nothing;
    4C with 5C does (4-5-6-7-8)."""
    ann = PlayerDeal("Ann", melds=(Card.parse("6C 7C JK"),))
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_HUNDRED, [ann, PlayerDeal("Bob", laid_off=Card.parse("4C"))], None)
    assert caught.value.problem == Problem(
        "lay_off.extends_no_meld_as_melded",
        {"player": "Bob", "card": "4C"},
        ("players", 1, "laid_off"),
    )
    bob = PlayerDeal("Bob", laid_off=Card.parse("4C"))
    cy = PlayerDeal("Cy", laid_off=Card.parse("5C"))
    deal = score_deal(FIVE_HUNDRED, [ann, bob, cy], went_out=None)
    assert [player.melded for player in deal.players] == [28, 4, 5]


def test_001_laying_off_example_each_card_onto_the_table() -> None:
    """001 Laying Off: "A has put down heart5-heart6-heart7, B has put down club9-spade9-
    diamond9. B can lay off the heart8 on A's sequence. C can now put down the heart9 ... D can
    now extend the run further by laying down the heart10." A 9H alone (no 8H) fits nothing."""
    players = [
        PlayerDeal("A", melds=(Card.parse("5H 6H 7H"),)),
        PlayerDeal("B", melds=(Card.parse("9C 9S 9D"),), laid_off=Card.parse("8H")),
        PlayerDeal("C", laid_off=Card.parse("9H")),
        PlayerDeal("D", laid_off=Card.parse("10H")),
    ]
    assert score_deal(FIVE_HUNDRED, players, went_out=None).players[3].melded == 10
    gap = [players[0], players[1], players[3]]  # no 9H between the 8H and the 10H
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_HUNDRED, gap, went_out=None)
    assert caught.value.problem == Problem(
        "lay_off.cannot_all_fit",
        {"cards": ("8H", "10H"), "card": "10H"},
        ("players", 2, "laid_off"),
    )


def test_the_real_card_takes_a_jokers_place_where_the_game_allows() -> None:
    """004 Contract Rummy, Jokers: "Any other player ... may swap the actual card for the
    joker"; 001 has no such rule: the 8C does not join 7C JK 9C (the joker is the 8C)."""
    contract = CONTRACT.for_players(3)
    melded = PlayerDeal("Ann", melds=(Card.parse("7C JK 9C"), Card.parse("KD KS KH")))
    swapper = PlayerDeal(
        "Bob", melds=(Card.parse("4H 4S 4D"), Card.parse("5S 6S 7S")), laid_off=Card.parse("8C")
    )
    score_deal(contract, [melded, swapper, PlayerDeal("Cy")], went_out=None, number=2)
    five_hundred = [PlayerDeal("Ann", melds=(Card.parse("7C JK 9C"),)), swapper]
    with pytest.raises(DealError):
        score_deal(FIVE_HUNDRED, five_hundred, went_out=None)


NEAR_CARDS = {
    "5H 6H 7H": "3H 4H 8H 9H 10H JK 2C",
    "6C 7C JK": "4C 5C 8C 9C 10C JK",
    "JK 6C 7C": "3C 4C 5C 8C 9C JK",
    "9C 9S 9D": "9H 9C 8C 10C JK 2C",
    "8C 8S JK": "8D 8H 9C 7C JK 2C",
    "QD KD AD": "10D JD 9D AD JK",
    "2D 6H 7H": "4H 5H 8H 9H 2C JK",
}
"""Melds for the searches below (2D 6H 7H is legal only where 2s are wild), each with cards
that extend it, or would beside another card, or do not."""


def some_sharing_fits(
    cards: list[Card], melds: list[tuple[Card, ...]], rules: Rules, wild_rank: Rank | None
) -> bool:
    """Whether some way of giving each card to one legal meld makes every meld's share a
    legal lay-off, every way tried."""
    legal = [meld for meld in melds if check_meld(meld, rules, wild_rank).valid]
    for places in itertools.product(range(len(legal)), repeat=len(cards)):
        shares = [
            [card for card, to in zip(cards, places, strict=True) if to == place]
            for place in range(len(legal))
        ]
        if all(
            not share or check_lay_off(share, meld, rules, wild_rank).valid
            for share, meld in zip(shares, legal, strict=True)
        ):
            return True
    return False


@given(
    st.lists(st.sampled_from(list(NEAR_CARDS)), min_size=1, max_size=3, unique=True),
    st.sampled_from([(FIVE_HUNDRED, None), (FIVE_THOUSAND, Rank.TWO)]),
    st.data(),
)
def test_deal_lay_offs_are_refused_exactly_when_no_sharing_fits(
    written: list[str], game: tuple[Rules, Rank | None], data: st.DataObject
) -> None:
    """001 Laying Off: cards "which extend combinations which are already on the table"; 000
    Play: "cards that extend runs and sets that have already been laid down". The deal's
    lay-offs are taken exactly when some way of sharing them among the melds fits, however
    the search narrows and orders its tries (scorekeeper.rules.layoffs)."""
    near = sorted({card for meld in written for card in Card.parse(NEAR_CARDS[meld])}, key=str)
    cards = data.draw(st.lists(st.sampled_from(near), min_size=1, max_size=4))
    rules, wild_rank = game
    melds = [Card.parse(meld) for meld in written]
    players = [
        PlayerDeal("Ann", melds=tuple(melds), laid_off=tuple(cards[:1])),
        PlayerDeal("Bob", laid_off=tuple(cards[1:])),
    ]
    tables = [[on_table(meld, rules, wild_rank) for meld in melds], []]
    try:
        verify_lay_offs(players, tables, rules, wild_rank)
    except DealError:
        taken = False
    else:
        taken = True
    assert taken == some_sharing_fits(cards, melds, rules, wild_rank)


def test_eight_players_lay_offs_that_need_one_wild_card_twice_are_refused() -> None:
    """000 Play: "cards that extend runs and sets that have already been laid down". Eight
    players each meld a set and a 2-3-4 run; the 6C and the 6S each need a 5 (wild) below them
    to extend their run, and there is one 5S: the deal is refused, though the other cards leave
    many ways to try (5s are wild, 000 Melds). With a 5D for the 6S instead, it is taken (000
    Scoring: a 10 or face card 10, a 2 to 9 5, a wild card 100): P5 QC QD QH, 2H 3H 4H and the
    10H, 30 + 15 + 10; P6 KC KD KH, 2C 3C 4C and the 6C, 30 + 15 + 5; P7 8C 8D 8H, 2D 3D 4D
    and the 5D, 15 + 15 + 100."""
    players = [
        PlayerDeal(
            f"P{seat}",
            melds=(Card.parse(f"{rank}C {rank}D {rank}H"), Card.parse(f"2{suit} 3{suit} 4{suit}")),
            laid_off=Card.parse(laid),
        )
        for seat, (rank, suit, laid) in enumerate(
            zip("789TJQK8", "SHCDSHCD", "KH 5S QC KC KS 10H 6C 6S".split(), strict=True)
        )
    ]
    with pytest.raises(DealError) as caught:
        score_deal(FIVE_THOUSAND, players, went_out=None, wild_rank=Rank.FIVE)
    assert caught.value.path == ("players", 6, "laid_off")
    assert caught.value.problem.code == "lay_off.cannot_all_fit"
    assert caught.value.problem.params == {
        "cards": ("KH", "5S", "QC", "KC", "KS", "10H", "6C", "6S"),
        "card": "6C",
    }
    with_two_fives = [
        *players[:7],
        PlayerDeal("P7", melds=players[7].melds, laid_off=Card.parse("5D")),
    ]
    deal = score_deal(FIVE_THOUSAND, with_two_fives, went_out=None, wild_rank=Rank.FIVE)
    assert [player.melded for player in deal.players][5:] == [
        30 + 15 + 10,
        30 + 15 + 5,
        15 + 15 + 100,
    ]
