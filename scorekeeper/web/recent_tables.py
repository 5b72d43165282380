"""The tables this device has started or opened, remembered in the signed session cookie
(see :mod:`scorekeeper.web.remembered`): up to :data:`LIMIT`, most recently opened first.
"""

from __future__ import annotations

from scorekeeper.extensions import db
from scorekeeper.models import Table
from scorekeeper.scorebook.changes.tables import table_by_edit_key
from scorekeeper.web import remembered

LIMIT = 10
KEY = "recent_tables"


def remember(table: Table, *, edit: bool) -> None:
    """Put ``table`` first in this device's list, keeping its edit key if the device has it.

    :param edit: whether the table was opened with its edit link.
    """
    remembered.remember(KEY, table.view_id, table.edit_key if edit else None, LIMIT)


def recent_tables() -> list[tuple[Table, bool]]:
    """The remembered tables that still exist, most recently opened first, each with whether
    this device holds its edit key."""
    keys = remembered.remembered(KEY)
    if not keys:
        return []
    query = db.select(Table).where(Table.view_id.in_(keys))
    tables = {table.view_id: table for table in db.session.execute(query).scalars()}
    return [
        (tables[view_id], key == tables[view_id].edit_key)
        for view_id, key in keys.items()
        if view_id in tables
    ]


def table_choices(edit_key: str) -> list[tuple[str, str]]:
    """The new-game form's table choices: none, then the tables this device can start games
    at (by edit key), with the table of ``edit_key`` among them if it exists."""
    choices = [(table.edit_key, table.name) for table, can_edit in recent_tables() if can_edit]
    if edit_key and edit_key not in dict(choices):
        table = table_by_edit_key(edit_key)
        if table is not None:
            choices.insert(0, (table.edit_key, table.name))
    return [("", "No table"), *choices]
