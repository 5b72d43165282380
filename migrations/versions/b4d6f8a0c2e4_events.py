"""club evenings and tournaments: events, their entrants, series and tables

Revision ID: b4d6f8a0c2e4
Revises: a9c3e5f7b1d2
Create Date: 2026-12-07 21:00:00

An event (a club evening, a championship) registers its entrants once and plays series, each
table of a series an ordinary game; new tables only, nothing stored before changes.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "b4d6f8a0c2e4"
down_revision = "a9c3e5f7b1d2"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "club_event",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("view_id", sa.String(length=32), nullable=False),
        sa.Column("edit_key", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("variant", sa.String(length=40), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("ranking", sa.JSON(), nullable=False),
        sa.Column("series_count", sa.Integer(), nullable=False),
        sa.Column("series_deals", sa.Integer(), nullable=True),
        sa.Column("series_minutes", sa.Integer(), nullable=True),
        sa.Column("odd_tables", sa.String(length=8), nullable=False),
        sa.Column("pairs", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_club_event_view_id", "club_event", ["view_id"], unique=True)
    op.create_index("ix_club_event_edit_key", "club_event", ["edit_key"], unique=True)
    op.create_table(
        "entrant",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("pair", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["event_id"], ["club_event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "number"),
    )
    op.create_table(
        "series",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("day", sa.Integer(), nullable=False),
        sa.Column("seating", sa.String(length=12), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("drawn_at", sa.DateTime(), nullable=False),
        sa.Column("ends_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["event_id"], ["club_event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "number"),
    )
    op.create_table(
        "series_table",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("series_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("entrants", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["series_id"], ["series.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("series_id", "number"),
    )
    op.create_index("ix_series_table_game_id", "series_table", ["game_id"])


def downgrade():
    op.drop_index("ix_series_table_game_id", table_name="series_table")
    op.drop_table("series_table")
    op.drop_table("series")
    op.drop_table("entrant")
    op.drop_index("ix_club_event_edit_key", table_name="club_event")
    op.drop_index("ix_club_event_view_id", table_name="club_event")
    op.drop_table("club_event")
