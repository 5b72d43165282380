"""The pages a phone at the table opens again and again, kept whole as they open.

The scorekeeper's scoreboard, the deal form and a seat's page are asked for after every save,
on every reload, Back and second phone; as they open they depend on the game's version and on
a few things more that the page's view reads anyway (the seats held, a seat's draft, the
address asked, the page's language). :func:`kept_page` draws such a page once for
all of that and keeps it (:mod:`scorekeeper.scorebook.scores.kept`), but for what belongs to the
request alone: its CSRF token and the values the caller names as its own (the deal form's
one-time entry id, the phone of a seat's page). In what is kept those are holes, filled again
with the values of each request that reads it, so that two phones, or two openings, never
share one. A page with a message to show once (a flash) is drawn anew, and so is every form
sent back.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Callable, Sequence
from functools import lru_cache

from flask import current_app, get_flashed_messages, request
from flask_wtf.csrf import generate_csrf

from scorekeeper.words.languages import page_language

from ..scorebook.scores.kept import Versioned, kept_for_version


def kept_page(
    game: Versioned,
    what: str,
    draw: Callable[[], str],
    *,
    drawn_from: object = None,
    own: Sequence[str] = (),
) -> str:
    """The page ``draw()`` gives (HTML), kept for ``game`` at its version (a game, or what
    a read found of one: only its id and version are asked).

    :param what: names the page.
    :param drawn_from: whatever else the page is drawn from that the game's version does not
        say (the seats held, a seat's draft...), compared by its ``repr``, which must show all
        it holds (as a dataclass's, a tuple's or a number's does). The address asked (with its
        host and query), the page's language and whether htmx asked are added here.
    :param own: values of this request drawn into the page (each unique, like a one-time
        entry id: found anywhere in the page, it is that value); in what is kept they are
        holes, as is the CSRF token, filled with this request's values.
    """
    if get_flashed_messages():
        return draw()  # said once: not kept
    values = [value for value in (generate_csrf(), *own) if value]
    holes = _holes(str(current_app.config["SECRET_KEY"]), len(values))
    drawn: list[str] = []

    def with_holes() -> str:
        page = draw()
        drawn.append(page)
        for value, hole in zip(values, holes, strict=True):
            page = page.replace(value, hole)
        return page

    read = hashlib.sha256(repr(drawn_from).encode()).hexdigest()
    asked = f"{request.url} {bool(request.headers.get('HX-Request'))} {page_language()}"
    page = kept_for_version(game, f"page {what} {read} {asked}", with_holes)
    if drawn:
        return drawn[0]
    for value, hole in zip(values, holes, strict=True):
        page = page.replace(hole, value)
    return page


@lru_cache(maxsize=8)
def _holes(secret: str, count: int) -> tuple[str, ...]:
    """The marks that stand for a request's values in what is kept: derived from the app's
    secret, so the same in every process that shares it, and found in no text a player could
    type (no name of a player holds one by chance or by design)."""
    key = secret.encode()
    return tuple(
        "hole" + hmac.new(key, f"kept page hole {index}".encode(), hashlib.sha256).hexdigest()
        for index in range(count)
    )
