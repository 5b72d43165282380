"""The words for the problems of cards (``card``): cards, ranks and stated wild cards that do not
read (``rules/cards.py``, ``rules/stated.py``) and cards the game's packs do not hold that often
(``rules/melds.py: pack_problem``).

>>> from scorekeeper.rules.problems import Problem
>>> WORDS["card.invalid_rank"](Problem("card.invalid_rank", {"text": "11"}).params)
"'11' is not a rank. Write A, 2 to 10, J, Q or K."
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.problems import Param
from scorekeeper.words.languages import gettext, ngettext

from .area import Area
from .phrases import cards, count, figures, sentence


def _text(params: Mapping[str, Param]) -> str:
    """The text that does not read, quoted."""
    return repr(str(params["text"]))


def _too_many_copies(params: Mapping[str, Param]) -> str:
    held, packs = count(params["held"]), count(params["packs"])
    said = ngettext(
        "%(card)s is in this game only once (%(packs)s), but it is entered %(entered)s times.",
        "%(card)s is in this game only %(num)d times (%(packs)s), but it is entered %(entered)s "
        "times.",
        held,
        card=cards(params["card"]),
        packs=ngettext("%(num)d pack", "%(num)d packs", packs),
        entered=figures(params["entered"]),
    )
    return sentence(said)


WORDS: Area = {
    "card.invalid_rank": lambda p: gettext(
        "%(text)s is not a rank. Write A, 2 to 10, J, Q or K.", text=_text(p)
    ),
    "card.invalid_card": lambda p: gettext(
        "%(text)s is not a card. Write its rank then its suit, like 10H, QS or 7♦, or JK for a "
        "joker.",
        text=_text(p),
    ),
    "card.invalid_stated": lambda p: gettext(
        "%(text)s is not a card. After = write the card or rank the wild card stands for, like "
        "JK=8C or JK=9.",
        text=_text(p),
    ),
    "card.no_jokers": lambda _: gettext("There are no jokers in this game."),
    "card.not_in_play": lambda p: sentence(
        gettext("%(card)s is not in play.", card=cards(p["card"]))
    ),
    "card.too_many_jokers": lambda p: ngettext(
        "This game has only %(num)d joker, but %(entered)s are entered.",
        "This game has only %(num)d jokers, but %(entered)s are entered.",
        count(p["held"]),
        entered=figures(p["entered"]),
    ),
    "card.too_many_copies": _too_many_copies,
}
