"""player name key and records stamp: each player's name casefolded (computed for every
player, and indexed with the game), so that a table's records are summed per player in the
database whatever the capitals, and its games filtered by player from the index; each game's
changed_at and version in the index of a table's games, so that the stamp of a table's
records is read from the index alone

Revision ID: f2b6d8e4a1c7
Revises: e7c2a4b9d013
Create Date: 2026-11-25 15:10:00

"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = "f2b6d8e4a1c7"
down_revision = "e7c2a4b9d013"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.add_column(sa.Column("name_key", sa.String(length=120), nullable=True))
    player = sa.table("player", sa.column("name", sa.String), sa.column("name_key", sa.String))
    connection = op.get_bind()
    names = connection.execute(sa.select(player.c.name).distinct()).scalars().all()
    for name in names:
        connection.execute(
            player.update().where(player.c.name == name).values(name_key=name.casefold())
        )
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.alter_column("name_key", existing_type=sa.String(length=120), nullable=False)
        batch_op.create_index("ix_player_name_key", ["name_key", "game_id"], unique=False)
    _index_of_table_games(*NEWEST, "changed_at", "version")


def downgrade():
    _index_of_table_games(*NEWEST)
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.drop_index("ix_player_name_key")
        batch_op.drop_column("name_key")


NEWEST = ("table_id", "created_at", "id", "variant", "scored_by")
"""The columns of ``ix_game_table_newest`` before this migration."""


def _index_of_table_games(*columns):
    with op.batch_alter_table("game", schema=None) as batch_op:
        batch_op.drop_index("ix_game_table_newest")
        batch_op.create_index("ix_game_table_newest", list(columns), unique=False)
