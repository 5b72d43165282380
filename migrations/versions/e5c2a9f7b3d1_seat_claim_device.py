"""seat claim device: the browser of the phone that claimed a seat

Revision ID: e5c2a9f7b3d1
Revises: e5c7a9b1d3f4
Create Date: 2026-11-29 07:40:00

A seat is claimed by a phone that confirms the player's name (issue 41, item 3); the claim keeps
what the phone's browser said it was (its User-Agent, cut short), so that the scorekeeper sees
which phone holds which seat ("Android phone, Chrome, since 20:14"). Claims made before have
none.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "e5c2a9f7b3d1"
down_revision = "e5c7a9b1d3f4"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("seat_claim") as batch_op:
        batch_op.add_column(sa.Column("device", sa.String(length=200), nullable=True))


def downgrade():
    with op.batch_alter_table("seat_claim") as batch_op:
        batch_op.drop_column("device")
