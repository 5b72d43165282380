"""A deal in each game's words: who the deal form asks for (who went out, who knocked, who
showed), the ways a deal of the game ends on the scorekeeper's form and on a seat's page (by the
engine's ``Ending``), and what its wild rank is called. Keyed by the game's key in the engine
(:attr:`scorekeeper.rules.game.Game.scoring`); a game not named here says "went out" and "the
dealer's face-up first card".

The words are lazy (``lazy_gettext``): each becomes the page's language where it is used.

>>> from scorekeeper.rules import find_preset, game_of
>>> str(who_ended(game_of(find_preset("gin-rummy"))))
'Who knocked'
>>> str(who_ended(game_of(find_preset("5000-rummy"))))
'Who went out'
"""

from __future__ import annotations

from collections.abc import Mapping

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l

from scorekeeper.rules import Game, Rules
from scorekeeper.rules.results import Result, read_result
from scorekeeper.words.languages import gettext, pgettext

_WHO_ENDED: Mapping[str, LazyString] = {
    "stakes": _l("Who went out, knocked or showed a tonk"),
    "gin": _l("Who knocked"),
    "indian": _l("Who showed and won the deal"),
    "rummikub": _l("Who went out, or held the lowest rack"),
}
_SAY_WHO_ENDED: Mapping[str, LazyString] = {
    "stakes": _l("Say who went out, knocked or showed a tonk."),
    "gin": _l("Say who knocked."),
    "indian": _l("Say who showed."),
    "rummikub": _l("Say who went out, or who held the lowest rack when the pool ran out."),
}
_DEAL_ENDINGS: Mapping[str, Mapping[str, LazyString]] = {
    # 004 Tonk
    "stakes": {
        "went_out": _l("Went out, with a final discard"),
        "went_out_no_discard": _l("Went out without a discard (double)"),
        "knock": _l("Knocked"),
        "tonk": _l("Showed a tonk (49 or 50 dealt; double)"),
        "stock_out": _l("The stock ran out"),
    },
    # 007 Canasta (Britannica, Going out)
    "canasta": {
        "went_out": _l("Went out"),
        "went_out_concealed": _l("Went out concealed (200): the whole hand melded at once"),
        "stock_out": _l("The stock ran out"),
    },
    # 008 Hand and Foot (GOCC)
    "hand_and_foot": {
        "went_out": _l("Went out, hand and foot played"),
        "stock_out": _l("The stock ran out"),
    },
    # 009 Buraco (pagat; pokerlivepro, Score: the morto not taken)
    "buraco": {
        "went_out": _l("Went out; both sides took their morto"),
        "went_out_morto_untaken": _l("Went out; the other side never took its morto (-100)"),
        "stock_out": _l("The stock ran out, the mortos with it"),
    },
    # 013 Rummikub (pagat Tile Rummy; the rules sheet: the pool empty, the lowest rack wins)
    "rummikub": {
        "went_out": _l("Went out: the last tile played"),
        "pool_empty": _l("The pool ran out and nobody could go out: the lowest rack won"),
    },
    # 005 pagat Gin Rummy
    "gin": {
        "knock": _l("Knocked"),
        "gin": _l("Gin: no deadwood"),
        "big_gin": _l("Big gin: all eleven cards melded"),
        "stock_out": _l("A draw: two cards left in the stock"),
    },
}
_SEAT_ENDINGS: Mapping[str, LazyString] = {
    "went_out": _l("I went out, with a final discard"),
    "went_out_no_discard": _l("I went out without a discard"),
    "knock": _l("I knocked"),
    "tonk": _l("I showed a tonk"),
    "gin": _l("I went gin"),
    "big_gin": _l("I went big gin (all eleven cards melded)"),
    "went_out_concealed": _l("I went out concealed (my whole hand melded at once)"),
    "went_out_morto_untaken": _l("I went out, and the other side never took its morto"),
    "pool_empty": _l("The pool ran out, and my rack was the lowest"),
}
_SEAT_WENT_OUT: Mapping[str, LazyString] = {
    # 007 Canasta (Britannica, Going out): with or without a final discard
    "canasta": _l("I went out"),
    "hand_and_foot": _l("I went out"),
    # 009 Buraco (pagat): with or without a final discard
    "buraco": _l("I went out"),
    # 013 Rummikub: out with the last tile, no discard
    "rummikub": _l("I went out"),
}


_COUNT_LABELS: Mapping[str, LazyString] = {
    "clean": _l("Natural canastas (500 each)"),
    "dirty": _l("Mixed canastas (300 each)"),
    "red_threes": _l("Red threes laid down"),
    "melded": _l("Card points melded"),
    "hand": _l("Card points left in hand"),
}
_GAME_COUNT_LABELS: Mapping[str, Mapping[str, LazyString]] = {
    # 008 Hand and Foot (jerrycolby: clean 500, dirty 300; goodsams: red threes held count)
    "hand_and_foot": {
        "clean": _l("Clean books (500 each)"),
        "dirty": _l("Dirty books (300 each)"),
        "red_threes": _l("Red threes laid aside"),
        "hand": _l("Card points left in hands and feet, red threes held included"),
    },
    # 009 Buraco (Wikipedia (pt): limpa 200, suja 100)
    "buraco": {
        "clean": _l("Clean canastras (200 each)"),
        "dirty": _l("Dirty canastras (100 each)"),
    },
}


def count_labels(game: Game, rules: Rules) -> dict[str, LazyString]:
    """The deal form's label of each count the game takes of a side in place of its cards
    (:meth:`~scorekeeper.rules.game.Game.counts_taken`; 007, 008, 009), in the order asked."""
    words = {**_COUNT_LABELS, **_GAME_COUNT_LABELS.get(game.scoring, {})}
    return {name: words[name] for name in game.counts_taken(rules)}


def seat_endings(game: Game, rules: Rules) -> list[tuple[str, LazyString]]:
    """How a seat's player says they ended the deal, by the engine's ``Ending`` (004 Tonk; 005
    pagat Gin Rummy; 007 Canasta; 009 Buraco), where the game asks
    (:meth:`~scorekeeper.rules.game.Game.player_endings`); in Canasta and Buraco going out is
    said without Tonk's final discard."""
    words = dict(_SEAT_ENDINGS)
    if game.scoring in _SEAT_WENT_OUT:
        words["went_out"] = _SEAT_WENT_OUT[game.scoring]
    return [(ending, words[ending]) for ending in game.player_endings(rules)]


def who_ended(game: Game) -> LazyString:
    """The deal form's question of who ended the deal (the "went out" field's label)."""
    return _WHO_ENDED.get(game.scoring, _l("Who went out"))


def say_who_ended(game: Game) -> LazyString | None:
    """What the deal form says when nobody is chosen, where the game needs someone: every deal
    of it has a winner, or how it ended is asked apart; ``None`` elsewhere."""
    return _SAY_WHO_ENDED.get(game.scoring)


def deal_endings(game: Game, rules: Rules) -> Mapping[str, LazyString]:
    """The ways a deal of ``game`` played by ``rules`` may end, in words, by the engine's
    ``Ending``, in the order the deal form offers them: a player's endings
    (:meth:`~scorekeeper.rules.game.Game.player_endings`), then the stock running out."""
    words = _DEAL_ENDINGS.get(game.scoring, {})
    offered = (*game.player_endings(rules), "stock_out")
    return {ending: words[ending] for ending in game.endings if ending in offered}


def wild_rank_words(game: Game, dealer: str) -> tuple[str, str] | None:
    """The deal form's label and hint for the deal's wild rank where the game names it its own
    way (006 Indian Rummy, Wild joker: a card cut after the deal), ``None`` elsewhere.

    :param dealer: the deal's dealer, as the hint names them.
    """
    if game.scoring != "indian":
        return None
    return gettext("Wild joker (the card cut)"), gettext(
        "The rank of the card cut after %(name)s dealt: every card of it is a joker in this "
        "deal. A printed joker cut: choose A, the aces are wild.",
        name=dealer,
    )


_RESULTS: Mapping[Result, LazyString] = {
    Result.WIN: _l("Win"),
    Result.DRAW: _l("Draw"),
    Result.LOSS: _l("Loss"),
}


def result_choices() -> list[tuple[str, LazyString]]:
    """The results a player's deal may have (010 Score pads, Results), each as the form sends
    it (``"win"``) and in words, in the order the deal form shows them."""
    return [(result.value, words) for result, words in _RESULTS.items()]


def result_words(typed: str | None) -> str:
    """A result as typed (``"win"``, ``"W"``) in the page's language ("Win"); what was typed
    where it is no result."""
    result = read_result(typed)
    return str(_RESULTS[result]) if result is not None else typed or ""


def result_mark(typed: str | None) -> str:
    """A result as one letter on the score sheet, as a league table's form writes it (W, D, L
    in English); empty where what was typed is no result."""
    match read_result(typed):
        case Result.WIN:
            return pgettext("a win, one letter on the score sheet", "W")
        case Result.DRAW:
            return pgettext("a draw, one letter on the score sheet", "D")
        case Result.LOSS:
            return pgettext("a loss, one letter on the score sheet", "L")
    return ""
