"""Files to download: a score sheet or a table's games as CSV (for a spreadsheet) or JSON,
streamed: rows and list items are sent as they are read, so a download of many games costs
no more memory than one."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from flask import Response, stream_with_context

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""How a spreadsheet knows a cell is a formula: text starting so gets a leading ``'``."""
CHUNK = 16_384
"""Characters sent at once, at least (but the last): rows and items are gathered to that size,
so a download of 10,000 games is a few hundred writes to the phone, not one a row."""


def csv_download(rows: Iterable[Sequence[str | int | None]], filename: str) -> Response:
    """``rows`` (the header first) as a CSV file to save as ``filename``, row by row.

    Numbers stay numbers; a name that a spreadsheet would run as a formula is kept as text.

    >>> from flask import Flask
    >>> with Flask(__name__).test_request_context():
    ...     csv_download([["Player", "Total"], ["=Ann", -45]], "x.csv").get_data(as_text=True)
    "Player,Total\\r\\n'=Ann,-45\\r\\n"
    """

    def lines() -> Iterator[str]:
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        for row in rows:
            writer.writerow([_cell(value) for value in row])
            yield buffer.getvalue()
            buffer.seek(0)
            buffer.truncate()

    return _attachment(lines(), "text/csv", filename)  # Flask adds charset=utf-8


def json_download(members: Iterable[tuple[str, Any]], filename: str) -> Response:
    """A JSON object of ``members`` (name and value) as a file to save as ``filename``; a
    value that is an iterator is written as a list, item by item as it comes.

    >>> from flask import Flask
    >>> with Flask(__name__).test_request_context():
    ...     json_download([("n", 2), ("games", iter([{"a": 1}]))], "x.json").get_data(as_text=True)
    '{"n": 2, "games": [{"a": 1}]}'
    """

    def chunks() -> Iterator[str]:
        yield "{"
        for place, (name, value) in enumerate(members):
            yield f"{', ' if place else ''}{_json(name)}: "
            if isinstance(value, Iterator):
                yield "["
                for index, item in enumerate(value):
                    yield (", " if index else "") + _json(item)
                yield "]"
            else:
                yield _json(value)
        yield "}"

    return _attachment(chunks(), "application/json", filename)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _cell(value: str | int | None) -> str | int:
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _gathered(pieces: Iterator[str]) -> Iterator[str]:
    """``pieces`` joined into chunks of at least :data:`CHUNK` characters (but the last)."""
    gathered: list[str] = []
    size = 0
    for piece in pieces:
        gathered.append(piece)
        size += len(piece)
        if size >= CHUNK:
            yield "".join(gathered)
            gathered, size = [], 0
    if gathered:
        yield "".join(gathered)


def _attachment(chunks: Iterator[str], mimetype: str, filename: str) -> Response:
    response = Response(stream_with_context(_gathered(chunks)), mimetype=mimetype)
    response.headers.set("Content-Disposition", "attachment", filename=filename)
    return response
