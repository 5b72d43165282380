"""Rummikub (preset ``rummikub``): tile rummy for two to four players, 106 tiles, 14 each (013
Rummikub; docs/rule-sources.md).

The tiles are numbered 1 to 13 in four colours, black, blue, orange and red, twice each, and
two jokers (``Rules.deck = "rummikub"``: ``13K``, ``1O``, ``10B``, ``JK``). A group is three
or four tiles of one number, each of a different colour; a run three or more consecutive
numbers of one colour, the 1 low only (12-13-1 is no run); a joker stands for any tile (013
pagat Tile Rummy; the rules card). The engine's meld checker judges both with the preset's
options (``set_suits_distinct``, ``aces="low"``): nothing here checks a meld again.

How a deal is entered: each player's ``melds`` are their initial meld, the melds laid from
their own tiles in their first play of the deal (none where they never made it), and their
``hand`` the tiles left on their rack when the deal ended. The initial meld must total at least
``initial_meld`` (30), a joker counting as the tile it stands for (013 pagat: "If a joker is
used, it counts as the number of the tile it represents"). A player who never made their
initial meld never laid a tile, so keeps every tile dealt (14) and every tile drawn. What was
played later, rearranging the table, leaves no trace the score needs: only the racks count.

A deal ends when a player goes out (ending ``went_out``): that player scores the others' rack
values together, each other player minus their own (a joker 30). Or the pool runs out and
nobody can go out (``pool_empty``): the player with the lowest rack wins the deal, named as
``went_out``; each other player scores minus the difference between their rack and the
winner's, and the winner the sum of those differences (013 the rules sheet, Scoring). Either
way the deal's scores sum to zero.

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.scoring import score_deal
>>> deal = score_deal(find_preset("rummikub"), [
...     PlayerDeal("Ann", melds=(Card.parse("10K 11K 12K"),)),
...     PlayerDeal("Bob", hand=Card.parse("1B 2B 3B 4B 5B 6B 7B 8B 9B 10B 11B 12B 13B JK")),
... ], "Ann", ending="went_out")
>>> [(player.name, player.score) for player in deal.players]
[('Ann', 121), ('Bob', -121)]
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Rank
from .deal import DealScore, Ending, PlayerDeal, PlayerScore
from .deal_checks import verify_empty_hand, verify_said_nothing
from .dealing import hand_size
from .errors import DealError, NotationError
from .game import DealFacts, Game
from .melds import MeldVerdict
from .options import Rules
from .problems import Param, Path, Problem

RUMMIKUB_ENDINGS: tuple[Ending, ...] = ("went_out", "pool_empty")
"""How a deal of Rummikub ends (013 pagat Tile Rummy; the rules sheet): a player goes out, or
the pool runs out and nobody can play, when the player with the lowest rack wins the deal."""


class Rummikub(Game):
    """Rummikub's deals: each player's initial meld judged by the meld checker and its total
    checked, the racks of those who never melded checked whole, going out or the lowest rack
    checked, the racks scored (:func:`score_rummikub`)."""

    scoring = "rummikub"
    endings = RUMMIKUB_ENDINGS
    lays_off = False  # a tile played later goes onto the table, which the score never reads

    def sums_to_zero(self, rules: Rules) -> bool:
        """Every deal sums to zero, the winner taking what the others lose (013 the rules
        sheet, Scoring): a deal typed as scores is checked to add up to 0 too."""
        return True

    def player_endings(self, rules: Rules) -> tuple[Ending, ...]:
        """Both endings are a player's: who went out, or who held the lowest rack."""
        return self.endings

    def score(self, facts: DealFacts) -> DealScore:
        """Check the table, each initial meld and each rack, then how the deal ended; score
        the racks."""
        facts.rules.verify_players(len(facts.players))
        verify_said_nothing(facts)
        for seat, player in enumerate(facts.players):
            verify_initial_meld(facts, seat, player)
            verify_rack(facts, seat, player)
        verify_ending(facts)
        return score_rummikub(facts)


RUMMIKUB_GAME = Rummikub()


def verify_initial_meld(facts: DealFacts, seat: int, player: PlayerDeal) -> None:
    """A player's initial meld: nothing laid off, each meld a legal group or run (the meld
    checker, :meth:`Game.check_meld`), together at least ``initial_meld`` (30), a joker
    counting as the tile it stands for (013 pagat Tile Rummy: "the total numbers of the tiles
    used add up to 30 or more. If a joker is used, it counts as the number of the tile it
    represents"; the rules card: "Make a set that adds up to at least 30 points").

    :raises DealError: ``rummikub.laid_off`` (``name``) at the lay-offs; ``deal.illegal_meld``
        (``name``, ``meld``) at the meld; ``rummikub.initial_meld_short`` (``name``,
        ``melds``: each meld's tiles in notation, ``total``, ``least``) at the first meld.
    """
    if player.laid_off:
        said: dict[str, Param] = {"name": player.name}
        raise DealError(Problem("rummikub.laid_off", said, ("players", seat, "laid_off")))
    total = 0
    for number, cards in enumerate(player.melds):
        path: Path = ("players", seat, "melds", number)
        verdict = RUMMIKUB_GAME.check_meld(cards, facts.rules, None, player.stated(number))
        if verdict.problem is not None:
            said = {"name": player.name, "meld": verdict.problem}
            raise DealError(Problem("deal.illegal_meld", said, path))
        total += meld_total(verdict)
    least = facts.rules.initial_meld
    if player.melds and total < least:
        melds = tuple(tuple(str(card) for card in meld) for meld in player.melds)
        said = {"name": player.name, "melds": melds, "total": total, "least": least}
        raise DealError(Problem("rummikub.initial_meld_short", said, ("players", seat, "melds", 0)))


def meld_total(verdict: MeldVerdict) -> int:
    """A legal meld's total as an initial meld: each tile's number, a joker the number of the
    tile it stands for (013 pagat Tile Rummy).

    >>> from scorekeeper.rules.presets import find_preset
    >>> from scorekeeper.rules.melds import check_meld
    >>> meld_total(check_meld(Card.parse("11K JK 13K"), find_preset("rummikub")))
    36
    """
    return sum(_number(reading.stands_for or "") for reading in verdict.cards)


def _number(stands_for: str) -> int:
    """The number of what a tile stands for: a tile (``"12K"``) in a run, a number (``"9"``,
    a rank ``"Q"``) in a group."""
    try:
        rank = Card.from_str(stands_for).rank
    except NotationError:
        rank = Rank.parse(stands_for)
    assert rank is not None
    return rank.value


def verify_rack(facts: DealFacts, seat: int, player: PlayerDeal) -> None:
    """A player who never made their initial meld laid no tile, so their rack holds every tile
    dealt (14) and each one drawn: "If you can't play anything, draw a tile" (013 the rules
    card; pagat Tile Rummy: 14 tiles each).

    :raises DealError: ``rummikub.rack_short`` (``name``, ``tiles``, ``dealt``) at the rack.
    """
    dealt = hand_size(facts.rules, len(facts.players), 1)
    if player.melds or dealt is None or len(player.hand) >= dealt:
        return
    said: dict[str, Param] = {"name": player.name, "tiles": len(player.hand), "dealt": dealt}
    raise DealError(Problem("rummikub.rack_short", said, ("players", seat, "hand")))


def verify_ending(facts: DealFacts) -> None:
    """The player who went out has an empty rack; where the pool ran out, the player named
    holds the lowest rack (013 the rules sheet: "the player with the lowest value of tiles on
    his/her rack wins the round"; of two racks as low, the table says which won).

    :raises DealError: ``going_out.cards_left_in_hand`` at the rack;
        ``rummikub.not_lowest_rack`` (``name``, ``rack``, ``lowest``, ``holder``) at
        ``went_out``.
    """
    if facts.went_out is None:  # the ending's shared check asks for a name
        return
    seat = facts.names.index(facts.went_out)
    if facts.ending == "went_out":
        verify_empty_hand(seat, facts.players[seat])
        return
    racks = rack_values(facts)
    lowest = min(racks)
    if racks[seat] > lowest:
        holder = facts.names[racks.index(lowest)]
        said: dict[str, Param] = {"name": facts.went_out, "rack": racks[seat]}
        said |= {"lowest": lowest, "holder": holder}
        raise DealError(Problem("rummikub.not_lowest_rack", said, ("went_out",)))


def rack_values(facts: DealFacts) -> list[int]:
    """Each player's rack value, in seating order (points): each tile its number, a joker 30
    (013 pagat Tile Rummy; the rules sheet: "the penalty for having a joker on a rack is 30
    points")."""
    return [_points(facts, player.hand) for player in facts.players]


def _points(facts: DealFacts, tiles: Sequence[Card]) -> int:
    return sum(facts.rules.card_value(tile, None) for tile in tiles)


def score_rummikub(facts: DealFacts) -> DealScore:
    """Each player's score of the deal, which sum to zero (013 the rules sheet, Scoring; pagat
    Tile Rummy; rummikub.org, Scoring).

    Gone out: the player who went out collects every other rack (``bonus``), each other
    player scores minus their rack (``hand``). The pool empty: every player is credited the
    winner's rack (``bonus``) and charged their own (``hand``), so each other player scores
    minus the difference, and the winner also collects those differences: "Each player totals
    up the value of his/her tiles and subtracts it from the winner's total ... The total of
    these negative numbers is scored to the winner as a positive amount" (the rules sheet).
    """
    assert facts.went_out is not None
    out = facts.names.index(facts.went_out)
    racks = rack_values(facts)
    if facts.ending == "pool_empty":
        credit = racks[out]
        bonus = [credit] * len(racks)
        bonus[out] += sum(rack - credit for rack in racks)
    else:
        bonus = [0] * len(racks)
        bonus[out] = sum(racks)
    scores = tuple(
        PlayerScore(player.name, 0, racks[i], bonus[i], bonus[i] - racks[i])
        for i, player in enumerate(facts.players)
    )
    return DealScore(scores, facts.went_out)
