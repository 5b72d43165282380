"""Files to download: a score sheet or a table's games as CSV (for a spreadsheet) or JSON."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Sequence
from typing import Any

from flask import Response

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""How a spreadsheet knows a cell is a formula: text starting so gets a leading ``'``."""


def csv_download(rows: Iterable[Sequence[str | int | None]], filename: str) -> Response:
    """``rows`` (the header first) as a CSV file to save as ``filename``.

    Numbers stay numbers; a name that a spreadsheet would run as a formula is kept as text.

    >>> csv_download([["Player", "Total"], ["=Ann", -45]], "x.csv").get_data(as_text=True)
    "Player,Total\\r\\n'=Ann,-45\\r\\n"
    """
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for row in rows:
        writer.writerow([_cell(value) for value in row])
    return _attachment(buffer.getvalue(), "text/csv", filename)  # Flask adds charset=utf-8


def json_download(data: Any, filename: str) -> Response:
    """``data`` as a JSON file to save as ``filename``."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return _attachment(text, "application/json", filename)


def _cell(value: str | int | None) -> str | int:
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _attachment(text: str, mimetype: str, filename: str) -> Response:
    response = Response(text, mimetype=mimetype)
    response.headers.set("Content-Disposition", "attachment", filename=filename)
    return response
