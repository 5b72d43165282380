"""Each game's name and a sentence about it, for the page that starts a game, the rules page,
the game's pages and the API's ``/variants`` document; the engine's :data:`PRESETS
<scorekeeper.rules.PRESETS>` holds the rules, their name (in English, as the engine and the
API know it) and their source.

Both are lazy (``lazy_gettext``): each becomes the page's language where it is used, and
stays English under the API.

>>> str(DESCRIPTIONS["koon-kan"])
'Two players, forty cards (no 8s, 9s or 10s); go out by melding eleven cards.'
>>> str(NAMES["contract-rummy"])
'Contract Rummy'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l

from scorekeeper.rules import PRESETS, Rules

NAMES: Mapping[str, LazyString] = MappingProxyType(
    {
        "5000-rummy": _l("5000 Rummy"),
        "5000-rummy-subtract": _l("5000 Rummy, hand subtracted"),
        "500-rummy": _l("500 Rummy"),
        "george": _l("George (2500 Rummy)"),
        "rummy": _l("Rummy"),
        "contract-rummy": _l("Contract Rummy"),
        "continental-rummy": _l("Continental Rummy"),
        "koon-kan": _l("Koon Kan"),
        "tonk": _l("Tonk"),
        "rummy-11": _l("Rummy 11"),
    }
)
"""Each preset's name (its English is the engine's ``Rules.name``), by its slug."""

_SLUGS = {rules.name: slug for slug, rules in PRESETS.items()}

DESCRIPTIONS: Mapping[str, LazyString] = MappingProxyType(
    {
        "5000-rummy": _l(
            "Hands sized by each upcard; the dealer's upcard is wild; aces and wilds 100."
        ),
        "5000-rummy-subtract": _l(
            "5000 Rummy as many tables learned it: the cards left in your hand count against you."
        ),
        "500-rummy": _l("Jokers wild; score your melds and lose what is left in your hand."),
        "george": _l("5000 Rummy with sets only, one wild card a set, two packs without twos."),
        "rummy": _l("Basic Rummy: go out first and score what the others hold; rummy doubles it."),
        "contract-rummy": _l(
            "Seven deals, each with its contract to meld; your hand counts against you; lowest "
            "wins."
        ),
        "continental-rummy": _l(
            "Fifteen cards, runs only, jokers and 2s wild; go out all at once with one of "
            "three hands."
        ),
        "koon-kan": _l(
            "Two players, forty cards (no 8s, 9s or 10s); go out by melding eleven cards."
        ),
        "tonk": _l(
            "Two or three players, five cards, played for stakes: tonks, knocks and going out."
        ),
        "rummy-11": _l("Eleven deals of 3 to 13 cards; the rank of the cards dealt is wild."),
    }
)
"""Each preset's description, by its slug."""


def game_name(game: str | Rules) -> str:
    """A game's name in the page's language (the ``game_name`` template filter), from its
    variant's slug (``"contract-rummy"``) or its :class:`Rules` (house rules keep their
    preset's name); rules under a name no preset has keep it.

    :raises KeyError: for a slug no preset has.

    >>> game_name("contract-rummy"), game_name(PRESETS["tonk"])
    ('Contract Rummy', 'Tonk')
    """
    if isinstance(game, Rules):
        slug = _SLUGS.get(game.name)
        return str(NAMES[slug]) if slug else game.name
    return str(NAMES[game])
