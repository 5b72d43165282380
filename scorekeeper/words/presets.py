"""Each game in a sentence, for the page that starts a game, the rules page and the API's
``/variants`` document; the engine's :data:`PRESETS <scorekeeper.rules.PRESETS>` holds the
rules, their name and their source.

>>> DESCRIPTIONS["koon-kan"]
'Two players, forty cards (no 8s, 9s or 10s); go out by melding eleven cards.'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

DESCRIPTIONS: Mapping[str, str] = MappingProxyType(
    {
        "5000-rummy": (
            "Hands sized by each upcard; the dealer's upcard is wild; aces and wilds 100."
        ),
        "5000-rummy-subtract": (
            "5000 Rummy as many tables learned it: the cards left in your hand count against you."
        ),
        "500-rummy": "Jokers wild; score your melds and lose what is left in your hand.",
        "george": "5000 Rummy with sets only, one wild card a set, two packs without twos.",
        "rummy": "Basic Rummy: go out first and score what the others hold; rummy doubles it.",
        "contract-rummy": (
            "Seven deals, each with its contract to meld; your hand counts against you; lowest "
            "wins."
        ),
        "continental-rummy": (
            "Fifteen cards, runs only, jokers and 2s wild; go out all at once with one of "
            "three hands."
        ),
        "koon-kan": "Two players, forty cards (no 8s, 9s or 10s); go out by melding eleven cards.",
        "tonk": "Two or three players, five cards, played for stakes: tonks, knocks and going out.",
        "rummy-11": "Eleven deals of 3 to 13 cards; the rank of the cards dealt is wild.",
    }
)
"""Each preset's description, by its slug."""
