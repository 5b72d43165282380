"""The engine owns the rules and knows nothing of the web (docs/architecture.md,
"The engine"): every module in scorekeeper/rules imports only the standard library and itself."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "scorekeeper" / "rules"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda path: path.name)
def test_engine_module_imports_only_the_standard_library(path: Path) -> None:
    outside = imported_modules(path) - set(sys.stdlib_module_names)
    assert outside == set(), f"{path.name} imports {sorted(outside)}"
