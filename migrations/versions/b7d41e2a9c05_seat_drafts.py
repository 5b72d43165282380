"""seat links and seat drafts

Revision ID: b7d41e2a9c05
Revises: 69cbb8c06a42
Create Date: 2026-11-24 01:00:00

Every game gets a seat link (a new random key each); drafts are rows of their own.
"""
import secrets

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = 'b7d41e2a9c05'
down_revision = '69cbb8c06a42'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.add_column(sa.Column('seat_key', sa.String(length=64), nullable=True))
        batch_op.create_index(batch_op.f('ix_game_seat_key'), ['seat_key'], unique=True)
    games = sa.table('game', sa.column('id', sa.Integer), sa.column('seat_key', sa.String))
    connection = op.get_bind()
    for (game_id,) in connection.execute(sa.select(games.c.id)).all():
        connection.execute(
            games.update()
            .where(games.c.id == game_id)
            .values(seat_key=secrets.token_urlsafe(24))
        )

    op.create_table('seat_draft',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('fields', sa.JSON(), nullable=False),
    sa.Column('handed_in', sa.Boolean(), nullable=False),
    sa.Column('revision', sa.Integer(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('game_id', 'number', 'seat')
    )
    with op.batch_alter_table('seat_draft', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seat_draft_game_id'), ['game_id'], unique=False)


def downgrade():
    with op.batch_alter_table('seat_draft', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seat_draft_game_id'))
    op.drop_table('seat_draft')
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_game_seat_key'))
        batch_op.drop_column('seat_key')
