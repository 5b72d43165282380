"""The engine's errors: all subclasses of :class:`ValueError`, each naming the culprit."""

from __future__ import annotations


class NotationError(ValueError):
    """A card or rank written in a form the engine does not read (``'ZZ'``, ``'11H'``)."""


class RulesError(ValueError):
    """An unknown variant, or a house-rule option that is unknown, mistyped or out of range.

    :ivar option: the option's name (``"decks"``), or ``None`` for the variant itself.
    """

    def __init__(self, message: str, option: str | None = None) -> None:
        super().__init__(message)
        self.option = option


class IllegalMeldError(ValueError):
    """A meld or lay-off that the rules do not allow; the message is the reason."""


class IllegalDiscardError(ValueError):
    """Going out with a discard the rules do not allow: under the house rule that the final
    discard must be unplayable, a card that fits a meld on the table; the message says what to
    do instead."""


class DealError(ValueError):
    """A deal that cannot be scored as entered: an illegal meld, too many copies of a card,
    an unknown or impossible player who went out.

    :ivar path: where the problem is, as keys and indexes into the deal's input, for example
        ``("players", 0, "melds", 1)``.
    """

    def __init__(self, message: str, path: tuple[str | int, ...] = ()) -> None:
        super().__init__(message)
        self.path = path


class PlayerNameError(DealError):
    """A deal whose players cannot be told apart: a name missing or repeated, or a player who
    went out that is not in the deal."""
