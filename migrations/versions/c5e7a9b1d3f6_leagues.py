"""leagues across evenings: leagues, their seasons, each season's players by group and its
evenings

Revision ID: c5e7a9b1d3f6
Revises: b4d6f8a0c2e4
Create Date: 2026-12-07 22:00:00

A league plays seasons of club evenings in groups, with promotion and relegation between
seasons; an event played as a league's evening is tied to its season and group by a row of
its own (``league_evening``). New tables only: every event stored before is as it was.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "c5e7a9b1d3f6"
down_revision = "b4d6f8a0c2e4"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "league",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("view_id", sa.String(length=32), nullable=False),
        sa.Column("edit_key", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("promoted", sa.Integer(), nullable=False),
        sa.Column("group_count", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_league_view_id", "league", ["view_id"], unique=True)
    op.create_index("ix_league_edit_key", "league", ["edit_key"], unique=True)
    op.create_table(
        "league_season",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("closed_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["league_id"], ["league.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("league_id", "number"),
    )
    op.create_table(
        "season_player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("group_number", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.ForeignKeyConstraint(["season_id"], ["league_season.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("season_id", "group_number", "position"),
    )
    op.create_table(
        "league_evening",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("group_number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["club_event.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["season_id"], ["league_season.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("event_id"),
    )
    op.create_index("ix_league_evening_season_id", "league_evening", ["season_id"])


def downgrade():
    op.drop_index("ix_league_evening_season_id", table_name="league_evening")
    op.drop_table("league_evening")
    op.drop_table("season_player")
    op.drop_table("league_season")
    op.drop_index("ix_league_edit_key", table_name="league")
    op.drop_index("ix_league_view_id", table_name="league")
    op.drop_table("league")
