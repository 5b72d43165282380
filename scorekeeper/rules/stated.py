"""What a wild card stands for, as a player states it: ``JK=8C`` (a card, in a run) or ``JK=9``
(a rank: a set of nines).

"A player melding a joker must make it clear which rank it represents, and this cannot
subsequently be changed" (001 pagat 500 Rummy, Jokers); "When melding with a joker, a player
must state a suit and rank for the card" (004 Contract Rummy). Where nothing is stated, a run's
order as entered says it (:mod:`scorekeeper.rules.melds`).

>>> read_meld("6C 7C JK=8c")
((Card('6C'), Card('7C'), Card('JK')), (None, None, '8C'))
>>> meld_tokens(*read_meld("9D JK=9 JK=9"))
('9D', 'JK=9', 'JK=9')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .cards import Card, Rank
from .errors import NotationError
from .problems import Problem

Stated = tuple[str | None, ...]
"""What each card of a meld is stated to stand for (``None``: nothing stated), card by card."""

_SEPARATORS = re.compile(r"[\s,]+")


def read_card(token: str) -> tuple[Card, str | None]:
    """One card of a meld, with what it is stated to stand for after ``=``.

    :returns: the card, and the card (``"8C"``) or rank (``"9"``) it stands for, canonical.
    :raises NotationError: code ``card.invalid_card`` for a card that does not read (its
        ``text``: the card, see :meth:`Card.from_str`), ``card.invalid_stated`` for what
        follows ``=`` (its ``text``: the whole token).

    >>> read_card("jk=10h")
    (Card('JK'), '10H')
    >>> read_card("JK=X")
    Traceback (most recent call last):
    ...
    scorekeeper.rules.errors.NotationError: card.invalid_stated {'text': 'JK=X'}
    """
    text, equals, stands = token.partition("=")
    card = Card.from_str(text)
    if not equals:
        return card, None
    try:
        return card, str(Rank.parse(stands))
    except NotationError:
        pass
    try:
        named = Card.from_str(stands)
    except NotationError:
        named = None
    if named is None or named.rank is None:
        raise NotationError(Problem("card.invalid_stated", {"text": token}))
    return card, str(named)


def read_tokens(tokens: Sequence[str]) -> tuple[tuple[Card, ...], Stated]:
    """A meld's cards and what each is stated to stand for, one token each.

    :raises NotationError: naming the first token that does not read; its ``index`` is not
        given, so callers that point at a token read them one by one with :func:`read_card`.
    """
    read = [read_card(token) for token in tokens]
    return tuple(card for card, _ in read), tuple(stands for _, stands in read)


def read_meld(text: str) -> tuple[tuple[Card, ...], Stated]:
    """A meld written as text, ``"6C 7C JK=8C"``: cards separated by spaces or commas.

    :raises NotationError: naming the first token that does not read.
    """
    return read_tokens([token for token in _SEPARATORS.split(text) if token])


def meld_tokens(cards: Sequence[Card], stated: Sequence[str | None] = ()) -> tuple[str, ...]:
    """A meld in canonical notation, one token a card, with what is stated: ``JK=8C``."""
    said = list(stated) + [None] * (len(cards) - len(stated))
    return tuple(
        str(card) if stands is None else f"{card}={stands}"
        for card, stands in zip(cards, said, strict=True)
    )
