"""trail scores: each change's deal keeps each player's score of it, as stored with it, so that
the Changes page reads them; changes from before are worked out once when first shown

Revision ID: e7c2a4b9d013
Revises: d5e8a3c1f6b2
Create Date: 2026-11-25 13:00:00

"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "e7c2a4b9d013"
down_revision = "d5e8a3c1f6b2"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("game_event", schema=None) as batch_op:
        batch_op.add_column(sa.Column("scores", sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table("game_event", schema=None) as batch_op:
        batch_op.drop_column("scores")
