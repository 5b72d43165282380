"""seat claims: the phone that chose a seat is the only one that writes its draft

Revision ID: d9e4b6a2f7c3
Revises: a8c3e5f1b209
Create Date: 2026-11-26 05:10:00

A phone that chooses a seat on the seat link claims it; another phone is refused until the
first changes seat or the scorekeeper frees the seat. Existing games start with every seat free.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "d9e4b6a2f7c3"
down_revision = "a8c3e5f1b209"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "seat_claim",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("phone", sa.String(length=64), nullable=False),
        sa.Column("claimed_at", sa.DateTime(), nullable=False),
        sa.Column("contested_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game_id", "seat"),
        sa.UniqueConstraint("game_id", "phone"),
    )
    with op.batch_alter_table("seat_claim", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_seat_claim_game_id"), ["game_id"], unique=False)


def downgrade():
    with op.batch_alter_table("seat_claim", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_seat_claim_game_id"))
    op.drop_table("seat_claim")
