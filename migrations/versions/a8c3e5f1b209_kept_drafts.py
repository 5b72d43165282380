"""kept drafts: each seat's draft kept with the deal it went into

Revision ID: a8c3e5f1b209
Revises: c6d2e8f4a0b9
Create Date: 2026-11-26 04:20:00

When the scorekeeper saves a deal, each seat's draft of it is kept with the deal (no longer
only removed), so that a player can say "This is not what I handed in" and the scorekeeper
sees what they did hand in.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "a8c3e5f1b209"
down_revision = "c6d2e8f4a0b9"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "kept_draft",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("deal_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("fields", sa.JSON(), nullable=False),
        sa.Column("handed_in", sa.Boolean(), nullable=False),
        sa.Column("marked_at", sa.DateTime(), nullable=True),
        sa.Column("fixed_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["deal_id"], ["deal.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("deal_id", "seat"),
    )
    with op.batch_alter_table("kept_draft", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_kept_draft_deal_id"), ["deal_id"], unique=False)


def downgrade():
    with op.batch_alter_table("kept_draft", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_kept_draft_deal_id"))
    op.drop_table("kept_draft")
