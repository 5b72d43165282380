"""Command-line tasks: ``flask --app scorekeeper start``, ``backup``, ``import`` and ``rescore``."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

import click
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from flask import current_app
from flask.cli import with_appcontext
from flask_migrate import upgrade

from scorekeeper.extensions import db
from scorekeeper.models import Game
from scorekeeper.rules import DealError, RulesError
from scorekeeper.scorebook.changes.links import LinkRefused, game_by_key
from scorekeeper.scorebook.history.archive import (
    ArchiveError,
    all_games,
    export_games,
    import_games,
)
from scorekeeper.scorebook.scores.rescoring import rescore_game
from scorekeeper.web.https import local_addresses, make_certificates
from scorekeeper.words import say


@click.command("start")
@click.argument("host")
@click.argument("port", type=int)
@click.option("--https", "https_folder", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
@with_appcontext
def start(context: click.Context, host: str, port: int, https_folder: Path | None) -> None:
    """What ``scripts/run`` does before it serves on HOST:PORT: bring the database up to date,
    said in one line, then say the address a phone opens (over https with the certificates in
    the --https folder, made or kept there)."""
    script = ScriptDirectory(current_app.extensions["migrate"].directory)
    before = database_heads()
    upgrade(x_arg=["quiet=1"])
    made = len(list(script.iterate_revisions(tuple(database_heads()), tuple(before) or "base")))
    click.echo(
        f"The database was brought up to date ({made} change(s))."
        if made
        else "The database is up to date."
    )
    if https_folder is not None:
        context.invoke(make_certificates, folder=https_folder, host=host, port=port)
        return
    address = local_addresses(host)[0]
    shown = str(address) if address.version == 4 else f"[{address}]"
    click.echo(f"Scorekeeper is served at http://{shown}:{port} (Ctrl+C stops it)")
    if address.is_loopback and host in ("0.0.0.0", "::"):
        click.echo("Phones cannot reach it yet: this computer has no Wi-Fi address.")
    elif address.is_loopback:
        click.echo("Phones cannot reach it: HOST=0.0.0.0 serves it on this computer's Wi-Fi.")


@click.command("backup")
@click.argument("path", required=False, type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--game", "view_id", help="Only the game with this view id.")
@with_appcontext
def backup(path: str | None, view_id: str | None) -> None:
    """Write every game (or one) as JSON to PATH: '-' for the terminal; by default a new file
    in the instance folder's backups/, named by the time (UTC)."""
    verify_upgraded()
    if view_id is None:
        games = all_games()
    else:
        try:
            games = [game_by_key("view_id", view_id)]
        except LinkRefused:
            raise click.ClickException(f"There is no game with the view id {view_id}.") from None
    text = json.dumps(export_games(games), ensure_ascii=False, indent=1)
    if path == "-":
        click.echo(text)
        return
    if path is None:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        target = Path(current_app.instance_path) / "backups" / f"scorekeeper-{stamp}.json"
    else:
        target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text + "\n", encoding="utf-8")
    click.echo(f"{len(games)} game(s) written to {target}")


@click.command("import")
@click.argument("path", type=click.File(encoding="utf-8"))
@with_appcontext
def import_(path: IO[str]) -> None:
    """Add the games (and tables) of a JSON backup made by 'backup': all of them, or none."""
    verify_upgraded()
    try:
        data = json.load(path)
    except ValueError as error:
        raise click.ClickException(f"This file is not JSON: {error}") from None
    except RecursionError:  # Python's JSON reader recurses once per level
        raise click.ClickException(
            "This file is nested too deeply to be a games archive. Nothing was imported."
        ) from None
    try:
        games = import_games(data)
    except ArchiveError as error:
        raise click.ClickException(f"Nothing was imported. {say(error)}") from None
    click.echo(f"{len(games)} game(s) imported.")


@click.command("rescore")
@with_appcontext
def rescore() -> None:
    """Score every game again with the engine and store the numbers (after an upgrade changed
    the engine; a game read with numbers from an older engine is scored again anyway)."""
    verify_upgraded()
    ids = db.session.execute(db.select(Game.id).order_by(Game.id)).scalars().all()
    refused = 0
    for game_id in ids:
        game = db.session.get(Game, game_id)
        if game is None:  # deleted meanwhile
            continue
        try:
            rescore_game(game)
        except (DealError, RulesError) as error:
            refused += 1
            click.echo(f"Game {game.view_id} was not scored: {say(error)}", err=True)
    click.echo(f"{len(ids) - refused} game(s) scored again.")


def database_heads() -> set[str]:
    """The migrations the database is at (none for a database never upgraded)."""
    with db.engine.connect() as connection:
        return set(MigrationContext.configure(connection).get_current_heads())


def verify_upgraded() -> None:
    """:raises click.ClickException: unless the database is at the newest migration."""
    current = database_heads()
    newest = set(ScriptDirectory(current_app.extensions["migrate"].directory).get_heads())
    if current != newest:
        raise click.ClickException(
            "The database is not up to date: run 'flask --app scorekeeper db upgrade' first."
        )
