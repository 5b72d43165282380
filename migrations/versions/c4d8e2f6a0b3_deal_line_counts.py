"""side counts: a deal line keeps the counts a table entered in place of the cards

Revision ID: c4d8e2f6a0b3
Revises: e5c2a9f7b3d1
Create Date: 2026-12-07 15:00:00

A deal of the Canasta family may be entered as each side's counts (canastas, red threes, card
points melded and in hand) in place of the cards. The line keeps them as entered; every deal
stored before has none (its cards, or its typed scores, were entered).
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "c4d8e2f6a0b3"
down_revision = "e5c2a9f7b3d1"
branch_labels = None
depends_on = None


def upgrade():
    # Plain ADD COLUMN: never a batch copy of deal_line (see b7d2e5a91c4f).
    op.add_column("deal_line", sa.Column("counts", sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table("deal_line", schema=None) as batch_op:
        batch_op.drop_column("counts")
