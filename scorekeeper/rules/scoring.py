"""Scoring: what a deal adds to each player's running total, and the standings of a game.

>>> from scorekeeper.rules.presets import find_preset
>>> deal = score_deal(
...     find_preset("500-rummy"),
...     [PlayerDeal("Ann", melds=(Card.parse("JH JC JD"),), laid_off=Card.parse("8S"),
...                 hand=Card.parse("2C 5D")),
...      PlayerDeal("Bob", melds=(Card.parse("5S 6S 7S"),), hand=Card.parse("AS KS"))],
...     went_out=None,
... )
>>> [(player.name, player.score) for player in deal.players]
[('Ann', 31), ('Bob', -7)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, product

from .arrangements import GIN_RUMMY, HandError, least_deadwood
from .cards import JOKER, Card, Rank, Suit
from .deal import (
    GIN_ENDINGS,
    SAYINGS,
    TONK_ENDINGS,
    DealScore,
    Ending,
    FirstTurn,
    PlayerDeal,
    PlayerScore,
    Said,
    Standings,
)
from .dealing import contract_of, hand_size, scheduled_wild_rank
from .errors import DealError, PlayerNameError, RulesError
from .indian import pool_outcome, score_indian
from .layoffs import verify_lay_offs
from .melds import RunSpan, TableMeld, check_meld, on_table, pack_problem, run_spans
from .options import Contract, Rules
from .problems import Param, Path, Problem
from .stated import Stated
from .typed_scores import is_typed, score_typed

TONK_HANDS = (49, 50)
"""A hand dealt worth 49 or 50 points is a tonk (004 Tonk)."""


def score_deal(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None,
    wild_rank: Rank | None = None,
    *,
    number: int | None = None,
    rummy: bool = False,
    ending: Ending | None = None,
    first_turn: FirstTurn | None = None,
    upcard: Card | None = None,
    earlier: Sequence[DealScore] = (),
) -> DealScore:
    """Score one deal for every player.

    Under ``unmelded="to_player_out"`` each player scores their melds and the player who went
    out also scores every card left in the others' hands; when the stock ran out nobody
    collects them (000 pagat 5000 Rummy, Scoring). Under ``"subtract"`` each player scores
    their melds minus the cards left in their own hand, which may be negative (001 pagat
    500 Rummy, The Scoring); ``"to_player_out_and_subtract"`` does both (000 Variations, 003 V5);
    under ``"penalty"`` the cards left in hand are the score (004 Contract Rummy). Where melds do
    not score (004 Rummy) only the player who went out scores. Under ``scoring="stakes"`` the
    score is stakes won or paid (004 Tonk). Under ``scoring="gin"`` the deal's winner scores
    the difference of the deadwood, with the gin, big gin or undercut bonus, and the deal that
    ends the game carries the game-end bonuses (005 pagat Gin Rummy, Scoring; see
    :func:`gin_game_end`). Under ``scoring="indian"`` the winner who showed scores 0, the
    others their count, a drop or a wrong show (006 Indian Rummy; ``indian.py``). A deal
    entered as typed scores (every player's ``typed``, no
    cards) scores as typed, nothing in it checked (:mod:`~scorekeeper.rules.typed_scores`).

    :param rules: the game's rules; packs are fixed for ``len(players)`` here.
    :param players: each player's melds, lay-offs and hand, in seating order.
    :param went_out: the name of the player who went out (in Tonk: who went out, knocked or
        showed a tonk), or ``None`` if the stock ran out.
    :param wild_rank: the deal's wild rank (the dealer's upcard), where the game has one; where
        the game's schedule gives it, ``None`` takes the schedule's for deal ``number``.
    :param number: the deal's number in the game (from 1), for contracts and wild schedules.
    :param rummy: the player who went out melded the whole hand in one turn (004 Rummy: doubled).
    :param ending: how a deal of Tonk or Gin Rummy ended (:data:`TONK_ENDINGS`,
        :data:`GIN_ENDINGS`); ``None`` for other games. In Gin Rummy ``went_out`` is the knocker.
    :param first_turn: the player who went out did so on the first turn (Continental bonuses).
    :param upcard: the deal's first upcard, where it sets the knock limit (Oklahoma Gin).
    :param earlier: the scores of the game's deals before this one, in the order played: where
        the game has game-end bonuses (Gin Rummy), the deal that brings a player to the target
        carries them (:func:`gin_game_end`); in Pool rummy they say who is out and who has
        rejoined (:func:`~scorekeeper.rules.indian.score_indian`). Other games do not read it.
    :returns: every player's points (stakes in Tonk).
    :raises RulesError: for a missing, unexpected or off-schedule ``wild_rank`` (or a scheduled
        one with no ``number`` to say it), for facts (``rummy``, ``ending``, ``first_turn``)
        the game does not have, and for a deal nobody went out of where the discard pile
        restocks the stock (004 Rummy); ``option`` names them.
    :raises PlayerNameError: for a missing or repeated name, or a ``went_out`` that is no
        player; its ``path`` says where (``("went_out",)``).
    :raises DealError: for an illegal meld, a card entered more often than the packs hold, a
        contract not met, a way of going out the rules do not allow, a deal someone went out of
        with no cards entered at all, or more cards than a Tonk hand holds, or a Gin Rummy deal
        the rules refuse (:func:`verify_gin`), an Indian Rummy deal the rules refuse
        (``indian.score_indian``: the show, a count's cards, players out and rejoins), a drop,
        wrong show or rejoin in another game (``indian.said_not_in_game``), or typed scores that
        are no sum or beside cards; its ``path`` says where (``("players", 0, "melds", 1)``).
    """
    wild_rank = deal_wild_rank(rules, wild_rank, number)
    if is_typed(players) or rules.typed_only:
        return _typed_deal(rules, players, went_out, wild_rank, number)
    _verify_facts(rules, wild_rank, went_out, number, rummy, ending, first_turn)
    _verify_upcard(rules, upcard, ending)
    rules = rules.for_players(len(players))
    _verify_players(players, went_out)
    _verify_pack(players, rules)
    if rules.scoring == "indian":
        rules.verify_players(len(players))
        return score_indian(rules, players, went_out, wild_rank, earlier)
    for index, player in enumerate(players):
        if player.said is not None or player.rejoined:
            said: dict[str, Param] = {"variant": rules.variant, "name": player.name}
            field = "said" if player.said is not None else "rejoined"
            raise DealError(Problem("indian.said_not_in_game", said, ("players", index, field)))
    _verify_cards_entered(rules, players, went_out, ending)
    tables = [
        [
            on_table(meld, rules, wild_rank, player.stated(number))
            for number, meld in enumerate(player.melds)
        ]
        for player in players
    ]
    melded = [
        _melded_points(i, player, tables[i], rules, wild_rank) for i, player in enumerate(players)
    ]
    hands = [sum(rules.card_value(card, wild_rank) for card in player.hand) for player in players]
    for index, player in enumerate(players):
        _verify_lay_offs(rules, index, player, went_out)
        if number is not None:
            verify_contract(rules, number, index, player, wild_rank, player.name == went_out)
    if rules.scoring == "gin":
        rules.verify_players(len(players))
        verify_gin(rules, players, went_out, ending or "stock_out", upcard)
        # The defender lays off on the knocker's melds only (005 Laying off).
        tables = [
            table if player.name == went_out else []
            for player, table in zip(players, tables, strict=True)
        ]
    verify_lay_offs(players, tables, rules, wild_rank)
    if rules.scoring == "gin":
        # Each player's deadwood as the house counts it (gin_count): the lay-offs as entered.
        hands = [gin_count(rules, player).points for player in players]
        return _score_gin(rules, players, went_out, ending or "stock_out", hands, upcard, earlier)
    if went_out is not None and ending not in ("knock", "tonk"):
        out = [player.name for player in players].index(went_out)
        verify_empty_hand(out, players[out])
        _verify_going_out(rules, out, players[out])
    rules.verify_players(len(players))
    if rules.scoring == "stakes":
        return _score_stakes(rules, players, went_out, ending or "went_out", hands)
    scores = []
    for index, player in enumerate(players):
        own = melded[index] if rules.melds_score else 0
        bonus = 0
        if player.name == went_out:
            bonus = rules.going_out_bonus + _continental_bonus(rules, player, first_turn, players)
            if rules.unmelded in ("to_player_out", "to_player_out_and_subtract"):
                bonus += sum(hands) - hands[index]
            if rummy:
                bonus += own + bonus  # all points doubled (004 Rummy, Scoring)
        if rules.unmelded == "penalty":
            score = hands[index]
        else:
            subtract = rules.unmelded in ("subtract", "to_player_out_and_subtract")
            score = own + bonus - (hands[index] if subtract else 0)
        scores.append(PlayerScore(player.name, own, hands[index], bonus, score))
    return DealScore(tuple(scores), went_out)


def _typed_deal(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None,
    wild_rank: Rank | None,
    number: int | None,
) -> DealScore:
    """A deal entered as typed scores: the players, the wild rank and the deal's number are
    checked as for cards (a deal's facts, whoever counts its points); the scores are taken as
    typed."""
    rules.verify_wild_rank(wild_rank)
    if number is not None:
        rules.verify_number(number)
    _verify_players(players, went_out)
    rules.verify_players(len(players))
    return score_typed(players, went_out)


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


def _verify_facts(
    rules: Rules,
    wild_rank: Rank | None,
    went_out: str | None,
    number: int | None,
    rummy: bool,
    ending: Ending | None,
    first_turn: FirstTurn | None,
) -> None:
    rules.verify_wild_rank(wild_rank)
    if number is not None:
        rules.verify_number(number)
        expected = scheduled_wild_rank(rules, number)
        if expected is not None and wild_rank is not expected:
            given = None if wild_rank is None else str(wild_rank)
            said: dict[str, Param] = {
                "variant": rules.variant,
                "number": number,
                "expected": str(expected),
            }
            raise RulesError(
                Problem("wild_rank.off_schedule", said | {"given": given}, ("wild_rank",))
            )
        contract_of(rules, number)
    game: dict[str, Param] = {"variant": rules.variant}
    if rummy and not rules.rummy_doubles:
        raise RulesError(Problem("deal.no_rummy_doubling", game, ("rummy",)))
    if rummy and went_out is None:
        raise RulesError(Problem("deal.rummy_without_going_out", {}, ("rummy",)))
    endings = endings_of(rules)
    if (ending is not None) != bool(endings):
        if ending is None:
            raise RulesError(Problem("tonk.ending_needed", game, ("ending",)))
        raise RulesError(Problem("tonk.no_endings", game, ("ending",)))
    if ending is not None and ending not in endings:
        said = game | {"ending": ending, "endings": endings}
        raise RulesError(Problem("deal.ending_not_in_game", said, ("ending",)))
    if ending is not None and (ending == "stock_out") != (went_out is None):
        raise RulesError(Problem("tonk.who_ended_needed", {}, ("went_out",)))
    if went_out is None and ending is None and rules.restock_from_discards:
        raise RulesError(Problem("going_out.needed", game, ("went_out",)))
    if first_turn is not None and not rules.continental_bonuses:
        raise RulesError(Problem("going_out.no_first_turn_bonus", game, ("first_turn",)))
    if first_turn is not None and went_out is None:
        raise RulesError(Problem("going_out.first_turn_without_going_out", {}, ("first_turn",)))


def endings_of(rules: Rules) -> tuple[Ending, ...]:
    """How a deal of the game may end, where the game asks (Tonk, Gin Rummy), else ``()``.

    >>> from scorekeeper.rules.presets import find_preset
    >>> endings_of(find_preset("gin-rummy"))
    ('knock', 'gin', 'big_gin', 'stock_out')
    """
    if rules.scoring == "stakes":
        return TONK_ENDINGS
    if rules.scoring == "gin":
        return GIN_ENDINGS
    return ()


def player_sayings(rules: Rules) -> tuple[Said, ...]:
    """What one player may say beyond the cards in a deal of the game: in Indian Rummy a first
    or a middle drop or a wrong show (006 Indian Rummy, Drops, Wrong show), else ``()``.

    >>> from scorekeeper.rules.presets import find_preset
    >>> player_sayings(find_preset("indian-rummy"))
    ('first_drop', 'middle_drop', 'wrong_show')
    >>> player_sayings(find_preset("gin-rummy"))
    ()
    """
    return SAYINGS if rules.scoring == "indian" else ()


def player_endings(rules: Rules) -> tuple[Ending, ...]:
    """How one player may end a deal of the game (Tonk: going out, a knock, a tonk; Gin
    Rummy: a knock, gin, and big gin where the house plays it, 005 Variations), else ``()``.
    The stock running out is no player's ending.

    >>> from scorekeeper.rules.presets import find_preset
    >>> player_endings(find_preset("gin-rummy"))
    ('knock', 'gin')
    """
    return tuple(
        ending
        for ending in endings_of(rules)
        if ending != "stock_out" and (ending != "big_gin" or rules.big_gin_bonus is not None)
    )


def _verify_upcard(rules: Rules, upcard: Card | None, ending: Ending | None) -> None:
    """An upcard where it sets the knock limit (005 Variations, Oklahoma Gin), and only there;
    a draw scores nothing, so it may leave it out.

    :raises RulesError: naming ``upcard``.
    """
    game: dict[str, Param] = {"variant": rules.variant}
    if upcard is not None and not rules.oklahoma:
        raise RulesError(Problem("upcard.not_in_game", game, ("upcard",)))
    if upcard is not None and upcard == JOKER:
        raise RulesError(Problem("upcard.joker", game, ("upcard",)))
    if rules.oklahoma and upcard is None and ending != "stock_out":
        raise RulesError(Problem("upcard.needed", game, ("upcard",)))


def knock_limit(rules: Rules, upcard: Card | None) -> int:
    """The most deadwood a player may knock with, in points: ``knock_limit`` (10: "Only a
    player with 10 or fewer points of deadwood may knock", 005 Knocking); in Oklahoma Gin the
    upcard's value, an ace meaning gin only (005 Variations, Oklahoma Gin).

    >>> from scorekeeper.rules.presets import find_preset
    >>> oklahoma = find_preset("gin-rummy").with_options({"oklahoma": True})
    >>> knock_limit(oklahoma, Card.from_str("7S")), knock_limit(oklahoma, Card.from_str("KD"))
    (7, 10)
    >>> knock_limit(oklahoma, Card.from_str("AH"))
    0
    """
    if not rules.oklahoma or upcard is None:
        return rules.knock_limit
    if upcard.rank is Rank.ACE:
        return 0
    return rules.card_value(upcard, None)


@dataclass(frozen=True)
class GinCount:
    """The melds and deadwood a Gin Rummy player's deadwood is counted from (:func:`gin_count`).

    :ivar melds: the melds counted, each a tuple of cards: the player's own, no lay-off.
    :ivar deadwood: the cards counted, in no meld.
    :ivar points: the deadwood's points.
    :ivar rearranged: whether these are not the melds and hand as entered: melded at best, the
        cards leave less than the hand entered.
    """

    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]
    points: int
    rearranged: bool = False


def gin_count(rules: Rules, player: PlayerDeal) -> GinCount:
    """What a Gin Rummy player's deadwood is counted from (005 pagat Gin Rummy, Knocking,
    Laying off and Scoring: each player's cards are spread in melds, the unmatched cards
    counted). Under ``gin_deadwood="least"`` (the preset's) the player's melds and hand are
    arranged with the least deadwood (:func:`~scorekeeper.rules.arrangements.least_deadwood`),
    in whatever order they were entered; the cards laid off stay laid off, as entered (005
    Laying off: onto the knocker's melds). Under ``"as_laid_out"`` the hand entered is the
    deadwood. The entry is kept where the arrangement leaves no less (house card points may
    count the finder's deadwood higher), and where the finder cannot read the cards (a joker,
    which 005 has none of).

    >>> from scorekeeper.rules.presets import find_preset
    >>> ben = PlayerDeal("Ben", hand=Card.parse("2C 9S KH 5D 9H KD 6S 9D 8C KC"))
    >>> count = gin_count(find_preset("gin-rummy"), ben)
    >>> [" ".join(map(str, meld)) for meld in count.melds], count.points, count.rearranged
    (['KC KD KH', '9D 9H 9S'], 21, True)
    >>> laid_out = find_preset("gin-rummy").with_options({"gin_deadwood": "as_laid_out"})
    >>> gin_count(laid_out, ben).points
    78
    """
    entered = sum(rules.card_value(card, None) for card in player.hand)
    as_entered = GinCount(player.melds, player.hand, entered)
    if rules.gin_deadwood == "as_laid_out" or not player.hand:
        return as_entered
    melded = [card for meld in player.melds for card in meld]
    try:
        best = least_deadwood([*melded, *player.hand], GIN_RUMMY)
    except (HandError, ValueError):
        return as_entered
    points = sum(rules.card_value(card, None) for card in best.deadwood)
    if points >= entered:
        return as_entered
    return GinCount(best.melds, best.deadwood, points, rearranged=True)


def verify_gin(
    rules: Rules,
    players: Sequence[PlayerDeal],
    knocker: str | None,
    ending: Ending,
    upcard: Card | None,
) -> None:
    """Check a deal of Gin Rummy (005 pagat Gin Rummy): ten cards each, the knocker eleven for
    big gin (005 Variations: all eleven melded); a draw may leave the cards out. The knocker
    lays off nothing and knocks with deadwood at most the knock limit (:func:`knock_limit`);
    knocking with none is gin; gin leaves no deadwood, and after gin or big gin the defender
    lays nothing off (005 Laying off: "If the knocker went gin, the opponent cannot lay off").
    The knocker's deadwood is counted as :func:`gin_count` counts it (under
    ``gin_deadwood="least"``, a knock or gin entered with cards in hand that meld at best
    stands); a knock entered with no card in hand is gin.

    :raises DealError: ``gin.wrong_card_count`` (``name``, ``cards``, ``expected``) at the
        player's hand; ``gin.knocker_laid_off`` at the knocker's lay-offs;
        ``gin.deadwood_in_gin`` (``name``, ``cards``, ``points``) at the knocker's hand;
        ``gin.laid_off_after_gin`` (``name``, ``knocker``) at the defender's lay-offs;
        ``gin.over_knock_limit`` (``name``, ``points``, ``limit``, ``best``: the least deadwood
        the knocker's cards leave) at the knocker's hand; ``gin.knock_is_gin`` (``name``) at
        ``ending``.
    :raises RulesError: ``gin.no_big_gin`` at ``ending`` where the house plays no big gin.
    """
    dealt = hand_size(rules, len(players), 1) or 10
    for index, player in enumerate(players):
        cards = len(_cards_of(player))
        expected = dealt + (player.name == knocker and ending == "big_gin")
        if ending == "stock_out" and cards == 0:
            continue
        if cards != expected:
            said: dict[str, Param] = {"name": player.name, "cards": cards, "expected": expected}
            raise DealError(Problem("gin.wrong_card_count", said, ("players", index, "hand")))
    if knocker is None:
        return
    names = [player.name for player in players]
    out = names.index(knocker)
    held = players[out]
    if held.laid_off:
        raise DealError(
            Problem("gin.knocker_laid_off", {"name": knocker}, ("players", out, "laid_off"))
        )
    points = sum(rules.card_value(card, None) for card in held.hand)
    counted = gin_count(rules, held).points
    if ending in ("gin", "big_gin"):
        if ending == "big_gin" and rules.big_gin_bonus is None:
            raise RulesError(Problem("gin.no_big_gin", {"variant": rules.variant}, ("ending",)))
        if counted:
            said = {
                "name": knocker,
                "cards": tuple(str(card) for card in held.hand),
                "points": points,
            }
            raise DealError(Problem("gin.deadwood_in_gin", said, ("players", out, "hand")))
        for index, player in enumerate(players):
            if index != out and player.laid_off:
                said = {"name": player.name, "knocker": knocker}
                raise DealError(
                    Problem("gin.laid_off_after_gin", said, ("players", index, "laid_off"))
                )
        return
    if not held.hand:
        raise DealError(Problem("gin.knock_is_gin", {"name": knocker}, ("ending",)))
    limit = knock_limit(rules, upcard)
    if counted > limit:
        best = least_deadwood(_cards_of(held), GIN_RUMMY).points
        said = {"name": knocker, "points": points, "limit": limit, "best": best}
        raise DealError(Problem("gin.over_knock_limit", said, ("players", out, "hand")))


def _score_gin(
    rules: Rules,
    players: Sequence[PlayerDeal],
    knocker: str | None,
    ending: Ending,
    hands: Sequence[int],
    upcard: Card | None,
    earlier: Sequence[DealScore],
) -> DealScore:
    """Gin Rummy: the deal's winner scores, the other nothing (005 pagat Gin Rummy, Scoring).
    ``hands`` are the players' deadwood as :func:`gin_count` counts it, each player's
    :attr:`PlayerScore.hand`. A knocker with less deadwood scores the difference; else the
    defender undercuts, scoring the difference and the undercut bonus; gin scores the defender's
    deadwood and the gin bonus (big gin: the big gin bonus); a draw scores nothing. In Oklahoma
    Gin a spade upcard doubles the deal (005 Variations). The deal that ends the game adds
    :func:`gin_game_end`."""
    names = [player.name for player in players]
    points = [0] * len(players)
    if knocker is not None:
        out = names.index(knocker)
        other = 1 - out
        if ending == "gin":
            points[out] = hands[other] + rules.gin_bonus
        elif ending == "big_gin":
            points[out] = hands[other] + (rules.big_gin_bonus or 0)
        elif hands[out] < hands[other]:
            points[out] = hands[other] - hands[out]
        else:  # an undercut: the defender's deadwood at most the knocker's
            points[other] = hands[out] - hands[other] + rules.undercut_bonus
        spade = upcard is not None and upcard.suit is Suit.SPADES
        if rules.oklahoma and rules.spade_doubles and spade:
            points = [2 * number for number in points]
    ends = gin_game_end(rules, points, earlier)
    scores = tuple(
        PlayerScore(name, 0, hands[i], points[i] + ends[i], points[i] + ends[i])
        for i, name in enumerate(names)
    )
    return DealScore(scores, knocker)


def gin_game_end(
    rules: Rules, points: Sequence[int], earlier: Sequence[DealScore]
) -> tuple[int, ...]:
    """What the deal that ends a game of Gin Rummy adds to each player, in points: nothing
    unless this deal's ``points`` bring a player's total to the target, the earlier deals'
    not having done so. Then the game's winner gets the game bonus, and each player the box
    bonus for every deal they won (scored in), this one included; "These extra points are not
    counted as part of the 100" (005 pagat Gin Rummy, Scoring). Where the loser scored nothing
    all game (a shutout) the game bonus is doubled (005), or the winner's points of the deals
    are doubled before the boxes (``shutout="hands_doubled"``, docs/rule-sources.md), or
    nothing more (``"none"``).

    :param points: what this deal gives each player before game-end bonuses, in seating order.
    :param earlier: the game's earlier deals' scores, in the order played.
    :raises RulesError: ``deal.players_differ`` for an earlier deal of other players.

    >>> from scorekeeper.rules.presets import find_preset
    >>> rules = find_preset("gin-rummy")
    >>> ann, bob = PlayerScore("Ann", 0, 2, 60, 60), PlayerScore("Bob", 0, 62, 0, 0)
    >>> first = DealScore((ann, bob), "Ann")
    >>> gin_game_end(rules, [45, 0], [first])  # Ann 105: 100 + 2 boxes; Bob shut out
    (240, 0)
    """
    if rules.target is None:
        return (0,) * len(points)
    before = [0] * len(points)
    wins = [0] * len(points)
    for number, deal in enumerate(earlier, start=1):
        if len(deal.players) != len(points):
            raise RulesError(Problem("deal.players_differ", {"number": number}))
        for i, player in enumerate(deal.players):
            before[i] += player.score
            wins[i] += player.score > 0
    totals = [was + now for was, now in zip(before, points, strict=True)]
    if max(before) >= rules.target or max(totals) < rules.target:
        return (0,) * len(points)
    winner = totals.index(max(totals))
    extra = [rules.box_bonus * (won + (now > 0)) for won, now in zip(wins, points, strict=True)]
    game = rules.game_bonus
    shutout = all(total == 0 for i, total in enumerate(totals) if i != winner)
    if shutout and rules.shutout == "game_bonus_doubled":
        game *= 2
    elif shutout and rules.shutout == "hands_doubled":
        game += totals[winner]
    extra[winner] += game
    return tuple(extra)


def deal_wild_rank(rules: Rules, wild_rank: Rank | None, number: int | None) -> Rank | None:
    """A deal's wild rank: ``wild_rank`` as given, or where the game's schedule gives it and
    none is given, the schedule's for deal ``number``: "in Round 1, 3s are wild; in Round 2, 4s
    are wild" (004 Rummy 11); "you automatically start with Aces being wild, and work your way
    up the ranks" (003 V2).

    :raises RulesError: for a scheduled wild rank neither given nor said by a ``number``
        (``option`` is ``number``).

    >>> from scorekeeper.rules.presets import find_preset
    >>> str(deal_wild_rank(find_preset("rummy-11"), None, 2))
    '4'
    """
    if wild_rank is not None or rules.wild_schedule == "none":
        return wild_rank
    if number is None:
        raise RulesError(
            Problem("wild_rank.number_needed", {"variant": rules.variant}, ("number",))
        )
    return scheduled_wild_rank(rules, number)


def _verify_cards_entered(
    rules: Rules, players: Sequence[PlayerDeal], went_out: str | None, ending: Ending | None
) -> None:
    """Cards a deal must show, and no more than a player can hold. A player who went out got rid
    of cards, so a deal someone went out of with no card entered anywhere was never played (000
    End of the play: "A player has only one card left after melding and discards it"). Where
    each turn draws one card and discards one (:func:`most_cards_held`), nobody holds more than
    the cards dealt, melded, laid off and in hand together, but the player who went out without
    a discard (the last card drawn is melded). In Tonk a tonk is the hand dealt, declared
    before anyone plays (004 Tonk: "Players start by adding up the value of their hands";
    "Declare tonks immediately"): nobody has melded or laid off.

    :raises DealError: pointing at the players (all of them: no cards), at the hand with too
        many cards, or at the melds played before a tonk.
    """
    if rules.scoring == "gin":
        return  # verify_gin counts a Gin Rummy deal's cards
    if rules.scoring != "stakes" and went_out is not None:
        if not any(_cards_of(player) for player in players):
            raise DealError(Problem("deal.no_cards_entered", {"name": went_out}, ("players",)))
    dealt = most_cards_held(rules, len(players), no_discard=False)
    if dealt is None:
        return
    for index, player in enumerate(players):
        if rules.scoring == "stakes":
            no_discard = player.name == went_out and ending == "went_out_no_discard"
        else:
            no_discard = player.name == went_out and not rules.discard_to_go_out
        most = dealt + no_discard
        cards = len(_cards_of(player))
        tonk = player.name == went_out and ending == "tonk"
        said: dict[str, Param] = {"name": player.name, "cards": cards, "dealt": dealt}
        path: Path = ("players", index, "hand")
        if ending == "tonk" and not tonk and (player.melds or player.laid_off):
            played: Path = (
                ("players", index, "melds", 0) if player.melds else ("players", index, "laid_off")
            )
            said = {"name": player.name, "tonk": went_out}
            raise DealError(Problem("tonk.played_before_tonk", said, played))
        if tonk and (len(player.hand) != dealt or cards != dealt):
            raise DealError(Problem("tonk.not_the_hand_dealt", said, path))
        if cards > most:
            said |= {"variant": rules.variant, "most": most}
            code = "tonk.too_many_cards" if rules.scoring == "stakes" else "deal.too_many_cards"
            raise DealError(Problem(code, said, path))


def most_cards_held(rules: Rules, players: int, no_discard: bool) -> int | None:
    """The most cards one player can have entered at the end of a deal, melded, laid off and in
    hand together, where each turn draws one card and discards one: the cards dealt, one more
    for going out without a final discard (``no_discard``). So in Tonk (004: "Deal each player
    five cards"), Rummy (004: "With two players, ten cards each"; a turn draws the top card of
    the stock or of the discard pile) and Koon Kan (004: "Deal ten cards to each player"; "The
    player may not place the draw card in his hand"). ``None`` where a turn may take more
    (several cards from the discard pile, 000; a joker swapped out of a meld, 004 Contract
    Rummy), where a player may take cards out of turn and discard none (004 Contract Rummy,
    Drawing cards: "he or she must take both the discard and the topmost stock card. Player
    three may not discard", which Continental Rummy's fixed going-out hands play by: "Continental
    Rummy follows the basic rules of Contract Rummy ... the contracts are fixed"), or where the
    hands are not of one size (sized by upcards, by contract, or by the deal's number).

    >>> from scorekeeper.rules.presets import find_preset
    >>> most_cards_held(find_preset("tonk"), 2, no_discard=False)
    5
    >>> most_cards_held(find_preset("rummy"), 2, no_discard=True)
    11
    >>> most_cards_held(find_preset("500-rummy"), 2, no_discard=False) is None
    True
    >>> most_cards_held(find_preset("continental-rummy"), 2, no_discard=False) is None
    True
    """
    one_card_turns = rules.scoring == "stakes" or (
        rules.discard_draw in ("top_card", "meld_taken")
        and not rules.contracts
        and not rules.going_out_patterns
        and not rules.wild_swap
        and rules.wild_schedule == "none"
    )
    dealt = hand_size(rules, players, 1) if one_card_turns and rules.hand_sizes else None
    return None if dealt is None else dealt + no_discard


def _cards_of(player: PlayerDeal) -> tuple[Card, ...]:
    """Every card a player entered: melded, laid off and in hand."""
    return (*(card for meld in player.melds for card in meld), *player.laid_off, *player.hand)


def _verify_lay_offs(rules: Rules, index: int, player: PlayerDeal, went_out: str | None) -> None:
    """Lay-offs only after the player's own first meld, where the table plays so (002); melds
    only by the player who went out, where melding is going out: "players may not meld or build
    any other cards. You go out with the above hands in one fell swoop, or you don't go out at
    all" (004 Continental Rummy)."""
    if rules.melds_only_going_out and player.name != went_out and (player.melds or player.laid_off):
        path: Path = (
            ("players", index, "melds", 0) if player.melds else ("players", index, "laid_off")
        )
        said: dict[str, Param] = {"name": player.name, "variant": rules.variant}
        raise DealError(Problem("going_out.melded_without_going_out", said, path))
    if rules.lay_off_after_own_meld and player.laid_off and not player.melds:
        raise DealError(
            Problem(
                "deal.laid_off_before_melding",
                {"name": player.name},
                ("players", index, "laid_off"),
            )
        )


def verify_empty_hand(index: int, player: PlayerDeal) -> None:
    """Check that the player who went out has no cards left in hand: "When a player melds all
    cards in his hand, he goes out" (004 Rummy); "having no cards left in hand. This is called
    going out" (000 pagat 5000 Rummy, End of the play); "A player has no cards left in hand"
    (001 pagat 500 Rummy, The Play); Tonk's player who goes out by melding (004 Tonk). A knock
    or a tonk shown is no going out: those hands are counted.

    :param index: the player's seat, for the error's path.
    :raises DealError: pointing at the player's hand.
    """
    if player.hand:
        said: dict[str, Param] = {
            "name": player.name,
            "cards": tuple(str(card) for card in player.hand),
        }
        raise DealError(Problem("going_out.cards_left_in_hand", said, ("players", index, "hand")))


def _verify_going_out(rules: Rules, index: int, player: PlayerDeal) -> None:
    """The player who went out did so as the rules allow: with exactly ``going_out_cards``
    melded (004 Koon Kan) or with one of the going-out hands, building on no meld (004
    Continental Rummy: "players may not meld or build any other cards. You go out with the
    above hands in one fell swoop")."""
    melded = sum(len(meld) for meld in player.melds) + len(player.laid_off)
    path: Path = ("players", index, "melds", 0) if player.melds else ("went_out",)
    said: dict[str, Param] = {"name": player.name}
    if rules.going_out_cards is not None and melded != rules.going_out_cards:
        said |= {"melded": melded, "needed": rules.going_out_cards}
        raise DealError(Problem("going_out.wrong_card_count", said, path))
    if rules.going_out_patterns:
        if player.laid_off:
            built: dict[str, Param] = {
                "name": player.name,
                "cards": tuple(str(card) for card in player.laid_off),
                "variant": rules.variant,
            }
            laid_off: Path = ("players", index, "laid_off")
            raise DealError(Problem("going_out.built_on_going_out", built, laid_off))
        lengths = tuple(sorted((len(meld) for meld in player.melds), reverse=True))
        if lengths not in rules.going_out_patterns:
            said |= {"lengths": lengths, "hands": rules.going_out_patterns}
            raise DealError(Problem("going_out.not_a_going_out_hand", said, path))


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


def _score_stakes(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None,
    ending: Ending,
    hands: Sequence[int],
) -> DealScore:
    """Tonk: stakes paid between the players, in stake units (004 Tonk; docs/rule-sources.md)."""
    names = [player.name for player in players]
    stakes = [0] * len(players)

    def pay(winner: int, stake: int, payers: Sequence[int]) -> None:
        for payer in payers:
            stakes[payer] -= stake
            stakes[winner] += stake

    others = [i for i in range(len(players)) if names[i] != went_out]
    if ending == "stock_out":
        lowest = [i for i, points in enumerate(hands) if points == min(hands)]
        if len(lowest) == 1:  # a tie for the lowest hand: nobody is paid
            pay(lowest[0], 1, [i for i in range(len(players)) if i != lowest[0]])
    else:
        out = names.index(went_out or "")
        if ending == "tonk":
            if hands[out] not in TONK_HANDS:
                said: dict[str, Param] = {
                    "name": names[out],
                    "points": hands[out],
                    "tonks": TONK_HANDS,
                }
                raise DealError(Problem("tonk.not_a_tonk", said, ("players", out, "hand")))
            if not any(hands[i] in TONK_HANDS for i in others):  # two tonks: a draw
                pay(out, 2, others)
        elif ending == "knock":
            if all(hands[out] < hands[i] for i in others):
                pay(out, 1, others)
            elif rules.knock_penalty == "stake_to_each":
                for i in others:
                    pay(i, 1, [out])
            else:
                low = min(others, key=lambda i: hands[i])
                pay(low, 2, [out])
                pay(low, 1, [i for i in others if i != low])
        else:
            pay(out, 2 if ending == "went_out_no_discard" else 1, others)
    scores = tuple(PlayerScore(name, 0, hands[i], 0, stakes[i]) for i, name in enumerate(names))
    return DealScore(scores, went_out)


def standings(rules: Rules, names: Sequence[str], deals: Sequence[DealScore]) -> Standings:
    """The running totals after ``deals``, whether the game is over, and who won.

    The game is over once a player's total reaches the target, or after the game's fixed
    number of deals (004 Contract Rummy, Rummy 11). The highest total wins (000 pagat 5000
    Rummy, Scoring), or the lowest (004 Contract Rummy); under ``winner="must_go_out"`` only the
    player who goes out with a total at the target wins (001 Variations); under
    ``"went_out_first"`` the player who went out in the last deal wins if at the target, else
    the highest of those at it (000 Variations). Under ``tie_at_target="play_on"`` a tie for the
    win means further deals until one player leads (001 pagat 500 Rummy, The Scoring); under
    ``"joint_winners"`` the tied players win together.

    :param names: the players in seating order.
    :param deals: the scored deals in the order played; each names the same players.
    :raises RulesError: if a deal does not name the same players.
    """
    totals = dict.fromkeys(names, 0)
    for number, deal in enumerate(deals, start=1):
        if [player.name for player in deal.players] != list(names):
            raise RulesError(Problem("deal.players_differ", {"number": number}))
        for player in deal.players:
            totals[player.name] += player.score
    last_out = deals[-1].went_out if deals else None
    return standings_after(rules, names, tuple(totals.values()), len(deals), last_out)


def standings_after(
    rules: Rules,
    names: Sequence[str],
    totals: Sequence[int],
    played: int,
    last_out: str | None,
) -> Standings:
    """The standings once ``played`` deals have given the running ``totals``, the last of them
    ended by ``last_out`` going out (``None``: the stock ran out, or no deal yet): as
    :func:`standings`, without the deals themselves.

    :param names: the players in seating order.
    :param totals: each player's running total, in seating order (points).
    :raises RulesError: if there are not as many totals as names.
    """
    if len(totals) != len(names):
        raise RulesError(Problem("deal.totals_differ"))
    finished, winners = _outcome(rules, dict(zip(names, totals, strict=True)), played, last_out)
    return Standings(tuple(names), tuple(totals), finished, winners)


def _outcome(
    rules: Rules, totals: dict[str, int], played: int, last_out: str | None
) -> tuple[bool, tuple[str, ...]]:
    if not totals:
        return False, ()
    if rules.scoring == "indian":
        return pool_outcome(rules, totals, played)
    count = rules.deal_count
    if count is not None and played >= count:
        return _best(rules, totals)
    if rules.target is None:
        return False, ()
    reached = {name: total for name, total in totals.items() if total >= rules.target}
    if not reached:
        return False, ()
    if rules.winner == "must_go_out":
        if last_out in reached:
            return True, (last_out,)
        return False, ()
    if rules.winner == "went_out_first":
        if last_out in reached:
            return True, (last_out,)
        return _best(rules, reached)
    return _best(rules, totals)


def _best(rules: Rules, among: dict[str, int]) -> tuple[bool, tuple[str, ...]]:
    """The best of ``among``; a tie plays on where the rules say so and the game has no fixed
    number of deals."""
    best = min(among.values()) if rules.winner == "lowest" else max(among.values())
    winners = tuple(name for name, total in among.items() if total == best)
    if len(winners) > 1 and rules.tie_at_target == "play_on" and rules.deal_count is None:
        return False, ()
    return True, winners


def _verify_players(players: Sequence[PlayerDeal], went_out: str | None) -> None:
    if not players:
        raise PlayerNameError(Problem("deal.no_players", {}, ("players",)))
    seen: set[str] = set()
    for index, player in enumerate(players):
        path: Path = ("players", index, "name")
        if not player.name.strip():
            raise PlayerNameError(Problem("deal.name_missing", {}, path))
        if player.name in seen:
            raise PlayerNameError(Problem("deal.named_twice", {"name": player.name}, path))
        seen.add(player.name)
    if went_out is not None and went_out not in seen:
        said: dict[str, Param] = {"name": went_out}
        raise PlayerNameError(Problem("deal.went_out_unknown", said, ("went_out",)))


def _verify_pack(players: Sequence[PlayerDeal], rules: Rules) -> None:
    """Every card entered at most as often as the packs hold it, pointing at the first excess."""
    counts: Counter[Card] = Counter()
    for index, player in enumerate(players):
        places: list[tuple[Path, tuple[Card, ...]]] = [
            (("players", index, "melds", number), meld) for number, meld in enumerate(player.melds)
        ]
        places += [(("players", index, "laid_off"), player.laid_off)]
        places += [(("players", index, "hand"), player.hand)]
        for path, cards in places:
            counts.update(cards)
            excess = [card for card in cards if counts[card] > rules.pack[card]]
            if excess:
                entered = [card for card in counts.elements() if card == excess[0]]
                found = pack_problem(entered, rules)
                if found is None:
                    raise DealError(
                        Problem("deal.entered_too_often", {"card": str(excess[0])}, path)
                    )
                raise DealError(found.at(path))


def _melded_points(
    index: int,
    player: PlayerDeal,
    tables: Sequence[TableMeld],
    rules: Rules,
    wild_rank: Rank | None,
) -> int:
    points = 0
    for number, table in enumerate(tables):
        verdict = table.verdict
        if verdict.points is None:
            said: dict[str, Param] = {"name": player.name, "meld": verdict.problem}
            raise DealError(Problem("deal.illegal_meld", said, ("players", index, "melds", number)))
        points += verdict.points
    return points + sum(rules.card_value(card, wild_rank) for card in player.laid_off)
