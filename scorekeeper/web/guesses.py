"""Limiting guesses at links: wrong game, table and seat links per address, counted in the
database.

Every answer of 401, 403 or 404 from the games, tables and seats pages or the API counts as a
guess at a key or a view id, and so does an unknown table key on the new-game form
(:func:`count_as_guess`). The counts live in the app's database, one row per address and
minute, so every worker process and every app server sharing the database counts together. An
address that has made more than ``KEY_GUESS_LIMIT`` (config) wrong guesses in the current
minute gets 429 instead of each further wrong answer until the minute is over; the links it
holds still work.
"""

from __future__ import annotations

import time

from flask import Blueprint, Response, current_app, g, make_response, request
from flask_babel import lazy_gettext as _l
from sqlalchemy import delete
from sqlalchemy.dialects import postgresql, sqlite
from werkzeug.exceptions import TooManyRequests

from scorekeeper.extensions import db
from scorekeeper.models import KeyGuesses
from scorekeeper.scorebook.writing import write_transaction

GUESS_ANSWERS = frozenset({401, 403, 404})
TOO_MANY = _l(
    "Too many wrong game links from here: wait a minute, then check the link you were sent."
)
"""What the 429 says, in the page's language (English under ``/api/``) once made a string."""
WINDOW = 60
"""Seconds in which at most ``KEY_GUESS_LIMIT`` wrong guesses are answered."""


def key_guesses(bp: Blueprint) -> None:
    """Count the blueprint's refusals (and :func:`count_as_guess`) as guesses at links."""
    bp.after_request(_answer_guess)


def count_as_guess() -> None:
    """Count this request as a wrong guess, whatever it answers (an unknown table key)."""
    g.wrong_guess = True


def is_guess(response: Response) -> bool:
    """Whether the answer tells a caller that a key or id was wrong."""
    return response.status_code in GUESS_ANSWERS or bool(g.get("wrong_guess"))


def _answer_guess(response: Response) -> Response:
    if not is_guess(response):
        return response
    now = time.time()
    minute = int(now // WINDOW)
    limit = int(current_app.config["KEY_GUESS_LIMIT"])
    if _count_guess(request.remote_addr or "", minute) <= limit:
        return response
    refusal = TooManyRequests(TOO_MANY, retry_after=WINDOW * (minute + 1) - int(now))
    return make_response(current_app.handle_user_exception(refusal))


def _count_guess(address: str, minute: int) -> int:
    """Add one to ``address``'s guesses in ``minute`` (forgetting earlier minutes); the count."""
    dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
    table = KeyGuesses.__table__
    upsert = (
        dialect.insert(table)
        .values(address=address[:64], minute=minute, count=1)
        .on_conflict_do_update(
            index_elements=["address", "minute"], set_={"count": table.c.count + 1}
        )
        .returning(table.c.count)
    )
    with write_transaction():
        db.session.execute(delete(KeyGuesses).where(KeyGuesses.minute < minute))
        return int(db.session.execute(upsert).scalar_one())
