"""Tonk (preset ``tonk``): five cards each, played for stakes (004 Tonk; docs/rule-sources.md).

A deal ends when a player goes out (with or without a final discard), knocks, shows a tonk
(a hand dealt worth 49 or 50), or the stock runs out; the score is the stakes won or paid, in
stake units.
"""

from __future__ import annotations

from collections.abc import Sequence

from .deal import DealScore, Ending, PlayerDeal, PlayerScore
from .deal_checks import (
    cards_of,
    laid_out,
    verify_most_cards,
    verify_said_nothing,
)
from .errors import DealError
from .game import DealFacts, Game
from .layoffs import verify_lay_offs
from .options import Rules
from .points import verify_each_player, verify_went_out
from .problems import Param, Path, Problem

TONK_ENDINGS: tuple[Ending, ...] = ("went_out", "went_out_no_discard", "knock", "tonk", "stock_out")
"""How a deal of Tonk ends (004 Tonk): a player went out with or without a final discard,
knocked, showed a tonk, or the stock ran out."""

TONK_HANDS = (49, 50)
"""A hand dealt worth 49 or 50 points is a tonk (004 Tonk)."""


class Tonk(Game):
    """Tonk's deals: a player hands in the hand alone; every turn draws one card and discards
    one; a deal is scored in stakes (:func:`score_stakes`)."""

    scoring = "stakes"
    endings = TONK_ENDINGS
    stakes = True
    hand_only = True
    knocks = True
    one_card_turns = True

    def score(self, facts: DealFacts) -> DealScore:
        verify_said_nothing(facts)
        ending = facts.ending or "went_out"
        went_out = facts.went_out
        verify_most_cards(
            facts,
            lambda player: player.name == went_out and ending == "went_out_no_discard",
            "tonk.too_many_cards",
            one_card_turns=True,
            also=lambda index, player, dealt: _verify_tonk_shown(facts, index, player, dealt),
        )
        counted = laid_out(facts)
        verify_each_player(facts)
        verify_lay_offs(facts.players, counted.tables, facts.rules, facts.wild_rank)
        verify_went_out(facts)
        facts.rules.verify_players(len(facts.players))
        return score_stakes(facts.rules, facts.players, went_out, ending, counted.hands)


TONK_GAME = Tonk()


def _verify_tonk_shown(facts: DealFacts, index: int, player: PlayerDeal, dealt: int) -> None:
    """A tonk is the hand dealt, declared before anyone plays (004 Tonk: "Players start by
    adding up the value of their hands"; "Declare tonks immediately"): nobody has melded or
    laid off, and the player who showed it holds the cards dealt.

    :raises DealError: ``tonk.played_before_tonk`` (``name``, ``tonk``) at the melds played;
        ``tonk.not_the_hand_dealt`` (``name``, ``cards``, ``dealt``) at the hand.
    """
    if facts.ending != "tonk":
        return
    tonk = player.name == facts.went_out
    if not tonk and (player.melds or player.laid_off):
        played: Path = (
            ("players", index, "melds", 0) if player.melds else ("players", index, "laid_off")
        )
        said: dict[str, Param] = {"name": player.name, "tonk": facts.went_out}
        raise DealError(Problem("tonk.played_before_tonk", said, played))
    cards = len(cards_of(player))
    if tonk and (len(player.hand) != dealt or cards != dealt):
        said = {"name": player.name, "cards": cards, "dealt": dealt}
        raise DealError(Problem("tonk.not_the_hand_dealt", said, ("players", index, "hand")))


def score_stakes(
    rules: Rules,
    players: Sequence[PlayerDeal],
    went_out: str | None,
    ending: Ending,
    hands: Sequence[int],
) -> DealScore:
    """Tonk: stakes paid between the players, in stake units (004 Tonk; docs/rule-sources.md)."""
    names = [player.name for player in players]
    stakes = [0] * len(players)

    def pay(winner: int, stake: int, payers: Sequence[int]) -> None:
        for payer in payers:
            stakes[payer] -= stake
            stakes[winner] += stake

    others = [i for i in range(len(players)) if names[i] != went_out]
    if ending == "stock_out":
        lowest = [i for i, points in enumerate(hands) if points == min(hands)]
        if len(lowest) == 1:  # a tie for the lowest hand: nobody is paid
            pay(lowest[0], 1, [i for i in range(len(players)) if i != lowest[0]])
    else:
        out = names.index(went_out or "")
        if ending == "tonk":
            if hands[out] not in TONK_HANDS:
                said: dict[str, Param] = {
                    "name": names[out],
                    "points": hands[out],
                    "tonks": TONK_HANDS,
                }
                raise DealError(Problem("tonk.not_a_tonk", said, ("players", out, "hand")))
            if not any(hands[i] in TONK_HANDS for i in others):  # two tonks: a draw
                pay(out, 2, others)
        elif ending == "knock":
            if all(hands[out] < hands[i] for i in others):
                pay(out, 1, others)
            elif rules.knock_penalty == "stake_to_each":
                for i in others:
                    pay(i, 1, [out])
            else:
                low = min(others, key=lambda i: hands[i])
                pay(low, 2, [out])
                pay(low, 1, [i for i in others if i != low])
        else:
            pay(out, 2 if ending == "went_out_no_discard" else 1, others)
    scores = tuple(PlayerScore(name, 0, hands[i], 0, stakes[i]) for i, name in enumerate(names))
    return DealScore(scores, went_out)
