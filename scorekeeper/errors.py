"""Error answers for the whole app: JSON under ``/api/``, a friendly page everywhere else."""

from __future__ import annotations

from flask import Flask, Response, jsonify, render_template, request
from flask_babel import lazy_gettext as _l
from flask_limiter.errors import RateLimitExceeded
from werkzeug.exceptions import HTTPException, TooManyRequests

from scorekeeper.config import MAX_CONTENT_LENGTH
from scorekeeper.rules import RulesError
from scorekeeper.rules.problems import Problem
from scorekeeper.scorebook.changes.links import LinkRefused
from scorekeeper.web.change_limit import SCOPE as CHANGES
from scorekeeper.web.guesses import TOO_MANY
from scorekeeper.web.seat_claim_limit import TooManySeats
from scorekeeper.words import say
from scorekeeper.words.languages import API_PREFIX, gettext

Answer = tuple[Response | str, int, list[tuple[str, str]]]
"""An error answer: its body (JSON or a page), status and headers."""
PAGES = {
    404: (
        _l("Page not found"),
        _l(
            "There is nothing at this address. If someone shared a game link with you, check "
            "that it was copied whole."
        ),
    ),
    400: (
        _l("This page is out of date"),
        _l("Go back, reload the page and send it again."),
    ),
    413: (
        _l("Too much to send"),
        _l(
            "That was more than %(size)d KB, far more than a game needs. Please go back and "
            "send less.",
            size=MAX_CONTENT_LENGTH // 1024,
        ),
    ),
    405: (
        _l("Not this way"),
        _l("This address does not take that. Go back and use the page's own buttons and links."),
    ),
    429: (_l("Wait a minute"), TOO_MANY),
    500: (
        _l("Something went wrong"),
        _l("The app hit an error it did not expect. Please go back and try again."),
    ),
}
"""Each error page's title and message, in the page's language once made a string."""
OTHER = (
    _l("That did not work"),
    _l("The app could not do that. Please go back and try again."),
)
"""The title and message of the page for any other error status (Werkzeug's own words are
English only); the API still says Werkzeug's description."""


LINK_STATUS = {"link.no_game": 404, "link.key_not_sent": 401, "link.wrong_key": 403}
"""How a refused link is answered (``scorebook.changes.links.LinkRefused``)."""


def register_error_handlers(app: Flask) -> None:
    """Answer every HTTP error, unexpected ones (500) included, in the client's language; a
    link that opens no game (404, 401, 403) and a game whose stored rules the engine now
    refuses (409) in words."""
    app.register_error_handler(HTTPException, http_error)
    app.register_error_handler(RulesError, stored_rules_refused)
    app.register_error_handler(LinkRefused, link_refused)


def link_refused(error: LinkRefused) -> Answer:
    """A link or key that opens no game (``scorebook.changes.links.game_by_key``): the API says why
    in its words, a page as every 404 (or 401, 403) page does."""
    status = LINK_STATUS[error.problem.code]
    said = say(error)
    title, message = PAGES.get(status, (gettext("Not allowed"), said))
    return _answer(status, error.problem.code, str(title), str(message), api_message=said)


def stored_rules_refused(error: RulesError) -> Answer:
    """A ``RulesError`` no view caught: a game's stored rules, read again by an engine that now
    bounds them (a game of 9 packs stored before packs were limited to 4)."""
    problem = Problem("game.stored_rules_refused", {"problem": error.problem})
    return _answer(409, problem.code, gettext("This game cannot be opened"), say(problem))


def http_error(error: HTTPException) -> Answer:
    status = error.code or 500
    # Keep what the error says in headers, like a 405's Allow or a 429's Retry-After.
    headers = [(name, value) for name, value in error.get_headers() if name != "Content-Type"]
    title, message = PAGES.get(status, OTHER)
    if status == 429:  # too many wrong links, new games or seats: it says which
        message = error.description or message
    api_message = message if status == 413 else error.description
    code = http_code(error)
    return _answer(
        status,
        code,
        str(title),
        str(message),
        api_message=None if api_message is None else str(api_message),
        headers=headers,
    )


def http_code(error: HTTPException) -> str:
    """The stable code of an HTTP error: ``limit.too_many_new`` (too many new games and tables),
    ``limit.too_many_changes`` (too many changes to the people at a game or a table:
    ``scorekeeper.web.change_limit``), ``limit.too_many_seats`` (too many seats claimed:
    ``scorekeeper.web.seat_claim_limit``), ``limit.too_many_wrong_links`` (too many wrong
    links: ``scorekeeper.web.guesses``), else ``http.`` and the status's name
    (``http.not_found``, ``http.method_not_allowed``)."""
    if isinstance(error, RateLimitExceeded):
        return "limit.too_many_changes" if error.limit.scope == CHANGES else "limit.too_many_new"
    if isinstance(error, TooManySeats):
        return "limit.too_many_seats"
    if isinstance(error, TooManyRequests):
        return "limit.too_many_wrong_links"
    return "http." + error.name.lower().replace(" ", "_").replace("-", "_")


def error_response(message: str, code: str, field: str | None, status: int) -> tuple[Response, int]:
    """The API's error body, ``{"error": message, "code": code, "field": field}``, with
    ``status``: the sentence in English, the stable code a client tells errors apart by."""
    return jsonify(error=message, code=code, field=field), status


def _answer(
    status: int,
    code: str,
    title: str,
    message: str,
    *,
    api_message: str | None = None,
    headers: list[tuple[str, str]] | None = None,
) -> Answer:
    """The error in the client's language: JSON under ``/api/`` (``api_message``, else
    ``message``, with ``code``), else the error page."""
    if request.path.startswith(API_PREFIX):
        said = message if api_message is None else api_message
        body: Response | str = error_response(said, code, None, status)[0]
    else:
        body = render_template("errors/error.html", title=title, message=message)
    return body, status, headers or []
