"""The small pieces every area's words are built of: lists of names, alternatives, cards and
the names of ranks and suits, in the page's language. Each area of ``scorekeeper/words/`` uses
these, never its own; counted things are each area's own ``ngettext`` messages.

>>> listed(["Ann", "Bob", "Cy"])
'Ann, Bob, and Cy'
>>> rank_plural("Q"), rank_plural("7"), suit_plural("H")
('queens', '7s', 'hearts')
>>> cards(("7H", "8H", "9H", "JK")), stand_in("8C"), stand_in("8")
('the 7, 8, and 9 of hearts and the joker', 'the 8 of clubs', 'an 8')
>>> cards(("5H", "5C", "JK", "JK"))
'the 5 of hearts and clubs and 2 jokers'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from babel.lists import format_list
from flask_babel import lazy_gettext as _l

from scorekeeper.rules.problems import Param, Problem
from scorekeeper.words.card_names import JOKER, SUITS, card_names, said_names
from scorekeeper.words.languages import format_number, page_language

from .games import game_name

_RANK_PLURALS = {
    "A": _l("aces"),
    "2": _l("2s"),
    "3": _l("3s"),
    "4": _l("4s"),
    "5": _l("5s"),
    "6": _l("6s"),
    "7": _l("7s"),
    "8": _l("8s"),
    "9": _l("9s"),
    "10": _l("10s"),
    "J": _l("jacks"),
    "Q": _l("queens"),
    "K": _l("kings"),
}


def listed(items: Sequence[str]) -> str:
    """Items as a sentence in the page's language lists them (CLDR's lists, through Babel):
    ``"Ann"``, ``"Ann and Bob"``, ``"Ann, Bob, and Cy"``; in Spanish ``"Ann, Bob y Cy"``."""
    return format_list(list(items), locale=page_language())


def either(items: Sequence[str]) -> str:
    """Items as a sentence in the page's language offers them, one or another: ``"2"``,
    ``"2 or 3"``; in Polish ``"2 lub 3"``.

    >>> either(["2", "3", "4"])
    '2, 3, or 4'
    """
    return format_list(list(items), style="or", locale=page_language())


def cards(notations: Param) -> str:
    """Cards in notation as the engine gives them (one, or a tuple: ``("7H", "8H", "JK")``) as
    a sentence names them in the page's language, listed: ``"the 7 and 8 of hearts and the
    joker"`` (Spanish ``"el 7 y el 8 de corazones y el joker"``, Polish ``"7 i 8 kier i
    joker"``). Cards in a row of one suit name it once, of one rank name it once (``"the 5 of
    hearts and clubs"``), jokers in a row are counted. Where cards are shown as cards (faces,
    chips, the conflict page, downloads, the API's data) they keep their notation.

    :raises KeyError: for a text that is no card in notation.
    """
    said = said_names()
    groups: list[list[str]] = []
    for card in texts(notations):
        if groups and _shared([*groups[-1], card]):
            groups[-1].append(card)
        else:
            groups.append([card])
    named = []
    for group in groups:
        shared = _shared(group)
        if shared == "suit":
            ranks = listed([said.ranks[card[:-1]] for card in group])
            named.append(said.cards_of_suit(ranks, group[0][-1]))
        elif shared == "rank":  # the stars last, never straight after "of" ("de étoile")
            letters = sorted((card[-1] for card in group), key=lambda letter: letter == "*")
            suits = listed([said.suits[letter] for letter in letters])
            named.append(said.cards_of(said.ranks[group[0][:-1]], suits))
        elif shared == "joker":
            named.append(said.jokers(len(group)))
        else:
            named.append(said.cards[group[0]])
    return listed(named)


def _shared(group: Sequence[str]) -> str | None:
    """What two or more cards in notation share, for :func:`cards` to name it once:
    ``"joker"`` (all are jokers), ``"suit"``, ``"rank"``, or ``None`` (nothing, or one card)."""
    if len(group) < 2:
        return None
    if all(card == JOKER for card in group):
        return "joker"
    if JOKER in group:
        return None
    if len({card[-1] for card in group}) == 1:
        return "suit"
    if len({card[:-1] for card in group}) == 1:
        return "rank"
    return None


def stand_in(stands: Param) -> str:
    """What a wild card stands for, as a sentence names it: a card (``"8C"``: "the 8 of
    clubs") or, in a set, a rank (``"8"``: "an 8").

    :raises KeyError: for a text that is neither.
    """
    return said_names().some_rank.get(str(stands)) or cards(stands)


def sentence(text: str) -> str:
    """A sentence with its first letter a capital, for one that may begin with a card's name:
    "the 7 of hearts is not in play." as "The 7 of hearts is not in play."."""
    return text[:1].upper() + text[1:]


def rank_plural(rank: str) -> str:
    """A rank (in notation) as players name a set of it, in the page's language: ``"aces"``,
    ``"7s"`` (Spanish ``"sietes"``, Polish ``"siódemki"``).

    :raises KeyError: for a text that is no rank.
    """
    return str(_RANK_PLURALS[rank])


def suit_plural(suit: str) -> str:
    """A suit (its letter) as in "a run of hearts", in the page's language.

    :raises KeyError: for a text that is no suit's letter.
    """
    if suit not in SUITS:
        raise KeyError(suit)
    return card_names()[suit]


def count(param: Param) -> int:
    """A parameter that is a count.

    :raises TypeError: for anything else.
    """
    if not isinstance(param, int):
        raise TypeError(f"not a count: {param!r}")
    return param


def figures(param: Param) -> str:
    """A parameter that is a count, as the page's language writes it (5,000, 5.000, 5 000)."""
    return format_number(count(param))


def texts(param: Param) -> list[str]:
    """A parameter that is a tuple (of names, cards, choices), each as text; a single value as
    a list of one."""
    return [str(item) for item in param] if isinstance(param, tuple) else [str(param)]


def said_inside(param: Param) -> str:
    """A problem inside a problem, in words.

    :raises TypeError: for a parameter that is no problem.
    """
    from . import say  # the package imports this module first

    if not isinstance(param, Problem):
        raise TypeError(f"not a problem: {param!r}")
    return say(param)


def game(params: Mapping[str, Param]) -> str:
    """The game a problem names (its ``variant``), in the page's language."""
    return game_name(str(params["variant"]))
