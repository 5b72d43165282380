"""Canasta (preset ``canasta``): classic partnership Canasta, four players in two sides of two,
two packs and four jokers (007 Canasta; docs/rule-sources.md).

A side's melds are shared by its partners: each meld is three or more cards of one natural rank
(4 to A), jokers and twos wild, at least two naturals, never more wild cards than naturals, at
most three wild cards (``max_wilds_per_meld``); seven cards or more make a canasta, natural
(500) or mixed (300). Red threes are laid face up on their own (100 each, 800 for all four; as
much against a side that melded nothing); black threes are melded only by the player going
out, three or four without wild cards. A player may go out once the side has a canasta
(``canastas_to_go_out``): 100, or 200 going out concealed. A side's deal score is its melded
cards, canasta bonuses, red threes and going-out bonus, less the cards left in both partners'
hands.

How a deal is entered: every card a side melded is in a meld on one partner's
:class:`~scorekeeper.rules.deal.PlayerDeal` or the other's; the entered melds of one rank on one
side are that side's one meld of the rank (a meld built by both partners may be entered in
parts, each part holding a natural card of the rank). A side's red threes are entered as a
"meld" of red threes only (``3H 3D``). Nothing is laid off in Canasta: a card added to a meld is
entered in the meld (``laid_off`` is refused). Each player's ``hand`` is the cards left in that
player's hand.

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.scoring import score_deal
>>> deal = score_deal(find_preset("canasta"), [
...     PlayerDeal("Ann", melds=(Card.parse("KH KS KD KC KH KS 2C"), Card.parse("3H"))),
...     PlayerDeal("Bob", melds=(Card.parse("AH AS AD"),), hand=Card.parse("9C")),
...     PlayerDeal("Cy", hand=Card.parse("4S")),
...     PlayerDeal("Dee", hand=Card.parse("JK")),
... ], "Ann", ending="went_out")
>>> [(player.name, player.score) for player in deal.players]
[('Ann', 580), ('Bob', 50), ('Cy', -5), ('Dee', -50)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import Card, Rank, is_red_three
from .deal import COUNT_NAMES, CountName, DealScore, Ending, PlayerDeal, PlayerScore
from .deal_checks import verify_empty_hand, verify_said_nothing
from .errors import DealError, RulesError
from .game import DealFacts, Game
from .melds import CardReading, MeldVerdict
from .options import Rules
from .problems import Param, Path, Problem
from .side_counts import counted_sides, counts_path, score_counted

CANASTA_ENDINGS: tuple[Ending, ...] = ("went_out", "went_out_concealed", "stock_out")
"""How a deal of Canasta ends (007 Yahoo! Games, Britannica, Going out): a player went out
(with or without a final discard), went out concealed (the whole hand melded in one turn, having
melded nothing before), or the stock ran out."""

CANASTA_LEAST = 7
"""A canasta is a meld of seven cards or more (007 Yahoo! Games, Britannica)."""

NATURAL_CANASTA = 500
"""A natural canasta, no wild card in it (007 Yahoo! Games, Britannica: 500)."""

MIXED_CANASTA = 300
"""A mixed canasta, one to three wild cards in it (007 Yahoo! Games, Britannica: 300)."""

RED_THREE = 100
"""Each red three a side laid down (007 Yahoo! Games: "red 3 = 100 each")."""

ALL_RED_THREES = 800
"""All four red threes laid down by one side (007 Yahoo! Games: "all 4 red 3s = 800 total";
Britannica: 200 apiece)."""

GOING_OUT = 100
"""Going out (007 Britannica: "going out (100, but 200 if concealed)")."""

GOING_OUT_CONCEALED = 200
"""Going out concealed, in all (007 Britannica)."""

INITIAL_MINIMUMS: tuple[tuple[int, int], ...] = ((7500, 150), (3000, 120), (1500, 90), (0, 50))
"""The least count of a side's first meld of a deal by its total before the deal, highest step
first (007 Yahoo! Games, Initial Meld Requirements; Wikipedia, Initial melds): 3,000 and over
120; 1,500 to 2,995 90; 0 to 1,495 50; a negative total 15 (:data:`BELOW_ZERO_MINIMUM`). From
7,500, 150 (007 rummy-games.com, Canasta for Six Players: "If playing for 10000 points, the
minimum count at 7500 points is 150"): only a game played past 7,500 reaches it, the six
players' 10,000 of two teams; a game to 5,000 or 7,500 has ended before."""

BELOW_ZERO_MINIMUM = 15
"""The initial minimum of a side whose total is negative (007 Yahoo! Games: "Less than 0 =
15")."""

MELD_LEAST = 3
"""A meld holds three cards or more (007 Yahoo! Games: "a set of three or more cards of the
same rank")."""

NATURALS_LEAST = 2
"""A meld holds two natural cards at least (007 Yahoo! Games: "all melds must contain at least
two natural (non-wild) cards")."""

BLACK_THREES = (3, 4)
"""Black threes are melded three or four together, without wild cards, by the player going out
(007 Yahoo! Games)."""

FOUR_PLAYERS = 4
"""Four play in two partnerships (007 Yahoo! Games: "Players are divided into two competing
partnerships")."""

SIX_PLAYERS = 6
"""Six play in two partnerships of three or three of two, with three packs and six jokers
(007 rummy-games.com, Canasta for Six Players)."""

FORMS = (2, 3, FOUR_PLAYERS, SIX_PLAYERS)
"""The tables the published forms play (007): two each for themself (pagat.com, bicyclecards.com:
15 cards each, two cards drawn, two canastas to go out), three each for themself (13 cards
each), four in two partnerships, six in partnerships (rummy-games.com). No description read
plays five, nor four or six each alone."""

CANASTAS_BY_PLAYERS: dict[int, int] = {2: 2, SIX_PLAYERS: 2}
"""The canastas a side needs to go out where the table leaves ``canastas_to_go_out`` empty, by
the players at the table; one where not named (007 Britannica: "at least one canasta"). Two
players need two (pagat.com, Canasta for two players: "A player needs two canastas to go out";
bicyclecards.com, Two-Hand Canasta: "A player must have two canastas to go out"); six need two
(rummy-games.com: "Two canastas are required to go out")."""

MANY_RED_THREES: dict[int, int] = {5: 1000, 6: 1200}
"""What five or six red threes on one side count in all, where three packs hold six (007
rummy-games.com, Canasta for Six Players: "Up to four red threes are worth 100 points each; a
partnership holding five red threes gets 1000 points total, or 1200 points for six")."""


TWO_PACKS_RED_THREES = 4
"""The red threes two packs hold: "all 4 red 3s = 800 total" (007 Yahoo! Games)."""


def initial_minimum(total: int) -> int:
    """The least count of a side's first meld, by the side's total before the deal (007 Yahoo!
    Games, Initial Meld Requirements).

    >>> [initial_minimum(total) for total in (-20, 0, 1495, 1500, 2995, 3000)]
    [15, 50, 50, 90, 90, 120]
    """
    if total < 0:
        return BELOW_ZERO_MINIMUM
    return next(least for start, least in INITIAL_MINIMUMS if total >= start)


@dataclass
class SideMeld:
    """One side's meld of one rank (or its red threes, or its black threes), as its parts were
    entered.

    :ivar cards: every card of it, in the order entered.
    :ivar seats: the seats on whose deal a part of it was entered, in the order entered.
    :ivar path: where its first part was entered.
    """

    cards: list[Card] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)
    path: Path = ()


@dataclass(frozen=True)
class Side:
    """A side (a partnership, or one player where each plays for themself) as its cards count.

    :ivar seats: its players' seats, in seating order.
    :ivar melds: its melds by rank (black threes under ``Rank.THREE``), red threes apart.
    :ivar red_threes: its red threes, where it laid any down.
    """

    seats: tuple[int, ...]
    melds: dict[Rank, SideMeld]
    red_threes: SideMeld | None


class Canasta(Game):
    """Canasta's deals: each side's melds judged together (:func:`canasta_sides`), going out and
    the initial minimum checked, the sides scored (:func:`score_canasta`)."""

    scoring = "canasta"
    endings = CANASTA_ENDINGS
    confirms_empty_deals = True
    lays_off = False

    def reads_earlier(self, rules: Rules) -> bool:
        """A side's first meld needs a minimum by its total before the deal (007 Yahoo! Games,
        Initial Meld Requirements)."""
        return True

    def score(self, facts: DealFacts) -> DealScore:
        verify_said_nothing(facts)
        facts.rules.verify_players(len(facts.players))
        sides = canasta_sides(facts)
        for side in sides:
            verify_side(facts, side)
        verify_going_out(facts, sides)
        for side in sides:
            verify_initial_minimum(facts, side)
        return score_canasta(facts, sides)

    def counts_taken(self, rules: Rules) -> tuple[CountName, ...]:
        return COUNT_NAMES

    def score_counts(self, facts: DealFacts) -> DealScore:
        facts.rules.verify_players(len(facts.players))
        return score_canasta_counts(facts)

    def check_meld(
        self,
        cards: Sequence[Card],
        rules: Rules,
        wild_rank: Rank | None,
        stated: Sequence[str | None] = (),
    ) -> MeldVerdict:
        """One meld of Canasta (007 Yahoo! Games): red threes alone are laid down apart (no
        meld, worth no card points: their bonus is the side's); a meld of one rank as the
        engine judges a set under the preset's options, with at least two natural cards and
        no more wild cards than natural cards (``canasta.meld_wilds``, ``cards``,
        ``naturals``, ``wilds``). Black threes are a meld only for the player going out, which
        one meld does not show."""
        verdict = red_threes_apart(cards) or super().check_meld(cards, rules, wild_rank, stated)
        if not verdict.valid:
            return verdict
        wilds = sum(rules.is_wild(card, wild_rank) for card in cards)
        naturals = len(cards) - wilds
        if naturals >= NATURALS_LEAST and wilds <= naturals:
            return verdict
        said: dict[str, Param] = {
            "cards": tuple(str(card) for card in cards),
            "naturals": naturals,
            "wilds": wilds,
        }
        return MeldVerdict(False, verdict.kinds, Problem("canasta.meld_wilds", said), None, ())


CANASTA_GAME = Canasta()


def red_threes_apart(cards: Sequence[Card]) -> MeldVerdict | None:
    """The meld checker's verdict on red threes entered alone: laid down apart, no meld,
    worth no card points (their bonus is the side's; 007 Yahoo! Games, 008); ``None`` for
    other cards."""
    if not cards or not all(is_red_three(card) for card in cards):
        return None
    readings = tuple(CardReading(card, False, str(card.rank)) for card in cards)
    return MeldVerdict(True, (), None, 0, readings)


def side_seats(facts: DealFacts) -> list[tuple[int, ...]]:
    """Each side's seats: the teams' (partners across the table), else each player alone; four
    and six players play in partnerships only, and five in no published form (:data:`FORMS`).

    :raises RulesError: ``canasta.teams_needed`` (``players``) at ``teams``;
        ``canasta.no_form`` (``players``) at ``players``.
    """
    players = len(facts.players)
    said: dict[str, Param] = {"players": players}
    if players not in FORMS:
        raise RulesError(Problem("canasta.no_form", said, ("players",)))
    if not facts.teams and players in (FOUR_PLAYERS, SIX_PLAYERS):
        raise RulesError(Problem("canasta.teams_needed", said, ("teams",)))
    return team_sides(facts)


def canastas_needed(rules: Rules, players: int) -> int:
    """The canastas a side needs to go out: ``canastas_to_go_out`` where the table set it, else
    the published form's by the players at the table (:data:`CANASTAS_BY_PLAYERS`).

    >>> from scorekeeper.rules.presets import find_preset
    >>> [canastas_needed(find_preset("canasta"), players) for players in (2, 3, 4, 6)]
    [2, 1, 1, 2]
    """
    if rules.canastas_to_go_out is not None:
        return rules.canastas_to_go_out
    return CANASTAS_BY_PLAYERS.get(players, 1)


def team_sides(facts: DealFacts) -> list[tuple[int, ...]]:
    """Each side's seats: the teams' (partners across the table), else each player alone."""
    if not facts.teams:
        return [(seat,) for seat in range(len(facts.players))]
    count = max(facts.teams) + 1
    return [
        tuple(seat for seat, team in enumerate(facts.teams) if team == number)
        for number in range(count)
    ]


def canasta_sides(facts: DealFacts) -> list[Side]:
    """Each side's melds, its partners' entries put together by rank (:class:`Side`), after
    each player's entry is checked: nothing laid off, no red three left in hand, each meld
    entered of red threes only, or of black threes only, or of one natural rank with wild
    cards.

    :raises RulesError: ``canasta.teams_needed`` (:func:`side_seats`).
    :raises DealError: ``canasta.laid_off`` (``name``) at the lay-offs;
        ``canasta.red_three_in_hand`` (``name``, ``cards``) at the hand;
        ``canasta.red_three_mixed`` (``name``, ``cards``) and ``canasta.not_one_rank``
        (``name``, ``cards``) at the meld.
    """
    rules = facts.rules
    sides = []
    for seats in side_seats(facts):
        melds: dict[Rank, SideMeld] = {}
        red = SideMeld()
        for seat in seats:
            player = facts.players[seat]
            _verify_entry(seat, player)
            for number, meld in enumerate(player.melds):
                path: Path = ("players", seat, "melds", number)
                if all(is_red_three(card) for card in meld):
                    _add(red, meld, seat, path)
                    continue
                said: dict[str, Param] = {
                    "name": player.name,
                    "cards": tuple(str(card) for card in meld),
                }
                if any(is_red_three(card) for card in meld):
                    raise DealError(Problem("canasta.red_three_mixed", said, path))
                ranks = {card.rank for card in meld if not rules.is_wild(card, None)}
                if len(ranks) != 1:
                    raise DealError(Problem("canasta.not_one_rank", said, path))
                rank = ranks.pop()
                assert rank is not None  # a joker is wild
                _add(melds.setdefault(rank, SideMeld()), meld, seat, path)
        sides.append(Side(seats, melds, red if red.cards else None))
    return sides


def _verify_entry(seat: int, player: PlayerDeal) -> None:
    if player.laid_off:
        said: dict[str, Param] = {"name": player.name}
        raise DealError(Problem("canasta.laid_off", said, ("players", seat, "laid_off")))
    red = tuple(str(card) for card in player.hand if is_red_three(card))
    if red:
        said = {"name": player.name, "cards": red}
        raise DealError(Problem("canasta.red_three_in_hand", said, ("players", seat, "hand")))


def _add(meld: SideMeld, cards: Sequence[Card], seat: int, path: Path) -> None:
    if not meld.cards:
        meld.path = path
    meld.cards.extend(cards)
    meld.seats.append(seat)


def verify_side(facts: DealFacts, side: Side) -> None:
    """Each of a side's melds, its parts together, is a legal meld of Canasta (007 Yahoo!
    Games): three cards or more; at least two naturals; no more wild cards than naturals, and
    no more than ``max_wilds_per_meld`` (three); black threes three or four, without wild
    cards, on the side of the player who went out.

    :raises DealError: ``canasta.too_few_cards`` (``name``, ``rank``, ``cards``),
        ``canasta.wild_limits`` (``name``, ``rank``, ``naturals``, ``wilds``, ``most``: the
        most wild cards, ``None`` for no limit beyond the naturals) and ``canasta.black_threes``
        (``name``, ``cards``) at the meld's first part; ``name`` is its first part's player.
    """
    rules = facts.rules
    went_out = facts.went_out
    names = facts.names
    out_here = went_out is not None and names.index(went_out) in side.seats
    for rank, meld in side.melds.items():
        name = names[meld.seats[0]]
        wilds = sum(rules.is_wild(card, None) for card in meld.cards)
        naturals = len(meld.cards) - wilds
        said: dict[str, Param] = {"name": name, "rank": str(rank)}
        if rank is Rank.THREE:
            if wilds or len(meld.cards) not in BLACK_THREES or not out_here:
                said = {"name": name, "cards": tuple(str(card) for card in meld.cards)}
                raise DealError(Problem("canasta.black_threes", said, meld.path))
            continue
        if len(meld.cards) < MELD_LEAST:
            said |= {"cards": len(meld.cards)}
            raise DealError(Problem("canasta.too_few_cards", said, meld.path))
        most = rules.max_wilds_per_meld
        if naturals < NATURALS_LEAST or wilds > naturals or (most is not None and wilds > most):
            said |= {"naturals": naturals, "wilds": wilds, "most": most}
            raise DealError(Problem("canasta.wild_limits", said, meld.path))


def canastas(side: Side) -> list[SideMeld]:
    """A side's canastas: its melds of seven cards or more (007 Yahoo! Games)."""
    return [meld for meld in side.melds.values() if len(meld.cards) >= CANASTA_LEAST]


def canasta_bonus(rules: Rules, meld: SideMeld) -> int:
    """A meld's canasta bonus: 500 natural, 300 mixed, none under seven cards (007 Yahoo!
    Games, Britannica).

    >>> from scorekeeper.rules.presets import find_preset
    >>> rules = find_preset("canasta")
    >>> canasta_bonus(rules, SideMeld(Card.parse("7H 7S 7D 7C 7H 7S 7D")))
    500
    >>> canasta_bonus(rules, SideMeld(Card.parse("7H 7S 7D 7C 7H JK 2D")))
    300
    """
    if len(meld.cards) < CANASTA_LEAST:
        return 0
    wild = any(rules.is_wild(card, None) for card in meld.cards)
    return MIXED_CANASTA if wild else NATURAL_CANASTA


def verify_going_out(facts: DealFacts, sides: Sequence[Side]) -> None:
    """The player who went out has no card left in hand, and the side has at least
    :func:`canastas_needed` canastas (007 Yahoo! Games, Britannica: "provided that the
    partnership has made at least one canasta"; Hoyle's rules: one or two, by the table's
    setting; two players and six: two). A concealed going out is taken as said: the cards
    cannot show that the whole hand was melded in one turn.

    :raises DealError: ``going_out.cards_left_in_hand`` at the hand; ``canasta.no_canasta``
        (``name``, ``canastas``, ``needed``) at ``went_out``.
    """
    if facts.went_out is None:
        return
    out = facts.names.index(facts.went_out)
    verify_empty_hand(out, facts.players[out])
    side = next(side for side in sides if out in side.seats)
    verify_canastas_to_go_out(facts, len(canastas(side)))


def verify_canastas_to_go_out(facts: DealFacts, made: int) -> None:
    """The side of the player who went out made ``made`` canastas: at least
      :func:`canastas_needed` (007 Yahoo! Games, Britannica; two players and six: two).

    :raises DealError: ``canasta.no_canasta`` (``name``, ``canastas``, ``needed``) at
        ``went_out``.
    """
    needed = canastas_needed(facts.rules, len(facts.players))
    if facts.went_out is not None and made < needed:
        said: dict[str, Param] = {"name": facts.went_out, "canastas": made, "needed": needed}
        raise DealError(Problem("canasta.no_canasta", said, ("went_out",)))


def side_total(facts: DealFacts, seats: Sequence[int]) -> int:
    """A side's total before the deal (its ``seats``): its players' starting scores and their
    scores of the earlier deals together (:meth:`DealFacts.total_before`)."""
    return sum(facts.total_before(seat) for seat in seats)


def melded_points(rules: Rules, side: Side) -> int:
    """The card points of a side's melds (red threes aside)."""
    return sum(rules.card_value(card, None) for meld in side.melds.values() for card in meld.cards)


def verify_initial_minimum(facts: DealFacts, side: Side) -> None:
    """A side that melded has melded at least its initial minimum in card points
    (:func:`initial_minimum` of its total before the deal, read from ``facts.earlier``; 007
    Yahoo! Games: "The first meld a player makes during a hand must have a minimum value").

    Only this necessary condition can be read from the cards at the end of a deal: the cards
    of the first meld itself, and whether they were laid down in one turn, are not known, so a
    first meld below the minimum that later melds made up for passes; the canasta and red three
    bonuses never count toward it.

    :raises DealError: ``canasta.below_minimum`` (``name``, ``points``, ``minimum``,
        ``total``) at the side's first meld.
    """
    if not side.melds:
        return
    first = min(side.melds.values(), key=lambda meld: meld.path)
    points = melded_points(facts.rules, side)
    verify_minimum_met(facts, side.seats, points, first.seats[0], first.path)


def verify_minimum_met(
    facts: DealFacts, seats: Sequence[int], points: int, seat: int, path: Path
) -> None:
    """A side (its ``seats``) that melded ``points`` card points in all met its initial
    minimum (:func:`initial_minimum` of its total before the deal).

    :raises DealError: ``canasta.below_minimum`` (``name``: the player at ``seat``,
        ``points``, ``minimum``, ``total``) at ``path``.
    """
    total = side_total(facts, seats)
    minimum = initial_minimum(total)
    if points < minimum:
        said: dict[str, Param] = {
            "name": facts.players[seat].name,
            "points": points,
            "minimum": minimum,
            "total": total,
        }
        raise DealError(Problem("canasta.below_minimum", said, path))


def red_three_points(rules: Rules, side: Side) -> int:
    """What a side's red threes count: 100 each, 800 for all four of two packs; with three
    packs (six red threes) 100 each up to four, 1,000 for five and 1,200 for six
    (:data:`MANY_RED_THREES`); against a side that melded nothing else (007 Yahoo! Games;
    Britannica: "If a side has failed to make any meld other than red 3s, then every red 3
    counts ... against").

    :param rules: the rules with the packs fixed for the table (``Rules.for_players``).
    """
    if side.red_threes is None:
        return 0
    return red_threes_count(rules, len(side.red_threes.cards), bool(side.melds))


def red_threes_count(rules: Rules, count: int, melded: bool) -> int:
    """What ``count`` red threes of one side count, in points: 100 each, 800 for all four of
    two packs; with three packs (six red threes) 100 each up to four, 1,000 for five and 1,200
    for six (:data:`MANY_RED_THREES`); against a side that has not ``melded`` (007 Yahoo!
    Games, Britannica; rummy-games.com, Canasta for Six Players).

    :param rules: the rules with the packs fixed for the table (``Rules.for_players``).
    """
    held = sum(copies for card, copies in rules.pack.items() if is_red_three(card))
    if held > TWO_PACKS_RED_THREES:
        points = MANY_RED_THREES.get(count, RED_THREE * count)
    else:
        points = ALL_RED_THREES if count == TWO_PACKS_RED_THREES else RED_THREE * count
    return points if melded else -points


def score_canasta(facts: DealFacts, sides: Sequence[Side]) -> DealScore:
    """Each side's deal score, shared among its players so that theirs add up to it (007
    Yahoo! Games, Britannica, Scoring): a meld's card points and canasta bonus go to the
    player on whose deal it was entered, or to the side's first player where its parts were
    entered on both partners; the red threes alike; the going-out bonus to the player who went
    out; each player's own hand is taken off that player's score.
    """
    rules, players = facts.rules, facts.players
    melded = [0] * len(players)
    bonus = [0] * len(players)

    def credited(side: Side, meld: SideMeld) -> int:
        return meld.seats[0] if len(set(meld.seats)) == 1 else side.seats[0]

    for side in sides:
        for meld in side.melds.values():
            seat = credited(side, meld)
            melded[seat] += sum(rules.card_value(card, None) for card in meld.cards)
            bonus[seat] += canasta_bonus(rules, meld)
        if side.red_threes is not None:
            bonus[credited(side, side.red_threes)] += red_three_points(rules, side)
    if facts.went_out is not None:
        bonus[facts.names.index(facts.went_out)] += going_out_bonus(facts)
    hands = [sum(rules.card_value(card, None) for card in player.hand) for player in players]
    scores = tuple(
        PlayerScore(player.name, melded[i], hands[i], bonus[i], melded[i] + bonus[i] - hands[i])
        for i, player in enumerate(players)
    )
    return DealScore(scores, facts.went_out)


def going_out_bonus(facts: DealFacts) -> int:
    """The bonus for going out: 100, or 200 going out concealed (007 Britannica)."""
    return GOING_OUT_CONCEALED if facts.ending == "went_out_concealed" else GOING_OUT


def score_canasta_counts(facts: DealFacts) -> DealScore:
    """A deal of Canasta entered as each side's counts (:mod:`.side_counts`; 007 Yahoo! Games,
    Britannica, Scoring): checked as counts can be (:func:`~.side_counts.counted_sides`), the
    side of the player who went out holding :func:`canastas_needed` canastas, each side that
    melded at its initial minimum; scored as the cards are (natural canastas 500, mixed 300,
    red threes, going out).

    :raises RulesError: ``canasta.teams_needed`` (:func:`side_seats`).
    :raises DealError: as :func:`~.side_counts.counted_sides`; ``canasta.no_canasta`` at
        ``went_out``; ``canasta.below_minimum`` at the side's first player's melded points.
    """
    verify_said_nothing(facts)
    sides = counted_sides(facts, side_seats(facts), COUNT_NAMES)
    if facts.went_out is not None:
        out = facts.names.index(facts.went_out)
        verify_canastas_to_go_out(facts, next(s.canastas for s in sides if out in s.seats))
    for side in sides:
        if side.melded:
            first = side.seats[0]
            path = counts_path(first, "melded")
            verify_minimum_met(facts, side.seats, side.counts.melded, first, path)
    return score_counted(
        facts,
        sides,
        (NATURAL_CANASTA, MIXED_CANASTA),
        lambda side: red_threes_count(facts.rules, side.counts.red_threes, side.melded),
        going_out_bonus(facts),
    )
