"""deal facts (rummy, ending, first_turn); rules snapshots without two_decks_from/jokers_per_deck

Revision ID: 5a1c0f3e9b21
Revises: 831d53f738ff
Create Date: 2026-11-22 19:20:00

"""
import json

import sqlalchemy as sa
from alembic import op

revision = "5a1c0f3e9b21"
down_revision = "831d53f738ff"
branch_labels = None
depends_on = None

RETIRED = ("two_decks_from", "jokers_per_deck")
"""Options a game's rules snapshot no longer holds: every snapshot fixed its packs and jokers
(``decks``, ``jokers``) when the game began, so these said nothing more."""


def upgrade():
    with op.batch_alter_table("deal", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("rummy", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.add_column(sa.Column("ending", sa.String(length=24), nullable=True))
        batch_op.add_column(sa.Column("first_turn", sa.String(length=8), nullable=True))
    _rewrite_rules(lambda rules: {k: v for k, v in rules.items() if k not in RETIRED})


def downgrade():
    with op.batch_alter_table("deal", schema=None) as batch_op:
        batch_op.drop_column("first_turn")
        batch_op.drop_column("ending")
        batch_op.drop_column("rummy")


def _rewrite_rules(change):
    connection = op.get_bind()
    game = sa.table("game", sa.column("id", sa.Integer), sa.column("rules", sa.JSON))
    for row in connection.execute(sa.select(game.c.id, game.c.rules)).all():
        rules = row.rules if isinstance(row.rules, dict) else json.loads(row.rules)
        connection.execute(
            game.update().where(game.c.id == row.id).values(rules=change(rules))
        )
