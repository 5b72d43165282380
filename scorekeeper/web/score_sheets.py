"""Score sheets as CSV, read into an archive that imports as one new game of typed scores.

Two sheets read:

- a **generic sheet**: the first row names the players (2 to 12), each row after it is a deal,
  each cell that player's score of the deal: a number, or a sum as typed (``25+40-10``);
- this app's **score sheet** (the record's "Spreadsheet (CSV)"), in any language the app
  speaks: its columns "Deal", "Dealer", "Wild rank" and "Scores" are left out, "Went out" says
  who went out, and each player's "total" column is left out (the totals are worked out again).

The game is a "Scores only" game (every deal typed, nothing checked: the cards are not in a
score sheet), made as :func:`~scorekeeper.scorebook.archive.import_games` takes it, so that it
is checked and stored all or nothing, or previewed. Empty rows are skipped. The import page
(``pages/imports.py``) reads it.
"""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from typing import Any

from flask_babel import force_locale

from ..rules.problems import Param, Problem
from ..scorebook.archive import FORMAT, FORMAT_VERSION, ArchiveError
from ..scorebook.games import new_edit_key, new_view_id
from ..words.languages import LANGUAGES, gettext

MOST_DEALS = 1_000
"""Deals a sheet may hold: as many as one game keeps (``deals.MAX_DEALS``)."""

_LEFT_OUT = ("Deal", "Dealer", "Wild rank", "Scores")
"""The columns of this app's score sheet that are no player's, in English."""
_WENT_OUT = "Went out"
_TOTAL = "%(name)s total"


def archive_from_csv(text: str) -> dict[str, Any]:
    """The archive of one new "Scores only" game holding the score sheet ``text`` (CSV).

    :raises ArchiveError: ``score_sheet.no_players`` (fewer than two player columns),
        ``score_sheet.too_many_deals`` (with ``most``), ``score_sheet.row_length`` (with
        ``row``, as a spreadsheet numbers it: a row with more or fewer cells than the first),
        and ``score_sheet.went_out_unknown`` (with ``row`` and ``name``). A cell that is no
        score is the engine's to refuse, at import.
    """
    rows = [
        (place, row)
        for place, row in enumerate(csv.reader(io.StringIO(text)), start=1)
        if any(cell.strip() for cell in row)
    ]
    if not rows:
        raise ArchiveError(Problem("score_sheet.no_players"))
    header = [cell.strip() for cell in rows[0][1]]
    columns, went_out_column = _player_columns(header)
    names = [header[column] for column in columns]
    if len(names) < 2:
        raise ArchiveError(Problem("score_sheet.no_players"))
    deals = rows[1:]
    if len(deals) > MOST_DEALS:
        raise ArchiveError(Problem("score_sheet.too_many_deals", {"most": MOST_DEALS}))
    now = datetime.now(UTC).replace(tzinfo=None).isoformat()
    records = []
    for number, (place, row) in enumerate(deals, start=1):
        if len(row) != len(header):
            raise ArchiveError(Problem("score_sheet.row_length", {"row": place}))
        went_out = None
        if went_out_column is not None and row[went_out_column].strip():
            name = row[went_out_column].strip()
            if name not in names:
                said: dict[str, Param] = {"row": place, "name": name}
                raise ArchiveError(Problem("score_sheet.went_out_unknown", said))
            went_out = names.index(name)
        lines = [
            {"seat": seat, "melds": [], "laid_off": [], "hand": [], "typed": row[column].strip()}
            for seat, column in enumerate(columns)
        ]
        records.append(
            {
                "number": number,
                "created_at": now,
                "wild_rank": None,
                "went_out": went_out,
                "lines": lines,
            }
        )
    game = {
        "view_id": new_view_id(),
        "edit_key": new_edit_key(),
        "variant": "scores-only",
        "rules": {},
        "first_dealer": 0,
        "created_at": now,
        "changed_at": now,
        "version": 1,
        "players": [_unquoted(name) for name in names],
        "deals": records,
        "events": [],
    }
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "tables": [], "games": [game]}


def _player_columns(header: list[str]) -> tuple[list[int], int | None]:
    """The columns of ``header`` that are players' scores, and the "Went out" column of this
    app's score sheet, if any (its words in any language the app speaks)."""
    left_out = {word for word in _LEFT_OUT for word in _in_every_language(word)}
    went_out = _in_every_language(_WENT_OUT)
    names = set(header)
    totals = {
        column
        for column, cell in enumerate(header)
        for name in names
        if name and cell in {form % {"name": name} for form in _in_every_language(_TOTAL)}
    }
    players = [
        column
        for column, cell in enumerate(header)
        if column not in totals and cell not in left_out | went_out
    ]
    went_out_column = next((c for c, cell in enumerate(header) if cell in went_out), None)
    return players, went_out_column


def _in_every_language(message: str) -> set[str]:
    """``message`` as each language the app speaks says it."""
    said = set()
    for language in LANGUAGES:
        with force_locale(language):
            said.add(gettext(message))
    return said


def _unquoted(name: str) -> str:
    """A name as this app's score sheet wrote it: a name starting with ``=``, ``+``, ``-`` or
    ``@`` was written with a ``'`` before it, so that a spreadsheet shows it rather than runs
    it."""
    return name[1:] if name[:1] == "'" and name[1:2] in ("=", "+", "-", "@") else name
