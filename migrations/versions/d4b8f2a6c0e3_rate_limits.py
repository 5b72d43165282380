"""rate limits: Flask-Limiter's counters in the database (creations of games, tables,
rematches and imports counted together by every worker and server)

Revision ID: d4b8f2a6c0e3
Revises: c5e1a7d3b9f2
Create Date: 2026-11-29 04:40:00

"""
import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "d4b8f2a6c0e3"
down_revision = "c5e1a7d3b9f2"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "rate_limits",
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("expires_at", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )
    with op.batch_alter_table("rate_limits", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rate_limits_expires_at"), ["expires_at"], unique=False)


def downgrade():
    with op.batch_alter_table("rate_limits", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rate_limits_expires_at"))
    op.drop_table("rate_limits")
