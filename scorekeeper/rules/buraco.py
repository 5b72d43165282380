"""Buraco (preset ``buraco``): Brazilian Buraco with the morto, four players in two sides of
two, or two each alone; two packs (009 Buraco; docs/rule-sources.md).

A side's melds are shared by its partners: each meld is a sequence of three or more cards of
one suit (a set of one rank too where the table plays ``sets_allowed``), an ace low or high,
twos ("curinga") and jokers wild, at most one wild card a meld (``max_wilds_per_meld``); a two
of the sequence's suit in its own place is a natural two (``wild_in_place_is_natural``), so a
meld may hold two twos. The engine's meld checker judges each meld (:mod:`.melds`). Seven cards
or more make a canastra: clean ("limpa", no wild card standing for another) 200, dirty
("suja") 100. A player may go out ("bater") once the side has a clean canastra (any canastra
where ``clean_canastra_to_go_out`` is off): 100. A side's deal score is its melded cards and
canastra bonuses, the going-out bonus, less the cards left in both partners' hands, less 100
where the side never took its morto.

How a deal is entered: each of a side's melds is entered whole on one partner's
:class:`~scorekeeper.rules.deal.PlayerDeal` (either), a run in order so that a wild card's place
shows what it stands for; a card added to a meld is entered in the meld (``laid_off`` is
refused). Each player's ``hand`` is the cards left in that player's hand. Whether a side took
its morto is what the cards cannot show, so it is said: the side that went out took its morto
(it goes out only once it has played its morto); a player whose side never took its own says
so (``said="morto_untaken"``, on either partner, :data:`BURACO_SAYINGS`), on a deal that ended
by going out or by the stock running out, for either side or both; the ending
``went_out_morto_untaken`` says it of the side that did not go out, as before.

>>> from scorekeeper.rules.presets import find_preset
>>> from scorekeeper.rules.scoring import score_deal
>>> deal = score_deal(find_preset("buraco"), [
...     PlayerDeal("Ann", melds=(Card.parse("3H 4H 5H 6H 7H 8H 9H"),)),
...     PlayerDeal("Bob", melds=(Card.parse("QS KS AS"),), hand=Card.parse("9C")),
...     PlayerDeal("Cy", hand=Card.parse("4S")),
...     PlayerDeal("Dee", hand=Card.parse("2D")),
... ], "Ann", ending="went_out_morto_untaken")
>>> [(player.name, player.score) for player in deal.players]
[('Ann', 345), ('Bob', -75), ('Cy', -5), ('Dee', -10)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .canasta import CANASTA_LEAST, GOING_OUT, side_seats
from .cards import Card
from .deal import COUNT_NAMES, CountName, DealScore, Ending, PlayerDeal, PlayerScore, Said
from .deal_checks import verify_empty_hand
from .errors import DealError, RulesError
from .game import DealFacts, Game
from .melds import MeldVerdict, check_meld
from .options import Rules
from .problems import Param, Path, Problem
from .side_counts import counted_sides, score_counted

BURACO_ENDINGS: tuple[Ending, ...] = ("went_out", "went_out_morto_untaken", "stock_out")
"""How a deal of Buraco ends (009 pagat Buraco; Copag; gamevelvet): a player went out, a player
went out while the other side never took its morto (that side loses 100; the same as a player
of that side saying ``morto_untaken``), or the stock ran out. A side that never took its morto
says so whichever way the deal ended (:data:`BURACO_SAYINGS`)."""

BURACO_SAYINGS: tuple[Said, ...] = ("morto_untaken",)
"""What a player of Buraco says beyond the cards: the player's side never took its morto (009
pokerlivepro: "100 points must be subtracted ... corresponding to the not taken dead deck";
gamevelvet). A fact of each side, said by either partner (or by the player alone): on a deal the
stock ran out of, either side or both may not have taken its morto."""

CLEAN_CANASTRA = 200
"""A clean canastra ("limpa"), no wild card in it (009 Wikipedia (pt), Objetivo: 200)."""

DIRTY_CANASTRA = 100
"""A dirty canastra ("suja"), a wild card in it (009 Wikipedia (pt), Objetivo: 100)."""

MORTO_UNTAKEN = 100
"""What a side that never took its morto loses (009 pokerlivepro Buraco, Score; gamevelvet:
"For the ones that didn't draw the extra pile, a hundred points are discounted")."""

TWO_SIDES = 2
"""Buraco is played by two sides: four in two partnerships, or two each alone (009 pagat;
netcartas: "2 or 4 players")."""


@dataclass(frozen=True)
class BuracoMeld:
    """One meld of a side as the meld checker read it.

    :ivar seat: the seat on whose deal it was entered.
    :ivar path: where it was entered.
    :ivar verdict: the meld checker's reading (its points, what each wild card stands for).
    """

    seat: int
    path: Path
    verdict: MeldVerdict

    @property
    def size(self) -> int:
        return len(self.verdict.cards)

    @property
    def clean(self) -> bool:
        """No wild card in it stands for another card: a two of a run's suit in its own place
        is natural (009 jogatina: a dirty canastra with the two of its suit becomes clean once
        the two stands in its place)."""
        cards = self.verdict.cards
        return all(not card.wild or card.stands_for == str(card.card) for card in cards)

    @property
    def canastra(self) -> int:
        """Its canastra bonus: 200 clean, 100 dirty, none under seven cards.

        >>> from scorekeeper.rules.presets import find_preset
        >>> rules = find_preset("buraco")
        >>> BuracoMeld(0, (), check_meld(Card.parse("2H 3H 4H 5H 6H 7H 8H"), rules)).canastra
        200
        >>> BuracoMeld(0, (), check_meld(Card.parse("3H 4H 5H 6H 7H 8H 2S"), rules)).canastra
        100
        """
        if self.size < CANASTA_LEAST:
            return 0
        return CLEAN_CANASTRA if self.clean else DIRTY_CANASTRA


class Buraco(Game):
    """Buraco's deals: each meld judged by the meld checker, going out checked against the
    side's canastras, the sides scored (:func:`score_buraco`)."""

    confirms_empty_deals = True
    lays_off = False  # a card added to a meld is entered in the meld
    scoring = "buraco"
    endings = BURACO_ENDINGS
    sayings = BURACO_SAYINGS

    def counts_taken(self, rules: Rules) -> tuple[CountName, ...]:
        """Clean and dirty canastras and the card points: no red threes in Buraco."""
        return tuple(name for name in COUNT_NAMES if name != "red_threes")

    def score_counts(self, facts: DealFacts) -> DealScore:
        return score_buraco_counts(facts, self.counts_taken(facts.rules))

    def score(self, facts: DealFacts) -> DealScore:
        """Check the table and every meld, then going out and the mortos said; score the two
        sides."""
        sides = buraco_sides(facts)
        melds = judged_melds(facts)
        verify_going_out(facts, sides, melds)
        verify_mortos(facts, sides)
        return score_buraco(facts, sides, melds)


BURACO_GAME = Buraco()


def buraco_sides(facts: DealFacts) -> list[tuple[int, ...]]:
    """Each side's seats: the two teams (partners across the table), else two players each
    alone, once the players are as many as the preset takes.

    :raises RulesError: as :meth:`~scorekeeper.rules.options.Rules.verify_players`;
        ``buraco.two_sides`` (``players``) at ``teams`` for any other table.
    """
    players = len(facts.players)
    facts.rules.verify_players(players)
    if not facts.teams and players != TWO_SIDES:
        said: dict[str, Param] = {"players": players}
        raise RulesError(Problem("buraco.two_sides", said, ("teams",)))
    return side_seats(facts)


def judged_melds(facts: DealFacts) -> list[BuracoMeld]:
    """Every meld entered, each judged by the meld checker as a meld of its own.

    :raises DealError: ``buraco.laid_off`` (``name``) at the lay-offs; ``deal.illegal_meld``
        (``name``, ``meld``: the checker's problem) at the meld.
    """
    rules: Rules = facts.rules
    melds = []
    for seat, player in enumerate(facts.players):
        _verify_nothing_laid_off(seat, player)
        for number, cards in enumerate(player.melds):
            path: Path = ("players", seat, "melds", number)
            verdict = check_meld(cards, rules, None, player.stated(number))
            if verdict.problem is not None:
                said: dict[str, Param] = {"name": player.name, "meld": verdict.problem}
                raise DealError(Problem("deal.illegal_meld", said, path))
            melds.append(BuracoMeld(seat, path, verdict))
    return melds


def _verify_nothing_laid_off(seat: int, player: PlayerDeal) -> None:
    if player.laid_off:
        said: dict[str, Param] = {"name": player.name}
        raise DealError(Problem("buraco.laid_off", said, ("players", seat, "laid_off")))


def verify_going_out(
    facts: DealFacts, sides: Sequence[tuple[int, ...]], melds: Sequence[BuracoMeld]
) -> None:
    """The player who went out has no card left in hand, and the side has a clean canastra
    (009 Wikipedia (pt): "Só pode-se bater com uma canastra limpa"; jogatina, Buraco Aberto and
    STBL; gamevelvet: "at least a natural canasta is needed"), or any canastra where
    ``clean_canastra_to_go_out`` is off (jogatina, Buraco Fechado).

    :raises DealError: ``going_out.cards_left_in_hand`` at the hand; ``buraco.no_canastra``
        (``name``, ``clean``: whether a clean one is needed) at ``went_out``.
    """
    if facts.went_out is None:
        return
    out = facts.names.index(facts.went_out)
    verify_empty_hand(out, facts.players[out])
    side = next(seats for seats in sides if out in seats)
    canastras = [meld for meld in melds if meld.seat in side and meld.size >= CANASTA_LEAST]
    verify_canastra_to_go_out(facts, sum(meld.clean for meld in canastras), len(canastras))


def verify_canastra_to_go_out(facts: DealFacts, clean: int, canastras: int) -> None:
    """The side of the player who went out made ``clean`` clean canastras of its
    ``canastras``: one clean one at least, or any one where ``clean_canastra_to_go_out`` is
    off.

    :raises DealError: ``buraco.no_canastra`` (``name``, ``clean``: whether a clean one is
        needed) at ``went_out``.
    """
    needed_clean = facts.rules.clean_canastra_to_go_out
    if facts.went_out is not None and not (clean if needed_clean else canastras):
        said: dict[str, Param] = {"name": facts.went_out, "clean": needed_clean}
        raise DealError(Problem("buraco.no_canastra", said, ("went_out",)))


def verify_mortos(facts: DealFacts, sides: Sequence[tuple[int, ...]]) -> None:
    """Nobody rejoined (Indian Rummy's), and the side that went out is not said to have left
    its morto: it goes out only once it has taken it (009 pokerlivepro).

    :raises DealError: ``indian.said_not_in_game`` (``variant``, ``name``) at ``rejoined``;
        ``buraco.morto_taken`` (``name``) at the player's ``said``.
    """
    out = None if facts.went_out is None else facts.names.index(facts.went_out)
    out_side = next((side for side in sides if out in side), ())
    for seat, player in enumerate(facts.players):
        said: dict[str, Param] = {"variant": facts.rules.variant, "name": player.name}
        if player.rejoined:
            path: Path = ("players", seat, "rejoined")
            raise DealError(Problem("indian.said_not_in_game", said, path))
        if player.said == "morto_untaken" and seat in out_side:
            path = ("players", seat, "said")
            raise DealError(Problem("buraco.morto_taken", {"name": player.name}, path))


def morto_untaken(facts: DealFacts, side: tuple[int, ...]) -> bool:
    """Whether ``side`` never took its morto: one of its players said so
    (``said="morto_untaken"``), or the deal ended ``went_out_morto_untaken`` and it is the
    side that did not go out."""
    if any(facts.players[seat].said == "morto_untaken" for seat in side):
        return True
    if facts.ending != "went_out_morto_untaken" or facts.went_out is None:
        return False
    return facts.names.index(facts.went_out) not in side


def score_buraco(
    facts: DealFacts, sides: Sequence[tuple[int, ...]], melds: Sequence[BuracoMeld]
) -> DealScore:
    """Each side's deal score, shared among its players so that theirs add up to it (009
    Wikipedia (pt), Objetivo; pokerlivepro, Score): a meld's card points and canastra bonus go
    to the player on whose deal it was entered; the going-out bonus to the player who went out;
    the morto not taken (-100) to the side's first player; each player's own hand is taken off
    that player's score.
    """
    rules, players = facts.rules, facts.players
    melded = [0] * len(players)
    bonus = [0] * len(players)
    for meld in melds:
        melded[meld.seat] += meld.verdict.points or 0
        bonus[meld.seat] += meld.canastra
    for side in sides:
        if morto_untaken(facts, side):
            bonus[side[0]] -= MORTO_UNTAKEN
    if facts.went_out is not None:
        bonus[facts.names.index(facts.went_out)] += GOING_OUT
    hands = [_points(rules, player.hand) for player in players]
    scores = tuple(
        PlayerScore(player.name, melded[i], hands[i], bonus[i], melded[i] + bonus[i] - hands[i])
        for i, player in enumerate(players)
    )
    return DealScore(scores, facts.went_out)


def _points(rules: Rules, cards: Sequence[Card]) -> int:
    return sum(rules.card_value(card, None) for card in cards)


def score_buraco_counts(facts: DealFacts, taken: Sequence[CountName]) -> DealScore:
    """A deal of Buraco entered as each side's counts (``taken``; :mod:`.side_counts`; 009
    Wikipedia (pt), Objetivo; pokerlivepro, Score): checked as counts can be, the side of the
    player who went out holding the canastra it needs; scored as the cards are (clean
    canastras 200, dirty 100, going out 100, the morto not taken -100).

    :raises RulesError: as :func:`buraco_sides`.
    :raises DealError: as :func:`~.side_counts.counted_sides`; ``buraco.no_canastra`` at
        ``went_out``; as :func:`verify_mortos`.
    """
    seats = buraco_sides(facts)
    sides = counted_sides(facts, seats, taken)
    if facts.went_out is not None:
        out = facts.names.index(facts.went_out)
        side = next(side for side in sides if out in side.seats)
        verify_canastra_to_go_out(facts, side.counts.clean, side.canastas)
    verify_mortos(facts, seats)
    return score_counted(
        facts,
        sides,
        (CLEAN_CANASTRA, DIRTY_CANASTRA),
        lambda side: -MORTO_UNTAKEN if morto_untaken(facts, side.seats) else 0,
        GOING_OUT,
    )
