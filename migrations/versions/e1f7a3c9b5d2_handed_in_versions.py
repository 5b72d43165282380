"""handed-in versions: each seat's draft keeps what it last handed in

Revision ID: e1f7a3c9b5d2
Revises: d9e4b6a2f7c3
Create Date: 2026-11-28 16:40:00

A seat that goes back to changing its cards after "Done" keeps its last handed-in version, which
is what the scorekeeper's form shows and saves. A draft handed in before this change is its own
handed-in version; one being entered has none yet. A draft kept with a deal keeps the change a
seat was making when the deal was saved with what it handed in (none for the deals before).
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "e1f7a3c9b5d2"
down_revision = "d9e4b6a2f7c3"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("seat_draft", schema=None) as batch_op:
        batch_op.add_column(sa.Column("handed_in_fields", sa.JSON(), nullable=True))
        batch_op.add_column(
            sa.Column("handed_in_revision", sa.Integer(), server_default="0", nullable=False)
        )
    op.execute(
        "UPDATE seat_draft SET handed_in_fields = fields, handed_in_revision = revision"
        " WHERE handed_in"
    )
    with op.batch_alter_table("kept_draft", schema=None) as batch_op:
        batch_op.add_column(sa.Column("changed_fields", sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table("kept_draft", schema=None) as batch_op:
        batch_op.drop_column("changed_fields")
    with op.batch_alter_table("seat_draft", schema=None) as batch_op:
        batch_op.drop_column("handed_in_revision")
        batch_op.drop_column("handed_in_fields")
