"""Error answers for the whole app: JSON under ``/api/``, a friendly page everywhere else."""

from __future__ import annotations

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from scorekeeper.config import MAX_CONTENT_LENGTH
from scorekeeper.guesses import TOO_MANY
from scorekeeper.rules import RulesError
from scorekeeper.scorebook.store import LinkRefused

API_PREFIX = "/api/"
PAGES = {
    404: (
        "Page not found",
        "There is nothing at this address. If someone shared a game link with you, check that "
        "it was copied whole.",
    ),
    400: (
        "This page is out of date",
        "Go back, reload the page and send it again.",
    ),
    413: (
        "Too much to send",
        f"That was more than {MAX_CONTENT_LENGTH // 1024} KB, far more than a game needs. "
        "Please go back and send less.",
    ),
    429: ("Wait a minute", TOO_MANY),
    500: (
        "Something went wrong",
        "The app hit an error it did not expect. Please go back and try again.",
    ),
}


STORED_RULES_REFUSED = (
    "This game was started with rules this version of the app no longer takes: {error} "
    "Its deals and scores are kept as they were stored; whoever runs the app can list such "
    "games with 'flask rescore'."
)


def register_error_handlers(app: Flask) -> None:
    """Answer every HTTP error, unexpected ones (500) included, in the client's language; a
    link that opens no game (404, 401, 403) and a game whose stored rules the engine now
    refuses (409) in words."""
    app.register_error_handler(HTTPException, http_error)
    app.register_error_handler(RulesError, stored_rules_refused)
    app.register_error_handler(LinkRefused, link_refused)


def link_refused(error: LinkRefused) -> tuple[Response | str, int, list[tuple[str, str]]]:
    """A link or key that opens no game (``scorebook.store.game_by_key``): the API says why in
    its words, a page as every 404 (or 401, 403) page does."""
    if request.path.startswith(API_PREFIX):
        return jsonify(error=error.message, field=None), error.status, []
    title, message = PAGES.get(error.status, ("Not allowed", error.message))
    return render_template("errors/error.html", title=title, message=message), error.status, []


def stored_rules_refused(error: RulesError) -> tuple[Response | str, int]:
    """A ``RulesError`` no view caught: a game's stored rules, read again by an engine that now
    bounds them (a game of 9 packs stored before packs were limited to 4)."""
    message = STORED_RULES_REFUSED.format(error=error)
    if request.path.startswith(API_PREFIX):
        return jsonify(error=message, field=None), 409
    return render_template(
        "errors/error.html", title="This game cannot be opened", message=message
    ), 409


def http_error(error: HTTPException) -> tuple[Response | str, int, list[tuple[str, str]]]:
    status = error.code or 500
    # Keep what the error says in headers, like a 405's Allow or a 429's Retry-After.
    headers = [(name, value) for name, value in error.get_headers() if name != "Content-Type"]
    title, message = PAGES.get(status, (error.name, error.description or ""))
    if status == 429:  # too many wrong links, or too many new games: it says which
        message = error.description or message
    if request.path.startswith(API_PREFIX):
        description = message if status == 413 else error.description
        return jsonify(error=description, field=None), status, headers
    return render_template("errors/error.html", title=title, message=message), status, headers
