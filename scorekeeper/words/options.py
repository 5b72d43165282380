"""The words for the problems of a game's rules (``rules/options.py``, ``rules/presets.py``):
house-rule options refused, an unknown variant, players, deal numbers and wild ranks that the
game does not take.

An option is named as the API names it, by its key (``the option 'target'``), so that a client
finds the field; a form names it by its label instead (:func:`option_words` with its own namer).

>>> from scorekeeper.rules.problems import Problem
>>> too_small = Problem("option.too_small", {"option": "target", "least": 1, "value": 0})
>>> WORDS["option.too_small"](too_small.params)
"The option 'target' must be at least 1, not 0."
>>> option_words(lambda option: "Target score")["option.too_small"](too_small.params)
'Target score must be at least 1, not 0.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from scorekeeper.rules.problems import Param
from scorekeeper.words.languages import gettext, ngettext

from .area import Area, Words
from .phrases import count, figures, game, rank_plural, said_inside, sentence, texts

Named = Callable[[str], str]
"""How a sentence names an option, from its key (``"target"``)."""


def option_named(option: str) -> str:
    """An option as the API's errors name it, by its key: ``the option 'target'`` (a sentence
    that begins with it has its first letter a capital)."""
    return gettext("the option %(option)s", option=repr(option))


def option_words(named: Named) -> Area:
    """The words of the ``option`` codes, each option named by ``named``."""

    def option(params: Mapping[str, Param], key: str = "option") -> str:
        return named(str(params[key]))

    said: Area = {
        "option.not_an_object": lambda _: gettext(
            'The options must be an object of option names and values, like {"target": 500}.'
        ),
        "option.unknown": lambda p: gettext(
            "%(option)s is unknown: check its spelling.", option=option(p)
        ),
        "option.cannot_be_null": lambda p: gettext(
            "%(option)s cannot be null: give it a value, or leave it out.", option=option(p)
        ),
        "option.not_true_or_false": lambda p: gettext(
            "%(option)s must be true or false, not %(value)s.",
            option=option(p),
            value=p["value"],
        ),
        "option.not_a_choice": lambda p: gettext(
            "%(option)s must be one of %(choices)s, not %(value)s.",
            option=option(p),
            choices=_quoted_list(p["choices"]),
            value=p["value"],
        ),
        "option.not_a_whole_number": lambda p: gettext(
            "%(option)s must be a whole number, not %(value)s.",
            option=option(p),
            value=p["value"],
        ),
        "option.too_small": lambda p: gettext(
            "%(option)s must be at least %(least)s, not %(value)s.",
            option=option(p),
            least=p["least"],
            value=p["value"],
        ),
        "option.too_large": lambda p: gettext(
            "%(option)s can be at most %(most)s, not %(value)s.",
            option=option(p),
            most=p["most"],
            value=p["value"],
        ),
        "option.beyond_max_number": lambda p: gettext(
            "%(option)s can be at most %(most)s, not %(value)s.",
            option=option(p),
            most=_figures(p["most"]),
            value=_figures(p["value"]),
        ),
        "option.not_a_list": lambda p: gettext(
            "%(option)s must be a list, not %(value)s.", option=option(p), value=p["value"]
        ),
        "option.unreadable": lambda p: gettext(
            "%(option)s does not read: %(problem)s",
            option=option(p),
            problem=said_inside(p["problem"]),
        ),
        "option.joker_always_wild": lambda p: gettext(
            "%(option)s cannot hold the joker: jokers are always wild, so add them with 'jokers'.",
            option=option(p),
        ),
        "option.not_points": lambda p: gettext(
            "%(option)s must be an object of ranks or cards and their points, like "
            '{"A": 15, "JK": 50}.',
            option=option(p),
        ),
        "option.points_not_whole": lambda p: gettext(
            "In %(option)s, the points for %(key)s must be a whole number of at least 0.",
            option=option(p),
            key=repr(p["key"]),
        ),
        "option.row_keys": lambda p: gettext(
            "In %(option)s, row %(row)s must have %(keys)s.",
            option=option(p),
            row=p["row"],
            keys=", ".join(texts(p["keys"])),
        ),
        "option.row_not_whole": lambda p: gettext(
            "In %(option)s, %(key)s in row %(row)s must be a whole number of at least %(least)s, "
            "not %(value)s.",
            option=option(p),
            key=p["key"],
            row=p["row"],
            least=p["least"],
            value=p["value"],
        ),
        "option.row_too_large": lambda p: gettext(
            "In %(option)s, %(key)s in row %(row)s can be at most %(most)s, not %(value)s.",
            option=option(p),
            key=p["key"],
            row=p["row"],
            most=p["most"],
            value=p["value"],
        ),
        "option.contract_too_many_melds": lambda p: ngettext(
            "In %(option)s, row %(row)s asks for more than %(num)d meld: a deal's contract is "
            "%(num)d meld at most.",
            "In %(option)s, row %(row)s asks for more than %(num)d melds: a deal's contract is "
            "%(num)d melds at most.",
            count(p["most"]),
            option=option(p),
            row=p["row"],
        ),
        "option.no_rows": lambda p: gettext("%(option)s needs at least one row.", option=option(p)),
        "option.not_run_lengths": lambda p: gettext(
            "In %(option)s, each going-out hand must be a list of run lengths of at least "
            "%(least)s.",
            option=option(p),
            least=p["least"],
        ),
        "option.players_min_above_max": lambda p: gettext(
            "%(fewest_option)s (%(fewest)s) is more than %(most_option)s (%(most)s): the "
            "fewest players can be as many as the most, not more.",
            fewest_option=named("players_min"),
            fewest=p["fewest"],
            most_option=named("players_max"),
            most=p["most"],
        ),
        "option.result_points_keys": lambda p: gettext(
            "%(option)s must be an object of the points for %(keys)s.",
            option=option(p),
            keys=", ".join(texts(p["keys"])),
        ),
        "option.result_points_whole": lambda p: gettext(
            "In %(option)s, the points for %(key)s must be a whole number, not %(value)s. Totals "
            "are whole numbers: score 1/½/0 as 2/1/0.",
            option=option(p),
            key=repr(p["key"]),
            value=p["value"],
        ),
        "option.result_points_order": lambda p: gettext(
            "%(option)s cannot be %(points)s: a win is worth more than a loss, and a draw no "
            "less than a loss and no more than a win, like 3/1/0.",
            option=option(p),
            points=p["points"],
        ),
        "option.results_with": lambda p: gettext(
            "%(option)s: each deal is scored by its results, so leave %(other)s off.",
            option=option(p),
            other=option(p, "other"),
        ),
        "option.count_down_with_target": lambda p: gettext(
            "%(option)s: the game ends when a player reaches 0, so leave %(target)s empty.",
            option=option(p),
            target=named("target"),
        ),
        "option.count_down_winner": lambda p: gettext(
            "%(option)s: the fewest points left wins, so set %(winner)s to the lowest total.",
            option=option(p),
            winner=named("winner"),
        ),
        "option.count_down_play_on": lambda p: gettext(
            "%(option)s: players who reach 0 in the same deal win together, so set %(tie)s "
            "to joint winners.",
            option=option(p),
            tie=named("tie_at_target"),
        ),
    }
    return {code: _in_a_sentence(words) for code, words in said.items()}


def _in_a_sentence(words: Words) -> Words:
    """``words`` with the first letter of what they say a capital: a sentence that begins with
    an option as the API names it ("the option 'decks'") begins "The option 'decks'"."""
    return lambda params: sentence(words(params))


def _quoted_list(choices: Param) -> str:
    return ", ".join(repr(choice) for choice in texts(choices))


def _figures(number: Param) -> str:
    """A number as the page's language writes it; ``None`` (a number too long to carry) in
    words."""
    return gettext("a number that long") if number is None else figures(number)


def _players(params: Mapping[str, Param]) -> str:
    """Two sentences joined at their semicolon, each counting its own players."""
    named_game, fewest, most = game(params), count(params["fewest"]), count(params["most"])
    if fewest == most:
        takes = ngettext(
            "%(game)s is for %(num)d player",
            "%(game)s is for %(num)d players",
            most,
            game=named_game,
        )
    else:
        takes = ngettext(
            "%(game)s is for %(fewest)d to %(num)d players",
            "%(game)s is for %(fewest)d to %(num)d players",
            most,
            game=named_game,
            fewest=fewest,
        )
    named = ngettext("%(num)d is named.", "%(num)d are named.", count(params["count"]))
    return gettext("%(takes)s; %(named)s", takes=takes, named=named)


WORDS: Area = {
    **option_words(option_named),
    "variant.unknown": lambda p: gettext(
        "There is no game %(variant)s: choose one of %(known)s.",
        variant=repr(p["variant"]),
        known=", ".join(texts(p["known"])),
    ),
    "players.wrong_count": _players,
    "teams.uneven": lambda p: ngettext(
        "%(num)d players cannot play in %(teams)d teams of two or more, seated apart.",
        "%(num)d players cannot play in %(teams)d teams of two or more, seated apart.",
        count(p["players"]),
        teams=p["teams"],
    ),
    "deal_number.below_one": lambda _: gettext("A deal's number is 1 or more."),
    "deal_number.past_last": lambda p: ngettext(
        "%(game)s has %(num)d deal; there is no deal %(deal)s.",
        "%(game)s has %(num)d deals; there is no deal %(deal)s.",
        count(p["deals"]),
        game=game(p),
        deal=p["number"],
    ),
    "wild_rank.missing": lambda p: gettext(
        "%(game)s needs the deal's wild rank: give the rank of the dealer's upcard.", game=game(p)
    ),
    "wild_rank.not_in_game": lambda p: gettext(
        "%(game)s has no wild rank for a deal: leave it empty.", game=game(p)
    ),
    "wild_rank.taken_out": lambda p: gettext(
        "%(game)s is played without %(ranks)s, so no upcard makes them wild (%(source)s).",
        game=game(p),
        ranks=rank_plural(str(p["rank"])),
        source=p["source"],
    ),
}
"""Every code of this area, options named as the API names them."""
