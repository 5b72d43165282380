"""starting scores: a player's points before the first deal of a game resumed from paper

Revision ID: d2f6a8c4e0b7
Revises: c4d8e2f6a0b3
Create Date: 2026-12-07 15:00:00

A game may start from the scores a table had on paper ("we were at 1,200, 800 and 450"): each
player's starting score counts in their running totals, the target and the win. Every game
stored before started at 0.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "d2f6a8c4e0b7"
down_revision = "c4d8e2f6a0b3"
branch_labels = None
depends_on = None


def upgrade():
    # Plain ADD COLUMN: never a batch copy of player (see b7d2e5a91c4f).
    op.add_column(
        "player", sa.Column("starting_score", sa.Integer(), nullable=False, server_default="0")
    )


def downgrade():
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.drop_column("starting_score")
