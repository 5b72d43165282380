"""typed scores: a deal line keeps the score typed in place of cards

Revision ID: f8a2c6e0d4b1
Revises: e1f7a3c9b5d2
Create Date: 2026-11-29 00:20:00

A deal may be entered as each player's score, as typed ("25+40-10"), in place of their cards.
The line keeps what was typed; every deal stored before has none (its cards were entered).
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "f8a2c6e0d4b1"
down_revision = "e1f7a3c9b5d2"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("deal_line", schema=None) as batch_op:
        batch_op.add_column(sa.Column("typed", sa.String(length=200), nullable=True))


def downgrade():
    with op.batch_alter_table("deal_line", schema=None) as batch_op:
        batch_op.drop_column("typed")
