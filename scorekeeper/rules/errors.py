"""The engine's errors: all :class:`ProblemError` (a :class:`ValueError`) carrying the
:class:`Problem` that names the culprit, its code, its parameters and the input it concerns."""

from __future__ import annotations

from .problems import ProblemError


class NotationError(ProblemError):
    """A card or rank written in a form the engine does not read (``'ZZ'``, ``'11H'``)."""


class RulesError(ProblemError):
    """An unknown variant, or a house-rule option that is unknown, mistyped or out of range.

    The problem's path names the option (``("decks",)``) or the deal's field it concerns;
    it is empty for the variant itself.
    """

    @property
    def option(self) -> str | None:
        """The option's name (``"decks"``) or the field's, or ``None`` for the variant."""
        return str(self.path[0]) if self.path else None


class IllegalMeldError(ProblemError):
    """A meld or lay-off that the rules do not allow; the problem is the reason."""


class IllegalDiscardError(ProblemError):
    """Going out with a discard the rules do not allow: under the house rule that the final
    discard must be unplayable, a card that fits a meld on the table; the problem says what to
    do instead."""


class DealError(ProblemError):
    """A deal that cannot be scored as entered: an illegal meld, too many copies of a card,
    an unknown or impossible player who went out. The problem's path says where, as keys and
    indexes into the deal's input, for example ``("players", 0, "melds", 1)``."""


class PlayerNameError(DealError):
    """A deal whose players cannot be told apart: a name missing or repeated, or a player who
    went out that is not in the deal."""
