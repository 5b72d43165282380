"""Pages that hold no game: the home page, and the rules page that says what the app will do
under every preset and house rule, with its source."""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import abort, redirect, render_template, request, url_for
from werkzeug.wrappers import Response as BaseResponse

from ..rules import OPTIONS, PRESETS, DealPlan, Rules, plan_deal
from ..words.games import GAMES
from ..words.languages import LANGUAGE_COOKIE, LANGUAGES, gettext
from ..words.option_labels import OPTION_WORDS
from .blueprint import bp


@bp.get("/")
def home() -> str:
    return render_template("pages/home.html")


@bp.get("/https")
def https() -> str:
    """What whoever runs the app does so that phones reach it over https, and what each phone
    does once (the scorekeeper's page links here when it came over plain http)."""
    return render_template("pages/https.html")


@bp.get("/rules")
def rules() -> str:
    """Every preset and every option in plain words, with its rule source; each game's stated
    limits and whether the app holds them, and its first deal as the engine plans it."""
    plans = {slug: example_deal(rules) for slug, rules in PRESETS.items()}
    return render_template(
        "pages/rules.html",
        presets=PRESETS,
        game_words=GAMES,
        options=OPTIONS,
        option_words=OPTION_WORDS,
        plans=plans,
    )


def example_deal(rules: Rules) -> DealPlan:
    """The first deal of a game of ``rules`` at a table of up to four (as few as it takes),
    its players named in the page's language."""
    count = max(rules.players_min, min(4, rules.players_max))
    names = [gettext("Player %(number)d", number=seat) for seat in range(1, count + 1)]
    return plan_deal(rules.for_players(count), names, 0, 1)


@bp.post("/language")
def choose_language() -> BaseResponse:
    """Remember the language chosen on this phone and go back to the page it was chosen on: a
    path of this app (the home page when none is sent). Another site's address, or one with a
    line break or another control character, is refused (400, the page's words): the switcher
    never sends one."""
    chosen = request.form.get("language", "")
    back = request.form.get("next", "") or url_for("pages.home")
    parts = urlsplit(back)
    foreign = parts.scheme or parts.netloc or not back.startswith("/") or back.startswith("//")
    if foreign or any(ord(character) < 0x20 or ord(character) == 0x7F for character in back):
        abort(400)
    response = redirect(back, 303)
    if chosen in LANGUAGES:
        response.set_cookie(
            LANGUAGE_COOKIE,
            chosen,
            max_age=365 * 24 * 3600,
            samesite="Lax",
            secure=request.is_secure,
            httponly=True,
        )
    return response
