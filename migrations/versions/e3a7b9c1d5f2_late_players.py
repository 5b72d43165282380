"""players who join late or leave: who is dealt into each deal

Revision ID: e3a7b9c1d5f2
Revises: d2f6a8c4e0b7
Create Date: 2026-12-07 18:00:00

A table takes in a player who arrives late, or lets one go, between deals. A player who joined
after the first deal is marked ``joined_late``, one who left ``left``; a deal stores the seats
dealt into it (``seats``) where they are not every player who did not join late (``NULL``:
every deal stored before).
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "e3a7b9c1d5f2"
down_revision = "d2f6a8c4e0b7"
branch_labels = None
depends_on = None


def upgrade():
    # Plain ADD COLUMN: never a batch copy of player or deal (see b7d2e5a91c4f).
    op.add_column(
        "player", sa.Column("joined_late", sa.Boolean(), nullable=False, server_default=sa.false())
    )
    op.add_column(
        "player", sa.Column("left", sa.Boolean(), nullable=False, server_default=sa.false())
    )
    op.add_column("deal", sa.Column("seats", sa.JSON(), nullable=True))


def downgrade():
    # Plain DROP COLUMN too: a batch copy of deal drops the old table, and its deal lines with it.
    op.drop_column("deal", "seats")
    op.drop_column("player", "left")
    op.drop_column("player", "joined_late")
