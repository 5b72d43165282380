"""The engine speaks no language (docs/architecture.md, "Problems as data"): no module in
scorekeeper/rules builds a sentence for a player. What it finds wrong is a Problem, a code with
its parameters, and the words live in scorekeeper/words. A string of three words or more outside
documentation is a sentence; the rule sources' citations ("000 pagat 5000 Rummy, Scoring") are
the one exception, as they name a text rather than speak to a player."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "scorekeeper" / "rules"

WORD = re.compile(r"^[A-Za-z][a-z]+[,.;:!?]?$")
"""A word as sentences hold it; not an identifier (``check_lay_off``) or notation (``10H``)."""
CITATION = re.compile(r"^\d{3} ")
MOST_WORDS = 2
"""Words a string of the engine may hold: an option key, a code, a name such as "5000 Rummy"."""


def documentation(tree: ast.AST) -> set[int]:
    """The ids of the strings that are no sentence of the engine's: those that stand alone as
    statements (docstrings, attribute docstrings), type aliases written as strings, and the
    games' names (``name="5000 Rummy, hand subtracted"``), which are names as a player's is."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant))
        or (isinstance(node, ast.AnnAssign) and ast.unparse(node.annotation) == "TypeAlias")
        or (isinstance(node, ast.keyword) and node.arg == "name")
    }


def citation_names(tree: ast.Module) -> set[str]:
    """The module's names for citations (``_SOURCE_000 = "000 pagat 5000 Rummy"``), which an
    f-string extends into a longer citation (``f"{_SOURCE_000}, Players and Cards"``)."""
    return {
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        and CITATION.match(node.value.value)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def cites(node: ast.JoinedStr, citations: set[str]) -> bool:
    first = node.values[0] if node.values else None
    return (
        isinstance(first, ast.FormattedValue)
        and isinstance(first.value, ast.Name)
        and first.value.id in citations
    )


def sentences(path: Path) -> list[str]:
    """Every string or f-string in ``path``, outside documentation, with more than
    :data:`MOST_WORDS` words in its literal parts, as ``line: text``."""
    tree = ast.parse(path.read_text(), filename=str(path))
    skipped = documentation(tree)
    citations = citation_names(tree)
    inside_fstrings = {
        id(part)
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        for part in node.values
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            if cites(node, citations):
                continue
            text = "".join(
                part.value
                for part in node.values
                if isinstance(part, ast.Constant) and isinstance(part.value, str)
            )
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped | inside_fstrings
        ):
            text = node.value
        else:
            continue
        words = sum(bool(WORD.match(token)) for token in text.split())
        if words > MOST_WORDS and not CITATION.match(text):
            found.append(f"{node.lineno}: {text}")
    return found


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda path: path.name)
def test_engine_module_builds_no_sentence(path: Path) -> None:
    assert sentences(path) == []


def test_the_check_finds_a_sentence(tmp_path: Path) -> None:
    module = tmp_path / "speaks.py"
    module.write_text(
        '"""A docstring may say anything at all."""\n'
        "def refuse(card: str) -> str:\n"
        '    """So may this one, at any length."""\n'
        '    source = "000 pagat 5000 Rummy, Scoring"\n'
        '    code = "meld.too_few_cards"\n'
        '    cited = f"{SOURCE}, Players and Cards"\n'
        '    return f"{card} is not in play."\n'
        'SOURCE = "000 pagat 5000 Rummy"\n'
    )
    assert sentences(module) == ["7:  is not in play."]
