"""The models and the migrations describe the same database (issue 21): a database built by
the migrations has every table, column, index and constraint the models declare, and nothing
else, so that a model changed without its migration fails here rather than on a server.

SQLite's reflection reads a foreign key's ON DELETE only from the table's first CREATE
statement, not from a column added since (``game.rematch_id``): there the foreign keys are
compared with what SQLite itself says of them (``PRAGMA foreign_key_list``)."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from flask import Flask
from sqlalchemy import ForeignKeyConstraint, text

from scorekeeper.extensions import db

FOREIGN_KEYS = ("add_fk", "remove_fk")


def declared_foreign_keys() -> set[tuple[str, str, str, str, str]]:
    """Each foreign key the models declare: table, column, referred table and column, ON
    DELETE (``NO ACTION`` when not said)."""
    return {
        (
            table.name,
            element.parent.name,
            element.column.table.name,
            element.column.name,
            (constraint.ondelete or "NO ACTION").upper(),
        )
        for table in db.metadata.tables.values()
        for constraint in table.constraints
        if isinstance(constraint, ForeignKeyConstraint)
        for element in constraint.elements
    }


def sqlite_foreign_keys(connection: Any) -> set[tuple[str, str, str, str, str]]:
    return {
        (table, row._mapping["from"], row.table, row.to, row.on_delete)
        for table in db.metadata.tables
        for row in connection.execute(text(f'PRAGMA foreign_key_list("{table}")'))
    }


def test_the_migrated_database_is_what_the_models_declare(app: Flask) -> None:
    with app.app_context(), db.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        differences = compare_metadata(context, db.metadata)
        if connection.dialect.name == "sqlite":
            assert sqlite_foreign_keys(connection) == declared_foreign_keys()
            differences = [one for one in differences if one[0] not in FOREIGN_KEYS]
    assert differences == []
