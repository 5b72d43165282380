"""The games whose melds score as the players lay them down: the 5000/500 family (000–003),
Rummy, Contract and Continental Rummy, Koon Kan and Rummy 11 (004). Their differences are
options of :class:`~scorekeeper.rules.options.Rules` (what the cards left in hand do, whether
melds score, contracts, going-out hands, bonuses); the checks and the count are here.

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.deal import PlayerDeal
>>> facts = DealFacts(find_preset("500-rummy"), (
...     PlayerDeal("Ann", melds=(Card.parse("JH JC JD"),), laid_off=Card.parse("8S"),
...                hand=Card.parse("2C 5D")),
...     PlayerDeal("Bob", melds=(Card.parse("5S 6S 7S"),), hand=Card.parse("AS KS"))), None)
>>> [player.score for player in POINTS_GAME.score(facts.seated()).players]
[31, -7]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, product

from .cards import JOKER, Card, Rank
from .deal import DealScore, FirstTurn, PlayerDeal, PlayerScore
from .deal_checks import (
    LaidOut,
    laid_out,
    verify_empty_hand,
    verify_going_out,
    verify_lay_off_order,
    verify_most_cards,
    verify_said_nothing,
    verify_some_cards,
)
from .dealing import contract_of
from .errors import DealError
from .game import DealFacts, Game
from .layoffs import verify_lay_offs
from .melds import RunSpan, check_meld, run_spans
from .options import Contract, Rules
from .problems import Param, Path, Problem
from .stated import Stated


class Points(Game):
    """The meld-scoring games. Under ``unmelded="to_player_out"`` each player scores their
    melds and the player who went out also scores every card left in the others' hands; when
    the stock ran out nobody collects them (000 pagat 5000 Rummy, Scoring). Under
    ``"subtract"`` each player scores their melds minus the cards left in their own hand, which
    may be negative (001 pagat 500 Rummy, The Scoring); ``"to_player_out_and_subtract"`` does
    both (000 Variations, 003 V5); under ``"penalty"`` the cards left in hand are the score (004
    Contract Rummy). Where melds do not score (004 Rummy) only the player who went out scores;
    a rummy doubles it (004 Rummy, Scoring)."""

    scoring = "points"
    confirms_empty_deals = True

    def score(self, facts: DealFacts) -> DealScore:
        verify_said_nothing(facts)
        verify_some_cards(facts)
        verify_most_cards(facts, self._no_discard(facts), "deal.too_many_cards")
        counted = laid_out(facts)
        verify_each_player(facts)
        verify_lay_offs(facts.players, counted.tables, facts.rules, facts.wild_rank)
        verify_went_out(facts)
        facts.rules.verify_players(len(facts.players))
        return _scores(facts, counted)

    @staticmethod
    def _no_discard(facts: DealFacts) -> Callable[[PlayerDeal], bool]:
        rules, went_out = facts.rules, facts.went_out
        return lambda player: player.name == went_out and not rules.discard_to_go_out


POINTS_GAME = Points()


def verify_each_player(facts: DealFacts) -> None:
    """Each player's lay-offs in order, and their melds the deal's contract (where it has one).

    :raises DealError: as :func:`~scorekeeper.rules.deal_checks.verify_lay_off_order` and
        :func:`verify_contract`.
    """
    for index, player in enumerate(facts.players):
        verify_lay_off_order(facts.rules, index, player, facts.went_out)
        if facts.number is not None:
            verify_contract(
                facts.rules,
                facts.number,
                index,
                player,
                facts.wild_rank,
                player.name == facts.went_out,
            )


def verify_went_out(facts: DealFacts) -> None:
    """The player who went out has no card left and went out as the rules allow; a knock or a
    tonk shown (Tonk) is no going out.

    :raises DealError: as :func:`~scorekeeper.rules.deal_checks.verify_empty_hand` and
        :func:`~scorekeeper.rules.deal_checks.verify_going_out`.
    """
    if facts.went_out is None or facts.ending in ("knock", "tonk"):
        return
    out = facts.names.index(facts.went_out)
    verify_empty_hand(out, facts.players[out])
    verify_going_out(facts.rules, out, facts.players[out])


def _scores(facts: DealFacts, counted: LaidOut) -> DealScore:
    rules, players, went_out = facts.rules, facts.players, facts.went_out
    hands = counted.hands
    scores = []
    for index, player in enumerate(players):
        own = counted.melded[index] if rules.melds_score else 0
        bonus = 0
        if player.name == went_out:
            bonus = rules.going_out_bonus + _continental_bonus(
                rules, player, facts.first_turn, players
            )
            if rules.unmelded in ("to_player_out", "to_player_out_and_subtract"):
                bonus += sum(hands) - hands[index]
            if facts.rummy:
                bonus += own + bonus  # all points doubled (004 Rummy, Scoring)
        if rules.unmelded == "penalty":
            score = hands[index]
        else:
            subtract = rules.unmelded in ("subtract", "to_player_out_and_subtract")
            score = own + bonus - (hands[index] if subtract else 0)
        scores.append(PlayerScore(player.name, own, hands[index], bonus, score))
    return DealScore(tuple(scores), went_out)


def verify_contract(
    rules: Rules,
    number: int,
    index: int,
    player: PlayerDeal,
    wild_rank: Rank | None,
    went_out: bool,
) -> None:
    """Check that a player's melds in deal ``number`` are exactly its contract, or nothing; a
    player who went out must have met it (004 Contract Rummy, Melding). Two runs in one suit
    must not be continuous. Does nothing in a game without contracts.

    :raises DealError: naming the player's melds.
    """
    contract = contract_of(rules, number)
    if contract is None:
        return
    path: Path = ("players", index, "melds", 0)
    said: dict[str, Param] = {"name": player.name, "sets": contract.sets, "runs": contract.runs}
    if not player.melds:
        if went_out:
            raise DealError(Problem("contract.went_out_without_it", said, path))
        if player.laid_off:
            raise DealError(
                Problem("contract.laid_off_before_it", said, ("players", index, "laid_off"))
            )
        return
    kinds = [
        check_meld(meld, rules, wild_rank, player.stated(number)).kinds
        for number, meld in enumerate(player.melds)
    ]
    fitting = _fitting_runs(kinds, contract, player)
    if not fitting:
        said |= {"number": number, "kinds": tuple(kinds)}
        raise DealError(Problem("contract.melds_differ", said, path))
    if not any(_runs_apart(runs, rules, wild_rank) for runs in fitting):
        said |= {"number": number}
        raise DealError(Problem("contract.runs_join", said, path))


def _fitting_runs(
    kinds: Sequence[tuple[str, ...]], contract: Contract, player: PlayerDeal
) -> list[list[tuple[tuple[Card, ...], Stated]]]:
    """Each way the player's melds are the contract's sets and runs by their kinds: the melds
    taken as its runs (with what was said of each), for each way; none when the melds are not
    the contract."""
    melds = player.melds
    if len(melds) != contract.sets + contract.runs:
        return []
    fitting = []
    for runs in combinations(range(len(melds)), contract.runs):
        as_runs = set(runs)
        if all(("run" if i in as_runs else "set") in kinds[i] for i in range(len(melds))):
            fitting.append([(melds[i], player.stated(i)) for i in runs])
    return fitting


def _runs_apart(
    runs: Sequence[tuple[tuple[Card, ...], Stated]], rules: Rules, wild_rank: Rank | None
) -> bool:
    """Whether the runs can lie so that runs in one suit are separated by at least one card:
    "the two sequences may not be in continuous rank order" (004 Contract Rummy). Each run lies
    where it was melded (:func:`run_spans`): a high ace at the top of the order, a wild card on
    the card it stands for."""
    return any(
        _apart(spans)
        for spans in product(*(run_spans(run, rules, wild_rank, said) for run, said in runs))
    )


def _apart(spans: Sequence[RunSpan]) -> bool:
    by_suit: dict[object, list[tuple[int, int]]] = {}
    for suit, first, last in spans:
        by_suit.setdefault(suit, []).append((first, last))
    for places in by_suit.values():
        places.sort()
        for (_, high), (low, _) in zip(places, places[1:], strict=False):
            if low <= high + 1:
                return False
    return True


def _continental_bonus(
    rules: Rules, player: PlayerDeal, first_turn: FirstTurn | None, players: Sequence[PlayerDeal]
) -> int:
    """Continental Rummy: 1 for going out, 1 per 2 and 2 per joker, 10 with neither, 7 on the
    first turn (10 without drawing), 10 all one suit; times the players (004;
    docs/rule-sources.md)."""
    if not rules.continental_bonuses:
        return 0
    cards = [card for meld in player.melds for card in meld]
    twos = sum(card.rank is Rank.TWO for card in cards)
    jokers = sum(card == JOKER for card in cards)
    points = 1 + twos + 2 * jokers + (10 if twos + jokers == 0 else 0)
    points += {None: 0, "drew": 7, "no_draw": 10}[first_turn]
    if cards and not jokers and len({card.suit for card in cards}) == 1:
        points += 10
    return points * len(players)
