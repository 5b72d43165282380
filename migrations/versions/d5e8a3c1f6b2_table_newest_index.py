"""a table's games newest first from an index: game (table_id, created_at, id), with each
game's variant and scored_by (read from the index alone); it replaces the index on table_id

Revision ID: d5e8a3c1f6b2
Revises: c3a9f1d27e80
Create Date: 2026-11-24 23:30:00

"""

from alembic import op

# revision identifiers, used by Alembic.
revision = "d5e8a3c1f6b2"
down_revision = "c3a9f1d27e80"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("game", schema=None) as batch_op:
        batch_op.drop_index("ix_game_table_id")
        batch_op.create_index(
            "ix_game_table_newest",
            ["table_id", "created_at", "id", "variant", "scored_by"],
            unique=False,
        )


def downgrade():
    with op.batch_alter_table("game", schema=None) as batch_op:
        batch_op.drop_index("ix_game_table_newest")
        batch_op.create_index("ix_game_table_id", ["table_id"], unique=False)
