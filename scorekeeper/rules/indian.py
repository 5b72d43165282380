"""Indian Rummy (preset ``indian-rummy``): the show, a loser's count, drops, and Pool rummy's
players out and rejoins.

The rules are 006 Indian Rummy (published descriptions, ``docs/rule-sources.md``): 13 cards
from two packs with their printed jokers, and a wild joker, a card cut after the deal whose rank
is wild in every suit (a printed joker cut: the aces). A *show* (declaring) needs all 13 cards
in melds with two sequences or more, one of them pure (no joker standing in), the rest
sequences or sets (3 or 4 cards of one rank in different suits). The winner scores 0; each
loser counts the cards their best arrangement leaves unmatched (A K Q J 10, 2 to 9 face value,
jokers 0), every card where it lacks two sequences with a pure one, at most 80 (full count);
a first drop costs 20, a middle drop 40 (Pool 201: 25 and 50), a wrong show 80.

- Points rummy: each deal's counts are the players' scores (the money a point is worth is the
  table's, not the app's); the table plays as many deals as it likes, the lowest total leads.
- Pool rummy (101 or 201): a player whose total reaches the limit is out; a player out may
  rejoin once, on the highest total left in plus 1, while that total is below the rejoin limit
  (79 or less at 101, 174 or less at 201); the last player left in wins.
- Deals rummy: a fixed number of deals (2 unless the table says), each won by its winner, who
  takes every loser's count in chips; the most chips after the last deal wins.

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.deal import PlayerDeal
>>> rules = find_preset("indian-rummy")
>>> show = PlayerDeal("Ann", melds=tuple(Card.parse(m) for m in (
...     "2H 3H 4H 5H", "5S 6S JK", "9C 9D 9H", "KC KD KS")))
>>> bob = PlayerDeal("Bob", hand=Card.parse("2C 3C 4C 7D 8D 9D QD QH QS 8C 9H 10S KH"))
>>> [player.score for player in score_indian(rules, [show, bob], "Ann", Rank.FIVE).players]
[0, 37]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .arrangements import (
    INDIAN_RUMMY,
    Arrangement,
    HandError,
    MeldStyle,
    deadwood_points,
    least_deadwood,
)
from .cards import Card, Rank
from .deal import SAYINGS, DealScore, PlayerDeal, PlayerScore, Said
from .errors import DealError, RulesError
from .game import DealFacts, Game, WholeHand
from .melds import on_table
from .options import INDIAN_FULL_COUNT, Rules
from .problems import Param, Path, Problem

HAND = 13
"""Cards in an Indian Rummy hand, dealt and shown (006 Indian Rummy, Deal)."""


class Indian(Game):
    """Indian Rummy's deals: scored by :func:`score_indian`, the game ended by
    :func:`pool_outcome`; a player may drop or show wrongly; the winner shows."""

    scoring = "indian"
    sayings = SAYINGS[:4]  # the drops, the wrong show and Buraco's morto, as before Phase 10
    winner_shows = True
    lays_off = False

    def reads_earlier(self, rules: Rules) -> bool:
        """In Pool rummy, who is out and who has rejoined; in Deals rummy that plays off a tie,
        who plays the deciding deal (006 Indian Rummy, Pool rummy, Deals rummy)."""
        return rules.pool_limit is not None or rules.plays_off_ties

    def score(self, facts: DealFacts) -> DealScore:
        facts.rules.verify_players(len(facts.players))
        return score_indian(
            facts.rules,
            facts.players,
            facts.went_out,
            facts.wild_rank,
            facts.earlier,
            facts.starting,
        )

    def outcome(
        self,
        rules: Rules,
        totals: dict[str, int],
        played: int,
        last_out: str | None,
        last: DealScore | None = None,
    ) -> tuple[bool, tuple[str, ...]]:
        return pool_outcome(rules, totals, played)

    def sitting_out(
        self,
        rules: Rules,
        names: Sequence[str],
        earlier: Sequence[DealScore],
        starting: Sequence[int] = (),
    ) -> frozenset[str]:
        """In Pool rummy the players out, the only ones who may rejoin; in Deals rummy's
        deciding deal, those not tied for the most chips (:func:`pool_state`)."""
        return pool_state(rules, names, earlier, starting).out

    def whole_hand(
        self, rules: Rules, cards: Sequence[Card], wild_rank: Rank | None, players: int
    ) -> WholeHand | None:
        """A hand of 13 as a loser's count (:func:`loser_count`)."""
        if len(cards) != HAND:
            return None
        try:
            count, arrangement = loser_count(rules, cards, wild_rank, players)
        except (HandError, ValueError):
            return WholeHand(None)
        return WholeHand(arrangement, count)


INDIAN_GAME = Indian()


def cut_wild_rank(card: Card) -> Rank:
    """The wild rank a cut card makes: its rank, and where a printed joker is cut, the aces
    (006 Indian Rummy, Wild joker).

    >>> from scorekeeper.rules.cards import JOKER
    >>> str(cut_wild_rank(Card.from_str("7D"))), str(cut_wild_rank(JOKER))
    ('7', 'A')
    """
    return Rank.ACE if card.rank is None else card.rank


def meld_style(rules: Rules, players: int) -> MeldStyle:
    """Indian Rummy's meld style with the table's packs and jokers (:meth:`Rules.for_players`)."""
    table = rules.for_players(players)
    return replace(INDIAN_RUMMY, decks=table.decks or 1, jokers=table.jokers or 0)


@dataclass(frozen=True)
class PoolState:
    """A game of Pool rummy before a deal, from the earlier deals; or of Deals rummy, whose
    deciding deal some players sit out.

    :ivar totals: each player's running total, in seating order (points; chips in Deals rummy).
    :ivar out: the players who play no more: in Pool rummy those whose total has reached the
        pool limit; in Deals rummy's deciding deal, those not tied for the most chips.
    :ivar rejoined: the players who have rejoined once already.
    """

    totals: tuple[int, ...]
    out: frozenset[str]
    rejoined: frozenset[str]

    def highest_in(self, names: Sequence[str]) -> int:
        """The highest total of the players still in (points), 0 where none is."""
        return max(
            (total for name, total in zip(names, self.totals, strict=True) if name not in self.out),
            default=0,
        )


def pool_state(
    rules: Rules,
    names: Sequence[str],
    earlier: Sequence[DealScore],
    starting: Sequence[int] = (),
) -> PoolState:
    """Who is out and who has rejoined, after the ``earlier`` deals (in the order played). A
    rejoin is stored as the player's bonus (the points it takes off, so negative); nothing else
    in Pool rummy gives a bonus. In Deals rummy, after the last deal, the players not tied
    for the most chips sit out the deciding deal (``Rules.plays_off_ties``): they are out.

    :param starting: each player's points before the first deal (a game resumed from paper),
        in seating order, the totals' start; ``()``: every player at 0.
    :raises RulesError: ``deal.players_differ`` for an earlier deal of other players.
    """
    totals = list(starting) if starting else [0] * len(names)
    rejoined: set[str] = set()
    for number, deal in enumerate(earlier, start=1):
        if [player.name for player in deal.players] != list(names):
            raise RulesError(Problem("deal.players_differ", {"number": number}))
        for i, player in enumerate(deal.players):
            totals[i] += player.score
            if player.bonus and rules.pool_limit is not None:
                rejoined.add(player.name)
    limit = rules.pool_limit
    out = {
        name
        for name, total in zip(names, totals, strict=True)
        if limit is not None and total >= limit
    }
    count = rules.deal_count
    if rules.plays_off_ties and count is not None and len(earlier) >= count and totals:
        most = max(totals)
        out = {name for name, total in zip(names, totals, strict=True) if total < most}
    return PoolState(tuple(totals), frozenset(out), frozenset(rejoined))


def rejoin_on(rules: Rules, names: Sequence[str], state: PoolState) -> int | None:
    """The total a player out would rejoin on: the highest total left in plus 1, while that
    total is below the rejoin limit (006 Indian Rummy, Pool rummy, Rejoin); ``None`` where
    rejoining is closed, or the game is no pool.

    >>> from scorekeeper.rules.presets import find_preset
    >>> state = PoolState((57, 107, 60), frozenset({"Bob"}), frozenset())
    >>> rejoin_on(find_preset("indian-rummy"), ("Ann", "Bob", "Cy"), state)
    61
    """
    limit = rules.rejoin_below
    highest = state.highest_in(names)
    if limit is None or highest >= limit:
        return None
    return highest + 1


def drop_points(rules: Rules, said: Said) -> int:
    """What saying ``said`` costs, in points: a first or a middle drop (the table's, else the
    format's, :attr:`Rules.drops`), a wrong show the full count, 80 (006 Indian Rummy)."""
    first, middle = rules.drops
    return {"first_drop": first, "middle_drop": middle, "wrong_show": INDIAN_FULL_COUNT}[said]


def loser_count(
    rules: Rules, cards: Sequence[Card], wild_rank: Rank | None, players: int
) -> tuple[int, Arrangement]:
    """A loser's count: the cards their best arrangement leaves unmatched, every card where no
    arrangement holds two sequences with a pure one, at most 80 (006 Indian Rummy, Scoring).

    :returns: the count (points) and the arrangement it comes from.
    :raises HandError: for cards the packs do not hold.
    """
    best = least_deadwood(cards, meld_style(rules, players), wild_rank)
    return min(best.points, INDIAN_FULL_COUNT), best


def verify_show(
    rules: Rules, index: int, player: PlayerDeal, wild_rank: Rank | None, players: int
) -> None:
    """Check a winner's show: 13 cards, each meld entered legal, and the cards arranged into
    melds only, with two sequences or more, one of them pure (006 Indian Rummy, Declaring).

    :raises DealError: ``indian.wrong_card_count`` (``name``, ``cards``, ``expected``) at the
        player's hand; ``deal.illegal_meld`` (``name``, ``meld``) at the meld;
        ``indian.no_pure_sequence`` (``name``) or ``indian.one_sequence`` (``name``) at the
        first meld (or the hand, where none was entered); ``indian.cards_unmatched``
        (``name``, ``cards``, ``points``: what no arrangement melds) at the hand.
    """
    cards = _cards_of(player)
    name = player.name
    if len(cards) != HAND:
        said: dict[str, Param] = {"name": name, "cards": len(cards), "expected": HAND}
        raise DealError(Problem("indian.wrong_card_count", said, ("players", index, "hand")))
    for number, meld in enumerate(player.melds):
        verdict = on_table(meld, rules, wild_rank, player.stated(number)).verdict
        if not verdict.valid:
            said = {"name": name, "meld": verdict.problem}
            raise DealError(Problem("deal.illegal_meld", said, ("players", index, "melds", number)))
    best = least_deadwood(cards, meld_style(rules, players), wild_rank)
    where: Path = ("players", index, "melds", 0) if player.melds else ("players", index, "hand")
    if best.pure_sequences == 0:
        raise DealError(Problem("indian.no_pure_sequence", {"name": name}, where))
    if not best.sequence_rule_met:
        raise DealError(Problem("indian.one_sequence", {"name": name}, where))
    # A wild card left over counts nothing and joins a sequence at either end: only cards that
    # count are unmatched.
    if best.points:
        style = meld_style(rules, players)
        unmatched = [card for card in best.deadwood if deadwood_points(card, style, wild_rank)]
        said = {
            "name": name,
            "cards": tuple(str(card) for card in unmatched),
            "points": best.points,
        }
        raise DealError(Problem("indian.cards_unmatched", said, ("players", index, "hand")))


def score_indian(
    rules: Rules,
    players: Sequence[PlayerDeal],
    winner: str | None,
    wild_rank: Rank | None,
    earlier: Sequence[DealScore] = (),
    starting: Sequence[int] = (),
) -> DealScore:
    """Score a deal of Indian Rummy (006 Indian Rummy): the winner (who showed) 0; a player who
    dropped or showed wrongly what that costs (:func:`drop_points`), whatever their cards; every
    other player their count (:func:`loser_count`). In Deals rummy the winner takes the
    losers' points as chips (the winner's bonus and score; each loser's score is minus the
    count). In Pool
    rummy a player out plays no more (no cards, nothing said, 0), unless rejoining: once a game,
    while the highest total left in is below the rejoin limit, on that total plus 1 (the
    difference is the player's bonus, taken off).

    The players' names and the cards against the packs are checked by ``score_deal``.

    :param winner: who showed (``went_out``); every deal has one.
    :param earlier: the game's earlier deals' scores, in the order played (Pool rummy reads
        who is out and who has rejoined from them).
    :param starting: each player's points before the first deal (a game resumed from paper),
        which the totals the pool is read by start from; ``()``: every player at 0.
    :raises RulesError: ``indian.winner_needed`` at ``went_out``; ``deal_number.past_last``
        (``variant``, ``deals``, ``number``) for a deal after Deals rummy's last with no tie
        to play off.
    :raises DealError: ``indian.winner_said`` (``name``, ``said``) at the winner;
        ``indian.player_out`` (``name``) at the player; ``indian.rejoin_not_out``,
        ``indian.rejoined_twice``, ``indian.rejoin_closed`` (``name``, ``highest``,
        ``limit``), ``indian.no_rejoin`` (``variant``) at the player's rejoin;
        ``indian.sits_out`` (``name``) likewise for a player sitting out Deals rummy's
        deciding deal; ``indian.show_needed`` (``name``) at the winner's hand; those of
        :func:`verify_show`; ``indian.wrong_card_count`` for a loser counted on other than 13
        cards; ``card.*`` for cards the packs do not hold.
    """
    names = [player.name for player in players]
    if winner is None:
        raise RulesError(Problem("indian.winner_needed", {}, ("went_out",)))
    state = pool_state(rules, names, earlier, starting)
    count = rules.deal_count
    if count is not None and len(earlier) >= count:  # only a deciding deal may follow
        if pool_outcome(rules, dict(zip(names, state.totals, strict=True)), len(earlier))[0]:
            past: dict[str, Param] = {
                "variant": rules.variant,
                "deals": count,
                "number": len(earlier) + 1,
            }
            raise RulesError(Problem("deal_number.past_last", past, ("number",)))
    out = names.index(winner)
    bonuses = [0] * len(players)
    playing: list[int] = []
    for index, player in enumerate(players):
        _verify_seat(rules, index, player, state, bonuses, names)
        if player.name not in state.out or player.rejoined:
            playing.append(index)
    if players[out].said is not None:
        said: dict[str, Param] = {"name": winner, "said": players[out].said}
        raise DealError(Problem("indian.winner_said", said, ("players", out, "said")))
    if out not in playing:
        raise DealError(Problem(_out_code(rules), {"name": winner}, ("went_out",)))
    counts = [0] * len(players)
    for index in playing:
        player = players[index]
        if index == out:
            continue
        if player.said is not None:
            counts[index] = drop_points(rules, player.said)
            continue
        cards = _cards_of(player)
        if len(cards) != HAND:
            said = {"name": player.name, "cards": len(cards), "expected": HAND}
            raise DealError(Problem("indian.wrong_card_count", said, ("players", index, "hand")))
        counts[index] = loser_count(rules, cards, wild_rank, len(players))[0]
    shown = players[out]
    if _cards_of(shown) or any(
        players[i].said is None for i in playing if i != out
    ):  # a winner left alone by drops and wrong shows need not show
        if not _cards_of(shown):
            raise DealError(
                Problem("indian.show_needed", {"name": winner}, ("players", out, "hand"))
            )
        verify_show(rules, out, shown, wild_rank, len(players))
    deals = rules.indian_format == "deals"
    scores = []
    for index, name in enumerate(names):
        count, bonus = counts[index], bonuses[index]
        if deals:  # chips: the winner's bonus, each loser's count taken off
            bonus = sum(counts) if index == out else 0
            score = bonus - count
        else:
            score = count + bonus
        scores.append(PlayerScore(name, 0, count, bonus, score))
    return DealScore(tuple(scores), winner)


def _verify_seat(
    rules: Rules,
    index: int,
    player: PlayerDeal,
    state: PoolState,
    bonuses: list[int],
    names: Sequence[str],
) -> None:
    """A player out plays nothing; a rejoin is checked and its bonus set."""
    name = player.name
    path: Path = ("players", index, "rejoined")
    if player.rejoined:
        limit = rules.rejoin_below
        if limit is None:
            raise DealError(Problem("indian.no_rejoin", {"variant": rules.variant}, path))
        if name not in state.out:
            raise DealError(Problem("indian.rejoin_not_out", {"name": name}, path))
        if name in state.rejoined:
            raise DealError(Problem("indian.rejoined_twice", {"name": name}, path))
        total = rejoin_on(rules, names, state)
        if total is None:
            highest = state.highest_in(names)
            said: dict[str, Param] = {"name": name, "highest": highest, "limit": limit}
            raise DealError(Problem("indian.rejoin_closed", said, path))
        bonuses[index] = total - state.totals[index]
        return
    if name in state.out and (_cards_of(player) or player.said is not None):
        raise DealError(Problem(_out_code(rules), {"name": name}, ("players", index)))


def _out_code(rules: Rules) -> str:
    """The problem of a player out who plays: out of the pool, or sitting out Deals rummy's
    deciding deal."""
    return "indian.player_out" if rules.pool_limit is not None else "indian.sits_out"


def _cards_of(player: PlayerDeal) -> tuple[Card, ...]:
    return (*(card for meld in player.melds for card in meld), *player.laid_off, *player.hand)


def pool_outcome(rules: Rules, totals: dict[str, int], played: int) -> tuple[bool, tuple[str, ...]]:
    """Whether a game of Indian Rummy is over, and who won, after ``played`` deals gave the
    running ``totals`` (006 Indian Rummy): Pool rummy ends when one player is left below the
    limit (the winner; where none is, the lowest total); Deals rummy after its deals, the most
    chips winning (a tie played off by deciding deals where ``Rules.plays_off_ties``, else the
    tied players win together); Points rummy when the table stops (the lowest total leads).

    >>> from scorekeeper.rules.presets import find_preset
    >>> pool = find_preset("indian-rummy")
    >>> pool_outcome(pool, {"Ann": 40, "Bob": 101, "Cy": 120}, 5)
    (True, ('Ann',))
    """
    if not totals or not played:
        return False, ()
    limit = rules.pool_limit
    if limit is not None:
        left = tuple(name for name, total in totals.items() if total < limit)
        if len(left) > 1:
            return False, ()
        if left:
            return True, left
        lowest = min(totals.values())
        return True, tuple(name for name, total in totals.items() if total == lowest)
    count = rules.deal_count
    if count is None or played < count:
        return False, ()
    best = max(totals.values())
    winners = tuple(name for name, total in totals.items() if total == best)
    if len(winners) > 1 and rules.plays_off_ties:
        return False, ()
    return True, winners
