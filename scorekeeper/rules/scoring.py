"""Scoring: what a deal adds to each player's running total, and the standings of a game.

>>> from scorekeeper.rules.presets import find_preset
>>> deal = score_deal(
...     find_preset("500-rummy"),
...     [PlayerDeal("Ann", melds=(Card.parse("JH JC JD"),), laid_off=Card.parse("8S"),
...                 hand=Card.parse("2C 5D")),
...      PlayerDeal("Bob", melds=(Card.parse("5S 6S 7S"),), hand=Card.parse("AS KS"))],
...     went_out=None,
... )
>>> [(player.name, player.score) for player in deal.players]
[('Ann', 31), ('Bob', -7)]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .cards import Card, Rank
from .deal import DealScore, Ending, FirstTurn, PlayerDeal, Standings
from .deal_checks import (
    deal_wild_rank,
    verify_facts,
    verify_names,
    verify_pack,
    verify_sayings,
    verify_upcard,
)
from .errors import DealError, RulesError
from .game import DealFacts
from .games import game_of
from .options import Rules
from .partnerships import team_outcome
from .problems import Param, Problem
from .scores_only import score_typed_deal
from .side_counts import is_counted
from .typed_scores import MOST_POINTS, is_typed, verify_zero_sum


def score_deal(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None,
    wild_rank: Rank | None = None,
    *,
    number: int | None = None,
    rummy: bool = False,
    ending: Ending | None = None,
    first_turn: FirstTurn | None = None,
    upcard: Card | None = None,
    earlier: Sequence[DealScore] = (),
    starting: Sequence[int] = (),
) -> DealScore:
    """Score one deal for every player: the facts every game shares are checked here (the
    wild rank, the deal's number, how it ended, the names, the cards against the packs), then
    the game scores it (:meth:`~scorekeeper.rules.game.Game.score`, the game's module).

    Under ``unmelded="to_player_out"`` each player scores their melds and the player who went
    out also scores every card left in the others' hands; when the stock ran out nobody
    collects them (000 pagat 5000 Rummy, Scoring). Under ``"subtract"`` each player scores
    their melds minus the cards left in their own hand, which may be negative (001 pagat
    500 Rummy, The Scoring); ``"to_player_out_and_subtract"`` does both (000 Variations, 003 V5);
    under ``"penalty"`` the cards left in hand are the score (004 Contract Rummy). Where melds do
    not score (004 Rummy) only the player who went out scores. Under ``scoring="stakes"`` the
    score is stakes won or paid (004 Tonk). Under ``scoring="gin"`` the deal's winner scores
    the difference of the deadwood, with the gin, big gin or undercut bonus, and the deal that
    ends the game carries the game-end bonuses (005 pagat Gin Rummy, Scoring; see
    :func:`gin_game_end`). Under ``scoring="indian"`` the winner who showed scores 0, the
    others their count, a drop or a wrong show (006 Indian Rummy; ``indian.py``). A deal
    entered as typed scores (every player's ``typed``, no
    cards) scores as typed, nothing in it checked (:mod:`~scorekeeper.rules.typed_scores`);
    one entered as counts (:mod:`~scorekeeper.rules.side_counts`) is scored by the game's
    counts, a typed score beside them refused there (``counts.with_cards``).

    :param rules: the game's rules; packs are fixed for ``len(players)`` here.
    :param players: each player's melds, lay-offs and hand, in seating order.
    :param went_out: the name of the player who went out (in Tonk: who went out, knocked or
        showed a tonk), or ``None`` if the stock ran out.
    :param wild_rank: the deal's wild rank (the dealer's upcard), where the game has one; where
        the game's schedule gives it, ``None`` takes the schedule's for deal ``number``.
    :param number: the deal's number in the game (from 1), for contracts and wild schedules.
    :param rummy: the player who went out melded the whole hand in one turn (004 Rummy: doubled).
    :param ending: how a deal of Tonk or Gin Rummy ended (the game's
        :attr:`~scorekeeper.rules.game.Game.endings`); ``None`` for other games. In Gin Rummy
        ``went_out`` is the knocker.
    :param first_turn: the player who went out did so on the first turn (Continental bonuses).
    :param upcard: the deal's first upcard, where it sets the knock limit (Oklahoma Gin).
    :param earlier: the scores of the game's deals before this one, in the order played: where
        the game has game-end bonuses (Gin Rummy), the deal that brings a player to the target
        carries them (:func:`gin_game_end`); in Pool rummy they say who is out and who has
        rejoined (:func:`~scorekeeper.rules.indian.score_indian`); in the Canasta family a
        side's total before the deal sets its first meld's minimum. Other games do not read it.
    :param starting: each player's points before the game's first deal, in seating order (a
        game resumed from a score sheet on paper), read wherever ``earlier`` is (a running
        total before the deal starts from them); ``()`` where everyone started at 0.

    :returns: every player's points (stakes in Tonk).
    :raises RulesError: for a missing, unexpected or off-schedule ``wild_rank`` (or a scheduled
        one with no ``number`` to say it), for facts (``rummy``, ``ending``, ``first_turn``)
        the game does not have, and for a deal nobody went out of where the discard pile
        restocks the stock (004 Rummy); ``option`` names them.
    :raises PlayerNameError: for a missing or repeated name, or a ``went_out`` that is no
        player; its ``path`` says where (``("went_out",)``).
    :raises DealError: for an illegal meld, a card entered more often than the packs hold, a
        contract not met, a way of going out the rules do not allow, a deal someone went out of
        with no cards entered at all, or more cards than a Tonk hand holds, or a Gin Rummy deal
        the rules refuse (:func:`verify_gin`), an Indian Rummy deal the rules refuse
        (``indian.score_indian``: the show, a count's cards, players out and rejoins), a drop,
        wrong show or rejoin in another game (``indian.said_not_in_game``), or typed scores that
        are no sum, beside cards, or not adding up to 0 in a game whose deals do
        (``typed.not_zero_sum``, ``Game.sums_to_zero``); its ``path`` says where
        (``("players", 0, "melds", 1)``).
    """
    facts = DealFacts(
        rules,
        tuple(players),
        went_out,
        deal_wild_rank(rules, wild_rank, number),
        number,
        rummy,
        ending,
        first_turn,
        upcard,
        tuple(earlier),
        tuple(starting),
    )
    game = game_of(rules)
    if rules.typed_only:
        return game.score(facts)
    if is_typed(players) and not is_counted(players):
        typed = score_typed_deal(facts)
        if game.sums_to_zero(rules):  # Rummikub (013)
            verify_zero_sum(typed)
        return typed
    verify_facts(facts, game.endings)
    verify_sayings(facts, game.sayings_for(rules))
    verify_upcard(rules, upcard, ending)
    facts = facts.seated()
    verify_names(facts.players, went_out)
    if is_counted(facts.players):
        return game.score_counts(facts)
    verify_pack(facts.players, facts.rules)
    return game.score(facts)


def standings(
    rules: Rules,
    names: Sequence[str],
    deals: Sequence[DealScore],
    starting: Sequence[int] = (),
    away: Collection[str] = (),
) -> Standings:
    """The running totals after ``deals``, whether the game is over, and who won, as the game
    says (:meth:`~scorekeeper.rules.game.Game.outcome`: by the target and the number of deals,
    :func:`~scorekeeper.rules.game.target_outcome`, but where the game ends otherwise).

    >>> from scorekeeper.rules.presets import find_preset
    >>> from scorekeeper.rules.typed_scores import score_typed
    >>> deal = score_typed([PlayerDeal("Ann", typed="300"), PlayerDeal("Bob", typed="40")], None)
    >>> after = standings(find_preset("500-rummy"), ["Ann", "Bob"], [deal], starting=(250, 460))
    >>> after.totals, after.finished, after.winners
    ((550, 500), True, ('Ann',))

    :param names: the players in seating order.
    :param deals: the scored deals in the order played; each names the same players.
    :param starting: each player's points before the first deal, in seating order (a game
        resumed from a score sheet on paper): the running totals start from them, and so the
        target and the win count them; ``()`` where everyone started at 0.
    :param away: the players not at the table after the last deal (who left, or joined
        after it: ``seating.Seating``): they keep their totals but neither end the game nor
        win it.
    :raises RulesError: if a deal does not name the same players, if there are starting scores
        but not one a player (``deal.totals_differ``), or for teams the players cannot make
        (``teams.uneven``). Where the table plays in partnerships (``Rules.teams``) the target
        and the win are the teams' (:func:`~scorekeeper.rules.partnerships.team_outcome`), a
        team's starting total its players' together.
    """
    if starting and len(starting) != len(names):
        raise RulesError(Problem("deal.totals_differ"))
    totals = dict(zip(names, starting or (0,) * len(names), strict=True))
    for number, deal in enumerate(deals, start=1):
        if [player.name for player in deal.players] != list(names):
            raise RulesError(Problem("deal.players_differ", {"number": number}))
        for player in deal.players:
            totals[player.name] += player.score
    last = deals[-1] if deals else None
    last_out = last.went_out if last else None
    return standings_after(
        rules, names, tuple(totals.values()), len(deals), last_out, away, last=last
    )


def standings_after(
    rules: Rules,
    names: Sequence[str],
    totals: Sequence[int],
    played: int,
    last_out: str | None,
    away: Collection[str] = (),
    last: DealScore | None = None,
) -> Standings:
    """The standings once ``played`` deals have given the running ``totals``, the last of them
    ended by ``last_out`` going out (``None``: the stock ran out, or no deal yet) and scored
    ``last`` (where the game ends by what a deal did, Phase 10's tenth phase): as
    :func:`standings`, without the earlier deals themselves.

    :param names: the players in seating order.
    :param totals: each player's running total, in seating order (points).
    :param away: the players not at the table (who left, or joined later: see
        :mod:`~scorekeeper.rules.seating`), left out of the outcome: only the players at the
        table reach the target, play the game's deals and win (010 Score pads).
    :raises RulesError: if there are not as many totals as names, or for teams the players
        cannot make (``teams.uneven``).

    >>> from scorekeeper.rules.presets import find_preset
    >>> standings_after(find_preset("500-rummy"), ["Ann", "Bob"], [520, 300], 4, None,
    ...                 away={"Ann"}).finished
    False
    """
    if len(totals) != len(names):
        raise RulesError(Problem("deal.totals_differ"))
    game = game_of(rules)

    def outcome(by_name: dict[str, int], out: str | None) -> tuple[bool, tuple[str, ...]]:
        return game.outcome(rules, by_name, played, out, last)

    teams = rules.seat_teams(len(names))
    if teams:
        finished, winners = team_outcome(names, totals, teams, last_out, outcome)
    else:
        at_table = {
            name: total for name, total in zip(names, totals, strict=True) if name not in away
        }
        finished, winners = outcome(at_table, last_out if last_out not in away else None)
    return Standings(tuple(names), tuple(totals), finished, winners, tuple(teams))


def verify_starting(rules: Rules, names: Sequence[str], starting: Sequence[int]) -> None:
    """Check a game's starting scores (each player's points before the first deal, where the
    game is resumed from a score sheet on paper): one a player, each within
    :data:`~scorekeeper.rules.typed_scores.MOST_POINTS` either way as a typed score is, and
    not already ending the game (:func:`standings_after` no deal played).

    >>> from scorekeeper.rules.presets import find_preset
    >>> verify_starting(find_preset("500-rummy"), ["Ann", "Bob"], [450, -20])
    >>> verify_starting(find_preset("500-rummy"), ["Ann", "Bob"], [450, 500])
    Traceback (most recent call last):
    ...
    scorekeeper.rules.errors.RulesError: start.game_over {'target': 500}

    :param names: the players, in seating order.
    :param starting: each player's starting score, in seating order (points).
    :raises RulesError: ``deal.totals_differ`` where there is not one a player;
        ``start.game_over`` (``target``, ``None`` where the game has none) where they would
        end the game before its first deal; its path is ``("starting_scores",)``.
    :raises DealError: ``start.too_large`` (``name``, ``most``) at
        ``("starting_scores", seat)``; ``start.below_zero`` (``name``, ``left``) there for
        points left below 0 in a score pad counting down
        (:func:`~scorekeeper.rules.scores_only.opening_scores`).
    """
    if len(starting) != len(names):
        raise RulesError(Problem("deal.totals_differ", {}, ("starting_scores",)))
    for seat, (name, points) in enumerate(zip(names, starting, strict=True)):
        if abs(points) > MOST_POINTS:
            said: dict[str, Param] = {"name": name, "most": MOST_POINTS}
            raise DealError(Problem("start.too_large", said, ("starting_scores", seat)))
        if points < 0 and rules.counts_down:
            left: dict[str, Param] = {"name": name, "left": points}
            raise DealError(Problem("start.below_zero", left, ("starting_scores", seat)))
    if standings_after(rules, names, starting, 0, None).finished:
        params: dict[str, Param] = {"target": rules.target}
        raise RulesError(Problem("start.game_over", params, ("starting_scores",)))
