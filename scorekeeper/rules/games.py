"""The registry of games: every game the engine keeps, each defined in a module of its own,
found by a game's rules (:func:`game_of`).

To add a game with rules of its own, write its module (a :class:`~scorekeeper.rules.game.Game`
with its checks and scoring) and add it to :data:`GAMES` (``docs/architecture.md``, "Adding a
game").

>>> from scorekeeper.rules.presets import find_preset
>>> game_of(find_preset("tonk")).scoring
'stakes'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .buraco import BURACO_GAME
from .canasta import CANASTA_GAME
from .game import Game
from .gin import GIN_GAME
from .hand_and_foot import HAND_AND_FOOT_GAME
from .indian import INDIAN_GAME
from .options import Rules
from .phase_10 import PHASE_10_GAME
from .points import POINTS_GAME
from .rummikub import RUMMIKUB_GAME
from .scores_only import SCORES_ONLY_GAME
from .tonk import TONK_GAME

_GAMES: dict[str, Game] = {
    game.scoring: game
    for game in (
        POINTS_GAME,
        TONK_GAME,
        GIN_GAME,
        INDIAN_GAME,
        CANASTA_GAME,
        HAND_AND_FOOT_GAME,
        BURACO_GAME,
        PHASE_10_GAME,
        RUMMIKUB_GAME,
    )
}
GAMES: Mapping[str, Game] = MappingProxyType(_GAMES)
"""The games whose deals are entered as cards, by the value of the ``scoring`` option that
picks each."""


def game_of(rules: Rules) -> Game:
    """The game ``rules`` are played by: the score pad where every deal is typed, else the one
    their ``scoring`` option names."""
    if rules.typed_only:
        return SCORES_ONLY_GAME
    return GAMES[rules.scoring]
