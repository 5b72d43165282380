"""Tests for the limits the seeds state, held by the engine in every deal: going out empties the
hand, each game's players and deals, Continental's melding only by going out, and 003's set
sizes (``scorekeeper.rules.scoring``, ``options``, ``melds``).

Sources: 000 pagat 5000 Rummy (End of the play), 001 pagat 500 Rummy (The Play), 003 5000 Rummy
(Types of Melds), 004 rummy family (Rummy, Contract Rummy, Continental Rummy, Koon Kan, Tonk,
Rummy 11).
"""

from __future__ import annotations

import pytest

from scorekeeper.rules import (
    JOKER,
    MOST_PLAYERS,
    PRESETS,
    Card,
    DealError,
    Ending,
    PlayerDeal,
    Rank,
    Rules,
    RulesError,
    check_lay_off,
    check_meld,
    deal_wild_rank,
    find_preset,
    plan_deal,
    score_deal,
)
from scorekeeper.rules.melds import pack_problem
from tests.rules.notation import player

RUMMY = find_preset("rummy")
SUBTRACT = find_preset("5000-rummy-subtract")
CONTINENTAL = find_preset("continental-rummy")


# Going out empties the hand.


@pytest.mark.parametrize(
    ("variant", "wild_rank", "melds"),
    [
        ("rummy", None, ("5H 6H 7H",)),  # 004 Rummy: "melds all cards in his hand"
        ("5000-rummy", Rank.NINE, ("5H 6H 7H",)),  # 000 End of the play
        ("500-rummy", None, ("5H 6H 7H",)),  # 001 The Play: "no cards left in hand"
        ("contract-rummy", None, ("5H 5C 5D", "KH KC KS")),
        ("rummy-11", Rank.THREE, ("5H 6H 7H",)),
    ],
)
def test_the_player_who_went_out_has_no_cards_left_in_hand(
    variant: str, wild_rank: Rank | None, melds: tuple[str, ...]
) -> None:
    """004 Rummy: "When a player melds all cards in his hand, he goes out"; 000 End of the
    play: "having no cards left in hand. This is called going out"; 001 The Play: "A player has
    no cards left in hand". A card entered in the hand of the player who went out is refused,
    pointing at that hand."""
    players = [player("Ann", melds, hand="2C"), player("Bob", hand="9D"), player("Cy")]
    with pytest.raises(DealError) as caught:
        score_deal(find_preset(variant), players, went_out="Ann", wild_rank=wild_rank, number=1)
    assert caught.value.path == ("players", 0, "hand")
    assert caught.value.problem.code == "going_out.cards_left_in_hand"
    assert caught.value.problem.params == {"name": "Ann", "cards": ("2C",)}


@pytest.mark.parametrize("ending", ["went_out", "went_out_no_discard"])
def test_tonk_going_out_empties_the_hand_but_a_knock_does_not(ending: str) -> None:
    """004 Tonk: "Players who go out by melding earn the standard stake, unless they go out
    without a discard": going out leaves no cards; a knock is scored by the hands held."""
    tonk = find_preset("tonk")
    hand = [player("Ann", ("5H 6H 7H",), hand="2C"), player("Bob", hand="KD QD")]
    with pytest.raises(DealError) as caught:
        score_deal(tonk, hand, went_out="Ann", ending=ending)  # type: ignore[arg-type]
    assert caught.value.path == ("players", 0, "hand")
    knock = score_deal(tonk, hand, went_out="Ann", ending="knock")
    assert [p.score for p in knock.players] == [1, -1]


# Players and deals.


@pytest.mark.parametrize(
    ("variant", "fewest", "most"),
    [
        ("rummy", 2, 6),  # 004 Rummy: "NUMBER OF PLAYERS 2 to 6"
        ("koon-kan", 2, 2),  # 004 Koon Kan: "two players in head-to-head competition"
        ("tonk", 2, 3),  # 004 Tonk: "ideal for two or three players"
        ("contract-rummy", 3, 8),  # 004: "may be played by three to eight players"
        ("continental-rummy", 2, 12),  # 004: "may be played by two to twelve players"
        ("rummy-11", 2, 4),  # 004 Rummy 11: "best for two to four players"
    ],
)
def test_each_game_takes_its_players_in_every_deal(variant: str, fewest: int, most: int) -> None:
    """004 rummy family: each game's number of players holds when a deal is scored exactly as
    when a game is created (``Rules.verify_players``)."""
    rules = find_preset(variant)
    for count in (fewest - 1, most + 1):
        with pytest.raises(RulesError) as caught:
            rules.verify_players(count)
        assert caught.value.option == "players"
        assert caught.value.problem.code == "players.wrong_count"
        assert caught.value.problem.params["count"] == count
        names, out = _ended(rules, count)
        with pytest.raises(RulesError):
            score_deal(rules, names, went_out=out, wild_rank=_wild(rules), ending=_ending(rules))
    for count in (fewest, most):
        rules.verify_players(count)
        names, out = _ended(rules, count)
        deal = score_deal(rules, names, out, wild_rank=_wild(rules), ending=_ending(rules))
        assert len(deal.players) == count


def _wild(rules: Rules) -> Rank | None:
    return Rank.THREE if rules.wild_schedule == "cards_dealt" else None


def _ended(rules: Rules, count: int) -> tuple[list[PlayerDeal], str | None]:
    """``count`` players of a deal that ended as the game allows: the stock ran out, or where
    it is turned over instead (004 Rummy), P0 went out with a run."""
    if not rules.restock_from_discards:
        return [player(f"P{seat}") for seat in range(count)], None
    return [player("P0", ("5H 6H 7H",)), *(player(f"P{seat}") for seat in range(1, count))], "P0"


def _ending(rules: Rules) -> Ending | None:
    return "stock_out" if rules.scoring == "stakes" else None


def test_koon_kan_refuses_a_third_player_in_a_deal() -> None:
    """004 Koon Kan: "pitting two players in head-to-head competition"; the problem names the
    game, what it takes and the players named."""
    players = [player("Ann"), player("Bob"), player("Cy")]
    with pytest.raises(RulesError) as caught:
        score_deal(find_preset("koon-kan"), players, went_out=None)
    assert caught.value.problem.code == "players.wrong_count"
    assert caught.value.problem.params == {
        "variant": "koon-kan",
        "fewest": 2,
        "most": 2,
        "count": 3,
    }
    assert caught.value.path == ("players",)


def test_no_game_takes_more_than_twelve_and_continental_takes_twelve() -> None:
    """004 Continental Rummy: "two to twelve players ... with nine or more players, use four
    fifty-two-card decks plus three jokers"."""
    assert max(rules.players_max for rules in PRESETS.values()) == MOST_PLAYERS == 12
    twelve = CONTINENTAL.for_players(12)
    assert (twelve.decks, twelve.jokers) == (4, 3)
    assert (CONTINENTAL.for_players(8).decks, CONTINENTAL.for_players(9).decks) == (3, 4)
    with pytest.raises(RulesError) as caught:
        RUMMY.with_options({"players_max": 13})
    assert caught.value.problem.code == "option.too_large"
    assert caught.value.problem.params["most"] == 12


@pytest.mark.parametrize(("variant", "deals"), [("contract-rummy", 7), ("rummy-11", 11)])
def test_a_deal_past_the_last_is_refused(variant: str, deals: int) -> None:
    """004 Contract Rummy: "Games are always limited to seven rounds"; 004 Rummy 11: "The game
    has eleven total rounds"."""
    rules = find_preset(variant)
    names, out = _ended(rules, 3)
    wild = Rank.KING if rules.wild_schedule == "cards_dealt" else None
    score_deal(rules, names, went_out=out, wild_rank=wild, number=deals)
    with pytest.raises(RulesError) as caught:
        score_deal(rules, names, went_out=out, wild_rank=wild, number=deals + 1)
    assert caught.value.option == "number"
    assert caught.value.problem.code == "deal_number.past_last"
    assert caught.value.problem.params == {"variant": variant, "deals": deals, "number": deals + 1}


# Continental: only the player who went out melds.


def test_continental_players_who_did_not_go_out_meld_nothing() -> None:
    """004 Continental Rummy: "players may not meld or build any other cards. You go out with
    the above hands in one fell swoop, or you don't go out at all." """
    out = player("Ann", ("3H 4H 5H", "6C 7C 8C", "9D 10D JD", "QS KS AS", "4D 5D 6D"))
    melded = player("Bob", ("5S 6S 7S",), hand="KC")
    with pytest.raises(DealError) as caught:
        score_deal(CONTINENTAL, [out, melded], went_out="Ann")
    assert caught.value.path == ("players", 1, "melds", 0)
    assert caught.value.problem.code == "going_out.melded_without_going_out"
    assert caught.value.problem.params == {"name": "Bob", "variant": "continental-rummy"}
    laid = player("Bob", laid_off="7D", hand="KC")
    with pytest.raises(DealError) as caught:
        score_deal(CONTINENTAL, [out, laid], went_out="Ann")
    assert caught.value.path == ("players", 1, "laid_off")
    with pytest.raises(DealError):  # nobody went out: nobody melded
        score_deal(CONTINENTAL, [player("Ann", hand="2C"), melded], went_out=None)
    holding = score_deal(CONTINENTAL, [out, player("Bob", hand="5S 6S 7S KC")], went_out="Ann")
    assert holding.players[0].bonus > 0


# 003 set sizes.


def test_003_a_set_holds_four_cards_a_pack_wild_cards_included() -> None:
    """003 Types of Melds: "If you are using one deck the max cards a set may have would be
    four ... if your using two decks the max cards a set may have is eight." Wild cards count
    toward the size."""
    one_pack = SUBTRACT.for_players(3)
    assert check_meld(Card.parse("5H 5C 5D 5S"), one_pack, Rank.NINE).valid
    verdict = check_meld(Card.parse("5H 5C 5D 5S 9C"), one_pack, Rank.NINE)
    assert not verdict.valid
    assert verdict.problem is not None and verdict.problem.code == "meld.set_too_big"
    assert verdict.problem.params == {
        "most": 4,
        "packs": 1,
        "cards": ("5H", "5C", "5D", "5S", "9C"),
    }
    two_packs = SUBTRACT.for_players(5)
    assert check_meld(Card.parse("5H 5C 5D 5S 5H 5C 5D 9C"), two_packs, Rank.NINE).valid
    nine = check_meld(Card.parse("5H 5C 5D 5S 5H 5C 5D 9C 9D"), two_packs, Rank.NINE)
    assert not nine.valid and nine.problem is not None
    assert (nine.problem.code, nine.problem.params["most"]) == ("meld.set_too_big", 8)
    lay_off = check_lay_off(Card.parse("9C"), Card.parse("5H 5C 5D 5S"), one_pack, Rank.NINE)
    assert not lay_off.valid and lay_off.problem is not None
    assert (lay_off.problem.code, lay_off.problem.params["most"]) == ("meld.set_too_big", 4)
    run = check_meld(Card.parse("5H 6H 7H 8H 9C"), one_pack, Rank.NINE)  # runs have no limit
    assert run.valid


def test_set_sizes_are_a_house_rule_elsewhere() -> None:
    """003 Types of Melds, offered as a house rule to the other games: off in pagat's 5000
    Rummy (000 Melds: "three or more equal cards"), on when the table chooses it."""
    pagat = find_preset("5000-rummy").for_players(3)
    five = Card.parse("5H 5C 5D 5S 9C")
    assert check_meld(five, pagat, Rank.NINE).valid
    assert not check_meld(five, pagat.with_options({"set_max_by_packs": True}), Rank.NINE).valid
    with pytest.raises(DealError) as caught:
        score_deal(
            SUBTRACT,
            [player("Ann", ("5H 5C 5D 5S 9C",)), player("Bob"), player("Cy")],
            went_out="Ann",
            wild_rank=Rank.NINE,
        )
    assert caught.value.path == ("players", 0, "melds", 0)


# Issue 20: upcards and the packs.


@pytest.mark.parametrize(
    ("variant", "options", "players", "upcards", "culprit", "source"),
    [
        # 000 Players and Cards: "3 or 4 players use a standard 52-card pack": no jokers.
        ("5000-rummy", {}, 3, {"Ann": "JK"}, "Ann", "packs"),
        # One pack holds one 7H.
        ("5000-rummy", {}, 3, {"Ann": "7H", "Bob": "7H"}, "Bob", "packs"),
        # 000: "from 5 to 8 players use two 52-card packs": two 7H, not three.
        ("5000-rummy", {}, 5, {"P0": "7H", "P1": "7H", "P2": "7H"}, "P2", "packs"),
        # 000 Variations, Cards: "It seems to be quite common to play without twos".
        ("5000-rummy", {"removed_ranks": ["2"]}, 3, {"Cy": "2H"}, "Cy", "removed_ranks"),
    ],
)
def test_an_upcard_the_packs_do_not_hold_is_refused(
    variant: str,
    options: dict[str, object],
    players: int,
    upcards: dict[str, str],
    culprit: str,
    source: str,
) -> None:
    """000 Players and Cards: "3 or 4 players use a standard 52-card pack; from 5 to 8 players
    use two 52-card packs"; 000 Variations, Cards: "play without twos". An upcard is a card
    of the packs: a joker, a copy too many or a card of a rank taken out is refused, naming
    the upcard, what the packs hold and the option whose rule source says so."""
    names = ["Ann", "Bob", "Cy"] if players == 3 else [f"P{seat}" for seat in range(players)]
    rules = find_preset(variant).with_options(options).for_players(players)
    dealt = {name: Card.from_str(card) for name, card in upcards.items()}
    with pytest.raises(DealError) as caught:
        plan_deal(rules, names, first_dealer=0, number=1, upcards=dealt)
    assert caught.value.path == ("upcards", culprit)
    assert caught.value.problem.code == "upcard.not_in_pack"
    params = caught.value.problem.params
    assert (params["name"], params["upcard"], params["source"]) == (
        culprit,
        upcards[culprit],
        source,
    )
    copies = [card for card in dealt.values() if card == dealt[culprit]]
    assert params["pack"] == DealError(pack_problem(copies, rules)).problem  # the packs' own
    allowed = dict(list(dealt.items())[:-1])  # the upcards before the one too many are dealt
    assert plan_deal(rules, names, first_dealer=0, number=1, upcards=allowed).number == 1


def test_upcards_the_packs_hold_are_dealt() -> None:
    """000 Players and Cards: two packs for five players hold two of each card; 001 Players
    and Cards (a house rule here): jokers added are dealt like any card."""
    five = find_preset("5000-rummy").for_players(5)
    names = [f"P{seat}" for seat in range(5)]
    two = {"P0": Card.from_str("7H"), "P1": Card.from_str("7H")}
    hands = {hand.name: hand.cards for hand in plan_deal(five, names, 0, 1, two).hands}
    assert (hands["P0"], hands["P1"], hands["P2"]) == (8, 8, None)
    jokers = find_preset("5000-rummy").with_options({"jokers": 2}).for_players(3)
    plan = plan_deal(jokers, ["Ann", "Bob", "Cy"], 0, 1, {"Ann": JOKER, "Bob": JOKER})
    bob = next(hand for hand in plan.hands if hand.name == "Bob")
    assert bob.upcard is not None and bob.upcard.upcard == JOKER


def test_a_wild_rank_the_packs_do_not_hold_is_refused() -> None:
    """000 Deal: "The dealer's first (face up) card is wild"; 000 Variations, Cards: "play
    without twos" (George: "a double 48-card pack without twos"): no upcard makes 2s wild."""
    george = find_preset("george")
    with pytest.raises(RulesError) as caught:
        george.verify_wild_rank(Rank.TWO)
    assert caught.value.option == "wild_rank"
    assert caught.value.problem.code == "wild_rank.taken_out"
    assert caught.value.problem.params["rank"] == "2"
    with pytest.raises(RulesError):
        score_deal(george, [player("Ann", ("5H 5C 5D",)), player("Bob")], "Ann", Rank.TWO)
    george.verify_wild_rank(Rank.THREE)
    assert Rank.TWO not in george.ranks_held and len(george.ranks_held) == 12
    koon_kan = find_preset("koon-kan")  # 004 Koon Kan: "removing all 8s, 9s, and 10s"
    assert [str(rank) for rank in koon_kan.ranks_held][6:] == ["7", "J", "Q", "K"]


# Issue 20: Tonk's five cards.


def test_a_tonk_is_the_five_cards_dealt() -> None:
    """004 Tonk: "Deal each player five cards ... If a player's hand is worth 49 or 50 points,
    it's a tonk. Declare tonks immediately": six cards worth 50 are no tonk."""
    tonk = find_preset("tonk")
    six = [player("Ann", hand="KH QH JH 10H 5C 5D"), player("Bob", hand="2C")]
    with pytest.raises(DealError) as caught:
        score_deal(tonk, six, went_out="Ann", ending="tonk")
    assert caught.value.path == ("players", 0, "hand")
    assert caught.value.problem.code == "tonk.not_the_hand_dealt"
    assert caught.value.problem.params == {"name": "Ann", "cards": 6, "dealt": 5}
    five = [player("Ann", hand="KH QH JH 10H QC"), player("Bob", hand="2C")]
    assert [p.score for p in score_deal(tonk, five, "Ann", ending="tonk").players] == [2, -2]


@pytest.mark.parametrize(
    ("ending", "ann", "refused"),
    [
        ("knock", player("Ann", hand="2C 3C 4C 5C 6C 7C"), True),
        ("stock_out", player("Ann", ("2C 3C 4C",), hand="5D 6D 7D"), True),
        ("went_out", player("Ann", ("2C 3C 4C", "5D 6D 7D")), True),
        ("went_out_no_discard", player("Ann", ("2C 3C 4C", "5D 6D 7D")), False),
        ("went_out_no_discard", player("Ann", ("2C 3C 4C 5C", "5D 6D 7D")), True),
        ("knock", player("Ann", hand="2C 3C 4C 5C 6C"), False),
    ],
)
def test_nobody_holds_more_than_the_five_cards_of_tonk(
    ending: Ending, ann: PlayerDeal, refused: bool
) -> None:
    """004 Tonk: "Deal each player five cards": each turn a card is drawn and one discarded,
    so a player's cards, melded, laid off and in hand, are five; six for going out "without a
    discard" (the card drawn is melded too)."""
    tonk = find_preset("tonk")
    out = "Ann" if ending != "stock_out" else None
    deal = [ann, player("Bob", hand="KD")]
    if refused:
        with pytest.raises(DealError) as caught:
            score_deal(tonk, deal, went_out=out, ending=ending)
        assert caught.value.path == ("players", 0, "hand")
        assert caught.value.problem.code == "tonk.too_many_cards"
        params = caught.value.problem.params
        assert (params["name"], params["variant"], params["dealt"]) == ("Ann", "tonk", 5)
        assert params["most"] == (6 if ending == "went_out_no_discard" else 5) < params["cards"]
    else:
        assert len(score_deal(tonk, deal, went_out=out, ending=ending).players) == 2


# Issue 20: a deal of Rummy ends only by going out.


@pytest.mark.parametrize(("variant", "number"), [("rummy", None), ("rummy-11", 4)])
def test_a_rummy_deal_ends_only_when_someone_goes_out(variant: str, number: int | None) -> None:
    """004 Rummy: "If the stock is exhausted before a player goes out, turn over the discard
    pile (do not shuffle) to form a new stock and continue play"; 004 Rummy 11: "The standard
    Rummy rules are followed". A deal with nobody out is refused; the house rule that an
    exhausted stock ends the deal scores it (nobody collects)."""
    rules = find_preset(variant)
    deal = [player("Ann", ("5H 6H 7H",), hand="9S"), player("Bob", hand="KH")]
    assert rules.restock_from_discards
    with pytest.raises(RulesError) as caught:
        score_deal(rules, deal, went_out=None, number=number)
    assert caught.value.option == "went_out"
    assert caught.value.problem.code == "going_out.needed"
    assert caught.value.problem.params == {"variant": variant}
    house = rules.with_options({"restock_from_discards": False})
    assert [p.score for p in score_deal(house, deal, None, number=number).players] == [0, 0]


@pytest.mark.parametrize("variant", ["koon-kan", "5000-rummy", "500-rummy", "contract-rummy"])
def test_other_games_end_when_the_stock_runs_out(variant: str) -> None:
    """004 Koon Kan: "The game is a draw if the stock is exhausted before either player goes
    out"; 000 End of the play: "There are no cards left in the stock pile"; 001 The Play:
    "There are no cards left in the stock"."""
    assert not find_preset(variant).restock_from_discards


# Issue 20: someone went out, so some cards are entered.


@pytest.mark.parametrize(
    ("variant", "wild_rank"),
    [("rummy", None), ("5000-rummy", Rank.NINE), ("500-rummy", None), ("rummy-11", None)],
)
def test_a_went_out_deal_with_no_cards_is_refused(variant: str, wild_rank: Rank | None) -> None:
    """000 End of the play: "A player has only one card left after melding and discards it, so
    having no cards left in hand. This is called going out"; 004 Rummy: "When a player melds
    all cards in his hand, he goes out". Someone who went out got rid of cards: a deal with
    nobody melding, laying off or holding a card is refused, pointing at the players."""
    rules = find_preset(variant)
    empty = [player("Ann"), player("Bob"), player("Cy")]
    with pytest.raises(DealError) as caught:
        score_deal(rules, empty, went_out="Ann", wild_rank=wild_rank, number=1)
    assert caught.value.path == ("players",)
    assert caught.value.problem.code == "deal.no_cards_entered"
    assert caught.value.problem.params == {"name": "Ann"}


def test_a_tonk_deal_still_needs_no_cards() -> None:
    """004 Tonk is played for stakes: who ended the deal and how is the deal."""
    deal = score_deal(find_preset("tonk"), [player("Ann"), player("Bob")], "Ann", ending="went_out")
    assert [p.score for p in deal.players] == [1, -1]


# Issue 20: a scheduled wild rank comes from the deal's number.


@pytest.mark.parametrize(
    ("variant", "options", "number", "wild"),
    [
        ("rummy-11", {}, 1, Rank.THREE),  # 004 Rummy 11: "in Round 1, 3s are wild"
        ("rummy-11", {}, 2, Rank.FOUR),  # "in Round 2, 4s are wild"
        ("5000-rummy", {"wild_schedule": "ace_to_king"}, 1, Rank.ACE),  # 003 V2
        ("5000-rummy", {"wild_schedule": "ace_to_king"}, 14, Rank.ACE),  # "repeat if needed"
    ],
)
def test_a_scheduled_wild_rank_needs_only_the_deals_number(
    variant: str, options: dict[str, object], number: int, wild: Rank
) -> None:
    """004 Rummy 11: "each round features a different wild card, based on the number of cards
    dealt: in Round 1, 3s are wild; in Round 2, 4s are wild"; 003 V2: "you automatically start
    with Aces being wild, and work your way up the ranks, repeat if needed". A deal sent
    without its wild rank is scored with the schedule's, as if it were sent."""
    rules = find_preset(variant).with_options(options)
    card = f"{wild}C"
    deal = [player("Ann", (f"5H 6H {card}",)), player("Bob", hand="KD")]  # the wild card is 7H
    rules.verify_wild_rank(None)
    assert deal_wild_rank(rules, None, number) is wild
    assert score_deal(rules, deal, "Ann", None, number=number) == score_deal(
        rules, deal, "Ann", wild, number=number
    )


def test_a_scheduled_wild_rank_without_a_number_is_refused() -> None:
    """004 Rummy 11: the wild rank is the round's ("in Round 1, 3s are wild"): with neither
    the wild rank nor the deal's number there is nothing to say it."""
    deal = [player("Ann", ("5H 6H 3C",)), player("Bob", hand="KD")]
    with pytest.raises(RulesError) as caught:
        score_deal(find_preset("rummy-11"), deal, "Ann", None)
    assert caught.value.option == "number"
    assert caught.value.problem.code == "wild_rank.number_needed"
    assert caught.value.problem.params == {"variant": "rummy-11"}


# Issue 38, item 1: the seeds' last gaps.


@pytest.mark.parametrize(
    ("players", "loser", "allowed"),
    [
        (2, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC", True),  # "With two players, ten cards each"
        (2, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", False),
        (3, "2C 3C 4C 5C 6C 7C 8C", True),  # "With three or four players, seven cards each"
        (3, "2C 3C 4C 5C 6C 7C 8C 9C", False),
        (5, "2C 3C 4C 5C 6C 7C 8C", False),  # "With five or six players, six cards each"
    ],
)
def test_a_rummy_hand_never_passes_what_was_dealt(players: int, loser: str, allowed: bool) -> None:
    """004 Rummy, How to deal: "With two players, ten cards each; With three or four players,
    seven cards each; With five or six players, six cards each"; a turn draws the top card of
    the stock or of the discard pile and discards one, so a player who did not go out holds the
    cards dealt, melded, laid off and in hand together, no more."""
    others = [
        player(name, hand=card)
        for name, card in zip(("Cy", "Dee", "Eve", "Fay"), ("KD", "KS", "KH", "QD"), strict=True)
    ][: players - 2]
    deal = [player("Ann", ("5H 6H 7H",)), player("Bob", hand=loser), *others]
    if allowed:
        assert score_deal(RUMMY, deal, "Ann").players[0].score > 0
        return
    with pytest.raises(DealError) as caught:
        score_deal(RUMMY, deal, "Ann")
    assert caught.value.problem.code == "deal.too_many_cards"
    assert caught.value.path == ("players", 1, "hand")
    dealt = {2: 10, 3: 7, 5: 6}[players]
    assert caught.value.problem.params["most"] == dealt


def test_a_rummy_player_going_out_without_a_discard_melds_one_card_more() -> None:
    """004 Rummy: going out needs no discard (the game plays on the last card drawn): ten
    dealt and the eleventh drawn, all melded."""
    eleven = ("2H 3H 4H 5H", "6S 7S 8S", "9D 10D JD QD")
    assert score_deal(RUMMY, [player("Ann", eleven), player("Bob", hand="KD")], "Ann")
    twelve = ("2H 3H 4H 5H", "6S 7S 8S", "9D 10D JD QD KD")
    with pytest.raises(DealError) as caught:
        score_deal(RUMMY, [player("Ann", twelve), player("Bob", hand="KC")], "Ann")
    assert caught.value.problem.params == {
        "name": "Ann",
        "cards": 12,
        "dealt": 10,
        "variant": "rummy",
        "most": 11,
    }


def test_a_koon_kan_loser_holds_ten_cards_at_most() -> None:
    """004 Koon Kan: "Deal ten cards to each player"; "The goal is to meld eleven cards: ten in
    your hand, plus the final card drawn"; "The player may not place the draw card in his
    hand": the player who did not go out never holds an eleventh card."""
    koon_kan = find_preset("koon-kan")
    winner = player("Ann", ("AH 2H 3H 4H", "5S 6S 7S", "JD QD KD AD"))
    ten = player("Bob", ("2C 3C 4C",), hand="5C 6C 7C JC QC KC AC")
    assert score_deal(koon_kan, [winner, ten], "Ann")
    eleven = player("Bob", ("2C 3C 4C",), hand="5C 6C 7C JC QC KC AC 2D")
    with pytest.raises(DealError) as caught:
        score_deal(koon_kan, [winner, eleven], "Ann")
    assert caught.value.problem.code == "deal.too_many_cards"
    assert caught.value.problem.params["most"] == 10


def test_a_tonk_comes_before_anyone_plays() -> None:
    """004 Tonk: "Players start by adding up the value of their hands ... Declare tonks
    immediately": a tonk ends the deal before any meld, so nobody has melded or laid off."""
    tonk = find_preset("tonk")
    tonk_hand = player("Ann", hand="KH QH JH 10H QC")
    for bob in (player("Bob", ("2C 3C 4C",), hand="5D"), player("Bob", laid_off="JC", hand="5D")):
        with pytest.raises(DealError) as caught:
            score_deal(tonk, [tonk_hand, bob], went_out="Ann", ending="tonk")
        assert caught.value.problem.code == "tonk.played_before_tonk"
        assert caught.value.problem.params == {"name": "Bob", "tonk": "Ann"}
        assert caught.value.path[:2] == ("players", 1)
    assert score_deal(tonk, [tonk_hand, player("Bob", hand="5D 6D")], "Ann", ending="tonk")


def test_two_runs_of_one_suit_that_join_up_are_refused_for_that_reason() -> None:
    """004 Contract Rummy, deal 7's contract of three runs: "the two sequences may not be in
    continuous rank order": 3-6 and 7-10 of hearts are one run, and the refusal says so
    rather than that the melds are not runs."""
    contract = find_preset("contract-rummy")
    joined = ("3H 4H 5H 6H", "7H 8H 9H 10H", "5C 6C 7C 8C")
    deal = [player("Ann", joined), player("Bob", hand="5S"), player("Cy", hand="2C")]
    with pytest.raises(DealError) as caught:
        score_deal(contract, deal, "Ann", number=7)
    assert caught.value.problem.code == "contract.runs_join"
    apart = ("3H 4H 5H 6H", "8H 9H 10H JH", "5C 6C 7C 8C")
    deal[0] = player("Ann", apart)
    assert score_deal(contract, deal, "Ann", number=7)


def test_going_out_in_continental_builds_on_no_meld() -> None:
    """004 Continental Rummy: "players may not meld or build any other cards. You go out with
    the above hands in one fell swoop": a 3 + 3 + 3 + 3 + 3 hand with a card laid off is
    refused for the card laid off, not for its hand."""
    hand = ("3H 4H 5H", "9S 10S JS", "QS KS AS", "4D 5D 6D", "7C 8C 9C")
    deal = [player("Ann", hand, laid_off="7D"), player("Bob", hand="KC")]
    with pytest.raises(DealError) as caught:
        score_deal(CONTINENTAL, deal, "Ann")
    assert caught.value.problem.code == "going_out.built_on_going_out"
    assert caught.value.path == ("players", 0, "laid_off")
    assert score_deal(CONTINENTAL, [player("Ann", hand), player("Bob", hand="KC")], "Ann")


def test_a_continental_hand_may_pass_the_fifteen_dealt_after_may_i() -> None:
    """004 Continental Rummy: "All players are dealt fifteen cards"; "Continental Rummy follows
    the basic rules of Contract Rummy", whose Drawing cards lets a player take the discard out
    of turn: "he or she must take both the discard and the topmost stock card. Player three may
    not discard": a player who did not go out may hold seventeen cards, and is scored."""
    hand = ("3H 4H 5H", "9S 10S JS", "QS KS AS", "4D 5D 6D", "7C 8C 9C")
    seventeen = "3C 4C 5C 6C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD"
    deal = score_deal(CONTINENTAL, [player("Ann", hand), player("Bob", hand=seventeen)], "Ann")
    assert deal.players[1].hand == 3 + 4 + 5 + 6 + 10 + 10 + 10 + 10 + 15 + 7 + 8 + 9 + 10 + 30 + 15
