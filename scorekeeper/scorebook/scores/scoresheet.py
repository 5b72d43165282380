"""A game's score sheet: every deal's scores, the running totals and the standings, as the
engine worked them out when each deal was written and stored
(:mod:`scorekeeper.scorebook.scores.numbers`).

Reading a score sheet scores nothing: it costs what it shows.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any, Literal, Protocol, get_args

from scorekeeper.extensions import db
from scorekeeper.models import Deal, DealLine, Game
from scorekeeper.rules import (
    Card,
    DealPlan,
    DealScore,
    Ending,
    FirstTurn,
    PlayerDeal,
    Rank,
    Rules,
    Seating,
    Standings,
    dealer_seat,
    find_preset,
    game_of,
    opening_scores,
    plan_deal,
    read_tokens,
    score_deal,
)
from scorekeeper.rules.deal import COUNT_NAMES, SAYINGS, Said, SideCounts
from scorekeeper.rules.indian import PoolState, pool_state, rejoin_on

from .numbers import StoredDeal, stored_deals, stored_standings

SCOREBOARD_DEALS = 50
"""The newest deals a scoreboard lists; the record lists every deal."""


@dataclass(frozen=True)
class DealEntry:
    """One deal as a player enters it.

    :ivar players: each player's melds, lay-offs and hand, in seating order, named as in the game.
    :ivar went_out: the name of the player who went out, or ``None`` if the stock ran out.
    :ivar rummy, ending, first_turn, upcard: the facts some games score by (``score_deal``).
    """

    wild_rank: Rank | None
    players: tuple[PlayerDeal, ...]
    went_out: str | None
    rummy: bool = False
    ending: Ending | None = None
    first_turn: FirstTurn | None = None
    upcard: Card | None = None


def score_entry(
    rules: Rules,
    entry: DealEntry,
    number: int,
    earlier: Sequence[DealScore] = (),
    starting: Sequence[int] = (),
) -> DealScore:
    """The engine's score of ``entry`` as deal ``number`` of a game played by ``rules``.

    :param earlier: the scores of the game's deals before it, in order, where the rules read
        them (``Game.reads_earlier``).
    :param starting: the players' starting scores (:func:`starting_scores`), which a running
        total before the deal starts from (the Canasta family's first meld minimum, Gin
        Rummy's game end).
    :raises DealError, RulesError: from the engine.
    """
    return score_deal(
        rules,
        entry.players,
        entry.went_out,
        entry.wild_rank,
        number=number,
        rummy=entry.rummy,
        ending=entry.ending,
        first_turn=entry.first_turn,
        upcard=entry.upcard,
        earlier=earlier,
        starting=starting,
    )


@dataclass(frozen=True)
class DealRow:
    """One scored deal.

    :ivar players: each player's cards, where they were read (see :func:`scoresheet`), else
        ``()``.
    :ivar scores: what the deal adds to each player's total, in seating order (points).
    :ivar totals: each player's running total after this deal (points).
    :ivar saved_at: when the deal was stored (UTC).
    :ivar took: how long the deal took: from the save of the deal before (from the game's
        start for the first deal) to its own, or ``None`` where the deal before is not read.
    :ivar dealt: the players dealt into the deal, in seating order (a player who joined later
        or had left has no line in it, and scores 0 in ``result``).
    """

    number: int
    dealer: str
    wild_rank: Rank | None
    went_out: str | None
    players: tuple[PlayerDeal, ...]
    result: DealScore
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    saved_at: datetime
    took: timedelta | None
    dealt: tuple[str, ...] = ()

    def sat_out(self, name: str) -> bool:
        """Whether ``name`` was not dealt into the deal (joined later, or had left)."""
        return bool(self.dealt) and name not in self.dealt

    @property
    def dealt_result(self) -> DealScore:
        """:attr:`result` for the players dealt in alone (what the deal's detail lists)."""
        players = tuple(player for player in self.result.players if not self.sat_out(player.name))
        return DealScore(players, self.result.went_out)


@dataclass(frozen=True)
class Scoresheet:
    """Everything a scoreboard shows about a game."""

    rules: Rules
    names: tuple[str, ...]
    deals: tuple[DealRow, ...]
    """The deals read, in order: every deal, or the newest (see :attr:`earlier`)."""
    deal_count: int
    earlier: int
    """How many deals come before the first of :attr:`deals` (0: every deal is there)."""
    standings: Standings
    next_dealer: str
    """Who deals next: the next deal's dealer, or a rematch's first dealer."""
    next_deal: DealPlan | None
    """The next deal's plan, or ``None`` when the game has played all its deals."""
    started_at: datetime
    """When the game was started (UTC)."""
    pool: PoolState | None = None
    """In Pool rummy (Indian Rummy), who is out and who has rejoined; in Deals rummy that plays
    off a tie, who sits out the deciding deal; ``None`` elsewhere."""
    starting: tuple[int, ...] = ()
    """Each player's points before the first deal (:func:`starting_scores`), in seating
    order."""
    seating: Seating | None = None
    """Who joined late and who left (:func:`seating_of`)."""

    @property
    def gone(self) -> frozenset[str]:
        """The players who left the table: on the sheet with their totals, marked as left."""
        return self.seating.gone if self.seating is not None else frozenset()

    @property
    def next_players(self) -> tuple[str, ...]:
        """The players dealt into the next deal."""
        return self.seating.next_deal() if self.seating is not None else self.names

    def joined_at(self, name: str) -> int | None:
        """The first deal a player who joined late was dealt into, ``None`` for a player who
        did not join late or has not played yet."""
        if self.seating is None or self.names.index(name) not in self.seating.late:
            return None
        return next((row.number for row in self.deals if name in row.dealt), None)

    marks: Mapping[str, int | None] = field(default_factory=dict)
    """Each player's stage for the next deal, by name, where the game has stages (Phase 10's
    phase: :func:`player_marks`); empty elsewhere."""

    @property
    def from_paper(self) -> bool:
        """Whether the game was resumed from a score sheet on paper: a player started at other
        than 0 (counting down, than the number counted down from: ``opening_scores``), so the
        sheet's first row says where from."""
        late = self.seating.late if self.seating is not None else frozenset()
        opening = opening_scores(self.rules, (0,) * len(self.starting))
        return any(
            points != start
            for seat, (points, start) in enumerate(zip(self.starting, opening, strict=True))
            if seat not in late  # a late player's starting score the table set: not paper
        )

    def joined_late(self, name: str) -> bool:
        """Whether ``name`` joined after the game's first deal."""
        return self.seating is not None and self.names.index(name) in self.seating.late

    @property
    def to_pool_limit(self) -> tuple[int, ...]:
        """In Pool rummy, how many points each player may still lose before being out (0 once
        out); empty elsewhere."""
        limit = self.rules.pool_limit
        if limit is None:
            return ()
        return tuple(max(0, limit - total) for total in self.totals)

    @property
    def rejoin_on(self) -> int | None:
        """In Pool rummy, the total a player out would rejoin on now, or ``None`` where
        rejoining is closed (or the game is no pool)."""
        if self.pool is None or self.standings.finished:
            return None
        return rejoin_on(self.rules, self.names, self.pool)

    @property
    def played_for(self) -> timedelta | None:
        """How long the game has been played: from its start to its last deal's save, or
        ``None`` before the first deal."""
        return self.deals[-1].saved_at - self.started_at if self.deals else None

    @property
    def deal_started_at(self) -> datetime:
        """When the deal in play began, as far as the app knows (UTC): the last deal's save,
        or the game's start before the first deal."""
        return self.deals[-1].saved_at if self.deals else self.started_at

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's running total, in seating order (points)."""
        return self.standings.totals

    @property
    def to_target(self) -> tuple[int, ...] | None:
        """How many points each player still needs to reach the target (0 once reached), or
        ``None`` for a game without a target."""
        target = self.rules.target
        if target is None:
            return None
        return tuple(max(0, target - total) for total in self.totals)


def seating_of(game: Game) -> Seating:
    """The game's players in seating order, with who joined late and who left."""
    return Seating(
        tuple(player.name for player in game.players),
        frozenset(player.seat for player in game.players if player.joined_late),
        frozenset(player.seat for player in game.players if player.left),
    )


def players_of_deal(game: Game, number: int) -> tuple[str, ...]:
    """The players dealt into deal ``number``: a stored deal's as stored, the next deal's every
    player who has not left."""
    seating = seating_of(game)
    if number > game.deal_count:
        return seating.next_deal()
    query = db.select(Deal.seats).filter_by(game_id=game.id, number=number)
    return seating.dealt_in(db.session.scalar(query))


def game_rules(game: Game) -> Rules:
    """The rules a game is played by: its preset with its stored snapshot laid over."""
    return stored_rules(game.variant, game.rules)


def starting_scores(game: Game) -> tuple[int, ...]:
    """Each player's points before the game's first deal, in seating order: where the game was
    resumed from a score sheet on paper, else every one 0."""
    return tuple(player.starting_score for player in game.players)


def stored_rules(variant: str, options: Mapping[str, Any]) -> Rules:
    """The rules of preset ``variant`` with a game's stored ``options`` (its ``rules`` column)
    laid over."""
    return snapshot_rules(variant, json.dumps(options))


@lru_cache(maxsize=256)
def snapshot_rules(variant: str, snapshot: str) -> Rules:
    """The rules of preset ``variant`` with ``snapshot`` (a game's stored options, as JSON
    text) laid over; one value per preset and snapshot serves every game played by them
    (rules are frozen)."""
    return find_preset(variant).with_options(json.loads(snapshot))


def deal_plan(game: Game, number: int, rules: Rules | None = None) -> DealPlan | None:
    """The engine's plan of deal ``number`` (from 1): dealer, order, cards, wild rank,
    contract; ``None`` past the game's last deal.

    :param rules: the game's rules, where the caller has them already.
    """
    rules = rules or game_rules(game)
    return planned_deal(rules, players_of_deal(game, number), game.first_dealer, number)


def planned_deal(
    rules: Rules, names: Sequence[str], first_dealer: int, number: int
) -> DealPlan | None:
    """The engine's plan of deal ``number`` (from 1) of a game of ``rules`` whose players are
    ``names`` (in seating order) and whose first deal ``first_dealer`` dealt (a seat, from 0);
    ``None`` past the game's last deal, but where a tie is played off by deciding deals
    (``Rules.plays_off_ties``: whether one is played is the standings')."""
    if rules.deal_count is not None and number > rules.deal_count and not rules.plays_off_ties:
        return None
    return plan_deal(rules, names, first_dealer, number)


def dealer_of(game: Game, number: int) -> str:
    """Who deals deal ``number`` (from 1): the deal passes on among the players dealt in."""
    names = players_of_deal(game, number)
    return names[dealer_seat(game.first_dealer, number, len(names))]


def entry_of(game: Game, deal: Deal) -> DealEntry:
    """A stored (or recorded) deal as the entry that would store it."""
    names = [player.name for player in game.players]
    return DealEntry(
        wild_rank=Rank.parse(deal.wild_rank) if deal.wild_rank else None,
        players=deal_players(game, deal),
        went_out=names[deal.went_out] if deal.went_out is not None else None,
        rummy=bool(deal.rummy),
        ending=as_ending(deal.ending),
        first_turn=as_first_turn(deal.first_turn),
        upcard=Card.from_str(deal.upcard) if deal.upcard else None,
    )


def deal_players(game: Game, deal: Deal) -> tuple[PlayerDeal, ...]:
    """A stored deal's cards as the engine's :class:`PlayerDeal` values, in seating order: of
    the players dealt into it (``Deal.seats``)."""
    lines = {line.seat: line for line in deal.lines}
    names = [player.name for player in game.players]
    return tuple(
        line_player(names[seat], lines.get(seat))
        for seat in seating_of(game).dealt_seats(deal.seats)
    )


class StoredLine(Protocol):
    """A player's line of a deal as stored (a :class:`DealLine`, or a row of its columns)."""

    @property
    def melds(self) -> list[list[str]]: ...
    @property
    def laid_off(self) -> list[str]: ...
    @property
    def hand(self) -> list[str]: ...
    @property
    def typed(self) -> str | None: ...
    @property
    def said(self) -> str | None: ...
    @property
    def rejoined(self) -> bool | None: ...
    @property
    def counts(self) -> Mapping[str, Any] | None: ...


def line_player(name: str, line: StoredLine | None) -> PlayerDeal:
    """One player's stored cards of a deal (``line``; ``None``: none stored; or the score typed
    in their place, or the counts entered in their place: :func:`stored_counts`), with what the
    player said beyond them and a rejoin (Indian Rummy), as the engine's :class:`PlayerDeal`."""
    if line is None:
        return PlayerDeal(name)
    read = [read_tokens(meld) for meld in line.melds]
    return PlayerDeal(
        name=name,
        melds=tuple(cards for cards, _ in read),
        laid_off=_cards(line.laid_off),
        hand=_cards(line.hand),
        stands_for=tuple(stated for _, stated in read),
        typed=line.typed,
        said=as_said(line.said),
        rejoined=bool(line.rejoined),
        counts=stored_counts(line.counts),
    )


def stored_counts(counts: Mapping[str, Any] | None) -> SideCounts | None:
    """Counts as stored (``{"clean": 1, "melded": 215, ...}``; a count not stored is 0) as the
    engine's :class:`SideCounts`; ``None`` for none stored."""
    if counts is None:
        return None
    return SideCounts(**{name: int(counts.get(name, 0)) for name in COUNT_NAMES})


def counts_stored(counts: SideCounts | None) -> dict[str, int] | None:
    """The engine's counts as a line stores them (each count by name), or ``None``."""
    if counts is None:
        return None
    return {name: counts.count(name) for name in COUNT_NAMES}


def scoresheet(
    game: Game, cards: int | Literal["all"] | None = None, newest: int | None = None
) -> Scoresheet:
    """The game's score sheet, from its stored numbers (the engine scores nothing here).

    :param cards: whose deals' cards to read as well: ``"all"``, one deal's number, or none.
    :param newest: read only this many of the newest deals (``None``: every deal); the
        totals and standings are the whole game's either way.
    """
    rules = game_rules(game)
    names = tuple(player.name for player in game.players)
    held = deal_cards(game, None if cards == "all" else cards) if cards is not None else {}
    earlier = max(0, game.deal_count - newest) if newest is not None else 0
    deals = stored_deals(game.id, names, after=earlier)
    before: list[datetime | None] = [game.created_at if not earlier else None]
    before += [deal.saved_at for deal in deals]
    deals = _carried(game, deals)
    rows = tuple(
        DealRow(
            number=deal.number,
            dealer=_dealer(deal.dealt_names(), game.first_dealer, deal.number),
            wild_rank=deal.wild_rank,
            went_out=deal.result.went_out,
            players=held.get(deal.id, ()),
            result=deal.result,
            scores=tuple(player.score for player in deal.result.players),
            totals=deal.totals,
            saved_at=deal.saved_at,
            took=deal.saved_at - start if start is not None else None,
            dealt=deal.dealt_names(),
        )
        for deal, start in zip(deals, before, strict=False)
    )
    count = earlier + len(rows)
    pool = None
    if rules.pool_limit is not None or rules.plays_off_ties:  # who is out: every deal's scores
        every = deals if not earlier else stored_deals(game.id, names)
        pool = pool_state(rules, names, [deal.result for deal in every], starting_scores(game))
    return Scoresheet(
        rules=rules,
        names=names,
        deals=rows,
        deal_count=count,
        earlier=earlier,
        standings=stored_standings(game.players, game.finished, rules.seat_teams(len(names))),
        next_dealer=dealer_of(game, count + 1),
        next_deal=deal_plan(game, count + 1, rules),
        started_at=game.created_at,
        pool=pool,
        starting=starting_scores(game),
        seating=seating_of(game),
        marks=player_marks(game, rules, count + 1),
    )


def _carried(game: Game, deals: Sequence[StoredDeal]) -> list[StoredDeal]:
    """``deals`` (in order) with the running total of each player not dealt into one carried
    over (no line holds it): a late player's starting score before they join, a player's last
    total once they left."""
    last = [
        player.starting_score if player.joined_late else player.total for player in game.players
    ]
    carried = []
    for deal in deals:
        totals = tuple(
            total if seat in deal.dealt else last[seat] for seat, total in enumerate(deal.totals)
        )
        last = list(totals)
        carried.append(replace(deal, totals=totals))
    return carried


def _dealer(names: Sequence[str], first_dealer: int, number: int) -> str:
    return names[dealer_seat(first_dealer, number, len(names))] if names else ""


def deal_cards(game: Game, number: int | None) -> dict[int, tuple[PlayerDeal, ...]]:
    """The cards of the game's deal ``number`` (``None``: of every deal) by deal id, each
    player's in seating order."""
    query = (
        db.select(
            DealLine.deal_id,
            DealLine.seat,
            DealLine.melds,
            DealLine.laid_off,
            DealLine.hand,
            DealLine.typed,
            DealLine.said,
            DealLine.rejoined,
            DealLine.counts,
        )
        .join(Deal, DealLine.deal_id == Deal.id)
        .where(Deal.game_id == game.id)
        .order_by(DealLine.deal_id, DealLine.seat)
    )
    if number is not None:
        query = query.where(Deal.number == number)
    names = [player.name for player in game.players]
    held: dict[int, list[PlayerDeal]] = {}
    for line in db.session.execute(query):
        held.setdefault(line.deal_id, []).append(line_player(names[line.seat], line))
    return {deal: tuple(players) for deal, players in held.items()}


def earlier_scores(game: Game, rules: Rules, number: int) -> tuple[DealScore, ...]:
    """The stored scores of the game's deals before deal ``number``, in order, where the rules
    read them to score a deal (Gin Rummy's game-end bonuses, Canasta's initial minimum:
    ``Game.reads_earlier``);
    else none (one query where read, none else)."""
    if not game_of(rules).reads_earlier(rules) or number <= 1:
        return ()
    names = [player.name for player in game.players]
    return tuple(stored.result for stored in stored_deals(game.id, names) if stored.number < number)


def player_marks(game: Game, rules: Rules, number: int) -> Mapping[str, int | None]:
    """Each player's stage for deal ``number``, by name, where the game has stages (Phase 10's
    phase, :meth:`~scorekeeper.rules.game.Game.player_marks`), read from the stored scores of
    the deals before it; empty elsewhere, and then nothing is read."""
    names = [player.name for player in game.players]
    played = game_of(rules)
    if not played.player_marks(rules, names, ()):
        return {}
    return played.player_marks(rules, names, earlier_scores(game, rules, number))


def as_ending(text: str | None) -> Ending | None:
    """``text`` as one of the engine's ways a Tonk deal ends, or ``None`` if it is none."""
    endings: dict[str | None, Ending] = {ending: ending for ending in get_args(Ending)}
    return endings.get(text)


def as_first_turn(text: str | None) -> FirstTurn | None:
    """``text`` as the engine's first-turn fact, or ``None`` if it is none."""
    turns: dict[str | None, FirstTurn] = {turn: turn for turn in get_args(FirstTurn)}
    return turns.get(text)


def as_said(text: str | None) -> Said | None:
    """``text`` as what an Indian Rummy player said beyond the cards, or ``None`` if it is
    none."""
    sayings: dict[str | None, Said] = {said: said for said in SAYINGS}
    return sayings.get(text)


def _cards(tokens: list[str]) -> tuple[Card, ...]:
    return tuple(Card.from_str(token) for token in tokens)
