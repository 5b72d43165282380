"""What a game is to the engine: the record each game's module fills in (:class:`Game`), and the
facts one deal is scored from (:class:`DealFacts`).

A game's module (``points``, ``tonk``, ``gin``, ``indian``, ``scores_only``) holds its own
rules: how its deals end, what a player may say beyond the cards, which cards a player hands in,
how a deal is checked and scored, how the game ends. The registry (``games``) finds a game by
its rules; ``score_deal`` and ``standings`` (``scoring``) ask it, and so do the pages, which
never test a game's name. What is only a value (packs, card points, hand sizes, the target) is
an option of :class:`~scorekeeper.rules.options.Rules`, read by every game alike.

>>> from scorekeeper.rules.games import game_of
>>> from scorekeeper.rules.presets import find_preset
>>> game_of(find_preset("gin-rummy")).endings
('knock', 'gin', 'big_gin', 'stock_out')
>>> game_of(find_preset("500-rummy")).endings
()
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .arrangements import Arrangement
from .cards import Card, Rank
from .deal import CountName, DealScore, Ending, FirstTurn, PlayerDeal, Said
from .errors import DealError
from .melds import MeldVerdict, check_meld
from .options import Rules
from .problems import Problem


@dataclass(frozen=True)
class DealFacts:
    """Everything one deal is scored from, as one value: what ``score_deal`` takes.

    :ivar rules: the game's rules (packs fixed for the players by ``score_deal``).
    :ivar players: each player's cards, in seating order.
    :ivar went_out: who went out (in Tonk: ended the deal; in Gin Rummy: knocked; in Indian
        Rummy: showed), ``None`` where the stock ran out.
    :ivar wild_rank: the deal's wild rank, where the game has one (the schedule's filled in).
    :ivar number: the deal's number in the game (from 1), where known.
    :ivar rummy: the player who went out melded the whole hand in one turn (004 Rummy).
    :ivar ending: how the deal ended, where the game asks (:attr:`Game.endings`).
    :ivar first_turn: the player who went out did so on the first turn (Continental bonuses).
    :ivar upcard: the deal's first upcard, where it sets the knock limit (Oklahoma Gin).
    :ivar earlier: the game's earlier deals' scores, in the order played.
    :ivar starting: each player's points before the game's first deal, in seating order (a game
        resumed from a score sheet on paper); empty where every player started at 0.
    :ivar teams: each seat's team where the game is played in partnerships
        (:func:`~scorekeeper.rules.partnerships.team_seats`), else empty.
    """

    rules: Rules
    players: tuple[PlayerDeal, ...]
    went_out: str | None
    wild_rank: Rank | None = None
    number: int | None = None
    rummy: bool = False
    ending: Ending | None = None
    first_turn: FirstTurn | None = None
    upcard: Card | None = None
    earlier: tuple[DealScore, ...] = ()
    starting: tuple[int, ...] = ()
    teams: tuple[int, ...] = ()

    def seated(self) -> DealFacts:
        """These facts with the rules' packs and hand sizes fixed for the players, and each
        seat's team where the table plays in partnerships (``Rules.teams``).

        :raises RulesError: ``teams.uneven`` for teams the players cannot make.
        """
        count = len(self.players)
        return dataclasses.replace(
            self, rules=self.rules.for_players(count), teams=self.rules.seat_teams(count)
        )

    @property
    def names(self) -> list[str]:
        """The players' names, in seating order."""
        return [player.name for player in self.players]

    def total_before(self, seat: int) -> int:
        """The running total of the player in ``seat`` before this deal (points): their
        starting score and their scores of the earlier deals."""
        name = self.players[seat].name
        start = self.starting[seat] if self.starting else 0
        return start + sum(
            player.score for deal in self.earlier for player in deal.players if player.name == name
        )


@dataclass(frozen=True)
class WholeHand:
    """The meld checker's look at a whole hand, where the game judges one (Gin Rummy's ten or
    eleven cards, an Indian Rummy hand of 13).

    :ivar arrangement: the cards at their least deadwood, ``None`` where they do not read.
    :ivar count: what the hand counts as a loser's, where the game counts one (points).
    """

    arrangement: Arrangement | None
    count: int | None = None


class Game:
    """A game the engine keeps, as its module defines it. The defaults are the games whose
    melds are scored as the players lay them down (``points``); each other game overrides what
    it does otherwise.

    :cvar scoring: the game's key: the value of the ``scoring`` option that picks it.
    :cvar endings: how a deal may end, where the game asks (Tonk, Gin Rummy), else ``()``.
    :cvar sayings: what one player may say beyond the cards (Indian Rummy's drops), else ``()``.
    :cvar stakes: each deal's scores are stakes won or paid, in stake units (Tonk), not points.
    :cvar hand_only: a player hands in only the cards in hand (Tonk), no meld fields.
    :cvar knocks: a deal may end with a knock, counting the knocker's hand: a hand left after
        ending the deal is no cross-check's concern (Tonk, Gin Rummy).
    :cvar winner_shows: the deal's winner shows (declares) and every deal has one (Indian
        Rummy): the pages say "showed" for "went out", and offer no "nobody".
    :cvar lays_off: a player may lay cards off on the melds on the table, so the forms ask for
        them (not in Indian Rummy, where a show ends the deal; nor in Canasta, where a card
        added to a meld is entered in it).
    :cvar arranges_deadwood: the players' deadwood is counted at its least, so the pages show
        each hand's best arrangement (Gin Rummy).
    :cvar one_card_turns: each turn draws one card and discards one whatever the options, so no
        player holds more than the cards dealt (Tonk).
    :cvar confirms_empty_deals: a deal the stock ran out of with nothing melded is rare enough
        that the scorekeeper confirms it first (the meld-scoring games).
    """

    scoring: str = "points"
    endings: tuple[Ending, ...] = ()
    sayings: tuple[Said, ...] = ()
    stakes: bool = False
    hand_only: bool = False
    knocks: bool = False
    winner_shows: bool = False
    lays_off: bool = True
    arranges_deadwood: bool = False
    one_card_turns: bool = False
    confirms_empty_deals: bool = False

    def reads_earlier(self, rules: Rules) -> bool:
        """Whether scoring a deal of the game played by ``rules`` reads the game's earlier
        deals' scores (``score_deal``'s ``earlier``), so that a deal fixed, deleted or put back
        moves the later deals' scores: not in the games whose deals score alone."""
        return False

    def sums_to_zero(self, rules: Rules) -> bool:
        """Whether every deal of the game played by ``rules`` adds up to 0, what one player wins
        the others lose, so that a deal typed as scores is checked to (010 Score pads, Zero-sum
        deals): not in most games."""
        return False

    def sayings_for(self, rules: Rules) -> tuple[Said, ...]:
        """What one player may say beyond the cards in a game played by ``rules``: the game's
        :attr:`sayings`, but where a house rule asks more (Phase 10 in any order: the phase
        laid down)."""
        return self.sayings

    def player_marks(
        self, rules: Rules, names: Sequence[str], earlier: Sequence[DealScore]
    ) -> Mapping[str, int | None]:
        """Each player's stage for the next deal where the game has stages (Phase 10's
        phase: the pages show "Phase 4"), read from the ``earlier`` deals' scores in the order
        played; ``{}`` where the game has none (``None`` for a player past the last stage)."""
        return {}

    def takes_lay_offs(self, rules: Rules) -> bool:
        """Whether a deal of the game played by ``rules`` takes lay-offs, so the forms ask for
        them: the game lays off (:attr:`lays_off`) and the table plays on other players' melds
        (``Rules.lay_offs``; not in Five Crowns, 011 everything2.com: "It is not allowed to play
        on another player's books or runs")."""
        return self.lays_off and rules.lay_offs

    def player_endings(self, rules: Rules) -> tuple[Ending, ...]:
        """How one player may end a deal (a seat's choice): :attr:`endings` but the stock
        running out, which is no player's."""
        return tuple(ending for ending in self.endings if ending != "stock_out")

    def counts_taken(self, rules: Rules) -> tuple[CountName, ...]:
        """What the table may count of each side in place of its cards (the Canasta family's
        score sheets, :mod:`~scorekeeper.rules.side_counts`), in the order a form asks them;
        ``()`` where a deal is entered only as cards."""
        return ()

    def score_counts(self, facts: DealFacts) -> DealScore:
        """Check and score one deal entered as each player's counts (:meth:`counts_taken`).

        :raises DealError: ``counts.not_in_game`` at the first player's counts where the game
            takes no counts; else as the game checks them.
        """
        raise DealError(Problem("counts.not_in_game", {}, ("players", 0, "counts")))

    def score(self, facts: DealFacts) -> DealScore:
        """Check and score one deal whose players, names and cards against the packs
        ``score_deal`` has checked.

        :raises DealError: for a deal the game's rules refuse; its ``path`` says where.
        :raises RulesError: for a fact the game's rules refuse; ``option`` names it.
        """
        raise NotImplementedError

    def outcome(
        self,
        rules: Rules,
        totals: dict[str, int],
        played: int,
        last_out: str | None,
        last: DealScore | None = None,
    ) -> tuple[bool, tuple[str, ...]]:
        """Whether the game is over after ``played`` deals gave the running ``totals``, the
        last ended by ``last_out`` going out and scored ``last`` (``None`` before any deal),
        and who won: by the target and the game's number of deals (:func:`target_outcome`)."""
        return target_outcome(rules, totals, played, last_out)

    def sitting_out(
        self,
        rules: Rules,
        names: Sequence[str],
        earlier: Sequence[DealScore],
        starting: Sequence[int] = (),
    ) -> frozenset[str]:
        """The players who play no more before the next deal, from the ``earlier`` deals'
        scores (in the order played) after the players' ``starting`` scores (a game resumed
        from paper): none, but where the game puts players out."""
        return frozenset()

    def check_meld(
        self,
        cards: Sequence[Card],
        rules: Rules,
        wild_rank: Rank | None,
        stated: Sequence[str | None] = (),
    ) -> MeldVerdict:
        """The meld checker's verdict on ``cards`` as one new meld of the game (the deal form's
        and the seats' verdict under each meld, the meld checker, the API's): the engine's
        sets and runs under the rules' options (:func:`~scorekeeper.rules.melds.check_meld`),
        but where the game melds otherwise."""
        return check_meld(cards, rules, wild_rank, stated)

    def whole_hand(
        self, rules: Rules, cards: Sequence[Card], wild_rank: Rank | None, players: int
    ) -> WholeHand | None:
        """What the meld checker shows of ``cards`` as a whole hand, where the game judges
        one; ``None`` for cards that are no whole hand of the game."""
        return None


def target_outcome(
    rules: Rules, totals: dict[str, int], played: int, last_out: str | None
) -> tuple[bool, tuple[str, ...]]:
    """The game is over once a player's total reaches the target, or after the game's fixed
    number of deals (004 Contract Rummy, Rummy 11). The highest total wins (000 pagat 5000
    Rummy, Scoring), or the lowest (004 Contract Rummy); under ``winner="must_go_out"`` only the
    player who goes out with a total at the target wins (001 Variations); under
    ``"went_out_first"`` the player who went out in the last deal wins if at the target, else
    the highest of those at it (000 Variations). Under ``tie_at_target="play_on"`` a tie for the
    win means further deals until one player leads (001 pagat 500 Rummy, The Scoring); under
    ``"joint_winners"`` the tied players win together.

    :returns: whether the game is over, and its winners (several when tied).
    """
    if not totals:
        return False, ()
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
