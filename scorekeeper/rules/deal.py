"""A deal as entered and as scored: the frozen values the engine takes and gives back.

A deal is entered as one :class:`PlayerDeal` per player, in seating order, with how it ended
where the game asks (:data:`Ending`, :data:`FirstTurn`);
:func:`~scorekeeper.rules.scoring.score_deal` gives back a :class:`DealScore`, and a game's
deal scores give its :class:`Standings` (:func:`~scorekeeper.rules.scoring.standings`).
Nothing here judges a card or counts a point: the modules that do (scoring, lay-offs, hand-ins,
ranking) import these values from here.

>>> ann = PlayerDeal("Ann", melds=(Card.parse("6C 7C JK"),), stands_for=((None, None, "8C"),))
>>> ann.stated(0), ann.stated(1)
((None, None, '8C'), ())
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .cards import Card
from .stated import Stated

CountName = Literal["clean", "dirty", "red_threes", "melded", "hand"]
"""One of the counts a table may enter for a side in place of its cards (:class:`SideCounts`)."""

COUNT_NAMES: tuple[CountName, ...] = ("clean", "dirty", "red_threes", "melded", "hand")
"""Every :data:`CountName`, in the order a form asks them."""


@dataclass(frozen=True)
class SideCounts:
    """What a table counted of one player's (or one side's) cards at the end of a deal, in
    place of the cards, the way the Canasta family's score sheets take them (007, 008, 009):

    :ivar clean: natural canastas (Canasta), clean books (Hand and Foot), clean canastras
        (Buraco).
    :ivar dirty: mixed canastas, dirty books, dirty canastras.
    :ivar red_threes: red threes laid down.
    :ivar melded: the card points of the melds (red threes aside), in points.
    :ivar hand: the card points left in hand (and foot), in points, as the game counts them.
    """

    clean: int = 0
    dirty: int = 0
    red_threes: int = 0
    melded: int = 0
    hand: int = 0

    def __add__(self, other: SideCounts) -> SideCounts:
        return SideCounts(*(getattr(self, name) + getattr(other, name) for name in COUNT_NAMES))

    def count(self, name: CountName) -> int:
        """One count by name."""
        value: int = getattr(self, name)
        return value


@dataclass(frozen=True)
class PlayerDeal:
    """One player's cards at the end of a deal.

    :ivar melds: the melds the player laid down, each a tuple of cards.
    :ivar laid_off: cards the player laid off on melds already on the table.
    :ivar hand: cards left in the player's hand when the play ended.
    :ivar stands_for: what each meld's wild cards are stated to stand for.
    :ivar typed: the player's score of the deal as typed, in place of cards (``"25+40-10"``;
        :mod:`scorekeeper.rules.typed_scores`); ``None`` where the cards were entered.
    :ivar said: what the player said beyond the cards (:data:`Said`): in Indian Rummy a first
        or middle drop, or a wrong show; in Buraco that the player's side never took its morto;
        ``None``: nothing.
    :ivar rejoined: in Pool rummy, the player was out and rejoined before this deal.
    :ivar counts: what the table counted of the player's cards in their place, in the games
        that take counts (:mod:`scorekeeper.rules.side_counts`); ``None`` where the cards were
        entered.
    """

    name: str
    melds: tuple[tuple[Card, ...], ...] = ()
    laid_off: tuple[Card, ...] = ()
    hand: tuple[Card, ...] = ()
    stands_for: tuple[Stated, ...] = ()
    """What the wild cards of each meld are stated to stand for (``JK=8C``, see
    :mod:`scorekeeper.rules.stated`), meld by meld; empty where nothing is stated."""
    typed: str | None = None
    said: Said | None = None
    rejoined: bool = False
    counts: SideCounts | None = None

    def stated(self, number: int) -> Stated:
        """What is stated for meld ``number`` (from 0): one entry a card, or empty."""
        return self.stands_for[number] if number < len(self.stands_for) else ()


@dataclass(frozen=True)
class PlayerScore:
    """What one deal gives one player, in points.

    :ivar melded: points of the player's melds and lay-offs.
    :ivar hand: points of the cards left in the player's hand.
    :ivar bonus: points collected for going out (others' hands, a going-out bonus).
    :ivar score: what the deal adds to the player's running total (may be negative).
    :ivar typed: the score as typed where the deal was entered as typed scores, not checked
        (``"25+40-10"``); ``None`` where the engine counted the cards.
    :ivar stages: where the game has stages a player completes one by one (Phase 10's
        phases), those the player has completed after this deal, in the order completed;
        ``()`` in the other games.
    """

    name: str
    melded: int
    hand: int
    bonus: int
    score: int
    typed: str | None = None
    stages: tuple[int, ...] = ()


@dataclass(frozen=True)
class DealScore:
    """A scored deal: one :class:`PlayerScore` for each player, in seating order."""

    players: tuple[PlayerScore, ...]
    went_out: str | None

    @property
    def typed(self) -> bool:
        """Whether the deal was entered as typed scores (nothing in it checked)."""
        return any(player.typed is not None for player in self.players)


@dataclass(frozen=True)
class Standings:
    """A game's state after its deals.

    :ivar names: the players in seating order.
    :ivar totals: each player's running total after the last deal, in points.
    :ivar finished: whether the game is over.
    :ivar winners: the winners (several when tied), empty while the game goes on; in
        partnerships every player of the winning teams.
    :ivar teams: each seat's team where the game is played in partnerships, else empty.
    """

    names: tuple[str, ...]
    totals: tuple[int, ...]
    finished: bool
    winners: tuple[str, ...]
    teams: tuple[int, ...] = ()


Ending = Literal[
    "went_out",
    "went_out_no_discard",
    "knock",
    "tonk",
    "stock_out",
    "gin",
    "big_gin",
    "went_out_concealed",
    "went_out_morto_untaken",
    "pool_empty",
]
"""How a deal of Tonk, Gin Rummy, Canasta, Buraco or Rummikub ended: see each game's
``endings`` (``tonk.TONK_ENDINGS``, ``gin.GIN_ENDINGS``, ``canasta.CANASTA_ENDINGS``,
``buraco.BURACO_ENDINGS``, ``rummikub.RUMMIKUB_ENDINGS``)."""


FirstTurn = Literal["drew", "no_draw"]
"""A player went out on the first turn, after drawing or without drawing (Continental bonuses)."""

Said = Literal[
    "first_drop",
    "middle_drop",
    "wrong_show",
    "morto_untaken",
    "phase_1",
    "phase_2",
    "phase_3",
    "phase_4",
    "phase_5",
    "phase_6",
    "phase_7",
    "phase_8",
    "phase_9",
    "phase_10",
]
"""What a player says beyond the cards, where the game asks (its ``sayings``): in Indian Rummy
(006 Indian Rummy, Drops, Wrong show) dropped before the first draw, dropped later (before anyone
showed), or showed cards that were no valid show; in Buraco (009 pokerlivepro, gamevelvet) the
player's side never took its morto; in Phase 10 played in any order, the phase the player laid
down (012 Phase 10 Masters)."""

SAYINGS: tuple[Said, ...] = get_args(Said)
"""Every :data:`Said`, in the order a form offers them."""
