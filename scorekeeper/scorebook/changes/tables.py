"""Creating tables, finding them by their links, and the games played at one.

A table is reached like a game: by its view id (anyone with the link can look) or its edit key
(who holds it can start games at the table and open them to keep score).
"""

from __future__ import annotations

from scorekeeper.extensions import db
from scorekeeper.models import Game, Table
from scorekeeper.rules.problems import Problem
from scorekeeper.scorebook.changes.games import GameInputError, new_edit_key, new_view_id
from scorekeeper.scorebook.names import normal_name
from scorekeeper.scorebook.writing import write_transaction

MAX_NAME = 60


def create_table(name: str, *, commit: bool = True) -> Table:
    """Create and store a table named ``name`` (already checked by the form).

    :param commit: ``False`` for a table not yet stored, that the caller stores with the change
        it belongs to (a game put on it: ``games.seat_at_table``).
    """
    table = Table(view_id=new_view_id(), edit_key=new_edit_key(), name=normal_name(name))
    if commit:
        with write_transaction():
            db.session.add(table)
    return table


def rotate_edit_key(table: Table, edit_key: str) -> str | None:
    """Give the table a new edit key: its old edit link stops working (it answers 404, counted
    as a guess), its view link and its games' links stay.

    :param edit_key: the key the table was opened with.
    :returns: the new key; ``None`` when the table's key is no longer ``edit_key`` (another
        phone changed it meanwhile), and nothing changes.
    """
    key = new_edit_key()
    with write_transaction():
        if table.edit_key != edit_key:
            return None
        table.edit_key = key
    return key


def table_by_view_id(view_id: str) -> Table | None:
    return db.session.execute(db.select(Table).filter_by(view_id=view_id)).scalar_one_or_none()


def table_by_edit_key(edit_key: str) -> Table | None:
    return db.session.execute(db.select(Table).filter_by(edit_key=edit_key)).scalar_one_or_none()


def table_for_new_game(edit_key: str) -> Table | None:
    """The table a new game is to join, by its edit key; ``None`` for an empty key.

    :raises GameInputError: ``table.link_gone`` for a key that is no table's (its field:
        ``"table"``).
    """
    if not edit_key:
        return None
    table = table_by_edit_key(edit_key)
    if table is None:
        raise GameInputError(Problem("table.link_gone", path=("table",)))
    return table


def last_game(edit_key: str) -> Game | None:
    """The latest game of the table with this edit key; ``None`` for no such table or game."""
    table = table_by_edit_key(edit_key) if edit_key else None
    if table is None:
        return None
    query = db.select(Game).filter_by(table_id=table.id)
    latest = query.order_by(Game.created_at.desc(), Game.id.desc()).limit(1)
    return db.session.execute(latest).scalar_one_or_none()
