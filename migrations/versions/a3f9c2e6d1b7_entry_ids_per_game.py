"""entry ids per game: a deal's entry id (the one-time token of its form, or the one the API
derives from an Idempotency-Key) is unique in its game, no longer across all games, so that a
token used in one game never stands in the way of a deal of another

Revision ID: a3f9c2e6d1b7
Revises: f2b6d8e4a1c7
Create Date: 2026-11-26 04:30:00

"""

from alembic import op

# revision identifiers, used by Alembic.
revision = "a3f9c2e6d1b7"
down_revision = "f2b6d8e4a1c7"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("deal", schema=None) as batch_op:
        batch_op.drop_index("ix_deal_entry_id")
        batch_op.create_index("ix_deal_game_entry", ["game_id", "entry_id"], unique=True)


def downgrade():
    """Fails if two games have a deal with the same entry id."""
    with op.batch_alter_table("deal", schema=None) as batch_op:
        batch_op.drop_index("ix_deal_game_entry")
        batch_op.create_index("ix_deal_entry_id", ["entry_id"], unique=True)
