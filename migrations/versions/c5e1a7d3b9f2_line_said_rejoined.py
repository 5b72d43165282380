"""what an Indian Rummy player said beyond the cards (a drop, a wrong show) and a Pool rummy
rejoin, on a player's line of a deal

Revision ID: c5e1a7d3b9f2
Revises: f3a8c1d6e2b4
Create Date: 2026-11-29 04:00:00

"""

import sqlalchemy as sa
from alembic import op

revision = "c5e1a7d3b9f2"
down_revision = "f3a8c1d6e2b4"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("deal_line", schema=None) as batch_op:
        batch_op.add_column(sa.Column("said", sa.String(length=16), nullable=True))
        batch_op.add_column(
            sa.Column("rejoined", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade():
    with op.batch_alter_table("deal_line", schema=None) as batch_op:
        batch_op.drop_column("rejoined")
        batch_op.drop_column("said")
