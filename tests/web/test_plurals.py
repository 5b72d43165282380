"""Every counted message of the catalogue (issue: languages as players speak them, item 5) at
0, 1, 2, 5, 22, 25 and 112 in every language: it renders, and in the form CLDR's plural rule
gives the language (Polish: 1 rozdanie, 2 rozdania, 5 rozdań, 22 rozdania, 25 rozdań, 112
rozdań), the catalogue's own rule (its Plural-Forms header) picking the same form as Babel's CLDR
data, ``Locale.plural_form``."""

from __future__ import annotations

import re

import pytest
from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

from scorekeeper.words.languages import DEFAULT, LANGUAGES
from tests.web.pseudo_language import ROOT

COUNTS = (0, 1, 2, 5, 22, 25, 112)

FORMS = {
    "en": ("one", "other"),
    "es": ("one", "other"),
    "fr": ("one", "other"),
    "pl": ("one", "few", "many"),
    "de": ("one", "other"),
    "hi": ("one", "other"),
    "it": ("one", "other"),
    "pt": ("one", "other"),
}
"""Each language's plural forms in its catalogue's order, by CLDR's names for them."""

EXPECTED_POLISH = {0: "many", 1: "one", 2: "few", 5: "many", 22: "few", 25: "many", 112: "many"}
"""CLDR's Polish rule worked by hand: few where the last digit is 2-4 but not 12-14, one for 1
alone, many for the rest of the whole numbers (112 ends in 12)."""

PLACEHOLDER = re.compile(r"%\((\w+)\)([sd])")


def catalogue(language: str) -> tuple[NullTranslations, Catalog | None]:
    """The compiled catalogue the app reads, and the .po it is made from (none for English)."""
    if language == DEFAULT:
        return NullTranslations(), None
    with (ROOT / "translations" / language / "LC_MESSAGES" / "messages.po").open("rb") as file:
        source = read_po(file)
    return Translations.load(str(ROOT / "translations"), [language]), source


def counted_messages() -> list[tuple[str, str, str | None]]:
    """Each counted message of the catalogue: its singular, its plural and its context."""
    with (ROOT / "translations" / "messages.pot").open("rb") as file:
        template = read_po(file)
    return [(*message.id, message.context) for message in template if isinstance(message.id, tuple)]


def values(texts: tuple[str, ...], count: int) -> dict[str, object]:
    """Something for every placeholder of ``texts``: the count for ``num``, a number for a
    ``%(…)d``, a word for a ``%(…)s``."""
    found = {name: kind for text in texts for name, kind in PLACEHOLDER.findall(text)}
    return {name: count if kind == "d" else "Ann" for name, kind in found.items()} | {"num": count}


def test_every_language_has_its_plural_forms_named() -> None:
    assert set(FORMS) == set(LANGUAGES)


def test_polish_forms_are_cldrs() -> None:
    rule = Locale.parse("pl").plural_form
    assert {count: rule(count) for count in COUNTS} == EXPECTED_POLISH


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_catalogues_rule_picks_cldrs_form(language: str) -> None:
    """The form the catalogue's Plural-Forms picks for each count is the one CLDR names."""
    translations, source = catalogue(language)
    rule = Locale.parse(language).plural_form
    for count in COUNTS:
        picked = translations.plural(count) if source is not None else int(count != 1)
        assert FORMS[language][picked] == rule(count), (language, count)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_counted_message_renders_in_its_form(language: str) -> None:
    translations, source = catalogue(language)
    rule = Locale.parse(language).plural_form
    messages = counted_messages()
    assert messages
    for singular, plural, context in messages:
        forms = (singular, plural)
        if source is not None:
            entry = source.get(singular, context)
            assert entry is not None and all(entry.string), (language, singular)
            forms = tuple(entry.string)
        assert len(forms) == len(FORMS[language]), (language, singular)
        for count in COUNTS:
            filled = values((singular, plural, *forms), count)
            if context is None:
                said = translations.ngettext(singular, plural, count) % filled
            else:
                said = translations.npgettext(context, singular, plural, count) % filled
            expected = forms[FORMS[language].index(rule(count))] % filled
            assert said == expected, (language, singular, count)
            if "%(num)d" in expected:
                assert str(count) in said, (language, singular, count)
