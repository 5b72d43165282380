"""A game's score sheet: every deal scored by the engine, the running totals and the standings.

Nothing here is stored: it is derived from a game's raw inputs each time it is read.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.models import Deal, Game
from scorekeeper.rules import (
    Card,
    DealScore,
    PlayerDeal,
    Rank,
    Rules,
    Standings,
    find_preset,
    score_deal,
    standings,
)


@dataclass(frozen=True)
class DealRow:
    """One scored deal.

    :ivar scores: what the deal adds to each player's total, in seating order (points).
    :ivar totals: each player's running total after this deal (points).
    """

    number: int
    dealer: str
    wild_rank: Rank | None
    went_out: str | None
    players: tuple[PlayerDeal, ...]
    result: DealScore
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class Scoresheet:
    """Everything a scoreboard shows about a game."""

    rules: Rules
    names: tuple[str, ...]
    deals: tuple[DealRow, ...]
    standings: Standings
    next_dealer: str

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's running total, in seating order (points)."""
        return self.standings.totals

    @property
    def to_target(self) -> tuple[int, ...]:
        """How many points each player still needs to reach the target (0 once reached)."""
        return tuple(max(0, self.rules.target - total) for total in self.totals)


def game_rules(game: Game) -> Rules:
    """The rules a game is played by: its preset with its stored snapshot laid over."""
    return find_preset(game.variant).with_options(game.rules)


def dealer_seat(game: Game, number: int) -> int:
    """The seat of who deals deal ``number`` (from 1): the deal passes to the left (000 Deal)."""
    return (game.first_dealer + number - 1) % len(game.players)


def dealer_of(game: Game, number: int) -> str:
    """Who deals deal ``number`` (from 1)."""
    return game.players[dealer_seat(game, number)].name


def deal_players(game: Game, deal: Deal) -> tuple[PlayerDeal, ...]:
    """A stored deal's cards as the engine's :class:`PlayerDeal` values, in seating order."""
    lines = {line.seat: line for line in deal.lines}
    players = []
    for player in game.players:
        line = lines.get(player.seat)
        players.append(
            PlayerDeal(
                name=player.name,
                melds=tuple(_cards(meld) for meld in line.melds) if line else (),
                laid_off=_cards(line.laid_off) if line else (),
                hand=_cards(line.hand) if line else (),
            )
        )
    return tuple(players)


def scoresheet(game: Game) -> Scoresheet:
    """Score every deal of ``game`` with the engine and total them up."""
    rules = game_rules(game)
    names = tuple(player.name for player in game.players)
    rows: list[DealRow] = []
    totals = [0] * len(names)
    for deal in game.deals:
        players = deal_players(game, deal)
        wild_rank = Rank.parse(deal.wild_rank) if deal.wild_rank else None
        went_out = names[deal.went_out] if deal.went_out is not None else None
        result = score_deal(rules, players, went_out, wild_rank)
        scores = tuple(player.score for player in result.players)
        totals = [total + score for total, score in zip(totals, scores, strict=True)]
        rows.append(
            DealRow(
                number=deal.number,
                dealer=dealer_of(game, deal.number),
                wild_rank=wild_rank,
                went_out=went_out,
                players=players,
                result=result,
                scores=scores,
                totals=tuple(totals),
            )
        )
    return Scoresheet(
        rules=rules,
        names=names,
        deals=tuple(rows),
        standings=standings(rules, names, [row.result for row in rows]),
        next_dealer=dealer_of(game, len(rows) + 1),
    )


def _cards(tokens: list[str]) -> tuple[Card, ...]:
    return tuple(Card.from_str(token) for token in tokens)
