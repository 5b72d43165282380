"""stored numbers: each deal line's breakdown and running total, each player's total and record,
each game's standings and deal count, stamped with the engine version; computed for every game

Revision ID: b7d2e5a91c4f
Revises: b7d41e2a9c05
Create Date: 2026-11-24 01:30:00

A game the engine cannot score any more keeps ``scored_by`` empty: it is scored again when it is
next read (``scorekeeper.scorebook.store.fresh``) or by ``flask --app scorekeeper rescore``.
"""

import json

import sqlalchemy as sa
from alembic import op

revision = "b7d2e5a91c4f"
down_revision = "b7d41e2a9c05"
branch_labels = None
depends_on = None

LINE_NUMBERS = ("melded_points", "hand_points", "bonus", "score", "total")
PLAYER_NUMBERS = ("total", "won", "best_deal", "went_out", "hand_points")


def upgrade():
    # Plain ADD COLUMN, never a batch copy: on SQLite a batch operation drops and recreates the
    # table, and with foreign keys on, dropping ``game`` would delete every player and deal.
    op.add_column("game", sa.Column("scored_by", sa.String(length=16), nullable=True))
    op.add_column("game", sa.Column("deal_count", sa.Integer(), nullable=False, server_default="0"))
    op.add_column("game", sa.Column("finished", sa.Boolean(), nullable=False, server_default="0"))
    for name in PLAYER_NUMBERS:
        kind = sa.Boolean() if name == "won" else sa.Integer()
        default = None if name == "best_deal" else "0"
        op.add_column(
            "player", sa.Column(name, kind, nullable=default is None, server_default=default)
        )
    for name in LINE_NUMBERS:
        op.add_column(
            "deal_line", sa.Column(name, sa.Integer(), nullable=False, server_default="0")
        )
    _score_every_game()


def downgrade():
    for name in reversed(LINE_NUMBERS):
        op.drop_column("deal_line", name)
    for name in reversed(PLAYER_NUMBERS):
        op.drop_column("player", name)
    for name in ("finished", "deal_count", "scored_by"):
        op.drop_column("game", name)


game = sa.table(
    "game",
    sa.column("id", sa.Integer),
    sa.column("variant", sa.String),
    sa.column("rules", sa.JSON),
    sa.column("scored_by", sa.String),
    sa.column("deal_count", sa.Integer),
    sa.column("finished", sa.Boolean),
)
player = sa.table(
    "player",
    sa.column("id", sa.Integer),
    sa.column("game_id", sa.Integer),
    sa.column("seat", sa.Integer),
    sa.column("name", sa.String),
    *(sa.column(name) for name in PLAYER_NUMBERS),
)
deal = sa.table(
    "deal",
    sa.column("id", sa.Integer),
    sa.column("game_id", sa.Integer),
    sa.column("number", sa.Integer),
    sa.column("wild_rank", sa.String),
    sa.column("went_out", sa.Integer),
    sa.column("rummy", sa.Boolean),
    sa.column("ending", sa.String),
    sa.column("first_turn", sa.String),
)
deal_line = sa.table(
    "deal_line",
    sa.column("deal_id", sa.Integer),
    sa.column("seat", sa.Integer),
    sa.column("melds", sa.JSON),
    sa.column("laid_off", sa.JSON),
    sa.column("hand", sa.JSON),
    *(sa.column(name, sa.Integer) for name in LINE_NUMBERS),
)


def _score_every_game():
    """Score every stored game with the engine as it is now, as the app does when it stores
    a deal (``scorekeeper.scorebook.scores.tally``)."""
    from scorekeeper.scorebook.scores.tally import current_engine_version, tally_game
    from scorekeeper.rules import Card, PlayerDeal, Rank, find_preset, score_deal

    connection = op.get_bind()

    def json_value(value):
        return json.loads(value) if isinstance(value, str) else value

    def cards(tokens):
        return tuple(Card.from_str(token) for token in json_value(tokens))

    for row in connection.execute(sa.select(game.c.id, game.c.variant, game.c.rules)).all():
        seats = connection.execute(
            sa.select(player.c.id, player.c.name)
            .where(player.c.game_id == row.id)
            .order_by(player.c.seat)
        ).all()
        names = [seat.name for seat in seats]
        deals = connection.execute(
            sa.select(deal).where(deal.c.game_id == row.id).order_by(deal.c.number)
        ).all()
        try:
            rules = find_preset(row.variant).with_options(json_value(row.rules))
            results = []
            for stored in deals:
                lines = {
                    line.seat: line
                    for line in connection.execute(
                        sa.select(deal_line).where(deal_line.c.deal_id == stored.id)
                    )
                }
                players = [
                    PlayerDeal(
                        name,
                        tuple(cards(meld) for meld in json_value(lines[seat].melds)),
                        cards(lines[seat].laid_off),
                        cards(lines[seat].hand),
                    )
                    if seat in lines
                    else PlayerDeal(name)
                    for seat, name in enumerate(names)
                ]
                results.append(
                    score_deal(
                        rules,
                        players,
                        names[stored.went_out] if stored.went_out is not None else None,
                        Rank.parse(stored.wild_rank) if stored.wild_rank else None,
                        number=stored.number,
                        rummy=bool(stored.rummy),
                        ending=stored.ending,
                        first_turn=stored.first_turn,
                    )
                )
            tally = tally_game(rules, names, results)
        except ValueError:
            continue  # scored again when next read: see the module's docstring
        for stored, result, after in zip(deals, results, tally.running, strict=True):
            for seat, (points, numbers) in enumerate(zip(result.players, after, strict=True)):
                values = {
                    "melded_points": points.melded,
                    "hand_points": points.hand,
                    "bonus": points.bonus,
                    "score": points.score,
                    "total": numbers.total,
                }
                done = connection.execute(
                    deal_line.update()
                    .where(deal_line.c.deal_id == stored.id, deal_line.c.seat == seat)
                    .values(values)
                )
                if done.rowcount == 0:
                    connection.execute(
                        deal_line.insert().values(
                            deal_id=stored.id, seat=seat, melds=[], laid_off=[], hand=[], **values
                        )
                    )
        for seat, numbers in zip(seats, tally.players, strict=True):
            connection.execute(
                player.update()
                .where(player.c.id == seat.id)
                .values({name: getattr(numbers, name) for name in PLAYER_NUMBERS})
            )
        connection.execute(
            game.update()
            .where(game.c.id == row.id)
            .values(
                scored_by=current_engine_version(), deal_count=len(deals), finished=tally.standings.finished
            )
        )
