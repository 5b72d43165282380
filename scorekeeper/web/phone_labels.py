"""Which phone holds a seat, in words the scorekeeper recognises ("Android phone, Chrome"),
from what the phone's browser said it was when it claimed the seat: its User-Agent, kept with
the claim (``SeatClaim.device``, ``scorekeeper.scorebook.seats.seat_claims``). The scorekeeper's
seat panel shows it beside each seat a phone holds (``seats/_seat_link.html``)."""

from __future__ import annotations

import re

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l

from scorekeeper.words.languages import gettext

DEVICES: tuple[tuple[re.Pattern[str], LazyString], ...] = (
    (re.compile(r"iPhone|iPod"), _l("iPhone")),
    (re.compile(r"iPad"), _l("iPad")),
    (re.compile(r"Android.*Mobile"), _l("Android phone")),
    (re.compile(r"Android"), _l("Android tablet")),
    (re.compile(r"CrOS"), _l("Chromebook")),
    (re.compile(r"Windows"), _l("Windows computer")),
    (re.compile(r"Macintosh|Mac OS X"), _l("Mac")),
    (re.compile(r"Linux|X11"), _l("Linux computer")),
)
"""What kind of device a User-Agent names, the first that matches (iPhones and Android phones
name their system's older kin too: the most telling first)."""
BROWSERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"SamsungBrowser/"), "Samsung Internet"),
    (re.compile(r"EdgA?/|EdgiOS/"), "Edge"),
    (re.compile(r"OPR/|Opera"), "Opera"),
    (re.compile(r"Firefox/|FxiOS/"), "Firefox"),
    (re.compile(r"CriOS/|Chrome/"), "Chrome"),
    (re.compile(r"Safari/"), "Safari"),
)
"""The browser a User-Agent names, the first that matches (each browser names the ones it
grew from: Chrome says Safari, Edge says Chrome). Brand names, the same in every language."""


def phone_label(device: str | None) -> str:
    """The phone in words, in the page's language: its kind and browser ("Android phone,
    Chrome"), its kind alone when the browser is not one of :data:`BROWSERS`, "a phone" when
    ``device`` (a User-Agent; ``None``: a claim made before claims kept it) names no kind.
    """
    said = device or ""
    kind = next((str(name) for pattern, name in DEVICES if pattern.search(said)), None)
    browser = next((name for pattern, name in BROWSERS if pattern.search(said)), None)
    if kind is None:
        return gettext("a phone")
    if browser is None:
        return kind
    return gettext("%(device)s, %(browser)s", device=kind, browser=browser)
