"""Score sheets as CSV, read into an archive that imports as one new game of typed scores.

Two sheets read:

- a **generic sheet**: the first row names the players (2 to 12), each row after it is a deal,
  each cell that player's score of the deal: a number, or a sum as typed (``25+40-10``);
- this app's **score sheet** (the record's "Spreadsheet (CSV)"), in any language the app
  speaks: its columns "Deal", "Dealer", "Wild rank" and "Scores" are left out, "Went out" says
  who went out, and each player's "total" column is left out (the totals are worked out again).

Either may have a column of deal numbers, headed "Deal", "Round" or "Hand" in any language the
app speaks: it is left out (the deals are numbered in their order). The header's words are
compared whatever their capitals. A first row of more than :data:`MOST_COLUMNS` cells is refused
before any of them is read, so that a sheet's cost is bounded by its size (issue 49, item 9).

The game is a "Scores only" game (every deal typed, nothing checked: the cards are not in a
score sheet), made as :func:`~scorekeeper.scorebook.history.archive.import_games` takes it, so that
it is checked and stored all or nothing, or previewed. Empty rows are skipped. The import page
(``pages/imports.py``) reads it.
"""

from __future__ import annotations

import csv
import io
import itertools
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from flask_babel import force_locale

from ..rules.presets import SCORES_ONLY
from ..rules.problems import Param, Problem
from ..scorebook.changes.games import MAX_PLAYERS, new_edit_key, new_view_id
from ..scorebook.history.archive import FORMAT, FORMAT_VERSION, ArchiveError
from ..words.languages import LANGUAGES, gettext, pgettext

MOST_DEALS = 1_000
"""Deals a sheet may hold: as many as one game keeps (``deals.MAX_DEALS``)."""

_LEFT_OUT = ("Deal", "Dealer", "Wild rank", "Scores")
"""The columns of this app's score sheet that are no player's, in English."""
_WENT_OUT = "Went out"
_TOTAL = "%(name)s total"
MOST_COLUMNS = 2 * MAX_PLAYERS + len(_LEFT_OUT) + 1
"""Cells a sheet's first row may hold (29): this app's score sheet of the most players, a score
and a total for each and its own five columns."""


def archive_from_csv(text: str) -> dict[str, Any]:
    """The archive of one new "Scores only" game holding the score sheet ``text`` (CSV).

    :raises ArchiveError: ``score_sheet.too_many_columns`` (with ``most``, :data:`MOST_COLUMNS`,
        and ``players``: a first row of more cells, refused before any is read),
        ``score_sheet.no_players`` (fewer than two player columns),
        ``score_sheet.too_many_deals`` (with ``most``), ``score_sheet.row_length`` (with
        ``row``, as a spreadsheet numbers it: a row with more or fewer cells than the first),
        and ``score_sheet.went_out_unknown`` (with ``row`` and ``name``). A cell that is no
        score is the engine's to refuse, at import.
    """
    rows = (
        (place, row)
        for place, row in enumerate(csv.reader(io.StringIO(text)), start=1)
        if any(cell.strip() for cell in row)
    )
    first = next(rows, None)
    if first is None:
        raise ArchiveError(Problem("score_sheet.no_players"))
    if len(first[1]) > MOST_COLUMNS:
        wide: dict[str, Param] = {"most": MOST_COLUMNS, "players": MAX_PLAYERS}
        raise ArchiveError(Problem("score_sheet.too_many_columns", wide))
    header = [cell.strip() for cell in first[1]]
    columns, went_out_column = _player_columns(header, _sheet_words())
    names = [header[column] for column in columns]
    if len(names) < 2:
        raise ArchiveError(Problem("score_sheet.no_players"))
    deals = list(itertools.islice(rows, MOST_DEALS + 1))
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
        "variant": SCORES_ONLY.variant,
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


@dataclass(frozen=True)
class _SheetWords:
    """The words of a sheet's first row that name no player, in every language the app speaks,
    casefolded (:func:`_sheet_words`)."""

    left_out: frozenset[str]
    """This app's own columns and the columns of deal numbers."""
    went_out: frozenset[str]
    totals: frozenset[str]
    """Each language's ``%(name)s total``."""


def _sheet_words() -> _SheetWords:
    """The words a sheet's first row is read with, looked up once for the whole row."""

    def casefolded(said: list[str]) -> frozenset[str]:
        return frozenset(word.casefold() for word in said)

    left_out, went_out, totals = [], [], []
    for language in LANGUAGES:
        with force_locale(language):
            left_out += [gettext(word) for word in _LEFT_OUT]
            # The other words a column of deal numbers is headed with ("Deal" is above).
            left_out.append(pgettext("a score sheet's column of deal numbers", "Round"))
            left_out.append(pgettext("a score sheet's column of deal numbers", "Hand"))
            went_out.append(gettext(_WENT_OUT))
            totals.append(gettext(_TOTAL))
    return _SheetWords(casefolded(left_out), casefolded(went_out), frozenset(totals))


def _player_columns(header: list[str], words: _SheetWords) -> tuple[list[int], int | None]:
    """The columns of ``header`` that are players' scores, and the "Went out" column of this
    app's score sheet, if any; each cell looked up once, so that the work grows with the row's
    length, not its square."""
    folded = [cell.casefold() for cell in header]
    totals = {
        (form % {"name": name}).casefold() for name in set(header) if name for form in words.totals
    }
    players = [
        column
        for column, cell in enumerate(folded)
        if cell not in totals and cell not in words.left_out and cell not in words.went_out
    ]
    went_out_column = next((c for c, cell in enumerate(folded) if cell in words.went_out), None)
    return players, went_out_column


def _unquoted(name: str) -> str:
    """A name as this app's score sheet wrote it: a name starting with ``=``, ``+``, ``-`` or
    ``@`` was written with a ``'`` before it, so that a spreadsheet shows it rather than runs
    it."""
    return name[1:] if name[:1] == "'" and name[1:2] in ("=", "+", "-", "@") else name
