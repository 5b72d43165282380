"""The words for the scorebook's problems (``scorekeeper/scorebook/``): games and their deals
(``game``), names (``name``), tables (``table``), links (``link``), seat drafts (``draft``),
the sheet the scorekeeper saved from (``sheet``), seats (``seat``) and archives
(``archive``).

A problem that wraps another (a deal that would not fit its new number and the engine's
reason) says the inner one through :func:`scorekeeper.words.say`; a name refused
(``game.player_name_refused``, ``archive.table_name_refused``) is one sentence for each of its
``name.*`` problems, so that each language words it whole.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from scorekeeper.rules.problems import Param, Problem
from scorekeeper.words.languages import format_number, gettext, ngettext

from .area import Area
from .phrases import count, figures, said_inside


def _inner(params: Mapping[str, Param]) -> str:
    """The problem inside (``problem``), said; else a library's own words (``detail``: what
    pydantic or Python said of an archive), ended with a full stop."""
    inner = params.get("problem")
    if isinstance(inner, Problem):
        return said_inside(inner)
    detail = str(params["detail"])
    return detail if detail.endswith(".") else f"{detail}."


def _name_refused(params: Mapping[str, Param]) -> str:
    """A player's name refused, in one sentence for each of the name's problems."""
    sentences: Mapping[str, Callable[[int], str]] = {
        "name.not_text": lambda number: gettext(
            "Player %(number)s's name has a character that is not text (a control character): "
            "type it again.",
            number=number,
        ),
        "name.nothing_visible": lambda number: gettext(
            "Player %(number)s's name has nothing visible in it.", number=number
        ),
        "name.invisible": lambda number: gettext(
            "Player %(number)s's name has an invisible character in it (a zero-width space or "
            "another format character): type it again.",
            number=number,
        ),
    }
    return sentences[_code(params)](count(params["number"]))


def _table_name_refused(params: Mapping[str, Param]) -> str:
    """A table's name in an archive refused, for each of the name's problems."""
    sentences: Mapping[str, Callable[[], str]] = {
        "name.not_text": lambda: gettext(
            "The table's name has a character that is not text (a control character): type "
            "it again."
        ),
        "name.nothing_visible": lambda: gettext("The table's name has nothing visible in it."),
        "name.invisible": lambda: gettext(
            "The table's name has an invisible character in it (a zero-width space or another "
            "format character): type it again."
        ),
    }
    return sentences[_code(params)]()


def _code(params: Mapping[str, Param]) -> str:
    inner = params["problem"]
    assert isinstance(inner, Problem)
    return inner.code


def _too_long(params: Mapping[str, Param]) -> str:
    return ngettext(
        "%(name)s… is too long: at most %(num)d letter.",
        "%(name)s… is too long: at most %(num)d letters.",
        count(params["most"]),
        name=str(params["name"])[:12],
    )


def _players_differ(params: Mapping[str, Param]) -> str:
    players = params["players"]
    names = [str(name) for name in players] if isinstance(players, tuple) else [str(players)]
    return gettext("A deal of this game has the players %(players)s.", players=", ".join(names))


def _too_many_deals(params: Mapping[str, Param]) -> str:
    most = count(params["most"])
    return ngettext(
        "This game has %(count)s deal, the most one game keeps: start a rematch.",
        "This game has %(count)s deals, the most one game keeps: start a rematch.",
        most,
        count=format_number(most),
    )


def _holds_another(params: Mapping[str, Param]) -> str:
    return gettext(
        "This phone hands in %(held)s's cards: tap \"Change seat\" to hand in %(name)s's.",
        held=params["held"],
        name=params["name"],
    )


def _no_game(params: Mapping[str, Param]) -> str:
    sentences: Mapping[Param, Callable[[], str]] = {
        "view_id": lambda: gettext("There is no game with this id."),
        "edit_key": lambda: gettext("There is no game with this edit key."),
        "seat_key": lambda: gettext("There is no game with this seat key."),
    }
    return sentences[params["key"]]()


def _key_not_sent(params: Mapping[str, Param]) -> str:
    sentences: Mapping[Param, Callable[[], str]] = {
        "view_id": lambda: gettext("Send the game's id as 'Authorization: Bearer <view_id>'."),
        "edit_key": lambda: gettext(
            "Send the game's edit key as 'Authorization: Bearer <edit_key>'."
        ),
        "seat_key": lambda: gettext(
            "Send the game's seat key as 'Authorization: Bearer <seat_key>'."
        ),
    }
    return sentences[params["key"]]()


def _wrong_key(params: Mapping[str, Param]) -> str:
    sentences: Mapping[Param, Callable[[], str]] = {
        "view_id": lambda: gettext("This key is not this game's id."),
        "edit_key": lambda: gettext("This key is not this game's edit key."),
        "seat_key": lambda: gettext("This key is not this game's seat key."),
    }
    return sentences[params["key"]]()


WORDS: Area = {
    "name.not_text": lambda _: gettext(
        "has a character that is not text (a control character): type it again"
    ),
    "name.nothing_visible": lambda _: gettext("has nothing visible in it"),
    "name.invisible": lambda _: gettext(
        "has an invisible character in it (a zero-width space or another format "
        "character): type it again"
    ),
    "game.first_dealer_not_a_player": lambda _: gettext("Choose who deals first from the players."),
    "game.player_unnamed": lambda p: gettext("Player %(number)s needs a name.", number=p["number"]),
    "game.player_name_refused": _name_refused,
    "game.player_name_too_long": _too_long,
    "game.player_named_twice": lambda p: gettext(
        "%(name)s is named twice: give each player a name the others can tell apart.",
        name=p["name"],
    ),
    "game.player_looks_like": lambda p: gettext(
        "%(name)s looks like %(earlier)s: give each player a name the others can tell apart.",
        name=p["name"],
        earlier=p["earlier"],
    ),
    "game.player_colour_unknown": lambda _: gettext("Choose one of the colours offered."),
    "game.player_avatar_refused": lambda p: gettext(
        "%(avatar)s cannot be an avatar: type one emoji, or one or two letters.",
        avatar=p["avatar"],
    ),
    "game.players_differ": _players_differ,
    "game.over": lambda _: gettext("This game is over: start a rematch for another game."),
    "game.series_time_up": lambda p: gettext(
        "Time is up for this series: deal %(deal)s, the one in play, was its last.",
        deal=p["deal"],
    ),
    "game.too_many_deals": _too_many_deals,
    "game.deal_taken": lambda p: gettext(
        "Deal %(number)s is already saved: open it to fix it.", number=p["number"]
    ),
    "game.changed_meanwhile": lambda _: gettext(
        "Someone else just changed this game. What you entered is still here: "
        "check it against the scoreboard, then save again."
    ),
    "game.deal_changed_meanwhile": lambda _: gettext(
        "Another phone changed this deal since you opened it."
    ),
    "game.no_deal": lambda p: gettext("This game has no deal %(number)s.", number=p["number"]),
    "game.no_deleted_deal": lambda _: gettext("This game has no such deleted deal to restore."),
    "game.deal_would_not_fit": lambda p: gettext(
        "Deal %(number)s would become deal %(moved)s, which it does not fit. %(problem)s",
        number=p["number"],
        moved=p["moved"],
        problem=_inner(p),
    ),
    "game.stored_rules_refused": lambda p: gettext(
        "This game was started with rules this version of the app no longer takes: "
        "%(problem)s Its deals and scores are kept as they were stored; whoever runs "
        "the app can list such games with 'flask rescore'.",
        problem=_inner(p),
    ),
    "event.no_length": lambda _: gettext(
        "Give each series a number of deals, or minutes, or both."
    ),
    "event.pairs_mixed": lambda _: gettext(
        "Where players come in pairs, every line has two names: Ann & Bob."
    ),
    "event.entrant_twice": lambda p: gettext(
        "%(name)s is listed twice: give one of them another name, like %(name)s B.",
        name=p["name"],
    ),
    "event.all_series_drawn": lambda p: ngettext(
        "This event has %(num)d series, drawn already.",
        "This event has %(num)d series, all drawn already.",
        count(p["count"]),
    ),
    "event.tables_not_for_game": lambda p: gettext(
        "The event seats tables of %(size)s: %(problem)s", size=p["size"], problem=_inner(p)
    ),
    "event.table_refused": lambda p: gettext(
        "Table %(table)s cannot be seated: %(problem)s Draw again, at random.",
        table=p["table"],
        problem=_inner(p),
    ),
    "event.series_drawn_meanwhile": lambda _: gettext(
        "Another phone drew this series just now: here it is."
    ),
    "league.too_many": lambda p: gettext(
        "A league registers at most %(most)s players.", most=figures(p["most"])
    ),
    "league.unknown": lambda _: gettext(
        "This link names no group of a league's season: open the evening from the league's page."
    ),
    "league.season_closed": lambda p: gettext(
        "Season %(number)s is closed already: here is the season after it.", number=p["number"]
    ),
    "league.no_evenings": lambda _: gettext(
        "Play an evening in this season before closing it: its tables decide who goes up and down."
    ),
    "table.link_gone": lambda _: gettext("This table's link no longer works: choose another."),
    "table.not_chosen": lambda _: gettext("Choose a table."),
    "table.person_unknown": lambda p: gettext(
        "No one has played as %(name)s at this table.", name=p["name"]
    ),
    "table.person_same_name": lambda p: gettext(
        "%(name)s and %(person)s are one person already: choose two different people.",
        name=p["name"],
        person=p["person"],
    ),
    "table.person_merged": lambda p: gettext(
        "%(name)s is already counted as %(person)s: undo that first.",
        name=p["name"],
        person=p["person"],
    ),
    "link.no_game": _no_game,
    "link.key_not_sent": _key_not_sent,
    "link.wrong_key": _wrong_key,
    "draft.too_many_melds": lambda p: ngettext(
        "At most %(num)d meld in one deal.",
        "At most %(num)d melds in one deal.",
        count(p["most"]),
    ),
    "draft.out_and_stock_out": lambda _: gettext(
        "Either you went out or the stock ran out: not both."
    ),
    "draft.too_many_cards": lambda _: gettext("That is more cards than a deal holds."),
    "draft.typed_with_cards": lambda _: gettext(
        "Your score is typed and you have cards too: keep one of them."
    ),
    "draft.said_and_went_out": lambda _: gettext(
        "Either you showed and won the deal, or you dropped or showed wrongly: not both."
    ),
    "draft.said_with_cards": lambda _: gettext(
        "A drop or a wrong show is all you hand in: leave out your cards and your score."
    ),
    "draft.deal_saved": lambda p: gettext(
        "Deal %(number)s is already saved: the table is on deal %(current)s.",
        number=p["number"],
        current=p["current"],
    ),
    "draft.deal_not_played": lambda p: gettext(
        "Deal %(number)s is not being played: the table is on deal %(current)s.",
        number=p["number"],
        current=p["current"],
    ),
    "draft.written_meanwhile": lambda _: gettext(
        "Another phone is writing this seat's draft: try again."
    ),
    "sheet.handed_in_again": lambda p: gettext(
        "%(name)s handed in other cards: check them and save again.", name=p["name"]
    ),
    "sheet.draft_changed": lambda p: gettext(
        "%(name)s changed their cards since you took them: check them and save again.",
        name=p["name"],
    ),
    "sheet.changing": lambda p: gettext(
        "%(name)s is changing their cards: wait for them, or save with what they handed in.",
        name=p["name"],
    ),
    "sheet.still_entering": lambda p: gettext(
        "%(name)s is still entering their cards: wait for them, or use their cards as they "
        "are now.",
        name=p["name"],
    ),
    "sheet.phone_differs": lambda p: gettext(
        "%(name)s's phone says something else: choose which to keep, then save again.",
        name=p["name"],
    ),
    "sheet.scores_differ": lambda _: gettext(
        "The scores changed as you tapped Save: check them and save again."
    ),
    "seat.taken": lambda p: gettext(
        "%(name)s's seat is taken by another phone; ask the scorekeeper to free it.",
        name=p["name"],
    ),
    "seat.holds_another": _holds_another,
    "archive.not_an_archive": lambda p: gettext(
        "This is not a games archive: %(place)s: %(problem)s", place=p["place"], problem=_inner(p)
    ),
    "archive.event_without_deal": lambda p: gettext(
        "A %(kind)s event names no deal: it records the deal it was about and its number.",
        kind=p["kind"],
    ),
    "archive.event_with_deal": lambda p: gettext(
        "A %(kind)s event names a deal: it records none.", kind=p["kind"]
    ),
    "archive.table_name_refused": _table_name_refused,
    "archive.clash": lambda _: gettext(
        "The archive clashes with what is stored, or with itself: a link or a deal's form "
        "id is used twice, or a game has two deals with the same number."
    ),
    "archive.table_here": lambda p: gettext("Table %(table)s is already here.", table=p["table"]),
    "archive.game_here": lambda p: gettext("Game %(game)s is already here.", game=p["game"]),
    "archive.game_table_missing": lambda p: gettext(
        "Game %(game)s is at table %(table)s, not in the file.", game=p["game"], table=p["table"]
    ),
    "archive.game_refused": lambda p: gettext(
        "Game %(game)s cannot be imported: %(problem)s", game=p["game"], problem=_inner(p)
    ),
    "archive.first_dealer_not_a_player": lambda _: gettext(
        "The first dealer is not one of the players."
    ),
    "archive.seats_wrong": lambda _: gettext("A deal names a seat twice, or a seat no player has."),
    "archive.restored_by_nothing": lambda p: gettext(
        "Game %(game)s has an event restored by no event.", game=p["game"]
    ),
    "archive.not_text": lambda _: gettext(
        "This file is not text: choose a backup (.json) or a score sheet (.csv)."
    ),
    "archive.not_json": lambda _: gettext(
        "This .json file does not read as JSON: choose a backup made by Scorekeeper."
    ),
    "score_sheet.too_many_columns": lambda p: gettext(
        "This score sheet's first row has more than %(most)s columns: a game has at most "
        "%(players)s players, one a column.",
        most=figures(p["most"]),
        players=figures(p["players"]),
    ),
    "score_sheet.no_players": lambda _: gettext(
        "This score sheet names fewer than two players: its first row names them, one a column."
    ),
    "score_sheet.too_many_deals": lambda p: gettext(
        "This score sheet has more than %(most)s deals: one game holds at most that many.",
        most=figures(p["most"]),
    ),
    "score_sheet.row_length": lambda p: gettext(
        "Row %(row)s of the score sheet does not have one cell for each column of the first row.",
        row=p["row"],
    ),
    "score_sheet.went_out_unknown": lambda p: gettext(
        "Row %(row)s says %(name)s went out, who is none of the players.",
        row=p["row"],
        name=p["name"],
    ),
}
