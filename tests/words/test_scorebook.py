"""Every code of the scorebook's problems (``words/scorebook.py``) said with real parameters:
the sentence each said before its error carried a problem (copied from the old code)."""

from __future__ import annotations

import pytest

from scorekeeper.rules.problems import Problem
from scorekeeper.words import say, scorebook

ENGINE = Problem(
    "wild_rank.off_schedule", {"variant": "rummy-11", "number": 2, "expected": "4", "given": "3"}
)
"""An engine's problem inside one of the scorebook's (its words are the engine's)."""

CASES = [
    (
        Problem("name.not_text"),
        "has a character that is not text (a control character): type it again",
    ),
    (Problem("name.nothing_visible"), "has nothing visible in it"),
    (
        Problem("name.invisible"),
        "has an invisible character in it (a zero-width space or another format character): "
        "type it again",
    ),
    (Problem("game.first_dealer_not_a_player"), "Choose who deals first from the players."),
    (Problem("game.player_unnamed", {"number": 3}), "Player 3 needs a name."),
    (
        Problem("game.player_name_refused", {"number": 2, "problem": Problem("name.invisible")}),
        "Player 2's name has an invisible character in it (a zero-width space or another "
        "format character): type it again.",
    ),
    (
        Problem("game.player_name_too_long", {"name": "Bartholomew the Magnificent", "most": 40}),
        "Bartholomew … is too long: at most 40 letters.",
    ),
    (
        Problem("game.player_named_twice", {"name": "ANN"}),
        "ANN is named twice: give each player a name the others can tell apart.",
    ),
    (
        Problem("game.player_looks_like", {"name": "B0b", "earlier": "Bob"}),
        "B0b looks like Bob: give each player a name the others can tell apart.",
    ),
    (
        Problem("game.player_colour_unknown", {"colour": "gold"}),
        "Choose one of the colours offered.",
    ),
    (
        Problem("game.player_avatar_refused", {"avatar": "Ann"}),
        "Ann cannot be an avatar: type one emoji, or one or two letters.",
    ),
    (
        Problem("game.players_differ", {"players": ("Ann", "Bob", "Cy")}),
        "A deal of this game has the players Ann, Bob, Cy.",
    ),
    (Problem("game.over"), "This game is over: start a rematch for another game."),
    (
        Problem("game.series_time_up", {"deal": 7}),
        "Time is up for this series: deal 7, the one in play, was its last.",
    ),
    (
        Problem("game.too_many_deals", {"most": 1000}),
        "This game has 1,000 deals, the most one game keeps: start a rematch.",
    ),
    (Problem("game.deal_taken", {"number": 4}), "Deal 4 is already saved: open it to fix it."),
    (
        Problem("game.changed_meanwhile"),
        "Someone else just changed this game. What you entered is still here: check it "
        "against the scoreboard, then save again.",
    ),
    (
        Problem("game.deal_changed_meanwhile"),
        "Another phone changed this deal since you opened it.",
    ),
    (Problem("game.no_deal", {"number": 9}), "This game has no deal 9."),
    (Problem("game.no_deleted_deal"), "This game has no such deleted deal to restore."),
    (
        Problem("game.deal_would_not_fit", {"number": 3, "moved": 2, "problem": ENGINE}),
        "Deal 3 would become deal 2, which it does not fit. In Rummy 11 the wild rank of deal 2 "
        "is 4, not 3.",
    ),
    (
        Problem("game.stored_rules_refused", {"problem": ENGINE}),
        "This game was started with rules this version of the app no longer takes: In Rummy 11 "
        "the wild rank of deal 2 is 4, not 3. Its deals and scores are kept as they were stored; "
        "whoever runs the app can list such games with 'flask rescore'.",
    ),
    (
        Problem("event.no_length"),
        "Give each series a number of deals, or minutes, or both.",
    ),
    (
        Problem("event.pairs_mixed"),
        "Where players come in pairs, every line has two names: Ann & Bob.",
    ),
    (
        Problem("event.entrant_twice", {"name": "Ann"}),
        "Ann is listed twice: give one of them another name, like Ann B.",
    ),
    (
        Problem("event.all_series_drawn", {"count": 3}),
        "This event has 3 series, all drawn already.",
    ),
    (
        Problem(
            "event.tables_not_for_game",
            {
                "size": 4,
                "problem": Problem(
                    "players.wrong_count",
                    {"variant": "gin-rummy", "fewest": 2, "most": 2, "count": 4},
                ),
            },
        ),
        "The event seats tables of 4: Gin Rummy is for 2 players; 4 are named.",
    ),
    (
        Problem(
            "event.table_refused",
            {
                "table": 3,
                "problem": Problem("game.player_looks_like", {"name": "Аnn", "earlier": "Ann"}),
            },
        ),
        "Table 3 cannot be seated: Аnn looks like Ann: give each player a name the others can "
        "tell apart. Draw again, at random.",
    ),
    (
        Problem("event.series_drawn_meanwhile"),
        "Another phone drew this series just now: here it is.",
    ),
    (
        Problem("league.too_many", {"most": 1000}),
        "A league registers at most 1,000 players.",
    ),
    (
        Problem("league.unknown"),
        "This link names no group of a league's season: open the evening from the league's page.",
    ),
    (
        Problem("league.season_closed", {"number": 2}),
        "Season 2 is closed already: here is the season after it.",
    ),
    (
        Problem("league.no_evenings"),
        "Play an evening in this season before closing it: its tables decide who goes up and down.",
    ),
    (Problem("table.link_gone"), "This table's link no longer works: choose another."),
    (Problem("table.not_chosen"), "Choose a table."),
    (
        Problem("table.person_unknown", {"name": "Zed"}),
        "No one has played as Zed at this table.",
    ),
    (
        Problem("table.person_same_name", {"name": "Ann", "person": "ANN"}),
        "Ann and ANN are one person already: choose two different people.",
    ),
    (
        Problem("table.person_merged", {"name": "Ann", "person": "Anna"}),
        "Ann is already counted as Anna: undo that first.",
    ),
    (Problem("link.no_game", {"key": "view_id"}), "There is no game with this id."),
    (Problem("link.no_game", {"key": "seat_key"}), "There is no game with this seat key."),
    (
        Problem("link.key_not_sent", {"key": "edit_key"}),
        "Send the game's edit key as 'Authorization: Bearer <edit_key>'.",
    ),
    (Problem("link.wrong_key", {"key": "seat_key"}), "This key is not this game's seat key."),
    (Problem("draft.too_many_melds", {"most": 20}), "At most 20 melds in one deal."),
    (
        Problem("draft.out_and_stock_out"),
        "Either you went out or the stock ran out: not both.",
    ),
    (Problem("draft.too_many_cards"), "That is more cards than a deal holds."),
    (
        Problem("draft.said_and_went_out"),
        "Either you showed and won the deal, or you dropped or showed wrongly: not both.",
    ),
    (
        Problem("draft.said_with_cards"),
        "A drop or a wrong show is all you hand in: leave out your cards and your score.",
    ),
    (
        Problem("draft.typed_with_cards"),
        "Your score is typed and you have cards too: keep one of them.",
    ),
    (
        Problem("draft.deal_saved", {"number": 2, "current": 3}),
        "Deal 2 is already saved: the table is on deal 3.",
    ),
    (
        Problem("draft.deal_not_played", {"number": 5, "current": 3}),
        "Deal 5 is not being played: the table is on deal 3.",
    ),
    (
        Problem("draft.written_meanwhile"),
        "Another phone is writing this seat's draft: try again.",
    ),
    (
        Problem("sheet.handed_in_again", {"name": "Cy"}),
        "Cy handed in other cards: check them and save again.",
    ),
    (
        Problem("sheet.draft_changed", {"name": "Cy"}),
        "Cy changed their cards since you took them: check them and save again.",
    ),
    (
        Problem("sheet.changing", {"name": "Cy"}),
        "Cy is changing their cards: wait for them, or save with what they handed in.",
    ),
    (
        Problem("sheet.still_entering", {"name": "Cy"}),
        "Cy is still entering their cards: wait for them, or use their cards as they are now.",
    ),
    (
        Problem("sheet.phone_differs", {"name": "Cy"}),
        "Cy's phone says something else: choose which to keep, then save again.",
    ),
    (
        Problem("sheet.scores_differ"),
        "The scores changed as you tapped Save: check them and save again.",
    ),
    (
        Problem("seat.taken", {"name": "Ann"}),
        "Ann's seat is taken by another phone; ask the scorekeeper to free it.",
    ),
    (
        Problem("seat.holds_another", {"held": "Ann", "name": "Bob"}),
        "This phone hands in Ann's cards: tap \"Change seat\" to hand in Bob's.",
    ),
    (
        Problem("archive.not_an_archive", {"place": "games.0.players", "detail": "Field required"}),
        "This is not a games archive: games.0.players: Field required.",
    ),
    (
        Problem(
            "archive.not_an_archive",
            {
                "place": "games.0.events.1",
                "problem": Problem("archive.event_with_deal", {"kind": "link_changed"}),
            },
        ),
        "This is not a games archive: games.0.events.1: A link_changed event names a deal: it "
        "records none.",
    ),
    (
        Problem("archive.event_without_deal", {"kind": "deal_added"}),
        "A deal_added event names no deal: it records the deal it was about and its number.",
    ),
    (
        Problem("archive.event_with_deal", {"kind": "link_changed"}),
        "A link_changed event names a deal: it records none.",
    ),
    (
        Problem("archive.table_name_refused", {"problem": Problem("name.nothing_visible")}),
        "The table's name has nothing visible in it.",
    ),
    (
        Problem("archive.clash"),
        "The archive clashes with what is stored, or with itself: a link or a deal's form id is "
        "used twice, or a game has two deals with the same number.",
    ),
    (Problem("archive.table_here", {"table": "t123"}), "Table t123 is already here."),
    (Problem("archive.game_here", {"game": "g123"}), "Game g123 is already here."),
    (
        Problem("archive.game_table_missing", {"game": "g123", "table": "t9"}),
        "Game g123 is at table t9, not in the file.",
    ),
    (
        Problem(
            "archive.game_refused", {"game": "g123", "problem": Problem("archive.seats_wrong")}
        ),
        "Game g123 cannot be imported: A deal names a seat twice, or a seat no player has.",
    ),
    (
        Problem("archive.game_refused", {"game": "g123", "detail": "list index out of range"}),
        "Game g123 cannot be imported: list index out of range.",
    ),
    (
        Problem("archive.first_dealer_not_a_player"),
        "The first dealer is not one of the players.",
    ),
    (Problem("archive.seats_wrong"), "A deal names a seat twice, or a seat no player has."),
    (
        Problem("archive.restored_by_nothing", {"game": "g123"}),
        "Game g123 has an event restored by no event.",
    ),
    (
        Problem("archive.not_text"),
        "This file is not text: choose a backup (.json) or a score sheet (.csv).",
    ),
    (
        Problem("archive.not_json"),
        "This .json file does not read as JSON: choose a backup made by Scorekeeper.",
    ),
    (
        Problem("score_sheet.no_players"),
        "This score sheet names fewer than two players: its first row names them, one a column.",
    ),
    (
        Problem("score_sheet.too_many_columns", {"most": 29, "players": 12}),
        "This score sheet's first row has more than 29 columns: a game has at most 12 players, "
        "one a column.",
    ),
    (
        Problem("score_sheet.too_many_deals", {"most": 1000}),
        "This score sheet has more than 1,000 deals: one game holds at most that many.",
    ),
    (
        Problem("score_sheet.row_length", {"row": 7}),
        "Row 7 of the score sheet does not have one cell for each column of the first row.",
    ),
    (
        Problem("score_sheet.went_out_unknown", {"row": 3, "name": "Dee"}),
        "Row 3 says Dee went out, who is none of the players.",
    ),
]


@pytest.mark.parametrize(("problem", "sentence"), CASES, ids=lambda case: getattr(case, "code", ""))
def test_each_code_says_what_it_said_before(problem: Problem, sentence: str) -> None:
    assert say(problem) == sentence


def test_every_code_of_the_scorebook_is_said_here() -> None:
    assert {problem.code for problem, _ in CASES} == set(scorebook.WORDS)
