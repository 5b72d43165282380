"""key guesses: wrong links per address and minute, counted in the database (shared by every
worker and server)

Revision ID: c3a9f1d27e80
Revises: b7d41e0c2a95
Create Date: 2026-11-24 02:05:00

"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "c3a9f1d27e80"
down_revision = "b7d41e0c2a95"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "key_guesses",
        sa.Column("address", sa.String(length=64), nullable=False),
        sa.Column("minute", sa.Integer(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("address", "minute"),
    )
    with op.batch_alter_table("key_guesses", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_key_guesses_minute"), ["minute"], unique=False)


def downgrade():
    with op.batch_alter_table("key_guesses", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_key_guesses_minute"))
    op.drop_table("key_guesses")
