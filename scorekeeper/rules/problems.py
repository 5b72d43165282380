"""Problems: what the engine finds wrong, as data the web side puts into words.

The engine speaks no language. Every verdict that refuses something and every error the engine
raises carries one :class:`Problem`: a stable ``code`` (``"meld.too_few_cards"``), its
parameters (cards in notation such as ``"7H"``, counts, players' names, option keys) and the
``path`` to the input it concerns, as keys and indexes into that input
(``("players", 0, "melds", 1)``). The sentences live in ``scorekeeper/words/``, which turns a
code and its parameters into a player's words; the API sends the code beside its English.

>>> problem = Problem("meld.too_few_cards", {"cards": ("7H", "8H"), "least": 3})
>>> problem.code, problem.params["least"], problem.path
('meld.too_few_cards', 3, ())
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeAlias

Param: TypeAlias = "str | int | bool | None | tuple[Param, ...] | Problem"
"""A parameter's value: text that is no sentence (a name, a card or rank in notation, an
option key, a code), a number, a flag, a tuple of them, or a problem inside a problem."""

Path = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    """One thing wrong, in no language.

    :ivar code: the stable code, ``area.what`` (``"deal.named_twice"``); never reworded.
    :ivar params: what the words need, by name.
    :ivar path: the input it concerns, as keys and indexes; ``()`` for the whole input.
    """

    code: str
    params: Mapping[str, Param] = field(default_factory=dict, hash=False)
    path: Path = ()

    def at(self, path: Path) -> Problem:
        """The same problem about the input at ``path``."""
        return Problem(self.code, self.params, path)


class ProblemError(ValueError):
    """An error that carries a :class:`Problem`; ``str()`` gives its code and parameters (for
    logs, not for players)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem.code} {dict(problem.params)!r}")
        self.problem = problem

    @property
    def path(self) -> Path:
        """The input the problem concerns (see :attr:`Problem.path`)."""
        return self.problem.path


def field_name(path: Path) -> str:
    """A path as the name of the field it points at, for forms and the API's answers.

    >>> field_name(("players", 0, "melds", 1))
    'players[0].melds[1]'
    """
    name = ""
    for part in path:
        if isinstance(part, int):
            name += f"[{part}]"
        else:
            name += f".{part}" if name else part
    return name
