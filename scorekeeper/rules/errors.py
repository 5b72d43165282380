"""The engine's errors: all :class:`ProblemError` (a :class:`ValueError`) carrying the
:class:`Problem` that names the culprit."""

from __future__ import annotations

from .problems import Path, Problem, ProblemError


def _problem(said: str | Problem, path: Path) -> Problem:
    # TRANSITION: English still built in the engine travels as the code "text"; removed once
    # every module raises problems.
    return said if isinstance(said, Problem) else Problem("text", {"text": said}, path)


class NotationError(ProblemError):
    """A card or rank written in a form the engine does not read (``'ZZ'``, ``'11H'``)."""

    def __init__(self, said: str | Problem) -> None:
        super().__init__(_problem(said, ()))


class RulesError(ProblemError):
    """An unknown variant, or a house-rule option that is unknown, mistyped or out of range.

    The problem's path names the option (``("decks",)``) or the deal's field it concerns;
    it is empty for the variant itself.
    """

    def __init__(self, said: str | Problem, option: str | None = None) -> None:
        super().__init__(_problem(said, () if option is None else (option,)))

    @property
    def option(self) -> str | None:
        """The option's name (``"decks"``) or the field's, or ``None`` for the variant."""
        return str(self.path[0]) if self.path else None


class IllegalMeldError(ProblemError):
    """A meld or lay-off that the rules do not allow; the problem is the reason."""

    def __init__(self, said: str | Problem) -> None:
        super().__init__(_problem(said, ()))


class IllegalDiscardError(ProblemError):
    """Going out with a discard the rules do not allow: under the house rule that the final
    discard must be unplayable, a card that fits a meld on the table; the problem says what to
    do instead."""

    def __init__(self, said: str | Problem) -> None:
        super().__init__(_problem(said, ()))


class DealError(ProblemError):
    """A deal that cannot be scored as entered: an illegal meld, too many copies of a card,
    an unknown or impossible player who went out. The problem's path says where, as keys and
    indexes into the deal's input, for example ``("players", 0, "melds", 1)``."""

    def __init__(self, said: str | Problem, path: Path = ()) -> None:
        super().__init__(_problem(said, path))


class PlayerNameError(DealError):
    """A deal whose players cannot be told apart: a name missing or repeated, or a player who
    went out that is not in the deal."""
