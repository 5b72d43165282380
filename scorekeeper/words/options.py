"""The words for the problems of a game's rules (``rules/options.py``, ``rules/presets.py``):
house-rule options refused, an unknown variant, players, deal numbers and wild ranks that the
game does not take.

An option is named as the API names it, ``option 'target'``; a form names it by its label
instead (:func:`option_words` with its own namer).

>>> from scorekeeper.rules.problems import Problem
>>> too_small = Problem("option.too_small", {"option": "target", "least": 1, "value": 0})
>>> WORDS["option.too_small"](too_small.params)
"option 'target' must be at least 1, not 0"
>>> option_words(lambda option: "Target score")["option.too_small"](too_small.params)
'Target score must be at least 1, not 0'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from scorekeeper.rules.problems import Param, Problem

from .area import Area
from .phrases import rank_plural, variant_name

Named = Callable[[str], str]
"""How a sentence names an option, from its key (``"target"``)."""


def option_named(option: str) -> str:
    """An option as the API's errors name it: ``option 'target'``."""
    return f"option {option!r}"


def option_words(named: Named) -> Area:
    """The words of the ``option`` codes, each option named by ``named``."""

    def option(params: Mapping[str, Param], key: str = "option") -> str:
        return named(str(params[key]))

    def row(params: Mapping[str, Param]) -> str:
        return f"{option(params)}: {params['key']} in row {params['row']}"

    return {
        "option.not_an_object": lambda _: "options must be an object of option names and values",
        "option.unknown": lambda p: f"unknown {option(p)}",
        "option.cannot_be_null": lambda p: f"{option(p)} cannot be null",
        "option.not_true_or_false": lambda p: (
            f"{option(p)} must be true or false, not {p['value']}"
        ),
        "option.not_a_choice": lambda p: (
            f"{option(p)} must be one of {_quoted_list(p['choices'])}, not {p['value']}"
        ),
        "option.not_a_whole_number": lambda p: (
            f"{option(p)} must be a whole number, not {p['value']}"
        ),
        "option.too_small": lambda p: (
            f"{option(p)} must be at least {p['least']}, not {p['value']}"
        ),
        "option.too_large": lambda p: f"{option(p)} must be at most {p['most']}, not {p['value']}",
        "option.beyond_max_number": lambda p: (
            f"{option(p)} must be at most {_figures(p['most'])}, not {_figures(p['value'])}"
        ),
        "option.not_a_list": lambda p: f"{option(p)} must be a list, not {p['value']}",
        "option.unreadable": lambda p: f"{option(p)}: {_said(p['problem'])}",
        "option.joker_always_wild": lambda p: (
            f"{option(p)}: jokers are always wild; add them with 'jokers'"
        ),
        "option.not_points": lambda p: (
            f"{option(p)} must be an object of ranks or cards and numbers"
        ),
        "option.points_not_whole": lambda p: (
            f"{option(p)}: the number for {p['key']!r} must be a whole number of at least 0"
        ),
        "option.row_keys": lambda p: (
            f"{option(p)}: row {p['row']} must have {', '.join(_texts(p['keys']))}"
        ),
        "option.row_not_whole": lambda p: (
            f"{row(p)} must be a whole number of at least {p['least']}, not {p['value']}"
        ),
        "option.row_too_large": lambda p: f"{row(p)} must be at most {p['most']}, not {p['value']}",
        "option.contract_too_many_melds": lambda p: (
            f"{option(p)}: row {p['row']} asks for more than {p['most']} melds"
        ),
        "option.no_rows": lambda p: f"{option(p)} needs at least one row",
        "option.not_run_lengths": lambda p: (
            f"{option(p)}: each hand is a list of run lengths of at least {p['least']}"
        ),
        "option.players_min_above_max": lambda p: (
            f"{named('players_min')} ({p['fewest']}) is more than {named('players_max')} "
            f"({p['most']})"
        ),
    }


def _quoted_list(choices: Param) -> str:
    return ", ".join(repr(choice) for choice in _texts(choices))


def _texts(items: Param) -> list[str]:
    return [str(item) for item in items] if isinstance(items, tuple) else [str(items)]


def _figures(number: Param) -> str:
    """A number with thousands separators; ``None`` (a number too long to carry) in words."""
    return "a number that long" if number is None else f"{number:,}"


def _said(problem: Param) -> str:
    from . import say  # the package merges this module's words: imported when first said

    assert isinstance(problem, Problem)
    return say(problem)


def _players(params: Mapping[str, Param]) -> str:
    fewest, most, count = params["fewest"], params["most"], params["count"]
    takes = f"{fewest} players" if fewest == most else f"{fewest} to {most} players"
    named = f"{count} {'is' if count == 1 else 'are'} named"
    return f"{variant_name(str(params['variant']))} is for {takes}; {named}."


def _game(params: Mapping[str, Param]) -> str:
    return variant_name(str(params["variant"]))


WORDS: Area = {
    **option_words(option_named),
    "variant.unknown": lambda p: (
        f"unknown variant {p['variant']!r} (known: {', '.join(_texts(p['known']))})"
    ),
    "players.wrong_count": _players,
    "deal_number.below_one": lambda _: "a deal's number is 1 or more",
    "deal_number.past_last": lambda p: (
        f"{_game(p)} has {p['deals']} deals; there is no deal {p['number']}."
    ),
    "wild_rank.missing": lambda p: (
        f"{_game(p)} needs the deal's wild rank (the rank of the dealer's upcard)"
    ),
    "wild_rank.not_in_game": lambda p: f"{_game(p)} has no wild rank for a deal",
    "wild_rank.taken_out": lambda p: (
        f"{_game(p)} is played without {rank_plural(str(p['rank']))}, so no upcard makes them "
        f"wild ({p['source']})"
    ),
}
"""Every code of this area, options named as the API names them."""
