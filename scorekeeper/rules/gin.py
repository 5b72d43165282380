"""Gin Rummy (preset ``gin-rummy``): two players, ten cards, knock or gin (005 pagat Gin Rummy;
docs/rule-sources.md).

A deal ends with a knock (deadwood at most the knock limit), gin (none), big gin where the
house plays it, or a draw; the deal's winner scores the difference of the deadwood with the
gin, big gin or undercut bonus, and the deal that ends the game carries the game-end bonuses
(:func:`gin_game_end`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .arrangements import GIN_RUMMY, HandError, least_deadwood
from .cards import Card, Rank, Suit
from .deal import DealScore, Ending, PlayerDeal, PlayerScore
from .deal_checks import cards_of, laid_out, verify_said_nothing
from .dealing import hand_size
from .errors import DealError, RulesError
from .game import DealFacts, Game, WholeHand
from .layoffs import verify_lay_offs
from .options import Rules
from .points import verify_each_player
from .problems import Param, Problem

GIN_ENDINGS: tuple[Ending, ...] = ("knock", "gin", "big_gin", "stock_out")
"""How a deal of Gin Rummy ends (005 pagat Gin Rummy, Knocking; Variations, Big Gin): a
knock with deadwood, gin (no deadwood), big gin (all eleven cards melded, where the house plays
it), or a draw when the stock is down to two cards."""


class Gin(Game):
    """Gin Rummy's deals: checked by :func:`verify_gin`, the deadwood counted by
    :func:`gin_count` (the lay-offs as entered), scored by :func:`score_gin`; the defender lays
    off on the knocker's melds only (005 Laying off)."""

    scoring = "gin"
    endings = GIN_ENDINGS
    knocks = True
    arranges_deadwood = True

    def reads_earlier(self, rules: Rules) -> bool:
        """The deal that ends a game played to a target carries the game, box and shutout
        bonuses (005 pagat Gin Rummy, Scoring)."""
        return rules.target is not None

    def player_endings(self, rules: Rules) -> tuple[Ending, ...]:
        """A knock, gin, and big gin where the house plays it (005 Variations).

        >>> from scorekeeper.rules.presets import find_preset
        >>> GIN_GAME.player_endings(find_preset("gin-rummy"))
        ('knock', 'gin')
        """
        return tuple(
            ending
            for ending in super().player_endings(rules)
            if ending != "big_gin" or rules.big_gin_bonus is not None
        )

    def score(self, facts: DealFacts) -> DealScore:
        rules, players, knocker = facts.rules, facts.players, facts.went_out
        ending = facts.ending or "stock_out"
        verify_said_nothing(facts)
        counted = laid_out(facts)
        verify_each_player(facts)
        rules.verify_players(len(players))
        verify_gin(rules, players, knocker, ending, facts.upcard)
        tables = [
            table if player.name == knocker else []
            for player, table in zip(players, counted.tables, strict=True)
        ]
        verify_lay_offs(players, tables, rules, facts.wild_rank)
        hands = [gin_count(rules, player).points for player in players]
        return score_gin(
            rules, players, knocker, ending, hands, facts.upcard, facts.earlier, facts.starting
        )

    def whole_hand(
        self, rules: Rules, cards: Sequence[Card], wild_rank: Rank | None, players: int
    ) -> WholeHand | None:
        """Ten or eleven cards at their least deadwood (005 pagat Gin Rummy)."""
        if len(cards) not in (10, 11):
            return None
        try:
            return WholeHand(least_deadwood(cards, GIN_RUMMY))
        except (HandError, ValueError):
            return WholeHand(None)


GIN_GAME = Gin()


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
        cards = len(cards_of(player))
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
        best = least_deadwood(cards_of(held), GIN_RUMMY).points
        said = {"name": knocker, "points": points, "limit": limit, "best": best}
        raise DealError(Problem("gin.over_knock_limit", said, ("players", out, "hand")))


def score_gin(
    rules: Rules,
    players: Sequence[PlayerDeal],
    knocker: str | None,
    ending: Ending,
    hands: Sequence[int],
    upcard: Card | None,
    earlier: Sequence[DealScore],
    starting: Sequence[int] = (),
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
    ends = gin_game_end(rules, points, earlier, starting)
    scores = tuple(
        PlayerScore(name, 0, hands[i], points[i] + ends[i], points[i] + ends[i])
        for i, name in enumerate(names)
    )
    return DealScore(scores, knocker)


def gin_game_end(
    rules: Rules,
    points: Sequence[int],
    earlier: Sequence[DealScore],
    starting: Sequence[int] = (),
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
    :param starting: each player's points before the first deal (a game resumed from paper),
        counted toward the target like the deals'; ``()`` where both started at 0.
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
    before = list(starting) if starting else [0] * len(points)
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
