"""The languages the app speaks, and which one a page is in: the one this phone chose (its
``lang`` cookie, set by the switcher at the foot of every page), else the best of the
browser's ``Accept-Language``, else English. Flask-Babel reads the catalogues in
``translations/`` (made by ``scripts/translations``)."""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import cache, lru_cache
from typing import Any

import flask_babel
from babel import Locale
from babel.dates import format_skeleton, format_time
from babel.numbers import format_decimal
from babel.support import NullTranslations, Translations
from babel.units import format_unit
from flask import (
    Flask,
    current_app,
    has_app_context,
    has_request_context,
    request,
)
from flask_babel import get_locale
from flask_wtf import FlaskForm
from wtforms.i18n import messages_path

LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "hi": "हिन्दी",
    "it": "Italiano",
    "pl": "Polski",
    "pt": "Português (Brasil)",
}
"""Each language's code and its name in its own words, as the switcher offers them."""

DEFAULT = "en"
API_PREFIX = "/api/"
"""Where the API's addresses start: the API answers in English (a client translates its
``code``), and its errors as JSON (``scorekeeper.errors``)."""
PAGE_LANGUAGE_HEADER = "Page-Language"
"""The header a page's script sends the API with the page's language, so that what the API
says for that page (the seats' cross-checks, a refused draft) is in it."""
LANGUAGE_COOKIE = "lang"


def gettext(message: str, **variables: object) -> str:
    """``message`` in the page's language, its ``%(name)s`` placeholders filled in (as Flask-Babel's
    ``gettext`` does it, typed)."""
    text = page_translations().ugettext(message)
    return text % variables if variables else text


def pgettext(context: str, message: str, **variables: object) -> str:
    """``message`` in the page's language as meant in ``context`` (one English word that
    two languages say differently: "none" for a rank and for cards), placeholders filled in."""
    text = page_translations().upgettext(context, message)
    return text % variables if variables else text


def ngettext(singular: str, plural: str, number: int, **variables: object) -> str:
    """The form of ``singular``/``plural`` that the page's language uses for ``number``
    (Polish has three), with ``%(num)d`` and the placeholders filled in."""
    return page_translations().ungettext(singular, plural, number) % {"num": number, **variables}


def install_page_gettext(app: Flask) -> None:
    """Make the templates' ``_``, ``gettext``, ``ngettext``, ``pgettext`` and ``npgettext`` (as
    Flask-Babel makes them, new style: placeholders filled in and escaped) read the page's
    catalogue from :func:`page_translations`: Flask-Babel looks it up anew for every string
    (about 8 µs, where a scoreboard says over a hundred)."""
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda message: page_translations().ugettext(message),
        ngettext=lambda singular, plural, n: page_translations().ungettext(singular, plural, n),
        pgettext=lambda context, message: page_translations().upgettext(context, message),
        npgettext=lambda context, singular, plural, n: page_translations().unpgettext(
            context, singular, plural, n
        ),
        newstyle=True,
    )


_CATALOGUES = "page_catalogues"
"""Where :func:`page_translations` keeps each language's catalogue: in the app's
``extensions`` (its folders of translations are the app's)."""


def page_translations() -> NullTranslations:
    """The catalogue of the page's language (Flask-Babel's ``force_locale`` included), found
    once per language and app: Flask-Babel finds it anew for every request (about 9 µs, the
    most of a meld check's words); none outside the app (English)."""
    if not has_app_context():
        return NullTranslations()
    locale = get_locale()
    catalogues: dict[object, NullTranslations] = current_app.extensions.setdefault(_CATALOGUES, {})
    found = catalogues.get(locale)
    if found is None:
        found = catalogues[locale] = flask_babel.get_translations()
    return found


@cache
def form_catalogue(language: str) -> NullTranslations:
    """WTForms' own messages ("Not a valid choice.") in ``language``, read once per language:
    Flask-WTF reads the catalogue anew for every request that makes a form (about half a
    millisecond, a tenth of a deal form)."""
    return Translations.load(messages_path(), [language], domain="wtforms")


class PageForm(FlaskForm):
    """A form of the app's pages: Flask-WTF's, with WTForms' own messages in the page's
    language from :func:`form_catalogue`."""

    class Meta(FlaskForm.Meta):
        def get_translations(self, form: Any) -> NullTranslations:
            return form_catalogue(page_language())


MIN_GROUPING_DIGITS = {"es": 2, "it": 2, "pl": 2}
"""CLDR's minimum grouping digits of each language that has more than one (``numbers.xml``,
``minimumGroupingDigits``): Spanish, Italian and Polish write 5000 but 10.000 and 10 000.
Babel's data leaves it out, so it is kept here and checked against the CLDR of the ICU that
Chromium and Node carry (``tests/web/test_numbers.py``)."""


def format_number(number: float) -> str:
    """A number as the page's language writes it: 5,000 in English, 5000 but 12.345 in
    Spanish, 5000 but 12 345 in Polish, 5 000 in French; in English outside a request (a
    command, a test of the words).

    >>> format_number(1_000_000)
    '1,000,000'
    """
    return _decimal(number, page_language())


@lru_cache(maxsize=4096)
def _decimal(number: float, language: str) -> str:
    """``number`` as ``language`` writes it, worked out once: Babel reads the language's
    number pattern anew on every call (about 8 µs), and a scoreboard shows over a hundred
    numbers, most of them the same few points and totals."""
    return _formatted(number, language, None)


def format_tenths(number: float) -> str:
    """A number to one decimal place as the page's language writes it: 1,234.5 in English,
    1234,5 but 12.345,0 in Spanish (an average's decimal shown even when it is 0: 12.0)."""
    language = page_language()
    return _formatted(number, language, _tenths_pattern(language))


@cache
def _tenths_pattern(language: str) -> str:
    """``language``'s own number pattern with one decimal place: ``#,##0.0``, and Hindi's
    ``#,##,##0.0`` (12,34,567.5: groups of two after the first three)."""
    whole = Locale.parse(language).decimal_formats[None].pattern.split(";")[0].split(".")[0]
    return f"{whole}.0"


def _formatted(number: float, language: str, pattern: str | None) -> str:
    """``number`` by Babel in ``language`` (its own pattern, or ``pattern``), grouped only from
    the language's minimum grouping digits on (:data:`MIN_GROUPING_DIGITS`): Babel's
    ``group_separator=False`` below it."""
    grouped = abs(number) >= _smallest_grouped(language)
    return str(format_decimal(number, format=pattern, locale=language, group_separator=grouped))


@cache
def _smallest_grouped(language: str) -> int:
    """The smallest whole number ``language`` writes with a group separator: 1000, or 10000
    where two digits must stand before the first separator."""
    group = Locale.parse(language).decimal_formats[None].grouping[0]
    return int(10 ** (group + MIN_GROUPING_DIGITS.get(language, 1) - 1))


def chosen_language() -> str:
    """The page's language code (Flask-Babel's locale selector). The API speaks English
    whatever ``Accept-Language`` says (its ``code`` is what a client translates), but to a page
    of this app that names its language (:data:`PAGE_LANGUAGE_HEADER`); so do the commands
    (``flask import``, ``flask rescore``), outside any request."""
    if not has_request_context():
        return DEFAULT
    if request.path.startswith(API_PREFIX):
        asked = request.headers.get(PAGE_LANGUAGE_HEADER, "")
        return asked if asked in LANGUAGES else DEFAULT
    chosen = request.cookies.get(LANGUAGE_COOKIE, "")
    if chosen in LANGUAGES:
        return chosen
    return request.accept_languages.best_match(LANGUAGES, default=DEFAULT) or DEFAULT


def page_locale() -> Locale:
    """The page's language as Babel's ``Locale`` (Flask-Babel's locale selector): one for each
    language, made once (Babel reads its data again for every one it makes)."""
    return _locale(chosen_language())


@cache
def _locale(code: str) -> Locale:
    return Locale.parse(code)


def page_language() -> str:
    """The language the page being made is in, for ``<html lang>``."""
    return str(get_locale() or DEFAULT)


def month_year(when: datetime) -> str:
    """A month as the page's language writes it: ``Nov 2026``, ``nov 2026``, ``lis 2026``."""
    return format_skeleton("yMMM", when, locale=page_language())


def day(when: datetime) -> str:
    """A day with its year as the page's language writes it: ``Nov 26, 2026``,
    ``26 nov 2026``, ``26 lis 2026``."""
    return format_skeleton("yMMMd", when, locale=page_language())


def duration(length: timedelta) -> str:
    """How long something took, to the minute, as the page's language writes it: ``1 hr 5 min``,
    ``7 min``, ``1 godz. 5 min``; ``under a minute`` below one."""
    minutes = int(length.total_seconds() // 60)
    if minutes < 1:
        return gettext("under a minute")
    hours, minutes = divmod(minutes, 60)
    language = page_language()
    parts = [format_unit(hours, "duration-hour", length="short", locale=language)] if hours else []
    if minutes or not hours:
        parts.append(format_unit(minutes, "duration-minute", length="short", locale=language))
    return " ".join(parts)


def moment(when: datetime, year: bool = False) -> str:
    """A moment in UTC, as the page's language writes a day and a time: ``Nov 26 10:17 UTC``
    (``year``: with the year). A page's script shows it in the phone's own time zone."""
    day = format_skeleton("yMMMd" if year else "MMMd", when, locale=page_language())
    return f"{day} {format_time(when, 'HH:mm', locale=page_language())} UTC"
