"""The table's own language (scorekeeper/words/languages.py): from the browser's
Accept-Language on a first visit, then as this phone chose it with the switcher at the foot of
every page; the page says its language in <html lang>. The catalogues are complete and made
from the code as it is."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from flask import Flask
from flask.testing import FlaskClient
from flask_babel import force_locale, ngettext
from werkzeug.exceptions import Conflict

from scorekeeper.words.languages import (
    LANGUAGES,
    format_number,
    format_tenths,
    moment,
    month_year,
)

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"


def test_a_first_visit_speaks_the_browsers_language(client: FlaskClient) -> None:
    page = client.get("/", headers={"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"})
    assert '<html lang="pl">' in page.text
    assert ">Gry</a>" in page.text


@pytest.mark.parametrize("asked", ["de-DE,de;q=0.9,en;q=0.5", "de-AT", "de-CH"])
def test_german_speaking_phones_get_german_in_each_country(client: FlaskClient, asked: str) -> None:
    page = client.get("/", headers={"Accept-Language": asked})
    assert '<html lang="de">' in page.text
    assert ">Partien</a>" in page.text


@pytest.mark.parametrize("asked", ["pt-BR", "pt-BR,pt;q=0.9,en;q=0.5", "pt"])
def test_brazilian_phones_get_portuguese(client: FlaskClient, asked: str) -> None:
    """Portuguese's code is ``pt``, Babel's locale of Brazil: a phone asking ``pt-BR`` gets it."""
    page = client.get("/", headers={"Accept-Language": asked})
    assert '<html lang="pt">' in page.text
    assert ">Partidas</a>" in page.text


def test_a_language_the_app_does_not_speak_gives_english(client: FlaskClient) -> None:
    page = client.get("/", headers={"Accept-Language": "fi-FI,fi;q=0.9"})
    assert '<html lang="en">' in page.text
    assert ">Games</a>" in page.text


def test_the_language_chosen_is_remembered_over_the_browsers(client: FlaskClient) -> None:
    chosen = client.post("/language", data={"language": "es", "next": "/games?page=2"})
    assert chosen.status_code == 303
    assert chosen.headers["Location"] == "/games?page=2"
    page = client.get("/", headers={"Accept-Language": "pl"})
    assert '<html lang="es">' in page.text
    assert ">Partidas</a>" in page.text
    assert 'value="es" lang="es" aria-describedby="language-label" aria-current="true"' in page.text


@pytest.mark.parametrize(
    "back",
    [
        "https://elsewhere.example/",
        "//elsewhere.example/x",
        "games",
        "/rules\r\nSet-Cookie: lang=xx",  # a line break once made a 500 (issue 41, item 4)
        "/rules\n",
        "/rules\x00",
    ],
)
def test_the_switcher_goes_back_only_to_this_app(client: FlaskClient, back: str) -> None:
    """The switcher sends a path of this app; anything else is refused in the page's words,
    and the language is not remembered."""
    chosen = client.post("/language", data={"language": "pl", "next": back})
    assert chosen.status_code == 400
    assert "This page is out of date" in chosen.text
    assert client.get_cookie("lang") is None


def test_the_switcher_without_a_page_goes_home(client: FlaskClient) -> None:
    chosen = client.post("/language", data={"language": "pl"})
    assert chosen.status_code == 303 and chosen.headers["Location"] == "/"


def test_a_language_the_app_does_not_have_is_not_remembered(client: FlaskClient) -> None:
    client.post("/language", data={"language": "xx", "next": "/"})
    assert client.get_cookie("lang") is None
    assert '<html lang="en">' in client.get("/").text


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_every_message_is_translated(language: str) -> None:
    with (TRANSLATIONS / language / "LC_MESSAGES" / "messages.po").open("rb") as file:
        catalogue = read_po(file)
    untranslated = [
        message.id
        for message in catalogue
        if message.id
        and not all(message.string if isinstance(message.string, tuple) else [message.string])
    ]
    fuzzy = [message.id for message in catalogue if message.id and message.fuzzy]
    assert untranslated == [] and fuzzy == []


def test_the_catalogue_template_holds_the_messages_of_the_code(tmp_path: Path) -> None:
    extracted = tmp_path / "messages.pot"
    pybabel = Path(sys.executable).parent / "pybabel"
    subprocess.run(
        [pybabel, "-q", "extract", "-F", "babel.cfg", "-k", "_l", "-o", extracted, "."],
        cwd=ROOT,
        check=True,
    )
    with extracted.open("rb") as file:
        from_code = {message.id for message in read_po(file) if message.id}
    with (TRANSLATIONS / "messages.pot").open("rb") as file:
        committed = {message.id for message in read_po(file) if message.id}
    assert from_code == committed, "run: bash scripts/translations extract"


def test_polish_has_three_plural_forms() -> None:
    with (TRANSLATIONS / "pl" / "LC_MESSAGES" / "messages.po").open("rb") as file:
        catalogue = read_po(file)
    assert catalogue.num_plurals == 3


@pytest.mark.parametrize(
    ("count", "said"),
    [
        (1, "1 rozdanie"),
        (2, "2 rozdania"),
        (4, "4 rozdania"),
        (5, "5 rozdań"),
        (12, "12 rozdań"),
        (22, "22 rozdania"),
        (25, "25 rozdań"),
    ],
)
def test_polish_counts_deals_in_its_three_plural_forms(app: Flask, count: int, said: str) -> None:
    with app.test_request_context(), force_locale("pl"):
        assert ngettext("%(num)d deal", "%(num)d deals", count) == said


@pytest.mark.parametrize(("count", "said"), [(1, "1 ronda"), (2, "2 rondas"), (21, "21 rondas")])
def test_spanish_counts_deals_in_its_two_plural_forms(app: Flask, count: int, said: str) -> None:
    with app.test_request_context(), force_locale("es"):
        assert ngettext("%(num)d deal", "%(num)d deals", count) == said


@pytest.mark.parametrize(("count", "said"), [(0, "0 Runden"), (1, "1 Runde"), (2, "2 Runden")])
def test_german_counts_deals_in_its_two_plural_forms(app: Flask, count: int, said: str) -> None:
    with app.test_request_context(), force_locale("de"):
        assert ngettext("%(num)d deal", "%(num)d deals", count) == said


@pytest.mark.parametrize(("count", "said"), [(0, "0 manche"), (1, "1 manche"), (2, "2 manches")])
def test_french_counts_deals_with_none_and_one_alike(app: Flask, count: int, said: str) -> None:
    """French takes the singular for 0 as for 1 (CLDR's fr: plural=(n > 1))."""
    with app.test_request_context(), force_locale("fr"):
        assert ngettext("%(num)d deal", "%(num)d deals", count) == said


@pytest.mark.parametrize(
    ("language", "month", "when"),
    [
        ("en", "Nov 2026", "Nov 26, 2026 09:05 UTC"),
        ("es", "nov 2026", "26 nov 2026 09:05 UTC"),
        ("fr", "nov. 2026", "26 nov. 2026 09:05 UTC"),
        ("pl", "lis 2026", "26 lis 2026 09:05 UTC"),
        ("de", "Nov. 2026", "26. Nov. 2026 09:05 UTC"),
        ("pt", "nov. de 2026", "26 de nov. de 2026 09:05 UTC"),
        ("it", "nov 2026", "26 nov 2026 09:05 UTC"),
        ("hi", "नव॰ 2026", "26 नव॰ 2026 09:05 UTC"),
    ],
)
def test_dates_as_each_language_writes_them(
    app: Flask, language: str, month: str, when: str
) -> None:
    moment_ = datetime(2026, 11, 26, 9, 5)
    with app.test_request_context(), force_locale(language):
        assert month_year(moment_) == month
        assert moment(moment_, year=True) == when


NBSP, NNBSP = "\N{NO-BREAK SPACE}", "\N{NARROW NO-BREAK SPACE}"


@pytest.mark.parametrize(
    ("language", "thousands", "tens_of_thousands", "tenths"),
    [
        ("en", "5,000", "12,345", "1,234.5"),
        # CLDR's minimumGroupingDigits is 2 for Spanish and Polish: 5000 but 12.345, 12 345.
        ("es", "5000", "12.345", "1234,5"),
        ("pl", "5000", f"12{NBSP}345", "1234,5"),
        ("fr", f"5{NNBSP}000", f"12{NNBSP}345", f"1{NNBSP}234,5"),
        ("de", "5.000", "12.345", "1.234,5"),
        ("pt", "5.000", "12.345", "1.234,5"),
        # Italian's minimum grouping digits are 2 as well; Hindi groups by two after the first
        # three (CLDR's #,##,##0.###): 12,34,567.
        ("it", "5000", "12.345", "1234,5"),
        ("hi", "5,000", "12,345", "1,234.5"),
    ],
)
def test_numbers_as_each_language_writes_them(
    app: Flask, language: str, thousands: str, tens_of_thousands: str, tenths: str
) -> None:
    with app.test_request_context(), force_locale(language):
        assert format_number(5000) == thousands
        assert format_number(-5000) == f"-{thousands}"
        assert format_number(12345) == tens_of_thousands
        assert format_tenths(1234.5) == tenths


def test_the_api_speaks_english_whatever_the_client_asks(client: FlaskClient) -> None:
    sent = {"variant": "5000-rummy", "cards": ["ZZ", "8H", "9H"]}
    english = client.post("/api/v1/melds/check", json=sent)
    spanish = client.post("/api/v1/melds/check", json=sent, headers={"Accept-Language": "es"})
    assert english.status_code == spanish.status_code == 400
    assert spanish.json == english.json
    assert spanish.json is not None and spanish.json["code"] == "card.invalid_card"


def test_a_page_of_the_app_hears_the_api_in_its_own_language(client: FlaskClient) -> None:
    """A page's script names its language (Page-Language): a refused draft or the seats'
    cross-checks then read as the page does; the code stays the same."""
    sent = {"variant": "5000-rummy", "cards": ["ZZ", "8H", "9H"]}
    english = client.post("/api/v1/melds/check", json=sent)
    spanish = client.post("/api/v1/melds/check", json=sent, headers={"Page-Language": "es"})
    assert english.json is not None and spanish.json is not None
    assert spanish.json["code"] == english.json["code"] == "card.invalid_card"
    assert spanish.json["error"] != english.json["error"]
    assert "'ZZ'" in spanish.json["error"]


def test_error_pages_speak_the_pages_language_whatever_the_status(app: Flask) -> None:
    """A status the app has no page of its own for (Werkzeug's titles are English only) gets
    the general one, translated; the API keeps Werkzeug's words and its code."""

    @app.get("/test-conflict")
    def conflict() -> str:
        raise Conflict()

    client = app.test_client()
    spanish = {"Accept-Language": "es"}
    not_this_way = client.get("/language", headers=spanish)
    assert not_this_way.status_code == 405
    assert "Por aquí no" in not_this_way.text and "Method Not Allowed" not in not_this_way.text
    other = client.get("/test-conflict", headers=spanish)
    assert other.status_code == 409
    assert "No se pudo" in other.text and "Conflict" not in other.text
    english = client.get("/test-conflict")
    assert "That did not work" in english.text


def test_hindi_groups_lakhs_and_crores_as_cldr_writes_them(app: Flask) -> None:
    """Hindi's number pattern (CLDR #,##,##0.###) groups by two after the first three digits,
    the tenths too: 12,34,567 and 1,23,45,678.5."""
    with app.test_request_context(), force_locale("hi"):
        assert format_number(1234567) == "12,34,567"
        assert format_tenths(12345678.5) == "1,23,45,678.5"
