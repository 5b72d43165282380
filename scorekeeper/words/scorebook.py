"""The words for the scorebook's problems (``scorekeeper/scorebook/``): games and their deals
(``game``), names (``name``), tables (``table``), links (``link``), seat drafts (``draft``),
seats (``seat``) and archives (``archive``).

A problem that wraps another (``game.player_name_refused`` and its ``name.*``, a deal that
would not fit its new number and the engine's reason) says the inner one through
:func:`scorekeeper.words.say`.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.rules.problems import Param, Problem

from .area import Area

KEY_WORDS: Mapping[Param, str] = {"view_id": "id", "edit_key": "edit key", "seat_key": "seat key"}
"""A game's keys as a link's problem names them."""
TELL_APART = "give each player a name the others can tell apart."


def _inner(params: Mapping[str, Param]) -> str:
    """The problem inside (``problem``), said; else a library's own words (``detail``: what
    pydantic or Python said of an archive)."""
    from . import say  # the package imports this module first

    inner = params.get("problem")
    return say(inner) if isinstance(inner, Problem) else str(params["detail"])


def _too_long(params: Mapping[str, Param]) -> str:
    return f"{str(params['name'])[:12]}… is too long: at most {params['most']} letters."


def _players_differ(params: Mapping[str, Param]) -> str:
    players = params["players"]
    names = [str(name) for name in players] if isinstance(players, tuple) else [str(players)]
    return f"A deal of this game has the players {', '.join(names)}."


def _too_many_deals(params: Mapping[str, Param]) -> str:
    most = params["most"]
    count = f"{most:,}" if isinstance(most, int) else str(most)
    return f"This game has {count} deals, the most one game keeps: start a rematch."


def _holds_another(params: Mapping[str, Param]) -> str:
    return (
        f"This phone hands in {params['held']}'s cards: "
        f'tap "Change seat" to hand in {params["name"]}\'s.'
    )


WORDS: Area = {
    "name.not_text": lambda _: (
        "has a character that is not text (a control character): type it again"
    ),
    "name.nothing_visible": lambda _: "has nothing visible in it",
    "name.invisible": lambda _: (
        "has an invisible character in it (a zero-width space or another format "
        "character): type it again"
    ),
    "game.first_dealer_not_a_player": lambda _: "Choose who deals first from the players.",
    "game.player_unnamed": lambda p: f"Player {p['number']} needs a name.",
    "game.player_name_refused": lambda p: f"Player {p['number']}'s name {_inner(p)}.",
    "game.player_name_too_long": _too_long,
    "game.player_named_twice": lambda p: f"{p['name']} is named twice: {TELL_APART}",
    "game.player_looks_like": lambda p: f"{p['name']} looks like {p['earlier']}: {TELL_APART}",
    "game.players_differ": _players_differ,
    "game.over": lambda _: "This game is over: start a rematch for another game.",
    "game.too_many_deals": _too_many_deals,
    "game.deal_taken": lambda p: f"Deal {p['number']} is already saved: open it to fix it.",
    "game.changed_meanwhile": lambda _: (
        "Someone else just changed this game. What you entered is still here: "
        "check it against the scoreboard, then save again."
    ),
    "game.deal_changed_meanwhile": lambda _: "Another phone changed this deal since you opened it.",
    "game.no_deal": lambda p: f"This game has no deal {p['number']}.",
    "game.no_deleted_deal": lambda _: "This game has no such deleted deal to restore.",
    "game.deal_would_not_fit": lambda p: (
        f"deal {p['number']} would become deal {p['moved']}, which it does not fit ({_inner(p)})"
    ),
    "game.stored_rules_refused": lambda p: (
        "This game was started with rules this version of the app no longer takes: "
        f"{_inner(p)} Its deals and scores are kept as they were stored; whoever runs "
        "the app can list such games with 'flask rescore'."
    ),
    "table.link_gone": lambda _: "This table's link no longer works: choose another.",
    "table.not_chosen": lambda _: "Choose a table.",
    "link.no_game": lambda p: f"There is no game with this {KEY_WORDS[p['key']]}.",
    "link.key_not_sent": lambda p: (
        f"Send the game's {KEY_WORDS[p['key']]} as 'Authorization: Bearer <{p['key']}>'."
    ),
    "link.wrong_key": lambda p: f"This key is not this game's {KEY_WORDS[p['key']]}.",
    "draft.too_many_melds": lambda p: f"At most {p['most']} melds in one deal.",
    "draft.out_and_stock_out": lambda _: "Either you went out or the stock ran out: not both.",
    "draft.too_many_cards": lambda _: "That is more cards than a deal holds.",
    "draft.deal_saved": lambda p: (
        f"Deal {p['number']} is already saved: the table is on deal {p['current']}."
    ),
    "draft.deal_not_played": lambda p: (
        f"Deal {p['number']} is not being played: the table is on deal {p['current']}."
    ),
    "draft.written_meanwhile": lambda _: "Another phone is writing this seat's draft: try again.",
    "seat.taken": lambda p: (
        f"{p['name']}'s seat is taken by another phone; ask the scorekeeper to free it."
    ),
    "seat.holds_another": _holds_another,
    "archive.not_an_archive": lambda p: f"This is not a games archive: {p['place']}: {_inner(p)}.",
    "archive.event_without_deal": lambda p: (
        f"a {p['kind']} records the deal it was about and its number"
    ),
    "archive.event_with_deal": lambda p: f"a {p['kind']} records no deal",
    "archive.table_name_refused": lambda p: f"the name {_inner(p)}",
    "archive.clash": lambda _: (
        "The archive clashes with what is stored, or with itself: a link or a deal's form "
        "id is used twice, or a game has two deals with the same number."
    ),
    "archive.table_here": lambda p: f"Table {p['table']} is already here.",
    "archive.game_here": lambda p: f"Game {p['game']} is already here.",
    "archive.game_table_missing": lambda p: (
        f"Game {p['game']} is at table {p['table']}, not in the file."
    ),
    "archive.game_refused": lambda p: f"Game {p['game']} cannot be imported: {_inner(p)}",
    "archive.first_dealer_not_a_player": lambda _: "the first dealer is not one of the players",
    "archive.seats_wrong": lambda _: "a deal names a seat twice, or a seat no player has",
    "archive.restored_by_nothing": lambda p: f"Game {p['game']} has an event restored by no event.",
}
