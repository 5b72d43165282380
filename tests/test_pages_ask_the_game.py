"""The pages ask the game (issue 50): outside the engine (``scorekeeper/rules``) and the words
(``scorekeeper/words``), no code, template or script tests which game it is, by its ``scoring``
option or by a preset's id; they ask the game's record (``scorekeeper.rules.game_of``) what it
has (docs/architecture.md, "Adding a game"). Docstrings and comments may name a game."""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path
from typing import get_args

import pytest

from scorekeeper.rules import PRESETS, DealFacts
from scorekeeper.rules.deal import Ending

ROOT = Path(__file__).resolve().parents[1]
PYTHON = [
    path
    for path in (ROOT / "scorekeeper").rglob("*.py")
    if path.relative_to(ROOT / "scorekeeper").parts[0] not in ("rules", "words")
]
PAGES = [*(ROOT / "templates").rglob("*.html"), *(ROOT / "static" / "js").rglob("*.js")]
FIELD_WORDS = {*get_args(Ending), *(field.name for field in fields(DealFacts))}
IDS = {slug for slug in PRESETS if slug not in FIELD_WORDS}
"""The presets' ids, but those that are also the name of a deal's fact (Rummy's id is the
``rummy`` fact's name, Tonk's an ``ending``): those are said for the fact everywhere."""
QUOTED_ID = re.compile("|".join(rf"[\"']{re.escape(slug)}[\"']" for slug in sorted(IDS)))
COMMENT = re.compile(r"\{#.*?#\}|/\*.*?\*/|(?<![:\"'])//[^\n]*", re.DOTALL)


def python_naming(source: str) -> list[str]:
    """Each place in Python ``source`` that reads the ``scoring`` option or names a preset's
    id in code (not in a docstring), with its line number."""
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "scoring":
            found.append(f"{node.lineno}: .scoring")
        elif isinstance(node, ast.Constant) and node.value in IDS and id(node) not in docstrings:
            found.append(f"{node.lineno}: {node.value!r}")
    return found


def page_naming(text: str) -> list[str]:
    """Each line of a template or script that reads the ``scoring`` option or quotes a preset's
    id, comments left out, with its number."""
    code = COMMENT.sub(lambda match: "\n" * match.group().count("\n"), text)
    return [
        f"{number}: {line.strip()}"
        for number, line in enumerate(code.splitlines(), start=1)
        if re.search(r"\.scoring\b", line) or QUOTED_ID.search(line)
    ]


@pytest.mark.parametrize("path", PYTHON, ids=lambda path: str(path.relative_to(ROOT)))
def test_no_module_outside_the_engine_tests_which_game_it_is(path: Path) -> None:
    assert python_naming(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("path", PAGES, ids=lambda path: str(path.relative_to(ROOT)))
def test_no_template_or_script_tests_which_game_it_is(path: Path) -> None:
    assert page_naming(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "source",
    [
        'if rules.scoring == "gin":\n    pass',
        'knock_kept = rules.scoring in ("stakes", "gin")',
        'rules = find_preset("gin-rummy")',
        "VARIANT = 'indian-rummy'",
    ],
)
def test_a_module_testing_the_game_is_found(source: str) -> None:
    """The search finds each way the code tested the game before it asked it."""
    assert len(python_naming(source)) == 1


def test_a_docstring_may_name_a_game() -> None:
    assert python_naming('def f():\n    """As ``find_preset("gin-rummy")``."""\n') == []


@pytest.mark.parametrize(
    "line",
    [
        '{%- if rules.scoring != "indian" %}',
        "{% if form.rules.scoring == 'stakes' %}",
        'if (variant === "indian-rummy") return;',
    ],
)
def test_a_template_testing_the_game_is_found(line: str) -> None:
    assert page_naming(line) == [f"1: {line}"]


def test_the_record_and_comments_are_no_test_of_the_game() -> None:
    page = (
        "{#- rules.scoring == 'gin' -#}\n{%- if game_of(rules).winner_shows %}\n"
        '// "gin-rummy" here\n{{ total | points }}'
    )
    assert page_naming(page) == []
