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
    # Plain ADD COLUMN, never a batch copy: on SQLite a batch operation drops and recreates the
    # table, and with foreign keys on, dropping ``game`` would delete every player and deal.
    # SQLite adds the column with its reference in one statement (Alembic would refuse it).
    if op.get_bind().dialect.name == 'sqlite':
        op.execute(
            'ALTER TABLE game ADD COLUMN rematch_id INTEGER '
            'CONSTRAINT fk_game_rematch_id REFERENCES game (id) ON DELETE SET NULL'
        )
        return
    op.add_column(
        'game',
        sa.Column(
            'rematch_id',
            sa.Integer(),
            sa.ForeignKey('game.id', name='fk_game_rematch_id', ondelete='SET NULL'),
            nullable=True,
        ),
    )


def downgrade():
    if op.get_bind().dialect.name != 'sqlite':
        op.drop_constraint('fk_game_rematch_id', 'game', type_='foreignkey')
    op.drop_column('game', 'rematch_id')
