"""Scoring: what a deal adds to each player's running total, and the standings of a game.

>>> from scorekeeper.rules.options import find_preset
>>> deal = score_deal(
...     find_preset("500-rummy"),
...     [PlayerDeal("Ann", melds=(Card.parse("JH JC JD"),), laid_off=Card.parse("8S"),
...                 hand=Card.parse("2C 5D")),
...      PlayerDeal("Bob", hand=Card.parse("AS KS"))],
...     went_out=None,
... )
>>> [(player.name, player.score) for player in deal.players]
[('Ann', 31), ('Bob', -25)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, Rank
from .errors import DealError, PlayerNameError, RulesError
from .melds import check_meld, pack_problem
from .options import Rules


@dataclass(frozen=True)
class PlayerDeal:
    """One player's cards at the end of a deal.

    :ivar melds: the melds the player laid down, each a tuple of cards.
    :ivar laid_off: cards the player laid off on melds already on the table.
    :ivar hand: cards left in the player's hand when the play ended.
    """

    name: str
    melds: tuple[tuple[Card, ...], ...] = ()
    laid_off: tuple[Card, ...] = ()
    hand: tuple[Card, ...] = ()


@dataclass(frozen=True)
class PlayerScore:
    """What one deal gives one player, in points.

    :ivar melded: points of the player's melds and lay-offs.
    :ivar hand: points of the cards left in the player's hand.
    :ivar bonus: points collected for going out (others' hands, a going-out bonus).
    :ivar score: what the deal adds to the player's running total (may be negative).
    """

    name: str
    melded: int
    hand: int
    bonus: int
    score: int


@dataclass(frozen=True)
class DealScore:
    """A scored deal: one :class:`PlayerScore` for each player, in seating order."""

    players: tuple[PlayerScore, ...]
    went_out: str | None


@dataclass(frozen=True)
class Standings:
    """A game's state after its deals.

    :ivar names: the players in seating order.
    :ivar totals: each player's running total after the last deal, in points.
    :ivar finished: whether the game is over.
    :ivar winners: the winners (several when tied), empty while the game goes on.
    """

    names: tuple[str, ...]
    totals: tuple[int, ...]
    finished: bool
    winners: tuple[str, ...]


def score_deal(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None,
    wild_rank: Rank | None = None,
) -> DealScore:
    """Score one deal for every player.

    Under ``unmelded="to_player_out"`` each player scores their melds and the player who went
    out also scores every card left in the others' hands; when the stock ran out nobody
    collects them (000 pagat 5000 Rummy, Scoring). Under ``"subtract"`` each player scores
    their melds minus the cards left in their own hand, which may be negative (001 pagat
    500 Rummy, The Scoring).

    :param rules: the game's rules; packs are fixed for ``len(players)`` here.
    :param players: each player's melds, lay-offs and hand, in seating order.
    :param went_out: the name of the player who went out, or ``None`` if the stock ran out.
    :param wild_rank: the deal's wild rank (the dealer's upcard), where the game has one.
    :returns: every player's points.
    :raises RulesError: for a missing or unexpected ``wild_rank``.
    :raises PlayerNameError: for a missing or repeated name, or a ``went_out`` that is no
        player; its ``path`` says where (``("went_out",)``).
    :raises DealError: for an illegal meld or a card entered more often than the packs hold;
        its ``path`` says where (``("players", 0, "melds", 1)``).
    """
    rules.verify_wild_rank(wild_rank)
    rules = rules.for_players(len(players))
    _verify_players(players, went_out)
    _verify_pack(players, rules)
    melded = [_melded_points(i, player, rules, wild_rank) for i, player in enumerate(players)]
    hands = [sum(rules.card_value(card, wild_rank) for card in player.hand) for player in players]
    scores = []
    for index, player in enumerate(players):
        bonus = 0
        if player.name == went_out:
            bonus = rules.going_out_bonus
            if rules.unmelded == "to_player_out":
                bonus += sum(hands) - hands[index]
        penalty = hands[index] if rules.unmelded == "subtract" else 0
        score = melded[index] + bonus - penalty
        scores.append(PlayerScore(player.name, melded[index], hands[index], bonus, score))
    return DealScore(tuple(scores), went_out)


def standings(rules: Rules, names: Sequence[str], deals: Sequence[DealScore]) -> Standings:
    """The running totals after ``deals``, whether the game is over, and who won.

    The game is over once a player's total reaches the target; the highest total wins
    (000 pagat 5000 Rummy, Scoring). Under ``tie_at_target="play_on"`` a tie for the win
    means further deals until one player leads (001 pagat 500 Rummy, The Scoring); under
    ``"joint_winners"`` the tied players win together.

    :param names: the players in seating order.
    :param deals: the scored deals in the order played; each names the same players.
    :raises RulesError: if a deal does not name the same players.
    """
    totals = dict.fromkeys(names, 0)
    for number, deal in enumerate(deals, start=1):
        if [player.name for player in deal.players] != list(names):
            raise RulesError(f"deal {number} does not have the game's players")
        for player in deal.players:
            totals[player.name] += player.score
    finished, winners = _outcome(rules, totals)
    return Standings(tuple(names), tuple(totals.values()), finished, winners)


def _outcome(rules: Rules, totals: dict[str, int]) -> tuple[bool, tuple[str, ...]]:
    if not totals or max(totals.values()) < rules.target:
        return False, ()
    best = max(totals.values()) if rules.winner == "highest" else min(totals.values())
    winners = tuple(name for name, total in totals.items() if total == best)
    if len(winners) > 1 and rules.tie_at_target == "play_on":
        return False, ()
    return True, winners


def _verify_players(players: Sequence[PlayerDeal], went_out: str | None) -> None:
    if not players:
        raise PlayerNameError("A deal needs at least one player.", ("players",))
    seen: set[str] = set()
    for index, player in enumerate(players):
        if not player.name.strip():
            raise PlayerNameError("Every player needs a name.", ("players", index, "name"))
        if player.name in seen:
            raise PlayerNameError(f"{player.name} is named twice.", ("players", index, "name"))
        seen.add(player.name)
    if went_out is not None and went_out not in seen:
        raise PlayerNameError(f"{went_out} is not one of this deal's players.", ("went_out",))


def _verify_pack(players: Sequence[PlayerDeal], rules: Rules) -> None:
    """Every card entered at most as often as the packs hold it, pointing at the first excess."""
    counts: Counter[Card] = Counter()
    for index, player in enumerate(players):
        places: list[tuple[tuple[str | int, ...], tuple[Card, ...]]] = [
            (("players", index, "melds", number), meld) for number, meld in enumerate(player.melds)
        ]
        places += [(("players", index, "laid_off"), player.laid_off)]
        places += [(("players", index, "hand"), player.hand)]
        for path, cards in places:
            counts.update(cards)
            excess = [card for card in cards if counts[card] > rules.pack[card]]
            if excess:
                entered = [card for card in counts.elements() if card == excess[0]]
                problem = pack_problem(entered, rules)
                raise DealError(problem or f"{excess[0]} is entered too often.", path)


def _melded_points(index: int, player: PlayerDeal, rules: Rules, wild_rank: Rank | None) -> int:
    points = 0
    for number, meld in enumerate(player.melds):
        verdict = check_meld(meld, rules, wild_rank)
        if verdict.points is None:
            raise DealError(f"{player.name}: {verdict.reason}", ("players", index, "melds", number))
        points += verdict.points
    return points + sum(rules.card_value(card, wild_rank) for card in player.laid_off)
