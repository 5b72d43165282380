"""deal line stages: the stages a player has completed after a deal (Phase 10's phases)

Revision ID: a9c3e5f7b1d2
Revises: e3a7b9c1d5f2
Create Date: 2026-12-07 18:00:00

A game with stages completed one by one (Phase 10's ten phases) reads each player's stage from
the earlier deals: each deal line keeps the engine's list of the stages its player has
completed after the deal, in the order completed. Every line stored before is of a game with no
stages: an empty list.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "a9c3e5f7b1d2"
down_revision = "e3a7b9c1d5f2"
branch_labels = None
depends_on = None


def upgrade():
    # Plain ADD COLUMN: never a batch copy of deal_line (see b7d2e5a91c4f).
    op.add_column(
        "deal_line", sa.Column("stages", sa.JSON(), nullable=False, server_default="[]")
    )


def downgrade():
    op.drop_column("deal_line", "stages")  # plain DROP COLUMN, as the upgrade adds it
