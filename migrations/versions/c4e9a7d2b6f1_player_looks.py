"""player looks: each player's colour and avatar

Revision ID: c4e9a7d2b6f1
Revises: d4b8f2a6c0e3
Create Date: 2026-11-29 03:50:00

Every player gets a colour, the players of a game stored before this change the colours of
``scorebook.changes.people.COLOURS`` in seating order, and no avatar (their name's initial is shown).
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "c4e9a7d2b6f1"
down_revision = "d4b8f2a6c0e3"
branch_labels = None
depends_on = None

COLOURS = (
    "blue",
    "orange",
    "green",
    "purple",
    "red",
    "teal",
    "pink",
    "olive",
    "brown",
    "indigo",
    "magenta",
    "grey",
)
"""As ``scorebook.changes.people.COLOURS`` had them when this migration was written."""


def upgrade():
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("colour", sa.String(length=16), server_default="blue", nullable=False)
        )
        batch_op.add_column(sa.Column("avatar", sa.String(length=64), nullable=True))
    by_seat = " ".join(f"WHEN {seat} THEN '{colour}'" for seat, colour in enumerate(COLOURS))
    op.execute(f"UPDATE player SET colour = CASE seat % {len(COLOURS)} {by_seat} END")


def downgrade():
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.drop_column("avatar")
        batch_op.drop_column("colour")
