"""player record numbers: what a table's records rank each game by, stored on its players'
rows with each deal written (the first deal of each player's highest score, their lowest deal
score and its first deal, the most points their running total was below the highest or above
the lowest after a deal), so that the records read one row a player and game, never every
deal of every game; worked out here from the stored deal lines of every game

Revision ID: e5c7a9b1d3f4
Revises: d8b3f5a1c7e2
Create Date: 2026-11-29 07:50:00

"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "e5c7a9b1d3f4"
down_revision = "d8b3f5a1c7e2"
branch_labels = None
depends_on = None

LINES = (
    "FROM deal JOIN deal_line ON deal_line.deal_id = deal.id"
    " WHERE deal.game_id = player.game_id AND deal_line.seat = player.seat"
)
"""A player's lines, one a deal, for a subquery of an update of ``player``."""
FILLS = (
    f"UPDATE player SET best_deal_number = (SELECT MIN(deal.number) {LINES}"
    " AND deal_line.score = player.best_deal),"
    f" lowest_deal = (SELECT MIN(deal_line.score) {LINES}),"
    " below_highest = COALESCE((SELECT MAX((SELECT MAX(other.total) FROM deal_line other"
    f" WHERE other.deal_id = deal_line.deal_id) - deal_line.total) {LINES}), 0),"
    " above_lowest = COALESCE((SELECT MAX(deal_line.total - (SELECT MIN(other.total)"
    f" FROM deal_line other WHERE other.deal_id = deal_line.deal_id)) {LINES}), 0)",
    f"UPDATE player SET lowest_deal_number = (SELECT MIN(deal.number) {LINES}"
    " AND deal_line.score = player.lowest_deal)",
)
"""Each player's record numbers from their game's stored deal lines (the second statement
reads the lowest deal score the first one stored)."""


def upgrade():
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.add_column(sa.Column("best_deal_number", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("lowest_deal", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("lowest_deal_number", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("below_highest", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("above_lowest", sa.Integer(), nullable=True))
    for fill in FILLS:
        op.execute(fill)
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.alter_column("below_highest", existing_type=sa.Integer(), nullable=False)
        batch_op.alter_column("above_lowest", existing_type=sa.Integer(), nullable=False)


def downgrade():
    with op.batch_alter_table("player", schema=None) as batch_op:
        for name in (
            "above_lowest",
            "below_highest",
            "lowest_deal_number",
            "lowest_deal",
            "best_deal_number",
        ):
            batch_op.drop_column(name)
