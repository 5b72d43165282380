"""same person: two names at a table that are one person

Revision ID: d8b3f5a1c7e2
Revises: c4e9a7d2b6f1
Create Date: 2026-11-29 04:10:00

A table's scorekeeper says that two names are one person ("Ann" is "Anna"): the table's records
count the one as the other. Undone by removing the row.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "d8b3f5a1c7e2"
down_revision = "c4e9a7d2b6f1"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "same_person",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("name_key", sa.String(length=120), nullable=False),
        sa.Column("person_key", sa.String(length=120), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["game_table.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("table_id", "name_key"),
    )


def downgrade():
    op.drop_table("same_person")
