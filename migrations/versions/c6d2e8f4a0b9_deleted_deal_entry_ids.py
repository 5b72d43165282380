"""deleted deals' entry ids: the change that added a deal keeps the entry id it was entered
with (filled in for the deals already added, from the deal each change recorded), so that the
deal's form or API request sent again after the deal was deleted stores nothing

Revision ID: c6d2e8f4a0b9
Revises: a3f9c2e6d1b7
Create Date: 2026-11-26 04:50:00

"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "c6d2e8f4a0b9"
down_revision = "a3f9c2e6d1b7"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("game_event", schema=None) as batch_op:
        batch_op.add_column(sa.Column("entry_id", sa.String(length=32), nullable=True))
        batch_op.create_index("ix_game_event_entry", ["game_id", "entry_id"], unique=False)
    event = sa.table(
        "game_event",
        sa.column("id", sa.Integer),
        sa.column("kind", sa.String),
        sa.column("deal", sa.JSON),
        sa.column("entry_id", sa.String),
    )
    connection = op.get_bind()
    added = connection.execute(
        sa.select(event.c.id, event.c.deal).where(event.c.kind == "deal_added")
    ).all()
    for event_id, deal in added:
        entry_id = (deal or {}).get("entry_id")
        if entry_id is not None:
            connection.execute(
                event.update().where(event.c.id == event_id).values(entry_id=entry_id)
            )


def downgrade():
    with op.batch_alter_table("game_event", schema=None) as batch_op:
        batch_op.drop_index("ix_game_event_entry")
        batch_op.drop_column("entry_id")
