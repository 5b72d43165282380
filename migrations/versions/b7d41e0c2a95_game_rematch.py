"""game rematch: a finished game points to the game played after it

Revision ID: b7d41e0c2a95
Revises: b7d2e5a91c4f
Create Date: 2026-11-24 01:00:00.000000

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'b7d41e0c2a95'
down_revision = 'b7d2e5a91c4f'
branch_labels = None
depends_on = None


def upgrade():
    if op.get_bind().dialect.name == "sqlite":
        # A plain ADD COLUMN, never a batch copy: that drops the table, and with foreign keys
        # on, dropping ``game`` deletes every player and deal (tests/web/test_stored_numbers_
        # migration.py upgrades a database holding games).
        op.execute(
            "ALTER TABLE game ADD COLUMN rematch_id INTEGER"
            " REFERENCES game (id) ON DELETE SET NULL"
        )
        return
    op.add_column('game', sa.Column('rematch_id', sa.Integer(), nullable=True))
    op.create_foreign_key(
        'fk_game_rematch_id', 'game', 'game', ['rematch_id'], ['id'], ondelete='SET NULL'
    )


def downgrade():
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_constraint('fk_game_rematch_id', type_='foreignkey')
        batch_op.drop_column('rematch_id')
