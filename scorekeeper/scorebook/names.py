"""Names people type (players, tables): the form they are stored in, and what is refused.

A name is stored in Unicode's composed form (NFC) without spaces at its ends, so ``Zoë`` typed
on two phones is one name. It is refused if it holds a character that is not text (a control
character such as NUL or a line break, a lone surrogate, an unassigned or private code point,
or a bidi control that would turn the text around), if nothing visible is left once
invisible characters (zero-width spaces and joiners, other format characters, blanks) are
taken out, or if it holds an invisible format character (a zero-width space, a soft hyphen, a
word joiner...) that would make it another name than the one it looks like (``B\u200bob`` is
not ``Bob``): only the joiners and tags that build an emoji (a family, a flag) are taken.
:func:`look_alike` tells whether two names would be mistaken for each other at the table
(``Ann`` and ``Аnn`` with a Cyrillic А), by Unicode's confusables (``confusables``).
"""

from __future__ import annotations

import unicodedata
from typing import cast

from confusables import is_confusable

from scorekeeper.rules.problems import Problem

NOT_TEXT = frozenset({"Cc", "Cs", "Co", "Cn"})
"""Unicode categories never in a name: control, surrogate, private use, unassigned."""
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Embeddings, overrides and isolates: they change the order text is shown in."""
INVISIBLE_CATEGORIES = frozenset({"Cf", "Zs", "Zl", "Zp", "Mn", "Me"})
"""Format characters, spaces and combining marks: nothing to see on their own."""
BLANKS = frozenset("\u115f\u1160\u2800\u3164\uffa0")
"""Letters and symbols that draw as nothing (Hangul fillers, the blank braille pattern)."""
ZERO_WIDTH_JOINER = "\u200d"
"""Joins emoji into one (a family: man, joiner, woman, joiner, girl)."""
BLACK_FLAG = "\U0001f3f4"
TAGS = range(0xE0020, 0xE0080)
"""Tag characters: after a black flag, they name the flag of a region (Scotland, Wales)."""


def normal_name(text: str) -> str:
    """``text`` as a name is stored: composed (NFC), without spaces at its ends.

    >>> normal_name(" Zoe\\u0308 ") == "Zo\\u00eb"
    True
    """
    return unicodedata.normalize("NFC", text.strip())


def name_problem(name: str) -> Problem | None:
    """What is wrong with ``name`` (already :func:`normal_name`), or ``None`` when it may be
    stored: ``name.not_text`` (a control character, a lone surrogate, a bidi control...),
    ``name.nothing_visible`` or ``name.invisible`` (a format character that builds no emoji).

    >>> name_problem("Ann\\x00").code
    'name.not_text'
    >>> name_problem("\\u200b\\u200d").code
    'name.nothing_visible'
    >>> name_problem("B\\u200bob").code
    'name.invisible'
    >>> name_problem("Zoë") is None
    True
    """
    if any(unicodedata.category(char) in NOT_TEXT or char in BIDI_CONTROLS for char in name):
        return Problem("name.not_text")
    if all(unicodedata.category(char) in INVISIBLE_CATEGORIES or char in BLANKS for char in name):
        return Problem("name.nothing_visible")
    if any(
        unicodedata.category(char) == "Cf" and not _builds_emoji(name, index)
        for index, char in enumerate(name)
    ):
        return Problem("name.invisible")
    return None


def _builds_emoji(name: str, index: int) -> bool:
    """Whether the format character at ``index`` builds an emoji: a zero-width joiner between
    two symbols (neither a letter, a digit nor a space), a tag after a black flag or a tag.

    >>> _builds_emoji("\\U0001f468\\u200d\\U0001f469", 1), _builds_emoji("B\\u200dob", 1)
    (True, False)
    """
    char = name[index]
    before = name[index - 1] if index > 0 else " "
    after = name[index + 1] if index + 1 < len(name) else " "
    if char == ZERO_WIDTH_JOINER:
        return not (before.isalnum() or before.isspace() or after.isalnum() or after.isspace())
    return ord(char) in TAGS and (before == BLACK_FLAG or ord(before) in TAGS)


def look_alike(one: str, other: str) -> bool:
    """Whether two names would be taken for each other: the same but for capitals, or the
    same but for letters that look alike (Unicode's confusables).

    >>> look_alike("Ann", "ANN"), look_alike("Ann", "\\u0410nn"), look_alike("Ann", "Anne")
    (True, True, False)
    """
    if one.casefold() == other.casefold():
        return True
    return cast(bool, is_confusable(one, other) or is_confusable(one.casefold(), other.casefold()))
