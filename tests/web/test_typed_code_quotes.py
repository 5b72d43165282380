"""What a player or a program types keeps its straight quotes in every language
(docs/languages.md, "What stays as it is"): the JSON of an option's help (`("QS": 45)`), an
option's value (`'jokers'`), an HTTP header, a command. A language's own quotation marks
(„…“, « … », «…») go around words, never around code: a player who copies « QS » : 45 types
invalid JSON."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorekeeper.words.languages import LANGUAGES

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"

# Code in an English message: a single-quoted span that is no apostrophe (nothing of a word
# before its opening quote, nothing after its closing one: 'jokers', not the game's), or a
# card's or a rank's notation in double quotes as JSON writes it, with its value ("QS": 45).
CODE = re.compile(r"""(?<!\w)'[^'\n]+'(?!\w)|"[A-Z0-9]{1,3}"(?::\s?\d+)?""")


def code_in(message_id: str) -> list[str]:
    return CODE.findall(message_id)


def forms(value: str | tuple[str, ...]) -> tuple[str, ...]:
    return value if isinstance(value, tuple) else (value,)


def catalogue(language: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Each message of a language's catalogue as (its English forms, its translated forms)."""
    with (TRANSLATIONS / language / "LC_MESSAGES" / "messages.po").open("rb") as file:
        return [
            (forms(message.id), forms(message.string)) for message in read_po(file) if message.id
        ]


def test_the_code_in_the_messages_is_found() -> None:
    """The pattern finds the code the catalogue holds, and no apostrophe or quoted word."""
    found = {span for ids, _ in catalogue("de") for span in code_in(ids[0])}
    assert {'"QS": 45', '"A": 11', '"K"', "'jokers'", "'flask rescore'"} <= found
    assert "'Authorization: Bearer <seat_key>'" in found
    assert not any(span in found for span in ('"rummy"', '"May I"', "'s id as '"))
    assert code_in("""Send the game's id as 'Authorization: Bearer <view_id>'.""") == [
        "'Authorization: Bearer <view_id>'"
    ]


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_typed_code_keeps_its_straight_quotes_in_every_language(language: str) -> None:
    wrong = [
        (span, string)
        for ids, strings in catalogue(language)
        for span in code_in(ids[0])
        for string in strings
        if span not in string
    ]
    assert wrong == [], f"{language}: typed code needs its straight quotes, verbatim"


@pytest.mark.parametrize(
    ("string", "fails"),
    [
        ('Points par carte ("QS": 45).', False),
        ("Points par carte (« QS » : 45).", True),
        ("Points par carte („QS“: 45).", True),
        ('Points par carte ("QS" : 45).', True),
    ],
)
def test_a_typographic_quote_around_code_is_caught(string: str, fails: bool) -> None:
    """The check itself: French typography's space before the colon breaks the code too."""
    span = code_in('Points by card ("QS": 45).')[0]
    assert (span not in string) == fails
