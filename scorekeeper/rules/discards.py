"""The final discard: may a player go out by discarding this card?

A card is *playable* when it could be laid off on a meld on the table (:func:`check_lay_off`),
whoever melded it and whether or not the player has melded yet: "a card that could have been
added to a meld on the table" (000 End of the play).
Under the house rule ``final_discard_unplayable`` a player may not go out with a playable card:
"this final discard must be "unplayable": it cannot be a card that could have been added to a meld
on the table. A player who has no unplayable cards has to "float"" (000 pagat 5000 Rummy, End of
the play); "if your final card is playable, then instead of discarding it and going out you have
to meld it and become a floater" (001 pagat 500 Rummy, Variations, Unplayable discard required
when going out). Without that rule any card may be the final discard.

For the check there is ``check_final_discard`` (a :class:`DiscardVerdict`),
``verify_final_discard`` (raises :class:`IllegalDiscardError` with the verdict's note) and
``can_final_discard`` (a bool).

>>> from scorekeeper.rules.presets import find_preset
>>> table = [Card.parse("4H 5H 6H"), Card.parse("KS KD KC")]
>>> verdict = check_final_discard(Card.from_str("7H"), table, find_preset("5000-rummy"), Rank.TWO)
>>> verdict.playable, verdict.onto, verdict.may_go_out
(True, 0, False)
>>> verdict.note.code, dict(verdict.note.params)
('discard.playable', {'card': '7H', 'meld': ('4H', '5H', '6H'), 'others': 0, 'then': 'float'})
>>> check_final_discard(Card.from_str("9C"), table, find_preset("5000-rummy"), Rank.TWO).note.code
'discard.unplayable'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, Rank, notations
from .errors import IllegalDiscardError, IllegalMeldError
from .melds import check_lay_off, check_meld, pack_problem
from .options import Rules
from .problems import Param, Problem


@dataclass(frozen=True)
class DiscardVerdict:
    """The verdict on going out by discarding one card.

    :ivar card: the card the player would discard.
    :ivar playable: whether it could be laid off on a meld on the table.
    :ivar fits: every meld it could be laid off on, as indexes into the table (from 0), in the
        table's order; empty when it is unplayable.
    :ivar onto: the first of ``fits``, or ``None`` when it is unplayable.
    :ivar may_go_out: whether the player may go out by discarding it.
    :ivar note: what to tell the player, allowed or not: ``discard.unplayable`` (``card``), or
        for a playable card ``discard.playable_allowed`` or, when it may not go out,
        ``discard.playable`` (``card``; ``meld``: the first meld it fits, as a tuple of cards;
        ``others``: how many more it fits; for ``discard.playable``, ``then``: ``"float"``,
        ``"go_out"`` where melding every card ends the play, else ``None``).
    """

    card: Card
    playable: bool
    fits: tuple[int, ...]
    onto: int | None
    may_go_out: bool
    note: Problem


def check_final_discard(
    card: Card,
    table: Sequence[Sequence[Card]],
    rules: Rules,
    wild_rank: Rank | None = None,
    stated: Sequence[Sequence[str | None]] = (),
) -> DiscardVerdict:
    """Judge going out by discarding ``card`` with ``table`` on the table.

    :param card: the player's last card.
    :param table: the melds on the table, each a sequence of cards (a meld with cards laid off
        on it is one meld with all its cards).
    :param rules: the game's rules (packs fixed with :meth:`Rules.for_players` where known).
    :param wild_rank: the deal's wild rank, if the game has one.
    :param stated: what the wild cards of each meld were stated to stand for (``JK=8C``), meld
        by meld; a wild card keeps it (see :func:`check_lay_off`).
    :returns: the verdict: whether the card is playable, onto which melds, whether the player
        may go out with it, and a note saying so.
    :raises IllegalMeldError: when the cards cannot be on the table together: a meld on the
        table is not legal (``discard.table_meld_illegal``: its ``number`` from 1, the
        ``meld``'s cards and the ``reason``, the meld's problem), or the card and the melds
        hold a card more often than the packs do (:func:`pack_problem`).
    """
    problem = pack_problem([*(c for meld in table for c in meld), card], rules)
    if problem is not None:
        raise IllegalMeldError(problem)
    fits: list[int] = []
    for index, meld in enumerate(table):
        said = stated[index] if index < len(stated) else ()
        verdict = check_meld(meld, rules, wild_rank, said)
        if not verdict.valid:
            raise IllegalMeldError(
                Problem(
                    "discard.table_meld_illegal",
                    {"number": index + 1, "meld": notations(meld), "reason": verdict.problem},
                )
            )
        if check_lay_off((card,), meld, rules, wild_rank, onto_stated=said).valid:
            fits.append(index)
    playable = bool(fits)
    may_go_out = not (playable and rules.final_discard_unplayable)
    return DiscardVerdict(
        card=card,
        playable=playable,
        fits=tuple(fits),
        onto=fits[0] if fits else None,
        may_go_out=may_go_out,
        note=_note(card, [table[i] for i in fits], may_go_out, rules),
    )


def verify_final_discard(
    card: Card,
    table: Sequence[Sequence[Card]],
    rules: Rules,
    wild_rank: Rank | None = None,
) -> DiscardVerdict:
    """Like :func:`check_final_discard`, for a final discard that must be allowed.

    :raises IllegalDiscardError: with the verdict's note, when the player may not go out
        with ``card``.
    """
    verdict = check_final_discard(card, table, rules, wild_rank)
    if not verdict.may_go_out:
        raise IllegalDiscardError(verdict.note)
    return verdict


def can_final_discard(
    card: Card,
    table: Sequence[Sequence[Card]],
    rules: Rules,
    wild_rank: Rank | None = None,
) -> bool:
    """Whether the player may go out by discarding ``card``."""
    return check_final_discard(card, table, rules, wild_rank).may_go_out


def _note(card: Card, melds: Sequence[Sequence[Card]], may_go_out: bool, rules: Rules) -> Problem:
    if not melds:
        return Problem("discard.unplayable", {"card": str(card)})
    fits: dict[str, Param] = {
        "card": str(card),
        "meld": notations(melds[0]),
        "others": len(melds) - 1,
    }
    if may_go_out:
        return Problem("discard.playable_allowed", fits)
    if rules.floating:
        then = "float"  # 000 Floating; 001 Variations, Floating
    elif not rules.discard_to_go_out:
        then = "go_out"  # melding every card ends the play (001 The Play)
    else:
        then = None
    return Problem("discard.playable", {**fits, "then": then})
