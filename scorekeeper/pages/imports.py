"""Import in the pages: a backup (this app's JSON) or a score sheet (CSV: this app's, or one row
a deal and one column a player), previewed before anything is stored, then stored all or
nothing (``scorebook/history/archive.py``); refused in words, by the file, on anything it
cannot take.

The preview page carries the archive it read (a hidden field) to the Import button, so that
what is stored is what was previewed: a score sheet's new game keeps the links it was shown
with. Imported games and their tables are remembered on this device with their edit links, as
a game or a table started here is (its "Your tables").

Both views take larger bodies than the rest of the app (``web/body_limits.py``): a file of up to
:data:`MOST_BYTES`, and the archive read from it. A larger one is refused on the import page,
by the file field, in its words."""

from __future__ import annotations

import json
from typing import Any

from flask import flash, redirect, render_template, request, url_for
from flask_babel import lazy_gettext as _l
from flask_wtf.file import FileField, FileRequired, FileSize
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.wrappers import Response as BaseResponse
from wtforms import HiddenField

from ..errors import Answer, http_error
from ..rules.problems import Problem
from ..scorebook.history.archive import ArchiveError, import_games, preview_games
from ..web.body_limits import takes_up_to
from ..web.creations import creation_limit
from ..web.recent_games import remember
from ..web.recent_tables import remember as remember_table
from ..web.score_sheets import archive_from_csv
from ..words import say
from ..words.languages import PageForm, gettext, ngettext
from .blueprint import bp

MOST_BYTES = 2 * 1024 * 1024
"""The largest file the page takes (bytes): a backup of hundreds of games."""
FILE_BODY = MOST_BYTES + 64 * 1024
"""The largest body the file's form may send (bytes): the file and the form's own fields."""
ARCHIVE_BODY = 2 * MOST_BYTES
"""The largest body the preview's Import may send back (bytes): the archive read from the file,
which may be longer than the file, sent as it is (the preview's form is multipart, so nothing
in it is percent-encoded)."""
TOO_LARGE = _l("That file is larger than 2 MB.")


class ImportForm(PageForm):
    """The file to import, or (from the preview) the archive read from it."""

    file = FileField(
        _l("Backup (.json) or score sheet (.csv)"),
        validators=[
            FileRequired(_l("Choose a file.")),
            FileSize(MOST_BYTES, message=TOO_LARGE),
        ],
    )


class ConfirmForm(PageForm):
    archive = HiddenField()


@bp.route("/import", methods=["GET", "POST"])
@takes_up_to(FILE_BODY)
@creation_limit
def import_file() -> str | tuple[str, int]:
    """Choose a file; sent, it is read and checked, and what it holds is shown to import."""
    form = ImportForm()
    if request.method == "GET":
        return render_template("pages/import.html", form=form)
    if form.validate():
        try:
            archive = _archive_of(form.file.data.read(), form.file.data.filename or "")
            found = preview_games(archive)
        except ArchiveError as error:
            form.file.errors = [say(error)]
        else:
            confirm = ConfirmForm(formdata=None, archive=json.dumps(archive))
            return render_template("pages/import_preview.html", found=found, confirm=confirm)
    return render_template("pages/import.html", form=form), 422


@bp.post("/import/confirm")
@takes_up_to(ARCHIVE_BODY)
@creation_limit
def import_confirm() -> BaseResponse | tuple[str, int]:
    """Store what the preview showed, all or nothing; then open the game (or the home page,
    where the games are listed, for several)."""
    confirm = ConfirmForm()
    form = ImportForm(formdata=None)
    if confirm.validate():
        try:
            games = import_games(json.loads(confirm.archive.data or ""))
        except ArchiveError as error:
            form.file.errors = [say(error)]
        except ValueError:  # the hidden field did not come back as it was sent
            form.file.errors = [gettext("That did not read: choose the file again.")]
        else:
            for game in reversed(games):
                remember(game, edit=True)
            tables = {game.table.view_id: game.table for game in games if game.table is not None}
            for table in reversed(tables.values()):
                remember_table(table, edit=True)
            flash(ngettext("%(num)d game imported.", "%(num)d games imported.", len(games)))
            if len(games) == 1:
                return redirect(url_for("games.edit", edit_key=games[0].edit_key))
            return redirect(url_for("pages.home"))
    else:
        form.file.errors = [gettext("This page is out of date: choose the file again.")]
    return render_template("pages/import.html", form=form), 422


@bp.errorhandler(RequestEntityTooLarge)
def too_large(error: RequestEntityTooLarge) -> Answer | tuple[str, int]:
    """A body larger than the import's (a file over :data:`MOST_BYTES`, unread): the import page
    again, saying so by the file field (413); any other page of the blueprint's, the app's page
    for it."""
    if request.endpoint not in ("pages.import_file", "pages.import_confirm"):
        return http_error(error)
    form = ImportForm(formdata=None)
    form.file.errors = [str(TOO_LARGE)]
    return render_template("pages/import.html", form=form), 413


def _archive_of(content: bytes, filename: str) -> Any:
    """The archive a file holds: a backup as it is, a score sheet (``.csv``, or anything that
    is not JSON) as one new game.

    :raises ArchiveError: for a file that is neither (``archive.not_text``), or as
        :func:`~scorekeeper.web.score_sheets.archive_from_csv` raises.
    """
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ArchiveError(Problem("archive.not_text")) from None
    if not filename.lower().endswith(".csv"):
        try:
            return json.loads(text)
        except ValueError:
            if filename.lower().endswith(".json"):
                raise ArchiveError(Problem("archive.not_json")) from None
    return archive_from_csv(text)
