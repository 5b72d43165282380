"""a deal's upcard (Oklahoma Gin: the first upcard sets the knock limit)

Revision ID: f3a8c1d6e2b4
Revises: f8a2c6e0d4b1
Create Date: 2026-11-29 01:00:00

"""

import sqlalchemy as sa
from alembic import op

revision = "f3a8c1d6e2b4"
down_revision = "f8a2c6e0d4b1"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("deal", schema=None) as batch_op:
        batch_op.add_column(sa.Column("upcard", sa.String(length=3), nullable=True))


def downgrade():
    with op.batch_alter_table("deal", schema=None) as batch_op:
        batch_op.drop_column("upcard")
